/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lessons as data: the reader (a good lesson, each kind of error named with its line) and the
 * runner (a pass, a miss with its reason and taken back, an illegal move, a step of two moves
 * with a reply, hints, stars), on small Onitama lessons written here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "learn/lesson_run.h"

#define START "rrRrr/5/5/5/bbBbb blue tiger,ox elephant,horse crab"

static const char good_lesson[] = "# a comment\n"
                                  "title Jumping\n"
                                  "section The cards\n"
                                  "section A turn\n"
                                  "\n"
                                  "step\n"
                                  "fen " START "\n"
                                  "say Jump forward.\n"
                                  "say With the Tiger.\n"
                                  "mark c1 c3\n"
                                  "goal card tiger\n"
                                  "goal reach c3 master\n"
                                  "hint tiger:c1c3\n"
                                  "retry Use the Tiger on your Master.\n"
                                  "step\n"
                                  "fen rrRrr/5/5/2b2/b1B1b blue tiger,ox boar,horse crab\n"
                                  "say Take the Master in two moves.\n"
                                  "moves 2\n"
                                  "goal capture master\n"
                                  "reply horse:a5a4\n";

static const GameRules *onitama(void) {
    return game_find("onitama");
}

static Lesson *read_lesson(const char *text, Error *err) {
    Lesson *lesson = malloc(sizeof *lesson);
    assert_non_null(lesson);
    if (lesson_parse(lesson, onitama(), "test", text, err)) return lesson;
    free(lesson);
    return NULL;
}

static void test_good_lesson_is_read(void **state) {
    (void)state;
    Error err;
    Lesson *lesson = read_lesson(good_lesson, &err);
    assert_non_null(lesson);
    assert_string_equal(lesson->title, "Jumping");
    assert_int_equal(lesson->section_count, 2);
    assert_string_equal(lesson->sections[1], "A turn");
    assert_int_equal(lesson->step_count, 2);
    const LessonStep *first = &lesson->steps[0];
    assert_int_equal(first->say_count, 2);
    assert_string_equal(first->say[1], "With the Tiger.");
    assert_int_equal(first->mark_count, 2);
    assert_string_equal(first->marks[1], "c3");
    assert_int_equal(first->goal_count, 2);
    assert_int_equal(first->goals[1].word_count, 3);
    assert_string_equal(first->goals[1].words[2], "master");
    assert_int_equal(first->goals[1].line, 12);
    assert_string_equal(first->hints[0], "tiger:c1c3");
    assert_string_equal(first->retry, "Use the Tiger on your Master.");
    assert_int_equal(first->moves, 1);
    assert_int_equal(lesson->steps[1].moves, 2);
    assert_int_equal(lesson->steps[1].reply_count, 1);
    assert_int_equal(lesson->par, 3); /* one move and two */
    free(lesson);
}

/* `good_lesson` with its line `line` (from 1) replaced by `replacement`. */
static void replace_line(char *out, size_t n, int line, const char *replacement) {
    const char *p = good_lesson;
    size_t used = 0;
    for (int number = 1; *p; number++) {
        const char *end = strchr(p, '\n');
        size_t length = (size_t)(end - p) + 1;
        const char *text = number == line ? replacement : p;
        size_t text_length = number == line ? strlen(replacement) : length;
        assert_true(used + text_length < n);
        memcpy(out + used, text, text_length);
        used += text_length;
        p = end + 1;
    }
    out[used] = '\0';
}

static void assert_refused(int line, const char *replacement, const char *message) {
    char text[sizeof good_lesson + 256];
    replace_line(text, sizeof text, line, replacement);
    Error err;
    Lesson *lesson = read_lesson(text, &err);
    if (lesson) fail_msg("line %d '%s' was accepted", line, replacement);
    if (!strstr(err.message, message)) fail_msg("'%s' does not say '%s'", err.message, message);
}

static void test_each_error_names_its_line(void **state) {
    (void)state;
    assert_refused(11, "goal pilar\n", "line 11: unknown goal 'pilar'");
    assert_refused(11, "goal card dragonfly\n", "line 11: goal 'card' takes one card's name");
    assert_refused(12, "goal reach z9\n", "line 12: goal 'reach' takes a square");
    assert_refused(7, "fen rrRrr/5/5 blue\n", "line 7: bad position: ");
    assert_refused(8, "colour blue\n", "line 8: unknown key 'colour'");
    assert_refused(2, "say Too early.\n", "line 2: 'say' belongs to a step");
    assert_refused(18, "moves 9\n", "line 18: 'moves' takes a number from 1 to 5");
    assert_refused(18, "moves 1\n", "line 15: the step replies 1 times to 1 moves");
    assert_refused(19, "goal any extra\n", "line 19: goal 'any' takes no words");
    assert_refused(19, "# no goal\n", "line 15: the step has no 'goal'");
    assert_refused(2, "# no title\n", "the lesson has no 'title'");
    Error err;
    assert_null(read_lesson("title T\nsection S\n", &err));
    assert_string_equal(err.message, "the lesson has no 'step'");
    assert_null(read_lesson("title T\nstep\nfen " START "\nsay x\ngoal any\n", &err));
    assert_string_equal(err.message, "the lesson names no rules 'section'");
    assert_null(read_lesson("title T\nsection S\nstep\nfen " START "\ngoal any\n", &err));
    assert_string_equal(err.message, "line 3: the step has no 'say'");
    const char *six = "title T\nsection S\n"
                      "step\nfen " START "\nsay x\ngoal any\nstep\nfen " START "\nsay x\ngoal any\n"
                      "step\nfen " START "\nsay x\ngoal any\nstep\nfen " START "\nsay x\ngoal any\n"
                      "step\nfen " START "\nsay x\ngoal any\nstep\n";
    assert_null(read_lesson(six, &err));
    assert_string_equal(err.message, "line 23: a lesson has at most 5 steps");
}

static Lesson *good(void) {
    Error err;
    Lesson *lesson = read_lesson(good_lesson, &err);
    assert_non_null(lesson);
    return lesson;
}

static void offer(LearnRun *run, const char *text, LearnVerdictKind kind, LearnVerdict *v) {
    Error err;
    assert_true(learn_offer_text(run, text, v, &err));
    if (v->kind != kind) fail_msg("%s: verdict %d, not %d", text, v->kind, kind);
}

static void test_a_move_that_meets_the_goals_passes(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    assert_true(learn_start(&run, onitama(), lesson, &err));
    assert_int_equal(run.learner, 0);
    assert_false(learn_has_moved(&run));
    LearnVerdict v;
    offer(&run, "tiger:c1c3", LEARN_PASSED, &v);
    assert_true(learn_has_moved(&run));
    assert_false(learn_offer_text(&run, "ox:a1a2", &v, &err)); /* passed: go on first */
    assert_true(learn_next_step(&run, &err));
    assert_int_equal(run.step, 1);
    assert_false(learn_has_moved(&run));
    learn_free(&run);
    free(lesson);
}

static void test_a_miss_is_taken_back_with_its_reason(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    assert_true(learn_start(&run, onitama(), lesson, &err));
    LearnVerdict v;
    offer(&run, "tiger:a1a3", LEARN_MISSED, &v); /* the Tiger, but not the Master */
    assert_string_equal(v.reason, "Use the Tiger on your Master.");
    char fen[GAME_FEN_MAX];
    assert_true(onitama()->to_fen(learn_position(&run), fen, sizeof fen));
    assert_string_equal(fen, START);
    assert_false(learn_has_moved(&run));
    assert_int_equal(run.moves_used, 1);
    /* Without a retry line the reason is the generic one. */
    lesson->steps[0].retry[0] = '\0';
    offer(&run, "ox:c1c2", LEARN_MISSED, &v);
    assert_string_equal(v.reason,
                        "That move does not reach the goal. Try again, or ask for a hint.");
    learn_free(&run);
    free(lesson);
}

static void test_an_illegal_move_changes_nothing(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    assert_true(learn_start(&run, onitama(), lesson, &err));
    LearnVerdict v;
    offer(&run, "tiger:c2c4", LEARN_ILLEGAL, &v);
    assert_string_equal(v.illegal, "no blue piece on c2");
    offer(&run, "elephant:c1c2", LEARN_ILLEGAL, &v);
    assert_int_equal(run.moves_used, 0);
    assert_false(learn_has_moved(&run));
    learn_free(&run);
    free(lesson);
}

static void test_a_step_of_two_moves_with_a_reply(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    assert_true(learn_start(&run, onitama(), lesson, &err));
    LearnVerdict v;
    offer(&run, "tiger:c1c3", LEARN_PASSED, &v);
    assert_true(learn_next_step(&run, &err));
    Move hint;
    assert_true(learn_find_hint(&run, &hint, &err)); /* found by trying the moves */
    char text[GAME_MOVE_TEXT_MAX];
    assert_true(onitama()->move_to_text(learn_position(&run), hint, text, sizeof text));
    assert_string_equal(text, "tiger:c2c4");
    offer(&run, "tiger:c2c4", LEARN_NOT_YET, &v);
    assert_true(v.replied);
    assert_string_equal(v.reply_text, "horse:a5a4"); /* the script's */
    /* The second move misses: the whole step starts again, with the number of moves said. */
    offer(&run, "ox:a1a2", LEARN_MISSED, &v);
    assert_string_equal(v.reason, "The goal was not reached in %s moves. Try again.");
    assert_string_equal(v.reason_arg, "2");
    assert_false(learn_has_moved(&run));
    offer(&run, "tiger:c2c4", LEARN_NOT_YET, &v);
    offer(&run, "ox:c4c5", LEARN_PASSED, &v);
    assert_true(learn_next_step(&run, &err));
    assert_true(run.done);
    assert_int_equal(run.moves_used, 5); /* the missed one counts */
    learn_free(&run);
    free(lesson);
}

static void test_engine_replies_where_the_script_does_not_fit(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    lesson->steps[1].reply_count = 0; /* no script: the engine answers, the same each time */
    assert_true(learn_start(&run, onitama(), lesson, &err));
    LearnVerdict v, again;
    offer(&run, "tiger:c1c3", LEARN_PASSED, &v);
    assert_true(learn_next_step(&run, &err));
    offer(&run, "ox:a1a2", LEARN_NOT_YET, &v);
    assert_true(v.replied);
    assert_true(learn_restart_step(&run, &err));
    offer(&run, "ox:a1a2", LEARN_NOT_YET, &again);
    assert_string_equal(v.reply_text, again.reply_text);
    learn_free(&run);
    free(lesson);
}

static void test_a_hint_counts_a_move(void **state) {
    (void)state;
    Lesson *lesson = good();
    LearnRun run;
    Error err;
    assert_true(learn_start(&run, onitama(), lesson, &err));
    Move hint;
    assert_true(learn_hint(&run, &hint, &err));
    assert_int_equal(run.moves_used, 1);
    assert_true(learn_would_pass(&run, hint));
    LearnVerdict v;
    assert_true(learn_offer(&run, hint, &v, &err));
    assert_int_equal(v.kind, LEARN_PASSED);
    learn_free(&run);
    free(lesson);
}

static void test_stars_by_moves_against_par(void **state) {
    (void)state;
    assert_int_equal(learn_stars(3, 2), 3);
    assert_int_equal(learn_stars(3, 3), 3);
    assert_int_equal(learn_stars(3, 4), 2);
    assert_int_equal(learn_stars(3, 5), 2);
    assert_int_equal(learn_stars(3, 6), 1);
    assert_int_equal(learn_stars(1, 2), 2);
    assert_int_equal(learn_stars(1, 3), 1);
}

static void test_a_folder_is_read_in_file_name_order(void **state) {
    (void)state;
    LessonSet set;
    Error err;
    assert_true(
        lesson_set_load(&set, onitama(), DUELBOARD_TEST_DATA "/../assets/lessons/onitama", &err));
    assert_true(set.count >= 6 && set.count <= 12);
    for (int i = 1; i < set.count; i++)
        assert_true(strcmp(set.lessons[i - 1].name, set.lessons[i].name) < 0);
    lesson_set_free(&set);
    assert_false(lesson_set_load(&set, onitama(), DUELBOARD_TEST_DATA "/unit", &err));
    assert_non_null(strstr(err.message, "holds no lessons"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_lesson_is_read),
        cmocka_unit_test(test_each_error_names_its_line),
        cmocka_unit_test(test_a_move_that_meets_the_goals_passes),
        cmocka_unit_test(test_a_miss_is_taken_back_with_its_reason),
        cmocka_unit_test(test_an_illegal_move_changes_nothing),
        cmocka_unit_test(test_a_step_of_two_moves_with_a_reply),
        cmocka_unit_test(test_engine_replies_where_the_script_does_not_fit),
        cmocka_unit_test(test_a_hint_counts_a_move),
        cmocka_unit_test(test_stars_by_moves_against_par),
        cmocka_unit_test(test_a_folder_is_read_in_file_name_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
