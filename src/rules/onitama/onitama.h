/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama: state, move encoding and rules helpers (the GameRules table is onitama_rules). */
#ifndef DUELBOARD_RULES_ONITAMA_H
#define DUELBOARD_RULES_ONITAMA_H

#include <stdint.h>

#include "rules/game.h"
#include "rules/onitama/onitama_cards.h"

enum { ONITAMA_BLUE = 0, ONITAMA_RED = 1 };
enum { ONITAMA_ONGOING = 0, ONITAMA_WIN_STONE = 1, ONITAMA_WIN_STREAM = 2 };

/* The Temple Arches: Blue's c1, Red's c5. */
#define ONITAMA_TEMPLE_BLUE 2
#define ONITAMA_TEMPLE_RED 22

typedef struct OnitamaState {
    uint32_t pieces[2]; /* every piece of a side, masters included (bit = square) */
    uint32_t master[2]; /* the master's bit, 0 once captured */
    uint8_t hand[2][2]; /* card ids, each hand sorted so equal positions are equal bytes */
    uint8_t side_card;
    uint8_t to_move;
    uint8_t result; /* ONITAMA_ONGOING or how the game was won */
    uint8_t winner;
    uint8_t draw_rule; /* 1: third repetition draws */
    uint8_t padding[3];
    uint64_t hash;
} OnitamaState;

/* Move encoding: bits 0-4 from square, 5-9 to square, 10-14 card, bit 15 pass. */
#define ONITAMA_MOVE(from, to, card) ((Move)(from) | (Move)(to) << 5 | (Move)(card) << 10)
#define ONITAMA_PASS(card) ((Move)(card) << 10 | (Move)1 << 15)
#define ONITAMA_MOVE_FROM(m) ((int)((m)&31))
#define ONITAMA_MOVE_TO(m) ((int)(((m) >> 5) & 31))
#define ONITAMA_MOVE_CARD(m) ((int)(((m) >> 10) & 31))
#define ONITAMA_MOVE_IS_PASS(m) (((m) >> 15) & 1)

extern const GameRules onitama_rules;

/* The position with these five cards (Blue's two, Red's two, side), first player by stamp. */
void onitama_start(OnitamaState *s, const int cards[5], bool draw_rule);

#endif
