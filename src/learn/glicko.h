/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Glicko-2 ratings (Glickman, "Example of the Glicko-2 system"): the person's puzzle rating,
 * moved after each puzzle as after a game against an opponent rated from the puzzle's
 * difficulty. */
#ifndef DUELBOARD_LEARN_GLICKO_H
#define DUELBOARD_LEARN_GLICKO_H

#include <stdbool.h>

/* A rating on the familiar scale (1500 for someone new), how uncertain it is (the rating
 * deviation: 350 for someone new, smaller the more is known) and how erratic the results have
 * been (the volatility). */
typedef struct Glicko {
    double rating, deviation, volatility;
} Glicko;

#define GLICKO_TAU 0.5 /* how fast the volatility may change: Glickman suggests 0.3 to 1.2 */
/* The deviation stays within these: never so sure that a rating stops moving, never less sure
 * than about someone new. */
#define GLICKO_DEVIATION_MIN 45.0
#define GLICKO_DEVIATION_MAX 350.0
/* A puzzle's own deviation: its difficulty is an estimate, not a measured rating. */
#define GLICKO_PUZZLE_DEVIATION 80.0

/* Someone who has not played yet. */
Glicko glicko_new(void);
/* The rating after one rating period of `count` results against `opponents` (score 1 a win, 0
 * a loss, 0.5 a draw), with the system constant `tau`. No results only widens the deviation. */
Glicko glicko_update(Glicko player, const Glicko *opponents, const double *scores, int count,
                     double tau);
/* The rating after one puzzle of rating `puzzle_rating`, solved or not. */
Glicko glicko_after_puzzle(Glicko player, double puzzle_rating, bool solved);

#endif
