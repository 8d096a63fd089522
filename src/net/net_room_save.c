/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A room as one text to store, and back: a few header lines (the format, code, tokens, seats,
 * settings, the seats' budgets, a draw offer and rematch asks standing, and the end), then the
 * game's timed record, whose moves' times rebuild the clocks. Version 1 (before the budgets,
 * the length limit and the offers were kept) is still read. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_room_internal.h"
#include "rules/game_record.h"

#define ROOM_SAVE_VERSION 2
#define ROOM_WAIT_MAX_MS (24 * 3600 * 1000LL) /* a saved wait longer than a day is not ours */

char *net_room_save(const NetRoom *r, Error *err) {
    char *record = net_room_record(r, err);
    if (!record) return NULL;
    char end[GAME_END_TEXT_MAX];
    if (!game_end_to_text(room_end(r), end, sizeof end)) snprintf(end, sizeof end, "-");
    char offer[4] = "-";
    if (r->draw_offer == 0 || r->draw_offer == 1)
        snprintf(offer, sizeof offer, "%d", r->draw_offer + 1);
    char head[1024];
    int n = snprintf(
        head, sizeof head,
        "duelboard-room %d\ncode %s\ntokens %s %s\nhost %d\nwait %" PRId64
        "\nseats %d %d\ngames %u\nseeds %s\npauses %" PRId64 " %" PRId64 "\nplies %d\naway %" PRId64
        " %" PRId64 "\npaused %" PRId64 " %" PRId64 "\noffer %s\nrematch %d %d\nend %s\nrecord\n",
        ROOM_SAVE_VERSION, r->code, r->token[0], r->token[1], r->host_side + 1, r->rejoin_wait_ms,
        r->taken[0], r->taken[1], r->games, r->random_seeds ? "random" : "fixed",
        r->pause_budget_ms, r->pause_grace_ms, r->max_plies, r->away_left_ms[0], r->away_left_ms[1],
        r->pause_left_ms[0], r->pause_left_ms[1], offer, r->rematch[0], r->rematch[1], end);
    size_t size = strlen(record);
    char *text = n > 0 && (size_t)n < sizeof head ? malloc((size_t)n + size + 1) : NULL;
    if (!text) {
        free(record);
        return error_set(err, "out of memory"), NULL;
    }
    memcpy(text, head, (size_t)n);
    memcpy(text + n, record, size + 1);
    free(record);
    return text;
}

/* The next header line, "<key> <rest>", into `rest`; false when the text has no such line. */
static bool header(const char **at, const char *key, char *rest, size_t n) {
    const char *p = *at;
    size_t k = strlen(key);
    if (strncmp(p, key, k) != 0) return false;
    const char *eol = strchr(p, '\n');
    if (!eol) return false;
    const char *value = p + k;
    if (*value == ' ')
        value++;
    else if (value != eol)
        return false;
    size_t len = (size_t)(eol - value);
    if (len >= n) return false;
    memcpy(rest, value, len);
    rest[len] = '\0';
    *at = eol + 1;
    return true;
}

static bool hex_token(const char *t) {
    return strlen(t) == NET_TOKEN_TEXT - 1 && strspn(t, "0123456789abcdef") == NET_TOKEN_TEXT - 1;
}

/* The end as game_end_to_text writes it, or "-" while the game is on. */
static bool read_end(NetRoom *r, const char *text) {
    if (strcmp(text, "-") == 0) return true;
    Outcome o;
    if (!game_end_from_text(text, &o, r->reason, NULL)) return false;
    r->end_kind = o.kind;
    r->winner = o.winner;
    r->scored = o.score[0] != 0 || o.score[1] != 0;
    r->score[0] = o.score[0];
    r->score[1] = o.score[1];
    r->over = true;
    return true;
}

/* A number of milliseconds from 0 to a day. */
static bool read_ms(const char *text, int64_t *out) {
    char *end;
    long long v = strtoll(text, &end, 10);
    if (end == text || (*end && *end != ' ') || v < 0 || v > ROOM_WAIT_MAX_MS) return false;
    *out = v;
    return true;
}

/* Two such numbers, "<a> <b>" and nothing else. */
static bool read_ms_pair(const char *text, int64_t out[2]) {
    const char *space = strchr(text, ' ');
    return space && read_ms(text, &out[0]) && read_ms(space + 1, &out[1]) &&
           !strchr(space + 1, ' ');
}

/* Version 2's lines after `seeds`: the pause settings, the length limit, each seat's away and
 * pause budgets left, the draw offer standing and the rematch asks. */
static bool read_budgets(const char **at, NetRoom *r) {
    char v[128], extra[8];
    int64_t pair[2];
    int plies, a, b;
    if (!header(at, "pauses", v, sizeof v) || !read_ms_pair(v, pair)) return false;
    r->pause_budget_ms = pair[0];
    r->pause_grace_ms = pair[1];
    if (!header(at, "plies", v, sizeof v) || sscanf(v, "%d%1s", &plies, extra) != 1 || plies < 1 ||
        plies > ROOM_PLIES_MAX)
        return false;
    r->max_plies = plies;
    if (!header(at, "away", v, sizeof v) || !read_ms_pair(v, pair)) return false;
    for (int side = 0; side < 2; side++) r->away_left_ms[side] = pair[side];
    if (!header(at, "paused", v, sizeof v) || !read_ms_pair(v, pair)) return false;
    for (int side = 0; side < 2; side++) r->pause_left_ms[side] = pair[side];
    if (!header(at, "offer", v, sizeof v)) return false;
    if (strcmp(v, "1") == 0 || strcmp(v, "2") == 0)
        r->draw_offer = v[0] - '1';
    else if (strcmp(v, "-") != 0)
        return false;
    if (!header(at, "rematch", v, sizeof v) || sscanf(v, "%d %d%1s", &a, &b, extra) != 2 ||
        (a != 0 && a != 1) || (b != 0 && b != 1))
        return false;
    r->rematch[0] = a;
    r->rematch[1] = b;
    return true;
}

static NetRoom *bad(NetRoom *r, Error *err, const char *what) {
    net_room_free(r);
    error_set(err, "saved room: %s", what);
    return NULL;
}

NetRoom *net_room_restore(const char *text, int64_t now_us, Error *err) {
    NetRoom *r = room_alloc();
    if (!r) return error_set(err, "out of memory"), NULL;
    const char *at = text;
    char v[256], t0[64], t1[64], extra[8];
    int version, host, seat0, seat1;
    long long wait;
    unsigned games;
    if (!header(&at, "duelboard-room", v, sizeof v) || sscanf(v, "%d%1s", &version, extra) != 1 ||
        version < 1 || version > ROOM_SAVE_VERSION)
        return bad(r, err, "not a saved room of this version");
    if (!header(&at, "code", v, sizeof v) || !net_room_code_valid(v))
        return bad(r, err, "bad room code");
    /* The server writes codes in capitals and finds rooms by them (a code typed in small
     * letters is read as capitals): a code in small letters is not one it wrote. */
    for (const char *c = v; *c; c++)
        if (*c >= 'a' && *c <= 'z') return bad(r, err, "the room code is not in capitals");
    snprintf(r->code, sizeof r->code, "%s", v);
    if (!header(&at, "tokens", v, sizeof v) || sscanf(v, "%63s %63s%1s", t0, t1, extra) != 2 ||
        !hex_token(t0) || !hex_token(t1))
        return bad(r, err, "bad tokens");
    memcpy(r->token[0], t0, NET_TOKEN_TEXT);
    memcpy(r->token[1], t1, NET_TOKEN_TEXT);
    if (!header(&at, "host", v, sizeof v) || sscanf(v, "%d%1s", &host, extra) != 1 ||
        (host != 1 && host != 2))
        return bad(r, err, "bad host side");
    r->host_side = host - 1;
    if (!header(&at, "wait", v, sizeof v) || sscanf(v, "%lld%1s", &wait, extra) != 1 || wait <= 0 ||
        wait > ROOM_WAIT_MAX_MS)
        return bad(r, err, "bad rejoin wait");
    r->rejoin_wait_ms = wait;
    if (!header(&at, "seats", v, sizeof v) || sscanf(v, "%d %d%1s", &seat0, &seat1, extra) != 2 ||
        (seat0 != 0 && seat0 != 1) || (seat1 != 0 && seat1 != 1))
        return bad(r, err, "bad seats");
    r->taken[0] = seat0;
    r->taken[1] = seat1;
    if (!r->taken[r->host_side]) return bad(r, err, "the host's seat is not taken");
    if (!header(&at, "games", v, sizeof v) || sscanf(v, "%u%1s", &games, extra) != 1 || games < 1)
        return bad(r, err, "bad game count");
    r->games = games;
    if (!header(&at, "seeds", v, sizeof v) || (strcmp(v, "random") && strcmp(v, "fixed")))
        return bad(r, err, "bad seeds");
    r->random_seeds = v[0] == 'r';
    room_budgets_reset(r); /* version 1 kept none: full */
    if (version >= 2 && !read_budgets(&at, r)) return bad(r, err, "bad budgets or offers");
    if (!header(&at, "end", v, sizeof v) || !read_end(r, v)) return bad(r, err, "bad end");
    if ((r->over || !net_room_started(r)) && r->draw_offer >= 0)
        return bad(r, err, "a draw offered outside a game being played");
    if (!r->over && (r->rematch[0] || r->rematch[1]))
        return bad(r, err, "a rematch asked in a game not over");
    if (!header(&at, "record", v, sizeof v) || v[0]) return bad(r, err, "no record");
    GameRecordTimes times = {0};
    GameRecordPlayers players;
    GameLine line;
    if (!game_record_load_timed(at, &line, &players, &times, err)) {
        error_prefix(err, "saved room's record: ");
        net_room_free(r);
        return NULL;
    }
    bool ok = !line.from_fen || error_set(err, "saved room: a game from a position");
    if (ok) ok = room_game_from_line(&r->game, &line, times.move_ms, times.count, err);
    game_line_free(&line);
    if (ok && times.control[0])
        ok = time_control_parse(times.control, &r->control, err);
    else
        r->control = (TimeControl){.kind = CLOCK_NONE};
    Outcome o = ok ? room_game_outcome(&r->game) : (Outcome){.kind = OUTCOME_ONGOING};
    if (ok && !net_room_started(r) && r->game.length > 0)
        ok = error_set(err, "saved room: moves before the game began");
    if (ok && !net_room_started(r) && r->over) ok = error_set(err, "saved room: ended unbegun");
    if (ok && o.kind != OUTCOME_ONGOING && !r->over)
        ok = error_set(err, "saved room: the game is over but no end is saved");
    if (!ok) {
        game_record_times_free(&times);
        net_room_free(r);
        return NULL;
    }
    /* The clocks as the moves' times left them, no side running until both seats are back. */
    game_clock_start(&r->clock, &r->control);
    GameLine replay;
    if (!room_game_line(&r->game, &replay, err)) {
        game_record_times_free(&times);
        net_room_free(r);
        return NULL;
    }
    for (int i = 0; i < replay.length; i++) {
        int64_t ms = r->game.move_ms[i];
        if (r->control.kind == CLOCK_NONE) r->game.move_ms[i] = -1;
        game_clock_replay_move(&r->clock, replay.rules->to_move(game_line_state_at(&replay, i)),
                               ms > 0 ? ms : 0);
    }
    game_line_free(&replay);
    game_record_times_free(&times);
    /* What each recipient was told of each move, for the greetings: worked out again once. */
    if (!room_told_rebuild(&r->told, &r->game, err)) {
        net_room_free(r);
        return NULL;
    }
    r->last_now_us = now_us;
    /* Both seats are away because the server was: each has the whole away budget to come back,
     * its budgets untouched, and the clocks wait until both are back. */
    if (net_room_started(r) && !r->over)
        for (int side = 0; side < 2; side++) {
            r->away_since_us[side] = now_us;
            r->deadline_us[side] = now_us + r->rejoin_wait_ms * 1000;
            r->pause_until_us[side] = INT64_MAX;
            r->charged[side] = false;
        }
    return r;
}
