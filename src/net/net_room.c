/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee room: seats, the game on its line and clocks, and the answer to every client
 * message as lines each recipient may know (docs/protocol.md, "the referee protocol"). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/secret.h"
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

/* Whether the clocks wait now for an absent seat (its pause for this absence not over). */
static bool clocks_wait(const NetRoom *r) {
    for (int side = 0; side < 2; side++)
        if (!r->present[side] && r->pause_until_us[side]) return true;
    return false;
}

/* The clock runs for the side to move while the game is on and the clocks wait for no one. */
static void clock_follow(NetRoom *r, int64_t now_us) {
    if (net_room_started(r) && !r->over && !clocks_wait(r))
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
    if (r->gone[side]) { /* its time to come back ran out */
        snprintf(m->args[1], NET_WORD_MAX, "0");
        return;
    }
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

Outcome room_end(const NetRoom *r) {
    if (!r->over)
        return (Outcome){.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
    Outcome o = {.kind = r->end_kind, .winner = r->winner, .score = {0, 0}, .reason = r->reason};
    if (r->scored) {
        o.score[0] = r->score[0];
        o.score[1] = r->score[1];
    }
    return o;
}

/* `over ...` as the end is. */
static bool over_message(const NetRoom *r, NetMessage *m) {
    char text[GAME_END_TEXT_MAX];
    return game_end_to_text(room_end(r), text, sizeof text) &&
           room_message(m, NET_OVER, 0, NULL, text);
}

/* What `who` was told of move `index` (0: the start) through `to`: its `moved` line, then its
 * `position` where one had to follow. The same lines whether live or from the cache. */
static void emit_told_lines(NetRoom *r, const RoomOut *out, NetRecipient to, int index, int mover,
                            const char *told, const char *position) {
    char ply[16], side[4];
    snprintf(ply, sizeof ply, "%d", index);
    if (index > 0) {
        side_word(side, sizeof side, mover);
        const char *moved[] = {ply, side};
        emit_words(r, out, to, NET_MOVED, 2, moved, told);
    }
    if (position[0]) {
        const char *lead[] = {ply};
        emit_words(r, out, to, NET_POSITION, 1, lead,
                   strcmp(position, ROOM_TOLD_NO_TEXT) == 0 ? "" : position);
    }
}

static int slot_of(int who) {
    return who == NET_ROLE_SPECTATOR ? 2 : who;
}

/* The cache holds every move played (and the start): rebuilt from the moves if it does not. */
static bool told_ready(NetRoom *r) {
    if (!r->told.broken && r->told.count == r->game.length + 1) return true;
    Error err;
    return room_told_rebuild(&r->told, &r->game, &err);
}

/* Move `index` (0: the start) as `who` was told it, from the cache. */
static void emit_told(NetRoom *r, const RoomOut *out, int index, int who, NetRecipient to) {
    int mover;
    const char *told, *position;
    if (!room_told_get(&r->told, index, slot_of(who), &mover, &told, &position)) {
        r->faults++;
        return;
    }
    emit_told_lines(r, out, to, index, mover, told, position);
}

/* Every move as it was, once a game that hid something is over. */
static void emit_reveals(NetRoom *r, const RoomOut *out, NetRecipient to) {
    if (!room_game_hides(r->game.rules)) return;
    if (!told_ready(r)) {
        r->faults++;
        return;
    }
    for (int i = 1; i <= r->game.length; i++) {
        int mover;
        const char *text, *unused;
        if (!room_told_get(&r->told, i, ROOM_TOLD_TRUTH, &mover, &text, &unused) || !text[0]) {
            r->faults++;
            continue;
        }
        char ply[16], side[4];
        snprintf(ply, sizeof ply, "%d", i);
        side_word(side, sizeof side, mover);
        const char *lead[] = {ply, side};
        emit_words(r, out, to, NET_REVEAL, 2, lead, text);
    }
}

/* `gone <side>`: its time to come back ran out in a game without a clock. */
static bool gone_message(int side, NetMessage *m) {
    char word[4];
    side_word(word, sizeof word, side);
    const char *lead[] = {word};
    return room_message(m, NET_GONE, 1, lead, NULL);
}

/* The game so far to one recipient (`who` a side or NET_ROLE_SPECTATOR) through `to`: its
 * start, every move as it may know it, the clocks, who is away or gone, an offer standing, the
 * end and what it revealed, and a rematch asked. Copied from what was told live (the cache):
 * a greeting costs no replay of the game. */
static void emit_game(NetRoom *r, const RoomOut *out, int who, NetRecipient to, int64_t now_us) {
    NetMessage m;
    if (!net_room_started(r)) return;
    if (!told_ready(r)) {
        r->faults++;
        return;
    }
    bool burst = r->burst;
    r->burst = true;
    if (start_message(r, &m))
        room_emit(r, out, to, &m);
    else
        r->faults++;
    for (int i = 0; i <= r->game.length; i++) emit_told(r, out, i, who, to);
    emit_clock(r, out, to, now_us);
    for (int side = 0; side < 2; side++) {
        if (side == who || r->over) continue;
        if (r->deadline_us[side] || r->gone[side]) {
            waiting_message(r, side, now_us, &m);
            room_emit(r, out, to, &m);
        }
        if (r->gone[side] && gone_message(side, &m)) room_emit(r, out, to, &m);
    }
    if (who != NET_ROLE_SPECTATOR && !r->over && r->draw_offer == 1 - who) {
        const char *offer[] = {"offer"};
        emit_words(r, out, to, NET_DRAW, 1, offer, NULL);
    }
    if (r->over) {
        if (over_message(r, &m)) room_emit(r, out, to, &m);
        emit_reveals(r, out, to);
        /* A rematch asked stands for its receiver (`rematch`, as when it was asked). */
        if (who != NET_ROLE_SPECTATOR && r->rematch[1 - who] && !r->rematch[who])
            emit_words(r, out, to, NET_REMATCH, 0, NULL, NULL);
    }
    r->burst = burst;
}

static void emit_seat(NetRoom *r, const RoomOut *out, NetRecipient to, int side) {
    char word[4];
    side_word(word, sizeof word, side);
    const char *lead[] = {word, r->token[side]};
    emit_words(r, out, to, NET_SEAT, 2, lead, NULL);
}

/* A seat's absence is over (it is back, or the game ended): the time it was away and the time
 * the clocks waited for it are taken from its budgets, unless the absence was the server's. */
static void absence_end(NetRoom *r, int side, int64_t now_us) {
    if (!r->away_since_us[side]) return;
    if (r->charged[side]) {
        int64_t away = (now_us - r->away_since_us[side] + 999) / 1000;
        r->away_left_ms[side] = r->away_left_ms[side] > away ? r->away_left_ms[side] - away : 0;
        if (r->pause_until_us[side]) {
            int64_t until = r->pause_until_us[side] < now_us ? r->pause_until_us[side] : now_us;
            int64_t paused = (until - r->away_since_us[side] + 999) / 1000;
            r->pause_left_ms[side] =
                r->pause_left_ms[side] > paused ? r->pause_left_ms[side] - paused : 0;
        }
    }
    r->away_since_us[side] = 0;
    r->deadline_us[side] = 0;
    r->pause_until_us[side] = 0;
    r->charged[side] = false;
    r->version++;
}

/* The end: the clocks stop, everyone is told (`over` first), and what was hidden is revealed.
 * All of it is a burst: a queue takes it whole, so no one loses the result to a full queue. */
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
    for (int side = 0; side < 2; side++) {
        absence_end(r, side, now_us);
        r->gone[side] = false;
    }
    game_clock_pause(&r->clock, now_us);
    r->version++;
    bool burst = r->burst;
    r->burst = true;
    NetMessage m;
    if (over_message(r, &m)) emit_all(r, out, &m);
    emit_clock_all(r, out, now_us);
    for (int i = 0; i < 3; i++) emit_reveals(r, out, everyone[i]);
    r->burst = burst;
}

static Outcome loses(int side, const char *reason) {
    return (Outcome){.kind = OUTCOME_WIN, .winner = 1 - side, .score = {0, 0}, .reason = reason};
}

/* The clocks' pauses for absent seats that are over by now: each is taken from its seat's pause
 * budget, and once the clocks wait for no one they go again from the moment the last pause
 * ended, everyone told. */
static void pauses_end(NetRoom *r, const RoomOut *out, int64_t now_us) {
    int64_t resume = 0;
    for (int side = 0; side < 2; side++) {
        int64_t until = r->pause_until_us[side];
        if (!until || until > now_us) continue;
        if (r->charged[side]) {
            int64_t paused = (until - r->away_since_us[side]) / 1000;
            r->pause_left_ms[side] =
                r->pause_left_ms[side] > paused ? r->pause_left_ms[side] - paused : 0;
        }
        r->pause_until_us[side] = 0;
        r->version++;
        if (until > resume) resume = until;
    }
    if (!resume || clocks_wait(r)) return;
    game_clock_run(&r->clock, to_move(r), resume);
    emit_clock_all(r, out, now_us);
}

/* A seat's time to come back ran out in a game without a clock: the game waits on, and the
 * other seat (told, with the spectators) may claim it. */
static void become_gone(NetRoom *r, const RoomOut *out, int side) {
    r->away_left_ms[side] = 0;
    r->deadline_us[side] = 0;
    r->pause_until_us[side] = 0;
    r->gone[side] = true;
    r->version++;
    NetMessage m;
    if (gone_message(side, &m)) emit_others(r, out, side, &m);
}

/* Time's consequences by now: the clocks going again after a pause; a side away whose time to
 * come back ran out first, or whose flag fell, losing on time (or gone, without a clock); a
 * game at its length limit drawn. */
static void check_time(NetRoom *r, const RoomOut *out, int64_t now_us) {
    if (!net_room_started(r) || r->over) return;
    pauses_end(r, out, now_us);
    int late = -1;
    for (int side = 0; side < 2; side++) {
        int64_t d = r->deadline_us[side];
        if (d && d <= now_us && (late < 0 || d < r->deadline_us[late])) late = side;
    }
    if (late >= 0 && !have_clock(r)) {
        for (int side = 0; side < 2; side++)
            if (r->deadline_us[side] && r->deadline_us[side] <= now_us) become_gone(r, out, side);
        late = -1;
    }
    /* Both waits ran out together (a restarted server): the side to move loses. */
    if (late >= 0 && r->deadline_us[1 - late] == r->deadline_us[late]) late = to_move(r);
    if (late < 0) late = game_clock_flag_fallen(&r->clock, now_us);
    if (late >= 0) {
        finish(r, out, loses(late, "time"), now_us);
        return;
    }
    if (r->game.length >= r->max_plies)
        finish(r, out,
               (Outcome){.kind = OUTCOME_DRAW, .winner = -1, .score = {0, 0}, .reason = "length"},
               now_us);
}

/* ---- Making and freeing ---- */

NetRoom *room_alloc(void) {
    NetRoom *r = calloc(1, sizeof *r);
    if (!r) return NULL;
    r->host_side = 0;
    r->draw_offer = -1;
    r->winner = -1;
    r->games = 1;
    r->rejoin_wait_ms = ROOM_DEFAULT_WAIT_MS;
    r->pause_budget_ms = ROOM_DEFAULT_PAUSE_MS;
    r->pause_grace_ms = ROOM_DEFAULT_GRACE_MS;
    r->max_plies = ROOM_DEFAULT_PLIES;
    room_budgets_reset(r);
    return r;
}

void room_budgets_reset(NetRoom *r) {
    for (int side = 0; side < 2; side++) {
        r->away_left_ms[side] = r->rejoin_wait_ms;
        r->pause_left_ms[side] = r->pause_budget_ms;
        r->away_since_us[side] = 0;
        r->deadline_us[side] = 0;
        r->pause_until_us[side] = 0;
        r->charged[side] = false;
        r->gone[side] = false;
    }
}

bool room_told_begin(NetRoom *r) {
    room_told_clear(&r->told);
    RoomToldMove *m = malloc(sizeof *m);
    if (!m) return false;
    room_tell_everyone_start(r->game.rules, r->game.state, m);
    bool ok = room_told_add(&r->told, m);
    free(m);
    return ok;
}

/* A setting in milliseconds: `def` for 0, none below 0. */
static int64_t setting_ms(int64_t value, int64_t def) {
    return value == 0 ? def : value < 0 ? 0 : value;
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
    if (random_seeds && !secret_u64(&seed, NULL))
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
    r->pause_budget_ms = setting_ms(settings->pause_budget_ms, ROOM_DEFAULT_PAUSE_MS);
    r->pause_grace_ms = setting_ms(settings->pause_grace_ms, ROOM_DEFAULT_GRACE_MS);
    if (settings->max_plies > 0)
        r->max_plies = settings->max_plies < ROOM_PLIES_MAX ? settings->max_plies : ROOM_PLIES_MAX;
    room_budgets_reset(r);
    room_told_begin(r); /* out of memory: rebuilt when needed */
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
    room_told_free(&r->told);
    free(r);
}

const char *net_room_code(const NetRoom *r) {
    return r->code;
}

/* ---- Seats ---- */

/* A side is away during the game: everyone else is told how long it has to come back (its away
 * budget left), and the clocks wait for it a little (at most the grace, while its pause budget
 * lasts). */
static void start_waiting(NetRoom *r, const RoomOut *out, int side, int64_t now_us) {
    r->away_since_us[side] = now_us;
    r->charged[side] = true;
    r->deadline_us[side] = now_us + r->away_left_ms[side] * 1000;
    if (r->deadline_us[side] <= 0) r->deadline_us[side] = 1; /* 0 would say "here" */
    int64_t pause =
        r->pause_left_ms[side] < r->pause_grace_ms ? r->pause_left_ms[side] : r->pause_grace_ms;
    r->pause_until_us[side] = pause > 0 ? now_us + pause * 1000 : 0;
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
    if (!told_ready(r)) r->faults++;
    for (int i = 0; i < 3; i++) {
        int who = i == 2 ? NET_ROLE_SPECTATOR : i;
        NetMessage m;
        if (start_message(r, &m))
            room_emit(r, out, everyone[i], &m);
        else
            r->faults++;
        emit_told(r, out, 0, who, everyone[i]);
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
    bool was_waiting = r->deadline_us[side] != 0 || r->gone[side];
    r->present[side] = true;
    absence_end(r, side, now_us);
    r->gone[side] = false;
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
    if (r->rematch[side]) r->version++;
    r->rematch[side] = false;
}

/* ---- Messages ---- */

/* A new game after both seats asked for one: the seats swapped, a new seed, the clocks anew. */
static bool rematch(NetRoom *r, const RoomOut *out, int64_t now_us) {
    uint64_t seed = r->game.seed + 1;
    if (r->random_seeds) secret_u64(&seed, NULL); /* on failure, the next seed still differs */
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
    room_budgets_reset(r);
    room_told_begin(r); /* out of memory: rebuilt when needed */
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
    /* What each recipient may know of it, sent and kept for the greetings. */
    RoomToldMove *told = malloc(sizeof *told);
    if (told && room_tell_everyone(g, before, r->game.state, m, told)) {
        for (int i = 0; i < 3; i++)
            emit_told_lines(r, out, everyone[i], r->game.length, told->mover, told->told[i],
                            told->position[i]);
        if (r->told.broken || r->told.count != r->game.length || !room_told_add(&r->told, told))
            r->told.broken = true; /* rebuilt from the moves when next needed */
    } else {
        r->faults += 3;
        r->told.broken = true;
    }
    free(told);
    free(before);
    Outcome o = room_game_outcome(&r->game);
    if (o.kind == OUTCOME_ONGOING && r->game.length >= r->max_plies)
        o = (Outcome){.kind = OUTCOME_DRAW, .winner = -1, .score = {0, 0}, .reason = "length"};
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
        r->version++; /* an offer standing is saved: it outlives a restart */
        emit_words(r, out, (NetRecipient)(1 - role), NET_DRAW, 1, word, NULL);
        return true;
    }
    if (strcmp(what, "accept") != 0 && strcmp(what, "decline") != 0)
        return refuse(r, out, "draw offer, accept or decline");
    if (r->draw_offer != 1 - role) return refuse(r, out, "no draw was offered to you");
    r->draw_offer = -1;
    r->version++;
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
        r->version++;
        if (!r->rematch[1 - role]) {
            room_emit(r, &out, (NetRecipient)(1 - role), m);
            return true;
        }
        return rematch(r, &out, now_us);
    case NET_CLAIM:
        if (role == NET_ROLE_SPECTATOR) return refuse(r, &out, "spectators do not claim games");
        if (!net_room_started(r) || r->over) return refuse(r, &out, "no game is being played");
        if (!r->gone[1 - role])
            return refuse(r, &out, "the other side has not run out of time to come back");
        finish(r, &out, loses(1 - role, "abandoned"), now_us);
        return true;
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
    for (int side = 0; side < 2; side++) {
        int64_t d = r->deadline_us[side];
        if (d && (next < 0 || d - now_us < next)) next = d - now_us;
        d = r->pause_until_us[side];
        if (d && d != INT64_MAX && (next < 0 || d - now_us < next)) next = d - now_us;
    }
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

bool net_room_burst(const NetRoom *r) {
    return r && r->burst;
}

size_t net_room_memory(const NetRoom *r) {
    return sizeof *r + room_game_memory(&r->game) + room_told_memory(&r->told);
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
    /* How the game ended when its moves do not show it (a resignation, a flag, a draw agreed, a
     * claim, the length limit), so that the record reads as the game ended. */
    if (r->over && game_line_outcome(&line).kind == OUTCOME_ONGOING) {
        Outcome end = room_end(r);
        end.score[0] = end.score[1] = 0; /* a record's end is its kind and reason */
        game_end_to_text(end, times.end, sizeof times.end);
    }
    char *text = game_record_format_timed(&line, &players, &times, err);
    game_line_free(&line);
    return text;
}
