/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Mortar Hunt computer players: they choose from one side's observation (observe() output)
 * only. */
#ifndef DUELBOARD_AI_MORTAR_HUNT_PLAYERS_H
#define DUELBOARD_AI_MORTAR_HUNT_PLAYERS_H

#include "ai/ai_player.h"
#include "rules/mortar_hunt/mortar_hunt.h"

/* "random belief-random-mover beginner casual strong master" */
const char *ai_mortar_hunt_player_names(void);
bool ai_mortar_hunt_player_exists(const char *name);

/* Chooses a legal move for the observation's player, who must be to move. Nothing but the
 * observation is read, so two true states with the same observation give the same move for the same
 * limits. The `nodes` limit, when given, is the number of sampled placements (particles) of the
 * belief; `movetime` and the stop flag cut the belief short (a small one is used then). */
bool ai_mortar_hunt_choose(const char *player, const MortarHuntObservation *observation,
                           const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                           Error *err);

/* Rates move m for the observation's player with the chooser's own scores (in the hundredths its
 * info reports) and its best line in `best`; a move it did not score (a setup outside its
 * sample) is rated only when it is the chosen one (`rated`). */
bool ai_mortar_hunt_rate(const char *player, const MortarHuntObservation *observation,
                         const AiLimits *limits, Move m, AiInfo *best, int *score, bool *rated,
                         Error *err);

#endif
