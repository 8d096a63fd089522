/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Move ordering: scores per move, the lazy selection, killer and history updates. */
#include "ai/ai_order.h"

#include <string.h>

#include "ai/ai_tt.h"
#include "core/rng.h"

static inline int history_index(Move m) {
    return (int)(rng_mix64(m) >> 52) & (AI_HISTORY_SIZE - 1);
}

void ai_order_clear(AiOrdering *o) {
    memset(o->history, 0, sizeof o->history);
    for (int p = 0; p < AI_MAX_PLY; p++) o->killers[p][0] = o->killers[p][1] = AI_NO_MOVE;
}

void ai_order_score(const AiOrdering *o, const AiEval *eval, const GameRules *g, const void *st,
                    int side, int ply, Move tt_move, const Move *moves, int n, int *scores) {
    for (int i = 0; i < n; i++) {
        Move m = moves[i];
        int noisy = eval && eval->noisy ? eval->noisy(g, st, m) : 0;
        if (m == tt_move)
            scores[i] = AI_ORDER_TT;
        else if (noisy > 0)
            scores[i] = AI_ORDER_NOISY + noisy;
        else if (ply < AI_MAX_PLY && m == o->killers[ply][0])
            scores[i] = AI_ORDER_KILLER + 1;
        else if (ply < AI_MAX_PLY && m == o->killers[ply][1])
            scores[i] = AI_ORDER_KILLER;
        else
            scores[i] = o->history[side & 1][history_index(m)];
    }
}

Move ai_order_next(Move *moves, int *scores, int n, int i) {
    int best = i;
    for (int j = i + 1; j < n; j++)
        if (scores[j] > scores[best]) best = j;
    if (best != i) {
        Move m = moves[i];
        moves[i] = moves[best];
        moves[best] = m;
        int s = scores[i];
        scores[i] = scores[best];
        scores[best] = s;
    }
    return moves[i];
}

bool ai_order_is_killer(const AiOrdering *o, int ply, Move m) {
    return ply < AI_MAX_PLY && (o->killers[ply][0] == m || o->killers[ply][1] == m);
}

static void age_history(AiOrdering *o, int side) {
    for (int i = 0; i < AI_HISTORY_SIZE; i++) o->history[side][i] /= 2;
}

void ai_order_cutoff(AiOrdering *o, Move m, int side, int ply, int depth) {
    if (ply < AI_MAX_PLY && o->killers[ply][0] != m) {
        o->killers[ply][1] = o->killers[ply][0];
        o->killers[ply][0] = m;
    }
    int32_t *h = &o->history[side & 1][history_index(m)];
    *h += depth * depth;
    if (*h >= AI_ORDER_HISTORY_MAX) age_history(o, side & 1);
}

void ai_order_failed(AiOrdering *o, Move m, int side, int depth) {
    int32_t *h = &o->history[side & 1][history_index(m)];
    *h -= depth;
    if (*h < -AI_ORDER_HISTORY_MAX) *h = -AI_ORDER_HISTORY_MAX;
}
