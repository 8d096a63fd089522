/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The SVG cache: sources read once, rasterizations keyed by pixel size. */
#include "gfx/svg.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

void gfx_svg_init(GfxSvgCache *c, const char *dir) {
    memset(c, 0, sizeof *c);
    snprintf(c->dir, sizeof c->dir, "%s", dir);
}

static int prefetch_worker(void *data) {
    GfxSvgCache *c = data;
    for (int i = 0; i < c->prefetch_count; i++) {
        GfxSvgPrefetched *p = &c->prefetch[i];
        char path[1200];
        snprintf(path, sizeof path, "%s/%s", c->dir, p->name);
        SDL_RWops *rw = SDL_RWFromFile(path, "rb");
        if (!rw) continue; /* the main thread will report it */
        p->surface = IMG_LoadSizedSVG_RW(rw, p->w, p->h);
        SDL_RWclose(rw);
    }
    return 0;
}

void gfx_svg_prefetch(GfxSvgCache *c, const char *const names[], const int w[], const int h[],
                      int n) {
    if (c->prefetch_thread || c->prefetch_count) return;
    for (int i = 0; i < n && i < GFX_SVG_PREFETCH_MAX; i++) {
        GfxSvgPrefetched *p = &c->prefetch[c->prefetch_count++];
        snprintf(p->name, sizeof p->name, "%s", names[i]);
        p->w = w[i];
        p->h = h[i];
        p->surface = NULL;
    }
    c->prefetch_thread = SDL_CreateThread(prefetch_worker, "svg-prefetch", c);
    if (!c->prefetch_thread) c->prefetch_count = 0; /* no thread: rasterize when drawn */
}

static void prefetch_join(GfxSvgCache *c) {
    if (!c->prefetch_thread) return;
    SDL_WaitThread(c->prefetch_thread, NULL);
    c->prefetch_thread = NULL;
}

static SDL_Surface *take_prefetched(GfxSvgCache *c, const char *name, int w, int h) {
    prefetch_join(c);
    for (int i = 0; i < c->prefetch_count; i++) {
        GfxSvgPrefetched *p = &c->prefetch[i];
        if (p->surface && p->w == w && p->h == h && strcmp(p->name, name) == 0) {
            SDL_Surface *s = p->surface;
            p->surface = NULL;
            return s;
        }
    }
    return NULL;
}

void gfx_svg_destroy(GfxSvgCache *c) {
    prefetch_join(c);
    for (int i = 0; i < c->prefetch_count; i++) SDL_FreeSurface(c->prefetch[i].surface);
    c->prefetch_count = 0;
    for (int i = 0; i < c->entry_count; i++) gfx_texture_destroy(&c->entries[i].tex);
    for (int i = 0; i < c->source_count; i++) SDL_free(c->sources[i].data);
    c->entry_count = c->source_count = 0;
}

void gfx_svg_frame(GfxSvgCache *c) {
    c->frame++;
}

static int find_source(GfxSvgCache *c, const char *name, Error *err) {
    for (int i = 0; i < c->source_count; i++)
        if (strcmp(c->sources[i].name, name) == 0) return i;
    if (c->source_count == GFX_SVG_SOURCES_MAX) {
        error_set(err, "too many SVG images (limit %d)", GFX_SVG_SOURCES_MAX);
        return -1;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/%s", c->dir, name);
    size_t size = 0;
    void *data = SDL_LoadFile(path, &size);
    if (!data) {
        error_set(err, "missing image %s", path);
        return -1;
    }
    GfxSvgSource *s = &c->sources[c->source_count];
    snprintf(s->name, sizeof s->name, "%s", name);
    s->data = data;
    s->size = size;
    return c->source_count++;
}

static void remove_entry(GfxSvgCache *c, int i) {
    gfx_texture_destroy(&c->entries[i].tex);
    c->entries[i] = c->entries[--c->entry_count];
}

const GfxTexture *gfx_svg_get(GfxSvgCache *c, const char *name, int w, int h, Error *err) {
    int src = find_source(c, name, err);
    if (src < 0) return NULL;
    if (w < 1) w = 1;
    if (h < 1) h = 1;
    for (int i = 0; i < c->entry_count; i++) {
        GfxSvgEntry *e = &c->entries[i];
        if (e->source == src && e->w == w && e->h == h) {
            e->last_used = c->frame;
            return &e->tex;
        }
    }
    /* An image is held at two sizes at most: the one on screen and the one before it (a menu
     * card's art and the same art on the setup screen), so going back and forth does not
     * rasterize it again, while a resize, which asks for a new size every frame, piles nothing
     * up. Sizes drawn this frame stay. */
    for (;;) {
        int held = 0, oldest = -1;
        for (int i = 0; i < c->entry_count; i++)
            if (c->entries[i].source == src) {
                held++;
                if (oldest < 0 || c->entries[i].last_used < c->entries[oldest].last_used)
                    oldest = i;
            }
        if (held < GFX_SVG_SIZES_PER_IMAGE || c->entries[oldest].last_used == c->frame) break;
        remove_entry(c, oldest);
    }
    if (c->entry_count == GFX_SVG_ENTRIES_MAX) {
        int oldest = 0;
        for (int i = 1; i < c->entry_count; i++)
            if (c->entries[i].last_used < c->entries[oldest].last_used) oldest = i;
        remove_entry(c, oldest);
    }
    SDL_Surface *surface = take_prefetched(c, name, w, h);
    if (!surface) {
        SDL_RWops *rw = SDL_RWFromConstMem(c->sources[src].data, (int)c->sources[src].size);
        surface = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
        if (rw) SDL_RWclose(rw);
    }
    if (!surface) {
        error_set(err, "cannot rasterize %s: %s", name, IMG_GetError());
        return NULL;
    }
    GfxSvgEntry *e = &c->entries[c->entry_count];
    bool ok = gfx_texture_from_surface(&e->tex, surface, err);
    SDL_FreeSurface(surface);
    if (!ok) return NULL;
    e->source = src;
    e->w = w;
    e->h = h;
    e->last_used = c->frame;
    c->entry_count++;
    c->rasterized++;
    return &e->tex;
}

bool gfx_draw_svg(GfxRenderer *r, GfxSvgCache *c, const char *name, float x, float y, float w,
                  float h, GfxColor tint, float z, Error *err) {
    if (gfx_renderer_culls(r, y, y + h)) return true; /* rasterized when its part is drawn */
    int pw = (int)lroundf(w * r->pixel_scale), ph = (int)lroundf(h * r->pixel_scale);
    const GfxTexture *t = gfx_svg_get(c, name, pw, ph, err);
    if (!t) return false;
    /* On device pixels, so the 1:1 rasterization is sampled without blur. An image whose shape
     * differs from the box's comes rasterized at its own proportions, and is stretched. */
    if (t->w == pw && t->h == ph) {
        gfx_draw_texture_exact(r, t, x, y, tint, z);
        return true;
    }
    float left = roundf(x * r->pixel_scale) / r->pixel_scale;
    float top = roundf(y * r->pixel_scale) / r->pixel_scale;
    gfx_draw_texture(r, t, left, top, (float)pw / r->pixel_scale, (float)ph / r->pixel_scale, tint,
                     z);
    return true;
}
