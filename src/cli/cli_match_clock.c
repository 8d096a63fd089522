/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game clocks of `match --clock`: planning, spending, flags and their summary. */
#include "cli/cli_match_clock.h"

void match_clock_init(MatchClock *c, const TimeControl *tc) {
    *c = (MatchClock){.lowest_us = tc->base_ms * 1000, .last_us = tc->base_ms * 1000};
}

int64_t match_clock_plan_ms(const GameClock *clock, int side, int plies_played,
                            const AiGameLength *length, int64_t level_ms) {
    /* No side runs between moves, so the time left does not depend on now. */
    return time_control_plan_move_ms(&clock->control, game_clock_remaining_ms(clock, side, 0),
                                     plies_played, length, level_ms);
}

bool match_clock_move(MatchClock *c, GameClock *clock, int side, int64_t start_us, int64_t end_us) {
    game_clock_run(clock, side, start_us);
    GameClock stopped = game_clock_stopped(clock, end_us);
    c->moves++;
    c->used_us += end_us - start_us;
    c->last_us = stopped.remaining_us[side];
    if (c->last_us < c->lowest_us) c->lowest_us = c->last_us;
    bool fell = game_clock_flag_fallen(&stopped, end_us) == side;
    game_clock_move_done(clock, side, end_us);
    if (fell) c->flags++;
    return !fell;
}

void match_clock_print(FILE *out, const char *name, const MatchClock *c) {
    fprintf(out, "clock %s: %d flags, lowest clock %.3f s after a move, mean %.1f ms/move\n", name,
            c->flags, (double)c->lowest_us / 1e6,
            c->moves ? (double)c->used_us / 1000.0 / (double)c->moves : 0.0);
}
