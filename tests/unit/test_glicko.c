/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Glicko-2: Glickman's worked example to its printed digits, and a puzzle rating that moves the
 * way a player expects. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "learn/glicko.h"

static void assert_near(double value, double want, double within) {
    if (fabs(value - want) > within) fail_msg("%.6f is not %.6f (within %g)", value, want, within);
}

/* "Example of the Glicko-2 system": a player at 1500 (RD 200, volatility 0.06) beats one at 1400
 * (RD 30) and loses to one at 1550 (RD 100) and one at 1700 (RD 300), with tau 0.5: 1464.06,
 * RD 151.52, volatility 0.05999. */
static void test_glickmans_example(void **state) {
    (void)state;
    Glicko player = {1500.0, 200.0, 0.06};
    Glicko opponents[3] = {{1400.0, 30.0, 0.06}, {1550.0, 100.0, 0.06}, {1700.0, 300.0, 0.06}};
    double scores[3] = {1.0, 0.0, 0.0};
    Glicko after = glicko_update(player, opponents, scores, 3, 0.5);
    assert_near(after.rating, 1464.06, 0.01);
    assert_near(after.deviation, 151.52, 0.01);
    assert_near(after.volatility, 0.05999, 0.00001);
}

/* A period without results only widens the deviation (step 6 alone). */
static void test_no_games_widens(void **state) {
    (void)state;
    Glicko player = {1600.0, 100.0, 0.06};
    Glicko after = glicko_update(player, NULL, NULL, 0, GLICKO_TAU);
    assert_near(after.rating, 1600.0, 1e-9);
    assert_near(after.deviation, sqrt(100.0 * 100.0 + 0.06 * 0.06 * 173.7178 * 173.7178), 0.01);
}

/* Solving raises the rating and failing lowers it, a hard puzzle's solve more than an easy
 * one's; the deviation shrinks with results and stays within its bounds. */
static void test_puzzles(void **state) {
    (void)state;
    Glicko start = glicko_new();
    Glicko easy = glicko_after_puzzle(start, 1200.0, true);
    Glicko hard = glicko_after_puzzle(start, 1900.0, true);
    Glicko failed = glicko_after_puzzle(start, 1500.0, false);
    assert_true(easy.rating > start.rating);
    assert_true(hard.rating > easy.rating);
    assert_true(failed.rating < start.rating);
    assert_true(easy.deviation < start.deviation);
    Glicko p = start;
    for (int i = 0; i < 500; i++) p = glicko_after_puzzle(p, 1500.0 + (i % 7) * 50.0, i % 3 != 0);
    assert_true(p.deviation >= GLICKO_DEVIATION_MIN);
    assert_true(p.deviation < 120.0);
    assert_true(p.rating > 1400.0 && p.rating < 2100.0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_glickmans_example),
        cmocka_unit_test(test_no_games_widens),
        cmocka_unit_test(test_puzzles),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
