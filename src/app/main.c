/* SPDX-License-Identifier: GPL-3.0-or-later */
/* duelboard: the desktop app. Options: --script FILE, --screenshot OUT.png, --bench, --size WxH,
 * --data DIR, --pref-dir DIR, --seed N, --ai-depth N, --ai-movetime MS, --version, --help, and an
 * invite to join (duelboard://host:port/CODE) (see docs/app.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/bench.h"
#include "app/heap.h"
#include "app/script.h"

static void usage(FILE *f) {
    fprintf(f, "usage: duelboard [--script FILE] [--screenshot OUT.png] [--bench] [--size WxH]\n"
               "                 [--data DIR] [--pref-dir DIR] [--seed N] [--ai-depth N] "
               "[--ai-movetime MS] [--version]\n"
               "                 [duelboard://HOST:PORT/CODE]\n");
}

int main(int argc, char **argv) {
    double start = monotonic_seconds();
    app_heap_keep_freed();
    AppOptions opt = {0};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(a, "--script") == 0 && has_value)
            opt.script = argv[++i];
        else if (strcmp(a, "--screenshot") == 0 && has_value)
            opt.screenshot = argv[++i];
        else if (strcmp(a, "--data") == 0 && has_value)
            opt.data_dir = argv[++i];
        else if (strcmp(a, "--pref-dir") == 0 && has_value)
            opt.pref_dir = argv[++i];
        else if (strcmp(a, "--bench") == 0)
            opt.bench = true;
        else if (strcmp(a, "--size") == 0 && has_value) {
            if (sscanf(argv[++i], "%dx%d", &opt.width, &opt.height) != 2 || opt.width < 320 ||
                opt.height < 240 || opt.width > 16384 || opt.height > 16384) {
                fprintf(stderr, "duelboard: --size wants WxH, at least 320x240\n");
                return 2;
            }
        } else if (strcmp(a, "--seed") == 0 && has_value) {
            char *end;
            opt.seed = strtoull(argv[++i], &end, 10);
            opt.have_seed = *end == '\0';
            if (!opt.have_seed) {
                fprintf(stderr, "duelboard: --seed wants a number\n");
                return 2;
            }
        } else if (strcmp(a, "--ai-depth") == 0 && has_value) {
            char *end;
            long depth = strtol(argv[++i], &end, 10);
            if (*end || depth < 1 || depth > 64) {
                fprintf(stderr, "duelboard: --ai-depth wants a number from 1 to 64\n");
                return 2;
            }
            opt.ai_depth = (int)depth;
        } else if (strcmp(a, "--ai-movetime") == 0 && has_value) {
            char *end;
            long ms = strtol(argv[++i], &end, 10);
            if (*end || ms < 1 || ms > 3600000) {
                fprintf(stderr, "duelboard: --ai-movetime wants milliseconds from 1 to 3600000\n");
                return 2;
            }
            opt.ai_movetime_ms = (int)ms;
        } else if (strcmp(a, "--version") == 0) {
            printf("duelboard %s\n", DUELBOARD_VERSION);
            return 0;
        } else if (strncmp(a, "duelboard://", 12) == 0 && !opt.invite) {
            opt.invite = a; /* read when the app starts: a bad one is said on its Join page */
        } else if (strcmp(a, "--help") == 0) {
            usage(stdout);
            return 0;
        } else {
            fprintf(stderr, "duelboard: unknown or incomplete option '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (opt.screenshot && !opt.script) {
        fprintf(stderr, "duelboard: --screenshot needs --script\n");
        return 2;
    }
    if (opt.script && opt.bench) {
        fprintf(stderr, "duelboard: --script and --bench do not go together\n");
        return 2;
    }

    static App app; /* large (caches): not on the stack */
    Error err = {{0}};
    if (!app_init(&app, &opt, start, &err)) {
        app_show_error("Duelboard cannot start", err.message);
        app_shutdown(&app);
        return 1;
    }
    int status = 0;
    if (opt.script)
        status = app_script_run(&app, opt.script, opt.screenshot);
    else if (opt.bench)
        status = app_bench_run(&app);
    else
        app_run(&app);
    if (app.fatal) status = 1;
    app_shutdown(&app);
    return status;
}
