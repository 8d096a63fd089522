/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input mechanics shared by the views (see view_input.h). */
#include "views/view_input.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define DRAG_START 6.0f /* points the pointer travels before a press becomes a drag */

void view_drag_press(ViewDrag *d, float x, float y) {
    *d = (ViewDrag){.pressed = true, .press_x = x, .press_y = y, .x = x, .y = y};
}

bool view_drag_motion(ViewDrag *d, float x, float y) {
    if (!d->pressed) return false;
    d->x = x;
    d->y = y;
    if (fabsf(x - d->press_x) + fabsf(y - d->press_y) > DRAG_START) d->dragging = true;
    return true;
}

bool view_drag_release(ViewDrag *d) {
    bool was = d->pressed && d->dragging;
    d->pressed = d->dragging = false;
    return was;
}

void view_drag_cancel(ViewDrag *d) {
    d->pressed = d->dragging = false;
}

int view_find_move(const ViewFrame *f, const char *text) {
    for (int i = 0; i < f->move_count; i++)
        if (strcmp(f->texts[i], text) == 0) return i;
    return -1;
}

ViewResult view_emit(const char *text, char *move, size_t n) {
    snprintf(move, n, "%s", text);
    return VIEW_MOVE;
}

static int put(UiInput *out, int count, int max, UiInputKind kind, float x, float y,
               UiMouseButton button) {
    if (count >= max) return count;
    out[count] = (UiInput){.kind = kind, .x = x, .y = y, .button = button};
    return count + 1;
}

int view_events_drag(UiInput *out, int max, float x0, float y0, float x1, float y1) {
    enum { STEPS = 8 }; /* enough motions to pass a drag threshold and cross other squares */
    int n = put(out, 0, max, UI_INPUT_MOTION, x0, y0, UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x0, y0, UI_MOUSE_PRIMARY);
    for (int i = 1; i <= STEPS; i++)
        n = put(out, n, max, UI_INPUT_MOTION, x0 + (x1 - x0) * (float)i / STEPS,
                y0 + (y1 - y0) * (float)i / STEPS, UI_MOUSE_NONE);
    return put(out, n, max, UI_INPUT_RELEASE, x1, y1, UI_MOUSE_PRIMARY);
}

int view_events_path(UiInput *out, int max, const float *x, const float *y, int points) {
    enum { STEPS = 4 }; /* per leg: past the drag threshold, and over what lies between */
    if (points < 1) return 0;
    int n = put(out, 0, max, UI_INPUT_MOTION, x[0], y[0], UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x[0], y[0], UI_MOUSE_PRIMARY);
    for (int p = 1; p < points; p++)
        for (int i = 1; i <= STEPS; i++)
            n = put(out, n, max, UI_INPUT_MOTION, x[p - 1] + (x[p] - x[p - 1]) * (float)i / STEPS,
                    y[p - 1] + (y[p] - y[p - 1]) * (float)i / STEPS, UI_MOUSE_NONE);
    return put(out, n, max, UI_INPUT_RELEASE, x[points - 1], y[points - 1], UI_MOUSE_PRIMARY);
}

int view_events_click(UiInput *out, int max, float x, float y, UiMouseButton button) {
    int n = put(out, 0, max, UI_INPUT_MOTION, x, y, UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x, y, button);
    return put(out, n, max, UI_INPUT_RELEASE, x, y, button);
}

void view_script_click(ViewScript *s, float x, float y) {
    s->count += view_events_click(s->out + s->count, s->max - s->count, x, y, UI_MOUSE_PRIMARY);
}

void view_script_click_rect(ViewScript *s, UiRect r) {
    view_script_click(s, r.x + r.w / 2, r.y + r.h / 2);
}

void view_script_key(ViewScript *s, char ch) {
    if (s->count < s->max)
        s->out[s->count++] = (UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = ch};
}

void view_script_wheel(ViewScript *s, float x, float y, int steps) {
    if (s->count < s->max)
        s->out[s->count++] = (UiInput){.kind = UI_INPUT_WHEEL, .x = x, .y = y, .wheel = steps};
}

void view_script_move(ViewScript *s, bool drag, float x0, float y0, float x1, float y1) {
    if (drag) {
        s->count += view_events_drag(s->out + s->count, s->max - s->count, x0, y0, x1, y1);
    } else {
        view_script_click(s, x0, y0);
        view_script_click(s, x1, y1);
    }
}

void view_script_path(ViewScript *s, bool drag, const float *x, const float *y, int points) {
    if (drag) {
        s->count += view_events_path(s->out + s->count, s->max - s->count, x, y, points);
        return;
    }
    for (int i = 0; i < points; i++) view_script_click(s, x[i], y[i]);
}
