/* Saved games as the menu sees them: a record file replayed through the rules and summed up. */
#ifndef DUELBOARD_SCENES_SAVED_GAME_H
#define DUELBOARD_SCENES_SAVED_GAME_H

#include <stdbool.h>

#include "core/error.h"

typedef struct SavedGame {
    int game;           /* its place in the games list */
    char options[1024]; /* "k=v ... seed=N", as the board scene takes them */
    char players[64];   /* "human,ai2" */
    int moves;
} SavedGame;

/* Reads and replays the record at `path`; fails with the record's own message ("line 8: ..."). */
bool saved_game_read(const char *path, SavedGame *out, Error *err);

#endif
