/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Saved games as the menu sees them: a record file replayed through the rules and summed up. */
#ifndef DUELBOARD_SCENES_SAVED_GAME_H
#define DUELBOARD_SCENES_SAVED_GAME_H

#include <stdbool.h>

#include "core/error.h"
#include "rules/game_record.h"

typedef struct SavedGame {
    int game; /* its place in the games list */
    int moves;
    GameRecordPlayers players; /* who played each side: "human" or a computer level */
    Outcome outcome;           /* where the game stood when saved; its reason: saved_game_outcome */
    char
        end_reason[GAME_RECORD_END_MAX]; /* the record's end line's reason ("resignation"), or "" */
    long long saved_at; /* the file's modification time, seconds since 1970 (0: unknown) */
} SavedGame;

/* Reads the record at `path` and replays it into `line` (game_record_load_timed): what opening a
 * saved game and summing one up share. `times` (may be NULL) gets its clock and move times. */
bool saved_game_load(const char *path, GameLine *line, GameRecordPlayers *players,
                     GameRecordTimes *times, Error *err);
/* Reads and replays the record at `path`; fails with the record's own message ("line 8: ..."),
 * or for a game started from a position, which the menu does not continue. */
bool saved_game_read(const char *path, SavedGame *out, Error *err);
/* Where the game stood, with its reason: the record's end line's ("time", "agreement") or the
 * rules' for an end its moves show ("stone"). The reason points into `g` or at a static word. */
Outcome saved_game_outcome(const SavedGame *g);

#endif
