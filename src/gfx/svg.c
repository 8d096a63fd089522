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

void gfx_svg_destroy(GfxSvgCache *c) {
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
    for (int i = c->entry_count - 1; i >= 0; i--)
        if (c->entries[i].source == src && c->entries[i].last_used != c->frame) remove_entry(c, i);
    if (c->entry_count == GFX_SVG_ENTRIES_MAX) {
        int oldest = 0;
        for (int i = 1; i < c->entry_count; i++)
            if (c->entries[i].last_used < c->entries[oldest].last_used) oldest = i;
        remove_entry(c, oldest);
    }
    SDL_RWops *rw = SDL_RWFromConstMem(c->sources[src].data, (int)c->sources[src].size);
    SDL_Surface *surface = rw ? IMG_LoadSizedSVG_RW(rw, w, h) : NULL;
    if (rw) SDL_RWclose(rw);
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
    int pw = (int)lroundf(w * r->pixel_scale), ph = (int)lroundf(h * r->pixel_scale);
    const GfxTexture *t = gfx_svg_get(c, name, pw, ph, err);
    if (!t) return false;
    /* Snap to device pixels so the 1:1 rasterization is sampled without blur. */
    float left = roundf(x * r->pixel_scale) / r->pixel_scale;
    float top = roundf(y * r->pixel_scale) / r->pixel_scale;
    gfx_draw_texture(r, t, left, top, (float)pw / r->pixel_scale, (float)ph / r->pixel_scale, tint,
                     z);
    return true;
}
