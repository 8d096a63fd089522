/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games kept on this computer, as files: each game in progress in a record of its own under
 * games/, the library of finished games (and copies kept with Save, and kept network games) under
 * saves/, and what the player added to them (a name) in library.txt. No toolkit here: the menu,
 * the Load scene and the board read and change the games through this. */
#ifndef DUELBOARD_SCENES_GAME_LIBRARY_H
#define DUELBOARD_SCENES_GAME_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "scenes/saved_game.h"

/* Finished games the library keeps: beyond this the oldest go first (docs/app.md). */
#define LIBRARY_FINISHED_MAX 500
#define LIBRARY_FILE_MAX 128 /* a record's file name, without its folder */
#define LIBRARY_NOTE_MAX 160 /* a note's value (a name), in bytes */
#define LIBRARY_PATH_MAX 1200
/* A deleted record waits under its name and this ending until the Load scene is left: Undo
 * gives it back, leaving removes it. */
#define LIBRARY_DELETED_SUFFIX ".deleted"

typedef struct LibraryDirs {
    char games[LIBRARY_PATH_MAX];        /* games in progress */
    char saves[LIBRARY_PATH_MAX];        /* the library */
    char notes[LIBRARY_PATH_MAX];        /* library.txt */
    char old_autosave[LIBRARY_PATH_MAX]; /* autosave.rec, the one game in progress of old */
} LibraryDirs;

/* The places under the settings directory `pref_dir`. */
void library_dirs(const char *pref_dir, LibraryDirs *out);

/* A name for a new game of `game_id` started at `when` (seconds since 1970, UTC):
 * "<id>-<YYYYMMDD-HHMMSS>.rec", with "-2", "-3"... when a game of that name is already in either
 * folder (deleted or not), so that a new game never takes another's file. */
bool library_new_name(const LibraryDirs *dirs, const char *game_id, long long when, char *out,
                      size_t n);

/* One record of a folder. */
typedef struct LibraryGame {
    char file[LIBRARY_FILE_MAX];
    bool ok; /* it replays: `game` sums it up, else `error` says why */
    SavedGame game;
    long long modified_ns;       /* when it was last written, for "newest first" */
    bool finished;               /* its outcome is a win or a draw */
    char name[LIBRARY_NOTE_MAX]; /* the name the player gave it, "" none */
    char error[ERROR_MESSAGE_MAX];
} LibraryGame;

/* Every record of `dir` (files "*.rec" not starting with a dot), each replayed, newest first;
 * the names from `dirs`'s notes when `notes_folder` ("saves", "games") is given. Returns how
 * many (0 when the folder is missing); *out is malloc'ed (free() it), NULL when there are none. A
 * record that does not replay is listed with its reason and left where it is. */
int library_list(const LibraryDirs *dirs, const char *dir, const char *notes_folder,
                 LibraryGame **out);

/* Who the person played against, as a key the filters compare: "human" between two people at
 * the screen, the other seat's name when one side was a person ("strong", "remote"), both
 * names "first,second" otherwise (a game between computers). */
void library_opponent_key(const SavedGame *g, char *out, size_t n);

typedef enum LibraryOrder {
    LIBRARY_NEWEST,      /* last written first */
    LIBRARY_OLDEST,      /* first written first */
    LIBRARY_BY_GAME,     /* by the games' order, newest first within a game */
    LIBRARY_BY_OPPONENT, /* by opponent key (people first, then the levels, weakest first) */
    LIBRARY_ORDER_COUNT
} LibraryOrder;
/* Sorts `games` (broken records last, in file order). */
void library_sort(LibraryGame *games, int count, LibraryOrder order);
/* The comparison `order` sorts by, for qsort over LibraryGame (or over a struct whose first
 * member is one). */
typedef int (*LibraryCompare)(const void *, const void *);
LibraryCompare library_order_compare(LibraryOrder order);

/* Notes on a record, by its place "saves/<file>" or "games/<file>": a field ("name"; a network
 * game's "server", "hosted", "room", "side", "seat": online_kept.h) and its value, one line each
 * in library.txt. Values are single lines (tabs and line ends become spaces) of at most
 * LIBRARY_NOTE_MAX - 1 bytes. */
bool library_note_get(const LibraryDirs *dirs, const char *place, const char *field, char *out,
                      size_t n);
/* Sets a note ("" removes it); the file is written atomically. */
bool library_note_set(const LibraryDirs *dirs, const char *place, const char *field,
                      const char *value, Error *err);
/* Drops every note of `place` (its record is gone). */
bool library_notes_forget(const LibraryDirs *dirs, const char *place, Error *err);

/* Delete with undo: the record is renamed to "<file>.deleted" (out of every list), given back by
 * library_undelete, and removed for good, with its notes, by library_purge. */
bool library_delete(const char *dir, const char *file, Error *err);
bool library_undelete(const char *dir, const char *file, Error *err);
/* Removes every deleted record of both folders, and their notes; returns how many. */
int library_purge(const LibraryDirs *dirs);

/* The one game in progress of older versions (autosave.rec), moved once into games/ under a
 * name of its own (its game and its time), so nothing is lost; `moved` gets that name. One that
 * does not replay stays where it is (BROKEN, `err` says why: the caller sets it aside). */
typedef enum LibraryAdopt {
    LIBRARY_ADOPT_NONE, /* there is no old autosave */
    LIBRARY_ADOPT_MOVED,
    LIBRARY_ADOPT_BROKEN, /* it does not replay */
    LIBRARY_ADOPT_FAILED, /* it could not be moved: err says why, it stays */
} LibraryAdopt;
LibraryAdopt library_adopt_old_autosave(const LibraryDirs *dirs, char *moved, size_t n, Error *err);

/* Removes the oldest finished games of the library beyond `max`, oldest first; a game the
 * player named is never removed. Returns how many were removed. */
int library_trim(const LibraryDirs *dirs, int max);

/* Copies the record at `from` to `to`: "~/" at its start is the home folder, a relative path is
 * taken from the working folder. An existing file is not replaced. */
typedef enum LibraryExport {
    LIBRARY_EXPORTED,
    LIBRARY_EXPORT_EXISTS,    /* a file of that name is already there */
    LIBRARY_EXPORT_NO_FOLDER, /* its folder does not exist */
    LIBRARY_EXPORT_FAILED,    /* anything else: err says why */
} LibraryExport;
LibraryExport library_export(const char *from, const char *to, char *written, size_t n, Error *err);

/* How long ago `when` was, by the calendar days of this computer's clock against `now` (both
 * seconds since 1970): 0 today, 1 yesterday, 2... days ago; -1 when it is in the future or
 * unknown (0). `date` gets "YYYY-MM-DD". */
int library_days_ago(long long when, long long now, char *date, size_t n);

#endif
