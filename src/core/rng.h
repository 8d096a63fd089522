/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seeded pseudo-random numbers (splitmix64 for seeding and hashing, xoshiro256** for streams). */
#ifndef DUELBOARD_CORE_RNG_H
#define DUELBOARD_CORE_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

/* One step of splitmix64 on *state: a good 64-bit mix, also used to derive keys. */
uint64_t rng_splitmix64(uint64_t *state);

/* A stateless 64-bit mix of x (the splitmix64 finaliser). */
static inline uint64_t rng_mix64(uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

void rng_seed(Rng *rng, uint64_t seed);
uint64_t rng_next(Rng *rng);
/* Uniform integer in [0, bound) without modulo bias; bound must be > 0. */
uint64_t rng_below(Rng *rng, uint64_t bound);
/* Uniform double in [0, 1). */
double rng_unit(Rng *rng);

#endif
