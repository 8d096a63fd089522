/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A session's game analysed on its own thread: the whole game of an open one, the same analysis
 * on every run with a node budget, progress to the last position, Stop, and an unfinished game
 * that hides something analysed from the side at the screen, never as the truth. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "rules/game_record.h"
#include "session/session_analysis.h"

/* A session over a checked-in record, the first side a person and the second `other`. */
static Session *session_of(const char *name, const char *other) {
    char path[1024];
    snprintf(path, sizeof path, "%s/analysis/%s", DUELBOARD_TEST_DATA, name);
    Error err;
    size_t size;
    char *text = text_file_read(path, &size, &err);
    assert_non_null(text);
    GameLine line;
    GameRecordPlayers players;
    assert_true(game_record_load(text, &line, &players, &err));
    free(text);
    SessionSettings settings;
    session_settings_init(&settings);
    settings.seats[1] = session_seat_from_name(other);
    Session *s = session_new(&line, &settings, &err);
    assert_non_null(s);
    return s;
}

static void until_finished(const SessionAnalysisRun *run) {
    const struct timespec tick = {0, 1000 * 1000};
    while (!session_analysis_finished(run)) nanosleep(&tick, NULL);
}

static void analyse(Session *s, uint64_t nodes, AiAnalysis *out) {
    Error err;
    SessionAnalysisRun *run = session_analysis_start(s, nodes, &err);
    assert_non_null(run);
    until_finished(run);
    int done, total;
    session_analysis_progress(run, &done, &total);
    assert_int_equal(done, total);
    assert_true(session_analysis_collect(run, out, &err));
    session_analysis_free(run);
}

static void test_open_game_whole_and_repeatable(void **state) {
    (void)state;
    Session *s = session_of("onitama-blunder.rec", "human");
    int perspective = 0;
    assert_true(session_analysis_perspective(s, &perspective));
    assert_int_equal(perspective, AI_ANALYSIS_TRUTH); /* Onitama hides nothing */
    AiAnalysis first, second;
    analyse(s, 3000, &first);
    analyse(s, 3000, &second);
    assert_int_equal(first.plies, session_length(s));
    assert_true(first.truth);
    assert_int_equal(first.plies, second.plies);
    for (int i = 0; i < first.plies; i++) {
        assert_int_equal(first.ply[i].graph, second.ply[i].graph);
        assert_int_equal(first.ply[i].kind, second.ply[i].kind);
        assert_string_equal(first.ply[i].best, second.ply[i].best);
    }
    ai_analysis_free(&first);
    ai_analysis_free(&second);
    session_free(s);
}

/* A game in a solved endgame: the session's analysis reads the session's table (built for it,
 * no computer having asked), so both moves are told as forced results, 13 moves away: further
 * than its search of each position sees. */
static void test_solved_endgame_forced(void **state) {
    (void)state;
    Session *s = session_of("onitama-endgame.rec", "human");
    AiAnalysis a;
    analyse(s, 3000, &a);
    assert_int_equal(a.plies, 2);
    assert_true(a.ply[0].judged && a.ply[1].judged);
    assert_int_equal(a.ply[0].forced, -13); /* blue loses in 13 */
    assert_int_equal(a.ply[1].forced, 13);  /* red wins in 13 */
    ai_analysis_free(&a);
    session_free(s);
}

static void test_stop(void **state) {
    (void)state;
    Session *s = session_of("onitama-blunder.rec", "human");
    Error err;
    SessionAnalysisRun *run = session_analysis_start(s, 100000000, &err);
    assert_non_null(run);
    session_analysis_free(run); /* stopped at once, its thread joined */
    run = session_analysis_start(s, 100000000, &err);
    assert_non_null(run);
    session_analysis_stop(run);
    until_finished(run);
    AiAnalysis a;
    assert_false(session_analysis_collect(run, &a, &err));
    assert_string_equal(err.message, "stopped");
    session_analysis_free(run);
    session_free(s);
}

static void test_hidden_unfinished_from_the_screen_side(void **state) {
    (void)state;
    Session *s = session_of("mortar-hunt-unfinished.rec", "beginner");
    int perspective = AI_ANALYSIS_TRUTH;
    assert_true(session_analysis_perspective(s, &perspective));
    assert_int_equal(perspective, session_shown(s)->screen_side);
    assert_true(perspective >= 0);
    AiAnalysis a;
    analyse(s, 300, &a);
    assert_false(a.truth);
    assert_int_equal(a.settings.perspective, perspective);
    assert_int_equal(a.graph_side, perspective);
    ai_analysis_free(&a);
    session_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_open_game_whole_and_repeatable),
        cmocka_unit_test(test_solved_endgame_forced),
        cmocka_unit_test(test_stop),
        cmocka_unit_test(test_hidden_unfinished_from_the_screen_side),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
