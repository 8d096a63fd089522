/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's game source: where its game is and what this end knows of it. Two sources
 * implement it: the local line (session_line_source.c), whose true game and history are here,
 * and the remote known game (session_remote.c), whose true game is the referee server's and of
 * which this end knows what the server tells its seat. session.c calls through the table and
 * never asks which source it has. Not for front ends. */
#ifndef DUELBOARD_SESSION_SESSION_SOURCE_H
#define DUELBOARD_SESSION_SESSION_SOURCE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game_line.h"
#include "rules/move_words.h"
#include "session/search_worker.h"
#include "session/session.h"

/* Each entry answers the session.h function of the same name (or says what it does) for one
 * kind of game; session.c keeps what both share: seats, the privacy screen's state, hints held,
 * the search worker, the clocks' readings and the outcome's words. */
typedef struct SessionSourceOps {
    const char *name; /* "line" or "remote" */

    /* The game as this end knows it. */
    /* The whole true line when this end knows it (a network game: once every move is revealed
     * or none was hidden), else NULL. */
    const GameLine *(*known_line)(const Session *s);
    int (*length)(const Session *s);
    int (*to_move_at)(const Session *s, int index);
    bool (*move)(const Session *s, int index, Move *m);
    const void *(*position)(const Session *s, int index, int side, void *buffer);
    bool (*move_words)(const Session *s, int index, GameMoveWords *out);
    void (*move_notation)(const Session *s, int index, char *out, size_t n);
    bool (*move_text)(const Session *s, Move m, char *buf, size_t n);
    bool (*parse_move)(const Session *s, const char *text, Move *m, Error *err);
    int (*live_moves)(const Session *s, Move *out, int cap);
    int64_t (*move_time_ms)(const Session *s, int index);
    /* A kept network game opened again: over, and never played on here. */
    bool (*replay)(const Session *s);

    /* Who is at this screen. */
    int (*viewer)(const Session *s);
    int (*screen_side)(const Session *s);
    void (*update_hidden_heat)(Session *s, int index);
    const double *(*hidden_heat)(const Session *s, int index, int *cells);

    /* The end, and the game kept. */
    Outcome (*outcome)(const Session *s);
    char *(*record)(const Session *s, Error *err);
    void (*set_autosave)(Session *s, const char *path);

    /* Changing the game: a move played here, or asked of the server. */
    bool (*play)(Session *s, Move m, Error *err);
    bool (*play_text)(Session *s, const char *text, Error *err);
    bool (*can_undo)(const Session *s);
    bool (*undo)(Session *s);
    bool (*can_redo)(const Session *s);
    bool (*redo)(Session *s);
    bool (*can_resign)(const Session *s);
    bool (*resign)(Session *s);
    bool (*can_hint)(const Session *s);
    bool (*ask_hint)(Session *s, Error *err);
    bool (*rematch)(Session *s, Error *err);

    /* Time passing and the computer's answers. */
    SessionEvent (*poll)(Session *s, bool may_move);
    SessionEvent (*answered)(Session *s, SearchAnswer answer);
    /* The clocks after the privacy screen changed: run for the side to move, or left alone. */
    void (*follow_clock)(Session *s);

    /* Frees what the source holds beyond the Session itself. */
    void (*free_source)(Session *s);
} SessionSourceOps;

extern const SessionSourceOps session_line_source;
extern const SessionSourceOps session_remote_source;

/* The source a session plays through (tests check both tables through it). */
const SessionSourceOps *session_source(const Session *s);

#endif
