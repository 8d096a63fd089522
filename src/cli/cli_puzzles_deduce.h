/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `puzzles` for a game with deduction puzzles (GameDeduction): making a set from Master's
 * self-play, and proving a set's answers again (docs/puzzles.md). */
#ifndef DUELBOARD_CLI_PUZZLES_DEDUCE_H
#define DUELBOARD_CLI_PUZZLES_DEDUCE_H

#include <stdint.h>
#include <stdio.h>

#include "rules/game_puzzle.h"

/* Makes `count` deduction puzzles of `g` from self-play games i = 0, 1, ... dealt from seed + i,
 * Master at `nodes` a move; the set goes into `set` (initialised here). Figures to `figures`. */
bool cli_puzzles_deduce_make(const GameRules *g, uint64_t seed, int count, uint64_t nodes,
                             GamePuzzleSet *set, FILE *figures);
/* The difficulty of a deduction puzzle from its exact answer (docs/puzzles.md). */
int cli_puzzles_deduce_difficulty(const GameDeductionAnswer *a);

#endif
