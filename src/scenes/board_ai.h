/* The computer's worker thread for the board scene: one search at a time on a copy of the game,
 * stopped at once when the game changes under it. */
#ifndef DUELBOARD_SCENES_BOARD_AI_H
#define DUELBOARD_SCENES_BOARD_AI_H

#include <stdatomic.h>
#include <stdbool.h>

#include <SDL.h>

#include "ai/ai_player.h"
#include "rules/game_line.h"

typedef struct BoardAi {
    SDL_Thread *thread;
    atomic_bool stop;
    atomic_bool done;
    GameLine line; /* the copy being searched */
    char player[32];
    AiLimits limits;
    unsigned ticket; /* which request the answer is for */
    bool ok;
    Move move;
    Error err;
} BoardAi;

/* Starts choosing a move for the side to move in `line` as `player`. `depth` > 0 replaces the
 * level's time with a depth limit (reproducible runs for tests), `movetime_ms` > 0 with that
 * time. Any search under way is stopped first. False when the thread cannot start (the reason in
 * err). */
bool board_ai_start(BoardAi *ai, const GameLine *line, const char *player, int depth,
                    int movetime_ms, uint64_t seed, unsigned ticket, Error *err);
/* Whether a search is under way (started and not yet collected). */
bool board_ai_busy(const BoardAi *ai);
/* When the search has finished: true with its ticket, move and success; the thread is joined. */
bool board_ai_collect(BoardAi *ai, unsigned *ticket, bool *ok, Move *move, Error *err);
/* Stops any search and waits for the thread; its answer is dropped. */
void board_ai_cancel(BoardAi *ai);

#endif
