/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the lateness summary behind `match --overruns` and `wake-latency`, and a short
 * run of each command that checks only that they print their fields (no timing is judged). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli/cli_lateness.h"
#include "support/cli_support.h"

static void test_percentile_nearest_rank(void **state) {
    (void)state;
    int64_t sorted[200];
    for (int i = 0; i < 200; i++) sorted[i] = i + 1;
    /* 99% of 200 is 198: the 198th sample. */
    assert_int_equal(lateness_percentile(sorted, 200, 99), 198);
    assert_int_equal(lateness_percentile(sorted, 200, 100), 200);
    assert_int_equal(lateness_percentile(sorted, 200, 50), 100);
    /* With fewer than 100 samples the 99th percentile is the worst. */
    assert_int_equal(lateness_percentile(sorted, 10, 99), 10);
    assert_int_equal(lateness_percentile(sorted, 1, 99), 1);
    assert_int_equal(lateness_percentile(sorted, 0, 99), 0);
}

static void test_summary(void **state) {
    (void)state;
    Lateness l;
    lateness_init(&l);
    LatenessSummary empty = lateness_summarize(&l, 5000);
    assert_int_equal(empty.count, 0);
    assert_int_equal(empty.worst_us, 0);
    /* 1000 samples, in no order: early ones, two just over the threshold, one far over. */
    for (int i = 0; i < 997; i++) assert_true(lateness_add(&l, -(int64_t)(i % 300) * 10));
    assert_true(lateness_add(&l, 367000));
    assert_true(lateness_add(&l, 5000)); /* at the threshold is not over it */
    assert_true(lateness_add(&l, 5001));
    LatenessSummary s = lateness_summarize(&l, 5000);
    assert_int_equal(s.count, 1000);
    assert_int_equal(s.worst_us, 367000);
    assert_int_equal(s.over, 2);
    /* Rank 990 of 1000: still among the early samples (the latest three are ranks 998-1000). */
    assert_true(s.p99_us <= 0);
    char text[256];
    FILE *f = fmemopen(text, sizeof text, "w");
    assert_non_null(f);
    lateness_print(f, &s, "moves");
    fclose(f);
    assert_non_null(strstr(text, "1000 moves, worst 367.0 ms, p99 "));
    assert_non_null(strstr(text, "over 5 ms: 2"));
    lateness_free(&l);
}

static void test_merge(void **state) {
    (void)state;
    Lateness a, b;
    lateness_init(&a);
    lateness_init(&b);
    for (int i = 0; i < 300; i++) assert_true(lateness_add(&a, i));
    assert_true(lateness_add(&b, 9000));
    assert_true(lateness_merge(&b, &a));
    LatenessSummary s = lateness_summarize(&b, 5000);
    assert_int_equal(s.count, 301);
    assert_int_equal(s.worst_us, 9000);
    assert_int_equal(s.over, 1);
    lateness_free(&a);
    lateness_free(&b);
}

static char *run(const char *args) {
    int status;
    char *out = support_run_cli(DUELBOARD_CLI, args, NULL, &status);
    assert_non_null(out);
    assert_int_equal(status, 0);
    return out;
}

/* A smoke run of the measurement: a few quick moves, checking only the report's fields. */
static void test_match_overruns_prints_its_fields(void **state) {
    (void)state;
    char *out = run("match gunzi master master --movetime 5 --moves 4 --seed 2 --overruns");
    assert_non_null(strstr(out, "overruns gunzi master: "));
    assert_non_null(strstr(out, "overruns gunzi both: "));
    assert_non_null(strstr(out, " moves, worst "));
    assert_non_null(strstr(out, " ms, p99 "));
    assert_non_null(strstr(out, "over 5 ms: "));
}

static void test_wake_latency_prints_its_fields(void **state) {
    (void)state;
    char *out = run("wake-latency --count 3 --period 1");
    assert_non_null(strstr(out, "wake-latency sleep, 1 ms: 3 sleeps, worst "));
    out = run("wake-latency --count 2 --period 1 --busy");
    assert_non_null(strstr(out, "wake-latency busy, 1 ms: 2 periods, worst "));
    assert_non_null(strstr(out, "over 5 ms: "));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_percentile_nearest_rank),
        cmocka_unit_test(test_summary),
        cmocka_unit_test(test_merge),
        cmocka_unit_test(test_match_overruns_prints_its_fields),
        cmocka_unit_test(test_wake_latency_prints_its_fields),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
