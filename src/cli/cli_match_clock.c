/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game clocks of `match --clock`: planning, spending, flags and their summary. */
#include <math.h>
#include <stdlib.h>

#include "cli/cli_match_clock.h"

static bool parse_seconds(const char *text, char **end, int64_t *ms) {
    double s = strtod(text, end);
    if (*end == text || !isfinite(s) || s < 0 || s > 1e7) return false;
    *ms = llround(s * 1000.0);
    return true;
}

bool match_clock_parse(const char *text, MatchTimeControl *out) {
    char *end = NULL;
    if (!text || !parse_seconds(text, &end, &out->initial_ms)) return false;
    out->increment_ms = 0;
    if (*end == '+' && !parse_seconds(end + 1, &end, &out->increment_ms)) return false;
    /* A clock that starts empty could only flag, which measures nothing. */
    return *end == '\0' && out->initial_ms > 0;
}

void match_clock_init(MatchClock *c, const MatchTimeControl *tc) {
    *c = (MatchClock){.left_us = tc->initial_ms * 1000, .lowest_us = tc->initial_ms * 1000};
}

void match_clock_new_game(MatchClock *c, const MatchTimeControl *tc) {
    c->left_us = tc->initial_ms * 1000;
}

int64_t match_clock_plan_ms(const MatchClock *c, const MatchTimeControl *tc, int plies_played,
                            const AiGameLength *length, int64_t level_ms) {
    /* Rounded down: the planner must not believe in time the clock does not have. */
    int64_t left_ms = c->left_us > 0 ? c->left_us / 1000 : 0;
    return ai_plan_move_time_ms(left_ms, tc->increment_ms, plies_played, length, level_ms);
}

bool match_clock_spend(MatchClock *c, const MatchTimeControl *tc, int64_t used_us) {
    c->moves++;
    c->used_us += used_us;
    c->left_us -= used_us;
    if (c->left_us < c->lowest_us) c->lowest_us = c->left_us;
    if (c->left_us < 0) {
        c->flags++;
        return false;
    }
    c->left_us += tc->increment_ms * 1000;
    return true;
}

void match_clock_print(FILE *out, const char *name, const MatchClock *c) {
    fprintf(out, "clock %s: %d flags, lowest clock %.3f s after a move, mean %.1f ms/move\n", name,
            c->flags, (double)c->lowest_us / 1e6,
            c->moves ? (double)c->used_us / 1000.0 / (double)c->moves : 0.0);
}
