/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a side may know, decided in one place (game_position_for): for every game it is what the
 * rules' table gives (observe(), else conceal(), else the position itself), it fits in
 * game_position_size, and a choice the other side made in secret does not reach it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"

#define CANARY 0xa5

/* Every game, at its start and a few random plies on, for each side. */
static void test_each_game_by_its_table(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const GameRules *g = game_at(i);
        size_t size = game_position_size(g);
        assert_true(size >= g->state_size);
        if (g->observe) assert_true(size >= g->observation_size);
        GameOptions opt;
        Error err;
        GameLine line;
        game_options_init(&opt);
        assert_true(game_line_start(&line, g, &opt, 7, &err));
        unsigned char *out = malloc(size), *expected = malloc(size);
        for (int ply = 0; ply < 6; ply++) {
            const void *st = game_line_state(&line);
            for (int side = 0; side < 2; side++) {
                memset(out, CANARY, size);
                const void *known = game_position_for(g, st, side, out);
                if (g->observe) {
                    g->observe(st, side, expected);
                    assert_ptr_equal(known, out);
                    assert_memory_equal(out, expected, g->observation_size);
                } else if (g->conceal) {
                    g->conceal(st, side, expected);
                    assert_ptr_equal(known, out);
                    assert_memory_equal(out, expected, g->state_size);
                } else {
                    assert_ptr_equal(known, st); /* nothing hidden: the position itself */
                    for (size_t b = 0; b < size; b++) assert_int_equal(out[b], CANARY);
                }
            }
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            assert_true(game_line_play(&line, moves[(ply * 7) % n], &err));
        }
        free(out);
        free(expected);
        game_line_free(&line);
    }
}

/* Gottaz's first drafting method keeps each side's picks secret from the other: two different
 * first picks give the other side the same position, and the picker two different ones. */
static void test_secret_pick_stays_secret(void **state) {
    (void)state;
    const GameRules *g = game_find("gottaz");
    GameOptions opt;
    Error err;
    GameLine line;
    game_options_init(&opt);
    assert_true(game_options_add(&opt, "mode=method1", &err));
    assert_true(game_line_start(&line, g, &opt, 3, &err));
    const void *st = game_line_state(&line);
    int picker = g->to_move(st);
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
    assert_true(n >= 2);
    size_t size = game_position_size(g);
    unsigned char *a = malloc(g->state_size), *b = malloc(g->state_size);
    unsigned char *known_a = malloc(size), *known_b = malloc(size);
    memcpy(a, st, g->state_size);
    memcpy(b, st, g->state_size);
    g->apply(a, moves[0]);
    g->apply(b, moves[n - 1]);
    assert_memory_not_equal(a, b, g->state_size);
    game_position_for(g, a, 1 - picker, known_a);
    game_position_for(g, b, 1 - picker, known_b);
    assert_memory_equal(known_a, known_b, g->state_size);
    game_position_for(g, a, picker, known_a);
    game_position_for(g, b, picker, known_b);
    assert_memory_not_equal(known_a, known_b, g->state_size);
    free(a);
    free(b);
    free(known_a);
    free(known_b);
    game_line_free(&line);
}

/* Which last move may be marked (game_move_marked_for, and game_line_last_marked_for for a line):
 * after Gottaz's secret first pick only for the picker; in Onitama, which hides nothing, for both;
 * in Mortar Hunt, whose pieces are hidden, only a side's own. */
static void test_move_marked_for(void **state) {
    (void)state;
    static const struct {
        const char *game, *option;
        bool hides, other_sees;
    } cases[] = {{"gottaz", "mode=method1", true, false},
                 {"onitama", NULL, false, true},
                 {"mortar-hunt", NULL, true, false}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        const GameRules *g = game_find(cases[c].game);
        GameOptions opt;
        Error err;
        GameLine line;
        game_options_init(&opt);
        if (cases[c].option) assert_true(game_options_add(&opt, cases[c].option, &err));
        assert_true(game_line_start(&line, g, &opt, 3, &err));
        int mover = g->to_move(game_line_state(&line));
        Move moves[GAME_MOVES_MAX];
        assert_true(game_line_moves(&line, moves, GAME_MOVES_MAX) > 0);
        unsigned char *scratch = malloc(game_position_size(g));
        assert_false(game_line_last_marked_for(&line, mover, scratch)); /* no move yet */
        assert_true(game_line_play(&line, moves[0], &err));
        const void *st = game_line_state(&line);
        assert_int_equal(game_position_hides(g, st, scratch), cases[c].hides);
        assert_true(game_move_marked_for(g, st, mover, mover, scratch));
        assert_int_equal(game_move_marked_for(g, st, mover, 1 - mover, scratch),
                         cases[c].other_sees);
        /* The line's last move, by the same rule. */
        assert_true(game_line_last_marked_for(&line, mover, scratch));
        assert_int_equal(game_line_last_marked_for(&line, 1 - mover, scratch), cases[c].other_sees);
        free(scratch);
        game_line_free(&line);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_game_by_its_table),
        cmocka_unit_test(test_secret_pick_stays_secret),
        cmocka_unit_test(test_move_marked_for),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
