/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene shows of its session: the session's snapshot (session_shown.h), the game's
 * line and end, moves and clocks in words. Every part of the scene reads the game through these,
 * so none calls into another to learn what to show; this part calls none of them. */
#include <stdio.h>

#include "scenes/board_shown.h"

const SessionShown *board_shown(const BoardData *b) {
    return session_shown(b->session);
}

bool board_is_human(const BoardData *b, int side) {
    return session_is_person(b->session, side);
}

bool board_over(const BoardData *b) {
    return board_shown(b)->over;
}

const GameLine *board_line(const BoardData *b) {
    return session_line(b->session);
}

int board_length(const BoardData *b) {
    return board_shown(b)->length;
}

bool board_online(const BoardData *b) {
    return b->online != NULL;
}

void board_move_words(const BoardData *b, int index, char *out, size_t n) {
    GameMoveWords words;
    if (session_move_told(b->session, index, b->ctx->prefs->notation, &words, out, n) ==
            GAME_SHOWN_WORDS &&
        !ui_words(b->ctx->catalog, &words, out, n))
        session_move_notation(b->session, index, out, n);
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
