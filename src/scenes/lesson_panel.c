/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the lesson scene draws: the board by the game's own view with the step's marked cells,
 * and the panel beside it: the lesson's title, the step's words (wrapped, smaller when they are
 * many), the verdict on the last move, the stars at the end, and the buttons. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scenes/lesson_data.h"

#define PANEL_PAD 16
#define BUTTON_H 40
#define BUTTON_GAP 10

void lesson_scene_mark(UiDraw *d, UiRect r, GfxColor colour, float time) {
    float pulse = 0.5f + 0.5f * sinf(time * 3.0f);
    float inset = r.w * 0.06f;
    gfx_draw_panel(d->r, r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset, r.w * 0.12f,
                   ui_alpha(colour, 0.10f + 0.08f * pulse), 4.5f);
    /* A light halo under the ring: it shows on dark boards (Gottaz's slate) as on light. */
    gfx_draw_outline(d->r, r.x + inset - d->scale, r.y + inset - d->scale,
                     r.w - 2 * inset + 2 * d->scale, r.h - 2 * inset + 2 * d->scale, r.w * 0.12f,
                     5 * d->scale, ui_alpha(d->theme->surface, 0.8f), 8.9f);
    gfx_draw_outline(d->r, r.x + inset, r.y + inset, r.w - 2 * inset, r.h - 2 * inset, r.w * 0.12f,
                     3 * d->scale, ui_alpha(colour, 0.75f + 0.25f * pulse), 9);
}

/* The step's marks: each named cell the view has. */
static void draw_marks(LessonData *l, const ViewFrame *f, UiDraw *d) {
    const LessonStep *step = learn_current_step(&l->run);
    if (!step || !l->view->cell_rect) return;
    for (int i = 0; i < step->mark_count; i++) {
        UiRect r;
        if (l->view->cell_rect(l->view_data, f, step->marks[i], &r))
            lesson_scene_mark(d, r, d->theme->accent, l->time);
    }
}

void lesson_draw_board(LessonData *l, UiDraw *d) {
    ui_register(d->ui, "lesson.area", l->area, UI_KIND_AREA); /* for tests: where the board is */
    if (!l->view->layout || !l->view->draw) return;
    ViewFrame f = lesson_frame(l);
    l->view->layout(l->view_data, &f, l->area, l->scale);
    l->view->draw(l->view_data, &f, d);
    draw_marks(l, &f, d);
}

/* The step's words as one paragraph of its sentences. */
static void step_words(const LessonData *l, UiDraw *d, char *out, size_t n) {
    const LessonStep *step = learn_current_step(&l->run);
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; step && i < step->say_count && used < n; i++)
        used += (size_t)snprintf(out + used, n - used, "%s%s", i ? " " : "", T(d, step->say[i]));
}

int lesson_scene_line_count(UiDraw *d, const char *text, float size, GfxFontStyle style,
                            float width) {
    int starts[64], ends[64];
    return text[0] ? ui_wrap(d, text, size, style, width, starts, ends, 64) : 0;
}

float lesson_scene_paragraph(UiDraw *d, const char *text, float x, float y, float width, float room,
                             GfxFontStyle style, GfxColor colour) {
    static const float sizes[] = {17, 16, 15, 14, 13, 12};
    int count = (int)(sizeof sizes / sizeof *sizes);
    float size = sizes[count - 1];
    for (int i = 0; i < count; i++) {
        float line_h = sizes[i] * 1.4f;
        if ((float)lesson_scene_line_count(d, text, sizes[i], style, width) * line_h * d->scale <=
            room) {
            size = sizes[i];
            break;
        }
    }
    float line_h = size * 1.4f;
    int fits = (int)(room / (line_h * d->scale));
    if (fits < 1) fits = 1;
    return ui_paragraph(d, text, x, y, width, size, style, colour, line_h, fits);
}

GfxColor lesson_scene_tone_colour(const UiTheme *t, LessonTone tone) {
    switch (tone) {
    case LESSON_TONE_GOOD:
        return t->accent;
    case LESSON_TONE_BAD:
        return t->error;
    default:
        return t->text;
    }
}

/* The buttons at the panel's foot for the moment; returns how many rows they take. */
static int button_rows(const LessonData *l) {
    if (l->moment == LESSON_DONE) return 2;
    return 1;
}

static void draw_buttons(LessonData *l, UiDraw *d, UiRect panel) {
    float s = d->scale, pad = PANEL_PAD * s, bh = BUTTON_H * s, gap = BUTTON_GAP * s;
    float x = panel.x + pad, w = panel.w - 2 * pad;
    float y =
        panel.y + panel.h - pad - (float)button_rows(l) * bh - (float)(button_rows(l) - 1) * gap;
    float half = (w - gap) / 2;
    switch (l->moment) {
    case LESSON_PLAYING:
    case LESSON_SHOWING_MISS:
        if (l->moment == LESSON_PLAYING)
            ui_button(d, "lesson.hint", T(d, "Hint"), (UiRect){x, y, half, bh},
                      UI_BUTTON_SECONDARY);
        else
            ui_button_disabled(d, T(d, "Hint"), (UiRect){x, y, half, bh});
        ui_button(d, "lesson.restart", T(d, "Restart step"), (UiRect){x + half + gap, y, half, bh},
                  UI_BUTTON_SECONDARY);
        break;
    case LESSON_STEP_PASSED:
        ui_button(d, "lesson.next", T(d, "Next"), (UiRect){x, y, w, bh}, UI_BUTTON_PRIMARY);
        break;
    case LESSON_DONE:
        if (l->lesson + 1 < l->set.count)
            ui_button(d, "lesson.next_lesson", T(d, "Next lesson"), (UiRect){x, y, w, bh},
                      UI_BUTTON_PRIMARY);
        else
            ui_button(d, "lesson.beginner", T(d, "Play a game against Beginner"),
                      (UiRect){x, y, w, bh}, UI_BUTTON_PRIMARY);
        ui_button(d, "lesson.again", T(d, "Play the lesson again"),
                  (UiRect){x, y + bh + gap, w, bh}, UI_BUTTON_SECONDARY);
        break;
    }
}

void lesson_draw_panel(LessonData *l, UiDraw *d, UiRect panel) {
    const UiTheme *t = d->theme;
    float s = d->scale, pad = PANEL_PAD * s;
    gfx_draw_shadow_under(d->r, panel.x, panel.y, panel.w, panel.h, 3 * s, 14 * s, 10 * s,
                          t->shadow, 1);
    gfx_draw_panel(d->r, panel.x, panel.y, panel.w, panel.h, 14 * s, t->surface, 2);
    float x = panel.x + pad, w = panel.w - 2 * pad, y = panel.y + pad;
    float bottom = panel.y + panel.h - pad - (float)button_rows(l) * (BUTTON_H + BUTTON_GAP) * s;
    y = ui_paragraph(d, T(d, l->run.lesson->title), x, y, w, 19, GFX_FONT_BOLD, t->text, 25, 2);
    char line[160];
    snprintf(line, sizeof line, T(d, "Step %d of %d"), l->run.step + 1, l->run.lesson->step_count);
    ui_text_fit(d, line, 13, GFX_FONT_REGULAR, w);
    ui_text_in(d, line, x, y + 2 * s, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim, panel);
    y += 26 * s;
    if (l->moment == LESSON_DONE) {
        y = ui_paragraph(d, T(d, "Lesson complete"), x, y + 6 * s, w, 20, GFX_FONT_BOLD, t->accent,
                         26, 2);
        lesson_scene_stars(d, x, y + 8 * s, 30, l->stars);
        y += 52 * s;
        if (l->message[0])
            lesson_scene_paragraph(d, l->message, x, y, w, bottom - y, GFX_FONT_REGULAR,
                                   lesson_scene_tone_colour(t, l->tone));
        draw_buttons(l, d, panel);
        return;
    }
    char words[LESSON_SAYS_MAX * LESSON_TEXT_MAX * 2];
    step_words(l, d, words, sizeof words);
    /* The verdict keeps the room its words need (two lines at least) under the step's words. */
    int message_lines =
        l->message[0] ? lesson_scene_line_count(d, l->message, 15, GFX_FONT_BOLD, w) : 0;
    if (message_lines < 2) message_lines = 2;
    if (message_lines > 4) message_lines = 4;
    float message_h = (float)message_lines * 20 * s + 10 * s;
    y = lesson_scene_paragraph(d, words, x, y + 4 * s, w, bottom - message_h - y - 4 * s,
                               GFX_FONT_REGULAR, t->text);
    if (l->message[0])
        ui_paragraph(d, l->message, x, y + 10 * s, w, 15, GFX_FONT_BOLD,
                     lesson_scene_tone_colour(t, l->tone), 20, message_lines);
    draw_buttons(l, d, panel);
}
