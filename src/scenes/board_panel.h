/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's side panel, its overlays (game over, privacy screen) and the message line
 * (board_panel.c). */
#ifndef DUELBOARD_SCENES_BOARD_PANEL_H
#define DUELBOARD_SCENES_BOARD_PANEL_H

#include "scenes/board_scene.h"

void board_panel_draw(BoardData *b, UiDraw *d, float panel_x, float top);
void board_overlay_draw(BoardData *b, UiDraw *d);
/* The privacy screen's "Click when ready" button at layout scale `sc`. */
UiRect board_privacy_button(const BoardData *b, float sc);

#endif
