/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's local game source: the true game's line is here, with its history (undo and
 * redo to a person's turn), its clocks per stored position, the computer's moves, hints and
 * pondering, the autosave and the privacy rule between two people at one screen. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_endgame.h"
#include "ai/ai_helpers.h"
#include "ai/ai_player.h"
#include "core/text_file.h"
#include "rules/game_record.h"
#include "session/search_worker.h"
#include "session/session_internal.h"
#include "session/session_source.h"

static void position_changed(Session *s);
static bool flag_check(Session *s);

/* Room for the clocks of positions 0..positions-1. */
static bool clock_room(Session *s, int positions) {
    if (positions <= s->clock_capacity) return true;
    int cap = s->clock_capacity ? s->clock_capacity : 64;
    while (cap < positions) cap *= 2;
    GameClock *clocks = realloc(s->clocks, sizeof *clocks * (size_t)cap);
    if (!clocks) return false;
    s->clocks = clocks;
    int64_t *move_ms = realloc(s->move_ms, sizeof *move_ms * (size_t)cap);
    if (!move_ms) return false;
    s->move_ms = move_ms;
    s->clock_capacity = cap;
    return true;
}

/* New clocks for the line's every stored position, its moves unmeasured. */
bool line_clock_restart(Session *s) {
    game_clock_start(&s->clock, &s->settings.time_control);
    s->flagged = -1;
    if (!clock_room(s, s->line.stored + 1)) return false;
    for (int i = 0; i <= s->line.stored; i++) {
        s->clocks[i] = s->clock;
        s->move_ms[i] = -1;
    }
    return true;
}

/* Charges the saved moves' times to the clocks of a continued game: each position's clocks are
 * as they were when it began, so undo and redo keep working across the save. */
static void clock_resume(Session *s, const int64_t *move_ms, int count) {
    const GameRules *g = s->line.rules;
    if (count > s->line.length) count = s->line.length;
    for (int i = 0; i < count; i++) {
        int mover = g->to_move(game_line_state_at(&s->line, i));
        game_clock_replay_move(&s->clock, mover, move_ms[i] > 0 ? move_ms[i] : 0);
        s->move_ms[i] = move_ms[i];
        s->clocks[i + 1] = s->clock;
    }
    s->clock = s->clocks[s->line.length];
}

/* The clock runs for the side to move while the game is on and no privacy screen is up. */
static void clock_follow(Session *s) {
    int64_t now = session_now_us(s);
    if (s->over || s->privacy_side >= 0)
        game_clock_pause(&s->clock, now);
    else
        game_clock_run(&s->clock, s->line.rules->to_move(game_line_state(&s->line)), now);
}

/* Plays `m` for the side to move: its clock stopped and charged, the move's time kept, the
 * clocks as they are after it kept for redo. */
static bool play_timed(Session *s, Move m, Error *err) {
    int mover = s->line.rules->to_move(game_line_state(&s->line));
    if (!clock_room(s, s->line.length + 2)) return error_set(err, "out of memory");
    GameClock before = s->clock;
    int64_t ms = game_clock_move_done(&s->clock, mover, session_now_us(s));
    if (!game_line_play(&s->line, m, err)) {
        s->clock = before;
        return false;
    }
    s->move_ms[s->line.length - 1] = s->settings.time_control.kind == CLOCK_NONE ? -1 : ms;
    s->clocks[s->line.length] = s->clock;
    return true;
}

/* The clocks as they were when the position now on the line began. */
static void clock_back(Session *s) {
    s->clock = s->clocks[s->line.length];
    s->flagged = -1;
}

static void note_error(Session *s, const char *message) {
    snprintf(s->error, sizeof s->error, "%s", message);
}

/* Whether some of this position is hidden from one side: observe() exists, or conceal() changes
 * what one side may know. */
static bool position_hides(Session *s, const void *st) {
    return game_position_hides(s->line.rules, st, s->scratch);
}

/* Whether the side to move is about to choose something the other side may not see: the
 * position hides something already, or one of its moves would make it hide something (Gottaz's
 * secret draft before the first pick). Reads the person's moves listed by position_changed. */
static bool turn_is_secret(Session *s) {
    const GameRules *g = s->line.rules;
    if (s->hides_moves) return true;
    if (!g->conceal) return false;
    const void *st = game_line_state(&s->line);
    for (int i = 0; i < s->move_count; i++) {
        memcpy(s->scratch2, st, g->state_size);
        g->apply(s->scratch2, s->moves[i]);
        if (position_hides(s, s->scratch2)) return true;
    }
    return false;
}

/* Whether the belief may be shown at position `index`: a side is at the screen, the game hides
 * pieces and is still on there (once over, the view shows where they stood). */
static int heat_side(const Session *s, int index) {
    const GameRules *g = s->line.rules;
    if (!g->observe || (s->over && index == s->line.length)) return SESSION_SHOWS_NEITHER;
    if (g->outcome(game_line_state_at(&s->line, index)).kind != OUTCOME_ONGOING)
        return SESSION_SHOWS_NEITHER;
    return session_screen_side(s);
}

/* Whether the belief held was made for position `index` as `side` knows it. */
static bool heat_made_for(const Session *s, int index, int side) {
    return s->heat && s->heat_hash == s->line.hashes[index] && s->heat_index == index &&
           s->heat_side == side;
}

/* The autosave: the game as it stands, or no file once it is over (a finished game is not
 * offered to continue). A game that was over when opened removes nothing: the file then holds
 * the game in progress before it, still to be continued. */
static void autosave(Session *s) {
    const char *path = s->settings.autosave_path;
    if (!path[0]) return;
    if (s->over) {
        if (s->autosaved) remove(path);
        s->autosaved = false;
        return;
    }
    Error err;
    char *text = session_record(s, &err);
    bool ok = text && text_file_write_atomic(path, text, strlen(text), &err);
    free(text);
    if (ok)
        s->autosaved = true;
    else
        note_error(s, err.message);
}

/* Starts a search of `line` for `side`'s seat as `player`: a depth limit (tests) or a fixed move
 * time when the settings give one, else the time planned from the side's clock, else the
 * player's own. */
static bool search_start(Session *s, const GameLine *line, int side, const char *player,
                         uint64_t seed, bool ponder, bool hint, Error *err) {
    int64_t movetime_ms = s->settings.movetime_ms;
    if (!movetime_ms && side >= 0 && session_is_computer(s, side))
        movetime_ms = session_planned_move_time_ms(s, side);
    SearchJob job = {.line = line,
                     .player = player,
                     .limits = {.depth = s->settings.depth_limit,
                                .movetime_ms = s->settings.depth_limit > 0 ? 0 : movetime_ms,
                                .seed = seed,
                                .endgame_cache = s->endgame,
                                /* The computer thinks on every core; a hint on one. */
                                .threads = hint ? 1 : ai_cores()},
                     .ponder = ponder,
                     .avoid_losing_at_once = hint,
                     .ticket = ++s->ticket,
                     .nice = s->settings.search_nice};
    return search_worker_start(s->worker, &job, err);
}

static void start_computer(Session *s, int side, bool hint) {
    const char *player = hint ? session_hint_level(s) : s->settings.seats[side].level;
    Error err;
    s->hint_asked = hint;
    if (!search_start(s, &s->line, hint ? -1 : side, player, session_search_seed(s, s->line.length),
                      false, hint, &err))
        note_error(s, err.message);
}

/* Whether the computer may think on the person's time now: allowed, a game
 * against the computer that hides nothing, the person to move after the computer's move. */
static bool may_ponder(const Session *s) {
    int side = session_to_move(s);
    return s->settings.ponder && !session_hot_seat(s) && !s->over && !s->hides_moves &&
           !s->line.rules->observe && s->line.length > 0 && session_is_person(s, side) &&
           session_is_computer(s, 1 - side);
}

/* Searches, without a clock, the position after `reply`, the move the person is expected to
 * make next. */
static void ponder_on(Session *s, Move reply) {
    int side = session_to_move(s);
    GameLine after;
    Error err;
    if (!game_line_copy(&after, &s->line, &err)) return;
    if (game_line_play(&after, reply, &err) &&
        search_start(s, &after, 1 - side, s->settings.seats[1 - side].level,
                     session_search_seed(s, s->line.length + 1), true, false, &err)) {
        s->ponder_move = reply;
        s->ponder_length = s->line.length + 1;
        s->ponder_ticket = s->ticket;
    }
    game_line_free(&after);
}

/* After the computer's move, while the person thinks: the computer searches the position after
 * the reply its own search expected. */
static void start_pondering(Session *s) {
    Move reply;
    if (!may_ponder(s)) return;
    Move last = s->line.moves[s->line.length - 1];
    if (!search_worker_expected_reply(s->worker, last, &reply) ||
        !game_move_is_legal(s->line.rules, game_line_state(&s->line), reply))
        return;
    ponder_on(s, reply);
}

/* After every change of the live position: the pondering hit or stopped, the person's moves,
 * the end of the game, the privacy screen, the computer's turn, the autosave. */
static void position_changed(Session *s) {
    session_shown_stale(s);
    s->review = -1; /* a review ends with any change of the game */
    /* The person made the move the computer was pondering on: its search goes on, now timed. */
    bool ponder_hit = search_worker_pondering(s->worker) && s->line.length == s->ponder_length &&
                      s->line.moves[s->line.length - 1] == s->ponder_move;
    if (ponder_hit) {
        search_worker_ponderhit(s->worker);
        s->ticket = s->ponder_ticket;
        s->hint_asked = false;
    } else {
        search_worker_cancel(s->worker);
    }
    s->have_hint = false;
    s->ponder_paused = false;
    const GameRules *g = s->line.rules;
    const void *st = game_line_state(&s->line);
    Outcome o = game_line_outcome(&s->line);
    s->over = o.kind != OUTCOME_ONGOING || s->resigned >= 0 || s->flagged >= 0 ||
              s->ended.kind != OUTCOME_ONGOING || session_replay(s);
    s->hides_moves = !s->over && position_hides(s, st);
    int side = g->to_move(st);
    s->move_count = 0;
    if (!s->over && session_is_person(s, side))
        s->move_count = game_line_moves(&s->line, s->moves, GAME_MOVES_MAX);
    /* Between two people, a turn whose choice the other side may not see is taken behind a
     * privacy screen unless its player is already at the screen; once nothing is secret any
     * more the screen belongs to no one in particular. */
    bool secret =
        !s->over && session_hot_seat(s) && !s->settings.no_privacy_screen && turn_is_secret(s);
    if (secret && side != s->screen_side) s->privacy_side = side;
    if (!secret) s->screen_side = -1;
    clock_follow(s);
    if (!s->over && !ponder_hit && session_is_computer(s, side)) start_computer(s, side, false);
    if (!s->over && session_is_person(s, side)) start_pondering(s);
    autosave(s);
}

/* Ends the game when the running side's flag has fallen; true then. */
static bool flag_check(Session *s) {
    if (s->over || s->flagged >= 0) return s->flagged >= 0;
    int fallen = game_clock_flag_fallen(&s->clock, session_now_us(s));
    if (fallen < 0) return false;
    s->flagged = fallen;
    search_worker_cancel(s->worker);
    position_changed(s);
    return true;
}

/* A saved game's end that its moves do not show, as it was: a resignation or a flag fall as
 * one (so undo takes it back as it would have then), any other as the outcome it was. */
static bool resume_end(Session *s, const char *text, Error *err) {
    Outcome o;
    char reason[GAME_END_REASON_MAX];
    if (!game_end_from_text(text, &o, reason, NULL)) return error_set(err, "bad end '%.48s'", text);
    if (game_line_outcome(&s->line).kind != OUTCOME_ONGOING)
        return error_set(err, "the moves have ended the game already");
    if (o.kind == OUTCOME_WIN && strcmp(o.reason, "resignation") == 0) {
        s->resigned = 1 - o.winner;
    } else if (o.kind == OUTCOME_WIN && strcmp(o.reason, "time") == 0) {
        s->flagged = 1 - o.winner;
    } else {
        snprintf(s->ended_reason, sizeof s->ended_reason, "%s", o.reason);
        o.reason = s->ended_reason;
        s->ended = o;
    }
    return true;
}

Session *session_new(GameLine *line, const SessionSettings *settings, Error *err) {
    Session *s = session_create(line, settings, err);
    if (!s) return NULL;
    const GameRules *g = s->line.rules;
    if (settings->resume_move_ms)
        clock_resume(s, settings->resume_move_ms, settings->resume_move_count);
    if (settings->resume_end && settings->resume_end[0] &&
        !resume_end(s, settings->resume_end, err)) {
        session_free(s);
        return NULL;
    }
    s->settings.resume_move_ms = NULL; /* the caller's, read only now */
    s->settings.resume_move_count = 0;
    s->settings.resume_end = NULL;
    for (int side = 0; side < 2; side++) {
        const SessionSeat *seat = &s->settings.seats[side];
        if (seat->kind == SESSION_SEAT_COMPUTER && !ai_player_plays(seat->level, g)) {
            error_set(err, "player '%s' does not play %s", seat->level, g->title);
            session_free(s);
            return NULL;
        }
    }
    for (int side = 0; side < 2; side++)
        if (session_is_computer(s, side))
            ai_player_prepare(s->endgame, s->settings.seats[side].level, &s->line, false);
    position_changed(s); /* a new game can be continued before its first move */
    return s;
}

/* The position undo goes back to: the last one before the live one where a person is to move;
 * -1 when there is none. */
static int undo_target(const Session *s) {
    const GameRules *g = s->line.rules;
    int back = s->line.length - 1;
    while (back >= 0 && !session_is_person(s, g->to_move(game_line_state_at(&s->line, back))))
        back--;
    return back;
}

/* Keeps the ponder in step with what is allowed: stopped while it is not (the window idle, the
 * setting off), started again on the same position once it is. */
static void keep_pondering(Session *s) {
    if (search_worker_pondering(s->worker) && !may_ponder(s)) {
        search_worker_cancel(s->worker);
        s->ponder_paused = s->line.length + 1 == s->ponder_length;
    } else if (s->ponder_paused && may_ponder(s) && !search_worker_running(s->worker)) {
        s->ponder_paused = false;
        ponder_on(s, s->ponder_move);
    }
}

/* What the search answered: the computer's move played, or the hint kept. */
static SessionEvent answered(Session *s, SearchAnswer answer) {
    if (!answer.ok) {
        note_error(s, answer.err.message);
        return SESSION_EVENT_ERROR;
    }
    const GameRules *g = s->line.rules;
    const void *st = game_line_state(&s->line);
    if (answer.ticket != s->ticket) return SESSION_EVENT_NONE;
    if (s->hint_asked) {
        s->hint_asked = false;
        s->hint = answer.move;
        s->have_hint = true;
        return SESSION_EVENT_HINT;
    }
    if (s->over || !session_is_computer(s, g->to_move(st)) ||
        !game_move_is_legal(g, st, answer.move))
        return SESSION_EVENT_NONE;
    Error err;
    if (flag_check(s)) return SESSION_EVENT_FLAG;
    if (!play_timed(s, answer.move, &err)) {
        note_error(s, err.message);
        return SESSION_EVENT_ERROR;
    }
    position_changed(s);
    return SESSION_EVENT_COMPUTER_MOVED;
}

/* The ops of the local line: the bodies session.h's functions had for a local game. */

static const GameLine *line_known_line(const Session *s) {
    return &s->line;
}

static int line_length(const Session *s) {
    return s->line.length;
}

static int line_to_move_at(const Session *s, int index) {
    return s->line.rules->to_move(game_line_state_at(&s->line, index));
}

static bool line_move(const Session *s, int index, Move *m) {
    if (index < 0 || index >= s->line.length) return false;
    *m = s->line.moves[index];
    return true;
}

static const void *line_position(const Session *s, int index, int side, void *buffer) {
    return game_position_for(s->line.rules, game_line_state_at(&s->line, index), side, buffer);
}

static bool line_move_words(const Session *s, int index, GameMoveWords *out) {
    const GameRules *g = s->line.rules;
    const void *st = game_line_state_at(&s->line, index);
    /* Once the game hides nothing any more (over, or a secret draft done) every move is told as
     * its mover knows it; until then as the side at the screen may know it. */
    int reader = s->hides_moves ? session_screen_side(s) : g->to_move(st);
    game_words_clear(out);
    return g->move_words && g->move_words(st, s->line.moves[index], reader, true, out);
}

static void line_move_notation(const Session *s, int index, char *out, size_t n) {
    const GameRules *g = s->line.rules;
    const void *st = game_line_state_at(&s->line, index);
    int shown = session_screen_side(s);
    if (s->hides_moves && (shown == SESSION_SHOWS_NEITHER || g->to_move(st) != shown)) {
        snprintf(out, n, "\xe2\x80\xa6"); /* the other side's move: what it was is theirs */
        return;
    }
    if (!g->move_to_text(st, s->line.moves[index], out, n)) snprintf(out, n, "?");
}

static bool line_move_text(const Session *s, Move m, char *buf, size_t n) {
    return s->line.rules->move_to_text(game_line_state(&s->line), m, buf, n);
}

static bool line_parse_move(const Session *s, const char *text, Move *m, Error *err) {
    const GameRules *g = s->line.rules;
    const void *st = game_line_state(&s->line);
    if (!g->move_from_text(st, text, m, err)) return false;
    if (!game_move_is_legal(g, st, *m)) {
        if (err) err->message[0] = '\0'; /* the rules took the text: no reason to give */
        return false;
    }
    return true;
}

static int line_live_moves(const Session *s, Move *out, int cap) {
    return game_line_moves(&s->line, out, cap);
}

static int64_t line_move_time_ms(const Session *s, int index) {
    return index >= 0 && index < s->line.length ? s->move_ms[index] : -1;
}

static bool line_replay(const Session *s) {
    return s->settings.seats[0].kind == SESSION_SEAT_REMOTE ||
           s->settings.seats[1].kind == SESSION_SEAT_REMOTE;
}

static int line_viewer(const Session *s) {
    if (!session_is_person(s, 0) && session_is_person(s, 1)) return 1;
    if (session_hot_seat(s) && s->screen_side >= 0) return s->screen_side;
    if (session_hot_seat(s) && s->settings.turn_board && !s->over) return session_to_move(s);
    return 0;
}

static int line_screen_side(const Session *s) {
    return s->privacy_side >= 0 ? SESSION_SHOWS_NEITHER : line_viewer(s);
}

static void line_update_hidden_heat(Session *s, int index) {
    int side = heat_side(s, index);
    if (side == SESSION_SHOWS_NEITHER || heat_made_for(s, index, side)) return;
    if (!s->heat && !(s->heat = malloc(sizeof *s->heat * GAME_CELLS_MAX))) return;
    const void *seen = session_position(s, index, side, s->scratch);
    s->heat_cells = ai_hidden_heat(s->line.rules, seen, s->heat, GAME_CELLS_MAX);
    s->heat_hash = s->line.hashes[index];
    s->heat_index = index;
    s->heat_side = side;
}

static const double *line_hidden_heat(const Session *s, int index, int *cells) {
    int side = heat_side(s, index);
    if (side == SESSION_SHOWS_NEITHER || !heat_made_for(s, index, side) || s->heat_cells <= 0)
        return NULL;
    *cells = s->heat_cells;
    return s->heat;
}

static Outcome line_outcome(const Session *s) {
    if (s->flagged >= 0)
        return (Outcome){
            .kind = OUTCOME_WIN, .winner = 1 - s->flagged, .score = {0, 0}, .reason = "time"};
    if (s->resigned >= 0)
        return (Outcome){.kind = OUTCOME_WIN,
                         .winner = 1 - s->resigned,
                         .score = {0, 0},
                         .reason = "resignation"};
    if (s->ended.kind != OUTCOME_ONGOING) return s->ended;
    return game_line_outcome(&s->line);
}

static char *line_record(const Session *s, Error *err) {
    GameRecordPlayers pl;
    session_record_players(s, &pl);
    GameRecordTimes times = {.count = 0};
    if (s->settings.time_control.kind != CLOCK_NONE) {
        times.move_ms = s->move_ms;
        times.count = s->line.length;
        if (!time_control_format(&s->settings.time_control, times.control, sizeof times.control))
            times.control[0] = '\0'; /* a control the text cannot say: the moves' times only */
    }
    session_end_text(game_line_outcome(&s->line), session_outcome(s), times.end, sizeof times.end);
    times.seeded_choices = s->settings.seeded_choices;
    times.choice_seed = s->choice_seed;
    return game_record_format_timed(&s->line, &pl, &times, err);
}

static void line_set_autosave(Session *s, const char *path) {
    snprintf(s->settings.autosave_path, sizeof s->settings.autosave_path, "%s", path);
    s->autosaved = false;
    autosave(s);
}

static bool line_play(Session *s, Move m, Error *err) {
    const GameRules *g = s->line.rules;
    const void *st = game_line_state(&s->line);
    if (s->over) return error_set(err, "the game is over");
    if (!session_is_person(s, g->to_move(st))) return error_set(err, "it is not your turn");
    if (s->privacy_side >= 0) return error_set(err, "the other player is to take the screen");
    if (!game_move_is_legal(g, st, m)) return error_set(err, "that move is not legal here");
    if (flag_check(s)) return error_set(err, "the time is up");
    if (!play_timed(s, m, err)) return false;
    s->error[0] = '\0';
    position_changed(s);
    return true;
}

static bool line_play_text(Session *s, const char *text, Error *err) {
    const GameRules *g = s->line.rules;
    Move m;
    if (s->over) return error_set(err, "the game is over");
    if (!g->move_from_text(game_line_state(&s->line), text, &m, err)) return false;
    return line_play(s, m, err);
}

static bool line_can_undo(const Session *s) {
    return !line_replay(s) && s->privacy_side < 0 && undo_target(s) >= 0;
}

static bool line_undo(Session *s) {
    if (!line_can_undo(s)) return false;
    int back = undo_target(s);
    search_worker_cancel(s->worker);
    s->resigned = -1;
    s->ended.kind = OUTCOME_ONGOING;
    while (s->line.length > back) game_line_undo(&s->line);
    clock_back(s);
    s->error[0] = '\0';
    position_changed(s);
    return true;
}

static bool line_can_redo(const Session *s) {
    return !line_replay(s) && s->privacy_side < 0 && game_line_redo_count(&s->line) > 0;
}

static bool line_redo(Session *s) {
    if (!line_can_redo(s)) return false;
    search_worker_cancel(s->worker);
    while (game_line_redo(&s->line) && game_line_redo_count(&s->line) > 0 &&
           !session_is_person(s, session_to_move(s))) {}
    clock_back(s);
    position_changed(s);
    return true;
}

static bool line_can_resign(const Session *s) {
    return s->privacy_side < 0 && !s->over && (session_is_person(s, 0) || session_is_person(s, 1));
}

static bool line_resign(Session *s) {
    if (!line_can_resign(s)) return false;
    int side = session_to_move(s);
    if (!session_is_person(s, side)) side = session_is_person(s, 0) ? 0 : 1;
    s->resigned = side;
    position_changed(s);
    return true;
}

static bool line_can_hint(const Session *s) {
    return s->privacy_side < 0 && !s->over && session_is_person(s, session_to_move(s));
}

static bool line_ask_hint(Session *s, Error *err) {
    if (!line_can_hint(s)) return error_set(err, "no hint now");
    s->have_hint = false;
    start_computer(s, session_to_move(s), true);
    if (s->error[0]) return error_set(err, "%s", s->error);
    return true;
}

static bool line_rematch(Session *s, Error *err) {
    if (line_replay(s)) return error_set(err, "a game played online is played again online");
    search_worker_cancel(s->worker);
    const GameRules *g = s->line.rules;
    GameLine fresh;
    GameOptions opt = s->line.options;
    game_options_swap_person(&opt, g->options, g->option_count);
    bool ok = s->line.from_fen ? game_line_start_fen(&fresh, g, s->line.start_fen, err)
                               : game_line_start(&fresh, g, &opt, s->line.seed + 1, err);
    if (!ok) return false;
    game_line_free(&s->line);
    s->line = fresh;
    if (s->settings.seeded_choices) s->choice_seed++; /* another game, as its deal is */
    SessionSeat first = s->settings.seats[0];
    s->settings.seats[0] = s->settings.seats[1];
    s->settings.seats[1] = first;
    for (int side = 0; side < 2; side++)
        if (session_is_computer(s, side))
            ai_player_prepare(s->endgame, s->settings.seats[side].level, &s->line, false);
    s->resigned = -1;
    s->ended.kind = OUTCOME_ONGOING;
    s->screen_side = -1;
    s->privacy_side = -1;
    s->error[0] = '\0';
    if (!line_clock_restart(s)) return error_set(err, "out of memory");
    position_changed(s);
    return true;
}

static SessionEvent line_poll(Session *s, bool may_move) {
    /* The flag is news once: a game over on time is not ended again at every poll. */
    bool flagged = s->flagged >= 0;
    if (flag_check(s) && !flagged) return SESSION_EVENT_FLAG;
    keep_pondering(s);
    SearchAnswer answer;
    if (!may_move || !search_worker_collect(s->worker, &answer)) return SESSION_EVENT_NONE;
    return answered(s, answer);
}

static void line_free_source(Session *s) {
    (void)s; /* the line is the session's own, freed with it */
}

const SessionSourceOps session_line_source = {
    .name = "line",
    .known_line = line_known_line,
    .length = line_length,
    .to_move_at = line_to_move_at,
    .move = line_move,
    .position = line_position,
    .move_words = line_move_words,
    .move_notation = line_move_notation,
    .move_text = line_move_text,
    .parse_move = line_parse_move,
    .live_moves = line_live_moves,
    .move_time_ms = line_move_time_ms,
    .replay = line_replay,
    .viewer = line_viewer,
    .screen_side = line_screen_side,
    .update_hidden_heat = line_update_hidden_heat,
    .hidden_heat = line_hidden_heat,
    .outcome = line_outcome,
    .record = line_record,
    .set_autosave = line_set_autosave,
    .play = line_play,
    .play_text = line_play_text,
    .can_undo = line_can_undo,
    .undo = line_undo,
    .can_redo = line_can_redo,
    .redo = line_redo,
    .can_resign = line_can_resign,
    .resign = line_resign,
    .can_hint = line_can_hint,
    .ask_hint = line_ask_hint,
    .rematch = line_rematch,
    .poll = line_poll,
    .answered = answered,
    .follow_clock = clock_follow,
    .free_source = line_free_source,
};
