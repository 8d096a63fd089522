/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The transposition table: two-slot buckets, depth-preferred plus always-replace. */
#ifdef __linux__
#define _DEFAULT_SOURCE /* madvise: a kept table's pages handed back, to come back zeroed */
#endif
#include "ai/ai_tt.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#ifdef __linux__
#include <sys/mman.h>
#include <unistd.h>
#endif

#if defined(__SANITIZE_ADDRESS__)
#define TT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TT_ASAN 1
#endif
#endif
#ifdef TT_ASAN
#include <sanitizer/asan_interface.h>
#define TT_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define TT_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define TT_POISON(p, n) ((void)(p), (void)(n))
#define TT_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

/* The table a finished search freed, kept for the next search of the same size: a block of its
 * own for each search made AddressSanitizer map, poison and unmap megabytes a move. A search
 * that names an owner (ai_tt_init) and follows one of the same owner starts from what that one
 * found; any other starts from a cleared table. While kept it is poisoned, so that a stale
 * pointer into it is still caught. */
static pthread_mutex_t kept_lock = PTHREAD_MUTEX_INITIALIZER;
static AiTtEntry *kept_entries;
static size_t kept_count;
static uint64_t kept_owner;
static uint8_t kept_age;

/* Zeroes a kept table. A short search touches a few of its pages: on Linux the whole pages are
 * handed back to the kernel, which gives them back zeroed when touched (as a fresh calloc's
 * would be), so that such a search does not pay for clearing megabytes; the ends are cleared. */
static void clear_entries(void *entries, size_t bytes) {
#ifdef __linux__
    long page_size = sysconf(_SC_PAGESIZE);
    if (page_size > 0) {
        uintptr_t page = (uintptr_t)page_size, start = (uintptr_t)entries, end = start + bytes;
        uintptr_t first = (start + page - 1) & ~(page - 1), last = end & ~(page - 1);
        if (last > first && madvise((void *)first, last - first, MADV_DONTNEED) == 0) {
            memset(entries, 0, first - start);
            memset((void *)last, 0, end - last);
            return;
        }
    }
#endif
    memset(entries, 0, bytes);
}

/* The kept table if it has `count` entries; `*age` is set to the age its next search gets, 0
 * unless its entries are kept for the same owner. */
static AiTtEntry *take_kept(size_t count, uint64_t owner, uint8_t *age) {
    pthread_mutex_lock(&kept_lock);
    AiTtEntry *entries = kept_count == count ? kept_entries : NULL;
    bool reuse = entries && owner && kept_owner == owner;
    *age = reuse ? (uint8_t)(kept_age + 1) : 0;
    if (entries) kept_entries = NULL, kept_count = 0, kept_owner = 0;
    pthread_mutex_unlock(&kept_lock);
    if (entries) {
        TT_UNPOISON(entries, count * sizeof *entries);
        if (!reuse) clear_entries(entries, count * sizeof *entries);
    }
    return entries;
}

bool ai_tt_init(AiTt *tt, size_t megabytes, uint64_t owner) {
    size_t buckets = 1;
    while (buckets * 2 * 2 * sizeof(AiTtEntry) <= megabytes * 1024 * 1024) buckets *= 2;
    tt->entries = take_kept(buckets * 2, owner, &tt->age);
    if (!tt->entries) tt->entries = calloc(buckets * 2, sizeof(AiTtEntry));
    tt->bucket_mask = buckets - 1;
    tt->owner = owner;
    return tt->entries != NULL;
}

/* Makes `entries` the kept table (NULL: none) and frees the one it replaces. */
static void keep(AiTtEntry *entries, size_t count, uint64_t owner, uint8_t age) {
    pthread_mutex_lock(&kept_lock);
    AiTtEntry *dropped = kept_entries;
    size_t dropped_count = kept_count;
    kept_entries = entries, kept_count = count;
    kept_owner = owner, kept_age = age;
    pthread_mutex_unlock(&kept_lock);
    if (dropped) {
        TT_UNPOISON(dropped, dropped_count * sizeof *dropped);
        free(dropped);
    }
}

void ai_tt_free(AiTt *tt) {
    if (!tt->entries) return;
    size_t count = (tt->bucket_mask + 1) * 2;
    TT_POISON(tt->entries, count * sizeof *tt->entries);
    keep(tt->entries, count, tt->owner, tt->age);
    tt->entries = NULL;
}

void ai_tt_release_kept(void) {
    keep(NULL, 0, 0, 0);
}

void ai_tt_clear(AiTt *tt) {
    memset(tt->entries, 0, (tt->bucket_mask + 1) * 2 * sizeof(AiTtEntry));
    tt->age = 0;
}

void ai_tt_new_search(AiTt *tt) {
    tt->age++;
}

const AiTtEntry *ai_tt_probe(const AiTt *tt, uint64_t key) {
    AiTtEntry *b = ai_tt_bucket(tt, key);
    if (b[0].bound != AI_BOUND_NONE && b[0].key == key) return &b[0];
    if (b[1].bound != AI_BOUND_NONE && b[1].key == key) return &b[1];
    return NULL;
}

void ai_tt_store(AiTt *tt, uint64_t key, Move move, int score, int depth, AiBound bound) {
    AiTtEntry *b = ai_tt_bucket(tt, key);
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
