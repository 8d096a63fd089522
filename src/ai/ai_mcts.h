/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Monte Carlo tree search with the game's evaluation at the leaves: the second search engine. */
#ifndef DUELBOARD_AI_MCTS_H
#define DUELBOARD_AI_MCTS_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

typedef struct AiMctsParams {
    int64_t movetime_ms;     /* 0: no time limit */
    uint64_t iterations;     /* 0: no iteration limit (one of the two limits must be set) */
    uint64_t seed;           /* breaks ties between untried moves of equal priority */
    const atomic_bool *stop; /* may be NULL */
    double exploration;      /* the UCB constant; 0: AI_MCTS_EXPLORATION */
    int eval_scale;          /* evaluation units per logit of the win chance; 0: default */
    int playout_plies;       /* random plies before the leaf is evaluated */
    int contempt;            /* a draw is worth this much (evaluation units) less to the root */
} AiMctsParams;

#define AI_MCTS_EXPLORATION 0.6
#define AI_MCTS_EVAL_SCALE 150

typedef struct AiMctsResult {
    Move best;           /* a proven win, else the most visited root move */
    uint64_t iterations; /* completed */
    double value;        /* the best move's mean result for the mover, 0..1 */
    int proven;          /* +1: the best move wins by force, -1: every move loses, 0: unknown */
    int depth;           /* the length of the most visited line */
} AiMctsResult;

/* Searches the current position of `line`. Fails only on a position without legal moves or when
 * memory runs out. The same seed and iteration limit give the same move. */
bool ai_mcts(const GameLine *line, const AiMctsParams *params, AiInfoCallback on_info,
             void *context, AiMctsResult *result, Error *err);

#endif
