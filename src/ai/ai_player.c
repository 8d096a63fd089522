/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player registry: dispatches a player name (a baseline or a level) to its move chooser. */
#include "ai/ai_player.h"

#include <stdlib.h>
#include <string.h>

#include "ai/ai_answer_by.h"
#include "ai/ai_eval.h"
#include "ai/ai_mcts.h"
#include "ai/ai_search.h"
#include "ai/ai_uct.h"
#include "core/rng.h"

/* Levels are parameters of the one search. Weaker levels see less deep and pick among the moves
 * within `margin` of the best, so they play sensible moves, just not always the best one. */
typedef struct AiLevel {
    const char *name;
    int64_t movetime_ms; /* when the caller gives no limit */
    int depth;           /* a cap, 0 for none */
    int margin;
    int contempt;        /* how much worse than even a draw looks: stronger levels play for a win */
    bool endgame_tables; /* plays solved endings perfectly (ai_endgame.h) */
    bool parallel;       /* searches on the threads the caller offers (AiLimits.threads) */
} AiLevel;

static const AiLevel levels[] = {
    {"beginner", 200, 1, 150, 0, false, false},
    {"casual", 400, 3, 60, 0, false, false},
    {"strong", 500, 6, 15, 20, false, false},
    {"master", 1000, 0, 0, AI_MASTER_CONTEMPT, true, true},
};
#define LEVEL_COUNT (int)(sizeof levels / sizeof levels[0])

static const AiLevel *find_level(const char *name) {
    for (int i = 0; i < LEVEL_COUNT; i++)
        if (strcmp(levels[i].name, name) == 0) return &levels[i];
    return NULL;
}

/* Uniformly random among the legal moves: the floor every other player must beat. */
static bool choose_random(const GameLine *line, const AiLimits *limits, Move *out, Error *err) {
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    if (n == 0) return error_set(err, "no legal move in this position");
    Rng rng;
    rng_seed(&rng, limits->seed ^ line->hashes[line->length]);
    *out = moves[rng_below(&rng, (uint64_t)n)];
    return true;
}

/* One ply: takes a win if there is one, else the move whose result evaluates best; equal moves
 * are chosen between by the seed. */
static bool choose_greedy(const GameLine *line, const AiLimits *limits, Move *out, Error *err) {
    const GameRules *g = line->rules;
    const AiEval *eval = ai_eval_for(g);
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(line, moves, GAME_MOVES_MAX);
    if (n == 0) return error_set(err, "no legal move in this position");
    const void *st = game_line_state(line);
    int me = g->to_move(st);
    unsigned char child[g->state_size];
    Rng rng;
    rng_seed(&rng, limits->seed ^ line->hashes[line->length]);
    int best = -AI_SCORE_INFINITE, ties = 0;
    for (int i = 0; i < n; i++) {
        memcpy(child, st, g->state_size);
        g->apply(child, moves[i]);
        Outcome o = g->outcome(child);
        int v;
        if (o.kind == OUTCOME_WIN)
            v = o.winner == me ? AI_SCORE_WIN : -AI_SCORE_WIN;
        else if (o.kind == OUTCOME_DRAW)
            v = 0;
        else
            v = g->to_move(child) == me ? eval->evaluate(g, child) : -eval->evaluate(g, child);
        if (v > best) {
            best = v;
            ties = 1;
            *out = moves[i];
        } else if (v == best && rng_below(&rng, (uint64_t)++ties) == 0) {
            *out = moves[i]; /* reservoir sampling: each tied move equally likely */
        }
    }
    return true;
}

/* A playout search's limits from the caller's: its time or count, else a second. */
static void playout_limits(const AiLimits *limits, int64_t *movetime_ms, uint64_t *count) {
    *movetime_ms = limits->movetime_ms;
    *count = limits->nodes;
    if (!*movetime_ms && !*count) *movetime_ms = 1000;
}

static bool choose_uct(const GameLine *line, const AiLimits *limits, AiInfoCallback on_info,
                       void *context, Move *out, Error *err) {
    AiUctParams p = {.seed = limits->seed, .stop = limits->stop};
    playout_limits(limits, &p.movetime_ms, &p.playouts);
    AiUctResult r;
    if (!ai_uct(line, &p, on_info, context, &r, err)) return false;
    *out = r.best;
    return true;
}

static bool choose_mcts(const GameLine *line, const AiLimits *limits, AiInfoCallback on_info,
                        void *context, Move *out, Error *err) {
    AiMctsParams p = {.seed = limits->seed, .stop = limits->stop};
    playout_limits(limits, &p.movetime_ms, &p.iterations);
    AiMctsResult r;
    if (!ai_mcts(line, &p, on_info, context, &r, err)) return false;
    *out = r.best;
    return true;
}

static bool choose_level(const AiLevel *level, const GameLine *line, const AiLimits *limits,
                         AiInfoCallback on_info, void *context, Move *out, Error *err) {
    AiSearchParams p = {0};
    p.movetime_ms = limits->movetime_ms;
    p.nodes = limits->nodes;
    p.depth = limits->depth;
    /* A node or depth limit alone asks for a reproducible search: no clock then. */
    if (!p.movetime_ms && !p.nodes && !p.depth) p.movetime_ms = level->movetime_ms;
    if (level->depth && (!p.depth || p.depth > level->depth)) p.depth = level->depth;
    p.seed = limits->seed;
    p.stop = limits->stop;
    p.ponder = limits->ponder;
    p.margin = level->margin;
    p.contempt = level->contempt;
    p.endgame_tables = level->endgame_tables;
    p.endgame_cache = limits->endgame_cache;
    p.endgame_exact_only = limits->endgame_exact_only;
    p.threads = level->parallel ? limits->threads : 1;
    p.only_moves = limits->only_moves;
    p.only_move_count = limits->only_move_count;
    AiSearchResult r;
    if (!ai_search(line, &p, on_info, context, &r, err)) return false;
    *out = r.best;
    return true;
}

void ai_player_prepare(AiEndgameCache *cache, const char *player, const GameLine *line, bool wait) {
    const AiLevel *level = find_level(player);
    if (!level || !level->endgame_tables || line->rules->observe) return;
    if (wait)
        ai_endgame_release(ai_endgame_wait(cache, line->rules, game_line_state(line)));
    else
        ai_endgame_prepare(cache, line->rules, game_line_state(line));
}

void ai_player_forget(AiEndgameCache *cache, const GameLine *line) {
    if (!line->rules->observe) ai_endgame_forget(cache, line->rules, game_line_state(line));
}

int64_t ai_player_move_time_ms(const char *player) {
    const AiLevel *level = find_level(player);
    if (level) return level->movetime_ms;
    int64_t movetime_ms = 0;
    uint64_t count = 0;
    if (strcmp(player, "uct") == 0 || strcmp(player, "mcts") == 0)
        playout_limits(&(AiLimits){0}, &movetime_ms, &count);
    return movetime_ms;
}

const char *ai_player_names(void) {
    return "random greedy uct mcts beginner casual strong master belief-random-mover";
}

bool ai_player_exists(const char *name) {
    return strcmp(name, "random") == 0 || strcmp(name, "greedy") == 0 || strcmp(name, "uct") == 0 ||
           strcmp(name, "mcts") == 0 || find_level(name) != NULL ||
           ai_eval_observation_player_exists(name);
}

bool ai_player_plays(const char *name, const GameRules *g) {
    if (g->observe) {
        const AiEval *eval = ai_eval_for(g);
        return eval->observation_player_exists && eval->observation_player_exists(name);
    }
    return strcmp(name, "random") == 0 || strcmp(name, "greedy") == 0 || strcmp(name, "uct") == 0 ||
           strcmp(name, "mcts") == 0 || find_level(name) != NULL;
}

bool ai_choose_observation_move(const char *player, const GameRules *g, const void *observation,
                                const AiLimits *limits, AiInfoCallback on_info, void *context,
                                Move *out, Error *err) {
    const AiEval *eval = ai_eval_for(g);
    if (eval->choose_observation)
        return eval->choose_observation(player, observation, limits, on_info, context, out, err);
    return error_set(err, "no player chooses from an observation in %s", g->title);
}

/* A player of a game without hidden information: every player may search the true state. */
static bool choose_open(const char *player, const GameLine *line, const AiLimits *limits,
                        AiInfoCallback on_info, void *context, Move *out, Error *err) {
    if (strcmp(player, "random") == 0) return choose_random(line, limits, out, err);
    if (strcmp(player, "greedy") == 0) return choose_greedy(line, limits, out, err);
    if (strcmp(player, "uct") == 0) return choose_uct(line, limits, on_info, context, out, err);
    if (strcmp(player, "mcts") == 0) return choose_mcts(line, limits, on_info, context, out, err);
    const AiLevel *level = find_level(player);
    if (level) return choose_level(level, line, limits, on_info, context, out, err);
    return error_set(err, "unknown player '%s' (known: %s)", player, ai_player_names());
}

/* A game that hides a choice for a while: while it does, the player searches a line that starts
 * from the state as the mover may know it (history does not matter in such a phase), so nothing
 * hidden can reach its evaluation. */
static bool choose_concealed(const char *player, const GameLine *line, const AiLimits *limits,
                             AiInfoCallback on_info, void *context, Move *out, Error *err) {
    const GameRules *g = line->rules;
    const void *st = game_line_state(line);
    unsigned char *known = malloc(g->state_size);
    if (!known) return error_set(err, "out of memory");
    game_position_for(g, st, g->to_move(st), known); /* conceal(): no observe() here */
    bool hidden = memcmp(known, st, g->state_size) != 0;
    char fen[GAME_FEN_MAX];
    bool written = hidden && g->to_fen(known, fen, sizeof fen);
    free(known);
    if (!hidden) return choose_open(player, line, limits, on_info, context, out, err);
    if (!written) return error_set(err, "cannot write the position as the mover knows it");
    GameLine seen;
    if (!game_line_start_fen(&seen, g, fen, err)) return false;
    bool ok = choose_open(player, &seen, limits, on_info, context, out, err);
    game_line_free(&seen);
    if (ok && !game_move_is_legal(g, st, *out))
        return error_set(err, "the move chosen without the hidden choice is not legal here");
    return ok;
}

static bool choose_now(const char *player, const GameLine *line, const AiLimits *limits,
                       AiInfoCallback on_info, void *context, Move *out, Error *err) {
    const GameRules *g = line->rules;
    if (!ai_player_plays(player, g))
        return error_set(err, "player '%s' does not play %s", player, g->title);
    if (g->observe) {
        /* Hidden information: the true state goes no further than observe(); the chooser gets
         * the mover's observation and nothing else. */
        if (game_line_outcome(line).kind != OUTCOME_ONGOING)
            return error_set(err, "no legal move in this position");
        const void *st = game_line_state(line);
        void *observation = malloc(g->observation_size);
        if (!observation) return error_set(err, "out of memory");
        game_position_for(g, st, g->to_move(st), observation);
        bool ok =
            ai_choose_observation_move(player, g, observation, limits, on_info, context, out, err);
        free(observation);
        return ok;
    }
    if (g->conceal) return choose_concealed(player, line, limits, on_info, context, out, err);
    return choose_open(player, line, limits, on_info, context, out, err);
}

bool ai_rate_observation_move(const char *player, const GameRules *g, const void *observation,
                              const AiLimits *limits, Move m, AiInfo *best, int *score, bool *rated,
                              Error *err) {
    const AiEval *eval = ai_eval_for(g);
    if (!eval->rate_observation)
        return error_set(err, "no player rates moves from an observation in %s", g->title);
    return eval->rate_observation(player, observation, limits, m, best, score, rated, err);
}

bool ai_choose_move(const char *player, const GameLine *line, const AiLimits *limits,
                    AiInfoCallback on_info, void *context, Move *out, Error *err) {
    /* Under a move time the answer comes from a thread that sleeps to the deadline: the one that
     * searches may be held off the processor for longer than the move may overrun. */
    return ai_answer_by_deadline(choose_now, player, line, limits, on_info, context, out, err);
}

int ai_hidden_heat(const GameRules *g, const void *observation, double *heat, int cap) {
    const AiEval *eval = ai_eval_for(g);
    return eval->hidden_heat ? eval->hidden_heat(observation, heat, cap) : 0;
}
