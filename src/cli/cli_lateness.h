/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lateness samples (how far past a deadline something finished) and their summary: the worst,
 * the 99th percentile and how many were later than a threshold, for `match --overruns` and
 * `wake-latency`. */
#ifndef DUELBOARD_CLI_LATENESS_H
#define DUELBOARD_CLI_LATENESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Microseconds past a deadline, one per sample; negative when early. */
typedef struct Lateness {
    int64_t *us;
    size_t count, capacity;
} Lateness;

typedef struct LatenessSummary {
    size_t count;
    int64_t worst_us;     /* the latest sample (0 with none) */
    int64_t p99_us;       /* nearest rank: at least 99% of samples are no later */
    size_t over;          /* samples later than the threshold */
    int64_t threshold_us; /* as asked */
} LatenessSummary;

#define LATENESS_THRESHOLD_US 5000 /* the hard stop's promise: within 5 ms */

void lateness_init(Lateness *l);
void lateness_free(Lateness *l);
/* Adds a sample; false when out of memory (the sample is then not counted). */
bool lateness_add(Lateness *l, int64_t late_us);
/* Adds every sample of `from`. */
bool lateness_merge(Lateness *into, const Lateness *from);
/* The nearest-rank percentile (0 < percent <= 100) of `count` sorted samples. */
int64_t lateness_percentile(const int64_t *sorted, size_t count, int percent);
/* Sorts the samples in place and sums them up. */
LatenessSummary lateness_summarize(Lateness *l, int64_t threshold_us);
/* "N moves, worst X ms, p99 Y ms, over 5 ms: K" with `what` naming the samples. */
void lateness_print(FILE *out, const LatenessSummary *s, const char *what);

#endif
