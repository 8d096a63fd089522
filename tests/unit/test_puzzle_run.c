/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing puzzles as the app does (learn/puzzle_run.h): an Onitama win played to the end with the
 * engine's replies, a wrong move refused and counted, a later move off the solution's line that
 * keeps the win accepted, hints and the solution shown; a Gunzi best move; Mortar Hunt's `where`
 * and `sure-hit` checked from the marks. The puzzles are the shipped sets'. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_puzzle.h"
#include "core/text_file.h"
#include "learn/puzzle_run.h"

/* The shipped set of `game`, read by the rules' reader. */
static void load(GamePuzzleSet *set, const char *game) {
    const GameRules *g = game_find(game);
    assert_non_null(g);
    char path[512];
    snprintf(path, sizeof path, "%s/../assets/puzzles/%s.txt", DUELBOARD_TEST_DATA, game);
    Error err;
    char *text = text_file_read(path, NULL, &err);
    assert_non_null(text);
    game_puzzles_init(set, g);
    bool ok = game_puzzles_read(text, set, &err);
    free(text);
    if (!ok) fail_msg("%s: %s", path, err.message);
}

/* The first puzzle of the set with this goal and length. */
static const GamePuzzle *first_of(const GamePuzzleSet *set, int length) {
    for (int i = 0; i < set->count; i++)
        if (set->puzzles[i].length == length) return &set->puzzles[i];
    fail_msg("no puzzle of length %d", length);
    return NULL;
}

/* A legal move of the position that is not `good`. */
static Move other_move(const PuzzleRun *run, Move good) {
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&run->line, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (moves[i] != good) return moves[i];
    fail_msg("one legal move only");
    return good;
}

/* The solution played move by move: each accepted, the reply the solution's, solved cleanly. */
static void test_onitama_solved(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "onitama");
    const GamePuzzle *p = first_of(&set, 3);
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    assert_false(puzzle_run_is_deduction(&run));
    for (int k = 0; k < p->length; k++) {
        PuzzleVerdict v;
        assert_true(puzzle_run_offer(&run, p->moves[2 * k], &v, &err));
        if (k + 1 < p->length) {
            assert_int_equal(v.kind, PUZZLE_GOOD);
            assert_true(v.replied);
            assert_true(v.reply == p->moves[2 * k + 1]);
        } else {
            assert_int_equal(v.kind, PUZZLE_SOLVED);
        }
    }
    assert_true(run.done);
    assert_int_equal(run.outcome, PUZZLE_CLEAN);
    assert_int_equal(game_line_outcome(&run.line).kind, OUTCOME_WIN);
    assert_int_equal(game_line_outcome(&run.line).winner, run.solver);
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

/* A wrong first move: nothing played, a miss, and the right one still accepted after it. */
static void test_onitama_wrong_then_right(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "onitama");
    const GamePuzzle *p = first_of(&set, 2);
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    PuzzleVerdict v;
    assert_true(puzzle_run_offer(&run, other_move(&run, p->moves[0]), &v, &err));
    assert_int_equal(v.kind, PUZZLE_WRONG);
    assert_int_equal(run.line.length, 0);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    assert_true(puzzle_run_offer_text(&run, "not a move", &v, &err));
    assert_int_equal(v.kind, PUZZLE_ILLEGAL);
    assert_true(puzzle_run_offer(&run, p->moves[0], &v, &err));
    assert_int_equal(v.kind, PUZZLE_GOOD);
    assert_true(puzzle_run_offer(&run, p->moves[2], &v, &err));
    assert_int_equal(v.kind, PUZZLE_SOLVED);
    assert_int_equal(run.outcome, PUZZLE_MISSED); /* decided by the first wrong move */
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

/* After the first move, any move that keeps the proven win is accepted, and one that does not is
 * refused, as the prover says; the reply then is the prover's best defence. */
static void test_onitama_later_moves_by_proof(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "onitama");
    AiPuzzleProver *prover = ai_puzzle_prover_new(set.rules, NULL, 8);
    int tried = 0, accepted_off_line = 0;
    for (int i = 0; i < set.count && tried < 20; i++) {
        const GamePuzzle *p = &set.puzzles[i];
        if (p->length < 3) continue;
        tried++;
        PuzzleRun run;
        Error err;
        assert_true(puzzle_run_start(&run, set.rules, p, &err));
        PuzzleVerdict v;
        assert_true(puzzle_run_offer(&run, p->moves[0], &v, &err));
        assert_int_equal(v.kind, PUZZLE_GOOD);
        Move moves[GAME_MOVES_MAX];
        int n = game_line_moves(&run.line, moves, GAME_MOVES_MAX);
        for (int m = 0; m < n; m++) {
            if (moves[m] == p->moves[2]) continue;
            bool keeps = ai_puzzle_move_wins_within(prover, game_line_state(&run.line), moves[m],
                                                    p->length - 1);
            assert_true(puzzle_run_offer(&run, moves[m], &v, &err));
            assert_int_equal(v.kind, keeps ? PUZZLE_GOOD : PUZZLE_WRONG);
            if (keeps) {
                accepted_off_line++;
                assert_false(run.on_line);
                /* The hint from here is a move that keeps the win too. */
                Move next;
                assert_true(puzzle_run_next_move(&run, &next, &err));
                assert_true(ai_puzzle_move_wins_within(prover, game_line_state(&run.line), next,
                                                       p->length - 2));
                break;
            }
        }
        puzzle_run_free(&run);
    }
    assert_true(accepted_off_line > 0);
    ai_puzzle_prover_free(prover);
    game_puzzles_free(&set);
}

/* A hint names the solution's next move and makes the puzzle missed; Show solution plays the
 * whole line out to the win. */
static void test_onitama_hint_and_solution(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "onitama");
    const GamePuzzle *p = first_of(&set, 4);
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    Move hint;
    int field;
    assert_true(puzzle_run_hint(&run, &hint, &field, &err));
    assert_true(hint == p->moves[0]);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    puzzle_run_free(&run);
    /* Show solution: missed at once, before any of its moves is played. */
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    puzzle_run_give_up(&run);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    assert_true(run.shown && !run.done);
    Move played;
    int count = 0;
    while (puzzle_run_show_next(&run, &played, &err)) {
        assert_true(played == p->moves[count]);
        count++;
    }
    assert_int_equal(count, p->move_count);
    assert_true(run.done && run.shown);
    assert_int_equal(game_line_outcome(&run.line).winner, run.solver);
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

/* Gunzi's best move: only the solution's is accepted, at every step. */
static void test_gunzi_best_move(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "gunzi");
    const GamePuzzle *p = first_of(&set, 2);
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    PuzzleVerdict v;
    assert_true(puzzle_run_offer(&run, other_move(&run, p->moves[0]), &v, &err));
    assert_int_equal(v.kind, PUZZLE_WRONG);
    assert_true(puzzle_run_offer(&run, p->moves[0], &v, &err));
    assert_int_equal(v.kind, PUZZLE_GOOD);
    assert_true(v.reply == p->moves[1]);
    assert_true(puzzle_run_offer(&run, other_move(&run, p->moves[2]), &v, &err));
    assert_int_equal(v.kind, PUZZLE_WRONG);
    assert_true(puzzle_run_offer(&run, p->moves[2], &v, &err));
    assert_int_equal(v.kind, PUZZLE_SOLVED);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

/* The first puzzle of the set asking `question` ("where", "sure-hit") with more than one field
 * (where) or one (sure-hit). */
static const GamePuzzle *deduction(const GamePuzzleSet *set, const char *question) {
    for (int i = 0; i < set->count; i++)
        if (strncmp(set->puzzles[i].question, question, strlen(question)) == 0 &&
            set->puzzles[i].field_count >= 1)
            return &set->puzzles[i];
    fail_msg("no %s puzzle", question);
    return NULL;
}

/* A field of the other side's half that is not in the answer. */
static int outside(const PuzzleRun *run) {
    for (int f = 0; f < GAME_CELLS_MAX; f++) {
        char name[8];
        if (run->rules->side->deduction->field_to_text(f, name, sizeof name) &&
            !puzzle_run_in_answer(run, f))
            return f;
    }
    fail_msg("no field outside the answer");
    return -1;
}

/* `where`: the whole set and nothing more; one field missing or one too many is wrong. */
static void test_mortar_hunt_where(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "mortar-hunt");
    const GamePuzzle *p = deduction(&set, "where");
    assert_true(p->field_count >= 2);
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    assert_true(puzzle_run_is_deduction(&run));
    char square[8];
    puzzle_run_question_square(&run, square, sizeof square);
    assert_string_equal(square, p->question + strlen("where "));
    for (int i = 1; i < p->field_count; i++) assert_true(puzzle_run_toggle(&run, p->fields[i]));
    assert_int_equal(puzzle_run_check(&run), PUZZLE_WRONG);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    assert_true(puzzle_run_toggle(&run, p->fields[0]));
    int extra = outside(&run);
    assert_true(puzzle_run_toggle(&run, extra));
    assert_int_equal(puzzle_run_check(&run), PUZZLE_WRONG);
    assert_true(puzzle_run_toggle(&run, extra)); /* unmarked again */
    assert_int_equal(puzzle_run_marked_count(&run), p->field_count);
    assert_int_equal(puzzle_run_check(&run), PUZZLE_SOLVED);
    assert_true(run.done);
    assert_false(puzzle_run_toggle(&run, extra)); /* done: the marks stay */
    puzzle_run_free(&run);

    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    for (int i = 0; i < p->field_count; i++) assert_true(puzzle_run_toggle(&run, p->fields[i]));
    assert_int_equal(puzzle_run_check(&run), PUZZLE_SOLVED);
    assert_int_equal(run.outcome, PUZZLE_CLEAN);
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

/* `sure-hit`: one mark at a time (a second click moves it), right when it is the answer's. */
static void test_mortar_hunt_sure_hit(void **state) {
    (void)state;
    GamePuzzleSet set;
    load(&set, "mortar-hunt");
    const GamePuzzle *p = deduction(&set, "sure-hit");
    PuzzleRun run;
    Error err;
    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    int wrong = outside(&run);
    assert_true(puzzle_run_toggle(&run, wrong));
    assert_true(puzzle_run_toggle(&run, p->fields[0]));
    assert_int_equal(puzzle_run_marked_count(&run), 1);
    assert_int_equal(puzzle_run_check(&run), PUZZLE_SOLVED);
    assert_int_equal(run.outcome, PUZZLE_CLEAN);
    puzzle_run_free(&run);

    assert_true(puzzle_run_start(&run, set.rules, p, &err));
    int field = -1;
    Move unused;
    assert_true(puzzle_run_hint(&run, &unused, &field, &err));
    assert_int_equal(field, p->fields[0]);
    assert_int_equal(run.outcome, PUZZLE_MISSED);
    puzzle_run_show_answer(&run);
    assert_true(run.done && run.shown);
    puzzle_run_free(&run);
    game_puzzles_free(&set);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_onitama_solved),
        cmocka_unit_test(test_onitama_wrong_then_right),
        cmocka_unit_test(test_onitama_later_moves_by_proof),
        cmocka_unit_test(test_onitama_hint_and_solution),
        cmocka_unit_test(test_gunzi_best_move),
        cmocka_unit_test(test_mortar_hunt_where),
        cmocka_unit_test(test_mortar_hunt_sure_hit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
