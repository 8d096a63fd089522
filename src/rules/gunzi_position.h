/* The Gunzi one-line position format, the diagram for people, and the Zobrist hash. */
#ifndef DUELBOARD_RULES_GUNZI_POSITION_H
#define DUELBOARD_RULES_GUNZI_POSITION_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "rules/gunzi_state.h"

/* The start position: White on c1 c5 c6 c7 aimed N, Black on a1 a5 a6 a7 aimed S. */
void gunzi_start_position(GunziState *s, int first, bool draw_rule);

bool gunzi_to_fen(const GunziState *s, char *buf, size_t n);
/* Parses and fully validates a position; on failure `s` is left unspecified. */
bool gunzi_from_fen(GunziState *s, const char *text, Error *err);
void gunzi_describe(const GunziState *s, char *buf, size_t n);
uint64_t gunzi_hash(const GunziState *s);

#endif
