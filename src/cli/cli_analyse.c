/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `analyse`: Master's analysis of a recorded game as a table and a summary per side, read from
 * the record's analysis comments when they fit, written into them with --write. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_analysis.h"
#include "ai/ai_analysis_record.h"
#include "ai/ai_endgame.h"
#include "cli/cli_ai.h"
#include "core/text_file.h"
#include "rules/game_record.h"

#define DEFAULT_NODES 200000

typedef struct AnalyseArgs {
    const char *path;
    AiAnalysisSettings settings;
    bool perspective_given, write;
} AnalyseArgs;

static void print_usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-cli analyse <record> [--movetime MS | --nodes N] [--seed S]\n"
            "                             [--side N | --truth] [--write]\n"
            "Master looks at every position of the game (%d nodes each unless told) and prints\n"
            "each move's score, the win chance after it, the win chance it lost, its class\n"
            "(inaccuracy >= 10 points, mistake >= 20, blunder >= 30) with the better move and\n"
            "line, and each side's accuracy (points lost per move). --side 1 or 2 analyses as\n"
            "that side knows the game (needed for an unfinished game with hidden information);\n"
            "--truth reads the whole game (the default where nothing is hidden or it is over).\n"
            "Analysis comments in the record made with the same settings are shown without\n"
            "searching; --write stores the analysis into the record as comments.\n",
            DEFAULT_NODES);
}

/* Parses the arguments; returns -1 to go on, else the exit code. */
static int parse_args(int argc, char **argv, AnalyseArgs *a) {
    memset(a, 0, sizeof *a);
    a->settings.seed = 1;
    a->settings.perspective = AI_ANALYSIS_TRUTH;
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        bool has_value = i + 1 < argc;
        if (strcmp(arg, "--help") == 0) {
            print_usage(stdout);
            return 0;
        } else if (strcmp(arg, "--movetime") == 0 && has_value) {
            a->settings.movetime_ms = strtoll(argv[++i], NULL, 10);
        } else if (strcmp(arg, "--nodes") == 0 && has_value) {
            a->settings.nodes = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(arg, "--seed") == 0 && has_value) {
            a->settings.seed = strtoull(argv[++i], NULL, 10);
        } else if (strcmp(arg, "--side") == 0 && has_value) {
            int side = atoi(argv[++i]);
            if (side != 1 && side != 2) {
                fprintf(stderr, "analyse: --side takes 1 or 2\n");
                return 2;
            }
            a->settings.perspective = side - 1;
            a->perspective_given = true;
        } else if (strcmp(arg, "--truth") == 0) {
            a->settings.perspective = AI_ANALYSIS_TRUTH;
            a->perspective_given = true;
        } else if (strcmp(arg, "--write") == 0) {
            a->write = true;
        } else if (arg[0] != '-' && !a->path) {
            a->path = arg;
        } else {
            fprintf(stderr, "analyse: unknown argument '%s'\n", arg);
            print_usage(stderr);
            return 2;
        }
    }
    if (!a->path) {
        print_usage(stderr);
        return 2;
    }
    if (a->settings.movetime_ms && a->settings.nodes) {
        fprintf(stderr, "analyse: --movetime or --nodes, not both\n");
        return 2;
    }
    if (!a->settings.movetime_ms && !a->settings.nodes) a->settings.nodes = DEFAULT_NODES;
    return -1;
}

static void points_text(int permille, char *buf, size_t n) {
    if (permille < 0)
        snprintf(buf, n, "-");
    else
        snprintf(buf, n, "%d.%d", permille / 10, permille % 10);
}

static void score_text(const AiAnalysisPly *p, char *buf, size_t n) {
    if (!p->judged)
        snprintf(buf, n, "-");
    else if (p->forced > 0)
        snprintf(buf, n, "wins in %d", p->forced);
    else if (p->forced < 0)
        snprintf(buf, n, "loses in %d", -p->forced);
    else
        snprintf(buf, n, "%d", p->score);
}

static void print_table(const AiAnalysis *a, const GameRules *g, FILE *out) {
    fprintf(out, "%4s  %-6s %-24s %10s %6s %6s %-10s %s\n", "ply", "side", "move", "score",
            g->player_names[a->graph_side], "loss", "class", "better move: line");
    for (int i = 0; i < a->plies; i++) {
        const AiAnalysisPly *p = &a->ply[i];
        char score[32], graph[16], loss[16];
        score_text(p, score, sizeof score);
        points_text(p->graph, graph, sizeof graph);
        points_text(p->judged ? p->loss : -1, loss, sizeof loss);
        const char *kind = p->judged ? ai_analysis_class_word(p->kind) : "unjudged";
        fprintf(out, "%4d  %-6s %-24s %10s %6s %6s %-10s", i + 1, g->player_names[p->mover],
                p->move, score, graph, loss, kind);
        if (p->judged && p->kind >= AI_MOVE_INACCURACY && p->best[0])
            fprintf(out, " %s: %s", p->best, p->line);
        fputc('\n', out);
    }
    for (int side = 0; side < 2; side++) {
        const AiAnalysisSide *s = &a->side[side];
        char accuracy[16];
        points_text(s->accuracy, accuracy, sizeof accuracy);
        fprintf(out,
                "%s: accuracy %s points lost per move over %d judged %s; %d %s, %d %s, %d %s\n",
                g->player_names[side], accuracy, s->judged, s->judged == 1 ? "move" : "moves",
                s->counts[0], s->counts[0] == 1 ? "inaccuracy" : "inaccuracies", s->counts[1],
                s->counts[1] == 1 ? "mistake" : "mistakes", s->counts[2],
                s->counts[2] == 1 ? "blunder" : "blunders");
    }
}

static void progress_dot(int done, int total, void *context) {
    (void)context;
    if (done == AI_ANALYSIS_SOLVING) {
        fprintf(stderr, "solving the endgames first\n");
        return;
    }
    fprintf(stderr, "\ranalysing position %d of %d", done, total);
    if (done == total) fputc('\n', stderr);
}

/* The record with its analysis comments replaced by `analysis`, written as records are. */
static bool write_into(const char *path, const char *record, const AiAnalysis *analysis,
                       const GameRules *g, Error *err) {
    char *kept = ai_analysis_strip_comments(record);
    char *comments = ai_analysis_comments(analysis, g);
    char *text = NULL;
    bool ok = false;
    if (kept && comments && (text = malloc(strlen(kept) + strlen(comments) + 2))) {
        size_t n = strlen(kept);
        bool newline = n == 0 || kept[n - 1] == '\n';
        sprintf(text, "%s%s%s", kept, newline ? "" : "\n", comments);
        ok = text_file_write_atomic(path, text, strlen(text), err);
    } else {
        error_set(err, "out of memory");
    }
    free(kept);
    free(comments);
    free(text);
    return ok;
}

int cli_analyse(int argc, char **argv, FILE *out) {
    AnalyseArgs args;
    int code = parse_args(argc, argv, &args);
    if (code >= 0) return code;
    Error err;
    char *record = text_file_read(args.path, NULL, &err);
    GameLine line;
    if (!record || !game_record_load_timed(record, &line, NULL, NULL, &err)) {
        fprintf(stderr, "%s: %s\n", args.path, err.message);
        free(record);
        return 1;
    }
    const GameRules *g = line.rules;
    AiAnalysis analysis;
    bool from_comments = ai_analysis_from_comments(record, &line, &args.settings, &analysis, &err);
    bool ok = from_comments;
    if (!ok) {
        AiEndgameCache *cache = ai_endgame_cache_new();
        ok = ai_analyse(&line, &args.settings, cache, progress_dot, NULL, NULL, &analysis, &err);
        ai_endgame_cache_free(cache);
    }
    if (ok) {
        char knower[64];
        snprintf(knower, sizeof knower, "%s",
                 args.settings.perspective < 0 ? "the whole game"
                                               : g->player_names[args.settings.perspective]);
        fprintf(out, "%s analysed by %s (", g->title, AI_ANALYSIS_PLAYER);
        if (args.settings.nodes)
            fprintf(out, "nodes=%" PRIu64, args.settings.nodes);
        else
            fprintf(out, "movetime=%" PRId64 "ms", args.settings.movetime_ms);
        fprintf(out, " seed=%" PRIu64 ") as %s knows it, read %s%s\n", args.settings.seed, knower,
                analysis.truth ? "in full" : "from that side's view",
                from_comments ? ", from the record's comments" : "");
        print_table(&analysis, g, out);
        if (args.write && !from_comments) ok = write_into(args.path, record, &analysis, g, &err);
        ai_analysis_free(&analysis);
    }
    if (!ok) fprintf(stderr, "analyse: %s\n", err.message);
    free(record);
    game_line_free(&line);
    return ok ? 0 : 1;
}
