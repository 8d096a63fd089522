/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session of a network game: a remote player is one more kind of seat. The true game is on a
 * referee server; this end holds only what its side may know (GameKnown), fed by the front end's
 * glue with the server's lines, and asks for its moves and answers through a callback, so the
 * session knows nothing of the network. Its game source (session_remote_source) is the remote
 * known game. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_helpers.h"
#include "ai/ai_player.h"
#include "core/rng.h"
#include "rules/game_record.h"
#include "session/session_internal.h"
#include "session/session_source.h"

#define ELLIPSIS "\xe2\x80\xa6"         /* a move whose text is not this end's to read */
#define SAMPLE_KEY_SALT 0x5a3b1e5eedULL /* the sample's key apart from the searches' seeds */

static void send_action(Session *s, SessionRemoteAction action, const char *text) {
    if (s->settings.remote_send) s->settings.remote_send(s->settings.remote_context, action, text);
}

static void session_remote_free(SessionRemote *r) {
    if (!r) return;
    game_known_free(r->known);
    free(r->search_observation);
    free(r);
}

static bool remote_play_checked(Session *s, Move m, Error *err);
static bool may_ask(const Session *s, Error *err);

/* A local computer chooses from its observation (hidden pieces) on the worker's thread. */
static bool choose_from_observation(void *context, const AiLimits *limits, AiInfoCallback on_info,
                                    void *info_context, Move *out, Error *err) {
    const Session *s = context;
    return ai_choose_observation_move(s->settings.seats[s->remote->side].level, s->line.rules,
                                      s->remote->search_observation, limits, on_info, info_context,
                                      out, err);
}

/* A local computer's turn: it searches what its side knows. An open game is searched whole
 * (every move is known); a game hiding a choice from the state with that choice concealed,
 * whose own moves stay legal; a game of hidden pieces from the side's observation. */
static void remote_think(Session *s) {
    SessionRemote *r = s->remote;
    const GameRules *g = s->line.rules;
    int length = game_known_length(r->known);
    if (search_worker_running(s->worker) && r->search_length == length) return;
    search_worker_cancel(s->worker); /* before its observation is written over */
    int64_t movetime_ms = s->settings.movetime_ms;
    if (!movetime_ms) movetime_ms = session_planned_move_time_ms(s, r->side);
    SearchJob job = {.player = s->settings.seats[r->side].level,
                     .limits = {.depth = s->settings.depth_limit,
                                .movetime_ms = s->settings.depth_limit > 0 ? 0 : movetime_ms,
                                .seed = session_search_seed(s, length),
                                .endgame_cache = s->endgame,
                                .threads = ai_cores()},
                     .ticket = ++s->ticket,
                     .nice = s->settings.search_nice};
    GameLine concealed = {0};
    Error err = {{0}};
    bool ok = true;
    if (game_known_line(r->known)) {
        job.line = game_known_line(r->known);
    } else if (game_known_observes(r->known)) {
        memcpy(r->search_observation, game_known_position(r->known, length), g->observation_size);
        job.choose = choose_from_observation;
        job.choose_context = s;
    } else {
        char fen[GAME_FEN_MAX];
        ok = g->to_fen(game_known_position(r->known, length), fen, sizeof fen) &&
             game_line_start_fen(&concealed, g, fen, &err);
        job.line = &concealed;
    }
    s->hint_asked = false;
    r->search_length = length;
    if (!ok || !search_worker_start(s->worker, &job, &err))
        snprintf(s->error, sizeof s->error, "%s", err.message[0] ? err.message : "no search");
    game_line_free(&concealed); /* the worker searches its own copy */
}

static SessionEvent remote_answered(Session *s, SearchAnswer answer) {
    SessionRemote *r = s->remote;
    if (!answer.ok) {
        snprintf(s->error, sizeof s->error, "%s", answer.err.message);
        return SESSION_EVENT_ERROR;
    }
    if (answer.ticket != s->ticket || r->search_length != game_known_length(r->known) || r->over ||
        r->pending)
        return SESSION_EVENT_NONE;
    Error err;
    if (!remote_play_checked(s, answer.move, &err)) {
        snprintf(s->error, sizeof s->error, "%s", err.message);
        return SESSION_EVENT_ERROR;
    }
    return SESSION_EVENT_COMPUTER_MOVED;
}

/* After every change of what is known: the local side's moves, whether moves hide anything, and
 * the end. The clocks are the server's (session_remote_clock), not followed here. */
static void remote_changed(Session *s) {
    SessionRemote *r = s->remote;
    const GameRules *g = s->line.rules;
    r->version++;
    session_shown_stale(s);
    s->review = -1; /* a review ends with any change of the game */
    s->over = r->over;
    s->hides_moves = !r->over && (g->observe || r->has_untold) && !game_known_line(r->known);
    s->move_count = 0;
    bool turn = !r->over && r->side >= 0 && !r->pending &&
                game_known_to_move(r->known, game_known_length(r->known)) == r->side;
    if (turn && session_is_person(s, r->side))
        s->move_count = game_known_moves(r->known, s->moves, GAME_MOVES_MAX);
    if (turn && s->settings.seats[r->side].kind == SESSION_SEAT_COMPUTER &&
        game_known_outcome(r->known).kind == OUTCOME_ONGOING)
        remote_think(s);
    else if (!turn)
        search_worker_cancel(s->worker); /* a search for a turn that is over */
    if (r->over) game_clock_pause(&s->clock, session_now_us(s));
}

Session *session_new_remote(const GameRules *g, const GameOptions *opt, uint64_t seed, int side,
                            const SessionSettings *settings, Error *err) {
    if (side < GAME_KNOWN_SPECTATOR || side > 1) {
        error_set(err, "a side is 0 or 1, or a spectator");
        return NULL;
    }
    /* The local seat is a person, or a computer playing through the server. */
    bool computer = side >= 0 && settings->seats[side].kind == SESSION_SEAT_COMPUTER;
    if (computer && !ai_player_plays(settings->seats[side].level, g)) {
        error_set(err, "player '%s' does not play %s", settings->seats[side].level, g->title);
        return NULL;
    }
    SessionSettings local = *settings;
    for (int p = 0; p < 2; p++)
        local.seats[p] =
            (SessionSeat){.kind = p == side ? SESSION_SEAT_PERSON : SESSION_SEAT_REMOTE};
    if (computer) local.seats[side] = settings->seats[side];
    /* The server keeps the game: nothing to autosave, resume or think ahead about here. The
     * room's seed is public: every choice this end makes draws from a secret of its own. */
    local.seeded_choices = false;
    local.autosave_path[0] = '\0';
    local.ponder = false;
    local.resume_move_ms = NULL;
    local.resume_move_count = 0;
    SessionRemote *r = calloc(1, sizeof *r);
    if (!r) {
        error_set(err, "out of memory");
        return NULL;
    }
    r->side = side;
    r->waiting_side = -1;
    r->gone_side = -1;
    r->known = game_known_new(g, opt, seed, side, err);
    if (r->known && computer && g->observe &&
        !(r->search_observation = malloc(g->observation_size))) {
        error_set(err, "out of memory");
        session_remote_free(r);
        return NULL;
    }
    GameLine line;
    if (!r->known || !game_line_start(&line, g, opt, seed, err)) {
        session_remote_free(r);
        return NULL;
    }
    Session *s = session_create(&line, &local, err);
    if (!s) {
        session_remote_free(r);
        return NULL;
    }
    s->remote = r;
    s->source = &session_remote_source;
    /* The sample of moves this side is offered where the rules list only a sample (a secret
     * setup) is its own too, not one the other side could list from the room's seed. */
    game_known_set_sample_key(r->known, rng_mix64(s->choice_seed ^ SAMPLE_KEY_SALT));
    remote_changed(s);
    return s;
}

bool session_is_remote(const Session *s) {
    return s->remote != NULL;
}

int session_local_side(const Session *s) {
    return s->remote ? s->remote->side : -1;
}

bool session_remote_moved(Session *s, int ply, int mover, const char *text, Error *err) {
    SessionRemote *r = s->remote;
    if (!r) return error_set(err, "not a network game");
    if (ply != game_known_length(r->known) + 1)
        return error_set(err, "move %d told after move %d", ply, game_known_length(r->known));
    if (!game_known_told(r->known, mover, text, err)) return false;
    if (strcmp(text, GAME_KNOWN_UNTOLD) == 0) r->has_untold = true;
    if (mover == r->side) r->pending = false;
    r->draw_offered = false; /* a move answers an offer it does not accept */
    remote_changed(s);
    return true;
}

bool session_remote_position(Session *s, int ply, const char *text, Error *err) {
    SessionRemote *r = s->remote;
    if (!r) return error_set(err, "not a network game");
    if (ply != game_known_length(r->known))
        return error_set(err, "a position after move %d told after move %d", ply,
                         game_known_length(r->known));
    if (!game_known_set_position(r->known, text, err)) return false;
    remote_changed(s);
    return true;
}

void session_remote_clock(Session *s, const int64_t ms[2], int running) {
    if (!s->remote) return;
    game_clock_set(&s->clock, ms, s->remote->over ? -1 : running, session_now_us(s));
}

void session_remote_waiting(Session *s, int side, int64_t ms) {
    SessionRemote *r = s->remote;
    if (!r) return;
    int64_t now = session_now_us(s);
    r->waiting_side = ms >= 0 && (side == 0 || side == 1) ? side : -1;
    r->waiting_ms = ms;
    r->waiting_since_us = now;
    if (ms < 0 && side == r->gone_side) r->gone_side = -1; /* back */
}

void session_remote_gone(Session *s, int side) {
    SessionRemote *r = s->remote;
    if (!r || r->over || (side != 0 && side != 1)) return;
    r->gone_side = side;
}

int session_remote_gone_side(const Session *s) {
    const SessionRemote *r = s->remote;
    return r && !r->over ? r->gone_side : -1;
}

bool session_claim(Session *s, Error *err) {
    if (!may_ask(s, err)) return false;
    if (s->remote->gone_side != 1 - s->remote->side)
        return error_set(err, "the other side has not run out of time to come back");
    send_action(s, SESSION_REMOTE_CLAIM, NULL); /* the game ends when the server says so */
    return true;
}

int session_remote_waiting_side(const Session *s, int64_t *ms_left) {
    const SessionRemote *r = s->remote;
    if (!r || r->waiting_side < 0) return -1;
    int64_t left = r->waiting_ms - (session_now_us(s) - r->waiting_since_us) / 1000;
    if (ms_left) *ms_left = left > 0 ? left : 0;
    return r->waiting_side;
}

bool session_remote_over(Session *s, const char *const *words, int count, Error *err) {
    SessionRemote *r = s->remote;
    if (!r) return error_set(err, "not a network game");
    char text[GAME_END_TEXT_MAX] = "", reason[GAME_END_REASON_MAX];
    size_t used = 0;
    for (int i = 0; i < count && used < sizeof text; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", i ? " " : "", words[i]);
    if (used >= sizeof text) return error_set(err, "over: the end is too long");
    Outcome o;
    if (!game_end_from_text(text, &o, reason, err)) return error_prefix(err, "over: ");
    snprintf(r->reason, sizeof r->reason, "%s", reason);
    o.reason = r->reason;
    r->outcome = o;
    r->over = true;
    r->pending = false;
    r->draw_offered = false;
    /* A flag fall reads as one, in the outcome's words too. */
    s->flagged = o.kind == OUTCOME_WIN && strcmp(r->reason, "time") == 0 ? 1 - o.winner : -1;
    remote_changed(s);
    return true;
}

static Outcome remote_outcome(const Session *s) {
    const SessionRemote *r = s->remote;
    if (r->over) return r->outcome;
    return (Outcome){.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
}

bool session_remote_reveal(Session *s, int ply, int mover, const char *text, Error *err) {
    SessionRemote *r = s->remote;
    if (!r) return error_set(err, "not a network game");
    if (!r->over) return error_set(err, "moves are revealed only once the game is over");
    (void)mover; /* the true position before the move says whose it was */
    if (!game_known_reveal(r->known, ply, text, err)) return false;
    remote_changed(s);
    return true;
}

void session_remote_draw_offered(Session *s, bool offered) {
    if (s->remote) s->remote->draw_offered = offered && !s->remote->over;
}

bool session_draw_offered(const Session *s) {
    return s->remote && s->remote->draw_offered;
}

/* Whether the local side may ask something of the server now. */
static bool may_ask(const Session *s, Error *err) {
    const SessionRemote *r = s->remote;
    if (!r) return error_set(err, "not a network game");
    if (r->side < 0) return error_set(err, "you are watching this game");
    if (r->over) return error_set(err, "the game is over");
    return true;
}

bool session_offer_draw(Session *s, Error *err) {
    if (!may_ask(s, err)) return false;
    send_action(s, SESSION_REMOTE_DRAW_OFFER, NULL);
    return true;
}

bool session_answer_draw(Session *s, bool accept, Error *err) {
    if (!may_ask(s, err)) return false;
    if (!s->remote->draw_offered) return error_set(err, "no draw is offered");
    s->remote->draw_offered = false;
    send_action(s, accept ? SESSION_REMOTE_DRAW_ACCEPT : SESSION_REMOTE_DRAW_DECLINE, NULL);
    return true;
}

void session_remote_refused(Session *s) {
    if (!s->remote || !s->remote->pending) return;
    s->remote->pending = false; /* the server kept the game as it was: the turn is still ours */
    remote_changed(s);
}

bool session_move_on_its_way(const Session *s, char *text, size_t n) {
    if (!s->remote || !s->remote->pending) return false;
    snprintf(text, n, "%s", s->remote->pending_text);
    return true;
}

bool session_end_on_its_way(const Session *s) {
    return s->remote && !s->remote->over &&
           game_known_outcome(s->remote->known).kind != OUTCOME_ONGOING;
}

/* A move of the local side, a person's or its computer's. */
static bool remote_play_checked(Session *s, Move m, Error *err) {
    SessionRemote *r = s->remote;
    if (!may_ask(s, err)) return false;
    if (r->pending) return error_set(err, "your move is on its way");
    if (game_known_to_move(r->known, game_known_length(r->known)) != r->side)
        return error_set(err, "it is not your turn");
    if (!game_known_is_legal(r->known, m)) return error_set(err, "that move is not legal here");
    char text[GAME_MOVE_TEXT_MAX];
    if (!game_known_move_text(r->known, m, text, sizeof text))
        return error_set(err, "the move has no text");
    /* The move joins the game once the server tells it back (`moved`). */
    r->pending = true;
    snprintf(r->pending_text, sizeof r->pending_text, "%s", text);
    s->error[0] = '\0';
    remote_changed(s);
    send_action(s, SESSION_REMOTE_PLAY, text);
    return true;
}

static bool remote_play(Session *s, Move m, Error *err) {
    if (s->remote->side >= 0 && !session_is_person(s, s->remote->side))
        return error_set(err, "it is not your turn");
    return remote_play_checked(s, m, err);
}

static bool remote_play_text(Session *s, const char *text, Error *err) {
    Move m;
    if (!may_ask(s, err)) return false;
    if (!game_known_find_move(s->remote->known, text, &m, err)) return false;
    return remote_play(s, m, err);
}

static bool remote_can_resign(const Session *s) {
    return s->remote->side >= 0 && !s->over;
}

static bool remote_resign(Session *s) {
    Error err;
    if (!remote_can_resign(s) || !may_ask(s, &err)) return false;
    send_action(s, SESSION_REMOTE_RESIGN, NULL); /* the game ends when the server says so */
    return true;
}

static bool remote_rematch(Session *s, Error *err) {
    if (s->remote->side < 0) return error_set(err, "you are watching this game");
    if (!s->remote->over) return error_set(err, "the game is not over");
    send_action(s, SESSION_REMOTE_REMATCH, NULL); /* a new `start` brings the new game */
    return true;
}

static bool remote_move_words(const Session *s, int index, GameMoveWords *out) {
    const SessionRemote *r = s->remote;
    const GameRules *g = s->line.rules;
    game_words_clear(out);
    if (index < 0 || index >= game_known_length(r->known) || !g->move_words) return false;
    const GameLine *whole = game_known_line(r->known);
    if (whole && index < whole->length) { /* nothing hidden any more: as its mover knows it */
        const void *st = game_line_state_at(whole, index);
        return g->move_words(st, whole->moves[index], g->to_move(st), true, out);
    }
    /* An observation of hidden pieces: the move between the side's observations before and after it
     * (a spectator's observations hold nothing to tell). */
    if (game_known_observes(r->known))
        return r->side >= 0 && g->side->move_words &&
               g->side->move_words(game_known_position(r->known, index),
                                   game_known_position(r->known, index + 1), out);
    const void *st = game_known_position(r->known, index);
    Move m;
    if (game_known_move(r->known, index, &m)) return g->move_words(st, m, r->side, true, out);
    /* A move not told: the words of any move its mover could have made, as the rules tell a
     * side a move hidden from it, say nothing of which move it was. */
    Move *list = malloc(sizeof *list * GAME_MOVES_MAX);
    int n = list ? g->gen_moves(st, list, GAME_MOVES_MAX) : 0;
    bool ok = n > 0 && g->move_words(st, list[0], r->side, true, out);
    free(list);
    return ok;
}

static void remote_move_notation(const Session *s, int index, char *out, size_t n) {
    const SessionRemote *r = s->remote;
    const GameRules *g = s->line.rules;
    const GameLine *whole = game_known_line(r->known);
    if (whole && index >= 0 && index < whole->length) {
        if (!g->move_to_text(game_line_state_at(whole, index), whole->moves[index], out, n))
            snprintf(out, n, "?");
        return;
    }
    const char *text = game_known_text(r->known, index);
    bool own = game_known_to_move(r->known, index) == r->side;
    if (strcmp(text, GAME_KNOWN_UNTOLD) == 0 || (game_known_observes(r->known) && !own)) {
        snprintf(out, n, ELLIPSIS); /* the other side's move: what it was is theirs */
        return;
    }
    /* A side's own move in a game of hidden pieces is told with its result: the move is the
     * first word. */
    int word = (int)(game_known_observes(r->known) ? strcspn(text, " ") : strlen(text));
    snprintf(out, n, "%.*s", word, text);
}

static char *remote_record(const Session *s, Error *err) {
    const GameLine *whole = game_known_line(s->remote->known);
    if (!whole) {
        error_set(err, "the game's moves are not all known yet");
        return NULL;
    }
    GameRecordPlayers pl;
    session_record_players(s, &pl);
    /* The server's word for an end the moves do not show (a resignation, the clock, a draw
     * agreed), so the kept game opens again as it ended. */
    GameRecordTimes times = {.count = 0};
    session_end_text(game_line_outcome(whole), remote_outcome(s), times.end, sizeof times.end);
    return game_record_format_timed(whole, &pl, &times, err);
}

/* The belief is shown to the local side of a game of hidden pieces while it is on. */
static bool remote_heat_made_for(const Session *s, int index) {
    return s->heat && s->heat_hash == s->remote->version && s->heat_index == index &&
           s->heat_side == s->remote->side;
}

static void remote_update_hidden_heat(Session *s, int index) {
    SessionRemote *r = s->remote;
    if (r->side < 0 || !s->line.rules->observe || r->over || remote_heat_made_for(s, index)) return;
    if (!s->heat && !(s->heat = malloc(sizeof *s->heat * GAME_CELLS_MAX))) return;
    s->heat_cells = ai_hidden_heat(s->line.rules, game_known_position(r->known, index), s->heat,
                                   GAME_CELLS_MAX);
    s->heat_hash = r->version;
    s->heat_index = index;
    s->heat_side = r->side;
}

static const double *remote_hidden_heat(const Session *s, int index, int *cells) {
    if (s->remote->over || !remote_heat_made_for(s, index) || s->heat_cells <= 0) return NULL;
    *cells = s->heat_cells;
    return s->heat;
}

/* The ops of the remote known game: what this end knows, and actions asked of the server. */

static const GameLine *remote_known_line(const Session *s) {
    return game_known_line(s->remote->known);
}

static int remote_length(const Session *s) {
    return game_known_length(s->remote->known);
}

static int remote_to_move_at(const Session *s, int index) {
    return game_known_to_move(s->remote->known, index);
}

static bool remote_move(const Session *s, int index, Move *m) {
    return game_known_move(s->remote->known, index, m);
}

/* What this end knows, which holds nothing hidden from its side: no side's observation to make. */
static const void *remote_position(const Session *s, int index, int side, void *buffer) {
    (void)side;
    (void)buffer;
    return game_known_position(s->remote->known, index);
}

static bool remote_move_text(const Session *s, Move m, char *buf, size_t n) {
    return game_known_move_text(s->remote->known, m, buf, n);
}

static bool remote_parse_move(const Session *s, const char *text, Move *m, Error *err) {
    return game_known_find_move(s->remote->known, text, m, err) &&
           (game_known_is_legal(s->remote->known, *m) ||
            error_set(err, "that move is not legal here"));
}

/* The local person's moves, listed by remote_changed: the known game lists no one else's. */
static int remote_live_moves(const Session *s, Move *out, int cap) {
    int n = s->move_count < cap ? s->move_count : cap;
    memcpy(out, s->moves, sizeof *out * (size_t)n);
    return n;
}

static int64_t remote_move_time_ms(const Session *s, int index) {
    (void)s;
    (void)index;
    return -1; /* the server's to measure */
}

static bool remote_no(const Session *s) {
    (void)s;
    return false;
}

static bool remote_no_step(Session *s) {
    (void)s;
    return false; /* no undo or redo: the game is the server's */
}

static int remote_viewer(const Session *s) {
    return s->remote->side >= 0 ? s->remote->side : 0; /* watching: as first */
}

/* Only the local side is at this screen; a spectator may read neither side's secrets. */
static int remote_screen_side(const Session *s) {
    return s->remote->side >= 0 ? s->remote->side : SESSION_SHOWS_NEITHER;
}

static void remote_set_autosave(Session *s, const char *path) {
    (void)s;
    (void)path; /* the server keeps a network game */
}

static bool remote_ask_hint(Session *s, Error *err) {
    (void)s;
    return error_set(err, "no hint now");
}

/* The server ends the game, flags included: only a local computer's answer is news here. */
static SessionEvent remote_poll(Session *s, bool may_move) {
    SearchAnswer answer;
    if (!may_move || !search_worker_collect(s->worker, &answer)) return SESSION_EVENT_NONE;
    return remote_answered(s, answer);
}

static void remote_follow_clock(Session *s) {
    (void)s; /* a network game's clocks are the server's */
}

static void remote_free_source(Session *s) {
    session_remote_free(s->remote);
}

const SessionSourceOps session_remote_source = {
    .name = "remote",
    .known_line = remote_known_line,
    .length = remote_length,
    .to_move_at = remote_to_move_at,
    .move = remote_move,
    .position = remote_position,
    .move_words = remote_move_words,
    .move_notation = remote_move_notation,
    .move_text = remote_move_text,
    .parse_move = remote_parse_move,
    .live_moves = remote_live_moves,
    .move_time_ms = remote_move_time_ms,
    .replay = remote_no,
    .viewer = remote_viewer,
    .screen_side = remote_screen_side,
    .update_hidden_heat = remote_update_hidden_heat,
    .hidden_heat = remote_hidden_heat,
    .outcome = remote_outcome,
    .record = remote_record,
    .set_autosave = remote_set_autosave,
    .play = remote_play,
    .play_text = remote_play_text,
    .can_undo = remote_no,
    .undo = remote_no_step,
    .can_redo = remote_no,
    .redo = remote_no_step,
    .can_resign = remote_can_resign,
    .resign = remote_resign,
    .can_hint = remote_no,
    .ask_hint = remote_ask_hint,
    .rematch = remote_rematch,
    .poll = remote_poll,
    .answered = remote_answered,
    .follow_clock = remote_follow_clock,
    .free_source = remote_free_source,
};
