/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The random opening plies that `match` and `calibrate` play before the players take over. */
#ifndef DUELBOARD_CLI_OPENING_H
#define DUELBOARD_CLI_OPENING_H

#include <stdint.h>

#include "core/rng.h"
#include "rules/game_line.h"

/* The generator of a game's opening plies, from the game's seed: the same seed gives the same
 * opening in every command. */
void cli_opening_rng(Rng *rng, uint64_t game_seed);
/* Plays up to `plies` moves, each drawn from the legal ones, stopping where the game ends. */
void cli_play_random_plies(GameLine *line, Rng *rng, int plies);

#endif
