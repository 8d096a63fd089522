/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `perft` (leaf counts per depth with speed) and `perft-check` (compare with a table file). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/monotonic.h"
#include "cli/cli_commands.h"
#include "core/text_file.h"
#include "rules/game_line.h"

const GameRules *cli_find_game(const char *id) {
    const GameRules *g = game_find(id);
    if (!g) {
        char ids[256];
        game_id_list(ids, sizeof ids);
        fprintf(stderr, "unknown game '%s' (known: %s)\n", id, ids);
    }
    return g;
}

static uint64_t run_perft(const GameRules *g, const void *st, int depth) {
    return g->perft ? g->perft(st, depth) : game_perft(g, st, depth);
}

int cli_perft(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli perft <game> [key=value]... [--fen <position>] <depth>\n"
               "Counts the leaves of the move tree at each depth from 1 to <depth> and prints\n"
               "the speed in leaves per second.\n");
        return argc < 2 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    char *end;
    long depth = strtol(argv[argc - 1], &end, 10);
    if (*end || depth < 1 || depth > 20) {
        fprintf(stderr, "perft: depth must be a whole number from 1 to 20, not '%s'\n",
                argv[argc - 1]);
        return 2;
    }
    GameOptions opt;
    game_options_init(&opt);
    const char *fen = NULL;
    Error err;
    for (int i = 1; i < argc - 1; i++) {
        if (strcmp(argv[i], "--fen") == 0 && i + 1 < argc - 1) {
            fen = argv[++i];
        } else if (!game_options_add(&opt, argv[i], &err)) {
            fprintf(stderr, "perft: %s\n", err.message);
            return 2;
        }
    }
    GameLine line;
    bool ok =
        fen ? game_line_start_fen(&line, g, fen, &err) : game_line_start(&line, g, &opt, 1, &err);
    if (!ok) {
        fprintf(stderr, "perft: %s\n", err.message);
        return 2;
    }
    for (int d = 1; d <= depth; d++) {
        double start = monotonic_seconds();
        uint64_t count = run_perft(g, game_line_state(&line), d);
        double elapsed = monotonic_seconds() - start;
        printf("perft %d %" PRIu64 " %.3f s %.0f leaves/s\n", d, count, elapsed,
               elapsed > 0 ? (double)count / elapsed : 0.0);
        fflush(stdout);
    }
    game_line_free(&line);
    return 0;
}

/* A table file: `game <id>`, then `options ...` or `fen ...` starting a position, then
 * `perft <depth> <count>` lines checked against that position. `#` starts a comment. */
int cli_perft_check(int argc, char **argv) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli perft-check <table> [--max-depth N]\n"
               "Checks every 'perft <depth> <count>' line of the table (up to N), printing one\n"
               "line per check and a summary.\n");
        return argc < 1 ? 2 : 0;
    }
    int max_depth = 99;
    if (argc == 3 && strcmp(argv[1], "--max-depth") == 0) max_depth = atoi(argv[2]);
    Error err;
    char *text = text_file_read(argv[0], NULL, &err);
    if (!text) {
        fprintf(stderr, "perft-check: %s\n", err.message);
        return 2;
    }
    const GameRules *g = NULL;
    GameLine line;
    bool have_line = false;
    int passed = 0, failed = 0;
    TextLines it;
    text_lines_begin(&it, text);
    char buf[GAME_FEN_MAX + 16];
    bool too_long;
    while (text_lines_next(&it, buf, sizeof buf, &too_long)) {
        text_trim(buf);
        if (!buf[0] || buf[0] == '#') continue;
        char *arg = strchr(buf, ' ');
        if (arg)
            *arg++ = '\0';
        else
            arg = buf + strlen(buf);
        bool ok = true;
        if (strcmp(buf, "game") == 0) {
            g = cli_find_game(arg);
            ok = g ? true : error_set(&err, "unknown game '%s'", arg);
        } else if (!g) {
            ok = error_set(&err, "the table must name its game first");
        } else if (strcmp(buf, "options") == 0 || strcmp(buf, "fen") == 0) {
            if (have_line) game_line_free(&line);
            GameOptions opt;
            game_options_init(&opt);
            ok = strcmp(buf, "fen") == 0 ? game_line_start_fen(&line, g, arg, &err)
                                         : game_options_parse_line(&opt, arg, &err) &&
                                               game_line_start(&line, g, &opt, 1, &err);
            have_line = ok;
        } else if (strcmp(buf, "perft") == 0 && have_line) {
            int depth;
            uint64_t want;
            if (sscanf(arg, "%d %" SCNu64, &depth, &want) != 2) {
                ok = error_set(&err, "expected 'perft <depth> <count>'");
            } else if (depth <= max_depth) {
                double start = monotonic_seconds();
                uint64_t got = run_perft(g, game_line_state(&line), depth);
                double elapsed = monotonic_seconds() - start;
                bool same = got == want;
                printf("%s perft %d: %" PRIu64 " (expected %" PRIu64 ") %.2f s\n",
                       same ? "ok  " : "FAIL", depth, got, want, elapsed);
                if (same)
                    passed++;
                else
                    failed++;
            }
        } else {
            ok = error_set(&err, "unexpected '%s'", buf);
        }
        if (!ok) {
            fprintf(stderr, "perft-check: %s line %d: %s\n", argv[0], it.number, err.message);
            failed++;
            break;
        }
    }
    if (have_line) game_line_free(&line);
    free(text);
    printf("%d passed, %d failed\n", passed, failed);
    return failed || passed == 0 ? 1 : 0;
}
