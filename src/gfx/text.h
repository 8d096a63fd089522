/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Text through SDL2_ttf (HarfBuzz shaping): a Latin face with a CJK face for strings it cannot
 * show, each string rasterized once per pixel size and cached as a texture. */
#ifndef DUELBOARD_GFX_TEXT_H
#define DUELBOARD_GFX_TEXT_H

#include <stdbool.h>

#include <SDL_ttf.h>

#include "gfx/renderer.h"

typedef enum GfxFontStyle { GFX_FONT_REGULAR, GFX_FONT_BOLD, GFX_FONT_STYLE_COUNT } GfxFontStyle;
typedef enum GfxAlign { GFX_ALIGN_LEFT, GFX_ALIGN_CENTER, GFX_ALIGN_RIGHT } GfxAlign;

#define GFX_TEXT_FONTS_MAX 24
#define GFX_TEXT_CACHE_MAX 384

typedef struct GfxOpenFont {
    int face; /* GfxFontStyle, or GFX_FONT_STYLE_COUNT + GfxFontStyle for the CJK faces */
    int px;
    TTF_Font *font;
} GfxOpenFont;

typedef struct GfxTextEntry {
    unsigned long long key;
    char *text;
    int px, face;
    GfxTexture tex;
    unsigned last_used;
    bool prepared; /* rasterized ahead (gfx_text_prepare) and not drawn yet: kept however old */
} GfxTextEntry;

typedef struct GfxText {
    char face_path[2 * GFX_FONT_STYLE_COUNT][1024]; /* Latin regular, bold; CJK regular, bold */
    /* Each face's file, read once: a size opened from memory, and its glyphs loaded, read no
     * file (a new size opened from the file cost the frame that first needed it its seeks and
     * reads). The subset faces are 64 KB (Latin) and about 350 KB (CJK). */
    void *face_data[2 * GFX_FONT_STYLE_COUNT];
    size_t face_size[2 * GFX_FONT_STYLE_COUNT];
    GfxOpenFont fonts[GFX_TEXT_FONTS_MAX];
    int font_count;
    GfxTextEntry entries[GFX_TEXT_CACHE_MAX];
    int entry_count;
    unsigned frame;
    int rasterized; /* strings rendered since start, for tests of the cache */
} GfxText;

/* Checks that the faces open; nothing is rasterized yet. */
bool gfx_text_init(GfxText *t, const char *regular, const char *bold, Error *err);
void gfx_text_destroy(GfxText *t);
/* Sets the CJK faces (Traditional Chinese and Japanese shapes differ); drops cached strings. */
bool gfx_text_set_cjk(GfxText *t, const char *regular, const char *bold, Error *err);
/* Marks a new frame, for least-recently-used eviction. */
void gfx_text_frame(GfxText *t);

/* Sizes are in logical pixels (the height of the em); results too. */
float gfx_text_width(GfxText *t, const GfxRenderer *r, const char *utf8, float size,
                     GfxFontStyle style);
float gfx_text_line_height(GfxText *t, const GfxRenderer *r, float size);
/* Rasterizes `utf8` into the cache as gfx_text_draw would, drawing nothing: a text that will
 * appear on some later input (a prompt) then costs that frame nothing more than its quad. It is
 * kept until it is drawn, however many frames go by first. */
void gfx_text_prepare(GfxText *t, GfxRenderer *r, const char *utf8, float size, GfxFontStyle style);
/* Draws one line with its top at y; x is the left, centre or right edge per `align`.
 * Returns the width drawn. */
float gfx_text_draw(GfxText *t, GfxRenderer *r, const char *utf8, float x, float y, float size,
                    GfxFontStyle style, GfxAlign align, GfxColor color, float z);

#endif
