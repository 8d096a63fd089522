/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of win chances (the logistic and its fit), game analysis (planted blunders, the
 * record comments) and that an analysis from one side's perspective holds nothing the other side
 * hides. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <math.h>

#include "ai/ai_analysis.h"
#include "ai/ai_analysis_record.h"
#include "ai/ai_eval.h"
#include "ai/ai_search.h"
#include "ai/ai_winchance.h"
#include "cli/cli_ai.h"
#include "core/rng.h"
#include "core/text_file.h"
#include "rules/game_record.h"
#include "support/ai_support.h"

#define TEST_NODES 1500 /* per position: enough to see a hung win, small enough to be quick */

static GameLine load_record(const char *name, char **text_out) {
    char path[1024];
    snprintf(path, sizeof path, "%s/analysis/%s", DUELBOARD_TEST_DATA, name);
    Error err;
    char *text = text_file_read(path, NULL, &err);
    if (!text) fail_msg("%s: %s", path, err.message);
    GameLine line;
    if (!game_record_load(text, &line, NULL, &err)) fail_msg("%s: %s", path, err.message);
    if (text_out)
        *text_out = text;
    else
        free(text);
    return line;
}

static GameLine start_game(const char *id, const char *options, uint64_t seed) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    if (options[0] && !game_options_parse_line(&opt, options, &err)) fail_msg("%s", err.message);
    GameLine line;
    if (!game_line_start(&line, game_find(id), &opt, seed, &err)) fail_msg("%s", err.message);
    return line;
}

static AiAnalysis analyse_with(const GameLine *line, int perspective, uint64_t nodes) {
    AiAnalysisSettings s = {.nodes = nodes, .seed = 3, .perspective = perspective};
    AiAnalysis a;
    Error err;
    if (!ai_analyse(line, &s, NULL, NULL, NULL, NULL, &a, &err)) fail_msg("%s", err.message);
    return a;
}

static AiAnalysis analyse(const GameLine *line, int perspective) {
    return analyse_with(line, perspective, TEST_NODES);
}

static void test_logistic(void **state) {
    (void)state;
    AiLogistic plain = {0, 0.01}, leaning = {-0.2, 0.01};
    assert_true(ai_logistic(plain, 0) == 0.5);
    assert_true(ai_logistic(plain, 100) > 0.7 && ai_logistic(plain, 100) < 0.75);
    assert_true(fabs(ai_logistic(plain, 100) + ai_logistic(plain, -100) - 1) < 1e-12);
    assert_true(fabs(ai_logistic(leaning, 20) - 0.5) < 1e-12);
    const GameRules *g = game_find("onitama");
    AiWinChance w = ai_win_chance(g, AI_SCORE_WIN - 3); /* a win three plies away: two moves */
    assert_true(w.chance == 1.0);
    assert_int_equal(w.forced_in, 2);
    w = ai_win_chance(g, -(AI_SCORE_WIN - 4)); /* lost: the opponent wins on its second move */
    assert_true(w.chance == 0.0);
    assert_int_equal(w.forced_in, -2);
    w = ai_win_chance(g, 0); /* the game's fit, which leans a little against the side to move */
    assert_true(w.chance == ai_logistic(ai_win_chance_fit(g), 0) && w.forced_in == 0);
    assert_true(w.chance > 0.4 && w.chance < 0.6);
}

/* Results drawn from a known logistic: the fit finds its slope again. */
static void test_logistic_fit(void **state) {
    (void)state;
    enum { COUNT = 20000 };
    double *scores = malloc(COUNT * sizeof *scores), *results = malloc(COUNT * sizeof *results);
    assert_non_null(scores);
    assert_non_null(results);
    Rng rng;
    rng_seed(&rng, 11);
    const AiLogistic truth = {-0.3, 0.004};
    for (int i = 0; i < COUNT; i++) {
        scores[i] = (double)rng_below(&rng, 1601) - 800;
        double u = rng_unit(&rng);
        results[i] = u < ai_logistic(truth, scores[i]) ? 1.0 : 0.0;
    }
    AiLogistic fitted = ai_logistic_fit(scores, results, COUNT);
    assert_true(fitted.slope > truth.slope * 0.9 && fitted.slope < truth.slope * 1.1);
    assert_true(fabs(fitted.offset - truth.offset) < 0.1);
    /* Draws count half: all draws say nothing, the slope goes to nothing. */
    for (int i = 0; i < COUNT; i++) results[i] = 0.5;
    fitted = ai_logistic_fit(scores, results, COUNT);
    assert_true(fitted.slope < 1e-6 && fabs(fitted.offset) < 1e-6);
    assert_true(ai_logistic_fit(scores, results, 0).slope == 0);
    free(scores);
    free(results);
}

/* Plays the move after which a shallow search likes the other side's position best: the worst
 * move there is, with what the other side answers. */
static void plant_blunder(GameLine *line) {
    const GameRules *g = line->rules;
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    assert_true(n > 0);
    Move worst = moves[0];
    int worst_score = -AI_SCORE_INFINITE;
    Error err;
    for (int i = 0; i < n; i++) {
        assert_true(game_line_play(line, moves[i], &err));
        int score = AI_SCORE_INFINITE;
        if (game_line_outcome(line).kind == OUTCOME_ONGOING) {
            AiSearchParams p = {.depth = 3, .seed = 1};
            AiSearchResult r;
            assert_true(ai_search(line, &p, NULL, NULL, &r, &err));
            score = r.score;
        }
        if (score > worst_score) {
            worst_score = score;
            worst = moves[i];
        }
        game_line_undo(line);
    }
    assert_true(game_line_play(line, worst, &err));
    (void)g;
}

/* The game of `record` up to `plies`, then a planted blunder: the analysis marks it. */
static void check_planted_blunder(const char *record, int plies) {
    GameLine line = load_record(record, NULL);
    while (line.length > plies) game_line_undo(&line);
    plant_blunder(&line);
    AiAnalysis a = analyse(&line, AI_ANALYSIS_TRUTH);
    assert_true(a.truth);
    const AiAnalysisPly *p = &a.ply[plies];
    if (!p->judged || p->loss < AI_ANALYSIS_BLUNDER)
        fail_msg("%s: the planted %s lost %d permille", record, p->move, p->loss);
    assert_int_equal(p->kind, AI_MOVE_BLUNDER);
    assert_true(p->best[0] && strcmp(p->best, p->move) != 0);
    assert_true(strncmp(p->line, p->best, strlen(p->best)) == 0);
    assert_true(a.side[p->mover].counts[2] >= 1);
    ai_analysis_free(&a);
    game_line_free(&line);
}

static void test_onitama_blunder(void **state) {
    (void)state;
    check_planted_blunder("onitama-blunder.rec", 4);
}

static void test_gunzi_blunder(void **state) {
    (void)state;
    check_planted_blunder("gunzi-blunder.rec", 6);
}

static void test_gottaz_blunder(void **state) {
    (void)state;
    check_planted_blunder("gottaz-random.rec", 23);
}

/* A move is judged beside Master's best from the same search of the position before it: a move
 * Master itself chose there loses nothing, whatever the position after it scores. */
static void check_own_choice_loses_nothing(const char *record) {
    GameLine line = load_record(record, NULL);
    AiAnalysis a = analyse(&line, AI_ANALYSIS_TRUTH);
    int own = 0, other = 0;
    for (int i = 0; i < a.plies; i++) {
        const AiAnalysisPly *p = &a.ply[i];
        if (!p->judged) continue;
        if (strcmp(p->best, p->move) == 0) {
            if (p->loss != 0)
                fail_msg("%s ply %d: Master's own %s lost %d", record, i, p->move, p->loss);
            own++;
        } else {
            other++;
        }
    }
    if (own == 0 || other == 0) fail_msg("%s: %d own choices, %d others", record, own, other);
    ai_analysis_free(&a);
    game_line_free(&line);
}

static void test_own_choice_loses_nothing(void **state) {
    (void)state;
    check_own_choice_loses_nothing("onitama-blunder.rec");
    check_own_choice_loses_nothing("gunzi-blunder.rec");
}

/* The move that ends a game is worth its result: Mortar Hunt's chooser scores a move by one
 * turn's expected pieces, which for the last shot of a won game is far from a certain win. */
static void test_last_move_has_result(void **state) {
    (void)state;
    GameLine line = load_record("mortar-hunt-finished.rec", NULL);
    assert_int_equal(game_line_outcome(&line).kind, OUTCOME_WIN);
    int winner = game_line_outcome(&line).winner;
    AiAnalysis a = analyse_with(&line, AI_ANALYSIS_TRUTH, 300);
    const AiAnalysisPly *last = &a.ply[a.plies - 1];
    assert_int_equal(last->mover, winner);
    assert_true(last->judged);
    assert_int_equal(last->win_after, 1000);
    assert_int_equal(last->loss, 0);
    assert_int_equal(last->graph, winner == 0 ? 1000 : 0);
    ai_analysis_free(&a);
    game_line_free(&line);
}

/* Mortar Hunt's chooser scores one turn (expected pieces), so no single move loses anything
 * near the blunder threshold at the provisional fit: the worst move of a position is planted and
 * its loss must be what the chooser's own scores say, from the mover's observation. */
static void test_mortar_hunt_worst_move(void **state) {
    (void)state;
    GameLine line = load_record("mortar-hunt-unfinished.rec", NULL);
    const GameRules *g = line.rules;
    while (line.length > 4) game_line_undo(&line);
    int mover = g->to_move(game_line_state(&line));
    void *observation = malloc(g->observation_size);
    assert_non_null(observation);
    g->observe(game_line_state(&line), mover, observation);
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    assert_non_null(moves);
    int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
    Move worst = moves[0];
    int worst_score = 1 << 30, best_score = 0;
    AiLimits limits = {.nodes = TEST_NODES, .seed = rng_mix64(3 + (uint64_t)line.length)};
    for (int i = 0; i < n; i += 15) { /* a sample: rating every move takes a while */
        AiInfo best;
        int score;
        bool rated;
        Error err;
        assert_true(ai_rate_observation_move("master", g, observation, &limits, moves[i], &best,
                                             &score, &rated, &err));
        best_score = best.score;
        if (rated && score < worst_score) {
            worst_score = score;
            worst = moves[i];
        }
    }
    Error err;
    assert_true(game_line_play(&line, worst, &err));
    AiAnalysis a = analyse(&line, mover);
    const AiAnalysisPly *p = &a.ply[4];
    assert_true(p->judged);
    int expected = (int)lround(ai_win_chance(g, best_score).chance * 1000) -
                   (int)lround(ai_win_chance(g, worst_score).chance * 1000);
    assert_true(expected > 0);
    assert_int_equal(p->loss, expected);
    assert_int_equal(p->kind, ai_analysis_class_of(expected));
    ai_analysis_free(&a);
    free(moves);
    free(observation);
    game_line_free(&line);
}

/* A forced result is told in moves: after the blunder in the record, blue wins by force (a
 * search of 20000 nodes finds it). */
static void test_forced_result(void **state) {
    (void)state;
    GameLine line = load_record("onitama-blunder.rec", NULL);
    AiAnalysis a = analyse_with(&line, AI_ANALYSIS_TRUTH, 20000);
    const AiAnalysisPly *p = &a.ply[11];
    assert_true(p->judged);
    assert_true(p->forced > 0);
    assert_int_equal(p->win_before, 1000);
    ai_analysis_free(&a);
    game_line_free(&line);
}

/* Comments written after the moves are read back as the same analysis, and only for the same
 * moves and settings. */
static void test_record_round_trip(void **state) {
    (void)state;
    char *record;
    GameLine line = load_record("onitama-blunder.rec", &record);
    AiAnalysis a = analyse(&line, AI_ANALYSIS_TRUTH);
    char *comments = ai_analysis_comments(&a, line.rules);
    assert_non_null(comments);
    char *with = malloc(strlen(record) + strlen(comments) + 1);
    assert_non_null(with);
    sprintf(with, "%s%s", record, comments);
    GameLine reloaded;
    Error err;
    assert_true(game_record_load(with, &reloaded, NULL, &err)); /* comments: the rules skip them */
    AiAnalysisSettings s = a.settings;
    AiAnalysis b;
    if (!ai_analysis_from_comments(with, &reloaded, &s, &b, &err)) fail_msg("%s", err.message);
    char *again = ai_analysis_comments(&b, line.rules);
    assert_string_equal(again, comments);
    assert_memory_equal(b.side, a.side, sizeof a.side);
    for (int i = 0; i < a.plies; i++) {
        assert_string_equal(b.ply[i].line, a.ply[i].line);
        assert_int_equal(b.ply[i].graph, a.ply[i].graph);
    }
    ai_analysis_free(&b);
    /* Other settings or other moves: the comments do not count. */
    s.nodes++;
    assert_false(ai_analysis_from_comments(with, &reloaded, &s, &b, &err));
    s = a.settings;
    game_line_undo(&reloaded);
    assert_false(ai_analysis_from_comments(with, &reloaded, &s, &b, &err));
    assert_false(ai_analysis_from_comments(record, &line, &s, &b, &err));
    /* Stripping them gives back the record. */
    char *stripped = ai_analysis_strip_comments(with);
    assert_string_equal(stripped, record);
    free(stripped);
    free(again);
    free(with);
    free(comments);
    free(record);
    ai_analysis_free(&a);
    game_line_free(&reloaded);
    game_line_free(&line);
}

/* The text of `from` with every `old` replaced by `new` (heap; free() it). */
static char *replaced(const char *from, const char *old, const char *new) {
    char *out = malloc(strlen(from) * 2 + 1);
    assert_non_null(out);
    size_t used = 0;
    for (const char *at = from; *at;) {
        if (strncmp(at, old, strlen(old)) == 0) {
            used += (size_t)sprintf(out + used, "%s", new);
            at += strlen(old);
        } else {
            out[used++] = *at++;
        }
    }
    out[used] = '\0';
    return out;
}

/* The header names whose knowledge the analysis used `perspective=` (and a side's reading
 * `read=side`); a record written when the key was `view=` (and `read=view`) is read all the
 * same, as the very analysis. */
static void test_record_perspective_key(void **state) {
    (void)state;
    char *record;
    GameLine line = load_record("onitama-blunder.rec", &record);
    AiAnalysis a = analyse(&line, AI_ANALYSIS_TRUTH);
    char *comments = ai_analysis_comments(&a, line.rules);
    assert_non_null(comments);
    assert_non_null(strstr(comments, " perspective=truth "));
    assert_null(strstr(comments, "view="));
    a.settings.perspective = 1;
    a.truth = false;
    char *side = ai_analysis_comments(&a, line.rules);
    assert_non_null(strstr(side, " perspective=red "));
    assert_non_null(strstr(side, " read=side "));
    a.settings.perspective = AI_ANALYSIS_TRUTH;
    a.truth = true;
    char *old = replaced(comments, " perspective=", " view=");
    char *with = malloc(strlen(record) + strlen(old) + 1);
    assert_non_null(with);
    sprintf(with, "%s%s", record, old);
    AiAnalysis b;
    Error err;
    if (!ai_analysis_from_comments(with, &line, &a.settings, &b, &err))
        fail_msg("an old record's analysis: %s", err.message);
    char *again = ai_analysis_comments(&b, line.rules);
    assert_string_equal(again, comments); /* read back, and written with the new key */
    ai_analysis_free(&b);
    /* An old side's reading, `read=view`, is a side's as before. */
    char *old_side = replaced(side, " read=side ", " read=view ");
    char *old_side_v = replaced(old_side, " perspective=", " view=");
    free(with);
    with = malloc(strlen(record) + strlen(old_side_v) + 1);
    assert_non_null(with);
    sprintf(with, "%s%s", record, old_side_v);
    AiAnalysisSettings s = a.settings;
    s.perspective = 1;
    if (!ai_analysis_from_comments(with, &line, &s, &b, &err))
        fail_msg("an old record's analysis from a side: %s", err.message);
    assert_int_equal(b.settings.perspective, 1);
    assert_false(b.truth);
    ai_analysis_free(&b);
    free(again);
    free(old_side_v);
    free(old_side);
    free(with);
    free(old);
    free(side);
    free(comments);
    free(record);
    ai_analysis_free(&a);
    game_line_free(&line);
}

/* `analyse --write` stores the comments; the second run reads them instead of searching. */
static void test_cli_write_then_read(void **state) {
    (void)state;
    char src[1024], path[] = "/tmp/duelboard-analysis-XXXXXX";
    snprintf(src, sizeof src, "%s/analysis/onitama-blunder.rec", DUELBOARD_TEST_DATA);
    Error err;
    char *record = text_file_read(src, NULL, &err);
    assert_non_null(record);
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    assert_true(text_file_write_atomic(path, record, strlen(record), &err));
    char *argv[] = {path, "--nodes", "1000", "--write", NULL};
    int status;
    char *first = support_capture(cli_analyse, 4, argv, &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(first, "blunder"));
    assert_null(strstr(first, "from the record's comments"));
    char *second = support_capture(cli_analyse, 3, argv, &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(second, "from the record's comments"));
    /* The same table either way. */
    assert_string_equal(strchr(second, '\n'), strchr(first, '\n'));
    char *written = text_file_read(path, NULL, &err);
    assert_non_null(strstr(written, "# analysis 2 master"));
    free(written);
    free(first);
    free(second);
    free(record);
    remove(path);
}

/* ---- hidden information ---- */

/* What `viewer` observes now, as text. */
static void view_text(const GameLine *line, int viewer, char *buf, size_t n) {
    const GameRules *g = line->rules;
    const void *st = game_line_state(line);
    if (g->observe) {
        unsigned char *observation = malloc(g->observation_size);
        assert_non_null(observation);
        g->observe(st, viewer, observation);
        assert_true(g->side->to_text(observation, buf, n));
        free(observation);
    } else {
        unsigned char *known = malloc(g->state_size);
        assert_non_null(known);
        g->conceal(st, viewer, known);
        assert_true(g->to_fen(known, buf, n));
        free(known);
    }
}

static bool same_view(const GameLine lines[2], int viewer) {
    char a[GAME_DESCRIBE_MAX], b[GAME_DESCRIBE_MAX];
    view_text(&lines[0], viewer, a, sizeof a);
    view_text(&lines[1], viewer, b, sizeof b);
    return strcmp(a, b) == 0;
}

/* The other side's move in the second game that it announces as `said` in the first. */
static bool find_same_announcement(const GameLine *line, const char *said, Move *out) {
    const GameRules *g = line->rules;
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        g->announce(game_line_state(line), moves[i], text, sizeof text);
        if (strcmp(text, said) == 0) {
            *out = moves[i];
            return true;
        }
    }
    return false;
}

/* The second game's move for the first game's `m0`: the viewer's own move as it is, the other
 * side's first (its setup) another one of those offered, its later ones one it announces alike. */
static bool matching_move(GameLine lines[2], int viewer, Move m0, const Move *offered, int n,
                          Rng *rng, Move *m1) {
    const GameRules *g = lines[0].rules;
    int mover = g->to_move(game_line_state(&lines[0]));
    if (mover == viewer) {
        *m1 = m0;
        return support_is_legal(&lines[1], m0);
    }
    if (lines[0].length < 2) {
        *m1 = offered[rng_below(rng, (uint64_t)n)];
        return *m1 != m0; /* the same seed offers the same setups */
    }
    char said[GAME_MOVE_TEXT_MAX];
    g->announce(game_line_state(&lines[0]), m0, said, sizeof said);
    return find_same_announcement(&lines[1], said, m1);
}

/* Two Mortar Hunt games that differ only in what `viewer` cannot see: the other side's setup,
 * then random moves while the viewer sees the same in both. */
static void mortar_hunt_pair(int viewer, uint64_t seed, GameLine lines[2]) {
    const GameRules *g = game_find("mortar-hunt");
    for (int k = 0; k < 2; k++) lines[k] = start_game("mortar-hunt", "", 5);
    Rng rng;
    rng_seed(&rng, seed);
    Error err;
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    assert_non_null(moves);
    bool going = true;
    for (int ply = 0; going && ply < 16; ply++) {
        if (game_line_outcome(&lines[0]).kind != OUTCOME_ONGOING) break;
        int n = game_line_moves(&lines[0], moves, GAME_MOVES_MAX);
        going = false;
        for (int attempt = 0; !going && attempt < 200; attempt++) {
            Move m[2];
            m[0] = moves[rng_below(&rng, (uint64_t)n)];
            if (!matching_move(lines, viewer, m[0], moves, n, &rng, &m[1])) continue;
            for (int k = 0; k < 2; k++) assert_true(game_line_play(&lines[k], m[k], &err));
            going = same_view(lines, viewer);
            if (!going)
                for (int k = 0; k < 2; k++) game_line_undo(&lines[k]);
        }
    }
    free(moves);
    assert_true(lines[0].length >= 6);
    assert_memory_not_equal(game_line_state(&lines[0]), game_line_state(&lines[1]), g->state_size);
}

static char *analysis_text(const GameLine *line, int perspective) {
    AiAnalysis a = analyse(line, perspective);
    char *text = ai_analysis_comments(&a, line->rules);
    assert_non_null(text);
    ai_analysis_free(&a);
    return text;
}

/* The invariant: byte-identical analyses for the viewer of two games that differ only in what
 * it cannot see; from the other side's perspective (which knows those secrets) they differ, so the
 * comparison would catch a leak; the truth of an unfinished game is refused. */
static void check_invariant(GameLine lines[2], int viewer) {
    char *a = analysis_text(&lines[0], viewer), *b = analysis_text(&lines[1], viewer);
    assert_string_equal(a, b);
    char *c = analysis_text(&lines[0], 1 - viewer), *d = analysis_text(&lines[1], 1 - viewer);
    assert_string_not_equal(c, d);
    AiAnalysisSettings s = {.nodes = TEST_NODES, .perspective = AI_ANALYSIS_TRUTH};
    AiAnalysis refused;
    Error err;
    assert_false(ai_analyse(&lines[0], &s, NULL, NULL, NULL, NULL, &refused, &err));
    free(a);
    free(b);
    free(c);
    free(d);
}

static void test_mortar_hunt_perspective_invariant(void **state) {
    (void)state;
    for (int viewer = 0; viewer < 2; viewer++) {
        GameLine lines[2];
        mortar_hunt_pair(viewer, 40 + (uint64_t)viewer, lines);
        check_invariant(lines, viewer);
        for (int k = 0; k < 2; k++) game_line_free(&lines[k]);
    }
}

/* Gottaz's method-1 draft: the first chooser's set stays hidden from the second until both are
 * done. Two drafts that differ in it, then the same picks by the second chooser. */
static void test_gottaz_draft_perspective_invariant(void **state) {
    (void)state;
    const GameRules *g = game_find("gottaz");
    GameLine lines[2];
    int chooser = -1;
    Error err;
    for (int k = 0; k < 2; k++) {
        lines[k] = start_game("gottaz", "mode=method1", 1);
        chooser = g->to_move(game_line_state(&lines[k]));
        for (uint64_t ply = 0; g->to_move(game_line_state(&lines[k])) == chooser; ply++) {
            AiLimits limits = {.seed = ply * 7 + (uint64_t)k};
            Move m;
            assert_true(ai_choose_move("random", &lines[k], &limits, NULL, NULL, &m, &err));
            assert_true(game_line_play(&lines[k], m, &err));
        }
    }
    int viewer = 1 - chooser;
    for (int pick = 0; pick < 2; pick++) {
        Move moves[GAME_MOVES_MAX];
        int n = game_line_moves(&lines[0], moves, GAME_MOVES_MAX);
        Move m = moves[(pick * 5) % n];
        for (int k = 0; k < 2; k++) assert_true(game_line_play(&lines[k], m, &err));
    }
    assert_true(same_view(lines, viewer));
    assert_memory_not_equal(game_line_state(&lines[0]), game_line_state(&lines[1]), g->state_size);
    check_invariant(lines, viewer);
    for (int k = 0; k < 2; k++) game_line_free(&lines[k]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_logistic),
        cmocka_unit_test(test_logistic_fit),
        cmocka_unit_test(test_onitama_blunder),
        cmocka_unit_test(test_gunzi_blunder),
        cmocka_unit_test(test_gottaz_blunder),
        cmocka_unit_test(test_mortar_hunt_worst_move),
        cmocka_unit_test(test_forced_result),
        cmocka_unit_test(test_own_choice_loses_nothing),
        cmocka_unit_test(test_last_move_has_result),
        cmocka_unit_test(test_record_round_trip),
        cmocka_unit_test(test_record_perspective_key),
        cmocka_unit_test(test_cli_write_then_read),
        cmocka_unit_test(test_mortar_hunt_perspective_invariant),
        cmocka_unit_test(test_gottaz_draft_perspective_invariant),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
