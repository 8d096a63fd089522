/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing one puzzle (docs/puzzles.md, "In the app"): the solver's moves judged as the puzzle's
 * proof allows (ai_puzzle_accepts), the other side's answers, hints, the solution played out, and
 * for a deduction puzzle the fields marked and checked. What a front end with a board and a text
 * panel asks; no toolkit here. */
#ifndef DUELBOARD_LEARN_PUZZLE_RUN_H
#define DUELBOARD_LEARN_PUZZLE_RUN_H

#include "rules/game_line.h"
#include "rules/game_puzzle.h"

typedef struct AiPuzzleProver AiPuzzleProver;

/* How a puzzle went, for the rating: decided once, by the first thing that decides it. */
typedef enum PuzzleOutcome {
    PUZZLE_OPEN,   /* nothing decided yet */
    PUZZLE_CLEAN,  /* solved without a wrong move, a hint or the solution shown */
    PUZZLE_MISSED, /* a wrong move or answer, a hint or the solution shown: a loss */
} PuzzleOutcome;

typedef enum PuzzleVerdictKind {
    PUZZLE_GOOD,    /* the move is accepted, the other side replied: go on */
    PUZZLE_SOLVED,  /* the move (or answer) is accepted and the puzzle is done */
    PUZZLE_WRONG,   /* legal, but not accepted: nothing was played (show it, then take it back) */
    PUZZLE_ILLEGAL, /* the rules refused the move, or the puzzle is over: nothing changed */
} PuzzleVerdictKind;

typedef struct PuzzleVerdict {
    PuzzleVerdictKind kind;
    Move move;    /* the solver's move (not for PUZZLE_ILLEGAL or an answer) */
    bool replied; /* PUZZLE_GOOD: the other side's answer, to animate */
    Move reply;
} PuzzleVerdict;

typedef struct PuzzleRun {
    const GameRules *rules;
    const GamePuzzle *puzzle;
    int solver; /* the side to move in the puzzle's position */
    /* A puzzle of moves: its position with the moves played in it so far. */
    GameLine line;
    int made;     /* the solver's moves played */
    bool on_line; /* every move so far is the solution's (a `win` puzzle accepts others) */
    AiPuzzleProver *prover; /* a `win` puzzle's, made when first needed */
    /* A deduction puzzle: the solver's observation and the fields it marked. */
    unsigned char *observation;
    bool marked[GAME_CELLS_MAX];
    bool is_sure_hit; /* `sure-hit`: one field answers; `where`: the whole set */
    bool done;        /* solved, or its solution shown */
    bool shown;       /* the solution was shown (done by show_next or show_answer) */
    PuzzleOutcome outcome;
} PuzzleRun;

/* Starts `puzzle` of `g` (the puzzle is held by the caller while the run lives). */
bool puzzle_run_start(PuzzleRun *run, const GameRules *g, const GamePuzzle *puzzle, Error *err);
void puzzle_run_free(PuzzleRun *run);

bool puzzle_run_is_deduction(const PuzzleRun *run);
/* What a view draws, as the solver may know it: the position now (a deduction puzzle's
 * observation), written into `buffer` (game_position_size bytes) where the game hides anything. */
const void *puzzle_run_view(const PuzzleRun *run, void *buffer);
/* The same for the position before move `index` of `line` (the run's own or a copy of it). */
const void *puzzle_run_view_at(const PuzzleRun *run, const GameLine *line, int index, void *buffer);
/* The side to move in what is drawn. */
int puzzle_run_to_move(const PuzzleRun *run);
/* The square a deduction question names ("C1" of `where C1`), into out. */
void puzzle_run_question_square(const PuzzleRun *run, char *out, size_t n);

/* The solver's move, as a move of the game or in notation. */
bool puzzle_run_offer(PuzzleRun *run, Move move, PuzzleVerdict *out, Error *err);
bool puzzle_run_offer_text(PuzzleRun *run, const char *text, PuzzleVerdict *out, Error *err);

/* The solver's next move of a solution from here (the puzzle's own while the player is on its
 * line, else the prover's fastest win), without counting it as a hint. */
bool puzzle_run_next_move(PuzzleRun *run, Move *out, Error *err);
/* A hint: the next move (puzzle_run_next_move) or, for a deduction puzzle, a field of the answer
 * not marked yet, into `move` or `field`. It makes the puzzle count as missed. */
bool puzzle_run_hint(PuzzleRun *run, Move *move, int *field, Error *err);
/* The player asked for the solution: the puzzle counts as missed from now, before any of its
 * moves is shown (a player who leaves while they are shown has still given it up). */
void puzzle_run_give_up(PuzzleRun *run);
/* Plays the next move of the solution, the solver's or the reply (into *played); false once the
 * puzzle is done. Counts as missed; the puzzle is done after the last. */
bool puzzle_run_show_next(PuzzleRun *run, Move *played, Error *err);

/* A deduction puzzle: marks or unmarks `field` (`sure-hit`: the one mark moves there). False
 * when the puzzle is done or the field is not the game's. */
bool puzzle_run_toggle(PuzzleRun *run, int field);
int puzzle_run_marked_count(const PuzzleRun *run);
/* Checks the marks: PUZZLE_SOLVED when they answer the question (exactly the set for `where`,
 * one field of it for `sure-hit`), else PUZZLE_WRONG (a miss; the marks stay to change). */
PuzzleVerdictKind puzzle_run_check(PuzzleRun *run);
/* Shows the answer: the puzzle is done, and missed. */
void puzzle_run_show_answer(PuzzleRun *run);
/* Whether `field` is part of the puzzle's answer. */
bool puzzle_run_in_answer(const PuzzleRun *run, int field);

#endif
