/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A save of the game in progress, built in one place for every front end (the app's board, its
 * kept network games, duelboard-cli's play and its network games): the session's record, with
 * what the sides know and an analysis as comments when the front end asks for them. */
#ifndef DUELBOARD_SESSION_SESSION_SAVE_H
#define DUELBOARD_SESSION_SESSION_SAVE_H

#include <stdbool.h>

#include "ai/ai_analysis.h"
#include "core/error.h"
#include "session/session.h"

/* What a save holds beside the record (session_record). Zeroed: the record alone. */
typedef struct SessionSaveExtras {
    /* What the sides know (their boards and, in Mortar Hunt, the pad, as describe_observation
     * writes them) as comments: while the game is on only side `knower`'s, once it is over
     * both sides'; and only a side this end knows (a network game holds its own). Loading skips
     * comments, so the record replays as before. */
    bool knowledge;
    int knower;
    /* An analysis of the game to keep with it (ai_analysis_comments), NULL none. */
    const AiAnalysis *analysis;
} SessionSaveExtras;

/* The save's text; free() it. NULL with `err` set when the record cannot be made. `extras` may
 * be NULL (the record alone). */
char *session_save_text(const Session *s, const SessionSaveExtras *extras, Error *err);

/* Writes the save to `path` atomically (the old file stays whole when this fails). */
bool session_save_write(const Session *s, const SessionSaveExtras *extras, const char *path,
                        Error *err);

#endif
