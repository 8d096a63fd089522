/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The history of one game: states, moves and hashes, with undo, redo and repetition counting. */
#include "rules/game_line.h"

#include <stdlib.h>
#include <string.h>

static bool ensure_capacity(GameLine *line, int needed, Error *err) {
    if (needed <= line->capacity) return true;
    int cap = line->capacity ? line->capacity * 2 : 64;
    while (cap < needed) cap *= 2;
    size_t sz = line->rules->state_size;
    unsigned char *states = realloc(line->states, sz * (size_t)(cap + 1));
    if (!states) return error_set(err, "out of memory");
    line->states = states;
    Move *moves = realloc(line->moves, sizeof(Move) * (size_t)cap);
    if (!moves) return error_set(err, "out of memory");
    line->moves = moves;
    uint64_t *hashes = realloc(line->hashes, sizeof(uint64_t) * (size_t)(cap + 1));
    if (!hashes) return error_set(err, "out of memory");
    line->hashes = hashes;
    line->capacity = cap;
    return true;
}

static bool line_init(GameLine *line, const GameRules *rules, Error *err) {
    memset(line, 0, sizeof *line);
    line->rules = rules;
    game_options_init(&line->options);
    return ensure_capacity(line, 1, err);
}

bool game_line_start(GameLine *line, const GameRules *rules, const GameOptions *opt,
                     uint64_t default_seed, Error *err) {
    uint64_t seed;
    if (!game_options_get_seed(opt, default_seed, &seed, err)) return false;
    if (!line_init(line, rules, err)) return false;
    line->options = *opt;
    line->seed = seed;
    if (!rules->setup(line->states, opt, seed, err)) {
        game_line_free(line);
        return false;
    }
    line->hashes[0] = rules->hash(line->states);
    return true;
}

bool game_line_start_fen(GameLine *line, const GameRules *rules, const char *fen, Error *err) {
    if (strlen(fen) >= GAME_FEN_MAX) return error_set(err, "position text is too long");
    if (!line_init(line, rules, err)) return false;
    if (!rules->from_fen(line->states, fen, err)) {
        game_line_free(line);
        return false;
    }
    line->from_fen = true;
    strcpy(line->start_fen, fen);
    line->hashes[0] = rules->hash(line->states);
    return true;
}

void game_line_free(GameLine *line) {
    free(line->states);
    free(line->moves);
    free(line->hashes);
    line->states = NULL;
    line->moves = NULL;
    line->hashes = NULL;
    line->capacity = 0;
    line->length = 0;
    line->stored = 0;
}

bool game_line_copy(GameLine *dst, const GameLine *src, Error *err) {
    if (!line_init(dst, src->rules, err)) return false;
    if (!ensure_capacity(dst, src->length + 1, err)) {
        game_line_free(dst);
        return false;
    }
    unsigned char *states = dst->states;
    Move *moves = dst->moves;
    uint64_t *hashes = dst->hashes;
    int capacity = dst->capacity;
    *dst = *src;
    dst->states = states;
    dst->moves = moves;
    dst->hashes = hashes;
    dst->capacity = capacity;
    dst->stored = src->length;
    size_t sz = src->rules->state_size;
    memcpy(dst->states, src->states, sz * (size_t)(src->length + 1));
    memcpy(dst->moves, src->moves, sizeof(Move) * (size_t)src->length);
    memcpy(dst->hashes, src->hashes, sizeof(uint64_t) * (size_t)(src->length + 1));
    return true;
}

const void *game_line_state_at(const GameLine *line, int index) {
    return line->states + line->rules->state_size * (size_t)index;
}

const void *game_line_state(const GameLine *line) {
    return game_line_state_at(line, line->length);
}

bool game_line_last_marked_for(const GameLine *line, int side, void *scratch) {
    if (line->length == 0) return false;
    const GameRules *g = line->rules;
    int mover = g->to_move(game_line_state_at(line, line->length - 1));
    return game_move_marked_for(g, game_line_state(line), mover, side, scratch);
}

bool game_line_play(GameLine *line, Move m, Error *err) {
    Move again;
    if (game_line_redo_move(line, &again) && again == m) return game_line_redo(line);
    if (!ensure_capacity(line, line->length + 1, err)) return false;
    size_t sz = line->rules->state_size;
    unsigned char *next = line->states + sz * (size_t)(line->length + 1);
    memcpy(next, next - sz, sz);
    line->rules->apply(next, m);
    line->moves[line->length] = m;
    line->length++;
    line->stored = line->length;
    line->hashes[line->length] = line->rules->hash(next);
    return true;
}

bool game_line_play_text(GameLine *line, const char *text, Error *err) {
    Outcome o = game_line_outcome(line);
    if (o.kind != OUTCOME_ONGOING) return error_set(err, "the game is over");
    Move m;
    if (!line->rules->move_from_text(game_line_state(line), text, &m, err)) return false;
    return game_line_play(line, m, err);
}

bool game_line_undo(GameLine *line) {
    if (line->length == 0) return false;
    line->length--;
    return true;
}

/* The states, moves and hashes past `length` stay as they were stored, so playing the next
 * undone move again is moving `length` forward. */
bool game_line_redo(GameLine *line) {
    if (line->length >= line->stored) return false;
    line->length++;
    return true;
}

int game_line_redo_count(const GameLine *line) {
    return line->stored - line->length;
}

bool game_line_redo_move(const GameLine *line, Move *m) {
    if (line->length >= line->stored) return false;
    *m = line->moves[line->length];
    return true;
}

void game_line_reset(GameLine *line) {
    line->length = 0;
    line->stored = 0;
}

int game_line_repetitions(const GameLine *line) {
    return game_repetitions(line->hashes, line->length);
}

Outcome game_line_outcome(const GameLine *line) {
    return game_outcome_after(line->rules, game_line_state(line), line->hashes, line->length);
}

int game_line_moves(const GameLine *line, Move *out, int cap) {
    if (game_line_outcome(line).kind != OUTCOME_ONGOING) return 0;
    return line->rules->gen_moves(game_line_state(line), out, cap);
}
