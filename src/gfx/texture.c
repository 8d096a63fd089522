/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Texture upload: every texture is premultiplied so that blending is one rule everywhere. */
#include "gfx/texture.h"

bool gfx_texture_from_rgba(GfxTexture *t, const unsigned char *rgba, int w, int h, Error *err) {
    t->id = 0;
    t->w = w;
    t->h = h;
    glGenTextures(1, &t->id);
    if (!t->id) return error_set(err, "could not create a texture");
    glBindTexture(GL_TEXTURE_2D, t->id);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_RGBA8, w, h, 0, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_LINEAR);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    return true;
}

bool gfx_texture_from_surface(GfxTexture *t, SDL_Surface *surface, Error *err) {
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ABGR8888, 0);
    if (!rgba) return error_set(err, "could not convert an image: %s", SDL_GetError());
    /* ABGR8888 is R,G,B,A in memory order on little-endian machines, which is what GL wants. */
    int w = rgba->w, h = rgba->h;
    unsigned char *pixels = SDL_malloc((size_t)w * (size_t)h * 4);
    if (!pixels) {
        SDL_FreeSurface(rgba);
        return error_set(err, "out of memory for a %dx%d image", w, h);
    }
    for (int y = 0; y < h; y++) {
        const unsigned char *src = (const unsigned char *)rgba->pixels + (size_t)y * rgba->pitch;
        unsigned char *dst = pixels + (size_t)y * w * 4;
        for (int x = 0; x < w; x++) {
            unsigned a = src[4 * x + 3];
            dst[4 * x + 0] = (unsigned char)((src[4 * x + 0] * a + 127) / 255);
            dst[4 * x + 1] = (unsigned char)((src[4 * x + 1] * a + 127) / 255);
            dst[4 * x + 2] = (unsigned char)((src[4 * x + 2] * a + 127) / 255);
            dst[4 * x + 3] = (unsigned char)a;
        }
    }
    SDL_FreeSurface(rgba);
    bool ok = gfx_texture_from_rgba(t, pixels, w, h, err);
    SDL_free(pixels);
    return ok;
}

void gfx_texture_destroy(GfxTexture *t) {
    if (t->id) glDeleteTextures(1, &t->id);
    t->id = 0;
}
