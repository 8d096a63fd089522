/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Gunzi evaluation: what the search scores at its horizon, from the perspective of the mover.
 *
 * Terms (mine minus theirs unless said):
 * - material: wedges on the board and wedges in Pillars, which the game's own score counts 1
 *   and 2 each; the end is scored that way, so this is what the game is about.
 * - mobility: moves available to each side (capped), with the opponent's counted
 *   as if it were their turn. A side that runs out of moves ends the game, so few moves are a
 *   danger when behind and a weapon when ahead.
 * - threats against the mover: the opponent's Punches and Roll-Overs (per attacked wedge) and
 *   promotions: the mover has one move to answer them all. The mover's own captures are left to
 *   quiescence search.
 * - advancement: wedges nearer their promotion fields (per step closer), since a promotion
 *   turns a wedge worth 1 into a Pillar worth 4 or more.
 * - few moves: how close each side is to having none, which ends the game.
 * - territory: the fields a side's Pillars hold, where a rival wedge is taken by a Blow. */
#include <string.h>

#include "ai/ai_eval.h"
#include "core/bits.h"
#include "rules/gunzi/gunzi.h"

/* The terms, each from the perspective of the mover (see the top of the file). */
enum {
    TERM_WEDGES,    /* wedges on the board, mine minus theirs: 1 point each */
    TERM_PILLARED,  /* wedges in Pillars, mine minus theirs: 2 points each */
    TERM_MOBILITY,  /* moves, capped, mine minus theirs */
    TERM_THREATS,   /* rival wedges the opponent could take next, capped at 3 */
    TERM_PROMOTION, /* 1 when the opponent could promote next */
    TERM_ADVANCE,   /* steps toward the promotion fields, mine minus theirs */
    TERM_FEW_MOVES, /* how far the mover's moves fall below FEW_MOVES */
    TERM_THEIR_FEW, /* how far the opponent's fall below it */
    TERM_TERRITORY, /* fields in Pillar territories, mine minus theirs */
    TERM_COUNT
};

enum { MOBILITY_CAP = 30, THREATS_CAP = 3, FEW_MOVES = 4 };

static const char *const term_names[TERM_COUNT] = {"wedges",    "pillared",        "mobility",
                                                   "threats",   "promotion",       "advance",
                                                   "few-moves", "their-few-moves", "territory"};

/* Fitted by `duelboard-cli tune gunzi` to the quiet positions of 7500 games of Master against
 * itself (docs/ai.md, "Tuning the evaluations"); against the hand-set weights (points 100 each,
 * mobility 3, threats -35, promotion -80, advance 6) they scored 57.8% over 1000 games at 100 ms
 * a move. The fit makes a wedge on the board worth more than one in a Pillar, whose worth is
 * partly its territory, and its few-moves signs are the reverse of what one would guess (one
 * reading: wedges in Pillars do not move, so the side that promoted has fewer moves). */
static const int term_weights[TERM_COUNT] = {
    [TERM_WEDGES] = 178,   [TERM_PILLARED] = 77,   [TERM_MOBILITY] = 4,
    [TERM_THREATS] = -32,  [TERM_PROMOTION] = -27, [TERM_ADVANCE] = -5,
    [TERM_FEW_MOVES] = 23, [TERM_THEIR_FEW] = -44, [TERM_TERRITORY] = 48,
};

static int advancement(const GunziState *s, int p) {
    int promo_a = p == GUNZI_WHITE ? 11 : 1, promo_b = p == GUNZI_WHITE ? 13 : 3;
    int total = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        if (!gunzi_is_wedge_of(s->cell[f], p)) continue;
        int da = gunzi_distance[f][promo_a], db = gunzi_distance[f][promo_b];
        int d = da < db ? da : db;
        total += d < 6 ? 6 - d : 0;
    }
    return total;
}

/* Wedges on the board and in Pillars, and the fields the Pillars of `p` hold as territory. */
static void material(const GunziState *s, int p, int *wedges, int *pillared, int *territory) {
    uint32_t held = 0;
    *wedges = *pillared = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        if (gunzi_is_wedge_of(s->cell[f], p)) (*wedges)++;
        if (!gunzi_is_pillar_of(s->cell[f], p)) continue;
        *pillared += s->height[f];
        for (int t = 0; t < GUNZI_FIELDS; t++)
            if (gunzi_in_territory(f, s->height[f], t)) held |= 1u << t;
    }
    *territory = bits_count(held);
}

static int capped(int v, int cap) {
    return v < cap ? v : cap;
}

static void gunzi_terms(const GameRules *g, const void *st, int *values) {
    (void)g;
    const GunziState *s = st;
    int me = s->to_move, them = 1 - me;
    int wedges[2], pillared[2], territory[2];
    for (int p = 0; p < 2; p++) material(s, p, &wedges[p], &pillared[p], &territory[p]);
    Move moves[GAME_MOVES_MAX];
    int mine = gunzi_gen_moves(s, moves, GAME_MOVES_MAX);
    GunziState t = *s;
    t.to_move = (uint8_t)them;
    int theirs = gunzi_gen_moves(&t, moves, GAME_MOVES_MAX);
    uint32_t attacked = 0;
    bool promotes = false;
    for (int i = 0; i < theirs; i++) {
        int kind = gunzi_move_kind(moves[i]);
        if (kind == GUNZI_MOVE_ROLL) attacked |= 1u << gunzi_move_to(moves[i]);
        if (kind == GUNZI_MOVE_PUNCH) {
            /* The victim of the first jump lies between the wedge and its first landing. */
            int from = gunzi_move_from(moves[i]), landing = (int)(moves[i] >> 23 & 31);
            for (int d = 0; d < GUNZI_DIRECTIONS; d++)
                if (gunzi_jump(from, d) == landing) attacked |= 1u << gunzi_neighbour[from][d];
        }
        if (gunzi_move_promotes(moves[i])) promotes = true;
    }
    values[TERM_WEDGES] = wedges[me] - wedges[them];
    values[TERM_PILLARED] = pillared[me] - pillared[them];
    values[TERM_MOBILITY] = capped(mine, MOBILITY_CAP) - capped(theirs, MOBILITY_CAP);
    values[TERM_THREATS] = capped(bits_count(attacked), THREATS_CAP);
    values[TERM_PROMOTION] = promotes;
    values[TERM_ADVANCE] = advancement(s, me) - advancement(s, them);
    values[TERM_FEW_MOVES] = mine < FEW_MOVES ? FEW_MOVES - mine : 0;
    values[TERM_THEIR_FEW] = theirs < FEW_MOVES ? FEW_MOVES - theirs : 0;
    values[TERM_TERRITORY] = territory[me] - territory[them];
}

static int gunzi_evaluate(const GameRules *g, const void *st) {
    int values[TERM_COUNT];
    gunzi_terms(g, st, values);
    return ai_eval_weighted_sum(term_weights, values, TERM_COUNT);
}

/* Captures, promotions, Pillar-Blows and Pillar-Raises change the points: they are the tactical
 * moves. A Pillar-Blow is forced as well, so a horizon that stood pat in front of one would count
 * a wedge about to be taken as the loser's. */
static int gunzi_noisy(const GameRules *g, const void *st, Move m) {
    (void)g;
    (void)st;
    int kind = gunzi_move_kind(m);
    if (gunzi_move_promotes(m)) return 300;
    if (kind == GUNZI_MOVE_BLOW) return 250;
    if (kind == GUNZI_MOVE_RAISE) return 120;
    if (kind == GUNZI_MOVE_PUNCH) return 200 + (int)(m >> 20 & 7);
    if (kind == GUNZI_MOVE_ROLL) return 150;
    return 0;
}

/* The bench's positions (duelboard-cli bench), fixed so that its node count is the search's
 * signature: openings to endings, none won in one move. */
static const char *const bench_positions[] = {
    "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. white 0 on",
    "wN,wN,.,wN,wN,.,./.,.,./bS,.,bSE,.,bS,.,bSE white 4 on",
    "wSW,.,wNE,.,wN,wNW,./.,.,./bS,bS,bSW,bSE,.,.,. white 8 on",
    "wNE,.,wSE,.,wN,.,wNW/bSE,bNW,./.,.,bSW,bNE,.,.,. white 12 on",
    "wN,.,wN,.,wNE,.,bNW/.,bS,wNW/.,.,bSW,.,.,.,bSW white 16 on",
    "wSE,.,wSW,.,.,.,wS/.,.,wNW/.,bN,bS,bS,.,.,bN white 24 on",
    NULL};

const AiEval ai_eval_gunzi = {.game_id = "gunzi",
                              .evaluate = gunzi_evaluate,
                              .terms = gunzi_terms,
                              .term_count = TERM_COUNT,
                              .term_names = term_names,
                              .term_weights = term_weights,
                              .noisy = gunzi_noisy,
                              .bench_depth = 6,
                              .bench_positions = bench_positions,
                              .quick_depth = 3,
                              /* Master's self-play (docs/ai.md, Analysis: Calibration):
                               * `duelboard-cli calibrate gunzi --games 1000 --nodes 50000
                               * --seed 1` and the same with `--seed 1001`, fitted together:
                               * 89595 scores. */
                              .win_chance_offset = 0.0357,
                              .win_chance_slope = 0.014336,
                              /* The same games' lengths in plies (quartiles, 90th
                               * percentile). */
                              .length = {39, 52, 67, 84},
                              /* The CLI's default: a 25-move game in about five seconds. */
                              .analysis_nodes = 200000,
                              .puzzle_best = true};
