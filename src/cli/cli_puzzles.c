/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `puzzles`: makes a game's puzzle set from Master's self-play, each puzzle a forced win proven
 * by the puzzle prover, and proves a puzzle file again (docs/puzzles.md). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_puzzle.h"
#include "ai/ai_puzzle_best.h"
#include "ai/ai_search.h"
#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/cli_opening.h"
#include "cli/cli_puzzles_deduce.h"
#include "core/monotonic.h"
#include "core/rng.h"
#include "core/text_file.h"
#include "core/text_number.h"
#include "rules/game_line.h"
#include "rules/game_puzzle.h"

#define PLY_MAX 400         /* a self-play game stops there, as in `match` */
#define OPENING_PLIES 2     /* random plies before Master plays, as in `calibrate` */
#define FOUND_NODES 2000000 /* the most Master's search spends settling on a first move */
#define PROVER_MEGABYTES 32
#define REGION_PLIES 8 /* a game's puzzles of the best move stand this far apart at least */
#define SELFPLAY_TT_MEGABYTES 2

static void usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli puzzles <game> [--seed S] [--count N] [--out FILE]\n"
            "                             [--nodes N] [--games-per-deal D]\n"
            "       duelboard-cli puzzles <game> --check FILE [--sample N] [--seed S]\n"
            "       duelboard-cli puzzles <game> --rate FILE [--out FILE]\n"
            "Makes N puzzles (default 300) from Master's self-play: game i is dealt from seed\n"
            "S + i / D (default S 1, D 8), opens with two random plies and is then played by\n"
            "Master at N nodes a move (default 20000). Where the game's puzzles are forced\n"
            "wins: near the end of each won game one position where the winner wins by force\n"
            "in 2 or more moves with one winning first move, proven by an exact search and the\n"
            "solved endgames. Where they are of the best move: positions where one move is 30\n"
            "win-chance points better than every other at two depths, up to where the win is\n"
            "clear. Where they are of deduction (hidden pieces): after a shot, where its shooter\n"
            "can stand or which field is sure to hit it, answered from what was\n"
            "announced (game i is dealt from seed S + i, Master at N particles a move).\n"
            "The set is written to FILE (default: standard output), the same for the\n"
            "same arguments.\n"
            "--check proves FILE's puzzles again (all, or a sample of N chosen by S) and fails\n"
            "naming the first that does not hold. --rate computes FILE's difficulties again\n"
            "and writes the set, the same otherwise. See docs/puzzles.md.\n");
}

typedef struct Options {
    const GameRules *g;
    uint64_t seed;
    int count, per_deal;
    uint64_t nodes;
    const char *out, *check, *rate;
    int sample;
} Options;

static bool parse(int argc, char **argv, Options *o) {
    *o = (Options){.seed = 1, .count = 300, .per_deal = 8, .nodes = 20000};
    if (!(o->g = cli_find_game(argv[0]))) return false;
    for (int i = 1; i < argc; i += 2) { /* every flag takes a value */
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        bool ok = v != NULL;
        if (strcmp(a, "--seed") == 0 && v)
            o->seed = strtoull(v, NULL, 10);
        else if (strcmp(a, "--count") == 0 && v)
            ok = text_read_int(v, 1, 100000, &o->count);
        else if (strcmp(a, "--games-per-deal") == 0 && v)
            ok = text_read_int(v, 1, 1000, &o->per_deal);
        else if (strcmp(a, "--nodes") == 0 && v)
            o->nodes = strtoull(v, NULL, 10);
        else if (strcmp(a, "--out") == 0 && v)
            o->out = v;
        else if (strcmp(a, "--check") == 0 && v)
            o->check = v;
        else if (strcmp(a, "--rate") == 0 && v)
            o->rate = v;
        else if (strcmp(a, "--sample") == 0 && v)
            ok = text_read_int(v, 1, 100000, &o->sample);
        else
            ok = false;
        if (!ok) {
            fprintf(stderr, "puzzles: bad argument '%s'\n", a);
            return false;
        }
    }
    if (o->nodes == 0) {
        fprintf(stderr, "puzzles: --nodes must be at least 1\n");
        return false;
    }
    return true;
}

/* ---- proving a file again ---- */

/* Which puzzles a check proves: all, or `sample` of them chosen by the seed, in file order. */
static int choose_sample(int count, int sample, uint64_t seed, int *chosen) {
    for (int i = 0; i < count; i++) chosen[i] = i;
    if (sample <= 0 || sample >= count) return count;
    Rng rng;
    rng_seed(&rng, seed ^ 0x70757a7aull);
    for (int i = 0; i < sample; i++) { /* the first `sample` of a seeded shuffle */
        int j = i + (int)rng_below(&rng, (uint64_t)(count - i));
        int t = chosen[i];
        chosen[i] = chosen[j];
        chosen[j] = t;
    }
    for (int i = 1; i < sample; i++) /* back into file order */
        for (int j = i; j > 0 && chosen[j - 1] > chosen[j]; j--) {
            int t = chosen[j];
            chosen[j] = chosen[j - 1];
            chosen[j - 1] = t;
        }
    return sample;
}

/* Reads the set of `path`, which must be of the game asked for; its first line, when a comment,
 * into `comment` (without its '# '), else an empty one. */
static bool read_set(const Options *o, const char *path, GamePuzzleSet *set, char *comment,
                     size_t comment_size) {
    Error err;
    char *text = text_file_read(path, NULL, &err);
    if (!text) {
        fprintf(stderr, "puzzles: %s: %s\n", path, err.message);
        return false;
    }
    comment[0] = '\0';
    if (strncmp(text, "# ", 2) == 0)
        snprintf(comment, comment_size, "%.*s", (int)strcspn(text + 2, "\n"), text + 2);
    game_puzzles_init(set, NULL);
    bool read = game_puzzles_read(text, set, &err);
    free(text);
    if (!read) {
        fprintf(stderr, "puzzles: %s: %s\n", path, err.message);
        return false;
    }
    if (set->rules != o->g) {
        fprintf(stderr, "puzzles: %s holds puzzles of %s, not %s\n", path, set->rules->id,
                o->g->id);
        game_puzzles_free(set);
        return false;
    }
    return true;
}

static int check_file(const Options *o, FILE *out) {
    Error err;
    GamePuzzleSet set;
    char comment[256];
    if (!read_set(o, o->check, &set, comment, sizeof comment)) return 1;
    int *chosen = malloc((size_t)(set.count ? set.count : 1) * sizeof *chosen);
    bool deduce = o->g->side && o->g->side->deduction;
    AiPuzzleProver *prover = deduce ? NULL : ai_puzzle_prover_new(o->g, NULL, PROVER_MEGABYTES);
    if (!chosen || (!deduce && !prover)) {
        fprintf(stderr, "puzzles: out of memory\n");
        free(chosen);
        ai_puzzle_prover_free(prover);
        game_puzzles_free(&set);
        return 1;
    }
    int64_t start = monotonic_us();
    int n = choose_sample(set.count, o->sample, o->seed, chosen), rc = 0;
    for (int i = 0; i < n && rc == 0; i++) {
        const GamePuzzle *p = &set.puzzles[chosen[i]];
        bool holds = p->goal == GAME_PUZZLE_DEDUCE ? game_puzzle_deduction_prove(o->g, p, &err)
                                                   : ai_puzzle_prove(prover, p, &err);
        if (!holds) {
            fprintf(stderr, "puzzles: %s line %d: puzzle %s does not hold: %s\n", o->check,
                    p->line_number, p->id, err.message);
            rc = 1;
        }
    }
    if (rc == 0 && prover)
        fprintf(out, "proved %d of the %d puzzles of %s in %.1f s (%" PRIu64 " positions)\n", n,
                set.count, o->check, (double)(monotonic_us() - start) / 1e6,
                ai_puzzle_prover_nodes(prover));
    else if (rc == 0)
        fprintf(out, "proved %d of the %d puzzles of %s in %.1f s (each answer computed again)\n",
                n, set.count, o->check, (double)(monotonic_us() - start) / 1e6);
    free(chosen);
    ai_puzzle_prover_free(prover);
    game_puzzles_free(&set);
    return rc;
}

/* ---- making a set ---- */

typedef struct Maker {
    const Options *o;
    int win_max;
    bool best; /* puzzles of the one clearly best move, not forced wins */
    GamePuzzleSet set;
    int by_length[GAME_PUZZLE_WIN_MAX + 1];
    int games, decisive;
} Maker;

typedef struct FoundDepth {
    Move solution;
    int depth; /* the shallowest from which every later iteration chose the solution */
    int last;  /* the last iteration reported */
} FoundDepth;

static void note_iteration(const AiInfo *info, void *context) {
    FoundDepth *f = context;
    if (info->pv_length < 1) return;
    if (info->pv[0] != f->solution)
        f->depth = 0;
    else if (!f->depth)
        f->depth = info->depth;
    f->last = info->depth;
}

/* The shallowest depth at which Master's search, without the solved endgames, settles on the
 * puzzle's first move: past the last iteration when it never does within FOUND_NODES. A forced
 * win's search goes 2N + 1 plies deep, a best move's to the deeper of its confirming depths. */
static int found_depth(const GameRules *g, const GamePuzzle *p) {
    GameLine line;
    Error err;
    if (!game_line_start_fen(&line, g, p->position, &err)) return 0;
    int best_depths[2];
    ai_puzzle_best_depths(g, best_depths);
    AiSearchParams params = {.nodes = FOUND_NODES,
                             .depth =
                                 p->goal == GAME_PUZZLE_BEST ? best_depths[1] : 2 * p->length + 1,
                             .seed = 1,
                             .contempt = AI_MASTER_CONTEMPT,
                             .tt_megabytes = 16};
    FoundDepth f = {.solution = p->moves[0]};
    AiSearchResult r;
    bool ok = ai_search(&line, &params, note_iteration, &f, &r, &err);
    game_line_free(&line);
    if (!ok) return 0;
    return f.depth && r.best == p->moves[0] ? f.depth : f.last + 1;
}

/* The solver's moves to choose from at each of its steps along the solution. */
static void solver_choices(const GameRules *g, const GamePuzzle *p, int *choices) {
    unsigned char st[g->state_size];
    Move moves[GAME_MOVES_MAX];
    Error err;
    if (!game_puzzle_state(g, p, st, &err)) return;
    for (int i = 0; i < p->move_count; i++) {
        if (i % 2 == 0) choices[i / 2] = g->gen_moves(st, moves, GAME_MOVES_MAX);
        g->apply(st, p->moves[i]);
    }
}

/* A puzzle's difficulty (docs/puzzles.md, Difficulty); its solution is known. */
static int rate_puzzle(const GameRules *g, const GamePuzzle *p) {
    int choices[GAME_PUZZLE_WIN_MAX] = {0};
    solver_choices(g, p, choices);
    int found = found_depth(g, p);
    if (p->goal != GAME_PUZZLE_BEST) return ai_puzzle_difficulty(p->length, choices, found);
    unsigned char st[g->state_size];
    Error err;
    int gap = AI_PUZZLE_BEST_GAP; /* what every puzzle of the best move has at least */
    if (game_puzzle_state(g, p, st, &err)) ai_puzzle_best_margin(g, st, &gap);
    return ai_puzzle_best_difficulty(p->length, choices, found, gap);
}

/* A won position at `ply` of the game becomes a puzzle: its solution and difficulty. */
static bool make_puzzle(Maker *mk, AiPuzzleProver *prover, const GameLine *line, int ply,
                        int length, int game, GamePuzzle *p) {
    const GameRules *g = mk->o->g;
    const void *st = game_line_state_at(line, ply);
    *p = (GamePuzzle){.length = length};
    if (!g->to_fen(st, p->position, sizeof p->position)) return false;
    game_puzzle_id(p->position, p->id);
    if (game_puzzles_find(&mk->set, p->id)) return false; /* met in another game */
    if (mk->best) {
        p->goal = GAME_PUZZLE_BEST;
        if (!ai_puzzle_best_line(g, st, p->moves, &p->move_count)) return false;
        p->length = (p->move_count + 1) / 2;
    } else if (!ai_puzzle_solution(prover, st, length, p->moves, &p->move_count) ||
               p->move_count != 2 * length - 1) {
        return false;
    }
    p->difficulty = rate_puzzle(g, p);
    snprintf(p->from, sizeof p->from, "seed=%" PRIu64 " game=%d ply=%d", mk->o->seed, game, ply);
    return true;
}

/* The winner's positions near the end of a won game, going back from its last move while the
 * winner still wins by force within win_max: the one with one winning first move, a win in 2 or
 * more, whose length the set has fewest of becomes the game's puzzle. */
static void harvest(Maker *mk, AiPuzzleProver *prover, const GameLine *line, int winner, int game) {
    const GameRules *g = mk->o->g;
    int best_ply = -1, best_length = 0;
    for (int j = 1; j < mk->win_max; j++) {
        int ply = line->length - 1 - 2 * j;
        if (ply < OPENING_PLIES) break;
        const void *st = game_line_state_at(line, ply);
        if (g->to_move(st) != winner) break;
        int d = ai_puzzle_win_distance(prover, st, mk->win_max);
        if (d == 0) break;
        if (d < 2) continue;
        Move first[2];
        if (ai_puzzle_winning_moves(prover, st, d, first, 2) != 1) continue;
        if (best_ply < 0 || mk->by_length[d] <= mk->by_length[best_length]) {
            best_ply = ply;
            best_length = d;
        }
    }
    GamePuzzle p;
    if (best_ply >= 0 && make_puzzle(mk, prover, line, best_ply, best_length, game, &p) &&
        game_puzzles_add(&mk->set, &p))
        mk->by_length[best_length]++;
}

/* Every position of a game, from the first Master played, where the mover has one clearly best
 * move that leads to a clear win becomes a puzzle, each at least REGION_PLIES after the last. */
static void harvest_best(Maker *mk, const GameLine *line, int first_ply, int game) {
    for (int ply = first_ply; ply < line->length; ply++) {
        GamePuzzle p;
        if (make_puzzle(mk, NULL, line, ply, 0, game, &p) && game_puzzles_add(&mk->set, &p)) {
            mk->by_length[p.length]++;
            ply += REGION_PLIES - 1;
        }
    }
}

/* Plays game i of the run and takes its puzzle; false when it could not be played. */
static bool play_game(Maker *mk, AiEndgameCache *cache, int i) {
    const Options *o = mk->o;
    const GameRules *g = o->g;
    uint64_t game_seed = o->seed + (uint64_t)i;
    GameLine line;
    GameOptions options;
    game_options_init(&options);
    Error err;
    if (!game_line_start(&line, g, &options, o->seed + (uint64_t)(i / o->per_deal), &err)) {
        fprintf(stderr, "puzzles: %s\n", err.message);
        return false;
    }
    Rng rng;
    cli_opening_rng(&rng, game_seed);
    /* A phase the evaluation does not judge (a draft) is played at random, from the same seed. */
    bool (*before_play)(const void *) = ai_eval_for(g)->before_play;
    while (before_play && before_play(game_line_state(&line)) &&
           game_line_outcome(&line).kind == OUTCOME_ONGOING)
        cli_play_random_plies(&line, &rng, 1);
    cli_play_random_plies(&line, &rng, OPENING_PLIES);
    int first_master_ply = line.length;
    ai_player_prepare(cache, "master", &line, true);
    mk->games++;
    Outcome out = game_line_outcome(&line);
    while (out.kind == OUTCOME_ONGOING && line.length < PLY_MAX) {
        /* Master's search and parameters, with a small table: a search of some thousands of
         * nodes spends most of its time clearing the default one. */
        AiSearchParams params = {.nodes = o->nodes,
                                 .seed = rng_mix64(game_seed * 1000003u + (uint64_t)line.length),
                                 .contempt = AI_MASTER_CONTEMPT,
                                 .tt_megabytes = SELFPLAY_TT_MEGABYTES,
                                 .endgame_tables = true,
                                 .endgame_cache = cache};
        AiSearchResult r;
        if (!ai_search(&line, &params, NULL, NULL, &r, &err) ||
            !game_line_play(&line, r.best, &err)) {
            fprintf(stderr, "puzzles: %s\n", err.message);
            game_line_free(&line);
            return false;
        }
        out = game_line_outcome(&line);
    }
    if (out.kind == OUTCOME_WIN) mk->decisive++;
    if (mk->best) {
        harvest_best(mk, &line, first_master_ply, i);
    } else if (out.kind == OUTCOME_WIN) {
        /* The prover asks the game's solved endgames, held while it lives. */
        AiEndgameTable *table = ai_endgame_acquire(cache, g, game_line_state(&line));
        AiPuzzleProver *prover = ai_puzzle_prover_new(g, table, PROVER_MEGABYTES);
        if (prover) harvest(mk, prover, &line, out.winner, i);
        ai_puzzle_prover_free(prover);
        ai_endgame_release(table);
    }
    if ((i + 1) % o->per_deal == 0) ai_player_forget(cache, &line);
    game_line_free(&line);
    return true;
}

static int compare_ints(const void *a, const void *b) {
    return *(const int *)a - *(const int *)b;
}

/* The set's figures, for the notes: lengths and difficulties. */
static void print_figures(const Maker *mk, double seconds, FILE *out) {
    fprintf(out, "%d puzzles from %d games (%d won), %.0f s\nlengths:", mk->set.count, mk->games,
            mk->decisive, seconds);
    for (int n = 1; n <= GAME_PUZZLE_WIN_MAX; n++)
        if (mk->by_length[n]) fprintf(out, " %d:%d", n, mk->by_length[n]);
    int count = mk->set.count;
    if (count == 0) {
        fputc('\n', out);
        return;
    }
    int *d = malloc((size_t)count * sizeof *d);
    if (!d) return;
    for (int i = 0; i < count; i++) d[i] = mk->set.puzzles[i].difficulty;
    qsort(d, (size_t)count, sizeof *d, compare_ints);
    fprintf(out, "\ndifficulty: min %d, quartiles %d %d %d, max %d\n", d[0], d[count / 4],
            d[count / 2], d[3 * count / 4], d[count - 1]);
    free(d);
}

/* Writes a set with its comment to the file or `out`. */
static bool write_set_as(const Options *o, const GamePuzzleSet *set, const char *comment,
                         FILE *out) {
    Error err;
    char *text = game_puzzles_format(set, comment, &err);
    bool ok = text != NULL;
    if (!ok) fprintf(stderr, "puzzles: %s\n", err.message);
    if (ok && o->out && !text_file_write_atomic(o->out, text, strlen(text), &err)) {
        fprintf(stderr, "puzzles: %s: %s\n", o->out, err.message);
        ok = false;
    } else if (ok && !o->out) {
        fputs(text, out);
    }
    free(text);
    return ok;
}

/* Writes the set made, with the command that made it as its comment. */
static bool write_set(const Options *o, const GamePuzzleSet *set, FILE *out) {
    char comment[256];
    snprintf(comment, sizeof comment,
             "%s puzzles: duelboard-cli puzzles %s --seed %" PRIu64 " --count %d --nodes %" PRIu64
             " --games-per-deal %d",
             o->g->title, o->g->id, o->seed, o->count, o->nodes, o->per_deal);
    return write_set_as(o, set, comment, out);
}

/* The difficulties of a file's set computed again (after a change of the formula): the same
 * puzzles, in the same order, under the file's own comment, the figures on standard error. */
static int rate_file(const Options *o, FILE *out) {
    GamePuzzleSet set;
    char comment[256];
    if (!read_set(o, o->rate, &set, comment, sizeof comment)) return 1;
    if (set.count > 0 && set.puzzles[0].goal == GAME_PUZZLE_DEDUCE) {
        fprintf(stderr, "puzzles: --rate is for puzzles of a forced win or the best move\n");
        game_puzzles_free(&set);
        return 1;
    }
    int *d = malloc((size_t)(set.count > 0 ? set.count : 1) * sizeof *d);
    for (int i = 0; d && i < set.count; i++)
        d[i] = set.puzzles[i].difficulty = rate_puzzle(o->g, &set.puzzles[i]);
    bool ok = d && write_set_as(o, &set, comment[0] ? comment : NULL, out);
    if (ok && set.count > 0) {
        qsort(d, (size_t)set.count, sizeof *d, compare_ints);
        fprintf(stderr, "difficulty: min %d, quartiles %d %d %d, max %d\n", d[0], d[set.count / 4],
                d[set.count / 2], d[3 * set.count / 4], d[set.count - 1]);
    }
    free(d);
    game_puzzles_free(&set);
    return ok ? 0 : 1;
}

/* A set of deduction puzzles (cli_puzzles_deduce.h). */
static int make_deduction_set(const Options *o, FILE *out) {
    GamePuzzleSet set;
    int64_t start = monotonic_us();
    FILE *figures = o->out ? out : stderr;
    bool ok = cli_puzzles_deduce_make(o->g, o->seed, o->count, o->nodes, &set, figures);
    ok = ok && write_set(o, &set, out);
    if (ok && set.count < o->count) {
        fprintf(stderr, "puzzles: only %d puzzles found\n", set.count);
        ok = false;
    }
    int *d = malloc((size_t)(set.count ? set.count : 1) * sizeof *d);
    if (d && set.count) {
        for (int i = 0; i < set.count; i++) d[i] = set.puzzles[i].difficulty;
        qsort(d, (size_t)set.count, sizeof *d, compare_ints);
        fprintf(figures, "difficulty: min %d, quartiles %d %d %d, max %d\n", d[0], d[set.count / 4],
                d[set.count / 2], d[3 * set.count / 4], d[set.count - 1]);
    }
    fprintf(figures, "%.0f s\n", (double)(monotonic_us() - start) / 1e6);
    free(d);
    game_puzzles_free(&set);
    return ok ? 0 : 1;
}

static int make_set(const Options *o, FILE *out) {
    if (o->g->side && o->g->side->deduction) return make_deduction_set(o, out);
    const AiEval *eval = ai_eval_for(o->g);
    Maker mk = {.o = o, .win_max = eval->puzzle_win_max, .best = eval->puzzle_best};
    if (!mk.best && (mk.win_max < 2 || mk.win_max > GAME_PUZZLE_WIN_MAX)) {
        fprintf(stderr, "puzzles: %s has no puzzles yet\n", o->g->title);
        return 1;
    }
    game_puzzles_init(&mk.set, o->g);
    AiEndgameCache *cache = ai_endgame_cache_new();
    int64_t start = monotonic_us();
    bool ok = true;
    /* A run that finds nothing stops: every game should give a puzzle now and then. */
    for (int i = 0; ok && mk.set.count < o->count && i < 20 * o->count + 100; i++) {
        ok = play_game(&mk, cache, i);
        fprintf(stderr, "\rpuzzles: game %d, %d puzzles", i + 1, mk.set.count);
    }
    fputc('\n', stderr);
    ai_endgame_cache_free(cache);
    ok = ok && write_set(o, &mk.set, out);
    if (ok && mk.set.count < o->count) {
        fprintf(stderr, "puzzles: only %d puzzles found\n", mk.set.count);
        ok = false;
    }
    print_figures(&mk, (double)(monotonic_us() - start) / 1e6, o->out ? out : stderr);
    game_puzzles_free(&mk.set);
    return ok ? 0 : 1;
}

int cli_puzzles(int argc, char **argv, FILE *out) {
    if (argc < 1 || strcmp(argv[0], "--help") == 0) {
        usage(argc < 1 ? stderr : out);
        return argc < 1 ? 2 : 0;
    }
    Options o;
    if (!parse(argc, argv, &o)) return 2;
    if (o.rate) return rate_file(&o, out);
    return o.check ? check_file(&o, out) : make_set(&o, out);
}
