/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a room tells each recipient of each move, as it may know it: the move, what a side of a game
 * of hidden pieces is told of it, or "?" and the position as the recipient may know it. It is
 * worked out once, as the move is played, for the live traffic, and kept (RoomTold) for the
 * greetings of late comers and the reveals, so they tell the same and cost a copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_room_internal.h"

bool room_game_hides(const GameRules *g) {
    return g->observe || g->conceal || g->tell_side;
}

/* `st` as `who` may know it, into `out` (state_size bytes, `tmp` as many for spectators), in a
 * game that conceals a choice: what the rules give a side; for spectators, who may know neither
 * side's secret, what they give one side of what they give the other. */
static void known_state(const GameRules *g, const void *st, int who, void *out, void *tmp) {
    if (who != NET_ROLE_SPECTATOR) {
        game_position_for(g, st, who, out);
        return;
    }
    game_position_for(g, st, 0, tmp);
    game_position_for(g, tmp, 1, out);
}

bool room_tell_start(const GameRules *g, const void *st, int who, char *fen, size_t fen_n) {
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

bool room_tell_move(const GameRules *g, const void *before, const void *after, Move m, int who,
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

/* ---- What was told, kept ---- */

bool room_tell_everyone(const GameRules *g, const void *before, const void *after, Move m,
                        RoomToldMove *out) {
    out->mover = g->to_move(before);
    for (int who = 0; who < 3; who++) {
        bool position;
        if (!room_tell_move(g, before, after, m, who, out->told[who], sizeof out->told[who],
                            &position, out->position[who], sizeof out->position[who]))
            return false;
        if (!position)
            out->position[who][0] = '\0';
        else if (!out->position[who][0])
            snprintf(out->position[who], sizeof out->position[who], "%s", ROOM_TOLD_NO_TEXT);
    }
    out->truth[0] = '\0';
    if (room_game_hides(g) && !g->move_to_text(before, m, out->truth, sizeof out->truth))
        out->truth[0] = '\0';
    return true;
}

void room_tell_everyone_start(const GameRules *g, const void *st, RoomToldMove *out) {
    out->mover = 0;
    out->truth[0] = '\0';
    for (int who = 0; who < 3; who++) {
        out->told[who][0] = '\0';
        if (!room_tell_start(g, st, who, out->position[who], sizeof out->position[who]))
            out->position[who][0] = '\0';
        else if (!out->position[who][0])
            snprintf(out->position[who], sizeof out->position[who], "%s", ROOM_TOLD_NO_TEXT);
    }
}

void room_told_free(RoomTold *t) {
    free(t->text);
    free(t->at);
    memset(t, 0, sizeof *t);
}

void room_told_clear(RoomTold *t) {
    t->used = 0;
    t->count = 0;
    t->broken = false;
}

/* Room for `bytes` more text and one more record. The text grows by half, not double: a long
 * game's texts are most of its room's memory. */
static bool told_room_for(RoomTold *t, size_t bytes) {
    if (t->count == t->capacity) {
        int capacity = t->capacity ? 2 * t->capacity : 64;
        uint32_t *at = realloc(t->at, sizeof *at * (size_t)capacity);
        if (!at) return false;
        t->at = at;
        t->capacity = capacity;
    }
    if (t->used + bytes <= t->size) return true;
    size_t size = t->size ? t->size + t->size / 2 : 512;
    if (size < t->used + bytes) size = t->used + bytes;
    if (size > UINT32_MAX) return false;
    char *text = realloc(t->text, size);
    if (!text) return false;
    t->text = text;
    t->size = size;
    return true;
}

bool room_told_add(RoomTold *t, const RoomToldMove *m) {
    const char *told[4] = {m->told[0], m->told[1], m->told[2], m->truth};
    const char *position[4] = {m->position[0], m->position[1], m->position[2], ""};
    /* Each slot's text: the first slot before it with the same words, or a text of its own. */
    int entry[4], kept[4], entries = 0;
    size_t bytes = 2;
    for (int slot = 0; slot < 4; slot++) {
        entry[slot] = -1;
        for (int e = 0; e < entries && entry[slot] < 0; e++)
            if (strcmp(told[kept[e]], told[slot]) == 0 &&
                strcmp(position[kept[e]], position[slot]) == 0)
                entry[slot] = e;
        if (entry[slot] >= 0) continue;
        entry[slot] = entries;
        kept[entries++] = slot;
        bytes += strlen(told[slot]) + strlen(position[slot]) + 2;
    }
    if (t->broken || !told_room_for(t, bytes)) {
        t->broken = true;
        return false;
    }
    char *p = t->text + t->used;
    t->at[t->count++] = (uint32_t)t->used;
    *p++ = (char)m->mover;
    *p++ = (char)(entry[0] | entry[1] << 2 | entry[2] << 4 | entry[3] << 6);
    for (int e = 0; e < entries; e++) {
        size_t a = strlen(told[kept[e]]) + 1, b = strlen(position[kept[e]]) + 1;
        memcpy(p, told[kept[e]], a);
        memcpy(p + a, position[kept[e]], b);
        p += a + b;
    }
    t->used += bytes;
    return true;
}

bool room_told_get(const RoomTold *t, int index, int slot, int *mover, const char **told,
                   const char **position) {
    if (t->broken || index < 0 || index >= t->count || slot < 0 || slot > 3) return false;
    const char *p = t->text + t->at[index];
    *mover = p[0];
    int e = ((unsigned char)p[1] >> (2 * slot)) & 3;
    p += 2;
    for (; e > 0; e--) {
        p += strlen(p) + 1;
        p += strlen(p) + 1;
    }
    *told = p;
    *position = p + strlen(p) + 1;
    return true;
}

size_t room_told_memory(const RoomTold *t) {
    return t->size + sizeof *t->at * (size_t)t->capacity;
}

bool room_told_rebuild(RoomTold *t, const RoomGame *game, Error *err) {
    room_told_clear(t);
    GameLine line;
    if (!room_game_line(game, &line, err)) return false;
    RoomToldMove *m = malloc(sizeof *m);
    bool ok = m != NULL;
    if (ok) {
        room_tell_everyone_start(game->rules, game_line_state_at(&line, 0), m);
        ok = room_told_add(t, m);
    }
    for (int i = 0; ok && i < line.length; i++)
        ok = room_tell_everyone(game->rules, game_line_state_at(&line, i),
                                game_line_state_at(&line, i + 1), line.moves[i], m) &&
             room_told_add(t, m);
    free(m);
    game_line_free(&line);
    if (!ok) {
        t->broken = true;
        return error_set(err, "out of memory");
    }
    return true;
}
