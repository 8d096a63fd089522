/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `match --server`: one game of a match played through a referee server. */
#ifndef DUELBOARD_CLI_CLI_MATCH_NET_H
#define DUELBOARD_CLI_CLI_MATCH_NET_H

#include <stdint.h>
#include <stdio.h>

#include "ai/ai_player.h"
#include "rules/game.h"

/* Plays a game of `g` through the server at host:port: levels[0] hosts the room as the first
 * side, levels[1] joins as the second, each a computer at its own network seat searching with
 * `limits`. Returns the first side's score (1, 0.5, 0), or -1 when the game could not be played
 * to its end (the reason on standard error); logs the game's line to `log` when given. */
double cli_match_game_through(const char *host, int port, const GameRules *g,
                              const GameOptions *opt, uint64_t seed, const char *const levels[2],
                              const AiLimits *limits, FILE *log);

#endif
