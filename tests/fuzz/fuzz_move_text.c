/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: every game's move and position parsers. The first byte picks the game, the
 * second how many seeded random moves lead to the position; the rest is parsed as a move and as
 * a position. Accepted moves must be legal and round-trip; accepted positions must round-trip. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "core/rng.h"
#include "rules/game_check.h"
#include "rules/game_line.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2) return 0;
    const GameRules *g = game_at(data[0] % game_count());
    GameOptions opt;
    game_options_init(&opt);
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, &opt, data[1], &err)) abort();
    Rng rng;
    rng_seed(&rng, data[1]);
    Move moves[GAME_MOVES_MAX];
    for (int i = 0; i < data[1] % 40; i++) {
        int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
        if (n == 0) break;
        game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err);
    }
    char *text = fuzz_text(data + 2, size - 2);
    if (!text) abort();
    const void *st = game_line_state(&line);
    Move m;
    if (g->move_from_text(st, text, &m, &err)) {
        /* A game may list only a sample of a phase's moves (Mortar Hunt's setup); its own
         * legality test must then agree, and the move must play without breaking a promise. */
        int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
        int found = 0;
        for (int i = 0; i < n; i++) found |= moves[i] == m;
        if (!found && !(g->move_is_legal && g->move_is_legal(st, m))) abort();
        char again[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(st, m, again, sizeof again) || strcmp(again, text) != 0) abort();
        unsigned char *child = malloc(g->state_size);
        if (!child) abort();
        memcpy(child, st, g->state_size);
        g->apply(child, m);
        Move next = g->gen_moves(child, moves, GAME_MOVES_MAX) > 0 ? moves[0] : 0;
        if (!game_check_position(g, child, next, GAME_CHECK_ALL, &err)) abort();
        free(child);
    }
    unsigned char *pos = malloc(g->state_size);
    if (pos && g->from_fen(pos, text, &err)) {
        char fen[GAME_FEN_MAX];
        unsigned char *again = malloc(g->state_size);
        if (!g->to_fen(pos, fen, sizeof fen) || !again || !g->from_fen(again, fen, &err)) abort();
        if (g->hash(again) != g->hash(pos) || g->hash(pos) != g->hash_recompute(pos)) abort();
        free(again);
        /* Moves of an accepted position are generated and played without trouble. */
        int n = g->gen_moves(pos, moves, GAME_MOVES_MAX);
        for (int i = 0; i < n && i < 8; i++) {
            unsigned char *child = malloc(g->state_size);
            memcpy(child, pos, g->state_size);
            g->apply(child, moves[i]);
            free(child);
        }
    }
    free(pos);
    free(text);
    game_line_free(&line);
    return 0;
}
