/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Lateness samples and their summary (worst, 99th percentile, count past a threshold). */
#include "cli/cli_lateness.h"

#include <inttypes.h>
#include <stdlib.h>

void lateness_init(Lateness *l) {
    l->us = NULL;
    l->count = l->capacity = 0;
}

void lateness_free(Lateness *l) {
    free(l->us);
    lateness_init(l);
}

bool lateness_add(Lateness *l, int64_t late_us) {
    if (l->count == l->capacity) {
        size_t capacity = l->capacity ? 2 * l->capacity : 256;
        int64_t *grown = realloc(l->us, capacity * sizeof *grown);
        if (!grown) return false;
        l->us = grown;
        l->capacity = capacity;
    }
    l->us[l->count++] = late_us;
    return true;
}

bool lateness_merge(Lateness *into, const Lateness *from) {
    for (size_t i = 0; i < from->count; i++)
        if (!lateness_add(into, from->us[i])) return false;
    return true;
}

int64_t lateness_percentile(const int64_t *sorted, size_t count, int percent) {
    if (count == 0) return 0;
    if (percent < 1) percent = 1;
    if (percent > 100) percent = 100;
    /* Nearest rank: the smallest sample with at least `percent`% of the samples at or below it. */
    size_t rank = ((size_t)percent * count + 99) / 100;
    return sorted[rank - 1];
}

static int compare_us(const void *a, const void *b) {
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

LatenessSummary lateness_summarize(Lateness *l, int64_t threshold_us) {
    LatenessSummary s = {l->count, 0, 0, 0, threshold_us};
    if (l->count == 0) return s;
    qsort(l->us, l->count, sizeof *l->us, compare_us);
    s.worst_us = l->us[l->count - 1];
    s.p99_us = lateness_percentile(l->us, l->count, 99);
    for (size_t i = 0; i < l->count; i++)
        if (l->us[i] > threshold_us) s.over++;
    return s;
}

void lateness_print(FILE *out, const LatenessSummary *s, const char *what) {
    fprintf(out, "%zu %s, worst %.1f ms, p99 %.1f ms, over %.0f ms: %zu", s->count, what,
            (double)s->worst_us / 1000.0, (double)s->p99_us / 1000.0,
            (double)s->threshold_us / 1000.0, s->over);
}
