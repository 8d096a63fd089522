/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt move rules for one side: geometry, legal moves, and the notation of moves. */
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h"

static const int dir_col[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int dir_row[8] = {1, 1, 0, -1, -1, -1, 0, 1};
static const char *const dir_names[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

int mortar_hunt_square(int col, int row) {
    if (col < 0 || col >= MORTAR_HUNT_COLS || row < 0 || row >= MORTAR_HUNT_ROWS)
        return MORTAR_HUNT_NONE;
    return row * MORTAR_HUNT_COLS + col;
}
int mortar_hunt_square_col(int sq) {
    return sq % MORTAR_HUNT_COLS;
}
int mortar_hunt_square_row(int sq) {
    return sq / MORTAR_HUNT_COLS;
}
const char *mortar_hunt_dir_name(int dir) {
    return dir_names[dir & 7];
}

void mortar_hunt_square_text(int sq, char out[4]) {
    if (sq < 0 || sq >= MORTAR_HUNT_SQUARES) {
        strcpy(out, "??");
        return;
    }
    out[0] = (char)('A' + mortar_hunt_square_col(sq));
    out[1] = (char)('1' + mortar_hunt_square_row(sq));
    out[2] = '\0';
}

bool mortar_hunt_in_half(int player, int sq) {
    if (sq < 0 || sq >= MORTAR_HUNT_SQUARES) return false;
    int row = mortar_hunt_square_row(sq);
    return player == MORTAR_HUNT_A ? row <= 3 : row >= 5;
}

int mortar_hunt_step(int sq, int dir, int distance) {
    return mortar_hunt_square(mortar_hunt_square_col(sq) + dir_col[dir] * distance,
                              mortar_hunt_square_row(sq) + dir_row[dir] * distance);
}

void mortar_hunt_range(int kind, int *lo, int *hi) {
    *lo = kind == MORTAR_HUNT_LH ? 5 : 3;
    *hi = kind == MORTAR_HUNT_LH ? 7 : 5;
}

int mortar_hunt_piece_on(const MortarHuntPiece pieces[MORTAR_HUNT_PIECES], int sq) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (pieces[i].square == sq) return i;
    return MORTAR_HUNT_NONE;
}

int mortar_hunt_mark_after(int old, int result) {
    if (result == MORTAR_HUNT_RESULT_HIT) return MORTAR_HUNT_MARK_HIT;
    return old == MORTAR_HUNT_MARK_NONE ? MORTAR_HUNT_MARK_MISS : old;
}

Move mortar_hunt_move_turn(int from, int from_dir, int to, int to_dir, int shooter, int target) {
    Move m = MORTAR_HUNT_MOVE_TURN | (Move)from << 2 | (Move)from_dir << 9 | (Move)to << 12 |
             (Move)to_dir << 19;
    if (target != MORTAR_HUNT_NONE) m |= (Move)1 << 22 | (Move)shooter << 23 | (Move)target << 30;
    return m;
}

Move mortar_hunt_move_sacrifice(int sq) {
    return MORTAR_HUNT_MOVE_SACRIFICE | (Move)sq << 2;
}

Move mortar_hunt_move_setup(const MortarHuntPiece pieces[MORTAR_HUNT_PIECES]) {
    Move m = MORTAR_HUNT_MOVE_SETUP;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        m |= ((Move)pieces[i].square | (Move)pieces[i].dir << 7 | (Move)pieces[i].kind << 10)
             << (2 + 11 * i);
    return m;
}

int mortar_hunt_shooter_positions(int player, int kind, int target, uint8_t *squares, uint8_t *dirs,
                                  int cap) {
    if (!mortar_hunt_in_half(1 - player, target)) return 0;
    int lo, hi, n = 0;
    mortar_hunt_range(kind, &lo, &hi);
    /* Walk back from the target along each facing: the shooter is d squares behind it. */
    for (int dir = 0; dir < 8; dir++)
        for (int d = lo; d <= hi && n < cap; d++) {
            int sq = mortar_hunt_step(target, (dir + 4) & 7, d);
            if (sq == MORTAR_HUNT_NONE || !mortar_hunt_in_half(player, sq)) continue;
            squares[n] = (uint8_t)sq;
            dirs[n] = (uint8_t)dir;
            n++;
        }
    return n;
}

/* A square the moving piece may enter: inside the own half, empty of the player's other pieces
 * (a destroyed piece still blocks), and no crater in the crater variant. */
static bool can_enter(const MortarHuntSide *s, int sq, int mover) {
    if (sq == MORTAR_HUNT_NONE || !mortar_hunt_in_half(s->player, sq)) return false;
    if (s->info->craters && s->marks[sq] == MORTAR_HUNT_MARK_MISS) return false;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (i != mover && s->own[i].square == sq) return false;
    return true;
}

static void reach_steps(const MortarHuntSide *s, int mover, int sq, int dir, int steps,
                        uint8_t seen[MORTAR_HUNT_SQUARES * 8]) {
    seen[sq * 8 + dir] = 1;
    if (steps == 3) return;
    int ahead = mortar_hunt_step(sq, dir, 1);
    if (can_enter(s, ahead, mover)) reach_steps(s, mover, ahead, dir, steps + 1, seen);
    reach_steps(s, mover, sq, (dir + 1) & 7, steps + 1, seen);
    reach_steps(s, mover, sq, (dir + 7) & 7, steps + 1, seen);
}

/* Every (square, facing) the piece can end on this turn, start excluded. */
static void reachable(const MortarHuntSide *s, int mover, uint8_t seen[MORTAR_HUNT_SQUARES * 8]) {
    memset(seen, 0, MORTAR_HUNT_SQUARES * 8);
    const MortarHuntPiece *p = &s->own[mover];
    reach_steps(s, mover, p->square, p->dir, 0, seen);
    int back = mortar_hunt_step(p->square, (p->dir + 4) & 7, 1);
    if (can_enter(s, back, mover)) seen[back * 8 + p->dir] = 1;
    seen[p->square * 8 + p->dir] = 0;
}

static bool valid_target(const MortarHuntSide *s, int target) {
    if (target == MORTAR_HUNT_NONE || !mortar_hunt_in_half(1 - s->player, target)) return false;
    return !s->info->craters || s->marks[target] == MORTAR_HUNT_MARK_NONE;
}

/* The legal shots with these pieces: shooter squares and targets; returns how many. */
static int shots(const MortarHuntSide *s, const MortarHuntPiece pieces[MORTAR_HUNT_PIECES],
                 uint8_t *shooter, uint8_t *target) {
    int n = 0;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (!pieces[i].alive) continue;
        int lo, hi;
        mortar_hunt_range(pieces[i].kind, &lo, &hi);
        for (int d = lo; d <= hi; d++) {
            int t = mortar_hunt_step(pieces[i].square, pieces[i].dir, d);
            if (!valid_target(s, t)) continue;
            shooter[n] = pieces[i].square;
            target[n] = (uint8_t)t;
            n++;
        }
    }
    return n;
}

static bool shot_due(const MortarHuntSide *s) {
    return s->skips >= 2;
}

/* A sample of the side's setups drawn from `key`: the game's seed by default, or a secret of the
 * side's own (mortar_hunt_side_gen_moves_sampled), so that the other side cannot list it too. */
static int gen_setups(const MortarHuntSide *s, uint64_t key, Move *out, int cap) {
    Rng rng;
    rng_seed(&rng, rng_mix64(key ^ (uint64_t)s->player * 0x9e3779b97f4a7c15ULL ^
                             (uint64_t)s->info->pieces_option << 40));
    int squares[48], count = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (mortar_hunt_in_half(s->player, sq)) squares[count++] = sq;
    int n = 0;
    int want = cap < MORTAR_HUNT_SETUP_SAMPLE ? cap : MORTAR_HUNT_SETUP_SAMPLE;
    while (n < want) {
        MortarHuntPiece p[MORTAR_HUNT_PIECES];
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) p[i].square = MORTAR_HUNT_NONE;
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            int sq;
            do sq = squares[rng_below(&rng, (uint64_t)count)];
            while (mortar_hunt_piece_on(p, sq) < i);
            p[i].square = (uint8_t)sq;
            p[i].dir = (uint8_t)rng_below(&rng, 8);
            p[i].kind = s->info->pieces_option == MORTAR_HUNT_PIECES_CHOOSE
                            ? (uint8_t)rng_below(&rng, 2)
                        : s->info->pieces_option == MORTAR_HUNT_PIECES_LH ? MORTAR_HUNT_LH
                                                                          : MORTAR_HUNT_HM;
            p[i].alive = 1;
        }
        Move m = mortar_hunt_move_setup(p);
        bool dup = false;
        for (int k = 0; k < n && !dup; k++) dup = out[k] == m;
        if (!dup) out[n++] = m;
    }
    return n;
}

int mortar_hunt_side_gen_moves(const MortarHuntSide *s, Move *out, int cap) {
    return mortar_hunt_side_gen_moves_sampled(s, s->info->seed, out, cap);
}

int mortar_hunt_side_gen_moves_sampled(const MortarHuntSide *s, uint64_t key, Move *out, int cap) {
    if (s->over || cap <= 0) return 0;
    if (s->phase == MORTAR_HUNT_PHASE_SETUP) return gen_setups(s, key, out, cap);
    int n = 0;
    bool due = shot_due(s);
    uint8_t seen[MORTAR_HUNT_SQUARES * 8];
    uint8_t shooter[MORTAR_HUNT_PIECES * 3], target[MORTAR_HUNT_PIECES * 3];
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        const MortarHuntPiece *p = &s->own[i];
        if (!p->alive) continue;
        reachable(s, i, seen);
        for (int e = 0; e < MORTAR_HUNT_SQUARES * 8; e++) {
            if (!seen[e]) continue;
            MortarHuntPiece after[MORTAR_HUNT_PIECES];
            memcpy(after, s->own, sizeof after);
            after[i].square = (uint8_t)(e / 8);
            after[i].dir = (uint8_t)(e % 8);
            int k = shots(s, after, shooter, target);
            if (!due && n < cap)
                out[n++] =
                    mortar_hunt_move_turn(p->square, p->dir, e / 8, e % 8, 0, MORTAR_HUNT_NONE);
            for (int j = 0; j < k && n < cap; j++)
                out[n++] =
                    mortar_hunt_move_turn(p->square, p->dir, e / 8, e % 8, shooter[j], target[j]);
        }
    }
    if (due && n == 0)
        for (int i = 0; i < MORTAR_HUNT_PIECES && n < cap; i++)
            if (s->own[i].alive) out[n++] = mortar_hunt_move_sacrifice(s->own[i].square);
    return n;
}

/* ---- notation ---- */

bool mortar_hunt_parse_square(const char **p, int *sq) {
    const char *s = *p;
    if (s[0] < 'A' || s[0] > 'L' || s[1] < '1' || s[1] > '9') return false;
    if (s[2] >= '0' && s[2] <= '9') return false; /* "C10" is no square */
    *sq = mortar_hunt_square(s[0] - 'A', s[1] - '1');
    *p = s + 2;
    return true;
}

bool mortar_hunt_parse_dir(const char **p, int *dir) {
    /* Two-letter names first, so "NE" is not read as "N". */
    static const int order[8] = {MORTAR_HUNT_NE, MORTAR_HUNT_SE, MORTAR_HUNT_SW, MORTAR_HUNT_NW,
                                 MORTAR_HUNT_N,  MORTAR_HUNT_E,  MORTAR_HUNT_S,  MORTAR_HUNT_W};
    for (int k = 0; k < 8; k++) {
        size_t len = strlen(dir_names[order[k]]);
        if (strncmp(*p, dir_names[order[k]], len) == 0) {
            *dir = order[k];
            *p += len;
            return true;
        }
    }
    return false;
}

static bool fits(int written, size_t n) {
    return written >= 0 && (size_t)written < n;
}

bool mortar_hunt_move_format(Move m, char *buf, size_t n) {
    char a[4], b[4], c[4], d[4];
    int w = -1;
    switch (MORTAR_HUNT_MOVE_TYPE(m)) {
    case MORTAR_HUNT_MOVE_TURN:
        mortar_hunt_square_text(MORTAR_HUNT_TURN_FROM(m), a);
        mortar_hunt_square_text(MORTAR_HUNT_TURN_TO(m), b);
        if (MORTAR_HUNT_TURN_SHOOTS(m)) {
            mortar_hunt_square_text(MORTAR_HUNT_TURN_SHOOTER(m), c);
            mortar_hunt_square_text(MORTAR_HUNT_TURN_TARGET(m), d);
            w = snprintf(buf, n, "%s/%s-%s/%s!%s>%s", a,
                         mortar_hunt_dir_name(MORTAR_HUNT_TURN_FROM_DIR(m)), b,
                         mortar_hunt_dir_name(MORTAR_HUNT_TURN_TO_DIR(m)), c, d);
        } else {
            w = snprintf(buf, n, "%s/%s-%s/%s", a,
                         mortar_hunt_dir_name(MORTAR_HUNT_TURN_FROM_DIR(m)), b,
                         mortar_hunt_dir_name(MORTAR_HUNT_TURN_TO_DIR(m)));
        }
        break;
    case MORTAR_HUNT_MOVE_SACRIFICE:
        mortar_hunt_square_text(MORTAR_HUNT_SACRIFICE_SQUARE(m), a);
        w = snprintf(buf, n, "sacrifice:%s", a);
        break;
    case MORTAR_HUNT_MOVE_SETUP: {
        size_t used = 0;
        w = snprintf(buf, n, "setup:");
        if (!fits(w, n)) return false;
        used = (size_t)w;
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            mortar_hunt_square_text(MORTAR_HUNT_SETUP_SQUARE(m, i), a);
            w = snprintf(buf + used, n - used, "%s%s/%s%s", i ? "," : "", a,
                         mortar_hunt_dir_name(MORTAR_HUNT_SETUP_DIR(m, i)),
                         MORTAR_HUNT_SETUP_KIND(m, i) == MORTAR_HUNT_LH ? ":LH" : "");
            if (!fits(w, n - used)) return false;
            used += (size_t)w;
        }
        return true;
    }
    default:
        if (n) buf[0] = '\0';
        return false;
    }
    return fits(w, n);
}

static const char *half_rows(int player) {
    return player == MORTAR_HUNT_A ? "rows 1-4" : "rows 6-9";
}

static bool parse_setup(const MortarHuntSide *s, const char *text, Move *m, Error *err) {
    if (s->phase != MORTAR_HUNT_PHASE_SETUP) return error_set(err, "the pieces are already placed");
    const char *p = text + strlen("setup:");
    MortarHuntPiece pieces[MORTAR_HUNT_PIECES];
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        int sq, dir;
        if (i > 0 && *p++ != ',')
            return error_set(err, "a setup places exactly 3 pieces, separated by commas");
        if (!mortar_hunt_parse_square(&p, &sq))
            return error_set(err, "piece %d: expected a square A1-L9, like C3", i + 1);
        if (*p++ != '/' || !mortar_hunt_parse_dir(&p, &dir))
            return error_set(err, "piece %d: expected '/' and a facing (N NE E SE S SW W NW)",
                             i + 1);
        int kind = MORTAR_HUNT_HM;
        if (*p == ':') {
            if (strncmp(p, ":LH", 3) != 0)
                return error_set(err, "piece %d: the only kind mark is ':LH'", i + 1);
            kind = MORTAR_HUNT_LH;
            p += 3;
        }
        char name[4];
        mortar_hunt_square_text(sq, name);
        if (!mortar_hunt_in_half(s->player, sq))
            return error_set(err, "%s is not in your half (%s)", name, half_rows(s->player));
        for (int j = 0; j < i; j++)
            if (pieces[j].square == sq) return error_set(err, "two pieces on %s", name);
        if (kind == MORTAR_HUNT_LH && s->info->pieces_option == MORTAR_HUNT_PIECES_HM)
            return error_set(err, "%s: Light Howitzers need pieces=LH or pieces=choose", name);
        if (kind == MORTAR_HUNT_HM && s->info->pieces_option == MORTAR_HUNT_PIECES_LH)
            return error_set(err, "%s: with pieces=LH every piece is a Light Howitzer (%s/%s:LH)",
                             name, name, mortar_hunt_dir_name(dir));
        pieces[i] = (MortarHuntPiece){(uint8_t)sq, (uint8_t)dir, (uint8_t)kind, 1};
    }
    if (*p == ',') return error_set(err, "a setup places exactly 3 pieces");
    if (*p) return error_set(err, "unexpected '%s' after the setup", p);
    *m = mortar_hunt_move_setup(pieces);
    return true;
}

static bool parse_sacrifice(const MortarHuntSide *s, const char *text, Move *m, Error *err) {
    if (s->phase != MORTAR_HUNT_PHASE_PLAY)
        return error_set(err, "place your pieces first (setup:)");
    const char *p = text + strlen("sacrifice:");
    int sq;
    if (!mortar_hunt_parse_square(&p, &sq) || *p)
        return error_set(err, "expected sacrifice:<square>, like sacrifice:C3");
    char name[4];
    mortar_hunt_square_text(sq, name);
    int i = mortar_hunt_piece_on(s->own, sq);
    if (i == MORTAR_HUNT_NONE) return error_set(err, "no piece of yours on %s", name);
    if (!s->own[i].alive) return error_set(err, "your piece on %s is already destroyed", name);
    if (!shot_due(s))
        return error_set(err, "a sacrifice is only for a turn when a shot is due and no move "
                              "allows one; you may still skip shooting");
    Move list[GAME_MOVES_MAX];
    int n = mortar_hunt_side_gen_moves(s, list, GAME_MOVES_MAX);
    if (n > 0 && MORTAR_HUNT_MOVE_TYPE(list[0]) != MORTAR_HUNT_MOVE_SACRIFICE)
        return error_set(err, "a sacrifice is only allowed when no move allows a shot, and "
                              "some move does");
    *m = mortar_hunt_move_sacrifice(sq);
    return true;
}

/* Why the shot from `shooter` at `target` is not legal with these pieces, or true. */
static bool check_shot(const MortarHuntSide *s, const MortarHuntPiece after[MORTAR_HUNT_PIECES],
                       int shooter, int target, Error *err) {
    char a[4], b[4];
    mortar_hunt_square_text(shooter, a);
    mortar_hunt_square_text(target, b);
    int i = mortar_hunt_piece_on(after, shooter);
    if (i == MORTAR_HUNT_NONE) return error_set(err, "no piece of yours on %s to shoot", a);
    if (!after[i].alive) return error_set(err, "your piece on %s is destroyed and cannot shoot", a);
    int lo, hi;
    mortar_hunt_range(after[i].kind, &lo, &hi);
    int d = 0;
    for (int k = 1; k <= 8 && !d; k++)
        if (mortar_hunt_step(shooter, after[i].dir, k) == target) d = k;
    if (!d)
        return error_set(err, "%s is not straight ahead of the piece on %s (facing %s)", b, a,
                         mortar_hunt_dir_name(after[i].dir));
    if (d < lo || d > hi)
        return error_set(err, "%s is %d squares from %s; a %s shoots %d-%d squares", b, d, a,
                         after[i].kind == MORTAR_HUNT_LH ? "Light Howitzer" : "Heavy Mortar", lo,
                         hi);
    if (mortar_hunt_square_row(target) == 4)
        return error_set(err, "%s is in the obstacle row: shells fly over it", b);
    if (!mortar_hunt_in_half(1 - s->player, target))
        return error_set(err, "%s is in your own half: shots go to the opponent's half", b);
    if (!valid_target(s, target))
        return error_set(err, "%s was already shot at: no square is targeted twice with craters",
                         b);
    return true;
}

static bool parse_turn(const MortarHuntSide *s, const char *text, Move *m, Error *err) {
    const char *p = text;
    int from, from_dir, to, to_dir, shooter = MORTAR_HUNT_NONE, target = MORTAR_HUNT_NONE;
    if (!mortar_hunt_parse_square(&p, &from) || *p++ != '/' ||
        !mortar_hunt_parse_dir(&p, &from_dir) || *p++ != '-' ||
        !mortar_hunt_parse_square(&p, &to) || *p++ != '/' || !mortar_hunt_parse_dir(&p, &to_dir))
        return error_set(err, "expected a move like E1/NE-E2/NE, optionally followed by a shot "
                              "like !C3>C7, or setup:... or sacrifice:...");
    if (*p == '!') {
        p++;
        if (!mortar_hunt_parse_square(&p, &shooter) || *p++ != '>' ||
            !mortar_hunt_parse_square(&p, &target))
            return error_set(err, "expected a shot like !C3>C7 (shooter square > target)");
    }
    if (*p) return error_set(err, "unexpected '%s' after the move", p);
    if (s->phase != MORTAR_HUNT_PHASE_PLAY)
        return error_set(err, "place your pieces first: setup:<square>/<facing>,... (3 pieces)");
    char a[4], b[4];
    mortar_hunt_square_text(from, a);
    mortar_hunt_square_text(to, b);
    int i = mortar_hunt_piece_on(s->own, from);
    if (i == MORTAR_HUNT_NONE) return error_set(err, "no piece of yours on %s", a);
    if (!s->own[i].alive) return error_set(err, "your piece on %s is destroyed and cannot move", a);
    if (s->own[i].dir != from_dir)
        return error_set(err, "your piece on %s faces %s, not %s", a,
                         mortar_hunt_dir_name(s->own[i].dir), mortar_hunt_dir_name(from_dir));
    if (from == to && from_dir == to_dir)
        return error_set(err, "the piece must end on another square or facing");
    if (mortar_hunt_square_row(to) == 4)
        return error_set(err, "%s is in the obstacle row: no piece may enter it", b);
    if (!mortar_hunt_in_half(s->player, to))
        return error_set(err, "%s is not in your half (%s)", b, half_rows(s->player));
    if (to != from && mortar_hunt_piece_on(s->own, to) != MORTAR_HUNT_NONE)
        return error_set(err, "%s holds another piece of yours", b);
    if (s->info->craters && to != from && s->marks[to] == MORTAR_HUNT_MARK_MISS)
        return error_set(err, "%s holds a crater", b);
    uint8_t seen[MORTAR_HUNT_SQUARES * 8];
    reachable(s, i, seen);
    if (!seen[to * 8 + to_dir])
        return error_set(err,
                         "%s/%s cannot reach %s/%s: up to 3 steps forward or 45-degree "
                         "turns through empty squares, or one step straight back",
                         a, mortar_hunt_dir_name(from_dir), b, mortar_hunt_dir_name(to_dir));
    MortarHuntPiece after[MORTAR_HUNT_PIECES];
    memcpy(after, s->own, sizeof after);
    after[i].square = (uint8_t)to;
    after[i].dir = (uint8_t)to_dir;
    if (target == MORTAR_HUNT_NONE) {
        Move first;
        if (shot_due(s) && mortar_hunt_side_gen_moves(s, &first, 1) == 1 &&
            MORTAR_HUNT_MOVE_TYPE(first) == MORTAR_HUNT_MOVE_SACRIFICE)
            return error_set(err, "a shot is due and no move allows one: sacrifice a piece "
                                  "(sacrifice:<square>)");
        if (shot_due(s))
            return error_set(err, "you skipped shooting in your last two turns: this turn you "
                                  "must shoot (add !<shooter>><target>)");
    } else if (!check_shot(s, after, shooter, target, err)) {
        return false;
    }
    *m = mortar_hunt_move_turn(from, from_dir, to, to_dir, shooter, target);
    return true;
}

static bool setup_is_legal(const MortarHuntSide *s, Move m) {
    if (MORTAR_HUNT_MOVE_TYPE(m) != MORTAR_HUNT_MOVE_SETUP ||
        m >> (2 + 11 * MORTAR_HUNT_PIECES) != 0)
        return false;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        int sq = MORTAR_HUNT_SETUP_SQUARE(m, i), kind = MORTAR_HUNT_SETUP_KIND(m, i);
        if (sq >= MORTAR_HUNT_SQUARES || !mortar_hunt_in_half(s->player, sq)) return false;
        for (int j = 0; j < i; j++)
            if (MORTAR_HUNT_SETUP_SQUARE(m, j) == sq) return false;
        if (s->info->pieces_option == MORTAR_HUNT_PIECES_HM && kind != MORTAR_HUNT_HM) return false;
        if (s->info->pieces_option == MORTAR_HUNT_PIECES_LH && kind != MORTAR_HUNT_LH) return false;
    }
    return true;
}

bool mortar_hunt_side_move_is_legal(const MortarHuntSide *s, Move m) {
    if (s->over) return false;
    if (s->phase == MORTAR_HUNT_PHASE_SETUP) return setup_is_legal(s, m);
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_side_gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (moves[i] == m) return true;
    return false;
}

bool mortar_hunt_side_move_from_text(const MortarHuntSide *s, const char *text, Move *m,
                                     Error *err) {
    if (s->over) return error_set(err, "the game is over");
    if (strncmp(text, "setup:", 6) == 0) return parse_setup(s, text, m, err);
    if (strncmp(text, "sacrifice:", 10) == 0) return parse_sacrifice(s, text, m, err);
    return parse_turn(s, text, m, err);
}
