/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The monotonic clock and the time rules of the search. */
#include <stdbool.h>
#include <time.h>

#include "ai/ai_clock.h"

int64_t ai_clock_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

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
    AiBudget b = {ai_clock_us(), ai_time_hard_us(movetime_ms), count};
    if (!b.limit && !b.hard) b.limit = 10000;
    return b;
}

/* What the clock must keep back: a twentieth of it, from 50 ms up to 2 s, so a slow reply or a
 * busy machine does not run a flag down. */
static int64_t clock_margin_ms(int64_t remaining_ms) {
    int64_t m = remaining_ms / 20;
    return m < 50 ? 50 : m > 2000 ? 2000 : m;
}

static int64_t plan_cap(int64_t plan, int64_t level_ms) {
    if (level_ms > 0 && plan > level_ms) plan = level_ms;
    return plan < 1 ? 1 : plan;
}

int64_t ai_plan_move_time_ms(int64_t remaining_ms, int64_t increment_ms, int moves_played,
                             int64_t level_ms) {
    if (remaining_ms < 0) return level_ms;
    if (increment_ms < 0) increment_ms = 0;
    if (moves_played < 0) moves_played = 0;
    int64_t usable = remaining_ms - clock_margin_ms(remaining_ms);
    if (usable <= 0) return 1;
    int moves_to_go = 30 - (moves_played < 20 ? moves_played : 20) / 2;
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
