/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Self-play runs of Master against itself, as `calibrate` and `tune` read their settings and play
 * their games. */
#include "cli/cli_selfplay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli_opening.h"
#include "core/rng.h"

bool cli_selfplay_parse(const char *command, const char *file_flag, int argc, char **argv,
                        CliSelfPlay *out) {
    *out = (CliSelfPlay){.games = 20, .opening = 2, .per_deal = 1, .seed = 1};
    game_options_init(&out->options);
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        Error err;
        if (strcmp(a, "--games") == 0 && has_value)
            out->games = atoi(argv[++i]);
        else if (strcmp(a, "--movetime") == 0 && has_value)
            out->limits.movetime_ms = strtoll(argv[++i], NULL, 10);
        else if (strcmp(a, "--nodes") == 0 && has_value)
            out->limits.nodes = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--seed") == 0 && has_value)
            out->seed = strtoull(argv[++i], NULL, 10);
        else if (strcmp(a, "--opening-plies") == 0 && has_value)
            out->opening = atoi(argv[++i]);
        else if (strcmp(a, "--games-per-deal") == 0 && has_value)
            out->per_deal = atoi(argv[++i]);
        else if (strcmp(a, file_flag) == 0 && has_value)
            out->file = argv[++i];
        else if (a[0] != '-' && strchr(a, '=') && game_options_parse_line(&out->options, a, &err))
            continue;
        else {
            fprintf(stderr, "%s: bad argument '%s'\n", command, a);
            return false;
        }
    }
    if (out->games < 1 || out->opening < 0 || out->per_deal < 1) {
        fprintf(stderr,
                "%s: --games and --games-per-deal must be at least 1, --opening-plies at "
                "least 0\n",
                command);
        return false;
    }
    return true;
}

/* Game i's deal: the seed of its deal, and whether the next game has another one. */
static uint64_t deal_seed(const CliSelfPlay *s, int i) {
    return s->seed + (uint64_t)(i / s->per_deal);
}

static bool last_of_deal(const CliSelfPlay *s, int i) {
    return (i + 1) % s->per_deal == 0 || i + 1 == s->games;
}

/* Opens the run's file with its first line; NULL when the run names none. `*failed` is set, with
 * a message, when it cannot be written. */
static FILE *open_file(const char *command, const CliSelfPlay *run, const char *header,
                       bool *failed) {
    *failed = false;
    if (!run->file) return NULL;
    FILE *f = fopen(run->file, "w");
    if (!f) {
        fprintf(stderr, "%s: cannot write %s\n", command, run->file);
        *failed = true;
        return NULL;
    }
    fprintf(f,
            "%s nodes=%" PRIu64 " movetime=%" PRId64 " seed=%" PRIu64
            " games=%d opening-plies=%d games-per-deal=%d\n",
            header, run->limits.nodes, run->limits.movetime_ms, run->seed, run->games, run->opening,
            run->per_deal);
    return f;
}

static void keep_score(const AiInfo *info, void *context) {
    int *score = context;
    *score = info->score;
}

/* Game i of the run; false when it could not be played or a hook ended the run. */
static bool play_game(const char *command, const GameRules *g, const CliSelfPlay *run, int i,
                      const CliSelfPlayHooks *hooks, void *context, FILE *file) {
    uint64_t seed = run->seed + (uint64_t)i;
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, &run->options, deal_seed(run, i), &err)) {
        fprintf(stderr, "%s: %s\n", command, err.message);
        return false;
    }
    Rng rng;
    cli_opening_rng(&rng, seed);
    cli_play_random_plies(&line, &rng, run->opening);
    ai_player_prepare(run->limits.endgame_cache, "master", &line, true);
    bool ok = true;
    Outcome o = game_line_outcome(&line);
    while (ok && o.kind == OUTCOME_ONGOING && line.length < CLI_SELFPLAY_PLY_MAX) {
        if (hooks->before_move && !hooks->before_move(&line, context)) {
            ok = false;
            break;
        }
        AiLimits limits = run->limits;
        limits.seed = rng_mix64(seed * 1000003u + (uint64_t)line.length);
        int score = 0;
        Move m;
        if (!ai_choose_move("master", &line, &limits, keep_score, &score, &m, &err) ||
            !game_line_play(&line, m, &err)) {
            fprintf(stderr, "%s: %s\n", command, err.message);
            ok = false;
            break;
        }
        if (hooks->after_move && !hooks->after_move(&line, score, context)) ok = false;
        o = game_line_outcome(&line);
    }
    if (ok && hooks->end_game) ok = hooks->end_game(&line, seed, o, file, context);
    /* The next game may have the same deal, and so the same endgame tables: kept until then. */
    if (ok && last_of_deal(run, i)) ai_player_forget(run->limits.endgame_cache, &line);
    game_line_free(&line);
    return ok;
}

bool cli_selfplay_run(const char *command, const GameRules *g, CliSelfPlay *run, const char *header,
                      const CliSelfPlayHooks *hooks, void *context) {
    bool failed;
    FILE *file = open_file(command, run, header, &failed);
    if (failed) return false;
    run->limits.endgame_cache = ai_endgame_cache_new();
    bool ok = true;
    for (int i = 0; ok && i < run->games; i++) {
        ok = play_game(command, g, run, i, hooks, context, file);
        if (file) fflush(file);
        fprintf(stderr, "\r%s: game %d of %d", command, i + 1, run->games);
    }
    fputc('\n', stderr);
    if (file && fclose(file) != 0) {
        fprintf(stderr, "%s: cannot write %s\n", command, run->file);
        ok = false;
    }
    ai_endgame_cache_free(run->limits.endgame_cache);
    run->limits.endgame_cache = NULL;
    return ok;
}
