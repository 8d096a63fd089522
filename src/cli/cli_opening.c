/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random opening plies of `match` and `calibrate`. */
#include "cli/cli_opening.h"

void cli_opening_rng(Rng *rng, uint64_t game_seed) {
    rng_seed(rng, game_seed ^ 0x6f70656eu);
}

void cli_play_random_plies(GameLine *line, Rng *rng, int plies) {
    Move moves[GAME_MOVES_MAX];
    Error err;
    for (int i = 0; i < plies; i++) {
        int n = game_line_moves(line, moves, GAME_MOVES_MAX); /* none once the game is over */
        if (n == 0) break;
        game_line_play(line, moves[rng_below(rng, (uint64_t)n)], &err);
    }
}
