/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A text that grows as pieces are added. */
#include "core/text_builder.h"

#include <stdlib.h>
#include <string.h>

void text_builder_add(TextBuilder *t, const char *s) {
    text_builder_add_part(t, s, strlen(s));
}

void text_builder_add_part(TextBuilder *t, const char *s, size_t n) {
    if (t->failed) return;
    if (t->length + n + 1 > t->capacity) {
        size_t capacity = t->capacity ? t->capacity : 1024;
        while (t->length + n + 1 > capacity) capacity *= 2;
        char *bigger = realloc(t->data, capacity);
        if (!bigger) {
            t->failed = true;
            return;
        }
        t->data = bigger;
        t->capacity = capacity;
    }
    memcpy(t->data + t->length, s, n);
    t->length += n;
    t->data[t->length] = '\0';
}
