/* The record format (save files, replays, test inputs): text in, text out; no file I/O here.
 * See docs/records.md for the format. */
#ifndef DUELBOARD_RULES_GAME_RECORD_H
#define DUELBOARD_RULES_GAME_RECORD_H

#include "rules/game_line.h"

#define GAME_RECORD_VERSION 1
#define GAME_RECORD_PLAYER_MAX 64

typedef struct GameRecordPlayers {
    char name[2][GAME_RECORD_PLAYER_MAX]; /* who played each side: "human", "random", ... */
} GameRecordPlayers;

/* Parses a record and replays every move through the rules into a fresh `line`. On any
 * problem nothing is loaded (`line` is left empty) and err reads "line N: reason". */
bool game_record_load(const char *text, GameLine *line, GameRecordPlayers *players, Error *err);

/* Writes the record of `line` into a heap buffer (free() it). `players` may be NULL. */
char *game_record_format(const GameLine *line, const GameRecordPlayers *players, Error *err);

#endif
