/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi move generation and play. Generation works on a copy of the 17 field bytes so a Punch
 * chain can turn its victims into Tombstones as it goes and undo them when it backtracks. */
#include "rules/gunzi/gunzi.h"

#include <string.h>

typedef struct Gen {
    Move *out;
    int cap;
    int n;
} Gen;

static inline bool gen_full(const Gen *g) {
    return g->n >= g->cap;
}

static inline void emit(Gen *g, Move m) {
    if (g->n < g->cap) g->out[g->n++] = m;
}

int gunzi_defender(const uint8_t cell[GUNZI_FIELDS], int field, int rival) {
    for (int e = 0; e < GUNZI_DIRECTIONS; e++) {
        int n = gunzi_neighbour[field][e];
        if (n < 0 || !gunzi_is_wedge_of(cell[n], rival)) continue;
        /* Seen from the neighbour, `field` lies in direction e + 3: its Peak (aimed e + 3) or its
         * Block (aimed e) faces it exactly when its direction is on the same axis as e. */
        if (gunzi_wedge_dir(cell[n]) % 3 == e % 3) return n;
    }
    return GUNZI_NO_FIELD;
}

bool gunzi_defended(const uint8_t cell[GUNZI_FIELDS], int field, int rival) {
    return gunzi_defender(cell, field, rival) != GUNZI_NO_FIELD;
}

int gunzi_blocks_aimed(const uint8_t cell[GUNZI_FIELDS], int field, int owner) {
    int count = 0;
    for (int e = 0; e < GUNZI_DIRECTIONS; e++) {
        int n = gunzi_neighbour[field][e];
        /* A wedge whose Block faces back along e points its Peak away along e. */
        if (n >= 0 && gunzi_is_wedge_of(cell[n], owner) && gunzi_wedge_dir(cell[n]) == e) count++;
    }
    return count;
}

bool gunzi_punch_sides_allowed(int attacker_dir, int victim_dir, int dir) {
    int attacker = gunzi_side(attacker_dir, dir);
    int victim = gunzi_side(victim_dir, gunzi_opposite(dir));
    if (attacker == GUNZI_SIDE_BLOCK || victim == GUNZI_SIDE_BLOCK) return false;
    return attacker == GUNZI_SIDE_PEAK || victim == GUNZI_SIDE_FLANK;
}

/* Both Swerves of a move, each with every choice of Tombstone when the move promotes. */
static void emit_variants(Gen *g, Move m, const uint8_t cell[GUNZI_FIELDS], bool promotes) {
    for (int cw = 0; cw < 2; cw++) {
        Move base = m | (Move)cw << 13;
        if (!promotes) {
            emit(g, base);
            continue;
        }
        bool any = false;
        for (int f = 0; f < GUNZI_FIELDS; f++) {
            if (cell[f] != GUNZI_TOMB) continue;
            any = true;
            emit(g, gunzi_move_with_promotion(base, f));
        }
        if (!any) emit(g, gunzi_move_with_promotion(base, GUNZI_NEW_WEDGE));
    }
}

static void gen_blows(const GunziState *s, Gen *g) {
    int me = s->to_move, rival = 1 - me;
    for (int p = 0; p < GUNZI_FIELDS; p++) {
        if (!gunzi_is_pillar_of(s->cell[p], me)) continue;
        for (int w = 0; w < GUNZI_FIELDS; w++)
            if (gunzi_is_wedge_of(s->cell[w], rival) && gunzi_in_territory(p, s->height[p], w))
                emit(g, gunzi_move_make(GUNZI_MOVE_BLOW, p, w, 0));
    }
}

/* Extends a Punch chain from `at`; the wedge (aimed at `dir` all move long) is off the board and
 * its victims so far are Tombstones in `cell`. */
static void gen_punches(Gen *g, uint8_t cell[GUNZI_FIELDS], int me, int dir, int at, Move m) {
    if (gunzi_move_landings(m) >= GUNZI_MAX_LANDINGS) return;
    for (int d = 0; d < GUNZI_DIRECTIONS && !gen_full(g); d++) {
        int over = gunzi_neighbour[at][d];
        if (over < 0) continue;
        int victim = cell[over];
        if (!gunzi_is_wedge_of(victim, 1 - me)) continue;
        int land = gunzi_neighbour[over][d];
        if (land < 0 || cell[land] != GUNZI_EMPTY) continue;
        if (!gunzi_punch_sides_allowed(dir, gunzi_wedge_dir(victim), d)) continue;
        cell[over] = GUNZI_TOMB;
        Move next = gunzi_move_add_landing(m, land);
        if (!gunzi_is_promotion_field(me, land))
            emit_variants(g, next, cell, false);
        else if (!gunzi_defended(cell, land, 1 - me))
            emit_variants(g, next, cell, true);
        gen_punches(g, cell, me, dir, land, next);
        cell[over] = (uint8_t)victim;
    }
}

static void gen_wedge(const GunziState *s, Gen *g, int from) {
    int me = s->to_move, rival = 1 - me;
    int dir = gunzi_wedge_dir(s->cell[from]);
    for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
        int to = gunzi_neighbour[from][d];
        if (to < 0) continue;
        int c = s->cell[to];
        if (c == GUNZI_EMPTY) {
            if (gunzi_zone_rank(me, to) < gunzi_zone_rank(me, from)) continue;
            Move m = gunzi_move_make(GUNZI_MOVE_SWAY, from, to, 0);
            if (!gunzi_is_promotion_field(me, to))
                emit_variants(g, m, s->cell, false);
            else if (!gunzi_defended(s->cell, to, rival))
                emit_variants(g, m, s->cell, true);
        } else if (gunzi_is_pillar_of(c, me)) {
            emit(g, gunzi_move_make(GUNZI_MOVE_RAISE, from, to, 0));
        }
    }
    /* Roll-Over: the only target is the field the Block faces. */
    int target = gunzi_neighbour[from][gunzi_opposite(dir)];
    if (target >= 0 && gunzi_is_wedge_of(s->cell[target], rival) &&
        gunzi_side(gunzi_wedge_dir(s->cell[target]), dir) == GUNZI_SIDE_FLANK &&
        gunzi_blocks_aimed(s->cell, target, me) > gunzi_blocks_aimed(s->cell, target, rival)) {
        Move m = gunzi_move_make(GUNZI_MOVE_ROLL, from, target, 0);
        if (!gunzi_is_promotion_field(me, target))
            emit_variants(g, m, s->cell, false);
        else if (!gunzi_defended(s->cell, target, rival))
            emit_variants(g, m, s->cell, true);
    }
    uint8_t cell[GUNZI_FIELDS];
    memcpy(cell, s->cell, sizeof cell);
    cell[from] = GUNZI_EMPTY;
    gen_punches(g, cell, me, dir, from, gunzi_move_make(GUNZI_MOVE_PUNCH, from, from, 0));
}

static void gen_all(const GunziState *s, Gen *g) {
    gen_blows(s, g);
    if (g->n > 0) return; /* the Pillar-Blow is mandatory */
    for (int f = 0; f < GUNZI_FIELDS && !gen_full(g); f++)
        if (gunzi_is_wedge_of(s->cell[f], s->to_move)) gen_wedge(s, g, f);
}

int gunzi_gen_moves(const GunziState *s, Move *out, int cap) {
    Gen g = {out, cap, 0};
    gen_all(s, &g);
    return g.n;
}

bool gunzi_has_move(const GunziState *s) {
    Move one;
    Gen g = {&one, 1, 0};
    gen_all(s, &g);
    return g.n > 0;
}

bool gunzi_blow_due(const GunziState *s) {
    Move one;
    Gen g = {&one, 1, 0};
    gen_blows(s, &g);
    return g.n > 0;
}

/* Turns the wedge now on `field` into a Pillar of height 2 with the chosen Tombstone (or a wedge
 * from outside the game) on top. */
static void promote(GunziState *s, int field, int owner, int tomb) {
    if (tomb != GUNZI_NEW_WEDGE) s->cell[tomb] = GUNZI_EMPTY;
    s->cell[field] = (uint8_t)gunzi_pillar(owner);
    s->height[field] = 2;
}

void gunzi_apply(GunziState *s, Move m) {
    int me = s->to_move;
    int from = gunzi_move_from(m), to = gunzi_move_to(m);
    int kind = gunzi_move_kind(m);
    switch (kind) {
    case GUNZI_MOVE_BLOW:
    case GUNZI_MOVE_RAISE: {
        int pillar = kind == GUNZI_MOVE_BLOW ? from : to;
        int wedge = kind == GUNZI_MOVE_BLOW ? to : from;
        s->cell[wedge] = GUNZI_EMPTY;
        if (s->height[pillar] < 255) s->height[pillar]++;
        break;
    }
    case GUNZI_MOVE_SWAY:
    case GUNZI_MOVE_PUNCH: {
        int cell = s->cell[from];
        s->cell[from] = GUNZI_EMPTY;
        if (kind == GUNZI_MOVE_PUNCH) {
            int at = from;
            for (int i = 0; i < gunzi_move_landings(m); i++) {
                int land = gunzi_move_landing(m, i);
                for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
                    if (gunzi_jump(at, d) == land) {
                        s->cell[gunzi_neighbour[at][d]] = GUNZI_TOMB;
                        break;
                    }
                }
                at = land;
            }
        }
        s->cell[to] =
            (uint8_t)gunzi_wedge(me, gunzi_swerve(gunzi_wedge_dir(cell), gunzi_move_clockwise(m)));
        if (gunzi_move_promotes(m)) promote(s, to, me, gunzi_move_tomb(m));
        break;
    }
    case GUNZI_MOVE_ROLL: {
        int dir = gunzi_wedge_dir(s->cell[from]);
        s->cell[from] = (uint8_t)gunzi_wedge(me, gunzi_swerve(dir, gunzi_move_clockwise(m)));
        s->cell[to] = (uint8_t)gunzi_wedge(me, gunzi_wedge_dir(s->cell[to]));
        if (gunzi_move_promotes(m)) promote(s, to, me, gunzi_move_tomb(m));
        break;
    }
    default:
        break;
    }
    s->to_move = (uint8_t)(1 - me);
    if (s->ply < UINT16_MAX) s->ply++;
}

void gunzi_score(const GunziState *s, int score[2]) {
    score[0] = score[1] = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        int c = s->cell[f];
        if (gunzi_is_wedge(c)) score[gunzi_wedge_owner(c)] += 1;
        if (gunzi_is_pillar(c)) score[gunzi_pillar_owner(c)] += 2 * s->height[f];
    }
}
