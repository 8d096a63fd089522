/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a referee tells each receiver of a true game, derived in the tests from the rules alone
 * (docs/protocol.md, "the referee protocol"): the `moved` text of every move and the `position`
 * that follows where the moves told cannot give it. Shared by the tests of the known game and of
 * the session's remote seat, which check that what a client builds from these lines is what
 * the rules say that receiver may know. */
#ifndef DUELBOARD_TESTS_REFEREE_LINES_H
#define DUELBOARD_TESTS_REFEREE_LINES_H

#include <stdlib.h>
#include <string.h>

#include "core/rng.h"
#include "rules/game_known.h"
#include "rules/game_line.h"

/* The games the tests play through the referee, with options that make each hide what it can. */
static const char *const referee_games[][2] = {
    {"gottaz", "mode=method1"}, {"gottaz", ""}, {"onitama", ""}, {"gunzi", ""}, {"mortar-hunt", ""},
};
#define REFEREE_GAME_COUNT ((int)(sizeof referee_games / sizeof referee_games[0]))

/* A state as receiver `r` may know it: the hidden choice concealed for a side, both sides'
 * choices for a spectator (-1). For games without conceal, the state. */
static inline void referee_conceal(const GameRules *g, const void *st, int r, void *out) {
    if (!g->conceal) {
        memcpy(out, st, g->state_size);
    } else if (r >= 0) {
        g->conceal(st, r, out);
    } else {
        void *half = malloc(g->state_size);
        g->conceal(st, 0, half);
        g->conceal(half, 1, out);
        free(half);
    }
}

static inline bool referee_hides(const GameRules *g, const void *st, int r) {
    if (!g->conceal) return false;
    void *known = malloc(g->state_size);
    referee_conceal(g, st, r, known);
    bool hides = memcmp(known, st, g->state_size) != 0;
    free(known);
    return hides;
}

/* Move `i` of `line` as receiver `r` (0, 1, -1) is told it: `text` for `moved`, and `fen` for the
 * `position` after it ("" when none follows). */
static inline bool referee_told(const GameLine *line, int i, int r, char *text, size_t n, char *fen,
                                size_t fen_n) {
    const GameRules *g = line->rules;
    const void *st = game_line_state_at(line, i), *after = game_line_state_at(line, i + 1);
    Move m = line->moves[i];
    int mover = g->to_move(st);
    fen[0] = '\0';
    if (g->tell_side) {
        if (r < 0) return snprintf(text, n, "%s", GAME_KNOWN_UNTOLD) < (int)n;
        return g->tell_side(st, m, r, text, n);
    }
    bool hidden = referee_hides(g, st, r) || referee_hides(g, after, r);
    if (hidden) {
        void *known = malloc(g->state_size);
        referee_conceal(g, after, r, known);
        bool ok = g->to_fen(known, fen, fen_n);
        free(known);
        if (!ok) return false;
    }
    if (hidden && r != mover) return snprintf(text, n, "%s", GAME_KNOWN_UNTOLD) < (int)n;
    return g->move_to_text(st, m, text, n);
}

/* A true game of `plies` random moves at most (fewer when it ends), from the options and seed;
 * `pick` chooses the moves. */
static inline bool referee_play(GameLine *line, const char *game, const char *options,
                                uint64_t seed, uint64_t pick, int plies) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    if (!game_options_parse_line(&opt, options, &err)) return false;
    if (!game_line_start(line, game_find(game), &opt, seed, &err)) return false;
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    Rng rng;
    rng_seed(&rng, pick);
    for (int i = 0; i < plies; i++) {
        int n = game_line_moves(line, moves, GAME_MOVES_MAX);
        if (n == 0) break;
        if (!game_line_play(line, moves[rng_below(&rng, (uint64_t)n)], &err)) break;
    }
    free(moves);
    return true;
}

/* What receiver `r` may know of position `index` of `line`: its observation in a game of hidden
 * pieces (for a spectator the public start, as nothing told can be applied), else the state as
 * concealed for it. `out` holds a state or an observation. */
static inline void referee_known_position(const GameLine *line, int index, int r, void *out) {
    const GameRules *g = line->rules;
    if (g->observe && r >= 0) {
        g->observe(game_line_state_at(line, index), r, out);
    } else if (g->observe) {
        Error err;
        g->side->start(out, &line->options, line->seed, 0, &err);
    } else {
        referee_conceal(g, game_line_state_at(line, index), r, out);
    }
}

/* Whether two positions as known are the same: byte for byte for observations; for states by
 * their one-line text and hash, since a state rebuilt from the referee's `position` line keeps
 * only what that text holds. */
static inline bool referee_same_position(const GameRules *g, const void *a, const void *b) {
    if (g->observe) return memcmp(a, b, g->observation_size) == 0;
    char ta[GAME_FEN_MAX], tb[GAME_FEN_MAX];
    return g->to_fen(a, ta, sizeof ta) && g->to_fen(b, tb, sizeof tb) && strcmp(ta, tb) == 0 &&
           g->hash(a) == g->hash(b);
}

#endif
