/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene shows of its session: whose secrets the screen may show, the game's line
 * and end, moves and clocks in words. Every part of the scene reads the game through these, so
 * none calls into another to learn what to show; this part calls none of them. */
#include <stdio.h>

#include "scenes/board_shown.h"

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

bool board_online(const BoardData *b) {
    return b->online != NULL;
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
