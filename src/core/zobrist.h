/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Zobrist hashing keys: fixed pseudo-random 64-bit keys for (feature, index) pairs. */
#ifndef DUELBOARD_CORE_ZOBRIST_H
#define DUELBOARD_CORE_ZOBRIST_H

#include <stddef.h>
#include <stdint.h>

/* The key for feature number `index` in the key family `family`. A pure function, so games need
 * no global tables; families keep games and features apart (e.g. one per piece kind). */
uint64_t zobrist_key(uint32_t family, uint32_t index);

/* Fills table[0..n) with the keys of one family, for games that prefer a local table. */
void zobrist_fill(uint64_t *table, size_t n, uint32_t family);

#endif
