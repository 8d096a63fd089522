/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A session's game analysed by Master on a thread of its own (ai_analysis.h), so that a front
 * end keeps drawing and stepping through the game while it runs: its progress, Stop, and the
 * analysis taken on the caller's thread once it is done. */
#ifndef DUELBOARD_SESSION_SESSION_ANALYSIS_H
#define DUELBOARD_SESSION_SESSION_ANALYSIS_H

#include <stdbool.h>
#include <stdint.h>

#include "ai/ai_analysis.h"
#include "session/session.h"

/* Master's nodes a position for an analysis in the app: 0 asks for the game's own
 * (ai_analysis_nodes), which keeps a typical game to some twenty seconds on a small machine. */
#define SESSION_ANALYSIS_NODES 0
#define SESSION_ANALYSIS_SEED 1

typedef struct SessionAnalysisRun SessionAnalysisRun;

/* The perspective the session's game may be analysed from now: the whole game (AI_ANALYSIS_TRUTH)
 * once it is over or when it hides nothing, else the side at the screen. False when there is none
 * (a privacy screen is up, a network game, no move played). */
bool session_analysis_perspective(const Session *s, int *perspective);
/* Settings for an analysis of a game of `g` from `perspective` with `nodes` a position (0: the
 * game's own; the seed fixed: the same game always gets the same analysis, which a record's
 * comments can then hold). */
AiAnalysisSettings session_analysis_settings(const GameRules *g, int perspective, uint64_t nodes);

/* Starts analysing the session's game as it stands (a copy: the session may go on) from the
 * perspective session_analysis_perspective gives. NULL with the reason when it cannot. The run
 * reads the session's solved endgames (and builds its game's table when the computer has not), so
 * it is freed before the session, and before session_rematch, whose new game would take the cache's
 * place from it. */
SessionAnalysisRun *session_analysis_start(const Session *s, uint64_t nodes, Error *err);
/* Positions analysed so far and how many there are (the caller's thread may ask any time);
 * `done` is AI_ANALYSIS_SOLVING while the solved endgames are built before the first. */
void session_analysis_progress(const SessionAnalysisRun *run, int *done, int *total);
/* The thread has finished (done, failed or stopped): session_analysis_collect will not wait. */
bool session_analysis_finished(const SessionAnalysisRun *run);
/* Asks the analysis to stop; it finishes soon after (collect then fails with "stopped"). */
void session_analysis_stop(SessionAnalysisRun *run);
/* Waits for the thread and takes its analysis (the caller frees it with ai_analysis_free);
 * false with the reason when it failed or was stopped. Once only. */
bool session_analysis_collect(SessionAnalysisRun *run, AiAnalysis *out, Error *err);
/* Stops the analysis if it still runs, waits for its thread and frees it all. */
void session_analysis_free(SessionAnalysisRun *run);

/* The analysis read back from a record's text when its comments are an analysis of this very
 * game made with the settings the session's analysis would use now (session_analysis_perspective,
 * `nodes`): false otherwise. A save writes them (session_save.h). */
bool session_analysis_from_record(const Session *s, const char *record, uint64_t nodes,
                                  AiAnalysis *out);

#endif
