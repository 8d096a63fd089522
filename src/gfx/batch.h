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
    GfxVertex v[4];
} GfxQuad;

typedef struct GfxSortKey {
    float z;
    int seq;
} GfxSortKey;

typedef struct GfxBatch {
    GfxQuad *quads;
    int count, cap;
    GfxSortKey *order;
    GfxVertex *vertices;
    GLuint vao, vbo, ibo;
    int gpu_quads;  /* capacity of the buffers on the GPU */
    int draw_calls; /* in the last flush, for the benchmark and tests */
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
} GfxSprite;

bool gfx_batch_init(GfxBatch *b, Error *err);
void gfx_batch_destroy(GfxBatch *b);
void gfx_batch_add(GfxBatch *b, const GfxSprite *s);
/* Sorts by z (stable) and draws. `use_program` is called whenever the program changes. */
void gfx_batch_flush(GfxBatch *b, void (*use_program)(void *ctx, int program), void *ctx);

#endif
