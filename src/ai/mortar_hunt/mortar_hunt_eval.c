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

const AiEval ai_eval_mortar_hunt = {.game_id = "mortar-hunt",
                                    .evaluate = ai_generic_evaluate,
                                    .noisy = ai_generic_noisy,
                                    .observation_player_exists = ai_mortar_hunt_player_exists,
                                    .choose_observation = choose_from_observation,
                                    .rate_observation = rate_observation,
                                    .hidden_heat = hidden_heat,
                                    .bench_depth = 4,
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
