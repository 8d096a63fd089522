/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Answering by the move time: the search on a helper thread, the caller asleep until its
 * deadline. Measured under a CPU hog, a thread that computes can be kept off the processor for
 * 25 ms at a time, one that sleeps to a deadline wakes within 5 ms (docs/ai.md, "The hard stop
 * under load"): so the thread that must answer in time is the one that sleeps. The helpers are
 * made once per calling thread and parked between moves (as Stockfish's threads wait in
 * idle_loop); they are joined when that thread ends. */
#include "ai/ai_answer_by.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_time.h"
#include "core/thread_priority.h"

/* How often a waiting caller looks at its own stop flag, in microseconds. */
#define STOP_POLL_US 2000
/* Helpers per calling thread. A move the caller answered at its deadline leaves its helper
 * finishing the stopped search for a moment, so the next move usually takes a second helper;
 * more are made only while those are still finishing, and when all are, the move waits for one
 * (each has been told to stop). */
#define HELPERS_MAX 4

int64_t ai_time_answer_us(int64_t movetime_ms) {
    if (movetime_ms <= 0) return 0;
    /* A twentieth, at most 3 ms, before the move time: what a sleeping thread's wake-up may
     * take on a busy machine, less what the move may still overrun. */
    int64_t us = movetime_ms * 1000, margin = us / 20 < 3000 ? us / 20 : 3000;
    int64_t hard = ai_time_hard_us(movetime_ms), answer = us - margin;
    return answer > hard ? answer : hard;
}

/* A thread that makes one choice at a time for its caller, waiting between choices. */
typedef struct Helper {
    pthread_t thread;
    pthread_mutex_t lock;
    pthread_cond_t woken;   /* the helper waits here for a choice or for the end */
    pthread_cond_t changed; /* the caller waits here; on CLOCK_MONOTONIC, as monotonic_us */
    /* Set by the caller while the helper is idle, read by the helper while busy: */
    AiChooser choose;
    char player[64];
    GameLine line; /* a copy: the caller's may change once it has its answer */
    AiLimits limits;
    atomic_bool stop;
    int nice; /* the caller's */
    /* Under the lock: */
    bool posted;  /* a choice for the helper to take */
    bool busy;    /* posted or under way, until the helper has let go of the copy */
    bool quit;    /* the calling thread ends: so does the helper */
    bool waiting; /* the caller still waits: its callback may be called */
    AiInfoCallback on_info;
    void *context;
    bool has_best;
    Move best; /* of the last info line */
    bool done, ok;
    Move out;
    Error err;
} Helper;

/* The helpers of one calling thread. */
typedef struct Helpers {
    Helper *at[HELPERS_MAX];
    int count;
} Helpers;

static pthread_key_t helpers_key;
static pthread_once_t helpers_once = PTHREAD_ONCE_INIT;
static bool helpers_key_made;

static void helper_info(const AiInfo *info, void *context) {
    Helper *h = context;
    pthread_mutex_lock(&h->lock);
    if (info->pv_length > 0) {
        h->best = info->pv[0];
        h->has_best = true;
    }
    if (h->waiting && h->on_info) h->on_info(info, h->context);
    pthread_mutex_unlock(&h->lock);
}

static void *helper_loop(void *arg) {
    Helper *h = arg;
    pthread_mutex_lock(&h->lock);
    for (;;) {
        while (!h->posted && !h->quit) pthread_cond_wait(&h->woken, &h->lock);
        if (h->quit) break;
        h->posted = false;
        pthread_mutex_unlock(&h->lock);
        /* The caller's priority, as a thread it made would have. */
        thread_set_nice(h->nice);
        Move out = 0;
        Error err;
        memset(&err, 0, sizeof err);
        bool ok = h->choose(h->player, &h->line, &h->limits, helper_info, h, &out, &err);
        game_line_free(&h->line);
        pthread_mutex_lock(&h->lock);
        h->done = true;
        h->busy = false;
        h->ok = ok;
        h->out = out;
        h->err = err;
        pthread_cond_broadcast(&h->changed);
    }
    pthread_mutex_unlock(&h->lock);
    return NULL;
}

static void helper_end(Helper *h) {
    pthread_mutex_lock(&h->lock);
    h->quit = true;
    pthread_cond_signal(&h->woken);
    pthread_mutex_unlock(&h->lock);
    pthread_join(h->thread, NULL); /* after any choice it was finishing */
    pthread_cond_destroy(&h->changed);
    pthread_cond_destroy(&h->woken);
    pthread_mutex_destroy(&h->lock);
    free(h);
}

/* When a calling thread ends, its helpers end too. */
static void helpers_end(void *arg) {
    Helpers *helpers = arg;
    for (int i = 0; i < helpers->count; i++) helper_end(helpers->at[i]);
    free(helpers);
}

static void make_helpers_key(void) {
    helpers_key_made = pthread_key_create(&helpers_key, helpers_end) == 0;
}

static Helper *helper_new(void) {
    Helper *h = calloc(1, sizeof *h);
    if (!h) return NULL;
    atomic_init(&h->stop, false);
    if (pthread_mutex_init(&h->lock, NULL) != 0) {
        free(h);
        return NULL;
    }
    pthread_condattr_t attr;
    bool woken = pthread_cond_init(&h->woken, NULL) == 0;
    bool changed = woken && pthread_condattr_init(&attr) == 0;
    if (changed) {
        changed = pthread_condattr_setclock(&attr, CLOCK_MONOTONIC) == 0 &&
                  pthread_cond_init(&h->changed, &attr) == 0;
        pthread_condattr_destroy(&attr);
    }
    if (changed && pthread_create(&h->thread, NULL, helper_loop, h) == 0) return h;
    if (changed) pthread_cond_destroy(&h->changed);
    if (woken) pthread_cond_destroy(&h->woken);
    pthread_mutex_destroy(&h->lock);
    free(h);
    return NULL;
}

static bool helper_idle(Helper *h) {
    pthread_mutex_lock(&h->lock);
    bool idle = !h->busy;
    pthread_mutex_unlock(&h->lock);
    return idle;
}

/* An idle helper of this thread, made if there is none and room for one; NULL when none can be
 * had (the choice is then made on the caller's thread). */
static Helper *idle_helper(void) {
    pthread_once(&helpers_once, make_helpers_key);
    if (!helpers_key_made) return NULL;
    Helpers *helpers = pthread_getspecific(helpers_key);
    if (!helpers) {
        helpers = calloc(1, sizeof *helpers);
        if (!helpers) return NULL;
        if (pthread_setspecific(helpers_key, helpers) != 0) {
            free(helpers);
            return NULL;
        }
    }
    for (int i = 0; i < helpers->count; i++)
        if (helper_idle(helpers->at[i])) return helpers->at[i];
    if (helpers->count < HELPERS_MAX) {
        Helper *h = helper_new();
        if (h) helpers->at[helpers->count++] = h;
        if (h || helpers->count == 0) return h;
    }
    /* All are finishing stopped choices: wait for the oldest. */
    Helper *h = helpers->at[0];
    pthread_mutex_lock(&h->lock);
    while (h->busy) pthread_cond_wait(&h->changed, &h->lock);
    pthread_mutex_unlock(&h->lock);
    return h;
}

/* Gives the idle helper `h` a choice to make; false when the line cannot be copied. */
static bool helper_post(Helper *h, AiChooser choose, const char *player, const GameLine *line,
                        const AiLimits *limits, AiInfoCallback on_info, void *context) {
    Error err;
    if (strlen(player) >= sizeof h->player || !game_line_copy(&h->line, line, &err)) return false;
    h->choose = choose;
    memcpy(h->player, player, strlen(player) + 1);
    h->limits = *limits;
    atomic_store(&h->stop, false);
    h->limits.stop = &h->stop;
    h->nice = thread_nice();
    pthread_mutex_lock(&h->lock);
    h->posted = true;
    h->busy = true;
    h->waiting = true;
    h->on_info = on_info;
    h->context = context;
    h->has_best = false;
    h->done = false;
    pthread_cond_signal(&h->woken);
    pthread_mutex_unlock(&h->lock);
    return true;
}

static struct timespec at_us(int64_t us) {
    struct timespec ts = {(time_t)(us / 1000000), (long)(us % 1000000) * 1000};
    return ts;
}

bool ai_answer_by_deadline(AiChooser choose, const char *player, const GameLine *line,
                           const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                           Error *err) {
    bool pondering = limits->ponder && atomic_load(limits->ponder);
    if (limits->movetime_ms <= 0 || pondering)
        return choose(player, line, limits, on_info, context, out, err);
    int64_t answer_at = monotonic_us() + ai_time_answer_us(limits->movetime_ms);
    Helper *h = idle_helper();
    if (!h || !helper_post(h, choose, player, line, limits, on_info, context))
        return choose(player, line, limits, on_info, context, out, err);
    const GameRules *g = line->rules;
    pthread_mutex_lock(&h->lock);
    while (!h->done) {
        int64_t now = monotonic_us();
        if (limits->stop && atomic_load(limits->stop)) atomic_store(&h->stop, true);
        if (now >= answer_at) {
            atomic_store(&h->stop, true);
            /* A chooser that has not reported a legal move yet is waited for. */
            if (h->has_best && game_move_is_legal(g, game_line_state(line), h->best)) break;
        }
        int64_t wake = now >= answer_at ? now + STOP_POLL_US : answer_at;
        if (limits->stop && wake > now + STOP_POLL_US) wake = now + STOP_POLL_US;
        struct timespec ts = at_us(wake);
        pthread_cond_timedwait(&h->changed, &h->lock, &ts);
    }
    bool ok = true;
    if (h->done) {
        ok = h->ok;
        *out = h->out;
        if (!ok && err) *err = h->err;
    } else {
        *out = h->best;
    }
    /* A helper still finishing its stopped choice calls back no more, and takes the next
     * choice only once it is idle again. */
    h->waiting = false;
    pthread_mutex_unlock(&h->lock);
    return ok;
}
