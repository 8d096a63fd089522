/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The sprite batch: quads with position, scale, rotation, tint and z-order, drawn in z order
 * with as few draw calls as the programs and textures allow. */
#ifndef DUELBOARD_GFX_BATCH_H
#define DUELBOARD_GFX_BATCH_H

#include <stdbool.h>

#include <epoxy/gl.h>

#include "core/error.h"

typedef struct GfxColor {
    float r, g, b, a; /* straight alpha; the batch premultiplies */
} GfxColor;

/* One vertex: position in logical pixels, texture or local coordinates, premultiplied colour,
 * and four per-quad parameters whose meaning belongs to the program (size, radius, ...). */
typedef struct GfxVertex {
    float x, y, u, v;
    float r, g, b, a;
    float p[4];
} GfxVertex;

typedef struct GfxQuad {
    float z;
    int seq; /* submission order: equal z keeps it */
    int program;
    GLuint texture;
    bool opaque; /* drawn without blending (GfxSprite.opaque) */
    bool exact;  /* sampled nearest (GfxSprite.exact) */
    GfxVertex v[4];
} GfxQuad;

typedef struct GfxSortKey {
    float z;
    int seq;
} GfxSortKey;

/* Which tiles of the drawing area quads have touched. A picture drawn over a clear colour holds
 * that colour everywhere else, so work over the picture (a fade) can skip the untouched tiles. */
typedef struct GfxTileMask {
    int cols, rows;
    float tile; /* logical pixels a side */
    unsigned char *touched;
} GfxTileMask;

typedef struct GfxBatch {
    GfxQuad *quads;
    int count, cap;
    GfxSortKey *order;
    GfxVertex *vertices;
    GLuint vao, vbo, ibo;
    GLuint nearest;     /* a sampler that reads the nearest texel, for exact quads */
    int gpu_quads;      /* capacity of the buffers on the GPU */
    int draw_calls;     /* in the last flush, for the benchmark and tests */
    GfxTileMask *track; /* when set, every added quad marks the tiles its bounds cover */
} GfxBatch;

/* Everything needed to place one textured or procedural quad. */
typedef struct GfxSprite {
    int program;
    GLuint texture;
    float x, y;     /* centre, logical pixels */
    float w, h;     /* size before scaling */
    float scale;    /* 1 = as given */
    float rotation; /* radians, clockwise on screen */
    float u0, v0, u1, v1;
    GfxColor tint;
    float z;
    float p[4];
    /* Every pixel the quad covers is drawn with alpha 1, so it replaces what is under it: drawn
     * without blending, which would only read those pixels back (a software renderer's pass). */
    bool opaque;
    /* The texture's texels fall one for one on whole pixels (unscaled, unturned, on the pixel
     * grid): sampled nearest, which gives the same pixels as filtering there and costs a
     * software renderer a third as much (a full window 4.5 against 6.8 ms). */
    bool exact;
} GfxSprite;

/* Sizes the mask for a w x h area in tiles of `tile`, all untouched. False when out of memory. */
bool gfx_tile_mask_reset(GfxTileMask *m, float w, float h, float tile);
void gfx_tile_mask_free(GfxTileMask *m);
/* Marks the tiles that the rectangle (x0, y0)-(x1, y1) overlaps. */
void gfx_tile_mask_mark(GfxTileMask *m, float x0, float y0, float x1, float y1);

bool gfx_batch_init(GfxBatch *b, Error *err);
void gfx_batch_destroy(GfxBatch *b);
void gfx_batch_add(GfxBatch *b, const GfxSprite *s);
/* Moves the quads `from` holds past its first `start` to the end of `to`, shifted by (dx, dy):
 * draws made for the window, redirected into a picture of a part of it. */
void gfx_batch_move(GfxBatch *to, GfxBatch *from, int start, float dx, float dy);
/* Sorts by z (stable) and draws. `use_program` is called whenever the program changes. */
void gfx_batch_flush(GfxBatch *b, void (*use_program)(void *ctx, int program), void *ctx);

#endif
