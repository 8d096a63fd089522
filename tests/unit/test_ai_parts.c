/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the search's parts: the transposition table, move ordering and time control. */
#ifdef __linux__
#define _GNU_SOURCE /* syscall(SYS_gettid): which thread made a timed choice */
#endif
#include <dirent.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>
#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "ai/ai_answer_by.h"
#include "ai/ai_helpers.h"
#include "ai/ai_time.h"
#include "ai/ai_order.h"
#include "ai/ai_tt.h"
#include "rules/onitama/onitama.h"

/* Two keys that fall in the same bucket (the bucket comes from bits 17 and up). */
#define KEY_A 0x0000000000000001ull
#define KEY_B 0x0000000000000002ull
#define KEY_C 0x0000000000000003ull

static bool tt_has(const AiTt *tt, uint64_t key) {
    AiTtEntry e;
    return ai_tt_probe(tt, key, &e);
}

static AiTtEntry tt_entry(const AiTt *tt, uint64_t key) {
    AiTtEntry e = {0};
    assert_true(ai_tt_probe(tt, key, &e));
    return e;
}

static void test_tt_store_probe(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1, 0));
    assert_false(tt_has(&tt, KEY_A));
    ai_tt_store(&tt, KEY_A, 42, -123, 5, AI_BOUND_LOWER);
    AiTtEntry e;
    assert_true(ai_tt_probe(&tt, KEY_A, &e));
    assert_int_equal(e.move, 42);
    assert_int_equal(e.score, -123);
    assert_int_equal(e.depth, 5);
    assert_int_equal(e.bound, AI_BOUND_LOWER);
    assert_false(tt_has(&tt, KEY_A ^ (1ull << 40))); /* another key is not a hit */
    ai_tt_free(&tt);
}

/* Two threads may write one slot at once, leaving it with words of both: such a slot matches no
 * key, where a torn entry read as whole would give one position another's move or score. */
static void test_tt_torn_slot(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1, 0));
    ai_tt_store(&tt, KEY_A, 42, -123, 5, AI_BOUND_LOWER);
    AiTtSlot *slot = ai_tt_bucket(&tt, KEY_A);
    uint64_t move = atomic_load(&slot->move);
    atomic_store(&slot->move, 7); /* another writer's move, the rest still this one's */
    assert_false(tt_has(&tt, KEY_A));
    atomic_store(&slot->move, move);
    assert_int_equal(tt_entry(&tt, KEY_A).move, 42);
    atomic_store(&slot->data, atomic_load(&slot->data) + 1); /* another score */
    assert_false(tt_has(&tt, KEY_A));
    ai_tt_free(&tt);
}

/* A deep result survives a shallower one of another position in its bucket (which goes to the
 * always-replace slot); a newer search may overwrite it. A store without a move keeps the old
 * move of the same position. */
static void test_tt_replacement(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1, 0));
    ai_tt_store(&tt, KEY_A, 1, 10, 8, AI_BOUND_EXACT);
    ai_tt_store(&tt, KEY_B, 2, 20, 2, AI_BOUND_EXACT);
    assert_true(tt_has(&tt, KEY_A));
    assert_true(tt_has(&tt, KEY_B));
    ai_tt_store(&tt, KEY_C, 3, 30, 3, AI_BOUND_EXACT);
    assert_true(tt_has(&tt, KEY_A));
    assert_false(tt_has(&tt, KEY_B));
    assert_true(tt_has(&tt, KEY_C));
    ai_tt_store(&tt, KEY_A, AI_NO_MOVE, 11, 9, AI_BOUND_UPPER);
    assert_int_equal(tt_entry(&tt, KEY_A).move, 1);
    ai_tt_new_search(&tt);
    ai_tt_store(&tt, KEY_B, 2, 20, 1, AI_BOUND_EXACT);
    assert_false(tt_has(&tt, KEY_A));
    assert_true(tt_has(&tt, KEY_B));
    ai_tt_clear(&tt);
    assert_false(tt_has(&tt, KEY_B));
    ai_tt_free(&tt);
}

/* A search's table is kept for the next search of its size (ai_tt.c): the next one starts empty
 * all the same, whichever slot of a bucket the last one filled, and a table of another size is
 * one of its own. */
static void test_tt_kept_starts_empty(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1, 0));
    ai_tt_store(&tt, KEY_A, 1, 10, 8, AI_BOUND_EXACT);
    ai_tt_store(&tt, KEY_B, 2, 20, 2, AI_BOUND_LOWER);
    /* A bucket in the middle of the table, on pages of its own (the first bucket shares the
     * table's first page with what comes before it). */
    const uint64_t key_mid = ((uint64_t)(tt.bucket_mask + 1) / 2) << 17;
    ai_tt_store(&tt, key_mid, 4, 40, 4, AI_BOUND_EXACT);
    assert_true(tt_has(&tt, KEY_B));
    assert_true(tt_has(&tt, key_mid));
    ai_tt_free(&tt);
    assert_null(tt.entries);
    assert_true(ai_tt_init(&tt, 1, 0));
    assert_false(tt_has(&tt, KEY_A));
    assert_false(tt_has(&tt, KEY_B));
    assert_false(tt_has(&tt, key_mid));
    ai_tt_store(&tt, KEY_C, 3, 30, 3, AI_BOUND_EXACT);
    ai_tt_free(&tt);
    AiTt other;
    assert_true(ai_tt_init(&other, 2, 0));
    assert_int_equal(other.bucket_mask, 2 * (tt.bucket_mask + 1) - 1);
    assert_false(tt_has(&other, KEY_C));
    ai_tt_free(&other);
    ai_tt_free(&other); /* freed twice: the second does nothing */
}

/* A table freed by a search with an owner is what the owner's next search starts from, a search
 * older, so that the new one's results replace it first; any other search, one without an
 * owner, or one after the kept table was released, starts empty. */
static void test_tt_kept_for_its_owner(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1, 7));
    ai_tt_store(&tt, KEY_A, 1, 10, 8, AI_BOUND_EXACT);
    uint8_t age = tt.age;
    ai_tt_free(&tt);
    assert_true(ai_tt_init(&tt, 1, 7));
    AiTtEntry e;
    assert_true(ai_tt_probe(&tt, KEY_A, &e));
    assert_int_equal(e.move, 1);
    assert_int_equal(e.depth, 8);
    assert_int_equal(tt.age, (uint8_t)(age + 1));
    ai_tt_store(&tt, KEY_B, 2, 20, 1, AI_BOUND_EXACT); /* shallower, but the newer search's */
    assert_false(tt_has(&tt, KEY_A));
    assert_true(tt_has(&tt, KEY_B));
    ai_tt_free(&tt);
    assert_true(ai_tt_init(&tt, 1, 8)); /* another owner */
    assert_false(tt_has(&tt, KEY_B));
    ai_tt_store(&tt, KEY_C, 3, 30, 3, AI_BOUND_EXACT);
    ai_tt_free(&tt);
    assert_true(ai_tt_init(&tt, 1, 0)); /* none: the owner's table is not handed on */
    assert_false(tt_has(&tt, KEY_C));
    ai_tt_free(&tt);
    assert_true(ai_tt_init(&tt, 1, 8)); /* after a search of nobody's, nothing is left */
    assert_false(tt_has(&tt, KEY_C));
    ai_tt_store(&tt, KEY_C, 3, 30, 3, AI_BOUND_EXACT);
    ai_tt_free(&tt);
    ai_tt_release_kept(); /* a game closed: its owner's next search starts empty */
    ai_tt_release_kept(); /* twice: nothing is kept, nothing to do */
    assert_true(ai_tt_init(&tt, 1, 8));
    assert_false(tt_has(&tt, KEY_C));
    assert_int_equal(tt.age, 0);
    ai_tt_free(&tt);
}

/* TT move first, then captures, killers, and quiet moves by history. */
static void test_ordering(void **state) {
    (void)state;
    OnitamaState s;
    Error err;
    /* Blue on c1 (master) and b2; Red's master on c3 and a student on b3. */
    assert_true(
        onitama_rules.from_fen(&s, "5/5/1rR2/1b3/2B2 blue ox,boar horse,elephant crab", &err));
    Move moves[GAME_MOVES_MAX];
    int n = onitama_rules.gen_moves(&s, moves, GAME_MOVES_MAX);
    assert_true(n >= 6);
    Move tt_move = ONITAMA_MOVE(2, 7, ONITAMA_OX);  /* c1-c2 */
    Move killer = ONITAMA_MOVE(6, 5, ONITAMA_BOAR); /* b2-a2 */
    AiOrdering o;
    ai_order_clear(&o);
    ai_order_cutoff(&o, killer, 0, 3, 4);
    assert_true(ai_order_is_killer(&o, 3, killer));
    assert_false(ai_order_is_killer(&o, 2, killer));
    int scores[GAME_MOVES_MAX];
    ai_order_score(&o, ai_eval_for(&onitama_rules), &onitama_rules, &s, 0, 3, tt_move, moves, n,
                   scores);
    Move first = ai_order_next(moves, scores, n, 0);
    Move second = ai_order_next(moves, scores, n, 1);
    Move third = ai_order_next(moves, scores, n, 2);
    Move fourth = ai_order_next(moves, scores, n, 3);
    assert_true(first == tt_move);
    /* b2xb3 with either card. */
    assert_true(second == ONITAMA_MOVE(6, 11, ONITAMA_OX) ||
                second == ONITAMA_MOVE(6, 11, ONITAMA_BOAR));
    assert_true(third == ONITAMA_MOVE(6, 11, ONITAMA_OX) ||
                third == ONITAMA_MOVE(6, 11, ONITAMA_BOAR));
    assert_true(second != third);
    assert_true(fourth == killer);
    /* The rest come in falling order. */
    for (int i = 4; i < n; i++) {
        ai_order_next(moves, scores, n, i);
        assert_true(scores[i] <= scores[i - 1]);
    }
    /* History: a move that cut off often comes before one that failed. */
    ai_order_clear(&o);
    Move good = ONITAMA_MOVE(2, 1, ONITAMA_BOAR), bad = ONITAMA_MOVE(2, 3, ONITAMA_BOAR);
    ai_order_cutoff(&o, good, 0, 10, 6);
    ai_order_failed(&o, bad, 0, 6);
    Move pair[2] = {bad, good};
    ai_order_score(&o, ai_eval_for(&onitama_rules), &onitama_rules, &s, 0, 3, AI_NO_MOVE, pair, 2,
                   scores);
    assert_true(ai_order_next(pair, scores, 2, 0) == good);
}

/* The hard deadline falls a little before the move time (so the reply fits in it), and another
 * iteration starts only before the soft limit, which the search's signals move. */
static void test_time_control(void **state) {
    (void)state;
    assert_int_equal(ai_time_hard_us(0), 0);
    for (int64_t ms = 1; ms <= 10000; ms *= 10) {
        int64_t hard = ai_time_hard_us(ms);
        assert_true(hard > 0);
        assert_true(hard <= ms * 1000);
        assert_true(ms < 10 || hard >= ms * 1000 - 5000);
        assert_true(ms < 10 || hard >= ms * 900);
    }
    assert_true(ai_time_may_deepen(0, 1000000000, NULL));
    assert_true(ai_time_may_deepen(1000, 100000, NULL));
    assert_true(ai_time_may_deepen(1000, 850000, NULL));
    assert_false(ai_time_may_deepen(1000, 950000, NULL));
    /* A new best move or a falling score use the time to the end; a long-settled one stops
     * early. */
    AiTimeSignals changed = {.best_changed = true}, falling = {.score_drop = 40},
                  settled = {.stable = 12};
    assert_true(ai_time_may_deepen(1000, 950000, &changed));
    assert_true(ai_time_may_deepen(1000, 950000, &falling));
    assert_false(ai_time_may_deepen(1000, 1000000, &changed));
    assert_false(ai_time_may_deepen(1000, 750000, &settled));
    assert_true(ai_time_may_deepen(1000, 650000, &settled));
    int64_t a = monotonic_us(), b = monotonic_us();
    assert_true(b >= a);
}

/* A stage of a move gets its share of the time to the hard deadline; none without a deadline. */
static void test_stage_deadline(void **state) {
    (void)state;
    assert_int_equal(ai_time_stage_deadline(1000, 0, 50), 0);
    assert_int_equal(ai_time_stage_deadline(1000, 101000, 50), 51000);
    assert_int_equal(ai_time_stage_deadline(1000, 101000, 75), 76000);
    assert_int_equal(ai_time_stage_deadline(1000, 101000, 100), 101000);
    assert_int_equal(ai_time_stage_deadline(1000, 101000, 150), 101000);
    assert_int_equal(ai_time_stage_deadline(1000, 101000, -5), 1000);
    /* A deadline already passed stays where it is. */
    assert_int_equal(ai_time_stage_deadline(5000, 4000, 50), 4000);
}

/* The caller stops waiting a little before the move time (a twentieth, at most 3 ms), never
 * before the search's own hard stop, and never past the move time. */
static void test_answer_deadline(void **state) {
    (void)state;
    assert_int_equal(ai_time_answer_us(0), 0);
    assert_int_equal(ai_time_answer_us(100), 97000);
    assert_int_equal(ai_time_answer_us(500), 497000);
    assert_int_equal(ai_time_hard_us(100), 95000);
    assert_int_equal(ai_time_hard_us(500), 495000);
    assert_int_equal(ai_time_answer_us(20), 19000);
    for (int64_t ms = 1; ms <= 10000; ms = ms * 3 + 1) {
        int64_t answer = ai_time_answer_us(ms);
        assert_true(answer >= ai_time_hard_us(ms));
        assert_true(answer <= ms * 1000);
    }
}

#ifdef __linux__
/* The threads that made the timed choices of one calling thread. */
typedef struct ChoosingThreads {
    pid_t tids[64];
    int count, distinct;
    bool wait_for_stop; /* report a move, then think until stopped: the caller answers at its
                         * deadline and the helper finishes afterwards */
} ChoosingThreads;

static ChoosingThreads *choosing;

static bool choose_on_some_thread(const char *player, const GameLine *line, const AiLimits *limits,
                                  AiInfoCallback on_info, void *context, Move *out, Error *err) {
    (void)player;
    (void)err;
    pid_t tid = (pid_t)syscall(SYS_gettid);
    bool seen = false;
    for (int i = 0; i < choosing->count; i++) seen = seen || choosing->tids[i] == tid;
    if (!seen) choosing->distinct++;
    if (choosing->count < 64) choosing->tids[choosing->count++] = tid;
    Move moves[GAME_MOVES_MAX];
    assert_true(game_line_moves(line, moves, GAME_MOVES_MAX) > 0);
    *out = moves[0];
    if (choosing->wait_for_stop) {
        AiInfo info = {.depth = 1, .pv = {moves[0]}, .pv_length = 1};
        on_info(&info, context);
        const struct timespec tick = {0, 200 * 1000};
        while (!atomic_load(limits->stop)) nanosleep(&tick, NULL);
    }
    return true;
}

static void start_onitama_line(GameLine *line) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_add(&opt, "seed=3", &err));
    assert_true(game_line_start(line, game_find("onitama"), &opt, 1, &err));
}

/* Twenty timed choices in a row, each answered on a helper thread, never the caller's. */
static void *twenty_timed_choices(void *arg) {
    ChoosingThreads *threads = arg;
    choosing = threads;
    GameLine line;
    start_onitama_line(&line);
    AiLimits limits = {.movetime_ms = 5};
    for (int i = 0; i < 20; i++) {
        Move move = 0;
        Error err;
        assert_true(ai_answer_by_deadline(choose_on_some_thread, "test", &line, &limits, NULL, NULL,
                                          &move, &err));
        assert_true(game_move_is_legal(line.rules, game_line_state(&line), move));
    }
    pid_t self = (pid_t)syscall(SYS_gettid);
    for (int i = 0; i < threads->count; i++) assert_int_not_equal(threads->tids[i], self);
    game_line_free(&line);
    return NULL;
}

static void *no_work(void *arg) {
    return arg;
}

static int threads_of_this_process(void) {
    DIR *dir = opendir("/proc/self/task");
    assert_non_null(dir);
    int n = 0;
    for (struct dirent *e; (e = readdir(dir));) n += e->d_name[0] != '.';
    closedir(dir);
    return n;
}

/* Timed choices are made on helper threads that are made once and wait between moves, not on a
 * thread per move: a choice that answers by itself leaves its helper free for the next move, one
 * cut at the deadline leaves its helper finishing while the next takes another (at most four in
 * all), and the helpers end when their calling thread does. */
static void test_answer_by_helpers_made_once(void **state) {
    (void)state;
    /* A thread made and ended first, so that a runtime that starts a thread of its own at the
     * first one (ThreadSanitizer does) has done so before the count. */
    pthread_t caller;
    assert_int_equal(pthread_create(&caller, NULL, no_work, NULL), 0);
    assert_int_equal(pthread_join(caller, NULL), 0);
    int before = threads_of_this_process();
    ChoosingThreads quick = {0}, cut = {.wait_for_stop = true};
    assert_int_equal(pthread_create(&caller, NULL, twenty_timed_choices, &quick), 0);
    assert_int_equal(pthread_join(caller, NULL), 0);
    assert_int_equal(quick.count, 20);
    assert_int_equal(quick.distinct, 1);
    assert_int_equal(pthread_create(&caller, NULL, twenty_timed_choices, &cut), 0);
    assert_int_equal(pthread_join(caller, NULL), 0);
    assert_int_equal(cut.count, 20);
    assert_true(cut.distinct >= 1 && cut.distinct <= 4);
    assert_int_equal(threads_of_this_process(), before);
}
#endif

typedef struct HelperRuns {
    atomic_int runs[AI_HELPERS_MAX];
} HelperRuns;

static void count_run(void *arg, int index) {
    HelperRuns *r = arg;
    atomic_fetch_add(&r->runs[index], 1);
}

/* The helpers of a search on several cores: each wanted one runs the task once per run, a second
 * search asking while the first holds them gets none (and searches alone), and they are made
 * once and parked, not made again for the next search. */
static void test_helpers_parked(void **state) {
    (void)state;
    assert_true(ai_cores() >= 1);
    HelperRuns first = {0}, second = {0};
    assert_int_equal(ai_helpers_run(2, count_run, &first), 2);
    assert_int_equal(ai_helpers_run(1, count_run, &second), 0);
    ai_helpers_wait();
    assert_int_equal(atomic_load(&first.runs[0]), 1);
    assert_int_equal(atomic_load(&first.runs[1]), 1);
    assert_int_equal(atomic_load(&first.runs[2]), 0);
    assert_int_equal(atomic_load(&second.runs[0]), 0);
#ifdef __linux__
    int before = threads_of_this_process();
#endif
    for (int i = 0; i < 20; i++) {
        assert_int_equal(ai_helpers_run(i % 2 + 1, count_run, &second), i % 2 + 1);
        ai_helpers_wait();
    }
    assert_int_equal(atomic_load(&second.runs[0]), 20);
    assert_int_equal(atomic_load(&second.runs[1]), 10);
#ifdef __linux__
    assert_int_equal(threads_of_this_process(), before);
#endif
    assert_int_equal(ai_helpers_run(0, count_run, &second), 0);
}

/* The lengths the planner is tested with: the provisional figures of the four games (their
 * AiEval tables), named by shape so no game is named here. */
static const AiGameLength spread_long_tail = {43, 47, 60, 86};
static const AiGameLength short_narrow = {36, 40, 41, 53};
static const AiGameLength fixed_200 = {200, 200, 200, 200};
static const AiGameLength short_wide = {24, 30, 36, 45};

/* The plies still expected: exact for a game of fixed length, about the typical length at the
 * start, and never starved however long the game has gone on. */
static void test_plies_left(void **state) {
    (void)state;
    assert_true(ai_game_plies_left(&fixed_200, 0) == 201.0);
    assert_true(ai_game_plies_left(&fixed_200, 150) == 51.0);
    assert_true(ai_game_plies_left(&fixed_200, 199) == 2.0);
    assert_true(ai_game_plies_left(&fixed_200, 300) == 1.0); /* the floor of moves takes over */
    const AiGameLength *spread[] = {&spread_long_tail, &short_narrow, &short_wide};
    for (int i = 0; i < 3; i++) {
        const AiGameLength *l = spread[i];
        double start = ai_game_plies_left(l, 0);
        assert_true(start >= l->median && start <= l->p90);
        for (int n = 0; n <= 2000; n += 7) {
            double left = ai_game_plies_left(l, n);
            assert_true(left >= 1);
            if (n >= l->p90) assert_true(left >= l->p90 - l->median);
        }
    }
    /* Not measured: the figures of a 60-ply game. */
    AiGameLength none = {0, 0, 0, 0};
    assert_true(ai_game_plies_left(NULL, 10) == ai_game_plies_left(&none, 10));
    assert_true(ai_game_plies_left(NULL, 0) > 50 && ai_game_plies_left(NULL, 0) < 80);
}

/* A move time planned from a game clock: a share of what is left over the computer's moves still
 * expected, plus most of the increment, never beyond the level's time nor into the clock's
 * reserve, and never 0 (no limit). */
static void test_plan_from_clock(void **state) {
    (void)state;
    assert_int_equal(ai_plan_move_time_ms(-1, 0, 0, NULL, 2000), 2000); /* no clock */
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 0, NULL, 2000), 2000);
    /* 201 plies to go, 101 of them the mover's; 2 s kept back. */
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 0, &fixed_200, 0), 298000 / 101);
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 180, &fixed_200, 0), 298000 / 11);
    /* Near the end, at least AI_TIME_MOVES_TO_GO_MIN moves are still planned for. */
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 190, &fixed_200, 0), 298000 / 10);
    assert_int_equal(ai_plan_move_time_ms(10000, 3000, 0, &fixed_200, 0), 9500 / 101 + 2250);
    assert_int_equal(ai_plan_move_time_ms(1000, 600000, 0, NULL, 0), 900); /* not on credit */
    assert_int_equal(ai_plan_move_time_ms(100, 0, 0, NULL, 0), 1);
    assert_int_equal(ai_plan_move_time_ms(0, 0, 0, NULL, 5000), 1);
    /* A game that usually runs long gives each move less of the same clock. */
    assert_true(ai_plan_move_time_ms(60000, 0, 0, &fixed_200, 0) <
                ai_plan_move_time_ms(60000, 0, 0, &spread_long_tail, 0));
    assert_true(ai_plan_move_time_ms(60000, 0, 0, &spread_long_tail, 0) <
                ai_plan_move_time_ms(60000, 0, 0, &short_narrow, 0));
    for (int64_t left = 0; left < 4000000; left = left * 3 + 7) {
        for (int64_t inc = 0; inc <= 30000; inc += 2500) {
            int64_t plan = ai_plan_move_time_ms(left, inc, (int)(left % 500), &short_wide, 0);
            assert_true(plan >= 1);
            assert_true(plan == 1 || plan <= left - 100);
            assert_true(ai_plan_move_time_ms(left, inc, 3, &fixed_200, 700) <= 700);
        }
    }
    /* A fixed time per move: all but a margin for replying. */
    assert_int_equal(ai_plan_per_move_ms(10000, 0), 9500);
    assert_int_equal(ai_plan_per_move_ms(10000, 2000), 2000);
    assert_int_equal(ai_plan_per_move_ms(1000, 0), 900);
    assert_int_equal(ai_plan_per_move_ms(50, 0), 1);
    assert_int_equal(ai_plan_per_move_ms(0, 3000), 3000);
}

/* Plays the computer's side of a game of `plies` plies on a clock of `initial_ms` + `increment_ms`
 * at the planned move times, each move taking `overhead_ms` more than planned (replying, a late
 * wake-up). Returns the least left on the clock at the end of a move (before its increment) and
 * sets `*end_ms` to what is left at the end of the game. */
static int64_t play_on_clock(const AiGameLength *l, int plies, int64_t initial_ms,
                             int64_t increment_ms, int64_t overhead_ms, int64_t *end_ms) {
    int64_t left = initial_ms, lowest = initial_ms;
    for (int ply = 0; ply < plies; ply += 2) {
        left -= ai_plan_move_time_ms(left, increment_ms, ply, l, 0) + overhead_ms;
        if (left < lowest) lowest = left;
        left += increment_ms;
    }
    *end_ms = left;
    return lowest;
}

/* Games of the typical length, of the 90th-percentile length and far longer, on the clocks the
 * match and the app use, with 20 ms lost on every move: with an increment no game flags, however
 * long; without one the usual games still end with time in hand; and a computer down to its
 * increment still moves and uses most of it. */
static void test_clock_never_flags(void **state) {
    (void)state;
    const AiGameLength *lengths[] = {&spread_long_tail, &short_narrow, &fixed_200, &short_wide};
    const int64_t fischer[][2] = {{10000, 100}, {3000, 50}, {60000, 1000}};
    for (int i = 0; i < 4; i++) {
        const AiGameLength *l = lengths[i];
        const int plies[] = {l->median, l->p90, 3 * l->p90 + 100};
        for (int k = 0; k < 3; k++) {
            int64_t end;
            for (int c = 0; c < 3; c++) {
                assert_true(play_on_clock(l, plies[k], fischer[c][0], fischer[c][1], 20, &end) > 0);
                assert_true(end >= 100); /* the reserve */
            }
            if (k == 2) continue; /* sudden death: every move costs 20 ms, so none lasts for ever */
            assert_true(play_on_clock(l, plies[k], 60000, 0, 20, &end) > 0);
            assert_true(end >= 2000);
        }
        /* Only the increment: the first move is planned at 1 ms, and from then on the computer
         * lives on its increment without flagging, spending most of it. */
        assert_int_equal(ai_plan_move_time_ms(50, 1000, 40, l, 0), 1);
        int64_t left = 50, spent = 0;
        for (int ply = 40; ply < 640; ply += 2) {
            int64_t plan = ai_plan_move_time_ms(left, 1000, ply, l, 0);
            spent += plan;
            left -= plan + 20;
            assert_true(left > 0);
            left += 1000;
        }
        assert_true(spent / 300 >= 700);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tt_store_probe),
        cmocka_unit_test(test_tt_torn_slot),
        cmocka_unit_test(test_tt_replacement),
        cmocka_unit_test(test_tt_kept_starts_empty),
        cmocka_unit_test(test_tt_kept_for_its_owner),
        cmocka_unit_test(test_ordering),
        cmocka_unit_test(test_time_control),
        cmocka_unit_test(test_plies_left),
        cmocka_unit_test(test_plan_from_clock),
        cmocka_unit_test(test_clock_never_flags),
        cmocka_unit_test(test_stage_deadline),
        cmocka_unit_test(test_answer_deadline),
#ifdef __linux__
        cmocka_unit_test(test_answer_by_helpers_made_once),
#endif
        cmocka_unit_test(test_helpers_parked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
