/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The view list (the games' one list, src/rules/game_list.h) and helpers shared by the views. */
#include "views/view.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gfx/svg.h"

#define GAME(name) extern const GameView name##_view;
#include "rules/game_list.h"
#undef GAME

static const GameView *const views[] = {
#define GAME(name) &name##_view,
#include "rules/game_list.h"
#undef GAME
};

const GameView *view_find(const char *game_id) {
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
        if (strcmp(views[i]->game_id, game_id) == 0) return views[i];
    return NULL;
}

const GameView *view_for(const GameRules *g) {
    return g ? view_find(g->id) : NULL;
}

void view_grid_square_xy(const ViewGrid *g, int sq, float *x, float *y) {
    int file = sq % g->files, rank = sq / g->files;
    int col = g->viewer == 0 ? file : g->files - 1 - file;
    int row = g->viewer == 0 ? g->ranks - 1 - rank : rank;
    *x = g->x0 + (float)col * g->cell;
    *y = g->y0 + (float)row * g->cell;
}

void view_grid_centre(const ViewGrid *g, int sq, float *x, float *y) {
    view_grid_square_xy(g, sq, x, y);
    *x += g->cell / 2;
    *y += g->cell / 2;
}

UiRect view_grid_square_rect(const ViewGrid *g, int sq) {
    float x, y;
    view_grid_square_xy(g, sq, &x, &y);
    return (UiRect){x, y, g->cell, g->cell};
}

bool view_grid_cell_rect(const ViewGrid *g, const char *cell, char first_file, UiRect *out) {
    int file = cell[0] - first_file;
    char *end;
    long rank = cell[0] ? strtol(cell + 1, &end, 10) : 0;
    if (!cell[0] || end == cell + 1 || *end || file < 0 || file >= g->files || rank < 1 ||
        rank > g->ranks)
        return false;
    *out = view_grid_square_rect(g, (int)(rank - 1) * g->files + file);
    return true;
}

int view_grid_square_at(const ViewGrid *g, float x, float y) {
    if (x < g->x0 || y < g->y0 || g->cell <= 0) return -1;
    int col = (int)((x - g->x0) / g->cell), row = (int)((y - g->y0) / g->cell);
    if (col >= g->files || row >= g->ranks) return -1;
    int file = g->viewer == 0 ? col : g->files - 1 - col;
    int rank = g->viewer == 0 ? g->ranks - 1 - row : row;
    return rank * g->files + file;
}

bool view_rect_contains(UiRect r, float x, float y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

const char *view_side_name(const GameView *v, UiScheme scheme, int side) {
    const char *shown = v->look.players_colourblind[side & 1];
    return scheme == UI_SCHEME_COLOURBLIND && shown ? shown : v->look.players[side & 1];
}

GfxColor view_side_colour(const GameView *v, const UiDraw *d, int side) {
    if (v && v->look.side_colour) return v->look.side_colour(d->theme, side & 1);
    return d->theme->player[side & 1];
}

void view_draw_svg_turned(UiDraw *d, const char *name, float cx, float cy, float w, float h,
                          float radians, GfxColor tint, float z) {
    view_draw_svg_scaled(d, name, w, h, cx, cy, w, h, radians, tint, z);
}

void view_draw_svg_scaled(UiDraw *d, const char *name, float raster_w, float raster_h, float cx,
                          float cy, float w, float h, float radians, GfxColor tint, float z) {
    float reach = (w > h ? w : h) * 0.75f; /* half the diagonal, turned any way */
    if (gfx_renderer_culls(d->r, cy - reach, cy + reach)) return;
    Error err;
    float ps = d->r->pixel_scale;
    int pw = (int)lroundf(raster_w * ps), ph = (int)lroundf(raster_h * ps);
    const GfxTexture *t = gfx_svg_get(d->svg, name, pw, ph, &err);
    if (!t) return;
    float quarters = radians / GFX_QUARTER_TURN, whole = roundf(quarters);
    bool on_grid = fabsf(quarters - whole) < 1e-5f && (fmodf(whole, 2.0f) == 0.0f || pw == ph);
    if (on_grid && raster_w == w && raster_h == h && t->w == pw && t->h == ph) {
        /* Drawn at its own size and turned by quarters (a square) or halves: on whole pixels, each
         * texel falls on a pixel, and is sampled nearest (GfxSprite.exact). */
        gfx_draw_texture_exact_turned(d->r, t, cx - w / 2, cy - h / 2, (int)whole, tint, z);
        return;
    }
    GfxSprite s = gfx_rect_sprite(GFX_PROG_SPRITE, t->id, cx - w / 2, cy - h / 2, w, h, tint, z);
    s.rotation = radians;
    gfx_draw_sprite(d->r, &s);
}

uint64_t view_hash(const void *bytes, size_t n) {
    const unsigned char *p = bytes;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

uint64_t view_grid_key(const ViewGrid *grid, const void *extra, size_t n) {
    const float where[5] = {grid->x0, grid->y0, grid->cell, (float)grid->viewer,
                            (float)(grid->files * 16 + grid->ranks)};
    return view_hash(where, sizeof where) ^ view_hash(extra, n) * 0x9e3779b97f4a7c15ull;
}
