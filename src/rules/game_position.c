/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What one side may know of a position, decided in one place by the rules' own table: an
 * observation where the game hides pieces, the state with its hidden choice concealed, or the
 * position itself. */
#include "rules/game.h"

size_t game_position_size(const GameRules *g) {
    return g->observe && g->observation_size > g->state_size ? g->observation_size : g->state_size;
}

const void *game_position_for(const GameRules *g, const void *st, int player, void *out) {
    if (g->observe) {
        g->observe(st, player, out);
        return out;
    }
    if (g->conceal) {
        g->conceal(st, player, out);
        return out;
    }
    return st;
}
