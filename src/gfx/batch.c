/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sprite batching: collect quads, sort by z, upload once, draw runs of equal program/texture. */
#include "gfx/batch.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

enum { FLOATS_PER_VERTEX = 12 };

bool gfx_tile_mask_reset(GfxTileMask *m, float w, float h, float tile) {
    int cols = (int)ceilf(w / tile), rows = (int)ceilf(h / tile);
    if (cols < 1) cols = 1;
    if (rows < 1) rows = 1;
    if (cols * rows > m->cols * m->rows || !m->touched) {
        unsigned char *t = realloc(m->touched, (size_t)cols * (size_t)rows);
        if (!t) return false;
        m->touched = t;
    }
    m->cols = cols, m->rows = rows, m->tile = tile;
    memset(m->touched, 0, (size_t)cols * (size_t)rows);
    return true;
}

void gfx_tile_mask_free(GfxTileMask *m) {
    free(m->touched);
    memset(m, 0, sizeof *m);
}

void gfx_tile_mask_mark(GfxTileMask *m, float x0, float y0, float x1, float y1) {
    if (!m->touched || x1 <= x0 || y1 <= y0) return;
    int c0 = (int)floorf(x0 / m->tile), c1 = (int)floorf(x1 / m->tile);
    int r0 = (int)floorf(y0 / m->tile), r1 = (int)floorf(y1 / m->tile);
    if (c0 < 0) c0 = 0;
    if (r0 < 0) r0 = 0;
    if (c1 >= m->cols) c1 = m->cols - 1;
    if (r1 >= m->rows) r1 = m->rows - 1;
    for (int r = r0; r <= r1; r++)
        for (int c = c0; c <= c1; c++) m->touched[r * m->cols + c] = 1;
}

bool gfx_batch_init(GfxBatch *b, Error *err) {
    memset(b, 0, sizeof *b);
    glGenVertexArrays(1, &b->vao);
    glGenBuffers(1, &b->vbo);
    glGenBuffers(1, &b->ibo);
    if (!b->vao || !b->vbo || !b->ibo) return error_set(err, "could not create vertex buffers");
    glGenSamplers(1, &b->nearest);
    glSamplerParameteri(b->nearest, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glSamplerParameteri(b->nearest, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glSamplerParameteri(b->nearest, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glSamplerParameteri(b->nearest, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    glBindVertexArray(b->vao);
    glBindBuffer(GL_ARRAY_BUFFER, b->vbo);
    GLsizei stride = sizeof(GfxVertex);
    glEnableVertexAttribArray(0);
    glVertexAttribPointer(0, 2, GL_FLOAT, GL_FALSE, stride, (void *)offsetof(GfxVertex, x));
    glEnableVertexAttribArray(1);
    glVertexAttribPointer(1, 2, GL_FLOAT, GL_FALSE, stride, (void *)offsetof(GfxVertex, u));
    glEnableVertexAttribArray(2);
    glVertexAttribPointer(2, 4, GL_FLOAT, GL_FALSE, stride, (void *)offsetof(GfxVertex, r));
    glEnableVertexAttribArray(3);
    glVertexAttribPointer(3, 4, GL_FLOAT, GL_FALSE, stride, (void *)offsetof(GfxVertex, p));
    glBindVertexArray(0);
    return true;
}

void gfx_batch_destroy(GfxBatch *b) {
    if (b->vao) glDeleteVertexArrays(1, &b->vao);
    if (b->vbo) glDeleteBuffers(1, &b->vbo);
    if (b->ibo) glDeleteBuffers(1, &b->ibo);
    if (b->nearest) glDeleteSamplers(1, &b->nearest);
    free(b->quads);
    free(b->order);
    free(b->vertices);
    memset(b, 0, sizeof *b);
}

/* Room for one more quad; false when out of memory. */
static bool grow(GfxBatch *b) {
    if (b->count < b->cap) return true;
    int cap = b->cap ? b->cap * 2 : 256;
    GfxQuad *q = realloc(b->quads, (size_t)cap * sizeof *q);
    GfxSortKey *o = realloc(b->order, (size_t)cap * sizeof *o);
    GfxVertex *v = realloc(b->vertices, (size_t)cap * 4 * sizeof *v);
    if (q) b->quads = q;
    if (o) b->order = o;
    if (v) b->vertices = v;
    if (!q || !o || !v) return false;
    b->cap = cap;
    return true;
}

void gfx_batch_move(GfxBatch *to, GfxBatch *from, int start, float dx, float dy) {
    for (int i = start; i < from->count; i++) {
        if (!grow(to)) break; /* out of memory: the rest is dropped, nothing breaks */
        GfxQuad *q = &to->quads[to->count];
        *q = from->quads[i];
        q->seq = to->count++;
        for (int k = 0; k < 4; k++) q->v[k].x += dx, q->v[k].y += dy;
    }
    if (start < from->count) from->count = start;
}

void gfx_batch_add(GfxBatch *b, const GfxSprite *s) {
    if (!grow(b)) return; /* out of memory: this quad is dropped, nothing breaks */
    GfxQuad *q = &b->quads[b->count];
    q->z = s->z;
    q->seq = b->count;
    q->program = s->program;
    q->texture = s->texture;
    q->opaque = s->opaque;
    q->exact = s->exact;
    b->count++;

    float a = s->tint.a;
    float hw = s->w * s->scale * 0.5f, hh = s->h * s->scale * 0.5f;
    float c = cosf(s->rotation), sn = sinf(s->rotation);
    const float corner[4][2] = {{-1, -1}, {1, -1}, {1, 1}, {-1, 1}};
    const float uv[4][2] = {{s->u0, s->v0}, {s->u1, s->v0}, {s->u1, s->v1}, {s->u0, s->v1}};
    for (int i = 0; i < 4; i++) {
        float lx = corner[i][0] * hw, ly = corner[i][1] * hh;
        GfxVertex *v = &q->v[i];
        v->x = s->x + lx * c - ly * sn;
        v->y = s->y + lx * sn + ly * c;
        v->u = uv[i][0];
        v->v = uv[i][1];
        v->r = s->tint.r * a;
        v->g = s->tint.g * a;
        v->b = s->tint.b * a;
        v->a = a;
        memcpy(v->p, s->p, sizeof v->p);
    }
    if (b->track) {
        float x0 = q->v[0].x, x1 = x0, y0 = q->v[0].y, y1 = y0;
        for (int i = 1; i < 4; i++) {
            x0 = fminf(x0, q->v[i].x), x1 = fmaxf(x1, q->v[i].x);
            y0 = fminf(y0, q->v[i].y), y1 = fmaxf(y1, q->v[i].y);
        }
        gfx_tile_mask_mark(b->track, x0, y0, x1, y1);
    }
}

static int by_z(const void *pa, const void *pb) {
    const GfxSortKey *a = pa, *b = pb;
    if (a->z != b->z) return a->z < b->z ? -1 : 1;
    return a->seq - b->seq;
}

static void ensure_gpu_capacity(GfxBatch *b, int quads) {
    if (quads <= b->gpu_quads) return;
    int cap = b->gpu_quads ? b->gpu_quads : 256;
    while (cap < quads) cap *= 2;
    unsigned *idx = malloc((size_t)cap * 6 * sizeof *idx);
    if (!idx) return;
    for (int i = 0; i < cap; i++) {
        unsigned base = (unsigned)i * 4;
        unsigned *d = idx + i * 6;
        d[0] = base, d[1] = base + 1, d[2] = base + 2;
        d[3] = base, d[4] = base + 2, d[5] = base + 3;
    }
    glBindVertexArray(b->vao);
    glBindBuffer(GL_ELEMENT_ARRAY_BUFFER, b->ibo);
    glBufferData(GL_ELEMENT_ARRAY_BUFFER, (GLsizeiptr)((size_t)cap * 6 * sizeof *idx), idx,
                 GL_STATIC_DRAW);
    glBindBuffer(GL_ARRAY_BUFFER, b->vbo);
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)cap * 4 * sizeof(GfxVertex)), NULL,
                 GL_STREAM_DRAW);
    free(idx);
    b->gpu_quads = cap;
}

void gfx_batch_flush(GfxBatch *b, void (*use_program)(void *ctx, int program), void *ctx) {
    b->draw_calls = 0;
    if (b->count == 0) return;
    for (int i = 0; i < b->count; i++) b->order[i] = (GfxSortKey){b->quads[i].z, i};
    /* qsort is not stable, so the keys carry the submission order to break ties. */
    qsort(b->order, (size_t)b->count, sizeof *b->order, by_z);
    for (int i = 0; i < b->count; i++)
        memcpy(&b->vertices[i * 4], b->quads[b->order[i].seq].v, sizeof(GfxVertex) * 4);

    ensure_gpu_capacity(b, b->count);
    if (b->gpu_quads < b->count) {
        b->count = 0;
        return;
    }
    glBindVertexArray(b->vao);
    glBindBuffer(GL_ARRAY_BUFFER, b->vbo);
    /* Orphan the buffer so the driver need not wait for the previous frame's draws. */
    glBufferData(GL_ARRAY_BUFFER, (GLsizeiptr)((size_t)b->gpu_quads * 4 * sizeof(GfxVertex)), NULL,
                 GL_STREAM_DRAW);
    glBufferSubData(GL_ARRAY_BUFFER, 0, (GLsizeiptr)((size_t)b->count * 4 * sizeof(GfxVertex)),
                    b->vertices);

    int start = 0;
    int program = -1;
    GLuint texture = 0;
    bool blending = true; /* as every flush finds and leaves it */
    bool nearest = false; /* the textures' own filtering, as every flush finds and leaves it */
    for (int i = 0; i <= b->count; i++) {
        const GfxQuad *q = i < b->count ? &b->quads[b->order[i].seq] : NULL;
        bool change = !q || q->program != program || q->texture != texture ||
                      q->opaque == blending || q->exact != nearest;
        if (change && i > start) {
            glDrawElements(GL_TRIANGLES, (i - start) * 6, GL_UNSIGNED_INT,
                           (void *)((size_t)start * 6 * sizeof(unsigned)));
            b->draw_calls++;
        }
        if (!q) break;
        if (change) {
            start = i;
            if (q->program != program) use_program(ctx, q->program);
            if (q->texture != texture) glBindTexture(GL_TEXTURE_2D, q->texture);
            if (q->opaque == blending) {
                blending = !q->opaque;
                if (blending)
                    glEnable(GL_BLEND);
                else
                    glDisable(GL_BLEND);
            }
            if (q->exact != nearest) {
                nearest = q->exact;
                glBindSampler(0, nearest ? b->nearest : 0);
            }
            program = q->program;
            texture = q->texture;
        }
    }
    if (!blending) glEnable(GL_BLEND);
    if (nearest) glBindSampler(0, 0);
    glBindVertexArray(0);
    b->count = 0;
}
