/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Time for the search: the rules that turn a move time into deadlines (microseconds of the time
 * source, core/monotonic.h) and a game clock into move times. */
#ifndef DUELBOARD_AI_TIME_H
#define DUELBOARD_AI_TIME_H

#include <stdbool.h>
#include <stdint.h>

#include "core/monotonic.h" /* the deadlines are its microseconds */

/* The hard deadline after the start of a search with `movetime_ms` (0: none), in microseconds:
 * a little before the move time, so that unwinding and replying still fit inside it. */
int64_t ai_time_hard_us(int64_t movetime_ms);
/* The deadline of one stage of a move that has several: `percent` of the way from `start_us` to
 * `deadline_us` (both microseconds of monotonic_us; a deadline of 0 means none, and gives 0). */
int64_t ai_time_stage_deadline(int64_t start_us, int64_t deadline_us, int percent);
/* How settled the search looks after an iteration, for the soft limit. */
typedef struct AiTimeSignals {
    bool best_changed; /* the iteration's best move differs from the previous iteration's */
    int score_drop;    /* how much the score fell since the previous iteration (0 if it rose) */
    int stable;        /* iterations in a row that kept the same best move */
} AiTimeSignals;
/* Whether iterative deepening may start another iteration after `elapsed_us`. The soft limit is
 * most of the move time (an iteration cut by the hard limit still yields any move that beat the
 * best in it), stretched to the hard limit when the best move just changed or the score fell,
 * and shortened when the same move has led for many iterations. */
bool ai_time_may_deepen(int64_t movetime_ms, int64_t elapsed_us, const AiTimeSignals *signals);

/* What a search by playouts (UCT, MCTS) may spend, from when it is asked: the hard deadline
 * from its move time (0: none) and a playout count (0: none; with neither, 10000 playouts). */
typedef struct AiBudget {
    int64_t start, hard; /* microseconds of monotonic_us */
    uint64_t limit;
} AiBudget;
AiBudget ai_playout_budget(int64_t movetime_ms, uint64_t count);

/* How long a game usually lasts, in plies, as `duelboard-cli calibrate <game>` prints it for
 * Master's self-play ("plies per game: ..., quartiles Q1 / Q2 / Q3, 90th percentile P"): the
 * spread the planner reads, not the mean, which a few long games pull. All zero: not measured
 * (the planner then assumes a game of about 60 plies). */
typedef struct AiGameLength {
    int q1, median, q3, p90;
} AiGameLength;

/* The plies a game of that length is still expected to last once it has lasted `plies_played`,
 * the one about to be played included: the lengths are taken as spread evenly between the
 * quartiles and the 90th percentile, with a tail beyond it that never runs out, so a game that
 * has already run long still expects a good many plies. At least 1. */
double ai_game_plies_left(const AiGameLength *length, int plies_played);

/* A move time from a game clock, for a computer playing against one. Plain numbers, so the AI
 * needs nothing of the session. `remaining_ms` is what the computer has left (negative: no
 * clock), `increment_ms` what each move gives back, `plies_played` the plies of the game so far
 * (both sides'), `length` the game's usual length (AiEval.length; NULL: not known), `level_ms`
 * the level's usual move time (0: the level has none). The plan shares the clock, less a reserve
 * it keeps back, over the computer's own moves still expected in this game (never fewer than
 * AI_TIME_MOVES_TO_GO_MIN), plus three quarters of the increment; never more than the level's
 * time, never more than the clock less the reserve, so the computer does not lose on time by
 * itself. Never 0 (which would mean no limit): at least 1 ms. */
int64_t ai_plan_move_time_ms(int64_t remaining_ms, int64_t increment_ms, int plies_played,
                             const AiGameLength *length, int64_t level_ms);
/* The fewest own moves the planner shares the clock over: a game that outlasts what was
 * expected then spends the clock slowly instead of all at once. */
#define AI_TIME_MOVES_TO_GO_MIN 10
/* What the planner keeps back on a clock of `remaining_ms`: a twentieth of it, from 100 ms up to
 * 2 s. */
int64_t ai_time_reserve_ms(int64_t remaining_ms);
/* The same for a fixed time per move: the move time less a margin (a twentieth, at least
 * 100 ms) for replying, never more than the level's time (0: none); at least 1 ms. */
int64_t ai_plan_per_move_ms(int64_t move_ms, int64_t level_ms);

#endif
