/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Move ordering for the alpha-beta search: TT move, tactical moves, killers, then history. */
#ifndef DUELBOARD_AI_ORDER_H
#define DUELBOARD_AI_ORDER_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/ai_eval.h"
#include "rules/game.h"

#define AI_MAX_PLY 64
/* Moves are private encodings, so history is kept in buckets of a mix of the move's bits. */
#define AI_HISTORY_SIZE 4096

enum {
    AI_ORDER_TT = 1 << 30,
    AI_ORDER_NOISY = 1 << 28, /* plus the game's priority for the move */
    AI_ORDER_KILLER = 1 << 27,
    AI_ORDER_HISTORY_MAX = 1 << 24,
};

typedef struct AiOrdering {
    Move killers[AI_MAX_PLY][2];
    int32_t history[2][AI_HISTORY_SIZE];
} AiOrdering;

void ai_order_clear(AiOrdering *o);
/* Ordering scores of moves[0..n) at `ply` for `side`; tt_move may be AI_NO_MOVE. */
void ai_order_score(const AiOrdering *o, const AiEval *eval, const GameRules *g, const void *st,
                    int side, int ply, Move tt_move, const Move *moves, int n, int *scores);
/* Brings the best-scored of moves[i..n) to index i and returns it (a lazy selection sort: most
 * nodes cut off after a move or two, so sorting everything would be wasted). */
Move ai_order_next(Move *moves, int *scores, int n, int i);
bool ai_order_is_killer(const AiOrdering *o, int ply, Move m);
/* A quiet move caused a cutoff: remember it as a killer and reward its history. */
void ai_order_cutoff(AiOrdering *o, Move m, int side, int ply, int depth);
/* Quiet moves tried before the cutoff move lose some history, so they sink. */
void ai_order_failed(AiOrdering *o, Move m, int side, int depth);

#endif
