/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Zobrist keys derived from splitmix64, so they are the same on every run and machine. */
#include "core/zobrist.h"

#include "core/rng.h"

uint64_t zobrist_key(uint32_t family, uint32_t index) {
    return rng_mix64(((uint64_t)family << 32 | index) * 0xd1342543de82ef95ULL ^
                     0x5851f42d4c957f2dULL);
}

void zobrist_fill(uint64_t *table, size_t n, uint32_t family) {
    for (size_t i = 0; i < n; i++) table[i] = zobrist_key(family, (uint32_t)i);
}
