/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `tune`: fits the weights of an evaluation that is a weighted sum of terms (AiEval.terms) to the
 * results of Master's self-play. Each quiet position a game passes through (no tactical move for
 * the side to move, not covered by a solved endgame) gives its terms and the game's result for
 * the side to move; the weights are then the maximum-likelihood fit of the win-chance logistic
 * to those pairs, with the logistic's slope and offset held at the fit of the current weights so
 * that the new weights keep the scale of the old ones. Positions can be written to files and
 * fitted later, several runs' files together. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_winchance.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/cli_selfplay.h"

#define POSITIONS_HEADER "# duelboard tune positions 1"
#define NEWTON_STEPS 30
/* Pulls each weight toward its current value, so a term that hardly varies in the positions
 * keeps it: in log-likelihood units per squared step of slope times weight. */
#define RIDGE 1.0
#define HELD_OUT_EVERY 5 /* every fifth game is kept out of the fit to check it */

typedef struct Positions {
    int term_count;
    int *values; /* term_count per position */
    double *results;
    int *movers;
    bool *held_out;
    size_t count, capacity, game_start;
    size_t games;
} Positions;

static void positions_free(Positions *p) {
    free(p->values);
    free(p->results);
    free(p->movers);
    free(p->held_out);
}

static bool positions_add(Positions *p, const int *values, int mover) {
    if (p->count == p->capacity) {
        size_t capacity = p->capacity ? p->capacity * 2 : 4096;
        int *v = realloc(p->values, capacity * (size_t)p->term_count * sizeof *v);
        if (v) p->values = v;
        double *r = realloc(p->results, capacity * sizeof *r);
        if (r) p->results = r;
        int *m = realloc(p->movers, capacity * sizeof *m);
        if (m) p->movers = m;
        bool *h = realloc(p->held_out, capacity * sizeof *h);
        if (h) p->held_out = h;
        if (!v || !r || !m || !h) return false;
        p->capacity = capacity;
    }
    memcpy(p->values + p->count * (size_t)p->term_count, values,
           (size_t)p->term_count * sizeof *values);
    p->movers[p->count] = mover;
    p->count++;
    return true;
}

/* A game's positions are all in: every fifth game is held out of the fit. */
static void positions_end_game(Positions *p) {
    bool held_out = p->games % HELD_OUT_EVERY == HELD_OUT_EVERY - 1;
    for (size_t i = p->game_start; i < p->count; i++) p->held_out[i] = held_out;
    p->game_start = p->count;
    p->games++;
}

/* The game is over: each of its positions gets the result for its side to move. */
static void positions_settle(Positions *p, Outcome o) {
    for (size_t i = p->game_start; i < p->count; i++)
        p->results[i] = o.kind != OUTCOME_WIN ? 0.5 : o.winner == p->movers[i] ? 1.0 : 0.0;
    positions_end_game(p);
}

/* Whether the search would call the evaluation here and trust it: no tactical move to resolve
 * first, and no solved endgame that answers instead. */
static bool quiet(const GameRules *g, const AiEval *e, const void *st, AiEndgameTable *table) {
    int plies;
    if (table && ai_endgame_probe(table, st, &plies)) return false;
    if (!e->noisy) return true;
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (e->noisy(g, st, moves[i]) > 0) return false;
    return n > 0;
}

static void write_game(FILE *f, const Positions *p, Outcome o) {
    if (!f) return;
    for (size_t i = p->game_start; i < p->count; i++) {
        bool won = o.kind == OUTCOME_WIN && o.winner == p->movers[i];
        fputs(o.kind != OUTCOME_WIN ? "=" : won ? "1" : "0", f);
        for (int t = 0; t < p->term_count; t++)
            fprintf(f, " %d", p->values[i * (size_t)p->term_count + (size_t)t]);
        fputc('\n', f);
    }
    fputs("end\n", f);
}

/* What the hooks of a run see: the evaluation, where its positions go, and the run (for its
 * solved endgames). */
typedef struct Collect {
    const AiEval *eval;
    Positions *positions;
    const CliSelfPlay *run;
} Collect;

/* Keeps the terms of the position about to be played from, when it is quiet. */
static bool keep_if_quiet(const GameLine *line, void *context) {
    Collect *c = context;
    const GameRules *g = line->rules;
    const AiEval *e = c->eval;
    const void *st = game_line_state(line);
    AiEndgameTable *table = ai_endgame_acquire(c->run->limits.endgame_cache, g, st);
    bool ok = true;
    if (quiet(g, e, st, table)) {
        int values[AI_EVAL_TERMS_MAX];
        e->terms(g, st, values);
        ok = positions_add(c->positions, values, g->to_move(st));
        if (!ok) fprintf(stderr, "tune: out of memory\n");
    }
    ai_endgame_release(table);
    return ok;
}

/* The game's positions get its result, and go to the positions file. */
static bool settle_game(const GameLine *line, uint64_t seed, Outcome o, FILE *file, void *context) {
    (void)line;
    (void)seed;
    Collect *c = context;
    write_game(file, c->positions, o);
    positions_settle(c->positions, o);
    return true;
}

/* Reads one positions file; false with a message naming the line on bad input. */
static bool read_positions(const char *path, const GameRules *g, Positions *p) {
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "tune: cannot read %s\n", path);
        return false;
    }
    char line[1024];
    bool ok = fgets(line, sizeof line, f) &&
              strncmp(line, POSITIONS_HEADER " ", strlen(POSITIONS_HEADER) + 1) == 0;
    if (ok) {
        char id[64] = "";
        int terms = 0;
        ok = sscanf(line + strlen(POSITIONS_HEADER) + 1, "game=%63s terms=%d", id, &terms) == 2 &&
             strcmp(id, g->id) == 0 && terms == p->term_count;
    }
    if (!ok) {
        fprintf(stderr, "tune: %s is not a positions file of %s with its %d terms\n", path,
                g->title, p->term_count);
        fclose(f);
        return false;
    }
    int line_no = 1;
    while (ok && fgets(line, sizeof line, f)) {
        line_no++;
        if (strcmp(line, "end\n") == 0) {
            positions_end_game(p);
            continue;
        }
        const char *c = line;
        int values[AI_EVAL_TERMS_MAX], used = 0;
        double result = c[0] == '1' ? 1 : c[0] == '=' ? 0.5 : c[0] == '0' ? 0 : -1;
        ok = result >= 0 && c[1] == ' ';
        c += 1;
        for (int t = 0; ok && t < p->term_count; t++, c += used)
            ok = sscanf(c, " %d%n", &values[t], &used) == 1;
        ok = ok && (*c == '\n' || *c == '\0') && positions_add(p, values, 0);
        if (ok) p->results[p->count - 1] = result;
    }
    if (ok && p->game_start != p->count) ok = false; /* a game without its end */
    if (!ok) fprintf(stderr, "tune: %s line %d: not a position of the game\n", path, line_no);
    fclose(f);
    return ok;
}

/* The evaluation of position i under `weights`. */
static double weighted(const Positions *p, size_t i, const double *weights) {
    const int *v = p->values + i * (size_t)p->term_count;
    double sum = 0;
    for (int t = 0; t < p->term_count; t++) sum += weights[t] * v[t];
    return sum;
}

/* Mean log-loss of the logistic over the fitted or the held-out positions. */
static double log_loss(const Positions *p, AiLogistic fit, const double *weights, bool held_out) {
    double loss = 0;
    size_t n = 0;
    for (size_t i = 0; i < p->count; i++) {
        if (p->held_out[i] != held_out) continue;
        double chance = ai_logistic(fit, weighted(p, i, weights));
        if (chance < 1e-12) chance = 1e-12;
        if (chance > 1 - 1e-12) chance = 1 - 1e-12;
        double y = p->results[i];
        loss -= y * log(chance) + (1 - y) * log(1 - chance);
        n++;
    }
    return n ? loss / (double)n : 0;
}

/* Solves a x = b for the n x n system in place (Gaussian elimination with partial pivoting);
 * false when it is singular. */
static bool solve(int n, double a[AI_EVAL_TERMS_MAX][AI_EVAL_TERMS_MAX], double *b, double *x) {
    for (int c = 0; c < n; c++) {
        int pivot = c;
        for (int r = c + 1; r < n; r++)
            if (fabs(a[r][c]) > fabs(a[pivot][c])) pivot = r;
        if (fabs(a[pivot][c]) < 1e-12) return false;
        for (int k = 0; k < n; k++) {
            double t = a[c][k];
            a[c][k] = a[pivot][k];
            a[pivot][k] = t;
        }
        double t = b[c];
        b[c] = b[pivot];
        b[pivot] = t;
        for (int r = c + 1; r < n; r++) {
            double f = a[r][c] / a[c][c];
            for (int k = c; k < n; k++) a[r][k] -= f * a[c][k];
            b[r] -= f * b[c];
        }
    }
    for (int r = n - 1; r >= 0; r--) {
        double sum = b[r];
        for (int k = r + 1; k < n; k++) sum -= a[r][k] * x[k];
        x[r] = sum / a[r][r];
    }
    return true;
}

/* Newton's method on the weights, the logistic's slope and offset held: a logistic regression
 * on the terms, pulled toward the current weights by RIDGE. */
static void fit_weights(const Positions *p, AiLogistic fit, const double *current,
                        double *weights) {
    int n = p->term_count;
    memcpy(weights, current, (size_t)n * sizeof *weights);
    for (int step = 0; step < NEWTON_STEPS; step++) {
        double hessian[AI_EVAL_TERMS_MAX][AI_EVAL_TERMS_MAX] = {{0}};
        double gradient[AI_EVAL_TERMS_MAX] = {0}, delta[AI_EVAL_TERMS_MAX];
        for (size_t i = 0; i < p->count; i++) {
            if (p->held_out[i]) continue;
            const int *v = p->values + i * (size_t)n;
            double chance = ai_logistic(fit, weighted(p, i, weights));
            double error = p->results[i] - chance, curve = chance * (1 - chance);
            for (int a = 0; a < n; a++) {
                gradient[a] += error * fit.slope * v[a];
                for (int b = 0; b < n; b++)
                    hessian[a][b] += curve * fit.slope * fit.slope * v[a] * v[b];
            }
        }
        for (int a = 0; a < n; a++) {
            double pull = RIDGE * fit.slope * fit.slope;
            gradient[a] -= pull * (weights[a] - current[a]);
            hessian[a][a] += pull;
        }
        if (!solve(n, hessian, gradient, delta)) break;
        double largest = 0;
        for (int a = 0; a < n; a++) {
            weights[a] += delta[a];
            if (fabs(delta[a]) > largest) largest = fabs(delta[a]);
        }
        if (largest < 1e-3) break;
    }
}

static void print_fit(const GameRules *g, const Positions *p, FILE *out) {
    const AiEval *e = ai_eval_for(g);
    int n = p->term_count;
    double current[AI_EVAL_TERMS_MAX], weights[AI_EVAL_TERMS_MAX];
    for (int t = 0; t < n; t++) current[t] = e->term_weights[t];
    double *evals = malloc(p->count * sizeof *evals), *results = malloc(p->count * sizeof *results);
    size_t fitted = 0;
    for (size_t i = 0; evals && results && i < p->count; i++) {
        if (p->held_out[i]) continue;
        evals[fitted] = weighted(p, i, current);
        results[fitted++] = p->results[i];
    }
    AiLogistic fit = ai_logistic_fit(evals, results, fitted);
    free(evals);
    free(results);
    fit_weights(p, fit, current, weights);
    fprintf(out, "%s: %zu games, %zu quiet positions (%zu fitted, %zu held out)\n", g->title,
            p->games, p->count, fitted, p->count - fitted);
    fprintf(out, "logistic of the current weights: offset %.4f slope %.6f\n", fit.offset,
            fit.slope);
    fprintf(out, "| term | current | fitted |\n|---|---|---|\n");
    for (int t = 0; t < n; t++)
        fprintf(out, "| %s | %d | %ld |\n", e->term_names[t], e->term_weights[t],
                lround(weights[t]));
    fprintf(out, "log-loss, fitted positions: %.5f current, %.5f fitted\n",
            log_loss(p, fit, current, false), log_loss(p, fit, weights, false));
    fprintf(out, "log-loss, held-out positions: %.5f current, %.5f fitted\n",
            log_loss(p, fit, current, true), log_loss(p, fit, weights, true));
}

static void print_usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli tune <game> [key=value]... [--games N] [--movetime MS |"
            " --nodes N]\n"
            "                           [--seed S] [--opening-plies K] [--games-per-deal D]\n"
            "                           [--positions FILE]\n"
            "       duelboard-cli tune <game> --fit FILE...\n"
            "Master plays itself N games (default 20) as `calibrate` plays them. Each quiet\n"
            "position (no tactical move, no solved endgame) gives the evaluation's terms and\n"
            "the game's result for the side to move; the weights are fitted to them by\n"
            "maximum likelihood, with the win-chance logistic of the current weights held,\n"
            "every fifth game kept out to check the fit. Prints the current and fitted weights\n"
            "and the log-loss of both. --positions also writes the positions to FILE; --fit\n"
            "fits the positions of one or more such files instead of playing.\n");
}

int cli_tune(int argc, char **argv, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        print_usage(argc < 1 ? stderr : stdout);
        return argc < 1 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    const AiEval *e = ai_eval_for(g);
    if (!e->terms) {
        fprintf(stderr, "tune: the evaluation of %s is not a weighted sum of terms\n", g->title);
        return 1;
    }
    Positions positions = {.term_count = e->term_count};
    bool ok = true;
    if (argc >= 3 && strcmp(argv[1], "--fit") == 0) {
        for (int i = 2; ok && i < argc; i++) ok = read_positions(argv[i], g, &positions);
    } else {
        CliSelfPlay run;
        if (!cli_selfplay_parse("tune", "--positions", argc, argv, &run)) {
            print_usage(stderr);
            return 2;
        }
        char header[128];
        snprintf(header, sizeof header, POSITIONS_HEADER " game=%s terms=%d", g->id, e->term_count);
        const CliSelfPlayHooks hooks = {.before_move = keep_if_quiet, .end_game = settle_game};
        Collect collect = {.eval = e, .positions = &positions, .run = &run};
        ok = cli_selfplay_run("tune", g, &run, header, &hooks, &collect);
    }
    if (ok && positions.count < 2) {
        fprintf(stderr, "tune: too few positions to fit\n");
        ok = false;
    }
    if (ok) print_fit(g, &positions, out);
    positions_free(&positions);
    return ok ? 0 : 1;
}
