/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Framebuffer objects with one colour texture. */
#include "gfx/target.h"

bool gfx_target_begin(GfxTarget *t, int w, int h, Error *err) {
    if (!t->fbo || t->tex.w != w || t->tex.h != h) {
        gfx_target_destroy(t);
        if (!gfx_texture_from_rgba(&t->tex, NULL, w, h, err)) return false;
        /* Drawn back 1:1 onto the window: nearest sampling is exact and much cheaper for
         * software renderers than filtering. */
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
        glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
        glGenFramebuffers(1, &t->fbo);
        glBindFramebuffer(GL_FRAMEBUFFER, t->fbo);
        glFramebufferTexture2D(GL_FRAMEBUFFER, GL_COLOR_ATTACHMENT0, GL_TEXTURE_2D, t->tex.id, 0);
        if (glCheckFramebufferStatus(GL_FRAMEBUFFER) != GL_FRAMEBUFFER_COMPLETE) {
            gfx_target_end();
            gfx_target_destroy(t);
            return error_set(err, "cannot draw into a %dx%d texture", w, h);
        }
        return true;
    }
    glBindFramebuffer(GL_FRAMEBUFFER, t->fbo);
    return true;
}

void gfx_target_end(void) {
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
}

bool gfx_target_begin_within(GfxTarget *t, int w, int h, GfxTargetReturn *back, Error *err) {
    glGetIntegerv(GL_DRAW_FRAMEBUFFER_BINDING, &back->framebuffer);
    glGetIntegerv(GL_VIEWPORT, back->viewport);
    back->scissor = glIsEnabled(GL_SCISSOR_TEST);
    glDisable(GL_SCISSOR_TEST);
    if (!gfx_target_begin(t, w, h, err)) return false;
    glViewport(0, 0, w, h);
    glClearColor(0, 0, 0, 0);
    glClear(GL_COLOR_BUFFER_BIT);
    return true;
}

void gfx_target_return(const GfxTargetReturn *back) {
    glBindFramebuffer(GL_FRAMEBUFFER, (GLuint)back->framebuffer);
    glViewport(back->viewport[0], back->viewport[1], back->viewport[2], back->viewport[3]);
    if (back->scissor) glEnable(GL_SCISSOR_TEST);
}

void gfx_target_destroy(GfxTarget *t) {
    if (t->fbo) glDeleteFramebuffers(1, &t->fbo);
    t->fbo = 0;
    gfx_texture_destroy(&t->tex);
}
