/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The keyboard's cursor shared by the views (see view_cursor.h). */
#include "views/view_cursor.h"

bool view_cursor_mouse(ViewCursor *c, const UiInput *in) {
    if (in->kind != UI_INPUT_MOTION && in->kind != UI_INPUT_PRESS) return false;
    if (in->kind == UI_INPUT_MOTION) {
        c->pointer_in = true;
        c->pointer_x = in->x;
        c->pointer_y = in->y;
    }
    bool was = c->shown;
    c->shown = false;
    return was;
}

bool view_arrow(const UiInput *in, int *dx, int *dy) {
    if (in->kind != UI_INPUT_KEY) return false;
    *dx = in->key == UI_KEY_RIGHT ? 1 : in->key == UI_KEY_LEFT ? -1 : 0;
    *dy = in->key == UI_KEY_UP ? 1 : in->key == UI_KEY_DOWN ? -1 : 0;
    return *dx || *dy;
}

bool view_cursor_arrow(ViewCursor *c, int start, bool restart) {
    if (c->shown) return true;
    c->shown = true;
    if (!c->placed || restart) c->at = start;
    c->placed = true;
    return false;
}

int view_grid_step(const ViewGrid *g, int sq, int dx, int dy) {
    if (g->viewer == 1) dx = -dx, dy = -dy; /* screen directions on a turned board */
    int file = sq % g->files + dx, rank = sq / g->files + dy;
    if (file < 0 || file >= g->files || rank < 0 || rank >= g->ranks) return sq;
    return rank * g->files + file;
}

void view_draw_focus(UiDraw *d, UiRect r, float inset, float radius, float width, float z) {
    gfx_draw_outline(d->r, r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset, radius,
                     width, d->theme->focus, z);
}
