/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's puzzle record (learn/puzzle_record.h): its text and back, bad texts refused, the
 * rating and streak after results, and the pick of the next puzzle. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "learn/puzzle_record.h"

/* A set of puzzles with these ids and difficulties (no positions: the pick reads neither). */
static void make_set(GamePuzzleSet *set, const char *const *ids, const int *difficulty, int n) {
    game_puzzles_init(set, game_find("onitama"));
    for (int i = 0; i < n; i++) {
        GamePuzzle p = {.difficulty = difficulty[i]};
        snprintf(p.id, sizeof p.id, "%s", ids[i]);
        assert_true(game_puzzles_add(set, &p));
    }
}

static void test_text_round_trip(void **state) {
    (void)state;
    PuzzleRecord r, back;
    puzzle_record_new(&r);
    char text[PUZZLE_RECORD_TEXT_MAX];
    assert_true(puzzle_record_format(&r, text, sizeof text));
    assert_string_equal(text, "1500.0 350.0 0.060000 0");
    GamePuzzle a = {.id = "b19286fdff28", .difficulty = 1210};
    GamePuzzle b = {.id = "8f691e9c466f", .difficulty = 1820};
    puzzle_record_add(&r, &a, true);
    puzzle_record_add(&r, &b, false);
    assert_true(puzzle_record_format(&r, text, sizeof text));
    assert_true(puzzle_record_read(&back, text));
    assert_int_equal(back.count, 2);
    assert_int_equal(puzzle_record_result(&back, "b19286fdff28"), PUZZLE_RESULT_SOLVED);
    assert_int_equal(puzzle_record_result(&back, "8f691e9c466f"), PUZZLE_RESULT_FAILED);
    assert_int_equal(puzzle_record_result(&back, "000000000000"), PUZZLE_RESULT_UNTRIED);
    assert_int_equal(puzzle_record_solved(&back), 1);
    char again[PUZZLE_RECORD_TEXT_MAX];
    assert_true(puzzle_record_format(&back, again, sizeof again));
    assert_string_equal(text, again);
    assert_false(puzzle_record_format(&r, text, 20)); /* too small a buffer */
}

static void test_bad_text_refused(void **state) {
    (void)state;
    static const char *const bad[] = {
        "",
        "1500",
        "1500 350 0.06",
        "1500 350 0.06 x",
        "1500 20 0.06 0",                 /* deviation below the floor */
        "1500 350 0.06 1.5",              /* a streak is whole */
        "1500 350 0.06 0 abc",            /* no result sign */
        "1500 350 0.06 0 ABC+",           /* capitals */
        "1500 350 0.06 0 abc+ abc-",      /* an id twice */
        "1500 350 0.06 0 abcdefabcdef0+", /* too long an id */
        "1500 350 0.06 0 +",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        PuzzleRecord r;
        puzzle_record_new(&r);
        r.streak = 9;
        if (puzzle_record_read(&r, bad[i])) fail_msg("'%s' was read", bad[i]);
        assert_int_equal(r.streak, 9); /* left as it was */
    }
    PuzzleRecord r;
    assert_true(puzzle_record_read(&r, "1623.5 80.0 0.059 4  abc+ d-e-"));
    assert_int_equal(r.streak, 4);
    assert_int_equal(puzzle_record_result(&r, "d-e"), PUZZLE_RESULT_FAILED);
}

/* A solved puzzle raises the rating and the streak, a failed one lowers the rating and ends the
 * streak; the last result of a puzzle is the one kept. */
static void test_results(void **state) {
    (void)state;
    PuzzleRecord r;
    puzzle_record_new(&r);
    GamePuzzle p = {.id = "abc", .difficulty = 1500};
    puzzle_record_add(&r, &p, true);
    assert_true(r.rating.rating > 1500);
    assert_true(r.rating.deviation < 350);
    assert_int_equal(r.streak, 1);
    double after_win = r.rating.rating;
    GamePuzzle q = {.id = "def", .difficulty = 1500};
    puzzle_record_add(&r, &q, true);
    assert_int_equal(r.streak, 2);
    puzzle_record_add(&r, &p, false);
    assert_int_equal(r.streak, 0);
    assert_true(r.rating.rating < after_win + 200);
    assert_int_equal(puzzle_record_result(&r, "abc"), PUZZLE_RESULT_FAILED);
    assert_int_equal(r.count, 2);
}

/* Never tried first (the nearest the rating less its deviation), then failed, then solved, never
 * the current one while another is left; the first in the file among equals. */
static void test_pick(void **state) {
    (void)state;
    static const char *const ids[] = {"a", "b", "c", "d", "e"};
    static const int difficulty[] = {1000, 1400, 1600, 1400, 2200};
    GamePuzzleSet set;
    make_set(&set, ids, difficulty, 5);
    PuzzleRecord r;
    puzzle_record_new(&r); /* 1500 - 350 = 1150: a is 150 away, b 250 */
    assert_int_equal(puzzle_record_pick(&r, &set, NULL), 0);
    assert_int_equal(puzzle_record_pick(&r, &set, "a"), 1);
    assert_true(puzzle_record_read(&r, "1500 50 0.06 0")); /* 1450: b and d are 50 away, b first */
    assert_int_equal(puzzle_record_pick(&r, &set, NULL), 1);
    assert_int_equal(puzzle_record_pick(&r, &set, "b"), 3);
    assert_true(puzzle_record_read(&r, "1500 100 0.06 0 b+ c- d+"));
    assert_int_equal(puzzle_record_pick(&r, &set, NULL), 0); /* 600 away, but never tried */
    assert_true(puzzle_record_read(&r, "1500 100 0.06 0 a+ b+ c- d+ e+"));
    assert_int_equal(puzzle_record_pick(&r, &set, NULL), 2); /* the failed one */
    assert_int_equal(puzzle_record_pick(&r, &set, "c"), 1);  /* then the nearest solved */
    assert_true(puzzle_record_read(&r, "2100 100 0.06 0 a+ b+ c+ d+ e+"));
    assert_int_equal(puzzle_record_pick(&r, &set, NULL), 4);
    game_puzzles_free(&set);
    GamePuzzleSet one;
    make_set(&one, ids, difficulty, 1);
    assert_int_equal(puzzle_record_pick(&r, &one, "a"), 0);
    game_puzzles_free(&one);
    GamePuzzleSet none;
    game_puzzles_init(&none, game_find("onitama"));
    assert_int_equal(puzzle_record_pick(&r, &none, NULL), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_text_round_trip),
        cmocka_unit_test(test_bad_text_refused),
        cmocka_unit_test(test_results),
        cmocka_unit_test(test_pick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
