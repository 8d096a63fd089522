/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The moves of a long game for the server's tests: seeded random legal moves that keep the game
 * going where one can (under options that lift the rules' own limits, e.g. draw=off), one a
 * line as "<side> <move>" (side 1 or 2), for a script to send from the seat to move.
 *
 * usage: net_random_moves PLIES SEED GAME [key=value]...
 * (SEED is the game's, as `host GAME seed=SEED ...` sets it; the moves' choice is seeded too.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "rules/game.h"

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: net_random_moves PLIES SEED GAME [key=value]...\n");
        return 2;
    }
    int plies = atoi(argv[1]);
    uint64_t seed = strtoull(argv[2], NULL, 10);
    const GameRules *g = game_find(argv[3]);
    if (!g || plies < 1) {
        fprintf(stderr, "net_random_moves: unknown game '%s' or no plies\n", argv[3]);
        return 2;
    }
    GameOptions opts;
    game_options_init(&opts);
    Error err;
    for (int i = 4; i < argc; i++)
        if (!game_options_add(&opts, argv[i], &err)) {
            fprintf(stderr, "net_random_moves: %s\n", err.message);
            return 2;
        }
    unsigned char *st = malloc(g->state_size), *after = malloc(g->state_size);
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    if (!st || !after || !moves || !g->setup(st, &opts, seed, &err)) {
        fprintf(stderr, "net_random_moves: no game: %s\n", err.message);
        return 1;
    }
    Rng rng;
    rng_seed(&rng, seed);
    for (int ply = 0; ply < plies && g->outcome(st).kind == OUTCOME_ONGOING; ply++) {
        int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
        if (n <= 0) break;
        int first = (int)rng_below(&rng, (uint64_t)n), pick = first;
        for (int k = 0; k < n; k++) {
            memcpy(after, st, g->state_size);
            g->apply(after, moves[(first + k) % n]);
            if (g->outcome(after).kind == OUTCOME_ONGOING) {
                pick = (first + k) % n;
                break;
            }
        }
        char text[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(st, moves[pick], text, sizeof text)) return 1;
        printf("%d %s\n", g->to_move(st) + 1, text);
        g->apply(st, moves[pick]);
    }
    free(st);
    free(after);
    free(moves);
    return 0;
}
