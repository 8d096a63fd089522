/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The contract every registered game must keep, checked over thousands of seeded random
 * playouts: notation round trips, apply leaves the original alone, hashes match a from-scratch
 * computation, positions round-trip through their one-line text, outcomes are consistent, and
 * every game ends or reaches its draw rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_check.h"
#include "rules/game_line.h"
#include "rules/onitama/onitama.h"

/* Random playouts per game, a share of them in the sanitizer build (DUELBOARD_TEST_SHARE
 * percent). The first ones round-trip every legal move, not just the one played. */
#define PLAYOUTS (2000 * DUELBOARD_TEST_SHARE / 100)
#define FULL_CHECK_PLAYOUTS (200 * DUELBOARD_TEST_SHARE / 100)
#define MAX_PLIES 3000 /* no game may last longer under its own rules */

/* Extra option sets per game, so the playouts cover more than the default setup. */
static const char *extra_options(const char *game, int playout) {
    if (strcmp(game, "onitama") == 0) {
        static const char *const sets[] = {"", "pool=all", "pool=sensei", "draw=off"};
        return sets[playout % 4];
    }
    if (strcmp(game, "gottaz") == 0) {
        static const char *const sets[] = {"", "mode=method1", "mode=method2", "preset=random",
                                           "preset=beginner draw=off"};
        return sets[playout % 5];
    }
    if (strcmp(game, "gunzi") == 0) {
        /* draw=off can play forever at random, so it is left to the rule tests. */
        static const char *const sets[] = {"", "first=black"};
        return sets[playout % 2];
    }
    if (strcmp(game, "mortar-hunt") == 0) {
        static const char *const sets[] = {"", "craters=on", "pieces=choose turns=28",
                                           "pieces=LH craters=on turns=40"};
        return sets[playout % 4];
    }
    return "";
}

static void contract_for_game(void **state) {
    const GameRules *g = *state;
    Rng rng;
    rng_seed(&rng, 20261122);
    static Move moves[GAME_MOVES_MAX];
    long total_plies = 0;
    for (int playout = 0; playout < PLAYOUTS; playout++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, extra_options(g->id, playout), &err));
        GameLine line;
        if (!game_line_start(&line, g, &opt, rng_next(&rng), &err))
            fail_msg("%s: setup failed: %s", g->id, err.message);
        GameCheckDepth depth = playout < FULL_CHECK_PLAYOUTS ? GAME_CHECK_ALL : GAME_CHECK_PLAYED;
        int ply = 0;
        for (; ply < MAX_PLIES; ply++) {
            const void *st = game_line_state(&line);
            /* The rules' own moves: a game the line ends by repetition still has them. */
            int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
            Move chosen = n > 0 ? moves[rng_below(&rng, (uint64_t)n)] : 0;
            if (!game_check_position(g, st, chosen, depth, &err)) {
                char fen[GAME_FEN_MAX] = "";
                g->to_fen(st, fen, sizeof fen);
                fail_msg("%s, playout %d, ply %d (%s): %s", g->id, playout, ply, fen, err.message);
            }
            if (game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
            assert_true(game_line_play(&line, chosen, &err));
        }
        if (ply >= MAX_PLIES)
            fail_msg("%s: playout %d did not end in %d plies", g->id, playout, MAX_PLIES);
        /* Garbage is refused, never crashes. */
        static const char *const garbage[] = {"",     ":", "zz", "pass:", "a1a1a1a1a1a1a1a1a1a1a1",
                                              "\x7f", "-", "@",  "@@@",   "a1-a1-a1-a1"};
        for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
            Move m;
            Error why;
            g->move_from_text(game_line_state(&line), garbage[i], &m, &why);
        }
        total_plies += ply;
        game_line_free(&line);
    }
    print_message("%s: %d playouts ended, %ld plies checked\n", g->id, PLAYOUTS, total_plies);
}

/* The checker itself notices a broken promise: a game whose kept hash goes stale. */
static uint64_t stale_hash(const void *st) {
    (void)st;
    return 42;
}

static void test_checker_catches_bad_hash(void **state) {
    (void)state;
    GameRules broken = onitama_rules;
    broken.hash = stale_hash;
    OnitamaState s;
    Error err;
    assert_true(
        onitama_rules.from_fen(&s, "rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse crab", &err));
    Move m;
    assert_true(onitama_rules.move_from_text(&s, "ox:c1c2", &m, &err));
    assert_true(game_check_position(&onitama_rules, &s, m, GAME_CHECK_ALL, &err));
    assert_false(game_check_position(&broken, &s, m, GAME_CHECK_ALL, &err));
    assert_string_equal(err.message, "the kept hash differs from a fresh computation");
}

/* Each game's option table is what its setup takes: every listed value of every option (and the
 * default, and the panel's suggestion) is accepted, a value outside a choice is refused with a
 * message naming the option, and the five picks of a picks option make a valid option. */
static void test_option_tables_match_setup(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const GameRules *g = game_at(i);
        unsigned char *st = malloc(g->state_size);
        assert_non_null(st);
        assert_true(g->option_count > 0);
        for (int k = 0; k < g->option_count; k++) {
            const GameOptionDesc *d = &g->options[k];
            GameOptions opt;
            Error err;
            char token[GAME_OPTION_KEY_MAX + GAME_OPTION_VALUE_MAX + 2];
            if (d->kind == GAME_OPTION_CHOICE || d->kind == GAME_OPTION_NUMBER) {
                assert_true(d->initial >= 0 && d->initial < d->count);
                assert_true(d->suggested >= 0 && d->suggested < d->count);
                for (int v = 0; v < d->count; v++) {
                    if (!d->values[v]) continue;
                    game_options_init(&opt);
                    snprintf(token, sizeof token, "%s=%s", d->key, d->values[v]);
                    assert_true(game_options_add(&opt, token, &err));
                    if (!g->setup(st, &opt, 1, &err))
                        fail_msg("%s: %s refused: %s", g->id, token, err.message);
                }
                game_options_init(&opt);
                snprintf(token, sizeof token, "%s=%s", d->key,
                         d->kind == GAME_OPTION_NUMBER ? "-5" : "no-such-value");
                assert_true(game_options_add(&opt, token, &err));
                assert_false(g->setup(st, &opt, 1, &err));
                assert_non_null(strstr(err.message, token));
            } else if (d->kind == GAME_OPTION_PICKS) {
                size_t used = (size_t)snprintf(token, sizeof token, "%s=", d->key);
                for (int p = 0; p < d->picks; p++)
                    used += (size_t)snprintf(token + used, sizeof token - used, "%s%s",
                                             p ? "," : "", d->values[d->pick_suggested[p]]);
                game_options_init(&opt);
                assert_true(game_options_add(&opt, token, &err));
                if (!g->setup(st, &opt, 1, &err))
                    fail_msg("%s: %s refused: %s", g->id, token, err.message);
            }
        }
        free(st);
    }
}

/* A copy of a game in progress (what the app's computer player searches) holds the same history
 * and goes on apart from the original. */
static void test_line_copy_is_separate(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const GameRules *g = game_at(i);
        GameOptions opt;
        game_options_init(&opt);
        Error err;
        GameLine line, copy;
        assert_true(game_line_start(&line, g, &opt, 7, &err));
        Rng rng;
        rng_seed(&rng, 7);
        static Move moves[GAME_MOVES_MAX];
        for (int ply = 0; ply < 30; ply++) {
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
        }
        assert_true(game_line_copy(&copy, &line, &err));
        assert_int_equal(copy.length, line.length);
        assert_int_equal(copy.seed, line.seed);
        assert_memory_equal(game_line_state(&copy), game_line_state(&line), g->state_size);
        for (int k = 0; k < line.length; k++) assert_true(copy.moves[k] == line.moves[k]);
        assert_true(copy.hashes[copy.length] == line.hashes[line.length]);
        assert_true(copy.states != line.states);
        int n = game_line_moves(&copy, moves, GAME_MOVES_MAX);
        if (n > 0) {
            assert_true(game_line_play(&copy, moves[0], &err));
            assert_int_equal(copy.length, line.length + 1);
        }
        game_line_free(&copy);
        game_line_free(&line);
    }
}

int main(void) {
    struct CMUnitTest tests[64];
    int n = 0;
    for (int i = 0; i < game_count() && n < 63; i++) {
        tests[n] =
            (struct CMUnitTest)cmocka_unit_test_prestate(contract_for_game, (void *)game_at(i));
        tests[n].name = game_at(i)->id;
        n++;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_checker_catches_bad_hash);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_line_copy_is_separate);
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_option_tables_match_setup);
    return _cmocka_run_group_tests("contract", tests, (size_t)n, NULL, NULL);
}
