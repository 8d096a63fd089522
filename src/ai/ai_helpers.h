/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper threads for a search on several cores: made the first time they are asked for, then
 * parked between searches, so that a move does not pay for starting threads. */
#ifndef DUELBOARD_AI_HELPERS_H
#define DUELBOARD_AI_HELPERS_H

/* At most this many helpers beside the searching thread. */
#define AI_HELPERS_MAX 7

typedef void (*AiHelperTask)(void *arg, int index);

/* The processor cores this machine has online, at least 1. */
int ai_cores(void);

/* Runs task(arg, i) for each i below `count` (at most AI_HELPERS_MAX) on the parked helpers and
 * returns how many were started: `count`, or 0 when another search holds the helpers or a thread
 * could not be made. A run that started helpers must be followed by ai_helpers_wait. */
int ai_helpers_run(int count, AiHelperTask task, void *arg);

/* Waits until every task of the last ai_helpers_run has returned, and frees the helpers for the
 * next search. */
void ai_helpers_wait(void);

#endif
