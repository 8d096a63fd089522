/* The Mortar Hunt computer players: they choose from one side's view (observe() output) only. */
#ifndef DUELBOARD_AI_MORTAR_H
#define DUELBOARD_AI_MORTAR_H

#include "ai/ai_player.h"
#include "rules/mortar_hunt.h"

/* "random belief-random-mover beginner casual strong master" */
const char *ai_mortar_player_names(void);
bool ai_mortar_player_exists(const char *name);

/* Chooses a legal move for the view's player, who must be to move. Nothing but the view is
 * read, so two true states with the same view give the same move for the same limits. The
 * `nodes` limit, when given, is the number of sampled placements (particles) of the belief;
 * `movetime` and the stop flag cut the belief short (a small one is used then). */
bool ai_mortar_choose(const char *player, const MortarView *view, const AiLimits *limits,
                      AiInfoCallback on_info, void *context, Move *out, Error *err);

#endif
