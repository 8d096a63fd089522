/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Records: exact round trips, atomic writes, and corrupt files that load nothing and say why. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/rng.h"
#include "core/text_file.h"
#include "rules/game_record.h"

static void play_random(GameLine *line, Rng *rng, int max_plies) {
    Move moves[GAME_MOVES_MAX];
    for (int i = 0; i < max_plies; i++) {
        int n = game_line_moves(line, moves, GAME_MOVES_MAX);
        if (n == 0) return;
        Error err;
        assert_true(game_line_play(line, moves[rng_below(rng, (uint64_t)n)], &err));
    }
}

/* For every game: a random game written, read back and written again is the same text, with the
 * same states move by move. */
static void test_round_trip(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 5);
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        for (int round = 0; round < 20; round++) {
            GameLine line, loaded;
            GameOptions opt;
            Error err;
            game_options_init(&opt);
            assert_true(game_line_start(&line, g, &opt, rng_next(&rng), &err));
            play_random(&line, &rng, (int)rng_below(&rng, 80));
            GameRecordPlayers players = {{"human", "random"}};
            char *text = game_record_format(&line, &players, &err);
            assert_non_null(text);
            GameRecordPlayers read_players;
            if (!game_record_load(text, &loaded, &read_players, &err))
                fail_msg("%s\n%s", err.message, text);
            assert_string_equal(read_players.name[0], "human");
            assert_string_equal(read_players.name[1], "random");
            assert_int_equal(loaded.length, line.length);
            for (int i = 0; i <= line.length; i++)
                assert_memory_equal(game_line_state_at(&loaded, i), game_line_state_at(&line, i),
                                    g->state_size);
            char *again = game_record_format(&loaded, &read_players, &err);
            assert_string_equal(text, again);
            free(again);
            free(text);
            game_line_free(&loaded);
            game_line_free(&line);
        }
    }
}

/* A record can start from a position instead of options. */
static void test_record_from_position(void **state) {
    (void)state;
    const char *text = "duelboard-record 1\n"
                       "game onitama\n"
                       "fen 5/2R2/2b2/5/2B2 blue ox,boar elephant,horse crab\n"
                       "moves\n"
                       "ox:c3c4\n";
    GameLine line;
    Error err;
    assert_true(game_record_load(text, &line, NULL, &err));
    Outcome o = game_line_outcome(&line);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, 0);
    char *again = game_record_format(&line, NULL, &err);
    assert_string_equal(again, text);
    free(again);
    game_line_free(&line);
}

static void expect_error(const char *text, const char *message) {
    GameLine line;
    Error err;
    memset(&line, 0x5a, sizeof line);
    if (game_record_load(text, &line, NULL, &err)) fail_msg("accepted a bad record:\n%s", text);
    if (strcmp(err.message, message) != 0)
        fail_msg("message '%s', expected '%s'", err.message, message);
    /* Nothing is loaded. */
    assert_null(line.states);
    assert_int_equal(line.length, 0);
}

#define GOOD_HEAD                                                                                  \
    "duelboard-record 1\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nseed 3\n"

static void test_corrupt_records(void **state) {
    (void)state;
    expect_error("", "line 1: empty file, not a Duelboard record");
    expect_error("hello\n",
                 "line 1: not a Duelboard record (expected 'duelboard-record <version>')");
    expect_error("duelboard-record 7\n",
                 "line 1: record format version 7 is not supported (this build reads 1 to 4)");
    /* Truncated before the moves. */
    expect_error("duelboard-record 1\ngame onitama\nopti", "line 3: unknown header line 'opti'");
    expect_error("duelboard-record 1\ngame onitama\n",
                 "line 2: the record ends before its 'moves' line (truncated?)");
    char ids[256], unknown_game[300];
    game_id_list(ids, sizeof ids);
    snprintf(unknown_game, sizeof unknown_game, "line 2: unknown game 'chess' (known: %s)", ids);
    expect_error("duelboard-record 1\ngame chess\nmoves\n", unknown_game);
    expect_error("duelboard-record 1\nmoves\n", "line 2: the record names no game");
    expect_error("duelboard-record 1\ngame onitama\noptions cards=ox,boar\nmoves\n",
                 "line 4: option cards: expected exactly five cards, got 2");
    expect_error("duelboard-record 1\ngame onitama\noptions colour=red\nmoves\n",
                 "line 4: unknown option 'colour' for onitama (known: pool, cards, draw, seed)");
    expect_error("duelboard-record 1\ngame onitama\nseed -4\nmoves\n", "line 3: bad seed '-4'");
    expect_error(GOOD_HEAD "moves\nox:c1c2\nhorse:c5c4\nox:c2c3\n",
                 "line 8: move 3 'ox:c2c3' is illegal: blue does not hold ox");
    expect_error(GOOD_HEAD "moves\nox:c1c2\nelephant:c5c4\n",
                 "line 7: move 2 'elephant:c5c4' is illegal: "
                 "elephant cannot move a piece from c5 to c4");
    expect_error(GOOD_HEAD "moves\nox:c1c2\nhorse:c5c4\ncrab:c2c5\n",
                 "line 8: move 3 'crab:c2c5' is illegal: crab cannot move a piece from c2 to c5");
    expect_error("duelboard-record 1\ngame onitama\nfen 5/2R2/2b2/5/2B2 blue ox,boar "
                 "elephant,horse crab\nmoves\nox:c3c4\nhorse:c4c3\n",
                 "line 6: move 2 'horse:c4c3' is illegal: the game is over");
    expect_error(
        "duelboard-record 1\ngame onitama\nfen 5/5 blue\nmoves\n",
        "line 4: expected '<board> <blue|red> <card>,<card> <card>,<card> <card> [draw=off]'");
}

/* Binary garbage: NUL bytes and invalid UTF-8 are refused before anything is parsed. */
static void test_binary_garbage(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256];
    snprintf(path, sizeof path, "%s/garbage.rec", dir);
    FILE *f = fopen(path, "wb");
    static const unsigned char bytes[] = "duelboard-record 1\ngame onitama\n\x00\x01\xff\xfe";
    fwrite(bytes, 1, sizeof bytes, f);
    fclose(f);
    Error err;
    assert_null(text_file_read(path, NULL, &err));
    assert_string_equal(err.message, "line 3: binary data (a NUL byte), not a text file");
    expect_error("duelboard-record 1\n\xff\xfe\n", "line 2: invalid UTF-8, not a text file");
    unlink(path);
    rmdir(dir);
}

/* Atomic writes leave the new content and no temporary file; a failed write keeps the old. */
static void test_atomic_write(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-test-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[256], tmp[300];
    snprintf(path, sizeof path, "%s/save.rec", dir);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    Error err;
    assert_true(text_file_write_atomic(path, "first\n", 6, &err));
    assert_true(text_file_write_atomic(path, "second\n", 7, &err));
    char *text = text_file_read(path, NULL, &err);
    assert_string_equal(text, "second\n");
    free(text);
    assert_int_equal(access(tmp, F_OK), -1);
    char bad[300];
    snprintf(bad, sizeof bad, "%s/missing-dir/save.rec", dir);
    assert_false(text_file_write_atomic(bad, "x", 1, &err));
    assert_non_null(strstr(err.message, "cannot create"));
    unlink(path);
    rmdir(dir);
}

/* For every game: a random game with a clock and move times (some moves without one) is written
 * and read back with the same times, and written again as the same text. */
static void test_times_round_trip(void **state) {
    (void)state;
    static const char *const controls[] = {
        "none", "10", "5+3", "move:10", "", "0:30+0.5", "0:00.005", "move:0.25", "1:30", "5+0.05"};
    Rng rng;
    rng_seed(&rng, 11);
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        for (int round = 0; round < 10; round++) {
            GameLine line, loaded;
            GameOptions opt;
            Error err;
            game_options_init(&opt);
            assert_true(game_line_start(&line, g, &opt, rng_next(&rng), &err));
            play_random(&line, &rng, 1 + (int)rng_below(&rng, 60));
            int64_t ms[64];
            GameRecordTimes times = {.move_ms = ms, .count = line.length};
            snprintf(times.control, sizeof times.control, "%s", controls[round]);
            for (int i = 0; i < line.length; i++)
                ms[i] = rng_below(&rng, 4) == 0 ? -1 : (int64_t)rng_below(&rng, 100000000);
            ms[line.length - 1] = 1234; /* so some move has a time */
            char *text = game_record_format_timed(&line, NULL, &times, &err);
            assert_non_null(text);
            assert_true(strncmp(text, "duelboard-record 2\n", 19) == 0);
            GameRecordTimes read;
            if (!game_record_load_timed(text, &loaded, NULL, &read, &err))
                fail_msg("%s\n%s", err.message, text);
            assert_string_equal(read.control, times.control);
            assert_int_equal(read.count, line.length);
            assert_memory_equal(read.move_ms, ms, (size_t)line.length * sizeof *ms);
            char *again = game_record_format_timed(&loaded, NULL, &read, &err);
            assert_string_equal(text, again);
            /* A reader that wants no times still loads the game. */
            game_line_free(&loaded);
            assert_true(game_record_load(text, &loaded, NULL, &err));
            assert_int_equal(loaded.length, line.length);
            free(again);
            free(text);
            game_record_times_free(&read);
            assert_null(read.move_ms);
            game_line_free(&loaded);
            game_line_free(&line);
        }
    }
}

#define TIMED_HEAD                                                                                 \
    "duelboard-record 2\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nseed 3\n"

/* The clock line and the times as they are written; moves after the last time get -1. */
static void test_times_text(void **state) {
    (void)state;
    const char *text = TIMED_HEAD "players human strong\nclock 5+3\nmoves\nox:c1c2 4210ms\n"
                                  "horse:c5c4\ncrab:c2c3 0ms\nox:c4c3\n";
    GameLine line;
    GameRecordTimes times;
    GameRecordPlayers players;
    Error err;
    if (!game_record_load_timed(text, &line, &players, &times, &err)) fail_msg("%s", err.message);
    assert_string_equal(times.control, "5+3");
    assert_int_equal(times.count, 4);
    assert_int_equal(times.move_ms[0], 4210);
    assert_int_equal(times.move_ms[1], -1);
    assert_int_equal(times.move_ms[2], 0);
    assert_int_equal(times.move_ms[3], -1);
    char *again = game_record_format_timed(&line, &players, &times, &err);
    assert_string_equal(again, text);
    free(again);
    /* Without times the same game is a version 1 record, as before clocks. */
    again = game_record_format_timed(&line, &players, NULL, &err);
    assert_non_null(strstr(again, "duelboard-record 1\n"));
    assert_null(strstr(again, "ms\n"));
    assert_null(strstr(again, "clock"));
    free(again);
    game_record_times_free(&times);
    /* A clock with no move times yet. */
    GameRecordTimes clock_only = {.control = "move:10"};
    again = game_record_format_timed(&line, NULL, &clock_only, &err);
    assert_non_null(strstr(again, "duelboard-record 2\n"));
    assert_non_null(strstr(again, "\nclock move:10\nmoves\nox:c1c2\n"));
    game_line_free(&line); /* read back into the same line */
    if (!game_record_load_timed(again, &line, NULL, &times, &err)) fail_msg("%s", err.message);
    assert_string_equal(times.control, "move:10");
    assert_int_equal(times.count, 0);
    assert_null(times.move_ms);
    free(again);
    game_line_free(&line);
    /* An old record has no times. */
    assert_true(game_record_load_timed(GOOD_HEAD "moves\nox:c1c2\n", &line, NULL, &times, &err));
    assert_string_equal(times.control, "");
    assert_int_equal(times.count, 0);
    /* A control that is not a control's text is not written. */
    GameRecordTimes bad = {.control = "5 min"};
    assert_null(game_record_format_timed(&line, NULL, &bad, &err));
    assert_string_equal(
        err.message,
        "the time control '5 min' cannot be written (expected none, 10, 5+3, 0:30+1 or move:10)");
    int64_t huge = 1000000000000LL;
    GameRecordTimes too_long = {.move_ms = &huge, .count = 1};
    assert_null(game_record_format_timed(&line, NULL, &too_long, &err));
    assert_string_equal(err.message, "move 1's time (1000000000000 ms) cannot be written");
    game_line_free(&line);
}

static void expect_timed_error(const char *text, const char *message) {
    GameLine line;
    GameRecordTimes times;
    Error err;
    memset(&times, 0x5a, sizeof times);
    if (game_record_load_timed(text, &line, NULL, &times, &err))
        fail_msg("accepted a bad record:\n%s", text);
    if (strcmp(err.message, message) != 0)
        fail_msg("message '%s', expected '%s'", err.message, message);
    /* Nothing is loaded, and no times are left behind. */
    assert_null(line.states);
    assert_null(times.move_ms);
    assert_int_equal(times.count, 0);
    assert_string_equal(times.control, "");
    expect_error(text, message); /* the same without times */
}

static void test_bad_times(void **state) {
    (void)state;
    expect_timed_error(TIMED_HEAD "clock fast\nmoves\n",
                       "line 5: bad clock 'fast' (expected none, 10, 5+3, 0:30+1 or move:10)");
    expect_timed_error(TIMED_HEAD "clock 5 + 3\nmoves\n",
                       "line 5: bad clock '5 + 3' (expected none, 10, 5+3, 0:30+1 or move:10)");
    expect_timed_error(TIMED_HEAD "clock\nmoves\n",
                       "line 5: bad clock '' (expected none, 10, 5+3, 0:30+1 or move:10)");
    expect_timed_error(TIMED_HEAD "clock 10\nclock 5+3\nmoves\n",
                       "line 6: the clock is named twice");
    expect_timed_error(TIMED_HEAD "clock 10\nmoves\nox:c1c2 4210ms\nhorse:c5c4 12s\n",
                       "line 8: move 2 'horse:c5c4' has a bad time '12s' (expected milliseconds, "
                       "'4210ms')");
    expect_timed_error(TIMED_HEAD "moves\nox:c1c2 -5ms\n",
                       "line 6: move 1 'ox:c1c2' has a bad time '-5ms' (expected milliseconds, "
                       "'4210ms')");
    expect_timed_error(TIMED_HEAD "moves\nox:c1c2 12ms extra\n",
                       "line 6: move 1 'ox:c1c2' has a bad time '12ms extra' (expected "
                       "milliseconds, '4210ms')");
    expect_timed_error(TIMED_HEAD "moves\nox:c1c2 1234567890123ms\n",
                       "line 6: move 1 'ox:c1c2' has a bad time '1234567890123ms' (expected "
                       "milliseconds, '4210ms')");
    expect_timed_error("duelboard-record 2\n\xff\xfe\n", "line 2: invalid UTF-8, not a text file");
    /* A timed move that is illegal is refused for the move, after its time was read. */
    expect_timed_error(TIMED_HEAD "moves\nox:c1c2 5ms\nhorse:c5c4 7ms\nox:c2c3 9ms\n",
                       "line 8: move 3 'ox:c2c3' is illegal: blue does not hold ox");
}

#define ENDED_HEAD                                                                                 \
    "duelboard-record 3\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nseed 3\n"

/* An end the moves do not show (a resignation, the clock, a draw agreed online) is written as
 * version 3 and read back; it is refused in an older version, in another shape, twice, or where
 * the moves have ended the game already. */
static void test_end(void **state) {
    (void)state;
    Outcome o;
    char reason[GAME_END_REASON_MAX];
    assert_true(game_end_from_text("win 2 resignation", &o, reason, NULL));
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, 1);
    assert_string_equal(o.reason, "resignation");
    assert_true(game_end_from_text("draw agreement", &o, reason, NULL));
    assert_int_equal(o.kind, OUTCOME_DRAW);
    assert_int_equal(o.winner, -1);
    assert_string_equal(o.reason, "agreement");
    static const char *const bad[] = {"win 3 time",     "win 1",       "win 1 ",
                                      "draw",           "lose 1 time", "win 1 time extra",
                                      "draw Agreement", "win 12 time"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_false(game_end_from_text(bad[i], &o, reason, NULL));

    const char *text = ENDED_HEAD "players human casual\nclock 5+3\nend win 2 resignation\nmoves\n"
                                  "ox:c1c2 4210ms\n";
    GameLine line;
    GameRecordTimes times;
    Error err;
    if (!game_record_load_timed(text, &line, NULL, &times, &err)) fail_msg("%s", err.message);
    assert_string_equal(times.end, "win 2 resignation");
    GameRecordPlayers players = {{"human", "casual"}};
    char *again = game_record_format_timed(&line, &players, &times, &err);
    assert_string_equal(again, text);
    free(again);
    game_record_times_free(&times);
    /* Without a clock or times it is version 3 all the same. */
    GameRecordTimes end_only = {.end = "win 1 time"};
    again = game_record_format_timed(&line, NULL, &end_only, &err);
    assert_non_null(again);
    assert_true(strncmp(again, "duelboard-record 3\n", 19) == 0);
    assert_non_null(strstr(again, "\nend win 1 time\nmoves\nox:c1c2\n"));
    free(again);
    GameRecordTimes odd = {.end = "won by a lot"};
    assert_null(game_record_format_timed(&line, NULL, &odd, &err));
    assert_string_equal(err.message, "the end 'won by a lot' cannot be written");
    game_line_free(&line);
    /* A game its moves ended says no other end. */
    Rng rng;
    rng_seed(&rng, 5);
    GameOptions opt;
    game_options_init(&opt);
    assert_true(game_line_start(&line, game_find("onitama"), &opt, 9, &err));
    play_random(&line, &rng, 10000);
    assert_int_not_equal(game_line_outcome(&line).kind, OUTCOME_ONGOING);
    assert_null(game_record_format_timed(&line, NULL, &end_only, &err));
    assert_string_equal(err.message,
                        "the end 'win 1 time' cannot be written: the moves have ended the game");
    char *over = game_record_format(&line, NULL, &err);
    char *moves = strstr(over, "moves\n");
    assert_non_null(moves);
    char ended[8192];
    snprintf(ended, sizeof ended,
             "duelboard-record 3\ngame onitama\nseed 9\nend draw agreement\n%s", moves);
    expect_timed_error(ended, "line 4: 'end draw agreement' names an end, but the moves have ended "
                              "the game already");
    free(over);
    game_line_free(&line);

    expect_timed_error(TIMED_HEAD "end win 1 time\nmoves\n",
                       "line 5: 'end' needs record format version 3");
    expect_timed_error(ENDED_HEAD "end win 1 time\nend win 1 time\nmoves\n",
                       "line 6: the end is named twice");
    expect_timed_error(ENDED_HEAD "end resigned\nmoves\n",
                       "line 5: bad end 'resigned' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                       "'draw <reason>')");
}

/* A game whose computer was asked to play alike again keeps the seed its choices drew from
 * (version 4); one whose computer drew from a secret names none, so no record can give it. */
static void test_choices(void **state) {
    (void)state;
    const char *text = "duelboard-record 4\ngame onitama\noptions cards=ox,boar,horse,elephant,"
                       "crab\nseed 3\nplayers human casual\nchoices 18446744073709551615\n"
                       "moves\nox:c1c2\n";
    GameLine line;
    GameRecordTimes times;
    Error err;
    if (!game_record_load_timed(text, &line, NULL, &times, &err)) fail_msg("%s", err.message);
    assert_true(times.seeded_choices);
    assert_true(times.choice_seed == UINT64_MAX);
    GameRecordPlayers players = {{"human", "casual"}};
    char *again = game_record_format_timed(&line, &players, &times, &err);
    assert_string_equal(again, text);
    free(again);
    times.seeded_choices = false;
    again = game_record_format_timed(&line, &players, &times, &err);
    assert_true(strncmp(again, "duelboard-record 1\n", 19) == 0);
    assert_null(strstr(again, "choices"));
    free(again);
    game_record_times_free(&times);
    /* Read without asking for times, the header is still checked. */
    game_line_free(&line);
    if (!game_record_load(text, &line, NULL, &err)) fail_msg("%s", err.message);
    game_line_free(&line);
    expect_timed_error(ENDED_HEAD "choices 5\nmoves\n",
                       "line 5: 'choices' needs record format version 4");
    expect_timed_error("duelboard-record 4\ngame onitama\nchoices -1\nmoves\n",
                       "line 3: bad choices' seed '-1' (expected a number)");
    expect_timed_error("duelboard-record 4\ngame onitama\nchoices 1\nchoices 1\nmoves\n",
                       "line 4: the choices' seed is named twice");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_record_from_position),
        cmocka_unit_test(test_corrupt_records),
        cmocka_unit_test(test_binary_garbage),
        cmocka_unit_test(test_atomic_write),
        cmocka_unit_test(test_times_round_trip),
        cmocka_unit_test(test_times_text),
        cmocka_unit_test(test_bad_times),
        cmocka_unit_test(test_end),
        cmocka_unit_test(test_choices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
