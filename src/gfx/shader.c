/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Loading, compiling and linking shader programs from the shaders directory. */
#include "gfx/shader.h"

#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>

#include "core/text_file.h"

static GLuint compile(GLenum kind, const char *source, const char *path, Error *err) {
    GLuint sh = glCreateShader(kind);
    glShaderSource(sh, 1, &source, NULL);
    glCompileShader(sh);
    GLint ok = 0;
    glGetShaderiv(sh, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        char log[400];
        glGetShaderInfoLog(sh, sizeof log, NULL, log);
        glDeleteShader(sh);
        error_set(err, "%s: %s", path, log);
        return 0;
    }
    return sh;
}

static GLuint compile_file(GLenum kind, const char *path, Error *err) {
    char *source = text_file_read(path, NULL, err);
    if (!source) return 0;
    GLuint sh = compile(kind, source, path, err);
    free(source);
    return sh;
}

bool gfx_shader_load(GfxShader *s, const char *dir, const char *name, Error *err) {
    char vert_path[1024], frag_path[1024];
    snprintf(vert_path, sizeof vert_path, "%s/%s.vert", dir, name);
    snprintf(frag_path, sizeof frag_path, "%s/%s.frag", dir, name);
    SDL_RWops *probe = SDL_RWFromFile(vert_path, "rb");
    if (probe)
        SDL_RWclose(probe);
    else
        snprintf(vert_path, sizeof vert_path, "%s/quad.vert", dir);

    GLuint vs = compile_file(GL_VERTEX_SHADER, vert_path, err);
    if (!vs) return false;
    GLuint fs = compile_file(GL_FRAGMENT_SHADER, frag_path, err);
    if (!fs) {
        glDeleteShader(vs);
        return false;
    }
    GLuint prog = glCreateProgram();
    glAttachShader(prog, vs);
    glAttachShader(prog, fs);
    /* Fixed attribute slots let every program share one vertex array. */
    glBindAttribLocation(prog, 0, "a_pos");
    glBindAttribLocation(prog, 1, "a_uv");
    glBindAttribLocation(prog, 2, "a_color");
    glBindAttribLocation(prog, 3, "a_params");
    glLinkProgram(prog);
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = 0;
    glGetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (!ok) {
        char log[400];
        glGetProgramInfoLog(prog, sizeof log, NULL, log);
        glDeleteProgram(prog);
        return error_set(err, "shader %s: link failed: %s", name, log);
    }
    gfx_shader_destroy(s);
    s->program = prog;
    s->u_proj = glGetUniformLocation(prog, "u_proj");
    s->u_time = glGetUniformLocation(prog, "u_time");
    s->u_tex = glGetUniformLocation(prog, "u_tex");
    return true;
}

void gfx_shader_destroy(GfxShader *s) {
    if (s->program) glDeleteProgram(s->program);
    s->program = 0;
}
