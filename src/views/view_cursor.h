/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The keyboard's cursor on a board, shared by the views: it hides once the mouse is used and
 * comes back, where it was, on an arrow key; and where the mouse was last seen. */
#ifndef DUELBOARD_VIEWS_VIEW_CURSOR_H
#define DUELBOARD_VIEWS_VIEW_CURSOR_H

#include <stdbool.h>

#include "ui/input.h"
#include "ui/ui.h"
#include "views/view.h"

typedef struct ViewCursor {
    int at;          /* what the keys point at: a square, a field, a tray slot (the view's own) */
    bool shown;      /* hidden once the mouse is used, shown again by an arrow key */
    bool placed;     /* `at` holds a place from an earlier use of the keys */
    bool pointer_in; /* the mouse has been over the window: pointer_x, pointer_y */
    float pointer_x, pointer_y;
} ViewCursor;

/* A mouse motion or press: a player using the mouse is not helped by a place still framed from
 * the keys, so the cursor hides. Returns whether it was shown (the frame changes). A motion
 * also records where the pointer is. */
bool view_cursor_mouse(ViewCursor *c, const UiInput *in);

/* Whether `in` is an arrow key, and its direction on screen: dx right +1, dy up +1. */
bool view_arrow(const UiInput *in, int *dx, int *dy);

/* An arrow key. A hidden cursor is shown, where it was, or at `start` the first time (always at
 * `start` with `restart`), and false is returned: that arrow only shows it. True when it was
 * shown already: the arrow moves it. */
bool view_cursor_arrow(ViewCursor *c, int start, bool restart);

/* The square next to `sq` on screen in the direction (dx right, dy up) on a grid seen from its
 * viewer's side; `sq` itself at the board's edge. */
int view_grid_step(const ViewGrid *g, int sq, int dx, int dy);

/* The cursor's frame in the theme's focus colour: `inset` points inside `r` (negative: around
 * it), with its corner radius and line width. */
void view_draw_focus(UiDraw *d, UiRect r, float inset, float radius, float width, float z);

#endif
