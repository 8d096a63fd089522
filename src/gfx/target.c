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

void gfx_target_destroy(GfxTarget *t) {
    if (t->fbo) glDeleteFramebuffers(1, &t->fbo);
    t->fbo = 0;
    gfx_texture_destroy(&t->tex);
}
