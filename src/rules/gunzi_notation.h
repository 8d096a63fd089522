/* Gunzi move notation (docs/notation/gunzi.md): one token per move, with reasons for refusals. */
#ifndef DUELBOARD_RULES_GUNZI_NOTATION_H
#define DUELBOARD_RULES_GUNZI_NOTATION_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "rules/gunzi_move.h"
#include "rules/gunzi_state.h"

bool gunzi_move_to_text(const GunziState *s, Move m, char *buf, size_t n);
/* Accepts exactly the canonical texts of legal moves; otherwise says why not. */
bool gunzi_move_from_text(const GunziState *s, const char *text, Move *m, Error *err);
/* GameRules.move_words: "c6 × a6 × c4, swerve left". */
bool gunzi_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);

#endif
