/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input mechanics shared by the views: a press that becomes a drag, the legal move a text names,
 * and the scripted input events that play a move (tests drive the real input path with them). */
#ifndef DUELBOARD_VIEWS_VIEW_INPUT_H
#define DUELBOARD_VIEWS_VIEW_INPUT_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/input.h"
#include "views/view.h"

/* A press that becomes a drag once the pointer has travelled a few points; until then the
 * release is a click (click-click play). */
typedef struct ViewDrag {
    bool pressed, dragging;
    float press_x, press_y, x, y; /* where it went down, where the pointer is */
} ViewDrag;
void view_drag_press(ViewDrag *d, float x, float y);
/* The pointer moved: true while the button is down (the view redraws what it holds). */
bool view_drag_motion(ViewDrag *d, float x, float y);
/* The button went up: whether the press had become a drag (false: a click, or no press). */
bool view_drag_release(ViewDrag *d);
/* Drops whatever is pressed or dragged: the selection went, or a key made the press (a key
 * press is a click, never the start of a drag). */
void view_drag_cancel(ViewDrag *d);

/* The index of the legal move written `text` in the frame, or -1. */
int view_find_move(const ViewFrame *f, const char *text);
/* Writes the move `text` to `move` (n bytes) for the scene: VIEW_MOVE. */
ViewResult view_emit(const char *text, char *move, size_t n);

/* The input events of a script, written into `out` (room for `max`), `count` so far: each
 * function appends what fits. */
typedef struct ViewScript {
    UiInput *out;
    int count, max;
} ViewScript;
static inline ViewScript view_script(UiInput *out, int max) {
    return (ViewScript){out, 0, max};
}
/* A click (press and release) with the primary button at (x, y), or amid the rectangle. */
void view_script_click(ViewScript *s, float x, float y);
void view_script_click_rect(ViewScript *s, UiRect r);
/* A letter or digit key. */
void view_script_key(ViewScript *s, char ch);
/* Wheel steps at (x, y), positive away from the user. */
void view_script_wheel(ViewScript *s, float x, float y, int steps);
/* From (x0, y0) to (x1, y1): dragged (a press, motions, a release) or clicked at both ends. */
void view_script_move(ViewScript *s, bool drag, float x0, float y0, float x1, float y1);
/* Through `points` points: dragged along each leg, or clicked at each point. */
void view_script_path(ViewScript *s, bool drag, const float *x, const float *y, int points);

/* The events themselves, for a script written by hand: each returns the count written. */
int view_events_drag(UiInput *out, int max, float x0, float y0, float x1, float y1);
int view_events_path(UiInput *out, int max, const float *x, const float *y, int points);
int view_events_click(UiInput *out, int max, float x, float y, UiMouseButton button);

#endif
