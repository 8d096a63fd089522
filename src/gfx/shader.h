/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shader programs read from `<dir>/<name>.vert` and `<dir>/<name>.frag` (GLSL 330 core). */
#ifndef DUELBOARD_GFX_SHADER_H
#define DUELBOARD_GFX_SHADER_H

#include <stdbool.h>

#include <epoxy/gl.h>

#include "core/error.h"

typedef struct GfxShader {
    GLuint program;
    GLint u_proj, u_time, u_tex;
} GfxShader;

/* Compiles and links a program. When `name.vert` is absent, `quad.vert` (the vertex stage all
 * 2D programs share) is used. On failure `s` is left unchanged, so a reload with a typo keeps
 * the last good program running, and err holds the compiler log. */
bool gfx_shader_load(GfxShader *s, const char *dir, const char *name, Error *err);
void gfx_shader_destroy(GfxShader *s);

#endif
