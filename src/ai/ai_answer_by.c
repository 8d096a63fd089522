/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Answering by the move time: the search on a worker thread, the caller asleep until its
 * deadline. Measured under a CPU hog, a thread that computes can be kept off the processor for
 * 25 ms at a time, one that sleeps to a deadline wakes within 5 ms (docs/ai.md, "The hard stop
 * under load"): so the thread that must answer in time is the one that sleeps. */
#include "ai/ai_answer_by.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_clock.h"

/* How often a waiting caller looks at its own stop flag, in microseconds. */
#define STOP_POLL_US 2000

int64_t ai_time_answer_us(int64_t movetime_ms) {
    if (movetime_ms <= 0) return 0;
    /* A twentieth, at most 3 ms, before the move time: what a sleeping thread's wake-up may
     * take on a busy machine, less what the move may still overrun. */
    int64_t us = movetime_ms * 1000, margin = us / 20 < 3000 ? us / 20 : 3000;
    int64_t hard = ai_time_hard_us(movetime_ms), answer = us - margin;
    return answer > hard ? answer : hard;
}

/* What the caller and the worker share; freed by whichever lets go last. */
typedef struct Shared {
    pthread_mutex_t lock;
    pthread_cond_t changed; /* on CLOCK_MONOTONIC, as ai_clock_us */
    AiChooser choose;
    char player[64];
    GameLine line; /* a copy: the caller's may change once it has its answer */
    AiLimits limits;
    atomic_bool stop;
    /* Under the lock: */
    int holds;
    bool waiting; /* the caller still waits: its callback may be called */
    AiInfoCallback on_info;
    void *context;
    bool has_best;
    Move best; /* of the last info line */
    bool done, ok;
    Move out;
    Error err;
} Shared;

static void shared_free(Shared *s) {
    game_line_free(&s->line);
    pthread_cond_destroy(&s->changed);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

/* Lets go of `s`, under its lock (which this unlocks). */
static void let_go(Shared *s) {
    bool last = --s->holds == 0;
    pthread_mutex_unlock(&s->lock);
    if (last) shared_free(s);
}

static void worker_info(const AiInfo *info, void *context) {
    Shared *s = context;
    pthread_mutex_lock(&s->lock);
    if (info->pv_length > 0) {
        s->best = info->pv[0];
        s->has_best = true;
    }
    if (s->waiting && s->on_info) s->on_info(info, s->context);
    pthread_mutex_unlock(&s->lock);
}

static void *worker(void *arg) {
    Shared *s = arg;
    Move out = 0;
    Error err;
    memset(&err, 0, sizeof err);
    bool ok = s->choose(s->player, &s->line, &s->limits, worker_info, s, &out, &err);
    pthread_mutex_lock(&s->lock);
    s->done = true;
    s->ok = ok;
    s->out = out;
    s->err = err;
    pthread_cond_broadcast(&s->changed);
    let_go(s);
    return NULL;
}

static struct timespec at_us(int64_t us) {
    struct timespec ts = {(time_t)(us / 1000000), (long)(us % 1000000) * 1000};
    return ts;
}

static Shared *shared_new(AiChooser choose, const char *player, const GameLine *line,
                          const AiLimits *limits, AiInfoCallback on_info, void *context) {
    Shared *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    pthread_condattr_t attr;
    if (pthread_mutex_init(&s->lock, NULL) != 0) {
        free(s);
        return NULL;
    }
    bool cond = pthread_condattr_init(&attr) == 0;
    cond = cond && pthread_condattr_setclock(&attr, CLOCK_MONOTONIC) == 0 &&
           pthread_cond_init(&s->changed, &attr) == 0;
    pthread_condattr_destroy(&attr);
    Error err;
    if (!cond || strlen(player) >= sizeof s->player || !game_line_copy(&s->line, line, &err)) {
        if (cond) pthread_cond_destroy(&s->changed);
        pthread_mutex_destroy(&s->lock);
        free(s);
        return NULL;
    }
    s->choose = choose;
    memcpy(s->player, player, strlen(player) + 1);
    s->limits = *limits;
    atomic_init(&s->stop, false);
    s->limits.stop = &s->stop;
    s->holds = 2;
    s->waiting = true;
    s->on_info = on_info;
    s->context = context;
    return s;
}

bool ai_answer_by_deadline(AiChooser choose, const char *player, const GameLine *line,
                           const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                           Error *err) {
    bool pondering = limits->ponder && atomic_load(limits->ponder);
    if (limits->movetime_ms <= 0 || pondering)
        return choose(player, line, limits, on_info, context, out, err);
    int64_t answer_at = ai_clock_us() + ai_time_answer_us(limits->movetime_ms);
    Shared *s = shared_new(choose, player, line, limits, on_info, context);
    if (!s) return choose(player, line, limits, on_info, context, out, err);
    pthread_attr_t attr;
    pthread_t thread;
    bool started = pthread_attr_init(&attr) == 0;
    if (started) {
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        started = pthread_create(&thread, &attr, worker, s) == 0;
        pthread_attr_destroy(&attr);
    }
    if (!started) {
        shared_free(s);
        return choose(player, line, limits, on_info, context, out, err);
    }
    const GameRules *g = line->rules;
    pthread_mutex_lock(&s->lock);
    while (!s->done) {
        int64_t now = ai_clock_us();
        if (limits->stop && atomic_load(limits->stop)) atomic_store(&s->stop, true);
        if (now >= answer_at) {
            atomic_store(&s->stop, true);
            /* A chooser that has not reported a legal move yet is waited for. */
            if (s->has_best && game_move_is_legal(g, game_line_state(line), s->best)) break;
        }
        int64_t wake = now >= answer_at ? now + STOP_POLL_US : answer_at;
        if (limits->stop && wake > now + STOP_POLL_US) wake = now + STOP_POLL_US;
        struct timespec ts = at_us(wake);
        pthread_cond_timedwait(&s->changed, &s->lock, &ts);
    }
    bool ok = true;
    if (s->done) {
        ok = s->ok;
        *out = s->out;
        if (!ok && err) *err = s->err;
    } else {
        *out = s->best;
    }
    s->waiting = false;
    let_go(s);
    return ok;
}
