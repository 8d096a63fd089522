/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The puzzle file format (docs/puzzles.md): a game's puzzles, each a position, its goal, its
 * solution line, a difficulty and where it came from. Text in, text out; no file I/O here. */
#ifndef DUELBOARD_RULES_GAME_PUZZLE_H
#define DUELBOARD_RULES_GAME_PUZZLE_H

#include "rules/game.h"

#define GAME_PUZZLE_ID_MAX 13    /* twelve hex digits and the NUL */
#define GAME_PUZZLE_WIN_MAX 8    /* the longest win a puzzle may ask for, in the solver's moves */
#define GAME_PUZZLE_MOVES_MAX 15 /* 2 * GAME_PUZZLE_WIN_MAX - 1 */
#define GAME_PUZZLE_FROM_MAX 96  /* where it came from, with its NUL */
#define GAME_PUZZLE_DIFFICULTY_MAX 4000

/* What a puzzle asks of the solver, the side to move in its position. */
typedef enum GamePuzzleGoal {
    /* `goal win N`: a win in N of its moves whatever the other side does; the solution ends in
     * the won game. */
    GAME_PUZZLE_WIN,
    /* `goal best N`: N moves, each the engine's one clearly best (docs/puzzles.md); the solution
     * ends where the win is clear. */
    GAME_PUZZLE_BEST,
    /* `goal <question>` in a game with hidden information (GameDeduction): the position is the
     * solver's observation, the solution the exact set of fields that answer the question. */
    GAME_PUZZLE_DEDUCE,
} GamePuzzleGoal;

/* One puzzle: its goal, and `moves`, the solution line: the solver's `length` moves with the
 * other side's best defence between them (2 * length - 1 moves). */
typedef struct GamePuzzle {
    char id[GAME_PUZZLE_ID_MAX];
    char position[GAME_FEN_MAX];
    GamePuzzleGoal goal;
    int length;
    Move moves[GAME_PUZZLE_MOVES_MAX];
    int move_count;
    char question[GAME_QUESTION_MAX];      /* a deduction's question ("where C2") */
    int fields[GAME_DEDUCTION_FIELDS_MAX]; /* a deduction's answer, ascending */
    int field_count;
    int difficulty; /* on a rating scale (docs/puzzles.md says how it is computed) */
    char from[GAME_PUZZLE_FROM_MAX];
    int line_number; /* of its `puzzle` line in the text it was read from, 0 for a new one */
} GamePuzzle;

typedef struct GamePuzzleSet {
    const GameRules *rules;
    GamePuzzle *puzzles;
    int count, capacity;
} GamePuzzleSet;

/* An empty set of puzzles of `g`. */
void game_puzzles_init(GamePuzzleSet *set, const GameRules *g);
void game_puzzles_free(GamePuzzleSet *set);
/* Adds a copy of `p`; false when out of memory. */
bool game_puzzles_add(GamePuzzleSet *set, const GamePuzzle *p);
/* The set's puzzle with this id, or NULL: a set holds each position once. */
const GamePuzzle *game_puzzles_find(const GamePuzzleSet *set, const char *id);

/* Reads a puzzle file into `set` (emptied first), checking every puzzle against the rules: the
 * position reads, the solution's moves are legal one after the other, the game is not over before
 * the last, and for a `win` goal the last is a win of the side to move of the position. On any
 * problem the set is left empty and err reads "line N: reason". */
bool game_puzzles_read(const char *text, GamePuzzleSet *set, Error *err);
/* The set as a file, `comment` (may be NULL; one line) first; a heap buffer to free(), NULL when
 * out of memory or when a puzzle's move cannot be written. */
char *game_puzzles_format(const GamePuzzleSet *set, const char *comment, Error *err);

/* The id of a puzzle from its position: twelve hex digits of a hash of the position's text, so
 * that a puzzle keeps its name when the set is made again. */
void game_puzzle_id(const char *position, char id[GAME_PUZZLE_ID_MAX]);
/* The id of a deduction puzzle: the same hash of its position and question, one space between,
 * since one observation may be asked two questions. */
void game_puzzle_deduction_id(const char *position, const char *question,
                              char id[GAME_PUZZLE_ID_MAX]);
/* The deduction questions that may be put to the side to move of `st` now, and that side's
 * observation as the one line a puzzle's position holds; how many questions (0: none, or the
 * game has no deduction puzzles). */
int game_puzzle_deduction_questions(const GameRules *g, const void *st, char position[GAME_FEN_MAX],
                                    char (*questions)[GAME_QUESTION_MAX], int cap);
/* A deduction puzzle's exact answer, computed again from its observation (GameDeduction). */
bool game_puzzle_deduction_answer(const GameRules *g, const GamePuzzle *p, GameDeductionAnswer *out,
                                  Error *err);
/* Whether a deduction puzzle's solution is exactly the answer computed again; err names the
 * first field that differs. */
bool game_puzzle_deduction_prove(const GameRules *g, const GamePuzzle *p, Error *err);
/* The puzzle's position into `st` (the game's state_size bytes). */
bool game_puzzle_state(const GameRules *g, const GamePuzzle *p, void *st, Error *err);

#endif
