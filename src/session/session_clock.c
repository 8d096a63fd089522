/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Time controls and the two sides' clocks: the rules of flag fall, increment and pauses. */
#include "session/session_clock.h"

#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#ifndef N_
#define N_(s) s
#endif

#define TIME_CONTROL_EXPECTED                                                                      \
    "expected 'none', minutes ('10'), minutes+seconds ('5+3') or 'move:' and seconds ('move:10')"

/* Reads a whole number of at most 6 digits at *p and moves past it; false when none is there.
 * No sign, no spaces: the text form is short and anything else is a typo. */
static bool read_number(const char **p, int64_t *out) {
    const char *s = *p;
    int64_t v = 0;
    int digits = 0;
    while (isdigit((unsigned char)*s)) {
        if (++digits > 6) return false;
        v = v * 10 + (*s++ - '0');
    }
    if (!digits) return false;
    *p = s;
    *out = v;
    return true;
}

bool time_control_parse(const char *text, TimeControl *out, Error *err) {
    char buf[64];
    while (isspace((unsigned char)*text)) text++;
    size_t len = strlen(text);
    while (len && isspace((unsigned char)text[len - 1])) len--;
    if (len == 0) return error_set(err, "no time control given: " TIME_CONTROL_EXPECTED);
    if (len >= sizeof buf)
        return error_set(err, "time control is too long: " TIME_CONTROL_EXPECTED);
    memcpy(buf, text, len);
    buf[len] = '\0';

    TimeControl tc = {CLOCK_NONE, 0, 0};
    if (strcmp(buf, "none") == 0) {
        *out = tc;
        return true;
    }
    const char *p = buf;
    int64_t a, b;
    if (strncmp(p, "move:", 5) == 0) {
        p += 5;
        if (!read_number(&p, &a) || *p)
            return error_set(err, "bad time per move '%s': expected whole seconds ('move:10')",
                             buf);
        if (a < 1 || a > TIME_CONTROL_MOVE_MAX)
            return error_set(err, "time per move '%s' must be from 1 to %d seconds", buf,
                             TIME_CONTROL_MOVE_MAX);
        tc.kind = CLOCK_PER_MOVE;
        tc.base_ms = a * 1000;
        *out = tc;
        return true;
    }
    if (!read_number(&p, &a))
        return error_set(err, "bad time control '%s': " TIME_CONTROL_EXPECTED, buf);
    if (a < 1 || a > TIME_CONTROL_MINUTES_MAX)
        return error_set(err, "time control '%s': the time each must be from 1 to %d minutes", buf,
                         TIME_CONTROL_MINUTES_MAX);
    tc.base_ms = a * 60000;
    if (!*p) {
        tc.kind = CLOCK_SUDDEN_DEATH;
        *out = tc;
        return true;
    }
    if (*p != '+') return error_set(err, "bad time control '%s': " TIME_CONTROL_EXPECTED, buf);
    p++;
    if (!read_number(&p, &b) || *p)
        return error_set(
            err, "bad time control '%s': the increment after '+' is whole seconds ('5+3')", buf);
    if (b > TIME_CONTROL_INCREMENT_MAX)
        return error_set(err, "time control '%s': the increment must be at most %d seconds", buf,
                         TIME_CONTROL_INCREMENT_MAX);
    tc.kind = CLOCK_FISCHER;
    tc.increment_ms = b * 1000;
    *out = tc;
    return true;
}

bool time_control_format(const TimeControl *tc, char *buf, size_t n) {
    int64_t base = tc->base_ms, inc = tc->increment_ms;
    int written = -1;
    switch (tc->kind) {
    case CLOCK_NONE:
        written = snprintf(buf, n, "none");
        break;
    case CLOCK_SUDDEN_DEATH:
    case CLOCK_FISCHER:
        if (base % 60000 || base < 60000 || base > (int64_t)TIME_CONTROL_MINUTES_MAX * 60000) break;
        if (tc->kind == CLOCK_SUDDEN_DEATH) {
            written = snprintf(buf, n, "%" PRId64, base / 60000);
            break;
        }
        if (inc % 1000 || inc < 0 || inc > (int64_t)TIME_CONTROL_INCREMENT_MAX * 1000) break;
        written = snprintf(buf, n, "%" PRId64 "+%" PRId64, base / 60000, inc / 1000);
        break;
    case CLOCK_PER_MOVE:
        if (base % 1000 || base < 1000 || base > (int64_t)TIME_CONTROL_MOVE_MAX * 1000) break;
        written = snprintf(buf, n, "move:%" PRId64, base / 1000);
        break;
    }
    if (written < 0 || (size_t)written >= n) {
        if (n) buf[0] = '\0';
        return false;
    }
    return true;
}

/* Seconds or minutes as words show them: whole numbers plainly, the rest to a tenth. */
static void phrase_amount(GamePhrase *p, int64_t ms, int64_t unit_ms) {
    if (ms % unit_ms == 0)
        game_phrase_literal(p, "%" PRId64, ms / unit_ms);
    else
        game_phrase_literal(p, "%.1f", (double)ms / (double)unit_ms);
}

void time_control_words(const TimeControl *tc, GameMoveWords *out) {
    game_words_clear(out);
    GamePhrase *p;
    switch (tc->kind) {
    case CLOCK_NONE:
        game_words_add(out, N_("No clock"));
        break;
    case CLOCK_SUDDEN_DEATH:
        p = game_words_add(out, N_("%s min"));
        phrase_amount(p, tc->base_ms, 60000);
        break;
    case CLOCK_FISCHER:
        p = game_words_add(out, N_("%s min + %s s"));
        phrase_amount(p, tc->base_ms, 60000);
        phrase_amount(p, tc->increment_ms, 1000);
        break;
    case CLOCK_PER_MOVE:
        p = game_words_add(out, N_("%s s per move"));
        phrase_amount(p, tc->base_ms, 1000);
        break;
    }
}

void game_clock_start(GameClock *c, const TimeControl *tc) {
    memset(c, 0, sizeof *c);
    c->control = *tc;
    c->remaining_us[0] = c->remaining_us[1] = tc->base_ms * 1000;
    c->running = -1;
}

/* Charges the running stretch up to now to its side and stops it. A clock read earlier than
 * it was started (a caller's clocks disagreeing) charges nothing rather than giving time back. */
static void charge(GameClock *c, int64_t now_us) {
    if (c->running < 0) return;
    int64_t spent = now_us > c->since_us ? now_us - c->since_us : 0;
    c->remaining_us[c->running] -= spent;
    c->turn_us[c->running] += spent;
    c->running = -1;
}

void game_clock_run(GameClock *c, int side, int64_t now_us) {
    if (side < 0 || side > 1 || c->running == side) return;
    charge(c, now_us);
    c->running = side;
    c->since_us = now_us;
}

void game_clock_pause(GameClock *c, int64_t now_us) {
    charge(c, now_us);
}

int game_clock_running(const GameClock *c) {
    return c->running;
}

GameClock game_clock_stopped(const GameClock *c, int64_t now_us) {
    GameClock copy = *c;
    charge(&copy, now_us);
    return copy;
}

static int64_t remaining_us(const GameClock *c, int side, int64_t now_us) {
    int64_t left = c->remaining_us[side];
    if (c->running == side && now_us > c->since_us) left -= now_us - c->since_us;
    return left;
}

int64_t game_clock_remaining_ms(const GameClock *c, int side, int64_t now_us) {
    if (c->control.kind == CLOCK_NONE) return INT64_MAX;
    int64_t left = remaining_us(c, side, now_us);
    return left > 0 ? left / 1000 : 0;
}

int game_clock_flag_fallen(const GameClock *c, int64_t now_us) {
    if (c->control.kind == CLOCK_NONE) return -1;
    if (c->running >= 0 && remaining_us(c, c->running, now_us) <= 0) return c->running;
    for (int side = 0; side < 2; side++)
        if (remaining_us(c, side, now_us) <= 0) return side;
    return -1;
}

/* The end of `side`'s move on a stopped clock: the increment, or a per-move control's time for
 * the next move; the time used on the move (microseconds) is returned and forgotten. */
static int64_t end_move(GameClock *c, int side) {
    int64_t used = c->turn_us[side];
    c->turn_us[side] = 0;
    bool fallen = c->control.kind != CLOCK_NONE && c->remaining_us[side] <= 0;
    if (!fallen) {
        if (c->control.kind == CLOCK_FISCHER)
            c->remaining_us[side] += c->control.increment_ms * 1000;
        else if (c->control.kind == CLOCK_PER_MOVE)
            c->remaining_us[side] = c->control.base_ms * 1000;
    }
    return used;
}

int64_t game_clock_move_done(GameClock *c, int side, int64_t now_us) {
    if (side < 0 || side > 1) return 0;
    if (c->running == side) charge(c, now_us);
    return (end_move(c, side) + 500) / 1000;
}

void game_clock_replay_move(GameClock *c, int side, int64_t ms) {
    if (side < 0 || side > 1 || c->running >= 0) return;
    if (ms > 0) {
        c->remaining_us[side] -= ms * 1000;
        c->turn_us[side] += ms * 1000;
    }
    end_move(c, side);
}

bool game_clock_is_low(const GameClock *c, int side, int64_t now_us) {
    if (c->control.kind == CLOCK_NONE || side < 0 || side > 1) return false;
    int64_t base = c->control.base_ms * 1000;
    int64_t mark = base / 10 > 10000000 ? base / 10 : 10000000;
    if (mark > base / 4) mark = base / 4;
    return remaining_us(c, side, now_us) < mark;
}

void game_clock_lost_words(const char *side_msgid, GameMoveWords *out) {
    game_words_clear(out);
    game_phrase_word(game_words_add(out, N_("%s lost on time")), side_msgid);
}

void game_clock_flag_words(const char *side_msgid, GameMoveWords *out) {
    game_words_clear(out);
    game_phrase_word(game_words_add(out, N_("%s's flag fell")), side_msgid);
}

void game_clock_set(GameClock *c, const int64_t remaining_ms[2], int running, int64_t now_us) {
    for (int side = 0; side < 2; side++) {
        c->remaining_us[side] = remaining_ms[side] * 1000;
        c->turn_us[side] = 0;
    }
    c->running = running == 0 || running == 1 ? running : -1;
    c->since_us = now_us;
}
