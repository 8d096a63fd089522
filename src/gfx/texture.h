/* SPDX-License-Identifier: GPL-3.0-or-later */
/* GPU textures made from SDL surfaces, stored with premultiplied alpha. */
#ifndef DUELBOARD_GFX_TEXTURE_H
#define DUELBOARD_GFX_TEXTURE_H

#include <stdbool.h>

#include <SDL.h>
#include <epoxy/gl.h>

#include "core/error.h"

typedef struct GfxTexture {
    GLuint id;
    int w, h; /* in pixels */
} GfxTexture;

/* Uploads any SDL surface (converted to RGBA and premultiplied on the way). */
bool gfx_texture_from_surface(GfxTexture *t, SDL_Surface *surface, Error *err);
/* Uploads w*h RGBA pixels that are already premultiplied. */
bool gfx_texture_from_rgba(GfxTexture *t, const unsigned char *rgba, int w, int h, Error *err);
void gfx_texture_destroy(GfxTexture *t);

#endif
