/* The Gunzi one-line position format, the diagram for people, and the Zobrist hash. */
#ifndef DUELBOARD_RULES_GUNZI_POSITION_H
#define DUELBOARD_RULES_GUNZI_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "rules/gunzi_state.h"

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

#endif
