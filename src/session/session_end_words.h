/* SPDX-License-Identifier: GPL-3.0-or-later */
/* How a game ended, in words for the people who played it: the result and its reason, told to
 * the person at this screen ("You win: three pawns on the centre line", "You lost on time"), or
 * naming the winner when both sides or neither are people here ("Blue wins: Master captured"),
 * with the score in games that count one ("Draw: no move left, 10–10"). */
#ifndef DUELBOARD_SESSION_SESSION_END_WORDS_H
#define DUELBOARD_SESSION_SESSION_END_WORDS_H

#include <stdbool.h>

#include "rules/game.h"
#include "rules/move_words.h"

struct Session;

/* The words for outcome `o` of game `g` (its reason as the rules, the session or the server say
 * it: the game's own, worded by g->end_words, or "time", "resignation", "abandoned",
 * "repetition", ...) told to side `you` (-1: to nobody in particular).
 * `side_msgids` are how the front end names the two sides ("Blue", "Red"), translated as words.
 * False, with empty words, for a game still on. */
bool game_end_words(const GameRules *g, Outcome o, int you, const char *const side_msgids[2],
                    GameMoveWords *out);

/* The side the end is told to: the one person at this screen against the computer, or this
 * screen's side of a network game; -1 between two people here, two computers, or for a
 * spectator. */
int session_you(const struct Session *s);

/* The session's outcome (a flag fall or a resignation included) in words for session_you. */
bool session_end_words(const struct Session *s, const char *const side_msgids[2],
                       GameMoveWords *out);

#endif
