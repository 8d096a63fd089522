/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's analysis of its game (board_analysis.c), with its own state (BoardAnalysis,
 * which no other part reads inside). Analyse is offered once the game is over or in review,
 * when the session can say from which view; it runs beside the game and review. */
#ifndef DUELBOARD_SCENES_BOARD_ANALYSIS_H
#define DUELBOARD_SCENES_BOARD_ANALYSIS_H

#include "scenes/board_scene.h"
#include "session/session_analysis.h"

/* The part's state, none yet; NULL when out of memory. */
BoardAnalysis *board_analysis_new(void);
/* Stops one that runs (its thread reads the session) and frees the part. */
void board_analysis_free(BoardData *b);
bool board_analysis_available(const BoardData *b);
bool board_analysis_running(const BoardData *b);
/* An analysis is done and the side at the screen may read it (one from a side's view, only that
 * side). */
bool board_analysis_shown(const BoardData *b);
/* An analysis is done (shown or not). */
bool board_analysis_done(const BoardData *b);
/* The analysis done when it is shown, to keep with the game; NULL otherwise. */
const AiAnalysis *board_analysis_result(const BoardData *b);
void board_analysis_start(BoardData *b);
void board_analysis_stop(BoardData *b);
/* Drops the analysis (another game), stopping one that runs. */
void board_analysis_forget(BoardData *b);
/* Takes an analysis (read from a record) when it is of this game's moves; false otherwise. */
bool board_analysis_take(BoardData *b, AiAnalysis *analysis);
/* Collects a finished analysis (`finished` set then); true when something changes on screen.
 * While one runs it has the app wake to look again. */
bool board_analysis_update(BoardData *b, SceneContext *ctx, bool *finished);
/* A move's mark in the move list ("?!", "?", "??") and its colour (when `t` is given), NULL for
 * none. */
const char *board_analysis_mark(const BoardData *b, const UiTheme *t, int index, GfxColor *colour);
/* Opens review at move `index`: before it, with the better move shown, when it lost; after it
 * otherwise. */
bool board_analysis_open(BoardData *b, int index);
/* Opens the next marked move after the review position (`direction` 1) or the one before it
 * (-1), as a click on it does; false when the analysis is not shown or no mark lies that way. */
bool board_analysis_jump(BoardData *b, int direction);
/* The better move to draw on the board in the review position shown, "" none, with the
 * position's moves for the frame (false when there is none). */
const char *board_analysis_hint(const BoardData *b);
/* Back at the live game: a better move's words ("Better: ...") no longer apply. */
void board_analysis_forget_better(BoardData *b);
bool board_analysis_hint_moves(const BoardData *b, const Move **moves,
                               const char (**texts)[GAME_MOVE_TEXT_MAX], int *count);
/* The room the analysis takes under the move list, and its drawing there. */
float board_analysis_height(const BoardData *b, float sc);
void board_analysis_draw(BoardData *b, UiDraw *d, float x, float y, float w);
/* A press on the graph opens that move; false when it is not on the graph. */
bool board_analysis_press(BoardData *b, float px, float py);
bool board_analysis_query(const BoardData *b, const char *key, char *out, size_t n);

#endif
