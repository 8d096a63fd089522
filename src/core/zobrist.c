/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Zobrist keys derived from splitmix64, so they are the same on every run and machine. */
#include "core/zobrist.h"

void zobrist_fill(uint64_t *table, size_t n, uint32_t family) {
    for (size_t i = 0; i < n; i++) table[i] = zobrist_key(family, (uint32_t)i);
}
