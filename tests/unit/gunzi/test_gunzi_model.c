/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi against a second, deliberately simple model of the rules: in positions of random games
 * (some with wedges turned at random), the legal moves and the position after each move must
 * agree with the model. The model works on (x, y) coordinates straight from the rule spec, reads
 * and writes the position text itself, and shares nothing with the rules module but the texts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game.h"

extern const GameRules gunzi_rules;

/* The spec's label table, in the order of the position text. */
static const struct {
    const char *name;
    int x, y;
} LABELS[17] = {{"c1", 0, 2}, {"c2", 1, 1}, {"c3", 2, 2}, {"c4", 3, 1}, {"c5", 4, 2}, {"c6", 1, 3},
                {"c7", 3, 3}, {"b1", 0, 4}, {"b2", 2, 4}, {"b3", 4, 4}, {"a1", 4, 6}, {"a2", 3, 7},
                {"a3", 2, 6}, {"a4", 1, 7}, {"a5", 0, 6}, {"a6", 3, 5}, {"a7", 1, 5}};
static const int DX[6] = {0, 1, 1, 0, -1, -1}, DY[6] = {2, 1, -1, -2, -1, 1};
static const char *const DIRS[6] = {"N", "NE", "SE", "S", "SW", "NW"};

typedef struct Thing {
    char kind; /* 0 nothing, 'w' wedge, 't' Tombstone, 'p' Pillar */
    int owner, dir, height;
} Thing;

typedef struct Model {
    Thing at[5][9];
    int me, ply;
    bool draw;
} Model;

static bool on_board(int x, int y) {
    if (x < 0 || x > 4 || y < 1 || y > 7) return false;
    return x % 2 == 0 ? (y % 2 == 0 && y >= 2 && y <= 6) : y % 2 == 1;
}

static const char *name_of(int x, int y) {
    for (int i = 0; i < 17; i++)
        if (LABELS[i].x == x && LABELS[i].y == y) return LABELS[i].name;
    fail_msg("no field at (%d, %d)", x, y);
    return NULL;
}

static void place_of(const char *name, int *x, int *y) {
    *x = *y = 0;
    for (int i = 0; i < 17; i++) {
        if (strncmp(LABELS[i].name, name, 2) == 0) {
            *x = LABELS[i].x;
            *y = LABELS[i].y;
            return;
        }
    }
    fail_msg("no field '%.2s'", name);
}

static int zone_rank(int owner, int y) {
    int zone = y <= 3 ? 0 : y == 4 ? 1 : 2;
    return owner == 0 ? zone : 2 - zone;
}

static bool is_promotion(int owner, int y) {
    return owner == 0 ? y == 7 : y == 1;
}

static int distance(int x1, int y1, int x2, int y2) {
    int dx = abs(x1 - x2), dy = abs(y1 - y2);
    return dx + (dy > dx ? (dy - dx) / 2 : 0);
}

/* 'P', 'B' or 'F': the side of a wedge aimed at `dir` that faces direction `toward`. */
static char side(int dir, int toward) {
    int r = ((toward - dir) % 6 + 6) % 6;
    return r == 0 ? 'P' : r == 3 ? 'B' : 'F';
}

static void model_read(Model *m, const char *fen) {
    memset(m, 0, sizeof *m);
    const char *p = fen;
    for (int i = 0; i < 17; i++) {
        size_t len = strcspn(p, ",/ ");
        Thing *t = &m->at[LABELS[i].x][LABELS[i].y];
        if (p[0] == 't') t->kind = 't';
        if (p[0] == 'w' || p[0] == 'b') {
            t->kind = 'w';
            t->owner = p[0] == 'b';
            for (int d = 0; d < 6; d++)
                if (strlen(DIRS[d]) == len - 1 && strncmp(DIRS[d], p + 1, len - 1) == 0) t->dir = d;
        }
        if (p[0] == 'W' || p[0] == 'B') {
            t->kind = 'p';
            t->owner = p[0] == 'B';
            t->height = atoi(p + 1);
        }
        p += len + 1;
    }
    char who[8], draw[8];
    assert_int_equal(sscanf(p, "%7s %d %7s", who, &m->ply, draw), 3);
    m->me = strcmp(who, "black") == 0;
    m->draw = strcmp(draw, "on") == 0;
}

static void model_write(const Model *m, char *buf, size_t n) {
    size_t used = 0;
    for (int i = 0; i < 17; i++) {
        const Thing *t = &m->at[LABELS[i].x][LABELS[i].y];
        const char *sep = i == 0 ? "" : (i == 7 || i == 10) ? "/" : ",";
        char c[8] = ".";
        if (t->kind == 't') snprintf(c, sizeof c, "t");
        if (t->kind == 'w') snprintf(c, sizeof c, "%c%s", t->owner ? 'b' : 'w', DIRS[t->dir]);
        if (t->kind == 'p') snprintf(c, sizeof c, "%c%d", t->owner ? 'B' : 'W', t->height);
        used += (size_t)snprintf(buf + used, n - used, "%s%s", sep, c);
    }
    snprintf(buf + used, n - used, " %s %d %s", m->me ? "black" : "white", m->ply,
             m->draw ? "on" : "off");
}

typedef struct List {
    char text[4096][40];
    int n;
} List;

static void add(List *l, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    assert_true(l->n < 4096);
    vsnprintf(l->text[l->n++], sizeof l->text[0], fmt, ap);
    va_end(ap);
}

static bool defended(const Model *m, int x, int y, int rival) {
    for (int d = 0; d < 6; d++) {
        int nx = x + DX[d], ny = y + DY[d];
        if (!on_board(nx, ny)) continue;
        const Thing *t = &m->at[nx][ny];
        char s = side(t->dir, (d + 3) % 6);
        if (t->kind == 'w' && t->owner == rival && (s == 'P' || s == 'B')) return true;
    }
    return false;
}

/* `base` and `swerve` with each Tombstone (or "new") when the move promotes. */
static void add_with_promotion(List *l, const Model *m, const char *base, char swerve) {
    bool any = false;
    for (int i = 0; i < 17; i++) {
        if (m->at[LABELS[i].x][LABELS[i].y].kind != 't') continue;
        any = true;
        add(l, "%s%c=%s", base, swerve, LABELS[i].name);
    }
    if (!any) add(l, "%s%c=new", base, swerve);
}

static void punches(List *l, Model *m, int dir, int x, int y, const char *path) {
    int me = m->me;
    for (int d = 0; d < 6; d++) {
        int vx = x + DX[d], vy = y + DY[d], lx = x + 2 * DX[d], ly = y + 2 * DY[d];
        if (!on_board(vx, vy) || !on_board(lx, ly)) continue;
        Thing victim = m->at[vx][vy];
        if (victim.kind != 'w' || victim.owner == me || m->at[lx][ly].kind) continue;
        char a = side(dir, d), v = side(victim.dir, (d + 3) % 6);
        if (a == 'B' || v == 'B' || (a == 'F' && v != 'F')) continue;
        char next[40];
        snprintf(next, sizeof next, "%sx%s", path, name_of(lx, ly));
        m->at[vx][vy] = (Thing){'t', 0, 0, 0};
        for (int s = 0; s < 2; s++) {
            if (!is_promotion(me, ly))
                add(l, "%s%c", next, "<>"[s]);
            else if (!defended(m, lx, ly, 1 - me))
                add_with_promotion(l, m, next, "<>"[s]);
        }
        punches(l, m, dir, lx, ly, next);
        m->at[vx][vy] = victim;
    }
}

static void model_moves(Model *m, List *l) {
    int me = m->me, rival = 1 - me;
    l->n = 0;
    if (m->draw && m->ply >= 300) return;
    for (int i = 0; i < 17; i++) {
        const Thing *p = &m->at[LABELS[i].x][LABELS[i].y];
        if (p->kind != 'p' || p->owner != me) continue;
        for (int j = 0; j < 17; j++) {
            const Thing *w = &m->at[LABELS[j].x][LABELS[j].y];
            if (w->kind == 'w' && w->owner == rival &&
                distance(LABELS[i].x, LABELS[i].y, LABELS[j].x, LABELS[j].y) <= p->height - 1)
                add(l, "%s*%s", LABELS[i].name, LABELS[j].name);
        }
    }
    if (l->n) return;
    for (int i = 0; i < 17; i++) {
        int x = LABELS[i].x, y = LABELS[i].y;
        Thing w = m->at[x][y];
        if (w.kind != 'w' || w.owner != me) continue;
        for (int d = 0; d < 6; d++) {
            int nx = x + DX[d], ny = y + DY[d];
            if (!on_board(nx, ny)) continue;
            const Thing *t = &m->at[nx][ny];
            char base[40];
            snprintf(base, sizeof base, "%s-%s", LABELS[i].name, name_of(nx, ny));
            if (!t->kind && zone_rank(me, ny) >= zone_rank(me, y)) {
                for (int s = 0; s < 2; s++) {
                    if (!is_promotion(me, ny))
                        add(l, "%s%c", base, "<>"[s]);
                    else if (!defended(m, nx, ny, rival))
                        add_with_promotion(l, m, base, "<>"[s]);
                }
            }
            if (t->kind == 'p' && t->owner == me) add(l, "%s+%s", LABELS[i].name, name_of(nx, ny));
            /* Roll-Over of the neighbour in direction d. */
            if (t->kind == 'w' && t->owner == rival && side(w.dir, d) == 'B' &&
                side(t->dir, (d + 3) % 6) == 'F') {
                int mine = 0, theirs = 0;
                for (int e = 0; e < 6; e++) {
                    int bx = nx + DX[e], by = ny + DY[e];
                    if (!on_board(bx, by)) continue;
                    const Thing *b = &m->at[bx][by];
                    if (b->kind == 'w' && side(b->dir, (e + 3) % 6) == 'B')
                        b->owner == me ? mine++ : theirs++;
                }
                if (mine > theirs) {
                    snprintf(base, sizeof base, "%s^%s", LABELS[i].name, name_of(nx, ny));
                    for (int s = 0; s < 2; s++) {
                        if (!is_promotion(me, ny))
                            add(l, "%s%c", base, "<>"[s]);
                        else if (!defended(m, nx, ny, rival))
                            add_with_promotion(l, m, base, "<>"[s]);
                    }
                }
            }
        }
        m->at[x][y].kind = 0;
        punches(l, m, w.dir, x, y, LABELS[i].name);
        m->at[x][y] = w;
    }
}

/* Plays a move given as text. */
static void model_play(Model *m, const char *text) {
    int x = 0, y = 0, tx = 0, ty = 0, me = m->me;
    place_of(text, &x, &y);
    char kind = text[2];
    const char *rest = text + 3;
    const char *promo = strchr(text, '=');
    if (kind == '+' || kind == '*') {
        place_of(rest, &tx, &ty);
        if (kind == '+') {
            m->at[x][y].kind = 0;
            m->at[tx][ty].height++;
        } else {
            m->at[tx][ty].kind = 0;
            m->at[x][y].height++;
        }
    } else {
        const char *mark = strpbrk(text, "<>");
        int turn = *mark == '>' ? 1 : 5;
        Thing w = m->at[x][y];
        place_of(rest, &tx, &ty);
        if (kind == '^') {
            m->at[x][y].dir = (w.dir + turn) % 6;
            m->at[tx][ty].owner = me;
        } else {
            m->at[x][y].kind = 0;
            if (kind == 'x') {
                int ax = x, ay = y;
                for (const char *p = rest; p < mark; p += 3) {
                    place_of(p, &tx, &ty);
                    m->at[(ax + tx) / 2][(ay + ty) / 2] = (Thing){'t', 0, 0, 0};
                    ax = tx;
                    ay = ty;
                }
            }
            m->at[tx][ty] = (Thing){'w', me, (w.dir + turn) % 6, 0};
        }
        if (promo) {
            if (strcmp(promo + 1, "new") != 0) {
                int px = 0, py = 0;
                place_of(promo + 1, &px, &py);
                m->at[px][py].kind = 0;
            }
            m->at[tx][ty] = (Thing){'p', me, 0, 2};
        }
    }
    m->me = 1 - me;
    m->ply++;
}

static int compare(const void *a, const void *b) {
    return strcmp(a, b);
}

/* The rules' moves and the model's agree at `st`, and so do the positions after each move. */
static void compare_position(const void *st, int *moves_checked) {
    static List model_list, rules_list;
    static Move moves[GAME_MOVES_MAX];
    char fen[GAME_FEN_MAX];
    assert_true(gunzi_rules.to_fen(st, fen, sizeof fen));
    Model m;
    model_read(&m, fen);
    model_moves(&m, &model_list);
    int n = gunzi_rules.gen_moves(st, moves, GAME_MOVES_MAX);
    rules_list.n = n;
    for (int i = 0; i < n; i++)
        assert_true(gunzi_rules.move_to_text(st, moves[i], rules_list.text[i], 40));
    qsort(model_list.text, (size_t)model_list.n, sizeof model_list.text[0], compare);
    qsort(rules_list.text, (size_t)n, sizeof rules_list.text[0], compare);
    if (model_list.n != n) fail_msg("%s: model %d moves, rules %d", fen, model_list.n, n);
    for (int i = 0; i < n; i++)
        if (strcmp(model_list.text[i], rules_list.text[i]) != 0)
            fail_msg("%s: model %s, rules %s", fen, model_list.text[i], rules_list.text[i]);
    unsigned char next[256];
    assert_true(gunzi_rules.state_size <= sizeof next);
    for (int i = 0; i < n; i++) {
        char text[40], want[GAME_FEN_MAX], have[GAME_FEN_MAX];
        gunzi_rules.move_to_text(st, moves[i], text, sizeof text);
        memcpy(next, st, gunzi_rules.state_size);
        gunzi_rules.apply(next, moves[i]);
        gunzi_rules.to_fen(next, have, sizeof have);
        Model after = m;
        model_play(&after, text);
        model_write(&after, want, sizeof want);
        if (strcmp(want, have) != 0) fail_msg("%s, %s: model %s, rules %s", fen, text, want, have);
        (*moves_checked)++;
    }
}

static void test_random_games_agree_with_the_model(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 4242);
    static Move moves[GAME_MOVES_MAX];
    unsigned char st[256];
    int positions = 0, checked = 0;
    for (int game = 0; game < 400; game++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, game % 3 == 2 ? "start=inner" : "", &err));
        assert_true(gunzi_rules.setup(st, &opt, 1, &err));
        for (int ply = 0; ply < 400; ply++) {
            compare_position(st, &checked);
            positions++;
            int n = gunzi_rules.gen_moves(st, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            gunzi_rules.apply(st, moves[rng_below(&rng, (uint64_t)n)]);
            /* In every other game, now and then turn a wedge at random (through the position
             * text), to reach orientations random play seldom builds. */
            if (game % 2 && rng_below(&rng, 4) == 0) {
                char fen[GAME_FEN_MAX];
                gunzi_rules.to_fen(st, fen, sizeof fen);
                Model m;
                model_read(&m, fen);
                int i = (int)rng_below(&rng, 17);
                Thing *t = &m.at[LABELS[i].x][LABELS[i].y];
                if (t->kind == 'w') t->dir = (int)rng_below(&rng, 6);
                model_write(&m, fen, sizeof fen);
                assert_true(gunzi_rules.from_fen(st, fen, &err));
            }
        }
    }
    print_message("gunzi model: %d positions, %d moves compared\n", positions, checked);
    assert_true(positions > 5000);
}

/* Leaves of the model's move tree (an ended game, with no move, is one leaf). */
static uint64_t model_perft(const Model *m, int depth) {
    if (depth == 0) return 1;
    List *l = malloc(sizeof *l);
    assert_non_null(l);
    Model copy = *m;
    model_moves(&copy, l);
    uint64_t leaves = l->n == 0 ? 1 : 0;
    for (int i = 0; i < l->n; i++) {
        Model next = *m;
        model_play(&next, l->text[i]);
        leaves += model_perft(&next, depth - 1);
    }
    free(l);
    return leaves;
}

/* Both start positions of the spec, written here from its text, give the same move-tree counts
 * in the model as in the rules set up by the option (these are the figures of the perft
 * tables tests/perft/gunzi*.txt). */
static void test_perft_agrees_with_the_model(void **state) {
    (void)state;
    static const struct {
        const char *options, *fen;
    } starts[] = {
        {"", "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. white 0 on"},
        {"start=inner", "wN,.,.,.,wN,wS,wS/.,.,./bS,.,.,.,bS,bN,bN white 0 on"},
    };
    for (size_t k = 0; k < sizeof starts / sizeof starts[0]; k++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, starts[k].options, &err));
        unsigned char st[256];
        assert_true(gunzi_rules.setup(st, &opt, 1, &err));
        Model m;
        model_read(&m, starts[k].fen);
        for (int depth = 1; depth <= 4; depth++)
            assert_int_equal(model_perft(&m, depth), game_perft(&gunzi_rules, st, depth));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_games_agree_with_the_model),
        cmocka_unit_test(test_perft_agrees_with_the_model),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
