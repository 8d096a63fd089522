/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading and writing records: a versioned header, then one move per line in notation. */
#include "rules/game_record.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_builder.h"
#include "core/text_file.h"

#define RECORD_LINE_MAX 2048
/* The longest move time a record holds: 12 digits of milliseconds, some 31 years. */
#define MOVE_MS_MAX 999999999999LL

/* Splits "key rest" in place: returns the key and points *rest at the trimmed remainder. */
static char *split_key(char *line, char **rest) {
    char *p = line;
    while (*p && !isspace((unsigned char)*p)) p++;
    if (*p) *p++ = '\0';
    while (*p && isspace((unsigned char)*p)) p++;
    *rest = p;
    return line;
}

static bool parse_seed(const char *text, uint64_t *out) {
    if (!*text || *text == '-') return false;
    char *end;
    errno = 0;
    unsigned long long v = strtoull(text, &end, 10);
    if (*end || errno) return false;
    *out = (uint64_t)v;
    return true;
}

typedef struct Header {
    int version;
    const GameRules *rules;
    GameOptions options;
    bool have_seed, have_fen, have_clock;
    uint64_t seed;
    char fen[GAME_FEN_MAX];
    char clock[GAME_RECORD_CONTROL_MAX];
    char end[GAME_RECORD_END_MAX];
    int end_line; /* the line number of `end`, 0 without one */
    bool have_choices;
    uint64_t choice_seed;
} Header;

/* Reads 1 to `max_digits` digits at *p and moves past them. */
static bool skip_number(const char **p, int max_digits) {
    int n = 0;
    while (isdigit((unsigned char)**p)) {
        if (++n > max_digits) return false;
        (*p)++;
    }
    return n > 0;
}

/* Reads seconds at *p, whole or with 1 to 3 decimals, and moves past them. */
static bool skip_seconds(const char **p) {
    if (!skip_number(p, 6)) return false;
    if (**p != '.') return true;
    (*p)++;
    return skip_number(p, 3);
}

/* Whether `text` has the shape of a time control: "none", "10", "5+3", "0:30+0.5" or "move:10".
 * What the numbers mean is the session's to judge (time_control_parse); a record only keeps the
 * text whole. */
static bool control_shape_ok(const char *text) {
    if (strcmp(text, "none") == 0) return true;
    const char *p = text;
    if (strncmp(p, "move:", 5) == 0) {
        p += 5;
        return skip_seconds(&p) && !*p;
    }
    if (!skip_number(&p, 6)) return false;
    if (*p == ':') {
        p++;
        if (!isdigit((unsigned char)p[0]) || !isdigit((unsigned char)p[1])) return false;
        if (!skip_seconds(&p)) return false;
    }
    if (*p == '+') {
        p++;
        if (!skip_seconds(&p)) return false;
    }
    return !*p;
}

/* A move's time: whole milliseconds written "4210ms". */
static bool parse_move_time(const char *text, int64_t *out) {
    const char *p = text;
    if (!skip_number(&p, 12) || strcmp(p, "ms") != 0) return false;
    *out = strtoll(text, NULL, 10);
    return true;
}

/* Room for one more move time in `times`, the moves before it without one (-1). */
static bool times_put(GameRecordTimes *times, int *cap, int index, int64_t ms) {
    if (index >= *cap) {
        int bigger = *cap ? *cap * 2 : 64;
        while (bigger <= index) bigger *= 2;
        int64_t *grown = realloc(times->move_ms, (size_t)bigger * sizeof *grown);
        if (!grown) return false;
        times->move_ms = grown;
        *cap = bigger;
    }
    while (times->count < index) times->move_ms[times->count++] = -1;
    times->move_ms[index] = ms;
    times->count = index + 1;
    return true;
}

static bool parse_header_line(Header *h, char *line, GameRecordPlayers *players, Error *err) {
    char *rest;
    char *key = split_key(line, &rest);
    if (strcmp(key, "game") == 0) {
        if (h->rules) return error_set(err, "the game is named twice");
        h->rules = game_find(rest);
        if (!h->rules) {
            char ids[256];
            game_id_list(ids, sizeof ids);
            return error_set(err, "unknown game '%s' (known: %s)", rest, ids);
        }
        return true;
    }
    if (strcmp(key, "options") == 0) return game_options_parse_line(&h->options, rest, err);
    if (strcmp(key, "seed") == 0) {
        if (!parse_seed(rest, &h->seed)) return error_set(err, "bad seed '%s'", rest);
        h->have_seed = true;
        return true;
    }
    if (strcmp(key, "fen") == 0) {
        if (strlen(rest) >= sizeof h->fen) return error_set(err, "position is too long");
        strcpy(h->fen, rest);
        h->have_fen = true;
        return true;
    }
    if (strcmp(key, "clock") == 0) {
        if (h->have_clock) return error_set(err, "the clock is named twice");
        if (strlen(rest) >= sizeof h->clock || !control_shape_ok(rest))
            return error_set(err, "bad clock '%.64s' (expected none, 10, 5+3, 0:30+1 or move:10)",
                             rest);
        strcpy(h->clock, rest);
        h->have_clock = true;
        return true;
    }
    if (strcmp(key, "end") == 0) { /* only where the version can say it, as with a clock */
        Outcome o;
        char reason[GAME_END_REASON_MAX];
        if (h->version < 3) return error_set(err, "'end' needs record format version 3");
        if (h->end[0]) return error_set(err, "the end is named twice");
        if (!game_end_from_text(rest, &o, reason, err)) return false;
        if (strlen(rest) >= sizeof h->end)
            return error_set(err, "bad end '%.64s': longer than a record keeps", rest);
        strcpy(h->end, rest);
        return true;
    }
    if (strcmp(key, "choices") == 0) {
        if (h->version < 4) return error_set(err, "'choices' needs record format version 4");
        if (h->have_choices) return error_set(err, "the choices' seed is named twice");
        if (!parse_seed(rest, &h->choice_seed))
            return error_set(err, "bad choices' seed '%.64s' (expected a number)", rest);
        h->have_choices = true;
        return true;
    }
    if (strcmp(key, "players") == 0) {
        char a[GAME_RECORD_PLAYER_MAX], b[GAME_RECORD_PLAYER_MAX], extra;
        if (sscanf(rest, "%63s %63s %c", a, b, &extra) != 2)
            return error_set(err, "expected 'players <first> <second>'");
        if (players) {
            strcpy(players->name[0], a);
            strcpy(players->name[1], b);
        }
        return true;
    }
    return error_set(err, "unknown header line '%s'", key);
}

void game_record_times_free(GameRecordTimes *times) {
    free(times->move_ms);
    memset(times, 0, sizeof *times);
}

bool game_record_load(const char *text, GameLine *line, GameRecordPlayers *players, Error *err) {
    return game_record_load_timed(text, line, players, NULL, err);
}

bool game_record_load_timed(const char *text, GameLine *line, GameRecordPlayers *players,
                            GameRecordTimes *out_times, Error *err) {
    memset(line, 0, sizeof *line);
    if (out_times) memset(out_times, 0, sizeof *out_times);
    /* Read into a local copy so a caller's times are only filled by a whole record. */
    GameRecordTimes times = {0};
    int times_cap = 0;
    if (!text_is_plain(text, strlen(text), err)) return false;
    Header h;
    memset(&h, 0, sizeof h);
    game_options_init(&h.options);
    if (players) {
        strcpy(players->name[0], "human");
        strcpy(players->name[1], "human");
    }
    TextLines it;
    text_lines_begin(&it, text);
    char buf[RECORD_LINE_MAX];
    bool too_long, in_moves = false, started = false;
    while (text_lines_next(&it, buf, sizeof buf, &too_long)) {
        if (too_long) {
            error_set(err, "line is too long");
            goto fail;
        }
        text_trim(buf);
        if (!buf[0] || buf[0] == '#') continue;
        if (h.version == 0) {
            int v;
            char extra;
            if (sscanf(buf, "duelboard-record %d %c", &v, &extra) != 1) {
                error_set(err, "not a Duelboard record (expected 'duelboard-record <version>')");
                goto fail;
            }
            if (v < 1 || v > GAME_RECORD_VERSION) {
                error_set(err,
                          "record format version %d is not supported (this build reads 1 to %d)", v,
                          GAME_RECORD_VERSION);
                goto fail;
            }
            h.version = v;
            continue;
        }
        if (!in_moves) {
            if (strcmp(buf, "moves") == 0) {
                in_moves = true;
                if (!h.rules) {
                    error_set(err, "the record names no game");
                    goto fail;
                }
                bool ok = h.have_fen ? game_line_start_fen(line, h.rules, h.fen, err)
                                     : game_line_start(line, h.rules, &h.options,
                                                       h.have_seed ? h.seed : 0, err);
                if (!ok) goto fail;
                started = true;
                continue;
            }
            if (!parse_header_line(&h, buf, players, err)) goto fail;
            if (h.end[0] && !h.end_line) h.end_line = it.number;
            continue;
        }
        char *time_text;
        char *move_text = split_key(buf, &time_text);
        int index = line->length;
        if (*time_text) {
            int64_t ms;
            if (!parse_move_time(time_text, &ms)) {
                error_set(
                    err, "move %d '%.64s' has a bad time '%.32s' (expected milliseconds, '4210ms')",
                    index + 1, move_text, time_text);
                goto fail;
            }
            if (!times_put(&times, &times_cap, index, ms)) {
                error_set(err, "out of memory");
                goto fail;
            }
        }
        if (!game_line_play_text(line, move_text, err)) {
            /* Name the move: a record from another version may hold moves legal only there. */
            error_prefix(err, "move %d '%.64s' is illegal: ", index + 1, move_text);
            goto fail;
        }
    }
    if (h.version == 0) {
        error_set(err, "empty file, not a Duelboard record");
        it.number = 1;
        goto fail;
    }
    if (!in_moves) {
        error_set(err, "the record ends before its 'moves' line (truncated?)");
        goto fail;
    }
    if (h.end[0] && game_line_outcome(line).kind != OUTCOME_ONGOING) {
        error_set(err, "'end %.48s' names an end, but the moves have ended the game already",
                  h.end);
        it.number = h.end_line;
        goto fail;
    }
    /* Once any move has a time, every move has an entry: the moves after the last timed one
     * have none (-1). */
    if (times.count && times.count < line->length &&
        !times_put(&times, &times_cap, line->length - 1, -1)) {
        error_set(err, "out of memory");
        goto fail;
    }
    if (out_times) {
        strcpy(times.control, h.clock);
        strcpy(times.end, h.end);
        times.seeded_choices = h.have_choices;
        times.choice_seed = h.choice_seed;
        *out_times = times;
    } else {
        free(times.move_ms);
    }
    return true;
fail:
    error_prefix(err, "line %d: ", it.number ? it.number : 1);
    if (started) game_line_free(line);
    memset(line, 0, sizeof *line);
    free(times.move_ms);
    if (out_times) memset(out_times, 0, sizeof *out_times);
    return false;
}

char *game_record_format(const GameLine *line, const GameRecordPlayers *players, Error *err) {
    return game_record_format_timed(line, players, NULL, err);
}

char *game_record_format_timed(const GameLine *line, const GameRecordPlayers *players,
                               const GameRecordTimes *times, Error *err) {
    const GameRules *g = line->rules;
    bool clock = times && times->control[0];
    int timed = 0; /* moves that have a time */
    for (int i = 0; times && i < times->count && i < line->length; i++) {
        if (times->move_ms[i] > MOVE_MS_MAX) {
            error_set(err, "move %d's time (%" PRId64 " ms) cannot be written", i + 1,
                      times->move_ms[i]);
            return NULL;
        }
        if (times->move_ms[i] >= 0) timed++;
    }
    Outcome end;
    char reason[GAME_END_REASON_MAX];
    bool ended = times && times->end[0];
    if (ended && !game_end_from_text(times->end, &end, reason, NULL)) {
        error_set(err, "the end '%.48s' cannot be written", times->end);
        return NULL;
    }
    if (ended && game_line_outcome(line).kind != OUTCOME_ONGOING) {
        error_set(err, "the end '%.48s' cannot be written: the moves have ended the game",
                  times->end);
        return NULL;
    }
    if (clock && !control_shape_ok(times->control)) {
        error_set(err,
                  "the time control '%.64s' cannot be written (expected none, 10, 5+3, 0:30+1 or "
                  "move:10)",
                  times->control);
        return NULL;
    }
    TextBuilder t = {0};
    char buf[GAME_OPTIONS_MAX * (GAME_OPTION_KEY_MAX + GAME_OPTION_VALUE_MAX + 2) + 64];
    bool seeded = times && times->seeded_choices;
    snprintf(buf, sizeof buf, "duelboard-record %d\ngame %s\n",
             seeded           ? 4
             : ended          ? 3
             : clock || timed ? 2
                              : 1,
             g->id);
    text_builder_add(&t, buf);
    if (line->from_fen) {
        snprintf(buf, sizeof buf, "fen %s\n", line->start_fen);
        text_builder_add(&t, buf);
    } else {
        GameOptions opts = line->options;
        /* The seed has its own line; keeping it out of the options avoids saying it twice. */
        for (int i = 0; i < opts.count; i++) {
            if (strcmp(opts.items[i].key, "seed") == 0) {
                opts.items[i] = opts.items[--opts.count];
                i--;
            }
        }
        char optbuf[sizeof buf - 16];
        game_options_format(&opts, optbuf, sizeof optbuf);
        snprintf(buf, sizeof buf, "options %s\nseed %" PRIu64 "\n", optbuf, line->seed);
        text_builder_add(&t, buf);
    }
    if (players) {
        snprintf(buf, sizeof buf, "players %s %s\n", players->name[0], players->name[1]);
        text_builder_add(&t, buf);
    }
    if (clock) {
        snprintf(buf, sizeof buf, "clock %s\n", times->control);
        text_builder_add(&t, buf);
    }
    if (ended) {
        snprintf(buf, sizeof buf, "end %s\n", times->end);
        text_builder_add(&t, buf);
    }
    if (seeded) {
        snprintf(buf, sizeof buf, "choices %" PRIu64 "\n", times->choice_seed);
        text_builder_add(&t, buf);
    }
    text_builder_add(&t, "moves\n");
    for (int i = 0; i < line->length; i++) {
        char mv[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(game_line_state_at(line, i), line->moves[i], mv, sizeof mv)) {
            free(t.data);
            error_set(err, "move %d cannot be written", i + 1);
            return NULL;
        }
        text_builder_add(&t, mv);
        if (timed && i < times->count && times->move_ms[i] >= 0) {
            snprintf(buf, sizeof buf, " %" PRId64 "ms", times->move_ms[i]);
            text_builder_add(&t, buf);
        }
        text_builder_add(&t, "\n");
    }
    if (t.failed) {
        free(t.data);
        error_set(err, "out of memory");
        return NULL;
    }
    return t.data;
}
