/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene offers now: the frame a view is drawn and asked with (the position as the
 * side at the screen may know it, the move to mark, the moves the person may make or the
 * analysis's better move in review), the sides' notes, and which of the panel's actions can be
 * taken. */
#include <stdio.h>
#include <string.h>

#include "scenes/board_analysis.h"
#include "scenes/board_frame.h"
#include "scenes/board_online.h"
#include "scenes/board_shown.h"

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
        f.moves = b->moves.list;
        f.texts = (const char(*)[GAME_MOVE_TEXT_MAX])b->moves.texts;
        f.move_count = b->moves.count;
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
        return session_can_resign(b->session) && (!board_online(b) || board_online_playing(b));
    case BOARD_ACTION_SAVE:
        return true;
    }
    return false;
}
