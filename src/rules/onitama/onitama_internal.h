/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama internals shared by its source files: Zobrist keys and the functions behind its rules
 * table, split over state (positions, hashing), moves, text (notation, words) and the table. */
#ifndef DUELBOARD_RULES_ONITAMA_INTERNAL_H
#define DUELBOARD_RULES_ONITAMA_INTERNAL_H

#include <stddef.h>

#include "core/zobrist.h"
#include "rules/onitama/onitama.h"

/* Zobrist key families. */
enum { ONITAMA_KEY_PIECE = 0x0a01, ONITAMA_KEY_HAND, ONITAMA_KEY_SIDE, ONITAMA_KEY_TURN };

static inline uint64_t onitama_key_piece(int player, int is_master, int sq) {
    return zobrist_key(ONITAMA_KEY_PIECE, (uint32_t)((player * 2 + is_master) * 25 + sq));
}
static inline uint64_t onitama_key_hand(int player, int card) {
    return zobrist_key(ONITAMA_KEY_HAND, (uint32_t)(player * ONITAMA_CARD_COUNT + card));
}
static inline uint64_t onitama_key_side(int card) {
    return zobrist_key(ONITAMA_KEY_SIDE, (uint32_t)card);
}
static inline uint64_t onitama_key_turn(void) {
    return zobrist_key(ONITAMA_KEY_TURN, 0);
}

static inline int onitama_lowest_square(uint32_t bits) {
    return __builtin_ctz(bits);
}

uint64_t onitama_hash_recompute(const void *st);
uint64_t onitama_hash(const void *st);
void onitama_sort_hand(uint8_t hand[2]);
void onitama_classify(OnitamaState *s);
bool onitama_to_fen(const void *st, char *buf, size_t n);
bool onitama_from_fen(void *st, const char *text, Error *err);
void onitama_describe(const void *st, char *buf, size_t n);
bool onitama_parse_card_list(const char *text, int cards[5], const char *what, Error *err);
int onitama_to_move(const void *st);
int onitama_gen_moves(const void *st, Move *out, int cap);
void onitama_apply(void *st, Move m);
Outcome onitama_outcome(const void *st);
Outcome onitama_repetition_outcome(const void *st);
uint64_t onitama_perft(const void *st, int depth);
void onitama_square_name(int sq, char out[3]);
int onitama_parse_square(const char *text);
bool onitama_move_to_text(const void *st, Move m, char *buf, size_t n);
bool onitama_move_from_text(const void *st, const char *text, Move *m, Error *err);
bool onitama_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out);
const char *onitama_end_words(const char *reason);
GameGoalResult onitama_goal_met(const void *before, Move move, const void *after, int player,
                                const char *const *words, int count, Error *err);

#endif
