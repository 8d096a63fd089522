/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Iterative-deepening alpha-beta search over the game interface (PVS, TT, quiescence). */
#ifndef DUELBOARD_AI_SEARCH_H
#define DUELBOARD_AI_SEARCH_H

#include <stdatomic.h>
#include <stdint.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

typedef struct AiSearchParams {
    int64_t movetime_ms;     /* 0: no time limit */
    uint64_t nodes;          /* 0: no node limit */
    int depth;               /* 0: as deep as time and nodes allow */
    uint64_t seed;           /* orders equal root moves and picks among candidates */
    const atomic_bool *stop; /* may be NULL */
    /* May be NULL. While it holds true the search is pondering (thinking on the opponent's time,
     * on the move it expects them to make): no time limit applies and iterations go on. When it
     * turns false (the expected move was made) the move time starts from that moment. */
    const atomic_bool *ponder;
    /* Weaker play: choose at random among root moves scoring within `margin` of the best, the
     * better ones more often. 0 plays the best move (ties broken by the seed). */
    int margin;
    int contempt; /* a draw scores -contempt for the searching side */
    /* Threads searching at once, the caller's among them: 0 and 1 search on the caller's thread
     * alone. Helpers (ai_helpers.h) join only a search on the clock that plays its best move. */
    int threads;
    size_t tt_megabytes; /* 0: a default size */
    /* Solved endgames (ai_endgame.h): the game's table is prepared in `endgame_cache` when a
     * search starts and, once built, answers every position it covers. Without a cache the
     * search does without. */
    bool endgame_tables;
    AiEndgameCache *endgame_cache;
    /* Reads only the results with a distance (Onitama's two students), not those known only as
     * won or lost (its three, ai_endgame_cache_set_full), which a table gains when its build ends:
     * for an analysis, which gives one game the same figures whenever it runs. */
    bool endgame_exact_only;
    /* May be NULL: the root searches only these moves (as the protocol's `searchmoves` would),
     * for an analysis that scores the move played beside the best one at the same depth. */
    const Move *only_moves;
    int only_move_count;
} AiSearchParams;

typedef struct AiSearchResult {
    Move best;
    int score;          /* of the best move, from the mover's perspective */
    int depth;          /* of the last completed iteration */
    uint64_t nodes;     /* every node visited, quiescence included */
    int64_t elapsed_us; /* wall time */
    int candidates;     /* root moves within the margin (1 when margin is 0) */
    int threads;        /* that searched: 1, more when helpers joined (AiSearchParams.threads) */
} AiSearchResult;

/* Searches the current position of `line`. Fails only on a position without legal moves or
 * when memory runs out; with any limit reached it returns the best move found so far. */
bool ai_search(const GameLine *line, const AiSearchParams *params, AiInfoCallback on_info,
               void *context, AiSearchResult *result, Error *err);

#endif
