/* The board scene's computer player on an SDL thread: the window keeps drawing and answering
 * input while it searches, and a stop flag ends the search as soon as the game moves on. */
#include "scenes/board_ai.h"

#include <stdio.h>
#include <string.h>

static int search(void *data) {
    BoardAi *ai = data;
    ai->ok = ai_choose_move(ai->player, &ai->line, &ai->limits, NULL, NULL, &ai->move, &ai->err);
    atomic_store(&ai->done, true);
    return 0;
}

bool board_ai_busy(const BoardAi *ai) {
    return ai->thread != NULL;
}

void board_ai_cancel(BoardAi *ai) {
    if (!ai->thread) return;
    atomic_store(&ai->stop, true);
    SDL_WaitThread(ai->thread, NULL);
    ai->thread = NULL;
    game_line_free(&ai->line);
}

bool board_ai_start(BoardAi *ai, const GameLine *line, const char *player, int depth,
                    int movetime_ms, uint64_t seed, unsigned ticket, Error *err) {
    board_ai_cancel(ai);
    if (!game_line_copy(&ai->line, line, err)) return false;
    snprintf(ai->player, sizeof ai->player, "%s", player);
    atomic_store(&ai->stop, false);
    atomic_store(&ai->done, false);
    ai->limits = (AiLimits){.depth = depth,
                            .movetime_ms = depth > 0 ? 0 : movetime_ms,
                            .seed = seed,
                            .stop = &ai->stop};
    ai->ticket = ticket;
    ai->ok = false;
    ai->thread = SDL_CreateThread(search, "duelboard-ai", ai);
    if (!ai->thread) {
        game_line_free(&ai->line);
        return error_set(err, "the computer player cannot start: %s", SDL_GetError());
    }
    return true;
}

bool board_ai_collect(BoardAi *ai, unsigned *ticket, bool *ok, Move *move, Error *err) {
    if (!ai->thread || !atomic_load(&ai->done)) return false;
    SDL_WaitThread(ai->thread, NULL);
    ai->thread = NULL;
    game_line_free(&ai->line);
    *ticket = ai->ticket;
    *ok = ai->ok;
    *move = ai->move;
    if (!ai->ok) *err = ai->err;
    return true;
}
