/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Learn scenes share (lesson_list.c, lesson.c, and the Puzzles screen, puzzle.c): a
 * game's lessons read from the app's data, a lesson's stars drawn as stars, a board's cell
 * marked, words fitted to the panel and the verdict's colour. */
#ifndef DUELBOARD_SCENES_LESSON_SCENE_H
#define DUELBOARD_SCENES_LESSON_SCENE_H

#include "learn/lesson.h"
#include "scenes/scene.h"

/* Reads every lesson of `g` from the app's data (assets/lessons/<game id>). */
bool lesson_scene_load(const SceneContext *ctx, const GameRules *g, LessonSet *set, Error *err);
/* Three stars of `size` points from (x, y) rightwards, `stars` of them earned (accent) and the
 * others dim; returns their width. */
float lesson_scene_stars(UiDraw *d, float x, float y, float size, int stars);

/* The message line under the words: the verdict on the last move. */
typedef enum LessonTone {
    LESSON_TONE_NONE,
    LESSON_TONE_GOOD,
    LESSON_TONE_INFO,
    LESSON_TONE_BAD
} LessonTone;
GfxColor lesson_scene_tone_colour(const UiTheme *t, LessonTone tone);

/* A cell of the board at `r` marked: tinted and ringed in `colour`, pulsing softly by `time`. */
void lesson_scene_mark(UiDraw *d, UiRect r, GfxColor colour, float time);
/* A paragraph at the largest size from 17 points down to 12 whose lines fit `room` points (the
 * smallest when none does: then its last lines are left out, which the text checks report);
 * returns its bottom. */
float lesson_scene_paragraph(UiDraw *d, const char *text, float x, float y, float width, float room,
                             GfxFontStyle style, GfxColor colour);
/* How many lines `text` takes at `size` points in `width`. */
int lesson_scene_line_count(UiDraw *d, const char *text, float size, GfxFontStyle style,
                            float width);

#endif
