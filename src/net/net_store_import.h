/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What goes into the store besides rooms: a finished game's row read from its record, and the
 * data directory of an older server (one file a room, one a record) brought into the store. */
#ifndef DUELBOARD_NET_NET_STORE_IMPORT_H
#define DUELBOARD_NET_NET_STORE_IMPORT_H

#include <stdio.h>

#include "net/net_store.h"

/* Fills the game's id, players, result, reason and time control from its record (replayed
 * through the rules); its code, number and end time are left as they are. False with the
 * reason for a record that cannot be read. */
bool net_store_game_describe(NetStoreGame *game, const char *record, Error *err);

typedef struct NetStoreImported {
    int rooms, games; /* brought in */
    int set_aside;    /* files that could not be read, renamed "<name>.broken-<time>" */
    bool found;       /* there was an older folder to bring in */
} NetStoreImported;

/* Brings DIR/rooms/<code>.room and DIR/games/<code>[-N].rec into the store in one turn, then
 * renames the two folders DIR/rooms.imported and DIR/games.imported (-2, -3... when taken), so
 * they are never read twice and nothing is deleted. A file that cannot be read is reported on
 * `log` and set aside in its folder. Done again after a crash between the commit and the
 * renames, it stores nothing twice. False (nothing renamed) when the store refuses the turn or
 * a folder cannot be renamed. */
bool net_store_import_folders(NetStore *s, const char *dir, FILE *log, NetStoreImported *done,
                              Error *err);

#endif
