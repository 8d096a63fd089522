/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Mortar Hunt evaluation table: the game is played from a side's observation only, so its
 * players (mortar_hunt_players.c) choose and rate moves there, and the shading of where the
 * enemy may be comes from their belief; the full-state search (the bench, the tests) uses the
 * generic evaluation. */
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/mortar_hunt/mortar_hunt_belief.h"
#include "ai/mortar_hunt/mortar_hunt_players.h"

static bool rate_observation(const char *player, const void *observation, const AiLimits *limits,
                             Move m, AiInfo *best, int *score, bool *rated, Error *err) {
    return ai_mortar_hunt_rate(player, observation, limits, m, best, score, rated, err);
}

static bool choose_from_observation(const char *player, const void *observation,
                                    const AiLimits *limits, AiInfoCallback on_info, void *context,
                                    Move *out, Error *err) {
    return ai_mortar_hunt_choose(player, observation, limits, on_info, context, out, err);
}

/* The belief of the "where could they be" overlay: a fixed seed and particle count, so that equal
 * observations always get equal shading. */
static int hidden_heat(const void *observation, double *heat, int cap) {
    const MortarHuntObservation *v = observation;
    if (cap < MORTAR_HUNT_SQUARES) return 0;
    AiMortarHuntBelief belief;
    AiMortarHuntBeliefParams params = {.particles = 400, .seed = 1};
    Error err;
    if (!ai_mortar_hunt_belief_build(&belief, v, 1 - v->player, &params, &err)) return 0;
    memcpy(heat, belief.heat, sizeof belief.heat);
    ai_mortar_hunt_belief_free(&belief);
    return MORTAR_HUNT_SQUARES;
}

/* The bench's positions (duelboard-cli bench), fixed so that its node count is the search's
 * signature: openings to endings, none won in one move. */
static const char *const bench_positions[] = {
    "L4/NW,F3/NW,D4/NW F6/SE,B7/S,K6/S A 2 0,0 B4m,B7m pieces=HM craters=off turns=0 seed=2",
    "E2/NW:dead,A4/N,H4/NW A8/S:dead,J7/SW,G6/S A 4 0,1 E2h,A3m,A6m,E7m,A8h pieces=HM craters=off "
    "turns=0 seed=3",
    "H3/NW,E3/SE,G3/N G6/E,A7/SE,J7/SW A 6 0,0 G2m,G3m,D4m,G4m,G6m,D7m,G7m,G8m pieces=HM "
    "craters=off turns=0 seed=4",
    "L3/N:dead,H4/NW,G4/NW D6/S,L6/SW,H6/SW A 8 0,0 "
    "D1m,D3m,E3m,H3m,I3m,L3h,I4m,A6m,I6m,D7m,E7m,I7m,L7m pieces=HM craters=off turns=0 seed=5",
    "K4/N:dead,B3/N,G4/W B6/S,L7/SW,I9/E:dead A 10 0,0 "
    "B2m,F2m,G2m,E3m,L3m,D4m,I4m,K4h,B6m,B7m,H7m,G8m,H8m,K8m,I9h pieces=HM craters=off turns=0 "
    "seed=6",
    NULL};

const AiEval ai_eval_mortar_hunt = {.game_id = "mortar-hunt",
                                    .evaluate = ai_generic_evaluate,
                                    .noisy = ai_generic_noisy,
                                    .observation_player_exists = ai_mortar_hunt_player_exists,
                                    .choose_observation = choose_from_observation,
                                    .rate_observation = rate_observation,
                                    .hidden_heat = hidden_heat,
                                    .bench_depth = 4,
                                    .bench_positions = bench_positions,
                                    .quick_depth = 1,
                                    /* Master's self-play (docs/ai.md, Analysis: Calibration):
                                     * `duelboard-cli calibrate mortar-hunt --games 2000 --nodes 300
                                     * --seed 1` (300 particles), 183396 scores. */
                                    .win_chance_offset = -0.0441,
                                    .win_chance_slope = 0.005037,
                                    /* The same games' lengths in plies (quartiles, 90th
                                     * percentile); calibrate stops a game at 400 plies, and a
                                     * tenth of these games came near it. */
                                    .length = {28, 42, 75, 395}};
