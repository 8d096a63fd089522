/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Proving forced wins for puzzles (docs/puzzles.md): an exact search with win and loss as its only
 * values, every defence tried, asking the solved endgames where they cover a position. It
 * proves a puzzle file's puzzles, and tells a player's move that keeps the win from one that
 * does not, the other side's best defence and the rest of the solution.
 *
 * The draw by repetition is not searched: the fastest win never returns to a position, so a win
 * within k moves with the rule is a win within k moves without it, and the other way round. */
#ifndef DUELBOARD_AI_PUZZLE_H
#define DUELBOARD_AI_PUZZLE_H

#include <stdint.h>

#include "ai/ai_endgame.h"
#include "rules/game_puzzle.h"

typedef struct AiPuzzleProver AiPuzzleProver;

/* A prover for positions of `g`, with a transposition table of about `megabytes` (0: 16) and the
 * solved endgames of `table` (may be NULL: search alone, the same answers, more slowly; a table
 * covers only the game it was built for, and is held by the caller while the prover lives). NULL
 * when out of memory. */
AiPuzzleProver *ai_puzzle_prover_new(const GameRules *g, const AiEndgameTable *table,
                                     size_t megabytes);
void ai_puzzle_prover_free(AiPuzzleProver *p);
/* Positions searched so far. */
uint64_t ai_puzzle_prover_nodes(const AiPuzzleProver *p);

/* Whether the side to move in `st` wins within `k` of its moves (k >= 1) whatever the other side
 * does. */
bool ai_puzzle_wins_within(AiPuzzleProver *p, const void *st, int k);
/* The fewest of its moves the side to move needs to win, up to `most`; 0 when it cannot win
 * within `most`. */
int ai_puzzle_win_distance(AiPuzzleProver *p, const void *st, int most);
/* Whether the mover's move `m` in `st` keeps a win within `k` of its moves, `m` the first. */
bool ai_puzzle_move_wins_within(AiPuzzleProver *p, const void *st, Move m, int k);
/* The mover's moves in `st` that win within `k` of its moves, into out[0..cap); how many there
 * are (counted past cap). */
int ai_puzzle_winning_moves(AiPuzzleProver *p, const void *st, int k, Move *out, int cap);
/* The best defence in `st`, where the other side wins within `k` of its moves: the reply after
 * which it needs the most (the first of the game's move order among equals). False when the side
 * to move has no move or is not lost within `k`. */
bool ai_puzzle_best_defence(AiPuzzleProver *p, const void *st, int k, Move *out);
/* The fastest win of the side to move in `st` within `k` of its moves, with the best defence:
 * its moves into line[0..*count), ending in the won game. False when it has none. */
bool ai_puzzle_solution(AiPuzzleProver *p, const void *st, int k, Move *line, int *count);

/* Whether the solver's move `m` is accepted in `st`, the position after `made` of the solver's
 * moves of `puzzle` (with their replies): the first move only when it is the solution's, a later
 * one of a `win` goal when it keeps the win within the moves the puzzle has left (of a `best`
 * goal, only the solution's). */
bool ai_puzzle_accepts(AiPuzzleProver *p, const GamePuzzle *puzzle, int made, const void *st,
                       Move m);
/* Proves `puzzle` again (a `best` goal: ai_puzzle_best_prove): its position is won in exactly
 * `length` of the solver's moves, by the solution's first move only (every other first move proven
 * not to win within `length`), each later move of the solver keeps the win, and each reply is a
 * best defence. False, with the reason, when any of it fails. */
bool ai_puzzle_prove(AiPuzzleProver *p, const GamePuzzle *puzzle, Error *err);

/* A puzzle's difficulty on a rating scale (docs/puzzles.md): from its length, the solver's moves
 * to choose from at each of its steps (choices[0..length)) and the shallowest depth at which
 * Master's search settles on the first move (found_depth, in plies). */
int ai_puzzle_difficulty(int length, const int *choices, int found_depth);

#endif
