/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The time source: CLOCK_MONOTONIC, which no change of the time of day moves. */
#include "core/monotonic.h"

#include <time.h>

int64_t monotonic_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000000 + t.tv_nsec / 1000;
}

double monotonic_seconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}
