/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `match --clock INIT+INC`: each player's game clock, its move times planned from it with the
 * app's planner, flags, and what the clocks showed over the match. */
#ifndef DUELBOARD_CLI_MATCH_CLOCK_H
#define DUELBOARD_CLI_MATCH_CLOCK_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "ai/ai_clock.h"

/* The time control: what each clock starts a game with and what each move gives back. */
typedef struct MatchTimeControl {
    int64_t initial_ms, increment_ms;
} MatchTimeControl;

/* One player's clock in the game being played, and its figures over the match. */
typedef struct MatchClock {
    int64_t left_us; /* in this game */
    int flags;       /* games lost on time */
    uint64_t moves;
    int64_t used_us;   /* all its moves' time */
    int64_t lowest_us; /* the least left at the end of a move, before its increment */
} MatchClock;

/* "INIT+INC" in seconds, decimals allowed ("60+1", "10+0.1"; "INIT" alone: no increment). */
bool match_clock_parse(const char *text, MatchTimeControl *out);
/* Keeps the match's figures so far: lowest_us starts at the first game's clock. */
void match_clock_init(MatchClock *c, const MatchTimeControl *tc);
void match_clock_new_game(MatchClock *c, const MatchTimeControl *tc);
/* The move time for the player's next move, as the app plans it (ai_plan_move_time_ms). */
int64_t match_clock_plan_ms(const MatchClock *c, const MatchTimeControl *tc, int plies_played,
                            const AiGameLength *length, int64_t level_ms);
/* Takes a move's whole time off the clock and adds the increment; false when the flag fell
 * (the clock went below zero during the move): the player has then lost on time. */
bool match_clock_spend(MatchClock *c, const MatchTimeControl *tc, int64_t used_us);
/* "clock NAME: F flags, lowest clock X s after a move, mean Y ms/move". */
void match_clock_print(FILE *out, const char *name, const MatchClock *c);

#endif
