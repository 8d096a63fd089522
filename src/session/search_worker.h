/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One thread that thinks for whoever plays: one search at a time on its own copy of the game,
 * stopped at once when the game moves on, pondering on the opponent's time until told that the
 * expected move was made. The thread is made at the first search, waits between searches and is
 * joined when the worker is freed. Used by the session (the app, `duelboard-cli play`) and the
 * engine. */
#ifndef DUELBOARD_SESSION_SEARCH_WORKER_H
#define DUELBOARD_SESSION_SEARCH_WORKER_H

#include <stdbool.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

typedef struct SearchWorker SearchWorker;

/* What a finished search answered, and for which request. */
typedef struct SearchAnswer {
    unsigned ticket;
    bool ok;
    Move move;
    Error err; /* when not ok */
} SearchAnswer;

/* Chooses the move instead of ai_choose_move, on the worker's thread, for a player that searches
 * its side's observation rather than a game line: the engine playing one side (engine.c) and a
 * local computer in a network game of hidden pieces (session_remote.c). */
typedef bool (*SearchChoose)(void *context, const AiLimits *limits, AiInfoCallback on_info,
                             void *info_context, Move *out, Error *err);
/* Called on the worker's thread once the search has answered, before search_worker_answered
 * turns true. */
typedef void (*SearchAnswered)(void *context, const SearchAnswer *answer);

typedef struct SearchJob {
    const GameLine *line; /* copied; the search reads only the copy. NULL with `choose`. */
    const char *player;   /* a name ai_choose_move knows */
    AiLimits limits;      /* its stop and ponder flags are the worker's own */
    bool ponder;          /* think without a clock until search_worker_ponderhit */
    unsigned ticket;      /* given back with the answer */
    int nice;             /* > 0: the thread lowers its priority to this nice value (Linux) */
    SearchChoose choose;  /* NULL: ai_choose_move */
    void *choose_context;
    AiInfoCallback on_info; /* may be NULL; called on the worker's thread */
    void *info_context;
    SearchAnswered on_answer; /* may be NULL */
    void *answer_context;
    /* Leave out of the search the moves after which the other side wins at once, while any
     * other move remains (a hint); not in a game with hidden information, where that hangs on
     * what the mover cannot see. */
    bool avoid_losing_at_once;
} SearchJob;

/* Makes no thread yet: the first search does. */
SearchWorker *search_worker_new(void);
/* Cancels any search, ends and joins the thread, and frees the worker. */
void search_worker_free(SearchWorker *w);

/* Starts a search on the worker's thread (made now if this is the first); any search under way
 * is cancelled first (its answer dropped). False when the copy or the thread cannot be made (the
 * reason in err). */
bool search_worker_start(SearchWorker *w, const SearchJob *job, Error *err);
/* The expected move was made: the ponder goes on as a normal search, its time starting now. */
void search_worker_ponderhit(SearchWorker *w);
/* A search started and not collected (or waited for) yet, pondering or not. */
bool search_worker_running(const SearchWorker *w);
/* Whether a search for a move to play now is under way: a ponder without its hit does not
 * count. */
bool search_worker_busy(const SearchWorker *w);
/* Whether a ponder is under way (no hit yet). */
bool search_worker_pondering(const SearchWorker *w);
/* Whether the running search has answered (its thread is about to wait for the next one). */
bool search_worker_answered(const SearchWorker *w);
/* When the search has answered: its answer, once its thread waits again. A ponder is never
 * collected before its hit. */
bool search_worker_collect(SearchWorker *w, SearchAnswer *answer);
/* Asks the search to answer now with its best move so far and waits for it; true with that
 * answer when a search was running (its on_answer has run too). */
bool search_worker_stop(SearchWorker *w, SearchAnswer *answer);
/* Waits until the running search answers by itself (not for a ponder without its hit: that
 * would never end), then as collect. */
bool search_worker_wait(SearchWorker *w, SearchAnswer *answer);
/* Stops any search and waits until its thread is idle; its answer is dropped. */
void search_worker_cancel(SearchWorker *w);
/* The reply the last collected (or stopped) search expected to its move `played`: the second
 * move of its last iteration's principal variation. False when it had none. */
bool search_worker_expected_reply(const SearchWorker *w, Move played, Move *reply);

#endif
