/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `match --clock CONTROL`: each game's clocks (the session's GameClock, on the time control of
 * `play --clock`), the players' move times planned from them as the app plans them, flags, and
 * what the clocks showed over the match. */
#ifndef DUELBOARD_CLI_MATCH_CLOCK_H
#define DUELBOARD_CLI_MATCH_CLOCK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ai/ai_time.h"
#include "session/session_clock.h"

/* What one player's clock showed over the match. */
typedef struct MatchClock {
    int flags; /* games lost on time */
    uint64_t moves;
    int64_t used_us;   /* all its moves' time */
    int64_t lowest_us; /* the least left at the end of a move, before its increment */
    int64_t last_us;   /* left at the end of its last move, before its increment */
} MatchClock;

/* Keeps the match's figures so far: lowest_us starts at the time each starts with. */
void match_clock_init(MatchClock *c, const TimeControl *tc);
/* The move time for `side`'s next move, as the app plans it (time_control_plan_move_ms). */
int64_t match_clock_plan_ms(const GameClock *clock, int side, int plies_played,
                            const AiGameLength *length, int64_t level_ms);
/* `side`'s move ran on `clock` from `start_us` to `end_us`: charges it, counts it in the player's
 * figures, and gives the increment (or the next move's time). False when the flag fell during
 * the move: the player has then lost on time. */
bool match_clock_move(MatchClock *c, GameClock *clock, int side, int64_t start_us, int64_t end_us);
/* "clock NAME: F flags, lowest clock X s after a move, mean Y ms/move". */
void match_clock_print(FILE *out, const char *name, const MatchClock *c);

#endif
