/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plays a lesson: judges the learner's moves against each step's goals, answers for the other
 * side, finds hints and counts the moves for the stars. */
#include "learn/lesson_run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/ai_player.h"

#define N_(s) s

/* The engine that answers when a step has no scripted reply (deterministic: fixed depth, seed). */
#define LEARN_ENGINE_PLAYER "strong"
#define LEARN_ENGINE_SEED 43

const LessonStep *learn_current_step(const LearnRun *run) {
    return &run->lesson->steps[run->step];
}

const void *learn_position(const LearnRun *run) {
    return game_line_state(&run->line);
}

const void *learn_view_at(const LearnRun *run, const GameLine *line, int index, void *buffer) {
    return game_position_for(run->rules, game_line_state_at(line, index), run->learner, buffer);
}

const void *learn_view(const LearnRun *run, void *buffer) {
    return learn_view_at(run, &run->line, run->line.length, buffer);
}

void learn_describe(const LearnRun *run, char *buf, size_t n) {
    game_describe_for(run->rules, learn_position(run), run->learner, buf, n);
}

bool learn_has_moved(const LearnRun *run) {
    return run->step_moves > 0;
}

static bool start_step(LearnRun *run, int index, Error *err) {
    game_line_free(&run->line);
    run->step = index;
    run->step_moves = 0;
    run->step_passed = false;
    if (!game_line_start_fen(&run->line, run->rules, run->lesson->steps[index].fen, err))
        return error_prefix(err, "lesson %s, step %d: ", run->lesson->name, index + 1);
    run->learner = run->rules->to_move(game_line_state(&run->line));
    return true;
}

bool learn_start(LearnRun *run, const GameRules *g, const Lesson *lesson, Error *err) {
    memset(run, 0, sizeof *run);
    run->rules = g;
    run->lesson = lesson;
    return start_step(run, 0, err);
}

void learn_free(LearnRun *run) {
    game_line_free(&run->line);
}

bool learn_restart_step(LearnRun *run, Error *err) {
    return start_step(run, run->step, err);
}

bool learn_next_step(LearnRun *run, Error *err) {
    if (!run->step_passed) return error_set(err, "the step is not passed yet");
    if (run->step + 1 == run->lesson->step_count) {
        run->done = true;
        return true;
    }
    return start_step(run, run->step + 1, err);
}

/* The generic goals (win, any, move) and the game's own, for the move that led from `before`
 * to the line's current position. */
static bool goal_met(const LearnRun *run, const LessonGoal *goal, const void *before, Move move,
                     const GameLine *line) {
    const GameRules *g = run->rules;
    const char *word = goal->words[0];
    if (strcmp(word, "any") == 0) return true;
    if (strcmp(word, "win") == 0) {
        Outcome o = game_line_outcome(line);
        return o.kind == OUTCOME_WIN && o.winner == run->learner &&
               (goal->word_count == 1 || (o.reason && strcmp(o.reason, goal->words[1]) == 0));
    }
    if (strcmp(word, "move") == 0) {
        char text[GAME_MOVE_TEXT_MAX];
        if (!g->move_to_text(before, move, text, sizeof text)) return false;
        for (int i = 1; i < goal->word_count; i++)
            if (strcmp(goal->words[i], text) == 0) return true;
        return false;
    }
    const char *words[LESSON_GOAL_WORDS_MAX];
    for (int i = 0; i < goal->word_count; i++) words[i] = goal->words[i];
    return g->goal_met && g->goal_met(before, move, game_line_state(line), run->learner, words,
                                      goal->word_count, NULL) == GAME_GOAL_MET;
}

/* The first goal of the step the move missed, or NULL when it met them all. */
static const LessonGoal *goal_missed(const LearnRun *run, const void *before, Move move,
                                     const GameLine *line) {
    const LessonStep *step = learn_current_step(run);
    for (int i = 0; i < step->goal_count; i++)
        if (!goal_met(run, &step->goals[i], before, move, line)) return &step->goals[i];
    return NULL;
}

/* The other side's answer to the learner's move number `index` (from 0) of the step: the
 * script's when it is legal here, else the engine's. */
static bool choose_reply(const LearnRun *run, const GameLine *line, int index, Move *out,
                         Error *err) {
    const LessonStep *step = learn_current_step(run);
    const GameRules *g = run->rules;
    if (!step->engine_replies && index < step->reply_count &&
        game_find_move_by_text(g, game_line_state(line), step->replies[index], out))
        return true;
    AiLimits limits = {.depth = LEARN_ENGINE_DEPTH, .seed = LEARN_ENGINE_SEED};
    return ai_choose_move(LEARN_ENGINE_PLAYER, line, &limits, NULL, NULL, out, err);
}

/* Whether a learner, `left` moves still to make from `line`'s position, can meet the goals with
 * `*out` first; `index` is the number of learner moves made in the step. Tries every legal move
 * and, with moves left, the other side's replies. */
static bool search_hint(const LearnRun *run, GameLine *line, int index, int left, Move *out,
                        Error *err) {
    const GameRules *g = run->rules;
    Move moves[GAME_MOVES_MAX];
    int count = game_line_moves(line, moves, GAME_MOVES_MAX);
    unsigned char *before = malloc(g->state_size);
    if (!before) return error_set(err, "out of memory");
    bool found = false;
    for (int i = 0; i < count && !found; i++) {
        memcpy(before, game_line_state(line), g->state_size);
        if (!game_line_play(line, moves[i], err)) break;
        found = !goal_missed(run, before, moves[i], line);
        Move reply, next;
        if (!found && left > 1 && game_line_outcome(line).kind == OUTCOME_ONGOING &&
            choose_reply(run, line, index, &reply, err) && game_line_play(line, reply, err)) {
            found = game_line_outcome(line).kind == OUTCOME_ONGOING &&
                    search_hint(run, line, index + 1, left - 1, &next, err);
            game_line_undo(line);
        }
        game_line_undo(line);
        if (found) *out = moves[i];
    }
    free(before);
    return found;
}

bool learn_would_pass(const LearnRun *run, Move move) {
    GameLine copy;
    if (!game_line_copy(&copy, &run->line, NULL)) return false;
    bool passes =
        game_line_play(&copy, move, NULL) && !goal_missed(run, learn_position(run), move, &copy);
    game_line_free(&copy);
    return passes;
}

bool learn_find_hint(const LearnRun *run, Move *out, Error *err) {
    if (run->done || run->step_passed) return error_set(err, "the step is passed: no hint");
    const LessonStep *step = learn_current_step(run);
    const void *st = learn_position(run);
    if (run->step_moves < step->hint_count &&
        game_find_move_by_text(run->rules, st, step->hints[run->step_moves], out))
        return true;
    GameLine copy;
    if (!game_line_copy(&copy, &run->line, err)) return false;
    bool found = search_hint(run, &copy, run->step_moves, step->moves - run->step_moves, out, err);
    game_line_free(&copy);
    return found || error_set(err, "no move reaches the goal from here");
}

bool learn_hint(LearnRun *run, Move *out, Error *err) {
    if (!learn_find_hint(run, out, err)) return false;
    run->moves_used++;
    return true;
}

/* The reason told for a missed step: its own retry line, else what the first goal missed
 * still wants. */
static void miss_reason(const LearnRun *run, const LessonGoal *missed, LearnVerdict *out) {
    const LessonStep *step = learn_current_step(run);
    out->reason_arg[0] = '\0';
    if (*step->retry) {
        out->reason = step->retry;
    } else if (strcmp(missed->words[0], "win") == 0) {
        out->reason = N_("That move does not win the game yet. Try again.");
    } else if (step->moves > 1) {
        out->reason = N_("The goal was not reached in %s moves. Try again.");
        snprintf(out->reason_arg, sizeof out->reason_arg, "%d", step->moves);
    } else {
        out->reason = N_("That move does not reach the goal. Try again, or ask for a hint.");
    }
}

bool learn_offer(LearnRun *run, Move move, LearnVerdict *out, Error *err) {
    memset(out, 0, sizeof *out);
    if (run->done || run->step_passed) return error_set(err, "the step is passed: go on first");
    const GameRules *g = run->rules;
    const void *st = learn_position(run);
    if (game_line_outcome(&run->line).kind != OUTCOME_ONGOING || !game_move_is_legal(g, st, move)) {
        out->kind = LEARN_ILLEGAL;
        snprintf(out->illegal, sizeof out->illegal, "not a legal move here");
        return true;
    }
    unsigned char *before = malloc(g->state_size);
    if (!before) return error_set(err, "out of memory");
    memcpy(before, st, g->state_size);
    out->move = move;
    run->moves_used++;
    run->step_moves++;
    bool ok = game_line_play(&run->line, move, err);
    const LessonGoal *missed = ok ? goal_missed(run, before, move, &run->line) : NULL;
    free(before);
    if (!ok) return false;
    if (!missed) {
        out->kind = LEARN_PASSED;
        run->step_passed = true;
        return true;
    }
    const LessonStep *step = learn_current_step(run);
    if (run->step_moves < step->moves && game_line_outcome(&run->line).kind == OUTCOME_ONGOING) {
        if (!choose_reply(run, &run->line, run->step_moves - 1, &out->reply, err)) return false;
        g->move_to_text(learn_position(run), out->reply, out->reply_text, sizeof out->reply_text);
        if (!game_line_play(&run->line, out->reply, err)) return false;
        out->replied = true;
        if (game_line_outcome(&run->line).kind == OUTCOME_ONGOING) {
            out->kind = LEARN_NOT_YET;
            return true;
        }
    }
    out->kind = LEARN_MISSED;
    miss_reason(run, missed, out);
    if (out->replied && game_line_outcome(&run->line).kind != OUTCOME_ONGOING)
        out->reason = N_("The other side won that one. Try again.");
    return learn_restart_step(run, err);
}

bool learn_offer_text(LearnRun *run, const char *text, LearnVerdict *out, Error *err) {
    Move move;
    Error why;
    if (run->done || run->step_passed) return error_set(err, "the step is passed: go on first");
    if (!run->rules->move_from_text(learn_position(run), text, &move, &why)) {
        memset(out, 0, sizeof *out);
        out->kind = LEARN_ILLEGAL;
        snprintf(out->illegal, sizeof out->illegal, "%s", why.message);
        return true;
    }
    return learn_offer(run, move, out, err);
}

int learn_stars(int par, int moves_used) {
    if (moves_used <= par) return 3;
    if (moves_used <= par + (par + 1) / 2) return 2;
    return 1;
}
