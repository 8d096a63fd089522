/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helpers shared by the AI tests (see ai_support.h). */
#include "support/ai_support.h"

#include <stdlib.h>
#include <string.h>

bool support_win_within(const GameRules *g, const void *st, int depth, int me) {
    Outcome o = g->outcome(st);
    if (o.kind == OUTCOME_WIN) return o.winner == me;
    if (o.kind != OUTCOME_ONGOING || depth == 0) return false;
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    unsigned char *child = malloc(g->state_size);
    if (!moves || !child) abort();
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    bool mine = g->to_move(st) == me, result = !mine && n > 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, st, g->state_size);
        g->apply(child, moves[i]);
        bool w = support_win_within(g, child, depth - 1, me);
        if (mine && w) {
            result = true;
            break;
        }
        if (!mine && !w) {
            result = false;
            break;
        }
    }
    free(moves);
    free(child);
    return result;
}

bool support_is_legal(const GameLine *line, Move m) {
    Move moves[GAME_MOVES_MAX];
    if (game_line_moves(line, moves, GAME_MOVES_MAX) == 0) return false;
    return game_move_is_legal(line->rules, game_line_state(line), m);
}

char *support_capture(int (*command)(int, char **, FILE *), int argc, char **argv, int *status) {
    FILE *out = tmpfile();
    if (!out) return NULL;
    *status = command(argc, argv, out);
    long size = ftell(out);
    char *text = size >= 0 ? calloc((size_t)size + 1, 1) : NULL;
    rewind(out);
    if (text && fread(text, 1, (size_t)size, out) != (size_t)size) {
        free(text);
        text = NULL;
    }
    fclose(out);
    return text;
}

bool support_player_varies(const char *player, const GameLine *line, AiLimits base) {
    Move first = 0;
    for (uint64_t seed = 0; seed < 20; seed++) {
        base.seed = seed;
        Move m;
        Error err;
        if (!ai_choose_move(player, line, &base, NULL, NULL, &m, &err)) return false;
        if (seed == 0) first = m;
        if (m != first) return true;
    }
    return false;
}
