/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A search score turned into the chance that the side it speaks for wins (a per-game logistic fit
 * to self-play results), and the logistic fit itself. */
#ifndef DUELBOARD_AI_WINCHANCE_H
#define DUELBOARD_AI_WINCHANCE_H

#include <stdbool.h>
#include <stddef.h>

#include "rules/game.h"

/* win chance = 1 / (1 + exp(-(offset + slope * score))), the score from the perspective of the side
 * to move. The offset is there because a search's score leans toward the side to move (it has the
 * next move in hand): without it, every move would seem to lose the lean. */
typedef struct AiLogistic {
    double offset, slope;
} AiLogistic;

/* A score's meaning for people: its win chance and, for a forced result (a mate found by the
 * search, a solved endgame), in how many of its own moves the side wins (> 0) or loses (< 0). */
typedef struct AiWinChance {
    double chance; /* in [0, 1]; a draw counts half */
    int forced_in; /* moves of the side the score is for; 0 when nothing is forced */
} AiWinChance;

/* The fit of game g (its AiEval's), or a default for a game without one. */
AiLogistic ai_win_chance_fit(const GameRules *g);

/* The win chance of the side to move whose score this is. Forced wins and losses are 1 and 0. */
AiWinChance ai_win_chance(const GameRules *g, int score);

/* The logistic of a score, and its maximum-likelihood fit to results (1 a win, 0.5 a draw, 0 a
 * loss for the side the score is for): Newton's method on the two parameters. Pairs with forced
 * scores are best left out by the caller. No data gives the zero logistic (always a half). */
double ai_logistic(AiLogistic fit, double score);
AiLogistic ai_logistic_fit(const double *scores, const double *results, size_t count);

#endif
