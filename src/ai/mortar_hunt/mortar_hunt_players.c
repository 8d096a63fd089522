/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Mortar Hunt players: from one side's observation, a belief about the enemy (where to shoot)
 * and a belief about what the enemy believes of us (where not to stand), then a scored choice.
 *
 * A move is scored in expected pieces: the chance that its shot hits (the belief's heat on the
 * target), minus the chance that the enemy's next shot finds one of our pieces, weighted per
 * level (the enemy is modelled as aiming at squares in proportion to the square of its belief,
 * which our shot or silence updates first; Master counts only the squares the enemy's pieces
 * can reach in their turn, as our belief places them, half after any move and half along the
 * lines they face), plus a little for a position whose pieces cover likely squares next turn,
 * minus a piece when skipping would leave no shot for the turn a shot is due. */
#include "ai/mortar_hunt/mortar_hunt_players.h"

#include "ai/ai_eval.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
#include "ai/mortar_hunt/mortar_hunt_belief.h"
/* The game's private move encoding and geometry: the players decode their own candidate moves
 * and walk the board as the rules do. */
#include "rules/mortar_hunt/mortar_hunt.h"

/* Levels are parameters: how many placements the belief samples, how far below the best score a
 * move may be and still be chosen (weighted toward the better ones), and whether the enemy's
 * belief about us is predicted after our move or only read as it stands. */
typedef struct MortarHuntLevel {
    const char *name;
    int particles;
    double margin;
    int exposure; /* 0: ignored, 1: as it stands, 2: predicted after the announcement */
    double cover; /* weight of the squares our pieces can shoot at next turn */
    bool reach;   /* the enemy aims only where its pieces (as we believe them) can shoot */
    /* Weight of the chance that the enemy's next shot finds us. It counts that one shot only,
     * but a piece the enemy has found stays in danger for the turns it takes to slip away, so
     * the strongest level counts the risk above one piece. */
    double danger;
} MortarHuntLevel;

static const MortarHuntLevel levels[] = {
    {"beginner", 16, 0.30, 0, 0.0, false, 1.0},
    {"casual", 100, 0.12, 2, 0.15, false, 1.0},
    {"strong", 400, 0.05, 2, 0.25, false, 1.0},
    {"master", 2400, 0.0, 2, 0.25, true, 1.3},
};
#define LEVEL_COUNT (int)(sizeof levels / sizeof levels[0])
#define PARTICLES_MAX 8192
#define FALLBACK_PARTICLES 32
#define SAMPLE_SALT 0x5e7c0ffeeULL /* the setup sample's key apart from the choices' seed */
/* Under a move time, the shares of it (to the hard deadline) by which each belief must be built:
 * the predictions that score the moves come after them and need the rest. */
#define HUNT_BELIEF_SHARE 50
#define EXPOSURE_BELIEF_SHARE 75

static const MortarHuntLevel *find_level(const char *name) {
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (strcmp(levels[i].name, name) == 0) return &levels[i];
    return NULL;
}

const char *ai_mortar_hunt_player_names(void) {
    return "random belief-random-mover beginner casual strong master";
}

bool ai_mortar_hunt_player_exists(const char *name) {
    return strcmp(name, "random") == 0 || strcmp(name, "belief-random-mover") == 0 ||
           find_level(name) != NULL;
}

/* FNV-1a over the observation's bytes: observations are zeroed before they are filled, so equal
 * knowledge gives an equal hash, and the seed of every random choice depends on nothing else. */
static uint64_t observation_hash(const MortarHuntObservation *v) {
    const unsigned char *p = (const unsigned char *)v;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < sizeof *v; i++) h = (h ^ p[i]) * 0x100000001b3ULL;
    return h;
}

/* ---- setup ---- */

static int valid_targets(const MortarHuntObservation *v, const MortarHuntPiece *p) {
    int lo, hi, n = 0;
    mortar_hunt_range(p->kind, &lo, &hi);
    for (int d = lo; d <= hi; d++) {
        int t = mortar_hunt_step(p->square, p->dir, d);
        if (t != MORTAR_HUNT_NONE && mortar_hunt_in_half(1 - v->player, t)) n++;
    }
    return n;
}

/* Pieces apart (one shot's news about one piece says little about the others) and facing the
 * enemy with shots to spare; among the good setups the seed decides. */
static double setup_score(const MortarHuntObservation *v,
                          const MortarHuntPiece p[MORTAR_HUNT_PIECES]) {
    double s = 0;
    int apart = 99;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        s += valid_targets(v, &p[i]) / 3.0;
        for (int j = 0; j < i; j++) {
            int dc = abs(mortar_hunt_square_col(p[i].square) - mortar_hunt_square_col(p[j].square));
            int dr = abs(mortar_hunt_square_row(p[i].square) - mortar_hunt_square_row(p[j].square));
            int d = dc > dr ? dc : dr;
            if (d < apart) apart = d;
        }
    }
    return s + 0.5 * (apart < 4 ? apart : 4);
}

static bool choose_setup(const MortarHuntObservation *v, const MortarHuntLevel *level, Rng *rng,
                         Move *out) {
    int squares[48], count = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (mortar_hunt_in_half(v->player, sq)) squares[count++] = sq;
    int forward = v->player == MORTAR_HUNT_A ? MORTAR_HUNT_N : MORTAR_HUNT_S;
    double best = -1e9;
    double margin = level ? level->margin * 10 : 1e9;
    Move candidates[64];
    double scores[64];
    for (int c = 0; c < 64; c++) {
        MortarHuntPiece p[MORTAR_HUNT_PIECES];
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            int sq;
            bool taken;
            do {
                sq = squares[rng_below(rng, (uint64_t)count)];
                taken = false;
                for (int j = 0; j < i; j++) taken |= p[j].square == sq;
            } while (taken);
            int dir = rng_below(rng, 5) == 0 ? (int)rng_below(rng, 8)
                                             : (forward + (int)rng_below(rng, 3) + 7) & 7;
            int kind = v->info.pieces_option == MORTAR_HUNT_PIECES_LH       ? MORTAR_HUNT_LH
                       : v->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE ? (int)rng_below(rng, 2)
                                                                            : MORTAR_HUNT_HM;
            p[i] = (MortarHuntPiece){(uint8_t)sq, (uint8_t)dir, (uint8_t)kind, 1};
        }
        candidates[c] = mortar_hunt_move_setup(p);
        scores[c] = setup_score(v, p);
        if (scores[c] > best) best = scores[c];
    }
    double total = 0;
    for (int c = 0; c < 64; c++)
        if (scores[c] >= best - margin) total += scores[c] - (best - margin) + 1e-3;
    double pick = rng_unit(rng) * total;
    for (int c = 0; c < 64; c++) {
        if (scores[c] < best - margin) continue;
        pick -= scores[c] - (best - margin) + 1e-3;
        *out = candidates[c];
        if (pick <= 0) break;
    }
    /* Built by hand rather than listed, so the rules check it before it leaves. */
    char text[GAME_MOVE_TEXT_MAX];
    Move parsed;
    Error err;
    return mortar_hunt_observation_move_to_text(*out, text, sizeof text) &&
           mortar_hunt_observation_move_from_text(v, text, &parsed, &err) && parsed == *out;
}

/* ---- play ---- */

static void after_move(const MortarHuntObservation *v, Move m,
                       MortarHuntPiece after[MORTAR_HUNT_PIECES]) {
    memcpy(after, v->own, sizeof v->own);
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_SACRIFICE) {
        int i = mortar_hunt_piece_on(after, MORTAR_HUNT_SACRIFICE_SQUARE(m));
        if (i != MORTAR_HUNT_NONE) after[i].alive = 0;
        return;
    }
    int i = mortar_hunt_piece_on(after, MORTAR_HUNT_TURN_FROM(m));
    if (i == MORTAR_HUNT_NONE) return;
    after[i].square = (uint8_t)MORTAR_HUNT_TURN_TO(m);
    after[i].dir = (uint8_t)MORTAR_HUNT_TURN_TO_DIR(m);
}

static int move_target(Move m) {
    if (MORTAR_HUNT_MOVE_TYPE(m) != MORTAR_HUNT_MOVE_TURN || !MORTAR_HUNT_TURN_SHOOTS(m))
        return MORTAR_HUNT_NONE;
    return MORTAR_HUNT_TURN_TARGET(m);
}

/* Whether the pieces could still shoot in the next turn when a shot will be due then. */
static bool shot_next_turn(const MortarHuntObservation *v,
                           const MortarHuntPiece after[MORTAR_HUNT_PIECES],
                           MortarHuntObservation *scratch) {
    memcpy(scratch, v, sizeof *v);
    memcpy(scratch->own, after, sizeof scratch->own);
    scratch->skips[v->player] = 2;
    Move m[GAME_MOVES_MAX];
    int n = mortar_hunt_observation_gen_moves(scratch, m, GAME_MOVES_MAX);
    return n > 0 && MORTAR_HUNT_MOVE_TYPE(m[0]) != MORTAR_HUNT_MOVE_SACRIFICE;
}

/* How likely the enemy's next shot is at each square of ours: aimed in proportion to the
 * square of its belief, so a square it is sure of draws the shot. */
static void aim_of(const double heat[MORTAR_HUNT_SQUARES], double aim[MORTAR_HUNT_SQUARES]) {
    double total = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) total += heat[sq] * heat[sq];
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        aim[sq] = total > 0 ? heat[sq] * heat[sq] / total : 0;
}

/* Squares listed per particle of a belief: MORTAR_HUNT_SQUARES bytes a particle, counts[k] of them
 * used. */
typedef struct SquareLists {
    uint8_t *squares;
    uint8_t *counts;
} SquareLists;

typedef struct Context {
    const MortarHuntObservation *v;
    const MortarHuntLevel *level;
    AiMortarHuntBelief hunt;     /* where the enemy's pieces are */
    AiMortarHuntBelief exposure; /* where the enemy thinks ours are */
    bool have_exposure;
    double
        *aim[MORTAR_HUNT_SQUARES + 1]; /* per announcement (target, or MORTAR_HUNT_SQUARES: none) */
    double *aim_in_reach[MORTAR_HUNT_SQUARES + 1]; /* the same, limited to the enemy's reach */
    /* Per particle of `hunt`, listed once for every announcement: the squares of ours its
     * pieces can shoot at next turn, after any move (`reach`) or along the lines they face now
     * (`lines`). Both empty when out of memory. */
    SquareLists reach;
    SquareLists lines;
    uint64_t seed;
    int64_t deadline_us; /* monotonic_us() value of the hard stop, 0 for none */
} Context;

/* Whether the move's time is up: what is not yet predicted is then read as it stands, since a
 * prediction for each of dozens of targets is what took moves far past their time. */
static bool out_of_time(const Context *c) {
    return c->deadline_us && monotonic_us() >= c->deadline_us;
}

static const double *aim_after(Context *c, int target) {
    int slot = target == MORTAR_HUNT_NONE ? MORTAR_HUNT_SQUARES : target;
    if (c->aim[slot]) return c->aim[slot];
    double *aim = malloc(sizeof(double) * MORTAR_HUNT_SQUARES);
    double heat[MORTAR_HUNT_SQUARES];
    if (!aim) return NULL;
    if (c->level->exposure == 2 && !out_of_time(c) &&
        ai_mortar_hunt_belief_predict(&c->exposure, target, c->seed ^ (uint64_t)slot, heat))
        aim_of(heat, aim);
    else
        aim_of(c->exposure.heat, aim);
    c->aim[slot] = aim;
    return aim;
}

static void free_lists(SquareLists *l) {
    free(l->squares);
    free(l->counts);
    l->squares = NULL;
    l->counts = NULL;
}

static bool list_reach_and_lines(Context *c) {
    size_t count = (size_t)c->hunt.count;
    c->reach = (SquareLists){malloc(count * MORTAR_HUNT_SQUARES), malloc(count)};
    c->lines = (SquareLists){malloc(count * MORTAR_HUNT_SQUARES), malloc(count)};
    if (c->reach.squares && c->reach.counts && c->lines.squares && c->lines.counts &&
        ai_mortar_hunt_belief_reach(&c->hunt, c->reach.squares, c->reach.counts)) {
        ai_mortar_hunt_belief_lines(&c->hunt, c->lines.squares, c->lines.counts);
        return true;
    }
    free_lists(&c->reach);
    free_lists(&c->lines);
    return false;
}

/* Adds `weight` times the aim limited to the listed squares and scaled back to one; the whole
 * aim when none of them is a square the enemy believes in (it then shoots as it would). */
static void add_aim_within(double limited[MORTAR_HUNT_SQUARES],
                           const double aim[MORTAR_HUNT_SQUARES], const uint8_t *list, int n,
                           double weight) {
    double within = 0;
    for (int i = 0; i < n; i++) within += aim[list[i]];
    if (within <= 0) {
        for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) limited[sq] += weight * aim[sq];
        return;
    }
    for (int i = 0; i < n; i++) limited[list[i]] += weight * aim[list[i]] / within;
}

/* The enemy's aim after our announcement when it can shoot only where its pieces reach: for
 * each guess of our belief about them, the aim limited to that guess's reach and scaled back to
 * one, weighted by the guess. A belief that already knows where we are shoots there only if it
 * can: standing out of the enemy's reach is safer than hiding. Whether the enemy moves to aim
 * (its reach is then every square it can shoot at after any one move) or shoots along the lines
 * it already faces (as a player who moves for other reasons does) is not known, so each counts
 * half. */
static const double *aim_in_reach_after(Context *c, int target) {
    int slot = target == MORTAR_HUNT_NONE ? MORTAR_HUNT_SQUARES : target;
    if (c->aim_in_reach[slot]) return c->aim_in_reach[slot];
    const AiMortarHuntBelief *hunt = &c->hunt;
    const double *aim = aim_after(c, target);
    if (!aim || (!c->reach.squares && (out_of_time(c) || !list_reach_and_lines(c)))) return aim;
    double *limited = calloc(MORTAR_HUNT_SQUARES, sizeof(double));
    if (!limited) return aim;
    double total_weight = 0;
    for (int k = 0; k < hunt->count; k++) total_weight += hunt->weights[k];
    for (int k = 0; k < hunt->count && total_weight > 0; k++) {
        double w = hunt->weights[k] / total_weight;
        if (w <= 0) continue;
        add_aim_within(limited, aim, &c->reach.squares[k * MORTAR_HUNT_SQUARES], c->reach.counts[k],
                       w / 2);
        add_aim_within(limited, aim, &c->lines.squares[k * MORTAR_HUNT_SQUARES], c->lines.counts[k],
                       w / 2);
    }
    c->aim_in_reach[slot] = limited;
    return limited;
}

static double score_move(Context *c, Move m, MortarHuntObservation *scratch) {
    const MortarHuntObservation *v = c->v;
    MortarHuntPiece after[MORTAR_HUNT_PIECES];
    after_move(v, m, after);
    if (MORTAR_HUNT_MOVE_TYPE(m) == MORTAR_HUNT_MOVE_SACRIFICE)
        /* Give up the piece the enemy is closest to finding. */
        return c->have_exposure ? c->exposure.heat[MORTAR_HUNT_SACRIFICE_SQUARE(m)] : 0;
    int target = move_target(m);
    double s = target == MORTAR_HUNT_NONE ? 0 : c->hunt.heat[target];
    if (c->have_exposure) {
        const double *aim = c->level->reach ? aim_in_reach_after(c, target) : aim_after(c, target);
        for (int i = 0; aim && i < MORTAR_HUNT_PIECES; i++)
            if (after[i].alive) s -= c->level->danger * aim[after[i].square];
    }
    /* The best square our pieces could shoot at next turn without moving, this target aside. */
    double cover = 0;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (!after[i].alive) continue;
        int lo, hi;
        mortar_hunt_range(after[i].kind, &lo, &hi);
        for (int d = lo; d <= hi; d++) {
            int t = mortar_hunt_step(after[i].square, after[i].dir, d);
            if (t == MORTAR_HUNT_NONE || t == target || !mortar_hunt_in_half(1 - v->player, t))
                continue;
            if (v->info.craters && v->marks[t]) continue;
            if (c->hunt.heat[t] > cover) cover = c->hunt.heat[t];
        }
    }
    s += c->level->cover * cover;
    if (target == MORTAR_HUNT_NONE && v->skips[v->player] == 1 &&
        !shot_next_turn(v, after, scratch))
        s -= 1.0;
    return s;
}

/* Works out the enemy's aim for each target the moves announce, the likeliest targets first,
 * so that when the time runs out the predictions were spent on the moves that matter most.
 * Without a deadline every target is predicted, in any order, with the same result. */
static void predict_targets(Context *c, const Move *moves, int n) {
    int targets[MORTAR_HUNT_SQUARES + 1], count = 0;
    bool seen[MORTAR_HUNT_SQUARES + 1] = {false};
    for (int i = 0; i < n; i++) {
        if (MORTAR_HUNT_MOVE_TYPE(moves[i]) == MORTAR_HUNT_MOVE_SACRIFICE) continue;
        int t = move_target(moves[i]);
        int slot = t == MORTAR_HUNT_NONE ? MORTAR_HUNT_SQUARES : t;
        if (seen[slot]) continue;
        seen[slot] = true;
        /* Insertion by the hunt's heat, hottest first (no target: no heat). */
        double h = t == MORTAR_HUNT_NONE ? 0 : c->hunt.heat[t];
        int j = count++;
        for (; j > 0; j--) {
            int u = targets[j - 1];
            if ((u == MORTAR_HUNT_NONE ? 0 : c->hunt.heat[u]) >= h) break;
            targets[j] = u;
        }
        targets[j] = t;
    }
    for (int i = 0; i < count && !out_of_time(c); i++) {
        if (c->level->reach)
            aim_in_reach_after(c, targets[i]);
        else
            aim_after(c, targets[i]);
    }
}

/* Builds a belief within the limits; when cut short, a small one that is quick to build. */
static bool build_belief(AiMortarHuntBelief *b, const MortarHuntObservation *v, int hunted,
                         int particles, uint64_t seed, const AiLimits *limits, int64_t deadline,
                         Error *err) {
    AiMortarHuntBeliefParams p = {particles, seed, limits->stop, deadline};
    if (ai_mortar_hunt_belief_build(b, v, hunted, &p, err)) return true;
    if (strcmp(err->message, "stopped") != 0) return false;
    AiMortarHuntBeliefParams quick = {FALLBACK_PARTICLES, seed, NULL, 0};
    return ai_mortar_hunt_belief_build(b, v, hunted, &quick, err);
}

/* Shoots at the likeliest square it can, after a random move: the baseline that knows where to
 * aim but not how to hide. */
static Move choose_belief_random_mover(const AiMortarHuntBelief *hunt, const Move *moves, int n,
                                       Rng *rng) {
    Move base = moves[rng_below(rng, (uint64_t)n)];
    if (MORTAR_HUNT_MOVE_TYPE(base) != MORTAR_HUNT_MOVE_TURN) return base;
    const Move part = base & (((Move)1 << 22) - 1); /* the move without its shot */
    Move best = base;
    double best_heat = -1;
    int ties = 0;
    for (int i = 0; i < n; i++) {
        if ((moves[i] & (((Move)1 << 22) - 1)) != part) continue;
        int t = move_target(moves[i]);
        if (t == MORTAR_HUNT_NONE) continue;
        double h = hunt->heat[t];
        if (h > best_heat) {
            best_heat = h;
            best = moves[i];
            ties = 1;
        } else if (h == best_heat && rng_below(rng, (uint64_t)++ties) == 0) {
            best = moves[i];
        }
    }
    return best;
}

static Move pick(const Move *moves, const double *scores, int n, double margin, Rng *rng) {
    double best = scores[0];
    for (int i = 1; i < n; i++)
        if (scores[i] > best) best = scores[i];
    if (margin <= 0) {
        /* The best move; equal ones are chosen between by the seed (reservoir sampling). */
        Move m = moves[0];
        int ties = 0;
        for (int i = 0; i < n; i++)
            if (scores[i] >= best - 1e-12 && rng_below(rng, (uint64_t)++ties) == 0) m = moves[i];
        return m;
    }
    double floor = best - margin, total = 0;
    for (int i = 0; i < n; i++)
        if (scores[i] >= floor) total += scores[i] - floor + 1e-4;
    double r = rng_unit(rng) * total;
    Move m = moves[0];
    for (int i = 0; i < n; i++) {
        if (scores[i] < floor) continue;
        m = moves[i];
        r -= scores[i] - floor + 1e-4;
        if (r <= 0) break;
    }
    return m;
}

/* Under a move time, a first answer from the hunt alone (where to shoot, not yet where to
 * hide), reported as an info line before the slower beliefs about us: a caller that must answer
 * by its deadline before this search ends has a sound move to play (ai_answer_by.h). */
static void report_provisional(Context *c, const Move *moves, int n, const Rng *rng,
                               AiInfoCallback on_info, void *context) {
    double *scores = malloc(sizeof *scores * (size_t)n);
    MortarHuntObservation *scratch = malloc(sizeof *scratch);
    if (on_info && scores && scratch) {
        for (int i = 0; i < n; i++) scores[i] = score_move(c, moves[i], scratch);
        Rng own = *rng; /* the final choice draws from the seed as if this had not been */
        AiInfo info;
        memset(&info, 0, sizeof info);
        info.pv[0] = pick(moves, scores, n, c->level->margin, &own);
        info.pv_length = 1;
        on_info(&info, context);
    }
    free(scores);
    free(scratch);
}

/* A move to rate while choosing (an analysis), and its score once found among the moves. */
typedef struct Rating {
    Move move;
    double score;
    bool found;
} Rating;

static bool choose_rating(const char *player, const MortarHuntObservation *v,
                          const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                          Rating *rating, Error *err) {
    if (!ai_mortar_hunt_player_exists(player))
        return error_set(err, "unknown Mortar Hunt player '%s' (known: %s)", player,
                         ai_mortar_hunt_player_names());
    if (v->to_move != v->player) return error_set(err, "it is not this side's turn");
    if (mortar_hunt_observation_outcome(v).kind != OUTCOME_ONGOING)
        return error_set(err, "the game is over");
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    if (!moves) return error_set(err, "out of memory");
    /* The setups to choose among are a sample drawn from this search's own seed: one drawn from
     * the game's seed would be a list the other side could make too. */
    uint64_t seed = rng_mix64(limits->seed ^ observation_hash(v));
    int n = mortar_hunt_observation_gen_moves_sampled(v, rng_mix64(seed ^ SAMPLE_SALT), moves,
                                                      GAME_MOVES_MAX);
    if (n == 0) {
        free(moves);
        return error_set(err, "no legal move in this position");
    }
    int64_t start = monotonic_us();
    int64_t deadline = limits->movetime_ms ? start + ai_time_hard_us(limits->movetime_ms) : 0;
    Rng rng;
    rng_seed(&rng, seed);
    const MortarHuntLevel *level = find_level(player);
    bool ok = true;
    double best_score = 0;
    uint64_t work = 0;
    if (strcmp(player, "random") == 0) {
        *out = moves[rng_below(&rng, (uint64_t)n)];
    } else if (v->phase == MORTAR_HUNT_PHASE_SETUP) {
        if (!choose_setup(v, level, &rng, out)) *out = moves[rng_below(&rng, (uint64_t)n)];
    } else {
        int particles = level ? level->particles : levels[LEVEL_COUNT - 1].particles;
        if (limits->nodes)
            particles = limits->nodes > PARTICLES_MAX ? PARTICLES_MAX : (int)limits->nodes;
        Context c;
        memset(&c, 0, sizeof c);
        c.v = v;
        c.level = level;
        c.seed = seed;
        c.deadline_us = deadline;
        ok = build_belief(&c.hunt, v, 1 - v->player, particles, seed, limits,
                          ai_time_stage_deadline(start, deadline, HUNT_BELIEF_SHARE), err);
        if (ok && !level) {
            *out = choose_belief_random_mover(&c.hunt, moves, n, &rng);
        } else if (ok) {
            if (deadline && level->exposure)
                report_provisional(&c, moves, n, &rng, on_info, context);
            if (level->exposure) {
                c.have_exposure = build_belief(
                    &c.exposure, v, v->player, particles / 2 + 1, seed ^ 0x5ca1ab1eULL, limits,
                    ai_time_stage_deadline(start, deadline, EXPOSURE_BELIEF_SHARE), err);
                ok = c.have_exposure;
            }
            double *scores = malloc(sizeof *scores * (size_t)n);
            MortarHuntObservation *scratch = malloc(sizeof *scratch);
            if (ok && (!scores || !scratch)) ok = error_set(err, "out of memory");
            if (ok && c.have_exposure) predict_targets(&c, moves, n);
            for (int i = 0; ok && i < n; i++) scores[i] = score_move(&c, moves[i], scratch);
            if (ok) *out = pick(moves, scores, n, level->margin, &rng);
            for (int i = 0; ok && i < n; i++) {
                if (moves[i] == *out) best_score = scores[i];
                if (rating && moves[i] == rating->move) {
                    rating->score = scores[i];
                    rating->found = true;
                }
            }
            free(scores);
            free(scratch);
            for (int i = 0; i <= MORTAR_HUNT_SQUARES; i++) {
                free(c.aim[i]);
                free(c.aim_in_reach[i]);
            }
            free_lists(&c.reach);
            free_lists(&c.lines);
            work += c.exposure.work;
            if (c.have_exposure) ai_mortar_hunt_belief_free(&c.exposure);
        }
        work += c.hunt.work;
        if (c.hunt.particles) ai_mortar_hunt_belief_free(&c.hunt);
    }
    free(moves);
    if (ok && on_info) {
        AiInfo info;
        memset(&info, 0, sizeof info);
        info.score = (int)(best_score * 100);
        info.nodes = work;
        int64_t used = monotonic_us() - start;
        info.nps = used > 0 ? work * 1000000 / (uint64_t)used : 0;
        info.pv[0] = *out;
        info.pv_length = 1;
        on_info(&info, context);
    }
    return ok;
}

bool ai_mortar_hunt_choose(const char *player, const MortarHuntObservation *v,
                           const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                           Error *err) {
    return choose_rating(player, v, limits, on_info, context, out, NULL, err);
}

static void keep_info(const AiInfo *info, void *context) {
    *(AiInfo *)context = *info;
}

/* The chooser's own scores, in the hundredths its info reports: a move it did not score (a setup
 * outside its sample) is rated only when it is the chosen one. */
bool ai_mortar_hunt_rate(const char *player, const MortarHuntObservation *observation,
                         const AiLimits *limits, Move m, AiInfo *best, int *score, bool *rated,
                         Error *err) {
    Rating rating = {.move = m};
    Move chosen;
    memset(best, 0, sizeof *best);
    if (!choose_rating(player, observation, limits, keep_info, best, &chosen, &rating, err))
        return false;
    *rated = rating.found || chosen == m;
    *score = rating.found ? (int)(rating.score * 100) : best->score;
    return true;
}
