/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The time source: a monotonic clock for deadlines, timeouts and measured durations. Not the
 * players' clocks (a game's time control is the session's GameClock), and not the time of day. */
#ifndef DUELBOARD_CORE_MONOTONIC_H
#define DUELBOARD_CORE_MONOTONIC_H

#include <stdint.h>

/* Microseconds since an arbitrary start that never goes back. */
int64_t monotonic_us(void);
/* The same in seconds. */
double monotonic_seconds(void);

#endif
