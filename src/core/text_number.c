/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A whole number read from a command line's word, within bounds (text_number.h). */
#include "core/text_number.h"

#include <errno.h>
#include <stdlib.h>

bool text_read_int(const char *text, long low, long high, int *out) {
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno || end == text || *end || v < low || v > high) return false;
    *out = (int)v;
    return true;
}
