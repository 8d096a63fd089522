/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The record format (save files, replays, test inputs): text in, text out; no file I/O here.
 * See docs/records.md for the format. */
#ifndef DUELBOARD_RULES_GAME_RECORD_H
#define DUELBOARD_RULES_GAME_RECORD_H

#include "rules/game_line.h"

/* The newest format this build reads. Records are written in the oldest version that can say
 * them: 1 without times, 2 with a clock or move times, 3 with an end its moves do not show, 4
 * with the seed of the computer's choices (so older builds refuse those plainly). */
#define GAME_RECORD_VERSION 4
#define GAME_RECORD_PLAYER_MAX 64
#define GAME_RECORD_CONTROL_MAX 32
#define GAME_RECORD_END_MAX 48 /* the end, in the grammar of game_end_to_text */

typedef struct GameRecordPlayers {
    char name[2][GAME_RECORD_PLAYER_MAX]; /* who played each side: "human", "random", ... */
} GameRecordPlayers;

/* What a game's line does not hold: the time control as its text (the session reads it; here it
 * is only checked for its shape: "none", "10", "5+3", "move:10"), how long each move took, how
 * the game ended when its moves do not show it: "win 2 resignation", "win 1 time", "draw
 * agreement" (game_end_to_text's grammar: the side counted from 1, the reason one word), and where
 * the computer's random choices came from. */
typedef struct GameRecordTimes {
    char control[GAME_RECORD_CONTROL_MAX]; /* "" when the record names no clock */
    int64_t *move_ms;              /* milliseconds of moves 1..count, -1 where a move has no time */
    int count;                     /* 0 when no move has a time */
    char end[GAME_RECORD_END_MAX]; /* "" when the moves show the end, or the game is on */
    /* The computer's choices drew from `choice_seed`, so that the game plays alike again (a
     * local game asked for it: tests, `--seed`); false when they drew from a secret of the
     * program that played, which no record holds. */
    bool seeded_choices;
    uint64_t choice_seed;
} GameRecordTimes;

/* Parses a record and replays every move through the rules into a fresh `line`. On any
 * problem nothing is loaded (`line` is left empty) and err reads "line N: reason". */
bool game_record_load(const char *text, GameLine *line, GameRecordPlayers *players, Error *err);

/* Writes the record of `line` into a heap buffer (free() it). `players` may be NULL. */
char *game_record_format(const GameLine *line, const GameRecordPlayers *players, Error *err);

/* The same with times. Loading fills *times (overwritten, not freed: free it with
 * game_record_times_free); on any problem, a malformed time included, nothing is loaded and
 * *times is left empty. `times` may be NULL (the times are checked and dropped). Writing adds
 * the clock line and each move's time; `times` may be NULL or empty for a record without them. */
bool game_record_load_timed(const char *text, GameLine *line, GameRecordPlayers *players,
                            GameRecordTimes *times, Error *err);
char *game_record_format_timed(const GameLine *line, const GameRecordPlayers *players,
                               const GameRecordTimes *times, Error *err);
void game_record_times_free(GameRecordTimes *times);

#endif
