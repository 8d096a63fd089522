/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reads lesson files (docs/lessons.md) into Lesson structs and a game's folder of them. */
#include "learn/lesson.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "core/text_number.h"

#define LESSON_LINE_MAX 2048

bool lesson_goal_is_generic(const LessonGoal *goal) {
    const char *word = goal->words[0];
    return strcmp(word, "win") == 0 || strcmp(word, "any") == 0 || strcmp(word, "move") == 0;
}

/* Copies `value` into a field of `size` bytes, refusing what does not fit. */
static bool copy_text(char *field, size_t size, const char *value, const char *key, Error *err) {
    if (strlen(value) >= size) return error_set(err, "'%s' is too long", key);
    if (!*value) return error_set(err, "'%s' needs a value", key);
    strcpy(field, value);
    return true;
}

static bool read_count(const char *value, int min, int max, int *out, const char *key, Error *err) {
    return text_read_int(value, min, max, out) ||
           error_set(err, "'%s' takes a number from %d to %d", key, min, max);
}

/* Splits `value` into words of a move list (replies, hints). */
static bool read_moves(char list[][GAME_MOVE_TEXT_MAX], int *count, char *value, const char *key,
                       Error *err) {
    *count = 0;
    for (char *word = strtok(value, " \t"); word; word = strtok(NULL, " \t")) {
        if (*count == LESSON_SCRIPT_MAX)
            return error_set(err, "'%s' lists more than %d moves", key, LESSON_SCRIPT_MAX);
        if (!copy_text(list[(*count)++], GAME_MOVE_TEXT_MAX, word, key, err)) return false;
    }
    return *count > 0 || error_set(err, "'%s' needs moves", key);
}

static bool read_goal(LessonGoal *goal, char *value, const GameRules *g, Error *err) {
    goal->word_count = 0;
    for (char *word = strtok(value, " \t"); word; word = strtok(NULL, " \t")) {
        if (goal->word_count == LESSON_GOAL_WORDS_MAX)
            return error_set(err, "a goal has at most %d words", LESSON_GOAL_WORDS_MAX);
        if (!copy_text(goal->words[goal->word_count++], LESSON_GOAL_WORD_MAX, word, "goal", err))
            return false;
    }
    if (goal->word_count == 0) return error_set(err, "'goal' needs words");
    if (lesson_goal_is_generic(goal)) {
        const char *word = goal->words[0];
        if (strcmp(word, "any") == 0 && goal->word_count != 1)
            return error_set(err, "goal 'any' takes no words");
        if (strcmp(word, "win") == 0 && goal->word_count > 2)
            return error_set(err, "goal 'win' takes at most a reason: win stone");
        if (strcmp(word, "move") == 0 && goal->word_count < 2)
            return error_set(err, "goal 'move' needs the moves that pass");
        return true;
    }
    const char *words[LESSON_GOAL_WORDS_MAX];
    for (int i = 0; i < goal->word_count; i++) words[i] = goal->words[i];
    if (!g->goal_met)
        return error_set(err, "unknown goal '%s' (%s has no goals of its own)", goal->words[0],
                         g->title);
    return g->goal_met(NULL, 0, NULL, 0, words, goal->word_count, err) != GAME_GOAL_UNKNOWN;
}

/* The line's key and value ("say Hello." gives "say" and "Hello."). */
static void split_key(char *line, char **key, char **value) {
    *key = line;
    char *space = line + strcspn(line, " \t");
    if (*space) *space++ = '\0';
    *value = text_trim(space);
}

static bool read_step_line(LessonStep *step, const char *key, char *value, const GameRules *g,
                           int line_number, Error *err) {
    if (strcmp(key, "fen") == 0) {
        if (!copy_text(step->fen, sizeof step->fen, value, key, err)) return false;
        unsigned char *state = malloc(g->state_size);
        if (!state) return error_set(err, "out of memory");
        bool read = g->from_fen(state, value, err);
        free(state);
        return read || error_prefix(err, "bad position: ");
    }
    if (strcmp(key, "say") == 0) {
        if (step->say_count == LESSON_SAYS_MAX)
            return error_set(err, "a step says at most %d lines", LESSON_SAYS_MAX);
        return copy_text(step->say[step->say_count++], LESSON_TEXT_MAX, value, key, err);
    }
    if (strcmp(key, "mark") == 0) {
        for (char *cell = strtok(value, " \t"); cell; cell = strtok(NULL, " \t")) {
            if (step->mark_count == LESSON_MARKS_MAX)
                return error_set(err, "a step marks at most %d cells", LESSON_MARKS_MAX);
            if (!copy_text(step->marks[step->mark_count++], LESSON_MARK_MAX, cell, key, err))
                return false;
        }
        return true;
    }
    if (strcmp(key, "goal") == 0) {
        if (step->goal_count == LESSON_GOALS_MAX)
            return error_set(err, "a step has at most %d goals", LESSON_GOALS_MAX);
        LessonGoal *goal = &step->goals[step->goal_count++];
        goal->line = line_number;
        return read_goal(goal, value, g, err);
    }
    if (strcmp(key, "moves") == 0)
        return read_count(value, 1, LESSON_SCRIPT_MAX, &step->moves, key, err);
    if (strcmp(key, "reply") == 0) {
        step->engine_replies = strcmp(value, "engine") == 0;
        return step->engine_replies ||
               read_moves(step->replies, &step->reply_count, value, key, err);
    }
    if (strcmp(key, "hint") == 0)
        return read_moves(step->hints, &step->hint_count, value, key, err);
    if (strcmp(key, "retry") == 0) return copy_text(step->retry, LESSON_TEXT_MAX, value, key, err);
    return error_set(err, "unknown key '%s'", key);
}

static bool read_lesson_line(Lesson *lesson, const char *key, char *value, Error *err) {
    if (strcmp(key, "title") == 0)
        return copy_text(lesson->title, sizeof lesson->title, value, key, err);
    if (strcmp(key, "section") == 0) {
        if (lesson->section_count == LESSON_SECTIONS_MAX)
            return error_set(err, "a lesson names at most %d sections", LESSON_SECTIONS_MAX);
        return copy_text(lesson->sections[lesson->section_count++], LESSON_SECTION_MAX, value, key,
                         err);
    }
    if (strcmp(key, "par") == 0) return read_count(value, 1, 99, &lesson->par, key, err);
    return error_set(err, "'%s' belongs to a step: write 'step' first", key);
}

/* What a finished step must have; told at the step's own line. */
static bool check_step(const LessonStep *step, Error *err) {
    if (!*step->fen) return error_set(err, "the step has no 'fen'");
    if (step->say_count == 0) return error_set(err, "the step has no 'say'");
    if (step->goal_count == 0) return error_set(err, "the step has no 'goal'");
    if (step->reply_count > step->moves - 1 && step->reply_count > 0)
        return error_set(err, "the step replies %d times to %d moves", step->reply_count,
                         step->moves);
    return true;
}

bool lesson_parse(Lesson *out, const GameRules *g, const char *name, const char *text, Error *err) {
    memset(out, 0, sizeof *out);
    if (!copy_text(out->name, sizeof out->name, name, "name", err)) return false;
    TextLines lines;
    text_lines_begin(&lines, text);
    char buffer[LESSON_LINE_MAX];
    bool too_long;
    LessonStep *step = NULL;
    while (text_lines_next(&lines, buffer, sizeof buffer, &too_long)) {
        if (too_long) return error_set(err, "line %d: too long", lines.number);
        char *line = text_trim(buffer);
        if (!*line || *line == '#') continue;
        char *key, *value;
        split_key(line, &key, &value);
        bool read;
        if (strcmp(key, "step") == 0) {
            if (step && !check_step(step, err)) return error_prefix(err, "line %d: ", step->line);
            if (out->step_count == LESSON_STEPS_MAX)
                return error_set(err, "line %d: a lesson has at most %d steps", lines.number,
                                 LESSON_STEPS_MAX);
            step = &out->steps[out->step_count++];
            step->line = lines.number;
            step->moves = 1;
            read = !*value || error_set(err, "'step' takes nothing after it");
        } else {
            read = step ? read_step_line(step, key, value, g, lines.number, err)
                        : read_lesson_line(out, key, value, err);
        }
        if (!read) return error_prefix(err, "line %d: ", lines.number);
    }
    if (!*out->title) return error_set(err, "the lesson has no 'title'");
    if (out->section_count == 0) return error_set(err, "the lesson names no rules 'section'");
    if (!step) return error_set(err, "the lesson has no 'step'");
    if (!check_step(step, err)) return error_prefix(err, "line %d: ", step->line);
    if (out->par == 0)
        for (int i = 0; i < out->step_count; i++) out->par += out->steps[i].moves;
    return true;
}

static int compare_names(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The "*.lesson" names of `dir`, sorted; free each and the list. */
static int list_lessons(const char *dir, char **names, int cap, Error *err) {
    DIR *d = opendir(dir);
    if (!d) return error_set(err, "cannot open %s", dir), -1;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(d)) != NULL) {
        size_t length = strlen(entry->d_name);
        if (length <= 7 || strcmp(entry->d_name + length - 7, ".lesson") != 0) continue;
        if (count == cap) {
            closedir(d);
            for (int i = 0; i < count; i++) free(names[i]);
            return error_set(err, "%s holds more than %d lessons", dir, cap), -1;
        }
        names[count++] = strdup(entry->d_name);
    }
    closedir(d);
    qsort(names, (size_t)count, sizeof names[0], compare_names);
    return count;
}

bool lesson_set_load(LessonSet *set, const GameRules *g, const char *dir, Error *err) {
    memset(set, 0, sizeof *set);
    set->rules = g;
    char *names[LESSONS_MAX];
    int count = list_lessons(dir, names, LESSONS_MAX, err);
    if (count < 0) return false;
    bool ok = count > 0 || error_set(err, "%s holds no lessons", dir);
    set->lessons = ok ? calloc((size_t)count, sizeof *set->lessons) : NULL;
    if (ok && !set->lessons) ok = error_set(err, "out of memory");
    for (int i = 0; ok && i < count; i++) {
        char path[4096], name[64];
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        snprintf(name, sizeof name, "%.*s", (int)strlen(names[i]) - 7, names[i]);
        char *text = text_file_read(path, NULL, err);
        ok = text && lesson_parse(&set->lessons[set->count], g, name, text, err);
        free(text);
        if (ok)
            set->count++;
        else
            error_prefix(err, "%s: ", path);
    }
    for (int i = 0; i < count; i++) free(names[i]);
    if (!ok) lesson_set_free(set);
    return ok;
}

void lesson_set_free(LessonSet *set) {
    free(set->lessons);
    set->lessons = NULL;
    set->count = 0;
}
