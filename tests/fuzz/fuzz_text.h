/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The fuzz targets' input as the project's parsers get text: NUL-terminated, a NUL inside simply
 * ending it early. */
#ifndef DUELBOARD_FUZZ_TEXT_H
#define DUELBOARD_FUZZ_TEXT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* A NUL-terminated copy of the input, for free(); NULL when out of memory. */
static inline char *fuzz_text(const uint8_t *data, size_t size) {
    char *text = malloc(size + 1);
    if (!text) return NULL;
    memcpy(text, data, size);
    text[size] = '\0';
    return text;
}

#endif
