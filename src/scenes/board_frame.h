/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene offers now (board_frame.c): the frame a view is drawn and asked with, the
 * sides' notes, and which of the panel's actions can be taken, copied from the session's snapshot
 * with the network game's and the analysis's parts. */
#ifndef DUELBOARD_SCENES_BOARD_FRAME_H
#define DUELBOARD_SCENES_BOARD_FRAME_H

#include "scenes/board_scene.h"

/* The frame a view is drawn and asked with, for the position the scene shows now. */
ViewFrame board_frame(BoardData *b, const SceneContext *ctx);
/* A side's note for the panel (a score), from the view on the position shown; behind a privacy
 * screen only a note the session finds both sides' positions give (session_public_note). */
void board_side_note(BoardData *b, UiDraw *d, int side, char *out, size_t n);
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
