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
    int64_t margin = us / 50 < 3000 ? us / 50 : 3000; /* 2%, at most 3 ms */
    return us - margin > 200 ? us - margin : 200;
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
