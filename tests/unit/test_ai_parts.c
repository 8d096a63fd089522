/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the search's parts: the transposition table, move ordering and time control. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_answer_by.h"
#include "ai/ai_clock.h"
#include "ai/ai_order.h"
#include "ai/ai_tt.h"
#include "rules/onitama/onitama.h"

/* Two keys that fall in the same bucket (the bucket comes from bits 17 and up). */
#define KEY_A 0x0000000000000001ull
#define KEY_B 0x0000000000000002ull
#define KEY_C 0x0000000000000003ull

static void test_tt_store_probe(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1));
    assert_null(ai_tt_probe(&tt, KEY_A));
    ai_tt_store(&tt, KEY_A, 42, -123, 5, AI_BOUND_LOWER);
    const AiTtEntry *e = ai_tt_probe(&tt, KEY_A);
    assert_non_null(e);
    assert_int_equal(e->move, 42);
    assert_int_equal(e->score, -123);
    assert_int_equal(e->depth, 5);
    assert_int_equal(e->bound, AI_BOUND_LOWER);
    assert_null(ai_tt_probe(&tt, KEY_A ^ (1ull << 40))); /* another key is not a hit */
    ai_tt_free(&tt);
}

/* A deep result survives a shallower one of another position in its bucket (which goes to the
 * always-replace slot); a newer search may overwrite it. A store without a move keeps the old
 * move of the same position. */
static void test_tt_replacement(void **state) {
    (void)state;
    AiTt tt;
    assert_true(ai_tt_init(&tt, 1));
    ai_tt_store(&tt, KEY_A, 1, 10, 8, AI_BOUND_EXACT);
    ai_tt_store(&tt, KEY_B, 2, 20, 2, AI_BOUND_EXACT);
    assert_non_null(ai_tt_probe(&tt, KEY_A));
    assert_non_null(ai_tt_probe(&tt, KEY_B));
    ai_tt_store(&tt, KEY_C, 3, 30, 3, AI_BOUND_EXACT);
    assert_non_null(ai_tt_probe(&tt, KEY_A));
    assert_null(ai_tt_probe(&tt, KEY_B));
    assert_non_null(ai_tt_probe(&tt, KEY_C));
    ai_tt_store(&tt, KEY_A, AI_NO_MOVE, 11, 9, AI_BOUND_UPPER);
    assert_int_equal(ai_tt_probe(&tt, KEY_A)->move, 1);
    ai_tt_new_search(&tt);
    ai_tt_store(&tt, KEY_B, 2, 20, 1, AI_BOUND_EXACT);
    assert_null(ai_tt_probe(&tt, KEY_A));
    assert_non_null(ai_tt_probe(&tt, KEY_B));
    ai_tt_clear(&tt);
    assert_null(ai_tt_probe(&tt, KEY_B));
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
    int64_t a = ai_clock_us(), b = ai_clock_us();
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

/* A move time planned from a game clock: a share of what is left plus most of the increment,
 * never beyond the level's time nor into the clock's margin, and never 0 (no limit). */
static void test_plan_from_clock(void **state) {
    (void)state;
    assert_int_equal(ai_plan_move_time_ms(-1, 0, 0, 2000), 2000); /* no clock: the level's */
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 0, 2000), 2000);
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 0, 0), (300000 - 2000) / 30);
    assert_int_equal(ai_plan_move_time_ms(300000, 0, 40, 0), (300000 - 2000) / 20);
    assert_int_equal(ai_plan_move_time_ms(10000, 3000, 0, 0), 9500 / 30 + 2250);
    assert_int_equal(ai_plan_move_time_ms(1000, 600000, 0, 0), 950); /* not on credit */
    assert_int_equal(ai_plan_move_time_ms(30, 0, 0, 0), 1);
    assert_int_equal(ai_plan_move_time_ms(0, 0, 0, 5000), 1);
    for (int64_t left = 0; left < 4000000; left = left * 3 + 7) {
        for (int64_t inc = 0; inc <= 30000; inc += 2500) {
            int64_t plan = ai_plan_move_time_ms(left, inc, (int)(left % 50), 0);
            assert_true(plan >= 1);
            assert_true(plan == 1 || plan <= left - 50);
            assert_true(ai_plan_move_time_ms(left, inc, 3, 700) <= 700);
        }
    }
    /* Sudden death: a hundred moves at the planned times still leave time on the clock; with an
     * increment the clock holds up for good. */
    int64_t left = 60000, fischer = 60000;
    for (int move = 0; move < 100; move++) {
        left -= ai_plan_move_time_ms(left, 0, move, 0);
        assert_true(left >= 50);
    }
    for (int move = 0; move < 500; move++) {
        fischer -= ai_plan_move_time_ms(fischer, 1000, move, 0);
        assert_true(fischer > 0);
        fischer += 1000;
    }
    assert_true(fischer > 2000);
    /* A fixed time per move: all but a margin for replying. */
    assert_int_equal(ai_plan_per_move_ms(10000, 0), 9500);
    assert_int_equal(ai_plan_per_move_ms(10000, 2000), 2000);
    assert_int_equal(ai_plan_per_move_ms(1000, 0), 900);
    assert_int_equal(ai_plan_per_move_ms(50, 0), 1);
    assert_int_equal(ai_plan_per_move_ms(0, 3000), 3000);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_tt_store_probe),  cmocka_unit_test(test_tt_replacement),
        cmocka_unit_test(test_ordering),        cmocka_unit_test(test_time_control),
        cmocka_unit_test(test_plan_from_clock), cmocka_unit_test(test_stage_deadline),
        cmocka_unit_test(test_answer_deadline),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
