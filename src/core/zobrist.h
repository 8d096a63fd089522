/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Zobrist hashing keys: fixed pseudo-random 64-bit keys for (feature, index) pairs. */
#ifndef DUELBOARD_CORE_ZOBRIST_H
#define DUELBOARD_CORE_ZOBRIST_H

#include <stddef.h>
#include <stdint.h>

#include "core/rng.h"

/* The key for feature number `index` in the key family `family`. A pure function, so games need
 * no global tables; families keep games and features apart (e.g. one per piece kind). Inline:
 * a game's move updates its hash with several keys, on every node of a search. */
static inline uint64_t zobrist_key(uint32_t family, uint32_t index) {
    return rng_mix64(((uint64_t)family << 32 | index) * 0xd1342543de82ef95ULL ^
                     0x5851f42d4c957f2dULL);
}

/* Fills table[0..n) with the keys of one family, for games that prefer a local table. */
void zobrist_fill(uint64_t *table, size_t n, uint32_t family);

#endif
