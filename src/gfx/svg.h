/* SPDX-License-Identifier: GPL-3.0-or-later */
/* SVG sprites rasterized by SDL2_image at the exact pixel size they are drawn at. */
#ifndef DUELBOARD_GFX_SVG_H
#define DUELBOARD_GFX_SVG_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "gfx/renderer.h"

#define GFX_SVG_SOURCES_MAX 48
#define GFX_SVG_ENTRIES_MAX 96
#define GFX_SVG_SIZES_PER_IMAGE 2

typedef struct GfxSvgSource {
    char name[128];
    char *data; /* the file, read once */
    size_t size;
} GfxSvgSource;

typedef struct GfxSvgEntry {
    int source;
    int w, h;
    GfxTexture tex;
    unsigned last_used;
} GfxSvgEntry;

#define GFX_SVG_PREFETCH_MAX 8

/* An image rasterized ahead of time on another thread (see gfx_svg_prefetch). */
typedef struct GfxSvgPrefetched {
    char name[128];
    int w, h;
    SDL_Surface *surface; /* NULL once taken, or if it failed */
} GfxSvgPrefetched;

typedef struct GfxSvgCache {
    char dir[1024];
    GfxSvgSource sources[GFX_SVG_SOURCES_MAX];
    int source_count;
    GfxSvgEntry entries[GFX_SVG_ENTRIES_MAX];
    int entry_count;
    unsigned frame;
    int rasterized; /* rasterizations since start, for tests of re-rasterizing on resize */
    GfxSvgPrefetched prefetch[GFX_SVG_PREFETCH_MAX];
    int prefetch_count;
    SDL_Thread *prefetch_thread;
} GfxSvgCache;

void gfx_svg_init(GfxSvgCache *c, const char *dir);
void gfx_svg_destroy(GfxSvgCache *c);
/* Starts rasterizing images on a worker thread, before there is a GL context: the first frame
 * then finds them ready. Needs no GL; any later gfx_svg_get waits for the worker. */
void gfx_svg_prefetch(GfxSvgCache *c, const char *const names[], const int w[], const int h[],
                      int n);
void gfx_svg_frame(GfxSvgCache *c);
/* The texture of `<dir>/<name>` at w x h pixels, rasterizing it if needed. An image is held at
 * GFX_SVG_SIZES_PER_IMAGE sizes at most: a new one releases the least recently drawn (unless it
 * was drawn this frame), so a resize does not pile up textures. */
const GfxTexture *gfx_svg_get(GfxSvgCache *c, const char *name, int w, int h, Error *err);
/* Draws the image into a logical rectangle, rasterized for the current pixel scale. */
bool gfx_draw_svg(GfxRenderer *r, GfxSvgCache *c, const char *name, float x, float y, float w,
                  float h, GfxColor tint, float z, Error *err);

#endif
