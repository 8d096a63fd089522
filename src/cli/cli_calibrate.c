/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `calibrate`: Master plays itself from varied openings; each of its scores is paired with the
 * game's result for the side it spoke for, and the win-chance logistic is fitted to the pairs. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "ai/ai_winchance.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/cli_opening.h"
#include "core/rng.h"

#define CALIBRATE_PLY_MAX 400 /* longer games count as drawn, as in `match` */
#define BUCKETS 10

typedef struct Pairs {
    double *scores, *results;
    int *movers; /* while a game goes on: whose score it is */
    size_t count, capacity, game_start;
} Pairs;

static bool pairs_add(Pairs *p, int score, int mover) {
    if (p->count == p->capacity) {
        size_t capacity = p->capacity ? p->capacity * 2 : 1024;
        double *s = realloc(p->scores, capacity * sizeof *s);
        if (s) p->scores = s;
        double *r = realloc(p->results, capacity * sizeof *r);
        if (r) p->results = r;
        int *m = realloc(p->movers, capacity * sizeof *m);
        if (m) p->movers = m;
        if (!s || !r || !m) return false;
        p->capacity = capacity;
    }
    p->scores[p->count] = score;
    p->movers[p->count] = mover;
    p->count++;
    return true;
}

/* The game is over: each of its scores gets the result for the side it was for. */
static void pairs_settle(Pairs *p, Outcome o) {
    for (size_t i = p->game_start; i < p->count; i++)
        p->results[i] = o.kind != OUTCOME_WIN ? 0.5 : o.winner == p->movers[i] ? 1.0 : 0.0;
    p->game_start = p->count;
}

static void keep_score(const AiInfo *info, void *context) {
    int *score = context;
    *score = info->score;
}

/* One self-play game: `opening` random plies from the seed, then Master on both sides. Returns
 * the plies played, -1 on an error. */
static int play_one(const GameRules *g, const GameOptions *opt, uint64_t seed, int opening,
                    const AiLimits *base, Pairs *pairs) {
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, opt, seed, &err)) {
        fprintf(stderr, "calibrate: %s\n", err.message);
        return -1;
    }
    Rng rng;
    cli_opening_rng(&rng, seed);
    cli_play_random_plies(&line, &rng, opening);
    ai_player_prepare(base->endgame_cache, "master", &line, true);
    pairs->game_start = pairs->count;
    Outcome o = game_line_outcome(&line);
    while (o.kind == OUTCOME_ONGOING && line.length < CALIBRATE_PLY_MAX) {
        AiLimits limits = *base;
        limits.seed = rng_mix64(seed * 1000003u + (uint64_t)line.length);
        int score = 0;
        Move m;
        if (!ai_choose_move("master", &line, &limits, keep_score, &score, &m, &err) ||
            !game_line_play(&line, m, &err)) {
            fprintf(stderr, "calibrate: %s\n", err.message);
            game_line_free(&line);
            return -1;
        }
        int mover = g->to_move(game_line_state_at(&line, line.length - 1));
        if (abs(score) <= AI_SCORE_WIN_MIN) pairs_add(pairs, score, mover);
        o = game_line_outcome(&line);
    }
    pairs_settle(pairs, o);
    ai_player_forget(base->endgame_cache, &line);
    int plies = line.length;
    game_line_free(&line);
    return plies;
}

/* Predicted against observed results, the pairs split into buckets of equal predicted chance. */
static void print_buckets(const Pairs *p, AiLogistic fit, FILE *out) {
    int count[BUCKETS] = {0};
    double predicted[BUCKETS] = {0}, observed[BUCKETS] = {0};
    int low[BUCKETS], high[BUCKETS];
    for (int b = 0; b < BUCKETS; b++) {
        low[b] = INT32_MAX;
        high[b] = INT32_MIN;
    }
    for (size_t i = 0; i < p->count; i++) {
        double chance = ai_logistic(fit, p->scores[i]);
        int b = (int)(chance * BUCKETS);
        if (b >= BUCKETS) b = BUCKETS - 1;
        count[b]++;
        predicted[b] += chance;
        observed[b] += p->results[i];
        int s = (int)p->scores[i];
        if (s < low[b]) low[b] = s;
        if (s > high[b]) high[b] = s;
    }
    fprintf(out, "| scores | positions | predicted | observed |\n|---|---|---|---|\n");
    for (int b = 0; b < BUCKETS; b++) {
        if (!count[b]) continue;
        fprintf(out, "| %d to %d | %d | %.1f%% | %.1f%% |\n", low[b], high[b], count[b],
                100 * predicted[b] / count[b], 100 * observed[b] / count[b]);
    }
}

static void print_usage(FILE *out) {
    fprintf(out, "usage: duelboard-cli calibrate <game> [key=value]... [--games N] [--movetime MS"
                 " | --nodes N]\n"
                 "                                [--seed S] [--opening-plies K]\n"
                 "Master plays itself N games (default 20) from the seed's deals and K random\n"
                 "opening plies (default 2); every score it reports that is not a forced result\n"
                 "is paired with the game's result for its side, and the win-chance logistic\n"
                 "1/(1+exp(-(offset+slope*score))) is fitted to the pairs by maximum\n"
                 "likelihood. Prints the fit and predicted against observed results by score\n"
                 "bucket.\n");
}

int cli_calibrate(int argc, char **argv, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        print_usage(argc < 1 ? stderr : stdout);
        return argc < 1 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    GameOptions opt;
    game_options_init(&opt);
    int games = 20, opening = 2;
    uint64_t seed = 1;
    AiLimits base = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        Error err;
        if (strcmp(a, "--games") == 0 && has_value)
            games = atoi(argv[++i]);
        else if (strcmp(a, "--movetime") == 0 && has_value)
            base.movetime_ms = strtoll(argv[++i], NULL, 10);
        else if (strcmp(a, "--nodes") == 0 && has_value)
            base.nodes = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--seed") == 0 && has_value)
            seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--opening-plies") == 0 && has_value)
            opening = atoi(argv[++i]);
        else if (a[0] != '-' && strchr(a, '=') && game_options_parse_line(&opt, a, &err))
            continue;
        else {
            fprintf(stderr, "calibrate: bad argument '%s'\n", a);
            print_usage(stderr);
            return 2;
        }
    }
    if (games < 1 || opening < 0) {
        print_usage(stderr);
        return 2;
    }
    base.endgame_cache = ai_endgame_cache_new();
    Pairs pairs = {0};
    int results[3] = {0}; /* first side wins, draws, second side wins */
    bool ok = true;
    for (int i = 0; ok && i < games; i++) {
        size_t before = pairs.count;
        int plies = play_one(g, &opt, seed + (uint64_t)i, opening, &base, &pairs);
        ok = plies >= 0;
        if (ok && pairs.count > before) {
            double r =
                pairs.movers[before] == 0 ? pairs.results[before] : 1 - pairs.results[before];
            results[r == 1.0 ? 0 : r == 0.5 ? 1 : 2]++;
        }
        fprintf(stderr, "\rcalibrate: game %d of %d", i + 1, games);
    }
    fputc('\n', stderr);
    if (ok) {
        AiLogistic fit = ai_logistic_fit(pairs.scores, pairs.results, pairs.count);
        fprintf(out, "%s: %d games (%d %s wins, %d draws, %d %s wins), %zu scored positions\n",
                g->title, games, results[0], g->player_names[0], results[1], results[2],
                g->player_names[1], pairs.count);
        fprintf(out, "offset %.4f slope %.6f (a score of %d is an even chance, %d a 75%% one)\n",
                fit.offset, fit.slope, fit.slope > 0 ? (int)lround(-fit.offset / fit.slope) : 0,
                fit.slope > 0 ? (int)lround((log(3.0) - fit.offset) / fit.slope) : 0);
        print_buckets(&pairs, fit, out);
    }
    free(pairs.scores);
    free(pairs.results);
    free(pairs.movers);
    ai_endgame_cache_free(base.endgame_cache);
    return ok ? 0 : 1;
}
