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

bool game_options_check_known(const GameOptions *o, const char *game, const char *const known[],
                              Error *err) {
    for (int i = 0; i < o->count; i++) {
        bool found = false;
        for (int k = 0; known[k]; k++) found = found || strcmp(o->items[i].key, known[k]) == 0;
        if (found) continue;
        char list[256] = "";
        size_t used = 0;
        for (int k = 0; known[k] && used < sizeof list; k++)
            used +=
                (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? ", " : "", known[k]);
        return error_set(err, "unknown option '%s' for %s (known: %s)", o->items[i].key, game,
                         list);
    }
    return true;
}

void game_options_format(const GameOptions *o, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < o->count && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s=%s", i ? " " : "", o->items[i].key,
                                 o->items[i].value);
}

bool game_options_get_bool(const GameOptions *o, const char *key, bool fallback, bool *out,
                           Error *err) {
    static const char *const on_off[] = {"off", "on", NULL};
    int index;
    if (!game_options_get_choice(o, key, on_off, fallback ? 1 : 0, &index, err)) return false;
    *out = index == 1;
    return true;
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

bool game_options_get_choice(const GameOptions *o, const char *key, const char *const choices[],
                             int fallback, int *out, Error *err) {
    const char *v = game_options_get(o, key);
    if (!v) {
        *out = fallback;
        return true;
    }
    for (int i = 0; choices[i]; i++) {
        if (strcmp(v, choices[i]) == 0) {
            *out = i;
            return true;
        }
    }
    char list[256] = "";
    size_t used = 0;
    for (int k = 0; choices[k] && used < sizeof list; k++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", k ? "|" : "", choices[k]);
    return error_set(err, "option %s=%s: expected %s", key, v, list);
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
