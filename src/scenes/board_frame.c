/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene offers now: the frame a view is drawn and asked with, a copy of the
 * session's snapshot (session_shown.h) with the scene's own animation, preferences and, in
 * review, the analysis's better move; the sides' notes; and which of the panel's actions can be
 * taken. Nothing here decides what a side may see: the snapshot holds only what may be shown. */
#include <stdio.h>
#include <string.h>

#include "scenes/board_analysis.h"
#include "scenes/board_frame.h"
#include "scenes/board_online.h"
#include "scenes/board_shown.h"

ViewFrame board_frame(BoardData *b, const SceneContext *ctx) {
    const SessionShown *v = board_shown(b);
    ViewFrame f = {.rules = v->rules,
                   .position = v->position,
                   .before = v->before,
                   .viewer = v->viewer,
                   .to_move = v->to_move,
                   .can_act = v->can_act,
                   .has_last = v->has_last,
                   .last = v->last,
                   .progress = v->live ? b->progress : 1.0f,
                   .hint = v->live ? v->hint_text : board_analysis_hint(b),
                   .coordinates = ctx->prefs->show_coordinates,
                   .scheme = ctx->prefs->scheme,
                   .time = b->time,
                   .revealed = v->revealed,
                   .hidden_heat = v->hidden_heat,
                   .hidden_heat_cells = v->hidden_heat_cells};
    if (f.can_act) {
        f.moves = v->moves;
        f.texts = v->texts;
        f.move_count = v->move_count;
    } else if (!v->live) /* in review, the analysis's better move is found among these */
        board_analysis_hint_moves(b, &f.moves, &f.texts, &f.move_count);
    return f;
}

/* The view's note on a position the session gives (session_public_note). */
typedef struct NoteAsked {
    BoardData *b;
    UiDraw *d;
} NoteAsked;

static void view_note(const void *position, int side, void *context, char *out, size_t n) {
    NoteAsked *asked = context;
    ViewFrame f = board_frame(asked->b, asked->b->ctx);
    f.position = position;
    asked->b->view->side_note(&f, side, asked->d, out, n);
}

void board_side_note(BoardData *b, UiDraw *d, int side, char *out, size_t n) {
    out[0] = '\0';
    if (!b->view->side_note) return;
    NoteAsked asked = {b, d};
    session_public_note(b->session, side, view_note, &asked, out, n);
}

bool board_action_available(const BoardData *b, BoardAction action) {
    const SessionShown *v = board_shown(b);
    if (v->screen_side == SESSION_SHOWS_NEITHER) return false;
    switch (action) {
    case BOARD_ACTION_UNDO:
        return v->can_undo;
    case BOARD_ACTION_REDO:
        return v->can_redo;
    case BOARD_ACTION_HINT:
        return v->can_hint;
    case BOARD_ACTION_RESIGN: /* in a network game, only while the server can hear it */
        return v->can_resign && (!board_online(b) || board_online_playing(b));
    case BOARD_ACTION_SAVE:
        return true;
    }
    return false;
}
