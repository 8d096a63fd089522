/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's side panel (players, status, history, the game's buttons) and its overlays
 * (game over, the privacy screen between hot-seat players). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "scenes/board_analysis.h"
#include "scenes/board_dialog.h"
#include "scenes/board_frame.h"
#include "scenes/board_online.h"
#include "scenes/board_panel.h"
#include "scenes/board_shown.h"

static const char *side_name(const BoardData *b, const UiDraw *d, int side) {
    return T(d, view_side_name(b->view, b->ctx->prefs->scheme, side));
}

/* The status line: "Your move", "Computer is thinking", the result... (translated). */
static void board_status_text(const BoardData *b, const UiDraw *d, char *out, size_t n) {
    if (board_online(b) && board_online_status(b, d, out, n)) return;
    if (board_over(b)) {
        board_result_text(b, d, out, n);
        return;
    }
    if (!board_shown(b)->live) {
        snprintf(out, n, T(d, "Looking at move %d of %d"), board_shown(b)->index, board_length(b));
        return;
    }
    int side = session_to_move(b->session);
    if (session_seat(b->session, side)->kind == SESSION_SEAT_REMOTE) { /* a player elsewhere */
        snprintf(out, n, T(d, "%s to move"), side_name(b, d, side));
    } else if (!board_is_human(b, side)) {
        snprintf(out, n, "%s", T(d, "Computer is thinking"));
    } else if (board_is_human(b, 0) && board_is_human(b, 1)) {
        snprintf(out, n, T(d, "%s to move"), side_name(b, d, side));
    } else {
        snprintf(out, n, "%s", T(d, "Your move"));
    }
}

/* Three dots that light in turn: the computer is at work. */
static void thinking_dots(BoardData *b, UiDraw *d, float x, float y) {
    float sc = d->scale;
    for (int i = 0; i < 3; i++) {
        float phase = b->time * 3.0f - (float)i * 0.6f;
        float a = 0.35f + 0.65f * (0.5f + 0.5f * sinf(phase * 3.14159f));
        float r = 4 * sc;
        gfx_draw_panel(d->r, x + (float)i * 12 * sc, y - r, 2 * r, 2 * r, r,
                       ui_alpha(d->theme->accent, a), 6);
    }
}

/* Adds what a frame drew to the words the queries answer with (shown_clocks, shown_players,
 * shown_notes), after `separator`. */
static void drawn_append(char *drawn, size_t size, const char *separator, const char *text) {
    size_t used = strlen(drawn);
    snprintf(drawn + used, size - used, "%s%s", separator, text);
}

/* A side's clock at the right of its row: bold while it runs, in the error colour when low.
 * Returns the room it took, for the side note beside it. */
static float draw_clock(BoardData *b, UiDraw *d, int side, float right, float y) {
    const UiTheme *t = d->theme;
    char text[32];
    const SessionShown *v = board_shown(b);
    board_clock_text(v->clock_ms[side], text, sizeof text);
    bool running = v->clock_running == side;
    GfxColor colour = v->clock_low[side] ? t->error : running ? t->text : t->text_dim;
    GfxFontStyle style = running ? GFX_FONT_BOLD : GFX_FONT_REGULAR;
    ui_text(d, text, right, y, 18, style, GFX_ALIGN_RIGHT, colour);
    drawn_append(b->drawn.clocks, sizeof b->drawn.clocks, b->drawn.clocks[0] ? " " : "", text);
    return ui_text_width(d, text, 18, style);
}

static void player_row(BoardData *b, UiDraw *d, int side, float x, float y, float w, bool to_move) {
    const UiTheme *t = d->theme;
    float sc = d->scale, h = 52 * sc;
    gfx_draw_panel(d->r, x, y, w, h, 10 * sc, to_move ? t->accent_soft : t->surface_raised, 4);
    float r = 9 * sc;
    gfx_draw_panel(d->r, x + 14 * sc, y + h / 2 - r, 2 * r, 2 * r, r,
                   view_side_colour(b->view, d, side), 5);
    gfx_draw_outline(d->r, x + 14 * sc, y + h / 2 - r, 2 * r, 2 * r, r, 1.5f * sc, t->text_dim,
                     5.2f);               /* a light side's dot stays visible on a light panel */
    if (side == 1 && b->view && d->theme) /* a notch: the sides differ by more than hue */
        gfx_draw_panel(d->r, x + 14 * sc + r * 0.55f, y + h / 2 - r * 0.45f, r * 0.9f, r * 0.9f,
                       r * 0.45f, t->surface, 6);
    ui_text(d, side_name(b, d, side), x + 42 * sc, y + 6 * sc, 17, GFX_FONT_BOLD, GFX_ALIGN_LEFT,
            t->text);
    char player[96];
    const char *seat = session_seat_name(session_seat(b->session, side));
    const char *other = session_seat_name(session_seat(b->session, 1 - side));
    /* Two people at one screen are not both "You". */
    bool both_here = strcmp(seat, "human") == 0 && strcmp(other, "human") == 0;
    const char *label =
        both_here ? T(d, "Person") : scene_player_label(d, seat, player, sizeof player);
    ui_text(d, label, x + 42 * sc, y + 28 * sc, 14, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
    drawn_append(b->drawn.players, sizeof b->drawn.players, b->drawn.players[0] ? "|" : "", label);
    float right = x + w - 12 * sc;
    if (board_shown(b)->has_clock) right -= draw_clock(b, d, side, right, y + 14 * sc) + 14 * sc;
    if (b->view->side_note) {
        char note[64] = "";
        board_side_note(b, d, side, note, sizeof note);
        if (note[0])
            ui_text(d, note, right, y + 15 * sc, 16, GFX_FONT_BOLD, GFX_ALIGN_RIGHT, t->text);
        drawn_append(b->drawn.notes, sizeof b->drawn.notes, side ? "|" : "", note);
    }
    if (to_move) /* a bar on the edge marks the side to move */
        gfx_draw_panel(d->r, x, y + 8 * sc, 4 * sc, h - 16 * sc, 2 * sc, t->accent, 5);
}

/* The whole text of a move-list row cut with "…", while the pointer is on it (or the keyboard's
 * focus): over the row, as wide as it needs up to the window's width less a margin, growing to the
 * left from the row's right edge (the panel is at the window's right), broken into lines when
 * even that is too narrow, and kept inside the window. Above the panel's buttons and overlays. */
static void history_tip(UiDraw *d, const char *text, UiRect row) {
    const UiTheme *t = d->theme;
    float sc = d->scale, pad = 8 * sc, margin = 8 * sc, line_h = 20;
    float most = d->w - 2 * margin - 2 * pad;
    float text_w = ui_text_width(d, text, 15, GFX_FONT_REGULAR);
    if (text_w > most) text_w = most;
    enum { TIP_LINES = 6 };
    int starts[TIP_LINES], ends[TIP_LINES];
    int lines = ui_wrap(d, text, 15, GFX_FONT_REGULAR, text_w, starts, ends, TIP_LINES);
    if (lines < 1) lines = 1;
    if (lines > TIP_LINES) lines = TIP_LINES;
    float w = text_w + 2 * pad, h = (float)lines * line_h * sc + 2 * pad - 6 * sc;
    float right = row.x + row.w, x = right - w, y = row.y + (row.h - h) / 2;
    if (x < margin) x = margin;
    if (y + h > d->h - margin) y = d->h - margin - h;
    if (y < margin) y = margin;
    float layer = d->layer;
    d->layer = 40;
    gfx_draw_shadow(d->r, x, y + 2 * sc, w, h, 6 * sc, 8 * sc, t->shadow, d->layer + 2);
    gfx_draw_panel(d->r, x, y, w, h, 6 * sc, t->surface, d->layer + 3);
    gfx_draw_outline(d->r, x, y, w, h, 6 * sc, 1.5f * sc, t->focus, d->layer + 4);
    ui_register(d->ui, "history.tip", (UiRect){x, y, w, h}, UI_KIND_AREA);
    ui_paragraph(d, text, x + pad, y + pad - 3 * sc, text_w, 15, GFX_FONT_REGULAR, t->text, line_h,
                 TIP_LINES);
    d->layer = layer;
}

static float history(BoardData *b, UiDraw *d, float x, float y, float w, float h) {
    const UiTheme *t = d->theme;
    float sc = d->scale, line_h = 26 * sc;
    gfx_draw_panel(d->r, x, y, w, h, 10 * sc, t->surface_raised, 4);
    ui_text(d, T(d, "Moves"), x + 12 * sc, y + 8 * sc, 14, GFX_FONT_BOLD, GFX_ALIGN_LEFT,
            t->text_dim);
    float list_y = y + 32 * sc, list_h = h - 40 * sc;
    int fit = (int)(list_h / line_h);
    if (fit < 1) return y + h;
    int count = board_length(b);
    /* Follow the game's end, unless the list was scrolled back. */
    int first = count - fit;
    first -= (int)b->history_scroll;
    int shown = board_shown(b)->index - 1;
    if (!board_shown(b)->live && shown < first)
        first = shown; /* the move looked at stays in sight */
    if (!board_shown(b)->live && shown >= first + fit) first = shown - fit + 1;
    if (first < 0) first = 0;
    /* Behind a privacy screen the list can be read (what neither side hides) but no earlier
     * position can be opened: it would be one side's. */
    bool open = board_shown(b)->screen_side != SESSION_SHOWS_NEITHER;
    char tip[GAME_WORDS_TEXT_MAX + 16] = ""; /* a cut row's whole text, the row pointed at */
    UiRect tip_row = {0, 0, 0, 0};
    for (int i = first; i < count && i < first + fit; i++) {
        char text[GAME_WORDS_TEXT_MAX], label[GAME_WORDS_TEXT_MAX + 16], id[UI_ID_MAX];
        board_move_words(b, i, text, sizeof text);
        snprintf(label, sizeof label, "%d. %s", i + 1, text);
        GfxColor mark_colour = t->text;
        const char *mark = board_analysis_mark(b, t, i, &mark_colour);
        float mark_w = mark ? ui_text_width(d, mark, 15, GFX_FONT_BOLD) + 6 * sc : 0;
        char whole[sizeof label];
        memcpy(whole, label, sizeof whole);
        ui_text_fit(d, label, 15, GFX_FONT_REGULAR, w - 28 * sc - mark_w);
        snprintf(id, sizeof id, "history.%d", i);
        float ry = list_y + (float)(i - first) * line_h;
        UiRect r = {x + 6 * sc, ry, w - 12 * sc, line_h - 2 * sc};
        if (i == shown) gfx_draw_panel(d->r, r.x, r.y, r.w, r.h, 6 * sc, t->accent_soft, 5);
        if (open) ui_register(d->ui, id, r, UI_KIND_BUTTON);
        bool pointed = ui_is_hovered(d->ui, id) || ui_is_focused(d->ui, id);
        if (pointed) gfx_draw_outline(d->r, r.x, r.y, r.w, r.h, 6 * sc, 1.5f * sc, t->focus, 6);
        if (pointed && strcmp(whole, label) != 0) {
            memcpy(tip, whole, sizeof tip);
            tip_row = r;
        }
        ui_text(d, label, r.x + 8 * sc, ry + 3 * sc, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text);
        if (mark) /* the analysis's mark, in its class's colour, at the row's end */
            ui_text(d, mark, r.x + r.w - 8 * sc, ry + 3 * sc, 15, GFX_FONT_BOLD, GFX_ALIGN_RIGHT,
                    mark_colour);
    }
    if (tip[0]) history_tip(d, tip, tip_row);
    return y + h;
}

/* A panel button, live only while its action can be taken (board_action_available). */
static void action_button(BoardData *b, UiDraw *d, BoardAction action, UiRect r) {
    static const char *const ids[] = {"board.undo", "board.redo", "board.hint", "board.resign",
                                      "board.save"};
    static const char *const labels[] = {N_("Undo"), N_("Redo"), N_("Hint"), N_("Resign"),
                                         N_("Save")};
    if (board_action_available(b, action))
        ui_button(d, ids[action], T(d, labels[action]), r, UI_BUTTON_SECONDARY);
    else
        ui_button_disabled(d, T(d, labels[action]), r);
}

void board_panel_draw(BoardData *b, UiDraw *d, float x, float top) {
    const UiTheme *t = d->theme;
    float sc = d->scale, w = d->w - x - 20 * sc, y = top;
    int side = session_to_move(b->session);
    b->drawn.clocks[0] = '\0';
    b->drawn.players[0] = '\0';
    b->drawn.notes[0] = '\0';
    for (int p = 0; p < 2; p++) {
        player_row(b, d, p, x, y, w, !board_over(b) && side == p);
        y += 58 * sc;
    }
    char status[BOARD_MESSAGE_MAX];
    board_status_text(b, d, status, sizeof status);
    snprintf(b->drawn.status, sizeof b->drawn.status, "%s", status);
    y += 6 * sc;
    y = ui_paragraph(d, status, x + 4 * sc, y, w - 50 * sc, 17, GFX_FONT_BOLD, t->text, 23, 2);
    if (board_shown(b)->thinking) thinking_dots(b, d, x + w - 40 * sc, y - 12 * sc);
    if (board_shown(b)->pondering && !board_over(b)) {
        y = ui_paragraph(d, T(d, "The computer thinks on your time"), x + 4 * sc, y + 2 * sc,
                         w - 50 * sc, 14, GFX_FONT_REGULAR, t->text_dim, 19, 2);
        thinking_dots(b, d, x + w - 40 * sc, y - 10 * sc);
    }
    if (b->message[0] && board_shown(b)->screen_side != SESSION_SHOWS_NEITHER)
        y = ui_paragraph(d, b->message, x + 4 * sc, y + 2 * sc, w - 8 * sc, 14, GFX_FONT_REGULAR,
                         b->message_is_error ? t->error : t->text_dim, 19, 3);
    y += 8 * sc;

    float bh = 40 * sc, gap = 8 * sc, half = (w - gap) / 2;
    /* A finished game can never be hinted or resigned again: its row holds Analyse (or Stop)
     * alone, and gives its room to the graph once there is nothing to start. While the game-over
     * card is up, the row stays Hint and Resign, disabled: a click aimed at Hint as the game
     * ended must neither start an analysis nor meet Undo moved down into its place; the card
     * has its own Analyse. */
    bool over = board_over(b) && !board_online(b);
    bool analysis_button = board_analysis_running(b) || board_analysis_available(b);
    bool card_up = over && b->over_shown && !board_analysis_running(b);
    bool action_row = !over || analysis_button || card_up;
    float buttons_h = (action_row ? 3 : 2) * (bh + gap);
    float hist_h = d->h - 20 * sc - buttons_h - y - 8 * sc;
    float analysis_h = board_analysis_height(b, sc);
    if (analysis_h > 0) hist_h -= analysis_h + 8 * sc;
    if (hist_h > 60 * sc) y = history(b, d, x, y, w, hist_h) + 8 * sc;
    if (analysis_h > 0) { /* the graph under the move list */
        board_analysis_draw(b, d, x, y, w);
        y += analysis_h + 8 * sc;
    }
    if (!board_shown(b)->live) {
        float third = (w - 2 * gap) / 3;
        ui_button(d, "board.prev", "\xe2\x80\xb9", (UiRect){x, y, third, bh}, UI_BUTTON_SECONDARY);
        ui_button(d, "board.next", "\xe2\x80\xba", (UiRect){x + third + gap, y, third, bh},
                  UI_BUTTON_SECONDARY);
        ui_button(d, "board.live", T(d, "To the game"),
                  (UiRect){x + 2 * (third + gap), y, third, bh}, UI_BUTTON_PRIMARY);
    } else if (board_online(b)) { /* no undo or hint against a person elsewhere */
        board_online_buttons(b, d, x, y, w, bh);
    } else {
        action_button(b, d, BOARD_ACTION_UNDO, (UiRect){x, y, half, bh});
        action_button(b, d, BOARD_ACTION_REDO, (UiRect){x + half + gap, y, half, bh});
    }
    y += bh + gap;
    if (board_online(b)) {
        action_button(b, d, BOARD_ACTION_RESIGN, (UiRect){x, y, half, bh});
        action_button(b, d, BOARD_ACTION_SAVE, (UiRect){x + half + gap, y, half, bh});
        y += bh + gap;
        ui_button(d, "board.menu", T(d, "Menu"), (UiRect){x + half + gap, y, half, bh},
                  UI_BUTTON_SECONDARY);
        return;
    }
    if (action_row) {
        bool whole_row = over && !card_up;
        UiRect first = {x, y, whole_row ? w : half, bh};
        if (card_up)
            action_button(b, d, BOARD_ACTION_HINT, first);
        else if (board_analysis_running(b)) /* once the game is over, or in review */
            ui_button(d, "board.analysis_stop", T(d, "Stop"), first, UI_BUTTON_SECONDARY);
        else if (board_analysis_available(b))
            ui_button(d, "board.analyse", T(d, "Analyse"), first, UI_BUTTON_SECONDARY);
        else
            action_button(b, d, BOARD_ACTION_HINT, first);
        if (!whole_row)
            action_button(b, d, BOARD_ACTION_RESIGN, (UiRect){x + half + gap, y, half, bh});
        y += bh + gap;
    }
    if (over && b->keep.end_kept) /* kept in the library already: the way there */
        ui_button(d, "board.library", T(d, "Library"), (UiRect){x, y, half, bh},
                  UI_BUTTON_SECONDARY);
    else
        action_button(b, d, BOARD_ACTION_SAVE, (UiRect){x, y, half, bh});
    ui_button(d, "board.menu", T(d, "Menu"), (UiRect){x + half + gap, y, half, bh},
              UI_BUTTON_SECONDARY);
}

static UiRect privacy_card(const BoardData *b, float sc) {
    float w = 420 * sc, h = 170 * sc;
    return (UiRect){b->area.x + (b->area.w - w) / 2, b->area.y + (b->area.h - h) / 2, w, h};
}

UiRect board_privacy_button(const BoardData *b, float sc) {
    UiRect c = privacy_card(b, sc);
    return (UiRect){c.x + (c.w - 240 * sc) / 2, c.y + 90 * sc, 240 * sc, 48 * sc};
}

/* "Resign this game?" with the choice to resign or to play on. */
static void resign_card(BoardData *b, UiDraw *d) {
    const char *const ids[2] = {"resign.yes", "resign.no"};
    const char *const labels[2] = {T(d, "Resign"), T(d, "Keep playing")};
    board_question_dialog(b, d, T(d, "Resign this game?"), ids, labels);
}

void board_overlay_draw(BoardData *b, UiDraw *d) {
    const UiTheme *t = d->theme;
    float sc = d->scale;
    b->drawn.over[0] = '\0';
    int privacy = board_shown(b)->privacy_side;
    if (privacy >= 0) {
        UiRect card = privacy_card(b, sc);
        board_dialog_draw(b, d, card, 1.0f);
        float x = card.x, y = card.y, w = card.w;
        char text[160];
        snprintf(text, sizeof text, T(d, "Pass to %s"), side_name(b, d, privacy));
        d->layer = 20;
        ui_text(d, text, x + w / 2, y + 24 * sc, 24, GFX_FONT_BOLD, GFX_ALIGN_CENTER, t->text);
        ui_button(d, "board.privacy", T(d, "Click when ready"), board_privacy_button(b, sc),
                  UI_BUTTON_PRIMARY);
        d->layer = 0;
        return;
    }
    if (b->confirm_resign) {
        resign_card(b, d);
        return;
    }
    if (board_online(b) && board_online_overlay(b, d)) return;
    if (!board_over(b) || !b->over_shown || b->progress < 1.0f) return;
    board_over_dialog_draw(b, d);
}
