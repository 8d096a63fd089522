/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz play: the actions (place, move, abilities), the line limit, battles and passing. */
#include <stdlib.h>
#include <string.h>

#include "rules/gottaz/gottaz.h"

static int rank_of(int sq) {
    return sq / GZ_SIZE;
}
static int file_of(int sq) {
    return sq % GZ_SIZE;
}
static int territory(int player) {
    return player ? GZ_SIZE - 1 : 0;
}
static int forward(int player) {
    return player ? -1 : 1;
}

static int cell_type(const GottazCell *c) {
    return c->type1 - 1;
}
static int cell_strength(const GottazCell *c) {
    return gottaz_tile_strength(cell_type(c), c->side);
}
static int cell_ability(const GottazCell *c) {
    return gottaz_tile_ability(cell_type(c), c->side);
}

static void sq_text(int sq, char buf[3]) {
    gottaz_square_text(sq, buf);
}

void gottaz_lines_compute(const GottazState *s, GottazLines *lines) {
    memset(lines, 0, sizeof *lines);
    for (int sq = 0; sq < GZ_SQUARES; sq++) {
        const GottazCell *c = &s->board[sq];
        if (!c->type1) continue;
        lines->sum[c->owner][rank_of(sq)] += cell_strength(c);
        lines->supply[c->owner][rank_of(sq)] += cell_ability(c) == GZ_SUPPLY;
    }
}

/* The line sums after an action: a copy of the current ones, changed pawn by pawn, remembering
 * which (player, rank) pairs changed so that only those are checked. */
typedef struct LineChange {
    GottazLines lines;
    int touched[4][2];
    int n;
} LineChange;

static void change_begin(LineChange *lc, const GottazLines *lines) {
    lc->lines = *lines;
    lc->n = 0;
}

static void change_add(LineChange *lc, int owner, int rank, int type, int side, int sign) {
    lc->lines.sum[owner][rank] += sign * gottaz_tile_strength(type, side);
    lc->lines.supply[owner][rank] += sign * (gottaz_tile_ability(type, side) == GZ_SUPPLY);
    for (int i = 0; i < lc->n; i++)
        if (lc->touched[i][0] == owner && lc->touched[i][1] == rank) return;
    if (lc->n < 4) {
        lc->touched[lc->n][0] = owner;
        lc->touched[lc->n][1] = rank;
        lc->n++;
    }
}

/* A pawn going from one rank to another (from_rank < 0: from the hand). */
static void change_move(LineChange *lc, const GottazCell *c, int from_rank, int to_rank) {
    if (from_rank == to_rank) return;
    if (from_rank >= 0) change_add(lc, c->owner, from_rank, cell_type(c), c->side, -1);
    change_add(lc, c->owner, to_rank, cell_type(c), c->side, +1);
}

static bool change_check(const LineChange *lc, Error *err) {
    for (int i = 0; i < lc->n; i++) {
        int p = lc->touched[i][0], r = lc->touched[i][1];
        int sum = lc->lines.sum[p][r], limit = GZ_LINE_LIMIT + lc->lines.supply[p][r];
        if (sum > limit)
            return error_set(err, "line limit: %d > %d on rank %d for player %d", sum, limit, r + 1,
                             p + 1);
    }
    return true;
}

static bool own_pawn(const GottazState *s, int sq, Error *err) {
    const GottazCell *c = &s->board[sq];
    if (c->type1 && c->owner == s->turn) return true;
    char t[3];
    sq_text(sq, t);
    return error_set(err, "no pawn of yours on %s", t);
}

/* The pawn on `from` must show `ability` face up. */
static bool shows(const GottazState *s, int from, int ability, Error *err) {
    const GottazCell *c = &s->board[from];
    if (cell_ability(c) == ability) return true;
    char t[3];
    sq_text(from, t);
    return error_set(err, "the pawn on %s shows %s %d, not %s", t,
                     gottaz_ability_name(cell_ability(c)), cell_strength(c),
                     gottaz_ability_name(ability));
}

/* A pawn of the mover may arrive on `to` unless another of their pawns stands there. */
static bool may_arrive(const GottazState *s, int owner, int to, Error *err) {
    const GottazCell *c = &s->board[to];
    if (!c->type1 || c->owner != owner) return true;
    char t[3];
    sq_text(to, t);
    return error_set(err, "no stacking: a pawn of player %d already stands on %s", owner + 1, t);
}

/* Squares on the board, or -1 when off it. */
static int offset(int sq, int dr, int df) {
    int r = rank_of(sq) + dr, f = file_of(sq) + df;
    return r < 0 || r >= GZ_SIZE || f < 0 || f >= GZ_SIZE ? -1 : r * GZ_SIZE + f;
}

static bool geometry_error(int kind, int from, int to, Error *err) {
    static const char *const what[] = {
        [GZ_MV_MOVE] = "a move goes one square forward, back, left or right",
        [GZ_MV_LEAP] = "Leap goes exactly two squares forward, back, left or right",
        [GZ_MV_SLANT] = "Slant goes one square diagonally",
        [GZ_MV_SWAP] = "Swap exchanges with an orthogonally adjacent pawn",
    };
    char a[3], b[3];
    sq_text(from, a);
    sq_text(to, b);
    return error_set(err, "%s to %s: %s", a, b, what[kind]);
}

bool gottaz_play_check(const GottazState *s, const GottazLines *lines, Move m, Error *err) {
    int p = s->turn, kind = gz_move_kind(m), from = gz_move_from(m), to = gz_move_to(m);
    LineChange lc;
    change_begin(&lc, lines);
    char t1[3], t2[3];
    if (kind == GZ_MV_PLACE) {
        int type = gz_move_type(m), side = gz_move_side(m);
        bool in_hand = false;
        for (int i = 0; i < s->hand_n[p]; i++) in_hand = in_hand || s->hand[p][i] == type;
        if (!in_hand) {
            /* Written only here: the move list checks every placement, and a text each took a
             * third of a search's time. */
            char tile[16];
            gottaz_tile_text(type, side, tile, sizeof tile);
            return error_set(err, "no %s in your hand", tile);
        }
        sq_text(to, t2);
        if (rank_of(to) != territory(p))
            return error_set(err, "%s is not in your territory (rank %d)", t2, territory(p) + 1);
        if (s->board[to].type1)
            return error_set(err, "%s is occupied: a pawn is placed on an empty square", t2);
        change_add(&lc, p, rank_of(to), type, side, +1);
        return change_check(&lc, err);
    }
    if (from >= GZ_SQUARES || to >= GZ_SQUARES) return error_set(err, "no such square");
    if (!own_pawn(s, from, err)) return false;
    const GottazCell *c = &s->board[from];
    int dr = rank_of(to) - rank_of(from), df = file_of(to) - file_of(from);
    int adr = abs(dr), adf = abs(df);
    switch (kind) {
    case GZ_MV_MOVE:
    case GZ_MV_LEAP:
    case GZ_MV_SLANT:
    case GZ_MV_JUMP: {
        static const int needed[] = {
            [GZ_MV_LEAP] = GZ_LEAP, [GZ_MV_SLANT] = GZ_SLANT, [GZ_MV_JUMP] = GZ_JUMP};
        if (kind != GZ_MV_MOVE && !shows(s, from, needed[kind], err)) return false;
        bool ok = kind == GZ_MV_MOVE    ? adr + adf == 1
                  : kind == GZ_MV_LEAP  ? (adr == 2 && adf == 0) || (adr == 0 && adf == 2)
                  : kind == GZ_MV_SLANT ? adr == 1 && adf == 1
                                        : true;
        if (kind == GZ_MV_JUMP) {
            sq_text(to, t2);
            if (rank_of(to) != territory(p))
                return error_set(err, "Jump lands in your territory (rank %d), not on %s",
                                 territory(p) + 1, t2);
            if (to == from) return error_set(err, "Jump must go to another square than its own");
        }
        if (!ok) return geometry_error(kind, from, to, err);
        if (!may_arrive(s, p, to, err)) return false;
        change_move(&lc, c, rank_of(from), rank_of(to));
        return change_check(&lc, err);
    }
    case GZ_MV_SWAP: {
        if (!shows(s, from, GZ_SWAP, err)) return false;
        if (adr + adf != 1) return geometry_error(kind, from, to, err);
        const GottazCell *other = &s->board[to];
        sq_text(to, t2);
        if (!other->type1) return error_set(err, "no pawn on %s to swap with", t2);
        change_move(&lc, c, rank_of(from), rank_of(to));
        change_move(&lc, other, rank_of(to), rank_of(from));
        return change_check(&lc, err);
    }
    case GZ_MV_TSUNAMI: {
        if (!shows(s, from, GZ_TSUNAMI, err)) return false;
        sq_text(from, t1);
        int front = offset(from, forward(p), 0);
        if (front < 0 || !s->board[front].type1)
            return error_set(err, "no pawn directly in front of %s for Tsunami to push", t1);
        int land = offset(front, 2 * forward(p), 0);
        sq_text(front, t2);
        if (land < 0) return error_set(err, "Tsunami would push the pawn on %s off the board", t2);
        const GottazCell *pushed = &s->board[front];
        if (!may_arrive(s, pushed->owner, land, err)) return false;
        change_move(&lc, pushed, rank_of(front), rank_of(land));
        return change_check(&lc, err);
    }
    case GZ_MV_ROTATE: {
        if (!shows(s, from, GZ_ROTATE, err)) return false;
        change_add(&lc, p, rank_of(from), cell_type(c), c->side, -1);
        int other_side = gottaz_tile_same_sides(cell_type(c)) ? c->side : 1 - c->side;
        change_add(&lc, p, rank_of(from), cell_type(c), other_side, +1);
        return change_check(&lc, err);
    }
    default:
        return error_set(err, "not an action of play");
    }
}

static int tsunami_landing(const GottazState *s, int from) {
    return offset(from, 3 * forward(s->turn), 0);
}

int gottaz_play_moves(const GottazState *s, Move *out, int cap) {
    int count = 0, p = s->turn;
    GottazLines lines;
    gottaz_lines_compute(s, &lines);
#define TRY(mv)                                                                                    \
    do {                                                                                           \
        Move m_ = (mv);                                                                            \
        if (count < cap && gottaz_play_check(s, &lines, m_, NULL)) out[count++] = m_;              \
    } while (0)
    int home = territory(p) * GZ_SIZE;
    for (int i = 0; i < s->hand_n[p]; i++) {
        int type = s->hand[p][i];
        if (i > 0 && s->hand[p][i - 1] == type) continue;
        int sides = gottaz_tile_same_sides(type) ? 1 : 2;
        for (int side = 0; side < sides; side++)
            for (int f = 0; f < GZ_SIZE; f++)
                if (!s->board[home + f].type1) TRY(gz_move(GZ_MV_PLACE, 0, home + f, type, side));
    }
    static const int orth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int sq = 0; sq < GZ_SQUARES; sq++) {
        const GottazCell *c = &s->board[sq];
        if (!c->type1 || c->owner != p) continue;
        for (int d = 0; d < 4; d++) {
            int to = offset(sq, orth[d][0], orth[d][1]);
            if (to >= 0) TRY(gz_move(GZ_MV_MOVE, sq, to, 0, 0));
        }
        switch (cell_ability(c)) {
        case GZ_LEAP:
            for (int d = 0; d < 4; d++) {
                int to = offset(sq, 2 * orth[d][0], 2 * orth[d][1]);
                if (to >= 0) TRY(gz_move(GZ_MV_LEAP, sq, to, 0, 0));
            }
            break;
        case GZ_SLANT:
            for (int d = 0; d < 4; d++) {
                int to = offset(sq, diag[d][0], diag[d][1]);
                if (to >= 0) TRY(gz_move(GZ_MV_SLANT, sq, to, 0, 0));
            }
            break;
        case GZ_SWAP:
            for (int d = 0; d < 4; d++) {
                int to = offset(sq, orth[d][0], orth[d][1]);
                if (to >= 0 && s->board[to].type1) TRY(gz_move(GZ_MV_SWAP, sq, to, 0, 0));
            }
            break;
        case GZ_TSUNAMI:
            if (tsunami_landing(s, sq) >= 0) TRY(gz_move(GZ_MV_TSUNAMI, sq, 0, 0, 0));
            break;
        case GZ_JUMP:
            for (int f = 0; f < GZ_SIZE; f++)
                if (home + f != sq) TRY(gz_move(GZ_MV_JUMP, sq, home + f, 0, 0));
            break;
        case GZ_ROTATE:
            TRY(gz_move(GZ_MV_ROTATE, sq, 0, 0, 0));
            break;
        default:
            break;
        }
    }
#undef TRY
    if (count == 0 && cap > 0) out[count++] = gz_move(GZ_MV_PASS, 0, 0, 0, 0);
    return count;
}

int gottaz_battle_strength(const GottazState *s, const GottazCell *c, int sq, int *supports) {
    static const int orth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    int helpers = 0;
    for (int d = 0; d < 4; d++) {
        int n = offset(sq, orth[d][0], orth[d][1]);
        if (n < 0) continue;
        const GottazCell *x = &s->board[n];
        helpers += x->type1 && x->owner == c->owner && cell_ability(x) == GZ_SUPPORT;
    }
    if (supports) *supports = helpers;
    return cell_strength(c) + helpers;
}

/* A pawn (already lifted from where it was) comes onto `sq`: it stands there, or battles. */
static void arrive(GottazState *s, int sq, GottazCell pawn) {
    GottazCell def = s->board[sq];
    if (!def.type1) {
        gottaz_put(s, sq, cell_type(&pawn), pawn.owner, pawn.side);
        return;
    }
    int a = gottaz_battle_strength(s, &pawn, sq, NULL),
        d = gottaz_battle_strength(s, &def, sq, NULL);
    if (a >= d) {
        gottaz_lift(s, sq);
        gottaz_hand_add(s, def.owner, cell_type(&def));
    }
    if (a > d)
        gottaz_put(s, sq, cell_type(&pawn), pawn.owner, pawn.side);
    else
        gottaz_hand_add(s, pawn.owner, cell_type(&pawn));
}

void gottaz_play_apply(GottazState *s, Move m) {
    int p = s->turn, kind = gz_move_kind(m), from = gz_move_from(m), to = gz_move_to(m);
    GottazCell c = s->board[from];
    switch (kind) {
    case GZ_MV_PLACE:
        gottaz_hand_remove(s, p, gz_move_type(m));
        gottaz_put(s, to, gz_move_type(m), p, gz_move_side(m));
        break;
    case GZ_MV_MOVE:
    case GZ_MV_LEAP:
    case GZ_MV_SLANT:
    case GZ_MV_JUMP:
        gottaz_lift(s, from);
        arrive(s, to, c);
        break;
    case GZ_MV_SWAP: {
        GottazCell other = s->board[to];
        gottaz_lift(s, from);
        gottaz_lift(s, to);
        gottaz_put(s, from, cell_type(&other), other.owner, other.side);
        gottaz_put(s, to, cell_type(&c), c.owner, c.side);
        break;
    }
    case GZ_MV_TSUNAMI: {
        int front = offset(from, forward(p), 0), land = tsunami_landing(s, from);
        GottazCell pushed = s->board[front];
        gottaz_lift(s, front);
        arrive(s, land, pushed);
        break;
    }
    case GZ_MV_ROTATE:
        gottaz_lift(s, from);
        gottaz_put(s, from, cell_type(&c), c.owner, 1 - c.side);
        break;
    default:
        break; /* pass */
    }
    if (s->actions < UINT16_MAX) s->actions++;
    gottaz_set_turn(s, 1 - p);
}
