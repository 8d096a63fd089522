/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Board materials: each surface is drawn by its procedural program once per look and pixel size
 * into a texture, and frames draw that texture. */
#include <math.h>
#include <string.h>

#include "gfx/renderer.h"

static bool same_color(GfxColor a, GfxColor b) {
    return a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a;
}

static GfxMaterialPicture *find(GfxRenderer *r, int material, int w, int h, float radius,
                                GfxColor tint) {
    for (int i = 0; i < GFX_MATERIAL_CACHE_MAX; i++) {
        GfxMaterialPicture *m = &r->materials[i];
        if (m->target.fbo && m->material == material && m->w == w && m->h == h &&
            m->radius == radius && m->pixel_scale == r->pixel_scale && same_color(m->tint, tint))
            return m;
    }
    return NULL;
}

/* The procedural quad itself: what the picture holds, or what is drawn when it can't be made. */
static GfxSprite surface(const GfxRenderer *r, int material, float x, float y, float w, float h,
                         float radius, GfxColor tint, float z) {
    const float p[4] = {w, h, radius, (float)material};
    return gfx_procedural_sprite(r, GFX_PROG_MATERIAL, x, y, w, h, tint, z, p);
}

/* Draws the surface into the least recently used slot. The frame being built is left as it was:
 * its framebuffer, viewport and scissor are put back. */
static GfxMaterialPicture *paint(GfxRenderer *r, int material, int w, int h, float radius,
                                 GfxColor tint) {
    GfxMaterialPicture *m = &r->materials[0];
    for (int i = 1; i < GFX_MATERIAL_CACHE_MAX; i++)
        if (!r->materials[i].target.fbo ||
            (m->target.fbo && r->materials[i].last_used < m->last_used))
            m = &r->materials[i];
    GfxTargetReturn back;
    Error err;
    bool made = gfx_target_begin_within(&m->target, w, h, &back, &err);
    if (made) {
        float lw = (float)w / r->pixel_scale, lh = (float)h / r->pixel_scale;
        GfxSprite s = surface(r, material, 0, 0, lw, lh, radius, tint, 0);
        gfx_batch_add(&r->side, &s);
        gfx_renderer_flush(r, &r->side, lw, lh, true);
    }
    gfx_target_return(&back);
    if (!made) {
        gfx_target_destroy(&m->target);
        return NULL;
    }
    m->material = material, m->w = w, m->h = h, m->radius = radius;
    m->pixel_scale = r->pixel_scale, m->tint = tint;
    return m;
}

void gfx_draw_material(GfxRenderer *r, float x, float y, float w, float h, float radius,
                       GfxMaterial material, GfxColor tint, float z) {
    /* The picture sits on whole pixels so that it is copied, not resampled. */
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    float px = roundf(x * ps), py = roundf(y * ps);
    int pw = (int)(roundf((x + w) * ps) - px), ph = (int)(roundf((y + h) * ps) - py);
    if (pw < 1 || ph < 1) return;
    if (!r->shaders[GFX_PROG_MATERIAL].program) return; /* not loaded yet: as the program would */
    if (gfx_renderer_culls(r, y, y + h)) return;        /* painted when its part is drawn */
    GfxMaterialPicture *m = find(r, (int)material, pw, ph, radius, tint);
    if (!m) m = paint(r, (int)material, pw, ph, radius, tint);
    if (!m) { /* no texture to be had: draw the surface itself */
        GfxSprite s = surface(r, (int)material, x, y, w, h, radius, tint, z);
        gfx_batch_add(&r->batch, &s);
        return;
    }
    m->last_used = ++r->material_clock;
    float lx = px / ps, ly = py / ps, lw = (float)pw / ps, lh = (float)ph / ps;
    const GfxColor white = {1, 1, 1, 1};
    if (tint.a < 1.0f) { /* nothing of the surface is opaque */
        gfx_draw_texture(r, &m->target.tex, lx, ly, lw, lh, white, z);
        return;
    }
    /* Opaque where it is deeper than its corners' radius and its edge's ramp (about a pixel; two
     * points keep well clear). */
    float k = fmaxf(fminf(radius, 0.5f * fminf(lw, lh)), 2.0f);
    gfx_draw_texture_framed(r, &m->target.tex, lx, ly, lw, lh, lx + k, ly + k, lw - 2 * k,
                            lh - 2 * k, white, z);
}
