/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings of a self-play run, as `calibrate` and `tune` read them. */
#include "cli/cli_selfplay.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

uint64_t cli_selfplay_deal_seed(const CliSelfPlay *s, int i) {
    return s->seed + (uint64_t)(i / s->per_deal);
}

bool cli_selfplay_last_of_deal(const CliSelfPlay *s, int i) {
    return (i + 1) % s->per_deal == 0 || i + 1 == s->games;
}

FILE *cli_selfplay_open_file(const char *command, const CliSelfPlay *run, const char *header,
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
