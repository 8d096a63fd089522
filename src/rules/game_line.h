/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game in progress: its options, seed, every state and move so far, and the repetition rule.
 * This is what the CLI, records and the app hold; the rules themselves keep no history. */
#ifndef DUELBOARD_RULES_GAME_LINE_H
#define DUELBOARD_RULES_GAME_LINE_H

#include "rules/game.h"

typedef struct GameLine {
    const GameRules *rules;
    GameOptions options;
    uint64_t seed;
    bool from_fen; /* started from a position rather than from options */
    char start_fen[GAME_FEN_MAX];
    int length; /* moves played */
    /* Moves stored: `length` and, past it, the ones undone that game_line_redo plays again. */
    int stored;
    int capacity;
    unsigned char *states; /* stored + 1 states, state i before move i */
    Move *moves;
    uint64_t *hashes; /* hash of state i */
} GameLine;

/* Starts a new game; the seed comes from `seed=` in the options, else `default_seed`. */
bool game_line_start(GameLine *line, const GameRules *rules, const GameOptions *opt,
                     uint64_t default_seed, Error *err);
/* Starts from a one-line position. */
bool game_line_start_fen(GameLine *line, const GameRules *rules, const char *fen, Error *err);
void game_line_free(GameLine *line);
/* A separate copy of `src` up to its current move (a worker can search it while src goes on);
 * the copy has nothing to redo. */
bool game_line_copy(GameLine *dst, const GameLine *src, Error *err);

const void *game_line_state(const GameLine *line);               /* the current state */
const void *game_line_state_at(const GameLine *line, int index); /* before move `index` */

/* Plays a legal move (from gen_moves of the current state). False only when out of memory.
 * The move that was undone here is kept for redo with what followed it; any other move drops
 * them, as the game has left that line. */
bool game_line_play(GameLine *line, Move m, Error *err);
/* Parses and plays a move in notation; an illegal one is refused with the reason. */
bool game_line_play_text(GameLine *line, const char *text, Error *err);
/* Takes back the last move, keeping it (and the ones undone after it) for redo. False at the
 * start. */
bool game_line_undo(GameLine *line);
/* Plays the last undone move again; false when there is none. */
bool game_line_redo(GameLine *line);
/* How many undone moves game_line_redo can play again from here. */
int game_line_redo_count(const GameLine *line);
/* The move game_line_redo would play; false when there is none. */
bool game_line_redo_move(const GameLine *line, Move *m);
/* Back to the start (keeps options, seed and starting position); nothing is left to redo. */
void game_line_reset(GameLine *line);

/* How many times the current position has occurred (including now). */
int game_line_repetitions(const GameLine *line);
/* The rules' outcome, then the repetition rule on a third occurrence. */
Outcome game_line_outcome(const GameLine *line);
/* Legal moves of the current position, none once the line's outcome is decided. */
int game_line_moves(const GameLine *line, Move *out, int cap);
/* Whether the line's last move may be marked for `side` (game_move_marked_for); false at the
 * start. `scratch`: game_position_size bytes. */
bool game_line_last_marked_for(const GameLine *line, int side, void *scratch);

#endif
