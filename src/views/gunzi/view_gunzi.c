/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi's board view: the 17-field hexagon with its three zones, wedges turned in 60° steps,
 * Tombstones and Pillars, and the mouse and keys turned into moves: a wedge dragged (or clicked)
 * to its target and on through a Multi Punch's landings, then the Swerve chosen from two ghost
 * wedges, then, for a promotion, the Tombstone that goes on the new Pillar. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rules/gunzi/gunzi.h"
#include "views/view.h"
#include "views/gunzi/view_gunzi.h"

enum { NONE = -1, VISITED_MAX = 32, SWERVE_LEFT = 0, SWERVE_RIGHT = 1 };

#define SQRT3 1.7320508f
#define PI_F 3.14159265f

/* The layout's proportions, in a field's circumradius `r`: the board spans 8 radii across and
 * 4 * sqrt(3) down. */
#define AREA_ACROSS 8.8f      /* the area's width: the board and a margin for the labels */
#define AREA_MARGIN_DOWN 1.5f /* the area's height beyond the board's: the line of a question */
#define RAISE 0.3f            /* the board sits above the area's centre by this, for that line */
#define FIELD_STEP_X 1.5f     /* from one column of fields to the next */
#define BOARD_HALF_W 4.3f /* the board's paper: half its width, and its margin above and below */
#define BOARD_MARGIN_Y 0.3f
#define GHOST 1.2f       /* the two ghost wedges of the Swerve: their size, */
#define GHOST_ABOVE 1.5f /* how far above the target, */
#define GHOST_GAP 0.06f  /* and half the gap between them */

typedef struct GunziView {
    /* Layout, in window points. */
    float cx[GUNZI_FIELDS], cy[GUNZI_FIELDS]; /* field centres */
    float r;                                  /* a field's circumradius */
    int viewer;
    UiRect area, board; /* where it was laid out; the board's own rectangle */
    /* The move being made. */
    int from;                      /* the wedge picked up (for a Blow, the rival wedge), NONE */
    int steps[GUNZI_MAX_LANDINGS]; /* where it goes: the target, or a Punch's landings so far */
    int step_count;
    bool choosing; /* the target is set: the Swerve is asked, then maybe the Tombstone */
    int swerve;    /* the Swerve chosen (SWERVE_*), NONE while it is asked */
    UiRect ghost[2];
    ViewDrag drag;
    int visited[VISITED_MAX]; /* the fields a drag has passed over, in order */
    int visited_count;
    ViewCursor cursor; /* the keyboard's field */
} GunziView;

/* ---- Moves as the view sees them: which piece acts, and the fields it is taken to ---- */

static int acting_field(Move m) {
    return gunzi_move_kind(m) == GUNZI_MOVE_BLOW ? gunzi_move_to(m) : gunzi_move_from(m);
}

/* The fields the acting piece is taken to, in order: a Punch's landings, a Blow's Pillar, the
 * one target of every other move. */
static int move_path(Move m, int *out) {
    switch (gunzi_move_kind(m)) {
    case GUNZI_MOVE_PUNCH: {
        int n = gunzi_move_landings(m);
        for (int i = 0; i < n; i++) out[i] = gunzi_move_landing(m, i);
        return n;
    }
    case GUNZI_MOVE_BLOW:
        out[0] = gunzi_move_from(m);
        return 1;
    default:
        out[0] = gunzi_move_to(m);
        return 1;
    }
}

static bool swerves(Move m) {
    int k = gunzi_move_kind(m);
    return k != GUNZI_MOVE_BLOW && k != GUNZI_MOVE_RAISE;
}

/* Whether `m` starts as the view's move so far: the same piece, and the steps made its path's
 * first ones; with `whole` its whole path. */
static bool follows(const GunziView *v, Move m, bool whole) {
    if (acting_field(m) != v->from) return false;
    int path[GUNZI_MAX_LANDINGS];
    int n = move_path(m, path);
    if (n < v->step_count || (whole && n != v->step_count)) return false;
    for (int i = 0; i < v->step_count; i++)
        if (path[i] != v->steps[i]) return false;
    if (v->choosing && v->swerve != NONE && swerves(m) && gunzi_move_clockwise(m) != v->swerve)
        return false;
    return true;
}

static bool can_pick(const ViewFrame *f, int field) {
    for (int i = 0; i < f->move_count; i++)
        if (acting_field(f->moves[i]) == field) return true;
    return false;
}

/* Whether the steps plus `field` begin some move's path. */
static bool extends(GunziView *v, const ViewFrame *f, int field) {
    if (v->step_count >= GUNZI_MAX_LANDINGS) return false;
    bool was_choosing = v->choosing;
    v->choosing = false;
    v->steps[v->step_count++] = field;
    bool any = false;
    for (int i = 0; i < f->move_count && !any; i++) any = follows(v, f->moves[i], false);
    v->step_count--;
    v->choosing = was_choosing;
    return any;
}

static void gunzi_reset(void *vd) {
    GunziView *v = vd;
    v->from = NONE;
    v->step_count = 0;
    v->choosing = false;
    v->swerve = NONE;
    v->visited_count = 0;
    view_drag_cancel(&v->drag);
}

static ViewResult emit(GunziView *v, const ViewFrame *f, int index, char *move, size_t n) {
    gunzi_reset(v);
    return view_emit(f->texts[index], move, n);
}

/* After the steps or the Swerve changed: a move when nothing is left to choose, else the next
 * question (the Swerve, then the Tombstone). */
static ViewResult settle(GunziView *v, const ViewFrame *f, char *move, size_t n) {
    int first = NONE, count = 0;
    bool swerving = false;
    v->choosing = true;
    for (int i = 0; i < f->move_count; i++)
        if (follows(v, f->moves[i], true)) {
            if (first == NONE) first = i;
            count++;
            swerving |= swerves(f->moves[i]);
        }
    if (count == 0) {
        v->choosing = false;
        v->swerve = NONE;
        return VIEW_TAKEN; /* on the way: a Punch's landing it may not stop on */
    }
    if (count == 1 && (!swerving || v->swerve != NONE)) return emit(v, f, first, move, n);
    return VIEW_TAKEN;
}

/* The promotion's Tombstone, once the Swerve is chosen: the move that puts `field` on the
 * Pillar, or NONE. */
static int tomb_choice(const GunziView *v, const ViewFrame *f, int field) {
    if (!v->choosing || v->swerve == NONE) return NONE;
    for (int i = 0; i < f->move_count; i++)
        if (follows(v, f->moves[i], true) && gunzi_move_promotes(f->moves[i]) &&
            gunzi_move_tomb(f->moves[i]) == field)
            return i;
    return NONE;
}

/* ---- Layout ---- */

/* The ghosts' bubble around its centre (x, y): two ghosts of 1.2 radii, their gap and margin. */
static UiRect ghost_bubble(float r, float x, float y) {
    float g = r * 1.2f, pad = r * 0.1f;
    return (UiRect){x - g - r * 0.06f - pad, y - g / 2 - pad, 2 * g + r * 0.12f + 2 * pad,
                    g + 2 * pad};
}

/* How deep the rectangle reaches into pieces' faces (a disc of half a radius about a field's
 * centre), summed over the pieces, in radii: 0 when it covers none. */
static float faces_covered(const GunziView *v, const GunziState *s, UiRect b) {
    float depth = 0;
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        if (s->cell[i] == GUNZI_EMPTY) continue;
        float nx = fmaxf(b.x, fminf(v->cx[i], b.x + b.w));
        float ny = fmaxf(b.y, fminf(v->cy[i], b.y + b.h));
        float d = hypotf(nx - v->cx[i], ny - v->cy[i]) / v->r;
        if (d < 0.5f) depth += 0.5f - d;
    }
    return depth;
}

/* Where the Swerve's ghosts go beside the field `at`: of the places around it (above first),
 * moved inside the area, the one that reaches least into the pieces' faces, so that the
 * neighbours stay readable while the Swerve is chosen. (x, y) is the bubble's centre. */
static void ghosts_place(const GunziView *v, const GunziState *s, int at, float *x, float *y) {
    enum { DIRECTIONS = 12 };
    float r = v->r, best_depth = 1e9f;
    UiRect a = v->area, one = ghost_bubble(r, 0, 0);
    for (int ring = 0; ring < 2; ring++)
        for (int k = 0; k < DIRECTIONS; k++) {
            float angle = (float)k * 2 * PI_F / DIRECTIONS, far = ring ? 2.4f : 1.5f;
            float cx = v->cx[at] + sinf(angle) * far * 1.2f * r;
            float cy = v->cy[at] - cosf(angle) * far * r;
            cx = fmaxf(a.x - one.x, fminf(cx, a.x + a.w - one.x - one.w));
            cy = fmaxf(a.y - one.y, fminf(cy, a.y + a.h - one.y - one.h));
            UiRect b = ghost_bubble(r, cx, cy);
            /* Never over the field itself, where the wedge stands while the Swerve is asked. */
            float nx = fmaxf(b.x, fminf(v->cx[at], b.x + b.w));
            float ny = fmaxf(b.y, fminf(v->cy[at], b.y + b.h));
            if (hypotf(nx - v->cx[at], ny - v->cy[at]) < r * 0.8f) continue;
            float depth = faces_covered(v, s, b) + (float)ring * 0.05f;
            if (depth < best_depth - 1e-4f) best_depth = depth, *x = cx, *y = cy;
        }
    if (best_depth > 1e8f) *x = v->cx[at], *y = v->cy[at] - r * 1.5f;
}

static void gunzi_layout(void *vd, const ViewFrame *f, UiRect area, float scale) {
    (void)scale;
    GunziView *v = vd;
    v->viewer = f->viewer;
    v->area = area;
    float r = area.w / AREA_ACROSS, rh = area.h / (4 * SQRT3 + AREA_MARGIN_DOWN);
    if (rh < r) r = rh;
    if (r < 1) r = 1;
    v->r = r;
    float ox = area.x + area.w / 2, oy = area.y + area.h / 2 - RAISE * r;
    float sign = f->viewer == GUNZI_WHITE ? 1.0f : -1.0f;
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        v->cx[i] = ox + sign * (float)(gunzi_field_x[i] - 2) * FIELD_STEP_X * r;
        v->cy[i] = oy - sign * (float)(gunzi_field_y[i] - 4) * SQRT3 / 2 * r;
    }
    v->board = (UiRect){ox - BOARD_HALF_W * r, oy - 2 * SQRT3 * r - BOARD_MARGIN_Y * r,
                        2 * BOARD_HALF_W * r, 4 * SQRT3 * r + 2 * BOARD_MARGIN_Y * r};
    if (v->choosing && v->step_count > 0) { /* the two ghosts, beside the target, left and right */
        const GunziState *s = f->position;
        int at = v->steps[v->step_count - 1];
        if (gunzi_is_wedge(s->cell[at])) at = v->from; /* a Roll-Over: the roller swerves */
        float g = r * GHOST, x = v->cx[at], y = v->cy[at] - r * GHOST_ABOVE;
        ghosts_place(v, s, at, &x, &y);
        v->ghost[SWERVE_LEFT] = (UiRect){x - g - r * GHOST_GAP, y - g / 2, g, g};
        v->ghost[SWERVE_RIGHT] = (UiRect){x + r * GHOST_GAP, y - g / 2, g, g};
    }
}

static int field_at(const GunziView *v, float x, float y) {
    int best = NONE;
    float best_d = v->r * 0.87f; /* the inscribed circle: inside a field, never between two */
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        float d = hypotf(x - v->cx[i], y - v->cy[i]);
        if (d < best_d) best_d = d, best = i;
    }
    return best;
}

/* ---- Input ---- */

static void pick(GunziView *v, int field, float x, float y) {
    gunzi_reset(v);
    v->from = field;
    v->visited[0] = field;
    v->visited_count = 1;
    view_drag_press(&v->drag, x, y);
}

static ViewResult choose_swerve(GunziView *v, const ViewFrame *f, int swerve, char *move,
                                size_t n) {
    v->swerve = swerve;
    return settle(v, f, move, n);
}

static ViewResult press(GunziView *v, const ViewFrame *f, float x, float y, char *move, size_t n) {
    if (v->choosing && v->swerve == NONE)
        for (int s = 0; s < 2; s++)
            if (view_rect_contains(v->ghost[s], x, y)) return choose_swerve(v, f, s, move, n);
    int field = field_at(v, x, y);
    if (v->choosing && v->swerve != NONE) { /* which Tombstone goes on the Pillar */
        int i = field == NONE ? NONE : tomb_choice(v, f, field);
        if (i != NONE) return emit(v, f, i, move, n);
        gunzi_reset(v);
        return VIEW_TAKEN;
    }
    if (v->from != NONE && field != NONE && field != v->from) {
        if (extends(v, f, field)) {
            v->steps[v->step_count++] = field;
            v->swerve = NONE;
            return settle(v, f, move, n);
        }
        int keep = v->step_count; /* another first step from the same piece */
        v->step_count = 0;
        if (extends(v, f, field)) {
            v->steps[v->step_count++] = field;
            v->swerve = NONE;
            return settle(v, f, move, n);
        }
        v->step_count = keep;
    }
    if (field != NONE && can_pick(f, field)) {
        pick(v, field, x, y);
        return VIEW_TAKEN;
    }
    bool had = v->from != NONE;
    gunzi_reset(v);
    return had ? VIEW_TAKEN : VIEW_IGNORED;
}

static void visit(GunziView *v, int field) {
    if (field == NONE || v->visited[v->visited_count - 1] == field) return;
    if (v->visited_count == VISITED_MAX) { /* keep the start; forget the oldest of the rest */
        memmove(v->visited + 1, v->visited + 2, (VISITED_MAX - 2) * sizeof v->visited[0]);
        v->visited_count--;
    }
    v->visited[v->visited_count++] = field;
}

/* The move a drag released on `field` means: the longest path ending there whose fields the
 * pointer passed over in order. */
static int drag_path(const GunziView *v, const ViewFrame *f, int field, int *path) {
    int best = 0;
    for (int i = 0; i < f->move_count; i++) {
        if (acting_field(f->moves[i]) != v->from) continue;
        int p[GUNZI_MAX_LANDINGS];
        int n = move_path(f->moves[i], p);
        if (n <= best || p[n - 1] != field) continue;
        int k = 0;
        for (int j = 1; j < v->visited_count && k < n; j++)
            if (v->visited[j] == p[k]) k++;
        if (k == n) {
            best = n;
            memcpy(path, p, (size_t)n * sizeof p[0]);
        }
    }
    return best;
}

static ViewResult release(GunziView *v, const ViewFrame *f, float x, float y, char *move,
                          size_t n) {
    if (!v->drag.pressed) return VIEW_IGNORED;
    if (!view_drag_release(&v->drag)) return VIEW_TAKEN; /* a click: it stays picked up */
    int field = field_at(v, x, y);
    visit(v, field);
    int path[GUNZI_MAX_LANDINGS];
    int count = field == NONE || field == v->from ? 0 : drag_path(v, f, field, path);
    if (count > 0) {
        memcpy(v->steps, path, (size_t)count * sizeof path[0]);
        v->step_count = count;
        v->swerve = NONE;
        return settle(v, f, move, n);
    }
    if (field != v->from) gunzi_reset(v); /* dropped elsewhere: back where it was */
    return VIEW_TAKEN;
}

/* The field next to `from` on screen in the arrow's direction (the nearest within a cone). */
static int cursor_step(const GunziView *v, int from, int right, int up) {
    float dx = (float)right, dy = (float)-up; /* screen points grow downward */
    int best = from;
    float best_d = 1e9f;
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        float ex = v->cx[i] - v->cx[from], ey = v->cy[i] - v->cy[from];
        float along = ex * dx + ey * dy, across = fabsf(ex * dy - ey * dx);
        if (i == from || along <= 0.1f * v->r || across > along * 1.2f) continue;
        float d = along + across; /* a neighbour before a field further in line */
        if (d < best_d) best_d = d, best = i;
    }
    return best;
}

static ViewResult key(GunziView *v, const ViewFrame *f, const UiInput *in, char *move, size_t n) {
    if (in->key == UI_KEY_ESCAPE) {
        if (v->from == NONE) return VIEW_IGNORED;
        gunzi_reset(v);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && (in->ch == 'q' || in->ch == 'e')) {
        if (!v->choosing || v->swerve != NONE) return VIEW_IGNORED;
        return choose_swerve(v, f, in->ch == 'q' ? SWERVE_LEFT : SWERVE_RIGHT, move, n);
    }
    int dx, dy;
    if (view_arrow(in, &dx, &dy)) {
        /* Shown on the piece picked up, else where it was before the mouse was used, else on
         * the first piece that can move. */
        int start = v->from != NONE ? v->from : f->move_count > 0 ? acting_field(f->moves[0]) : 0;
        if (view_cursor_arrow(&v->cursor, start, v->from != NONE))
            v->cursor.at = cursor_step(v, v->cursor.at, dx, dy);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_ENTER && v->cursor.shown) {
        ViewResult r = press(v, f, v->cx[v->cursor.at], v->cy[v->cursor.at], move, n);
        view_drag_cancel(&v->drag);
        return r;
    }
    return VIEW_IGNORED;
}

static ViewResult gunzi_input(void *vd, const ViewFrame *f, const UiInput *in, char *move,
                              size_t n) {
    GunziView *v = vd;
    if (!f->can_act) return VIEW_IGNORED;
    bool hid = view_cursor_mouse(&v->cursor, in);
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button != UI_MOUSE_PRIMARY) {
            bool had = v->from != NONE;
            gunzi_reset(v);
            return had ? VIEW_TAKEN : VIEW_IGNORED;
        }
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION:
        if (!view_drag_motion(&v->drag, in->x, in->y)) return hid ? VIEW_TAKEN : VIEW_IGNORED;
        if (v->drag.dragging) visit(v, field_at(v, in->x, in->y));
        return VIEW_TAKEN;
    case UI_INPUT_RELEASE:
        if (in->button != UI_MOUSE_PRIMARY) return VIEW_IGNORED;
        return release(v, f, in->x, in->y, move, n);
    case UI_INPUT_WHEEL: /* turns the Swerve's way: away from you left, toward you right */
        if (!v->choosing || v->swerve != NONE || in->wheel == 0) return VIEW_IGNORED;
        return choose_swerve(v, f, in->wheel > 0 ? SWERVE_LEFT : SWERVE_RIGHT, move, n);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return VIEW_IGNORED;
    }
}

/* The inputs that make the move `text`: the piece taken along its path (dragged, or clicked
 * field by field), the Swerve's ghost, the Tombstone. The view is played along on a copy, so
 * the ghosts are where the real view will put them. */
static int gunzi_script(void *vd, const ViewFrame *f, const char *text, bool drag, UiInput *out,
                        int max) {
    const GunziView *v = vd;
    int i = view_find_move(f, text);
    if (i == NONE) return 0;
    Move m = f->moves[i];
    int path[GUNZI_MAX_LANDINGS];
    int steps = move_path(m, path);
    int from = acting_field(m);
    ViewScript sc = view_script(out, max);
    float xs[GUNZI_MAX_LANDINGS + 1], ys[GUNZI_MAX_LANDINGS + 1];
    xs[0] = v->cx[from], ys[0] = v->cy[from];
    for (int k = 0; k < steps; k++) xs[k + 1] = v->cx[path[k]], ys[k + 1] = v->cy[path[k]];
    view_script_path(&sc, drag, xs, ys, steps + 1);
    if (!swerves(m)) return sc.count;
    GunziView probe = *v; /* where the ghosts will be */
    probe.from = from;
    probe.step_count = steps;
    memcpy(probe.steps, path, sizeof path);
    probe.choosing = true;
    probe.swerve = NONE;
    gunzi_layout(&probe, f, v->area, 1.0f);
    UiRect ghost = probe.ghost[gunzi_move_clockwise(m)];
    view_script_click_rect(&sc, ghost);
    if (gunzi_move_promotes(m) && gunzi_move_tomb(m) != GUNZI_NEW_WEDGE) {
        probe.swerve = gunzi_move_clockwise(m);
        int choices = 0;
        for (int k = 0; k < f->move_count; k++)
            if (follows(&probe, f->moves[k], true)) choices++;
        if (choices > 1) {
            int t = gunzi_move_tomb(m);
            view_script_click(&sc, v->cx[t], v->cy[t]);
        }
    }
    return sc.count;
}

static float gunzi_move_seconds(const ViewFrame *f) {
    (void)f;
    return 0.35f;
}

/* ---- Drawing ---- */

static GfxColor side_colour(const UiTheme *t, int side) {
    return gunzi_palette(t)->side[side & 1];
}

static void draw_wedge_sized(const GunziView *v, UiDraw *d, int owner, float dir, float x, float y,
                             float alpha, float z, float size);

/* A wedge on the board, across, in field radii. */
#define WEDGE_SIZE 1.3f

/* A wedge's facing on the screen, in radians clockwise from straight up. */
static float facing(const GunziView *v, float dir) {
    return (dir * 60.0f + (v->viewer == GUNZI_WHITE ? 0.0f : 180.0f)) * PI_F / 180.0f;
}

/* A field's hexagon, and the smaller one that shades a Pillar's territory, in field sizes. */
#define FIELD_SIZE 0.97f
#define TERRITORY_SIZE 0.8f

/* The points a field-shaped image covers at `size` (1: the field's own hexagon). */
static void field_image_size(const GunziView *v, float size, float *w, float *h) {
    *w = 2 * v->r * size;
    *h = SQRT3 * v->r * size * 112.0f / 110.85f;
}

static void draw_field_image(const GunziView *v, UiDraw *d, const char *name, int field, float size,
                             GfxColor tint, float z) {
    float w, h;
    field_image_size(v, size, &w, &h);
    Error err;
    gfx_draw_svg(d->r, d->svg, name, v->cx[field] - w / 2, v->cy[field] - h / 2, w, h, tint, z,
                 &err);
}

/* Rings show where a move goes, came from or may go, at sizes a little apart (the cursor's, the
 * last move's, the targets'), and would each be rasterized in the frame that first shows them:
 * they are drawn from one rasterization at the largest (view_draw_svg_scaled). The promotion
 * fields' rings, in the board's picture, keep a rasterization of their own. */
#define RING_RASTER 1.0f
#define PROMOTION_RING 0.86f

static void draw_ring(const GunziView *v, UiDraw *d, int field, GfxColor c, float size, float z) {
    if (size == RING_RASTER || size == PROMOTION_RING) {
        draw_field_image(v, d, "gunzi_ring.svg", field, size, c, z);
        return;
    }
    float w, h, raster_w, raster_h;
    field_image_size(v, size, &w, &h);
    field_image_size(v, RING_RASTER, &raster_w, &raster_h);
    view_draw_svg_scaled(d, "gunzi_ring.svg", raster_w, raster_h, v->cx[field], v->cy[field], w, h,
                         0, c, z);
}

static void draw_wedge_sized(const GunziView *v, UiDraw *d, int owner, float dir, float x, float y,
                             float alpha, float z, float size) {
    /* One rasterization at the board's size serves the smaller wedges of the Swerve's choice
     * too (view_draw_svg_scaled); turned, they are drawn filtered anyway. */
    float angle = facing(v, dir), raster = v->r * WEDGE_SIZE;
    view_draw_svg_scaled(d, "gunzi_wedge.svg", raster, raster, x, y, size, size, angle,
                         ui_alpha(gunzi_palette(d->theme)->side[owner], alpha), z);
    view_draw_svg_scaled(d, "gunzi_wedge_marks.svg", raster, raster, x, y, size, size, angle,
                         ui_alpha(gunzi_palette(d->theme)->side_mark[owner], alpha * 0.9f),
                         z + 0.02f);
}

static void draw_wedge(const GunziView *v, UiDraw *d, int owner, float dir, float x, float y,
                       float alpha, float z) {
    draw_wedge_sized(v, d, owner, dir, x, y, alpha, z, v->r * WEDGE_SIZE);
}

static void draw_pillar(const GunziView *v, UiDraw *d, int owner, int height, float x, float y,
                        float alpha, float z) {
    float w = v->r * 1.2f, h = w * 72.0f / 128.0f, lift = v->r * 0.15f;
    int shown = height < 6 ? height : 6; /* the stack says "high"; the number says how high */
    float base = y + lift * (float)(shown - 1) / 2;
    Error err;
    for (int k = 0; k < shown; k++)
        gfx_draw_svg(d->r, d->svg, "gunzi_disc.svg", x - w / 2, base - (float)k * lift - h / 2, w,
                     h, ui_alpha(gunzi_palette(d->theme)->side[owner], alpha), z + 0.01f * (float)k,
                     &err);
    char label[8];
    snprintf(label, sizeof label, "%d", height);
    float top = base - (float)(shown - 1) * lift - h * 0.32f;
    ui_text(d, label, x, top - v->r * 0.12f, 17.0f * v->r / 50.0f / d->scale, GFX_FONT_BOLD,
            GFX_ALIGN_CENTER, ui_alpha(gunzi_palette(d->theme)->side_mark[owner], alpha));
}

static void draw_content(const GunziView *v, UiDraw *d, const GunziState *s, int field, float x,
                         float y, float alpha, float z) {
    int c = s->cell[field];
    Error err;
    if (c == GUNZI_TOMB) {
        float size = v->r * 0.95f;
        gfx_draw_svg(d->r, d->svg, "gunzi_tomb.svg", x - size / 2, y - size / 2, size, size,
                     ui_alpha(UI_UNTINTED, alpha), z, &err);
    } else if (gunzi_is_wedge(c)) {
        draw_wedge(v, d, gunzi_wedge_owner(c), (float)gunzi_wedge_dir(c), x, y, alpha, z);
    } else if (gunzi_is_pillar(c)) {
        draw_pillar(v, d, gunzi_pillar_owner(c), s->height[field], x, y, alpha, z);
    }
}

static uint64_t fields_key(const GunziView *v, const GunziState *s, UiPalette palette);
static void draw_fields(const GunziView *v, const GunziState *s, UiDraw *d);

static void draw_board(const GunziView *v, const ViewFrame *f, UiDraw *d) {
    const GunziState *s = f->position;
    const UiTheme *t = d->theme;
    UiRect b = v->board;
    gfx_draw_shadow_under(d->r, b.x, b.y, b.w, b.h, 4, v->r * 0.3f, v->r * 0.25f, t->shadow, 1);
    /* The paper and the fields on it: one picture while the Pillars stay as they are. */
    if (gfx_layer_begin(d->r, fields_key(v, s, t->palette), b.x, b.y, b.w, b.h, 2)) {
        gfx_draw_material(d->r, b.x, b.y, b.w, b.h, v->r * 0.3f, GFX_MATERIAL_PAPER, UI_UNTINTED,
                          2);
        draw_fields(v, s, d);
        gfx_layer_end(d->r);
    }
    /* A shield while a rival Peak or Block defends a promotion field: over the pieces. */
    Error err;
    for (int i = 0; i < GUNZI_FIELDS; i++)
        for (int p = 0; p < 2; p++)
            if (gunzi_is_promotion_field(p, i) && gunzi_defended(s->cell, i, 1 - p)) {
                float size = v->r * 0.42f;
                gfx_draw_svg(d->r, d->svg, "gunzi_defended.svg", v->cx[i] + v->r * 0.3f,
                             v->cy[i] - v->r * 0.72f, size, size, gunzi_palette(t)->defended, 9.5f,
                             &err);
            }
    if (f->coordinates)
        for (int i = 0; i < GUNZI_FIELDS; i++)
            ui_text(d, gunzi_field_name[i], v->cx[i], v->cy[i] + v->r * 0.52f,
                    11.0f * v->r / 50.0f / d->scale, GFX_FONT_BOLD, GFX_ALIGN_CENTER,
                    ui_alpha(t->text_dim, 0.9f));
}

/* What the fields' layer shows: the layout, the Pillars that shade territories, the palette. */
static uint64_t fields_key(const GunziView *v, const GunziState *s, UiPalette palette) {
    struct {
        float r, cx[GUNZI_FIELDS], cy[GUNZI_FIELDS];
        int pillar[GUNZI_FIELDS], height[GUNZI_FIELDS], palette;
    } what;
    memset(&what, 0, sizeof what);
    what.r = v->r;
    what.palette = (int)palette;
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        what.cx[i] = v->cx[i], what.cy[i] = v->cy[i];
        if (gunzi_is_pillar(s->cell[i])) {
            what.pillar[i] = 1 + gunzi_pillar_owner(s->cell[i]);
            what.height[i] = s->height[i];
        }
    }
    return view_hash(&what, sizeof what);
}

/* The fields in their zones, the Pillars' territories and the promotion fields' marks: the
 * board's still part, drawn into a layer while it does not change. */
static void draw_fields(const GunziView *v, const GunziState *s, UiDraw *d) {
    const GunziPalette *pal = gunzi_palette(d->theme);
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        draw_field_image(v, d, "gunzi_field.svg", i, FIELD_SIZE, pal->zone[gunzi_zone(i)], 3);
        if (gunzi_zone(i) == GUNZI_ZONE_B)
            draw_field_image(v, d, "gunzi_field_dots.svg", i, FIELD_SIZE, pal->zone_dots, 3.1f);
    }
    /* Pillars' territories, shaded in their owner's colour. */
    for (int p = 0; p < GUNZI_FIELDS; p++)
        if (gunzi_is_pillar(s->cell[p]))
            for (int i = 0; i < GUNZI_FIELDS; i++)
                if (gunzi_in_territory(p, s->height[p], i))
                    draw_field_image(v, d, "gunzi_field.svg", i, TERRITORY_SIZE,
                                     ui_alpha(pal->side[gunzi_pillar_owner(s->cell[p])], 0.4f),
                                     3.2f);
    /* Promotion fields: a ring and a badge in the colour of the side that promotes there. */
    for (int i = 0; i < GUNZI_FIELDS; i++)
        for (int p = 0; p < 2; p++) {
            if (!gunzi_is_promotion_field(p, i)) continue;
            draw_ring(v, d, i, ui_alpha(pal->promotion_ring, 0.55f), PROMOTION_RING, 3.3f);
            float br = v->r * 0.13f, bx = v->cx[i] - v->r * 0.55f, by = v->cy[i] - v->r * 0.5f;
            gfx_draw_panel(d->r, bx - br, by - br, 2 * br, 2 * br, br, pal->side[p], 3.4f);
            gfx_draw_outline(d->r, bx - br, by - br, 2 * br, 2 * br, br, br * 0.35f, pal->badge_rim,
                             3.45f);
        }
}

/* Where a move's piece is taken, from its start: the acting field, then its path. */
static int move_route(Move m, int *route) {
    route[0] = acting_field(m);
    return 1 + move_path(m, route + 1);
}

/* The pieces, the last move sliding in from where it started. */
static void draw_pieces(const GunziView *v, const ViewFrame *f, UiDraw *d) {
    const GunziState *s = f->position, *before = f->before;
    float t = f->has_last && before && f->progress < 1 ? view_ease(f->progress) : 1.0f;
    int route[GUNZI_MAX_LANDINGS + 1], points = 0, mover = NONE;
    if (t < 1) {
        points = move_route(f->last, route);
        int k = gunzi_move_kind(f->last);
        if (k != GUNZI_MOVE_ROLL && gunzi_is_wedge(before->cell[route[0]])) mover = route[0];
    }
    bool dragged = v->drag.dragging && v->from != NONE;
    /* While the Swerve or the Tombstone is asked, the wedge stands where it is going. */
    int preview = NONE;
    if (f->can_act && v->choosing && v->step_count > 0 && gunzi_is_wedge(s->cell[v->from]) &&
        !gunzi_is_wedge(s->cell[v->steps[v->step_count - 1]]))
        preview = v->steps[v->step_count - 1];
    for (int i = 0; i < GUNZI_FIELDS; i++) {
        if (dragged && i == v->from) continue;
        if (i == preview) continue; /* a Pillar-Raise's Pillar is not previewed over */
        if (preview != NONE && i == v->from) {
            int c = s->cell[i];
            draw_wedge(v, d, gunzi_wedge_owner(c), (float)gunzi_wedge_dir(c), v->cx[preview],
                       v->cy[preview], 0.85f, 8.2f);
            draw_content(v, d, s, i, v->cx[i], v->cy[i], 0.3f, 8);
            continue;
        }
        bool changed =
            t < 1 && (before->cell[i] != s->cell[i] || before->height[i] != s->height[i]);
        if (!changed) {
            draw_content(v, d, s, i, v->cx[i], v->cy[i], 1, 8);
            continue;
        }
        if (i != mover) draw_content(v, d, before, i, v->cx[i], v->cy[i], 1 - t, 8);
        draw_content(v, d, s, i, v->cx[i], v->cy[i], mover == NONE ? t : t * t, 8.1f);
    }
    if (mover != NONE) { /* along its route, turning as it goes */
        float pos = t * (float)(points - 1);
        int leg = (int)pos < points - 1 ? (int)pos : points - 2;
        float u = pos - (float)leg;
        float x = v->cx[route[leg]] + (v->cx[route[leg + 1]] - v->cx[route[leg]]) * u;
        float y = v->cy[route[leg]] + (v->cy[route[leg + 1]] - v->cy[route[leg]]) * u;
        int c = before->cell[mover], dir = gunzi_wedge_dir(c);
        float turn = 0;
        if (swerves(f->last)) turn = gunzi_move_clockwise(f->last) ? t : -t;
        float alpha = gunzi_is_wedge(s->cell[route[points - 1]]) ? 1.0f : 1 - t * t;
        draw_wedge(v, d, gunzi_wedge_owner(c), (float)dir + turn, x, y, alpha, 9);
    }
    if (dragged) {
        int c = s->cell[v->from];
        if (gunzi_is_wedge(c))
            draw_wedge(v, d, gunzi_wedge_owner(c), (float)gunzi_wedge_dir(c), v->drag.x, v->drag.y,
                       1, 12);
    }
}

/* A straight band from one point to another (the path a piece is taken along). */
static void draw_band(UiDraw *d, float x0, float y0, float x1, float y1, float width, GfxColor c,
                      float z) {
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1) return;
    GfxSprite sp = gfx_rect_sprite(GFX_PROG_SPRITE, d->r->white.id, (x0 + x1) / 2 - len / 2,
                                   (y0 + y1) / 2 - width / 2, len, width, c, z);
    sp.rotation = atan2f(y1 - y0, x1 - x0);
    gfx_draw_sprite(d->r, &sp);
}

/* Before a Roll-Over: the Blocks aimed at the target, the mover's against the defender's. */
static void draw_block_counts(const GunziView *v, UiDraw *d, const GunziState *s, int field) {
    int me = s->to_move;
    int mine = gunzi_blocks_aimed(s->cell, field, me),
        theirs = gunzi_blocks_aimed(s->cell, field, 1 - me);
    float w = v->r * 0.95f, h = v->r * 0.4f, x = v->cx[field] - w / 2,
          y = v->cy[field] + v->r * 0.4f;
    gfx_draw_panel(d->r, x, y, w, h, h / 2, ui_alpha(d->theme->surface, 0.94f), 10);
    gfx_draw_outline(d->r, x, y, w, h, h / 2, 1.5f, d->theme->accent, 10.1f);
    char text[32];
    snprintf(text, sizeof text, "%d : %d", mine, theirs);
    ui_text(d, text, v->cx[field], y + h * 0.08f, 13.0f * v->r / 50.0f / d->scale, GFX_FONT_BOLD,
            GFX_ALIGN_CENTER, d->theme->text);
}

/* While a wedge is dragged: the longest start of one of its moves' paths that the pointer has
 * passed over in order and that goes on further (a Multi Punch's landings so far), written to
 * `steps`; its length, 0 for none. */
static int dragged_steps(const GunziView *v, const ViewFrame *f, int *steps) {
    int best = 0;
    for (int i = 0; i < f->move_count; i++) {
        if (acting_field(f->moves[i]) != v->from) continue;
        int path[GUNZI_MAX_LANDINGS];
        int n = move_path(f->moves[i], path), k = 0;
        for (int j = 1; j < v->visited_count && k < n; j++)
            if (v->visited[j] == path[k]) k++;
        if (k > best && k < n) {
            best = k;
            memcpy(steps, path, (size_t)k * sizeof path[0]);
        }
    }
    return best;
}

/* The way the piece has been taken so far: a band along each step and a ring on each landing. */
static void draw_way(const GunziView *v, UiDraw *d) {
    const UiTheme *t = d->theme;
    float px = v->cx[v->from], py = v->cy[v->from];
    for (int k = 0; k < v->step_count; k++) {
        int at = v->steps[k];
        draw_band(d, px, py, v->cx[at], v->cy[at], v->r * 0.14f, ui_alpha(t->accent, 0.6f), 4.5f);
        draw_ring(v, d, at, ui_alpha(t->accent, 0.9f), 0.9f, 4);
        px = v->cx[at], py = v->cy[at];
    }
}

/* The fields the next step may reach from the way so far, each lit once (`lit`). */
static void draw_next(const GunziView *v, const ViewFrame *f, UiDraw *d, bool *lit) {
    for (int i = 0; i < f->move_count; i++) {
        if (!follows(v, f->moves[i], false)) continue;
        int path[GUNZI_MAX_LANDINGS];
        int n = move_path(f->moves[i], path);
        if (n <= v->step_count || lit[path[v->step_count]]) continue;
        int next = path[v->step_count];
        lit[next] = true;
        gfx_draw_highlight(d->r, v->cx[next], v->cy[next], v->r * 0.55f, d->theme->accent, 7);
        if (gunzi_move_kind(f->moves[i]) == GUNZI_MOVE_ROLL)
            draw_block_counts(v, d, f->position, next);
    }
}

static void draw_targets(const GunziView *v, const ViewFrame *f, UiDraw *d) {
    const UiTheme *t = d->theme;
    if (!f->can_act) return;
    if (v->from == NONE) {
        /* A due Pillar-Blow is the only move: the wedges it may take pulse. */
        if (f->move_count > 0 && gunzi_move_kind(f->moves[0]) == GUNZI_MOVE_BLOW)
            for (int i = 0; i < GUNZI_FIELDS; i++)
                if (can_pick(f, i))
                    gfx_draw_highlight(d->r, v->cx[i], v->cy[i], v->r * 0.8f, t->error, 7);
        return;
    }
    draw_ring(v, d, v->from, ui_alpha(t->accent, 0.9f), 0.9f, 4);
    draw_way(v, d);
    if (v->choosing && v->swerve != NONE) { /* the Tombstones the new Pillar may take */
        for (int i = 0; i < GUNZI_FIELDS; i++)
            if (tomb_choice(v, f, i) != NONE)
                gfx_draw_highlight(d->r, v->cx[i], v->cy[i], v->r * 0.75f, t->focus, 7);
        return;
    }
    bool lit[GUNZI_FIELDS] = {false};
    draw_next(v, f, d, lit);
    if (v->drag.dragging && v->step_count == 0) {
        /* A drag over a Punch's landing: the landings after it show before the drop too. */
        GunziView probe = *v;
        probe.step_count = dragged_steps(v, f, probe.steps);
        if (probe.step_count > 0) {
            draw_way(&probe, d);
            draw_next(&probe, f, d, lit);
        }
    }
}

/* What the board says under it while a move waits for a choice. */
enum { PROMPT_SWERVE, PROMPT_PROMOTION, PROMPT_BLOW, PROMPT_COUNT };
static const char *const prompts[PROMPT_COUNT] = {
    [PROMPT_SWERVE] = N_("Swerve: click the turned wedge (Q: left, E: right)"),
    [PROMPT_PROMOTION] = N_("Promotion: click the Tombstone that goes on the new Pillar"),
    [PROMPT_BLOW] = N_("Pillar-Blow: take a wedge from your territory onto your Pillar"),
};

static float prompt_size(const GunziView *v, const UiDraw *d) {
    return 13.0f * v->r / 50.0f / d->scale;
}

static float prompt_y(const GunziView *v) {
    return v->board.y + v->board.h + v->r * 0.06f;
}

/* The keys of a Swerve's two choices, under their wedges. */
static const char *const swerve_keys[2] = {"Q", "E"};

static float key_size(const GunziView *v, const UiDraw *d) {
    return 11.0f * v->r / 50.0f / d->scale;
}

static void draw_ghosts(const GunziView *v, const ViewFrame *f, UiDraw *d) {
    if (!f->can_act || !v->choosing || v->swerve != NONE || v->step_count == 0) return;
    const GunziState *s = f->position;
    int c = s->cell[v->from];
    if (!gunzi_is_wedge(c)) return;
    const UiTheme *t = d->theme;
    UiRect a = v->ghost[SWERVE_LEFT], b = v->ghost[SWERVE_RIGHT];
    float pad = v->r * 0.1f;
    /* Opaque, so its shadow is drawn only where it shows. */
    float bx = a.x - pad, by = a.y - pad, bw = b.x + b.w - a.x + 2 * pad, bh = a.h + 2 * pad;
    gfx_draw_shadow_under(d->r, bx, by, bw, bh, 3, v->r * 0.2f, v->r * 0.2f, t->shadow, 13);
    gfx_draw_panel(d->r, bx, by, bw, bh, v->r * 0.2f, t->surface_raised, 13.2f);
    for (int k = 0; k < 2; k++) {
        UiRect g = v->ghost[k];
        float dir = (float)gunzi_wedge_dir(c) + (k == SWERVE_RIGHT ? 1.0f : -1.0f);
        draw_wedge_sized(v, d, gunzi_wedge_owner(c), dir, g.x + g.w / 2, g.y + g.h * 0.42f, 0.95f,
                         13.5f, g.w * 0.72f);
        float layer = d->layer;
        d->layer = layer + 4; /* over the bubble */
        ui_text(d, swerve_keys[k], g.x + g.w / 2, g.y + g.h * 0.76f, key_size(v, d), GFX_FONT_BOLD,
                GFX_ALIGN_CENTER, t->text_dim);
        d->layer = layer;
    }
}

static void draw_last_and_hint(const GunziView *v, const ViewFrame *f, UiDraw *d) {
    int route[GUNZI_MAX_LANDINGS + 1];
    if (f->has_last) {
        int n = move_route(f->last, route);
        /* Where it left and where it ended; on a still picture every landing of a Multi Punch. */
        int stride = f->picture || n < 2 ? 1 : n - 1;
        for (int k = 0; k < n; k += stride)
            draw_ring(v, d, route[k], ui_alpha(d->theme->accent_soft, 0.95f), 0.93f, 3.6f);
    }
    int i = f->hint[0] ? view_find_move(f, f->hint) : NONE;
    if (i != NONE) {
        int n = move_route(f->moves[i], route);
        for (int k = 0; k < n; k++) draw_ring(v, d, route[k], d->theme->focus, 0.8f, 6);
    }
}

static void gunzi_draw(void *vd, const ViewFrame *f, UiDraw *d) {
    GunziView *v = vd;
    draw_board(v, f, d);
    draw_last_and_hint(v, f, d);
    draw_targets(v, f, d);
    draw_pieces(v, f, d);
    draw_ghosts(v, f, d);
    if (v->cursor.shown && f->can_act) draw_ring(v, d, v->cursor.at, d->theme->focus, 1.0f, 10);
    int say = NONE;
    if (f->can_act && v->choosing && v->swerve == NONE)
        say = PROMPT_SWERVE;
    else if (f->can_act && v->choosing)
        say = PROMPT_PROMOTION;
    else if (f->can_act && f->move_count > 0 && gunzi_move_kind(f->moves[0]) == GUNZI_MOVE_BLOW)
        say = PROMPT_BLOW;
    if (say != NONE)
        ui_paragraph(d, T(d, prompts[say]), v->board.x, prompt_y(v), v->board.w, prompt_size(v, d),
                     GFX_FONT_BOLD, d->theme->text, 17, 2);
}

/* The prompts and the Swerve's keys, which appear when a piece is dropped (view.h). */
static void gunzi_prepare_texts(void *vd, const ViewFrame *f, UiDraw *d) {
    (void)f;
    const GunziView *v = vd;
    for (int i = 0; i < PROMPT_COUNT; i++)
        ui_paragraph_prepare(d, T(d, prompts[i]), v->board.w, prompt_size(v, d), GFX_FONT_BOLD);
    for (int k = 0; k < 2; k++) ui_text_prepare(d, swerve_keys[k], key_size(v, d), GFX_FONT_BOLD);
}

static int gunzi_images(void *vd, const ViewFrame *f, float pixel_scale, const char **names, int *w,
                        int *h, int max) {
    (void)f;
    const GunziView *v = vd;
    /* Each at the pixels its drawing asks for, rounded as gfx_draw_svg and view_draw_svg_scaled
     * round them: a pixel apart is a rasterization of its own. */
    float field_w, field_h, territory_w, territory_h, ring_w, ring_h, promotion_w, promotion_h;
    field_image_size(v, FIELD_SIZE, &field_w, &field_h);
    field_image_size(v, TERRITORY_SIZE, &territory_w, &territory_h);
    field_image_size(v, RING_RASTER, &ring_w, &ring_h);
    field_image_size(v, PROMOTION_RING, &promotion_w, &promotion_h);
    float wedge = v->r * WEDGE_SIZE, tomb = v->r * 0.95f, shield = v->r * 0.42f;
    float disc_w = v->r * 1.2f, disc_h = disc_w * 72.0f / 128.0f;
    const struct {
        const char *name;
        float w, h;
    } list[] = {
        {"gunzi_field.svg", field_w, field_h},         {"gunzi_field_dots.svg", field_w, field_h},
        {"gunzi_field.svg", territory_w, territory_h}, {"gunzi_ring.svg", ring_w, ring_h},
        {"gunzi_ring.svg", promotion_w, promotion_h},  {"gunzi_wedge.svg", wedge, wedge},
        {"gunzi_wedge_marks.svg", wedge, wedge},       {"gunzi_tomb.svg", tomb, tomb},
        {"gunzi_defended.svg", shield, shield},        {"gunzi_disc.svg", disc_w, disc_h},
    };
    int n = 0;
    for (size_t i = 0; i < sizeof list / sizeof list[0] && n < max; i++, n++) {
        names[n] = list[i].name;
        w[n] = (int)lroundf(list[i].w * pixel_scale);
        h[n] = (int)lroundf(list[i].h * pixel_scale);
    }
    return n;
}

static void gunzi_side_note(const ViewFrame *f, int side, UiDraw *d, char *out, size_t n) {
    int score[2];
    gunzi_score(f->position, score);
    snprintf(out, n, score[side] == 1 ? T(d, "1 point") : T(d, "%d points"), score[side]);
}

/* A field as the square its circumcircle fits in. */
static bool gunzi_cell_rect(void *vd, const ViewFrame *f, const char *cell, UiRect *out) {
    (void)f;
    const GunziView *v = vd;
    int field = gunzi_field_parse(cell, (int)strlen(cell));
    if (field == GUNZI_NO_FIELD) return false;
    *out = (UiRect){v->cx[field] - v->r, v->cy[field] - v->r, 2 * v->r, 2 * v->r};
    return true;
}

const GameView gunzi_view = {
    .game_id = "gunzi",
    .look =
        {
            .tagline = N_("Wedges, pillars and tombstones on a hexagon."),
            .art_position = ".,wN,.,wNE,.,.,./.,t,./bS,.,.,W2,.,bSW,. black 12 on",
            .material = GFX_MATERIAL_PAPER,
            .players = {N_("White"), N_("Black")},
            .side_colour = side_colour,
        },
    .data_size = sizeof(GunziView),
    .reset = gunzi_reset,
    .layout = gunzi_layout,
    .draw = gunzi_draw,
    .input = gunzi_input,
    .script = gunzi_script,
    .move_seconds = gunzi_move_seconds,
    .side_note = gunzi_side_note,
    .images = gunzi_images,
    .prepare_texts = gunzi_prepare_texts,
    .cell_rect = gunzi_cell_rect,
};
