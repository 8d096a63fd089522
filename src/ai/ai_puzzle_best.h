/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Puzzles of the one clearly best move (`goal best N`, docs/puzzles.md), for games whose wins are
 * too far to prove: at each of the solver's steps one move is at least AI_PUZZLE_BEST_GAP better
 * in win chance than every other, by Master's search at two fixed depths; the other side answers
 * with the search's best reply; the puzzle ends once the win is clear. Fixed depths make every
 * answer the same on every machine, so a puzzle is proven again by finding its line again. */
#ifndef DUELBOARD_AI_PUZZLE_BEST_H
#define DUELBOARD_AI_PUZZLE_BEST_H

#include "rules/game_puzzle.h"

#define AI_PUZZLE_BEST_GAP 300   /* permille of win chance: 30 points */
#define AI_PUZZLE_BEST_CLEAR 900 /* the solver's win chance from which its win is clear */
#define AI_PUZZLE_BEST_SHALLOW 4 /* the two depths, in plies */
#define AI_PUZZLE_BEST_DEEP 6
#define AI_PUZZLE_BEST_STEPS 3 /* the solver's moves at most */

/* Whether the mover in `st` has one clearly best move: the best at both depths, with a win chance
 * (permille, into *chance, at the deeper depth) at least AI_PUZZLE_BEST_GAP above every other
 * move's at each. */
bool ai_puzzle_clear_best(const GameRules *g, const void *st, Move *best, int *chance);
/* The puzzle that starts in `st`, if one does: its line into line[0..*count), the solver's
 * clearly best moves with the search's replies between them, ending with the solver's move after
 * which its win chance is at least AI_PUZZLE_BEST_CLEAR (or it has won), within
 * AI_PUZZLE_BEST_STEPS moves of the solver. False when there is none. */
bool ai_puzzle_best_line(const GameRules *g, const void *st, Move *line, int *count);
/* Finds the line of `puzzle` again and compares: false, with the reason, when it differs. */
bool ai_puzzle_best_prove(const GameRules *g, const GamePuzzle *puzzle, Error *err);

#endif
