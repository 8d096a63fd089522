/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Widget registry, focus, keyboard navigation and mouse handling. */
#include "ui/ui.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void ui_init(Ui *ui) {
    memset(ui, 0, sizeof *ui);
}

void ui_begin_frame(Ui *ui) {
    ui->building_count = 0;
    ui->overflow_building_count = 0;
    ui->texts_building = 0;
}

void ui_end_frame(Ui *ui) {
    memcpy(ui->shown, ui->building, sizeof(UiWidget) * (size_t)ui->building_count);
    ui->shown_count = ui->building_count;
    memcpy(ui->overflow_shown, ui->overflow_building, sizeof ui->overflow_shown);
    ui->overflow_shown_count = ui->overflow_building_count;
    ui->texts_shown = ui->texts_building;
    /* A focused element that went away (scene change) loses the focus. */
    if (ui->focus[0] && !ui_find(ui, ui->focus)) ui->focus[0] = '\0';
}

bool ui_register(Ui *ui, const char *id, UiRect rect, UiKind kind) {
    if (ui->building_count == UI_WIDGETS_MAX) return false;
    UiWidget *w = &ui->building[ui->building_count++];
    snprintf(w->id, sizeof w->id, "%s", id);
    w->rect = rect;
    w->kind = kind;
    return true;
}

const UiWidget *ui_find(const Ui *ui, const char *id) {
    for (int i = 0; i < ui->shown_count; i++)
        if (strcmp(ui->shown[i].id, id) == 0) return &ui->shown[i];
    return NULL;
}

bool ui_holds_focus(const Ui *ui, const char *id) {
    return strcmp(ui->focus, id) == 0;
}

bool ui_is_focused(const Ui *ui, const char *id) {
    return ui->keyboard_mode && strcmp(ui->focus, id) == 0;
}

bool ui_is_hovered(const Ui *ui, const char *id) {
    return strcmp(ui->hover, id) == 0;
}

void ui_set_focus(Ui *ui, const char *id) {
    snprintf(ui->focus, sizeof ui->focus, "%s", id);
}

static bool inside(UiRect r, float x, float y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

const UiWidget *ui_hit(const Ui *ui, float x, float y) {
    for (int i = ui->shown_count - 1; i >= 0; i--) /* last drawn is on top */
        if (ui->shown[i].kind != UI_KIND_AREA && inside(ui->shown[i].rect, x, y))
            return &ui->shown[i];
    return NULL;
}

static int focus_index(const Ui *ui) {
    for (int i = 0; i < ui->shown_count; i++)
        if (strcmp(ui->shown[i].id, ui->focus) == 0) return i;
    return -1;
}

/* The first element of the page, passing over a Back button: the keyboard starts where the
 * page's content starts. */
static int first_focusable(const Ui *ui) {
    int back = -1;
    for (int i = 0; i < ui->shown_count; i++) {
        if (ui->shown[i].kind == UI_KIND_AREA) continue;
        if (strcmp(ui->shown[i].id, "back") != 0) return i;
        back = i;
    }
    return back;
}

/* The nearest element whose centre lies in direction (dx, dy), favouring straight lines. */
static int spatial_next(const Ui *ui, int from, int dx, int dy) {
    UiRect a = ui->shown[from].rect;
    float ax = a.x + a.w / 2, ay = a.y + a.h / 2;
    int best = -1;
    float best_score = 1e30f;
    for (int i = 0; i < ui->shown_count; i++) {
        if (i == from || ui->shown[i].kind == UI_KIND_AREA) continue;
        UiRect b = ui->shown[i].rect;
        float bx = b.x + b.w / 2, by = b.y + b.h / 2;
        float along = (bx - ax) * (float)dx + (by - ay) * (float)dy;
        float across = fabsf((bx - ax) * (float)dy) + fabsf((by - ay) * (float)dx);
        if (along <= 1.0f) continue;
        float score = along + across * 2.5f;
        if (score < best_score) best_score = score, best = i;
    }
    return best;
}

static UiAction action(UiActionKind kind, const char *id, int delta) {
    UiAction a = {.kind = kind, .delta = delta};
    if (id) snprintf(a.id, sizeof a.id, "%s", id);
    return a;
}

static UiAction key_event(Ui *ui, UiKey key, bool shift) {
    int cur = focus_index(ui);
    bool was_keyboard = ui->keyboard_mode;
    ui->keyboard_mode = true;
    switch (key) {
    case UI_KEY_ESCAPE:
        return action(UI_ACTION_BACK, NULL, 0);
    case UI_KEY_PAGE_DOWN:
        return action(UI_ACTION_SCROLL, NULL, 12);
    case UI_KEY_PAGE_UP:
        return action(UI_ACTION_SCROLL, NULL, -12);
    case UI_KEY_ENTER:
        if (cur < 0) break;
        if (ui->shown[cur].kind == UI_KIND_CHOICE)
            return action(UI_ACTION_ADJUST, ui->shown[cur].id, 1);
        return action(UI_ACTION_ACTIVATE, ui->shown[cur].id, 0);
    case UI_KEY_TAB: {
        if (ui->shown_count == 0) break;
        int n = ui->shown_count, i = cur < 0 ? (shift ? 0 : n - 1) : cur;
        for (int step = 0; step < n; step++) {
            i = (i + (shift ? n - 1 : 1)) % n;
            if (ui->shown[i].kind != UI_KIND_AREA) break;
        }
        ui_set_focus(ui, ui->shown[i].id);
        return action(UI_ACTION_REDRAW, NULL, 0);
    }
    case UI_KEY_LEFT:
    case UI_KEY_RIGHT:
    case UI_KEY_UP:
    case UI_KEY_DOWN: {
        int dx = key == UI_KEY_LEFT ? -1 : key == UI_KEY_RIGHT ? 1 : 0;
        int dy = key == UI_KEY_UP ? -1 : key == UI_KEY_DOWN ? 1 : 0;
        if (cur < 0) {
            int f = first_focusable(ui);
            if (f < 0) return action(UI_ACTION_SCROLL, NULL, dy * 2);
            ui_set_focus(ui, ui->shown[f].id);
            return action(UI_ACTION_REDRAW, NULL, 0);
        }
        if (!was_keyboard) return action(UI_ACTION_REDRAW, NULL, 0); /* first show the ring */
        if (dx && ui->shown[cur].kind == UI_KIND_CHOICE)
            return action(UI_ACTION_ADJUST, ui->shown[cur].id, dx);
        int next = spatial_next(ui, cur, dx, dy);
        if (next < 0) return action(UI_ACTION_SCROLL, NULL, dy * 2);
        ui_set_focus(ui, ui->shown[next].id);
        return action(UI_ACTION_REDRAW, NULL, 0);
    }
    default:
        break;
    }
    return action(was_keyboard ? UI_ACTION_NONE : UI_ACTION_REDRAW, NULL, 0);
}

UiAction ui_handle_event(Ui *ui, const UiInput *in) {
    switch (in->kind) {
    case UI_INPUT_KEY:
        return key_event(ui, in->key, in->shift);
    case UI_INPUT_MOTION: {
        const UiWidget *w = ui_hit(ui, in->x, in->y);
        const char *id = w ? w->id : "";
        if (strcmp(id, ui->hover) == 0) return action(UI_ACTION_NONE, NULL, 0);
        snprintf(ui->hover, sizeof ui->hover, "%s", id);
        return action(UI_ACTION_REDRAW, NULL, 0);
    }
    case UI_INPUT_PRESS: {
        if (in->button != UI_MOUSE_PRIMARY) break;
        const UiWidget *w = ui_hit(ui, in->x, in->y);
        snprintf(ui->pressed, sizeof ui->pressed, "%s", w ? w->id : "");
        ui->keyboard_mode = false;
        if (w) ui_set_focus(ui, w->id);
        return action(UI_ACTION_REDRAW, NULL, 0);
    }
    case UI_INPUT_RELEASE: {
        if (in->button != UI_MOUSE_PRIMARY) break;
        const UiWidget *w = ui_hit(ui, in->x, in->y);
        bool same = w && strcmp(w->id, ui->pressed) == 0;
        ui->pressed[0] = '\0';
        if (!same) return action(UI_ACTION_REDRAW, NULL, 0);
        if (w->kind == UI_KIND_CHOICE) {
            /* The value box's first fifth holds the back arrow; anywhere else steps forward. */
            float box = w->rect.x + w->rect.w * UI_CHOICE_SPLIT;
            float back_end = box + (w->rect.x + w->rect.w - box) * 0.2f;
            return action(UI_ACTION_ADJUST, w->id, in->x >= box && in->x < back_end ? -1 : 1);
        }
        return action(UI_ACTION_ACTIVATE, w->id, 0);
    }
    case UI_INPUT_WHEEL:
        return action(UI_ACTION_SCROLL, NULL, in->wheel > 0 ? -3 : in->wheel < 0 ? 3 : 0);
    default:
        break;
    }
    return action(UI_ACTION_NONE, NULL, 0);
}

bool ui_click_guard_ignores(UiClickGuard *g, const UiInput *in, unsigned scene, double now) {
    if (in->kind != UI_INPUT_PRESS && in->kind != UI_INPUT_RELEASE) return false;
    int b = (int)in->button;
    if (b < 0 || b >= UI_GUARD_BUTTONS) return false;
    if (in->kind == UI_INPUT_RELEASE) {
        bool ours = g->held[b] && g->held_scene[b] == scene;
        g->held[b] = false;
        return !ours;
    }
    float dx = in->x - g->press_x, dy = in->y - g->press_y;
    bool second_click = g->pressed && now - g->press_time < UI_DOUBLE_CLICK_SECONDS &&
                        dx * dx + dy * dy <= UI_DOUBLE_CLICK_DISTANCE * UI_DOUBLE_CLICK_DISTANCE;
    if (second_click && scene != g->press_scene) {
        g->held[b] = false; /* its release goes too */
        return true;
    }
    g->pressed = true;
    g->press_time = now;
    g->press_x = in->x, g->press_y = in->y;
    g->press_scene = scene;
    g->held[b] = true;
    g->held_scene[b] = scene;
    return false;
}

/* Half a point of slack: glyph advances are rounded to pixels. */
#define UI_OVERFLOW_SLACK 0.5f

bool ui_rect_holds(UiRect box, UiRect r) {
    return r.x >= box.x - UI_OVERFLOW_SLACK && r.y >= box.y - UI_OVERFLOW_SLACK &&
           r.x + r.w <= box.x + box.w + UI_OVERFLOW_SLACK &&
           r.y + r.h <= box.y + box.h + UI_OVERFLOW_SLACK;
}

void ui_note_text(Ui *ui, const char *s, UiRect extent, UiRect box) {
    ui->texts_building++;
    if (ui_rect_holds(box, extent)) return;
    if (ui->overflow_building_count < UI_OVERFLOWS_MAX) {
        UiOverflow *o = &ui->overflow_building[ui->overflow_building_count];
        snprintf(o->text, sizeof o->text, "%s", s);
        o->extent = extent;
        o->box = box;
    }
    ui->overflow_building_count++;
}

void ui_overflow_list(const Ui *ui, char *buf, size_t n) {
    size_t used = 0;
    if (n) buf[0] = '\0';
    int shown =
        ui->overflow_shown_count < UI_OVERFLOWS_MAX ? ui->overflow_shown_count : UI_OVERFLOWS_MAX;
    for (int i = 0; i < shown && used < n; i++) {
        const UiOverflow *o = &ui->overflow_shown[i];
        int k = snprintf(buf + used, n - used, "%s%s@%.0f,%.0f,%.0f,%.0f>box %.0f,%.0f,%.0f,%.0f",
                         i ? "; " : "", o->text, o->extent.x, o->extent.y, o->extent.w, o->extent.h,
                         o->box.x, o->box.y, o->box.w, o->box.h);
        used += k > 0 ? (size_t)k : n;
    }
    if (ui->overflow_shown_count > shown && used < n)
        snprintf(buf + used, n - used, "; and %d more", ui->overflow_shown_count - shown);
}
