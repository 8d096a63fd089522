/* The player registry: dispatches a player name to its move chooser. */
#include "ai/ai_player.h"

#include <string.h>

#include "core/rng.h"

/* Uniformly random among the legal moves: the baseline every other player must beat. */
static bool choose_random(const GameLine *line, const AiLimits *limits, Move *out, Error *err) {
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    if (n == 0) return error_set(err, "no legal move in this position");
    Rng rng;
    rng_seed(&rng, limits->seed ^ line->hashes[line->length]);
    *out = moves[rng_below(&rng, (uint64_t)n)];
    return true;
}

const char *ai_player_names(void) {
    return "random";
}

bool ai_player_exists(const char *name) {
    return strcmp(name, "random") == 0;
}

bool ai_choose_move(const char *player, const GameLine *line, const AiLimits *limits,
                    AiInfoCallback on_info, void *context, Move *out, Error *err) {
    (void)on_info;
    (void)context;
    if (strcmp(player, "random") == 0) return choose_random(line, limits, out, err);
    return error_set(err, "unknown player '%s' (known: %s)", player, ai_player_names());
}
