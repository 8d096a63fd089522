/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The cards drawn over the board scene's board (a question, a choice, the privacy screen): the
 * board dimmed, the card with its shadow; the panel's and a network game's cards alike. */
#include "scenes/board_scene.h"

void board_card_draw(BoardData *b, UiDraw *d, UiRect c, float dim) {
    float sc = d->scale;
    gfx_draw_panel(d->r, b->area.x, b->area.y, b->area.w, b->area.h, 16 * sc,
                   ui_alpha(d->theme->background, dim), 20);
    gfx_draw_shadow(d->r, c.x, c.y + 4 * sc, c.w, c.h, 16 * sc, 14 * sc, d->theme->shadow, 21);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, 16 * sc, d->theme->surface, 22);
}

UiRect board_overlay_card(BoardData *b, UiDraw *d, float w, float h) {
    w *= d->scale;
    h *= d->scale;
    if (w > b->area.w) w = b->area.w;
    UiRect c = {b->area.x + (b->area.w - w) / 2, b->area.y + (b->area.h - h) / 2, w, h};
    board_card_draw(b, d, c, 0.55f);
    return c;
}
