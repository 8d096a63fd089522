/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the AI tests: a brute-force check of forced wins, legality asked of the
 * rules, and the printed output of a CLI command run in-process. */
#ifndef DUELBOARD_TESTS_AI_SUPPORT_H
#define DUELBOARD_TESTS_AI_SUPPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

/* Whether player `me` can force a win within `depth` plies: the plain minimax definition. */
bool support_win_within(const GameRules *g, const void *st, int depth, int me);
/* Whether m is legal in the line's current position, asked of the rules rather than of the
 * listed moves (a Mortar Hunt setup need not be in the listed sample); false once it ended. */
bool support_is_legal(const GameLine *line, Move m);
/* Whether `player` chooses different moves in the line's position for seeds 0..19 with the
 * other limits of `base`; false also when it fails to choose. */
bool support_player_varies(const char *player, const GameLine *line, AiLimits base);
/* Runs a CLI command writing to a temporary file; returns what it printed (free it), or NULL
 * when the output could not be captured. */
char *support_capture(int (*command)(int, char **, FILE *), int argc, char **argv, int *status);

#endif
