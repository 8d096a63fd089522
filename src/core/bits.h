/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Counting the squares of a bitboard, fast on every x86-64 processor. */
#ifndef DUELBOARD_CORE_BITS_H
#define DUELBOARD_CORE_BITS_H

#include <stdint.h>

/* The number of set bits. Written out because the package is built for the baseline x86-64,
 * which has no popcount instruction: there __builtin_popcount becomes a call into the compiler's
 * library, which cost a sixth of the Onitama endgame build's time. */
static inline int bits_count(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0f0f0f0fu;
    return (int)((x * 0x01010101u) >> 24);
}

#endif
