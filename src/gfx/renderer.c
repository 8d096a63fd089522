/* Renderer state and the drawing helpers built on the sprite batch. */
#include "gfx/renderer.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const program_names[GFX_PROG_COUNT] = {
    "sprite", "panel", "shadow", "material", "highlight", "fog", "fade",
};

bool gfx_renderer_init(GfxRenderer *r, const char *shader_dir, Error *err) {
    memset(r, 0, sizeof *r);
    snprintf(r->shader_dir, sizeof r->shader_dir, "%s", shader_dir);
    if (!gfx_batch_init(&r->batch, err)) return false;
    const unsigned char white[4] = {255, 255, 255, 255};
    if (!gfx_texture_from_rgba(&r->white, white, 1, 1, err)) return false;
    /* Only what a menu needs; the rest waits for gfx_renderer_load_all, after the first frame. */
    const int first[] = {GFX_PROG_SPRITE, GFX_PROG_PANEL, GFX_PROG_SHADOW, GFX_PROG_FADE};
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

void gfx_renderer_destroy(GfxRenderer *r) {
    for (int i = 0; i < GFX_PROG_COUNT; i++) gfx_shader_destroy(&r->shaders[i]);
    gfx_texture_destroy(&r->white);
    gfx_batch_destroy(&r->batch);
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

void gfx_renderer_end(GfxRenderer *r) {
    /* Logical pixels, origin top-left, y down. */
    UseCtx u = {.r = r};
    u.proj[0] = 2.0f / (float)r->logical_w;
    u.proj[5] = -2.0f / (float)r->logical_h;
    u.proj[10] = 1.0f;
    u.proj[12] = -1.0f;
    u.proj[13] = 1.0f;
    u.proj[15] = 1.0f;
    gfx_batch_flush(&r->batch, use_program, &u);
    r->last_draw_calls = r->batch.draw_calls;
    glUseProgram(0);
}

void gfx_draw_sprite(GfxRenderer *r, const GfxSprite *s) {
    gfx_batch_add(&r->batch, s);
}

static void procedural(GfxRenderer *r, int program, float x, float y, float w, float h,
                       GfxColor color, float z, float p0, float p1, float p2, float p3) {
    GfxSprite s = {
        .program = program,
        .texture = r->white.id,
        .x = x + w * 0.5f,
        .y = y + h * 0.5f,
        .w = w,
        .h = h,
        .scale = 1,
        .u0 = 0,
        .v0 = 0,
        .u1 = 1,
        .v1 = 1,
        .tint = color,
        .z = z,
        .p = {p0, p1, p2, p3},
    };
    gfx_batch_add(&r->batch, &s);
}

void gfx_draw_texture(GfxRenderer *r, const GfxTexture *t, float x, float y, float w, float h,
                      GfxColor tint, float z) {
    GfxSprite s = {
        .program = GFX_PROG_SPRITE,
        .texture = t->id,
        .x = x + w * 0.5f,
        .y = y + h * 0.5f,
        .w = w,
        .h = h,
        .scale = 1,
        .u0 = 0,
        .v0 = 0,
        .u1 = 1,
        .v1 = 1,
        .tint = tint,
        .z = z,
    };
    gfx_batch_add(&r->batch, &s);
}

/* The panel program's p = (width, height, radius, ring width or 0 for filled). */
void gfx_draw_panel(GfxRenderer *r, float x, float y, float w, float h, float radius,
                    GfxColor color, float z) {
    procedural(r, GFX_PROG_PANEL, x, y, w, h, color, z, w, h, radius, 0);
}

void gfx_draw_outline(GfxRenderer *r, float x, float y, float w, float h, float radius, float width,
                      GfxColor color, float z) {
    procedural(r, GFX_PROG_PANEL, x, y, w, h, color, z, w, h, radius, width);
}

/* The quad grows by the blur so the shadow fades out inside it. p = (w, h, radius, blur) of the
 * casting rectangle. */
void gfx_draw_shadow(GfxRenderer *r, float x, float y, float w, float h, float radius, float blur,
                     GfxColor color, float z) {
    float m = blur * 1.5f;
    procedural(r, GFX_PROG_SHADOW, x - m, y - m, w + 2 * m, h + 2 * m, color, z, w, h, radius,
               blur);
}

void gfx_draw_material(GfxRenderer *r, float x, float y, float w, float h, float radius,
                       GfxMaterial material, GfxColor tint, float z) {
    procedural(r, GFX_PROG_MATERIAL, x, y, w, h, tint, z, w, h, radius, (float)material);
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
