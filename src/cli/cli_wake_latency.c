/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `wake-latency`: how late this machine lets a thread run after a deadline, the floor under any
 * hard stop of the search: a thread that sleeps to a deadline, or one that computes and reads
 * the clock all the time (the largest gap between two reads is time it was not running). */
#include <inttypes.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_time.h"
#include "cli/cli_commands.h"
#include "cli/cli_lateness.h"

static void print_usage(FILE *out) {
    fprintf(out, "usage: duelboard-cli wake-latency [--count N] [--period MS] [--busy]\n"
                 "Sleeps N times (default 2000) to a deadline MS ms ahead (default 100) and\n"
                 "prints how late it woke: the worst, the 99th percentile and how many were\n"
                 "more than 5 ms late. --busy computes instead of sleeping, reading the clock\n"
                 "all the time, and counts per period the longest gap between two reads (time\n"
                 "the thread was not running). Run it beside the load to be measured.\n");
}

/* Sleeps to `period_us` from now; returns how late it woke. */
static int64_t sleep_sample(int64_t period_us) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    int64_t deadline_ns = (int64_t)now.tv_sec * 1000000000 + now.tv_nsec + period_us * 1000;
    struct timespec at = {(time_t)(deadline_ns / 1000000000), (long)(deadline_ns % 1000000000)};
    while (clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &at, NULL) != 0) {}
    struct timespec woke;
    clock_gettime(CLOCK_MONOTONIC, &woke);
    int64_t woke_ns = (int64_t)woke.tv_sec * 1000000000 + woke.tv_nsec;
    return (woke_ns - deadline_ns) / 1000;
}

/* Computes for `period_us`, reading the clock in a loop; returns the longest gap between two
 * reads, less the usual cost of a read (so a thread never taken off the processor scores ~0). */
static int64_t busy_sample(int64_t period_us) {
    int64_t start = monotonic_us(), last = start, longest = 0;
    while (last - start < period_us) {
        int64_t now = monotonic_us();
        if (now - last > longest) longest = now - last;
        last = now;
    }
    return longest;
}

int cli_wake_latency(int argc, char **argv, FILE *out) {
    long count = 2000;
    int64_t period_ms = 100;
    bool busy = false;
    for (int i = 0; i < argc; i++) {
        bool has_value = i + 1 < argc;
        if (strcmp(argv[i], "--help") == 0) {
            print_usage(out);
            return 0;
        } else if (strcmp(argv[i], "--count") == 0 && has_value) {
            count = atol(argv[++i]);
        } else if (strcmp(argv[i], "--period") == 0 && has_value) {
            period_ms = atoll(argv[++i]);
        } else if (strcmp(argv[i], "--busy") == 0) {
            busy = true;
        } else {
            fprintf(stderr, "wake-latency: unexpected '%s'\n", argv[i]);
            print_usage(stderr);
            return 2;
        }
    }
    if (count < 1 || period_ms < 1) {
        fprintf(stderr, "wake-latency: --count and --period must be at least 1\n");
        return 2;
    }
    Lateness late;
    lateness_init(&late);
    for (long i = 0; i < count; i++) {
        int64_t us = busy ? busy_sample(period_ms * 1000) : sleep_sample(period_ms * 1000);
        if (!lateness_add(&late, us)) {
            fprintf(stderr, "wake-latency: out of memory\n");
            lateness_free(&late);
            return 1;
        }
    }
    LatenessSummary s = lateness_summarize(&late, LATENESS_THRESHOLD_US);
    fprintf(out, "wake-latency %s, %" PRId64 " ms: ", busy ? "busy" : "sleep", period_ms);
    lateness_print(out, &s, busy ? "periods" : "sleeps");
    fputc('\n', out);
    lateness_free(&late);
    return 0;
}
