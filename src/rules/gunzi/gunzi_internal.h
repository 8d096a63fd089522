/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi internals shared by its source files: the position format and the notation. */
#ifndef DUELBOARD_RULES_GUNZI_INTERNAL_H
#define DUELBOARD_RULES_GUNZI_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "rules/gunzi/gunzi.h"

/* The Gunzi one-line position format, the diagram for people, and the Zobrist hash. */
/* The start positions (option start=): each side on its back edge, Peaks at the opponent (White
 * c1 c2 c4 c5 aimed N, Black a1 a2 a4 a5 aimed S); or on the inner fields, the inner pair turned
 * back (White c1 c5 aimed N and c6 c7 aimed S, Black a1 a5 aimed S and a6 a7 aimed N). */
typedef enum GunziStart { GUNZI_START_EDGE, GUNZI_START_INNER } GunziStart;
void gunzi_start_position(GunziState *s, int first, bool draw_rule, GunziStart start);

bool gunzi_to_fen(const GunziState *s, char *buf, size_t n);
/* Parses and fully validates a position; on failure `s` is left unspecified. */
bool gunzi_from_fen(GunziState *s, const char *text, Error *err);
void gunzi_describe(const GunziState *s, char *buf, size_t n);
uint64_t gunzi_hash(const GunziState *s);

/* Gunzi move notation (docs/notation/gunzi.md): one token per move, with reasons for refusals. */
bool gunzi_move_to_text(const GunziState *s, Move m, char *buf, size_t n);
/* Accepts exactly the canonical texts of legal moves; otherwise says why not. */
bool gunzi_move_from_text(const GunziState *s, const char *text, Move *m, Error *err);
/* GameRules.move_words: "c6 × a6 × c4, swerve left". */
bool gunzi_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);
const char *gunzi_end_words(const char *reason);
GameGoalResult gunzi_goal_met(const void *before, Move move, const void *after, int player,
                              const char *const *words, int count, Error *err);

#endif
