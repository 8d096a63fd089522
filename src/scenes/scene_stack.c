/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The scene stack and its fades. */
#include "scenes/scene.h"

#include <stdio.h>
#include <string.h>

void scene_stack_init(SceneStack *st) {
    memset(st, 0, sizeof *st);
}

static void destroy_scene(Scene *s) {
    if (s->destroy) s->destroy(s);
    memset(s, 0, sizeof *s);
}

void scene_stack_destroy(SceneStack *st) {
    while (st->count > 0) destroy_scene(&st->scenes[--st->count]);
    if (st->pending == SCENE_OP_PUSH) destroy_scene(&st->next);
    st->pending = SCENE_OP_NONE;
}

static void perform(SceneStack *st) {
    switch (st->pending) {
    case SCENE_OP_PUSH:
        if (st->count < SCENE_STACK_MAX)
            st->scenes[st->count++] = st->next;
        else
            destroy_scene(&st->next);
        break;
    case SCENE_OP_POP:
        if (st->count > 1) destroy_scene(&st->scenes[--st->count]);
        break;
    case SCENE_OP_POP_TO_ROOT:
        while (st->count > 1) destroy_scene(&st->scenes[--st->count]);
        break;
    default:
        break;
    }
    st->pending = SCENE_OP_NONE;
    st->serial++;
    memset(&st->next, 0, sizeof st->next);
}

static void request(SceneStack *st, const SceneContext *ctx, SceneOp op, Scene *s) {
    if (s && !s->data) return; /* its creation ran out of memory: stay where we are */
    if (st->pending != SCENE_OP_NONE || st->fade_dir != 0) {
        if (s) destroy_scene(s);
        return;
    }
    st->pending = op;
    if (s) st->next = *s;
    if (ui_anim_factor(ctx->prefs->anim_speed) <= 0.0f || st->count == 0) {
        perform(st);
        return;
    }
    st->fade_dir = 1;
}

void scene_push(SceneStack *st, const SceneContext *ctx, Scene s) {
    request(st, ctx, SCENE_OP_PUSH, &s);
}
void scene_pop(SceneStack *st, const SceneContext *ctx) {
    request(st, ctx, SCENE_OP_POP, NULL);
}
void scene_pop_to_root(SceneStack *st, const SceneContext *ctx) {
    request(st, ctx, SCENE_OP_POP_TO_ROOT, NULL);
}

Scene *scene_top(SceneStack *st) {
    return st->count ? &st->scenes[st->count - 1] : NULL;
}

Scene *scene_incoming(SceneStack *st) {
    if (st->fade_dir <= 0) return NULL;
    switch (st->pending) {
    case SCENE_OP_PUSH:
        return st->count < SCENE_STACK_MAX ? &st->next : NULL;
    case SCENE_OP_POP:
        return st->count > 1 ? &st->scenes[st->count - 2] : NULL;
    case SCENE_OP_POP_TO_ROOT:
        return st->count > 1 ? &st->scenes[0] : NULL;
    default:
        return NULL;
    }
}

bool scene_stack_busy(const SceneStack *st) {
    return st->fade_dir != 0 || st->pending != SCENE_OP_NONE;
}

bool scene_stack_update(SceneStack *st, const SceneContext *ctx, float dt) {
    if (st->fade_dir == 0) return false;
    float factor = ui_anim_factor(ctx->prefs->anim_speed);
    float step = factor > 0.0f ? dt / (SCENE_FADE_SECONDS * factor) : 1.0f;
    st->fade += step * (float)st->fade_dir;
    if (st->fade_dir > 0 && st->fade >= 1.0f) {
        st->fade = 1.0f;
        perform(st);
        st->fade_dir = -1;
    } else if (st->fade_dir < 0 && st->fade <= 0.0f) {
        st->fade = 0.0f;
        st->fade_dir = 0;
    }
    return true;
}

void scene_stack_names(const SceneStack *st, char *buf, size_t n) {
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < st->count && used < n; i++)
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? ">" : "", st->scenes[i].name);
}
