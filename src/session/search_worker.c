/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The search worker on one POSIX thread, made at the first search and parked on a condition
 * variable between searches (as Stockfish's threads wait in idle_loop): the caller keeps drawing,
 * reading input or answering protocol commands while it thinks, a stop flag ends the search as
 * soon as that is asked, and the thread is joined only when the worker is freed. */
#include "session/search_worker.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/thread_priority.h"

struct SearchWorker {
    pthread_t thread;
    bool thread_made; /* the caller's thread only */
    pthread_mutex_t lock;
    pthread_cond_t woken;  /* the thread waits here for a search or for the end */
    pthread_cond_t parked; /* the caller waits here for the search to end */
    /* Under the lock: */
    bool job_posted; /* a search for the thread to take */
    bool searching;  /* posted or under way: the thread has not parked again since */
    bool quit;       /* the worker is being freed: the thread ends */
    bool running;    /* a search was started and not yet waited for (the caller's thread only) */
    bool pondering;  /* the running search ponders and has had no hit (the caller's thread only) */
    atomic_bool stop;
    atomic_bool ponder;
    atomic_bool answered;
    SearchJob job;
    bool have_line;
    GameLine line; /* the copy the search reads */
    char player[64];
    SearchAnswer answer;
    /* The running search's last iteration's first two moves (its thread only), then, once it is
     * joined, the caller's: its move and the reply it expects. */
    Move pv[2];
    int pv_length;
    Move expected[2];
    int expected_length;
    /* The root's moves the search keeps (avoid_losing_at_once), and room for the moves of the
     * positions it looks at to find them (its thread only). */
    Move kept[GAME_MOVES_MAX];
    Move moves[GAME_MOVES_MAX];
    Move replies[GAME_MOVES_MAX];
};

SearchWorker *search_worker_new(void) {
    SearchWorker *w = calloc(1, sizeof *w);
    if (!w) return NULL;
    if (pthread_mutex_init(&w->lock, NULL) != 0) {
        free(w);
        return NULL;
    }
    if (pthread_cond_init(&w->woken, NULL) != 0) {
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
    }
    if (pthread_cond_init(&w->parked, NULL) != 0) {
        pthread_cond_destroy(&w->woken);
        pthread_mutex_destroy(&w->lock);
        free(w);
        return NULL;
    }
    atomic_init(&w->stop, false);
    atomic_init(&w->ponder, false);
    atomic_init(&w->answered, false);
    return w;
}

void search_worker_free(SearchWorker *w) {
    if (!w) return;
    search_worker_cancel(w);
    if (w->thread_made) {
        pthread_mutex_lock(&w->lock);
        w->quit = true;
        pthread_cond_signal(&w->woken);
        pthread_mutex_unlock(&w->lock);
        pthread_join(w->thread, NULL);
    }
    pthread_cond_destroy(&w->parked);
    pthread_cond_destroy(&w->woken);
    pthread_mutex_destroy(&w->lock);
    free(w);
}

static void note_info(const AiInfo *info, void *context) {
    SearchWorker *w = context;
    w->pv_length = info->pv_length < 2 ? info->pv_length : 2;
    for (int i = 0; i < w->pv_length; i++) w->pv[i] = info->pv[i];
    if (w->job.on_info) w->job.on_info(info, w->job.info_context);
}

/* Whether the side to move in `st` loses at once by `m`: the move itself ends the game in the
 * other side's favour, or the other side then has a move that does. */
static bool loses_at_once(SearchWorker *w, const GameRules *g, const void *st, Move m) {
    unsigned char after[g->state_size], reply[g->state_size];
    int me = g->to_move(st);
    memcpy(after, st, g->state_size);
    g->apply(after, m);
    Outcome o = g->outcome(after);
    if (o.kind != OUTCOME_ONGOING) return o.kind == OUTCOME_WIN && o.winner != me;
    if (g->to_move(after) == me) return false; /* the turn goes on: no reply yet */
    int n = g->gen_moves(after, w->replies, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        memcpy(reply, after, g->state_size);
        g->apply(reply, w->replies[i]);
        o = g->outcome(reply);
        if (o.kind == OUTCOME_WIN && o.winner != me) return true;
    }
    return false;
}

/* Keeps the search to the root's moves that do not lose at once, when some do and some not. */
static void avoid_losing_at_once(SearchWorker *w) {
    const GameRules *g = w->line.rules;
    if (g->observe || w->job.limits.only_moves) return;
    const void *st = game_line_state(&w->line);
    int n = game_line_moves(&w->line, w->moves, GAME_MOVES_MAX), kept = 0;
    for (int i = 0; i < n && !atomic_load(&w->stop); i++)
        if (!loses_at_once(w, g, st, w->moves[i])) w->kept[kept++] = w->moves[i];
    if (kept == 0 || kept == n || atomic_load(&w->stop)) return;
    w->job.limits.only_moves = w->kept;
    w->job.limits.only_move_count = kept;
}

static void search(SearchWorker *w) {
    /* Whoever waits on this thread comes first: a window's frame would otherwise wait for the
     * search's time slice on a busy machine. The thread lives from search to search, so a lower
     * nice value asked for later does not undo a higher one without the privilege to raise
     * priority; a session asks for the same one every time. */
    if (w->job.nice > 0) thread_set_nice(w->job.nice);
    SearchAnswer *a = &w->answer;
    if (w->job.avoid_losing_at_once && w->have_line) avoid_losing_at_once(w);
    if (w->job.choose)
        a->ok =
            w->job.choose(w->job.choose_context, &w->job.limits, note_info, w, &a->move, &a->err);
    else
        a->ok =
            ai_choose_move(w->player, &w->line, &w->job.limits, note_info, w, &a->move, &a->err);
    if (w->job.on_answer) w->job.on_answer(w->job.answer_context, a);
    atomic_store(&w->answered, true);
}

/* The thread: parked until a search is posted, runs it, parks again; ends when told. */
static void *park_and_search(void *arg) {
    SearchWorker *w = arg;
    pthread_mutex_lock(&w->lock);
    for (;;) {
        while (!w->job_posted && !w->quit) pthread_cond_wait(&w->woken, &w->lock);
        if (w->quit) break;
        w->job_posted = false;
        pthread_mutex_unlock(&w->lock);
        search(w);
        pthread_mutex_lock(&w->lock);
        w->searching = false;
        pthread_cond_broadcast(&w->parked);
    }
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

/* Waits until the thread has parked after the search; the copy goes, the answer and the
 * expected reply stay. */
static void join(SearchWorker *w) {
    pthread_mutex_lock(&w->lock);
    while (w->searching) pthread_cond_wait(&w->parked, &w->lock);
    pthread_mutex_unlock(&w->lock);
    w->running = false;
    w->pondering = false;
    w->expected_length = w->pv_length;
    memcpy(w->expected, w->pv, sizeof w->expected);
    if (w->have_line) game_line_free(&w->line);
    w->have_line = false;
}

void search_worker_cancel(SearchWorker *w) {
    if (!w->running) return;
    atomic_store(&w->stop, true);
    join(w);
    w->expected_length = 0;
}

bool search_worker_start(SearchWorker *w, const SearchJob *job, Error *err) {
    search_worker_cancel(w);
    w->job = *job;
    w->pv_length = 0;
    w->expected_length = 0;
    memset(&w->answer, 0, sizeof w->answer);
    w->answer.ticket = job->ticket;
    if (job->player)
        snprintf(w->player, sizeof w->player, "%s", job->player);
    else
        w->player[0] = '\0';
    w->have_line = false;
    if (job->line) {
        if (!game_line_copy(&w->line, job->line, err)) return false;
        w->have_line = true;
    }
    if (!job->choose && !w->have_line) return error_set(err, "no game to search");
    atomic_store(&w->stop, false);
    atomic_store(&w->ponder, job->ponder);
    atomic_store(&w->answered, false);
    w->job.limits.stop = &w->stop;
    w->job.limits.ponder = &w->ponder;
    w->job.line = NULL; /* the caller's: the search reads the copy */
    if (!w->thread_made) {
        if (pthread_create(&w->thread, NULL, park_and_search, w) != 0) {
            if (w->have_line) game_line_free(&w->line);
            w->have_line = false;
            return error_set(err, "the search cannot start: no thread");
        }
        w->thread_made = true;
    }
    pthread_mutex_lock(&w->lock);
    w->job_posted = true;
    w->searching = true;
    pthread_cond_signal(&w->woken);
    pthread_mutex_unlock(&w->lock);
    w->running = true;
    w->pondering = job->ponder;
    return true;
}

void search_worker_ponderhit(SearchWorker *w) {
    w->pondering = false;
    atomic_store(&w->ponder, false);
}

bool search_worker_running(const SearchWorker *w) {
    return w->running;
}

bool search_worker_busy(const SearchWorker *w) {
    return w->running && !w->pondering;
}

bool search_worker_pondering(const SearchWorker *w) {
    return w->running && w->pondering;
}

bool search_worker_answered(const SearchWorker *w) {
    return w->running && atomic_load(&w->answered);
}

bool search_worker_collect(SearchWorker *w, SearchAnswer *answer) {
    if (!w->running || w->pondering || !atomic_load(&w->answered)) return false;
    join(w);
    *answer = w->answer;
    return true;
}

bool search_worker_stop(SearchWorker *w, SearchAnswer *answer) {
    if (!w->running) return false;
    atomic_store(&w->stop, true);
    join(w);
    if (answer) *answer = w->answer;
    return true;
}

bool search_worker_wait(SearchWorker *w, SearchAnswer *answer) {
    if (!w->running || w->pondering) return false;
    join(w);
    if (answer) *answer = w->answer;
    return true;
}

bool search_worker_expected_reply(const SearchWorker *w, Move played, Move *reply) {
    if (w->running || w->expected_length < 2 || w->expected[0] != played) return false;
    *reply = w->expected[1];
    return true;
}
