/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Renderer state and the drawing helpers built on the sprite batch. */
#include "gfx/renderer.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const program_names[GFX_PROG_COUNT] = {
    "sprite", "panel", "shadow", "material", "highlight", "fog", "fade", "fade_scene",
};

bool gfx_renderer_init(GfxRenderer *r, const char *shader_dir, Error *err) {
    memset(r, 0, sizeof *r);
    snprintf(r->shader_dir, sizeof r->shader_dir, "%s", shader_dir);
    if (!gfx_batch_init(&r->batch, err) || !gfx_batch_init(&r->side, err)) return false;
    const unsigned char white[4] = {255, 255, 255, 255};
    if (!gfx_texture_from_rgba(&r->white, white, 1, 1, err)) return false;
    /* Only what a menu needs (its cards show the games' boards, surfaces and fog included); the
     * rest waits for gfx_renderer_load_all, after the first frame. */
    const int first[] = {GFX_PROG_SPRITE, GFX_PROG_PANEL,    GFX_PROG_SHADOW,
                         GFX_PROG_FADE,   GFX_PROG_MATERIAL, GFX_PROG_FOG};
    for (size_t i = 0; i < sizeof first / sizeof first[0]; i++)
        if (!gfx_shader_load(&r->shaders[first[i]], shader_dir, program_names[first[i]], err))
            return false;
    return true;
}

bool gfx_renderer_load_all(GfxRenderer *r, Error *err) {
    for (int i = 0; i < GFX_PROG_COUNT; i++)
        if (!r->shaders[i].program &&
            !gfx_shader_load(&r->shaders[i], r->shader_dir, program_names[i], err))
            return false;
    return true;
}

/* One transparent pixel of each program, drawn now. */
static void draw_each_program(GfxRenderer *r) {
    for (int p = 0; p < GFX_PROG_COUNT; p++) {
        GfxSprite s = gfx_rect_sprite(p, r->white.id, 0, 0, 1, 1, (GfxColor){0, 0, 0, 0}, (float)p);
        gfx_draw_sprite(r, &s);
    }
    gfx_renderer_flush(r, &r->batch, (float)r->logical_w, (float)r->logical_h, false);
}

/* A software driver compiles a program's fragment code for each state it is drawn in (blending
 * or not, the window's format or a picture's) at its first draw: 5 ms or more in the middle of
 * the frame that first needs it. */
void gfx_renderer_warm(GfxRenderer *r) {
    draw_each_program(r); /* into the window */
    GfxTarget picture = {0};
    GfxTargetReturn back;
    Error err;
    if (gfx_target_begin_within(&picture, 4, 4, &back, &err)) draw_each_program(r);
    gfx_target_return(&back);
    gfx_target_destroy(&picture);
    glFinish();
}

void gfx_renderer_presented(GfxRenderer *r) {
    GLsync before = r->presented;
    r->presented = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
    if (!before) return;
    /* A second at most: a driver that never signals must not stop the app. */
    glClientWaitSync(before, GL_SYNC_FLUSH_COMMANDS_BIT, 1000000000u);
    glDeleteSync(before);
}

void gfx_renderer_destroy(GfxRenderer *r) {
    if (r->presented) glDeleteSync(r->presented);
    r->presented = NULL;
    for (int i = 0; i < GFX_PROG_COUNT; i++) gfx_shader_destroy(&r->shaders[i]);
    gfx_texture_destroy(&r->white);
    gfx_batch_destroy(&r->batch);
    gfx_batch_destroy(&r->side);
    for (int i = 0; i < GFX_MATERIAL_CACHE_MAX; i++) gfx_target_destroy(&r->materials[i].target);
    for (int i = 0; i < GFX_LAYER_CACHE_MAX; i++) gfx_target_destroy(&r->layers[i].target);
}

bool gfx_renderer_reload(GfxRenderer *r, Error *err) {
    bool ok = true;
    for (int i = 0; i < GFX_PROG_COUNT; i++)
        if (!gfx_shader_load(&r->shaders[i], r->shader_dir, program_names[i], err)) ok = false;
    return ok;
}

void gfx_renderer_begin_over(GfxRenderer *r, int logical_w, int logical_h, int pixel_w, int pixel_h,
                             float time) {
    r->logical_w = logical_w > 0 ? logical_w : 1;
    r->logical_h = logical_h > 0 ? logical_h : 1;
    r->pixel_w = pixel_w > 0 ? pixel_w : 1;
    r->pixel_h = pixel_h > 0 ? pixel_h : 1;
    r->pixel_scale = (float)r->pixel_w / (float)r->logical_w;
    r->time = time;
    glViewport(0, 0, r->pixel_w, r->pixel_h);
    glDisable(GL_DEPTH_TEST);
    glDisable(GL_CULL_FACE);
    glEnable(GL_BLEND);
    glBlendFunc(GL_ONE, GL_ONE_MINUS_SRC_ALPHA); /* premultiplied alpha */
    glActiveTexture(GL_TEXTURE0);
}

void gfx_renderer_begin(GfxRenderer *r, int logical_w, int logical_h, int pixel_w, int pixel_h,
                        float time, GfxColor clear) {
    gfx_renderer_begin_over(r, logical_w, logical_h, pixel_w, pixel_h, time);
    glClearColor(clear.r, clear.g, clear.b, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
}

typedef struct UseCtx {
    GfxRenderer *r;
    float proj[16];
} UseCtx;

static void use_program(void *ctx, int program) {
    UseCtx *u = ctx;
    const GfxShader *s = &u->r->shaders[program];
    glUseProgram(s->program); /* 0 (not loaded yet) draws nothing rather than failing */
    glUniformMatrix4fv(s->u_proj, 1, GL_FALSE, u->proj);
    if (s->u_time >= 0) glUniform1f(s->u_time, u->r->time);
    if (s->u_tex >= 0) glUniform1i(s->u_tex, 0);
}

void gfx_renderer_flush(GfxRenderer *r, GfxBatch *b, float w, float h, bool y_up) {
    /* Logical pixels, origin top-left, y down; or origin bottom-left for pictures whose first
     * row should hold the top, as a texture sampled from v = 0 expects. */
    UseCtx u = {.r = r};
    u.proj[0] = 2.0f / w;
    u.proj[5] = y_up ? 2.0f / h : -2.0f / h;
    u.proj[10] = 1.0f;
    u.proj[12] = -1.0f;
    u.proj[13] = y_up ? -1.0f : 1.0f;
    u.proj[15] = 1.0f;
    gfx_batch_flush(b, use_program, &u);
    glUseProgram(0);
}

void gfx_renderer_end(GfxRenderer *r) {
    gfx_renderer_flush(r, &r->batch, (float)r->logical_w, (float)r->logical_h, false);
    r->last_draw_calls = r->batch.draw_calls;
}

bool gfx_renderer_culls(const GfxRenderer *r, float top, float bottom) {
    return r->cull && (bottom < r->cull_top || top > r->cull_bottom);
}

static void add(GfxRenderer *r, const GfxSprite *s);

void gfx_draw_sprite(GfxRenderer *r, const GfxSprite *s) {
    add(r, s);
}

GfxSprite gfx_rect_sprite(int program, GLuint texture, float x, float y, float w, float h,
                          GfxColor tint, float z) {
    return (GfxSprite){
        .program = program,
        .texture = texture,
        .x = x + w * 0.5f,
        .y = y + h * 0.5f,
        .w = w,
        .h = h,
        .scale = 1,
        .u1 = 1,
        .v1 = 1,
        .tint = tint,
        .z = z,
    };
}

GfxSprite gfx_procedural_sprite(const GfxRenderer *r, int program, float x, float y, float w,
                                float h, GfxColor color, float z, const float p[4]) {
    GfxSprite s = gfx_rect_sprite(program, r->white.id, x, y, w, h, color, z);
    memcpy(s.p, p, sizeof s.p);
    return s;
}

/* While a layer is recorded, the largest opaque quad inside it: where its picture will be opaque
 * (what is drawn over an opaque pixel keeps it opaque), so the picture can be copied there
 * without blending. */
static void note_opaque(GfxRenderer *r, const GfxSprite *s) {
    if (!r->recording || !s->opaque || s->rotation != 0.0f) return;
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    float hw = s->w * s->scale * 0.5f, hh = s->h * s->scale * 0.5f;
    float x0 = fmaxf(s->x - hw, r->record_x / ps), y0 = fmaxf(s->y - hh, r->record_y / ps);
    float x1 = fminf(s->x + hw, (r->record_x + (float)r->record_w) / ps);
    float y1 = fminf(s->y + hh, (r->record_y + (float)r->record_h) / ps);
    if (x1 <= x0 || y1 <= y0) return;
    float *o = r->record_opaque;
    if ((x1 - x0) * (y1 - y0) <= o[2] * o[3]) return;
    o[0] = x0, o[1] = y0, o[2] = x1 - x0, o[3] = y1 - y0;
}

/* Every quad of the frame goes into its batch through here. */
static void add(GfxRenderer *r, const GfxSprite *s) {
    note_opaque(r, s);
    gfx_batch_add(&r->batch, s);
}

/* Whether a quad of `program` in `color` covers its pixels opaquely whatever it is drawn over. */
static bool flat_and_opaque(int program, GfxColor color) {
    return program == GFX_PROG_FADE && color.a >= 1.0f;
}

static void procedural(GfxRenderer *r, int program, float x, float y, float w, float h,
                       GfxColor color, float z, float p0, float p1, float p2, float p3) {
    const float p[4] = {p0, p1, p2, p3};
    GfxSprite s = gfx_procedural_sprite(r, program, x, y, w, h, color, z, p);
    s.opaque = flat_and_opaque(program, color);
    add(r, &s);
}

void gfx_draw_texture(GfxRenderer *r, const GfxTexture *t, float x, float y, float w, float h,
                      GfxColor tint, float z) {
    GfxSprite s = gfx_rect_sprite(GFX_PROG_SPRITE, t->id, x, y, w, h, tint, z);
    add(r, &s);
}

void gfx_draw_texture_exact(GfxRenderer *r, const GfxTexture *t, float x, float y, GfxColor tint,
                            float z) {
    gfx_draw_texture_exact_turned(r, t, x, y, 0, tint, z);
}

void gfx_draw_texture_exact_turned(GfxRenderer *r, const GfxTexture *t, float x, float y,
                                   int quarters, GfxColor tint, float z) {
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    float left = roundf(x * ps) / ps, top = roundf(y * ps) / ps;
    GfxSprite s = gfx_rect_sprite(GFX_PROG_SPRITE, t->id, left, top, (float)t->w / ps,
                                  (float)t->h / ps, tint, z);
    s.rotation = (float)quarters * GFX_QUARTER_TURN;
    s.exact = true;
    add(r, &s);
}

/* Part (sx, sy, sw, sh) of the quad (x, y, w, h): the uv stay those of the whole quad, so the
 * program draws exactly the pixels it would have drawn there. */
static void quad_part(GfxRenderer *r, int program, GLuint texture, float x, float y, float w,
                      float h, float sx, float sy, float sw, float sh, GfxColor color, float z,
                      const float p[4], bool opaque) {
    if (sw <= 0.0f || sh <= 0.0f) return;
    GfxSprite s = gfx_rect_sprite(program, texture, sx, sy, sw, sh, color, z);
    memcpy(s.p, p, sizeof s.p);
    s.u0 = (sx - x) / w, s.v0 = (sy - y) / h;
    s.u1 = (sx + sw - x) / w, s.v1 = (sy + sh - y) / h;
    s.opaque = opaque;
    add(r, &s);
}

static void procedural_part(GfxRenderer *r, int program, float x, float y, float w, float h,
                            float sx, float sy, float sw, float sh, GfxColor color, float z,
                            const float p[4]) {
    quad_part(r, program, r->white.id, x, y, w, h, sx, sy, sw, sh, color, z, p,
              flat_and_opaque(program, color));
}

/* The rectangle (ix, iy, iw, ih) shrunk to whole pixels: no pixel centre then lies on a seam
 * where rounding could leave it to neither of two quads or to both. Shrinking is always safe. */
static void inside_on_pixels(const GfxRenderer *r, float *ix, float *iy, float *iw, float *ih) {
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    float x0 = ceilf(*ix * ps) / ps, y0 = ceilf(*iy * ps) / ps;
    float x1 = floorf((*ix + *iw) * ps) / ps, y1 = floorf((*iy + *ih) * ps) / ps;
    *ix = x0, *iy = y0, *iw = x1 - x0, *ih = y1 - y0;
}

/* The four strips between the rectangles `outer` and `inner` (x, y, w, h each, inner within
 * outer) of the quad q = (x, y, w, h), whose uv they keep, blended. */
static void band_between(GfxRenderer *r, int program, GLuint texture, const float q[4],
                         const float outer[4], const float inner[4], GfxColor color, float z,
                         const float p[4]) {
    float x = outer[0], y = outer[1], w = outer[2], h = outer[3];
    float ix = inner[0], iy = inner[1], iw = inner[2], ih = inner[3];
    quad_part(r, program, texture, q[0], q[1], q[2], q[3], x, y, w, iy - y, color, z, p, false);
    quad_part(r, program, texture, q[0], q[1], q[2], q[3], x, iy + ih, w, y + h - iy - ih, color, z,
              p, false);
    quad_part(r, program, texture, q[0], q[1], q[2], q[3], x, iy, ix - x, ih, color, z, p, false);
    quad_part(r, program, texture, q[0], q[1], q[2], q[3], ix + iw, iy, x + w - ix - iw, ih, color,
              z, p, false);
}

/* The four strips of the quad (x, y, w, h) round its inside (ix, iy, iw, ih), blended. */
static void frame_around(GfxRenderer *r, int program, GLuint texture, float x, float y, float w,
                         float h, float ix, float iy, float iw, float ih, GfxColor color, float z,
                         const float p[4]) {
    const float q[4] = {x, y, w, h}, inner[4] = {ix, iy, iw, ih};
    band_between(r, program, texture, q, q, inner, color, z, p);
}

void gfx_draw_texture_framed(GfxRenderer *r, const GfxTexture *t, float x, float y, float w,
                             float h, float ix, float iy, float iw, float ih, GfxColor tint,
                             float z) {
    inside_on_pixels(r, &ix, &iy, &iw, &ih);
    if (tint.a < 1.0f || iw < 16.0f || ih < 16.0f) { /* not worth the extra quads */
        gfx_draw_texture(r, t, x, y, w, h, tint, z);
        return;
    }
    const float none[4] = {0, 0, 0, 0};
    quad_part(r, GFX_PROG_SPRITE, t->id, x, y, w, h, ix, iy, iw, ih, tint, z, none, true);
    frame_around(r, GFX_PROG_SPRITE, t->id, x, y, w, h, ix, iy, iw, ih, tint, z, none);
}

/* The flat fill of (ix, iy, iw, ih), less the rectangle `hidden` (NULL: none) that something
 * opaque drawn above covers: what is left of it as up to four strips. All edges on whole pixels. */
static void flat_fill_around(GfxRenderer *r, float x, float y, float w, float h, float ix, float iy,
                             float iw, float ih, const float *hidden, GfxColor color, float z) {
    const float none[4] = {0, 0, 0, 0};
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f;
    float hx0 = 0, hy0 = 0, hx1 = 0, hy1 = 0;
    if (hidden) { /* shrunk to whole pixels: less is hidden, never more */
        hx0 = fmaxf(ceilf(hidden[0] * ps) / ps, ix);
        hy0 = fmaxf(ceilf(hidden[1] * ps) / ps, iy);
        hx1 = fminf(floorf((hidden[0] + hidden[2]) * ps) / ps, ix + iw);
        hy1 = fminf(floorf((hidden[1] + hidden[3]) * ps) / ps, iy + ih);
    }
    /* The flat program, not the sprite one over the white texture: sampling a texture costs a
     * software renderer more per pixel than the whole flat fill (menu redraw 7 against 13 ms). */
    if (!hidden || hx1 <= hx0 || hy1 <= hy0) {
        procedural_part(r, GFX_PROG_FADE, x, y, w, h, ix, iy, iw, ih, color, z, none);
        return;
    }
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, ix, iy, iw, hy0 - iy, color, z, none);
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, ix, hy1, iw, iy + ih - hy1, color, z, none);
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, ix, hy0, hx0 - ix, hy1 - hy0, color, z, none);
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, hx1, hy0, ix + iw - hx1, hy1 - hy0, color, z,
                    none);
}

/* A procedural quad whose program gives exactly `color` everywhere inside the rectangle
 * (ix, iy, iw, ih): that inside is filled flat and the program runs only on the frame around it.
 * On a software renderer the rounded-box maths over large cards costs milliseconds a frame.
 * The inside's fill leaves out `hidden`, when given (flat_fill_around). */
static void procedural_framed(GfxRenderer *r, int program, float x, float y, float w, float h,
                              float ix, float iy, float iw, float ih, const float *hidden,
                              GfxColor color, float z, const float p[4]) {
    inside_on_pixels(r, &ix, &iy, &iw, &ih);
    if (iw < 16.0f || ih < 16.0f) { /* too small to be worth the extra quads */
        procedural_part(r, program, x, y, w, h, x, y, w, h, color, z, p);
        return;
    }
    flat_fill_around(r, x, y, w, h, ix, iy, iw, ih, hidden, color, z);
    frame_around(r, program, r->white.id, x, y, w, h, ix, iy, iw, ih, color, z, p);
}

/* Rounded-box programs are flat where the point lies deeper than the corner radius (the box's
 * distance is then the plain rectangle's) and deeper than `depth` (their edge ramp). */
static float flat_inset(float w, float h, float radius, float depth) {
    float r = fminf(radius, 0.5f * fminf(w, h));
    return fmaxf(r, depth);
}

/* The panel program's p = (width, height, radius, ring width or 0 for filled). */
void gfx_draw_panel(GfxRenderer *r, float x, float y, float w, float h, float radius,
                    GfxColor color, float z) {
    const float p[4] = {w, h, radius, 0};
    /* The anti-aliased edge is about one pixel wide; two points is well clear of it. */
    const float edge = 2.0f;
    float k = flat_inset(w, h, radius, edge);
    /* Between its corners the box is flat deeper than the edge, not only deeper than the radius:
     * the program runs on the corners and on bands `edge` deep along the sides, and the rest is
     * a flat cross. On whole pixels, the flat parts shrinking rather than growing. */
    /* Inside the bands (x1, y1, bw, bh), and inside the corners (x2, y2, cw, ch). */
    float x1 = x + edge, y1 = y + edge, bw = w - 2 * edge, bh = h - 2 * edge;
    float x2 = x + k, y2 = y + k, cw = w - 2 * k, ch = h - 2 * k;
    inside_on_pixels(r, &x1, &y1, &bw, &bh);
    inside_on_pixels(r, &x2, &y2, &cw, &ch);
    float x3 = x2 + cw, y3 = y2 + ch, x4 = x1 + bw, y4 = y1 + bh;
    if (k <= edge || cw < 16.0f || ch < 16.0f) {
        procedural_framed(r, GFX_PROG_PANEL, x, y, w, h, x + k, y + k, w - 2 * k, h - 2 * k, NULL,
                          color, z, p);
        return;
    }
    const float none[4] = {0, 0, 0, 0};
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, x2, y1, x3 - x2, y4 - y1, color, z, none);
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, x1, y2, x2 - x1, y3 - y2, color, z, none);
    procedural_part(r, GFX_PROG_FADE, x, y, w, h, x3, y2, x4 - x3, y3 - y2, color, z, none);
    frame_around(r, GFX_PROG_PANEL, r->white.id, x, y, w, h, x1, y1, x4 - x1, y4 - y1, color, z, p);
    const float corner_x[2] = {x1, x3}, corner_y[2] = {y1, y3};
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            procedural_part(r, GFX_PROG_PANEL, x, y, w, h, corner_x[i], corner_y[j],
                            i ? x4 - x3 : x2 - x1, j ? y4 - y3 : y2 - y1, color, z, p);
}

void gfx_draw_rect(GfxRenderer *r, float x, float y, float w, float h, GfxColor color, float z) {
    procedural(r, GFX_PROG_FADE, x, y, w, h, color, z, 0, 0, 0, 0);
}

void gfx_draw_outline(GfxRenderer *r, float x, float y, float w, float h, float radius, float width,
                      GfxColor color, float z) {
    const float p[4] = {w, h, radius, width};
    /* Deeper than the ring and its corners the program draws nothing: a thin border round a large
     * box would otherwise run it over the whole box. Only the frame round that inside is drawn. */
    float k = flat_inset(w, h, radius, width + 2.0f);
    float ix = x + k, iy = y + k, iw = w - 2 * k, ih = h - 2 * k;
    inside_on_pixels(r, &ix, &iy, &iw, &ih);
    if (iw < 16.0f || ih < 16.0f) { /* too small to be worth the extra quads */
        procedural_part(r, GFX_PROG_PANEL, x, y, w, h, x, y, w, h, color, z, p);
        return;
    }
    frame_around(r, GFX_PROG_PANEL, r->white.id, x, y, w, h, ix, iy, iw, ih, color, z, p);
}

/* The quad grows by the blur so the shadow fades out inside it. p = (w, h, radius, blur) of the
 * casting rectangle; its flat inside leaves out `hidden` (NULL: nothing is hidden). */
static void shadow(GfxRenderer *r, float x, float y, float w, float h, float radius, float blur,
                   const float *hidden, GfxColor color, float z) {
    float m = blur * 1.5f;
    const float p[4] = {w, h, radius, blur};
    /* Deeper than the blur inside the box the shadow is at full strength. */
    float k = flat_inset(w, h, radius, fmaxf(blur, 0.5f));
    procedural_framed(r, GFX_PROG_SHADOW, x - m, y - m, w + 2 * m, h + 2 * m, x + k, y + k,
                      w - 2 * k, h - 2 * k, hidden, color, z, p);
}

void gfx_draw_shadow(GfxRenderer *r, float x, float y, float w, float h, float radius, float blur,
                     GfxColor color, float z) {
    shadow(r, x, y, w, h, radius, blur, NULL, color, z);
}

/* How deep a caster's sides may be soft (a card's picture is, three pixels in at one pixel a
 * point): its shadow is drawn under them. */
#define SHADOW_EDGE 4.0f

void gfx_draw_shadow_under(GfxRenderer *r, float x, float y, float w, float h, float dy,
                           float radius, float blur, GfxColor color, float z) {
    /* The caster's rectangle less its corners' radius lies wholly inside it; two pixels more
     * keep clear of an anti-aliased edge. */
    float ps = r->pixel_scale > 0.0f ? r->pixel_scale : 1.0f, px = 1.0f / ps;
    float in = fminf(radius, 0.5f * fminf(w, h)) + 2.0f * px;
    /* The caster hides all of its shadow but its corners and its soft edge, so the program runs
     * only on the band from that edge out to the blur beyond the shadow's box (past which the
     * shadow is nothing) and on the corners. A board's shadow ran it on 147k pixels, a third of
     * them under the board. */
    float ix = x + SHADOW_EDGE, iy = y + SHADOW_EDGE, iw = w - 2 * SHADOW_EDGE,
          ih = h - 2 * SHADOW_EDGE;
    inside_on_pixels(r, &ix, &iy, &iw, &ih);
    float corner = ceilf((in - SHADOW_EDGE) * ps) / ps;
    float reach = fmaxf(blur, 0.5f) + px;
    if (dy < 0.0f || dy > reach || iw < 2 * corner + 16.0f || ih < 2 * corner + 16.0f) {
        const float hidden[4] = {x + in, y + in, w - 2 * in, h - 2 * in};
        shadow(r, x, y + dy, w, h, radius, blur, hidden, color, z);
        return;
    }
    /* The program's quad, as shadow() makes it: its uv says where a part lies. */
    float m = blur * 1.5f, qx = x - m, qy = y + dy - m, qw = w + 2 * m, qh = h + 2 * m;
    const float p[4] = {w, h, radius, blur}, q[4] = {qx, qy, qw, qh}, inner[4] = {ix, iy, iw, ih};
    /* The band's outside, grown to whole pixels and kept within the quad. */
    float ox = fmaxf(floorf((x - reach) * ps) / ps, qx);
    float oy = fmaxf(floorf((y + dy - reach) * ps) / ps, qy);
    float ox1 = fminf(ceilf((x + w + reach) * ps) / ps, qx + qw);
    float oy1 = fminf(ceilf((y + dy + h + reach) * ps) / ps, qy + qh);
    const float outer[4] = {ox, oy, ox1 - ox, oy1 - oy};
    GLuint white = r->white.id;
    band_between(r, GFX_PROG_SHADOW, white, q, outer, inner, color, z, p);
    const float corner_x[2] = {ix, ix + iw - corner}, corner_y[2] = {iy, iy + ih - corner};
    for (int i = 0; i < 4; i++)
        quad_part(r, GFX_PROG_SHADOW, white, qx, qy, qw, qh, corner_x[i & 1], corner_y[i >> 1],
                  corner, corner, color, z, p, false);
}

void gfx_draw_highlight(GfxRenderer *r, float cx, float cy, float radius, GfxColor color, float z) {
    float s = radius * 2.4f;
    procedural(r, GFX_PROG_HIGHLIGHT, cx - s * 0.5f, cy - s * 0.5f, s, s, color, z, s, s, radius,
               0);
}

void gfx_draw_fog(GfxRenderer *r, float x, float y, float w, float h, GfxColor color, float z) {
    procedural(r, GFX_PROG_FOG, x, y, w, h, color, z, w, h, x, y);
}

void gfx_draw_fade(GfxRenderer *r, GfxColor color, float amount, float z) {
    if (amount <= 0.0f) return;
    GfxColor c = color;
    c.a = amount > 1.0f ? 1.0f : amount;
    procedural(r, GFX_PROG_FADE, 0, 0, (float)r->logical_w, (float)r->logical_h, c, z,
               (float)r->logical_w, (float)r->logical_h, 0, 0);
}

/* One quad of the faded picture over the window rectangle (x, y, w, h), logical pixels. */
static void faded_part(GfxRenderer *r, const GfxTexture *scene, GfxColor c, float x, float y,
                       float w, float h, float z) {
    float lw = (float)r->logical_w, lh = (float)r->logical_h;
    GfxSprite s = gfx_rect_sprite(GFX_PROG_FADE_SCENE, scene->id, x, y, w, h, c, z);
    /* The window's top is the picture's last row. */
    s.u0 = x / lw, s.u1 = (x + w) / lw;
    s.v0 = 1.0f - y / lh, s.v1 = 1.0f - (y + h) / lh;
    s.opaque = true; /* the faded scene covers every pixel */
    add(r, &s);
}

void gfx_draw_faded_scene(GfxRenderer *r, const GfxTexture *scene, GfxColor color, float amount,
                          const GfxTileMask *touched, float z) {
    GfxColor c = color;
    c.a = amount < 0.0f ? 0.0f : amount > 1.0f ? 1.0f : amount;
    float lw = (float)r->logical_w, lh = (float)r->logical_h;
    if (!touched || !touched->touched) {
        faded_part(r, scene, c, 0, 0, lw, lh, z);
        return;
    }
    /* Runs of touched tiles along each row; tile edges are shared exactly, so every pixel of a
     * touched tile is drawn once. */
    float t = touched->tile;
    for (int row = 0; row < touched->rows; row++) {
        const unsigned char *line = touched->touched + row * touched->cols;
        for (int col = 0; col < touched->cols;) {
            if (!line[col]) {
                col++;
                continue;
            }
            int end = col;
            while (end < touched->cols && line[end]) end++;
            float x = (float)col * t, y = (float)row * t;
            faded_part(r, scene, c, x, y, fminf((float)end * t, lw) - x, fminf(y + t, lh) - y, z);
            col = end;
        }
    }
}

unsigned char *gfx_read_pixels(const GfxRenderer *r, Error *err) {
    int w = r->pixel_w, h = r->pixel_h;
    size_t row = (size_t)w * 4;
    unsigned char *px = malloc(row * (size_t)h);
    unsigned char *tmp = malloc(row);
    if (!px || !tmp) {
        free(px);
        free(tmp);
        error_set(err, "out of memory reading a %dx%d frame", w, h);
        return NULL;
    }
    glPixelStorei(GL_PACK_ALIGNMENT, 4);
    glReadBuffer(GL_BACK);
    glReadPixels(0, 0, w, h, GL_RGBA, GL_UNSIGNED_BYTE, px);
    for (int y = 0; y < h / 2; y++) { /* GL rows go bottom-up */
        memcpy(tmp, px + (size_t)y * row, row);
        memcpy(px + (size_t)y * row, px + (size_t)(h - 1 - y) * row, row);
        memcpy(px + (size_t)(h - 1 - y) * row, tmp, row);
    }
    free(tmp);
    return px;
}
