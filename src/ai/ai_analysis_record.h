/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An analysis kept in a record as `#` comments after its moves (docs/records.md), so that a game
 * opened again shows it without searching: writing, reading back, and removing them. */
#ifndef DUELBOARD_AI_ANALYSIS_RECORD_H
#define DUELBOARD_AI_ANALYSIS_RECORD_H

#include "ai/ai_analysis.h"

#define AI_ANALYSIS_RECORD_VERSION 2

/* The comment lines of `analysis` of a game of `g`, each ending in '\n', in a heap buffer
 * (free() it); NULL when out of memory. */
char *ai_analysis_comments(const AiAnalysis *analysis, const GameRules *g);

/* Reads the analysis in the comments of `record` (a record's text) when it is one of the game
 * of `line` as it stands, made with `settings`: any other moves, settings or version, or no
 * such comments, and it fails (err says which), leaving `out` empty. */
bool ai_analysis_from_comments(const char *record, const GameLine *line,
                               const AiAnalysisSettings *settings, AiAnalysis *out, Error *err);

/* The record's text without any analysis comments, in a heap buffer (free() it). */
char *ai_analysis_strip_comments(const char *record);

#endif
