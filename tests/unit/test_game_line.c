/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GameLine tests: undo keeps what it took back for redo, redo plays it again, and a different
 * move leaves that line for good. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"

static void start_onitama(GameLine *line) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_add(&opt, "seed=5", &err));
    assert_true(game_line_start(line, game_find("onitama"), &opt, 1, &err));
}

/* Plays the first listed move of each position, `plies` times; the moves into `played`. */
static void play_first_moves(GameLine *line, int plies, Move *played) {
    for (int i = 0; i < plies; i++) {
        Move moves[GAME_MOVES_MAX];
        Error err;
        assert_true(game_line_moves(line, moves, GAME_MOVES_MAX) > 0);
        played[i] = moves[0];
        assert_true(game_line_play(line, moves[0], &err));
    }
}

static void test_redo_plays_undone_moves_again(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    Move played[4];
    play_first_moves(&line, 4, played);
    uint64_t end_hash = line.hashes[4];
    assert_int_equal(game_line_redo_count(&line), 0);
    assert_false(game_line_redo(&line));
    assert_true(game_line_undo(&line));
    assert_true(game_line_undo(&line));
    assert_true(game_line_undo(&line));
    assert_int_equal(line.length, 1);
    assert_int_equal(game_line_redo_count(&line), 3);
    Move next;
    assert_true(game_line_redo_move(&line, &next));
    assert_true(next == played[1]);
    assert_true(game_line_redo(&line));
    assert_true(game_line_redo(&line));
    assert_true(game_line_redo(&line));
    assert_false(game_line_redo(&line));
    assert_int_equal(line.length, 4);
    assert_true(line.hashes[4] == end_hash);
    assert_true(line.moves[3] == played[3]);
    assert_int_equal(line.rules->hash(game_line_state(&line)), end_hash);
    game_line_free(&line);
}

/* Playing the undone move by hand is the same as redo: what followed it stays. */
static void test_same_move_keeps_the_rest(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    Move played[3];
    play_first_moves(&line, 3, played);
    assert_true(game_line_undo(&line));
    assert_true(game_line_undo(&line));
    Error err;
    assert_true(game_line_play(&line, played[1], &err));
    assert_int_equal(game_line_redo_count(&line), 1);
    game_line_free(&line);
}

static void test_other_move_drops_the_redo_tail(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    Move played[3];
    play_first_moves(&line, 3, played);
    assert_true(game_line_undo(&line));
    assert_true(game_line_undo(&line));
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
    assert_true(n > 1);
    Move other = moves[0] == played[1] ? moves[1] : moves[0];
    Error err;
    assert_true(game_line_play(&line, other, &err));
    assert_int_equal(line.length, 2);
    assert_int_equal(game_line_redo_count(&line), 0);
    assert_false(game_line_redo(&line));
    assert_int_equal(line.rules->hash(game_line_state(&line)), line.hashes[2]);
    game_line_free(&line);
}

/* A copy is the game up to its current move: a worker searching it has nothing to redo. */
static void test_copy_and_reset_have_nothing_to_redo(void **state) {
    (void)state;
    GameLine line, copy;
    start_onitama(&line);
    Move played[3];
    play_first_moves(&line, 3, played);
    assert_true(game_line_undo(&line));
    Error err;
    assert_true(game_line_copy(&copy, &line, &err));
    assert_int_equal(copy.length, 2);
    assert_int_equal(game_line_redo_count(&copy), 0);
    game_line_free(&copy);
    game_line_reset(&line);
    assert_int_equal(line.length, 0);
    assert_int_equal(game_line_redo_count(&line), 0);
    game_line_free(&line);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_redo_plays_undone_moves_again),
        cmocka_unit_test(test_same_move_keeps_the_rest),
        cmocka_unit_test(test_other_move_drops_the_redo_tail),
        cmocka_unit_test(test_copy_and_reset_have_nothing_to_redo),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
