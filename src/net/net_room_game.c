/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A room's game kept small: its options, seed, moves, their times and hashes, and only the
 * position now. A room may wait for days, so it does not keep every position as a GameLine
 * does (a Mortar Hunt position is kilobytes); the whole line is replayed from the moves for the
 * rare times it is needed (the record, and what was told of each move for a restored room). */
#include <stdlib.h>
#include <string.h>

#include "net/net_room_internal.h"

static bool room_for(RoomGame *game, int moves) {
    if (moves <= game->capacity) return true;
    int cap = game->capacity ? game->capacity : 16;
    while (cap < moves) cap *= 2;
    Move *m = realloc(game->moves, sizeof *m * (size_t)cap);
    if (!m) return false;
    game->moves = m;
    int64_t *ms = realloc(game->move_ms, sizeof *ms * (size_t)cap);
    if (!ms) return false;
    game->move_ms = ms;
    uint64_t *h = realloc(game->hashes, sizeof *h * (size_t)(cap + 1));
    if (!h) return false;
    game->hashes = h;
    game->capacity = cap;
    return true;
}

bool room_game_start(RoomGame *game, const GameRules *rules, const GameOptions *opts, uint64_t seed,
                     Error *err) {
    memset(game, 0, sizeof *game);
    game->rules = rules;
    game->options = *opts;
    game->seed = seed;
    game->state = malloc(rules->state_size);
    if (!game->state || !room_for(game, 1)) {
        room_game_free(game);
        return error_set(err, "out of memory");
    }
    if (!rules->setup(game->state, opts, seed, err)) {
        room_game_free(game);
        return false;
    }
    game->hashes[0] = rules->hash(game->state);
    return true;
}

void room_game_free(RoomGame *game) {
    free(game->state);
    free(game->moves);
    free(game->move_ms);
    free(game->hashes);
    memset(game, 0, sizeof *game);
}

bool room_game_play(RoomGame *game, Move m, int64_t ms) {
    if (!room_for(game, game->length + 1)) return false;
    game->rules->apply(game->state, m);
    game->moves[game->length] = m;
    game->move_ms[game->length] = ms;
    game->length++;
    game->hashes[game->length] = game->rules->hash(game->state);
    return true;
}

Outcome room_game_outcome(const RoomGame *game) {
    return game_outcome_after(game->rules, game->state, game->hashes, game->length);
}

bool room_game_line(const RoomGame *game, GameLine *line, Error *err) {
    if (!game_line_start(line, game->rules, &game->options, game->seed, err)) return false;
    for (int i = 0; i < game->length; i++)
        if (!game_line_play(line, game->moves[i], err)) {
            game_line_free(line);
            return false;
        }
    return true;
}

bool room_game_from_line(RoomGame *game, const GameLine *line, const int64_t *move_ms, int times,
                         Error *err) {
    memset(game, 0, sizeof *game);
    game->rules = line->rules;
    game->options = line->options;
    game->seed = line->seed;
    game->state = malloc(line->rules->state_size);
    if (!game->state || !room_for(game, line->length + 1)) {
        room_game_free(game);
        return error_set(err, "out of memory");
    }
    memcpy(game->state, game_line_state(line), line->rules->state_size);
    memcpy(game->moves, line->moves, sizeof *game->moves * (size_t)line->length);
    memcpy(game->hashes, line->hashes, sizeof *game->hashes * (size_t)(line->length + 1));
    for (int i = 0; i < line->length; i++) game->move_ms[i] = i < times ? move_ms[i] : -1;
    game->length = line->length;
    return true;
}

size_t room_game_memory(const RoomGame *game) {
    return game->rules->state_size + (size_t)game->capacity * (sizeof(Move) + sizeof(int64_t)) +
           (size_t)(game->capacity + 1) * sizeof(uint64_t);
}
