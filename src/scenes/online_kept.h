/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A network game of this end's kept among the games in progress while it is on, so that it can
 * be resumed after the app ended (killed, its window closed) or its board was left: its record as
 * known so far in games/ like any game in progress, and as that record's notes (game_library.h)
 * the server's address, whether the app runs that server itself, the room's code, the side and
 * the seat's token. The entry goes once the game is over and kept in the library. */
#ifndef DUELBOARD_SCENES_ONLINE_KEPT_H
#define DUELBOARD_SCENES_ONLINE_KEPT_H

#include <stdbool.h>

#include "scenes/game_library.h"
#include "scenes/scene.h"

struct NetLink;

/* An entry's notes, the fields of library.txt given in parentheses. */
typedef struct OnlineEntry {
    char server[LIBRARY_NOTE_MAX]; /* ("server") host:port, as the link connected to it */
    bool here;     /* ("hosted" here) the app ran the server: it runs it again on that port */
    char room[16]; /* ("room") the code */
    int side;      /* ("side", from 1) 0 or 1 */
    char seat[LIBRARY_NOTE_MAX]; /* ("seat") the token that takes the seat back */
} OnlineEntry;

/* Whether the game in progress `file` (of ctx->games_dir) is a network game's entry; its notes
 * in *out. */
bool online_entry_read(const SceneContext *ctx, const char *file, OnlineEntry *out);
/* Removes an entry for good: its record and its notes. */
bool online_entry_remove(const SceneContext *ctx, const char *file, Error *err);

/* What a link's page or board keeps of its entry. */
typedef struct OnlineKept {
    char file[LIBRARY_FILE_MAX];   /* its record in games/, "" none (yet) */
    bool here;                     /* the link runs the server (a game hosted here) */
    char server[LIBRARY_NOTE_MAX]; /* its server as noted: a game hosted here may come back on
                                      another port when its own is taken by then */
    char host_words[1100];         /* a hosted game's words: its record until the game begins */
    unsigned serial;               /* the session last written, 0 none */
    int length;                    /* its moves then */
    bool given_up;                 /* it could not be written: said once on stderr */
} OnlineKept;

/* Keeps the entry in step with the link after a pump: made once the server gave a seat, written
 * again when a move comes or the game starts again (after a drop the same game, the same entry;
 * after a game's end a rematch, a new entry). Nothing for a spectator or a game that is over,
 * nor in a run that keeps no games (the benchmark). */
void online_kept_follow(OnlineKept *k, SceneContext *ctx, struct NetLink *link);
/* The game is over and kept in the library, or was given up before it began: the entry goes. */
void online_kept_end(OnlineKept *k, SceneContext *ctx);

#endif
