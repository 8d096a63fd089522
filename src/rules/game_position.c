/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What one side may know of a position, decided in one place by the rules' own table: an
 * observation where the game hides pieces, the state with its hidden choice concealed, or the
 * position itself. */
#include <string.h>

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

bool game_position_hides(const GameRules *g, const void *st, void *scratch) {
    if (g->observe) return true;
    if (!g->conceal) return false;
    for (int p = 0; p < 2; p++) {
        g->conceal(st, p, scratch);
        if (memcmp(scratch, st, g->state_size) != 0) return true;
    }
    return false;
}

bool game_move_marked_for(const GameRules *g, const void *st, int mover, int side, void *scratch) {
    return mover == side || !game_position_hides(g, st, scratch);
}
