/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What each recipient of a room may know of each move: the move, what a side of a game of hidden
 * pieces is told of it, or "?" and the position as the recipient may know it. The same function
 * serves the live traffic and the greetings of late comers, so both tell the same. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_room_internal.h"

bool room_game_hides(const GameRules *g) {
    return g->observe || g->conceal || g->tell_side;
}

/* `st` as `who` may know it, into `out` (state_size bytes, `tmp` as many for spectators): the
 * rules' conceal for a side; both sides' in turn for spectators, who may know neither's. */
static void known_state(const GameRules *g, const void *st, int who, void *out, void *tmp) {
    if (who != NET_ROLE_SPECTATOR) {
        g->conceal(st, who, out);
        return;
    }
    g->conceal(st, 0, tmp);
    g->conceal(tmp, 1, out);
}

bool room_known_start(const GameRules *g, const void *st, int who, char *fen, size_t fen_n) {
    if (!g->conceal || g->tell_side) return false;
    size_t sz = g->state_size;
    unsigned char *buf = malloc(2 * sz);
    if (!buf) return false;
    known_state(g, st, who, buf, buf + sz);
    /* The start follows from the `start` line, which everyone gets; a position is needed only
     * where the rules hide part of it. */
    bool differs = memcmp(buf, st, sz) != 0;
    if (differs && !g->to_fen(buf, fen, fen_n)) fen[0] = '\0';
    free(buf);
    return differs;
}

/* Whether the mover had another legal move that ends in another true position that `who` would
 * know as the same one: then `who` cannot tell which move was made, and gets "?". Asked of the
 * moves open to the mover, not of what the state hides, so the answer is the same whatever the
 * mover's secret (a secret that happens to equal the rules' stand-in is not given away). */
static bool move_hidden(const GameRules *g, const void *before, const void *after,
                        const void *known_after, Move m, int who, unsigned char *alt,
                        unsigned char *alt_known, unsigned char *tmp) {
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    if (!moves) return true; /* out of memory: tell nothing */
    int count = g->gen_moves(before, moves, GAME_MOVES_MAX);
    size_t sz = g->state_size;
    bool hidden = false;
    for (int i = 0; i < count && !hidden; i++) {
        if (moves[i] == m) continue;
        memcpy(alt, before, sz);
        g->apply(alt, moves[i]);
        if (memcmp(alt, after, sz) == 0) continue; /* the same move in effect */
        known_state(g, alt, who, alt_known, tmp);
        hidden = memcmp(alt_known, known_after, sz) == 0;
    }
    free(moves);
    return hidden;
}

bool room_known_move(const GameRules *g, const void *before, const void *after, Move m, int who,
                     char *told, size_t told_n, bool *position, char *fen, size_t fen_n) {
    int mover = g->to_move(before);
    *position = false;
    fen[0] = '\0';
    if (g->tell_side) { /* hidden pieces: each side is told its own part; spectators wait */
        if (who == NET_ROLE_SPECTATOR) return snprintf(told, told_n, "?") > 0;
        if (!g->tell_side(before, m, who, told, told_n)) snprintf(told, told_n, "?");
        return true;
    }
    if (!g->move_to_text(before, m, told, told_n)) snprintf(told, told_n, "?");
    if (!g->conceal) return true; /* nothing hidden: the move itself */
    size_t sz = g->state_size;
    unsigned char *buf = malloc(6 * sz);
    if (!buf) return false;
    unsigned char *known_before = buf, *known_after = buf + sz, *applied = buf + 2 * sz;
    unsigned char *alt = buf + 3 * sz, *alt_known = buf + 4 * sz, *tmp = buf + 5 * sz;
    known_state(g, before, who, known_before, tmp);
    known_state(g, after, who, known_after, tmp);
    bool hidden =
        who != mover && move_hidden(g, before, after, known_after, m, who, alt, alt_known, tmp);
    if (hidden) snprintf(told, told_n, "?");
    /* The recipient plays what it was told on the position as it knew it; where that does not
     * give the position as it may know it now (a "?", or a choice revealed), the position
     * follows. Its position before the move was always the known one, by the same rule. */
    bool rebuilt = false;
    if (!hidden && game_move_is_legal(g, known_before, m)) {
        memcpy(applied, known_before, sz);
        g->apply(applied, m);
        rebuilt = memcmp(applied, known_after, sz) == 0;
    }
    if (!rebuilt) {
        *position = true;
        if (!g->to_fen(known_after, fen, fen_n)) fen[0] = '\0';
    }
    free(buf);
    return true;
}
