/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama moves: bitboard move generation, playing a move, the outcome and the fast perft. */
#include "rules/onitama/onitama_internal.h"

#include <stdio.h>
#include <string.h>

#include "core/bits.h"
#include "core/rng.h"

int onitama_to_move(const void *st) {
    return ((const OnitamaState *)st)->to_move;
}

int onitama_gen_moves(const void *st, Move *out, int cap) {
    const OnitamaState *s = st;
    if (s->result != ONITAMA_ONGOING) return 0;
    int p = s->to_move, n = 0;
    uint32_t own = s->pieces[p];
    for (int c = 0; c < 2; c++) {
        int card = s->hand[p][c];
        for (uint32_t b = own; b; b &= b - 1) {
            int from = onitama_lowest_square(b);
            for (uint32_t t = onitama_targets[card][p][from] & ~own; t; t &= t - 1)
                if (n < cap) out[n++] = ONITAMA_MOVE(from, onitama_lowest_square(t), card);
        }
    }
    if (n == 0) {
        for (int c = 0; c < 2 && n < cap; c++) out[n++] = ONITAMA_PASS(s->hand[p][c]);
    }
    return n;
}

/* Gives up `card` from the mover's hand and takes the side card. */
static void exchange(OnitamaState *s, int p, int card, bool update_hash) {
    int slot = s->hand[p][1] == card;
    if (update_hash)
        s->hash ^= onitama_key_hand(p, card) ^ onitama_key_hand(p, s->side_card) ^
                   onitama_key_side(s->side_card) ^ onitama_key_side(card);
    s->hand[p][slot] = s->side_card;
    s->side_card = (uint8_t)card;
    onitama_sort_hand(s->hand[p]);
}

void onitama_apply(void *st, Move m) {
    OnitamaState *s = st;
    int p = s->to_move, q = 1 - p;
    if (!ONITAMA_MOVE_IS_PASS(m)) {
        int from = ONITAMA_MOVE_FROM(m), to = ONITAMA_MOVE_TO(m);
        uint32_t from_bit = 1u << from, to_bit = 1u << to;
        int is_master = (s->master[p] & from_bit) != 0;
        s->hash ^= onitama_key_piece(p, is_master, from) ^ onitama_key_piece(p, is_master, to);
        if (s->pieces[q] & to_bit) {
            s->hash ^= onitama_key_piece(q, (s->master[q] & to_bit) != 0, to);
            s->pieces[q] &= ~to_bit;
            s->master[q] &= ~to_bit;
        }
        s->pieces[p] ^= from_bit | to_bit;
        if (is_master) s->master[p] = to_bit;
        if (!s->master[q]) {
            s->result = ONITAMA_WIN_STONE;
            s->winner = (uint8_t)p;
        } else if (s->master[p] ==
                   1u << (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE)) {
            s->result = ONITAMA_WIN_STREAM;
            s->winner = (uint8_t)p;
        }
    }
    exchange(s, p, ONITAMA_MOVE_CARD(m), true);
    s->to_move = (uint8_t)q;
    s->hash ^= onitama_key_turn();
}

Outcome onitama_outcome(const void *st) {
    const OnitamaState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->result != ONITAMA_ONGOING) {
        o.kind = OUTCOME_WIN;
        o.winner = s->winner;
        o.reason = s->result == ONITAMA_WIN_STONE ? "stone" : "stream";
    }
    return o;
}

Outcome onitama_repetition_outcome(const void *st) {
    const OnitamaState *s = st;
    Outcome o = {OUTCOME_ONGOING, -1, {0, 0}, NULL};
    if (s->draw_rule) {
        o.kind = OUTCOME_DRAW;
        o.reason = "repetition";
    }
    return o;
}

/* Perft with bulk counting at the last ply; `s` is ongoing. A won position is a leaf that is
 * not expanded: it counts once, however much depth remains (the convention of the spec). */
static uint64_t perft_fast(const OnitamaState *s, int depth) {
    int p = s->to_move, q = 1 - p;
    uint32_t own = s->pieces[p];
    if (depth == 1) {
        uint64_t count = 0;
        for (uint32_t b = own; b; b &= b - 1) {
            int from = onitama_lowest_square(b);
            count += (uint64_t)bits_count(onitama_targets[s->hand[p][0]][p][from] & ~own) +
                     (uint64_t)bits_count(onitama_targets[s->hand[p][1]][p][from] & ~own);
        }
        return count ? count : 2;
    }
    uint64_t total = 0;
    bool moved = false;
    uint32_t enemy_temple = 1u << (p == ONITAMA_BLUE ? ONITAMA_TEMPLE_RED : ONITAMA_TEMPLE_BLUE);
    for (int c = 0; c < 2; c++) {
        int card = s->hand[p][c];
        OnitamaState base = *s;
        base.hand[p][c] = s->side_card;
        base.side_card = (uint8_t)card;
        base.to_move = (uint8_t)q;
        for (uint32_t b = own; b; b &= b - 1) {
            int from = onitama_lowest_square(b);
            uint32_t from_bit = 1u << from;
            int is_master = (s->master[p] & from_bit) != 0;
            for (uint32_t t = onitama_targets[card][p][from] & ~own; t; t &= t - 1) {
                uint32_t to_bit = t & -t;
                moved = true;
                /* A win (Way of the Stone or of the Stream) is a leaf, whatever the depth. */
                if ((to_bit & s->master[q]) || (is_master && to_bit == enemy_temple)) {
                    total++;
                    continue;
                }
                OnitamaState child = base;
                child.pieces[p] ^= from_bit | to_bit;
                child.pieces[q] &= ~to_bit;
                if (is_master) child.master[p] = to_bit;
                total += perft_fast(&child, depth - 1);
            }
        }
    }
    if (!moved) {
        for (int c = 0; c < 2; c++) {
            OnitamaState child = *s;
            child.hand[p][c] = s->side_card;
            child.side_card = s->hand[p][c];
            child.to_move = (uint8_t)q;
            total += perft_fast(&child, depth - 1);
        }
    }
    return total;
}

uint64_t onitama_perft(const void *st, int depth) {
    const OnitamaState *s = st;
    if (depth <= 0 || s->result != ONITAMA_ONGOING) return 1;
    return perft_fast(s, depth);
}
