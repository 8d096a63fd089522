/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The time rules of the search: deadlines from a move time, and move times from a game clock. */
#include <math.h>
#include <stdbool.h>

#include "ai/ai_time.h"

int64_t ai_time_hard_us(int64_t movetime_ms) {
    if (movetime_ms <= 0) return 0;
    int64_t us = movetime_ms * 1000;
    /* A tenth, at most 5 ms: a thread that sleeps to a deadline on a busy machine wakes up to
     * 5 ms late (docs/ai.md, "The hard stop under load"), and the answer must still be in time. */
    int64_t margin = us / 10 < 5000 ? us / 10 : 5000;
    return us - margin > 200 ? us - margin : 200;
}

int64_t ai_time_stage_deadline(int64_t start_us, int64_t deadline_us, int percent) {
    if (!deadline_us) return 0;
    if (percent >= 100 || deadline_us <= start_us) return deadline_us;
    if (percent < 0) percent = 0;
    return start_us + (deadline_us - start_us) * percent / 100;
}

bool ai_time_may_deepen(int64_t movetime_ms, int64_t elapsed_us, const AiTimeSignals *signals) {
    if (movetime_ms <= 0) return true;
    int percent = 90;
    if (signals) {
        if (signals->best_changed || signals->score_drop >= 20)
            percent = 100;
        else if (signals->stable >= 10)
            percent = 70;
    }
    return elapsed_us < movetime_ms * 10 * percent;
}

AiBudget ai_playout_budget(int64_t movetime_ms, uint64_t count) {
    AiBudget b = {monotonic_us(), ai_time_hard_us(movetime_ms), count};
    if (!b.limit && !b.hard) b.limit = 10000;
    return b;
}

/* A twentieth, from 100 ms up to 2 s: the floor covers a few moves' worth of replying and of a
 * thread waking late on a busy machine (docs/ai.md, "The hard stop under load"), which the plan
 * does not count; with an increment the clock settles near the reserve plus the increment. */
int64_t ai_time_reserve_ms(int64_t remaining_ms) {
    int64_t m = remaining_ms / 20;
    return m < 100 ? 100 : m > 2000 ? 2000 : m;
}

static int64_t plan_cap(int64_t plan, int64_t level_ms) {
    if (level_ms > 0 && plan > level_ms) plan = level_ms;
    return plan < 1 ? 1 : plan;
}

/* The length assumed for a game that was never measured: about what the planner assumed for
 * every game before the games had their own figures. */
static const AiGameLength unmeasured = {40, 60, 80, 100};

/* Adds to the sums the part beyond `n` of lengths spread evenly over [a, b] with `mass`. */
static void add_even(double a, double b, double mass, double n, double *weight, double *left) {
    if (b <= n) return;
    if (b <= a || a >= n) { /* all of it beyond n (a piece of no width is a spike at b) */
        *weight += mass;
        *left += mass * ((a + b) / 2 - n);
        return;
    }
    double part = mass * (b - n) / (b - a);
    *weight += part;
    *left += part * (b - n) / 2;
}

double ai_game_plies_left(const AiGameLength *length, int plies_played) {
    const AiGameLength *l = length && length->median > 0 ? length : &unmeasured;
    double n = plies_played < 0 ? 0 : plies_played;
    double q1 = l->q1, q2 = l->median, q3 = l->q3, p90 = l->p90;
    /* Figures out of order (a typo in a table) are read as the nearest ordered ones. */
    if (q1 > q2) q1 = q2;
    if (q3 < q2) q3 = q2;
    if (p90 < q3) p90 = q3;
    /* The shortest quarter is taken to start half a quartile range below Q1: self-play games
     * rarely end much before it. */
    double low = q1 - (q3 - q1) / 2 > 0 ? q1 - (q3 - q1) / 2 : 0;
    double weight = 0, left = 0;
    add_even(low, q1, 0.25, n, &weight, &left);
    add_even(q1, q2, 0.25, n, &weight, &left);
    add_even(q2, q3, 0.25, n, &weight, &left);
    add_even(q3, p90, 0.15, n, &weight, &left);
    /* The longest tenth: an exponential tail past the 90th percentile whose mean is the spread
     * from the median to it, so the plies still expected never fall to nothing however long the
     * game has gone on (a game that stops at a fixed length has no spread, and the planner's
     * floor of moves takes over). */
    double tail = p90 - q2;
    double from = n > p90 ? n : p90;
    double tail_mass = 0.10 * (n > p90 && tail > 0 ? exp(-(n - p90) / tail) : 1.0);
    if (n > p90 && tail <= 0) tail_mass = 0;
    weight += tail_mass;
    left += tail_mass * (from - n + tail);
    double plies = weight > 0 ? left / weight : 0;
    /* The ply about to be played is still to come, whatever the figures say. */
    return plies + 1;
}

int64_t ai_plan_move_time_ms(int64_t remaining_ms, int64_t increment_ms, int plies_played,
                             const AiGameLength *length, int64_t level_ms) {
    if (remaining_ms < 0) return level_ms;
    if (increment_ms < 0) increment_ms = 0;
    int64_t usable = remaining_ms - ai_time_reserve_ms(remaining_ms);
    if (usable <= 0) return 1;
    /* The mover plays every other ply, this one included. */
    double own = ceil(ai_game_plies_left(length, plies_played) / 2);
    int64_t moves_to_go = own < AI_TIME_MOVES_TO_GO_MIN ? AI_TIME_MOVES_TO_GO_MIN : (int64_t)own;
    int64_t plan = usable / moves_to_go + increment_ms * 3 / 4;
    /* The increment only comes after the move, so it cannot pay for more than is on the clock. */
    if (plan > usable) plan = usable;
    return plan_cap(plan, level_ms);
}

int64_t ai_plan_per_move_ms(int64_t move_ms, int64_t level_ms) {
    if (move_ms <= 0) return level_ms;
    int64_t margin = move_ms / 20 < 100 ? 100 : move_ms / 20;
    return plan_cap(move_ms - margin, level_ms);
}
