/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene offers now (board_frame.c): the frame a view is drawn and asked with, the
 * sides' notes, and which of the panel's actions can be taken, from what is shown, the network
 * game and the analysis. */
#ifndef DUELBOARD_SCENES_BOARD_FRAME_H
#define DUELBOARD_SCENES_BOARD_FRAME_H

#include "scenes/board_scene.h"

/* The frame a view is drawn and asked with, for the position the scene shows now. */
ViewFrame board_frame(BoardData *b, const SceneContext *ctx);
/* A side's note for the panel (a score): behind a privacy screen only when both sides' views
 * give the same note, so that it tells only what neither side hides. */
void board_side_note(BoardData *b, const SceneContext *ctx, UiDraw *d, int side, char *out,
                     size_t n);
/* The panel's actions that are not always possible. */
typedef enum BoardAction {
    BOARD_ACTION_UNDO,
    BOARD_ACTION_REDO,
    BOARD_ACTION_HINT,
    BOARD_ACTION_RESIGN,
    BOARD_ACTION_SAVE,
} BoardAction;
/* Whether `action` can be taken now: none behind a privacy screen; Hint and Resign only while
 * the game is on; Undo and Redo only when there is something to take back or play again. */
bool board_action_available(const BoardData *b, BoardAction action);

#endif
