/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The cards drawn over the board scene's board (a question, a choice, the privacy screen, the game
 * over): the board dimmed, the card with its shadow; the panel's and a network game's cards
 * alike. Also the result in words, for the card and the panel's status line. */
#include <stdio.h>

#include "scenes/board_scene.h"
#include "session/session_end_words.h"

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

#define OVER_CARD_W 460
#define OVER_TEXT_SIZE 22
#define OVER_LINE_H 28
#define OVER_BUTTON_H 44

/* The game-over card: "Game over", the result in words and the buttons, as tall as they need
 * (no empty band under a result of one line). */
void board_over_card_draw(BoardData *b, UiDraw *d) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char text[BOARD_MESSAGE_MAX];
    board_result_text(b, d, text, sizeof text);
    snprintf(b->over_drawn, sizeof b->over_drawn, "%s", text);
    float card_w = OVER_CARD_W * sc < b->area.w ? OVER_CARD_W * sc : b->area.w;
    int starts[2], ends[2];
    int lines = ui_wrap(d, text, OVER_TEXT_SIZE, GFX_FONT_BOLD, card_w - 48 * sc, starts, ends, 2);
    if (lines < 1) lines = 1;
    if (lines > 2) lines = 2;
    bool analyse = board_analysis_available(b);
    int rows = analyse ? 2 : 1;
    /* Title, the result's lines, a gap, the rows of buttons and the margin under them. */
    float h = 48 + (float)lines * OVER_LINE_H + 18 + (float)rows * OVER_BUTTON_H +
              (float)(rows - 1) * 8 + 20;
    UiRect c = board_overlay_card(b, d, OVER_CARD_W, h);
    float x = c.x, y = c.y, w = c.w;
    d->layer = 20; /* the overlay's text and buttons above its panel */
    ui_text(d, T(d, "Game over"), x + w / 2, y + 20 * sc, 16, GFX_FONT_REGULAR, GFX_ALIGN_CENTER,
            t->text_dim);
    ui_paragraph(d, text, x + 24 * sc, y + 48 * sc, w - 48 * sc, OVER_TEXT_SIZE, GFX_FONT_BOLD,
                 t->text, OVER_LINE_H, 2);
    float bw = (w - 48 * sc - 3 * 8 * sc) / 4;
    float by = y + (48 + (float)lines * OVER_LINE_H + 18) * sc;
    /* The finished game is kept in the library: its third button goes there. */
    const char *ids[] = {"over.rematch", "over.review", "over.library", "over.menu"};
    const char *labels[] = {N_("Rematch"), N_("Review"), N_("Library"), N_("Menu")};
    for (int i = 0; i < 4; i++) {
        UiRect r = {x + 24 * sc + (float)i * (bw + 8 * sc), by, bw, OVER_BUTTON_H * sc};
        if (i == 0 && session_replay(b->session)) /* that game is played again online */
            ui_button_disabled(d, T(d, labels[i]), r);
        else
            ui_button(d, ids[i], T(d, labels[i]), r,
                      i == 0 ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
    }
    if (analyse) /* Analyse under the others, as wide as two of them */
        ui_button(d, "over.analyse", T(d, "Analyse"),
                  (UiRect){x + w / 2 - bw - 4 * sc, by + (OVER_BUTTON_H + 8) * sc, 2 * bw + 8 * sc,
                           OVER_BUTTON_H * sc},
                  UI_BUTTON_SECONDARY);
    d->layer = 0;
}
