/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Dialogs over the board scene's board (board_dialog.c): a question, the game over, the result in
 * words. */
#ifndef DUELBOARD_SCENES_BOARD_DIALOG_H
#define DUELBOARD_SCENES_BOARD_DIALOG_H

#include "scenes/board_scene.h"

/* A dialog `c` over the board dimmed by `dim` (1: hidden); its text and buttons are drawn at layer
 * 20, above it. */
void board_dialog_draw(BoardData *b, UiDraw *d, UiRect c, float dim);
/* A dialog over the half-dimmed board, w x h layout units (no wider than the board), centred on
 * it, for a question and its buttons; returns where it is. */
UiRect board_overlay_dialog(BoardData *b, UiDraw *d, float w, float h);
/* A question over the board ("Resign this game?") on a dialog as tall as its words and its row
 * of two buttons: ids[0] the secondary (Resign), ids[1] the primary (Keep playing). */
void board_question_dialog(BoardData *b, UiDraw *d, const char *question, const char *const ids[2],
                           const char *const labels[2]);
/* The result in words for the person at the screen ("You win: Master captured"), translated. */
void board_result_text(const BoardData *b, const UiDraw *d, char *out, size_t n);
/* The game-over dialog with the result and its buttons. */
void board_over_dialog_draw(BoardData *b, UiDraw *d);

#endif
