/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The snapshot of what a front end shows (session_shown.h): its game part made again only after
 * something shown changed (session_shown_stale), its running part (the clocks, the computer's
 * thinking, a network game's waits) read at every call. Every privacy decision a front end used
 * to make is made here, through the session's game source. */
#include <stdio.h>
#include <string.h>

#include "session/session_internal.h"

void session_shown_stale(Session *s) {
    s->shown_fresh = false;
}

void session_review(Session *s, int index) {
    int want = index < 0 ? -1 : index;
    if (want == s->review) return;
    s->review = want;
    session_shown_stale(s);
}

/* The position before move `index` as the side at the screen may know it (the viewer's, for a
 * spectator; the true state when this end sees everything), made in `buffer` when it must be. */
static const void *position_for(const Session *s, const SessionShown *v, int index, void *buffer) {
    if (v->whole) {
        const GameLine *line = s->source->known_line(s);
        if (line && index >= 0 && index <= line->length) return game_line_state_at(line, index);
    }
    int side = v->screen_side >= 0 ? v->screen_side : v->viewer;
    return s->source->position(s, index, side, buffer);
}

static void make_position(Session *s, SessionShown *v) {
    const SessionSourceOps *src = s->source;
    v->position = v->before = NULL;
    v->has_last = false;
    v->revealed = NULL;
    v->to_move = src->to_move_at(s, v->index);
    if (v->screened) return; /* nothing of it may reach the screen */
    v->position = position_for(s, v, v->index, s->shown_position);
    const GameLine *known = src->known_line(s); /* NULL: the true game is the server's */
    if (known && v->index <= known->length && (v->whole || !v->hides_moves))
        v->revealed = game_line_state_at(known, v->index);
    if (v->index == 0) return;
    /* The position before the last move, as the same side knows it, for a view to animate. */
    v->before = position_for(s, v, v->index - 1, s->shown_before);
    /* The move itself may be marked when it is no secret from the side at the screen: its own,
     * or in a game that hides nothing any more. */
    int mover = src->to_move_at(s, v->index - 1);
    v->has_last = src->move(s, v->index - 1, &v->last) &&
                  (v->whole || !v->hides_moves || mover == v->screen_side);
    if (!v->has_last) v->last = 0;
}

static void make_moves(Session *s, SessionShown *v) {
    const GameRules *g = s->line.rules;
    /* The person's moves, listed by the source after every change: none behind a screen. */
    v->moves = s->moves;
    v->texts = (const char(*)[GAME_MOVE_TEXT_MAX])s->shown_texts;
    v->move_count = v->screened ? 0 : s->move_count;
    for (int i = 0; i < v->move_count; i++)
        if (!s->source->move_text(s, s->moves[i], s->shown_texts[i], GAME_MOVE_TEXT_MAX))
            s->shown_texts[i][0] = '\0';
    v->can_act = v->live && !v->over && !v->screened && session_is_person(s, v->to_move) &&
                 (!g->observe || v->whole || v->to_move == v->viewer);
}

static void make_hint(Session *s, SessionShown *v) {
    v->hint_text[0] = '\0';
    v->hint_level = session_hint_level(s);
    v->has_hint = !v->screened && session_hint(s, &v->hint);
    /* The words as the person to move may read them: none behind a privacy screen. */
    if (!session_hint_words(s, &v->hint_words)) game_words_clear(&v->hint_words);
    if (v->has_hint && !s->source->move_text(s, v->hint, v->hint_text, sizeof v->hint_text))
        v->hint_text[0] = '\0';
}

/* The part that changes only with the game, the screen or the review. */
static void make_game_part(Session *s) {
    SessionShown *v = &s->shown;
    v->rules = s->line.rules;
    v->privacy_side = session_privacy_side(s);
    v->screened = v->privacy_side >= 0;
    v->viewer = session_viewer(s);
    v->screen_side = session_screen_side(s);
    v->hides_moves = session_hides_moves(s);
    v->whole = s->settings.no_privacy_screen && session_hot_seat(s) && s->source->known_line(s);
    v->length = session_length(s);
    v->live = s->review < 0;
    v->index = v->live || s->review > v->length ? v->length : s->review;
    v->over = session_over(s);
    v->outcome = session_outcome(s);
    v->resigned = session_resigned(s);
    v->replay = session_replay(s);
    session_outcome_text(s, v->status, sizeof v->status);
    if (!session_outcome_words(s, &v->outcome_words)) game_words_clear(&v->outcome_words);
    make_position(s, v);
    make_moves(s, v);
    v->can_undo = session_can_undo(s);
    v->can_redo = session_can_redo(s);
    v->can_hint = v->live && session_can_hint(s);
    v->can_resign = session_can_resign(s);
    make_hint(s, v);
    v->remote = session_is_remote(s);
    v->local_side = session_local_side(s);
}

/* The part that runs on its own: read at every snapshot. */
static void make_running_part(Session *s) {
    SessionShown *v = &s->shown;
    v->thinking = session_thinking(s);
    v->searching = session_searching(s);
    v->pondering = session_pondering(s);
    Move expected;
    v->expected_text[0] = '\0';
    if (!v->screened && session_expected_move(s, &expected) &&
        !s->source->move_text(s, expected, v->expected_text, sizeof v->expected_text))
        v->expected_text[0] = '\0';
    v->has_clock = session_time_control(s)->kind != CLOCK_NONE;
    for (int side = 0; side < 2; side++) {
        v->clock_ms[side] = session_clock_remaining_ms(s, side);
        v->clock_low[side] = session_clock_low(s, side);
    }
    v->clock_running = session_clock_running(s);
    v->flagged = session_flag_fallen(s);
    /* Once the game is over its view shows where the pieces stood: no belief any more. */
    v->hidden_heat = v->over ? NULL : session_hidden_heat(s, v->index, &v->hidden_heat_cells);
    if (!v->hidden_heat) v->hidden_heat_cells = 0;
    v->waiting_side = session_remote_waiting_side(s, &v->waiting_ms);
    v->gone_side = session_remote_gone_side(s);
    v->draw_offered = session_draw_offered(s);
    v->move_on_its_way =
        session_move_on_its_way(s, v->move_on_its_way_text, sizeof v->move_on_its_way_text);
    v->end_on_its_way = session_end_on_its_way(s);
}

const SessionShown *session_shown(Session *s) {
    if (!s->shown_fresh) {
        make_game_part(s);
        s->shown_fresh = true;
    }
    make_running_part(s);
    return &s->shown;
}

void session_public_note(Session *s, int side, SessionNote note, void *context, char *out,
                         size_t n) {
    const SessionShown *v = session_shown(s);
    out[0] = '\0';
    if (!v->screened) {
        note(v->position, side, context, out, n);
        return;
    }
    /* Behind a privacy screen, a note that both sides' knowledge gives tells what neither
     * hides; any other is no one's to read now. */
    char seen[2][SESSION_NOTE_MAX];
    for (int as = 0; as < 2; as++) {
        seen[as][0] = '\0';
        void *buffer = as == 0 ? s->shown_position : s->shown_before;
        note(s->source->position(s, v->index, as, buffer), side, context, seen[as],
             sizeof seen[as]);
    }
    if (strcmp(seen[0], seen[1]) == 0) snprintf(out, n, "%s", seen[0]);
}

GameMoveShown session_move_told(const Session *s, int index, bool notation, GameMoveWords *words,
                                char *text, size_t n) {
    const GameRules *g = s->line.rules;
    const GameLine *line = s->source->known_line(s); /* NULL: the true game is the server's */
    Move m;
    game_words_clear(words);
    text[0] = '\0';
    if (!line || index < 0 || index >= line->length || !s->source->move(s, index, &m)) {
        /* A network game's move as this end knows it: its words, else its notation ("…" for a
         * move hidden from it). */
        if (!notation && s->source->move_words(s, index, words)) return GAME_SHOWN_WORDS;
        s->source->move_notation(s, index, text, n);
        return GAME_SHOWN_NOTATION;
    }
    const void *st = game_line_state_at(line, index);
    /* Once the game hides nothing any more (over, or a secret draft done) every move is told as
     * its mover knows it; until then as the side at the screen may know it. */
    int reader = s->hides_moves ? s->source->screen_side(s) : g->to_move(st);
    GameMoveShown shown = game_move_shown(g, st, m, reader, true, notation, words);
    if (shown == GAME_SHOWN_NOTATION && !g->move_to_text(st, m, text, n))
        shown = GAME_SHOWN_NOTHING;
    if (shown == GAME_SHOWN_NOTHING) snprintf(text, n, "\xe2\x80\xa6");
    return shown;
}

void session_shown_describe(const SessionShown *v, char *out, size_t n) {
    const GameRules *g = v->rules;
    if (n) out[0] = '\0';
    if (!v->position) return;
    if (g->observe && !v->whole && v->screen_side == SESSION_SHOWS_NEITHER) {
        snprintf(out, n, "(both sides' pieces are hidden until the end)\n"); /* watching */
        return;
    }
    if (g->observe && !v->whole) {
        if (g->describe_observation) g->describe_observation(v->position, out, n);
        return;
    }
    g->describe(v->position, out, n);
}
