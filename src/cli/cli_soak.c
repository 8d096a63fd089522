/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `soak`: many seeded games with the interface's promises checked after every move. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "cli/cli_commands.h"
#include "core/rng.h"
#include "rules/game_check.h"
#include "rules/game_line.h"

/* No game may last longer than this under its own rules (the contract tests use the same). */
#define SOAK_MAX_PLIES 3000

typedef struct SoakTotals {
    uint64_t games, plies, violations;
} SoakTotals;

static void soak_game(const GameRules *g, const GameOptions *opt, const char *player, int depth,
                      uint64_t seed, SoakTotals *totals) {
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, opt, seed, &err)) {
        printf("violation %s seed %" PRIu64 ": setup failed: %s\n", g->id, seed, err.message);
        totals->violations++;
        return;
    }
    Rng rng;
    rng_seed(&rng, seed);
    Move moves[GAME_MOVES_MAX];
    int ply = 0;
    for (; ply < SOAK_MAX_PLIES; ply++) {
        /* The rules' own moves: a game the line ends by repetition still has them, and the
         * position is checked with one of them. */
        const void *st = game_line_state(&line);
        int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
        bool over = game_line_outcome(&line).kind != OUTCOME_ONGOING;
        Move chosen = n > 0 ? moves[0] : 0;
        if (!over) {
            AiLimits limits = {.seed = rng_next(&rng), .depth = depth};
            if (!ai_choose_move(player, &line, &limits, NULL, NULL, &chosen, &err)) {
                printf("violation %s seed %" PRIu64 " ply %d: %s\n", g->id, seed, ply, err.message);
                totals->violations++;
                break;
            }
        }
        if (!game_check_position(g, st, chosen, GAME_CHECK_PLAYED, &err)) {
            printf("violation %s seed %" PRIu64 " ply %d: %s\n", g->id, seed, ply, err.message);
            totals->violations++;
            break;
        }
        if (over) break;
        /* Asked of the rules, not of the list: a Mortar Hunt setup may lie outside its sample. */
        if (!game_move_is_legal(g, st, chosen)) {
            printf("violation %s seed %" PRIu64 " ply %d: %s chose an illegal move\n", g->id, seed,
                   ply, player);
            totals->violations++;
            break;
        }
        game_line_play(&line, chosen, &err);
    }
    if (ply >= SOAK_MAX_PLIES) {
        printf("violation %s seed %" PRIu64 ": no end after %d plies\n", g->id, seed, ply);
        totals->violations++;
    }
    totals->games++;
    totals->plies += (uint64_t)ply;
    game_line_free(&line);
}

int cli_soak(int argc, char **argv) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        printf("usage: duelboard-cli soak <game|all> [key=value]... [--games N] [--seed S]\n"
               "                          [--player NAME] [--depth D|quick]\n"
               "Plays N games per game (default 1000) from seeds S, S+1, ... (default 1) with the\n"
               "player NAME on both sides (default random; one of: %s; levels search D plies a\n"
               "move, default 2; quick: each game's quick depth), checking the rules'\n"
               "promises after every move. Options (one game only) set every game up, as in\n"
               "play and match. Prints the totals and every violation; exits 1 if there was\n"
               "any.\n",
               ai_player_names());
        return argc < 1 ? 2 : 0;
    }
    uint64_t games = 1000, seed = 1;
    const char *player = "random";
    int depth = 2;
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    for (int i = 1; i < argc; i++) {
        if (i + 1 < argc && strcmp(argv[i], "--games") == 0)
            games = strtoull(argv[++i], NULL, 10);
        else if (i + 1 < argc && strcmp(argv[i], "--seed") == 0)
            seed = strtoull(argv[++i], NULL, 10);
        else if (i + 1 < argc && strcmp(argv[i], "--player") == 0)
            player = argv[++i];
        else if (i + 1 < argc && strcmp(argv[i], "--depth") == 0 &&
                 strcmp(argv[i + 1], "quick") == 0) {
            depth = 0;
            i++;
        } else if (i + 1 < argc && strcmp(argv[i], "--depth") == 0) {
            char *end;
            long d = strtol(argv[++i], &end, 10);
            if (*end || d < 1 || d > 64) {
                fprintf(stderr, "soak: --depth wants 1 to 64\n");
                return 2;
            }
            depth = (int)d;
        } else if (strchr(argv[i], '=') && argv[i][0] != '-') {
            if (!game_options_add(&opt, argv[i], &err)) {
                fprintf(stderr, "soak: %s\n", err.message);
                return 2;
            }
        } else {
            fprintf(stderr, "soak: unknown argument '%s'\n", argv[i]);
            return 2;
        }
    }
    if (!ai_player_exists(player)) {
        fprintf(stderr, "soak: unknown player '%s' (known: %s)\n", player, ai_player_names());
        return 2;
    }
    bool all = strcmp(argv[0], "all") == 0;
    const GameRules *only = all ? NULL : cli_find_game(argv[0]);
    if (!all && !only) return 2;
    if (all && opt.count > 0) {
        fprintf(stderr, "soak: options belong to one game; name it instead of 'all'\n");
        return 2;
    }
    if (only) {
        /* A bad option is the caller's mistake, not a violation of the rules: refuse it once. */
        GameLine probe;
        if (!game_line_start(&probe, only, &opt, seed, &err)) {
            fprintf(stderr, "soak: %s\n", err.message);
            return 2;
        }
        game_line_free(&probe);
    }
    uint64_t violations = 0;
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        if (!all && g != only) continue;
        SoakTotals totals = {0};
        clock_t start = clock();
        int game_depth = depth;
        if (game_depth == 0)
            game_depth = ai_eval_for(g)->quick_depth ? ai_eval_for(g)->quick_depth : 2;
        for (uint64_t k = 0; k < games; k++)
            soak_game(g, &opt, player, game_depth, seed + k, &totals);
        double seconds = (double)(clock() - start) / CLOCKS_PER_SEC;
        printf("soak %s: %" PRIu64 " games, %" PRIu64 " plies, %" PRIu64 " violations, %.1f s\n",
               g->id, totals.games, totals.plies, totals.violations, seconds);
        fflush(stdout);
        violations += totals.violations;
    }
    return violations ? 1 : 0;
}
