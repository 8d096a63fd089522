/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `calibrate`: Master plays itself from varied openings; each of its scores is paired with the
 * game's result for the side it spoke for, and the win-chance logistic is fitted to the pairs.
 * The pairs can be written to a file and fitted later, several runs' files together, so that a
 * large fit can be played in parts (one per core, or one per sitting). */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_winchance.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/cli_selfplay.h"

#define BUCKETS 10
#define SAMPLES_HEADER "# duelboard calibrate samples 1"

typedef struct Pairs {
    double *scores, *results;
    int *movers; /* while a game goes on: whose score it is */
    size_t count, capacity, game_start;
    int *plies; /* each game's length */
    size_t games, games_capacity;
    int outcomes[3]; /* games the first side won, drawn, the second side won */
} Pairs;

static void pairs_free(Pairs *p) {
    free(p->scores);
    free(p->results);
    free(p->movers);
    free(p->plies);
}

static bool pairs_add_game(Pairs *p, int plies, Outcome o) {
    if (p->games == p->games_capacity) {
        size_t capacity = p->games_capacity ? p->games_capacity * 2 : 256;
        int *g = realloc(p->plies, capacity * sizeof *g);
        if (!g) return false;
        p->plies = g;
        p->games_capacity = capacity;
    }
    p->plies[p->games++] = plies;
    p->outcomes[o.kind != OUTCOME_WIN ? 1 : o.winner == 0 ? 0 : 2]++;
    return true;
}

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

/* Writes one finished game's pairs as a line: its seed, plies, result for the first side (1,
 * 0.5 or 0, as "1", "=" or "0") and then each score as mover:score. */
static void write_game(FILE *f, const Pairs *p, size_t start, uint64_t seed, int plies, Outcome o) {
    if (!f) return;
    const char *result = o.kind != OUTCOME_WIN ? "=" : o.winner == 0 ? "1" : "0";
    fprintf(f, "%" PRIu64 " %d %s", seed, plies, result);
    for (size_t i = start; i < p->count; i++) fprintf(f, " %d:%d", p->movers[i], (int)p->scores[i]);
    fputc('\n', f);
}

/* Master's score for the move just played, unless it is a forced result. */
static bool keep_score(const GameLine *line, int score, void *context) {
    Pairs *pairs = context;
    int mover = line->rules->to_move(game_line_state_at(line, line->length - 1));
    if (abs(score) <= AI_SCORE_WIN_MIN) pairs_add(pairs, score, mover);
    return true;
}

/* The game's scores get its result, and its line goes to the samples file. */
static bool settle_game(const GameLine *line, uint64_t seed, Outcome o, FILE *samples,
                        void *context) {
    Pairs *pairs = context;
    write_game(samples, pairs, pairs->game_start, seed, line->length, o);
    pairs_settle(pairs, o);
    pairs_add_game(pairs, line->length, o);
    return true;
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

static int compare_ints(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

/* How long the games were, in plies: what a clock's plan needs to know of a game. */
static void print_lengths(Pairs *p, FILE *out) {
    if (!p->games) return;
    qsort(p->plies, p->games, sizeof *p->plies, compare_ints);
    double sum = 0;
    for (size_t i = 0; i < p->games; i++) sum += p->plies[i];
    fprintf(out,
            "plies per game: mean %.1f, quartiles %d / %d / %d, 90th percentile %d, longest %d\n",
            sum / (double)p->games, p->plies[p->games / 4], p->plies[p->games / 2],
            p->plies[p->games * 3 / 4], p->plies[p->games * 9 / 10], p->plies[p->games - 1]);
}

static void print_fit(const GameRules *g, Pairs *p, FILE *out) {
    AiLogistic fit = ai_logistic_fit(p->scores, p->results, p->count);
    fprintf(out, "%s: %zu games (%d %s wins, %d draws, %d %s wins), %zu scored positions\n",
            g->title, p->games, p->outcomes[0], g->player_names[0], p->outcomes[1], p->outcomes[2],
            g->player_names[1], p->count);
    fprintf(out, "offset %.4f slope %.6f (a score of %d is an even chance, %d a 75%% one)\n",
            fit.offset, fit.slope, fit.slope > 0 ? (int)lround(-fit.offset / fit.slope) : 0,
            fit.slope > 0 ? (int)lround((log(3.0) - fit.offset) / fit.slope) : 0);
    print_lengths(p, out);
    print_buckets(p, fit, out);
}

/* Reads one samples file into the pairs; false with a message naming the line on bad input. */
static bool read_samples(const char *path, const GameRules *g, Pairs *p) {
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "calibrate: cannot read %s\n", path);
        return false;
    }
    char header[256];
    bool ok = fgets(header, sizeof header, f) &&
              strncmp(header, SAMPLES_HEADER " ", strlen(SAMPLES_HEADER) + 1) == 0;
    if (ok) {
        char id[64] = "";
        ok = sscanf(header + strlen(SAMPLES_HEADER) + 1, "game=%63s", id) == 1 &&
             strcmp(id, g->id) == 0;
    }
    if (!ok) {
        fprintf(stderr, "calibrate: %s is not a samples file of %s\n", path, g->title);
        fclose(f);
        return false;
    }
    int line_no = 1;
    int c = 0;
    while (ok && (c = fgetc(f)) != EOF) {
        ungetc(c, f);
        line_no++;
        uint64_t seed;
        int plies;
        char result[2];
        if (fscanf(f, "%" SCNu64 " %d %1s", &seed, &plies, result) != 3 || plies < 0 ||
            !strchr("1=0", result[0])) {
            ok = false;
            break;
        }
        Outcome o = {.kind = result[0] == '=' ? OUTCOME_DRAW : OUTCOME_WIN,
                     .winner = result[0] == '0' ? 1 : 0};
        while ((c = fgetc(f)) == ' ') {
            int mover, score;
            if (fscanf(f, "%d:%d", &mover, &score) != 2 || mover < 0 || mover > 1 ||
                !pairs_add(p, score, mover)) {
                ok = false;
                break;
            }
        }
        if (ok && c != '\n' && c != EOF) ok = false;
        if (ok) {
            pairs_settle(p, o);
            ok = pairs_add_game(p, plies, o);
        }
    }
    if (!ok) fprintf(stderr, "calibrate: %s line %d: not a game's samples\n", path, line_no);
    fclose(f);
    return ok;
}

static void print_usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli calibrate <game> [key=value]... [--games N] [--movetime MS"
            " | --nodes N]\n"
            "                                [--seed S] [--opening-plies K] [--games-per-deal D]\n"
            "                                [--samples FILE]\n"
            "       duelboard-cli calibrate <game> --fit FILE...\n"
            "Master plays itself N games (default 20): game i has the deal of seed\n"
            "S + i / D (D default 1: a deal per game) and K random opening plies\n"
            "(default 2) from seed S + i; every score it reports that is not a forced\n"
            "result is paired with the game's result for its side, and the win-chance\n"
            "logistic 1/(1+exp(-(offset+slope*score))) is fitted to the pairs by maximum\n"
            "likelihood. Prints the fit, the games' lengths and predicted against\n"
            "observed results by score bucket. --samples also writes each game's scores\n"
            "and result to FILE; --fit fits the games of one or more such files instead\n"
            "of playing (runs with seeds that do not overlap make one larger fit).\n");
}

int cli_calibrate(int argc, char **argv, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        print_usage(argc < 1 ? stderr : stdout);
        return argc < 1 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    Pairs pairs = {0};
    if (argc >= 3 && strcmp(argv[1], "--fit") == 0) {
        bool ok = true;
        for (int i = 2; ok && i < argc; i++) ok = read_samples(argv[i], g, &pairs);
        if (ok && !pairs.count) {
            fprintf(stderr, "calibrate: no scores in the samples\n");
            ok = false;
        }
        if (ok) print_fit(g, &pairs, out);
        pairs_free(&pairs);
        return ok ? 0 : 1;
    }
    CliSelfPlay run;
    if (!cli_selfplay_parse("calibrate", "--samples", argc, argv, &run)) {
        print_usage(stderr);
        return 2;
    }
    char header[128];
    snprintf(header, sizeof header, SAMPLES_HEADER " game=%s", g->id);
    const CliSelfPlayHooks hooks = {.after_move = keep_score, .end_game = settle_game};
    bool ok = cli_selfplay_run("calibrate", g, &run, header, &hooks, &pairs);
    if (ok) print_fit(g, &pairs, out);
    pairs_free(&pairs);
    return ok ? 0 : 1;
}
