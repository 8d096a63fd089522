/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Playing one lesson (docs/lessons.md): its steps in turn, the learner's moves judged against
 * the step's goals, the other side's replies, hints and stars. What a front end with a board and
 * a text panel asks: the position, the words and marks (lesson.h), each move's verdict. */
#ifndef DUELBOARD_LEARN_LESSON_RUN_H
#define DUELBOARD_LEARN_LESSON_RUN_H

#include "learn/lesson.h"
#include "rules/game_line.h"

/* How deep the engine looks when it answers in a lesson: small and fixed, so that a lesson plays
 * the same every time. */
#define LEARN_ENGINE_DEPTH 2

typedef enum LearnVerdictKind {
    LEARN_PASSED,  /* the move met every goal of the step: learn_next_step goes on */
    LEARN_NOT_YET, /* a step of several moves: not met yet, the other side replied */
    LEARN_MISSED,  /* legal but the goals are not met: the step starts again (taken back) */
    LEARN_ILLEGAL, /* the rules refused the move: nothing changed */
} LearnVerdictKind;

typedef struct LearnVerdict {
    LearnVerdictKind kind;
    Move move; /* the learner's move (not for LEARN_ILLEGAL) */
    /* LEARN_NOT_YET: the other side's answer, to animate; its text in the game's notation. */
    bool replied;
    Move reply;
    char reply_text[GAME_MOVE_TEXT_MAX];
    /* LEARN_MISSED: why, as a msgid to translate, with at most one "%s" filled by reason_arg
     * (also a msgid, or a move's text). The step's own `retry` line when it has one. */
    const char *reason;
    char reason_arg[LESSON_TEXT_MAX];
    /* LEARN_ILLEGAL: the rules' own message ("no piece of yours on c1"). */
    char illegal[ERROR_MESSAGE_MAX];
} LearnVerdict;

typedef struct LearnRun {
    const GameRules *rules;
    const Lesson *lesson;
    int step;       /* the step being played */
    GameLine line;  /* the step's position and the moves played in it so far */
    int learner;    /* the side the learner plays: the side to move in the step's position */
    int step_moves; /* learner moves made in this step since it (re)started */
    int moves_used; /* every legal learner move of the lesson, missed ones and hints too */
    bool step_passed;
    bool done; /* every step passed */
} LearnRun;

/* Starts `lesson` of game `g` at its first step. */
bool learn_start(LearnRun *run, const GameRules *g, const Lesson *lesson, Error *err);
void learn_free(LearnRun *run);

const LessonStep *learn_current_step(const LearnRun *run);
/* The position shown: the step's, with the moves played in it so far. */
const void *learn_position(const LearnRun *run);
/* The position as the learner may know it, what a front end draws: the rules' own answer
 * (game_position_for), so that a lesson of a game with hidden pieces shows none of the other
 * side's. Writes into `buffer` (game_position_size bytes) when the game hides anything and
 * returns what to read. */
const void *learn_view(const LearnRun *run, void *buffer);
/* The same for the position before move `index` of `line`: the run's own line (the position
 * before the last move, to animate from) or a copy of it (a move that missed, shown before it is
 * taken back). */
const void *learn_view_at(const LearnRun *run, const GameLine *line, int index, void *buffer);
/* The same as a diagram for people (game_describe_for). */
void learn_describe(const LearnRun *run, char *buf, size_t n);
/* Whether the learner has moved in this step since it (re)started. */
bool learn_has_moved(const LearnRun *run);

/* The learner's move, a move of the game or its text in notation. */
bool learn_offer(LearnRun *run, Move move, LearnVerdict *out, Error *err);
bool learn_offer_text(LearnRun *run, const char *text, LearnVerdict *out, Error *err);
/* After LEARN_PASSED: the next step, or `done` after the last. False when nothing was passed. */
bool learn_next_step(LearnRun *run, Error *err);
/* Starts the step again from its position (a front end's "try again"). */
bool learn_restart_step(LearnRun *run, Error *err);

/* A move that reaches the goal from here: the step's `hint` for this move of it, else found by
 * trying the legal moves (and, with moves left, the replies) against the goals. Showing a hint
 * counts one move toward the stars. False when none reaches it. */
bool learn_hint(LearnRun *run, Move *out, Error *err);
/* The same without counting it (a check of the lesson). */
bool learn_find_hint(const LearnRun *run, Move *out, Error *err);

/* Whether the learner's `move` (legal here) would meet every goal of the step at once, without
 * playing it: for a front end that shows which moves work, and for checking lessons. */
bool learn_would_pass(const LearnRun *run, Move move);

/* Stars for a lesson done with `moves_used` moves against its par: 3 at most the par, 2 at most
 * half as many again (rounded up), else 1. */
int learn_stars(int par, int moves_used);

#endif
