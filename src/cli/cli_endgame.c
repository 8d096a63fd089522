/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `endgame`: builds a game's table of solved endgames, reports its size and build time, and
 * checks positions of it against the rules. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_endgame.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "core/rng.h"
#include "rules/game_line.h"

static void usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli endgame <game> [key=value]... [--seed S] [--check N]\n"
            "                             [--search N] [--movetime MS] [--min-plies P] [--full]\n"
            "Builds the table of solved endgames of the game so set up (one table covers the\n"
            "options and deal it was set up with) and prints its size and build time; --full\n"
            "builds what the app's computer plays with (what takes longer to solve too, won,\n"
            "lost or drawn without a distance), the default the quick part. --check N then\n"
            "walks N positions of the table by random moves, from positions reached by random\n"
            "games, and checks each against the rules (its value must follow from its\n"
            "moves'). --search N has\n"
            "Master's search without the table (MS a move, default 100) play the first such\n"
            "position of N random games that is a draw or a result in P plies or more\n"
            "(default 2), and counts the moves that fall short of the table's.\n");
}

/* Random moves from the start until the table covers the position (or the game ends). */
static bool walk_into_table(GameLine *line, const AiEndgameTable *t, Rng *rng, Error *err) {
    Move moves[GAME_MOVES_MAX];
    int plies;
    while (game_line_outcome(line).kind == OUTCOME_ONGOING) {
        if (ai_endgame_probe(t, game_line_state(line), &plies)) return true;
        int n = game_line_moves(line, moves, GAME_MOVES_MAX);
        if (n == 0 || !game_line_play(line, moves[rng_below(rng, (uint64_t)n)], err)) break;
    }
    return false;
}

static int check_positions(const GameRules *g, const GameOptions *opt, uint64_t seed,
                           const AiEndgameTable *t, uint64_t count, FILE *out) {
    Rng rng;
    rng_seed(&rng, seed);
    uint64_t checked = 0, games = 0, untimed = 0;
    Move moves[GAME_MOVES_MAX];
    while (checked < count) {
        GameLine line;
        Error err;
        if (!game_line_start(&line, g, opt, seed, &err)) {
            fprintf(stderr, "endgame: %s\n", err.message);
            return 1;
        }
        games++;
        bool inside = walk_into_table(&line, t, &rng, &err);
        while (inside && checked < count && game_line_outcome(&line).kind == OUTCOME_ONGOING) {
            int stored, expected;
            const void *st = game_line_state(&line);
            if (!ai_endgame_check(t, g, st, &stored, &expected)) {
                char fen[GAME_FEN_MAX];
                g->to_fen(st, fen, sizeof fen);
                fprintf(out, "endgame: %s holds %d, its moves give %d\n", fen, stored, expected);
                game_line_free(&line);
                return 1;
            }
            checked++;
            untimed += abs(stored) == AI_ENDGAME_WIN_UNTIMED;
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0 || !game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err)) break;
        }
        game_line_free(&line);
        if (!inside && games > 1000 * (checked + 1)) {
            fprintf(stderr, "endgame: random games do not reach the table\n");
            return 1;
        }
    }
    fprintf(out,
            "checked %" PRIu64 " positions from %" PRIu64 " random games: all agree (%" PRIu64
            " won or lost without a distance)\n",
            checked, games, untimed);
    return 0;
}

typedef struct Shortfalls {
    int wins, draws, losses;                          /* positions searched, by their result */
    int slower_win, lost_win, lost_draw, faster_loss; /* moves that fall short */
} Shortfalls;

/* What Master's search finds without the table in solved positions (Master's own parameters
 * but for the table: no margin, contempt 40). */
static int search_positions(const GameRules *g, const GameOptions *opt, uint64_t seed,
                            const AiEndgameTable *t, int count, int64_t movetime_ms, int min_plies,
                            FILE *out) {
    Rng rng;
    rng_seed(&rng, seed ^ 0x5ea4c4u);
    Shortfalls f = {0};
    int searched = 0;
    for (int game = 0; searched < count; game++) {
        GameLine line;
        Error err;
        if (!game_line_start(&line, g, opt, seed, &err)) {
            fprintf(stderr, "endgame: %s\n", err.message);
            return 1;
        }
        int stored;
        if (walk_into_table(&line, t, &rng, &err) &&
            ai_endgame_probe(t, game_line_state(&line), &stored) && stored != 1 &&
            (stored == 0 || abs(stored) >= min_plies)) {
            AiSearchParams p = {.movetime_ms = movetime_ms, .seed = (uint64_t)game, .contempt = 40};
            AiSearchResult r;
            int result;
            if (!ai_search(&line, &p, NULL, NULL, &r, &err) ||
                !ai_endgame_move_result(t, g, game_line_state(&line), r.best, &result)) {
                fprintf(stderr, "endgame: the search failed\n");
                game_line_free(&line);
                return 1;
            }
            searched++;
            if (stored > 0) {
                f.wins++;
                f.lost_win += result <= 0;
                f.slower_win += result > stored;
            } else if (stored == 0) {
                f.draws++;
                f.lost_draw += result < 0;
            } else {
                f.losses++;
                f.faster_loss += result > stored;
            }
        }
        game_line_free(&line);
        if (game > 100000 * (searched + 1)) {
            fprintf(stderr, "endgame: random games do not reach the table\n");
            return 1;
        }
    }
    fprintf(out,
            "searched %d positions (results of %d plies or more, or draws) without the table, "
            "%" PRId64 " ms each:\n"
            "  %d wins: %d won more slowly, %d not won\n"
            "  %d draws: %d lost\n"
            "  %d losses: %d lost sooner than they had to\n",
            searched, min_plies, movetime_ms, f.wins, f.slower_win, f.lost_win, f.draws,
            f.lost_draw, f.losses, f.faster_loss);
    return 0;
}

int cli_endgame(int argc, char **argv, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        usage(argc < 1 ? stderr : out);
        return argc < 1 ? 2 : 0;
    }
    const GameRules *g = cli_find_game(argv[0]);
    if (!g) return 2;
    GameOptions opt;
    game_options_init(&opt);
    uint64_t seed = 1, check = 0;
    int search = 0, min_plies = 2;
    bool full = false;
    int64_t movetime_ms = 100;
    Error err;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(a, "--seed") == 0 && has_value) {
            seed = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(a, "--check") == 0 && has_value) {
            check = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(a, "--search") == 0 && has_value) {
            search = atoi(argv[++i]);
        } else if (strcmp(a, "--min-plies") == 0 && has_value) {
            min_plies = atoi(argv[++i]);
        } else if (strcmp(a, "--movetime") == 0 && has_value) {
            movetime_ms = atoll(argv[++i]);
        } else if (strcmp(a, "--full") == 0) {
            full = true;
        } else if (strchr(a, '=') && a[0] != '-') {
            if (!game_options_add(&opt, a, &err)) {
                fprintf(stderr, "endgame: %s\n", err.message);
                return 2;
            }
        } else {
            fprintf(stderr, "endgame: unexpected '%s'\n", a);
            usage(stderr);
            return 2;
        }
    }
    GameLine line;
    if (!game_line_start(&line, g, &opt, seed, &err)) {
        fprintf(stderr, "endgame: %s\n", err.message);
        return 2;
    }
    char fen[GAME_FEN_MAX];
    g->to_fen(game_line_state(&line), fen, sizeof fen);
    AiEndgameCache *cache = ai_endgame_cache_new();
    ai_endgame_cache_set_full(cache, full);
    AiEndgameTable *t = ai_endgame_wait(cache, g, game_line_state(&line));
    game_line_free(&line);
    if (!t) {
        ai_endgame_cache_free(cache);
        fprintf(stderr, "endgame: %s has no table of solved endgames, or it could not be built\n",
                g->title);
        return 1;
    }
    const AiEndgameStats *s = ai_endgame_stats(t);
    uint64_t draws = s->legal - s->wins - s->losses;
    fprintf(out, "start %s\n", fen);
    fprintf(out, "positions %" PRIu64 " (%" PRIu64 " can arise)\n", s->positions, s->legal);
    fprintf(out, "wins %" PRIu64 "  losses %" PRIu64 "  draws %" PRIu64 " (for the mover)\n",
            s->wins, s->losses, draws);
    fprintf(out, "longest %d plies\n", s->longest);
    fprintf(out, "table %.1f MB, %.1f MB while building\n", (double)s->bytes / 1048576.0,
            (double)s->peak_bytes / 1048576.0);
    fprintf(out, "built in %.2f s\n", s->seconds);
    int rc = check ? check_positions(g, &opt, seed, t, check, out) : 0;
    if (rc == 0 && search > 0)
        rc = search_positions(g, &opt, seed, t, search, movetime_ms, min_plies, out);
    ai_endgame_release(t);
    ai_endgame_cache_free(cache);
    return rc;
}
