/* Game options: `key=value` pairs as typed on the command line, in the protocol and in records. */
#ifndef DUELBOARD_RULES_GAME_OPTIONS_H
#define DUELBOARD_RULES_GAME_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"

#define GAME_OPTIONS_MAX 16
#define GAME_OPTION_KEY_MAX 32
#define GAME_OPTION_VALUE_MAX 512

typedef struct GameOption {
    char key[GAME_OPTION_KEY_MAX];
    char value[GAME_OPTION_VALUE_MAX];
} GameOption;

typedef struct GameOptions {
    int count;
    GameOption items[GAME_OPTIONS_MAX];
} GameOptions;

void game_options_init(GameOptions *o);
/* Adds one "key=value" token; a repeated key, a missing '=' or an over-long part fails. */
bool game_options_add(GameOptions *o, const char *token, Error *err);
/* Adds every white-space separated token of `line`. */
bool game_options_parse_line(GameOptions *o, const char *line, Error *err);
const char *game_options_get(const GameOptions *o, const char *key); /* NULL if absent */
/* Fails with "unknown option 'x' for <game> (known: a, b)" on any key not in `known`
 * (a NULL-terminated list). Every game calls this first in setup. */
bool game_options_check_known(const GameOptions *o, const char *game, const char *const known[],
                              Error *err);
/* The options back as "k=v k=v" (in the order given). */
void game_options_format(const GameOptions *o, char *buf, size_t n);

/* Value helpers with clear errors naming the key. */
bool game_options_get_bool(const GameOptions *o, const char *key, bool fallback, bool *out,
                           Error *err); /* on|off */
bool game_options_get_int(const GameOptions *o, const char *key, long fallback, long min, long max,
                          long *out, Error *err);
/* The index of the value in `choices` (NULL-terminated), or `fallback` when absent. */
bool game_options_get_choice(const GameOptions *o, const char *key, const char *const choices[],
                             int fallback, int *out, Error *err);
/* seed=N if given, else `fallback`. */
bool game_options_get_seed(const GameOptions *o, uint64_t fallback, uint64_t *out, Error *err);

#endif
