/* SPDX-License-Identifier: GPL-3.0-or-later */
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
/* The options back as "k=v k=v" (in the order given). */
void game_options_format(const GameOptions *o, char *buf, size_t n);

/* Marks a string as a message for translation (the app translates it where it shows it). */
#ifndef N_
#define N_(s) s
#endif

/* What a game says about one of its options: the values its setup takes and its default, with
 * the words a person is shown, so that setup, the CLI, the protocol and the new-game panel all
 * read the one table (GameRules.options). */
#define GAME_OPTION_VALUES_MAX 40
#define GAME_OPTION_PICKS_MAX 5

typedef enum GameOptionKind {
    GAME_OPTION_CHOICE, /* one of `values` */
    GAME_OPTION_NUMBER, /* a whole number from min to max; `values` are the panel's steps */
    GAME_OPTION_PICKS,  /* `picks` of `values`, comma separated, one panel row each */
    GAME_OPTION_TEXT,   /* free text the game parses itself; not in the panel */
} GameOptionKind;

typedef struct GameOptionDesc {
    const char *key;
    GameOptionKind kind;
    const char *label; /* msgid of the panel's row; NULL: not offered there */
    int count;         /* of values */
    /* Values, and their msgids; a NULL value stands for leaving the option out, so that the
     * game decides (a seeded first player, drafting in game, a chosen deal). */
    const char *values[GAME_OPTION_VALUES_MAX];
    const char *labels[GAME_OPTION_VALUES_MAX];
    int initial;   /* the default: what setup does when the option is absent */
    int suggested; /* where the panel starts */
    long min, max; /* NUMBER */
    /* Offered only while the row `when_key` shows `when_value` (NULL: while it is left out). */
    const char *when_key, *when_value;
    bool when;
    int picks;                                      /* PICKS */
    const char *pick_id;                            /* PICKS: the panel rows are <pick_id>1.. */
    const char *pick_labels[GAME_OPTION_PICKS_MAX]; /* msgids */
    int pick_suggested[GAME_OPTION_PICKS_MAX];
    /* A player number ("1", "2") that the new-game panel sets to the person's in a game against
     * the computer, and that a rematch swaps with the sides; never a panel row. */
    bool person;
} GameOptionDesc;

/* Fails with "unknown option 'x' for <game> (known: a, b)" on a key the table does not hold
 * (seed is known to every game), and with the allowed values on a choice or number outside
 * them. Every game's setup calls this first. */
bool game_options_check_table(const GameOptions *o, const char *game, const GameOptionDesc *table,
                              int count, Error *err);
/* After the check: the index of the value given for a choice, else the default's. */
int game_options_choice(const GameOptions *o, const GameOptionDesc *d);
/* After the check: the number given, else the default's. */
long game_options_number(const GameOptions *o, const GameOptionDesc *d);
/* "mode=standard|method1|method2 (standard)" for each option of the table, one per line, for
 * help texts. */
void game_options_describe(const GameOptionDesc *table, int count, char *buf, size_t n);

/* A rematch swaps the sides: each `person` option given names the other player. */
void game_options_swap_person(GameOptions *o, const GameOptionDesc *table, int count);

/* Value helpers with clear errors naming the key. */
bool game_options_get_int(const GameOptions *o, const char *key, long fallback, long min, long max,
                          long *out, Error *err);
/* seed=N if given, else `fallback`. */
bool game_options_get_seed(const GameOptions *o, uint64_t fallback, uint64_t *out, Error *err);

#endif
