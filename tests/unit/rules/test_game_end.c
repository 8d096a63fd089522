/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of a game written once in rules/: the outcome after a line of positions (what a game
 * line and a server's room both decide by), the end grammar's one writer and one reader (with
 * its refusals), and the protocol's status line. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"

static GameLine gunzi_line(const char *draw) {
    GameOptions opt;
    Error err;
    GameLine line;
    game_options_init(&opt);
    assert_true(game_options_add(&opt, draw, &err));
    assert_true(game_line_start(&line, game_find("gunzi"), &opt, 1, &err));
    return line;
}

/* The third occurrence of a position ends the game where the rules have a repetition rule, and
 * only then; the hashes alone say how often a position occurred. */
static void test_outcome_after_a_line(void **state) {
    (void)state;
    GameLine line = gunzi_line("draw=on");
    const GameRules *g = line.rules;
    const void *st = game_line_state(&line);
    const uint64_t twice[] = {1, 2, 1, 2, 3}, thrice[] = {1, 2, 1, 2, 1};
    assert_int_equal(game_repetitions(twice, 4), 1);
    assert_int_equal(game_repetitions(thrice, 4), 3);
    assert_int_equal(game_repetitions(thrice, 2), 2);
    assert_int_equal(game_outcome_after(g, st, twice, 4).kind, OUTCOME_ONGOING);
    assert_int_equal(game_outcome_after(g, st, thrice, 2).kind, OUTCOME_ONGOING);
    Outcome o = game_outcome_after(g, st, thrice, 4);
    assert_int_equal(o.kind, OUTCOME_DRAW);
    assert_string_equal(o.reason, "repetition");
    game_line_free(&line);

    line = gunzi_line("draw=off"); /* no repetition rule: the position goes on */
    assert_int_equal(game_outcome_after(line.rules, game_line_state(&line), thrice, 4).kind,
                     OUTCOME_ONGOING);
    game_line_free(&line);

    /* A line's outcome is this one over its own hashes, move by move. */
    line = gunzi_line("draw=on");
    static const char *const cycle[] = {"c1-c6<", "a1-a6>", "c6-c1>", "a6-a1<"};
    Error err;
    for (int round = 0; round < 2; round++)
        for (int i = 0; i < 4; i++) {
            assert_true(game_line_play_text(&line, cycle[i], &err));
            Outcome after =
                game_outcome_after(line.rules, game_line_state(&line), line.hashes, line.length);
            Outcome by_line = game_line_outcome(&line);
            assert_int_equal(after.kind, by_line.kind);
            assert_int_equal(after.kind, round == 1 && i == 3 ? OUTCOME_DRAW : OUTCOME_ONGOING);
        }
    game_line_free(&line);
}

static Outcome win(int winner, const char *reason) {
    return (Outcome){.kind = OUTCOME_WIN, .winner = winner, .score = {0, 0}, .reason = reason};
}

/* The writer says each end in one form, and the reader gives back what was written. */
static void test_end_text_round_trip(void **state) {
    (void)state;
    Outcome scored = {.kind = OUTCOME_DRAW, .winner = -1, .score = {2, 2}, .reason = "agreement"};
    struct {
        Outcome o;
        const char *text;
    } ends[] = {{win(1, "resignation"), "win 2 resignation"},
                {win(0, "action-limit"), "win 1 action-limit"},
                {scored, "draw agreement score=2,2"},
                {{.kind = OUTCOME_WIN, .winner = 0, .score = {7, 0}, .reason = "time"},
                 "win 1 time score=7,0"}};
    for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
        char text[GAME_END_TEXT_MAX], reason[GAME_END_REASON_MAX];
        assert_true(game_end_to_text(ends[i].o, text, sizeof text));
        assert_string_equal(text, ends[i].text);
        Outcome back;
        Error err;
        assert_true(game_end_from_text(text, &back, reason, &err));
        assert_int_equal(back.kind, ends[i].o.kind);
        assert_int_equal(back.winner, ends[i].o.kind == OUTCOME_WIN ? ends[i].o.winner : -1);
        assert_int_equal(back.score[0], ends[i].o.score[0]);
        assert_int_equal(back.score[1], ends[i].o.score[1]);
        assert_ptr_equal(back.reason, reason);
        assert_string_equal(back.reason, ends[i].o.reason);
    }
}

/* What the grammar cannot say is not written: a game still on, no reason, a reason of another
 * shape, a winner that is no side, a buffer too small. */
static void test_end_text_refusals(void **state) {
    (void)state;
    char text[GAME_END_TEXT_MAX] = "x";
    Outcome on = {.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
    assert_false(game_end_to_text(on, text, sizeof text));
    assert_string_equal(text, "");
    assert_false(game_end_to_text(win(0, NULL), text, sizeof text));
    assert_false(game_end_to_text(win(0, "Stone"), text, sizeof text));
    assert_false(game_end_to_text(win(0, "two words"), text, sizeof text));
    assert_false(game_end_to_text(win(0, ""), text, sizeof text));
    assert_false(game_end_to_text(win(2, "stone"), text, sizeof text));
    assert_false(game_end_to_text(win(0, "a-reason-far-too-long-for-any-end"), text, sizeof text));
    char small[8];
    assert_false(game_end_to_text(win(0, "resignation"), small, sizeof small));
    assert_string_equal(small, "");
}

/* Anything but the grammar is refused, with a message saying what was wrong. */
static void test_end_from_text_refusals(void **state) {
    (void)state;
    static const struct {
        const char *text, *message;
    } bad[] = {
        {"resigned", "bad end 'resigned' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                     "'draw <reason>')"},
        {"", "bad end '' (expected 'win 1 <reason>', 'win 2 <reason>' or 'draw <reason>')"},
        {"lose 1 time", "bad end 'lose 1 time' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                        "'draw <reason>')"},
        {"win 1", "bad end 'win 1' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                  "'draw <reason>')"},
        {"draw", "bad end 'draw' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                 "'draw <reason>')"},
        {"win 3 time", "bad end 'win 3 time': the winner is side 1 or 2"},
        {"win 12 time", "bad end 'win 12 time': the winner is side 1 or 2"},
        {"win 0 time", "bad end 'win 0 time': the winner is side 1 or 2"},
        {"win 1 ", "bad end 'win 1 ': the reason is one word of small letters and dashes"},
        {"draw Agreement",
         "bad end 'draw Agreement': the reason is one word of small letters and dashes"},
        {"win 2 time!",
         "bad end 'win 2 time!': the reason is one word of small letters and dashes"},
        {"draw a-reason-far-too-long-for-any-end",
         "bad end 'draw a-reason-far-too-long-for-any-end': the reason is longer than 31 letters"},
        {"win 1 time extra",
         "bad end 'win 1 time extra': only 'score=<a>,<b>' may follow the reason"},
        {"win 1 time ", "bad end 'win 1 time ': only 'score=<a>,<b>' may follow the reason"},
        {"draw agreement score=2",
         "bad end 'draw agreement score=2': only 'score=<a>,<b>' may follow the reason"},
        {"draw agreement score=2,",
         "bad end 'draw agreement score=2,': only 'score=<a>,<b>' may follow the reason"},
        {"draw agreement score=-1,2",
         "bad end 'draw agreement score=-1,2': only 'score=<a>,<b>' may follow the reason"},
        {"draw agreement score=1,2 score=3,4",
         "bad end 'draw agreement score=1,2 score=3,4': only 'score=<a>,<b>' may follow the "
         "reason"},
        {"draw agreement score=1234567,2",
         "bad end 'draw agreement score=1234567,2': only 'score=<a>,<b>' may follow the reason"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        Outcome o = win(0, "stale");
        char reason[GAME_END_REASON_MAX] = "stale";
        Error err;
        if (game_end_from_text(bad[i].text, &o, reason, &err))
            fail_msg("'%s' was taken", bad[i].text);
        assert_string_equal(err.message, bad[i].message);
        assert_int_equal(o.kind, OUTCOME_ONGOING); /* nothing half read is left behind */
        assert_string_equal(reason, "");
        assert_false(game_end_from_text(bad[i].text, &o, reason, NULL)); /* no message wanted */
    }
}

/* The protocol's status names the sides as the rules do. */
static void test_status_text(void **state) {
    (void)state;
    const GameRules *g = game_find("onitama");
    char text[GAME_END_TEXT_MAX];
    game_status_text(g, win(1, "stone"), -1, text, sizeof text);
    assert_string_equal(text, "win red stone");
    Outcome draw = {.kind = OUTCOME_DRAW, .winner = -1, .score = {0, 0}, .reason = "repetition"};
    game_status_text(g, draw, -1, text, sizeof text);
    assert_string_equal(text, "draw repetition");
    Outcome on = {.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
    game_status_text(g, on, 0, text, sizeof text);
    assert_string_equal(text, "ongoing blue");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_outcome_after_a_line), cmocka_unit_test(test_end_text_round_trip),
        cmocka_unit_test(test_end_text_refusals),    cmocka_unit_test(test_end_from_text_refusals),
        cmocka_unit_test(test_status_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
