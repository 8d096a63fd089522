/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The dialogs drawn over the board scene's board (a question, a choice, the privacy screen, the
 * game over): the board dimmed, the dialog with its shadow; the panel's and a network game's
 * dialogs alike. Also the result in words, for the dialog and the panel's status line. */
#include <stdio.h>

#include "scenes/board_analysis.h"
#include "scenes/board_dialog.h"
#include "scenes/board_shown.h"
#include "session/session_end_words.h"

void board_dialog_draw(BoardData *b, UiDraw *d, UiRect c, float dim) {
    float sc = d->scale;
    gfx_draw_panel(d->r, b->area.x, b->area.y, b->area.w, b->area.h, 16 * sc,
                   ui_alpha(d->theme->background, dim), 20);
    gfx_draw_shadow(d->r, c.x, c.y + 4 * sc, c.w, c.h, 16 * sc, 14 * sc, d->theme->shadow, 21);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, 16 * sc, d->theme->surface, 22);
}

UiRect board_overlay_dialog(BoardData *b, UiDraw *d, float w, float h) {
    w *= d->scale;
    h *= d->scale;
    if (w > b->area.w) w = b->area.w;
    UiRect c = {b->area.x + (b->area.w - w) / 2, b->area.y + (b->area.h - h) / 2, w, h};
    board_dialog_draw(b, d, c, 0.55f);
    return c;
}

/* "You win: three pawns on the centre line", "Blue lost on time", "Draw: no move left, 10–10"
 * (session_end_words, told to the person at this screen), with the sides named as the panel
 * names them. */
void board_result_text(const BoardData *b, const UiDraw *d, char *out, size_t n) {
    const char *names[2];
    for (int side = 0; side < 2; side++)
        names[side] = view_side_name(b->view, b->ctx->prefs->scheme, side);
    GameMoveWords words;
    if (!session_end_words(b->session, names, &words)) { /* a kept network game without its end */
        snprintf(out, n, "%s", T(d, "Played online"));
        return;
    }
    ui_words(d->catalog, &words, out, n);
}

#define DIALOG_TEXT_SIZE 22
#define DIALOG_LINE_H 28
#define DIALOG_TEXT_GAP 18 /* between the words and the buttons */
#define DIALOG_BUTTON_H 44
#define DIALOG_BUTTON_GAP 8 /* between two rows of buttons */
#define DIALOG_MARGIN 20    /* under the last row */

/* A dialog of words over `rows` rows of buttons, `w` layout units wide, as tall as they need (no
 * empty band under words of one line): the words, wrapped in at most two lines, start `top` units
 * down, under what the caller puts above them. Draws the dialog and the words, leaves the layer at
 * the dialog's text's (20) and returns the y of the first row of buttons; `dialog` gets the dialog.
 */
static float dialog_of_words(BoardData *b, UiDraw *d, float w, float top, const char *text,
                             int rows, UiRect *dialog) {
    float sc = d->scale;
    float dialog_w = w * sc < b->area.w ? w * sc : b->area.w;
    int starts[2], ends[2];
    int lines =
        ui_wrap(d, text, DIALOG_TEXT_SIZE, GFX_FONT_BOLD, dialog_w - 48 * sc, starts, ends, 2);
    if (lines < 1) lines = 1;
    if (lines > 2) lines = 2;
    float words_h = top + (float)lines * DIALOG_LINE_H + DIALOG_TEXT_GAP;
    float h = words_h + (float)rows * DIALOG_BUTTON_H + (float)(rows - 1) * DIALOG_BUTTON_GAP +
              DIALOG_MARGIN;
    UiRect c = board_overlay_dialog(b, d, w, h);
    d->layer = 20; /* the dialog's text and buttons above its panel */
    ui_paragraph(d, text, c.x + 24 * sc, c.y + top * sc, c.w - 48 * sc, DIALOG_TEXT_SIZE,
                 GFX_FONT_BOLD, d->theme->text, DIALOG_LINE_H, 2);
    *dialog = c;
    return c.y + words_h * sc;
}

void board_question_dialog(BoardData *b, UiDraw *d, const char *question, const char *const ids[2],
                           const char *const labels[2]) {
    float sc = d->scale;
    UiRect c;
    float by = dialog_of_words(b, d, 420, 24, question, 1, &c);
    float bw = (c.w - 48 * sc - 12 * sc) / 2;
    for (int i = 0; i < 2; i++)
        ui_button(d, ids[i], labels[i],
                  (UiRect){c.x + 24 * sc + (float)i * (bw + 12 * sc), by, bw, DIALOG_BUTTON_H * sc},
                  i == 0 ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY);
    d->layer = 0;
}

#define OVER_DIALOG_W 460

/* The game-over dialog: "Game over", the result in words and the buttons, as tall as they need. */
void board_over_dialog_draw(BoardData *b, UiDraw *d) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char text[BOARD_MESSAGE_MAX];
    board_result_text(b, d, text, sizeof text);
    snprintf(b->drawn.over, sizeof b->drawn.over, "%s", text);
    bool analyse = board_analysis_available(b);
    UiRect c;
    /* "Game over" above the result. */
    float by = dialog_of_words(b, d, OVER_DIALOG_W, 48, text, analyse ? 2 : 1, &c);
    float x = c.x, y = c.y, w = c.w;
    ui_text(d, T(d, "Game over"), x + w / 2, y + 20 * sc, 16, GFX_FONT_REGULAR, GFX_ALIGN_CENTER,
            t->text_dim);
    float bw = (w - 48 * sc - 3 * 8 * sc) / 4;
    /* The finished game is kept in the library: its third button goes there. */
    const char *ids[] = {"over.rematch", "over.review", "over.library", "over.menu"};
    const char *labels[] = {N_("Rematch"), N_("Review"), N_("Library"), N_("Menu")};
    for (int i = 0; i < 4; i++) {
        UiRect r = {x + 24 * sc + (float)i * (bw + 8 * sc), by, bw, DIALOG_BUTTON_H * sc};
        if (i == 0 && session_replay(b->session)) /* that game is played again online */
            ui_button_disabled(d, T(d, labels[i]), r);
        else
            ui_button(d, ids[i], T(d, labels[i]), r,
                      i == 0 ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
    }
    if (analyse) /* Analyse under the others, as wide as two of them */
        ui_button(d, "over.analyse", T(d, "Analyse"),
                  (UiRect){x + w / 2 - bw - 4 * sc, by + (DIALOG_BUTTON_H + DIALOG_BUTTON_GAP) * sc,
                           2 * bw + 8 * sc, DIALOG_BUTTON_H * sc},
                  UI_BUTTON_SECONDARY);
    d->layer = 0;
}
