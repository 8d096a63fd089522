/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Font opening per pixel size, face selection, and the string texture cache. */
#include "gfx/text.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FACE_CJK = GFX_FONT_STYLE_COUNT };

static TTF_Font *open_from_memory(const void *data, size_t size, int px) {
    SDL_RWops *rw = SDL_RWFromConstMem(data, (int)size);
    return rw ? TTF_OpenFontRW(rw, 1, px) : NULL;
}

/* The face at `path`, read into memory and checked to open; NULL (and `err`) when it cannot. */
static void *read_face(const char *path, size_t *size, Error *err) {
    void *data = SDL_LoadFile(path, size);
    if (!data) {
        error_set(err, "cannot read font %s: %s", path, SDL_GetError());
        return NULL;
    }
    TTF_Font *f = open_from_memory(data, *size, 12);
    if (!f) {
        error_set(err, "cannot open font %s: %s", path, TTF_GetError());
        SDL_free(data);
        return NULL;
    }
    TTF_CloseFont(f);
    return data;
}

static void close_fonts(GfxText *t, int face) {
    int kept = 0;
    for (int i = 0; i < t->font_count; i++) {
        if (face < 0 || t->fonts[i].face == face)
            TTF_CloseFont(t->fonts[i].font);
        else
            t->fonts[kept++] = t->fonts[i];
    }
    t->font_count = kept;
}

/* Reads the two faces of a style pair (regular at `first`, bold after it); neither changes
 * unless both read. */
static bool load_faces(GfxText *t, int first, const char *regular, const char *bold, Error *err) {
    size_t size[2] = {0, 0};
    void *data[2] = {read_face(regular, &size[0], err), NULL};
    if (data[0]) data[1] = read_face(bold, &size[1], err);
    if (!data[1]) {
        SDL_free(data[0]);
        return false;
    }
    const char *path[2] = {regular, bold};
    for (int i = 0; i < 2; i++) {
        close_fonts(t, first + i); /* the sizes open from the old face's memory */
        SDL_free(t->face_data[first + i]);
        t->face_data[first + i] = data[i];
        t->face_size[first + i] = size[i];
        snprintf(t->face_path[first + i], sizeof t->face_path[0], "%s", path[i]);
    }
    return true;
}

bool gfx_text_init(GfxText *t, const char *regular, const char *bold, Error *err) {
    memset(t, 0, sizeof *t);
    if (!TTF_WasInit() && TTF_Init() != 0)
        return error_set(err, "cannot start SDL_ttf: %s", TTF_GetError());
    return load_faces(t, GFX_FONT_REGULAR, regular, bold, err);
}

static void drop_entries(GfxText *t) {
    for (int i = 0; i < t->entry_count; i++) {
        gfx_texture_destroy(&t->entries[i].tex);
        free(t->entries[i].text);
    }
    t->entry_count = 0;
}

void gfx_text_destroy(GfxText *t) {
    drop_entries(t);
    close_fonts(t, -1);
    for (int i = 0; i < 2 * GFX_FONT_STYLE_COUNT; i++) {
        SDL_free(t->face_data[i]);
        t->face_data[i] = NULL;
        t->face_size[i] = 0;
    }
}

bool gfx_text_set_cjk(GfxText *t, const char *regular, const char *bold, Error *err) {
    if (strcmp(t->face_path[FACE_CJK], regular) == 0 &&
        strcmp(t->face_path[FACE_CJK + GFX_FONT_BOLD], bold) == 0)
        return true;
    if (!load_faces(t, FACE_CJK, regular, bold, err)) return false;
    drop_entries(t);
    return true;
}

/* Strings not drawn for this many frames give their textures back: a long rules text read once
 * should not keep its lines in memory. */
#define GFX_TEXT_KEEP_FRAMES 240

void gfx_text_frame(GfxText *t) {
    t->frame++;
    if (t->frame % 60 != 0) return;
    for (int i = t->entry_count - 1; i >= 0; i--) {
        GfxTextEntry *e = &t->entries[i];
        if (t->frame - e->last_used <= GFX_TEXT_KEEP_FRAMES || e->prepared) continue;
        gfx_texture_destroy(&e->tex);
        free(e->text);
        *e = t->entries[--t->entry_count];
    }
}

static TTF_Font *font_for(GfxText *t, int face, int px) {
    for (int i = 0; i < t->font_count; i++)
        if (t->fonts[i].face == face && t->fonts[i].px == px) return t->fonts[i].font;
    if (!t->face_data[face]) return NULL;
    if (t->font_count == GFX_TEXT_FONTS_MAX) { /* sizes change on resize: drop the oldest */
        TTF_CloseFont(t->fonts[0].font);
        memmove(&t->fonts[0], &t->fonts[1], sizeof t->fonts[0] * (GFX_TEXT_FONTS_MAX - 1));
        t->font_count--;
    }
    TTF_Font *f = open_from_memory(t->face_data[face], t->face_size[face], px);
    if (!f) return NULL;
    TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
    t->fonts[t->font_count++] = (GfxOpenFont){face, px, f};
    return f;
}

static unsigned next_codepoint(const char **s) {
    const unsigned char *p = (const unsigned char *)*s;
    unsigned c = p[0];
    int n = c < 0x80 ? 0 : c < 0xE0 ? 1 : c < 0xF0 ? 2 : 3;
    c = n == 0 ? c : n == 1 ? c & 0x1F : n == 2 ? c & 0x0F : c & 0x07;
    for (int i = 1; i <= n && p[i]; i++) c = (c << 6) | (p[i] & 0x3F);
    *s += 1;
    while (**s && ((unsigned char)**s & 0xC0) == 0x80) (*s)++;
    return c;
}

/* The CJK face is used for a whole string as soon as the Latin face lacks one of its glyphs, so
 * that a line is shaped by one font. */
static int face_for(GfxText *t, const char *utf8, GfxFontStyle style, int px) {
    if (!t->face_path[FACE_CJK][0]) return style;
    TTF_Font *latin = font_for(t, style, px);
    if (!latin) return style;
    for (const char *s = utf8; *s;) {
        unsigned c = next_codepoint(&s);
        if (c > 0x7F && !TTF_GlyphIsProvided32(latin, c)) return FACE_CJK + (int)style;
    }
    return style;
}

static int pixel_size(const GfxRenderer *r, float size) {
    int px = (int)lroundf(size * r->pixel_scale);
    return px < 4 ? 4 : px > 400 ? 400 : px;
}

float gfx_text_width(GfxText *t, const GfxRenderer *r, const char *utf8, float size,
                     GfxFontStyle style) {
    int px = pixel_size(r, size);
    TTF_Font *f = font_for(t, face_for(t, utf8, style, px), px);
    int w = 0, h = 0;
    if (!f || TTF_SizeUTF8(f, utf8, &w, &h) != 0) return 0;
    return (float)w / r->pixel_scale;
}

float gfx_text_line_height(GfxText *t, const GfxRenderer *r, float size) {
    int px = pixel_size(r, size);
    TTF_Font *f = font_for(t, GFX_FONT_REGULAR, px);
    return f ? (float)TTF_FontHeight(f) / r->pixel_scale : size * 1.3f;
}

static unsigned long long key_of(const char *s, int px, int face) {
    unsigned long long h = 1469598103934665603ull;
    for (; *s; s++) h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return (h ^ (unsigned long long)px * 31u ^ (unsigned long long)face << 40) * 1099511628211ull;
}

static GfxTextEntry *find(GfxText *t, const char *utf8, int px, int face) {
    unsigned long long key = key_of(utf8, px, face);
    for (int i = 0; i < t->entry_count; i++) {
        GfxTextEntry *e = &t->entries[i];
        if (e->key == key && e->px == px && e->face == face && strcmp(e->text, utf8) == 0) {
            e->last_used = t->frame;
            return e;
        }
    }
    return NULL;
}

/* Rasterizes a string that find() did not have into a new entry (the least recently used one
 * when the cache is full). */
static GfxTextEntry *rasterize(GfxText *t, TTF_Font *f, const char *utf8, int px, int face) {
    SDL_Surface *s = TTF_RenderUTF8_Blended(f, utf8, (SDL_Color){255, 255, 255, 255});
    if (!s) return NULL;
    GfxTextEntry *e;
    if (t->entry_count < GFX_TEXT_CACHE_MAX) {
        e = &t->entries[t->entry_count++];
    } else {
        e = &t->entries[0];
        for (int i = 1; i < t->entry_count; i++)
            if (t->entries[i].last_used < e->last_used) e = &t->entries[i];
        gfx_texture_destroy(&e->tex);
        free(e->text);
    }
    memset(e, 0, sizeof *e);
    Error err;
    e->text = strdup(utf8);
    if (!e->text || !gfx_texture_from_surface(&e->tex, s, &err)) {
        SDL_FreeSurface(s);
        free(e->text);
        *e = t->entries[--t->entry_count];
        return NULL;
    }
    SDL_FreeSurface(s);
    e->key = key_of(utf8, px, face);
    e->px = px;
    e->face = face;
    e->last_used = t->frame;
    t->rasterized++;
    return e;
}

void gfx_text_prepare(GfxText *t, GfxRenderer *r, const char *utf8, float size,
                      GfxFontStyle style) {
    if (!utf8 || !*utf8) return;
    int px = pixel_size(r, size);
    int face = face_for(t, utf8, style, px);
    if (find(t, utf8, px, face)) return;
    TTF_Font *f = font_for(t, face, px);
    GfxTextEntry *e = f ? rasterize(t, f, utf8, px, face) : NULL;
    if (e) e->prepared = true;
}

float gfx_text_draw(GfxText *t, GfxRenderer *r, const char *utf8, float x, float y, float size,
                    GfxFontStyle style, GfxAlign align, GfxColor color, float z) {
    if (!utf8 || !*utf8) return 0;
    int px = pixel_size(r, size);
    int face = face_for(t, utf8, style, px);
    GfxTextEntry *e = find(t, utf8, px, face);
    if (!e) {
        TTF_Font *f = font_for(t, face, px);
        if (!f) return 0;
        if (gfx_renderer_culls(r, y, y + (float)TTF_FontHeight(f) / r->pixel_scale)) {
            /* Outside the part being drawn: measured, not rasterized (that waits for its part). */
            int w = 0, h = 0;
            return TTF_SizeUTF8(f, utf8, &w, &h) == 0 ? (float)w / r->pixel_scale : 0;
        }
        e = rasterize(t, f, utf8, px, face);
        if (!e) return 0;
    }
    e->prepared = false;
    float w = (float)e->tex.w / r->pixel_scale;
    float left = align == GFX_ALIGN_LEFT ? x : align == GFX_ALIGN_CENTER ? x - w * 0.5f : x - w;
    /* Whole device pixels keep glyphs crisp. */
    gfx_draw_texture_exact(r, &e->tex, left, y, color, z);
    return w;
}
