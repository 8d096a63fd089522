/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Gunzi evaluation: what the search scores at its horizon, from the view of the mover.
 *
 * Terms (mine minus theirs unless said):
 * - points: the game's own score (1 per wedge on the board, 2 per wedge in a Pillar), POINT each;
 *   the end is scored the same way, so this is what the game is about.
 * - mobility: moves available to each side (MOBILITY each, capped), with the opponent's counted
 *   as if it were their turn. A side that runs out of moves ends the game, so few moves are a
 *   danger when behind and a weapon when ahead.
 * - threats against the mover: the opponent's Punches and Roll-Overs (THREAT per attacked
 *   wedge) and promotions (PROMOTION_THREAT): the mover has one move to answer them all. The
 *   mover's own captures are left to quiescence search.
 * - advancement: wedges nearer their promotion fields (ADVANCE per step closer), since a
 *   promotion turns a wedge worth 1 into a Pillar worth 4 or more.
 * The weights were set by hand and checked with short matches against `uct` (docs/ai.md). */
#include <string.h>

#include "ai/ai_eval.h"
#include "core/bits.h"
#include "rules/gunzi/gunzi.h"

enum {
    POINT = 100,
    MOBILITY = 3,
    MOBILITY_CAP = 30,
    THREAT = 35,
    PROMOTION_THREAT = 80,
    ADVANCE = 6,
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

static int gunzi_evaluate(const GameRules *g, const void *st) {
    (void)g;
    const GunziState *s = st;
    int me = s->to_move, them = 1 - me;
    int points[2];
    gunzi_score(s, points);
    int v = POINT * (points[me] - points[them]);
    Move moves[GAME_MOVES_MAX];
    int mine = gunzi_gen_moves(s, moves, GAME_MOVES_MAX);
    GunziState t = *s;
    t.to_move = (uint8_t)them;
    int theirs = gunzi_gen_moves(&t, moves, GAME_MOVES_MAX);
    v += MOBILITY * ((mine < MOBILITY_CAP ? mine : MOBILITY_CAP) -
                     (theirs < MOBILITY_CAP ? theirs : MOBILITY_CAP));
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
    int threats = bits_count(attacked);
    v -= THREAT * (threats < 3 ? threats : 3);
    if (promotes) v -= PROMOTION_THREAT;
    v += ADVANCE * (advancement(s, me) - advancement(s, them));
    return v;
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

const AiEval ai_eval_gunzi = {.game_id = "gunzi",
                              .evaluate = gunzi_evaluate,
                              .noisy = gunzi_noisy,
                              .bench_depth = 6,
                              .quick_depth = 3,
                              /* Master's self-play (docs/ai.md, Analysis: Calibration):
                               * `duelboard-cli calibrate gunzi --games 2000 --nodes 50000
                               * --seed 1`, 77005 scores. */
                              .win_chance_offset = 0.0530,
                              .win_chance_slope = 0.013211,
                              /* The same games' lengths in plies (quartiles, 90th
                               * percentile). */
                              .length = {37, 46, 56, 70},
                              /* The CLI's default: a 25-move game in about five seconds. */
                              .analysis_nodes = 200000};
