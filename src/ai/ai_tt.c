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
static AiTtSlot *kept_entries;
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
static AiTtSlot *take_kept(size_t count, uint64_t owner, uint8_t *age) {
    pthread_mutex_lock(&kept_lock);
    AiTtSlot *entries = kept_count == count ? kept_entries : NULL;
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
    while (buckets * 2 * 2 * sizeof(AiTtSlot) <= megabytes * 1024 * 1024) buckets *= 2;
    tt->entries = take_kept(buckets * 2, owner, &tt->age);
    if (!tt->entries) tt->entries = calloc(buckets * 2, sizeof(AiTtSlot));
    tt->bucket_mask = buckets - 1;
    tt->owner = owner;
    return tt->entries != NULL;
}

/* Makes `entries` the kept table (NULL: none) and frees the one it replaces. */
static void keep(AiTtSlot *entries, size_t count, uint64_t owner, uint8_t age) {
    pthread_mutex_lock(&kept_lock);
    AiTtSlot *dropped = kept_entries;
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
    memset(tt->entries, 0, (tt->bucket_mask + 1) * 2 * sizeof(AiTtSlot));
    tt->age = 0;
}

void ai_tt_new_search(AiTt *tt) {
    tt->age++;
}

/* A slot's data word: the score in bits 0-15, the depth in 16-23, the bound in 24-31 and the
 * age in 32-39. */
static inline uint64_t pack_data(int score, int depth, AiBound bound, uint8_t age) {
    return (uint64_t)(uint16_t)score | (uint64_t)(uint8_t)depth << 16 | (uint64_t)bound << 24 |
           (uint64_t)age << 32;
}

static inline uint64_t load(const _Atomic uint64_t *word) {
    return atomic_load_explicit(word, memory_order_relaxed);
}

static inline void save(_Atomic uint64_t *word, uint64_t value) {
    atomic_store_explicit(word, value, memory_order_relaxed);
}

/* A slot's result; its key is what the check word gives, which for a slot two writers tore
 * matches no key a search asks for. */
static inline AiTtEntry read_slot(const AiTtSlot *slot) {
    uint64_t data = load(&slot->data), move = load(&slot->move), check = load(&slot->check);
    return (AiTtEntry){.key = check ^ move ^ data,
                       .move = move,
                       .score = (int16_t)(uint16_t)data,
                       .depth = (int8_t)(uint8_t)(data >> 16),
                       .bound = (uint8_t)(data >> 24),
                       .age = (uint8_t)(data >> 32)};
}

bool ai_tt_probe(const AiTt *tt, uint64_t key, AiTtEntry *out) {
    const AiTtSlot *b = ai_tt_bucket(tt, key);
    for (int i = 0; i < 2; i++) {
        AiTtEntry e = read_slot(&b[i]);
        if (e.bound != AI_BOUND_NONE && e.key == key) {
            *out = e;
            return true;
        }
    }
    return false;
}

void ai_tt_store(AiTt *tt, uint64_t key, Move move, int score, int depth, AiBound bound) {
    AiTtSlot *b = ai_tt_bucket(tt, key);
    AiTtEntry first = read_slot(&b[0]);
    AiTtSlot *slot = first.key == key || first.bound == AI_BOUND_NONE || first.age != tt->age ||
                             depth >= first.depth
                         ? &b[0]
                         : &b[1];
    /* A result without a move keeps the move an earlier search found for the same position. */
    if (move == AI_NO_MOVE) {
        AiTtEntry old = slot == &b[0] ? first : read_slot(slot);
        if (old.bound != AI_BOUND_NONE && old.key == key) move = old.move;
    }
    uint64_t data = pack_data(score, depth > 127 ? 127 : depth, bound, tt->age);
    save(&slot->data, data);
    save(&slot->move, move);
    save(&slot->check, key ^ move ^ data);
}
