/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checks of the game interface's promises on one position, shared by the contract tests and
 * the soak runs: notation round trips, apply leaving its input alone, hashes, positions, outcomes.
 */
#ifndef DUELBOARD_RULES_GAME_CHECK_H
#define DUELBOARD_RULES_GAME_CHECK_H

#include "rules/game.h"

typedef enum GameCheckDepth {
    GAME_CHECK_PLAYED, /* only the move about to be played round-trips through its text */
    GAME_CHECK_ALL     /* every legal move round-trips, and all are distinct */
} GameCheckDepth;

/* Checks the position `st` and the move `played` (one of its legal moves, or ignored when the
 * game is over). On the first broken promise returns false with a message naming it. */
bool game_check_position(const GameRules *g, const void *st, Move played, GameCheckDepth depth,
                         Error *err);

#endif
