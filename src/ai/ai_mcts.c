/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Monte Carlo tree search with evaluation: UCB1 selection over results in 0..1, one child added
 * per iteration (the game's tactical moves first), and the new leaf scored by the game's
 * evaluation turned into a win chance by a logistic curve, after an optional few random plies,
 * instead of a random playout to the end. A solver marks proven wins and losses, so forced lines
 * are played exactly and a proven win ends the search. */
#include "ai/ai_mcts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
#include "ai/ai_eval.h"
#include "core/rng.h"

#define NODES_MAX (1 << 21)

typedef struct Node {
    Move move;        /* the move that led here */
    int32_t parent;   /* -1 at the root */
    int32_t first;    /* first child slot, -1 until expanded */
    int32_t children; /* slots once expanded */
    int32_t tried;    /* children already in the tree (they lie first..first+tried) */
    uint32_t visits;
    double wins;   /* results from the perspective of the player who made `move` */
    int8_t mover;  /* that player */
    int8_t proven; /* +1: a forced win for `mover`, -1: a forced loss, 0: not known */
} Node;

typedef struct Mcts {
    const GameRules *g;
    const AiEval *eval;
    const AiMctsParams *p;
    Node *nodes;
    Move *pending;     /* the untried moves of an expanded node, in its child slots */
    int32_t *priority; /* their tactical priority, highest tried first */
    int32_t count, capacity;
    Move *moves;
    unsigned char *scratch; /* the state of a playout */
    Rng rng;
    double scale, exploration, draw_for_root;
    int root_player;
} Mcts;

/* The evaluation from the perspective of the player to move, as that player's chance to win. */
static double win_chance(const Mcts *m, int score) {
    return 1.0 / (1.0 + exp(-(double)score / m->scale));
}

/* An ended game's result for player 0. Draws are worth a little less to the root player when
 * there is contempt, so the search plays on for a win. */
static double terminal_result(const Mcts *m, Outcome o) {
    if (o.kind == OUTCOME_WIN) return o.winner == 0 ? 1.0 : 0.0;
    return m->root_player == 0 ? m->draw_for_root : 1.0 - m->draw_for_root;
}

/* The value of an ongoing leaf for player 0: a few random plies, then the evaluation. */
static double leaf_result(Mcts *m, const void *st) {
    const GameRules *g = m->g;
    const void *at = st;
    if (m->p->playout_plies > 0) {
        memcpy(m->scratch, st, g->state_size);
        for (int ply = 0; ply < m->p->playout_plies; ply++) {
            int n = g->gen_moves(m->scratch, m->moves, GAME_MOVES_MAX);
            if (n == 0) break;
            g->apply(m->scratch, m->moves[rng_below(&m->rng, (uint64_t)n)]);
            Outcome o = g->outcome(m->scratch);
            if (o.kind != OUTCOME_ONGOING) return terminal_result(m, o);
        }
        at = m->scratch;
    }
    double chance = win_chance(m, m->eval->evaluate(g, at));
    return g->to_move(at) == 0 ? chance : 1.0 - chance;
}

/* A node just proven: decide its ancestors where that settles them. A win for the player to
 * move settles the parent at once; a loss only once every move there is a proven loss. */
static void propagate(Mcts *m, int32_t c) {
    while (c > 0) {
        const Node *child = &m->nodes[c];
        Node *parent = &m->nodes[child->parent];
        int side = child->mover; /* the player to move at the parent */
        if (child->proven > 0) {
            parent->proven = parent->mover == side ? 1 : -1;
        } else if (child->proven < 0) {
            if (parent->tried < parent->children) return;
            for (int32_t i = parent->first; i < parent->first + parent->tried; i++)
                if (m->nodes[i].proven >= 0) return;
            parent->proven = parent->mover == side ? -1 : 1;
        } else {
            return;
        }
        c = child->parent;
    }
}

/* Lists the moves of `node` into its child slots; false when the tree is full. */
static bool expand(Mcts *m, int32_t node, const void *st, const Move *listed, int listed_n) {
    const GameRules *g = m->g;
    int n = listed ? listed_n : g->gen_moves(st, m->moves, GAME_MOVES_MAX);
    if (m->count + n > m->capacity) return false;
    const Move *src = listed ? listed : m->moves;
    Node *parent = &m->nodes[node];
    parent->first = m->count;
    parent->children = n;
    parent->tried = 0;
    for (int i = 0; i < n; i++) {
        int32_t slot = m->count + i;
        m->pending[slot] = src[i];
        m->priority[slot] = m->eval->noisy ? m->eval->noisy(g, st, src[i]) : 0;
    }
    /* Shuffled by the seed, so equal priorities are tried in a seeded order. */
    for (int i = n - 1; i > 0; i--) {
        int32_t a = m->count + i, b = m->count + (int32_t)rng_below(&m->rng, (uint64_t)i + 1);
        Move tm = m->pending[a];
        int32_t tp = m->priority[a];
        m->pending[a] = m->pending[b];
        m->priority[a] = m->priority[b];
        m->pending[b] = tm;
        m->priority[b] = tp;
    }
    m->count += n;
    return true;
}

/* Adds the untried move of highest priority as a child and returns its slot. */
static int32_t add_child(Mcts *m, int32_t node, int mover) {
    Node *parent = &m->nodes[node];
    int32_t at = parent->first + parent->tried, end = parent->first + parent->children;
    int32_t pick = at;
    for (int32_t i = at + 1; i < end; i++)
        if (m->priority[i] > m->priority[pick]) pick = i;
    Move mv = m->pending[pick];
    int32_t pr = m->priority[pick];
    m->pending[pick] = m->pending[at];
    m->priority[pick] = m->priority[at];
    m->pending[at] = mv;
    m->priority[at] = pr;
    Node *ch = &m->nodes[at];
    memset(ch, 0, sizeof *ch);
    ch->move = mv;
    ch->parent = node;
    ch->first = -1;
    ch->mover = (int8_t)mover;
    parent->tried++;
    return at;
}

/* UCB1 among the tried children, leaving out proven losses while anything else remains. */
static int32_t select_child(const Mcts *m, const Node *n) {
    double log_n = log((double)n->visits);
    int32_t best = -1;
    double best_ucb = -1;
    bool skip_lost = false;
    for (int32_t c = n->first; c < n->first + n->tried; c++)
        if (m->nodes[c].proven >= 0) skip_lost = true;
    for (int32_t c = n->first; c < n->first + n->tried; c++) {
        const Node *ch = &m->nodes[c];
        if (skip_lost && ch->proven < 0) continue;
        double ucb = ch->wins / ch->visits + m->exploration * sqrt(log_n / ch->visits);
        if (ucb > best_ucb) {
            best_ucb = ucb;
            best = c;
        }
    }
    return best;
}

/* The root move to play: a proven win, else the most visited move not proven lost. */
static int32_t best_root_child(const Mcts *m) {
    const Node *root = &m->nodes[0];
    int32_t best = -1;
    for (int32_t c = root->first; c < root->first + root->tried; c++)
        if (m->nodes[c].proven > 0) return c;
    for (int pass = 0; pass < 2 && best < 0; pass++)
        for (int32_t c = root->first; c < root->first + root->tried; c++) {
            const Node *ch = &m->nodes[c];
            if (pass == 0 && ch->proven < 0) continue;
            if (best < 0 || ch->visits > m->nodes[best].visits) best = c;
        }
    return best;
}

static void report(const Mcts *m, AiInfoCallback on_info, void *context, int64_t start,
                   uint64_t iterations, AiMctsResult *result) {
    int depth = 0;
    AiInfo info;
    memset(&info, 0, sizeof info);
    for (int32_t node = best_root_child(m); node >= 0 && depth < 64;) {
        info.pv[depth++] = m->nodes[node].move;
        const Node *n = &m->nodes[node];
        int32_t next = -1;
        for (int32_t c = n->first; n->first >= 0 && c < n->first + n->tried; c++)
            if (next < 0 || m->nodes[c].visits > m->nodes[next].visits) next = c;
        node = next;
    }
    result->depth = depth;
    if (!on_info) return;
    info.depth = depth;
    info.pv_length = depth;
    double v = result->value;
    if (result->proven)
        info.score = result->proven > 0 ? AI_SCORE_WIN - depth : -(AI_SCORE_WIN - depth);
    else
        info.score = v <= 0.0001   ? -AI_SCORE_WIN_MIN
                     : v >= 0.9999 ? AI_SCORE_WIN_MIN
                                   : (int)lround(m->scale * log(v / (1.0 - v)));
    info.nodes = iterations;
    int64_t us = monotonic_us() - start;
    info.nps = us > 0 ? iterations * 1000000 / (uint64_t)us : 0;
    on_info(&info, context);
}

static void mcts_free(Mcts *m) {
    free(m->nodes);
    free(m->pending);
    free(m->priority);
    free(m->moves);
    free(m->scratch);
}

bool ai_mcts(const GameLine *line, const AiMctsParams *params, AiInfoCallback on_info,
             void *context, AiMctsResult *result, Error *err) {
    memset(result, 0, sizeof *result);
    const GameRules *g = line->rules;
    Move root_moves[GAME_MOVES_MAX];
    int root_n = game_line_moves(line, root_moves, GAME_MOVES_MAX);
    if (root_n == 0) return error_set(err, "no legal move in this position");
    AiBudget budget = ai_playout_budget(params->movetime_ms, params->iterations);
    int64_t start = budget.start, hard = budget.hard;
    uint64_t limit = budget.limit;

    Mcts m;
    memset(&m, 0, sizeof m);
    m.g = g;
    m.eval = ai_eval_for(g);
    m.p = params;
    m.capacity = NODES_MAX;
    m.nodes = malloc(sizeof(Node) * (size_t)m.capacity);
    m.pending = malloc(sizeof(Move) * (size_t)m.capacity);
    m.priority = malloc(sizeof(int32_t) * (size_t)m.capacity);
    m.moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    m.scratch = malloc(g->state_size);
    unsigned char *st = malloc(g->state_size);
    if (!m.nodes || !m.pending || !m.priority || !m.moves || !m.scratch || !st) {
        mcts_free(&m);
        free(st);
        return error_set(err, "out of memory for the search");
    }
    m.scale = params->eval_scale > 0 ? params->eval_scale : AI_MCTS_EVAL_SCALE;
    m.exploration = params->exploration > 0 ? params->exploration : AI_MCTS_EXPLORATION;
    m.draw_for_root = win_chance(&m, -params->contempt);
    rng_seed(&m.rng, params->seed ^ line->hashes[line->length]);
    const void *root_state = game_line_state(line);
    m.root_player = g->to_move(root_state);

    Node *root = &m.nodes[0];
    memset(root, 0, sizeof *root);
    root->parent = -1;
    root->first = -1;
    root->mover = (int8_t)(1 - m.root_player);
    m.count = 1;
    expand(&m, 0, root_state, root_moves, root_n);

    uint64_t done = 0;
    while (!m.nodes[0].proven) {
        if (limit && done >= limit) break;
        if (params->stop && atomic_load_explicit(params->stop, memory_order_relaxed)) break;
        if (hard && monotonic_us() - start >= hard) break;
        memcpy(st, root_state, g->state_size);
        int32_t node = 0;
        /* Selection: down through nodes whose moves are all in the tree. */
        for (;;) {
            const Node *n = &m.nodes[node];
            if (n->proven || n->first < 0 || n->children == 0 || n->tried < n->children) break;
            node = select_child(&m, n);
            g->apply(st, m.nodes[node].move);
        }
        double r0; /* the result for player 0 */
        Node *n = &m.nodes[node];
        if (n->proven) {
            r0 = (n->proven > 0) == (n->mover == 0) ? 1.0 : 0.0;
        } else {
            Outcome o = g->outcome(st);
            if (o.kind == OUTCOME_ONGOING) {
                /* Expansion: one new child per visit, the highest priority first. */
                if (n->first < 0) expand(&m, node, st, NULL, 0);
                n = &m.nodes[node];
                if (n->first >= 0 && n->tried < n->children) {
                    node = add_child(&m, node, g->to_move(st));
                    g->apply(st, m.nodes[node].move);
                    o = g->outcome(st);
                }
            }
            if (o.kind == OUTCOME_ONGOING) {
                r0 = leaf_result(&m, st);
            } else {
                r0 = terminal_result(&m, o);
                Node *leaf = &m.nodes[node];
                if (o.kind == OUTCOME_WIN && node > 0) {
                    leaf->proven = (int8_t)(o.winner == leaf->mover ? 1 : -1);
                    propagate(&m, node);
                }
            }
        }
        for (int32_t b = node; b >= 0; b = m.nodes[b].parent) {
            Node *x = &m.nodes[b];
            x->visits++;
            x->wins += x->mover == 0 ? r0 : 1.0 - r0;
        }
        done++;
    }

    int32_t best = best_root_child(&m);
    result->best = root_moves[0];
    if (best >= 0) {
        const Node *b = &m.nodes[best];
        result->best = b->move;
        result->value = b->visits ? b->wins / b->visits : 0.5;
        result->proven = b->proven;
        if (b->proven) result->value = b->proven > 0 ? 1.0 : 0.0;
    }
    result->iterations = done;
    report(&m, on_info, context, start, done, result);
    mcts_free(&m);
    free(st);
    return true;
}
