/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Players that choose moves for one side, by name ("random", ...), over the game interface. */
#ifndef DUELBOARD_AI_PLAYER_H
#define DUELBOARD_AI_PLAYER_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai_endgame.h"
#include "rules/game_line.h"

/* The most threads a caller may ask for (the engine's `go threads`, a match player's
 * `threads=`). A search takes at most AI_HELPERS_MAX helpers beside its own thread, whatever it
 * is offered. */
#define AI_THREADS_MAX 64

typedef struct AiLimits {
    int64_t movetime_ms;       /* 0: no time limit */
    uint64_t nodes;            /* 0: no node limit */
    int depth;                 /* 0: no depth limit */
    uint64_t seed;             /* drives every random choice, so play is reproducible */
    const atomic_bool *stop;   /* may be NULL; when set, answer with the best move so far */
    const atomic_bool *ponder; /* may be NULL; see AiSearchParams.ponder (levels only) */
    /* Where the player's solved endgames are kept (its owner's: a session, a match, the
     * engine); NULL: the levels that use them play without. */
    AiEndgameCache *endgame_cache;
    bool endgame_exact_only; /* AiSearchParams.endgame_exact_only: an analysis */
    /* May be NULL: the levels search only these of the root's moves (AiSearchParams). */
    const Move *only_moves;
    int only_move_count;
    /* Threads that Master may search on, the caller's among them (AiSearchParams.threads); 0 and
     * 1: the caller's alone, at most AI_THREADS_MAX. The other levels always search on one. */
    int threads;
} AiLimits;

/* The master level's contempt (a draw scores this much below even for it), for searches that
 * stand for Master outside a player: the puzzles' (ai_puzzle_best.h, `duelboard-cli puzzles`). */
#define AI_MASTER_CONTEMPT 40

/* What a search reports while it runs (the protocol's `info` lines). */
typedef struct AiInfo {
    int depth;
    int score;
    uint64_t nodes;
    uint64_t nps;
    Move pv[64];
    int pv_length;
} AiInfo;

typedef void (*AiInfoCallback)(const AiInfo *info, void *context);

/* The time `player` takes for a move when the caller gives it no limit, in milliseconds: a
 * level's, a playout search's; 0 for a player that takes no time to speak of. For planning a
 * move time from a clock (ai_plan_move_time_ms). */
int64_t ai_player_move_time_ms(const char *player);

/* The names `ai_choose_move` accepts, space separated. */
const char *ai_player_names(void);
bool ai_player_exists(const char *name);
/* Whether the player plays game g: a game with hidden information is played only by players
 * that choose from an observation (random, belief-random-mover and the levels in Mortar Hunt). */
bool ai_player_plays(const char *name, const GameRules *g);

/* Gets ready to play the game of `line` as `player`: Master starts building the game's solved
 * endgames into `cache` on a worker thread, and returns at once unless told to wait until they
 * are built. Any other player needs nothing. */
void ai_player_prepare(AiEndgameCache *cache, const char *player, const GameLine *line, bool wait);
/* Frees what ai_player_prepare built for the game of `line` (or cancels its build), for when
 * the game is closed. */
void ai_player_forget(AiEndgameCache *cache, const GameLine *line);

/* Chooses a legal move of the current position for the player to move. Fails (with a message)
 * on an unknown player name or a position without legal moves. */
bool ai_choose_move(const char *player, const GameLine *line, const AiLimits *limits,
                    AiInfoCallback on_info, void *context, Move *out, Error *err);
/* The same from one player's observation (what the game's observe() gives) in a game with hidden
 * information: used by ai_choose_move, and by clients that hold an observation and no true state.
 */
bool ai_choose_observation_move(const char *player, const GameRules *g, const void *observation,
                                const AiLimits *limits, AiInfoCallback on_info, void *context,
                                Move *out, Error *err);

/* For an analysis of a game with hidden information: how `player` scores move `m` from
 * `observation`, next to its own choice (`best`), as the game's AiEval.rate_observation says.
 * `*rated` is false when the move has no score from that player (see there). */
bool ai_rate_observation_move(const char *player, const GameRules *g, const void *observation,
                              const AiLimits *limits, Move m, AiInfo *best, int *score, bool *rated,
                              Error *err);

/* Where the side of `observation` may believe the other side's hidden pieces stand (AiEval's
 * hidden_heat): the number of cells written to `heat`, 0 for a game without hidden pieces. */
int ai_hidden_heat(const GameRules *g, const void *observation, double *heat, int cap);

#endif
