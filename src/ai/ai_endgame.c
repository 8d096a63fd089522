/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The caches of solved-endgame tables and the worker threads that build them. */
#include "ai/ai_endgame.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_time.h"
#include "ai/ai_eval.h"
#include "core/thread_priority.h"

/* A table is USABLE once built and while its kind extends it, READY when that is done too. */
enum { TABLE_BUILDING, TABLE_USABLE, TABLE_READY, TABLE_FAILED };

struct AiEndgameTable {
    AiEndgameCache *cache; /* outlives the table's build, and its readers (see the header) */
    const AiEndgameKind *kind;
    const char *game_id;
    uint8_t key[AI_ENDGAME_KEY_MAX];
    atomic_bool cancel;
    bool extend; /* the kind's `extend` runs after its build: the cache was made full */
    int state;   /* under the lock */
    int holds;   /* the cache's, the builder's and each reader's, under the lock */
    void *data;
    AiEndgameStats stats;
};

struct AiEndgameCache {
    pthread_mutex_t lock;
    pthread_cond_t changed;
    AiEndgameTable *table; /* the game last prepared's, under the lock */
    int running_builds;    /* builder threads not yet ended, under the lock */
    bool full;             /* tables prepared from now on are extended, under the lock */
    /* Tables held by readers, under the lock: a search left to finish on its own after its
     * caller answered (ai_answer_by.h) may still hold one when the cache is freed. */
    int reader_holds;
};

AiEndgameCache *ai_endgame_cache_new(void) {
    AiEndgameCache *c = calloc(1, sizeof *c);
    if (!c) return NULL;
    if (pthread_mutex_init(&c->lock, NULL) != 0) {
        free(c);
        return NULL;
    }
    if (pthread_cond_init(&c->changed, NULL) != 0) {
        pthread_mutex_destroy(&c->lock);
        free(c);
        return NULL;
    }
    return c;
}

void ai_endgame_cache_set_full(AiEndgameCache *c, bool full) {
    if (!c) return;
    pthread_mutex_lock(&c->lock);
    c->full = full;
    pthread_mutex_unlock(&c->lock);
}

/* Frees a table nobody holds. Called under the lock. */
static void drop_hold(AiEndgameTable *t) {
    if (--t->holds > 0) return;
    if (t->data) t->kind->free_table(t->data);
    free(t);
}

static void *build_worker(void *arg) {
    AiEndgameTable *t = arg;
    AiEndgameCache *c = t->cache;
    /* A build is background work: the window and the searches come first. */
    thread_set_nice(10);
    AiEndgameStats stats;
    memset(&stats, 0, sizeof stats);
    int64_t start = monotonic_us();
    void *data = t->kind->build(t->key, &t->cancel, &stats);
    stats.seconds = (double)(monotonic_us() - start) / 1e6;
    bool extend = data && t->extend;
    pthread_mutex_lock(&c->lock);
    t->data = data;
    t->stats = stats;
    t->state = !data ? TABLE_FAILED : extend ? TABLE_USABLE : TABLE_READY;
    if (extend) {
        pthread_cond_broadcast(&c->changed);
        pthread_mutex_unlock(&c->lock);
        /* Searches probe the table meanwhile; the kind publishes what it adds when complete. */
        if (t->kind->extend(data, &t->cancel, &stats)) {
            stats.seconds = (double)(monotonic_us() - start) / 1e6;
        } else {
            stats = t->stats;
        }
        pthread_mutex_lock(&c->lock);
        t->stats = stats;
        t->state = TABLE_READY;
    }
    drop_hold(t);
    c->running_builds--;
    pthread_cond_broadcast(&c->changed);
    pthread_mutex_unlock(&c->lock);
    return NULL;
}

static bool same_game(const AiEndgameTable *t, const GameRules *g, const uint8_t *key) {
    return t && strcmp(t->game_id, g->id) == 0 && memcmp(t->key, key, AI_ENDGAME_KEY_MAX) == 0;
}

/* Takes the table out of the cache: its build, if under way, is cancelled and frees it when it
 * ends; else it is freed once the last reader lets go. Nobody waits for a build to stop, so a
 * search that starts a new game's table never stalls. Called under the lock. */
static void retire(AiEndgameTable *t) {
    if (!t) return;
    atomic_store(&t->cancel, true);
    drop_hold(t);
}

/* A detached worker that builds `t`, holding it. Called under the lock. */
static bool start_build(AiEndgameTable *t) {
    pthread_attr_t attr;
    pthread_t thread;
    if (pthread_attr_init(&attr) != 0) return false;
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    t->holds++;
    bool started = pthread_create(&thread, &attr, build_worker, t) == 0;
    pthread_attr_destroy(&attr);
    if (started)
        t->cache->running_builds++;
    else
        t->holds--;
    return started;
}

static bool table_key(const GameRules *g, const void *st, const AiEndgameKind **kind,
                      uint8_t key[AI_ENDGAME_KEY_MAX]) {
    *kind = ai_eval_for(g)->endgame;
    memset(key, 0, AI_ENDGAME_KEY_MAX);
    return *kind && (*kind)->key(st, key);
}

void ai_endgame_prepare(AiEndgameCache *c, const GameRules *g, const void *st) {
    const AiEndgameKind *kind;
    uint8_t key[AI_ENDGAME_KEY_MAX];
    if (!c || !table_key(g, st, &kind, key)) return;
    pthread_mutex_lock(&c->lock);
    /* A table built before the cache was made full is built again, extended. */
    if (same_game(c->table, g, key) && (c->table->extend || !c->full || !kind->extend)) {
        pthread_mutex_unlock(&c->lock);
        return;
    }
    retire(c->table);
    AiEndgameTable *t = calloc(1, sizeof *t);
    c->table = t;
    if (t) {
        t->cache = c;
        t->kind = kind;
        t->game_id = g->id;
        memcpy(t->key, key, sizeof t->key);
        atomic_init(&t->cancel, false);
        t->extend = c->full && kind->extend;
        t->holds = 1;
        t->state = TABLE_BUILDING;
        if (!start_build(t)) t->state = TABLE_FAILED;
    }
    pthread_mutex_unlock(&c->lock);
}

AiEndgameTable *ai_endgame_acquire(AiEndgameCache *c, const GameRules *g, const void *st) {
    const AiEndgameKind *kind;
    uint8_t key[AI_ENDGAME_KEY_MAX];
    if (!c || !table_key(g, st, &kind, key)) return NULL;
    AiEndgameTable *held = NULL;
    pthread_mutex_lock(&c->lock);
    if (same_game(c->table, g, key) &&
        (c->table->state == TABLE_USABLE || c->table->state == TABLE_READY)) {
        held = c->table;
        held->holds++;
        c->reader_holds++;
    }
    pthread_mutex_unlock(&c->lock);
    return held;
}

/* Sets `at` to `ms` milliseconds from now on the clock pthread_cond_timedwait reads. */
static void deadline_in(struct timespec *at, long ms) {
    clock_gettime(CLOCK_REALTIME, at);
    at->tv_nsec += ms * 1000000L;
    at->tv_sec += at->tv_nsec / 1000000000L;
    at->tv_nsec %= 1000000000L;
}

/* Waits until the table for the game of `st` is in `least_state` or further along, or until
 * `stop` is set: the table held, or NULL. */
static AiEndgameTable *wait_for(AiEndgameCache *c, const GameRules *g, const void *st,
                                const atomic_bool *stop, int least_state) {
    const AiEndgameKind *kind;
    uint8_t key[AI_ENDGAME_KEY_MAX];
    if (!c || !table_key(g, st, &kind, key)) return NULL;
    ai_endgame_prepare(c, g, st);
    AiEndgameTable *held = NULL;
    pthread_mutex_lock(&c->lock);
    while (same_game(c->table, g, key) && c->table->state < least_state) {
        if (!stop) {
            pthread_cond_wait(&c->changed, &c->lock);
            continue;
        }
        /* Nobody signals the flag: it is looked at every few milliseconds. */
        if (atomic_load(stop)) break;
        struct timespec at;
        deadline_in(&at, 20);
        pthread_cond_timedwait(&c->changed, &c->lock, &at);
    }
    if (same_game(c->table, g, key) &&
        (c->table->state == TABLE_USABLE || c->table->state == TABLE_READY)) {
        held = c->table;
        held->holds++;
        c->reader_holds++;
    }
    pthread_mutex_unlock(&c->lock);
    return held;
}

AiEndgameTable *ai_endgame_wait(AiEndgameCache *c, const GameRules *g, const void *st) {
    return wait_for(c, g, st, NULL, TABLE_READY);
}

AiEndgameTable *ai_endgame_wait_unless(AiEndgameCache *c, const GameRules *g, const void *st,
                                       const atomic_bool *stop) {
    return wait_for(c, g, st, stop, TABLE_USABLE);
}

void ai_endgame_release(AiEndgameTable *table) {
    if (!table) return;
    AiEndgameCache *c = table->cache;
    pthread_mutex_lock(&c->lock);
    drop_hold(table);
    if (--c->reader_holds == 0) pthread_cond_broadcast(&c->changed);
    pthread_mutex_unlock(&c->lock);
}

const AiEndgameStats *ai_endgame_stats(const AiEndgameTable *table) {
    return &table->stats;
}

bool ai_endgame_probe(const AiEndgameTable *table, const void *st, int *plies) {
    return table->kind->probe(table->data, st, plies);
}

/* The result of one move from the mover's perspective, given its child's from the child's mover's.
 */
static int through_move(int child, bool same_mover) {
    if (abs(child) == AI_ENDGAME_WIN_UNTIMED) return same_mover ? child : -child;
    if (same_mover) return child > 0 ? child + 1 : child < 0 ? child - 1 : 0;
    return child > 0 ? -(child + 1) : child < 0 ? -child + 1 : 0;
}

bool ai_endgame_move_result(const AiEndgameTable *table, const GameRules *g, const void *st, Move m,
                            int *plies) {
    unsigned char *child = malloc(g->state_size);
    if (!child) return false;
    memcpy(child, st, g->state_size);
    g->apply(child, m);
    Outcome o = g->outcome(child);
    int me = g->to_move(st);
    bool covered = true;
    if (o.kind == OUTCOME_WIN)
        *plies = o.winner == me ? 1 : -1;
    else if (o.kind == OUTCOME_DRAW)
        *plies = 0;
    else if ((covered = ai_endgame_probe(table, child, plies)))
        *plies = through_move(*plies, g->to_move(child) == me);
    free(child);
    return covered;
}

bool ai_endgame_check(const AiEndgameTable *table, const GameRules *g, const void *st, int *stored,
                      int *expected) {
    *expected = 0;
    if (!ai_endgame_probe(table, st, stored)) return false;
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    int fastest_win = 0, slowest_loss = 0;
    bool draws = false;
    for (int i = 0; i < n; i++) {
        int v;
        if (!ai_endgame_move_result(table, g, st, moves[i], &v)) return false;
        if (v > 0 && (!fastest_win || v < fastest_win)) fastest_win = v;
        if (v < 0 && v < slowest_loss) slowest_loss = v;
        if (v == 0) draws = true;
    }
    *expected = fastest_win ? fastest_win : draws ? 0 : slowest_loss;
    if (abs(*stored) == AI_ENDGAME_WIN_UNTIMED && *expected) /* only won or lost is kept */
        *expected = *expected > 0 ? AI_ENDGAME_WIN_UNTIMED : -AI_ENDGAME_WIN_UNTIMED;
    return *expected == *stored;
}

void ai_endgame_forget(AiEndgameCache *c, const GameRules *g, const void *st) {
    const AiEndgameKind *kind;
    uint8_t key[AI_ENDGAME_KEY_MAX];
    if (!c || !table_key(g, st, &kind, key)) return;
    pthread_mutex_lock(&c->lock);
    if (same_game(c->table, g, key)) {
        retire(c->table);
        c->table = NULL;
    }
    pthread_mutex_unlock(&c->lock);
}

void ai_endgame_cache_free(AiEndgameCache *c) {
    if (!c) return;
    pthread_mutex_lock(&c->lock);
    retire(c->table);
    c->table = NULL;
    while (c->running_builds > 0 || c->reader_holds > 0) pthread_cond_wait(&c->changed, &c->lock);
    pthread_mutex_unlock(&c->lock);
    pthread_cond_destroy(&c->changed);
    pthread_mutex_destroy(&c->lock);
    free(c);
}
