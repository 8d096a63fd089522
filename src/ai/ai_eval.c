/* The table of per-game evaluations and the generic evaluation for games without one yet. */
#include "ai/ai_eval.h"

#include <string.h>

/* Without game knowledge two things still point the right way: the points a game keeps (Gunzi
 * reports them while it goes on) and how many moves the player to move has, since a player
 * short of moves is usually losing. Mobility is capped so points dominate. */
static int generic_evaluate(const GameRules *g, const void *st) {
    Outcome o = g->outcome(st);
    int me = g->to_move(st);
    int points = (o.score[me] - o.score[1 - me]) * 100;
    Move moves[GAME_MOVES_MAX];
    int mobility = g->gen_moves(st, moves, GAME_MOVES_MAX);
    return points + (mobility < 50 ? mobility : 50);
}

const AiEval ai_eval_generic = {"generic", generic_evaluate, NULL};

static const AiEval *const game_evals[] = {&ai_eval_onitama};

const AiEval *ai_eval_for(const GameRules *g) {
    for (size_t i = 0; i < sizeof game_evals / sizeof game_evals[0]; i++)
        if (strcmp(game_evals[i]->game_id, g->id) == 0) return game_evals[i];
    return &ai_eval_generic;
}
