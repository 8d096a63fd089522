/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Parsing and validation of `key=value` game options. */
#include "rules/game_options.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void game_options_init(GameOptions *o) {
    memset(o, 0, sizeof *o);
}

bool game_options_add(GameOptions *o, const char *token, Error *err) {
    const char *eq = strchr(token, '=');
    if (!eq || eq == token)
        return error_set(err, "option '%s' is not of the form key=value", token);
    size_t klen = (size_t)(eq - token);
    size_t vlen = strlen(eq + 1);
    if (klen >= GAME_OPTION_KEY_MAX)
        return error_set(err, "option name '%.40s...' is too long", token);
    if (vlen >= GAME_OPTION_VALUE_MAX)
        return error_set(err, "value of option '%.*s' is too long", (int)klen, token);
    if (o->count >= GAME_OPTIONS_MAX)
        return error_set(err, "too many options (at most %d)", GAME_OPTIONS_MAX);
    GameOption *item = &o->items[o->count];
    memcpy(item->key, token, klen);
    item->key[klen] = '\0';
    memcpy(item->value, eq + 1, vlen + 1);
    if (game_options_get(o, item->key)) return error_set(err, "option '%s' given twice", item->key);
    o->count++;
    return true;
}

bool game_options_parse_line(GameOptions *o, const char *line, Error *err) {
    char token[GAME_OPTION_KEY_MAX + GAME_OPTION_VALUE_MAX + 2];
    const char *p = line;
    for (;;) {
        while (*p && isspace((unsigned char)*p)) p++;
        if (!*p) return true;
        size_t len = 0;
        while (p[len] && !isspace((unsigned char)p[len])) len++;
        if (len >= sizeof token) return error_set(err, "option '%.40s...' is too long", p);
        memcpy(token, p, len);
        token[len] = '\0';
        if (!game_options_add(o, token, err)) return false;
        p += len;
    }
}

const char *game_options_get(const GameOptions *o, const char *key) {
    for (int i = 0; i < o->count; i++)
        if (strcmp(o->items[i].key, key) == 0) return o->items[i].value;
    return NULL;
}

void game_options_format(const GameOptions *o, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < o->count && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", i ? " " : "", o->items[i].key,
                                 o->items[i].value);
}

bool game_options_get_int(const GameOptions *o, const char *key, long fallback, long min, long max,
                          long *out, Error *err) {
    const char *v = game_options_get(o, key);
    if (!v) {
        *out = fallback;
        return true;
    }
    char *end;
    errno = 0;
    long x = strtol(v, &end, 10);
    if (!*v || *end || errno || x < min || x > max)
        return error_set(err, "option %s=%s: expected a whole number from %ld to %ld", key, v, min,
                         max);
    *out = x;
    return true;
}

bool game_options_get_seed(const GameOptions *o, uint64_t fallback, uint64_t *out, Error *err) {
    const char *v = game_options_get(o, "seed");
    if (!v) {
        *out = fallback;
        return true;
    }
    char *end;
    errno = 0;
    unsigned long long x = strtoull(v, &end, 10);
    if (!*v || *end || errno || v[0] == '-')
        return error_set(err, "option seed=%s: expected a whole number from 0 to %" PRIu64, v,
                         UINT64_MAX);
    *out = (uint64_t)x;
    return true;
}

static void list_values(const GameOptionDesc *d, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < d->count && used < n; i++)
        if (d->values[i])
            used += (size_t)snprintf(buf + used, n - used, "%s%s", used ? "|" : "", d->values[i]);
}

static const GameOptionDesc *find_desc(const GameOptionDesc *table, int count, const char *key) {
    for (int i = 0; i < count; i++)
        if (strcmp(table[i].key, key) == 0) return &table[i];
    return NULL;
}

bool game_options_check_table(const GameOptions *o, const char *game, const GameOptionDesc *table,
                              int count, Error *err) {
    for (int i = 0; i < o->count; i++) {
        const char *key = o->items[i].key, *value = o->items[i].value;
        const GameOptionDesc *d = find_desc(table, count, key);
        if (!d && strcmp(key, "seed") != 0) {
            char list[256] = "";
            size_t used = 0;
            for (int k = 0; k < count && used < sizeof list; k++)
                used += (size_t)snprintf(list + used, sizeof list - used, "%s, ", table[k].key);
            if (used < sizeof list) snprintf(list + used, sizeof list - used, "seed");
            return error_set(err, "unknown option '%s' for %s (known: %s)", key, game, list);
        }
        if (!d) continue;
        if (d->kind == GAME_OPTION_CHOICE) {
            if (game_options_choice(o, d) < 0) {
                char list[512];
                list_values(d, list, sizeof list);
                return error_set(err, "option %s=%s: expected %s", key, value, list);
            }
        } else if (d->kind == GAME_OPTION_NUMBER) {
            long x;
            if (!game_options_get_int(o, key, 0, d->min, d->max, &x, err)) return false;
        }
    }
    return true;
}

int game_options_choice(const GameOptions *o, const GameOptionDesc *d) {
    const char *v = game_options_get(o, d->key);
    if (!v) return d->initial;
    for (int i = 0; i < d->count; i++)
        if (d->values[i] && strcmp(d->values[i], v) == 0) return i;
    return -1;
}

long game_options_number(const GameOptions *o, const GameOptionDesc *d) {
    const char *v = game_options_get(o, d->key);
    if (!v) v = d->values[d->initial];
    return v ? strtol(v, NULL, 10) : 0;
}

void game_options_describe(const GameOptionDesc *table, int count, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count && used < n; i++) {
        const GameOptionDesc *d = &table[i];
        char values[512];
        if (d->kind == GAME_OPTION_CHOICE)
            list_values(d, values, sizeof values);
        else if (d->kind == GAME_OPTION_NUMBER)
            snprintf(values, sizeof values, "%ld..%ld", d->min, d->max);
        else if (d->kind == GAME_OPTION_PICKS)
            snprintf(values, sizeof values, "%d of the names below, comma separated", d->picks);
        else
            snprintf(values, sizeof values, "text");
        bool single = d->kind == GAME_OPTION_CHOICE || d->kind == GAME_OPTION_NUMBER;
        const char *def = single ? d->values[d->initial] : NULL;
        used += (size_t)snprintf(buf + used, n - used, "  %s=%s (default: %s)\n", d->key, values,
                                 def ? def : "none");
        if (d->kind == GAME_OPTION_PICKS && used < n) {
            char names[1024];
            list_values(d, names, sizeof names);
            used += (size_t)snprintf(buf + used, n - used, "    %s\n", names);
        }
    }
}

void game_options_swap_person(GameOptions *o, const GameOptionDesc *table, int count) {
    for (int i = 0; i < count; i++) {
        if (!table[i].person) continue;
        for (int k = 0; k < o->count; k++) {
            GameOption *opt = &o->items[k];
            if (strcmp(opt->key, table[i].key) != 0) continue;
            if (strcmp(opt->value, "1") == 0)
                opt->value[0] = '2';
            else if (strcmp(opt->value, "2") == 0)
                opt->value[0] = '1';
        }
    }
}
