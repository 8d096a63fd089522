/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Puzzles of the one clearly best move: Master's search at two fixed depths, the best move's win
 * chance against the best of the others. */
#include "ai/ai_puzzle_best.h"

#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_puzzle.h"
#include "ai/ai_search.h"
#include "ai/ai_winchance.h"
#include "rules/game_line.h"

#define SEARCH_TT_MEGABYTES 2

void ai_puzzle_best_depths(const GameRules *g, int depth[2]) {
    const AiEval *eval = ai_eval_for(g);
    bool own = eval->puzzle_best_depth[0] > 0 && eval->puzzle_best_depth[1] > 0;
    depth[0] = own ? eval->puzzle_best_depth[0] : AI_PUZZLE_BEST_SHALLOW;
    depth[1] = own ? eval->puzzle_best_depth[1] : AI_PUZZLE_BEST_DEEP;
}

/* Master's search of `st` at `depth` among `only` (NULL: every move): its move and the mover's
 * win chance in permille. */
static bool search_at(const GameRules *g, const void *st, int depth, const Move *only, int count,
                      Move *best, int *chance) {
    char fen[GAME_FEN_MAX];
    GameLine line;
    Error err;
    if (!g->to_fen(st, fen, sizeof fen) || !game_line_start_fen(&line, g, fen, &err)) return false;
    AiSearchParams params = {.depth = depth,
                             .seed = 1,
                             .contempt = AI_MASTER_CONTEMPT,
                             .tt_megabytes = SEARCH_TT_MEGABYTES,
                             .only_moves = only,
                             .only_move_count = count};
    AiSearchResult r;
    bool ok = ai_search(&line, &params, NULL, NULL, &r, &err);
    game_line_free(&line);
    if (!ok) return false;
    *best = r.best;
    *chance = (int)(ai_win_chance(g, r.score).chance * 1000 + 0.5);
    return true;
}

/* The best move at `depth` and how much better its win chance is than every other's. */
static bool gap_at(const GameRules *g, const void *st, int depth, Move *best, int *chance,
                   int *gap) {
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    if (n < 2 || !search_at(g, st, depth, NULL, 0, best, chance)) return false;
    int others = 0;
    for (int i = 0; i < n; i++)
        if (moves[i] != *best) moves[others++] = moves[i];
    Move second;
    int second_chance;
    if (!search_at(g, st, depth, moves, others, &second, &second_chance)) return false;
    *gap = *chance - second_chance;
    return true;
}

bool ai_puzzle_clear_best(const GameRules *g, const void *st, Move *best, int *chance) {
    Move shallow;
    int gap, depth[2];
    ai_puzzle_best_depths(g, depth);
    if (!gap_at(g, st, depth[0], &shallow, chance, &gap) || gap < AI_PUZZLE_BEST_GAP) return false;
    return gap_at(g, st, depth[1], best, chance, &gap) && gap >= AI_PUZZLE_BEST_GAP &&
           *best == shallow;
}

bool ai_puzzle_best_margin(const GameRules *g, const void *st, int *gap) {
    int depth[2], chance;
    Move best;
    ai_puzzle_best_depths(g, depth);
    return gap_at(g, st, depth[1], &best, &chance, gap);
}

int ai_puzzle_best_difficulty(int length, const int *choices, int found_depth, int gap) {
    /* The forced win's rating (length, choices, depth found) and, since every other move is at
     * least AI_PUZZLE_BEST_GAP worse, how far the margin falls short of a whole 100 points: the
     * narrower it is, the more the second-best move looks as good. */
    int short_permille = 1000 - (gap < 1000 ? gap : 1000); /* 6 a point is 0.6 a permille */
    int rating =
        ai_puzzle_difficulty(length, choices, found_depth) + (6 * short_permille + 50) / 100 * 10;
    return rating > 3000 ? 3000 : rating;
}

bool ai_puzzle_best_line(const GameRules *g, const void *st, Move *line, int *count) {
    unsigned char pos[g->state_size];
    memcpy(pos, st, g->state_size);
    int me = g->to_move(st), depth[2];
    ai_puzzle_best_depths(g, depth);
    *count = 0;
    for (int step = 0; step < AI_PUZZLE_BEST_STEPS; step++) {
        Move m, reply;
        int chance;
        if (g->outcome(pos).kind != OUTCOME_ONGOING || g->to_move(pos) != me ||
            !ai_puzzle_clear_best(g, pos, &m, &chance))
            return false;
        line[(*count)++] = m;
        g->apply(pos, m);
        Outcome o = g->outcome(pos);
        if (o.kind != OUTCOME_ONGOING) return o.kind == OUTCOME_WIN && o.winner == me;
        if (chance >= AI_PUZZLE_BEST_CLEAR) return true;
        int other;
        if (step + 1 == AI_PUZZLE_BEST_STEPS ||
            !search_at(g, pos, depth[1], NULL, 0, &reply, &other))
            return false;
        line[(*count)++] = reply;
        g->apply(pos, reply);
    }
    return false;
}

bool ai_puzzle_best_prove(const GameRules *g, const GamePuzzle *puzzle, Error *err) {
    unsigned char st[g->state_size];
    if (!game_puzzle_state(g, puzzle, st, err)) return false;
    Move line[GAME_PUZZLE_MOVES_MAX];
    int count;
    if (!ai_puzzle_best_line(g, st, line, &count))
        return error_set(err, "no clearly best line from this position");
    for (int i = 0; i < count && i < puzzle->move_count; i++) {
        if (line[i] == puzzle->moves[i]) {
            g->apply(st, line[i]);
            continue;
        }
        char text[GAME_MOVE_TEXT_MAX];
        g->move_to_text(st, line[i], text, sizeof text);
        return error_set(err, "move %d is %s", i + 1, text);
    }
    if (count != puzzle->move_count)
        return error_set(err, "the line has %d moves, not %d", count, puzzle->move_count);
    return true;
}
