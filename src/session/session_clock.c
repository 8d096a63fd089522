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
    "expected minutes+seconds as chess players write them ('5+3'), minutes alone ('10'), "         \
    "minutes:seconds for less than a minute ('0:30+1'), 'move:' and seconds ('move:10') or "       \
    "'none'"

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

/* Reads seconds at *p, whole or with up to three decimals ("3", "0.05"), as milliseconds: a
 * clock's finest step is the millisecond. */
static bool read_seconds(const char **p, int64_t *ms) {
    const char *s = *p;
    int64_t whole, fraction = 0;
    if (!read_number(&s, &whole)) return false;
    if (*s == '.') {
        s++;
        int digits = 0;
        while (isdigit((unsigned char)*s)) {
            if (++digits > 3) return false;
            fraction = fraction * 10 + (*s++ - '0');
        }
        if (!digits) return false;
        for (; digits < 3; digits++) fraction *= 10;
    }
    *p = s;
    *ms = whole * 1000 + fraction;
    return true;
}

/* Reads the time each side starts with at *p: whole minutes ("5"), or minutes, ':' and two
 * digits of seconds, with decimals if need be ("0:30", "0:02.5"), as a clock shows it. */
static bool read_base(const char **p, int64_t *ms) {
    const char *s = *p;
    int64_t minutes, seconds_ms = 0;
    if (!read_number(&s, &minutes)) return false;
    if (*s == ':') {
        s++;
        if (!isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1])) return false;
        if (!read_seconds(&s, &seconds_ms) || seconds_ms >= 60000) return false;
    }
    *p = s;
    *ms = minutes * 60000 + seconds_ms;
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
        if (!read_seconds(&p, &a) || *p)
            return error_set(err, "bad time per move '%s': expected seconds ('move:10')", buf);
        if (a < 1 || a > (int64_t)TIME_CONTROL_MOVE_MAX * 1000)
            return error_set(err, "time per move '%s' must be above 0 and at most %d seconds", buf,
                             TIME_CONTROL_MOVE_MAX);
        tc.kind = CLOCK_PER_MOVE;
        tc.base_ms = a;
        *out = tc;
        return true;
    }
    if (!read_base(&p, &a) || (*p && *p != '+'))
        return error_set(err, "bad time control '%s': " TIME_CONTROL_EXPECTED, buf);
    if (a < 1 || a > (int64_t)TIME_CONTROL_MINUTES_MAX * 60000)
        return error_set(err,
                         "time control '%s': the time each must be above 0 and at most %d minutes",
                         buf, TIME_CONTROL_MINUTES_MAX);
    tc.base_ms = a;
    if (!*p) {
        tc.kind = CLOCK_SUDDEN_DEATH;
        *out = tc;
        return true;
    }
    p++;
    if (!read_seconds(&p, &b) || *p)
        return error_set(
            err, "bad time control '%s': the increment after '+' is seconds ('5+3', '0:30+0.5')",
            buf);
    if (b > (int64_t)TIME_CONTROL_INCREMENT_MAX * 1000)
        return error_set(err, "time control '%s': the increment must be at most %d seconds", buf,
                         TIME_CONTROL_INCREMENT_MAX);
    tc.kind = CLOCK_FISCHER;
    tc.increment_ms = b;
    *out = tc;
    return true;
}

/* Milliseconds as seconds in the text form: whole, or with the decimals they need. */
static int format_seconds(char *buf, size_t n, int64_t ms) {
    if (ms % 1000 == 0) return snprintf(buf, n, "%" PRId64, ms / 1000);
    int64_t fraction = ms % 1000;
    int digits = 3;
    while (fraction % 10 == 0) fraction /= 10, digits--;
    return snprintf(buf, n, "%" PRId64 ".%0*" PRId64, ms / 1000, digits, fraction);
}

/* The time each starts with: whole minutes, else minutes:seconds. */
static int format_base(char *buf, size_t n, int64_t ms) {
    if (ms % 60000 == 0) return snprintf(buf, n, "%" PRId64, ms / 60000);
    char seconds[24];
    format_seconds(seconds, sizeof seconds, ms % 60000);
    return snprintf(buf, n, "%" PRId64 ":%s%s", ms / 60000, ms % 60000 < 10000 ? "0" : "", seconds);
}

bool time_control_format(const TimeControl *tc, char *buf, size_t n) {
    int64_t base = tc->base_ms, inc = tc->increment_ms;
    int written = -1;
    char base_text[TIME_CONTROL_TEXT_MAX], inc_text[TIME_CONTROL_TEXT_MAX];
    switch (tc->kind) {
    case CLOCK_NONE:
        written = snprintf(buf, n, "none");
        break;
    case CLOCK_SUDDEN_DEATH:
    case CLOCK_FISCHER:
        if (base < 1 || base > (int64_t)TIME_CONTROL_MINUTES_MAX * 60000) break;
        format_base(base_text, sizeof base_text, base);
        if (tc->kind == CLOCK_SUDDEN_DEATH) {
            written = snprintf(buf, n, "%s", base_text);
            break;
        }
        if (inc < 0 || inc > (int64_t)TIME_CONTROL_INCREMENT_MAX * 1000) break;
        format_seconds(inc_text, sizeof inc_text, inc);
        written = snprintf(buf, n, "%s+%s", base_text, inc_text);
        break;
    case CLOCK_PER_MOVE:
        if (base < 1 || base > (int64_t)TIME_CONTROL_MOVE_MAX * 1000) break;
        format_seconds(base_text, sizeof base_text, base);
        written = snprintf(buf, n, "move:%s", base_text);
        break;
    }
    if (written < 0 || (size_t)written >= n) {
        if (n) buf[0] = '\0';
        return false;
    }
    return true;
}

int64_t time_control_plan_move_ms(const TimeControl *tc, int64_t remaining_ms, int plies_played,
                                  const AiGameLength *length, int64_t level_ms) {
    if (tc->kind == CLOCK_NONE) return 0;
    if (tc->kind == CLOCK_PER_MOVE) return ai_plan_per_move_ms(tc->base_ms, level_ms);
    return ai_plan_move_time_ms(remaining_ms, tc->increment_ms, plies_played, length, level_ms);
}

/* Minutes or seconds as words show them: as the text form writes them ("5", "0:30", "0.05"),
 * so that a clock under a minute reads as a clock shows it, not as a fraction of a minute. */
static void phrase_minutes(GamePhrase *p, int64_t ms) {
    char text[TIME_CONTROL_TEXT_MAX];
    format_base(text, sizeof text, ms);
    game_phrase_literal(p, "%s", text);
}

static void phrase_seconds(GamePhrase *p, int64_t ms) {
    char text[TIME_CONTROL_TEXT_MAX];
    format_seconds(text, sizeof text, ms);
    game_phrase_literal(p, "%s", text);
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
        phrase_minutes(p, tc->base_ms);
        break;
    case CLOCK_FISCHER:
        p = game_words_add(out, N_("%s min + %s s"));
        phrase_minutes(p, tc->base_ms);
        phrase_seconds(p, tc->increment_ms);
        break;
    case CLOCK_PER_MOVE:
        p = game_words_add(out, N_("%s s per move"));
        phrase_seconds(p, tc->base_ms);
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
