/* SPDX-License-Identifier: GPL-3.0-or-later */
/* splitmix64 and xoshiro256** (Blackman and Vigna), public-domain algorithms. */
#include "core/rng.h"

uint64_t rng_splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

void rng_seed(Rng *rng, uint64_t seed) {
    uint64_t sm = seed;
    for (int i = 0; i < 4; i++) rng->s[i] = rng_splitmix64(&sm);
}

static inline uint64_t rotl(uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(Rng *rng) {
    uint64_t *s = rng->s;
    const uint64_t result = rotl(s[1] * 5, 7) * 9;
    const uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return result;
}

uint64_t rng_below(Rng *rng, uint64_t bound) {
    /* Rejection sampling: discard the top partial block so every value is equally likely. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    uint64_t x;
    do {
        x = rng_next(rng);
    } while (x >= limit);
    return x % bound;
}

double rng_unit(Rng *rng) {
    return (double)(rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}
