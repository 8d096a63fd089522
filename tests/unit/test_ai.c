/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Search tests: forced wins found at fixed depth in every game (each puzzle proven by brute
 * force first), reproducible results for a seed and node limit, legal moves from every player,
 * the stop flag, ended games, `bench` node counts, and a short match. */
#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "core/rng.h"
#include "rules/game_line.h"
#include "support/ai_support.h"

typedef struct Puzzle {
    const char *game, *fen;
    int plies; /* the win needs exactly this many plies (the winner's moves and the replies) */
} Puzzle;

/* Found in random games by the brute force above; each is checked again here. */
static const Puzzle puzzles[] = {
    {"onitama", "4r/4r/r1R1b/2b2/b2Bb red rabbit,cobra crab,horse dragon", 3},
    {"onitama", "4R/b2r1/4b/5/Bb1r1 blue goose,elephant crane,horse eel", 3},
    {"onitama", "r3r/2r2/5/bR1Bb/3b1 red crab,rooster rabbit,cobra frog", 3},
    {"onitama", "R2r1/2r2/2r2/2Bb1/b2b1 red crab,cobra rabbit,frog rooster", 5},
    {"onitama", "1r2r/R4/r2B1/5/b1bbb red horse,cobra rabbit,dragon crab", 7},
    {"onitama", "rr3/2R1b/3r1/3b1/bbB2 blue eel,elephant crab,boar tiger", 7},
    {"gunzi", ".,.,wNW,wNW,.,.,bS/.,.,./bNE,.,.,W4,.,.,wNE white 24 on", 3},
    {"gunzi", "wN,.,.,B2,.,wN,./.,wNE,t/.,.,.,.,bS,.,bNW white 12 on", 3},
    {"gunzi", ".,wN,wNW,.,.,.,./.,.,./bNE,W2,.,.,bNW,t,t white 24 on", 5},
    {"gottaz",
     "board=j2w42l1s5d3j3/t2j43d2r4/w3j32r1s5D2R4/2l5t11J3W3/1J2W4T2J4T1L5D3J3 "
     "hand1=L1/S5,R1/S5,S1/T5,T2/J4 hand2=S1/T5,T2/J4 to=2 actions=73 draw=on",
     3},
    {"gottaz",
     "board=1l2l4t1d5j3r3d2s4/1r5l1l1s52/2w2w41W2W4/1L1S52D2S4/L3T3D2J4L1R5T1D51 "
     "hand1=W1/L5,L2/L4,J3/R3 hand2=W1/L5,D2/J4,L3/T3 to=1 actions=27 draw=on",
     3},
};

static void start_fen(GameLine *line, const char *game, const char *fen) {
    const GameRules *g = game_find(game);
    assert_non_null(g);
    Error err;
    if (!game_line_start_fen(line, g, fen, &err)) fail_msg("%s: %s", fen, err.message);
}

static void test_puzzles(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof puzzles / sizeof puzzles[0]; i++) {
        const Puzzle *p = &puzzles[i];
        GameLine line;
        start_fen(&line, p->game, p->fen);
        const GameRules *g = line.rules;
        const void *st = game_line_state(&line);
        if (!game_find(p->game)) continue;
        int me = g->to_move(st);
        if (!support_win_within(g, st, p->plies, me) || support_win_within(g, st, p->plies - 2, me))
            fail_msg("%s is not a win in exactly %d plies", p->fen, p->plies);
        AiSearchParams params = {0};
        params.depth = p->plies;
        params.seed = 7;
        AiSearchResult r;
        Error err;
        assert_true(ai_search(&line, &params, NULL, NULL, &r, &err));
        if (r.score < AI_SCORE_WIN_MIN)
            fail_msg("%s: no win found at depth %d (score %d)", p->fen, p->plies, r.score);
        assert_int_equal(r.score, AI_SCORE_WIN - p->plies);
        unsigned char child[4096];
        assert_true(g->state_size <= sizeof child);
        memcpy(child, st, g->state_size);
        g->apply(child, r.best);
        assert_true(support_win_within(g, child, p->plies - 1, me));
        game_line_free(&line);
    }
}

static void start_game(GameLine *line, const GameRules *g, uint64_t seed) {
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    if (!game_line_start(line, g, &opt, seed, &err)) fail_msg("%s: %s", g->id, err.message);
}

/* Same seed and node limit: the same move and the same node count. */
static void test_reproducible(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        GameLine line;
        start_game(&line, game_at(gi), 3);
        AiSearchParams params = {0};
        params.nodes = 5000;
        params.seed = 11;
        AiSearchResult a, b;
        Error err;
        assert_true(ai_search(&line, &params, NULL, NULL, &a, &err));
        assert_true(ai_search(&line, &params, NULL, NULL, &b, &err));
        assert_true(a.best == b.best);
        assert_int_equal(a.nodes, b.nodes);
        assert_int_equal(a.depth, b.depth);
        /* Threads offered to a search with a node limit are not used: it stays reproducible. */
        params.threads = 2;
        assert_true(ai_search(&line, &params, NULL, NULL, &b, &err));
        assert_int_equal(b.threads, 1);
        assert_true(a.best == b.best);
        assert_int_equal(a.nodes, b.nodes);
        game_line_free(&line);
    }
}

/* On the clock, a search offered two threads takes a helper and still answers a legal move; a
 * weaker level's choice within a margin stays on one thread. */
static void test_threads_on_clock(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        GameLine line;
        start_game(&line, game_at(gi), 5);
        AiSearchParams params = {.movetime_ms = 40, .seed = 3, .threads = 2};
        AiSearchResult r;
        Error err;
        assert_true(ai_search(&line, &params, NULL, NULL, &r, &err));
        assert_int_equal(r.threads, 2);
        assert_true(game_move_is_legal(line.rules, game_line_state(&line), r.best));
        params.margin = 50;
        assert_true(ai_search(&line, &params, NULL, NULL, &r, &err));
        assert_int_equal(r.threads, 1);
        game_line_free(&line);
    }
}

/* An evaluation that gives its terms (for `tune`) is exactly their weighted sum, in positions of
 * random games; at least two games give them (Onitama and Gunzi), so a tuner has something to
 * fit. */
static void test_eval_terms(void **state) {
    (void)state;
    int games_with_terms = 0;
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        const AiEval *e = ai_eval_for(g);
        if (!e->terms) continue;
        games_with_terms++;
        assert_true(e->term_count > 0 && e->term_count <= AI_EVAL_TERMS_MAX);
        for (int t = 0; t < e->term_count; t++) assert_non_null(e->term_names[t]);
        int checked = 0;
        for (uint64_t seed = 1; seed <= 20; seed++) {
            GameLine line;
            start_game(&line, g, seed);
            Rng rng;
            rng_seed(&rng, seed);
            while (game_line_outcome(&line).kind == OUTCOME_ONGOING && line.length < 120) {
                const void *st = game_line_state(&line);
                int values[AI_EVAL_TERMS_MAX];
                e->terms(g, st, values);
                int sum = 0;
                for (int t = 0; t < e->term_count; t++) sum += e->term_weights[t] * values[t];
                assert_int_equal(e->evaluate(g, st), sum);
                checked++;
                Move moves[GAME_MOVES_MAX];
                int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
                Error err;
                assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
            }
            game_line_free(&line);
        }
        assert_true(checked > 100);
    }
    assert_true(games_with_terms >= 2);
}

/* A search told to look at some root moves only answers one of them, scores the best move of
 * a full search as that search did at the same depth, and refuses when none of them is legal. */
static void test_only_moves(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        if (game_at(gi)->observe) continue; /* chosen from observations, not searched */
        GameLine line;
        start_game(&line, game_at(gi), 5);
        Move legal[GAME_MOVES_MAX];
        int n = game_line_moves(&line, legal, GAME_MOVES_MAX);
        AiSearchParams full = {.depth = 2, .seed = 2};
        AiSearchResult best, one;
        Error err;
        assert_true(ai_search(&line, &full, NULL, NULL, &best, &err));
        AiSearchParams only = full;
        only.only_moves = &best.best;
        only.only_move_count = 1;
        assert_true(ai_search(&line, &only, NULL, NULL, &one, &err));
        assert_true(one.best == best.best);
        assert_int_equal(one.score, best.score);
        Move other = legal[0] == best.best && n > 1 ? legal[1] : legal[0];
        only.only_moves = &other;
        assert_true(ai_search(&line, &only, NULL, NULL, &one, &err));
        assert_true(one.best == other);
        assert_true(one.score <= best.score);
        Move none = 0; /* a number that is no legal move here */
        for (int i = 0; i < n; i++)
            if (legal[i] == none) {
                none++;
                i = -1;
            }
        only.only_moves = &none;
        assert_false(ai_search(&line, &only, NULL, NULL, &one, &err));
        game_line_free(&line);
    }
}

/* Every player gives a legal move in every game, from the start and a few moves in. */
static void test_every_player_legal(void **state) {
    (void)state;
    char names[256];
    snprintf(names, sizeof names, "%s", ai_player_names());
    for (int gi = 0; gi < game_count(); gi++) {
        GameLine line;
        start_game(&line, game_at(gi), 5);
        for (int ply = 0; ply < 6; ply++) {
            char copy[256];
            snprintf(copy, sizeof copy, "%s", names);
            char *save = NULL;
            Move chosen = 0;
            for (char *name = strtok_r(copy, " ", &save); name; name = strtok_r(NULL, " ", &save)) {
                if (!ai_player_plays(name, game_at(gi))) {
                    /* Refused with a reason, never played on information it may not have. */
                    Move m;
                    Error err;
                    AiLimits limits = {0};
                    assert_false(ai_choose_move(name, &line, &limits, NULL, NULL, &m, &err));
                    continue;
                }
                AiLimits limits = {0};
                limits.nodes = strcmp(name, "uct") == 0 ? 50 : 2000;
                /* In Mortar Hunt `nodes` counts the belief's sampled placements. */
                if (game_at(gi)->observe) limits.nodes = 200;
                limits.seed = (uint64_t)ply;
                Move m;
                Error err;
                if (!ai_choose_move(name, &line, &limits, NULL, NULL, &m, &err))
                    fail_msg("%s in %s: %s", name, game_at(gi)->id, err.message);
                if (!support_is_legal(&line, m)) fail_msg("%s played an illegal move", name);
                chosen = m;
            }
            Error err;
            assert_true(game_line_play(&line, chosen, &err));
            if (game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
        }
        game_line_free(&line);
    }
}

/* A decided game has no move to choose: every player says so instead of hanging. */
static void test_ended_game(void **state) {
    (void)state;
    GameLine line;
    start_fen(&line, "onitama", "5/5/5/5/bbBbb blue ox,boar horse,elephant crab");
    char copy[256];
    snprintf(copy, sizeof copy, "%s", ai_player_names());
    char *save = NULL;
    for (char *name = strtok_r(copy, " ", &save); name; name = strtok_r(NULL, " ", &save)) {
        AiLimits limits = {0};
        Move m;
        Error err;
        err.message[0] = '\0';
        assert_false(ai_choose_move(name, &line, &limits, NULL, NULL, &m, &err));
        assert_true(strlen(err.message) > 0);
    }
    game_line_free(&line);
}

typedef struct StopAt {
    atomic_bool flag;
    int depth, seen;
} StopAt;

static void stop_at_depth(const AiInfo *info, void *context) {
    StopAt *s = context;
    s->seen = info->depth;
    if (info->depth >= s->depth) atomic_store(&s->flag, true);
}

/* An unlimited search ends when the stop flag is raised, with the move of the last complete
 * iteration; a flag raised before the start still gives a legal move. */
static void test_stop_flag(void **state) {
    (void)state;
    GameLine line;
    start_game(&line, game_find("onitama"), 9);
    StopAt stop = {.depth = 4, .seen = 0};
    atomic_init(&stop.flag, false);
    AiSearchParams params = {0};
    params.stop = &stop.flag;
    AiSearchResult r;
    Error err;
    assert_true(ai_search(&line, &params, stop_at_depth, &stop, &r, &err));
    assert_int_equal(r.depth, 4);
    assert_int_equal(stop.seen, 4);
    assert_true(support_is_legal(&line, r.best));
    assert_true(ai_search(&line, &params, NULL, NULL, &r, &err));
    assert_int_equal(r.depth, 0);
    assert_true(support_is_legal(&line, r.best));
    game_line_free(&line);
}

/* Weaker levels vary their moves with the seed; the master's choice is stable at fixed depth
 * only up to ties, so only the beginner is checked for variety. */
static void test_levels_vary(void **state) {
    (void)state;
    GameLine line;
    start_game(&line, game_find("onitama"), 4);
    assert_true(support_player_varies("beginner", &line, (AiLimits){.depth = 1}));
    game_line_free(&line);
}

/* Whether playing `m` wins at once for the side that plays it. */
static bool wins_at_once(GameLine *line, Move m) {
    int me = line->rules->to_move(game_line_state(line));
    Error err;
    assert_true(game_line_play(line, m, &err));
    Outcome o = game_line_outcome(line);
    game_line_undo(line);
    return o.kind == OUTCOME_WIN && o.winner == me;
}

/* Whether after `m` the opponent has a move that wins at once. */
static bool loses_in_one(GameLine *line, Move m) {
    Error err;
    assert_true(game_line_play(line, m, &err));
    bool lost = false;
    if (game_line_outcome(line).kind == OUTCOME_ONGOING) {
        Move replies[GAME_MOVES_MAX];
        int n = game_line_moves(line, replies, GAME_MOVES_MAX);
        for (int i = 0; i < n && !lost; i++) lost = wins_at_once(line, replies[i]);
    }
    game_line_undo(line);
    return lost;
}

/* No level makes a move a person would find silly: every level takes a win in one when there
 * is one, and none plays a move that lets the opponent win at once when another move does not.
 * Checked on the positions of seeded random games of the games decided by a single move
 * (Onitama and Gottaz), with several seeds for the levels that choose at random. */
static void test_levels_no_silly_moves(void **state) {
    (void)state;
    static const char *const games[] = {"onitama", "gottaz"};
    static const char *const levels[] = {"beginner", "casual", "strong", "master"};
    int wins_seen = 0, traps_seen = 0;
    for (size_t gi = 0; gi < sizeof games / sizeof games[0]; gi++)
        for (uint64_t game_seed = 1; game_seed <= 6; game_seed++) {
            GameLine line;
            start_game(&line, game_find(games[gi]), game_seed);
            Rng rng;
            rng_seed(&rng, game_seed * 77);
            for (int ply = 0; ply < 80 && game_line_outcome(&line).kind == OUTCOME_ONGOING; ply++) {
                Move moves[GAME_MOVES_MAX];
                int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
                bool can_win = false, can_avoid = false, can_lose = false;
                for (int i = 0; i < n; i++) {
                    bool loses = loses_in_one(&line, moves[i]);
                    can_win |= wins_at_once(&line, moves[i]);
                    can_avoid |= !loses;
                    can_lose |= loses;
                }
                if (can_win || (can_avoid && can_lose)) {
                    wins_seen += can_win;
                    traps_seen += !can_win;
                    for (size_t li = 0; li < sizeof levels / sizeof levels[0]; li++)
                        for (uint64_t seed = 1; seed <= 3; seed++) {
                            AiLimits limits = {.depth = 3, .seed = seed};
                            Move m;
                            Error err;
                            assert_true(
                                ai_choose_move(levels[li], &line, &limits, NULL, NULL, &m, &err));
                            if (can_win && !wins_at_once(&line, m))
                                fail_msg("%s %s seed %" PRIu64 " ply %d: missed a win in one",
                                         games[gi], levels[li], game_seed, ply);
                            if (!can_win && loses_in_one(&line, m))
                                fail_msg("%s %s seed %" PRIu64 " ply %d: lets the opponent win",
                                         games[gi], levels[li], game_seed, ply);
                        }
                }
                Error err;
                assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
            }
            game_line_free(&line);
        }
    print_message("%d wins in one and %d one-move traps checked\n", wins_seen, traps_seen);
    assert_true(wins_seen > 0 && traps_seen > 0);
}

/* `bench` prints the same total node count every time. */
static void test_bench_reproducible(void **state) {
    (void)state;
    char *argv[] = {"onitama", "--depth", "6"};
    int status;
    char *a = support_capture(cli_bench, 3, argv, &status);
    assert_non_null(a);
    assert_int_equal(status, 0);
    char *b = support_capture(cli_bench, 3, argv, &status);
    assert_non_null(b);
    assert_int_equal(status, 0);
    char *na = strstr(a, "\nnodes "), *nb = strstr(b, "\nnodes ");
    assert_non_null(na);
    assert_non_null(nb);
    unsigned long long x = strtoull(na + 7, NULL, 10), y = strtoull(nb + 7, NULL, 10);
    assert_true(x > 0);
    assert_true(x == y);
    free(a);
    free(b);
}

/* A short match in every game completes with only legal moves (strength is measured by the
 * match command, not asserted here). */
static void test_short_match(void **state) {
    (void)state;
    for (int gi = 0; gi < game_count(); gi++) {
        /* In Mortar Hunt `nodes` counts the belief's sampled placements. */
        char *argv[] = {(char *)game_at(gi)->id,
                        "casual",
                        "master",
                        "--games",
                        "2",
                        "--nodes",
                        game_at(gi)->observe ? "200" : "1500"};
        int status;
        char *out = support_capture(cli_match, 7, argv, &status);
        assert_non_null(out);
        if (status != 0) fail_msg("match in %s failed:\n%s", game_at(gi)->id, out);
        assert_non_null(strstr(out, ", 2 games"));
        free(out);
    }
}

/* A match between two engines, each playing Master, which asks both to get ready (Onitama:
 * their solved endgames) before it waits for either, completes its games. */
static void test_match_of_two_engines(void **state) {
    (void)state;
    char engine[2][600];
    for (int e = 0; e < 2; e++)
        snprintf(engine[e], sizeof engine[e], "@%s:level=master", DUELBOARD_CLI);
    char *argv[] = {"onitama", engine[0], engine[1], "--games", "2", "--nodes", "300"};
    int status;
    char *out = support_capture(cli_match, 7, argv, &status);
    assert_non_null(out);
    if (status != 0) fail_msg("match of two engines failed:\n%s", out);
    assert_non_null(strstr(out, ", 2 games"));
    free(out);
}

/* `match --balanced`: both games of a pair start from the same random opening, and that opening
 * scores within the margin at the given depth (a forced draw would not). */
static void test_balanced_openings(void **state) {
    (void)state;
    char *argv[] = {"gunzi",   "casual",     "casual", "--games",  "2",
                    "--nodes", "300",        "--seed", "5",        "--opening-plies",
                    "4",       "--balanced", "6,60",   "--verbose"};
    int status;
    char *out = support_capture(cli_match, 14, argv, &status);
    assert_non_null(out);
    assert_int_equal(status, 0);
    char openings[2][4][GAME_MOVE_TEXT_MAX];
    int games = 0;
    for (char *at = strstr(out, "\n  "); at && games < 2; at = strstr(at + 1, "\n  ")) {
        if (sscanf(at, " %127s %127s %127s %127s", openings[games][0], openings[games][1],
                   openings[games][2], openings[games][3]) != 4)
            fail_msg("no opening in:\n%s", out);
        games++;
    }
    assert_int_equal(games, 2);
    GameLine line;
    start_game(&line, game_find("gunzi"), 5);
    for (int i = 0; i < 4; i++) {
        assert_string_equal(openings[0][i], openings[1][i]);
        Move m;
        assert_true(game_find_move_by_text(line.rules, game_line_state(&line), openings[0][i], &m));
        Error err;
        assert_true(game_line_play(&line, m, &err));
    }
    AiSearchParams params = {0};
    params.depth = 6;
    params.seed = 5;
    params.contempt = 2 * 60 + 2;
    AiSearchResult r;
    Error err;
    assert_true(ai_search(&line, &params, NULL, NULL, &r, &err));
    if (abs(r.score) > 60) fail_msg("opening scored %d", r.score);
    game_line_free(&line);
    free(out);
}

/* The engine answers `isready` while searching and `stop` ends the search with a best move. */
static void test_engine_stop(void **state) {
    (void)state;
    char command[512];
    snprintf(command, sizeof command,
             "printf 'newgame onitama seed=2\\ngo movetime 600000\\nisready\\nstop\\nquit\\n' | "
             "'%s' engine",
             DUELBOARD_CLI);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    char line[4096];
    bool ready = false, best = false;
    while (fgets(line, sizeof line, p)) {
        if (strcmp(line, "readyok\n") == 0) {
            assert_false(best);
            ready = true;
        }
        if (strncmp(line, "bestmove ", 9) == 0) best = true;
    }
    assert_int_equal(pclose(p), 0);
    assert_true(ready);
    assert_true(best);
}

/* Gottaz method 1: the second chooser may not know the first one's set. Two drafts whose first
 * sets differ give the second chooser the same moves, pick by pick to the last one (where a
 * search could reach play), and the concealed state keeps the mover's legal moves. */
static void test_gottaz_method1_concealed(void **state) {
    (void)state;
    const GameRules *g = game_find("gottaz");
    GameLine lines[2];
    for (int k = 0; k < 2; k++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, "mode=method1", &err));
        if (!game_line_start(&lines[k], g, &opt, 1, &err)) fail_msg("start: %s", err.message);
        int chooser = g->to_move(game_line_state(&lines[k]));
        for (uint64_t ply = 0; g->to_move(game_line_state(&lines[k])) == chooser; ply++) {
            AiLimits limits = {.seed = ply * 7 + (uint64_t)k, .depth = 1};
            Move m;
            assert_true(ai_choose_move("random", &lines[k], &limits, NULL, NULL, &m, &err));
            assert_true(game_line_play(&lines[k], m, &err));
        }
    }
    assert_memory_not_equal(game_line_state(&lines[0]), game_line_state(&lines[1]), g->state_size);
    unsigned char *known = malloc(g->state_size);
    assert_non_null(known);
    for (int pick = 0; pick < 11; pick++) {
        Move chosen[2];
        for (int k = 0; k < 2; k++) {
            const void *st = game_line_state(&lines[k]);
            g->conceal(st, g->to_move(st), known);
            Move a[GAME_MOVES_MAX], b[GAME_MOVES_MAX];
            int n = g->gen_moves(st, a, GAME_MOVES_MAX);
            assert_int_equal(g->gen_moves(known, b, GAME_MOVES_MAX), n);
            assert_memory_equal(a, b, sizeof(Move) * (size_t)n);
            AiLimits limits = {.seed = 9, .nodes = 3000};
            Error err;
            assert_true(ai_choose_move("master", &lines[k], &limits, NULL, NULL, &chosen[k], &err));
        }
        assert_true(chosen[0] == chosen[1]);
        Error err;
        for (int k = 0; k < 2; k++) assert_true(game_line_play(&lines[k], chosen[k], &err));
    }
    /* Both sets are revealed once the second chooser is done: nothing is concealed any more. */
    const void *st = game_line_state(&lines[0]);
    g->conceal(st, g->to_move(st), known);
    assert_memory_equal(known, st, g->state_size);
    free(known);
    for (int k = 0; k < 2; k++) game_line_free(&lines[k]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_puzzles),
        cmocka_unit_test(test_reproducible),
        cmocka_unit_test(test_threads_on_clock),
        cmocka_unit_test(test_only_moves),
        cmocka_unit_test(test_every_player_legal),
        cmocka_unit_test(test_ended_game),
        cmocka_unit_test(test_stop_flag),
        cmocka_unit_test(test_levels_vary),
        cmocka_unit_test(test_bench_reproducible),
        cmocka_unit_test(test_short_match),
        cmocka_unit_test(test_match_of_two_engines),
        cmocka_unit_test(test_eval_terms),
        cmocka_unit_test(test_balanced_openings),
        cmocka_unit_test(test_engine_stop),
        cmocka_unit_test(test_levels_no_silly_moves),
        cmocka_unit_test(test_gottaz_method1_concealed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
