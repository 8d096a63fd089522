/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the referee server keeps its rooms and finished games so that a restart loses nothing: a
 * store opened on a data directory, written one turn at a time (begin, any number of puts,
 * deletes and finished games, commit), read back at start. The names say what is stored, not
 * how: the one backend today is a database file in the directory (SQLite, net_store.c), and a
 * shared database for several servers would implement the same functions (docs/server.md). */
#ifndef DUELBOARD_NET_NET_STORE_H
#define DUELBOARD_NET_NET_STORE_H

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"

/* The version of the stored layout this build writes; a store written by a newer build is
 * refused rather than misread. */
#define NET_STORE_VERSION 1
/* The file in the data directory. */
#define NET_STORE_FILE "duelboard.db"
#define NET_STORE_CODE_MAX 16
#define NET_STORE_WORD_MAX 64

typedef struct NetStore NetStore;

/* One finished game as listed: its room's code and its number among that code's games (1, then
 * 2, 3... for rematches, never reused), what the record says of it, and when it ended. */
typedef struct NetStoreGame {
    char code[NET_STORE_CODE_MAX];
    int number;
    char game[NET_STORE_WORD_MAX];       /* the game's id: "onitama" */
    char players[2][NET_STORE_WORD_MAX]; /* as the record names them */
    /* "win 1", "win 2", "draw"; "over" when the record does not say how */
    char result[NET_STORE_WORD_MAX];
    char reason[NET_STORE_WORD_MAX];  /* "temple", "resignation", "time"... or "" */
    char control[NET_STORE_WORD_MAX]; /* the time control: "5+3", "none" */
    int64_t ended;                    /* seconds since 1970 (UTC) */
    const char *record;               /* the record's text (docs/records.md) */
} NetStoreGame;

typedef enum NetStoreMode {
    NET_STORE_WRITE, /* the server: made when missing, checked whole (integrity) at opening */
    NET_STORE_READ,  /* a listing beside a running server: must exist, never written */
} NetStoreMode;

/* Opens the store of data directory `dir` (the directory must exist). Refused with the reason:
 * a store from a newer version, a damaged one (the whole file is checked when writing), one that
 * cannot be opened. */
NetStore *net_store_open(const char *dir, NetStoreMode mode, Error *err);
void net_store_close(NetStore *s);
/* Where the store is, for messages ("DIR/duelboard.db"). */
const char *net_store_where(const NetStore *s);

/* A turn: everything between begin and commit is durable together once commit returns true,
 * and none of it is when it returns false (then it is all undone, and may be done again). */
bool net_store_begin(NetStore *s, Error *err);
bool net_store_commit(NetStore *s, Error *err);
void net_store_rollback(NetStore *s);

/* Within a turn: a room's text (net_room_save's, opaque here) by its code, replacing the one
 * stored; a room gone; a room's text that could not be read back, moved out of the rooms (kept
 * with the reason, never restored); a finished game, numbered after its code's earlier games
 * (game->number is set), after which only the newest `keep` games of that code stay, the
 * number of older ones removed told in *removed. */
bool net_store_put_room(NetStore *s, const char *code, const char *text, Error *err);
bool net_store_delete_room(NetStore *s, const char *code, Error *err);
bool net_store_set_aside_room(NetStore *s, const char *code, const char *reason, Error *err);
bool net_store_add_game(NetStore *s, NetStoreGame *game, int keep, int *removed, Error *err);
/* The same with the number given (a game brought over from an older data directory): a game
 * already stored under that code and number is left as it is (false in *added). */
bool net_store_import_game(NetStore *s, const NetStoreGame *game, bool *added, Error *err);

/* Every stored room, in no order; `each` returning false stops the listing early (not an
 * error). */
typedef bool (*NetStoreRoomEach)(void *context, const char *code, const char *text);
bool net_store_rooms(NetStore *s, NetStoreRoomEach each, void *context, Error *err);
/* Finished games, oldest end first; `code` NULL for all, else that code's only. */
typedef bool (*NetStoreGameEach)(void *context, const NetStoreGame *game);
bool net_store_games(NetStore *s, const char *code, NetStoreGameEach each, void *context,
                     Error *err);

#endif
