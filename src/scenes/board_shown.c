/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene shows of its session: whose secrets the screen may show, the frame a view
 * is drawn with, which of the panel's actions are possible, moves and clocks in words. The scene
 * (board.c) and its panel (board_panel.c) both read the game through these, so neither calls
 * into the other to learn what to show. */
#include <stdio.h>
#include <string.h>

#include "net/net_link.h"
#include "scenes/board_scene.h"

bool board_is_human(const BoardData *b, int side) {
    return session_is_person(b->session, side);
}

bool board_over(const BoardData *b) {
    return session_over(b->session);
}

const GameLine *board_line(const BoardData *b) {
    return session_line(b->session);
}

int board_length(const BoardData *b) {
    return session_length(b->session);
}

bool board_screened(const BoardData *b) {
    return session_privacy_side(b->session) >= 0;
}

int board_viewer(const BoardData *b, const SceneContext *ctx) {
    session_set_turn_board(b->session, ctx->prefs->flip_board);
    return session_viewer(b->session);
}

int board_screen_side(const BoardData *b) {
    return board_screened(b) ? BOARD_SHOWS_NEITHER : board_viewer(b, b->ctx);
}

/* The frame of the position the scene shows now, as side `me` may know it. */
static ViewFrame frame_as(BoardData *b, const SceneContext *ctx, int me) {
    const GameRules *g = session_rules(b->session);
    bool live = b->review < 0;
    int index = live ? board_length(b) : b->review;
    bool over = board_over(b);
    ViewFrame f = {.rules = g,
                   .position = session_position(b->session, index, me, b->position),
                   .viewer = me,
                   .to_move = session_to_move_at(b->session, index),
                   .has_last = index > 0,
                   .progress = live ? b->progress : 1.0f,
                   .hint = live ? b->hint : board_analysis_hint(b),
                   .coordinates = ctx->prefs->show_coordinates,
                   .scheme = ctx->prefs->scheme,
                   .time = b->time};
    /* A move a network game does not know (the other side's secret) is not marked. */
    if (index > 0 && session_move(b->session, index - 1, &f.last))
        f.before = session_position(b->session, index - 1, me, b->before);
    else
        f.has_last = false;
    if (g->observe && over) f.revealed = session_revealed_state(b->session, index);
    if (!over && me == board_screen_side(b)) /* made by the session, off the drawing path */
        f.hidden_heat = session_hidden_heat(b->session, index, &f.hidden_heat_cells);
    f.can_act = live && !over && !board_screened(b) && board_is_human(b, f.to_move) &&
                (!g->observe || f.to_move == me);
    if (f.can_act) {
        f.moves = b->moves;
        f.texts = (const char(*)[GAME_MOVE_TEXT_MAX])b->texts;
        f.move_count = b->move_count;
    } else if (!live) /* in review, the analysis's better move is found among these */
        board_analysis_hint_moves(b, &f.moves, &f.texts, &f.move_count);
    return f;
}

ViewFrame board_frame(BoardData *b, const SceneContext *ctx) {
    return frame_as(b, ctx, board_viewer(b, ctx));
}

void board_side_note(BoardData *b, const SceneContext *ctx, UiDraw *d, int side, char *out,
                     size_t n) {
    out[0] = '\0';
    if (!b->view->side_note) return;
    if (board_screen_side(b) != BOARD_SHOWS_NEITHER) {
        ViewFrame f = board_frame(b, ctx);
        b->view->side_note(&f, side, d, out, n);
        return;
    }
    char seen[2][64];
    for (int as = 0; as < 2; as++) {
        ViewFrame f = frame_as(b, ctx, as);
        seen[as][0] = '\0';
        b->view->side_note(&f, side, d, seen[as], sizeof seen[as]);
    }
    if (strcmp(seen[0], seen[1]) == 0) snprintf(out, n, "%s", seen[0]);
}

bool board_action_available(const BoardData *b, BoardAction action) {
    if (board_screen_side(b) == BOARD_SHOWS_NEITHER) return false;
    switch (action) {
    case BOARD_ACTION_UNDO:
        return session_can_undo(b->session);
    case BOARD_ACTION_REDO:
        return session_can_redo(b->session);
    case BOARD_ACTION_HINT:
        return b->review < 0 && session_can_hint(b->session);
    case BOARD_ACTION_RESIGN: /* in a network game, only while the server can hear it */
        return session_can_resign(b->session) &&
               (!b->link || net_link_phase(b->link) == NET_LINK_PLAYING);
    case BOARD_ACTION_SAVE:
        return true;
    }
    return false;
}

void board_move_words(const BoardData *b, int index, char *out, size_t n) {
    const GameRules *g = session_rules(b->session);
    const void *st = session_revealed_state(b->session, index);
    Move m;
    if (!st || !session_move(b->session, index, &m)) {
        /* A network game's move as this end knows it: its words, else its notation ("…" for
         * a move hidden from it). */
        GameMoveWords words;
        if (b->ctx->prefs->notation || !session_move_words(b->session, index, &words) ||
            !ui_words(b->ctx->catalog, &words, out, n))
            session_move_notation(b->session, index, out, n);
        return;
    }
    /* Once the game hides nothing any more (over, or a secret draft done) every move is told
     * as its mover knows it; until then as the side at the screen may know it. */
    int reader = session_hides_moves(b->session) ? board_screen_side(b) : g->to_move(st);
    if (!ui_move_text(b->ctx->catalog, g, st, m, reader, true, b->ctx->prefs->notation, out, n))
        snprintf(out, n, "\xe2\x80\xa6");
}

int board_clock_text(int64_t ms, char *out, size_t n) {
    enum { SHOWN_MAX_MS = 100 * 3600 * 1000 }; /* no clock (INT64_MAX) reads as a full one */
    if (ms < 0) ms = 0;
    if (ms > SHOWN_MAX_MS) ms = SHOWN_MAX_MS;
    if (ms < 10000) { /* the last seconds in tenths: the next change is within a tenth */
        snprintf(out, n, "%d.%d", (int)(ms / 1000), (int)(ms / 100 % 10));
        return (int)(ms % 100) + 1;
    }
    /* Whole seconds rounded up, so that a new clock reads its full time ("5:00", not "4:59"). */
    long long s = (ms + 999) / 1000;
    if (s >= 3600)
        snprintf(out, n, "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    else
        snprintf(out, n, "%lld:%02lld", s / 60, s % 60);
    int to_next = (int)((ms - 1) % 1000) + 1; /* until the rounded second drops */
    return ms - to_next < 10000 ? (int)(ms - 10000) + 1 : to_next;
}
