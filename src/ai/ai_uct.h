/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plain UCT with uniformly random playouts: the baseline the alpha-beta levels are measured by. */
#ifndef DUELBOARD_AI_UCT_H
#define DUELBOARD_AI_UCT_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

typedef struct AiUctParams {
    int64_t movetime_ms; /* 0: no time limit */
    uint64_t playouts;   /* 0: no playout limit (one of the two limits must be set) */
    uint64_t seed;
    const atomic_bool *stop; /* may be NULL */
} AiUctParams;

typedef struct AiUctResult {
    Move best;         /* the most visited root move */
    uint64_t playouts; /* completed */
    double value;      /* the best move's mean result for the mover, 0..1 */
} AiUctResult;

bool ai_uct(const GameLine *line, const AiUctParams *params, AiInfoCallback on_info, void *context,
            AiUctResult *result, Error *err);

#endif
