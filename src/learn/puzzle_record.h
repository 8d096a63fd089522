/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A player's puzzles of one game (docs/puzzles.md, "In the app"): the Glicko-2 rating, the streak
 * of puzzles solved in a row, each puzzle's last result by its id, and the choice of the next
 * puzzle from them. Kept in the settings as one line of text. */
#ifndef DUELBOARD_LEARN_PUZZLE_RECORD_H
#define DUELBOARD_LEARN_PUZZLE_RECORD_H

#include <stddef.h>

#include "learn/glicko.h"
#include "rules/game_puzzle.h"

/* Results kept at most; a set holds 300 (docs/puzzles.md). Past this a result still moves the
 * rating and the streak, but the puzzle's own is not kept. */
#define PUZZLE_RECORD_MAX 400
/* The text's length at most, with its NUL: the numbers and each result as "id+" or "id-". */
#define PUZZLE_RECORD_TEXT_MAX (64 + PUZZLE_RECORD_MAX * (GAME_PUZZLE_ID_MAX + 1))

typedef enum PuzzleResult {
    PUZZLE_RESULT_UNTRIED,
    PUZZLE_RESULT_SOLVED,
    PUZZLE_RESULT_FAILED
} PuzzleResult;

typedef struct PuzzleRecord {
    Glicko rating;
    int streak; /* puzzles solved cleanly in a row */
    int count;
    char ids[PUZZLE_RECORD_MAX][GAME_PUZZLE_ID_MAX];
    PuzzleResult results[PUZZLE_RECORD_MAX];
} PuzzleRecord;

/* Someone who has not played a puzzle of the game yet. */
void puzzle_record_new(PuzzleRecord *r);
/* Reads "RATING DEVIATION VOLATILITY STREAK [ID+|ID-]..." as puzzle_record_format writes it;
 * false (r left as new) for any other text. */
bool puzzle_record_read(PuzzleRecord *r, const char *text);
/* The record as that text; false when `n` is too small. */
bool puzzle_record_format(const PuzzleRecord *r, char *out, size_t n);

/* The last result of puzzle `id`. */
PuzzleResult puzzle_record_result(const PuzzleRecord *r, const char *id);
/* How many puzzles of the record are solved (their last result). */
int puzzle_record_solved(const PuzzleRecord *r);
/* A puzzle's result: the rating moved as after a game against a player rated the puzzle's
 * difficulty (its deviation GLICKO_PUZZLE_DEVIATION), the streak grown or ended, the result kept
 * as the puzzle's last. */
void puzzle_record_add(PuzzleRecord *r, const GamePuzzle *puzzle, bool solved);

/* The next puzzle of `set` for the player: one never tried, else one failed, else any (so that
 * a player who solved them all plays them again), but not `current` (may be NULL) while another
 * is left; among those the one whose difficulty is nearest the rating less its deviation (a new
 * player, 1500 ± 350, gets puzzles near 1150), the first in the file among equals. Its index, -1
 * for an empty set. The same record always picks the same. */
int puzzle_record_pick(const PuzzleRecord *r, const GamePuzzleSet *set, const char *current);

#endif
