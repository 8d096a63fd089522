/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The registry of games built from game_list.h, and generic helpers over the interface. */
#include "rules/game.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define GAME(name) extern const GameRules name##_rules;
#include "rules/game_list.h"
#undef GAME

static const GameRules *const all_games[] = {
#define GAME(name) &name##_rules,
#include "rules/game_list.h"
#undef GAME
};

int game_count(void) {
    return (int)(sizeof all_games / sizeof all_games[0]);
}

const GameRules *game_at(int index) {
    return index >= 0 && index < game_count() ? all_games[index] : NULL;
}

const GameRules *game_find(const char *id) {
    for (int i = 0; i < game_count(); i++)
        if (strcmp(all_games[i]->id, id) == 0) return all_games[i];
    return NULL;
}

int game_index_of(const GameRules *g) {
    for (int i = 0; i < game_count(); i++)
        if (game_at(i) == g) return i;
    return -1;
}

void game_id_list(char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < game_count() && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? " " : "", all_games[i]->id);
}

/* Each depth owns a slice of `moves` (GAME_MOVES_MAX entries) and of `states` (one state).
 * An ended game is a leaf that is not expanded: it counts once, however much depth remains. */
static uint64_t perft_recursive(const GameRules *g, const void *st, int depth, Move *moves,
                                unsigned char *states) {
    if (depth == 0 || g->outcome(st).kind != OUTCOME_ONGOING) return 1;
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    if (depth == 1) return (uint64_t)n;
    uint64_t total = 0;
    for (int i = 0; i < n; i++) {
        memcpy(states, st, g->state_size);
        g->apply(states, moves[i]);
        total +=
            perft_recursive(g, states, depth - 1, moves + GAME_MOVES_MAX, states + g->state_size);
    }
    return total;
}

uint64_t game_perft(const GameRules *g, const void *st, int depth) {
    if (depth <= 0) return 1;
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX * (size_t)depth);
    unsigned char *states = malloc(g->state_size * (size_t)depth);
    uint64_t total = moves && states ? perft_recursive(g, st, depth, moves, states) : 0;
    free(moves);
    free(states);
    return total;
}

bool game_move_is_legal(const GameRules *g, const void *st, Move m) {
    if (g->move_is_legal) return g->move_is_legal(st, m);
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        if (moves[i] == m) return true;
    return false;
}

bool game_find_move_by_text(const GameRules *g, const void *st, const char *text, Move *m) {
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    char buf[GAME_MOVE_TEXT_MAX];
    for (int i = 0; i < n; i++) {
        if (g->move_to_text(st, moves[i], buf, sizeof buf) && strcmp(buf, text) == 0) {
            *m = moves[i];
            return true;
        }
    }
    return false;
}

void game_outcome_text(const GameRules *g, const void *st, Outcome o, char *buf, size_t n) {
    game_status_text(g, o, o.kind == OUTCOME_ONGOING ? g->to_move(st) : -1, buf, n);
}

void game_describe_for(const GameRules *g, const void *st, int player, char *buf, size_t n) {
    if (g->observe && !g->describe_observation) {
        /* hidden information without a way to describe an observation: tell nothing */
        if (n) buf[0] = '\0';
        return;
    }
    void *known = g->observe || g->conceal ? malloc(game_position_size(g)) : NULL;
    if ((g->observe || g->conceal) && !known) {
        if (n) buf[0] = '\0';
        return;
    }
    const void *seen = game_position_for(g, st, player, known);
    if (g->observe)
        g->describe_observation(seen, buf, n);
    else
        g->describe(seen, buf, n);
    free(known);
}
