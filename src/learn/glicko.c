/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Glicko-2, step by step as Glickman's example describes it (steps 2 to 8). */
#include "learn/glicko.h"

#include <math.h>

#define GLICKO_SCALE 173.7178 /* between the familiar scale and Glicko-2's own */
#define GLICKO_EPSILON 0.000001
#define GLICKO_PI 3.14159265358979323846

Glicko glicko_new(void) {
    return (Glicko){.rating = 1500.0, .deviation = GLICKO_DEVIATION_MAX, .volatility = 0.06};
}

static double g_of(double phi) {
    return 1.0 / sqrt(1.0 + 3.0 * phi * phi / (GLICKO_PI * GLICKO_PI));
}

static double expected(double mu, double mu_j, double phi_j) {
    return 1.0 / (1.0 + exp(-g_of(phi_j) * (mu - mu_j)));
}

/* Step 5: the new volatility, the root of f by the Illinois algorithm. */
static double new_volatility(double phi, double sigma, double delta, double v, double tau) {
    double a = log(sigma * sigma);
#define F(x)                                                                                       \
    (exp(x) * (delta * delta - phi * phi - v - exp(x)) /                                           \
         (2.0 * (phi * phi + v + exp(x)) * (phi * phi + v + exp(x))) -                             \
     ((x)-a) / (tau * tau))
    double big_a = a, big_b;
    if (delta * delta > phi * phi + v) {
        big_b = log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (F(a - k * tau) < 0.0) k++;
        big_b = a - k * tau;
    }
    double f_a = F(big_a), f_b = F(big_b);
    for (int i = 0; i < 100 && fabs(big_b - big_a) > GLICKO_EPSILON; i++) {
        double c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        double f_c = F(c);
        if (f_c * f_b <= 0.0) {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
#undef F
    return exp(big_a / 2.0);
}

static double clamp_deviation(double rd) {
    if (rd < GLICKO_DEVIATION_MIN) return GLICKO_DEVIATION_MIN;
    if (rd > GLICKO_DEVIATION_MAX) return GLICKO_DEVIATION_MAX;
    return rd;
}

Glicko glicko_update(Glicko player, const Glicko *opponents, const double *scores, int count,
                     double tau) {
    double mu = (player.rating - 1500.0) / GLICKO_SCALE;
    double phi = player.deviation / GLICKO_SCALE, sigma = player.volatility;
    if (count <= 0) { /* step 6 alone: time without games makes a rating less certain */
        player.deviation = clamp_deviation(sqrt(phi * phi + sigma * sigma) * GLICKO_SCALE);
        return player;
    }
    double v_inverse = 0.0, improvement = 0.0;
    for (int j = 0; j < count; j++) { /* steps 3 and 4 */
        double mu_j = (opponents[j].rating - 1500.0) / GLICKO_SCALE;
        double phi_j = opponents[j].deviation / GLICKO_SCALE;
        double g = g_of(phi_j), e = expected(mu, mu_j, phi_j);
        v_inverse += g * g * e * (1.0 - e);
        improvement += g * (scores[j] - e);
    }
    double v = 1.0 / v_inverse, delta = v * improvement;
    double sigma_new = new_volatility(phi, sigma, delta, v, tau);
    double phi_star = sqrt(phi * phi + sigma_new * sigma_new);          /* step 6 */
    double phi_new = 1.0 / sqrt(1.0 / (phi_star * phi_star) + 1.0 / v); /* step 7 */
    double mu_new = mu + phi_new * phi_new * improvement;
    return (Glicko){.rating = GLICKO_SCALE * mu_new + 1500.0, /* step 8 */
                    .deviation = clamp_deviation(GLICKO_SCALE * phi_new),
                    .volatility = sigma_new};
}

Glicko glicko_after_puzzle(Glicko player, double puzzle_rating, bool solved) {
    Glicko puzzle = {
        .rating = puzzle_rating, .deviation = GLICKO_PUZZLE_DEVIATION, .volatility = 0.06};
    double score = solved ? 1.0 : 0.0;
    return glicko_update(player, &puzzle, &score, 1, GLICKO_TAU);
}
