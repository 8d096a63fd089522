/* SPDX-License-Identifier: GPL-3.0-or-later */
/* `puzzles` for deduction puzzles: Master's self-play games, and after each shot the questions
 * put to the side that heard it, kept when their exact answer makes a puzzle. */
#include "cli/cli_puzzles_deduce.h"

#include <inttypes.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_player.h"
#include "core/rng.h"
#include "rules/game_line.h"

#define PLY_MAX 400
#define WHERE_FIELDS_MAX 4 /* a `where` answer of more fields is more counting than deduction */
#define QUESTIONS_MAX 8
#define PER_GAME_MAX 4 /* puzzles a game gives at most, so the set spreads over many games */
#define GAP_PLIES 6    /* and at least this far apart */

int cli_puzzles_deduce_difficulty(const GameDeductionAnswer *a) {
    double share = a->candidates > 0 ? (double)a->field_count / a->candidates : 1.0;
    double d = 400.0 + 100.0 * log2(a->hypotheses > 1 ? a->hypotheses : 1) + 150.0 * a->ruled_out +
               100.0 * (a->field_count - 1) + 300.0 * (1.0 - share);
    if (d < 400) d = 400;
    if (d > 3000) d = 3000;
    return (int)(d / 10.0 + 0.5) * 10;
}

typedef struct DeduceMaker {
    const GameRules *g;
    uint64_t seed;
    GamePuzzleSet *set;
    int count; /* the puzzles wanted */
    int games, moments, by_fields[GAME_DEDUCTION_FIELDS_MAX + 1], sure, where;
    int undecided; /* questions passed over: the search did not settle them within its budget */
    int narrowed;  /* `where` puzzles whose answer the history makes smaller than the geometry */
    int game_puzzles, last_ply; /* of the game being played */
} DeduceMaker;

/* The puzzle `question` makes of the observation `position`, when its answer makes one: a field
 * sure to hit, or a `where` of 2 to WHERE_FIELDS_MAX fields. */
static bool make_puzzle(DeduceMaker *mk, const char *position, const char *question, int game,
                        int ply, GamePuzzle *p) {
    *p = (GamePuzzle){.goal = GAME_PUZZLE_DEDUCE, .length = 1};
    snprintf(p->position, sizeof p->position, "%s", position);
    snprintf(p->question, sizeof p->question, "%s", question);
    game_puzzle_deduction_id(p->position, p->question, p->id);
    GameDeductionAnswer a;
    Error err;
    if (game_puzzles_find(mk->set, p->id)) return false;
    if (!game_puzzle_deduction_answer(mk->g, p, &a, &err)) {
        mk->undecided += a.undecided > 0;
        return false;
    }
    bool sure = strncmp(question, "where ", 6) != 0;
    if (!sure && (a.field_count < 2 || a.field_count > WHERE_FIELDS_MAX)) return false;
    if (a.field_count >= a.candidates) return false; /* every field would do */
    if (!sure && a.narrowed > 0) mk->narrowed++;
    memcpy(p->fields, a.fields, sizeof a.fields);
    p->field_count = a.field_count;
    p->difficulty = cli_puzzles_deduce_difficulty(&a);
    snprintf(p->from, sizeof p->from, "seed=%" PRIu64 " game=%d ply=%d", mk->seed, game, ply);
    return true;
}

/* The side to move's questions now: the first that makes a puzzle is taken (the game lists its
 * sharper questions last, so they are tried first). */
static void harvest(DeduceMaker *mk, const GameLine *line, int game) {
    const GameRules *g = mk->g;
    if (mk->set->count >= mk->count || mk->game_puzzles >= PER_GAME_MAX ||
        (mk->game_puzzles && line->length < mk->last_ply + GAP_PLIES))
        return;
    char questions[QUESTIONS_MAX][GAME_QUESTION_MAX], position[GAME_FEN_MAX];
    int n = game_puzzle_deduction_questions(g, game_line_state(line), position, questions,
                                            QUESTIONS_MAX);
    if (n == 0) return;
    mk->moments++;
    for (int i = n - 1; i >= 0; i--) {
        GamePuzzle p;
        if (make_puzzle(mk, position, questions[i], game, line->length, &p) &&
            game_puzzles_add(mk->set, &p)) {
            mk->by_fields[p.field_count]++;
            mk->game_puzzles++;
            mk->last_ply = line->length;
            if (strncmp(questions[i], "where ", 6) == 0)
                mk->where++;
            else
                mk->sure++;
            return;
        }
    }
}

static bool play_game(DeduceMaker *mk, uint64_t nodes, int game) {
    const GameRules *g = mk->g;
    uint64_t game_seed = mk->seed + (uint64_t)game;
    GameOptions options;
    game_options_init(&options);
    GameLine line;
    Error err;
    if (!game_line_start(&line, g, &options, game_seed, &err)) {
        fprintf(stderr, "puzzles: %s\n", err.message);
        return false;
    }
    mk->games++;
    mk->game_puzzles = 0;
    while (game_line_outcome(&line).kind == OUTCOME_ONGOING && line.length < PLY_MAX) {
        AiLimits limits = {.nodes = nodes,
                           .seed = rng_mix64(game_seed * 1000003u + (uint64_t)line.length)};
        Move m;
        if (!ai_choose_move("master", &line, &limits, NULL, NULL, &m, &err) ||
            !game_line_play(&line, m, &err)) {
            fprintf(stderr, "puzzles: %s\n", err.message);
            game_line_free(&line);
            return false;
        }
        if (game_line_outcome(&line).kind == OUTCOME_ONGOING) harvest(mk, &line, game);
    }
    game_line_free(&line);
    return true;
}

bool cli_puzzles_deduce_make(const GameRules *g, uint64_t seed, int count, uint64_t nodes,
                             GamePuzzleSet *set, FILE *figures) {
    DeduceMaker mk = {.g = g, .seed = seed, .set = set, .count = count};
    game_puzzles_init(set, g);
    bool ok = true;
    for (int i = 0; ok && set->count < count && i < 20 * count + 100; i++) {
        ok = play_game(&mk, nodes, i);
        fprintf(stderr, "\rpuzzles: game %d, %d puzzles", i + 1, set->count);
    }
    fputc('\n', stderr);
    fprintf(figures,
            "%d puzzles (%d sure-hit, %d where, %d of them narrowed by the history) from %d games, "
            "%d moments asked, %d questions not settled within the budget\nfields:",
            set->count, mk.sure, mk.where, mk.narrowed, mk.games, mk.moments, mk.undecided);
    for (int n = 1; n <= GAME_DEDUCTION_FIELDS_MAX; n++)
        if (mk.by_fields[n]) fprintf(figures, " %d:%d", n, mk.by_fields[n]);
    fputc('\n', figures);
    return ok;
}
