/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The renderer: the shader programs, the batch, the projection and the drawing helpers that
 * scenes use (sprites, rounded panels, soft shadows, board materials, highlights, fog, fades). */
#ifndef DUELBOARD_GFX_RENDERER_H
#define DUELBOARD_GFX_RENDERER_H

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "gfx/batch.h"
#include "gfx/shader.h"
#include "gfx/target.h"
#include "gfx/texture.h"

typedef enum GfxProgram {
    GFX_PROG_SPRITE,     /* textured quad, tinted */
    GFX_PROG_PANEL,      /* rounded rectangle with an anti-aliased edge */
    GFX_PROG_SHADOW,     /* soft drop shadow of a rounded rectangle */
    GFX_PROG_MATERIAL,   /* procedural board surface, one look per game */
    GFX_PROG_HIGHLIGHT,  /* pulsing ring for legal targets and focus */
    GFX_PROG_FOG,        /* drifting fog over hidden areas */
    GFX_PROG_FADE,       /* full-window fade between scenes, and flat fills */
    GFX_PROG_FADE_SCENE, /* a cached scene picture faded toward a colour, in one pass */
    GFX_PROG_COUNT
} GfxProgram;

/* Board materials understood by the material program. */
typedef enum GfxMaterial {
    GFX_MATERIAL_SLATE,  /* Gottaz */
    GFX_MATERIAL_WOOD,   /* Onitama */
    GFX_MATERIAL_PAPER,  /* Gunzi */
    GFX_MATERIAL_CANVAS, /* Mortar Hunt */
} GfxMaterial;

/* A board surface drawn once into a texture: the procedural program is costly per pixel on a
 * software renderer, and a board is redrawn on every frame of an animation over it. */
typedef struct GfxMaterialPicture {
    int material, w, h; /* w, h in pixels */
    float radius, pixel_scale;
    GfxColor tint;
    unsigned last_used;
    GfxTarget target;
} GfxMaterialPicture;

#define GFX_MATERIAL_CACHE_MAX 4

/* A still part of a scene held as a picture (gfx_layer_begin). */
typedef struct GfxLayer {
    uint64_t key;
    int w, h; /* pixels */
    float pixel_scale;
    unsigned last_used;
    GfxTarget target;
    float opaque[4]; /* x, y, w, h in points from the picture's corner: where it is opaque */
} GfxLayer;

#define GFX_LAYER_CACHE_MAX 4

typedef struct GfxRenderer {
    GfxShader shaders[GFX_PROG_COUNT];
    GfxBatch batch;
    GfxBatch side; /* draws into textures while the frame's batch is still being filled */
    GfxMaterialPicture materials[GFX_MATERIAL_CACHE_MAX];
    unsigned material_clock; /* counts uses of materials and layers: the least recent goes */
    GfxLayer layers[GFX_LAYER_CACHE_MAX];
    /* The layer being recorded: its quads are the frame batch's from record_start on. */
    bool recording;
    int record_start, record_w, record_h;
    uint64_t record_key;
    float record_x, record_y, record_z; /* x, y in pixels */
    float record_opaque[4];             /* its largest opaque quad so far: x, y, w, h in points */
    GfxTexture white; /* 1x1 white: lets procedural programs share the textured path */
    char shader_dir[1024];
    int logical_w, logical_h; /* window size in points: the layout space */
    int pixel_w, pixel_h;     /* drawable size in pixels */
    float pixel_scale;        /* pixels per point (2 on a HiDPI display) */
    float time;               /* seconds, for animated programs */
    int last_draw_calls;
    /* While only the rows cull_top..cull_bottom (logical) are drawn (a scissored band), draws
     * wholly outside them skip their preparation: text and images are not rasterized for them. */
    bool cull;
    float cull_top, cull_bottom;
    void *presented; /* the fence after the last frame handed to the window (a GLsync) */
} GfxRenderer;

/* Needs a current GL 3.3 core context. Loads the programs a first frame needs from
 * `shader_dir`; gfx_renderer_load_all loads the others (call it once that frame is shown). */
bool gfx_renderer_init(GfxRenderer *r, const char *shader_dir, Error *err);
bool gfx_renderer_load_all(GfxRenderer *r, Error *err);
/* Draws every program once, one transparent pixel, into the window and into a picture, so that a
 * software driver (llvmpipe) compiles the code it runs for each of them now (between two frames)
 * rather than in the frame that first shows a target ring or the fog. */
void gfx_renderer_warm(GfxRenderer *r);
void gfx_renderer_destroy(GfxRenderer *r);
/* Call right after a frame is handed to the window: waits until the driver has finished the
 * frame before it, so that at most one frame is ever queued behind the one being drawn. A
 * software driver (llvmpipe) otherwise bins frames faster than its threads draw them, and keeps
 * every queued frame's memory. */
void gfx_renderer_presented(GfxRenderer *r);
/* Reloads every program; a program that fails keeps its previous version. */
bool gfx_renderer_reload(GfxRenderer *r, Error *err);
void gfx_renderer_begin(GfxRenderer *r, int logical_w, int logical_h, int pixel_w, int pixel_h,
                        float time, GfxColor clear);
/* Like gfx_renderer_begin, but draws over what the framebuffer already holds. */
void gfx_renderer_begin_over(GfxRenderer *r, int logical_w, int logical_h, int pixel_w, int pixel_h,
                             float time);
void gfx_renderer_end(GfxRenderer *r);
/* Draws batch `b` into the bound framebuffer, laid out in a w x h logical area (y_up: row 0 of
 * the framebuffer holds the area's top). */
void gfx_renderer_flush(GfxRenderer *r, GfxBatch *b, float w, float h, bool y_up);

/* True when the rows top..bottom (logical) lie wholly outside the rows being drawn. */
bool gfx_renderer_culls(const GfxRenderer *r, float top, float bottom);
void gfx_draw_sprite(GfxRenderer *r, const GfxSprite *s);
/* A quad of `program` and `texture` over the rectangle (top-left x, y), the whole texture on it. */
GfxSprite gfx_rect_sprite(int program, GLuint texture, float x, float y, float w, float h,
                          GfxColor tint, float z);
/* The quad that runs `program` over the rectangle (top-left x, y) with its parameters `p`. */
GfxSprite gfx_procedural_sprite(const GfxRenderer *r, int program, float x, float y, float w,
                                float h, GfxColor color, float z, const float p[4]);
/* A texture drawn into a rectangle (top-left x, y). */
void gfx_draw_texture(GfxRenderer *r, const GfxTexture *t, float x, float y, float w, float h,
                      GfxColor tint, float z);
/* The texture at its own size in pixels, its corner at (x, y) moved to the nearest whole pixel:
 * each texel on one pixel, so it is sampled nearest (GfxSprite.exact). Text and images
 * rasterized for the size they are shown at are drawn so. */
void gfx_draw_texture_exact(GfxRenderer *r, const GfxTexture *t, float x, float y, GfxColor tint,
                            float z);
#define GFX_QUARTER_TURN 1.57079633f /* radians */
/* The same turned by `quarters` quarter turns about its centre: an odd number only for a square
 * texture, whose texels then still fall on pixels. */
void gfx_draw_texture_exact_turned(GfxRenderer *r, const GfxTexture *t, float x, float y,
                                   int quarters, GfxColor tint, float z);
/* The same, for a picture known to be opaque inside the rectangle (ix, iy, iw, ih): that inside
 * is copied without blending (on a software renderer blending reads every pixel back), the frame
 * around it blended as usual. */
void gfx_draw_texture_framed(GfxRenderer *r, const GfxTexture *t, float x, float y, float w,
                             float h, float ix, float iy, float iw, float ih, GfxColor tint,
                             float z);
void gfx_draw_panel(GfxRenderer *r, float x, float y, float w, float h, float radius,
                    GfxColor color, float z);
/* A flat rectangle: one quad of the flat program, the cheapest fill there is (square corners, no
 * anti-aliased edge: for rectangles on whole points, such as the squares of a board). */
void gfx_draw_rect(GfxRenderer *r, float x, float y, float w, float h, GfxColor color, float z);
/* A ring-shaped outline of a rounded rectangle, `width` thick. */
void gfx_draw_outline(GfxRenderer *r, float x, float y, float w, float h, float radius, float width,
                      GfxColor color, float z);
void gfx_draw_shadow(GfxRenderer *r, float x, float y, float w, float h, float radius, float blur,
                     GfxColor color, float z);
/* The shadow of a rounded rectangle (x, y, w, h) that is drawn opaque above it, cast `dy` down:
 * as gfx_draw_shadow of the rectangle moved by dy, less the part the rectangle itself hides, which
 * a software renderer would fill for nothing (a board's shadow, a millisecond a frame). */
void gfx_draw_shadow_under(GfxRenderer *r, float x, float y, float w, float h, float dy,
                           float radius, float blur, GfxColor color, float z);
void gfx_draw_material(GfxRenderer *r, float x, float y, float w, float h, float radius,
                       GfxMaterial material, GfxColor tint, float z);
void gfx_draw_highlight(GfxRenderer *r, float cx, float cy, float radius, GfxColor color, float z);
void gfx_draw_fog(GfxRenderer *r, float x, float y, float w, float h, GfxColor color, float z);
/* A still part of a scene over the rectangle (x, y, w, h), named by `key` (a hash of all it
 * shows): when its picture is held, draws it at z and returns false, and the caller draws
 * nothing of it; else returns true, the caller draws it, and gfx_layer_end makes those draws
 * into its picture, drawn at z. They must lie inside the rectangle and under everything else
 * drawn there. While a fade draws a band of rows, nothing is recorded. */
bool gfx_layer_begin(GfxRenderer *r, uint64_t key, float x, float y, float w, float h, float z);
void gfx_layer_end(GfxRenderer *r);
/* Covers the window with `color` at `amount` (0 = invisible, 1 = opaque). */
void gfx_draw_fade(GfxRenderer *r, GfxColor color, float amount, float z);
/* Replaces the whole window with `scene` (a picture of the window's pixel size, rows bottom-up as
 * a render target holds them) mixed toward `color` by `amount`. With `touched` (the tiles the
 * picture's draws covered, the rest being `color`) only those tiles are drawn: begin the frame
 * by clearing to `color`. */
void gfx_draw_faded_scene(GfxRenderer *r, const GfxTexture *scene, GfxColor color, float amount,
                          const GfxTileMask *touched, float z);

/* Reads the drawn (not yet presented) frame as top-down RGBA pixels, w*h*4 bytes (free()). */
unsigned char *gfx_read_pixels(const GfxRenderer *r, Error *err);

#endif
