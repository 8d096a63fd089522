/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee room: seats, the game on its line and clocks, and the answer to every client
 * message as lines each recipient may know (docs/protocol.md, "the referee protocol"). */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>

#include "net/net_room_internal.h"
#include "rules/game_record.h"

/* ---- Lines out ---- */

void room_emit(NetRoom *r, const RoomOut *out, NetRecipient to, const NetMessage *m) {
    char line[NET_LINE_MAX + 2];
    Error err;
    if (!net_message_line(m, line, sizeof line, &err)) {
        r->faults++;
        return;
    }
    out->send(out->context, to, line);
}

bool room_message(NetMessage *m, NetVerb verb, int lead, const char *const *words,
                  const char *text) {
    m->verb = verb;
    m->argc = 0;
    for (int i = 0; i < lead; i++) {
        if (m->argc >= NET_ARGS_MAX || strlen(words[i]) >= NET_WORD_MAX) return false;
        strcpy(m->args[m->argc++], words[i]);
    }
    const char *p = text ? text : "";
    while (*p) {
        while (*p == ' ') p++;
        if (!*p) break;
        size_t n = strcspn(p, " ");
        if (m->argc >= NET_ARGS_MAX || n >= NET_WORD_MAX) return false;
        memcpy(m->args[m->argc], p, n);
        m->args[m->argc++][n] = '\0';
        p += n;
    }
    return true;
}

/* A line of words, sent as it is; a line that breaks a bound is a fault and is not sent. */
static void emit_words(NetRoom *r, const RoomOut *out, NetRecipient to, NetVerb verb, int lead,
                       const char *const *words, const char *text) {
    NetMessage m;
    if (!room_message(&m, verb, lead, words, text)) {
        r->faults++;
        return;
    }
    room_emit(r, out, to, &m);
}

/* `error <reason>` to the sender: the reason cut to what a line can carry (its words, their
 * characters), since it may quote what a hostile client sent. */
static bool refuse(NetRoom *r, const RoomOut *out, const char *reason) {
    NetMessage m = {.verb = NET_ERROR, .argc = 0};
    const unsigned char *p = (const unsigned char *)reason;
    while (*p && m.argc < NET_ARGS_MAX) {
        while (*p && !(*p > ' ' && *p < 0x7f)) p++; /* spaces and what a line cannot carry */
        size_t n = 0;
        while (p[n] > ' ' && p[n] < 0x7f) n++;
        if (n == 0) break;
        snprintf(m.args[m.argc++], NET_WORD_MAX, "%.*s",
                 (int)(n < NET_WORD_MAX ? n : NET_WORD_MAX - 1), (const char *)p);
        p += n;
    }
    if (m.argc == 0) snprintf(m.args[m.argc++], NET_WORD_MAX, "refused");
    room_emit(r, out, NET_TO_SENDER, &m);
    return false;
}

static const NetRecipient everyone[] = {NET_TO_SIDE_1, NET_TO_SIDE_2, NET_TO_SPECTATORS};

static void emit_all(NetRoom *r, const RoomOut *out, const NetMessage *m) {
    for (int i = 0; i < 3; i++) room_emit(r, out, everyone[i], m);
}

/* Everyone but side `side`: the other seat and the spectators. */
static void emit_others(NetRoom *r, const RoomOut *out, int side, const NetMessage *m) {
    room_emit(r, out, (NetRecipient)(1 - side), m);
    room_emit(r, out, NET_TO_SPECTATORS, m);
}

static void side_word(char *buf, size_t n, int side) {
    snprintf(buf, n, "%d", side + 1);
}

/* ---- The game's state ---- */

static bool have_clock(const NetRoom *r) {
    return r->control.kind != CLOCK_NONE;
}

static int to_move(const NetRoom *r) {
    return r->game.rules->to_move(r->game.state);
}

/* The clock runs for the side to move while the game is on and both seats are here. */
static void clock_follow(NetRoom *r, int64_t now_us) {
    if (net_room_started(r) && !r->over && r->present[0] && r->present[1])
        game_clock_run(&r->clock, to_move(r), now_us);
    else
        game_clock_pause(&r->clock, now_us);
}

static void clock_message(const NetRoom *r, int64_t now_us, NetMessage *m) {
    m->verb = NET_CLOCK;
    m->argc = 3;
    for (int side = 0; side < 2; side++)
        snprintf(m->args[side], NET_WORD_MAX, "%" PRId64,
                 game_clock_remaining_ms(&r->clock, side, now_us));
    int running = game_clock_running(&r->clock);
    snprintf(m->args[2], NET_WORD_MAX, "%s", running < 0 ? "-" : running == 0 ? "1" : "2");
}

static void emit_clock(NetRoom *r, const RoomOut *out, NetRecipient to, int64_t now_us) {
    if (!have_clock(r)) return;
    NetMessage m;
    clock_message(r, now_us, &m);
    room_emit(r, out, to, &m);
}

static void emit_clock_all(NetRoom *r, const RoomOut *out, int64_t now_us) {
    for (int i = 0; i < 3; i++) emit_clock(r, out, everyone[i], now_us);
}

static void waiting_message(const NetRoom *r, int side, int64_t now_us, NetMessage *m) {
    m->verb = NET_WAITING;
    m->argc = 2;
    side_word(m->args[0], NET_WORD_MAX, side);
    if (r->deadline_us[side] == 0) {
        snprintf(m->args[1], NET_WORD_MAX, "-");
        return;
    }
    int64_t left = (r->deadline_us[side] - now_us) / 1000;
    snprintf(m->args[1], NET_WORD_MAX, "%" PRId64, left > 0 ? left : 0);
}

/* The `start` line: the game, its seed and clock, then its options as the host gave them. */
static bool start_message(const NetRoom *r, NetMessage *m) {
    char seed[48], clock[TIME_CONTROL_TEXT_MAX + 8], control[TIME_CONTROL_TEXT_MAX];
    char options[GAME_OPTIONS_MAX * (GAME_OPTION_KEY_MAX + GAME_OPTION_VALUE_MAX + 1) + 1];
    snprintf(seed, sizeof seed, "seed=%" PRIu64, r->game.seed);
    if (!time_control_format(&r->control, control, sizeof control)) snprintf(control, 8, "none");
    snprintf(clock, sizeof clock, "clock=%s", control);
    game_options_format(&r->game.options, options, sizeof options);
    const char *lead[] = {r->game.rules->id, seed, clock};
    return room_message(m, NET_START, 3, lead, options);
}

/* `over ...` as the end is. */
static bool over_message(const NetRoom *r, NetMessage *m) {
    char text[128], score[48] = "";
    if (r->scored) snprintf(score, sizeof score, " score=%d,%d", r->score[0], r->score[1]);
    if (r->end_kind == OUTCOME_WIN)
        snprintf(text, sizeof text, "win %d %s%s", r->winner + 1, r->reason, score);
    else
        snprintf(text, sizeof text, "draw %s%s", r->reason, score);
    return room_message(m, NET_OVER, 0, NULL, text);
}

/* Move `m`, number `index` (from 0), played from `before` to `after`, as `who` may know it,
 * then the position where it is needed, to `to`. */
static void emit_known_move(NetRoom *r, const RoomOut *out, const void *before, const void *after,
                            Move m, int index, int who, NetRecipient to) {
    const GameRules *g = r->game.rules;
    char told[GAME_FEN_MAX], fen[GAME_FEN_MAX], ply[16], side[4];
    bool position;
    if (!room_known_move(g, before, after, m, who, told, sizeof told, &position, fen, sizeof fen)) {
        r->faults++;
        return;
    }
    snprintf(ply, sizeof ply, "%d", index + 1);
    side_word(side, sizeof side, g->to_move(before));
    const char *moved[] = {ply, side};
    emit_words(r, out, to, NET_MOVED, 2, moved, told);
    if (position) {
        const char *lead[] = {ply};
        emit_words(r, out, to, NET_POSITION, 1, lead, fen);
    }
}

/* The start position `st` where it hides something from `who`. */
static void emit_start_position(NetRoom *r, const RoomOut *out, const void *st, int who,
                                NetRecipient to) {
    char fen[GAME_FEN_MAX];
    if (!room_known_start(r->game.rules, st, who, fen, sizeof fen)) return;
    const char *lead[] = {"0"};
    emit_words(r, out, to, NET_POSITION, 1, lead, fen);
}

/* Every move of `line` as it was, once a game that hid something is over. */
static void emit_reveals(NetRoom *r, const RoomOut *out, NetRecipient to, const GameLine *line) {
    const GameRules *g = r->game.rules;
    if (!room_game_hides(g)) return;
    for (int i = 0; i < line->length; i++) {
        const void *st = game_line_state_at(line, i);
        char text[GAME_MOVE_TEXT_MAX], ply[16], side[4];
        if (!g->move_to_text(st, line->moves[i], text, sizeof text)) {
            r->faults++;
            continue;
        }
        snprintf(ply, sizeof ply, "%d", i + 1);
        side_word(side, sizeof side, g->to_move(st));
        const char *lead[] = {ply, side};
        emit_words(r, out, to, NET_REVEAL, 2, lead, text);
    }
}

/* The game so far to one recipient (`who` a side or NET_ROLE_SPECTATOR) through `to`: its
 * start, every move as it may know it, the clocks, who is away, the end and what it revealed. */
static void emit_game(NetRoom *r, const RoomOut *out, int who, NetRecipient to, int64_t now_us) {
    NetMessage m;
    if (!net_room_started(r)) return;
    GameLine line;
    Error err;
    if (!room_game_line(&r->game, &line, &err)) {
        r->faults++;
        return;
    }
    if (start_message(r, &m))
        room_emit(r, out, to, &m);
    else
        r->faults++;
    emit_start_position(r, out, game_line_state_at(&line, 0), who, to);
    for (int i = 0; i < line.length; i++)
        emit_known_move(r, out, game_line_state_at(&line, i), game_line_state_at(&line, i + 1),
                        line.moves[i], i, who, to);
    emit_clock(r, out, to, now_us);
    for (int side = 0; side < 2; side++)
        if (side != who && !r->over && r->deadline_us[side]) {
            waiting_message(r, side, now_us, &m);
            room_emit(r, out, to, &m);
        }
    if (who != NET_ROLE_SPECTATOR && !r->over && r->draw_offer == 1 - who) {
        const char *offer[] = {"offer"};
        emit_words(r, out, to, NET_DRAW, 1, offer, NULL);
    }
    if (r->over) {
        if (over_message(r, &m)) room_emit(r, out, to, &m);
        emit_reveals(r, out, to, &line);
    }
    game_line_free(&line);
}

static void emit_seat(NetRoom *r, const RoomOut *out, NetRecipient to, int side) {
    char word[4];
    side_word(word, sizeof word, side);
    const char *lead[] = {word, r->token[side]};
    emit_words(r, out, to, NET_SEAT, 2, lead, NULL);
}

/* The end: the clocks stop, everyone is told, and what was hidden is revealed. */
static void finish(NetRoom *r, const RoomOut *out, Outcome o, int64_t now_us) {
    r->over = true;
    r->end_kind = o.kind;
    r->winner = o.kind == OUTCOME_WIN ? o.winner : -1;
    snprintf(r->reason, sizeof r->reason, "%s", o.reason && o.reason[0] ? o.reason : "end");
    r->scored = o.score[0] != 0 || o.score[1] != 0;
    r->score[0] = o.score[0];
    r->score[1] = o.score[1];
    r->draw_offer = -1;
    r->rematch[0] = r->rematch[1] = false;
    r->deadline_us[0] = r->deadline_us[1] = 0;
    game_clock_pause(&r->clock, now_us);
    r->version++;
    NetMessage m;
    if (over_message(r, &m)) emit_all(r, out, &m);
    emit_clock_all(r, out, now_us);
    if (!room_game_hides(r->game.rules)) return;
    GameLine line;
    Error err;
    if (!room_game_line(&r->game, &line, &err)) {
        r->faults++;
        return;
    }
    for (int i = 0; i < 3; i++) emit_reveals(r, out, everyone[i], &line);
    game_line_free(&line);
}

static Outcome loses(int side, const char *reason) {
    return (Outcome){.kind = OUTCOME_WIN, .winner = 1 - side, .score = {0, 0}, .reason = reason};
}

/* A side that is away and whose wait ran out first, or whose flag fell, loses on time. */
static void check_time(NetRoom *r, const RoomOut *out, int64_t now_us) {
    if (!net_room_started(r) || r->over) return;
    int late = -1;
    for (int side = 0; side < 2; side++) {
        int64_t d = r->deadline_us[side];
        if (d && d <= now_us && (late < 0 || d < r->deadline_us[late])) late = side;
    }
    /* Both waits ran out together (a restarted server): the side to move loses. */
    if (late >= 0 && r->deadline_us[1 - late] == r->deadline_us[late]) late = to_move(r);
    if (late < 0) late = game_clock_flag_fallen(&r->clock, now_us);
    if (late >= 0) finish(r, out, loses(late, "time"), now_us);
}

/* ---- Making and freeing ---- */

static bool random_u64(uint64_t *out) {
    size_t got = 0;
    unsigned char *p = (unsigned char *)out;
    while (got < sizeof *out) {
        ssize_t n = getrandom(p + got, sizeof *out - got, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        got += (size_t)n;
    }
    return true;
}

NetRoom *room_alloc(void) {
    NetRoom *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->host_side = 0;
    r->draw_offer = -1;
    r->winner = -1;
    r->games = 1;
    r->rejoin_wait_ms = ROOM_DEFAULT_WAIT_MS;
    return r;
}

NetRoom *net_room_new(const char *code, const NetMessage *host, const NetRoomSettings *settings,
                      int64_t now_us, NetRoomSend send, void *context, Error *err) {
    NetRoomSettings none = {0};
    if (!settings) settings = &none;
    if (!code || !net_room_code_valid(code)) return error_set(err, "bad room code"), NULL;
    if (!host || host->verb != NET_HOST || host->argc < 1)
        return error_set(err, "a room is made by 'host <game>'"), NULL;
    const GameRules *g = game_find(host->args[0]);
    if (!g) {
        char known[256];
        game_id_list(known, sizeof known);
        return error_set(err, "unknown game '%.64s' (known: %s)", host->args[0], known), NULL;
    }
    GameOptions opts, seed_opt;
    game_options_init(&opts);
    game_options_init(&seed_opt);
    TimeControl control = {.kind = CLOCK_NONE};
    bool have_clock = false, have_side = false;
    int host_side = 0;
    for (int i = 1; i < host->argc; i++) {
        const char *a = host->args[i];
        if (strncmp(a, "clock=", 6) == 0) {
            if (have_clock) return error_set(err, "option clock given twice"), NULL;
            if (!time_control_parse(a + 6, &control, err)) return NULL;
            have_clock = true;
        } else if (strncmp(a, "seat=", 5) == 0) {
            if (have_side) return error_set(err, "option seat given twice"), NULL;
            if (strcmp(a + 5, "1") != 0 && strcmp(a + 5, "2") != 0)
                return error_set(err, "option seat=%.16s: expected 1 or 2", a + 5), NULL;
            host_side = a[5] - '1';
            have_side = true;
        } else if (!game_options_add(strncmp(a, "seed=", 5) == 0 ? &seed_opt : &opts, a, err)) {
            return NULL;
        }
    }
    uint64_t seed = settings->seed;
    bool random_seeds = !settings->have_seed && seed_opt.count == 0;
    if (random_seeds && !random_u64(&seed))
        return error_set(err, "no random seed from the system"), NULL;
    if (!game_options_get_seed(&seed_opt, seed, &seed, err)) return NULL;
    NetRoom *r = room_alloc();
    if (!r) return error_set(err, "out of memory"), NULL;
    if (!room_game_start(&r->game, g, &opts, seed, err)) {
        free(r);
        return NULL;
    }
    snprintf(r->code, sizeof r->code, "%s", code);
    r->control = control;
    game_clock_start(&r->clock, &control);
    r->random_seeds = random_seeds;
    for (int side = 0; side < 2; side++) {
        const char *t = settings->tokens[side];
        if (t && strlen(t) == NET_TOKEN_TEXT - 1 && strspn(t, "0123456789abcdef") == strlen(t)) {
            memcpy(r->token[side], t, NET_TOKEN_TEXT);
        } else if (!net_token_new(r->token[side], err)) {
            net_room_free(r);
            return NULL;
        }
    }
    if (settings->rejoin_wait_ms > 0) r->rejoin_wait_ms = settings->rejoin_wait_ms;
    r->host_side = host_side;
    r->last_now_us = now_us;
    /* The `start` line must fit the protocol's bounds with the seed and clock added. */
    NetMessage start;
    char probe[NET_LINE_MAX + 2];
    if (!start_message(r, &start) || !net_message_format(&start, probe, sizeof probe, err)) {
        net_room_free(r);
        return error_set(err, "the options are too long for the game's start line"), NULL;
    }
    r->taken[host_side] = r->present[host_side] = true;
    RoomOut out = {send, context};
    const char *room[] = {r->code};
    emit_words(r, &out, NET_TO_SENDER, NET_ROOM, 1, room, NULL);
    emit_seat(r, &out, NET_TO_SENDER, host_side);
    return r;
}

void net_room_free(NetRoom *r) {
    if (!r) return;
    room_game_free(&r->game);
    free(r);
}

const char *net_room_code(const NetRoom *r) {
    return r->code;
}

/* ---- Seats ---- */

/* A side is away during the game: the clocks wait, everyone else is told how long it has. */
static void start_waiting(NetRoom *r, const RoomOut *out, int side, int64_t now_us) {
    r->deadline_us[side] = now_us + r->rejoin_wait_ms * 1000;
    clock_follow(r, now_us);
    NetMessage m;
    waiting_message(r, side, now_us, &m);
    emit_others(r, out, side, &m);
    for (int i = 0; i < 3; i++)
        if ((int)everyone[i] != side) emit_clock(r, out, everyone[i], now_us);
}

/* Both seats taken: the game to everyone, the clock of the side to move running (or a seat that
 * went away before the start waited for). */
static void begin(NetRoom *r, const RoomOut *out, int64_t now_us) {
    clock_follow(r, now_us);
    for (int i = 0; i < 3; i++) {
        int who = i == 2 ? NET_ROLE_SPECTATOR : i;
        NetMessage m;
        if (start_message(r, &m))
            room_emit(r, out, everyone[i], &m);
        else
            r->faults++;
        emit_start_position(r, out, r->game.state, who, everyone[i]);
        emit_clock(r, out, everyone[i], now_us);
    }
    for (int side = 0; side < 2; side++)
        if (!r->present[side]) start_waiting(r, out, side, now_us);
}

int net_room_join(NetRoom *r, int64_t now_us, NetRoomSend send, void *context, Error *err) {
    r->last_now_us = now_us;
    RoomOut out = {send, context};
    int side = !r->taken[0] ? 0 : !r->taken[1] ? 1 : -1;
    if (side < 0) return error_set(err, "the room is full"), -1;
    r->taken[side] = r->present[side] = true;
    r->version++;
    emit_seat(r, &out, NET_TO_SENDER, side);
    if (net_room_started(r)) begin(r, &out, now_us);
    return side;
}

int net_room_rejoin(NetRoom *r, const char *token, int64_t now_us, NetRoomSend send, void *context,
                    Error *err) {
    RoomOut out = {send, context};
    r->last_now_us = now_us;
    int side = -1;
    for (int s = 0; s < 2; s++)
        if (r->taken[s] && token && net_token_equal(token, r->token[s])) side = s;
    if (side < 0) return error_set(err, "no seat of this room has that token"), -1;
    check_time(r, &out, now_us); /* a wait that ran out before this rejoin stands */
    bool was_waiting = r->deadline_us[side] != 0;
    r->present[side] = true;
    r->deadline_us[side] = 0;
    clock_follow(r, now_us);
    emit_seat(r, &out, NET_TO_SENDER, side);
    emit_game(r, &out, side, NET_TO_SENDER, now_us);
    if (was_waiting) {
        NetMessage m;
        waiting_message(r, side, now_us, &m);
        emit_others(r, &out, side, &m);
        emit_clock(r, &out, (NetRecipient)(1 - side), now_us);
        emit_clock(r, &out, NET_TO_SPECTATORS, now_us);
    }
    return side;
}

void net_room_watch_at(NetRoom *r, int64_t now_us, NetRoomSend send, void *context) {
    RoomOut out = {send, context};
    check_time(r, &out, now_us);
    r->last_now_us = now_us;
    emit_game(r, &out, NET_ROLE_SPECTATOR, NET_TO_SENDER, now_us);
}

void net_room_watch(NetRoom *r, NetRoomSend send, void *context) {
    net_room_watch_at(r, r->last_now_us, send, context);
}

void net_room_left(NetRoom *r, int side, int64_t now_us, NetRoomSend send, void *context) {
    r->last_now_us = now_us;
    if (side < 0 || side > 1 || !r->present[side]) return;
    RoomOut out = {send, context};
    check_time(r, &out, now_us);
    r->present[side] = false;
    if (net_room_started(r) && !r->over) start_waiting(r, &out, side, now_us);
    /* A rematch asked for stands only while its asker is here. */
    r->rematch[side] = false;
}

/* ---- Messages ---- */

/* A new game after both seats asked for one: the seats swapped, a new seed, the clocks anew. */
static bool rematch(NetRoom *r, const RoomOut *out, int64_t now_us) {
    uint64_t seed = r->game.seed + 1;
    if (r->random_seeds) random_u64(&seed); /* on failure, the next seed still differs */
    RoomGame next;
    Error err;
    if (!room_game_start(&next, r->game.rules, &r->game.options, seed, &err))
        return refuse(r, out, err.message);
    room_game_free(&r->game);
    r->game = next;
    char token[NET_TOKEN_TEXT];
    memcpy(token, r->token[0], sizeof token);
    memcpy(r->token[0], r->token[1], sizeof token);
    memcpy(r->token[1], token, sizeof token);
    bool present = r->present[0];
    r->present[0] = r->present[1];
    r->present[1] = present;
    r->host_side = 1 - r->host_side;
    r->over = false;
    r->end_kind = OUTCOME_ONGOING;
    r->winner = -1;
    r->reason[0] = '\0';
    r->scored = false;
    r->draw_offer = -1;
    r->rematch[0] = r->rematch[1] = false;
    r->deadline_us[0] = r->deadline_us[1] = 0;
    game_clock_start(&r->clock, &r->control);
    r->games++;
    r->version++;
    /* Each seat's connection is still where it was: its new side goes there (the server swaps
     * the two seats' connections when net_room_games goes up). */
    for (int side = 0; side < 2; side++) emit_seat(r, out, (NetRecipient)(1 - side), side);
    begin(r, out, now_us);
    return true;
}

static bool play(NetRoom *r, const RoomOut *out, int role, const char *text, int64_t now_us) {
    const GameRules *g = r->game.rules;
    if (role == NET_ROLE_SPECTATOR) return refuse(r, out, "spectators do not play");
    if (!net_room_started(r)) return refuse(r, out, "the game has not started");
    if (r->over) return refuse(r, out, "the game is over");
    if (role != to_move(r)) return refuse(r, out, "not your turn");
    Error err;
    Move m;
    const void *st = r->game.state;
    if (!g->move_from_text(st, text, &m, &err)) return refuse(r, out, err.message);
    if (!game_move_is_legal(g, st, m)) return refuse(r, out, "illegal move");
    void *before = malloc(g->state_size);
    if (!before) return refuse(r, out, "out of memory");
    memcpy(before, st, g->state_size);
    GameClock clock_before = r->clock;
    int64_t ms = game_clock_move_done(&r->clock, role, now_us);
    if (!room_game_play(&r->game, m, have_clock(r) ? ms : -1)) {
        r->clock = clock_before;
        free(before);
        return refuse(r, out, "out of memory");
    }
    r->draw_offer = -1; /* a move answers a standing offer */
    r->version++;
    int index = r->game.length - 1;
    for (int i = 0; i < 3; i++)
        emit_known_move(r, out, before, r->game.state, m, index, i == 2 ? NET_ROLE_SPECTATOR : i,
                        everyone[i]);
    free(before);
    Outcome o = room_game_outcome(&r->game);
    if (o.kind != OUTCOME_ONGOING) {
        finish(r, out, o, now_us);
        return true;
    }
    clock_follow(r, now_us);
    emit_clock_all(r, out, now_us);
    return true;
}

static bool draw(NetRoom *r, const RoomOut *out, int role, const char *what, int64_t now_us) {
    if (role == NET_ROLE_SPECTATOR) return refuse(r, out, "spectators do not agree draws");
    if (!net_room_started(r) || r->over) return refuse(r, out, "no game is being played");
    const char *word[] = {what};
    if (strcmp(what, "offer") == 0) {
        if (r->draw_offer == role) return refuse(r, out, "your offer stands");
        if (r->draw_offer == 1 - role) return refuse(r, out, "answer the offer made to you");
        r->draw_offer = role;
        emit_words(r, out, (NetRecipient)(1 - role), NET_DRAW, 1, word, NULL);
        return true;
    }
    if (strcmp(what, "accept") != 0 && strcmp(what, "decline") != 0)
        return refuse(r, out, "draw offer, accept or decline");
    if (r->draw_offer != 1 - role) return refuse(r, out, "no draw was offered to you");
    r->draw_offer = -1;
    if (what[0] == 'a') {
        finish(
            r, out,
            (Outcome){.kind = OUTCOME_DRAW, .winner = -1, .score = {0, 0}, .reason = "agreement"},
            now_us);
        return true;
    }
    emit_words(r, out, (NetRecipient)(1 - role), NET_DRAW, 1, word, NULL);
    return true;
}

bool net_room_handle(NetRoom *r, int role, const NetMessage *m, int64_t now_us, NetRoomSend send,
                     void *context) {
    RoomOut out = {send, context};
    r->last_now_us = now_us;
    if (role < 0 || role > NET_ROLE_SPECTATOR) return refuse(r, &out, "not in this room");
    check_time(r, &out, now_us); /* a flag that fell before the message ends the game first */
    switch (m->verb) {
    case NET_PLAY:
        if (m->argc != 1) return refuse(r, &out, "play <move>");
        return play(r, &out, role, m->args[0], now_us);
    case NET_RESIGN:
        if (role == NET_ROLE_SPECTATOR) return refuse(r, &out, "spectators do not resign");
        if (!net_room_started(r) || r->over) return refuse(r, &out, "no game is being played");
        finish(r, &out, loses(role, "resignation"), now_us);
        return true;
    case NET_DRAW:
        if (m->argc != 1) return refuse(r, &out, "draw offer, accept or decline");
        return draw(r, &out, role, m->args[0], now_us);
    case NET_REMATCH:
        if (role == NET_ROLE_SPECTATOR) return refuse(r, &out, "spectators do not play");
        if (!r->over) return refuse(r, &out, "the game is not over");
        if (r->rematch[role]) return refuse(r, &out, "you asked already");
        r->rematch[role] = true;
        if (!r->rematch[1 - role]) {
            room_emit(r, &out, (NetRecipient)(1 - role), m);
            return true;
        }
        return rematch(r, &out, now_us);
    case NET_SAY: {
        if (role == NET_ROLE_SPECTATOR) return refuse(r, &out, "spectators do not speak");
        if (m->argc != 1 || !net_phrase_known(m->args[0]))
            return refuse(r, &out, "not one of the phrases");
        char side[4];
        side_word(side, sizeof side, role);
        const char *said[] = {side, m->args[0]};
        NetMessage line;
        if (room_message(&line, NET_SAID, 2, said, NULL)) emit_all(r, &out, &line);
        return true;
    }
    case NET_PING: {
        if (m->argc != 1) return refuse(r, &out, "ping <n>");
        const char *n[] = {m->args[0]};
        emit_words(r, &out, NET_TO_SENDER, NET_PONG, 1, n, NULL);
        return true;
    }
    default:
        return refuse(r, &out, "not a message for a room");
    }
}

int64_t net_room_tick(NetRoom *r, int64_t now_us, NetRoomSend send, void *context) {
    r->last_now_us = now_us;
    RoomOut out = {send, context};
    check_time(r, &out, now_us);
    if (!net_room_started(r) || r->over) return -1;
    int64_t next = -1;
    for (int side = 0; side < 2; side++)
        if (r->deadline_us[side] && (next < 0 || r->deadline_us[side] - now_us < next))
            next = r->deadline_us[side] - now_us;
    int running = game_clock_running(&r->clock);
    if (running >= 0 && have_clock(r)) {
        int64_t left = game_clock_remaining_ms(&r->clock, running, now_us) * 1000;
        if (left < 1000) left = 1000; /* under a millisecond left: look again in one */
        if (next < 0 || left < next) next = left;
    }
    return next < 0 ? -1 : next;
}

/* ---- Questions ---- */

bool net_room_started(const NetRoom *r) {
    return r->taken[0] && r->taken[1];
}

bool net_room_over(const NetRoom *r) {
    return r->over;
}

bool net_room_seat_taken(const NetRoom *r, int side) {
    return side >= 0 && side < 2 && r->taken[side];
}

bool net_room_seat_present(const NetRoom *r, int side) {
    return side >= 0 && side < 2 && r->present[side];
}

unsigned net_room_version(const NetRoom *r) {
    return r->version;
}

unsigned net_room_games(const NetRoom *r) {
    return r->games;
}

unsigned net_room_faults(const NetRoom *r) {
    return r->faults;
}

size_t net_room_memory(const NetRoom *r) {
    return sizeof *r + room_game_memory(&r->game);
}

char *net_room_record(const NetRoom *r, Error *err) {
    GameRecordPlayers players;
    for (int side = 0; side < 2; side++)
        snprintf(players.name[side], sizeof players.name[side], "remote");
    GameRecordTimes times = {.move_ms = r->game.move_ms,
                             .count = have_clock(r) ? r->game.length : 0};
    if (!have_clock(r) || !time_control_format(&r->control, times.control, sizeof times.control))
        times.control[0] = '\0';
    GameLine line;
    if (!room_game_line(&r->game, &line, err)) return NULL;
    char *text = game_record_format_timed(&line, &players, &times, err);
    game_line_free(&line);
    return text;
}
