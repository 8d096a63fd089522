/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz against a second, deliberately simple model of the play rules: in positions of random
 * games, the legal moves and the position after each move must agree with the model. The model
 * recomputes everything from scratch (line sums over the whole board, battles on a list of
 * pawns) and shares only the tile catalog and the text forms with the rules module. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/gottaz/gottaz.h"

static const GameRules *G = &gottaz_rules;

/* A pawn somewhere: on a square (0..24). Two pawns may share a square only while a battle is
 * pending. */
typedef struct Piece {
    int type, owner, side, sq;
} Piece;

typedef struct Model {
    Piece pieces[24];
    int n;
    int hand[2][GZ_TYPES];
    int to, actions;
    bool draw_on;
} Model;

static int piece_strength(const Piece *p) {
    return gottaz_tile_strength(p->type, p->side);
}
static int piece_ability(const Piece *p) {
    return gottaz_tile_ability(p->type, p->side);
}

static void model_read(const GottazState *s, Model *m) {
    memset(m, 0, sizeof *m);
    for (int sq = 0; sq < 25; sq++)
        if (s->board[sq].type1)
            m->pieces[m->n++] =
                (Piece){s->board[sq].type1 - 1, s->board[sq].owner, s->board[sq].side, sq};
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < s->hand_n[p]; i++) m->hand[p][s->hand[p][i]]++;
    m->to = s->turn;
    m->actions = s->actions;
    m->draw_on = s->draw_on;
}

static int at(const Model *m, int sq) {
    for (int i = 0; i < m->n; i++)
        if (m->pieces[i].sq == sq) return i;
    return -1;
}

/* Every line of both players within its limit, summing the whole board from scratch. */
static bool limits_ok(const Model *m) {
    int sum[2][5] = {{0}}, supply[2][5] = {{0}};
    for (int i = 0; i < m->n; i++) {
        const Piece *p = &m->pieces[i];
        sum[p->owner][p->sq / 5] += piece_strength(p);
        supply[p->owner][p->sq / 5] += piece_ability(p) == GZ_SUPPLY;
    }
    for (int o = 0; o < 2; o++)
        for (int r = 0; r < 5; r++)
            if (sum[o][r] > 8 + supply[o][r]) return false;
    return true;
}

static bool two_on(const Model *m, int sq, int *a, int *b) {
    *a = *b = -1;
    for (int i = 0; i < m->n; i++) {
        if (m->pieces[i].sq != sq) continue;
        if (*a < 0)
            *a = i;
        else
            *b = i;
    }
    return *b >= 0;
}

static void remove_piece(Model *m, int i) {
    m->hand[m->pieces[i].owner][m->pieces[i].type]++;
    m->pieces[i] = m->pieces[--m->n];
}

/* Resolves a pending battle on `sq`: support from orthogonal neighbours of the same owner. */
static void battle(Model *m, int sq) {
    int a, b;
    if (!two_on(m, sq, &a, &b)) return;
    int strength[2];
    int idx[2] = {a, b};
    for (int k = 0; k < 2; k++) {
        const Piece *p = &m->pieces[idx[k]];
        strength[k] = piece_strength(p);
        for (int i = 0; i < m->n; i++) {
            const Piece *q = &m->pieces[i];
            int dr = abs(q->sq / 5 - sq / 5), df = abs(q->sq % 5 - sq % 5);
            if (dr + df == 1 && q->owner == p->owner && piece_ability(q) == GZ_SUPPORT)
                strength[k]++;
        }
    }
    /* Remove the higher index first so the other index stays valid. */
    int hi = a > b ? a : b, lo = a > b ? b : a;
    int s_hi = a > b ? strength[0] : strength[1], s_lo = a > b ? strength[1] : strength[0];
    if (s_hi <= s_lo) remove_piece(m, hi);
    if (s_lo <= s_hi) remove_piece(m, lo);
}

static void sq_name(int sq, char *buf) {
    buf[0] = (char)('a' + sq % 5);
    buf[1] = (char)('1' + sq / 5);
    buf[2] = '\0';
}

/* The model's canonical position text (the format of docs/notation/gottaz.md). */
static void model_fen(const Model *m, char *out) {
    char *o = out;
    o += sprintf(o, "board=");
    for (int r = 4; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 5; f++) {
            int i = at(m, r * 5 + f);
            if (i < 0) {
                empty++;
                continue;
            }
            if (empty) o += sprintf(o, "%d", empty);
            empty = 0;
            char t[16];
            gottaz_tile_text(m->pieces[i].type, m->pieces[i].side, t, sizeof t);
            char cell[5] = {t[0], t[1], t[3], t[4], 0};
            if (m->pieces[i].owner)
                for (int k = 0; k < 4; k++)
                    cell[k] = (char)(cell[k] + ('a' - 'A') * (cell[k] >= 'A'));
            o += sprintf(o, "%s", cell);
        }
        if (empty) o += sprintf(o, "%d", empty);
        if (r) *o++ = '/';
    }
    for (int p = 0; p < 2; p++) {
        o += sprintf(o, " hand%d=", p + 1);
        int written = 0;
        for (int t = 0; t < GZ_TYPES; t++)
            for (int k = 0; k < m->hand[p][t]; k++) {
                char name[16];
                gottaz_tile_text(t, 0, name, sizeof name);
                o += sprintf(o, "%s%s", written++ ? "," : "", name);
            }
        if (!written) o += sprintf(o, "-");
    }
    sprintf(o, " to=%d actions=%d draw=%s", m->to + 1, m->actions, m->draw_on ? "on" : "off");
}

typedef struct Found {
    char text[256][GAME_MOVE_TEXT_MAX];
    char fen[256][GAME_FEN_MAX];
    int n;
} Found;

/* Tries one candidate: `after` is the model with the pawns already moved (battle pending). */
static void consider(Found *f, Model *after, const char *text, int battle_sq) {
    if (!limits_ok(after)) return;
    battle(after, battle_sq);
    after->to = 1 - after->to;
    after->actions++;
    assert_true(f->n < 256);
    strcpy(f->text[f->n], text);
    model_fen(after, f->fen[f->n]);
    f->n++;
}

static void model_moves(const Model *m, Found *f) {
    f->n = 0;
    int p = m->to, home = p ? 4 : 0, fwd = p ? -1 : 1;
    char a[3], b[3], text[GAME_MOVE_TEXT_MAX];
    for (int t = 0; t < GZ_TYPES; t++) {
        if (!m->hand[p][t]) continue;
        int faces = gottaz_tile_same_sides(t) ? 1 : 2;
        for (int side = 0; side < faces; side++)
            for (int fl = 0; fl < 5; fl++) {
                int sq = home * 5 + fl;
                if (at(m, sq) >= 0) continue;
                Model x = *m;
                x.hand[p][t]--;
                x.pieces[x.n++] = (Piece){t, p, side, sq};
                char tile[16];
                gottaz_tile_text(t, side, tile, sizeof tile);
                sq_name(sq, a);
                snprintf(text, sizeof text, "%s@%s", tile, a);
                consider(f, &x, text, -1);
            }
    }
    static const int orth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static const int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    for (int i = 0; i < m->n; i++) {
        const Piece *pc = &m->pieces[i];
        if (pc->owner != p) continue;
        int r = pc->sq / 5, fl = pc->sq % 5, ab = piece_ability(pc);
        sq_name(pc->sq, a);
        /* Destination moves: plain, Leap, Slant, Jump. */
        int targets[16][2], kinds[16], nt = 0;
        for (int d = 0; d < 4; d++) {
            targets[nt][0] = r + orth[d][0], targets[nt][1] = fl + orth[d][1], kinds[nt++] = '-';
            if (ab == GZ_LEAP)
                targets[nt][0] = r + 2 * orth[d][0], targets[nt][1] = fl + 2 * orth[d][1],
                kinds[nt++] = 'L';
            if (ab == GZ_SLANT)
                targets[nt][0] = r + diag[d][0], targets[nt][1] = fl + diag[d][1],
                kinds[nt++] = 'D';
        }
        if (ab == GZ_JUMP)
            for (int k = 0; k < 5; k++)
                if (home * 5 + k != pc->sq)
                    targets[nt][0] = home, targets[nt][1] = k, kinds[nt++] = 'J';
        for (int k = 0; k < nt; k++) {
            int tr = targets[k][0], tf = targets[k][1];
            if (tr < 0 || tr > 4 || tf < 0 || tf > 4) continue;
            int to = tr * 5 + tf, there = at(m, to);
            if (there >= 0 && m->pieces[there].owner == p) continue;
            Model x = *m;
            x.pieces[i].sq = to;
            sq_name(to, b);
            if (kinds[k] == '-')
                snprintf(text, sizeof text, "%s-%s", a, b);
            else
                snprintf(text, sizeof text, "%s%c%s", a, kinds[k], b);
            consider(f, &x, text, to);
        }
        if (ab == GZ_SWAP)
            for (int d = 0; d < 4; d++) {
                int tr = r + orth[d][0], tf = fl + orth[d][1];
                if (tr < 0 || tr > 4 || tf < 0 || tf > 4) continue;
                int j = at(m, tr * 5 + tf);
                if (j < 0) continue;
                Model x = *m;
                x.pieces[j].sq = pc->sq;
                x.pieces[i].sq = tr * 5 + tf;
                sq_name(tr * 5 + tf, b);
                snprintf(text, sizeof text, "%sW%s", a, b);
                consider(f, &x, text, -1);
            }
        if (ab == GZ_TSUNAMI && r + fwd >= 0 && r + fwd <= 4 && r + 3 * fwd >= 0 &&
            r + 3 * fwd <= 4) {
            int j = at(m, (r + fwd) * 5 + fl);
            int land = (r + 3 * fwd) * 5 + fl, there = at(m, land);
            if (j >= 0 && !(there >= 0 && m->pieces[there].owner == m->pieces[j].owner)) {
                Model x = *m;
                x.pieces[j].sq = land;
                snprintf(text, sizeof text, "%sT", a);
                consider(f, &x, text, land);
            }
        }
        if (ab == GZ_ROTATE) {
            Model x = *m;
            if (!gottaz_tile_same_sides(pc->type)) x.pieces[i].side = 1 - pc->side;
            snprintf(text, sizeof text, "%sR", a);
            consider(f, &x, text, -1);
        }
    }
    if (f->n == 0) {
        Model x = *m;
        consider(f, &x, "pass", -1);
    }
}

static void compare(const GottazState *s) {
    Model m;
    model_read(s, &m);
    static Found f;
    model_moves(&m, &f);
    Move moves[GAME_MOVES_MAX];
    int n = G->gen_moves(s, moves, GAME_MOVES_MAX);
    char fen[GAME_FEN_MAX];
    G->to_fen(s, fen, sizeof fen);
    if (n != f.n) fail_msg("%d legal moves, the model has %d, in %s", n, f.n, fen);
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        G->move_to_text(s, moves[i], text, sizeof text);
        int k = 0;
        while (k < f.n && strcmp(f.text[k], text) != 0) k++;
        if (k == f.n) fail_msg("%s is legal, not in the model, in %s", text, fen);
        GottazState next = *s;
        G->apply(&next, moves[i]);
        char after[GAME_FEN_MAX];
        G->to_fen(&next, after, sizeof after);
        if (strcmp(after, f.fen[k]))
            fail_msg("%s in %s gives\n%s\nthe model\n%s", text, fen, after, f.fen[k]);
    }
}

static void test_rules_agree_with_the_model(void **state) {
    (void)state;
    static const char *const options[] = {"preset=beginner", "preset=advanced", "preset=random",
                                          "mode=method1", "mode=method2"};
    Rng rng;
    rng_seed(&rng, 77);
    long positions = 0;
    for (int game = 0; game < 60; game++) {
        GameOptions opt;
        game_options_init(&opt);
        Error err;
        assert_true(game_options_parse_line(&opt, options[game % 5], &err));
        GameLine line;
        assert_true(game_line_start(&line, G, &opt, (uint64_t)game, &err));
        for (;;) {
            const GottazState *s = game_line_state(&line);
            if (s->phase == GZ_PHASE_PLAY && G->outcome(s).kind == OUTCOME_ONGOING) {
                compare(s);
                positions++;
            }
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
        }
        game_line_free(&line);
    }
    print_message("%ld positions compared\n", positions);
    assert_true(positions > 5000);
}

int main(void) {
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_rules_agree_with_the_model)};
    return cmocka_run_group_tests_name("gottaz model", tests, NULL, NULL);
}
