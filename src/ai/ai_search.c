/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The alpha-beta search: negamax with PVS, a transposition table, killers and history, late
 * move reductions, quiescence on the game's tactical moves, aspiration windows and iterative
 * deepening under time, node and depth limits and a stop flag; on the clock, helper threads
 * search the same position and share the table (lazy SMP). States are copied, not undone: the
 * interface offers plain structs and `apply` only. */
#include "ai/ai_search.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_helpers.h"
#include "ai/ai_time.h"
#include "ai/ai_order.h"
#include "ai/ai_tt.h"
#include "core/rng.h"

#define QUIESCENCE_MAX 8 /* tactical plies past the horizon */
#define ASPIRATION_DEPTH 5
#define ASPIRATION_WINDOW 30
#define LMR_DIVISOR 2.0
#define FUTILITY_DEPTH 3
#define FUTILITY_MARGIN 120

typedef struct Search {
    const GameRules *g;
    const AiEval *eval;
    size_t state_size;
    AiTt tt;
    AiOrdering order;
    unsigned char *states; /* one per ply */
    Move *moves;           /* GAME_MOVES_MAX per ply */
    int *scores;
    uint64_t *path; /* hashes of the game so far, then of the search path */
    int path_base;  /* index of the root in `path` */
    bool has_repetition_rule;

    uint64_t nodes, node_limit;
    uint64_t ticks; /* calls of should_stop: the clock is read on every 64th */
    int64_t start_us, hard_us;
    const atomic_bool *stop;
    const atomic_bool *ponder;
    bool pondering; /* no clock yet: see AiSearchParams.ponder */
    bool aborted;

    Move pv[AI_MAX_PLY + 1][AI_MAX_PLY + 1];
    int pv_length[AI_MAX_PLY + 1];

    /* Root moves and what the last root search learnt about each. */
    int root_count;
    Move *root_moves;
    int *root_values;
    Move *final_moves; /* the root as the last complete iteration left it */
    int *final_values;
    int margin;
    int contempt, root_player;
    bool endgame_exact_only; /* AiSearchParams.endgame_exact_only */
    Move root_improved; /* a move that beat the first in the running iteration, or AI_NO_MOVE */
    int8_t reductions[64][64]; /* late move reductions by depth and move number */
    int iteration_depth;       /* of the running iteration: extensions stay within twice it */
    AiEndgameTable *endgame;   /* held while searching; NULL without one */
    bool helper; /* a helper's search: its table and solved endgames are the main search's */
} Search;

#define STATE(s, ply) ((void *)((s)->states + (size_t)(ply) * (s)->state_size))
#define MOVES(s, ply) ((s)->moves + (size_t)(ply)*GAME_MOVES_MAX)
#define SCORES(s, ply) ((s)->scores + (size_t)(ply)*GAME_MOVES_MAX)

/* Whether the search still ponders; the first time it learns it no longer does, the move time
 * starts. */
static bool still_pondering(Search *s) {
    if (!s->pondering) return false;
    if (atomic_load_explicit(s->ponder, memory_order_relaxed)) return true;
    s->pondering = false;
    s->start_us = monotonic_us();
    return false;
}

static bool should_stop(Search *s) {
    if (s->aborted) return true;
    if (s->node_limit && s->nodes >= s->node_limit) return s->aborted = true;
    if (s->stop && atomic_load_explicit(s->stop, memory_order_relaxed)) return s->aborted = true;
    if ((++s->ticks & 63) != 0 || still_pondering(s)) return false;
    if (s->hard_us && monotonic_us() - s->start_us >= s->hard_us) return s->aborted = true;
    return false;
}

/* A draw is worth a little less than nothing to the searching side, so it plays on for a win
 * against a weaker opponent instead of taking the first forced draw. A later draw is worth a
 * little more than an earlier one (up to half the contempt): between lines that all draw
 * against best play, the longest leaves the opponent the most chances to go wrong. */
static int draw_score(const Search *s, int me, int ply) {
    int later = ply < s->contempt / 2 ? ply : s->contempt / 2;
    int v = -s->contempt + (s->contempt > 0 ? later : 0);
    return me == s->root_player ? v : -v;
}

/* Wins nearer the root score higher, so the search takes the fastest win and the slowest loss. */
static int terminal_score(const Search *s, Outcome o, int me, int ply) {
    if (o.kind != OUTCOME_WIN) return draw_score(s, me, ply);
    return o.winner == me ? AI_SCORE_WIN - ply : -(AI_SCORE_WIN - ply);
}

/* Win scores are stored relative to the node, so a TT hit elsewhere in the tree stays right. */
static int score_to_tt(int score, int ply) {
    if (score > AI_SCORE_WIN_MIN) return score + ply;
    if (score < -AI_SCORE_WIN_MIN) return score - ply;
    return score;
}
static int score_from_tt(int score, int ply) {
    if (score > AI_SCORE_WIN_MIN) return score - ply;
    if (score < -AI_SCORE_WIN_MIN) return score + ply;
    return score;
}

/* A position seen before on this path or in the game: the game's repetition outcome if it has
 * one (a draw, or Gunzi's scored end), else 0 since going round a cycle gains nothing. Returns
 * false when the position is new. */
static bool repetition_score(Search *s, int ply, uint64_t hash, const void *st, int *score) {
    int here = s->path_base + ply;
    for (int i = here - 1; i >= 0; i--) {
        if (s->path[i] != hash) continue;
        *score = draw_score(s, s->g->to_move(st), ply);
        if (s->has_repetition_rule) {
            Outcome o = s->g->repetition_outcome(st);
            if (o.kind == OUTCOME_WIN) *score = terminal_score(s, o, s->g->to_move(st), ply);
        }
        return true;
    }
    return false;
}

enum { TABLE_WIN = AI_SCORE_WIN_MIN - 1000, TABLE_EVAL_MAX = 900 };

/* A position the solved endgames cover: its exact result, scored as the same result found by
 * searching would be. */
static bool endgame_score(Search *s, int ply, const void *st, int *score) {
    int plies;
    if (!s->endgame || !ai_endgame_probe(s->endgame, st, &plies)) return false;
    if (abs(plies) == AI_ENDGAME_WIN_UNTIMED) {
        if (s->endgame_exact_only) return false;
        /* Won or lost, how soon unknown: above every evaluation and below every forced result,
         * with the evaluation's material so that the winner converts. */
        int v = s->eval->evaluate(s->g, st);
        v = v > TABLE_EVAL_MAX ? TABLE_EVAL_MAX : v < -TABLE_EVAL_MAX ? -TABLE_EVAL_MAX : v;
        *score = (plies > 0 ? TABLE_WIN : -TABLE_WIN) + v;
        s->nodes++;
        return true;
    }
    if (plies > 0)
        *score = AI_SCORE_WIN - (ply + plies);
    else if (plies < 0)
        *score = -(AI_SCORE_WIN - (ply - plies));
    else
        *score = draw_score(s, s->g->to_move(st), ply);
    s->nodes++;
    return true;
}

static int evaluate(Search *s, const void *st) {
    int v = s->eval->evaluate(s->g, st);
    if (v > AI_SCORE_WIN_MIN - 1) v = AI_SCORE_WIN_MIN - 1;
    if (v < -(AI_SCORE_WIN_MIN - 1)) v = -(AI_SCORE_WIN_MIN - 1);
    return v;
}

static void update_pv(Search *s, int ply, Move m) {
    s->pv[ply][ply] = m;
    int child_length = s->pv_length[ply + 1];
    for (int i = ply + 1; i < child_length; i++) s->pv[ply][i] = s->pv[ply + 1][i];
    s->pv_length[ply] = child_length > ply + 1 ? child_length : ply + 1;
}

static int search_node(Search *s, int ply, int depth, int alpha, int beta, bool pv_node);
static int quiesce(Search *s, int ply, int alpha, int beta, int qdepth);

/* The child at ply+1 scored from the parent's perspective. Most games alternate, but a game may
 * give the same player another move; then the window is not negated. */
static int child_value(Search *s, int ply, int depth, int alpha, int beta, bool pv_node,
                       bool same_side) {
    if (same_side) return search_node(s, ply + 1, depth, alpha, beta, pv_node);
    return -search_node(s, ply + 1, depth, -beta, -alpha, pv_node);
}

static int child_quiesce(Search *s, int ply, int alpha, int beta, int qdepth, bool same_side) {
    if (same_side) return quiesce(s, ply + 1, alpha, beta, qdepth);
    return -quiesce(s, ply + 1, -beta, -alpha, qdepth);
}

static int quiesce(Search *s, int ply, int alpha, int beta, int qdepth) {
    s->pv_length[ply] = ply;
    if (should_stop(s)) return 0;
    s->nodes++;
    const GameRules *g = s->g;
    const void *st = STATE(s, ply);
    int me = g->to_move(st);
    Outcome o = g->outcome(st);
    if (o.kind != OUTCOME_ONGOING) return terminal_score(s, o, me, ply);
    int solved;
    if (endgame_score(s, ply, st, &solved)) return solved;
    int best = evaluate(s, st);
    if (!s->eval->noisy || ply >= AI_MAX_PLY - 1 || qdepth >= QUIESCENCE_MAX) return best;
    if (best >= beta) return best;
    if (best > alpha) alpha = best;
    Move *moves = MOVES(s, ply);
    int *scores = SCORES(s, ply);
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    int count = 0;
    for (int i = 0; i < n; i++) {
        int p = s->eval->noisy(s->g, st, moves[i]);
        if (p > 0) {
            moves[count] = moves[i];
            scores[count++] = p;
        }
    }
    for (int i = 0; i < count; i++) {
        Move m = ai_order_next(moves, scores, count, i);
        void *child = STATE(s, ply + 1);
        memcpy(child, st, s->state_size);
        g->apply(child, m);
        int score = child_quiesce(s, ply, alpha, beta, qdepth + 1, g->to_move(child) == me);
        if (s->aborted) return 0;
        if (score > best) {
            best = score;
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static int search_node(Search *s, int ply, int depth, int alpha, int beta, bool pv_node) {
    s->pv_length[ply] = ply;
    const GameRules *g = s->g;
    const void *st = STATE(s, ply);
    int me = g->to_move(st);
    Outcome o = g->outcome(st);
    if (o.kind != OUTCOME_ONGOING) {
        s->nodes++;
        return terminal_score(s, o, me, ply);
    }
    uint64_t hash = g->hash(st);
    int rep;
    if (repetition_score(s, ply, hash, st, &rep)) {
        s->nodes++;
        return rep;
    }
    if (endgame_score(s, ply, st, &rep)) return rep;
    /* A threat that ends the game next move is answered a ply further, at the horizon too. */
    if (s->eval->threatened && ply < 2 * s->iteration_depth && ply < AI_MAX_PLY - 2 &&
        s->eval->threatened(g, st))
        depth++;
    if (depth <= 0 || ply >= AI_MAX_PLY - 1) return quiesce(s, ply, alpha, beta, 0);
    if (should_stop(s)) return 0;
    s->nodes++;
    s->path[s->path_base + ply] = hash;

    Move tt_move = AI_NO_MOVE;
    AiTtEntry e;
    if (ai_tt_probe(&s->tt, hash, &e)) {
        tt_move = e.move;
        if (!pv_node && e.depth >= depth) {
            int v = score_from_tt(e.score, ply);
            if (e.bound == AI_BOUND_EXACT || (e.bound == AI_BOUND_LOWER && v >= beta) ||
                (e.bound == AI_BOUND_UPPER && v <= alpha))
                return v;
        }
    }

    /* Reverse futility: near the horizon, a position already far above beta is not searched,
     * as the opponent is unlikely to win all that back in the plies left. */
    if (!pv_node && depth <= FUTILITY_DEPTH && beta < AI_SCORE_WIN_MIN &&
        beta > -AI_SCORE_WIN_MIN) {
        int v = evaluate(s, st);
        if (v - FUTILITY_MARGIN * depth >= beta) return v;
    }

    Move *moves = MOVES(s, ply);
    int *scores = SCORES(s, ply);
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    if (n == 0) return 0; /* an ongoing game always has a move; be safe if one has not */
    ai_order_score(&s->order, s->eval, s->g, st, me, ply, tt_move, moves, n, scores);

    int best = -AI_SCORE_INFINITE, original_alpha = alpha;
    Move best_move = AI_NO_MOVE;
    for (int i = 0; i < n; i++) {
        Move m = ai_order_next(moves, scores, n, i);
        /* The ordering asked the game already, except for the table's move. */
        bool quiet = scores[i] == AI_ORDER_TT ? !(s->eval->noisy && s->eval->noisy(s->g, st, m) > 0)
                                              : scores[i] < AI_ORDER_NOISY;
        bool killer = quiet && ai_order_is_killer(&s->order, ply, m);
        void *child = STATE(s, ply + 1);
        memcpy(child, st, s->state_size);
        g->apply(child, m);
        ai_tt_prefetch(&s->tt, g->hash(child));
        bool same = g->to_move(child) == me;
        int score;
        if (i == 0) {
            score = child_value(s, ply, depth - 1, alpha, beta, pv_node, same);
        } else {
            /* Late quiet moves rarely matter: look at them less deeply first. */
            int reduction = 0;
            if (depth >= 3 && i >= 3 && quiet && !killer) {
                reduction = s->reductions[depth < 63 ? depth : 63][i < 63 ? i : 63];
                if (reduction > depth - 2) reduction = depth - 2;
            }
            score = child_value(s, ply, depth - 1 - reduction, alpha, alpha + 1, false, same);
            if (score > alpha && reduction)
                score = child_value(s, ply, depth - 1, alpha, alpha + 1, false, same);
            if (score > alpha && score < beta && pv_node)
                score = child_value(s, ply, depth - 1, alpha, beta, true, same);
        }
        if (s->aborted) return 0;
        if (score > best) {
            best = score;
            best_move = m;
            if (score > alpha) {
                alpha = score;
                update_pv(s, ply, m);
                if (alpha >= beta) {
                    if (quiet) {
                        ai_order_cutoff(&s->order, m, me, ply, depth);
                        for (int j = 0; j < i; j++)
                            if (scores[j] < AI_ORDER_KILLER)
                                ai_order_failed(&s->order, moves[j], me, depth);
                    }
                    break;
                }
            }
        }
    }
    AiBound bound = best >= beta            ? AI_BOUND_LOWER
                    : best > original_alpha ? AI_BOUND_EXACT
                                            : AI_BOUND_UPPER;
    ai_tt_store(&s->tt, hash, best_move, score_to_tt(best, ply), depth, bound);
    return best;
}

/* Moves root move `m` to the front (keeping the others' order) with its value. */
static void root_promote(Search *s, Move m) {
    int i = 0;
    while (i < s->root_count && s->root_moves[i] != m) i++;
    if (i == s->root_count) return;
    int v = s->root_values[i];
    memmove(s->root_moves + 1, s->root_moves, (size_t)i * sizeof *s->root_moves);
    memmove(s->root_values + 1, s->root_values, (size_t)i * sizeof *s->root_values);
    s->root_moves[0] = m;
    s->root_values[0] = v;
}

/* Sorts root moves by value, best first; stable, so equal moves keep the seeded order. */
static void root_sort(Search *s) {
    for (int i = 1; i < s->root_count; i++) {
        int j = i;
        while (j > 0 && s->root_values[j - 1] < s->root_values[i]) j--;
        if (j != i) {
            Move m = s->root_moves[i];
            int v = s->root_values[i];
            memmove(s->root_moves + j + 1, s->root_moves + j,
                    (size_t)(i - j) * sizeof *s->root_moves);
            memmove(s->root_values + j + 1, s->root_values + j,
                    (size_t)(i - j) * sizeof *s->root_values);
            s->root_moves[j] = m;
            s->root_values[j] = v;
        }
    }
}

/* One iteration at the root. With a margin, every move that may lie within it of the best is
 * searched with a window wide enough to give its exact value. */
static int search_root(Search *s, int depth, int alpha, int beta, Move *best_move) {
    const GameRules *g = s->g;
    const void *st = STATE(s, 0);
    int me = g->to_move(st);
    s->pv_length[0] = 0;
    s->nodes++;
    s->root_improved = AI_NO_MOVE;
    int best = -AI_SCORE_INFINITE;
    for (int i = 0; i < s->root_count; i++) {
        Move m = s->root_moves[i];
        void *child = STATE(s, 1);
        memcpy(child, st, s->state_size);
        g->apply(child, m);
        bool same = g->to_move(child) == me;
        int score;
        if (i == 0) {
            score = child_value(s, 0, depth - 1, alpha, beta, true, same);
        } else {
            int low = alpha;
            if (s->margin > 0 && best - s->margin - 1 < low) low = best - s->margin - 1;
            score = child_value(s, 0, depth - 1, low, low + 1, false, same);
            if (score > low && score < beta)
                score = child_value(s, 0, depth - 1, low, beta, true, same);
        }
        if (s->aborted) return best;
        s->root_values[i] = score;
        if (score > best) {
            best = score;
            *best_move = m;
            if (score > alpha) {
                alpha = score;
                update_pv(s, 0, m);
                if (i > 0) s->root_improved = m;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

static void report(Search *s, AiInfoCallback on_info, void *context, int depth, int score) {
    if (!on_info) return;
    AiInfo info;
    memset(&info, 0, sizeof info);
    info.depth = depth;
    info.score = score;
    info.nodes = s->nodes;
    int64_t us = monotonic_us() - s->start_us;
    info.nps = us > 0 ? s->nodes * 1000000 / (uint64_t)us : 0;
    int length = s->pv_length[0] < 64 ? s->pv_length[0] : 64;
    for (int i = 0; i < length; i++) info.pv[i] = s->pv[0][i];
    info.pv_length = length;
    on_info(&info, context);
}

/* Picks among root moves within the margin of the best, better ones more likely. */
static Move choose_candidate(Search *s, int best, Rng *rng, int *candidates) {
    const Move *moves = s->final_moves;
    const int *values = s->final_values;
    /* A forced result is played out straight: the fastest win, the longest defence. */
    if (best >= AI_SCORE_WIN_MIN || best <= -AI_SCORE_WIN_MIN) {
        *candidates = 1;
        return moves[0];
    }
    int floor = best - s->margin;
    if (floor <= -AI_SCORE_WIN_MIN) floor = -AI_SCORE_WIN_MIN + 1; /* never a lost move */
    uint64_t total = 0;
    int count = 0;
    for (int i = 0; i < s->root_count; i++)
        if (values[i] >= floor) {
            total += (uint64_t)(values[i] - floor + 1);
            count++;
        }
    *candidates = count;
    if (count <= 1) return moves[0];
    uint64_t pick = rng_below(rng, total);
    for (int i = 0; i < s->root_count; i++) {
        if (values[i] < floor) continue;
        uint64_t w = (uint64_t)(values[i] - floor + 1);
        if (pick < w) return moves[i];
        pick -= w;
    }
    return moves[0];
}

static void search_free(Search *s) {
    if (!s->helper) {
        ai_endgame_release(s->endgame);
        ai_tt_free(&s->tt);
    }
    free(s->states);
    free(s->moves);
    free(s->scores);
    free(s->path);
    free(s->root_moves);
    free(s->root_values);
    free(s->final_moves);
    free(s->final_values);
    free(s);
}

/* Whose results the search's table holds, so that the same player's next search starts from
 * them (a position two plies on was mostly searched a move ago): the game, the side searching and
 * its contempt, since draws are scored for that side. 0, a table of its own, for a search that
 * must be reproducible (a node or depth limit) and in a game with hidden information, where a
 * table shared across searches could carry what one side may know into another's. */
static uint64_t table_owner(const GameRules *g, int side, const AiSearchParams *p) {
    if (p->nodes || p->depth || g->observe || g->conceal) return 0;
    return rng_mix64((uint64_t)(uintptr_t)g ^ (uint64_t)side << 56 ^
                     (uint64_t)(uint32_t)p->contempt << 24) |
           1;
}

/* A search of the position of `line`; for a helper (`main` not NULL), one that shares the main
 * search's table, solved endgames and root moves and has no limit but its stop flag. */
static Search *search_new(const GameLine *line, const AiSearchParams *p, const Search *main) {
    Search *s = calloc(1, sizeof *s);
    if (!s) return NULL;
    s->g = line->rules;
    s->eval = ai_eval_for(line->rules);
    s->state_size = line->rules->state_size;
    s->has_repetition_rule = line->rules->repetition_outcome != NULL;
    s->states = malloc(s->state_size * (AI_MAX_PLY + 2));
    s->moves = malloc(sizeof(Move) * GAME_MOVES_MAX * (AI_MAX_PLY + 1));
    s->scores = malloc(sizeof(int) * GAME_MOVES_MAX * (AI_MAX_PLY + 1));
    s->path = malloc(sizeof(uint64_t) * (size_t)(line->length + AI_MAX_PLY + 2));
    s->root_moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    s->root_values = malloc(sizeof(int) * GAME_MOVES_MAX);
    s->final_moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    s->final_values = malloc(sizeof(int) * GAME_MOVES_MAX);
    s->root_player = line->rules->to_move(game_line_state(line));
    s->helper = main != NULL;
    if (main) s->tt = main->tt;
    bool ok = s->states && s->moves && s->scores && s->path && s->root_moves && s->root_values &&
              s->final_moves && s->final_values &&
              (main || ai_tt_init(&s->tt, p->tt_megabytes ? p->tt_megabytes : 16,
                                  table_owner(s->g, s->root_player, p)));
    if (!ok) {
        search_free(s);
        return NULL;
    }
    memcpy(s->states, game_line_state(line), s->state_size);
    memcpy(s->path, line->hashes, sizeof(uint64_t) * (size_t)(line->length + 1));
    s->path_base = line->length;
    ai_order_clear(&s->order);
    for (int d = 0; d < 64; d++)
        for (int i = 0; i < 64; i++)
            s->reductions[d][i] =
                (int8_t)(d && i ? 0.5 + log((double)d) * log((double)i) / LMR_DIVISOR : 0);
    s->node_limit = p->nodes;
    s->stop = p->stop;
    s->ponder = p->ponder;
    s->pondering = p->ponder && atomic_load(p->ponder);
    s->margin = p->margin > 0 ? p->margin : 0;
    s->contempt = p->contempt;
    s->endgame_exact_only = p->endgame_exact_only;
    if (main) {
        s->endgame = main->endgame;
        s->root_count = main->root_count;
        memcpy(s->root_moves, main->root_moves, sizeof(Move) * (size_t)main->root_count);
        memcpy(s->root_values, main->root_values, sizeof(int) * (size_t)main->root_count);
        s->path[s->path_base] = line->hashes[line->length];
        return s;
    }
    s->hard_us = ai_time_hard_us(p->movetime_ms);
    if (p->endgame_tables && p->endgame_cache) {
        ai_endgame_prepare(p->endgame_cache, s->g, s->states);
        s->endgame = ai_endgame_acquire(p->endgame_cache, s->g, s->states);
    }
    return s;
}

/* One iteration at `depth`, in an aspiration window round the last iteration's score that widens
 * on a fail. Leaves the root sorted by value with the iteration's best move first, and returns
 * its score (meaningless when the search was stopped). */
static int iterate(Search *s, int depth, int last_score, Move *best_move) {
    s->iteration_depth = depth;
    int alpha = -AI_SCORE_INFINITE, beta = AI_SCORE_INFINITE, window = ASPIRATION_WINDOW;
    if (depth >= ASPIRATION_DEPTH && s->margin == 0 && abs(last_score) < AI_SCORE_WIN_MIN) {
        alpha = last_score - window;
        beta = last_score + window;
    }
    *best_move = s->root_moves[0];
    int score;
    for (;;) {
        score = search_root(s, depth, alpha, beta, best_move);
        if (s->aborted) return score;
        if (score <= alpha && alpha > -AI_SCORE_INFINITE) {
            window *= 4;
            alpha = score - window < -AI_SCORE_WIN_MIN ? -AI_SCORE_INFINITE : score - window;
        } else if (score >= beta && beta < AI_SCORE_INFINITE) {
            window *= 4;
            beta = score + window > AI_SCORE_WIN_MIN ? AI_SCORE_INFINITE : score + window;
            /* Keep the move that failed high first for the re-search. */
            root_promote(s, *best_move);
        } else {
            break;
        }
    }
    root_sort(s);
    /* The sort keeps the best first unless values tie: make sure it leads. */
    root_promote(s, *best_move);
    return score;
}

/* The helpers of one search on several cores. Each deepens its own copy of the root and shares
 * only the table, a ply ahead of the main search on even ones so that they fill the table for
 * its next iteration rather than repeat its current one; the main search alone decides the move.
 */
typedef struct Helpers {
    Search *searches[AI_HELPERS_MAX];
    int count;
    int max_depth;
    atomic_bool stop;
} Helpers;

static void helper_task(void *arg, int index) {
    Helpers *h = arg;
    Search *s = h->searches[index];
    int score = 0;
    for (int depth = 1 + (index % 2 == 0); depth <= h->max_depth; depth++) {
        Move move;
        int v = iterate(s, depth, score, &move);
        if (s->aborted) return;
        score = v;
        if (score > AI_SCORE_WIN_MIN || score < -AI_SCORE_WIN_MIN) return; /* decided */
    }
}

/* Starts the search's helpers: on the clock only (a search with a node or depth limit must be
 * reproducible, and a pondering one stays on its core), for the best move only (not a weaker
 * level's choice within a margin), and only when the parked helpers are free. */
static void start_helpers(Helpers *h, Search *main, const GameLine *line,
                          const AiSearchParams *params, int max_depth) {
    h->count = 0;
    h->max_depth = max_depth;
    atomic_init(&h->stop, false);
    int wanted = params->threads - 1;
    if (wanted > AI_HELPERS_MAX) wanted = AI_HELPERS_MAX;
    if (wanted <= 0 || params->nodes || params->depth || main->pondering || main->margin) return;
    while (h->count < wanted) {
        Search *helper = search_new(line, params, main);
        if (!helper) break;
        helper->stop = &h->stop;
        helper->ponder = NULL;
        helper->start_us = main->start_us;
        h->searches[h->count++] = helper;
    }
    int started = ai_helpers_run(h->count, helper_task, h);
    for (int i = started; i < h->count; i++) search_free(h->searches[i]);
    h->count = started;
}

/* Stops the helpers, waits for them and frees their searches; returns the nodes they visited. */
static uint64_t stop_helpers(Helpers *h) {
    if (h->count == 0) return 0;
    atomic_store(&h->stop, true);
    ai_helpers_wait();
    uint64_t nodes = 0;
    for (int i = 0; i < h->count; i++) {
        nodes += h->searches[i]->nodes;
        search_free(h->searches[i]);
    }
    return nodes;
}

/* Keeps the moves of `legal` that are in `only`, in their order; returns how many. */
static int keep_only(Move *legal, int n, const Move *only, int only_count) {
    int kept = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < only_count; j++)
            if (legal[i] == only[j]) {
                legal[kept++] = legal[i];
                break;
            }
    return kept;
}

bool ai_search(const GameLine *line, const AiSearchParams *params, AiInfoCallback on_info,
               void *context, AiSearchResult *result, Error *err) {
    memset(result, 0, sizeof *result);
    int64_t start = monotonic_us();
    Move legal[GAME_MOVES_MAX];
    int n = game_line_moves(line, legal, GAME_MOVES_MAX);
    if (params->only_moves) n = keep_only(legal, n, params->only_moves, params->only_move_count);
    if (n == 0) return error_set(err, "no legal move in this position");
    Search *s = search_new(line, params, NULL);
    if (!s) return error_set(err, "out of memory for the search");
    s->start_us = start;

    /* The seed shuffles the root moves; ordering is stable, so it decides between equals. */
    Rng rng;
    rng_seed(&rng, params->seed ^ line->hashes[line->length]);
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(&rng, (uint64_t)i + 1);
        Move t = legal[i];
        legal[i] = legal[j];
        legal[j] = t;
    }
    const void *root = STATE(s, 0);
    for (int i = 0; i < n; i++) {
        s->root_moves[i] = legal[i];
        s->root_values[i] = s->eval->noisy ? s->eval->noisy(s->g, root, legal[i]) : 0;
    }
    s->root_count = n;
    root_sort(s);
    s->path[s->path_base] = line->hashes[line->length];

    int max_depth =
        params->depth > 0 && params->depth < AI_MAX_PLY - 2 ? params->depth : AI_MAX_PLY - 2;
    Move best_move = s->root_moves[0];
    int best_score = 0, completed = 0;
    Move previous_best = AI_NO_MOVE;
    int previous_score = 0, stable = 0;
    Helpers helpers;
    start_helpers(&helpers, s, line, params, max_depth);
    for (int depth = 1; depth <= max_depth; depth++) {
        Move iteration_move;
        int score = iterate(s, depth, best_score, &iteration_move);
        if (s->aborted) {
            /* A move that beat the previous best inside the window of a partial iteration was
             * searched to the end: it is better at the new depth. Otherwise the last complete
             * iteration decides. */
            if (completed == 0)
                best_move = iteration_move;
            else if (s->root_improved != AI_NO_MOVE && s->margin == 0)
                best_move = s->root_improved;
            break;
        }
        completed = depth;
        best_move = iteration_move;
        best_score = score;
        memcpy(s->final_moves, s->root_moves, sizeof(Move) * (size_t)s->root_count);
        memcpy(s->final_values, s->root_values, sizeof(int) * (size_t)s->root_count);
        report(s, on_info, context, depth, score);
        if (score > AI_SCORE_WIN_MIN || score < -AI_SCORE_WIN_MIN) break; /* decided */
        AiTimeSignals signals = {
            .best_changed = completed > 1 && best_move != previous_best,
            .score_drop = completed > 1 && score < previous_score ? previous_score - score : 0,
            .stable = best_move == previous_best ? stable + 1 : 0};
        stable = signals.stable;
        previous_best = best_move;
        previous_score = score;
        if (still_pondering(s)) continue; /* no clock yet: deeper, until told or stopped */
        if (s->root_count == 1 && (params->movetime_ms || !params->depth)) break;
        if (!ai_time_may_deepen(params->movetime_ms, monotonic_us() - s->start_us, &signals)) break;
    }

    result->best = best_move;
    result->candidates = 1;
    if (s->margin > 0 && completed > 0) {
        Rng pick;
        rng_seed(&pick, rng_mix64(params->seed) ^ line->hashes[line->length]);
        result->best = choose_candidate(s, best_score, &pick, &result->candidates);
    }
    result->score = best_score;
    result->depth = completed;
    result->nodes = s->nodes;
    result->threads = 1 + helpers.count;
    result->nodes += stop_helpers(&helpers);
    result->elapsed_us = monotonic_us() - start;
    search_free(s);
    return true;
}
