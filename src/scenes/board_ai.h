/* The computer's worker thread for the board scene: one search at a time on a copy of the game,
 * stopped at once when the game changes under it; between its moves it may ponder (think on the
 * person's time on the move it expects them to make). */
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
    atomic_bool ponder; /* the search ponders: no clock until the expected move is made */
    bool pondering;     /* this search was started to ponder and has had no ponderhit */
    GameLine line;      /* the copy being searched */
    char player[32];
    AiLimits limits;
    unsigned ticket; /* which request the answer is for */
    bool ok;
    Move move;
    Move pv[2]; /* the last finished iteration's first two moves: its move, the reply it expects */
    int pv_length;
    Error err;
} BoardAi;

/* Starts choosing a move for the side to move in `line` as `player`. `depth` > 0 replaces the
 * level's time with a depth limit (reproducible runs for tests), `movetime_ms` > 0 with that
 * time. Any search under way is stopped first. False when the thread cannot start (the reason in
 * err). */
bool board_ai_start(BoardAi *ai, const GameLine *line, const char *player, int depth,
                    int movetime_ms, uint64_t seed, unsigned ticket, Error *err);
/* The same as a ponder: `line` ends with the move the person is expected to make; no clock runs
 * until board_ai_ponderhit says they made it. */
bool board_ai_ponder(BoardAi *ai, const GameLine *line, const char *player, int depth,
                     int movetime_ms, uint64_t seed, unsigned ticket, Error *err);
/* The expected move was made: the search goes on as a normal one, its time starting now. */
void board_ai_ponderhit(BoardAi *ai);
/* Whether a search is under way (started and not yet collected) for a move to play now: a ponder
 * without its hit does not count. */
bool board_ai_busy(const BoardAi *ai);
/* Whether a ponder is under way (no hit yet). */
bool board_ai_pondering(const BoardAi *ai);
/* When the search has finished: true with its ticket, move and success; the thread is joined.
 * A ponder is never collected before its hit. */
bool board_ai_collect(BoardAi *ai, unsigned *ticket, bool *ok, Move *move, Error *err);
/* The reply the last collected search expected to its move, false when it had none. */
bool board_ai_expected_reply(const BoardAi *ai, Move played, Move *reply);
/* Stops any search and waits for the thread; its answer is dropped. */
void board_ai_cancel(BoardAi *ai);

#endif
