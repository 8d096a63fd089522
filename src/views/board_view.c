/* The view list (the games' one list, src/rules/game_list.h) and helpers shared by the views. */
#include "views/board_view.h"

#include <math.h>
#include <string.h>

#include "gfx/svg.h"

#define GAME(name) extern const BoardView name##_view;
#include "rules/game_list.h"
#undef GAME

static const BoardView *const views[] = {
#define GAME(name) &name##_view,
#include "rules/game_list.h"
#undef GAME
};

const BoardView *board_view_find(const char *game_id) {
    for (size_t i = 0; i < sizeof views / sizeof views[0]; i++)
        if (strcmp(views[i]->game_id, game_id) == 0) return views[i];
    return NULL;
}

const BoardView *board_view_for(const GameRules *g) {
    return g ? board_view_find(g->id) : NULL;
}

size_t board_view_position_size(const GameRules *g) {
    return g->observe && g->observation_size > g->state_size ? g->observation_size : g->state_size;
}

const void *board_view_position(const GameRules *g, const void *state, int viewer, void *buffer) {
    if (g->observe) {
        g->observe(state, viewer, buffer);
        return buffer;
    }
    if (g->conceal) {
        g->conceal(state, viewer, buffer);
        return buffer;
    }
    return state;
}

void board_grid_square_xy(const BoardGrid *g, int sq, float *x, float *y) {
    int file = sq % g->files, rank = sq / g->files;
    int col = g->viewer == 0 ? file : g->files - 1 - file;
    int row = g->viewer == 0 ? g->ranks - 1 - rank : rank;
    *x = g->x0 + (float)col * g->cell;
    *y = g->y0 + (float)row * g->cell;
}

void board_grid_centre(const BoardGrid *g, int sq, float *x, float *y) {
    board_grid_square_xy(g, sq, x, y);
    *x += g->cell / 2;
    *y += g->cell / 2;
}

int board_grid_square_at(const BoardGrid *g, float x, float y) {
    if (x < g->x0 || y < g->y0 || g->cell <= 0) return -1;
    int col = (int)((x - g->x0) / g->cell), row = (int)((y - g->y0) / g->cell);
    if (col >= g->files || row >= g->ranks) return -1;
    int file = g->viewer == 0 ? col : g->files - 1 - col;
    int rank = g->viewer == 0 ? g->ranks - 1 - row : row;
    return rank * g->files + file;
}

#define DRAG_START 6.0f /* points the pointer travels before a press becomes a drag */

void board_drag_press(BoardDrag *d, float x, float y) {
    *d = (BoardDrag){.pressed = true, .press_x = x, .press_y = y, .x = x, .y = y};
}

bool board_drag_motion(BoardDrag *d, float x, float y) {
    if (!d->pressed) return false;
    d->x = x;
    d->y = y;
    if (fabsf(x - d->press_x) + fabsf(y - d->press_y) > DRAG_START) d->dragging = true;
    return true;
}

bool board_drag_release(BoardDrag *d) {
    bool was = d->pressed && d->dragging;
    d->pressed = d->dragging = false;
    return was;
}

bool board_rect_contains(UiRect r, float x, float y) {
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static int put(UiInput *out, int count, int max, UiInputKind kind, float x, float y,
               UiMouseButton button) {
    if (count >= max) return count;
    out[count] = (UiInput){.kind = kind, .x = x, .y = y, .button = button};
    return count + 1;
}

int board_script_drag(UiInput *out, int max, float x0, float y0, float x1, float y1) {
    enum { STEPS = 8 }; /* enough motions to pass a drag threshold and cross other squares */
    int n = put(out, 0, max, UI_INPUT_MOTION, x0, y0, UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x0, y0, UI_MOUSE_PRIMARY);
    for (int i = 1; i <= STEPS; i++)
        n = put(out, n, max, UI_INPUT_MOTION, x0 + (x1 - x0) * (float)i / STEPS,
                y0 + (y1 - y0) * (float)i / STEPS, UI_MOUSE_NONE);
    return put(out, n, max, UI_INPUT_RELEASE, x1, y1, UI_MOUSE_PRIMARY);
}

int board_script_path(UiInput *out, int max, const float *x, const float *y, int points) {
    enum { STEPS = 4 }; /* per leg: past the drag threshold, and over what lies between */
    if (points < 1) return 0;
    int n = put(out, 0, max, UI_INPUT_MOTION, x[0], y[0], UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x[0], y[0], UI_MOUSE_PRIMARY);
    for (int p = 1; p < points; p++)
        for (int i = 1; i <= STEPS; i++)
            n = put(out, n, max, UI_INPUT_MOTION, x[p - 1] + (x[p] - x[p - 1]) * (float)i / STEPS,
                    y[p - 1] + (y[p] - y[p - 1]) * (float)i / STEPS, UI_MOUSE_NONE);
    return put(out, n, max, UI_INPUT_RELEASE, x[points - 1], y[points - 1], UI_MOUSE_PRIMARY);
}

int board_script_click(UiInput *out, int max, float x, float y, UiMouseButton button) {
    int n = put(out, 0, max, UI_INPUT_MOTION, x, y, UI_MOUSE_NONE);
    n = put(out, n, max, UI_INPUT_PRESS, x, y, button);
    return put(out, n, max, UI_INPUT_RELEASE, x, y, button);
}

const char *board_side_name(const BoardView *v, UiScheme scheme, int side) {
    const char *shown = v->look.players_colourblind[side & 1];
    return scheme == UI_SCHEME_COLOURBLIND && shown ? shown : v->look.players[side & 1];
}

GfxColor board_side_colour(const BoardView *v, const UiDraw *d, int side) {
    if (v && v->look.has_colours) return ui_rgb(v->look.colours[side & 1]);
    return d->theme->player[side & 1];
}

void board_draw_svg_turned(UiDraw *d, const char *name, float cx, float cy, float w, float h,
                           float radians, GfxColor tint, float z) {
    float reach = (w > h ? w : h) * 0.75f; /* half the diagonal, turned any way */
    if (gfx_renderer_culls(d->r, cy - reach, cy + reach)) return;
    Error err;
    int pw = (int)lroundf(w * d->r->pixel_scale), ph = (int)lroundf(h * d->r->pixel_scale);
    const GfxTexture *t = gfx_svg_get(d->svg, name, pw, ph, &err);
    if (!t) return;
    GfxSprite s = gfx_rect_sprite(GFX_PROG_SPRITE, t->id, cx - w / 2, cy - h / 2, w, h, tint, z);
    s.rotation = radians;
    gfx_draw_sprite(d->r, &s);
}

uint64_t board_hash(const void *bytes, size_t n) {
    const unsigned char *p = bytes;
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) h = (h ^ p[i]) * 0x100000001b3ull;
    return h;
}

uint64_t board_grid_key(const BoardGrid *grid, const void *extra, size_t n) {
    const float where[5] = {grid->x0, grid->y0, grid->cell, (float)grid->viewer,
                            (float)(grid->files * 16 + grid->ranks)};
    return board_hash(where, sizeof where) ^ board_hash(extra, n) * 0x9e3779b97f4a7c15ull;
}
