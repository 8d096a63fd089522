/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The transposition table: two-slot buckets, depth-preferred plus always-replace. */
#include "ai/ai_tt.h"

#include <stdlib.h>
#include <string.h>

bool ai_tt_init(AiTt *tt, size_t megabytes) {
    size_t buckets = 1;
    while (buckets * 2 * 2 * sizeof(AiTtEntry) <= megabytes * 1024 * 1024) buckets *= 2;
    tt->entries = calloc(buckets * 2, sizeof(AiTtEntry));
    tt->bucket_mask = buckets - 1;
    tt->age = 0;
    return tt->entries != NULL;
}

void ai_tt_free(AiTt *tt) {
    free(tt->entries);
    tt->entries = NULL;
}

void ai_tt_clear(AiTt *tt) {
    memset(tt->entries, 0, (tt->bucket_mask + 1) * 2 * sizeof(AiTtEntry));
    tt->age = 0;
}

void ai_tt_new_search(AiTt *tt) {
    tt->age++;
}

static AiTtEntry *bucket(const AiTt *tt, uint64_t key) {
    /* The high bits pick the bucket so the low bits, which some games fill less well, matter
     * only through the full-key check. */
    return tt->entries + 2 * ((key >> 17) & tt->bucket_mask);
}

const AiTtEntry *ai_tt_probe(const AiTt *tt, uint64_t key) {
    AiTtEntry *b = bucket(tt, key);
    if (b[0].bound != AI_BOUND_NONE && b[0].key == key) return &b[0];
    if (b[1].bound != AI_BOUND_NONE && b[1].key == key) return &b[1];
    return NULL;
}

void ai_tt_store(AiTt *tt, uint64_t key, Move move, int score, int depth, AiBound bound) {
    AiTtEntry *b = bucket(tt, key);
    AiTtEntry *slot;
    if (b[0].key == key || b[0].bound == AI_BOUND_NONE || b[0].age != tt->age ||
        depth >= b[0].depth)
        slot = &b[0];
    else
        slot = &b[1];
    /* A result without a move keeps the move an earlier search found for the same position. */
    if (move == AI_NO_MOVE && slot->key == key) move = slot->move;
    slot->key = key;
    slot->move = move;
    slot->score = (int16_t)score;
    slot->depth = (int8_t)(depth > 127 ? 127 : depth);
    slot->bound = (uint8_t)bound;
    slot->age = tt->age;
}
