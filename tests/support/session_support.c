/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the session tests (session_support.h). */
#include "support/session_support.h"

#include <stdio.h>

void support_record_sent(void *context, SessionRemoteAction action, const char *move_text) {
    SupportSent *sent = context;
    sent->count++;
    sent->action = action;
    snprintf(sent->text, sizeof sent->text, "%s", move_text ? move_text : "");
}
