/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The table of per-game evaluations and the generic evaluation for games without one yet. */
#include "ai/ai_eval.h"

#include <string.h>

#define GENERIC_STATE_MAX 4096 /* larger states go without tactical moves */

/* Without game knowledge two things still point the right way: the points a game keeps (Gunzi
 * reports them while it goes on) and how many moves the player to move has, since a player
 * short of moves is usually losing. Mobility is capped so points dominate. */
int ai_generic_evaluate(const GameRules *g, const void *st) {
    Outcome o = g->outcome(st);
    int me = g->to_move(st);
    int points = (o.score[me] - o.score[1 - me]) * 100;
    Move moves[GAME_MOVES_MAX];
    int mobility = g->gen_moves(st, moves, GAME_MOVES_MAX);
    return points + (mobility < 50 ? mobility : 50);
}

/* Tactical moves seen through the interface alone: a move that wins at once, or one that changes
 * the points the game keeps (a capture in Gunzi). */
int ai_generic_noisy(const GameRules *g, const void *st, Move m) {
    unsigned char child[GENERIC_STATE_MAX];
    if (g->state_size > sizeof child) return 0;
    memcpy(child, st, g->state_size);
    g->apply(child, m);
    int me = g->to_move(st);
    Outcome before = g->outcome(st), after = g->outcome(child);
    if (after.kind == OUTCOME_WIN && after.winner == me) return 1000;
    int gain = (after.score[me] - after.score[1 - me]) - (before.score[me] - before.score[1 - me]);
    return gain > 0 ? 100 + gain : 0;
}

const AiEval ai_eval_generic = {.game_id = "generic",
                                .evaluate = ai_generic_evaluate,
                                .noisy = ai_generic_noisy,
                                .bench_depth = 4};

#define GAME(name) extern const AiEval ai_eval_##name;
#include "rules/game_list.h"
#undef GAME

static const AiEval *const game_evals[] = {
#define GAME(name) &ai_eval_##name,
#include "rules/game_list.h"
#undef GAME
};

const AiEval *ai_eval_for(const GameRules *g) {
    for (size_t i = 0; i < sizeof game_evals / sizeof game_evals[0]; i++)
        if (strcmp(game_evals[i]->game_id, g->id) == 0) return game_evals[i];
    return &ai_eval_generic;
}

bool ai_eval_observation_player_exists(const char *name) {
    for (size_t i = 0; i < sizeof game_evals / sizeof game_evals[0]; i++)
        if (game_evals[i]->observation_player_exists &&
            game_evals[i]->observation_player_exists(name))
            return true;
    return false;
}
