/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plain UCT: UCB1 selection (c = sqrt 2), one node added per playout, uniformly random playouts
 * to the end (or a draw after PLAYOUT_MAX plies), the result backed up from each mover's
 * perspective. */
#include "ai/ai_uct.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_time.h"
#include "core/rng.h"

#define PLAYOUT_MAX 300
#define UCT_C 1.41421356
#define NODES_MAX (1 << 21)

typedef struct Node {
    Move move;        /* the move that led here */
    int32_t parent;   /* -1 at the root */
    int32_t first;    /* first child, -1 until expanded */
    int32_t children; /* count once expanded */
    int32_t tried;    /* children already added to the tree (they lie first..first+tried) */
    uint32_t visits;
    double wins;  /* results from the perspective of the player who made `move` */
    int8_t mover; /* that player */
} Node;

typedef struct Tree {
    Node *nodes;
    int32_t count, capacity;
    Move *pending; /* untried moves of each expanded node, stored where its children will go */
} Tree;

/* A node for move `m` of `mover`, not yet expanded or visited. */
static void node_init(Node *n, Move m, int32_t parent, int mover) {
    n->move = m;
    n->parent = parent;
    n->first = -1;
    n->children = 0;
    n->tried = 0;
    n->visits = 0;
    n->wins = 0;
    n->mover = (int8_t)mover;
}

static int32_t new_node(Tree *t, Move m, int32_t parent, int mover) {
    if (t->count >= t->capacity) return -1;
    node_init(&t->nodes[t->count], m, parent, mover);
    return t->count++;
}

/* Result of an ended state from `player`'s perspective: 1 win, 0.5 draw, 0 loss. */
static double result_for(Outcome o, int player) {
    if (o.kind == OUTCOME_WIN) return o.winner == player ? 1.0 : 0.0;
    return 0.5;
}

bool ai_uct(const GameLine *line, const AiUctParams *params, AiInfoCallback on_info, void *context,
            AiUctResult *result, Error *err) {
    (void)on_info;
    (void)context;
    memset(result, 0, sizeof *result);
    const GameRules *g = line->rules;
    Move root_moves[GAME_MOVES_MAX];
    int root_n = game_line_moves(line, root_moves, GAME_MOVES_MAX);
    if (root_n == 0) return error_set(err, "no legal move in this position");
    AiBudget budget = ai_playout_budget(params->movetime_ms, params->playouts);
    int64_t start = budget.start, hard = budget.hard;
    uint64_t limit = budget.limit;

    Tree t = {0};
    t.capacity = NODES_MAX;
    t.nodes = malloc(sizeof(Node) * (size_t)t.capacity);
    t.pending = malloc(sizeof(Move) * (size_t)t.capacity);
    unsigned char *st = malloc(g->state_size);
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    if (!t.nodes || !t.pending || !st || !moves) {
        free(t.nodes);
        free(t.pending);
        free(st);
        free(moves);
        return error_set(err, "out of memory for the search");
    }
    Rng rng;
    rng_seed(&rng, params->seed ^ line->hashes[line->length]);
    const void *root_state = game_line_state(line);
    new_node(&t, 0, -1, 1 - g->to_move(root_state));

    uint64_t done = 0;
    for (;;) {
        if (limit && done >= limit) break;
        if (params->stop && atomic_load_explicit(params->stop, memory_order_relaxed)) break;
        if (hard && monotonic_us() - start >= hard) break; /* a playout costs far more */
        memcpy(st, root_state, g->state_size);
        int32_t node = 0;
        /* Selection: down through fully tried nodes by UCB1. */
        for (;;) {
            Node *n = &t.nodes[node];
            if (n->first < 0 || n->tried < n->children) break;
            if (n->children == 0) break;
            double log_n = log((double)n->visits);
            int32_t best = n->first;
            double best_ucb = -1;
            for (int32_t c = n->first; c < n->first + n->children; c++) {
                const Node *ch = &t.nodes[c];
                double ucb = ch->wins / ch->visits + UCT_C * sqrt(log_n / ch->visits);
                if (ucb > best_ucb) {
                    best_ucb = ucb;
                    best = c;
                }
            }
            g->apply(st, t.nodes[best].move);
            node = best;
        }
        /* Expansion: list the moves once, then add one untried child per visit. */
        Node *n = &t.nodes[node];
        if (g->outcome(st).kind == OUTCOME_ONGOING) {
            if (n->first < 0 && t.count + GAME_MOVES_MAX <= t.capacity) {
                int count = node == 0 ? root_n : g->gen_moves(st, moves, GAME_MOVES_MAX);
                const Move *src = node == 0 ? root_moves : moves;
                n->first = t.count;
                n->children = count;
                n->tried = 0;
                memcpy(t.pending + n->first, src, sizeof(Move) * (size_t)count);
                t.count += count; /* reserved; filled as they are tried */
            }
            if (n->first >= 0 && n->tried < n->children) {
                int32_t at = n->first + n->tried;
                int32_t pick = at + (int32_t)rng_below(&rng, (uint64_t)(n->children - n->tried));
                Move m = t.pending[pick];
                t.pending[pick] = t.pending[at];
                int mover = g->to_move(st);
                node_init(&t.nodes[at], m, node, mover);
                n->tried++;
                g->apply(st, m);
                node = at;
            }
        }
        /* Playout: random moves to the end; repetitions are not tracked, long games draw. */
        Outcome o = g->outcome(st);
        for (int ply = 0; o.kind == OUTCOME_ONGOING && ply < PLAYOUT_MAX; ply++) {
            int count = g->gen_moves(st, moves, GAME_MOVES_MAX);
            if (count == 0) break;
            g->apply(st, moves[rng_below(&rng, (uint64_t)count)]);
            o = g->outcome(st);
        }
        /* Backup. */
        for (int32_t b = node; b >= 0; b = t.nodes[b].parent) {
            t.nodes[b].visits++;
            t.nodes[b].wins += result_for(o, t.nodes[b].mover);
        }
        done++;
    }

    const Node *root = &t.nodes[0];
    result->best = root_moves[0];
    uint32_t most = 0;
    if (root->first >= 0)
        for (int32_t c = root->first; c < root->first + root->tried; c++)
            if (t.nodes[c].visits > most) {
                most = t.nodes[c].visits;
                result->best = t.nodes[c].move;
                result->value = t.nodes[c].wins / t.nodes[c].visits;
            }
    result->playouts = done;
    free(t.nodes);
    free(t.pending);
    free(st);
    free(moves);
    return true;
}
