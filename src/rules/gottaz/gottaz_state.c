/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz state changes that keep the Zobrist hash up to date, and the center-line count. */
#include <string.h>

#include "core/zobrist.h"
#include "rules/gottaz/gottaz.h"

/* Key families; the action counter is left out on purpose so that repetitions are seen. */
enum { FAMILY_BOARD = 0x47a70001, FAMILY_HAND, FAMILY_SET, FAMILY_MISC };
enum { MISC_TURN, MISC_DRAFT, MISC_MODE };

static uint64_t board_key(int sq, int type, int owner, int side) {
    return zobrist_key(FAMILY_BOARD, (uint32_t)(((sq * 2 + owner) * GZ_TYPES + type) * 2 + side));
}

/* The key of the copy number `copy` (0-based) of a type held by a player: a multiset hash. */
static uint64_t copy_key(uint32_t family, int player, int type, int copy) {
    return zobrist_key(family, (uint32_t)((player * GZ_TYPES + type) * GZ_SET + copy));
}

static uint64_t misc_key(int what) {
    return zobrist_key(FAMILY_MISC, (uint32_t)what);
}

uint64_t gottaz_hash_compute(const GottazState *s) {
    uint64_t h = 0;
    for (int sq = 0; sq < GZ_SQUARES; sq++) {
        const GottazCell *c = &s->board[sq];
        if (c->type1) h ^= board_key(sq, c->type1 - 1, c->owner, c->side);
    }
    for (int p = 0; p < 2; p++) {
        int copies[GZ_TYPES] = {0};
        for (int i = 0; i < s->hand_n[p]; i++) {
            int t = s->hand[p][i];
            h ^= copy_key(FAMILY_HAND, p, t, copies[t]++);
        }
        if (s->phase == GZ_PHASE_DRAFT) {
            int set_copies[GZ_TYPES] = {0};
            for (int i = 0; i < s->set_n[p]; i++) {
                int t = s->set[p][i];
                h ^= copy_key(FAMILY_SET, p, t, set_copies[t]++);
            }
        }
    }
    if (s->turn) h ^= misc_key(MISC_TURN);
    if (s->phase == GZ_PHASE_DRAFT) h ^= misc_key(MISC_DRAFT) ^ misc_key(MISC_MODE + s->mode);
    return h;
}

void gottaz_put(GottazState *s, int sq, int type, int owner, int side) {
    if (gottaz_tile_same_sides(type)) side = 0; /* both faces are the same: one position */
    s->board[sq] = (GottazCell){(uint8_t)(type + 1), (uint8_t)owner, (uint8_t)side};
    s->hash ^= board_key(sq, type, owner, side);
}

void gottaz_lift(GottazState *s, int sq) {
    GottazCell *c = &s->board[sq];
    if (!c->type1) return;
    s->hash ^= board_key(sq, c->type1 - 1, c->owner, c->side);
    memset(c, 0, sizeof *c);
}

void gottaz_hand_add(GottazState *s, int player, int type) {
    int copies = 0, n = s->hand_n[player];
    for (int i = 0; i < n; i++) copies += s->hand[player][i] == type;
    s->hash ^= copy_key(FAMILY_HAND, player, type, copies);
    int i = n;
    while (i > 0 && s->hand[player][i - 1] > type) {
        s->hand[player][i] = s->hand[player][i - 1];
        i--;
    }
    s->hand[player][i] = (uint8_t)type;
    s->hand_n[player] = (uint8_t)(n + 1);
}

void gottaz_hand_remove(GottazState *s, int player, int type) {
    int copies = 0, n = s->hand_n[player], at = -1;
    for (int i = 0; i < n; i++) {
        if (s->hand[player][i] == type) {
            copies++;
            at = i;
        }
    }
    if (at < 0) return;
    s->hash ^= copy_key(FAMILY_HAND, player, type, copies - 1);
    memmove(&s->hand[player][at], &s->hand[player][at + 1], (size_t)(n - at - 1));
    s->hand[player][n - 1] = 0;
    s->hand_n[player] = (uint8_t)(n - 1);
}

void gottaz_set_add(GottazState *s, int player, int type) {
    int copies = 0, n = s->set_n[player];
    for (int i = 0; i < n; i++) copies += s->set[player][i] == type;
    s->hash ^= copy_key(FAMILY_SET, player, type, copies);
    int i = n;
    while (i > 0 && s->set[player][i - 1] > type) {
        s->set[player][i] = s->set[player][i - 1];
        i--;
    }
    s->set[player][i] = (uint8_t)type;
    s->set_n[player] = (uint8_t)(n + 1);
}

void gottaz_set_turn(GottazState *s, int player) {
    if (s->turn != player) s->hash ^= misc_key(MISC_TURN);
    s->turn = (uint8_t)player;
}

void gottaz_begin_play(GottazState *s) {
    for (int p = 0; p < 2; p++) {
        memcpy(s->hand[p], s->set[p], GZ_SET);
        s->hand_n[p] = GZ_SET;
        gottaz_set_sort(s->hand[p], GZ_SET);
    }
    s->phase = GZ_PHASE_PLAY;
    s->turn = s->first;
    s->actions = 0;
    s->hash = gottaz_hash_compute(s);
}

int gottaz_center_count(const GottazState *s, int player) {
    int n = 0;
    for (int f = 0; f < GZ_SIZE; f++) {
        const GottazCell *c = &s->board[GZ_CENTER_RANK * GZ_SIZE + f];
        n += c->type1 && c->owner == player;
    }
    return n;
}

int gottaz_center_winner(const GottazState *s) {
    for (int p = 0; p < 2; p++)
        if (gottaz_center_count(s, p) >= 3) return p;
    return -1;
}
