/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the session tests: what a remote session asked to send, recorded. */
#ifndef DUELBOARD_TESTS_SESSION_SUPPORT_H
#define DUELBOARD_TESTS_SESSION_SUPPORT_H

#include "session/session.h"

/* What a session asked to send through SessionSettings.remote_send: how many times, and the
 * last action with its move text ("" without one). */
typedef struct SupportSent {
    int count;
    SessionRemoteAction action;
    char text[GAME_MOVE_TEXT_MAX];
} SupportSent;

/* A SessionSettings.remote_send that records into the SupportSent `context`. */
void support_record_sent(void *context, SessionRemoteAction action, const char *move_text);

#endif
