/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Answering by the move time: a timed choice runs on a helper thread while the caller sleeps to
 * its deadline, so a search held off the processor on a busy machine cannot hold the answer. The
 * helpers are made once for each calling thread, wait between moves, and end with it. */
#ifndef DUELBOARD_AI_ANSWER_BY_H
#define DUELBOARD_AI_ANSWER_BY_H

#include "ai/ai_player.h"

/* When the caller stops waiting for the search, in microseconds after the move was asked for:
 * a twentieth of it, at most 3 ms, before the move time, never before the search's own hard
 * stop (ai_time_hard_us), so a search that is running answers itself. 0 for no move time. */
int64_t ai_time_answer_us(int64_t movetime_ms);

typedef bool (*AiChooser)(const char *player, const GameLine *line, const AiLimits *limits,
                          AiInfoCallback on_info, void *context, Move *out, Error *err);

/* Runs `choose` on a helper thread of the caller's with a copy of the line and its own stop flag
 * (the caller's is passed on), and waits for it until ai_time_answer_us of the move time. By
 * then a search that has not answered is stopped and the best move of its last finished
 * iteration (its last `info` line) is the answer; the helper finishes on its own, lets go of the
 * copy and waits for the next move (meanwhile the next move takes another helper, at most four).
 * A chooser that has reported nothing yet is waited for. `on_info` is called only while the
 * caller waits. Without a move time, or while pondering, or when no helper can be had, `choose`
 * runs on the caller's thread. */
bool ai_answer_by_deadline(AiChooser choose, const char *player, const GameLine *line,
                           const AiLimits *limits, AiInfoCallback on_info, void *context, Move *out,
                           Error *err);

#endif
