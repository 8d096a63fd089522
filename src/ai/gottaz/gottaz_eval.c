/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Gottaz evaluation: what the search scores at its horizon, from the perspective of the mover.
 *
 * A player wins with three pawns on the centre line (rank 3), so the terms measure the race
 * there, mine minus theirs:
 * - centre: pawns on the centre line (CENTRE_ONE for one, CENTRE_TWO for two), each also worth
 *   its face-up strength (HOLD per point) since a strong pawn is hard to knock back to hand.
 * - approach: pawns one rank from the centre line (NEAR each) are one step from joining it.
 * - material: pawns on the board (ON_BOARD each, plus STRENGTH per point of face-up strength);
 *   pawns in hand (IN_HAND each) can still be placed but are slow to bring forward.
 * - the mover's two on the centre with a third one step away is close to a win (TWO_AND_NEAR).
 * Drafting positions evaluate to 0: what a draft is worth shows only much later, and the draft
 * has thousands of moves, so searching it deeply with no signal would be wasted.
 * Weights set by hand, then a first self-play pass (docs/ai.md): CENTRE_TWO and NEAR halved and
 * doubled and TWO_AND_NEAR halved, 100 games each of Master against the hand-set weights at 50
 * ms a move. NEAR 30 and TWO_AND_NEAR 60 looked better; the two together scored 59.5% over 200
 * games, about +67 Elo. */
#include "ai/ai_eval.h"
#include "rules/gottaz/gottaz.h"

enum {
    CENTRE_ONE = 40,
    CENTRE_TWO = 160,
    HOLD = 6,
    NEAR = 30,
    ON_BOARD = 10,
    STRENGTH = 2,
    IN_HAND = 4,
    TWO_AND_NEAR = 60,
};

static int strength_of(const GottazCell *c) {
    return gottaz_tile_strength(c->type1 - 1, c->side);
}

static int gottaz_evaluate(const GameRules *g, const void *st) {
    (void)g;
    const GottazState *s = st;
    if (s->phase != GZ_PHASE_PLAY) return 0;
    int me = s->turn, score[2] = {0, 0}, centre[2] = {0, 0}, near[2] = {0, 0};
    for (int sq = 0; sq < GZ_SQUARES; sq++) {
        const GottazCell *c = &s->board[sq];
        if (!c->type1) continue;
        int p = c->owner & 1, rank = sq / GZ_SIZE, strength = strength_of(c);
        score[p] += ON_BOARD + STRENGTH * strength;
        if (rank == GZ_CENTER_RANK) {
            centre[p]++;
            score[p] += HOLD * strength;
        } else if (rank == GZ_CENTER_RANK - 1 || rank == GZ_CENTER_RANK + 1) {
            near[p]++;
        }
    }
    for (int p = 0; p < 2; p++) {
        score[p] += IN_HAND * s->hand_n[p] + NEAR * near[p];
        score[p] += centre[p] >= 2 ? CENTRE_TWO : centre[p] == 1 ? CENTRE_ONE : 0;
    }
    if (centre[me] >= 2 && near[me] > 0) score[me] += TWO_AND_NEAR;
    return score[me] - score[1 - me];
}

/* Battles and arrivals on the centre line decide the race: they are the tactical moves. */
static int gottaz_noisy(const GameRules *g, const void *st, Move m) {
    (void)g;
    const GottazState *s = st;
    if (s->phase != GZ_PHASE_PLAY) return 0;
    int kind = gz_move_kind(m);
    if (kind == GZ_MV_PASS || kind == GZ_MV_PLACE || kind == GZ_MV_ROTATE || kind == GZ_MV_PICK ||
        kind == GZ_MV_DONE || kind == GZ_MV_TSUNAMI || kind == GZ_MV_SWAP)
        return 0;
    int to = gz_move_to(m);
    if (to >= GZ_SQUARES) return 0;
    const GottazCell *c = &s->board[to];
    int priority = 0;
    if (c->type1 && c->owner != s->turn) priority += 100;
    if (to / GZ_SIZE == GZ_CENTER_RANK) priority += 50;
    return priority;
}

/* The draft: its moves are not judged (the evaluation is 0 there), so no puzzle starts in it. */
static bool gottaz_before_play(const void *st) {
    return ((const GottazState *)st)->phase == GZ_PHASE_DRAFT;
}

/* The bench's positions (duelboard-cli bench), fixed so that its node count is the search's
 * signature: openings to endings, none won in one move. */
static const char *const bench_positions[] = {
    "draft=standard set=- to=2 first=1 draw=on",
    "draft=standard set=L1/D5,R1/W5,T1/U5,S2/W4 to=2 first=1 draw=on",
    "draft=standard set=D1/L5,D1/W5,U1/J5,U1/R5,S2/L4,U2/S4,D3/T3,W3/W3 to=2 first=1 draw=on",
    "board=1l4d23/5/5/5/2S4R22 hand1=J1/J5,S1/L5,W1/J5,W1/W5,D2/L4,J2/U4,T2/W4,L3/U3,T3/U3 "
    "hand2=J1/J5,S1/L5,W1/J5,W1/W5,J2/U4,R2/S4,T2/W4,L3/U3,T3/U3 to=1 actions=2 draw=on",
    "board=2s3j32/4r5w1/1L3U33/5/1S2D43 hand1=T1/S5,U1/R5,W1/R5,W1/S5,D2/R4,J2/S4,T2/S4,J3/S3 "
    "hand2=T1/S5,U1/R5,W1/S5,D2/R4,J2/S4,S2/D4,T2/S4,L3/U3 to=1 actions=6 draw=on",
    "board=d4j23j4w2/5/2t5d1t3w31/1T3J32T3W3/1D1J51J2D4W1R5 hand1=D1/T5,S1/J5,J2/L4,L2/L4,W2/J4 "
    "hand2=D1/J5,S1/J5,W1/R5,J2/L4,L2/L4,J3/T3 to=1 actions=18 draw=on",
    NULL};

const AiEval ai_eval_gottaz = {.game_id = "gottaz",
                               .evaluate = gottaz_evaluate,
                               .noisy = gottaz_noisy,
                               .bench_depth = 2,
                               .bench_positions = bench_positions,
                               .quick_depth = 1,
                               /* Master's self-play (docs/ai.md, Analysis: Calibration):
                                * `duelboard-cli calibrate gottaz --games 2000 --nodes 5000
                                * --seed 1`, run in parts, 336278 scores. */
                               .win_chance_offset = -0.0031,
                               .win_chance_slope = 0.002430,
                               /* The same games' lengths in plies (quartiles, 90th
                                * percentile): more than half of them run to the 200 actions
                                * that draw. */
                               .length = {131, 210, 210, 210},
                               .puzzle_best = true,
                               /* The win chance above was fitted to searches of 5000 nodes,
                                * which end at depth 3 or 4 here; depth 6 costs some 50000
                                * nodes a search (docs/puzzles.md). */
                               .puzzle_best_depth = {2, 4},
                               .before_play = gottaz_before_play};
