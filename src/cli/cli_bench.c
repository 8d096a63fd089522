/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `bench`: fixed positions of every game searched to a fixed depth. The total node count changes
 * only when the search (or the rules' move order) changes; nodes per second measure speed. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"

/* Depth per game (its AI table's), so that each game's share takes about a second. */
static int bench_depth(const GameRules *g) {
    return ai_eval_for(g)->bench_depth;
}

int cli_bench(int argc, char **argv, FILE *out) {
    const char *only = NULL;
    int depth_override = 0;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0) {
            fprintf(out,
                    "usage: duelboard-cli bench [game] [--depth N]\n"
                    "Searches each game's fixed positions (or one game's) to a fixed depth and "
                    "prints\nthe nodes of each and in total, with nodes per second.\n");
            return 0;
        } else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
            depth_override = atoi(argv[++i]);
            if (depth_override < 1 || depth_override > 60) {
                fprintf(stderr, "bench: --depth takes 1 to 60\n");
                return 2;
            }
        } else if (!only) {
            only = argv[i];
            if (!cli_find_game(only)) return 2;
        } else {
            fprintf(stderr, "bench: unexpected '%s'\n", argv[i]);
            return 2;
        }
    }
    uint64_t total_nodes = 0;
    int64_t total_us = 0;
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        if (only && strcmp(only, g->id) != 0) continue;
        const char *const *positions = ai_eval_for(g)->bench_positions;
        for (int i = 0; positions && positions[i]; i++) {
            GameLine line;
            Error err;
            if (!game_line_start_fen(&line, g, positions[i], &err)) {
                fprintf(stderr, "bench: %s position %d: %s\n", g->id, i + 1, err.message);
                return 1;
            }
            AiSearchParams p = {0};
            p.depth = depth_override ? depth_override : bench_depth(g);
            p.seed = 1;
            AiSearchResult r;
            bool ok = ai_search(&line, &p, NULL, NULL, &r, &err);
            if (!ok) {
                fprintf(stderr, "bench: %s position %d: %s\n", g->id, i + 1, err.message);
                game_line_free(&line);
                return 1;
            }
            char text[GAME_MOVE_TEXT_MAX];
            g->move_to_text(game_line_state(&line), r.best, text, sizeof text);
            fprintf(out, "%-8s %d  depth %2d  nodes %10" PRIu64 "  %7.1f ms  score %6d  best %s\n",
                    g->id, i + 1, r.depth, r.nodes, (double)r.elapsed_us / 1000.0, r.score, text);
            total_nodes += r.nodes;
            total_us += r.elapsed_us;
            game_line_free(&line);
        }
    }
    fprintf(out, "nodes %" PRIu64 "\nnps %" PRIu64 "\n", total_nodes,
            total_us > 0 ? total_nodes * 1000000 / (uint64_t)total_us : 0);
    return 0;
}
