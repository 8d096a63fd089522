/* The board scene's computer player on an SDL thread: the window keeps drawing and answering
 * input while it searches, and a stop flag ends the search as soon as the game moves on. */
#define _GNU_SOURCE /* syscall(SYS_gettid): the search thread lowers its own priority */
#include "scenes/board_ai.h"

#include <stdio.h>
#include <string.h>
#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

/* Below the window's priority, above the endgame tables' builds (10). */
#define BOARD_AI_NICE 5

static void note_pv(const AiInfo *info, void *context) {
    BoardAi *ai = context;
    ai->pv_length = info->pv_length < 2 ? info->pv_length : 2;
    for (int i = 0; i < ai->pv_length; i++) ai->pv[i] = info->pv[i];
}

static int search(void *data) {
    BoardAi *ai = data;
#ifdef __linux__
    /* The window comes first: on a busy machine a frame waits for the search's time slice
     * otherwise. (On Linux a nice value set for a thread's id is that thread's alone.) */
    setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), BOARD_AI_NICE);
#endif
    ai->ok = ai_choose_move(ai->player, &ai->line, &ai->limits, note_pv, ai, &ai->move, &ai->err);
    atomic_store(&ai->done, true);
    return 0;
}

bool board_ai_busy(const BoardAi *ai) {
    return ai->thread != NULL && !ai->pondering;
}

bool board_ai_pondering(const BoardAi *ai) {
    return ai->thread != NULL && ai->pondering;
}

void board_ai_ponderhit(BoardAi *ai) {
    ai->pondering = false;
    atomic_store(&ai->ponder, false);
}

bool board_ai_expected_reply(const BoardAi *ai, Move played, Move *reply) {
    if (ai->pv_length < 2 || ai->pv[0] != played) return false;
    *reply = ai->pv[1];
    return true;
}

void board_ai_cancel(BoardAi *ai) {
    if (!ai->thread) return;
    atomic_store(&ai->stop, true);
    SDL_WaitThread(ai->thread, NULL);
    ai->thread = NULL;
    ai->pondering = false;
    game_line_free(&ai->line);
}

static bool start(BoardAi *ai, const GameLine *line, const char *player, int depth, int movetime_ms,
                  uint64_t seed, unsigned ticket, bool ponder, Error *err) {
    board_ai_cancel(ai);
    ai->pondering = ponder;
    atomic_store(&ai->ponder, ponder);
    ai->pv_length = 0;
    if (!game_line_copy(&ai->line, line, err)) return false;
    snprintf(ai->player, sizeof ai->player, "%s", player);
    atomic_store(&ai->stop, false);
    atomic_store(&ai->done, false);
    ai->limits = (AiLimits){.depth = depth,
                            .movetime_ms = depth > 0 ? 0 : movetime_ms,
                            .seed = seed,
                            .stop = &ai->stop,
                            .ponder = &ai->ponder};
    ai->ticket = ticket;
    ai->ok = false;
    ai->thread = SDL_CreateThread(search, "duelboard-ai", ai);
    if (!ai->thread) {
        ai->pondering = false;
        game_line_free(&ai->line);
        return error_set(err, "the computer player cannot start: %s", SDL_GetError());
    }
    return true;
}

bool board_ai_start(BoardAi *ai, const GameLine *line, const char *player, int depth,
                    int movetime_ms, uint64_t seed, unsigned ticket, Error *err) {
    return start(ai, line, player, depth, movetime_ms, seed, ticket, false, err);
}

bool board_ai_ponder(BoardAi *ai, const GameLine *line, const char *player, int depth,
                     int movetime_ms, uint64_t seed, unsigned ticket, Error *err) {
    return start(ai, line, player, depth, movetime_ms, seed, ticket, true, err);
}

bool board_ai_collect(BoardAi *ai, unsigned *ticket, bool *ok, Move *move, Error *err) {
    if (!ai->thread || ai->pondering || !atomic_load(&ai->done)) return false;
    SDL_WaitThread(ai->thread, NULL);
    ai->thread = NULL;
    game_line_free(&ai->line);
    *ticket = ai->ticket;
    *ok = ai->ok;
    *move = ai->move;
    if (!ai->ok) *err = ai->err;
    return true;
}
