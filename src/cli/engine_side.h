/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine playing one side of a hidden-information game: it keeps that side's observation only.
 */
#ifndef DUELBOARD_CLI_ENGINE_SIDE_H
#define DUELBOARD_CLI_ENGINE_SIDE_H

#include <stdbool.h>
#include <stdio.h>

#include "ai/ai_player.h"
#include "rules/game.h"

typedef struct EngineSide EngineSide;

/* `newgame <game> side=<player> ...`: the observation of a new game for that side, from the options
 * without `side`. Only games with hidden information have sides to play. */
EngineSide *engine_side_start(const GameRules *g, const GameOptions *opt, uint64_t seed,
                              const char *side, Error *err);
void engine_side_free(EngineSide *s);

/* Answers a command other than `go` in side mode; false when it is not one of them. */
bool engine_side_command(EngineSide *s, const char *cmd, char *rest, FILE *out);
/* For `go`: whether the side has a move to choose, and choosing it (on the search thread). */
bool engine_side_can_move(const EngineSide *s);
bool engine_side_choose(const EngineSide *s, const char *level, const AiLimits *limits, char *text,
                        size_t n, Error *err);

#endif
