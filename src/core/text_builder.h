/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A text that grows as pieces are added, for the writers of records and their comments. */
#ifndef DUELBOARD_CORE_TEXT_BUILDER_H
#define DUELBOARD_CORE_TEXT_BUILDER_H

#include <stdbool.h>
#include <stddef.h>

/* Start from {0}. `data` is NUL-terminated once anything (even "") was added; the caller frees
 * it. After a failed allocation every later add does nothing and `failed` stays set. */
typedef struct TextBuilder {
    char *data;
    size_t length, capacity;
    bool failed;
} TextBuilder;

void text_builder_add(TextBuilder *t, const char *s);
/* Adds the first `n` bytes of `s`. */
void text_builder_add_part(TextBuilder *t, const char *s, size_t n);

#endif
