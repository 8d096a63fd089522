/* SPDX-License-Identifier: GPL-3.0-or-later */
/* MCTS tests: legal moves in every game, the same move and count for a seed and an iteration
 * limit, the stop flag, ended games, and forced wins proven by the solver (each puzzle checked by
 * brute force first). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_mcts.h"
#include "ai/ai_player.h"
#include "rules/game_line.h"
#include "support/ai_support.h"

static void start_fen(GameLine *line, const char *game, const char *fen) {
    const GameRules *g = game_find(game);
    assert_non_null(g);
    Error err;
    if (!game_line_start_fen(line, g, fen, &err)) fail_msg("%s: %s", fen, err.message);
}

static void start_game(GameLine *line, const GameRules *g, uint64_t seed) {
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    if (!game_line_start(line, g, &opt, seed, &err)) fail_msg("%s: %s", g->id, err.message);
}

/* Forced wins (the ones the alpha-beta tests use): the solver proves them and plays a move
 * that keeps the win. */
static const struct {
    const char *game, *fen;
    int plies;
} puzzles[] = {
    {"onitama", "4r/4r/r1R1b/2b2/b2Bb red rabbit,cobra crab,horse dragon", 3},
    {"onitama", "R2r1/2r2/2r2/2Bb1/b2b1 red crab,cobra rabbit,frog rooster", 5},
    {"gunzi", ".,.,wNW,wNW,.,.,bS/.,.,./bNE,.,.,W4,.,.,wNE white 24 on", 3},
    {"gunzi", ".,wN,wNW,.,.,.,./.,.,./bNE,W2,.,.,bNW,t,t white 24 on", 5},
};

static void test_forced_wins(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        GameLine line;
        start_fen(&line, puzzles[i].game, puzzles[i].fen);
        const GameRules *g = line.rules;
        const void *st = game_line_state(&line);
        int me = g->to_move(st);
        if (!support_win_within(g, st, puzzles[i].plies, me))
            fail_msg("%s is not a forced win", puzzles[i].fen);
        AiMctsParams p = {0};
        p.iterations = 200000;
        p.seed = 3;
        AiMctsResult r;
        Error err;
        assert_true(ai_mcts(&line, &p, NULL, NULL, &r, &err));
        if (r.proven != 1) fail_msg("%s: no proven win (value %.3f)", puzzles[i].fen, r.value);
        unsigned char child[4096];
        assert_true(g->state_size <= sizeof child);
        memcpy(child, st, g->state_size);
        g->apply(child, r.best);
        assert_true(support_win_within(g, child, puzzles[i].plies - 1, me));
        /* A proven win ends the search before the limit. */
        assert_true(r.iterations < p.iterations);
        game_line_free(&line);
    }
}

/* Same seed and iteration limit: the same move, value and count, in every game. */
static void test_reproducible(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        GameLine line;
        start_game(&line, game_at(gi), 3);
        AiMctsParams p = {0};
        p.iterations = 3000;
        p.seed = 11;
        AiMctsResult a, b;
        Error err;
        assert_true(ai_mcts(&line, &p, NULL, NULL, &a, &err));
        assert_true(ai_mcts(&line, &p, NULL, NULL, &b, &err));
        assert_true(a.best == b.best);
        assert_true(a.value == b.value);
        assert_int_equal(a.iterations, b.iterations);
        assert_true(a.iterations == 3000 || a.proven != 0);
        assert_true(support_is_legal(&line, a.best));
        game_line_free(&line);
    }
}

/* Legal moves through the player name, in every game, from the start and a few plies in, with
 * a few random playout plies as well. A game with hidden information is refused: the tree would
 * be built from the true state. */
static void test_legal_moves(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        GameLine line;
        start_game(&line, game_at(gi), 5);
        if (game_at(gi)->observe) {
            AiLimits limits = {.nodes = 500};
            Move m;
            Error err;
            assert_false(ai_player_plays("mcts", game_at(gi)));
            assert_false(ai_choose_move("mcts", &line, &limits, NULL, NULL, &m, &err));
            game_line_free(&line);
            continue;
        }
        for (int ply = 0; ply < 8; ply++) {
            AiLimits limits = {0};
            limits.nodes = 500;
            limits.seed = (uint64_t)ply;
            Move m;
            Error err;
            if (!ai_choose_move("mcts", &line, &limits, NULL, NULL, &m, &err))
                fail_msg("mcts in %s: %s", game_at(gi)->id, err.message);
            assert_true(support_is_legal(&line, m));
            AiMctsParams p = {0};
            p.iterations = 300;
            p.playout_plies = 4;
            p.seed = (uint64_t)ply;
            AiMctsResult r;
            assert_true(ai_mcts(&line, &p, NULL, NULL, &r, &err));
            assert_true(support_is_legal(&line, r.best));
            assert_true(game_line_play(&line, m, &err));
            if (game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
        }
        game_line_free(&line);
    }
}

/* A stop flag raised before the start ends the search at once with a legal move; an ended game
 * is an error, not a hang. */
static void test_stop_and_end(void **state) {
    (void)state;
    GameLine line;
    start_game(&line, game_find("onitama"), 9);
    atomic_bool stop;
    atomic_init(&stop, true);
    AiMctsParams p = {0};
    p.movetime_ms = 60000;
    p.stop = &stop;
    AiMctsResult r;
    Error err;
    assert_true(ai_mcts(&line, &p, NULL, NULL, &r, &err));
    assert_int_equal(r.iterations, 0);
    assert_true(support_is_legal(&line, r.best));
    game_line_free(&line);

    start_fen(&line, "onitama", "5/5/5/5/bbBbb blue ox,boar horse,elephant crab");
    p.stop = NULL;
    p.movetime_ms = 0;
    p.iterations = 100;
    err.message[0] = '\0';
    assert_false(ai_mcts(&line, &p, NULL, NULL, &r, &err));
    assert_true(strlen(err.message) > 0);
    game_line_free(&line);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forced_wins),
        cmocka_unit_test(test_reproducible),
        cmocka_unit_test(test_legal_moves),
        cmocka_unit_test(test_stop_and_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
