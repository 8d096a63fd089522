/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A move in words for players: message ids and arguments that the app translates, since the
 * rules layer has no catalogs. */
#ifndef DUELBOARD_RULES_MOVE_WORDS_H
#define DUELBOARD_RULES_MOVE_WORDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define GAME_WORDS_PHRASES 4 /* phrases in one move's words, joined by "%s, %s" */
#define GAME_WORDS_ARGS 6    /* arguments of one phrase */
#define GAME_WORDS_LITERAL 48
#define GAME_WORDS_TEXT_MAX 256 /* one move in words, translated, with its NUL */

/* An argument is either shown as it is (a square, a number) or is itself a message id to
 * translate (a card's name, "miss"). */
typedef struct GameWordArg {
    const char *msgid; /* NULL: the literal */
    char literal[GAME_WORDS_LITERAL];
} GameWordArg;

/* One phrase: a template marked with N_() whose only directives are %s (or %N$s in a
 * translation that reorders them), and its arguments in the English order. */
typedef struct GamePhrase {
    const char *msgid;
    int argc;
    GameWordArg args[GAME_WORDS_ARGS];
} GamePhrase;

typedef struct GameMoveWords {
    int count;
    GamePhrase phrases[GAME_WORDS_PHRASES];
} GameMoveWords;

/* Joins two phrases: "B2 → B3" and "fired at G8: miss" give "B2 → B3, fired at G8: miss". */
extern const char *const game_words_join;

void game_words_clear(GameMoveWords *w);
/* Starts a new phrase with this template; NULL when the words are full (callers stop there). */
GamePhrase *game_words_add(GameMoveWords *w, const char *msgid);
/* Appends an argument: text shown as it is, or a message id translated when shown. Both do
 * nothing on a NULL phrase or past GAME_WORDS_ARGS. */
void game_phrase_literal(GamePhrase *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void game_phrase_word(GamePhrase *p, const char *msgid);

/* Translates a message id; returns msgid itself when there is no translation. */
typedef const char *(*GameWordsTranslate)(const void *ctx, const char *msgid);
/* The words as one line of text through `tr` (NULL: English). A translated template may take
 * its arguments in another order with %1$s, %2$s, ...; %% is a percent sign. False when the
 * line did not fit (it is cut, still a valid string) or the words are empty. */
bool game_words_render(const GameMoveWords *w, GameWordsTranslate tr, const void *ctx, char *buf,
                       size_t n);

/* Every message id the words use, templates and word arguments, in order (the tests check
 * each against the catalogs). Returns how many were written (at most cap). */
int game_words_msgids(const GameMoveWords *w, const char **out, int cap);
/* Whether two words are the same message with the same arguments. */
bool game_words_equal(const GameMoveWords *a, const GameMoveWords *b);

/* How a move is shown to `viewer` (the side at the screen, -1 for neither), the setting
 * "Show moves as" asking for the notation or not: in words (written into *words), in the
 * notation, or not at all. The notation tells the whole move, so the other side's move in a
 * game that hides something is shown in it only when its words are the mover's own (nothing
 * of it is hidden); otherwise the words, and nothing when the game has none. */
typedef enum GameMoveShown {
    GAME_SHOWN_NOTHING,
    GAME_SHOWN_WORDS,
    GAME_SHOWN_NOTATION
} GameMoveShown;
struct GameRules;
GameMoveShown game_move_shown(const struct GameRules *g, const void *st, uint64_t m, int viewer,
                              bool played, bool notation, GameMoveWords *words);

#endif
