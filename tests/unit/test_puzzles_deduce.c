/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Deduction puzzles (Mortar Hunt): the exact answer on a hand-made observation, where a wreck
 * rules a square out, a wrong answer refused naming the field, and the file's round trip. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_puzzle.h"

/* A to move after B fired at C1. Heavy mortars reach C1 only from five squares back, in row 6:
 * from C6 facing S and from H6 facing SW (the SE line runs off the board). */
#define SHOT_AT_C1                                                                                 \
    "A L1/NW,B4/N,H3/N A 3 2,0 C1m pieces=HM craters=off turns=0 seed=2 shots=-.-.-.C1m"
/* The same, with a wreck of B's on H6 (A hit it earlier): only C6 is left. */
#define WRECK_ON_H6                                                                                \
    "A L1/NW,B4/N,H3/N A 3 1,0 C1m,H6h pieces=HM craters=off turns=0 seed=2 shots=H6h.-.-.C1m"

static GamePuzzle puzzle(const char *position, const char *question) {
    GamePuzzle p = {.goal = GAME_PUZZLE_DEDUCE, .length = 1};
    snprintf(p.position, sizeof p.position, "%s", position);
    snprintf(p.question, sizeof p.question, "%s", question);
    return p;
}

static int field(const GameRules *g, const char *text) {
    int f = -1;
    assert_true(g->side->deduction->field_from_text(text, &f));
    return f;
}

static void test_exact_answer(void **state) {
    (void)state;
    const GameRules *g = game_find("mortar-hunt");
    GamePuzzle p = puzzle(SHOT_AT_C1, "where C1");
    GameDeductionAnswer a;
    Error err;
    assert_true(game_puzzle_deduction_answer(g, &p, &a, &err));
    assert_int_equal(a.field_count, 2);
    assert_int_equal(a.fields[0], field(g, "C6"));
    assert_int_equal(a.fields[1], field(g, "H6"));
    assert_int_equal(a.hypotheses, 2);
    assert_int_equal(a.candidates, 48);
    /* Two squares: no shot is sure to hit. */
    p = puzzle(SHOT_AT_C1, "sure-hit C1");
    assert_false(game_puzzle_deduction_answer(g, &p, &a, &err));
}

static void test_wreck_rules_out(void **state) {
    (void)state;
    const GameRules *g = game_find("mortar-hunt");
    GamePuzzle p = puzzle(WRECK_ON_H6, "sure-hit C1");
    GameDeductionAnswer a;
    Error err;
    assert_true(game_puzzle_deduction_answer(g, &p, &a, &err));
    assert_int_equal(a.field_count, 1);
    assert_int_equal(a.fields[0], field(g, "C6"));
    assert_int_equal(a.ruled_out, 1);
    assert_int_equal(a.candidates, 47);
    p.fields[0] = a.fields[0];
    p.field_count = 1;
    assert_true(game_puzzle_deduction_prove(g, &p, &err));
}

static void test_wrong_answers_refused(void **state) {
    (void)state;
    const GameRules *g = game_find("mortar-hunt");
    GamePuzzle p = puzzle(SHOT_AT_C1, "where C1");
    Error err;
    p.fields[0] = field(g, "C6");
    p.field_count = 1;
    assert_false(game_puzzle_deduction_prove(g, &p, &err));
    assert_non_null(strstr(err.message, "H6 is missing"));
    p.fields[1] = field(g, "H6");
    p.fields[2] = field(g, "D7");
    p.field_count = 3;
    assert_false(game_puzzle_deduction_prove(g, &p, &err));
    assert_non_null(strstr(err.message, "D7 is not part"));
    p.field_count = 2;
    assert_true(game_puzzle_deduction_prove(g, &p, &err));
    /* A question about a square no shot landed on is no puzzle. */
    p = puzzle(SHOT_AT_C1, "where D1");
    GameDeductionAnswer a;
    assert_false(game_puzzle_deduction_answer(g, &p, &a, &err));
}

static const char set_text[] = "game mortar-hunt\n"
                               "\n"
                               "puzzle abc\n"
                               "position " WRECK_ON_H6 "\n"
                               "goal sure-hit C1\n"
                               "solution C6\n"
                               "difficulty 900\n"
                               "from hand\n"
                               "\n"
                               "puzzle def\n"
                               "position " SHOT_AT_C1 "\n"
                               "goal where C1\n"
                               "solution C6 H6\n"
                               "difficulty 800\n"
                               "from hand\n";

static void test_file_round_trip(void **state) {
    (void)state;
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    assert_true(game_puzzles_read(set_text, &set, &err));
    assert_int_equal(set.count, 2);
    assert_int_equal(set.puzzles[1].goal, GAME_PUZZLE_DEDUCE);
    assert_string_equal(set.puzzles[1].question, "where C1");
    char *text = game_puzzles_format(&set, NULL, &err);
    assert_non_null(text);
    assert_string_equal(text, set_text);
    free(text);
    /* Fields out of order, a word that is no field, a question the position cannot be asked. */
    const char *bad[][3] = {{"solution C6 H6", "solution H6 C6", "line 13: solution: 'C6'"},
                            {"solution C6 H6", "solution C6 Z9", "line 13: solution: 'Z9'"},
                            {"goal where C1", "goal where D1", "line 12: no shot"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char broken[sizeof set_text + 16];
        const char *at = strstr(set_text, bad[i][0]);
        snprintf(broken, sizeof broken, "%.*s%s%s", (int)(at - set_text), set_text, bad[i][1],
                 at + strlen(bad[i][0]));
        assert_false(game_puzzles_read(broken, &set, &err));
        assert_non_null(strstr(err.message, bad[i][2]));
    }
    game_puzzles_free(&set);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_answer),
        cmocka_unit_test(test_wreck_rules_out),
        cmocka_unit_test(test_wrong_answers_refused),
        cmocka_unit_test(test_file_round_trip),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
