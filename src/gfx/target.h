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
void gfx_target_destroy(GfxTarget *t);

#endif
