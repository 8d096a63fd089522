/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Offscreen render targets: a texture that frames can be drawn into and then reused, so that a
 * scene that does not change is not redrawn on every frame of a fade. */
#ifndef DUELBOARD_GFX_TARGET_H
#define DUELBOARD_GFX_TARGET_H

#include <stdbool.h>

#include "gfx/texture.h"

typedef struct GfxTarget {
    GLuint fbo;
    GfxTexture tex;
} GfxTarget;

/* Makes the target w x h pixels (keeping it when it already is) and binds it for drawing. */
bool gfx_target_begin(GfxTarget *t, int w, int h, Error *err);
/* Goes back to drawing into the window. */
void gfx_target_end(void);

/* Where a frame was drawing when a picture was begun in the middle of it. */
typedef struct GfxTargetReturn {
    GLint framebuffer, viewport[4];
    GLboolean scissor;
} GfxTargetReturn;

/* In the middle of a frame: keeps where it draws in `back`, then makes `t` w x h pixels, clears
 * it to transparent and draws into all of it. Whether or not that succeeds, call
 * gfx_target_return(back) to go on with the frame as it was. */
bool gfx_target_begin_within(GfxTarget *t, int w, int h, GfxTargetReturn *back, Error *err);
void gfx_target_return(const GfxTargetReturn *back);
void gfx_target_destroy(GfxTarget *t);

#endif
