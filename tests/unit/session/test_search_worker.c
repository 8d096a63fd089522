/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The search worker: a search stopped mid-thought still answers with a legal move, a cancelled
 * one answers nothing, a ponder waits for its hit, tickets say which request an answer is for,
 * and every search runs on the one thread the worker made. No test depends on how long a search
 * takes. */
#ifdef __linux__
#define _GNU_SOURCE /* syscall(SYS_gettid): which thread searched */
#endif
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "session/search_worker.h"

static void start_onitama(GameLine *line) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_add(&opt, "seed=3", &err));
    assert_true(game_line_start(line, game_find("onitama"), &opt, 1, &err));
}

static void until_answered(const SearchWorker *w) {
    const struct timespec tick = {0, 1000 * 1000};
    while (!search_worker_answered(w)) nanosleep(&tick, NULL);
}

typedef struct Counted {
    atomic_int infos, answers; /* counted on the worker's thread */
} Counted;

static void count_info(const AiInfo *info, void *context) {
    (void)info;
    atomic_fetch_add(&((Counted *)context)->infos, 1);
}

static void count_answer(void *context, const SearchAnswer *answer) {
    (void)answer;
    atomic_fetch_add(&((Counted *)context)->answers, 1);
}

/* A ponder has no clock: it thinks until told. Stopped after its first iteration, it answers
 * with a legal move, and its answer callback has run by then. */
static void test_stopped_mid_thought(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    SearchWorker *w = search_worker_new();
    assert_non_null(w);
    Counted counted;
    atomic_init(&counted.infos, 0);
    atomic_init(&counted.answers, 0);
    SearchJob job = {.line = &line,
                     .player = "master",
                     .ponder = true,
                     .ticket = 7,
                     .on_info = count_info,
                     .info_context = &counted,
                     .on_answer = count_answer,
                     .answer_context = &counted};
    Error err;
    assert_true(search_worker_start(w, &job, &err));
    assert_true(search_worker_running(w));
    assert_true(search_worker_pondering(w));
    assert_false(search_worker_busy(w));
    const struct timespec tick = {0, 1000 * 1000};
    while (atomic_load(&counted.infos) == 0) nanosleep(&tick, NULL);
    assert_false(search_worker_answered(w));
    SearchAnswer answer;
    assert_true(search_worker_stop(w, &answer));
    assert_false(search_worker_running(w));
    assert_true(answer.ok);
    assert_int_equal(answer.ticket, 7);
    assert_true(game_move_is_legal(line.rules, game_line_state(&line), answer.move));
    assert_int_equal(atomic_load(&counted.answers), 1);
    search_worker_free(w);
    game_line_free(&line);
}

/* A cancelled search's answer is dropped: nothing to collect, and the next search's answer
 * carries its own ticket. The game may change as soon as start returns: the search has a copy. */
static void test_cancel_and_tickets(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    SearchWorker *w = search_worker_new();
    SearchJob job = {.line = &line, .player = "master", .ponder = true, .ticket = 1};
    Error err;
    assert_true(search_worker_start(w, &job, &err));
    search_worker_cancel(w);
    SearchAnswer answer;
    assert_false(search_worker_collect(w, &answer));
    assert_false(search_worker_running(w));

    job = (SearchJob){.line = &line, .player = "casual", .limits = {.depth = 2}, .ticket = 2};
    assert_true(search_worker_start(w, &job, &err));
    Move moves[GAME_MOVES_MAX];
    assert_true(game_line_moves(&line, moves, GAME_MOVES_MAX) > 0);
    const void *before = game_line_state(&line);
    unsigned char start_state[line.rules->state_size];
    memcpy(start_state, before, line.rules->state_size);
    assert_true(game_line_play(&line, moves[0], &err));
    until_answered(w);
    assert_true(search_worker_collect(w, &answer));
    assert_int_equal(answer.ticket, 2);
    assert_true(answer.ok);
    assert_true(game_move_is_legal(line.rules, start_state, answer.move));
    assert_false(search_worker_collect(w, &answer));
    search_worker_free(w);
    game_line_free(&line);
}

/* A ponder that has finished its depth is not collected before its hit; after the hit it is, and
 * the reply it expected is told for its move. */
static void test_ponder_waits_for_its_hit(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    SearchWorker *w = search_worker_new();
    SearchJob job = {
        .line = &line, .player = "strong", .limits = {.depth = 3}, .ponder = true, .ticket = 5};
    Error err;
    assert_true(search_worker_start(w, &job, &err));
    until_answered(w);
    SearchAnswer answer;
    assert_false(search_worker_collect(w, &answer));
    assert_true(search_worker_pondering(w));
    search_worker_ponderhit(w);
    assert_false(search_worker_pondering(w));
    assert_true(search_worker_busy(w));
    assert_true(search_worker_collect(w, &answer));
    assert_int_equal(answer.ticket, 5);
    Move reply;
    Move other = answer.move + 1;
    assert_false(search_worker_expected_reply(w, other, &reply));
    if (search_worker_expected_reply(w, answer.move, &reply)) {
        assert_true(game_line_play(&line, answer.move, &err));
        assert_true(game_move_is_legal(line.rules, game_line_state(&line), reply));
    }
    search_worker_free(w);
    game_line_free(&line);
}

/* A search of a position without moves fails with the reason, as an answer. */
static void test_failure_is_an_answer(void **state) {
    (void)state;
    GameLine line;
    Error err;
    assert_true(game_line_start_fen(&line, game_find("onitama"),
                                    "5/5/2R2/2B2/5 blue ox,boar elephant,horse crab", &err));
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n && game_line_outcome(&line).kind == OUTCOME_ONGOING; i++) {
        assert_true(game_line_play(&line, moves[i], &err));
        if (game_line_outcome(&line).kind == OUTCOME_ONGOING) game_line_undo(&line);
    }
    assert_int_not_equal(game_line_outcome(&line).kind, OUTCOME_ONGOING);
    SearchWorker *w = search_worker_new();
    SearchJob job = {.line = &line, .player = "casual", .limits = {.depth = 1}, .ticket = 9};
    assert_true(search_worker_start(w, &job, &err));
    SearchAnswer answer;
    assert_true(search_worker_wait(w, &answer));
    assert_false(answer.ok);
    assert_true(answer.err.message[0] != '\0');
    search_worker_free(w);
    game_line_free(&line);
}

#ifdef __linux__
static void note_thread(void *context, const SearchAnswer *answer) {
    (void)answer;
    *(pid_t *)context = (pid_t)syscall(SYS_gettid);
}

/* The worker makes its thread at the first search and keeps it: searches collected, waited for,
 * stopped or cancelled, one after another, all run on that one thread, never the caller's. */
static void test_one_thread_for_every_search(void **state) {
    (void)state;
    GameLine line;
    start_onitama(&line);
    SearchWorker *w = search_worker_new();
    Error err;
    SearchAnswer answer;
    pid_t first = 0;
    for (int i = 0; i < 12; i++) {
        pid_t tid = 0;
        SearchJob job = {.line = &line,
                         .player = "casual",
                         .limits = {.depth = 2},
                         .ticket = (unsigned)i,
                         .on_answer = note_thread,
                         .answer_context = &tid};
        if (i % 4 == 3) job.ponder = true; /* stopped before its hit */
        assert_true(search_worker_start(w, &job, &err));
        if (i % 4 == 0) {
            until_answered(w);
            assert_true(search_worker_collect(w, &answer));
        } else if (i % 4 == 1) {
            assert_true(search_worker_wait(w, &answer));
        } else {
            assert_true(search_worker_stop(w, &answer));
        }
        assert_int_equal(answer.ticket, (unsigned)i);
        assert_int_not_equal(tid, 0);
        if (i == 0) first = tid;
        assert_int_equal(tid, first);
    }
    /* A cancelled search leaves the thread for the next. */
    pid_t tid = 0;
    SearchJob job = {.line = &line,
                     .player = "casual",
                     .limits = {.depth = 2},
                     .ponder = true,
                     .on_answer = note_thread,
                     .answer_context = &tid};
    assert_true(search_worker_start(w, &job, &err));
    search_worker_cancel(w);
    job.ponder = false;
    assert_true(search_worker_start(w, &job, &err));
    assert_true(search_worker_wait(w, &answer));
    assert_int_equal(tid, first);
    assert_int_not_equal(first, (pid_t)syscall(SYS_gettid));
    search_worker_free(w);
    game_line_free(&line);
}
#endif

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_stopped_mid_thought),
        cmocka_unit_test(test_cancel_and_tickets),
        cmocka_unit_test(test_ponder_waits_for_its_hit),
        cmocka_unit_test(test_failure_is_an_answer),
#ifdef __linux__
        cmocka_unit_test(test_one_thread_for_every_search),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
