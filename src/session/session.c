/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session, for every front end: what a local game and a network game share (the seats, the
 * privacy screen's state, the hint held, the search worker, the clocks' readings, the outcome in
 * words), and session.h's functions answered through the session's game source
 * (session_source.h): the local line (session_line_source.c) or the remote known game
 * (session_remote.c). */
#include "session/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
#include "ai/ai_endgame.h"
#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "ai/ai_tt.h"
#include "core/secret.h"
#include "rules/game_record.h"
#include "session/search_worker.h"
#include "session/session_internal.h"
#include "session/session_source.h"

/* The level a hint thinks at between two people, who have no computer opponent to borrow, and
 * the least it thinks at against the computer: Beginner's mistakes are made on purpose, and a hint
 * borrowed from them would teach them to the newcomer the level is meant for. */
#define SESSION_HINT_LEVEL "casual"

int64_t session_now_us(const Session *s) {
    return s->settings.now_us ? s->settings.now_us(s->settings.now_context) : monotonic_us();
}

SessionSeat session_seat_from_name(const char *name) {
    SessionSeat seat = {.kind = SESSION_SEAT_COMPUTER};
    if (strcmp(name, "human") == 0) {
        seat.kind = SESSION_SEAT_PERSON;
        return seat;
    }
    if (strcmp(name, "remote") == 0) {
        seat.kind = SESSION_SEAT_REMOTE;
        return seat;
    }
    /* Earlier versions named the levels of the new-game panel by number. */
    const char *level = strcmp(name, "ai1") == 0   ? "beginner"
                        : strcmp(name, "ai2") == 0 ? "casual"
                        : strcmp(name, "ai3") == 0 ? "strong"
                                                   : name;
    snprintf(seat.level, sizeof seat.level, "%s", level);
    return seat;
}

const char *session_seat_name(const SessionSeat *seat) {
    return seat->kind == SESSION_SEAT_COMPUTER ? seat->level
           : seat->kind == SESSION_SEAT_REMOTE ? "remote"
                                               : "human";
}

void session_settings_init(SessionSettings *settings) {
    memset(settings, 0, sizeof *settings);
    settings->seats[0].kind = SESSION_SEAT_PERSON;
    settings->seats[1].kind = SESSION_SEAT_PERSON;
}

const SessionSourceOps *session_source(const Session *s) {
    return s->source;
}

const GameLine *session_line(const Session *s) {
    /* A network game whose moves are not all known yet: the game as it began. */
    const GameLine *known = s->source->known_line(s);
    return known ? known : &s->line;
}

const GameRules *session_rules(const Session *s) {
    return s->line.rules;
}

const SessionSeat *session_seat(const Session *s, int side) {
    return &s->settings.seats[side];
}

bool session_is_person(const Session *s, int side) {
    return s->settings.seats[side].kind == SESSION_SEAT_PERSON;
}

bool session_is_computer(const Session *s, int side) {
    return s->settings.seats[side].kind == SESSION_SEAT_COMPUTER;
}

bool session_replay(const Session *s) {
    return s->source->replay(s);
}

bool session_hot_seat(const Session *s) {
    return session_is_person(s, 0) && session_is_person(s, 1);
}

int session_to_move(const Session *s) {
    return s->source->to_move_at(s, s->source->length(s));
}

int session_length(const Session *s) {
    return s->source->length(s);
}

int session_to_move_at(const Session *s, int index) {
    return s->source->to_move_at(s, index);
}

bool session_move(const Session *s, int index, Move *m) {
    return s->source->move(s, index, m);
}

const void *session_revealed_state(const Session *s, int index) {
    const GameLine *line = s->source->known_line(s); /* NULL: the true game is the server's */
    return line && index >= 0 && index <= line->length ? game_line_state_at(line, index) : NULL;
}

int session_live_moves(const Session *s, Move *out, int cap) {
    return s->source->live_moves(s, out, cap);
}

bool session_parse_move(const Session *s, const char *text, Move *m, Error *err) {
    return s->source->parse_move(s, text, m, err);
}

void session_outcome_text(const Session *s, char *buf, size_t n) {
    const GameRules *g = s->line.rules;
    Outcome o = session_outcome(s);
    if (o.kind == OUTCOME_ONGOING && session_replay(s)) /* over, but its moves do not say how */
        snprintf(buf, n, "played online");
    else if (o.kind == OUTCOME_ONGOING)
        snprintf(buf, n, "ongoing %s", g->player_names[session_to_move(s)]);
    else /* the state is read only for the side to move */
        game_outcome_text(g, game_line_state(&s->line), o, buf, n);
}

bool session_move_text(const Session *s, Move m, char *buf, size_t n) {
    return s->source->move_text(s, m, buf, n);
}

const char *session_error(const Session *s) {
    return s->error;
}

int session_viewer(const Session *s) {
    return s->source->viewer(s);
}

int session_screen_side(const Session *s) {
    return s->source->screen_side(s);
}

int session_privacy_side(const Session *s) {
    return s->privacy_side;
}

void session_take_screen(Session *s) {
    if (s->privacy_side < 0) return;
    s->screen_side = s->privacy_side;
    s->privacy_side = -1;
    s->source->follow_clock(s); /* the side at the screen now: its time runs */
    session_shown_stale(s);
}

SessionScreen session_screen_state(const Session *s) {
    return (SessionScreen){s->privacy_side, s->screen_side};
}

void session_screen_restore(Session *s, SessionScreen screen) {
    s->privacy_side = screen.privacy_side;
    s->screen_side = screen.screen_side;
    s->source->follow_clock(s);
    session_shown_stale(s);
}

bool session_hides_moves(const Session *s) {
    return s->hides_moves;
}

size_t session_position_size(const Session *s) {
    return game_position_size(s->line.rules);
}

void session_update_hidden_heat(Session *s, int index) {
    s->source->update_hidden_heat(s, index);
}

const double *session_hidden_heat(const Session *s, int index, int *cells) {
    return s->source->hidden_heat(s, index, cells);
}

const void *session_position(const Session *s, int index, int side, void *buffer) {
    return s->source->position(s, index, side, buffer);
}

bool session_move_words(const Session *s, int index, GameMoveWords *out) {
    return s->source->move_words(s, index, out);
}

void session_move_notation(const Session *s, int index, char *out, size_t n) {
    s->source->move_notation(s, index, out, n);
}

void session_end_text(Outcome by_moves, Outcome o, char *out, size_t n) {
    out[0] = '\0';
    if (by_moves.kind != OUTCOME_ONGOING) return; /* the moves say it already */
    o.score[0] = o.score[1] = 0;                  /* a record's end is its kind and reason */
    game_end_to_text(o, out, n);                  /* nothing for a reason no record says */
}

void session_record_players(const Session *s, GameRecordPlayers *pl) {
    for (int side = 0; side < 2; side++)
        snprintf(pl->name[side], sizeof pl->name[side], "%s",
                 session_seat_name(&s->settings.seats[side]));
}

char *session_record(const Session *s, Error *err) {
    return s->source->record(s, err);
}

void session_set_autosave(Session *s, const char *path) {
    s->source->set_autosave(s, path);
}

uint64_t session_search_seed(const Session *s, int length) {
    return s->choice_seed * 0x9e3779b97f4a7c15ull + (uint64_t)length;
}

int64_t session_planned_move_time_ms(const Session *s, int side) {
    const TimeControl *tc = &s->settings.time_control;
    const char *level = s->settings.seats[side].level;
    int64_t level_ms = ai_player_move_time_ms(level);
    return time_control_plan_move_ms(tc,
                                     game_clock_remaining_ms(&s->clock, side, session_now_us(s)),
                                     s->line.length, &ai_eval_for(s->line.rules)->length, level_ms);
}

Session *session_create(GameLine *line, const SessionSettings *settings, Error *err) {
    Session *s = calloc(1, sizeof *s);
    if (!s) {
        game_line_free(line);
        error_set(err, "out of memory");
        return NULL;
    }
    s->line = *line;
    memset(line, 0, sizeof *line);
    s->source = &session_line_source; /* session_new_remote puts its own in */
    s->settings = *settings;
    if (s->settings.seeded_choices) {
        s->choice_seed = s->settings.choice_seed;
    } else if (!secret_u64(&s->choice_seed, err)) {
        game_line_free(&s->line);
        free(s);
        return NULL;
    }
    const GameRules *g = s->line.rules;
    size_t pos = game_position_size(g);
    s->worker = search_worker_new();
    s->endgame = ai_endgame_cache_new();
    ai_endgame_cache_set_full(s->endgame, s->settings.full_endgames);
    s->moves = malloc(sizeof *s->moves * GAME_MOVES_MAX);
    s->scratch = malloc(pos);
    s->scratch2 = malloc(pos);
    s->shown_position = malloc(pos);
    s->shown_before = malloc(pos);
    s->shown_texts = malloc(sizeof *s->shown_texts * GAME_MOVES_MAX);
    s->review = -1;
    s->resigned = -1;
    s->privacy_side = -1;
    s->screen_side = -1;
    s->flagged = -1;
    if (!s->worker || !s->endgame || !s->moves || !s->scratch || !s->scratch2 ||
        !s->shown_position || !s->shown_before || !s->shown_texts || !line_clock_restart(s)) {
        session_free(s);
        error_set(err, "out of memory");
        return NULL;
    }
    return s;
}

void session_free(Session *s) {
    if (!s) return;
    search_worker_free(s->worker);
    ai_endgame_cache_free(s->endgame); /* after the search that may read its table */
    game_line_free(&s->line);
    s->source->free_source(s);
    free(s->moves);
    free(s->scratch);
    free(s->scratch2);
    free(s->shown_position);
    free(s->shown_before);
    free(s->shown_texts);
    free(s->clocks);
    free(s->move_ms);
    free(s->heat);
    free(s);
}

void session_release_search_memory(void) {
    ai_tt_release_kept();
}

void session_stop(Session *s) {
    search_worker_cancel(s->worker);
    s->ponder_paused = false;
}

bool session_rematch(Session *s, Error *err) {
    return s->source->rematch(s, err);
}

void session_set_ponder(Session *s, bool allowed) {
    s->settings.ponder = allowed;
}

void session_set_turn_board(Session *s, bool turn) {
    if (s->settings.turn_board != turn) session_shown_stale(s);
    s->settings.turn_board = turn;
}

int session_person_moves(const Session *s, const Move **moves) {
    *moves = s->moves;
    return s->privacy_side >= 0 ? 0 : s->move_count;
}

int session_turn_moves(const Session *s, const Move **moves) {
    *moves = s->moves;
    return s->move_count;
}

bool session_play(Session *s, Move m, Error *err) {
    return s->source->play(s, m, err);
}

bool session_play_text(Session *s, const char *text, Error *err) {
    return s->source->play_text(s, text, err);
}

bool session_can_undo(const Session *s) {
    return s->source->can_undo(s);
}

bool session_undo(Session *s) {
    return s->source->undo(s);
}

bool session_can_redo(const Session *s) {
    return s->source->can_redo(s);
}

bool session_redo(Session *s) {
    return s->source->redo(s);
}

bool session_can_resign(const Session *s) {
    return s->source->can_resign(s);
}

bool session_resign(Session *s) {
    return s->source->resign(s);
}

int session_resigned(const Session *s) {
    return s->resigned;
}

bool session_over(const Session *s) {
    return s->over;
}

Outcome session_outcome(const Session *s) {
    return s->source->outcome(s);
}

bool session_outcome_words(const Session *s, GameMoveWords *out) {
    const GameRules *g = s->line.rules;
    Outcome o = session_outcome(s);
    game_words_clear(out);
    GamePhrase *p = NULL;
    switch (o.kind) {
    case OUTCOME_ONGOING:
        return false;
    case OUTCOME_WIN:
        if (s->flagged >= 0) { /* the loser's clock says it best */
            p = game_words_add(out, "%s lost on time");
            game_phrase_literal(p, "%s", g->player_names[s->flagged]);
            return true;
        }
        p = game_words_add(out, "%s wins (%s)");
        game_phrase_literal(p, "%s", g->player_names[o.winner]);
        break;
    case OUTCOME_DRAW:
        p = game_words_add(out, "Draw (%s)");
        break;
    }
    game_phrase_word(p, o.reason ? o.reason : "");
    if (o.score[0] || o.score[1]) {
        p = game_words_add(out, "%s to %s");
        game_phrase_literal(p, "%d", o.score[0]);
        game_phrase_literal(p, "%d", o.score[1]);
    }
    return true;
}

bool session_can_hint(const Session *s) {
    return s->source->can_hint(s);
}

const char *session_hint_level(const Session *s) {
    int side = 1 - session_to_move(s);
    if (!session_is_computer(s, side) || strcmp(s->settings.seats[side].level, "beginner") == 0)
        return SESSION_HINT_LEVEL;
    return s->settings.seats[side].level;
}

bool session_ask_hint(Session *s, Error *err) {
    session_shown_stale(s); /* the hint held goes */
    return s->source->ask_hint(s, err);
}

bool session_hint(const Session *s, Move *m) {
    if (!s->have_hint) return false;
    *m = s->hint;
    return true;
}

bool session_hint_words(const Session *s, GameMoveWords *out) {
    const GameRules *g = s->line.rules;
    const void *st = game_line_state(&s->line);
    game_words_clear(out);
    if (!s->have_hint || session_screen_side(s) == SESSION_SHOWS_NEITHER || !g->move_words)
        return false;
    return g->move_words(st, s->hint, g->to_move(st), false, out);
}

bool session_thinking(const Session *s) {
    return search_worker_busy(s->worker) && !s->hint_asked;
}

bool session_searching(const Session *s) {
    return search_worker_busy(s->worker);
}

bool session_pondering(const Session *s) {
    return search_worker_pondering(s->worker);
}

bool session_expected_move(const Session *s, Move *m) {
    if (!search_worker_pondering(s->worker)) return false;
    *m = s->ponder_move;
    return true;
}

SessionEvent session_poll(Session *s, bool may_move) {
    SessionEvent event = s->source->poll(s, may_move);
    if (event != SESSION_EVENT_NONE) session_shown_stale(s);
    /* The belief for the position shown is made here, off the front end's drawing path. */
    s->source->update_hidden_heat(s, session_shown(s)->index);
    return event;
}

SessionEvent session_wait(Session *s) {
    SearchAnswer answer;
    if (!search_worker_busy(s->worker) || !search_worker_wait(s->worker, &answer))
        return SESSION_EVENT_NONE;
    SessionEvent event = s->source->answered(s, answer);
    if (event != SESSION_EVENT_NONE) session_shown_stale(s);
    return event;
}

const TimeControl *session_time_control(const Session *s) {
    return &s->settings.time_control;
}

int64_t session_clock_remaining_ms(const Session *s, int side) {
    return game_clock_remaining_ms(&s->clock, side, session_now_us(s));
}

int session_clock_running(const Session *s) {
    if (s->settings.time_control.kind == CLOCK_NONE) return -1; /* nothing to show or charge */
    return game_clock_running(&s->clock);
}

bool session_clock_low(const Session *s, int side) {
    return game_clock_is_low(&s->clock, side, session_now_us(s));
}

int64_t session_move_time_ms(const Session *s, int index) {
    return s->source->move_time_ms(s, index);
}

int session_flag_fallen(const Session *s) {
    return s->flagged;
}
