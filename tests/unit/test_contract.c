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
#include "rules/game_line.h"

#define PLAYOUTS 2000
#define FULL_CHECK_PLAYOUTS                                                                        \
    200                /* playouts that round-trip every legal move, not just the one played */
#define MAX_PLIES 3000 /* no game may last longer under its own rules */

/* Extra option sets per game, so the playouts cover more than the default setup. */
static const char *extra_options(const char *game, int playout) {
    if (strcmp(game, "onitama") == 0) {
        static const char *const sets[] = {"", "pool=all", "pool=sensei", "draw=off"};
        return sets[playout % 4];
    }
    return "";
}

static void check_move_texts(const GameRules *g, const void *st, const Move *moves, int n,
                             bool all) {
    char text[GAME_MOVE_TEXT_MAX], again[GAME_MOVE_TEXT_MAX];
    for (int i = 0; i < n; i++) {
        if (!all && i != 0) break;
        assert_true(g->move_to_text(st, moves[i], text, sizeof text));
        Move parsed;
        Error err;
        if (!g->move_from_text(st, text, &parsed, &err))
            fail_msg("%s: legal move '%s' refused: %s", g->id, text, err.message);
        assert_true(g->move_to_text(st, parsed, again, sizeof again));
        assert_string_equal(text, again);
        if (parsed != moves[i]) fail_msg("%s: '%s' parses to another move", g->id, text);
    }
    if (all) {
        /* Distinct moves have distinct texts. */
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) assert_true(moves[i] != moves[j]);
    }
}

static void check_fen(const GameRules *g, const void *st) {
    char fen[GAME_FEN_MAX], again[GAME_FEN_MAX];
    assert_true(g->to_fen(st, fen, sizeof fen));
    unsigned char *copy = malloc(g->state_size);
    Error err;
    if (!g->from_fen(copy, fen, &err))
        fail_msg("%s: own position '%s' refused: %s", g->id, fen, err.message);
    assert_true(g->to_fen(copy, again, sizeof again));
    assert_string_equal(fen, again);
    assert_int_equal(g->hash(copy), g->hash(st));
    assert_int_equal(g->to_move(copy), g->to_move(st));
    free(copy);
}

static void contract_for_game(void **state) {
    const GameRules *g = *state;
    Rng rng;
    rng_seed(&rng, 20261122);
    static Move moves[GAME_MOVES_MAX];
    unsigned char *before = malloc(g->state_size);
    unsigned char *child = malloc(g->state_size);
    long total_plies = 0;
    int ended = 0;
    for (int playout = 0; playout < PLAYOUTS; playout++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, extra_options(g->id, playout), &err));
        GameLine line;
        if (!game_line_start(&line, g, &opt, rng_next(&rng), &err))
            fail_msg("%s: setup failed: %s", g->id, err.message);
        bool full = playout < FULL_CHECK_PLAYOUTS;
        int ply = 0;
        for (; ply < MAX_PLIES; ply++) {
            const void *st = game_line_state(&line);
            assert_int_equal(g->hash(st), g->hash_recompute(st));
            int mover = g->to_move(st);
            assert_true(mover == 0 || mover == 1);
            if (full || ply % 16 == 0) check_fen(g, st);
            Outcome rules_outcome = g->outcome(st);
            int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
            assert_true(n >= 0 && n <= GAME_MOVES_MAX);
            /* The rules end a game exactly when no move is left. */
            assert_int_equal(rules_outcome.kind == OUTCOME_ONGOING, n > 0);
            if (rules_outcome.kind == OUTCOME_WIN)
                assert_true(rules_outcome.winner == 0 || rules_outcome.winner == 1);
            if (game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
            /* Shuffle the chosen move to the front so check_move_texts covers it when partial. */
            int pick = (int)rng_below(&rng, (uint64_t)n);
            Move chosen = moves[pick];
            moves[pick] = moves[0];
            moves[0] = chosen;
            check_move_texts(g, st, moves, n, full);
            memcpy(before, st, g->state_size);
            memcpy(child, st, g->state_size);
            g->apply(child, chosen);
            assert_memory_equal(before, st, g->state_size);
            assert_true(game_line_play(&line, chosen, &err));
            assert_memory_equal(child, game_line_state(&line), g->state_size);
        }
        if (ply >= MAX_PLIES)
            fail_msg("%s: playout %d did not end in %d plies", g->id, playout, MAX_PLIES);
        /* Garbage is refused, never crashes. */
        static const char *const garbage[] = {"",    ":", "zz", "pass:", "a1a1a1a1a1a1a1a1a1a1a1",
                                              "\x7f"};
        for (size_t i = 0; i < sizeof garbage / sizeof garbage[0]; i++) {
            Move m;
            Error err2;
            g->move_from_text(game_line_state(&line), garbage[i], &m, &err2);
        }
        total_plies += ply;
        ended++;
        game_line_free(&line);
    }
    free(before);
    free(child);
    print_message("%s: %d playouts ended, %ld plies checked\n", g->id, ended, total_plies);
}

int main(void) {
    struct CMUnitTest tests[64];
    int n = 0;
    for (int i = 0; i < game_count() && n < 64; i++) {
        tests[n] =
            (struct CMUnitTest)cmocka_unit_test_prestate(contract_for_game, (void *)game_at(i));
        tests[n].name = game_at(i)->id;
        n++;
    }
    return _cmocka_run_group_tests("contract", tests, (size_t)n, NULL, NULL);
}
