/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Error values that carry a human-readable message; functions return them instead of aborting. */
#ifndef DUELBOARD_CORE_ERROR_H
#define DUELBOARD_CORE_ERROR_H

#include <stdbool.h>

#define ERROR_MESSAGE_MAX 512

typedef struct Error {
    char message[ERROR_MESSAGE_MAX];
} Error;

/* Sets the message (printf-style). `err` may be NULL when the caller does not care why.
 * Always returns false so that `return error_set(err, ...)` reads naturally. */
bool error_set(Error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Puts "prefix" in front of the existing message, e.g. "line 7: " before "illegal move". */
bool error_prefix(Error *err, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

void error_clear(Error *err);

#endif
