/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Layers: a still part of a scene (a board's fields and marks) drawn once into a picture and
 * copied from there while its key and pixel size stay the same. A software renderer pays for
 * every pixel of every overlapping quad on every frame; a picture is one copy. */
#include <math.h>

#include "gfx/renderer.h"

static GfxLayer *find(GfxRenderer *r, uint64_t key, int w, int h) {
    for (int i = 0; i < GFX_LAYER_CACHE_MAX; i++) {
        GfxLayer *l = &r->layers[i];
        if (l->target.fbo && l->key == key && l->w == w && l->h == h &&
            l->pixel_scale == r->pixel_scale)
            return l;
    }
    return NULL;
}

static GfxLayer *least_recent(GfxRenderer *r) {
    GfxLayer *l = &r->layers[0];
    for (int i = 1; i < GFX_LAYER_CACHE_MAX; i++)
        if (!r->layers[i].target.fbo || (l->target.fbo && r->layers[i].last_used < l->last_used))
            l = &r->layers[i];
    return l;
}

/* The rectangle on whole pixels, so that the picture is copied, not resampled. */
static void pixel_rect(const GfxRenderer *r, float x, float y, float w, float h, float *px,
                       float *py, int *pw, int *ph) {
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    *px = roundf(x * ps), *py = roundf(y * ps);
    *pw = (int)(roundf((x + w) * ps) - *px), *ph = (int)(roundf((y + h) * ps) - *py);
}

static void draw_picture(GfxRenderer *r, GfxLayer *l, float px, float py, float z) {
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    l->last_used = ++r->material_clock;
    float x = px / ps, y = py / ps;
    const float *o = l->opaque;
    gfx_draw_texture_framed(r, &l->target.tex, x, y, (float)l->w / ps, (float)l->h / ps, x + o[0],
                            y + o[1], o[2], o[3], (GfxColor){1, 1, 1, 1}, z);
}

bool gfx_layer_begin(GfxRenderer *r, uint64_t key, float x, float y, float w, float h, float z) {
    float px, py;
    int pw, ph;
    pixel_rect(r, x, y, w, h, &px, &py, &pw, &ph);
    r->recording = false;
    if (pw < 1 || ph < 1) return true;
    GfxLayer *l = find(r, key, pw, ph);
    if (l) {
        if (!gfx_renderer_culls(r, y, y + h)) draw_picture(r, l, px, py, z);
        return false;
    }
    /* A band of a fade draws only some rows: a picture of it would miss the rest. */
    if (r->cull) return true;
    r->recording = true;
    r->record_start = r->batch.count;
    r->record_key = key;
    r->record_x = px, r->record_y = py, r->record_z = z;
    r->record_w = pw, r->record_h = ph;
    for (int i = 0; i < 4; i++) r->record_opaque[i] = 0;
    return true;
}

void gfx_layer_end(GfxRenderer *r) {
    if (!r->recording) return;
    r->recording = false;
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    GfxLayer *l = least_recent(r);
    GfxTargetReturn back;
    Error err;
    int start = r->record_start;
    bool made = gfx_target_begin_within(&l->target, r->record_w, r->record_h, &back, &err);
    if (made) {
        gfx_batch_move(&r->side, &r->batch, start, -r->record_x / ps, -r->record_y / ps);
        gfx_renderer_flush(r, &r->side, (float)r->record_w / ps, (float)r->record_h / ps, true);
    }
    gfx_target_return(&back);
    if (!made) { /* no picture to be had: the draws stay in the frame as they were */
        gfx_target_destroy(&l->target);
        return;
    }
    l->key = r->record_key;
    l->w = r->record_w, l->h = r->record_h;
    l->pixel_scale = r->pixel_scale;
    l->opaque[0] = r->record_opaque[0] - r->record_x / ps;
    l->opaque[1] = r->record_opaque[1] - r->record_y / ps;
    l->opaque[2] = r->record_opaque[2], l->opaque[3] = r->record_opaque[3];
    draw_picture(r, l, r->record_x, r->record_y, r->record_z);
}
