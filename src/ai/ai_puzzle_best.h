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
#define AI_PUZZLE_BEST_SHALLOW 4 /* the two depths, in plies, unless the game's AiEval names */
#define AI_PUZZLE_BEST_DEEP 6    /* its own (puzzle_best_depth) */
#define AI_PUZZLE_BEST_STEPS 3   /* the solver's moves at most */

/* The two depths of game g's confirming searches: depth[0] the shallower, depth[1] the deeper,
 * at which the other side's replies are searched too. */
void ai_puzzle_best_depths(const GameRules *g, int depth[2]);
/* Whether the mover in `st` has one clearly best move: the best at both depths, with a win chance
 * (permille, into *chance, at the deeper depth) at least AI_PUZZLE_BEST_GAP above every other
 * move's at each. */
bool ai_puzzle_clear_best(const GameRules *g, const void *st, Move *best, int *chance);
/* The puzzle that starts in `st`, if one does: its line into line[0..*count), the solver's
 * clearly best moves with the search's replies between them, ending with the solver's move after
 * which its win chance is at least AI_PUZZLE_BEST_CLEAR (or it has won), within
 * AI_PUZZLE_BEST_STEPS moves of the solver. False when there is none. */
bool ai_puzzle_best_line(const GameRules *g, const void *st, Move *line, int *count);
/* The margin of the mover's clearly best move in `st` at the deeper depth: its win chance less the
 * best of the other moves', in permille, into *gap. False when the searches fail. */
bool ai_puzzle_best_margin(const GameRules *g, const void *st, int *gap);
/* A best-move puzzle's difficulty on a rating scale (docs/puzzles.md): from its length, the
 * solver's moves to choose from at each of its steps (choices[0..length)), the shallowest depth
 * from which Master's search settles on the first move (found_depth, in plies) and the first
 * move's margin (gap, permille of win chance: a narrow one is harder to tell from the others). */
int ai_puzzle_best_difficulty(int length, const int *choices, int found_depth, int gap);
/* Finds the line of `puzzle` again and compares: false, with the reason, when it differs. */
bool ai_puzzle_best_prove(const GameRules *g, const GamePuzzle *puzzle, Error *err);

#endif
