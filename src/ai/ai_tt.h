/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The transposition table: search results by Zobrist key, owned by one search object. */
#ifndef DUELBOARD_AI_TT_H
#define DUELBOARD_AI_TT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game.h"

/* No move stored: move encodings are private to games, and no game uses all 64 bits. */
#define AI_NO_MOVE UINT64_MAX

typedef enum AiBound { AI_BOUND_NONE, AI_BOUND_UPPER, AI_BOUND_LOWER, AI_BOUND_EXACT } AiBound;

/* A result as a probe reads it. */
typedef struct AiTtEntry {
    uint64_t key;
    Move move;
    int16_t score;
    int8_t depth;
    uint8_t bound;
    uint8_t age;
} AiTtEntry;

/* A result as the table stores it. Searches on several threads share one table without locks:
 * each word is read and written on its own, and `check` is the key mixed with the other two, so
 * a slot two threads wrote at once matches no key and is not read (lockless hashing). */
typedef struct AiTtSlot {
    _Atomic uint64_t check; /* key ^ move ^ data */
    _Atomic uint64_t move;
    _Atomic uint64_t data; /* score, depth, bound and age (ai_tt.c) */
} AiTtSlot;

/* Buckets of two: the first slot keeps the deepest (or most recent search's) result, the second
 * is always replaced, so deep results survive while fresh ones still get stored. */
typedef struct AiTt {
    AiTtSlot *entries; /* 2 * bucket_count */
    size_t bucket_mask;
    uint8_t age;
    uint64_t owner; /* whose results these are, for the next search (ai_tt_init); 0: nobody's */
} AiTt;

/* A table of about `megabytes` (rounded down to a power of two buckets, at least one). It is
 * empty unless `owner` is not 0 and the last table freed (ai_tt_free) was of the same size
 * and owner: then it holds that table's results, older by one search. */
bool ai_tt_init(AiTt *tt, size_t megabytes, uint64_t owner);
void ai_tt_free(AiTt *tt);
/* Frees the table kept for the next search, if any: for when no search of the same owner is
 * expected (a game closed), so that its megabytes do not stay resident. */
void ai_tt_release_kept(void);
void ai_tt_clear(AiTt *tt);
/* Marks a new search, so results of older ones give way. */
void ai_tt_new_search(AiTt *tt);

/* The first slot of the bucket of `key`. The high bits pick the bucket so the low bits, which
 * some games fill less well, matter only through the full-key check. */
static inline AiTtSlot *ai_tt_bucket(const AiTt *tt, uint64_t key) {
    return tt->entries + 2 * ((key >> 17) & tt->bucket_mask);
}

/* Asks the processor to fetch the bucket of `key`, to be probed soon: a probe's cache miss is a
 * large part of a node's time, and the child's key is known before its node begins. */
static inline void ai_tt_prefetch(const AiTt *tt, uint64_t key) {
    __builtin_prefetch(ai_tt_bucket(tt, key));
}

/* Whether the table holds a result for `key`, and if so the result in `out`. Scores are as
 * stored: the caller adjusts win distances. */
bool ai_tt_probe(const AiTt *tt, uint64_t key, AiTtEntry *out);
void ai_tt_store(AiTt *tt, uint64_t key, Move move, int score, int depth, AiBound bound);

#endif
