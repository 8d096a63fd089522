/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Win chances from scores: the per-game fit (in each game's AiEval), forced results, the fit. */
#include "ai/ai_winchance.h"

#include <math.h>
#include <stdlib.h>

#include "ai/ai_eval.h"

/* Used for a game without a fit: a hundred (one piece) ahead is about a 73% chance. */
#define DEFAULT_SLOPE 0.01
#define SLOPE_MAX 1.0 /* results that all agree with the scores' signs have no finite fit */

AiLogistic ai_win_chance_fit(const GameRules *g) {
    const AiEval *eval = ai_eval_for(g);
    AiLogistic fit = {eval->win_chance_offset, eval->win_chance_slope};
    if (fit.slope <= 0) fit = (AiLogistic){0, DEFAULT_SLOPE};
    return fit;
}

double ai_logistic(AiLogistic fit, double score) {
    return 1.0 / (1.0 + exp(-(fit.offset + fit.slope * score)));
}

AiWinChance ai_win_chance(const GameRules *g, int score) {
    AiWinChance w = {0};
    if (abs(score) > AI_SCORE_WIN_MIN) {
        /* The search scores a result `plies` plies away as AI_SCORE_WIN - plies; the winner
         * makes every other move of that line, the last one included (a mate the opponent gives
         * in 3 plies is its second move). */
        int plies = AI_SCORE_WIN - abs(score);
        int moves = (plies + 1) / 2;
        w.chance = score > 0 ? 1.0 : 0.0;
        w.forced_in = score > 0 ? moves : -moves;
        return w;
    }
    w.chance = ai_logistic(ai_win_chance_fit(g), score);
    return w;
}

/* The log-likelihood's gradient and (negated) Hessian in (offset, slope). */
static void likelihood_shape(const double *scores, const double *results, size_t count,
                             AiLogistic fit, double gradient[2], double curvature[3]) {
    gradient[0] = gradient[1] = 0;
    curvature[0] = curvature[1] = curvature[2] = 0; /* oo, os, ss */
    for (size_t i = 0; i < count; i++) {
        double s = scores[i], p = ai_logistic(fit, s), w = p * (1 - p);
        gradient[0] += results[i] - p;
        gradient[1] += (results[i] - p) * s;
        curvature[0] += w;
        curvature[1] += w * s;
        curvature[2] += w * s * s;
    }
}

AiLogistic ai_logistic_fit(const double *scores, const double *results, size_t count) {
    AiLogistic fit = {0, DEFAULT_SLOPE};
    if (count == 0) return (AiLogistic){0, 0};
    /* Newton's method on a concave likelihood, each step halved until it does not overshoot
     * the slope's range. */
    for (int step = 0; step < 100; step++) {
        double g[2], h[3];
        likelihood_shape(scores, results, count, fit, g, h);
        double det = h[0] * h[2] - h[1] * h[1];
        if (det <= 1e-300) break;
        double d_offset = (h[2] * g[0] - h[1] * g[1]) / det;
        double d_slope = (h[0] * g[1] - h[1] * g[0]) / det;
        while (fit.slope + d_slope < 0 || fit.slope + d_slope > SLOPE_MAX) {
            d_offset /= 2;
            d_slope /= 2;
            if (fabs(d_slope) < 1e-15) break;
        }
        fit.offset += d_offset;
        fit.slope += d_slope;
        if (fabs(d_slope) < 1e-12 && fabs(d_offset) < 1e-9) break;
    }
    if (fit.slope < 0) fit.slope = 0;
    return fit;
}
