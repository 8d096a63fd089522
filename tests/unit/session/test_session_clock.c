/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Clocks: every time control's text both ways, and each clock rule on a made-up monotonic time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "session/session_clock.h"

#define SEC 1000000LL /* microseconds */

static TimeControl parsed(const char *text) {
    TimeControl tc;
    Error err;
    if (!time_control_parse(text, &tc, &err)) fail_msg("'%s' refused: %s", text, err.message);
    return tc;
}

static void expect_round_trip(const char *text, TimeControlKind kind, int64_t base_ms,
                              int64_t increment_ms) {
    TimeControl tc = parsed(text);
    assert_int_equal(tc.kind, kind);
    assert_int_equal(tc.base_ms, base_ms);
    assert_int_equal(tc.increment_ms, increment_ms);
    char buf[TIME_CONTROL_TEXT_MAX];
    assert_true(time_control_format(&tc, buf, sizeof buf));
    assert_string_equal(buf, text);
    TimeControl again = parsed(buf);
    assert_int_equal(again.kind, tc.kind);
    assert_int_equal(again.base_ms, tc.base_ms);
    assert_int_equal(again.increment_ms, tc.increment_ms);
}

static void test_parse_and_format(void **state) {
    (void)state;
    expect_round_trip("none", CLOCK_NONE, 0, 0);
    expect_round_trip("10", CLOCK_SUDDEN_DEATH, 600000, 0);
    expect_round_trip("1", CLOCK_SUDDEN_DEATH, 60000, 0);
    expect_round_trip("5+3", CLOCK_FISCHER, 300000, 3000);
    expect_round_trip("3+0", CLOCK_FISCHER, 180000, 0);
    expect_round_trip("move:10", CLOCK_PER_MOVE, 10000, 0);
    expect_round_trip("600+600", CLOCK_FISCHER, 36000000, 600000);
    /* Less than a minute each as a clock shows it, and seconds to the millisecond: the short
     * clocks `match` measures the computer with. */
    expect_round_trip("0:30+1", CLOCK_FISCHER, 30000, 1000);
    expect_round_trip("1:30", CLOCK_SUDDEN_DEATH, 90000, 0);
    expect_round_trip("0:02+0.05", CLOCK_FISCHER, 2000, 50);
    expect_round_trip("0:00.005", CLOCK_SUDDEN_DEATH, 5, 0);
    expect_round_trip("0:10.25+0.125", CLOCK_FISCHER, 10250, 125);
    expect_round_trip("5+0.5", CLOCK_FISCHER, 300000, 500);
    expect_round_trip("move:0.5", CLOCK_PER_MOVE, 500, 0);
    expect_round_trip("599:59.999+599.999", CLOCK_FISCHER, 35999999, 599999);
    /* Written otherwise, read the same: trailing zeros, seconds that make whole minutes. */
    TimeControl same = parsed("1:00+3.000");
    assert_int_equal(same.kind, CLOCK_FISCHER);
    assert_int_equal(same.base_ms, 60000);
    assert_int_equal(same.increment_ms, 3000);
    /* Spaces around the text are a typing slip, not an error. */
    TimeControl tc = parsed("  5+3\n");
    assert_int_equal(tc.kind, CLOCK_FISCHER);
    /* A control the text cannot say is not written as something else. */
    char buf[TIME_CONTROL_TEXT_MAX];
    TimeControl odd = {CLOCK_SUDDEN_DEATH, 0, 0};
    assert_false(time_control_format(&odd, buf, sizeof buf));
    assert_string_equal(buf, "");
    TimeControl long_move = {CLOCK_PER_MOVE, 3600001, 0};
    assert_false(time_control_format(&long_move, buf, sizeof buf));
    TimeControl five = {CLOCK_FISCHER, 300000, 3000};
    assert_false(time_control_format(&five, buf, 3)); /* too small a buffer */
}

static void expect_refused(const char *text, const char *message) {
    TimeControl tc = {CLOCK_FISCHER, 1, 2};
    Error err;
    if (time_control_parse(text, &tc, &err)) fail_msg("'%s' accepted", text);
    if (strcmp(err.message, message) != 0)
        fail_msg("'%s': message '%s', expected '%s'", text, err.message, message);
    /* Nothing is changed. */
    assert_int_equal(tc.kind, CLOCK_FISCHER);
    assert_int_equal(tc.base_ms, 1);
    assert_int_equal(tc.increment_ms, 2);
}

#define EXPECTED                                                                                   \
    "expected minutes+seconds as chess players write them ('5+3'), minutes alone ('10'), "         \
    "minutes:seconds for less than a minute ('0:30+1'), 'move:' and seconds ('move:10') or "       \
    "'none'"
#define INCREMENT "the increment after '+' is seconds ('5+3', '0:30+0.5')"

static void test_bad_text(void **state) {
    (void)state;
    expect_refused("", "no time control given: " EXPECTED);
    expect_refused("   ", "no time control given: " EXPECTED);
    expect_refused("fast", "bad time control 'fast': " EXPECTED);
    expect_refused("-5", "bad time control '-5': " EXPECTED);
    expect_refused("5 min", "bad time control '5 min': " EXPECTED);
    /* Minutes are whole or minutes:seconds; only seconds have decimals. */
    expect_refused("1.5", "bad time control '1.5': " EXPECTED);
    expect_refused("0.5+1", "bad time control '0.5+1': " EXPECTED);
    expect_refused("0:5", "bad time control '0:5': " EXPECTED);
    expect_refused("0:60", "bad time control '0:60': " EXPECTED);
    expect_refused("0:", "bad time control '0:': " EXPECTED);
    expect_refused("0:30.", "bad time control '0:30.': " EXPECTED);
    expect_refused("1:00:00", "bad time control '1:00:00': " EXPECTED);
    expect_refused("5+", "bad time control '5+': " INCREMENT);
    expect_refused("5+x", "bad time control '5+x': " INCREMENT);
    expect_refused("5+3+1", "bad time control '5+3+1': " INCREMENT);
    expect_refused("5+0.0001", "bad time control '5+0.0001': " INCREMENT);
    expect_refused("5+.5", "bad time control '5+.5': " INCREMENT);
    expect_refused("+3", "bad time control '+3': " EXPECTED);
    expect_refused("0", "time control '0': the time each must be above 0 and at most 600 minutes");
    expect_refused("0:00+1",
                   "time control '0:00+1': the time each must be above 0 and at most 600 minutes");
    expect_refused("601",
                   "time control '601': the time each must be above 0 and at most 600 minutes");
    expect_refused("600:00.001", "time control '600:00.001': the time each must be above 0 and at "
                                 "most 600 minutes");
    expect_refused("9999999", "bad time control '9999999': " EXPECTED);
    expect_refused("5+601", "time control '5+601': the increment must be at most 600 seconds");
    expect_refused("move:", "bad time per move 'move:': expected seconds ('move:10')");
    expect_refused("move:ten", "bad time per move 'move:ten': expected seconds ('move:10')");
    expect_refused("move:0", "time per move 'move:0' must be above 0 and at most 3600 seconds");
    expect_refused("move:3601",
                   "time per move 'move:3601' must be above 0 and at most 3600 seconds");
    expect_refused("None", "bad time control 'None': " EXPECTED);
    /* A NULL err is allowed. */
    TimeControl tc;
    assert_false(time_control_parse("x", &tc, NULL));
}

static void expect_words(const TimeControl *tc, const char *english) {
    GameMoveWords w;
    char buf[GAME_WORDS_TEXT_MAX];
    time_control_words(tc, &w);
    assert_true(game_words_render(&w, NULL, NULL, buf, sizeof buf));
    assert_string_equal(buf, english);
}

static void test_words(void **state) {
    (void)state;
    TimeControl none = parsed("none"), ten = parsed("10"), fischer = parsed("5+3"),
                move = parsed("move:10");
    expect_words(&none, "No clock");
    expect_words(&ten, "10 min");
    expect_words(&fischer, "5 min + 3 s");
    expect_words(&move, "10 s per move");
    /* Under a minute, and parts of a second, read as the clock's text writes them. */
    TimeControl half = {CLOCK_FISCHER, 30000, 500};
    expect_words(&half, "0:30 min + 0.5 s");
    TimeControl short_clock = {CLOCK_FISCHER, 2000, 50};
    expect_words(&short_clock, "0:02 min + 0.05 s");
    TimeControl ninety = {CLOCK_SUDDEN_DEATH, 90000, 0};
    expect_words(&ninety, "1:30 min");
    TimeControl quick_move = {CLOCK_PER_MOVE, 2500, 0};
    expect_words(&quick_move, "2.5 s per move");

    GameMoveWords w;
    char buf[GAME_WORDS_TEXT_MAX];
    game_clock_lost_words("Blue", &w);
    assert_true(game_words_render(&w, NULL, NULL, buf, sizeof buf));
    assert_string_equal(buf, "Blue lost on time");
    const char *ids[4];
    assert_int_equal(game_words_msgids(&w, ids, 4), 2); /* the side's name is translated too */
    assert_string_equal(ids[0], "%s lost on time");
    assert_string_equal(ids[1], "Blue");
    game_clock_flag_words("Red", &w);
    assert_true(game_words_render(&w, NULL, NULL, buf, sizeof buf));
    assert_string_equal(buf, "Red's flag fell");
}

/* Sudden death: the side that runs out loses, the other's time is untouched. */
static void test_sudden_death(void **state) {
    (void)state;
    GameClock c;
    TimeControl tc = parsed("1");
    game_clock_start(&c, &tc);
    int64_t t = 1000 * SEC; /* the monotonic clock starts anywhere */
    assert_int_equal(game_clock_running(&c), -1);
    assert_int_equal(game_clock_remaining_ms(&c, 0, t), 60000);
    assert_int_equal(game_clock_flag_fallen(&c, t + 3600 * SEC), -1); /* nothing runs */
    game_clock_run(&c, 0, t);
    assert_int_equal(game_clock_running(&c), 0);
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 20 * SEC), 40000);
    assert_int_equal(game_clock_move_done(&c, 0, t + 20 * SEC), 20000);
    assert_int_equal(game_clock_running(&c), -1);
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 30 * SEC), 40000); /* no increment */
    game_clock_run(&c, 1, t + 20 * SEC);
    assert_int_equal(game_clock_move_done(&c, 1, t + 25 * SEC), 5000);
    game_clock_run(&c, 0, t + 25 * SEC);
    assert_int_equal(game_clock_flag_fallen(&c, t + 25 * SEC + 39999000), -1);
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 25 * SEC + 39999000), 1);
    assert_int_equal(game_clock_flag_fallen(&c, t + 65 * SEC), 0);
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 90 * SEC), 0); /* never below 0 */
    assert_int_equal(game_clock_remaining_ms(&c, 1, t + 90 * SEC), 55000);
    /* A move made after the flag fell does not raise it again. */
    game_clock_move_done(&c, 0, t + 70 * SEC);
    assert_int_equal(game_clock_flag_fallen(&c, t + 70 * SEC), 0);
}

/* Fischer: the increment comes after each move, and also lifts a side out of low time. */
static void test_fischer_increment(void **state) {
    (void)state;
    GameClock c;
    TimeControl tc = parsed("5+3");
    game_clock_start(&c, &tc);
    game_clock_run(&c, 0, 0);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 10 * SEC), 290000);
    assert_int_equal(game_clock_move_done(&c, 0, 10 * SEC), 10000);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 10 * SEC), 293000);
    /* A quick move gains time. */
    game_clock_run(&c, 1, 10 * SEC);
    assert_int_equal(game_clock_move_done(&c, 1, 11 * SEC), 1000);
    assert_int_equal(game_clock_remaining_ms(&c, 1, 11 * SEC), 302000);
    /* A flag that fell gets no increment. */
    GameClock late = c;
    game_clock_run(&late, 0, 11 * SEC);
    game_clock_move_done(&late, 0, 11 * SEC + 294 * SEC);
    assert_int_equal(game_clock_flag_fallen(&late, 11 * SEC + 294 * SEC), 0);
    assert_int_equal(game_clock_remaining_ms(&late, 0, 11 * SEC + 294 * SEC), 0);
}

/* A fixed time per move: a fresh full time every move, nothing carried over. */
static void test_per_move(void **state) {
    (void)state;
    GameClock c;
    TimeControl tc = parsed("move:10");
    game_clock_start(&c, &tc);
    game_clock_run(&c, 0, 0);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 4 * SEC), 6000);
    assert_int_equal(game_clock_move_done(&c, 0, 4 * SEC), 4000);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 4 * SEC), 10000);
    game_clock_run(&c, 1, 4 * SEC);
    assert_int_equal(game_clock_move_done(&c, 1, 13 * SEC), 9000);
    game_clock_run(&c, 0, 13 * SEC);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 14 * SEC), 9000); /* not 6 s - 1 s */
    assert_int_equal(game_clock_flag_fallen(&c, 22999 * 1000), -1);
    assert_int_equal(game_clock_flag_fallen(&c, 23 * SEC), 0);
}

/* Time behind a pause is nobody's, and the move's time leaves it out. */
static void test_pause(void **state) {
    (void)state;
    GameClock c;
    TimeControl tc = parsed("10");
    game_clock_start(&c, &tc);
    game_clock_run(&c, 1, 0);
    game_clock_pause(&c, 5 * SEC);
    assert_int_equal(game_clock_running(&c), -1);
    assert_int_equal(game_clock_remaining_ms(&c, 1, 500 * SEC), 595000);
    assert_int_equal(game_clock_flag_fallen(&c, 10000 * SEC), -1);
    game_clock_pause(&c, 600 * SEC); /* pausing twice changes nothing */
    game_clock_run(&c, 1, 900 * SEC);
    game_clock_run(&c, 1, 950 * SEC); /* running the side that runs keeps its start */
    assert_int_equal(game_clock_remaining_ms(&c, 1, 902 * SEC), 593000);
    assert_int_equal(game_clock_move_done(&c, 1, 903 * SEC), 8000);
    /* Running the other side stops the first. */
    game_clock_run(&c, 0, 903 * SEC);
    game_clock_run(&c, 1, 905 * SEC);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 999 * SEC), 598000);
    /* A clock read before its start (two clocks disagreeing) gives no time back. */
    assert_int_equal(game_clock_remaining_ms(&c, 1, 900 * SEC), 592000);
    /* A move done while paused still counts its stretches. */
    game_clock_pause(&c, 906 * SEC);
    assert_int_equal(game_clock_move_done(&c, 1, 2000 * SEC), 1000);
    /* Without a limit the clock measures moves, and never falls or runs low. */
    TimeControl none = parsed("none");
    game_clock_start(&c, &none);
    game_clock_run(&c, 0, 0);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 1000000 * SEC), INT64_MAX);
    assert_int_equal(game_clock_flag_fallen(&c, 1000000 * SEC), -1);
    assert_false(game_clock_is_low(&c, 0, 1000000 * SEC));
    assert_int_equal(game_clock_move_done(&c, 0, 1234567), 1235);
}

/* A saved move's time charged again counts as the live move did: the time, then the increment
 * or a per-move control's new time; nothing is charged while a side runs. */
static void test_replay_move(void **state) {
    (void)state;
    TimeControl tc;
    Error err;
    assert_true(time_control_parse("5+3", &tc, &err));
    GameClock c;
    game_clock_start(&c, &tc);
    game_clock_replay_move(&c, 0, 4210);
    assert_int_equal(game_clock_remaining_ms(&c, 0, 0), 300000 - 4210 + 3000);
    game_clock_replay_move(&c, 1, 0);
    assert_int_equal(game_clock_remaining_ms(&c, 1, 0), 303000);
    game_clock_run(&c, 0, 1000);
    game_clock_replay_move(&c, 0, 50000); /* refused: a side runs */
    assert_int_equal(game_clock_remaining_ms(&c, 0, 1000), 298790);
    assert_true(time_control_parse("move:10", &tc, &err));
    game_clock_start(&c, &tc);
    game_clock_replay_move(&c, 1, 7000);
    assert_int_equal(game_clock_remaining_ms(&c, 1, 0), 10000);
}

/* A copy per ply brings both clocks back on undo, and forward again on redo. */
static void test_snapshot_restore(void **state) {
    (void)state;
    GameClock c, plies[4];
    TimeControl tc = parsed("3+2");
    game_clock_start(&c, &tc);
    plies[0] = c;
    int64_t t = 0;
    for (int ply = 0; ply < 3; ply++) {
        int side = ply % 2;
        game_clock_run(&c, side, t);
        t += (ply + 1) * 7 * SEC;
        game_clock_move_done(&c, side, t);
        plies[ply + 1] = c;
    }
    int64_t blue = game_clock_remaining_ms(&c, 0, t), red = game_clock_remaining_ms(&c, 1, t);
    assert_int_equal(blue, 180000 - 7000 + 2000 - 21000 + 2000);
    assert_int_equal(red, 180000 - 14000 + 2000);
    /* Undo two plies, think a while, then redo: the clocks are as they were. */
    c = plies[1];
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 100 * SEC), 175000);
    assert_int_equal(game_clock_remaining_ms(&c, 1, t + 100 * SEC), 180000);
    c = plies[3];
    assert_int_equal(game_clock_remaining_ms(&c, 0, t + 100 * SEC), blue);
    assert_int_equal(game_clock_remaining_ms(&c, 1, t + 100 * SEC), red);
    /* A running clock is kept through game_clock_stopped, its stretch charged. */
    game_clock_run(&c, 1, t);
    GameClock kept = game_clock_stopped(&c, t + 4 * SEC);
    assert_int_equal(game_clock_running(&kept), -1);
    assert_int_equal(game_clock_remaining_ms(&kept, 1, t + 60 * SEC), red - 4000);
    assert_int_equal(game_clock_running(&c), 1); /* the original runs on */
    game_clock_run(&kept, 1, t + 50 * SEC);
    assert_int_equal(game_clock_move_done(&kept, 1, t + 51 * SEC), 5000);
}

static void test_low_time(void **state) {
    (void)state;
    GameClock c;
    /* 10 minutes: low under a minute. */
    TimeControl ten = parsed("10");
    game_clock_start(&c, &ten);
    game_clock_run(&c, 0, 0);
    assert_false(game_clock_is_low(&c, 0, 540 * SEC));
    assert_true(game_clock_is_low(&c, 0, 540 * SEC + 1));
    assert_false(game_clock_is_low(&c, 1, 540 * SEC + 1));
    /* 1 minute: low under 10 s. */
    TimeControl one = parsed("1");
    game_clock_start(&c, &one);
    game_clock_run(&c, 1, 0);
    assert_false(game_clock_is_low(&c, 1, 50 * SEC));
    assert_true(game_clock_is_low(&c, 1, 50 * SEC + 1));
    /* 10 s a move: low in its last quarter, and fresh again after the move. */
    TimeControl move = parsed("move:10");
    game_clock_start(&c, &move);
    game_clock_run(&c, 0, 0);
    assert_false(game_clock_is_low(&c, 0, 7500 * 1000));
    assert_true(game_clock_is_low(&c, 0, 7500 * 1000 + 1));
    game_clock_move_done(&c, 0, 9 * SEC);
    assert_false(game_clock_is_low(&c, 0, 9 * SEC));
    assert_false(game_clock_is_low(&c, 2, 9 * SEC));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_and_format),
        cmocka_unit_test(test_bad_text),
        cmocka_unit_test(test_words),
        cmocka_unit_test(test_sudden_death),
        cmocka_unit_test(test_fischer_increment),
        cmocka_unit_test(test_per_move),
        cmocka_unit_test(test_pause),
        cmocka_unit_test(test_snapshot_restore),
        cmocka_unit_test(test_replay_move),
        cmocka_unit_test(test_low_time),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
