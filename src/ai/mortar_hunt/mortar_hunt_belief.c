/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt belief: a particle filter over the hunted side's pieces, replayed from an
 * observation's record (the announcements and marks only), with sound bounds so the truth is never
 * ruled out.
 *
 * All placements of three pieces with facings are about 9 million, and each turn any of them may
 * move, so the belief is sampled: each particle is one full guess, moved by a random move that
 * fits what was announced (an enemy shot at T means, after the move, some live piece had T in
 * range), removed when a shot contradicts it (a miss on one of its live pieces, a hit where it has
 * none) and redrawn by resampling. Beside the particles, `possible` keeps every state a live
 * piece may be in by rules that only ever widen it on a move and narrow it on a shot, so it holds
 * the truth whatever the particles guessed. */
#include "ai/mortar_hunt/mortar_hunt_belief.h"

#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
/* The game's private move encoding and geometry: the players decode their own candidate moves
 * and walk the board as the rules do. */
#include "rules/mortar_hunt/mortar_hunt.h"

#define STATES (MORTAR_HUNT_SQUARES * 8)

enum { EVENT_HUNTED_TURN = 1, EVENT_HUNTED_SACRIFICE = 2, EVENT_HUNTER_SHOT = 3 };

typedef struct Event {
    uint8_t kind;
    uint8_t square; /* the target, or the sacrificed square; MORTAR_HUNT_NONE for no shot */
    uint8_t result;
} Event;

/* ---- the board's geometry as tables ---- */

/* What mortar_hunt_step and mortar_hunt_range give for each state (square * 8 + facing), made
 * once: the particles ask them millions of times a move, and computing each answer again took
 * most of a move's time. */
#define RANGE_MAX 3 /* distances a kind can shoot at (3-5, 5-7) */

/* A piece's forward moves, as a tree of up to three actions (a step ahead, a turn right, a turn
 * left), in depth-first order: 3 + 9 + 27 nodes. A node is reached when its parent is and, for a
 * step, the square it enters may be entered; each node reached ends a move. */
#define WALK_NODES 39

typedef struct WalkNode {
    uint16_t state;  /* where the piece stands and faces after this action */
    int8_t parent;   /* the node before, -1 from the start */
    uint8_t step;    /* 1: a step ahead (into `entered`); 0: a turn */
    uint8_t entered; /* the square stepped into, MORTAR_HUNT_NONE off the board */
} WalkNode;

typedef struct Geometry {
    uint8_t ahead[STATES];                 /* one square forward, MORTAR_HUNT_NONE off the board */
    uint8_t behind[STATES];                /* one square back, the facing kept */
    uint8_t targets[2][STATES][RANGE_MAX]; /* per kind, the squares in range, in distance order */
    uint8_t target_count[2][STATES];
    uint64_t hits[2][STATES][2]; /* the same squares as a set, for state_hits */
    WalkNode walk[STATES][WALK_NODES];
} Geometry;

static Geometry geometry;
static pthread_once_t geometry_once = PTHREAD_ONCE_INIT;

/* Appends the node of one action and its subtree (depth 1 to 3) to `nodes`; returns the count. */
static int walk_tree(WalkNode *nodes, int n, int parent, int sq, int dir, int depth, bool step,
                     int entered) {
    int me = n++;
    nodes[me] = (WalkNode){(uint16_t)(sq * 8 + dir), (int8_t)parent, step, (uint8_t)entered};
    if (depth == 3) return n;
    int ahead = geometry.ahead[sq * 8 + dir];
    /* Off the board the step is never taken: its subtree keeps its place, never reached. */
    n = walk_tree(nodes, n, me, ahead == MORTAR_HUNT_NONE ? sq : ahead, dir, depth + 1, true,
                  ahead);
    n = walk_tree(nodes, n, me, sq, (dir + 1) & 7, depth + 1, false, MORTAR_HUNT_NONE);
    return walk_tree(nodes, n, me, sq, (dir + 7) & 7, depth + 1, false, MORTAR_HUNT_NONE);
}

static void geometry_make(void) {
    for (int s = 0; s < STATES; s++) {
        int sq = s / 8, dir = s % 8;
        geometry.ahead[s] = (uint8_t)mortar_hunt_step(sq, dir, 1);
        geometry.behind[s] = (uint8_t)mortar_hunt_step(sq, (dir + 4) & 7, 1);
        for (int kind = 0; kind < 2; kind++) {
            int lo, hi, n = 0;
            mortar_hunt_range(kind, &lo, &hi);
            for (int d = lo; d <= hi && n < RANGE_MAX; d++) {
                int t = mortar_hunt_step(sq, dir, d);
                if (t == MORTAR_HUNT_NONE) continue;
                geometry.targets[kind][s][n++] = (uint8_t)t;
                geometry.hits[kind][s][t / 64] |= 1ULL << (t % 64);
            }
            geometry.target_count[kind][s] = (uint8_t)n;
        }
    }
    for (int s = 0; s < STATES; s++) {
        int sq = s / 8, dir = s % 8, ahead = geometry.ahead[s];
        WalkNode *nodes = geometry.walk[s];
        int n =
            walk_tree(nodes, 0, -1, ahead == MORTAR_HUNT_NONE ? sq : ahead, dir, 1, true, ahead);
        n = walk_tree(nodes, n, -1, sq, (dir + 1) & 7, 1, false, MORTAR_HUNT_NONE);
        walk_tree(nodes, n, -1, sq, (dir + 7) & 7, 1, false, MORTAR_HUNT_NONE);
    }
}

static const Geometry *geo(void) {
    pthread_once(&geometry_once, geometry_make);
    return &geometry;
}

/* Whether a piece of `kind` in state `s` can shoot at `target`, a square of the board. */
static bool state_hits(const Geometry *g, int kind, int s, int target) {
    return g->hits[kind][s][target / 64] >> (target % 64) & 1;
}

/* Squares no hunted piece may enter whatever the particle: outside the half, a destroyed piece
 * (its own), a crater. Read from `blocked`, which marks_changed keeps in step with the marks. */
static bool static_blocked(const AiMortarHuntBelief *b, int sq) {
    return sq == MORTAR_HUNT_NONE || b->blocked[sq];
}

/* The marks changed (or were first read): which squares are now blocked. */
static void marks_changed(AiMortarHuntBelief *b) {
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        int m = b->marks[sq];
        b->blocked[sq] = !mortar_hunt_in_half(b->hunted, sq) || m == MORTAR_HUNT_MARK_HIT ||
                         m == MORTAR_HUNT_MARK_SACRIFICE ||
                         (b->info.craters && m == MORTAR_HUNT_MARK_MISS);
    }
}

/* ---- the sound bounds ---- */

static void bounds_start(AiMortarHuntBelief *b) {
    memset(b->possible, 0, sizeof b->possible);
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (!static_blocked(b, sq)) memset(&b->possible[sq * 8], 1, 8);
}

/* One piece of the hunted side made up to three steps (or one back): widen by everything one
 * move can reach, ignoring the other pieces (that only makes the bound wider). */
static void bounds_move(AiMortarHuntBelief *b) {
    const Geometry *g = geo();
    uint8_t cur[STATES], next[STATES];
    memcpy(cur, b->possible, sizeof cur);
    for (int step = 0; step < 3; step++) {
        memcpy(next, cur, sizeof next);
        for (int s = 0; s < STATES; s++) {
            if (!cur[s]) continue;
            int sq = s / 8, dir = s % 8;
            next[sq * 8 + ((dir + 1) & 7)] = 1;
            next[sq * 8 + ((dir + 7) & 7)] = 1;
            int ahead = g->ahead[s];
            if (!static_blocked(b, ahead)) next[ahead * 8 + dir] = 1;
        }
        memcpy(cur, next, sizeof cur);
    }
    for (int s = 0; s < STATES; s++) {
        if (!b->possible[s]) continue;
        int back = g->behind[s];
        if (!static_blocked(b, back)) cur[back * 8 + s % 8] = 1;
    }
    memcpy(b->possible, cur, sizeof cur);
}

static void bounds_clear(AiMortarHuntBelief *b, int sq) {
    memset(&b->possible[sq * 8], 0, 8);
}

/* ---- particles ---- */

typedef struct Scratch {
    const Geometry *geometry;
    uint16_t seen[STATES];
    uint16_t stamp;
    uint16_t moves[MORTAR_HUNT_PIECES][STATES]; /* end states per piece */
    int count[MORTAR_HUNT_PIECES];
} Scratch;

static Scratch *scratch_new(void) {
    Scratch *x = calloc(1, sizeof *x);
    if (x) x->geometry = geo();
    return x;
}

static bool config_enterable(const AiMortarHuntBelief *b, const AiMortarHuntConfig *c, int mover,
                             int sq) {
    if (static_blocked(b, sq)) return false;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (i != mover && c->piece[i].square == sq) return false;
    return true;
}

/* The end states of piece i's legal moves in this particle (the start excluded), in the order of
 * the move tree (Geometry.walk): a step is taken where the square ahead may be entered. */
static void piece_moves(const AiMortarHuntBelief *b, const AiMortarHuntConfig *c, int i,
                        Scratch *x) {
    x->count[i] = 0;
    if (!c->piece[i].alive) return;
    if (++x->stamp == 0) {
        memset(x->seen, 0, sizeof x->seen);
        x->stamp = 1;
    }
    const MortarHuntPiece *p = &c->piece[i];
    int start = p->square * 8 + p->dir;
    x->seen[start] = x->stamp; /* not a move: the piece must end elsewhere or turned */
    const WalkNode *tree = x->geometry->walk[start];
    bool open[WALK_NODES];
    for (int k = 0; k < WALK_NODES; k++) {
        const WalkNode *w = &tree[k];
        bool on = w->parent < 0 || open[w->parent];
        if (on && w->step) on = config_enterable(b, c, i, w->entered);
        open[k] = on;
        if (on && x->seen[w->state] != x->stamp) {
            x->seen[w->state] = x->stamp;
            x->moves[i][x->count[i]++] = w->state;
        }
    }
    int back = x->geometry->behind[start];
    if (config_enterable(b, c, i, back) && x->seen[back * 8 + p->dir] != x->stamp) {
        x->seen[back * 8 + p->dir] = x->stamp;
        x->moves[i][x->count[i]++] = (uint16_t)(back * 8 + p->dir);
    }
}

/* A turn of the hunted side with the announced shot (or none): the particle makes a random move
 * among those after which the shot was possible. Returns the likelihood factor (0: impossible). */
static double particle_turn(const AiMortarHuntBelief *b, AiMortarHuntConfig *c, int target,
                            Rng *rng, Scratch *x, uint64_t *work) {
    int total = 0, fitting = 0;
    int fit[MORTAR_HUNT_PIECES] = {0};
    bool all_fit[MORTAR_HUNT_PIECES] = {false};
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        piece_moves(b, c, i, x);
        total += x->count[i];
        *work += (uint64_t)x->count[i];
        if (!x->count[i]) continue;
        bool other = target == MORTAR_HUNT_NONE;
        for (int j = 0; j < MORTAR_HUNT_PIECES && !other; j++)
            other = j != i && c->piece[j].alive &&
                    state_hits(x->geometry, c->piece[j].kind,
                               c->piece[j].square * 8 + c->piece[j].dir, target);
        all_fit[i] = other;
        if (other) {
            fit[i] = x->count[i];
        } else {
            for (int k = 0; k < x->count[i]; k++)
                fit[i] += state_hits(x->geometry, c->piece[i].kind, x->moves[i][k], target);
        }
        fitting += fit[i];
    }
    if (fitting == 0) return 0.0;
    int pick = (int)rng_below(rng, (uint64_t)fitting);
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (pick >= fit[i]) {
            pick -= fit[i];
            continue;
        }
        for (int k = 0; k < x->count[i]; k++) {
            int s = x->moves[i][k];
            if (!all_fit[i] && !state_hits(x->geometry, c->piece[i].kind, s, target)) continue;
            if (pick-- == 0) {
                c->piece[i].square = (uint8_t)(s / 8);
                c->piece[i].dir = (uint8_t)(s % 8);
                break;
            }
        }
        break;
    }
    /* An opponent moves with purpose, so a move that fits is not as unlikely as a uniform choice
     * would make it: the square root tempers the uniform model's likelihood. */
    return sqrt((double)fitting / (double)total);
}

/* Appends to `list` (n squares so far) the squares of the hunter's half that a piece of `kind`
 * on `square` facing `dir` can shoot at, each square once (`marked`). Returns the new count. */
static int add_targets(const AiMortarHuntBelief *b, int square, int dir, int kind,
                       uint8_t marked[MORTAR_HUNT_SQUARES], uint8_t list[MORTAR_HUNT_SQUARES],
                       int n) {
    const Geometry *g = geo();
    int s = square * 8 + dir;
    for (int k = 0; k < g->target_count[kind][s]; k++) {
        int t = g->targets[kind][s][k];
        if (marked[t] || !mortar_hunt_in_half(1 - b->hunted, t)) continue;
        marked[t] = 1;
        list[n++] = (uint8_t)t;
    }
    return n;
}

/* One guess's reach (see ai_mortar_hunt_belief_reach). */
static int guess_reach(const AiMortarHuntBelief *b, const AiMortarHuntConfig *c, Scratch *x,
                       uint8_t list[MORTAR_HUNT_SQUARES]) {
    uint8_t marked[MORTAR_HUNT_SQUARES];
    memset(marked, 0, sizeof marked);
    int n = 0;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        const MortarHuntPiece *p = &c->piece[i];
        if (!p->alive) continue;
        piece_moves(b, c, i, x);
        /* Where it stands (another piece may be the one that moves), then every end state. */
        n = add_targets(b, p->square, p->dir, p->kind, marked, list, n);
        for (int k = 0; k < x->count[i]; k++)
            n = add_targets(b, x->moves[i][k] / 8, x->moves[i][k] % 8, p->kind, marked, list, n);
    }
    return n;
}

bool ai_mortar_hunt_belief_reach(const AiMortarHuntBelief *b, uint8_t *lists, uint8_t *counts) {
    Scratch *x = scratch_new();
    if (!x) return false;
    for (int k = 0; k < b->count; k++)
        counts[k] = (uint8_t)guess_reach(b, &b->particles[k], x, &lists[k * MORTAR_HUNT_SQUARES]);
    free(x);
    return true;
}

void ai_mortar_hunt_belief_lines(const AiMortarHuntBelief *b, uint8_t *lists, uint8_t *counts) {
    for (int k = 0; k < b->count; k++) {
        uint8_t marked[MORTAR_HUNT_SQUARES];
        memset(marked, 0, sizeof marked);
        int n = 0;
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            const MortarHuntPiece *p = &b->particles[k].piece[i];
            if (p->alive)
                n = add_targets(b, p->square, p->dir, p->kind, marked,
                                &lists[k * MORTAR_HUNT_SQUARES], n);
        }
        counts[k] = (uint8_t)n;
    }
}

static int live_on(const AiMortarHuntConfig *c, int sq) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (c->piece[i].alive && c->piece[i].square == sq) return i;
    return -1;
}

static int random_kind(const AiMortarHuntBelief *b, Rng *rng) {
    if (b->info.pieces_option == MORTAR_HUNT_PIECES_LH) return MORTAR_HUNT_LH;
    if (b->info.pieces_option == MORTAR_HUNT_PIECES_HM) return MORTAR_HUNT_HM;
    return (int)rng_below(rng, 2);
}

/* A fresh guess from the bounds alone: destroyed pieces where the marks show them, live ones on
 * random allowed states; with `target` set, one live piece where it could have shot from. */
static void particle_draw(const AiMortarHuntBelief *b, AiMortarHuntConfig *c, int target,
                          Rng *rng) {
    int n = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES && n < MORTAR_HUNT_PIECES; sq++) {
        int m = b->marks[sq];
        if (!mortar_hunt_in_half(b->hunted, sq)) continue;
        if (m != MORTAR_HUNT_MARK_HIT && m != MORTAR_HUNT_MARK_SACRIFICE) continue;
        c->piece[n] = (MortarHuntPiece){(uint8_t)sq, (uint8_t)rng_below(rng, 8),
                                        (uint8_t)random_kind(b, rng), 0};
        n++;
    }
    int dead = n;
    for (int i = n; i < MORTAR_HUNT_PIECES; i++) c->piece[i].square = MORTAR_HUNT_NONE;
    for (; n < MORTAR_HUNT_PIECES; n++) {
        int kind = random_kind(b, rng);
        c->piece[n] = (MortarHuntPiece){MORTAR_HUNT_NONE, 0, (uint8_t)kind, 1};
        if (n == dead && target != MORTAR_HUNT_NONE) {
            uint8_t squares[64], dirs[64];
            int k = mortar_hunt_shooter_positions(b->hunted, kind, target, squares, dirs, 64);
            int ok = 0;
            for (int j = 0; j < k; j++)
                if (b->possible[squares[j] * 8 + dirs[j]] && live_on(c, squares[j]) < 0) {
                    squares[ok] = squares[j];
                    dirs[ok++] = dirs[j];
                }
            if (ok) {
                int j = (int)rng_below(rng, (uint64_t)ok);
                c->piece[n].square = squares[j];
                c->piece[n].dir = dirs[j];
                continue;
            }
        }
        for (int tries = 0; tries < 200; tries++) {
            int s = (int)rng_below(rng, STATES);
            if (!b->possible[s] || mortar_hunt_piece_on(c->piece, s / 8) != MORTAR_HUNT_NONE)
                continue;
            c->piece[n].square = (uint8_t)(s / 8);
            c->piece[n].dir = (uint8_t)(s % 8);
            break;
        }
        if (c->piece[n].square == MORTAR_HUNT_NONE) {
            /* The bounds are nearly empty: any free square of the half keeps the particle whole;
             * its weight comes from the record like any other's. */
            for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
                if (!static_blocked(b, sq) &&
                    mortar_hunt_piece_on(c->piece, sq) == MORTAR_HUNT_NONE) {
                    c->piece[n].square = (uint8_t)sq;
                    break;
                }
            if (c->piece[n].square == MORTAR_HUNT_NONE) c->piece[n].alive = 0;
        }
    }
}

static void redraw_all(AiMortarHuntBelief *b, int target, Rng *rng) {
    for (int k = 0; k < b->count; k++) {
        particle_draw(b, &b->particles[k], target, rng);
        b->weights[k] = 1.0;
    }
    b->regenerated++;
}

/* Systematic resampling when the weights have become uneven; all weights 1 afterwards. */
static void resample(AiMortarHuntBelief *b, AiMortarHuntConfig *spare, Rng *rng) {
    double total = 0, squares = 0;
    for (int k = 0; k < b->count; k++) {
        total += b->weights[k];
        squares += b->weights[k] * b->weights[k];
    }
    if (total <= 0) return;
    if (total * total / squares >= 0.5 * b->count) return;
    double step = total / b->count, u = rng_unit(rng) * step, acc = b->weights[0];
    int j = 0;
    for (int k = 0; k < b->count; k++) {
        double want = u + step * k;
        while (acc < want && j < b->count - 1) acc += b->weights[++j];
        spare[k] = b->particles[j];
    }
    memcpy(b->particles, spare, sizeof *spare * (size_t)b->count);
    for (int k = 0; k < b->count; k++) b->weights[k] = 1.0;
}

static void compute_heat(const AiMortarHuntBelief *b, const AiMortarHuntConfig *particles,
                         const double *weights, double heat[MORTAR_HUNT_SQUARES]) {
    double total = 0;
    memset(heat, 0, sizeof(double) * MORTAR_HUNT_SQUARES);
    for (int k = 0; k < b->count; k++) {
        double w = weights ? weights[k] : 1.0;
        total += w;
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
            if (particles[k].piece[i].alive) heat[particles[k].piece[i].square] += w;
    }
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        if (total > 0) heat[sq] /= total;
        bool allowed = false;
        for (int d = 0; d < 8 && !allowed; d++) allowed = b->possible[sq * 8 + d];
        if (!allowed)
            heat[sq] = 0;
        else if (heat[sq] < AI_MORTAR_HUNT_HEAT_FLOOR)
            heat[sq] = AI_MORTAR_HUNT_HEAT_FLOOR;
    }
}

/* The events of the record in the order they happened (A before B in every turn), and the marks
 * as they stood when the record starts. */
static int read_events(const MortarHuntObservation *v, int hunted, Event *events, uint8_t marks[]) {
    memcpy(marks, v->marks, MORTAR_HUNT_SQUARES);
    int n = 0, rows = v->count[0] > v->count[1] ? v->count[0] : v->count[1];
    for (int t = 0; t < rows; t++)
        for (int side = 0; side < 2; side++) {
            if (t >= v->count[side]) continue;
            /* Only what the other side heard is read, even from one's own full rows. */
            const MortarHuntRecord *r = &v->history[side][t];
            if (!r->type) continue; /* before a position's start: unknown */
            Event e = {0, MORTAR_HUNT_NONE, MORTAR_HUNT_RESULT_NONE};
            if (r->type == MORTAR_HUNT_RECORD_SACRIFICE) {
                if (r->revealed != MORTAR_HUNT_NONE) marks[r->revealed] = MORTAR_HUNT_MARK_NONE;
                if (side != hunted) continue;
                e.kind = EVENT_HUNTED_SACRIFICE;
                e.square = r->revealed;
            } else {
                if (r->target != MORTAR_HUNT_NONE) marks[r->target] = MORTAR_HUNT_MARK_NONE;
                if (side == hunted) {
                    e.kind = EVENT_HUNTED_TURN;
                    e.square = r->target;
                    e.result = r->result;
                } else {
                    if (r->target == MORTAR_HUNT_NONE) continue;
                    e.kind = EVENT_HUNTER_SHOT;
                    e.square = r->target;
                    e.result = r->result;
                }
            }
            events[n++] = e;
        }
    return n;
}

static bool interrupted(const AiMortarHuntBeliefParams *p) {
    if (p->stop && atomic_load(p->stop)) return true;
    return p->deadline_us && monotonic_us() >= p->deadline_us;
}

void ai_mortar_hunt_belief_free(AiMortarHuntBelief *b) {
    free(b->particles);
    free(b->weights);
    b->particles = NULL;
    b->weights = NULL;
}

bool ai_mortar_hunt_belief_build(AiMortarHuntBelief *b, const MortarHuntObservation *v, int hunted,
                                 const AiMortarHuntBeliefParams *p, Error *err) {
    memset(b, 0, sizeof *b);
    b->hunted = hunted;
    b->info = v->info;
    b->count = p->particles < 1 ? 1 : p->particles;
    b->particles = malloc(sizeof *b->particles * (size_t)b->count);
    b->weights = malloc(sizeof *b->weights * (size_t)b->count);
    AiMortarHuntConfig *spare = malloc(sizeof *spare * (size_t)b->count);
    Event *events = malloc(sizeof *events * 2 * MORTAR_HUNT_TURNS_MAX);
    Scratch *x = scratch_new();
    bool ok = b->particles && b->weights && spare && events && x;
    if (!ok) error_set(err, "out of memory for the belief");
    Rng rng;
    rng_seed(&rng, p->seed);
    int n = ok ? read_events(v, hunted, events, b->marks) : 0;
    if (ok) {
        marks_changed(b);
        bounds_start(b);
        for (int k = 0; k < b->count; k++) {
            particle_draw(b, &b->particles[k], MORTAR_HUNT_NONE, &rng);
            b->weights[k] = 1.0;
        }
    }
    for (int e = 0; ok && e < n; e++) {
        if (interrupted(p)) {
            ok = false;
            error_set(err, "stopped");
            break;
        }
        const Event *ev = &events[e];
        int sq = ev->square;
        double alive = 0;
        switch (ev->kind) {
        case EVENT_HUNTED_TURN:
            bounds_move(b);
            for (int k = 0; k < b->count; k++) {
                if (b->weights[k] > 0)
                    b->weights[k] *= particle_turn(b, &b->particles[k], sq, &rng, x, &b->work);
                alive += b->weights[k];
            }
            if (sq != MORTAR_HUNT_NONE)
                b->marks[sq] = (uint8_t)mortar_hunt_mark_after(b->marks[sq], ev->result);
            break;
        case EVENT_HUNTED_SACRIFICE:
            for (int k = 0; k < b->count; k++) {
                int i = live_on(&b->particles[k], sq);
                if (i < 0)
                    b->weights[k] = 0;
                else
                    b->particles[k].piece[i].alive = 0;
                alive += b->weights[k];
            }
            b->marks[sq] = MORTAR_HUNT_MARK_SACRIFICE;
            bounds_clear(b, sq);
            break;
        case EVENT_HUNTER_SHOT:
            for (int k = 0; k < b->count; k++) {
                int i = live_on(&b->particles[k], sq);
                if (ev->result == MORTAR_HUNT_RESULT_HIT && i >= 0)
                    b->particles[k].piece[i].alive = 0;
                else if (i >= 0 || ev->result == MORTAR_HUNT_RESULT_HIT)
                    b->weights[k] = 0;
                alive += b->weights[k];
            }
            b->marks[sq] = (uint8_t)mortar_hunt_mark_after(b->marks[sq], ev->result);
            bounds_clear(b, sq);
            break;
        default:
            break;
        }
        marks_changed(b);
        if (alive <= 0)
            redraw_all(b, ev->kind == EVENT_HUNTED_TURN ? sq : MORTAR_HUNT_NONE, &rng);
        else
            resample(b, spare, &rng);
    }
    if (ok) compute_heat(b, b->particles, b->weights, b->heat);
    free(spare);
    free(events);
    free(x);
    if (!ok) ai_mortar_hunt_belief_free(b);
    return ok;
}

bool ai_mortar_hunt_belief_predict(const AiMortarHuntBelief *b, int target, uint64_t seed,
                                   double heat[MORTAR_HUNT_SQUARES]) {
    AiMortarHuntConfig *copy = malloc(sizeof *copy * (size_t)b->count);
    double *weights = malloc(sizeof *weights * (size_t)b->count);
    Scratch *x = scratch_new();
    AiMortarHuntBelief *after = malloc(sizeof *after);
    bool ok = copy && weights && x && after;
    if (ok) {
        *after = *b;
        bounds_move(after);
        after->count = b->count;
        memcpy(copy, b->particles, sizeof *copy * (size_t)b->count);
        Rng rng;
        rng_seed(&rng, seed);
        uint64_t work = 0;
        double total = 0;
        for (int k = 0; k < b->count; k++) {
            weights[k] = b->weights[k] * particle_turn(after, &copy[k], target, &rng, x, &work);
            total += weights[k];
        }
        if (total > 0) {
            compute_heat(after, copy, weights, heat);
        } else {
            /* No guess could have made that shot: all the hunter learns is where it came from. */
            memset(heat, 0, sizeof(double) * MORTAR_HUNT_SQUARES);
            uint8_t squares[64], dirs[64];
            for (int kind = 0; kind < 2; kind++) {
                int k = mortar_hunt_shooter_positions(b->hunted, kind, target, squares, dirs, 64);
                for (int j = 0; j < k; j++) heat[squares[j]] = 1.0 / k;
            }
        }
    }
    free(copy);
    free(weights);
    free(x);
    free(after);
    return ok;
}
