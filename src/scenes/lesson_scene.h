/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the Learn scenes share (lesson_list.c, lesson.c): a game's lessons read from the app's
 * data, and a lesson's stars drawn as stars. */
#ifndef DUELBOARD_SCENES_LESSON_SCENE_H
#define DUELBOARD_SCENES_LESSON_SCENE_H

#include "learn/lesson.h"
#include "scenes/scene.h"

/* Reads every lesson of `g` from the app's data (assets/lessons/<game id>). */
bool lesson_scene_load(const SceneContext *ctx, const GameRules *g, LessonSet *set, Error *err);
/* Three stars of `size` points from (x, y) rightwards, `stars` of them earned (accent) and the
 * others dim; returns their width. */
float lesson_scene_stars(UiDraw *d, float x, float y, float size, int stars);

#endif
