/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Formatting of error messages. */
#include "core/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

bool error_set(Error *err, const char *fmt, ...) {
    if (!err) return false;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err->message, sizeof err->message, fmt, ap);
    va_end(ap);
    return false;
}

bool error_prefix(Error *err, const char *fmt, ...) {
    if (!err) return false;
    char prefix[ERROR_MESSAGE_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(prefix, sizeof prefix, fmt, ap);
    va_end(ap);
    char joined[ERROR_MESSAGE_MAX];
    snprintf(joined, sizeof joined, "%s%s", prefix, err->message);
    memcpy(err->message, joined, sizeof joined);
    return false;
}

void error_clear(Error *err) {
    if (err) err->message[0] = '\0';
}
