/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The interface's promises, checked on one position at a time. */
#include "rules/game_check.h"

#include <stdlib.h>
#include <string.h>

static bool check_move_text(const GameRules *g, const void *st, Move m, Error *err) {
    char text[GAME_MOVE_TEXT_MAX], again[GAME_MOVE_TEXT_MAX];
    if (!g->move_to_text(st, m, text, sizeof text))
        return error_set(err, "a legal move has no text");
    Move parsed;
    Error why;
    if (!g->move_from_text(st, text, &parsed, &why))
        return error_set(err, "legal move '%s' is refused: %s", text, why.message);
    if (parsed != m) return error_set(err, "'%s' parses to another move", text);
    if (!g->move_to_text(st, parsed, again, sizeof again) || strcmp(text, again) != 0)
        return error_set(err, "'%s' is written back as '%s'", text, again);
    return true;
}

static bool check_fen(const GameRules *g, const void *st, unsigned char *scratch, Error *err) {
    char fen[GAME_FEN_MAX], again[GAME_FEN_MAX];
    if (!g->to_fen(st, fen, sizeof fen)) return error_set(err, "the position has no one-line text");
    Error why;
    if (!g->from_fen(scratch, fen, &why))
        return error_set(err, "own position '%s' is refused: %s", fen, why.message);
    if (!g->to_fen(scratch, again, sizeof again) || strcmp(fen, again) != 0)
        return error_set(err, "position '%s' is read back as '%s'", fen, again);
    if (g->hash(scratch) != g->hash(st))
        return error_set(err, "position '%s' read back has another hash", fen);
    if (g->to_move(scratch) != g->to_move(st))
        return error_set(err, "position '%s' read back has another player to move", fen);
    return true;
}

bool game_check_position(const GameRules *g, const void *st, Move played, GameCheckDepth depth,
                         Error *err) {
    if (g->hash(st) != g->hash_recompute(st))
        return error_set(err, "the kept hash differs from a fresh computation");
    int mover = g->to_move(st);
    if (mover != 0 && mover != 1) return error_set(err, "player to move is %d", mover);
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    unsigned char *scratch = malloc(g->state_size * 2);
    if (!moves || !scratch) {
        free(moves);
        free(scratch);
        return error_set(err, "out of memory");
    }
    bool ok = check_fen(g, st, scratch, err);
    int n = ok ? g->gen_moves(st, moves, GAME_MOVES_MAX) : 0;
    Outcome o = g->outcome(st);
    if (ok && (n < 0 || n > GAME_MOVES_MAX)) ok = error_set(err, "%d legal moves", n);
    if (ok && (o.kind == OUTCOME_ONGOING) != (n > 0))
        ok = error_set(err, "%d legal moves but the game is %s", n,
                       o.kind == OUTCOME_ONGOING ? "going on" : "over");
    if (ok && o.kind == OUTCOME_WIN && o.winner != 0 && o.winner != 1)
        ok = error_set(err, "winner is %d", o.winner);
    if (ok && depth == GAME_CHECK_ALL) {
        for (int i = 0; ok && i < n; i++) {
            ok = check_move_text(g, st, moves[i], err);
            if (ok && g->move_is_legal && !g->move_is_legal(st, moves[i]))
                ok = error_set(err, "a listed move is not legal by move_is_legal");
            for (int j = i + 1; ok && j < n; j++)
                if (moves[i] == moves[j]) ok = error_set(err, "a move is listed twice");
        }
    } else if (ok && n > 0) {
        ok = check_move_text(g, st, played, err);
    }
    if (ok && n > 0) {
        /* apply works on its own copy: the position it came from is untouched. */
        memcpy(scratch, st, g->state_size);
        memcpy(scratch + g->state_size, st, g->state_size);
        g->apply(scratch + g->state_size, played);
        if (memcmp(scratch, st, g->state_size) != 0)
            ok = error_set(err, "apply changed the position it was not given");
    }
    free(moves);
    free(scratch);
    return ok;
}
