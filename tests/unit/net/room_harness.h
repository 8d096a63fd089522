/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A table for testing referee rooms without a network: it holds a room, records every line the
 * room sends with the recipient it reached (a seat, the spectators, or the one who asked), keeps
 * the true game in step from the `start` line and the moves it sends, and plays clients that
 * rebuild what they may know from the lines they get, as a real client would. Shared by the
 * room's tests; every function is static so each test file takes what it uses. */
#ifndef DUELBOARD_TESTS_ROOM_HARNESS_H
#define DUELBOARD_TESTS_ROOM_HARNESS_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "net/net_message.h"
#include "net/net_room.h"
#include "rules/game_line.h"
#include "rules/game_record.h"

/* Who a recorded line reached: a side's seat (0, 1), the spectators, or a greeting to one
 * watcher (each watch call gets the next number from WHO_WATCHER). */
#define WHO_SPECTATORS 2
#define WHO_WATCHER 3
#define WHO_UNKNOWN -1

typedef struct SentLine {
    int who;
    char text[NET_LINE_MAX + 1];
} SentLine;

typedef struct Traffic {
    SentLine *lines;
    int count, capacity;
    int sender; /* whom NET_TO_SENDER reaches in the call being made */
} Traffic;

static inline void traffic_send(void *context, NetRecipient to, const char *line) {
    Traffic *t = context;
    NetMessage m;
    Error err;
    size_t n = strlen(line);
    if (!net_message_parse(line, n, NET_FROM_SERVER, &m, &err))
        fail_msg("the room sent '%s', which does not read back: %s", line, err.message);
    if (t->count == t->capacity) {
        t->capacity = t->capacity ? 2 * t->capacity : 256;
        t->lines = realloc(t->lines, sizeof *t->lines * (size_t)t->capacity);
        assert_non_null(t->lines);
    }
    SentLine *s = &t->lines[t->count++];
    s->who = to == NET_TO_SENDER ? t->sender : (int)to;
    memcpy(s->text, line, n + 1);
}

static inline bool starts_with(const char *text, const char *prefix) {
    return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* The lines that reached `who` from line `from` on, whose text starts with one of the prefixes
 * (NULL: all), joined with newlines into a heap string. */
static inline char *traffic_stream(const Traffic *t, int from, int who,
                                   const char *const *prefixes) {
    size_t size = 1;
    for (int i = from; i < t->count; i++) size += strlen(t->lines[i].text) + 1;
    char *out = malloc(size);
    assert_non_null(out);
    size_t used = 0;
    for (int i = from; i < t->count; i++) {
        if (t->lines[i].who != who) continue;
        bool keep = !prefixes;
        for (int p = 0; prefixes && prefixes[p] && !keep; p++)
            keep = starts_with(t->lines[i].text, prefixes[p]);
        if (!keep) continue;
        size_t n = strlen(t->lines[i].text);
        memcpy(out + used, t->lines[i].text, n);
        used += n;
        out[used++] = '\n';
    }
    out[used] = '\0';
    return out;
}

/* How many lines reached `who` from `from` on that start with `prefix`. */
static inline int traffic_count(const Traffic *t, int from, int who, const char *prefix) {
    int n = 0;
    for (int i = from; i < t->count; i++)
        n += t->lines[i].who == who && starts_with(t->lines[i].text, prefix);
    return n;
}

/* The last line that reached `who` starting with `prefix`, or NULL. */
static inline const char *traffic_last(const Traffic *t, int who, const char *prefix) {
    for (int i = t->count - 1; i >= 0; i--)
        if (t->lines[i].who == who && starts_with(t->lines[i].text, prefix))
            return t->lines[i].text;
    return NULL;
}

/* Reads `start <game> seed=<n> clock=<c> [options]` into the game, its seed and options. */
static inline const GameRules *read_start(const char *line, uint64_t *seed, GameOptions *opts) {
    NetMessage m;
    Error err;
    assert_true(net_message_parse(line, strlen(line), NET_FROM_SERVER, &m, &err));
    assert_int_equal(m.verb, NET_START);
    const GameRules *g = game_find(m.args[0]);
    assert_non_null(g);
    game_options_init(opts);
    bool have_seed = false;
    for (int i = 1; i < m.argc; i++) {
        if (starts_with(m.args[i], "clock=")) continue;
        if (starts_with(m.args[i], "seed=")) {
            *seed = strtoull(m.args[i] + 5, NULL, 10);
            have_seed = true;
            continue;
        }
        assert_true(game_options_add(opts, m.args[i], &err));
    }
    assert_true(have_seed);
    return g;
}

/* ---- A client's game: what it rebuilds from the lines it gets ---- */

typedef struct ClientGame {
    const GameRules *g;
    int who;              /* 0, 1, or a spectator (any larger number) */
    unsigned char *state; /* the position as it knows it (not in a game of hidden pieces) */
    unsigned char *obs;   /* a side's observation in a game of hidden pieces */
    int plies, hidden, positions, reveals;
    bool over, revealed_before_over;
} ClientGame;

static inline void client_game_free(ClientGame *v) {
    free(v->state);
    free(v->obs);
    memset(v, 0, sizeof *v);
}

static inline void client_game_feed(ClientGame *v, const char *line) {
    NetMessage m;
    Error err;
    assert_true(net_message_parse(line, strlen(line), NET_FROM_SERVER, &m, &err));
    bool spectator = v->who > 1;
    switch (m.verb) {
    case NET_START: {
        uint64_t seed = 0;
        GameOptions opts;
        int who = v->who;
        client_game_free(v);
        v->who = who;
        v->g = read_start(line, &seed, &opts);
        v->state = malloc(v->g->state_size);
        assert_non_null(v->state);
        assert_true(v->g->setup(v->state, &opts, seed, &err));
        if (v->g->tell_side && !spectator) {
            v->obs = malloc(v->g->observation_size);
            assert_non_null(v->obs);
            assert_true(v->g->side->start(v->obs, &opts, seed, who, &err));
        }
        break;
    }
    case NET_MOVED: {
        assert_non_null(v->g);
        assert_int_equal(atoi(m.args[0]), v->plies + 1);
        char text[NET_LINE_MAX + 1] = "";
        for (int i = 2; i < m.argc; i++) {
            if (i > 2) strcat(text, " ");
            strcat(text, m.args[i]);
        }
        v->plies++;
        if (strcmp(text, "?") == 0) {
            v->hidden++;
        } else if (v->obs) {
            if (!v->g->side->play_text(v->obs, text, &err))
                fail_msg("side %d cannot read '%s': %s", v->who + 1, text, err.message);
        } else {
            assert_true(v->g->tell_side == NULL || !spectator);
            Move mv;
            if (!v->g->move_from_text(v->state, text, &mv, &err))
                fail_msg("viewer %d cannot play '%s': %s", v->who, text, err.message);
            v->g->apply(v->state, mv);
        }
        break;
    }
    case NET_POSITION:
        assert_non_null(v->state);
        assert_int_equal(atoi(m.args[0]), v->plies);
        {
            char fen[NET_LINE_MAX + 1] = "";
            for (int i = 1; i < m.argc; i++) {
                if (i > 1) strcat(fen, " ");
                strcat(fen, m.args[i]);
            }
            if (!v->g->from_fen(v->state, fen, &err))
                fail_msg("position '%s' does not read: %s", fen, err.message);
        }
        v->positions++;
        break;
    case NET_OVER:
        v->over = true;
        break;
    case NET_REVEAL:
        if (!v->over) v->revealed_before_over = true;
        v->reveals++;
        break;
    default:
        break;
    }
}

/* Feeds every line that reached `who` from line `from` on. */
static inline void client_game_feed_traffic(ClientGame *v, const Traffic *t, int from, int who) {
    for (int i = from; i < t->count; i++)
        if (t->lines[i].who == who) client_game_feed(v, t->lines[i].text);
}

/* Whether the client's game is what its holder may know of the true position `st`: the observation
 * of a side of a game of hidden pieces, else the position concealed as the rules say. */
static inline void client_game_check(const ClientGame *v, const void *st) {
    const GameRules *g = v->g;
    assert_non_null(g);
    if (g->tell_side) {
        if (!v->obs) return; /* spectators know nothing of the pieces until the end */
        unsigned char *want = malloc(g->observation_size);
        assert_non_null(want);
        g->observe(st, v->who, want);
        if (memcmp(want, v->obs, g->observation_size) != 0)
            fail_msg("side %d's game differs from what it may know after %d moves", v->who + 1,
                     v->plies);
        free(want);
        return;
    }
    unsigned char *known = malloc(2 * g->state_size);
    assert_non_null(known);
    if (!g->conceal) {
        memcpy(known, st, g->state_size);
    } else if (v->who <= 1) {
        g->conceal(st, v->who, known);
    } else {
        g->conceal(st, 0, known + g->state_size);
        g->conceal(known + g->state_size, 1, known);
    }
    char a[GAME_FEN_MAX], b[GAME_FEN_MAX];
    assert_true(g->to_fen(known, a, sizeof a));
    assert_true(g->to_fen(v->state, b, sizeof b));
    if (strcmp(a, b) != 0)
        fail_msg("viewer %d after %d moves knows\n  %s\nbut may know\n  %s", v->who, v->plies, b,
                 a);
    free(known);
}

/* ---- A table: a room, its traffic, the true game and the time ---- */

typedef struct Table {
    NetRoom *room;
    Traffic t;
    int64_t now;
    GameLine truth;
    bool have_truth;
    unsigned games;
    Rng rng;
    int watchers;
} Table;

/* The true game from the newest `start` line, when a new one came (a start or a rematch). */
static inline void table_follow(Table *tb) {
    if (!tb->room || !net_room_started(tb->room)) return;
    if (tb->have_truth && tb->games == net_room_games(tb->room)) return;
    const char *start = traffic_last(&tb->t, WHO_SPECTATORS, "start ");
    assert_non_null(start);
    uint64_t seed = 0;
    GameOptions opts;
    const GameRules *g = read_start(start, &seed, &opts);
    Error err;
    if (tb->have_truth) game_line_free(&tb->truth);
    assert_true(game_line_start(&tb->truth, g, &opts, seed, &err));
    tb->have_truth = true;
    tb->games = net_room_games(tb->room);
}

static inline NetRoom *table_host(Table *tb, const char *host_line, const NetRoomSettings *settings,
                                  int host_side) {
    memset(tb, 0, sizeof *tb);
    tb->now = 1000000;
    rng_seed(&tb->rng, 7);
    NetMessage m;
    Error err;
    if (!net_message_parse(host_line, strlen(host_line), NET_FROM_CLIENT, &m, &err))
        fail_msg("'%s': %s", host_line, err.message);
    tb->t.sender = host_side;
    tb->room = net_room_new("K7M2QX", &m, settings, tb->now, traffic_send, &tb->t, &err);
    if (!tb->room) fail_msg("'%s' refused: %s", host_line, err.message);
    return tb->room;
}

static inline int table_join(Table *tb) {
    Error err;
    int first = tb->t.count;
    tb->t.sender = WHO_UNKNOWN;
    int side = net_room_join(tb->room, tb->now, traffic_send, &tb->t, &err);
    for (int i = first; i < tb->t.count; i++)
        if (tb->t.lines[i].who == WHO_UNKNOWN) tb->t.lines[i].who = side;
    table_follow(tb);
    return side;
}

static inline int table_rejoin(Table *tb, int as, const char *token) {
    Error err;
    tb->t.sender = as;
    return net_room_rejoin(tb->room, token, tb->now, traffic_send, &tb->t, &err);
}

/* A watcher's greeting; returns the number its lines were recorded under. */
static inline int table_watch(Table *tb) {
    int who = WHO_WATCHER + tb->watchers++;
    tb->t.sender = who;
    net_room_watch_at(tb->room, tb->now, traffic_send, &tb->t);
    return who;
}

static inline void table_left(Table *tb, int side) {
    tb->t.sender = side;
    net_room_left(tb->room, side, tb->now, traffic_send, &tb->t);
}

static inline int64_t table_tick(Table *tb) {
    tb->t.sender = WHO_UNKNOWN;
    return net_room_tick(tb->room, tb->now, traffic_send, &tb->t);
}

/* A client line from `role` (a side, or NET_ROLE_SPECTATOR); the room's answer. */
static inline bool table_send(Table *tb, int role, const char *line) {
    NetMessage m;
    Error err;
    if (!net_message_parse(line, strlen(line), NET_FROM_CLIENT, &m, &err))
        fail_msg("'%s': %s", line, err.message);
    tb->t.sender = role;
    bool ok = net_room_handle(tb->room, role, &m, tb->now, traffic_send, &tb->t);
    table_follow(tb);
    return ok;
}

/* The move in notation of the true game's side to move, and plays it there once the room took
 * it. */
static inline bool table_play(Table *tb, const char *move) {
    const GameRules *g = tb->truth.rules;
    int side = g->to_move(game_line_state(&tb->truth));
    char line[GAME_MOVE_TEXT_MAX + 8];
    snprintf(line, sizeof line, "play %s", move);
    if (!table_send(tb, side, line)) return false;
    Error err;
    if (!game_line_play_text(&tb->truth, move, &err)) fail_msg("%s: %s", move, err.message);
    return true;
}

/* A seeded random legal move of the true game, played through the room. */
static inline void table_play_random(Table *tb) {
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&tb->truth, moves, GAME_MOVES_MAX);
    assert_true(n > 0);
    Move m = moves[rng_below(&tb->rng, (uint64_t)n)];
    char text[GAME_MOVE_TEXT_MAX];
    assert_true(tb->truth.rules->move_to_text(game_line_state(&tb->truth), m, text, sizeof text));
    if (!table_play(tb, text)) fail_msg("the room refused the legal move %s", text);
}

/* A seeded random legal move of the true game after which it goes on (when there is one),
 * played through the room: long games, under options that lift the rules' own limits. */
static inline void table_play_lasting(Table *tb) {
    const GameRules *g = tb->truth.rules;
    const void *st = game_line_state(&tb->truth);
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&tb->truth, moves, GAME_MOVES_MAX);
    assert_true(n > 0);
    unsigned char *after = malloc(g->state_size);
    assert_non_null(after);
    int first = (int)rng_below(&tb->rng, (uint64_t)n), pick = first;
    for (int k = 0; k < n; k++) {
        memcpy(after, st, g->state_size);
        g->apply(after, moves[(first + k) % n]);
        if (g->outcome(after).kind == OUTCOME_ONGOING) {
            pick = (first + k) % n;
            break;
        }
    }
    free(after);
    char text[GAME_MOVE_TEXT_MAX];
    assert_true(g->move_to_text(st, moves[pick], text, sizeof text));
    if (!table_play(tb, text)) fail_msg("the room refused the legal move %s", text);
}

/* Whether the room's record holds the same game as the true one. */
static inline void table_check_record(Table *tb) {
    Error err;
    char *record = net_room_record(tb->room, &err);
    assert_non_null(record);
    GameLine loaded;
    GameRecordTimes times;
    GameRecordPlayers players;
    if (!game_record_load_timed(record, &loaded, &players, &times, &err))
        fail_msg("the room's record does not load: %s\n%s", err.message, record);
    assert_int_equal(loaded.length, tb->truth.length);
    assert_true(loaded.seed == tb->truth.seed);
    for (int i = 0; i < loaded.length; i++) assert_true(loaded.moves[i] == tb->truth.moves[i]);
    assert_string_equal(players.name[0], "remote");
    game_line_free(&loaded);
    game_record_times_free(&times);
    free(record);
}

static inline void table_free(Table *tb) {
    net_room_free(tb->room);
    if (tb->have_truth) game_line_free(&tb->truth);
    free(tb->t.lines);
    memset(tb, 0, sizeof *tb);
}

/* The token of a seat as the room's `seat` line to `who` gave it (the last one). */
static inline void table_token(const Table *tb, int who, char out[NET_TOKEN_TEXT]) {
    const char *seat = traffic_last(&tb->t, who, "seat ");
    assert_non_null(seat);
    snprintf(out, NET_TOKEN_TEXT, "%s", seat + 7);
}

#endif
