/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game's lessons as data: the lesson file format (docs/lessons.md) read into structs, one
 * lesson a file, all of a game's lessons from its folder in file-name order. */
#ifndef DUELBOARD_LEARN_LESSON_H
#define DUELBOARD_LEARN_LESSON_H

#include <stdbool.h>

#include "core/error.h"
#include "rules/game.h"

#define LESSON_STEPS_MAX 5
#define LESSON_TEXT_MAX 400 /* one sentence line (a msgid), with its NUL */
#define LESSON_SAYS_MAX 3
#define LESSON_MARKS_MAX 16
#define LESSON_MARK_MAX 8 /* a cell's name in the game's notation, with its NUL */
#define LESSON_GOALS_MAX 4
#define LESSON_GOAL_WORDS_MAX 6
#define LESSON_GOAL_WORD_MAX 24
#define LESSON_SCRIPT_MAX 5 /* scripted replies or hint moves of one step */
#define LESSON_SECTIONS_MAX 4
#define LESSON_SECTION_MAX 80
#define LESSONS_MAX 16 /* lessons of one game */

/* One condition the learner's move must meet: "capture master", "win stone", "punch". All goals
 * of a step must be met by the same move. */
typedef struct LessonGoal {
    char words[LESSON_GOAL_WORDS_MAX][LESSON_GOAL_WORD_MAX];
    int word_count;
    int line; /* where the file gave it, for messages */
} LessonGoal;

typedef struct LessonStep {
    char fen[GAME_FEN_MAX];
    char say[LESSON_SAYS_MAX][LESSON_TEXT_MAX]; /* each line a msgid, shown in order */
    int say_count;
    char marks[LESSON_MARKS_MAX][LESSON_MARK_MAX]; /* cells as the game's notation names them */
    int mark_count;
    LessonGoal goals[LESSON_GOALS_MAX];
    int goal_count;
    int moves;           /* learner moves the step allows to meet its goals (1 unless `moves N`) */
    bool engine_replies; /* the other side answers by the engine rather than the script */
    char replies[LESSON_SCRIPT_MAX][GAME_MOVE_TEXT_MAX]; /* scripted answers, one a learner move */
    int reply_count;
    char hints[LESSON_SCRIPT_MAX][GAME_MOVE_TEXT_MAX]; /* moves that reach the goal, in order */
    int hint_count;
    char retry[LESSON_TEXT_MAX]; /* said when a move misses the goal; "" for the generic reason */
    int line;
} LessonStep;

typedef struct Lesson {
    char name[64]; /* the file's name without ".lesson": "01-pieces" */
    char title[LESSON_TEXT_MAX];
    char sections[LESSON_SECTIONS_MAX][LESSON_SECTION_MAX]; /* the rules page's sections taught */
    int section_count;
    int par; /* learner moves for three stars (the sum of the steps' moves unless `par N`) */
    LessonStep steps[LESSON_STEPS_MAX];
    int step_count;
} Lesson;

typedef struct LessonSet {
    const GameRules *rules;
    Lesson *lessons;
    int count;
} LessonSet;

/* Reads one lesson of game `g` from its text, checking every position and goal: a problem is
 * told with its line ("line 12: unknown goal 'pilar' ..."). `name` is the lesson's name. */
bool lesson_parse(Lesson *out, const GameRules *g, const char *name, const char *text, Error *err);
/* Reads every "*.lesson" of `dir` (assets/lessons/<game>) in file-name order; a problem is
 * told with the file's name. A folder without lessons is an error too. */
bool lesson_set_load(LessonSet *set, const GameRules *g, const char *dir, Error *err);
void lesson_set_free(LessonSet *set);

/* Whether the words of a goal are a goal the learn layer checks itself (win, any, move). */
bool lesson_goal_is_generic(const LessonGoal *goal);

#endif
