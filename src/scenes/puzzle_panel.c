/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Puzzles screen draws: the board by the game's own view with its marks (the hint's
 * cell; a deduction puzzle's marked fields, and its answer once it is over), and the panel beside
 * it: the task in words, the rating and streak, the verdict and the buttons. */
#include <stdio.h>
#include <string.h>

#include "scenes/puzzle_data.h"

#define PANEL_PAD 16
#define BUTTON_H 40
#define BUTTON_GAP 10

/* The cell named `name` marked in `colour`, when the view has it. */
static void mark_named(PuzzleData *p, const ViewFrame *f, UiDraw *d, const char *name,
                       GfxColor colour) {
    UiRect r;
    if (p->view->cell_rect && p->view->cell_rect(p->view_data, f, name, &r))
        lesson_scene_mark(d, r, colour, p->time);
}

/* A deduction puzzle's fields: the player's marks while it is on; once it is over the answer
 * (accent) and the marks that were not part of it (error). Each field is registered for the
 * tests as puzzle.field.NAME. */
static void draw_fields(PuzzleData *p, const ViewFrame *f, UiDraw *d) {
    const GameDeduction *deduction = p->rules->side->deduction;
    for (int field = 0; field < GAME_CELLS_MAX; field++) {
        char name[PUZZLE_CELL_NAME_MAX], id[UI_ID_MAX];
        UiRect r;
        if (!deduction->field_to_text(field, name, sizeof name) || !p->view->cell_rect ||
            !p->view->cell_rect(p->view_data, f, name, &r))
            continue;
        snprintf(id, sizeof id, "puzzle.field.%s", name);
        ui_register(d->ui, id, r, UI_KIND_AREA);
        bool marked = p->run.marked[field], answer = puzzle_run_in_answer(&p->run, field);
        if (p->run.done && answer)
            lesson_scene_mark(d, r, d->theme->accent, p->time);
        else if (p->run.done && marked)
            lesson_scene_mark(d, r, d->theme->error, p->time);
        else if (marked)
            lesson_scene_mark(d, r, d->theme->focus, p->time);
    }
}

void puzzle_draw_board(PuzzleData *p, UiDraw *d) {
    ui_register(d->ui, "puzzle.area", p->area, UI_KIND_AREA); /* for tests: where the board is */
    if (!p->view->layout || !p->view->draw) return;
    ViewFrame f = puzzle_frame(p);
    p->view->layout(p->view_data, &f, p->area, p->scale);
    p->view->draw(p->view_data, &f, d);
    if (puzzle_run_is_deduction(&p->run)) draw_fields(p, &f, d);
    if (p->hint_cell[0] && p->moment == PUZZLE_PLAYING)
        mark_named(p, &f, d, p->hint_cell, d->theme->accent);
}

void puzzle_task_words(const PuzzleData *p, UiDraw *d, char *out, size_t n) {
    const GamePuzzle *puzzle = p->run.puzzle;
    const ViewLook *look = &p->view->look;
    bool colourblind =
        p->ctx->prefs->scheme == UI_SCHEME_COLOURBLIND && look->players_colourblind[0];
    const char *side =
        T(d, colourblind ? look->players_colourblind[p->run.solver] : look->players[p->run.solver]);
    char square[GAME_QUESTION_MAX];
    switch (puzzle->goal) {
    case GAME_PUZZLE_WIN:
        snprintf(out, n, T(d, "%s to play and win in %d"), side, puzzle->length);
        break;
    case GAME_PUZZLE_BEST:
        if (puzzle->length == 1)
            snprintf(out, n, T(d, "Find the best move for %s"), side);
        else
            snprintf(out, n, T(d, "Find the best moves for %s: %d in a row"), side, puzzle->length);
        break;
    case GAME_PUZZLE_DEDUCE:
        puzzle_run_question_square(&p->run, square, sizeof square);
        snprintf(out, n,
                 T(d, p->run.is_sure_hit
                          ? N_("They fired at %s. Name a field where a shot is sure to hit.")
                          : N_("They fired at %s. Mark every field where that piece can stand.")),
                 square);
        break;
    }
}

/* The buttons at the panel's foot for the moment, from the bottom up; returns how many rows. */
static int button_rows(const PuzzleData *p) {
    if (!p->running || p->moment == PUZZLE_FINISHED) return 1;
    return puzzle_run_is_deduction(&p->run) ? 3 : 2;
}

static void draw_buttons(PuzzleData *p, UiDraw *d, UiRect panel) {
    float s = d->scale, pad = PANEL_PAD * s, bh = BUTTON_H * s, gap = BUTTON_GAP * s;
    float x = panel.x + pad, w = panel.w - 2 * pad, half = (w - gap) / 2;
    float y = panel.y + panel.h - pad - bh; /* the bottom row */
    if (!p->running) return;
    if (p->moment == PUZZLE_FINISHED) {
        ui_button(d, "puzzle.next", T(d, "Next puzzle"), (UiRect){x, y, w, bh}, UI_BUTTON_PRIMARY);
        return;
    }
    ui_button(d, "puzzle.next", T(d, "Next puzzle"), (UiRect){x, y, w, bh}, UI_BUTTON_SECONDARY);
    y -= bh + gap;
    if (p->moment == PUZZLE_PLAYING) {
        ui_button(d, "puzzle.hint", T(d, "Hint"), (UiRect){x, y, half, bh}, UI_BUTTON_SECONDARY);
        ui_button(d, "puzzle.solution", T(d, "Show solution"),
                  (UiRect){x + half + gap, y, half, bh}, UI_BUTTON_SECONDARY);
    } else {
        ui_button_disabled(d, T(d, "Hint"), (UiRect){x, y, half, bh});
        ui_button_disabled(d, T(d, "Show solution"), (UiRect){x + half + gap, y, half, bh});
    }
    if (!puzzle_run_is_deduction(&p->run)) return;
    y -= bh + gap;
    ui_button(d, "puzzle.check", T(d, "Check"), (UiRect){x, y, w, bh}, UI_BUTTON_PRIMARY);
}

/* A line of small dim words, fitted to the width. */
static float small_line(UiDraw *d, const char *text, float x, float y, float w, UiRect panel) {
    char line[200];
    snprintf(line, sizeof line, "%s", text);
    ui_text_fit(d, line, 13, GFX_FONT_REGULAR, w);
    ui_text_in(d, line, x, y, 13, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, d->theme->text_dim, panel);
    return y + 20 * d->scale;
}

void puzzle_draw_panel(PuzzleData *p, UiDraw *d, UiRect panel) {
    const UiTheme *t = d->theme;
    float s = d->scale, pad = PANEL_PAD * s;
    gfx_draw_shadow_under(d->r, panel.x, panel.y, panel.w, panel.h, 3 * s, 14 * s, 10 * s,
                          t->shadow, 1);
    gfx_draw_panel(d->r, panel.x, panel.y, panel.w, panel.h, 14 * s, t->surface, 2);
    float x = panel.x + pad, w = panel.w - 2 * pad, y = panel.y + pad;
    float bottom = panel.y + panel.h - pad - (float)button_rows(p) * (BUTTON_H + BUTTON_GAP) * s;
    if (!p->running) { /* the set could not be read */
        char text[PUZZLE_MESSAGE_MAX + 128];
        snprintf(text, sizeof text, T(d, "The puzzles could not be read: %s"), p->message);
        lesson_scene_paragraph(d, text, x, y, w, bottom - y, GFX_FONT_REGULAR, t->error);
        return;
    }
    char task[512];
    puzzle_task_words(p, d, task, sizeof task);
    y = lesson_scene_paragraph(d, task, x, y, w, 3 * 25 * s, GFX_FONT_BOLD, t->text);
    char line[200];
    snprintf(line, sizeof line, T(d, "Rating %d · Streak %d"),
             (int)(p->record->rating.rating + 0.5), p->record->streak);
    ui_text_fit(d, line, 15, GFX_FONT_BOLD, w);
    ui_text_in(d, line, x, y + 8 * s, 15, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->accent, panel);
    y += 30 * s;
    snprintf(line, sizeof line, T(d, "Difficulty %d · Solved %d of %d"), p->run.puzzle->difficulty,
             puzzle_record_solved(p->record), p->set.count);
    y = small_line(d, line, x, y, w, panel);
    if (p->message[0])
        lesson_scene_paragraph(d, p->message, x, y + 10 * s, w, bottom - y - 10 * s, GFX_FONT_BOLD,
                               lesson_scene_tone_colour(t, p->tone));
    draw_buttons(p, d, panel);
}
