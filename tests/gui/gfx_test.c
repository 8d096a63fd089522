/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checks the renderer's promises on real pixels (offscreen GL 3.3): z-order over submission
 * order, premultiplied tint and alpha, rotation and scale, the text cache, SVG sizes. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "gfx/renderer.h"
#include "gfx/svg.h"
#include "gfx/target.h"
#include "gfx/text.h"

static int failures;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);                                   \
            fprintf(stderr, __VA_ARGS__);                                                          \
            fputc('\n', stderr);                                                                   \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

static const unsigned char *at(const unsigned char *px, int w, int x, int y) {
    return px + ((size_t)y * (size_t)w + (size_t)x) * 4;
}

static int near(const unsigned char *p, int r, int g, int b) {
    return abs(p[0] - r) + abs(p[1] - g) + abs(p[2] - b) <= 6;
}

/* How many of `n` channels of two pictures differ by more than `tolerance`. */
static int channels_differing(const unsigned char *a, const unsigned char *b, int n,
                              int tolerance) {
    int differ = 0;
    for (int i = 0; i < n; i++) differ += abs(a[i] - b[i]) > tolerance;
    return differ;
}

static GfxSprite flat(GfxRenderer *r, float x, float y, float w, float h, GfxColor c, float z) {
    GfxSprite s = {.program = GFX_PROG_SPRITE,
                   .texture = r->white.id,
                   .x = x,
                   .y = y,
                   .w = w,
                   .h = h,
                   .scale = 1,
                   .u1 = 1,
                   .v1 = 1,
                   .tint = c,
                   .z = z};
    return s;
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: gfx_test SOURCE_DIR\n");
        return 2;
    }
    const char *src = argv[1];
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) {
        fprintf(stderr, "cannot start SDL: %s\n", SDL_GetError());
        return 1;
    }
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_Window *win = SDL_CreateWindow("gfx_test", 0, 0, 200, 100, SDL_WINDOW_OPENGL);
    SDL_GLContext gl = win ? SDL_GL_CreateContext(win) : NULL;
    if (!gl) {
        fprintf(stderr, "no GL 3.3 context: %s\n", SDL_GetError());
        return 1;
    }
    char path[1200];
    snprintf(path, sizeof path, "%s/shaders", src);
    static GfxRenderer r;
    Error err;
    if (!gfx_renderer_init(&r, path, &err) || !gfx_renderer_load_all(&r, &err)) {
        fprintf(stderr, "%s\n", err.message);
        return 1;
    }
    int pw, ph;
    SDL_GL_GetDrawableSize(win, &pw, &ph);

    /* z-order beats submission order; equal z keeps submission order. */
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 0, 1});
    GfxSprite top = flat(&r, 50, 50, 40, 40, (GfxColor){1, 0, 0, 1}, 5);
    GfxSprite under = flat(&r, 50, 50, 40, 40, (GfxColor){0, 0, 1, 1}, 1);
    gfx_draw_sprite(&r, &top);
    gfx_draw_sprite(&r, &under);
    GfxSprite first = flat(&r, 150, 50, 40, 40, (GfxColor){0, 0, 1, 1}, 2);
    GfxSprite second = flat(&r, 150, 50, 40, 40, (GfxColor){0, 1, 0, 1}, 2);
    gfx_draw_sprite(&r, &first);
    gfx_draw_sprite(&r, &second);
    /* Half-transparent white over black: premultiplied blending gives mid grey. */
    GfxSprite half = flat(&r, 100, 90, 20, 10, (GfxColor){1, 1, 1, 0.5f}, 3);
    gfx_draw_sprite(&r, &half);
    gfx_renderer_end(&r);
    unsigned char *px = gfx_read_pixels(&r, &err);
    CHECK(px, "read pixels");
    if (px) {
        CHECK(near(at(px, pw, 50, 50), 255, 0, 0), "higher z drawn on top");
        CHECK(near(at(px, pw, 150, 50), 0, 255, 0), "equal z: later on top");
        const unsigned char *g = at(px, pw, 100, 90);
        CHECK(abs(g[0] - 128) <= 3 && abs(g[1] - 128) <= 3, "50%% white over black is grey, got %d",
              g[0]);
        free(px);
    }

    /* Rotation by 90 degrees turns a wide bar into a tall one; scale 2 doubles it. */
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 0, 1});
    GfxSprite bar = flat(&r, 50, 50, 60, 6, (GfxColor){1, 1, 1, 1}, 1);
    bar.rotation = (float)M_PI / 2;
    gfx_draw_sprite(&r, &bar);
    GfxSprite small = flat(&r, 150, 50, 10, 10, (GfxColor){1, 1, 0, 1}, 1);
    small.scale = 2;
    gfx_draw_sprite(&r, &small);
    gfx_renderer_end(&r);
    px = gfx_read_pixels(&r, &err);
    if (px) {
        CHECK(near(at(px, pw, 50, 25), 255, 255, 255), "rotated bar reaches up");
        CHECK(near(at(px, pw, 75, 50), 0, 0, 0), "rotated bar no longer reaches right");
        CHECK(near(at(px, pw, 158, 50), 255, 255, 0), "scaled sprite is twice as wide");
        CHECK(near(at(px, pw, 162, 50), 0, 0, 0), "but not more");
        free(px);
    }

    /* The effect programs draw what they promise: a ring (clear centre), fog, materials that
     * differ per game, a fade that covers. */
    gfx_renderer_begin(&r, 200, 100, pw, ph, 1.0f, (GfxColor){0, 0, 0, 1});
    gfx_draw_highlight(&r, 25, 25, 20, (GfxColor){1, 1, 1, 1}, 1);
    gfx_draw_fog(&r, 60, 0, 40, 50, (GfxColor){1, 1, 1, 0.8f}, 1);
    gfx_draw_material(&r, 100, 0, 50, 50, 0, GFX_MATERIAL_SLATE, (GfxColor){1, 1, 1, 1}, 1);
    gfx_draw_material(&r, 150, 0, 50, 50, 0, GFX_MATERIAL_WOOD, (GfxColor){1, 1, 1, 1}, 1);
    gfx_draw_panel(&r, 0, 60, 100, 40, 0, (GfxColor){1, 0, 0, 1}, 1);
    gfx_draw_fade(&r, (GfxColor){0, 0, 1, 1}, 1.0f, 5);
    gfx_renderer_end(&r);
    px = gfx_read_pixels(&r, &err);
    if (px) {
        CHECK(at(px, pw, 50, 80)[2] > 250 && at(px, pw, 50, 80)[0] < 5, "full fade covers all");
        free(px);
    }
    gfx_renderer_begin(&r, 200, 100, pw, ph, 1.0f, (GfxColor){0, 0, 0, 1});
    gfx_draw_highlight(&r, 25, 25, 20, (GfxColor){1, 1, 1, 1}, 1);
    gfx_draw_fog(&r, 60, 0, 40, 50, (GfxColor){1, 1, 1, 0.8f}, 1);
    gfx_draw_material(&r, 100, 0, 50, 50, 0, GFX_MATERIAL_SLATE, (GfxColor){1, 1, 1, 1}, 1);
    gfx_draw_material(&r, 150, 0, 50, 50, 0, GFX_MATERIAL_WOOD, (GfxColor){1, 1, 1, 1}, 1);
    gfx_renderer_end(&r);
    px = gfx_read_pixels(&r, &err);
    if (px) {
        CHECK(at(px, pw, 25, 25)[0] < 20, "highlight ring leaves its centre clear");
        CHECK(at(px, pw, 25, 6)[0] > 60, "highlight ring is drawn at its radius (%d)",
              at(px, pw, 25, 6)[0]);
        CHECK(at(px, pw, 80, 25)[0] > 120, "fog covers its area");
        const unsigned char *slate = at(px, pw, 125, 25), *wood = at(px, pw, 175, 25);
        CHECK(slate[2] >= slate[0], "slate is cool (r %d, b %d)", slate[0], slate[2]);
        CHECK(wood[0] > wood[2] + 40, "wood is warm (r %d, b %d)", wood[0], wood[2]);
        free(px);
    }

    /* Large panels and shadows are a flat inside plus the program on a frame around it: they
     * must meet without a gap or an overlap (half-transparent, so either would show), and keep
     * the rounded corners and the soft edge. Off the pixel grid on purpose. */
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 0, 1});
    gfx_draw_shadow(&r, 10.3f, 5.7f, 80, 80, 8, 4, (GfxColor){1, 1, 1, 0.5f}, 1);
    gfx_draw_panel(&r, 110.5f, 5.5f, 80, 80, 10, (GfxColor){1, 0, 0, 0.5f}, 1);
    gfx_renderer_end(&r);
    px = gfx_read_pixels(&r, &err);
    if (px) {
        const unsigned char *shade = at(px, pw, 50, 45), *fill = at(px, pw, 150, 45);
        CHECK(abs(shade[0] - 128) <= 3, "shadow inside at full strength, got %d", shade[0]);
        CHECK(abs(fill[0] - 128) <= 3 && fill[1] == 0, "panel inside, got %d", fill[0]);
        int seams = 0;
        for (int i = 0; i < 70; i++) {
            int a = 15 + i, b = 10 + i; /* along row 45 and column 50 (shadow), likewise panel */
            if (at(px, pw, a, 45)[0] != shade[0] || at(px, pw, 50, b)[0] != shade[0]) seams++;
            if (at(px, pw, a + 100, 45)[0] != fill[0] || at(px, pw, 150, b)[0] != fill[0]) seams++;
        }
        CHECK(seams == 0, "%d pixels inside differ from the rest", seams);
        CHECK(at(px, pw, 11, 45)[0] > 5 && at(px, pw, 11, 45)[0] < shade[0] - 20,
              "shadow fades out at its box edge (%d)", at(px, pw, 11, 45)[0]);
        CHECK(at(px, pw, 111, 6)[0] < 20, "panel corner is rounded (%d)", at(px, pw, 111, 6)[0]);
        free(px);
    }

    /* A shadow under an opaque rounded panel: skipping the part the panel hides gives the same
     * frame as drawing it whole, off the pixel grid; a soft shadow cast a little down, one under
     * corners rounded deeper than the panel's soft edge (a board's), and a sharp one cast further
     * than its own blur, whose flat inside reaches past the panel. */
    static const float cases[3][4] = {{9, 6, 4, 0}, {20, 6, 2, 0}, {3, 1.5f, 6, 0}};
    for (int c = 0; c < 3; c++) { /* radius, blur, down */
        float radius = cases[c][0], blur = cases[c][1], down = cases[c][2];
        unsigned char *framed[2] = {NULL, NULL};
        for (int skip = 0; skip < 2; skip++) {
            gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0.2f, 0.3f, 0.4f, 1});
            if (skip)
                gfx_draw_shadow_under(&r, 20.4f, 10.6f, 150.3f, 70.2f, down, radius, blur,
                                      (GfxColor){0, 0, 0, 0.5f}, 1);
            else
                gfx_draw_shadow(&r, 20.4f, 10.6f + down, 150.3f, 70.2f, radius, blur,
                                (GfxColor){0, 0, 0, 0.5f}, 1);
            gfx_draw_panel(&r, 20.4f, 10.6f, 150.3f, 70.2f, radius, (GfxColor){0.9f, 0.8f, 0.7f, 1},
                           2);
            gfx_renderer_end(&r);
            framed[skip] = gfx_read_pixels(&r, &err);
        }
        if (framed[0] && framed[1]) {
            int differ = channels_differing(framed[0], framed[1], pw * ph * 4, 0);
            CHECK(differ == 0,
                  "case %d: a shadow drawn under an opaque panel differs in %d channels", c,
                  differ);
            /* ... and the shadow is there where the panel does not hide it. */
            CHECK(at(framed[1], pw, 90, 83)[0] < at(framed[1], pw, 90, 97)[0],
                  "case %d: the shadow shows below the panel (%d against %d)", c,
                  at(framed[1], pw, 90, 83)[0], at(framed[1], pw, 90, 97)[0]);
        }
        free(framed[0]);
        free(framed[1]);
    }

    /* Warming the programs up between frames leaves the next frame as it would have been. */
    unsigned char *plain[2] = {NULL, NULL};
    for (int warm = 0; warm < 2; warm++) {
        if (warm) gfx_renderer_warm(&r);
        gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0.2f, 0.3f, 0.4f, 1});
        gfx_draw_panel(&r, 0.5f, 0.5f, 60, 40, 8, (GfxColor){0.9f, 0.8f, 0.7f, 1}, 2);
        gfx_renderer_end(&r);
        plain[warm] = gfx_read_pixels(&r, &err);
    }
    if (plain[0] && plain[1])
        CHECK(channels_differing(plain[0], plain[1], pw * ph * 4, 0) == 0,
              "a frame after the warm-up differs");
    free(plain[0]);
    free(plain[1]);

    /* A faded scene: the cached picture (red over green) mixed a quarter toward blue, the right
     * way up. */
    static GfxTarget scene;
    CHECK(gfx_target_begin(&scene, pw, ph, &err), "render target: %s", err.message);
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 1, 0, 1});
    GfxSprite red_top = flat(&r, 100, 25, 200, 50, (GfxColor){1, 0, 0, 1}, 1);
    gfx_draw_sprite(&r, &red_top);
    gfx_renderer_end(&r);
    gfx_target_end();
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){1, 1, 1, 1});
    gfx_draw_faded_scene(&r, &scene.tex, (GfxColor){0, 0, 1, 1}, 0.25f, NULL, 0);
    gfx_renderer_end(&r);
    px = gfx_read_pixels(&r, &err);
    if (px) {
        CHECK(near(at(px, pw, 100, 10), 191, 0, 64), "faded top is red toward blue");
        CHECK(near(at(px, pw, 100, 90), 0, 191, 64), "faded bottom is green toward blue");
        free(px);
    }

    /* The same fade over only the tiles the picture's draws touched (the rest being the fade
     * colour) gives the same frame as over the whole window. */
    static GfxTileMask touched;
    CHECK(gfx_tile_mask_reset(&touched, 200, 100, 16), "tile mask");
    CHECK(gfx_target_begin(&scene, pw, ph, &err), "render target: %s", err.message);
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 1, 1});
    r.batch.track = &touched;
    GfxSprite spot = flat(&r, 40, 40, 20, 20, (GfxColor){1, 0, 0, 1}, 1);
    gfx_draw_sprite(&r, &spot);
    r.batch.track = NULL;
    gfx_renderer_end(&r);
    gfx_target_end();
    int marked = 0;
    for (int i = 0; i < touched.cols * touched.rows; i++) marked += touched.touched[i];
    CHECK(touched.cols == 13 && touched.rows == 7 && marked == 9,
          "a 20x20 quad at (30, 30) touches 3x3 tiles of 16 (%dx%d tiles, %d marked)", touched.cols,
          touched.rows, marked);
    unsigned char *whole = NULL;
    for (int pass = 0; pass < 2; pass++) {
        gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 1, 1});
        gfx_draw_faded_scene(&r, &scene.tex, (GfxColor){0, 0, 1, 1}, 0.25f, pass ? &touched : NULL,
                             0);
        gfx_renderer_end(&r);
        px = gfx_read_pixels(&r, &err);
        if (!px) break;
        if (pass == 0) {
            whole = px;
            continue;
        }
        CHECK(near(at(px, pw, 40, 40), 191, 0, 64), "faded spot is red toward blue");
        CHECK(near(at(px, pw, 150, 80), 0, 0, 255), "away from the spot stays blue");
        int differ = channels_differing(px, whole, pw * ph * 4, 1);
        CHECK(differ == 0, "%d channels differ between the tiled and the whole fade", differ);
        free(px);
    }
    free(whole);
    gfx_tile_mask_free(&touched);
    gfx_target_destroy(&scene);

    /* A material is drawn once into a picture and then copied: what lands on screen is what its
     * program draws in place, and further frames reuse the picture. */
    unsigned char *direct = NULL;
    for (int pass = 0; pass < 3; pass++) {
        gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 0, 1});
        if (pass == 0) {
            GfxSprite wood = {.program = GFX_PROG_MATERIAL,
                              .texture = r.white.id,
                              .x = 60 + 35,
                              .y = 10 + 40,
                              .w = 70,
                              .h = 80,
                              .scale = 1,
                              .u1 = 1,
                              .v1 = 1,
                              .tint = {1, 1, 1, 1},
                              .z = 1,
                              .p = {70, 80, 12, GFX_MATERIAL_WOOD}};
            gfx_draw_sprite(&r, &wood);
        } else {
            gfx_draw_material(&r, 60, 10, 70, 80, 12, GFX_MATERIAL_WOOD, (GfxColor){1, 1, 1, 1}, 1);
        }
        gfx_renderer_end(&r);
        px = gfx_read_pixels(&r, &err);
        if (!px) break;
        if (pass == 0) {
            direct = px;
            continue;
        }
        int differ = channels_differing(px, direct, pw * ph * 4, 1);
        CHECK(differ == 0, "pass %d: %d channels differ from the program drawn in place", pass,
              differ);
        free(px);
    }
    free(direct);
    int pictures = 0;
    for (int i = 0; i < GFX_MATERIAL_CACHE_MAX; i++)
        pictures += r.materials[i].target.fbo != 0 && r.materials[i].w == 70 * pw / 200;
    CHECK(pictures == 1, "one material picture for two frames of one board (%d)", pictures);

    /* A layer: what its draws leave on screen (a material, translucent quads overlapping it and
     * each other) is what they leave drawn in place; the next frame copies its picture and draws
     * nothing of it; another key draws and records again. */
    direct = NULL;
    for (int pass = 0; pass < 4; pass++) {
        gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0.2f, 0.1f, 0, 1});
        uint64_t key = pass == 3 ? 2 : 1;
        bool draw = pass == 0 || gfx_layer_begin(&r, key, 50, 5, 100, 90, 1);
        CHECK(draw == (pass != 2), "pass %d: the layer is %s", pass,
              draw ? "drawn again" : "copied");
        if (draw) {
            gfx_draw_material(&r, 50, 5, 100, 90, 10, GFX_MATERIAL_SLATE, (GfxColor){1, 1, 1, 1},
                              1);
            GfxSprite a = flat(&r, 80, 40, 40, 30, (GfxColor){1, 0, 0, 0.5f}, 2);
            GfxSprite b = flat(&r, 95, 50, 40, 40, (GfxColor){0, 0.5f, 1, 0.6f}, 3);
            gfx_draw_sprite(&r, &b); /* submitted first, drawn over: z decides */
            gfx_draw_sprite(&r, &a);
            if (pass != 0) gfx_layer_end(&r);
        }
        GfxSprite over = flat(&r, 140, 50, 30, 30, (GfxColor){1, 1, 1, 0.5f}, 4);
        gfx_draw_sprite(&r, &over); /* drawn over the layer's picture, and beside it */
        gfx_renderer_end(&r);
        px = gfx_read_pixels(&r, &err);
        if (!px) break;
        if (pass == 0) {
            direct = px;
            continue;
        }
        int differ = channels_differing(px, direct, pw * ph * 4, 2);
        CHECK(differ == 0, "layer pass %d: %d channels differ from the draws in place", pass,
              differ);
        free(px);
    }
    free(direct);
    /* The picture is copied without blending inside its material's corners and edge: its
     * largest opaque quad, no more (the test above sees the corners drawn over the background). */
    const GfxLayer *kept = NULL;
    for (int i = 0; i < GFX_LAYER_CACHE_MAX; i++)
        if (r.layers[i].target.fbo && r.layers[i].key == 2) kept = &r.layers[i];
    CHECK(kept && kept->opaque[0] >= 10 && kept->opaque[1] >= 10 && kept->opaque[2] <= 80 &&
              kept->opaque[3] <= 70 && kept->opaque[2] >= 70 && kept->opaque[3] >= 60,
          "the layer's opaque part is its material's inside (%.1f %.1f %.1f %.1f)",
          kept ? kept->opaque[0] : -1, kept ? kept->opaque[1] : -1, kept ? kept->opaque[2] : -1,
          kept ? kept->opaque[3] : -1);

    /* A thin outline round a large box runs its program only on a frame round the box, and a
     * filled box only on its corners and along its sides: the same pixels as the program over the
     * whole box, off the pixel grid, half transparent so that a gap or an overlap would show. */
    for (int outline = 0; outline < 2; outline++) {
        unsigned char *parts[2] = {NULL, NULL};
        GfxColor ink = {0.9f, 0.8f, 0.7f, outline ? 0.8f : 0.5f};
        float width = outline ? 1.5f : 0;
        for (int split = 0; split < 2; split++) {
            gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0.2f, 0.3f, 0.4f, 1});
            if (split && outline) {
                gfx_draw_outline(&r, 20.4f, 10.6f, 150.3f, 70.2f, 9, width, ink, 2);
            } else if (split) {
                gfx_draw_panel(&r, 20.4f, 10.6f, 150.3f, 70.2f, 9, ink, 2);
            } else {
                const float p[4] = {150.3f, 70.2f, 9, width};
                GfxSprite box = gfx_procedural_sprite(&r, GFX_PROG_PANEL, 20.4f, 10.6f, 150.3f,
                                                      70.2f, ink, 2, p);
                gfx_draw_sprite(&r, &box);
            }
            gfx_renderer_end(&r);
            parts[split] = gfx_read_pixels(&r, &err);
        }
        if (parts[0] && parts[1]) {
            CHECK(channels_differing(parts[0], parts[1], pw * ph * 4, 1) == 0,
                  "%s drawn in parts differs from the whole program",
                  outline ? "an outline" : "a box");
            if (outline)
                CHECK(at(parts[1], pw, 90, 45)[0] < 60 && at(parts[1], pw, 90, 11)[0] > 100,
                      "the outline is drawn at its edge and not inside (%d, %d)",
                      at(parts[1], pw, 90, 45)[0], at(parts[1], pw, 90, 11)[0]);
        }
        free(parts[0]);
        free(parts[1]);
    }

    /* Text: one rasterization per string and size, whatever the number of draws. */
    static GfxText text;
    char regular[1200], bold[1200];
    snprintf(regular, sizeof regular, "%s/assets/fonts/NotoSans-Subset.ttf", src);
    snprintf(bold, sizeof bold, "%s/assets/fonts/NotoSans-Bold-Subset.ttf", src);
    CHECK(gfx_text_init(&text, regular, bold, &err), "fonts: %s", err.message);
    gfx_renderer_begin(&r, 200, 100, pw, ph, 0, (GfxColor){0, 0, 0, 1});
    for (int i = 0; i < 5; i++)
        gfx_text_draw(&text, &r, "Duelboard", 10, 10, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                      (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == 1, "same string rasterized %d times", text.rasterized);
    gfx_text_draw(&text, &r, "Duelboard", 10, 40, 20, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                  (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == 2, "a new size is a new rasterization");
    float w16 = gfx_text_width(&text, &r, "Duelboard", 16, GFX_FONT_REGULAR);
    float w20 = gfx_text_width(&text, &r, "Duelboard", 20, GFX_FONT_REGULAR);
    CHECK(w16 > 40 && w20 > w16, "text widths %g %g", w16, w20);
    /* Drawing one band: a new string wholly outside it is measured, not rasterized, until the
     * band it is in is drawn. */
    r.cull = true, r.cull_top = 0, r.cull_bottom = 30;
    int rasterized = text.rasterized;
    float below = gfx_text_draw(&text, &r, "Rules", 10, 60, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                                (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == rasterized, "a string outside the band was rasterized");
    r.cull_top = 50, r.cull_bottom = 80;
    float inside = gfx_text_draw(&text, &r, "Rules", 10, 60, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                                 (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == rasterized + 1, "a string inside the band was not rasterized");
    CHECK(below > 20 && below == inside, "measured %g, drawn %g", below, inside);
    r.cull = false;
    /* A string prepared ahead is rasterized once, kept however long it waits, and drawn from the
     * cache; a string drawn once and then not for a while is let go. */
    rasterized = text.rasterized;
    gfx_text_prepare(&text, &r, "Swerve", 16, GFX_FONT_BOLD);
    gfx_text_prepare(&text, &r, "Swerve", 16, GFX_FONT_BOLD);
    CHECK(text.rasterized == rasterized + 1, "a prepared string rasterized %d times",
          text.rasterized - rasterized);
    gfx_text_draw(&text, &r, "Pass", 10, 70, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                  (GfxColor){1, 1, 1, 1}, 1);
    for (int i = 0; i < 600; i++) gfx_text_frame(&text);
    rasterized = text.rasterized;
    gfx_text_draw(&text, &r, "Swerve", 10, 70, 16, GFX_FONT_BOLD, GFX_ALIGN_LEFT,
                  (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == rasterized, "a prepared string was let go before it was drawn");
    gfx_text_draw(&text, &r, "Pass", 10, 70, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                  (GfxColor){1, 1, 1, 1}, 1);
    CHECK(text.rasterized == rasterized + 1, "a string not drawn for 600 frames was kept");
    gfx_renderer_end(&r);

    /* SVG: the texture has exactly the asked pixel size; an image is held at two sizes at most. */
    static GfxSvgCache svg;
    snprintf(path, sizeof path, "%s/assets/sprites", src);
    gfx_svg_init(&svg, path);
    const GfxTexture *t = gfx_svg_get(&svg, "icon.svg", 64, 64, &err);
    CHECK(t && t->w == 64 && t->h == 64, "icon at 64x64");
    gfx_svg_frame(&svg);
    t = gfx_svg_get(&svg, "icon.svg", 100, 100, &err);
    CHECK(t && t->w == 100 && svg.entry_count == 2, "a second size keeps the first (%d held)",
          svg.entry_count);
    gfx_svg_frame(&svg);
    gfx_svg_get(&svg, "icon.svg", 64, 64, &err);
    int before = svg.rasterized;
    gfx_svg_frame(&svg);
    t = gfx_svg_get(&svg, "icon.svg", 120, 120, &err);
    CHECK(t && t->w == 120 && svg.entry_count == 2 && svg.rasterized == before + 1,
          "a third size replaces the least recently drawn (%d held)", svg.entry_count);
    gfx_svg_frame(&svg);
    before = svg.rasterized;
    CHECK(gfx_svg_get(&svg, "icon.svg", 64, 64, &err) && svg.rasterized == before,
          "the size drawn just before is still held");
    CHECK(gfx_svg_get(&svg, "icon.svg", 100, 100, &err) && svg.rasterized == before + 1 &&
              svg.entry_count == 2,
          "the least recently drawn size was released (%d held)", svg.entry_count);
    CHECK(!gfx_svg_get(&svg, "nonexistent.svg", 10, 10, &err), "missing image is an error");

    gfx_svg_destroy(&svg);
    gfx_text_destroy(&text);
    gfx_renderer_destroy(&r);
    SDL_GL_DeleteContext(gl);
    SDL_DestroyWindow(win);
    TTF_Quit();
    SDL_Quit();
    if (failures) fprintf(stderr, "%d check(s) failed\n", failures);
    return failures ? 1 : 0;
}
