/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The puzzle prover: an AND-OR search for forced wins within a number of the solver's moves,
 * with a transposition table of proven bounds and the solved endgames where they reach. */
#include "ai/ai_puzzle.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_eval.h"
#include "ai/ai_puzzle_best.h"

/* Plies of the deepest proof: a win in GAME_PUZZLE_WIN_MAX and the calls around it. */
#define PLY_MAX (2 * GAME_PUZZLE_WIN_MAX + 4)
#define NONE 0xff

/* What is proven of one position, for its mover: wins within win_le moves, does not win within
 * nowin_ge, loses within lose_le of the other side's moves, does not lose within nolose_ge (NONE
 * or 0 where nothing is known). `escape` is a move that refuted a loss before, tried first. */
typedef struct Entry {
    uint64_t key;
    Move escape;
    uint8_t win_le, nowin_ge, lose_le, nolose_ge;
} Entry;

struct AiPuzzleProver {
    const GameRules *g;
    const AiEval *eval;
    const AiEndgameTable *table;
    Entry *entries;
    size_t mask;
    uint64_t nodes;
    unsigned char *states; /* one state a ply */
    Move *moves;           /* GAME_MOVES_MAX a ply */
    int *order;            /* GAME_MOVES_MAX a ply */
};

#define STATE(p, ply) ((void *)((p)->states + (size_t)(ply) * (p)->g->state_size))
#define MOVES(p, ply) ((p)->moves + (size_t)(ply)*GAME_MOVES_MAX)
#define ORDER(p, ply) ((p)->order + (size_t)(ply)*GAME_MOVES_MAX)

AiPuzzleProver *ai_puzzle_prover_new(const GameRules *g, const AiEndgameTable *table,
                                     size_t megabytes) {
    AiPuzzleProver *p = calloc(1, sizeof *p);
    if (!p) return NULL;
    size_t count = 1;
    size_t bytes = (megabytes ? megabytes : 16) << 20;
    while (count * 2 * sizeof(Entry) <= bytes) count *= 2;
    p->g = g;
    p->eval = ai_eval_for(g);
    p->table = table;
    p->mask = count - 1;
    p->entries = calloc(count, sizeof(Entry));
    p->states = malloc((size_t)(PLY_MAX + 1) * g->state_size);
    p->moves = malloc((size_t)(PLY_MAX + 1) * GAME_MOVES_MAX * sizeof(Move));
    p->order = malloc((size_t)(PLY_MAX + 1) * GAME_MOVES_MAX * sizeof(int));
    if (!p->entries || !p->states || !p->moves || !p->order) {
        ai_puzzle_prover_free(p);
        return NULL;
    }
    return p;
}

void ai_puzzle_prover_free(AiPuzzleProver *p) {
    if (!p) return;
    free(p->entries);
    free(p->states);
    free(p->moves);
    free(p->order);
    free(p);
}

uint64_t ai_puzzle_prover_nodes(const AiPuzzleProver *p) {
    return p->nodes;
}

/* The entry of `key`, emptied when another position held its place. */
static Entry *entry_for(AiPuzzleProver *p, uint64_t key) {
    Entry *e = &p->entries[key & p->mask];
    if (e->key != key) *e = (Entry){.key = key};
    return e;
}

static const Entry *entry_find(const AiPuzzleProver *p, uint64_t key) {
    const Entry *e = &p->entries[key & p->mask];
    return e->key == key ? e : NULL;
}

/* The moves of the position at `ply` in the order to try them: `first` (when listed), then the
 * tactical ones by their priority, then the rest in the game's order. Returns how many. */
static int ordered_moves(AiPuzzleProver *p, int ply, Move first) {
    const void *st = STATE(p, ply);
    Move *moves = MOVES(p, ply);
    int *order = ORDER(p, ply);
    int n = p->g->gen_moves(st, moves, GAME_MOVES_MAX);
    int priority[GAME_MOVES_MAX];
    for (int i = 0; i < n; i++) {
        order[i] = i;
        priority[i] = moves[i] == first ? 1 << 30
                      : p->eval->noisy  ? p->eval->noisy(p->g, st, moves[i])
                                        : 0;
    }
    for (int i = 1; i < n; i++) { /* insertion sort: stable, and lists are short */
        int v = order[i], j = i;
        while (j > 0 && priority[order[j - 1]] < priority[v]) {
            order[j] = order[j - 1];
            j--;
        }
        order[j] = v;
    }
    return n;
}

/* The child of the position at `ply` by `m`, into ply + 1, and its outcome. */
static Outcome play(AiPuzzleProver *p, int ply, Move m) {
    memcpy(STATE(p, ply + 1), STATE(p, ply), p->g->state_size);
    p->g->apply(STATE(p, ply + 1), m);
    p->nodes++;
    return p->g->outcome(STATE(p, ply + 1));
}

static bool mover_loses(AiPuzzleProver *p, int ply, int k);

/* Whether the mover at `ply` wins within k of its moves. */
static bool mover_wins(AiPuzzleProver *p, int ply, int k) {
    const GameRules *g = p->g;
    const void *st = STATE(p, ply);
    int plies;
    if (p->table && ai_endgame_probe(p->table, st, &plies)) return plies > 0 && plies <= 2 * k - 1;
    uint64_t key = g->hash(st);
    const Entry *known = entry_find(p, key);
    if (known && known->win_le && known->win_le <= k) return true;
    if (known && known->nowin_ge >= k) return false;
    int me = g->to_move(st);
    int n = ordered_moves(p, ply, 0);
    Move *moves = MOVES(p, ply);
    int *order = ORDER(p, ply);
    bool won = false;
    for (int i = 0; i < n && !won; i++) {
        Outcome o = play(p, ply, moves[order[i]]);
        won = o.kind == OUTCOME_WIN && o.winner == me;
    }
    if (!won && k > 1 && ply < PLY_MAX - 1)
        for (int i = 0; i < n && !won; i++) {
            Outcome o = play(p, ply, moves[order[i]]);
            if (o.kind != OUTCOME_ONGOING) continue;
            bool again = g->to_move(STATE(p, ply + 1)) == me;
            won = again ? mover_wins(p, ply + 1, k - 1) : mover_loses(p, ply + 1, k - 1);
        }
    Entry *e = entry_for(p, key);
    if (won && (!e->win_le || e->win_le > k)) e->win_le = (uint8_t)k;
    if (!won && e->nowin_ge < k) e->nowin_ge = (uint8_t)k;
    return won;
}

/* Whether the mover at `ply` loses within k of the other side's moves, whatever it does. */
static bool mover_loses(AiPuzzleProver *p, int ply, int k) {
    const GameRules *g = p->g;
    const void *st = STATE(p, ply);
    int plies;
    if (p->table && ai_endgame_probe(p->table, st, &plies)) return plies < 0 && -plies <= 2 * k;
    uint64_t key = g->hash(st);
    const Entry *known = entry_find(p, key);
    if (known && known->lose_le && known->lose_le <= k) return true;
    if (known && known->nolose_ge >= k) return false;
    int me = g->to_move(st);
    int n = ordered_moves(p, ply, known ? known->escape : 0);
    Move *moves = MOVES(p, ply);
    int *order = ORDER(p, ply);
    bool lost = n > 0;
    Move escape = 0;
    for (int i = 0; i < n && lost; i++) {
        Move m = moves[order[i]];
        Outcome o = play(p, ply, m);
        if (o.kind == OUTCOME_WIN && o.winner != me) continue;
        if (o.kind != OUTCOME_ONGOING) {
            lost = false;
        } else {
            bool again = g->to_move(STATE(p, ply + 1)) == me;
            lost = again ? mover_loses(p, ply + 1, k) : mover_wins(p, ply + 1, k);
        }
        if (!lost) escape = m;
    }
    Entry *e = entry_for(p, key);
    if (lost && (!e->lose_le || e->lose_le > k)) e->lose_le = (uint8_t)k;
    if (!lost) {
        if (e->nolose_ge < k) e->nolose_ge = (uint8_t)k;
        e->escape = escape;
    }
    return lost;
}

bool ai_puzzle_wins_within(AiPuzzleProver *p, const void *st, int k) {
    if (k < 1 || k > GAME_PUZZLE_WIN_MAX || p->g->outcome(st).kind != OUTCOME_ONGOING) return false;
    memcpy(STATE(p, 0), st, p->g->state_size);
    return mover_wins(p, 0, k);
}

int ai_puzzle_win_distance(AiPuzzleProver *p, const void *st, int most) {
    for (int k = 1; k <= most; k++)
        if (ai_puzzle_wins_within(p, st, k)) return k;
    return 0;
}

/* Whether the mover's move m in st, its first of k, wins within them. */
bool ai_puzzle_move_wins_within(AiPuzzleProver *p, const void *st, Move m, int k) {
    const GameRules *g = p->g;
    if (k < 1 || k > GAME_PUZZLE_WIN_MAX || !game_move_is_legal(g, st, m)) return false;
    int me = g->to_move(st);
    memcpy(STATE(p, 0), st, g->state_size);
    Outcome o = play(p, 0, m);
    if (o.kind != OUTCOME_ONGOING) return o.kind == OUTCOME_WIN && o.winner == me;
    if (k == 1) return false;
    return g->to_move(STATE(p, 1)) == me ? mover_wins(p, 1, k - 1) : mover_loses(p, 1, k - 1);
}

int ai_puzzle_winning_moves(AiPuzzleProver *p, const void *st, int k, Move *out, int cap) {
    Move moves[GAME_MOVES_MAX];
    int n = p->g->gen_moves(st, moves, GAME_MOVES_MAX), count = 0;
    for (int i = 0; i < n; i++)
        if (ai_puzzle_move_wins_within(p, st, moves[i], k)) {
            if (count < cap) out[count] = moves[i];
            count++;
        }
    return count;
}

/* The fewest moves the winner needs after the loser's reply m in st, where the winner wins
 * within k: 0 when the reply loses at once, -1 when it escapes. */
static int reply_distance(AiPuzzleProver *p, const void *st, Move m, int k) {
    const GameRules *g = p->g;
    unsigned char child[g->state_size];
    memcpy(child, st, g->state_size);
    g->apply(child, m);
    Outcome o = g->outcome(child);
    int loser = g->to_move(st);
    if (o.kind == OUTCOME_WIN && o.winner != loser) return 0;
    if (o.kind != OUTCOME_ONGOING) return -1;
    if (g->to_move(child) == loser) return -1; /* not searched: a defence that moves again */
    int d = ai_puzzle_win_distance(p, child, k);
    return d ? d : -1;
}

bool ai_puzzle_best_defence(AiPuzzleProver *p, const void *st, int k, Move *out) {
    Move moves[GAME_MOVES_MAX];
    int n = p->g->gen_moves(st, moves, GAME_MOVES_MAX), longest = -1;
    for (int i = 0; i < n; i++) {
        int d = reply_distance(p, st, moves[i], k);
        if (d < 0) return false; /* an escape: not lost within k */
        if (d > longest) {
            longest = d;
            *out = moves[i];
        }
    }
    return longest >= 0;
}

bool ai_puzzle_solution(AiPuzzleProver *p, const void *st, int k, Move *line, int *count) {
    const GameRules *g = p->g;
    unsigned char pos[g->state_size];
    memcpy(pos, st, g->state_size);
    int me = g->to_move(st);
    *count = 0;
    int left = ai_puzzle_win_distance(p, pos, k);
    if (!left) return false;
    while (*count < GAME_PUZZLE_MOVES_MAX) {
        Move moves[GAME_MOVES_MAX];
        int n = g->gen_moves(pos, moves, GAME_MOVES_MAX);
        /* The fastest win: some move wins within `left`, none within fewer (left is minimal). */
        int i = 0;
        while (i < n && !ai_puzzle_move_wins_within(p, pos, moves[i], left)) i++;
        if (i == n) return false;
        line[(*count)++] = moves[i];
        g->apply(pos, moves[i]);
        Outcome o = g->outcome(pos);
        if (o.kind == OUTCOME_WIN && o.winner == me) return true;
        if (o.kind != OUTCOME_ONGOING || left == 1) return false;
        Move reply = 0;
        if (!ai_puzzle_best_defence(p, pos, left - 1, &reply)) return false;
        line[(*count)++] = reply;
        g->apply(pos, reply);
        left = ai_puzzle_win_distance(p, pos, left - 1);
        if (!left) return false;
    }
    return false;
}

bool ai_puzzle_accepts(AiPuzzleProver *p, const GamePuzzle *puzzle, int made, const void *st,
                       Move m) {
    if (made == 0 || puzzle->goal == GAME_PUZZLE_BEST)
        return made < puzzle->length && m == puzzle->moves[2 * made];
    return made < puzzle->length && ai_puzzle_move_wins_within(p, st, m, puzzle->length - made);
}

bool ai_puzzle_prove(AiPuzzleProver *p, const GamePuzzle *puzzle, Error *err) {
    const GameRules *g = p->g;
    unsigned char st[g->state_size];
    char text[GAME_MOVE_TEXT_MAX];
    if (puzzle->goal == GAME_PUZZLE_BEST) return ai_puzzle_best_prove(g, puzzle, err);
    if (!game_puzzle_state(g, puzzle, st, err)) return false;
    int n = puzzle->length;
    int distance = ai_puzzle_win_distance(p, st, n);
    if (distance != n)
        return distance ? error_set(err, "a win in %d, not %d", distance, n)
                        : error_set(err, "no win within %d", n);
    Move winning[GAME_MOVES_MAX];
    int count = ai_puzzle_winning_moves(p, st, n, winning, GAME_MOVES_MAX);
    if (count != 1) {
        g->move_to_text(st, winning[0] == puzzle->moves[0] ? winning[1] : winning[0], text,
                        sizeof text);
        return error_set(err, "%d first moves win within %d (%s too)", count, n, text);
    }
    if (winning[0] != puzzle->moves[0]) {
        g->move_to_text(st, winning[0], text, sizeof text);
        return error_set(err, "the winning first move is %s, not the solution's", text);
    }
    for (int i = 0; i + 1 < puzzle->move_count; i++) {
        /* The solver's moves left: this one counted on its turn, the next on the other's. */
        int left = i % 2 == 0 ? n - i / 2 : n - (i + 1) / 2;
        if (i % 2 == 0) {
            if (!ai_puzzle_move_wins_within(p, st, puzzle->moves[i], left)) {
                g->move_to_text(st, puzzle->moves[i], text, sizeof text);
                return error_set(err, "move %d %s does not win within %d", i + 1, text, left);
            }
        } else {
            Move best = 0;
            int wanted =
                ai_puzzle_best_defence(p, st, left, &best) ? reply_distance(p, st, best, left) : -1;
            if (wanted < 0 || reply_distance(p, st, puzzle->moves[i], left) != wanted) {
                g->move_to_text(st, puzzle->moves[i], text, sizeof text);
                return error_set(err, "move %d %s is not a best defence", i + 1, text);
            }
        }
        g->apply(st, puzzle->moves[i]);
    }
    return true;
}

int ai_puzzle_difficulty(int length, const int *choices, int found_depth) {
    /* Each of the solver's steps is a choice among its moves, the first counting double (it must
     * be the one move); a first move that Master's search settles on only deep is one a person
     * needs long to see. */
    double bits = 0;
    for (int i = 0; i < length; i++)
        bits += (i == 0 ? 2.0 : 1.0) * log2(choices[i] > 1 ? choices[i] : 1);
    double rating = 400 + 150 * length + 18 * bits + 40 * found_depth;
    if (rating < 400) rating = 400;
    if (rating > 3000) rating = 3000;
    return (int)lround(rating / 10) * 10;
}
