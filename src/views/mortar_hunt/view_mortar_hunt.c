/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's board view: the secret setup (pieces placed, turned and, in the variant, chosen
 * Heavy or Light), the board with your half lit and the other in fog showing only what your
 * shots learned, a turn (a piece taken along its path and turned, then a target or hold fire),
 * the pad, and the "where could they be" overlay from the same view the computer plays from. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt.h"
#include "views/view.h"
#include "views/mortar_hunt/view_mortar_hunt.h"

enum { NONE = -1, SHOOTERS_MAX = 3 };

#define PI_F 3.14159265f

/* The layout's proportions, in cells (a square's side) unless said. */
#define BOARD_SHARE 0.64f       /* of the area's width: the board's, beside the pad's column */
#define COLUMN_GAP 0.4f         /* between the board and the column */
#define PAD_LEAST_W 3.2f        /* the column's least width */
#define PAD_LEAST_CELL 34.0f    /* points: the least cell that keeps the pad's text readable */
#define BOARD_ONLY_MARGIN 0.2f  /* around a board without the column */
#define ROWS_BELOW 1.3f         /* below the board: the row of the turn's buttons */
#define PICTURE_ROWS_BELOW 0.4f /* below a picture's board, which has no buttons */
#define TOP_SHIFT 0.1f          /* the board sits a little lower than centred */
#define BUTTONS_GAP 0.4f        /* between the board and the row below it */
#define TRAY_PIECE 1.3f         /* the setup's tray in the column: a piece, */
#define TRAY_TOP 0.6f           /* the first's top, */
#define TRAY_STEP 1.6f          /* from one to the next */
#define TRAY_ROW_PIECE 0.9f     /* the tray below the board: a piece, and from one to the next */
#define TRAY_ROW_STEP 1.4f
#define KIND_GAP 0.15f /* the Heavy/Light button right of a tray piece */
#define KIND_W 1.4f
#define KIND_H 0.6f
#define BUTTON_H 0.8f     /* the buttons below the board, of a tray piece's height */
#define CONFIRM_W 3.2f    /* the setup's Confirm (and the turn's Hold fire), at the right */
#define BELIEF_W 3.6f     /* the overlay's button, at the left */
#define PAD_BUTTON_X 3.8f /* the pad's button (when the pad has no column), beside it */
#define PAD_BUTTON_W 2.0f
#define HANDLE 0.46f /* a turning handle, beside the planned piece's square */

typedef struct Turn {
    bool sacrifice;
    int from, from_dir, to, to_dir, shooter, target; /* MORTAR_HUNT_NONE when absent */
    bool ok;                                         /* parsed (refresh_turns) */
} Turn;

typedef struct MortarHuntView {
    /* Layout, in window points. */
    ViewGrid grid;
    UiRect area, pad, tray[MORTAR_HUNT_PIECES], kind[MORTAR_HUNT_PIECES], confirm, hold, turn[2],
        belief;
    UiRect pad_button; /* shows the pad over the board where it has no column */
    float scale;       /* of the last layout */
    bool pad_shown;    /* the pad has its column beside the board */
    /* The setup being made: each piece's square (MORTAR_HUNT_NONE off the board), facing and kind.
     */
    MortarHuntPiece placed[MORTAR_HUNT_PIECES];
    int setup_sel; /* the piece being placed or turned, NONE */
    /* The turn being made. */
    int sel;      /* the piece picked up (own index), NONE */
    bool planned; /* it has an end: plan_sq, plan_dir */
    int plan_sq, plan_dir;
    int target_pending; /* a target several pieces reach: waiting for the shooter, else NONE */
    ViewDrag drag;
    int drag_slot; /* a tray piece being dragged onto the board, NONE */
    /* Preferences of the screen. */
    bool pad_toggled;  /* P: the pad over the board when it has no column */
    bool belief_on;    /* B: the overlay */
    ViewCursor cursor; /* the keyboard's square, and where the mouse is (the pad's words) */
    /* The legal moves of the position, parsed (refresh_turns). */
    bool turns_valid;
    uint64_t turns_of;
    int turn_count;
    Turn turns[GAME_MOVES_MAX];
    uint8_t reach[MORTAR_HUNT_SQUARES]
                 [MORTAR_HUNT_SQUARES]; /* [from][to]: a bit per facing it may end with */
} MortarHuntView;

/* ---- Move texts: the view reads the legal moves as written ---- */

static bool read_square(const char **p, int *sq) {
    const char *s = *p;
    if (s[0] < 'A' || s[0] > 'L' || s[1] < '1' || s[1] > '9') return false;
    *sq = mortar_hunt_square(s[0] - 'A', s[1] - '1');
    *p = s + 2;
    return true;
}

static bool read_dir(const char **p, int *dir) {
    for (int d = 7; d >= 0; d--) { /* two letters before one: NE before N */
        const char *name = mortar_hunt_dir_name(d);
        size_t n = strlen(name);
        if (strncmp(*p, name, n) == 0 && (n == 2 || ((*p)[n] != 'E' && (*p)[n] != 'W'))) {
            *dir = d;
            *p += n;
            return true;
        }
    }
    return false;
}

static bool parse_turn(const char *text, Turn *t) {
    *t = (Turn){.from = MORTAR_HUNT_NONE,
                .to = MORTAR_HUNT_NONE,
                .shooter = MORTAR_HUNT_NONE,
                .target = MORTAR_HUNT_NONE};
    const char *p = text;
    if (strncmp(p, "sacrifice:", 10) == 0) {
        p += 10;
        t->sacrifice = true;
        return read_square(&p, &t->from);
    }
    if (!read_square(&p, &t->from) || *p++ != '/' || !read_dir(&p, &t->from_dir) || *p++ != '-' ||
        !read_square(&p, &t->to) || *p++ != '/' || !read_dir(&p, &t->to_dir))
        return false;
    if (*p == '!') {
        p++;
        if (!read_square(&p, &t->shooter) || *p++ != '>' || !read_square(&p, &t->target))
            return false;
    }
    return *p == '\0';
}

static bool setup_phase(const ViewFrame *f) {
    const MortarHuntObservation *mv = f->position;
    return mv->phase == MORTAR_HUNT_PHASE_SETUP;
}

static int own_piece_at(const MortarHuntObservation *mv, int sq) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (mv->own[i].square == sq) return i;
    return NONE;
}

/* FNV-1a over the whole view: the overlay depends on nothing else, so the same view (after an
 * undo, in review, in another game) always gets the same shading. */
static uint64_t observation_hash(const MortarHuntObservation *mv) {
    return view_hash(mv, sizeof *mv);
}

/* The legal moves read once per position (the view checks them for every square each frame):
 * each parsed, and for every start and end square the facings a piece may end with. */
static void refresh_turns(MortarHuntView *v, const ViewFrame *f) {
    uint64_t of = observation_hash(f->position) ^ (uint64_t)f->move_count * 0x9e3779b97f4a7c15ull;
    if (v->turns_valid && v->turns_of == of) return;
    v->turn_count = f->move_count;
    memset(v->reach, 0, sizeof v->reach);
    for (int i = 0; i < f->move_count; i++) {
        Turn *t = &v->turns[i];
        t->ok = parse_turn(f->texts[i], t);
        if (t->ok && !t->sacrifice && t->from < MORTAR_HUNT_SQUARES && t->to < MORTAR_HUNT_SQUARES)
            v->reach[t->from][t->to] |= (uint8_t)(1u << t->to_dir);
    }
    v->turns_valid = true;
    v->turns_of = of;
}

/* The index of the move with these fields (target MORTAR_HUNT_NONE: no shot; shooter
 * MORTAR_HUNT_NONE with a target: any shooter), or NONE; with `count` how many match. */
static int find_turn(const MortarHuntView *v, int from, int to, int to_dir, int shooter, int target,
                     int *count) {
    int found = NONE, n = 0;
    for (int i = 0; i < v->turn_count; i++) {
        const Turn *t = &v->turns[i];
        if (!t->ok || t->sacrifice || t->from != from || t->to != to || t->to_dir != to_dir ||
            t->target != target)
            continue;
        if (target != MORTAR_HUNT_NONE && shooter != MORTAR_HUNT_NONE && t->shooter != shooter)
            continue;
        if (found == NONE) found = i;
        n++;
    }
    if (count) *count = n;
    return found;
}

/* Whether the piece on `from` may end on `to` facing `dir` (with or without a shot). */
static bool end_legal(const MortarHuntView *v, int from, int to, int dir) {
    return from >= 0 && from < MORTAR_HUNT_SQUARES && to >= 0 && to < MORTAR_HUNT_SQUARES &&
           (v->reach[from][to] >> dir & 1);
}

static bool square_reachable(const MortarHuntView *v, int from, int to) {
    return from >= 0 && from < MORTAR_HUNT_SQUARES && to >= 0 && to < MORTAR_HUNT_SQUARES &&
           v->reach[from][to] != 0;
}

static bool sacrifice_due(const MortarHuntView *v) {
    return v->turn_count > 0 && v->turns[0].ok && v->turns[0].sacrifice;
}

static void mortar_hunt_reset(void *vd) {
    MortarHuntView *v = vd;
    v->sel = NONE;
    v->planned = false;
    v->target_pending = NONE;
    v->drag_slot = NONE;
    view_drag_cancel(&v->drag);
    v->setup_sel = NONE;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        v->placed[i].square = MORTAR_HUNT_NONE;
        v->placed[i].dir = 0;
        v->placed[i].kind = MORTAR_HUNT_HM;
    }
}

/* ---- Layout ---- */

/* "Where could they be?" is offered only with a belief to show: not while setting up, on a
 * picture, after the end, nor on a puzzle, whose frame holds none because finding where the
 * pieces can be is the task. */
static bool belief_offered(const ViewFrame *f) {
    return !setup_phase(f) && !f->picture && f->hidden_heat &&
           f->hidden_heat_cells >= MORTAR_HUNT_SQUARES;
}

static void mortar_hunt_layout(void *vd, const ViewFrame *f, UiRect area, float scale) {
    MortarHuntView *v = vd;
    const MortarHuntObservation *mv = f->position;
    v->area = area;
    v->scale = scale;
    refresh_turns(v, f);
    v->grid.files = MORTAR_HUNT_COLS;
    v->grid.ranks = MORTAR_HUNT_ROWS;
    v->grid.viewer = f->viewer;
    /* The board, with a column beside it for the pad (or, in the setup, the tray) when the
     * window is wide enough, and a row below it for the turn's buttons. */
    float below_rows = f->picture ? PICTURE_ROWS_BELOW : ROWS_BELOW;
    float cell = area.w * BOARD_SHARE / MORTAR_HUNT_COLS;
    float ch = area.h / (MORTAR_HUNT_ROWS + below_rows);
    if (ch < cell) cell = ch;
    float side_w = area.w - cell * MORTAR_HUNT_COLS - cell * COLUMN_GAP;
    /* The column only where the pad's smallest text stays readable. */
    v->pad_shown = !f->picture && side_w >= cell * PAD_LEAST_W && cell >= PAD_LEAST_CELL;
    if (!v->pad_shown) { /* the whole width for the board */
        cell = area.w / (MORTAR_HUNT_COLS + BOARD_ONLY_MARGIN);
        if (ch < cell) cell = ch;
        side_w = 0;
    }
    if (cell < 1) cell = 1;
    v->grid.cell = cell;
    float total_w = cell * MORTAR_HUNT_COLS + (v->pad_shown ? cell * COLUMN_GAP + side_w : 0);
    v->grid.x0 = area.x + (area.w - total_w) / 2;
    v->grid.y0 = area.y + (area.h - cell * (MORTAR_HUNT_ROWS + below_rows)) / 2 + cell * TOP_SHIFT;
    float right = v->grid.x0 + cell * (MORTAR_HUNT_COLS + COLUMN_GAP);
    v->pad = v->pad_shown ? (UiRect){right, v->grid.y0, side_w, cell * MORTAR_HUNT_ROWS}
                          : (UiRect){v->grid.x0 + cell, v->grid.y0 + cell * 0.5f,
                                     cell * (MORTAR_HUNT_COLS - 2), cell * (MORTAR_HUNT_ROWS - 1)};
    float below = v->grid.y0 + cell * (MORTAR_HUNT_ROWS + BUTTONS_GAP), bh = cell * TRAY_ROW_PIECE;
    /* The tray of the setup: in the column, or below the board. */
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        if (v->pad_shown)
            v->tray[i] = (UiRect){right, v->grid.y0 + cell * (TRAY_TOP + TRAY_STEP * (float)i),
                                  cell * TRAY_PIECE, cell * TRAY_PIECE};
        else
            v->tray[i] = (UiRect){v->grid.x0 + cell * TRAY_ROW_STEP * (float)i, below, bh, bh};
        v->kind[i] = (UiRect){v->tray[i].x + v->tray[i].w + cell * KIND_GAP,
                              v->tray[i].y + v->tray[i].h / 2 - cell * (KIND_H / 2), cell * KIND_W,
                              cell * KIND_H};
        if (!v->pad_shown) v->kind[i] = (UiRect){0, 0, 0, 0}; /* keys pick the kind there */
    }
    float bw = cell * CONFIRM_W;
    v->confirm = (UiRect){v->grid.x0 + cell * MORTAR_HUNT_COLS - bw, below, bw, bh * BUTTON_H};
    v->hold = v->confirm;
    v->belief = (UiRect){v->grid.x0, below, cell * BELIEF_W, bh * BUTTON_H};
    v->pad_button =
        (UiRect){v->grid.x0 + cell * PAD_BUTTON_X, below, cell * PAD_BUTTON_W, bh * BUTTON_H};
    if (!belief_offered(f)) v->belief = (UiRect){0, 0, 0, 0};
    if (setup_phase(f) || v->pad_shown || f->picture) v->pad_button = (UiRect){0, 0, 0, 0};
    /* The turning handles, either side of the planned piece (or of the piece being set up). */
    int at = v->planned                               ? v->plan_sq
             : v->setup_sel != NONE && setup_phase(f) ? v->placed[v->setup_sel].square
                                                      : MORTAR_HUNT_NONE;
    if (at != MORTAR_HUNT_NONE && at < MORTAR_HUNT_SQUARES) {
        float x, y, h = cell * HANDLE;
        view_grid_square_xy(&v->grid, at, &x, &y);
        v->turn[0] = (UiRect){x - h * 0.55f, y + cell - h * 0.45f, h, h};
        v->turn[1] = (UiRect){x + cell - h * 0.45f, y + cell - h * 0.45f, h, h};
    } else {
        v->turn[0] = v->turn[1] = (UiRect){0, 0, 0, 0};
    }
    (void)mv;
}

/* ---- Setup input ---- */

static bool setup_square_free(const MortarHuntView *v, int sq, int except) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (i != except && v->placed[i].square == sq) return false;
    return true;
}

static int placed_at(const MortarHuntView *v, int sq) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (v->placed[i].square == sq) return i;
    return NONE;
}

static bool setup_complete(const MortarHuntView *v) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (v->placed[i].square == MORTAR_HUNT_NONE) return false;
    return true;
}

static bool kinds_chosen(const ViewFrame *f) {
    const MortarHuntObservation *mv = f->position;
    return mv->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE;
}

static int default_kind(const ViewFrame *f) {
    const MortarHuntObservation *mv = f->position;
    return mv->info.pieces_option == MORTAR_HUNT_PIECES_LH ? MORTAR_HUNT_LH : MORTAR_HUNT_HM;
}

/* The kind of the i-th piece of the setup: the player's choice where the variant lets them. */
static int piece_kind(const MortarHuntView *v, const ViewFrame *f, int i) {
    return kinds_chosen(f) ? v->placed[i].kind : default_kind(f);
}

static ViewResult emit_setup(MortarHuntView *v, const ViewFrame *f, char *move, size_t n) {
    size_t used = (size_t)snprintf(move, n, "setup:");
    for (int i = 0; i < MORTAR_HUNT_PIECES && used < n; i++) {
        char sq[4];
        mortar_hunt_square_text(v->placed[i].square, sq);
        used += (size_t)snprintf(move + used, n - used, "%s%s/%s%s", i ? "," : "", sq,
                                 mortar_hunt_dir_name(v->placed[i].dir),
                                 piece_kind(v, f, i) == MORTAR_HUNT_LH ? ":LH" : "");
    }
    mortar_hunt_reset(v);
    return VIEW_MOVE;
}

static void place(MortarHuntView *v, const ViewFrame *f, int slot, int sq) {
    const MortarHuntObservation *mv = f->position;
    if (slot == NONE || !mortar_hunt_in_half(mv->player, sq) || !setup_square_free(v, sq, slot))
        return;
    if (v->placed[slot].square == MORTAR_HUNT_NONE) /* a new piece faces the enemy */
        v->placed[slot].dir = mv->player == MORTAR_HUNT_A ? MORTAR_HUNT_N : MORTAR_HUNT_S;
    v->placed[slot].square = (uint8_t)sq;
    v->setup_sel = slot;
}

static int tray_at(const MortarHuntView *v, float x, float y) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (view_rect_contains(v->tray[i], x, y)) return i;
    return NONE;
}

static ViewResult setup_turn(MortarHuntView *v, int by) {
    if (v->setup_sel == NONE || v->placed[v->setup_sel].square == MORTAR_HUNT_NONE)
        return VIEW_IGNORED;
    v->placed[v->setup_sel].dir = (uint8_t)((v->placed[v->setup_sel].dir + 8 + by) % 8);
    return VIEW_TAKEN;
}

static ViewResult setup_press(MortarHuntView *v, const ViewFrame *f, float x, float y, char *move,
                              size_t n) {
    if (setup_complete(v) && view_rect_contains(v->confirm, x, y)) return emit_setup(v, f, move, n);
    for (int k = 0; k < 2; k++)
        if (view_rect_contains(v->turn[k], x, y)) return setup_turn(v, k ? 1 : -1);
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        if (kinds_chosen(f) && view_rect_contains(v->kind[i], x, y)) {
            v->placed[i].kind =
                v->placed[i].kind == MORTAR_HUNT_LH ? MORTAR_HUNT_HM : MORTAR_HUNT_LH;
            v->setup_sel = i;
            return VIEW_TAKEN;
        }
    int slot = tray_at(v, x, y);
    if (slot != NONE) {
        v->setup_sel = slot;
        v->drag_slot = slot;
        view_drag_press(&v->drag, x, y);
        return VIEW_TAKEN;
    }
    int sq = view_grid_square_at(&v->grid, x, y);
    if (sq == NONE) return VIEW_IGNORED;
    int there = placed_at(v, sq);
    if (there != NONE) { /* picks up a placed piece, to turn or move it */
        v->setup_sel = there;
        v->drag_slot = there;
        view_drag_press(&v->drag, x, y);
        return VIEW_TAKEN;
    }
    if (v->setup_sel != NONE) place(v, f, v->setup_sel, sq);
    return VIEW_TAKEN;
}

static ViewResult setup_release(MortarHuntView *v, const ViewFrame *f, float x, float y) {
    int slot = v->drag_slot;
    v->drag_slot = NONE;
    if (!view_drag_release(&v->drag) || slot == NONE) return VIEW_TAKEN;
    int sq = view_grid_square_at(&v->grid, x, y);
    if (sq != NONE) place(v, f, slot, sq);
    return VIEW_TAKEN;
}

/* ---- Turn input ---- */

/* The facing a piece gets when it is put down on `sq`: the one it had, if that is an end it may
 * reach there, else the first clockwise from it that is. */
static int first_dir(const MortarHuntView *v, int from, int sq, int dir) {
    for (int k = 0; k < 8; k++)
        if (end_legal(v, from, sq, (dir + k) % 8)) return (dir + k) % 8;
    return NONE;
}

static int selected_square(const MortarHuntView *v, const ViewFrame *f) {
    const MortarHuntObservation *mv = f->position;
    return v->sel == NONE ? MORTAR_HUNT_NONE : mv->own[v->sel].square;
}

static bool plan(MortarHuntView *v, const ViewFrame *f, int sq) {
    const MortarHuntObservation *mv = f->position;
    int from = selected_square(v, f);
    int dir = first_dir(v, from, sq, v->planned ? v->plan_dir : mv->own[v->sel].dir);
    if (dir == NONE) return false;
    v->planned = true;
    v->plan_sq = sq;
    v->plan_dir = dir;
    v->target_pending = NONE;
    return true;
}

/* Turns the planned piece to the next facing (clockwise by > 0) it may end with there. */
static ViewResult turn_plan(MortarHuntView *v, const ViewFrame *f, int by) {
    if (!v->planned) return VIEW_IGNORED;
    int from = selected_square(v, f);
    for (int k = 1; k <= 8; k++) {
        int d = (v->plan_dir + 8 + by * k) % 8;
        if (end_legal(v, from, v->plan_sq, d)) {
            v->plan_dir = d;
            break;
        }
    }
    v->target_pending = NONE;
    return VIEW_TAKEN;
}

static ViewResult emit(MortarHuntView *v, const ViewFrame *f, int index, char *move, size_t n) {
    mortar_hunt_reset(v);
    return view_emit(f->texts[index], move, n);
}

static ViewResult fire(MortarHuntView *v, const ViewFrame *f, int target, int shooter, char *move,
                       size_t n) {
    int count;
    int i = find_turn(v, selected_square(v, f), v->plan_sq, v->plan_dir, shooter, target, &count);
    if (i == NONE) return VIEW_IGNORED;
    if (count == 1) return emit(v, f, i, move, n);
    v->target_pending = target; /* several pieces reach it: which fires */
    return VIEW_TAKEN;
}

static ViewResult turn_press(MortarHuntView *v, const ViewFrame *f, float x, float y, char *move,
                             size_t n) {
    const MortarHuntObservation *mv = f->position;
    int sq = view_grid_square_at(&v->grid, x, y);
    if (sacrifice_due(v)) { /* no move allows the shot that is due: a piece is given up */
        for (int i = 0; i < v->turn_count; i++) {
            Turn t;
            if (sq != NONE && (t = v->turns[i]).ok && t.from == sq) return emit(v, f, i, move, n);
        }
        return VIEW_IGNORED;
    }
    if (v->planned) {
        if (view_rect_contains(v->hold, x, y)) {
            int i = find_turn(v, selected_square(v, f), v->plan_sq, v->plan_dir, MORTAR_HUNT_NONE,
                              MORTAR_HUNT_NONE, NULL);
            return i == NONE ? VIEW_TAKEN : emit(v, f, i, move, n);
        }
        for (int k = 0; k < 2; k++)
            if (view_rect_contains(v->turn[k], x, y)) return turn_plan(v, f, k ? 1 : -1);
        if (v->target_pending != NONE && sq != NONE) {
            ViewResult r = fire(v, f, v->target_pending, sq, move, n);
            if (r == VIEW_MOVE) return r;
        }
        if (sq != NONE && !mortar_hunt_in_half(mv->player, sq)) { /* a target, or nothing there */
            ViewResult r = fire(v, f, sq, MORTAR_HUNT_NONE, move, n);
            return r == VIEW_IGNORED ? VIEW_TAKEN : r;
        }
    }
    if (v->sel != NONE && sq != NONE && sq != selected_square(v, f) &&
        square_reachable(v, selected_square(v, f), sq) && own_piece_at(mv, sq) == NONE) {
        plan(v, f, sq);
        return VIEW_TAKEN;
    }
    int piece = sq == NONE ? NONE : own_piece_at(mv, sq);
    if (piece != NONE && piece == v->sel && !v->planned) { /* turn in place */
        if (!plan(v, f, sq)) return VIEW_TAKEN;
        view_drag_press(&v->drag, x, y);
        return VIEW_TAKEN;
    }
    if (piece != NONE && mv->own[piece].alive) {
        bool any = false;
        for (int i = 0; i < v->turn_count && !any; i++) {
            Turn t;
            any = (t = v->turns[i]).ok && t.from == sq;
        }
        if (any) {
            if (piece != v->sel) {
                v->sel = piece;
                v->planned = false;
                v->target_pending = NONE;
            }
            view_drag_press(&v->drag, x, y);
            return VIEW_TAKEN;
        }
    }
    bool had = v->sel != NONE;
    mortar_hunt_reset(v);
    return had ? VIEW_TAKEN : VIEW_IGNORED;
}

static ViewResult turn_release(MortarHuntView *v, const ViewFrame *f, float x, float y) {
    if (!view_drag_release(&v->drag)) return VIEW_TAKEN;
    int sq = view_grid_square_at(&v->grid, x, y), from = selected_square(v, f);
    if (v->sel == NONE || sq == NONE) return VIEW_TAKEN;
    if (sq != from && square_reachable(v, from, sq)) plan(v, f, sq);
    return VIEW_TAKEN;
}

/* ---- Input ---- */

static ViewResult press(MortarHuntView *v, const ViewFrame *f, float x, float y, char *move,
                        size_t n) {
    if (view_rect_contains(v->belief, x, y)) {
        v->belief_on = !v->belief_on;
        return VIEW_TAKEN;
    }
    if (view_rect_contains(v->pad_button, x, y)) {
        v->pad_toggled = !v->pad_toggled;
        return VIEW_TAKEN;
    }
    if (!f->can_act) return VIEW_IGNORED;
    return setup_phase(f) ? setup_press(v, f, x, y, move, n) : turn_press(v, f, x, y, move, n);
}

static ViewResult rotate(MortarHuntView *v, const ViewFrame *f, int by) {
    if (!f->can_act) return VIEW_IGNORED;
    return setup_phase(f) ? setup_turn(v, by) : turn_plan(v, f, by);
}

static ViewResult key(MortarHuntView *v, const ViewFrame *f, const UiInput *in, char *move,
                      size_t n) {
    if (in->key == UI_KEY_CHAR) {
        switch (in->ch) {
        case 'b':
            if (!belief_offered(f)) return VIEW_IGNORED;
            v->belief_on = !v->belief_on;
            return VIEW_TAKEN;
        case 'p':
            v->pad_toggled = !v->pad_toggled;
            return VIEW_TAKEN;
        case 'q':
            return rotate(v, f, -1);
        case 'e':
            return rotate(v, f, 1);
        case 'h': /* hold fire */
            if (!f->can_act || !v->planned) return VIEW_IGNORED;
            return press(v, f, v->hold.x + 1, v->hold.y + 1, move, n);
        case 'l': /* the selected piece of the setup: Heavy or Light */
            if (!f->can_act || !setup_phase(f) || !kinds_chosen(f) || v->setup_sel == NONE)
                return VIEW_IGNORED;
            v->placed[v->setup_sel].kind =
                v->placed[v->setup_sel].kind ? MORTAR_HUNT_HM : MORTAR_HUNT_LH;
            return VIEW_TAKEN;
        default:
            if (in->ch >= '1' && in->ch <= '3' && f->can_act && setup_phase(f)) {
                v->setup_sel = in->ch - '1';
                return VIEW_TAKEN;
            }
            return VIEW_IGNORED;
        }
    }
    if (in->key == UI_KEY_ESCAPE && v->pad_toggled) { /* the pad over the board goes first */
        v->pad_toggled = false;
        return VIEW_TAKEN;
    }
    if (!f->can_act) return VIEW_IGNORED;
    if (in->key == UI_KEY_ESCAPE) {
        if (v->sel == NONE && v->setup_sel == NONE) return VIEW_IGNORED;
        v->sel = NONE;
        v->planned = false;
        v->target_pending = NONE;
        v->setup_sel = NONE;
        return VIEW_TAKEN;
    }
    int dx, dy;
    if (view_arrow(in, &dx, &dy)) {
        const MortarHuntObservation *mv = f->position;
        int start = mv->own[0].square != MORTAR_HUNT_NONE ? mv->own[0].square
                    : mv->player == MORTAR_HUNT_A         ? mortar_hunt_square(5, 1)
                                                          : mortar_hunt_square(6, 7);
        if (view_cursor_arrow(&v->cursor, start, false)) {
            int col = mortar_hunt_square_col(v->cursor.at);
            int row = mortar_hunt_square_row(v->cursor.at);
            if (f->viewer == MORTAR_HUNT_B) dx = -dx, dy = -dy;
            int next = mortar_hunt_square(col + dx, row + dy);
            if (next != MORTAR_HUNT_NONE) v->cursor.at = next;
        }
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_ENTER) {
        if (setup_phase(f) && setup_complete(v) && !v->cursor.shown)
            return emit_setup(v, f, move, n);
        if (!v->cursor.shown) return VIEW_IGNORED;
        float x, y;
        view_grid_centre(&v->grid, v->cursor.at, &x, &y);
        ViewResult r = press(v, f, x, y, move, n);
        view_drag_cancel(&v->drag);
        v->drag_slot = NONE;
        return r;
    }
    return VIEW_IGNORED;
}

static ViewResult mortar_hunt_input(void *vd, const ViewFrame *f, const UiInput *in, char *move,
                                    size_t n) {
    MortarHuntView *v = vd;
    /* Over the pad, a row under the mouse is told in words: redraw as it moves there, or off. */
    const ViewCursor *c = &v->cursor;
    bool was_over_pad = c->pointer_in && view_rect_contains(v->pad, c->pointer_x, c->pointer_y);
    view_cursor_mouse(&v->cursor, in);
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button != UI_MOUSE_PRIMARY) {
            bool had = v->sel != NONE || v->setup_sel != NONE;
            v->sel = v->setup_sel = NONE;
            v->planned = false;
            return had ? VIEW_TAKEN : VIEW_IGNORED;
        }
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION: {
        bool over_pad = view_rect_contains(v->pad, in->x, in->y) || was_over_pad;
        bool held = view_drag_motion(&v->drag, in->x, in->y);
        return held || over_pad ? VIEW_TAKEN : VIEW_IGNORED;
    }
    case UI_INPUT_RELEASE:
        if (in->button != UI_MOUSE_PRIMARY || !v->drag.pressed) return VIEW_IGNORED;
        if (!f->can_act) {
            view_drag_cancel(&v->drag);
            return VIEW_IGNORED;
        }
        return setup_phase(f) ? setup_release(v, f, in->x, in->y)
                              : turn_release(v, f, in->x, in->y);
    case UI_INPUT_WHEEL:
        if (in->wheel == 0) return VIEW_IGNORED;
        return rotate(v, f, in->wheel > 0 ? -1 : 1);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return VIEW_IGNORED;
    }
}

/* ---- Scripts: the inputs that make a move ---- */

static void centre(const MortarHuntView *v, int sq, float *x, float *y) {
    view_grid_centre(&v->grid, sq, x, y);
}

static int script_setup(const MortarHuntView *v, const ViewFrame *f, const char *text, bool drag,
                        UiInput *out, int max) {
    const MortarHuntObservation *mv = f->position;
    const char *p = text + 6;
    ViewScript sc = view_script(out, max);
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        int sq, dir;
        if (!read_square(&p, &sq) || *p++ != '/' || !read_dir(&p, &dir)) return 0;
        bool light = strncmp(p, ":LH", 3) == 0;
        if (light) p += 3;
        if (*p == ',') p++;
        float x0 = v->tray[i].x + v->tray[i].w / 2, y0 = v->tray[i].y + v->tray[i].h / 2, x1, y1;
        centre(v, sq, &x1, &y1);
        float xs[2] = {x0, x1}, ys[2] = {y0, y1};
        view_script_path(&sc, drag, xs, ys, 2);
        int start = mv->player == MORTAR_HUNT_A ? MORTAR_HUNT_N : MORTAR_HUNT_S;
        int right = (dir - start + 8) % 8;
        for (int k = 0; k < (right <= 4 ? right : 8 - right); k++) {
            if (drag)
                view_script_wheel(&sc, x1, y1, right <= 4 ? -1 : 1);
            else
                view_script_key(&sc, right <= 4 ? 'e' : 'q');
        }
        if (light && kinds_chosen(f)) {
            if (v->pad_shown)
                view_script_click_rect(&sc, v->kind[i]);
            else
                view_script_key(&sc, 'l');
        }
    }
    if (*p) return 0;
    view_script_click_rect(&sc, v->confirm);
    return sc.count;
}

static int mortar_hunt_script(void *vd, const ViewFrame *f, const char *text, bool drag,
                              UiInput *out, int max) {
    const MortarHuntView *v = vd;
    const MortarHuntObservation *mv = f->position;
    if (strncmp(text, "setup:", 6) == 0) return script_setup(v, f, text, drag, out, max);
    Turn t;
    if (!parse_turn(text, &t)) return 0;
    float x0, y0, x1, y1;
    centre(v, t.from, &x0, &y0);
    ViewScript sc = view_script(out, max);
    if (t.sacrifice) {
        view_script_click(&sc, x0, y0);
        return sc.count;
    }
    centre(v, t.to, &x1, &y1);
    view_script_move(&sc, drag && t.to != t.from, x0, y0, x1, y1);
    /* Where the view will put the piece down, and how it must be turned from there. */
    MortarHuntView probe = *v;
    probe.sel = own_piece_at(mv, t.from);
    probe.planned = false;
    if (probe.sel == NONE || !plan(&probe, f, t.to)) return 0;
    mortar_hunt_layout(&probe, f, v->area, v->scale);
    int right = 0;
    for (int d = probe.plan_dir; d != t.to_dir && right < 8; right++) {
        turn_plan(&probe, f, 1);
        d = probe.plan_dir;
    }
    if (right == 8) return 0;
    for (int k = 0; k < right; k++) {
        if (drag)
            view_script_wheel(&sc, x1, y1, -1);
        else
            view_script_click_rect(&sc, probe.turn[1]);
    }
    if (t.target == MORTAR_HUNT_NONE) {
        view_script_click_rect(&sc, probe.hold);
        return sc.count;
    }
    float tx, ty;
    centre(v, t.target, &tx, &ty);
    view_script_click(&sc, tx, ty);
    int shooters;
    find_turn(v, t.from, t.to, t.to_dir, MORTAR_HUNT_NONE, t.target, &shooters);
    if (shooters > 1) {
        float sx, sy;
        centre(v, t.shooter, &sx, &sy);
        view_script_click(&sc, sx, sy);
    }
    return sc.count;
}

static float mortar_hunt_move_seconds(const ViewFrame *f) {
    (void)f;
    return 0.7f; /* a shell's flight */
}

/* ---- Drawing ---- */

static GfxColor side_colour(const UiTheme *t, int side) {
    return mortar_hunt_palette(t)->side[side & 1];
}

static float text_size(const MortarHuntView *v, const UiDraw *d, float points) {
    return points * v->grid.cell / 46.0f / d->scale;
}

static void square_rect(const MortarHuntView *v, int sq, UiRect *r) {
    view_grid_square_xy(&v->grid, sq, &r->x, &r->y);
    r->w = r->h = v->grid.cell;
}

static float facing(const MortarHuntView *v, int dir) {
    return ((float)dir * 45.0f + (v->grid.viewer == MORTAR_HUNT_A ? 0.0f : 180.0f)) * PI_F / 180.0f;
}

static void draw_piece(const MortarHuntView *v, UiDraw *d, int side, int kind, int dir, bool alive,
                       float x, float y, float alpha, float z, UiScheme scheme) {
    float size = v->grid.cell * 0.92f;
    const MortarHuntPalette *pal = mortar_hunt_palette(d->theme);
    GfxColor c = ui_alpha(pal->side[side & 1], alpha);
    if (!alive) {
        view_draw_svg_turned(d, "mortar_hunt_wreck.svg", x, y, size * 0.9f, size * 0.9f,
                             facing(v, dir), ui_alpha(pal->wreck, alpha), z);
        return;
    }
    view_draw_svg_turned(d,
                         kind == MORTAR_HUNT_LH ? "mortar_hunt_light.svg" : "mortar_hunt_heavy.svg",
                         x, y, size, size, facing(v, dir), c, z);
    if (scheme == UI_SCHEME_COLOURBLIND && side == MORTAR_HUNT_B) { /* a ring: not by hue alone */
        float r = size * 0.12f;
        gfx_draw_outline(d->r, x - r, y - r, 2 * r, 2 * r, r, r * 0.5f, pal->side_b_ring, z + 0.1f);
    }
}

static void draw_board(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const UiTheme *t = d->theme;
    float c = v->grid.cell, pad = c * 0.12f, w = c * MORTAR_HUNT_COLS, h = c * MORTAR_HUNT_ROWS;
    float x0 = v->grid.x0, y0 = v->grid.y0;
    gfx_draw_shadow_under(d->r, x0 - pad, y0 - pad, w + 2 * pad, h + 2 * pad, 4, c * 0.1f,
                          c * 0.12f, t->shadow, 1);
    /* The canvas, the squares of both halves and the obstacle row: one picture while the
     * layout and the side at the screen stay. */
    const MortarHuntPalette *pal = mortar_hunt_palette(t);
    int shown[2] = {mv->player, (int)t->palette};
    if (gfx_layer_begin(d->r, view_grid_key(&v->grid, shown, sizeof shown), x0 - pad, y0 - pad,
                        w + 2 * pad, h + 2 * pad, 2)) {
        gfx_draw_material(d->r, x0 - pad, y0 - pad, w + 2 * pad, h + 2 * pad, c * 0.1f,
                          GFX_MATERIAL_CANVAS, UI_UNTINTED, 2);
        for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
            UiRect r;
            square_rect(v, sq, &r);
            int row = mortar_hunt_square_row(sq);
            bool own = mortar_hunt_in_half(mv->player, sq);
            GfxColor fill = row == 4 ? pal->obstacle_row
                            : own    ? pal->own_square[(sq + row) % 2]
                                     : pal->far_square[(sq + row) % 2];
            gfx_draw_rect(d->r, r.x + 1, r.y + 1, r.w - 2, r.h - 2, ui_alpha(fill, 0.92f), 3);
            if (row == 4) /* the obstacle row: a wall of blocks */
                gfx_draw_panel(d->r, r.x + c * 0.12f, r.y + c * 0.22f, c * 0.76f, c * 0.56f,
                               c * 0.08f, pal->block, 3.2f);
        }
        gfx_layer_end(d->r);
    }
    /* The other half lies in fog: only the marks of shots are seen through it. Where it lies on
     * screen follows from the grid (turned or not), not from which side is at the screen. */
    UiRect near_row, far_row;
    int them = 1 - mv->player;
    square_rect(v, mortar_hunt_square(0, them == MORTAR_HUNT_A ? 0 : MORTAR_HUNT_ROWS - 1),
                &near_row);
    square_rect(v, mortar_hunt_square(0, them == MORTAR_HUNT_A ? 3 : 5), &far_row);
    float fy = near_row.y < far_row.y ? near_row.y : far_row.y;
    gfx_draw_fog(d->r, x0, fy, w, 4 * c, ui_alpha(pal->fog, 0.55f), 3.5f);
    if (f->coordinates) {
        float size = text_size(v, d, 11);
        for (int col = 0; col < MORTAR_HUNT_COLS; col++) {
            char label[2] = {(char)('A' + col), 0};
            UiRect r;
            square_rect(v, mortar_hunt_square(col, v->grid.viewer == MORTAR_HUNT_A ? 0 : 8), &r);
            ui_text(d, label, r.x + c / 2, y0 + h + pad * 0.2f, size, GFX_FONT_REGULAR,
                    GFX_ALIGN_CENTER, t->text_dim);
        }
        for (int row = 0; row < MORTAR_HUNT_ROWS; row++) {
            char label[3];
            snprintf(label, sizeof label, "%d", row + 1);
            UiRect r;
            square_rect(v, mortar_hunt_square(0, row), &r);
            ui_text(d, label, x0 - pad * 0.5f - c * 0.12f, r.y + c * 0.3f, size, GFX_FONT_REGULAR,
                    GFX_ALIGN_CENTER, t->text_dim);
        }
    }
}

/* What the shots taught: misses (craters in that variant), hits, sacrificed squares. */
static void draw_marks(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    Error err;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        int mark = mv->marks[sq];
        if (mark == MORTAR_HUNT_MARK_NONE) continue;
        UiRect r;
        square_rect(v, sq, &r);
        bool own = mortar_hunt_in_half(mv->player, sq);
        if (mark == MORTAR_HUNT_MARK_MISS) {
            float k = mv->info.craters ? 0.9f : 0.55f;
            gfx_draw_svg(d->r, d->svg, "mortar_hunt_crater.svg", r.x + r.w * (1 - k) / 2,
                         r.y + r.h * (1 - k) / 2, r.w * k, r.h * k,
                         ui_alpha(UI_UNTINTED, mv->info.craters ? 1.0f : 0.75f), 5, &err);
        } else if (!own) { /* an enemy piece lies there, destroyed or given up */
            float x = r.x + r.w / 2, y = r.y + r.h / 2;
            draw_piece(v, d, 1 - mv->player, MORTAR_HUNT_HM, 0, false, x, y, 1, 5.5f, f->scheme);
            gfx_draw_outline(d->r, r.x + 3, r.y + 3, r.w - 6, r.h - 6, r.w * 0.5f, 2.5f,
                             mark == MORTAR_HUNT_MARK_HIT ? d->theme->error : d->theme->text_dim,
                             5.6f);
        }
    }
}

/* The last shots: yours over the obstacle onto its target, theirs landing on your half. */
static void draw_last_shots(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    int me = mv->player, them = 1 - me;
    float t = f->before && f->progress < 1 ? f->progress : 1.0f; /* their moves too */
    int mover = 1 - mv->to_move;                                 /* who played the last move */
    for (int side = 0; side < 2; side++) {
        int n = mv->count[side];
        if (n == 0) continue;
        const MortarHuntRecord *r = &mv->history[side][n - 1];
        if (r->target == MORTAR_HUNT_NONE) continue;
        UiRect tr;
        square_rect(v, r->target, &tr);
        float tx = tr.x + tr.w / 2, ty = tr.y + tr.h / 2;
        bool flying = t < 1 && side == mover && mv->phase == MORTAR_HUNT_PHASE_PLAY;
        if (flying) {
            float sx = tx, sy = side == them ? v->grid.y0 - v->grid.cell : ty;
            if (side == me && r->shooter < MORTAR_HUNT_PIECES) {
                UiRect sr;
                square_rect(v, mv->own[r->shooter].square, &sr);
                sx = sr.x + sr.w / 2, sy = sr.y + sr.h / 2;
            }
            if (side == them && v->grid.viewer == MORTAR_HUNT_B) sy = v->grid.y0 - v->grid.cell;
            float e = view_ease(t), lift = v->grid.cell * 2.5f * 4 * e * (1 - e);
            float x = sx + (tx - sx) * e, y = sy + (ty - sy) * e - lift, s = v->grid.cell * 0.22f;
            gfx_draw_shadow(d->r, x - s, y + lift * 0.3f, 2 * s, s, s, s * 0.5f, d->theme->shadow,
                            11);
            gfx_draw_panel(d->r, x - s / 2, y - s / 2, s, s, s / 2,
                           mortar_hunt_palette(d->theme)->shell, 12);
            continue;
        }
        /* Where it landed, and what it did. */
        GfxColor ring = r->result == MORTAR_HUNT_RESULT_HIT ? d->theme->error : d->theme->accent;
        gfx_draw_outline(d->r, tr.x + 2, tr.y + 2, tr.w - 4, tr.h - 4, tr.w * 0.2f, 3, ring,
                         side == them ? 6.5f : 6.4f);
        const char *word = r->result == MORTAR_HUNT_RESULT_HIT ? T(d, "hit") : T(d, "miss");
        ui_text(d, word, tx, tr.y + tr.h * 0.62f, text_size(v, d, 10), GFX_FONT_BOLD,
                GFX_ALIGN_CENTER, ring);
    }
}

/* "2/3 steps": how many of its three steps a planned move takes. */
static void steps_words(const UiDraw *d, int used, char *out, size_t n) {
    snprintf(out, n, T(d, "%d/3 steps"), used);
}

/* "Hold fire (1 left)": the button's words, with the holds left. */
static void hold_words(const UiDraw *d, int left, char *out, size_t n) {
    snprintf(out, n, T(d, "Hold fire (%d left)"), left);
}

/* The piece's route: how many of its three steps reaching (sq, dir) takes (a step back counts
 * one), found by walking forward steps and turns. */
static int steps_used(const MortarHuntPiece *p, int sq, int dir) {
    if (p->square == sq && p->dir == dir) return 0;
    int back = (p->dir + 4) % 8;
    int behind_col = mortar_hunt_square_col(p->square),
        behind_row = mortar_hunt_square_row(p->square);
    static const int dc[8] = {0, 1, 1, 1, 0, -1, -1, -1}, dr[8] = {1, 1, 0, -1, -1, -1, 0, 1};
    if (dir == p->dir && mortar_hunt_square(behind_col + dc[back], behind_row + dr[back]) == sq)
        return 1;
    int best = 9;
    /* States reachable in k steps: forward along the facing or a 45-degree turn. */
    int squares[1 + 3 + 9 + 27], dirs[1 + 3 + 9 + 27], depth[1 + 3 + 9 + 27], n = 1, head = 0;
    squares[0] = p->square, dirs[0] = p->dir, depth[0] = 0;
    while (head < n) {
        int s = squares[head], d = dirs[head], k = depth[head++];
        if (s == sq && d == dir && k < best) best = k;
        if (k == 3) continue;
        int col = mortar_hunt_square_col(s), row = mortar_hunt_square_row(s);
        int next[3][2] = {
            {mortar_hunt_square(col + dc[d], row + dr[d]), d}, {s, (d + 1) % 8}, {s, (d + 7) % 8}};
        for (int j = 0; j < 3; j++)
            if (next[j][0] != MORTAR_HUNT_NONE && n < (int)(sizeof squares / sizeof squares[0])) {
                squares[n] = next[j][0], dirs[n] = next[j][1], depth[n++] = k + 1;
            }
    }
    return best <= 3 ? best : 3;
}

static void draw_pieces(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const MortarHuntObservation *before = f->before;
    float t = before && f->progress < 1 ? view_ease(f->progress) : 1.0f;
    bool mine_last = 1 - mv->to_move == mv->player && mv->phase == MORTAR_HUNT_PHASE_PLAY;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        const MortarHuntPiece *p = &mv->own[i];
        if (p->square == MORTAR_HUNT_NONE) continue;
        char id[UI_ID_MAX], sq[4];
        UiRect at;
        mortar_hunt_square_text(p->square, sq);
        snprintf(id, sizeof id, "board.own.%s", sq);
        square_rect(v, p->square, &at);
        if (!f->picture) /* for tests: where each own piece is drawn */
            ui_register(d->ui, id, at, UI_KIND_AREA);
        float x, y;
        centre(v, p->square, &x, &y);
        float dir = (float)p->dir, alpha = 1;
        if (t < 1 && mine_last && before->own[i].square != MORTAR_HUNT_NONE &&
            (before->own[i].square != p->square || before->own[i].dir != p->dir)) {
            float bx, by; /* it drives from where it stood */
            centre(v, before->own[i].square, &bx, &by);
            x = bx + (x - bx) * t, y = by + (y - by) * t;
            int turn = ((p->dir - before->own[i].dir + 12) % 8) - 4; /* -4..3, the short way */
            dir = (float)before->own[i].dir + (float)turn * t;
        }
        if (i == v->sel && v->planned) alpha = 0.35f;
        if (i == v->sel && v->drag.dragging) {
            x = v->drag.x, y = v->drag.y;
            alpha = 0.9f;
        }
        float size = v->grid.cell * 0.92f;
        GfxColor c = ui_alpha(side_colour(d->theme, mv->player), alpha);
        if (p->alive)
            view_draw_svg_turned(
                d, p->kind == MORTAR_HUNT_LH ? "mortar_hunt_light.svg" : "mortar_hunt_heavy.svg", x,
                y, size, size, dir * 45.0f * PI_F / 180.0f + (v->grid.viewer ? PI_F : 0), c,
                i == v->sel && v->drag.dragging ? 12 : 8);
        else
            draw_piece(v, d, mv->player, p->kind, p->dir, false, x, y, 1, 8, f->scheme);
    }
}

/* Once the game is over, where the other side's pieces stood, drawn over the fog. */
static void draw_revealed(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const MortarHuntState *truth = f->revealed;
    if (!truth || mv->phase == MORTAR_HUNT_PHASE_SETUP) return;
    int q = 1 - mv->player;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        const MortarHuntPiece *p = &truth->pieces[q][i];
        if (p->square == MORTAR_HUNT_NONE) continue;
        float x, y;
        centre(v, p->square, &x, &y);
        draw_piece(v, d, q, p->kind, p->dir, p->alive, x, y, 0.9f, 8, f->scheme);
    }
}

/* A straight band from one point to another: a shooting piece's line. */
static void draw_band(UiDraw *d, float x0, float y0, float x1, float y1, float width, GfxColor c,
                      float z) {
    float len = hypotf(x1 - x0, y1 - y0);
    if (len < 1) return;
    GfxSprite sp = gfx_rect_sprite(GFX_PROG_SPRITE, d->r->white.id, (x0 + x1) / 2 - len / 2,
                                   (y0 + y1) / 2 - width / 2, len, width, c, z);
    sp.rotation = atan2f(y1 - y0, x1 - x0);
    gfx_draw_sprite(d->r, &sp);
}

/* The two turning handles beside the piece being placed or planned: Q left, E right. */
static void draw_handles(const MortarHuntView *v, UiDraw *d) {
    const UiTheme *t = d->theme;
    for (int k = 0; k < 2; k++) {
        UiRect h = v->turn[k];
        gfx_draw_panel(d->r, h.x, h.y, h.w, h.h, h.w / 2, t->surface_raised, 9.5f);
        gfx_draw_outline(d->r, h.x, h.y, h.w, h.h, h.w / 2, 1.5f, t->accent, 9.6f);
        float layer = d->layer;
        d->layer = layer + 0.5f;
        ui_text(d, k ? "E" : "Q", h.x + h.w / 2, h.y + h.h * 0.12f, text_size(v, d, 11),
                GFX_FONT_BOLD, GFX_ALIGN_CENTER, t->text);
        d->layer = layer;
    }
}

static void draw_turn(MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const UiTheme *t = d->theme;
    if (!f->can_act || setup_phase(f)) return;
    float c = v->grid.cell;
    if (sacrifice_due(v)) {
        for (int i = 0; i < v->turn_count; i++) {
            Turn tu;
            if (!(tu = v->turns[i]).ok) continue;
            float x, y;
            centre(v, tu.from, &x, &y);
            gfx_draw_highlight(d->r, x, y, c * 0.5f, t->error, 7);
        }
        return;
    }
    if (v->sel == NONE) {
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) /* the pieces that can move */
            if (mv->own[i].alive) {
                UiRect r;
                square_rect(v, mv->own[i].square, &r);
                gfx_draw_outline(d->r, r.x + 2, r.y + 2, r.w - 4, r.h - 4, r.w * 0.15f, 2,
                                 ui_alpha(t->accent, 0.7f), 4);
            }
        return;
    }
    int from = selected_square(v, f);
    UiRect fr;
    square_rect(v, from, &fr);
    gfx_draw_rect(d->r, fr.x + 2, fr.y + 2, fr.w - 4, fr.h - 4, ui_alpha(t->accent, 0.35f), 4);
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (sq != from && mortar_hunt_in_half(mv->player, sq) && square_reachable(v, from, sq)) {
            float x, y;
            centre(v, sq, &x, &y);
            float r = c * (v->planned && sq == v->plan_sq ? 0.45f : 0.16f);
            gfx_draw_panel(d->r, x - r, y - r, 2 * r, 2 * r, r, ui_alpha(t->accent, 0.45f), 4.2f);
        }
    if (!v->planned) return;
    /* The piece where it will stand, its handles, the steps it takes. */
    float px, py;
    centre(v, v->plan_sq, &px, &py);
    const MortarHuntPiece *p = &mv->own[v->sel];
    draw_piece(v, d, mv->player, p->kind, v->plan_dir, true, px, py, 1, 9, f->scheme);
    draw_handles(v, d);
    char steps[48];
    steps_words(d, steps_used(p, v->plan_sq, v->plan_dir), steps, sizeof steps);
    ui_text(d, steps, px, py - c * 0.78f, text_size(v, d, 10), GFX_FONT_BOLD, GFX_ALIGN_CENTER,
            t->text);
    /* Every square a live piece can hit after this move, with the shooting piece's line. */
    for (int i = 0; i < v->turn_count; i++) {
        Turn tu;
        if (!(tu = v->turns[i]).ok || tu.sacrifice || tu.from != from || tu.to != v->plan_sq ||
            tu.to_dir != v->plan_dir || tu.target == MORTAR_HUNT_NONE)
            continue;
        if (v->target_pending != NONE && tu.target != v->target_pending) continue;
        float sx, sy, tx, ty;
        centre(v, tu.shooter, &sx, &sy); /* where it stands after the move */
        centre(v, tu.target, &tx, &ty);
        draw_band(d, sx, sy, tx, ty, c * 0.05f, ui_alpha(t->error, 0.35f), 6);
        gfx_draw_highlight(d->r, tx, ty, c * 0.42f, t->error, 7);
        if (v->target_pending != NONE) gfx_draw_highlight(d->r, sx, sy, c * 0.5f, t->focus, 7.1f);
    }
}

/* A square the hint marks, named for tests ("board.hint.C3"). */
static void hint_square(const MortarHuntView *v, UiDraw *d, int sq) {
    char id[UI_ID_MAX], name[4];
    mortar_hunt_square_text(sq, name);
    snprintf(id, sizeof id, "board.hint.%s", name);
    float x, y, c = v->grid.cell;
    centre(v, sq, &x, &y);
    ui_register(d->ui, id, (UiRect){x - c / 2, y - c / 2, c, c}, UI_KIND_AREA);
}

/* The suggested move drawn on the board: where each piece of a suggested setup goes; for a turn
 * the piece's square, its path to where it ends, the facing it ends with (the piece drawn there,
 * turned) and the shot from the shooting piece's square to its target; for a sacrifice, the piece
 * given up. Drawn only while the hint is one of the legal moves of the position shown: a hint
 * asked for in play, or in review the analysis's better move, which may be either side's once the
 * game is over. A setup is one of far too many to list (the frame's moves are a sample of them):
 * one suggested to the side at the screen is drawn whenever it sets up. */
static void draw_hint(const MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    if (!f->hint || !f->hint[0]) return;
    bool movers_view = mv->player == f->to_move; /* only then are the mover's pieces in `mv` */
    bool setup = strncmp(f->hint, "setup:", 6) == 0;
    bool listed = view_find_move(f, f->hint) != NONE;
    if (setup ? !setup_phase(f) || !(movers_view || listed) : !listed) return;
    GfxColor hint = d->theme->focus;
    float c = v->grid.cell;
    if (setup) {
        const char *p = f->hint + 6;
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            int sq, dir;
            if (!read_square(&p, &sq) || *p++ != '/' || !read_dir(&p, &dir)) return;
            int kind = strncmp(p, ":LH", 3) == 0 ? MORTAR_HUNT_LH : MORTAR_HUNT_HM;
            if (kind == MORTAR_HUNT_LH) p += 3;
            if (*p == ',') p++;
            float x, y;
            centre(v, sq, &x, &y);
            draw_piece(v, d, f->to_move, kind, dir, true, x, y, 0.45f, 7.5f, f->scheme);
            gfx_draw_outline(d->r, x - c * 0.46f, y - c * 0.46f, c * 0.92f, c * 0.92f, c * 0.12f,
                             c * 0.05f, hint, 7.6f);
            hint_square(v, d, sq);
        }
        return;
    }
    Turn t;
    if (!parse_turn(f->hint, &t)) return;
    float fx, fy;
    centre(v, t.from, &fx, &fy);
    gfx_draw_outline(d->r, fx - c * 0.46f, fy - c * 0.46f, c * 0.92f, c * 0.92f, c * 0.12f,
                     c * 0.05f, hint, 7.6f);
    hint_square(v, d, t.from);
    if (t.sacrifice) return;
    int piece = movers_view ? own_piece_at(mv, t.from) : NONE;
    float tx, ty;
    centre(v, t.to, &tx, &ty);
    if (t.to != t.from) draw_band(d, fx, fy, tx, ty, c * 0.08f, ui_alpha(hint, 0.6f), 7.4f);
    if (piece != NONE) /* the piece where it ends, facing the way it will face */
        draw_piece(v, d, mv->player, mv->own[piece].kind, t.to_dir, true, tx, ty, 0.55f, 9.2f,
                   f->scheme);
    if (t.to != t.from)
        gfx_draw_outline(d->r, tx - c * 0.46f, ty - c * 0.46f, c * 0.92f, c * 0.92f, c * 0.12f,
                         c * 0.05f, hint, 7.6f);
    hint_square(v, d, t.to);
    if (t.target == MORTAR_HUNT_NONE) return;
    hint_square(v, d, t.target);
    float sx, sy, gx, gy;
    centre(v, t.shooter, &sx, &sy);
    centre(v, t.target, &gx, &gy);
    draw_band(d, sx, sy, gx, gy, c * 0.06f, ui_alpha(hint, 0.5f), 7.4f);
    gfx_draw_outline(d->r, gx - c * 0.4f, gy - c * 0.4f, c * 0.8f, c * 0.8f, c * 0.4f, c * 0.07f,
                     hint, 7.6f);
}

enum { SAY_LINES_MAX = 16 };

/* The instructions of a turn of play. */
enum { SAY_MOVE, SAY_FIRE, SAY_WHICH, SAY_GIVE_UP, SAY_COUNT };
static const char *const play_says[SAY_COUNT] = {
    [SAY_MOVE] = N_("Drag a piece (or click it and a square), turn it, then fire"),
    [SAY_FIRE] = N_("Click a target to fire, or hold fire"),
    [SAY_WHICH] = N_("Several pieces reach it: click the one to fire"),
    [SAY_GIVE_UP] = N_("A shot is due and no move allows one: click a piece to give it up"),
};

/* The size the instruction is set at in `box`, and how many lines it takes there: whole in its
 * box, in a small window or a language whose words run longer it is set smaller, down to a size
 * still read, rather than cut. */
static float say_size(const MortarHuntView *v, UiDraw *d, const char *say, UiRect box, int *lines) {
    int starts[SAY_LINES_MAX], ends[SAY_LINES_MAX];
    float size = text_size(v, d, 11), smallest = 9.0f;
    if (size < smallest) smallest = size;
    for (;;) {
        *lines = ui_wrap(d, say, size, GFX_FONT_REGULAR, box.w, starts, ends, SAY_LINES_MAX);
        if ((float)*lines * size * 1.3f * d->scale <= box.h || size <= smallest) return size;
        size = size * 0.92f < smallest ? smallest : size * 0.92f;
    }
}

static void draw_say(const MortarHuntView *v, UiDraw *d, const char *say, UiRect box,
                     GfxColor colour) {
    int lines;
    float size = say_size(v, d, say, box, &lines);
    float line_h = size * 1.3f * d->scale;
    ui_paragraph(d, say, box.x, box.y, box.w, size, GFX_FONT_REGULAR, colour, size * 1.3f,
                 SAY_LINES_MAX);
    /* For tests: where the instruction's last line is drawn. */
    ui_register(d->ui, "board.say.last",
                (UiRect){box.x, box.y + (float)(lines - 1) * line_h, box.w, line_h}, UI_KIND_AREA);
}

/* Where the instruction goes: beside the buttons, up to the confirm button (in the setup, beside
 * the tray while the pad is not shown). */
static UiRect say_box(const MortarHuntView *v, bool setup) {
    float x = v->belief.w > 0 ? v->belief.x + v->belief.w + v->grid.cell * 0.3f : v->grid.x0;
    if (v->pad_button.w > 0) x = v->pad_button.x + v->pad_button.w + v->grid.cell * 0.3f;
    if (setup && !v->pad_shown)
        x = v->tray[MORTAR_HUNT_PIECES - 1].x + v->tray[0].w + v->grid.cell * 0.4f;
    float w = v->confirm.x - x - v->grid.cell * 0.3f;
    return (UiRect){x, v->confirm.y, w, v->area.y + v->area.h - v->confirm.y};
}

/* What a turn of play shows once a piece is dropped or turned (view.h): its instructions, the
 * hold-fire button's words, the steps a plan takes and the turning keys; the setup's are shown
 * from the start. */
static void mortar_hunt_prepare_texts(void *vd, const ViewFrame *f, UiDraw *d) {
    (void)f;
    const MortarHuntView *v = vd;
    UiRect box = say_box(v, false);
    for (int i = 0; i < SAY_COUNT; i++) {
        const char *say = T(d, play_says[i]);
        int lines;
        float size = say_size(v, d, say, box, &lines);
        ui_paragraph_prepare(d, say, box.w, size, GFX_FONT_REGULAR);
    }
    char text[64];
    for (int left = 0; left <= 2; left++) {
        hold_words(d, left, text, sizeof text);
        ui_text_prepare(d, text, text_size(v, d, 12), GFX_FONT_BOLD);
    }
    ui_text_prepare(d, T(d, "A shot is due"), text_size(v, d, 12), GFX_FONT_BOLD);
    for (int used = 0; used <= 3; used++) {
        steps_words(d, used, text, sizeof text);
        ui_text_prepare(d, text, text_size(v, d, 10), GFX_FONT_BOLD);
    }
    ui_text_prepare(d, "Q", text_size(v, d, 11), GFX_FONT_BOLD);
    ui_text_prepare(d, "E", text_size(v, d, 11), GFX_FONT_BOLD);
}

static void draw_buttons(MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const UiTheme *t = d->theme;
    float size = text_size(v, d, 12);
    if (v->belief.w > 0) {
        UiRect b = v->belief;
        gfx_draw_panel(d->r, b.x, b.y, b.w, b.h, b.h * 0.3f,
                       v->belief_on ? t->accent_soft : t->surface_raised, 4);
        gfx_draw_outline(d->r, b.x, b.y, b.w, b.h, b.h * 0.3f, 1.5f, t->text_dim, 4.1f);
        ui_text(d, T(d, "Where could they be? (B)"), b.x + b.w / 2, b.y + b.h * 0.2f, size,
                GFX_FONT_BOLD, GFX_ALIGN_CENTER, t->text);
        ui_register(d->ui, "board.belief", b, UI_KIND_AREA); /* for tests: it is offered */
    }
    if (v->pad_button.w > 0) {
        UiRect b = v->pad_button;
        gfx_draw_panel(d->r, b.x, b.y, b.w, b.h, b.h * 0.3f,
                       v->pad_toggled ? t->accent_soft : t->surface_raised, 4);
        gfx_draw_outline(d->r, b.x, b.y, b.w, b.h, b.h * 0.3f, 1.5f, t->text_dim, 4.1f);
        ui_text(d, T(d, "Pad (P)"), b.x + b.w / 2, b.y + b.h * 0.2f, size, GFX_FONT_BOLD,
                GFX_ALIGN_CENTER, t->text);
    }
    if (!f->can_act) return;
    const char *label = NULL, *say = NULL;
    bool enabled = false;
    char hold[64];
    if (setup_phase(f)) {
        label = T(d, "Place pieces");
        enabled = setup_complete(v);
        say = kinds_chosen(f) ? T(d, "Place your three pieces on your half, turn them (Q/E or the "
                                     "wheel) and choose Heavy or Light (L)")
                              : T(d, "Place your three pieces on your half and turn them (Q/E or "
                                     "the wheel)");
    } else if (sacrifice_due(v)) {
        say = T(d, play_says[SAY_GIVE_UP]);
    } else if (v->planned) {
        int i = find_turn(v, selected_square(v, f), v->plan_sq, v->plan_dir, MORTAR_HUNT_NONE,
                          MORTAR_HUNT_NONE, NULL);
        enabled = i != NONE;
        int left = 2 - mv->skips[mv->player];
        hold_words(d, left < 0 ? 0 : left, hold, sizeof hold);
        label = enabled ? hold : T(d, "A shot is due");
        say = T(d, play_says[v->target_pending != NONE ? SAY_WHICH : SAY_FIRE]);
    } else {
        say = T(d, play_says[SAY_MOVE]);
    }
    if (label) {
        UiRect b = v->confirm;
        gfx_draw_panel(d->r, b.x, b.y, b.w, b.h, b.h * 0.3f,
                       enabled ? t->accent : ui_alpha(t->surface_raised, 0.8f), 4);
        ui_text(d, label, b.x + b.w / 2, b.y + b.h * 0.2f, size, GFX_FONT_BOLD, GFX_ALIGN_CENTER,
                enabled ? t->surface : t->text_dim);
    }
    if (say) draw_say(v, d, say, say_box(v, setup_phase(f)), t->text);
}

static void draw_setup(MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    const UiTheme *t = d->theme;
    if (!setup_phase(f)) return;
    if (!f->can_act) {
        if (mv->opponent_ready || mv->to_move != mv->player) return;
        return;
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        UiRect r = v->tray[i];
        int kind = piece_kind(v, f, i);
        gfx_draw_panel(d->r, r.x, r.y, r.w, r.h, r.w * 0.15f,
                       i == v->setup_sel ? t->accent_soft : t->surface_raised, 4);
        char num[4];
        snprintf(num, sizeof num, "%d", i + 1);
        ui_text(d, num, r.x + r.w * 0.12f, r.y + r.h * 0.04f, text_size(v, d, 10), GFX_FONT_BOLD,
                GFX_ALIGN_CENTER, t->text_dim);
        bool placed = v->placed[i].square != MORTAR_HUNT_NONE;
        draw_piece(v, d, mv->player, kind,
                   mv->player == MORTAR_HUNT_A ? MORTAR_HUNT_N : MORTAR_HUNT_S, true, r.x + r.w / 2,
                   r.y + r.h / 2, placed ? 0.3f : 1, 5, f->scheme);
        if (v->kind[i].w > 0) {
            UiRect k = v->kind[i];
            gfx_draw_panel(d->r, k.x, k.y, k.w, k.h, k.h * 0.3f, t->surface_raised, 4);
            gfx_draw_outline(d->r, k.x, k.y, k.w, k.h, k.h * 0.3f, 1.2f,
                             kinds_chosen(f) ? t->accent : t->text_dim, 4.1f);
            ui_text(d, kind == MORTAR_HUNT_LH ? T(d, "Light") : T(d, "Heavy"), k.x + k.w / 2,
                    k.y + k.h * 0.15f, text_size(v, d, 10), GFX_FONT_BOLD, GFX_ALIGN_CENTER,
                    t->text);
        }
        if (placed) {
            float x, y;
            centre(v, v->placed[i].square, &x, &y);
            if (v->drag.dragging && v->drag_slot == i) x = v->drag.x, y = v->drag.y;
            draw_piece(v, d, mv->player, kind, v->placed[i].dir, true, x, y, 1,
                       v->drag_slot == i ? 12 : 8, f->scheme);
            if (i == v->setup_sel) {
                UiRect sr;
                square_rect(v, v->placed[i].square, &sr);
                gfx_draw_outline(d->r, sr.x + 2, sr.y + 2, sr.w - 4, sr.h - 4, sr.w * 0.15f, 2.5f,
                                 t->accent, 8.5f);
            }
        } else if (v->drag.dragging && v->drag_slot == i) {
            draw_piece(v, d, mv->player, kind,
                       mv->player == MORTAR_HUNT_A ? MORTAR_HUNT_N : MORTAR_HUNT_S, true, v->drag.x,
                       v->drag.y, 0.9f, 12, f->scheme);
        }
    }
    if (v->setup_sel != NONE && v->placed[v->setup_sel].square != MORTAR_HUNT_NONE)
        draw_handles(v, d);
}

/* ---- The pad ---- */

static void pad_cell_text(char *out, size_t n, const MortarHuntPiece *p) {
    char sq[4];
    mortar_hunt_square_text(p->square, sq);
    snprintf(out, n, "%s/%s%s", sq, mortar_hunt_dir_name(p->dir), p->alive ? "" : " x");
}

/* A row of the pad in words at the pad's foot: what you did and what the other side's shot
 * was, as the pad itself knows them (mortar_hunt_pad_words), translated. */
static void pad_row_words(const MortarHuntObservation *mv, UiDraw *d, int row, UiRect box,
                          float size) {
    const UiTheme *t = d->theme;
    ui_register(d->ui, "board.pad.words", box, UI_KIND_AREA);
    static const char *const whose[2] = {N_("You: %s"), N_("They: %s")};
    float y = box.y;
    for (int i = 0; i < 2; i++) {
        int side = i == 0 ? mv->player : 1 - mv->player;
        GameMoveWords w;
        char words[GAME_WORDS_TEXT_MAX], line[GAME_WORDS_TEXT_MAX + 32];
        if (!mortar_hunt_pad_words(mv, side, row, &w) ||
            !ui_words(d->catalog, &w, words, sizeof words))
            continue;
        snprintf(line, sizeof line, T(d, whose[i]), words);
        y = ui_paragraph(d, line, box.x, y, box.w, size, GFX_FONT_REGULAR, t->text, size * 1.3f, 2);
    }
}

/* The rulebook's paper pad: per turn each piece's position (the moved one bold), your shot with
 * the shooting piece's number, the other side's shot; hits circled. */
static void draw_pad(MortarHuntView *v, const ViewFrame *f, UiDraw *d, UiRect r, float z) {
    const MortarHuntObservation *mv = f->position;
    const UiTheme *t = d->theme;
    int me = mv->player, them = 1 - me;
    float c = v->grid.cell, size = text_size(v, d, 10.5f), line = c * 0.4f;
    gfx_draw_panel(d->r, r.x, r.y, r.w, r.h, c * 0.12f, ui_alpha(t->surface, 0.97f), z);
    gfx_draw_outline(d->r, r.x, r.y, r.w, r.h, c * 0.12f, 1.2f, t->text_dim, z + 0.05f);
    float layer = d->layer;
    d->layer = layer + z - 3; /* the text over the pad, wherever the pad is drawn */
    ui_text(d, T(d, "Pad"), r.x + c * 0.2f, r.y + c * 0.08f, text_size(v, d, 12), GFX_FONT_BOLD,
            GFX_ALIGN_LEFT, t->text);
    /* Columns: turn, the three pieces, your shot, theirs. */
    float col[6], w = r.w - c * 0.3f;
    static const float share[6] = {0.09f, 0.17f, 0.17f, 0.17f, 0.22f, 0.18f};
    col[0] = r.x + c * 0.15f;
    for (int k = 1; k < 6; k++) col[k] = col[k - 1] + w * share[k - 1];
    static const char *const heads[6] = {"#", "1", "2", "3", N_("Shot"), N_("Theirs")};
    float y = r.y + c * 0.5f;
    for (int k = 0; k < 6; k++)
        ui_text(d, k >= 4 ? T(d, heads[k]) : heads[k], col[k], y, size, GFX_FONT_BOLD,
                GFX_ALIGN_LEFT, t->text_dim);
    y += line;
    MortarHuntPiece at[MORTAR_HUNT_PIECES];
    memcpy(at, mv->initial, sizeof at);
    int rows = mv->count[me] > mv->count[them] ? mv->count[me] : mv->count[them];
    /* Room at the pad's foot for the words of the row under the mouse. */
    float words_h = 4.6f * line;
    int fit = (int)((r.y + r.h - words_h - y) / line);
    int hovered = NONE;
    int first = rows - fit > 0 ? rows - fit : 0;
    for (int k = 0; k < rows; k++) {
        int moved = NONE;
        const MortarHuntRecord *mine = k < mv->count[me] ? &mv->history[me][k] : NULL;
        if (mine && mine->type == MORTAR_HUNT_RECORD_MOVE && mine->piece < MORTAR_HUNT_PIECES) {
            moved = mine->piece;
            at[moved].square = mine->square;
            at[moved].dir = mine->dir;
        }
        if (mine && mine->type == MORTAR_HUNT_RECORD_SACRIFICE && mine->piece < MORTAR_HUNT_PIECES)
            at[mine->piece].alive = 0;
        const MortarHuntRecord *theirs = k < mv->count[them] ? &mv->history[them][k] : NULL;
        if (k < first) { /* scrolled off: only its losses still count */
            if (theirs && theirs->result == MORTAR_HUNT_RESULT_HIT)
                for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
                    if (at[i].square == theirs->target) at[i].alive = 0;
            continue;
        }
        if (v->cursor.pointer_in && v->cursor.pointer_x >= r.x && v->cursor.pointer_x < r.x + r.w &&
            v->cursor.pointer_y >= y - line * 0.15f && v->cursor.pointer_y < y + line * 0.85f) {
            hovered = k;
            gfx_draw_panel(d->r, r.x + c * 0.05f, y - line * 0.15f, r.w - c * 0.1f, line, 3,
                           ui_alpha(t->accent_soft, 0.8f), z + 0.02f);
        }
        char text[32];
        snprintf(text, sizeof text, "%d", mv->history_turn + k);
        ui_text(d, text, col[0], y, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            pad_cell_text(text, sizeof text, &at[i]);
            ui_text(d, text, col[1 + i], y, size, i == moved ? GFX_FONT_BOLD : GFX_FONT_REGULAR,
                    GFX_ALIGN_LEFT, at[i].alive ? t->text : t->text_dim);
        }
        for (int side = 0; side < 2; side++) {
            const MortarHuntRecord *rec = side == 0 ? mine : theirs;
            float x = col[4 + side];
            if (!rec) continue;
            char sq[4] = "";
            if (rec->type == MORTAR_HUNT_RECORD_SACRIFICE) {
                mortar_hunt_square_text(side == 0 ? rec->square : rec->revealed, sq);
                snprintf(text, sizeof text, "%s %s", T(d, "gave"), sq);
            } else if (rec->target == MORTAR_HUNT_NONE) {
                snprintf(text, sizeof text, "-");
            } else {
                mortar_hunt_square_text(rec->target, sq);
                if (side == 0 && rec->shooter < MORTAR_HUNT_PIECES)
                    snprintf(text, sizeof text, "%d*%s", rec->shooter + 1, sq);
                else
                    snprintf(text, sizeof text, "%s", sq);
            }
            float tw = ui_text(d, text, x, y, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text);
            if (rec->target != MORTAR_HUNT_NONE && rec->result == MORTAR_HUNT_RESULT_HIT) {
                float h = line * 0.95f; /* circled, as on paper */
                gfx_draw_outline(d->r, x - h * 0.25f, y - h * 0.12f, (tw > 0 ? tw : h) + h * 0.5f,
                                 h, h / 2, 1.6f, t->error, z + 0.1f);
            }
        }
        if (theirs && theirs->result == MORTAR_HUNT_RESULT_HIT) /* their hit destroyed a piece */
            for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
                if (at[i].square == theirs->target) at[i].alive = 0;
        y += line;
    }
    if (rows == 0)
        ui_text(d, T(d, "No turns yet"), col[0], y, size, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                t->text_dim);
    if (hovered != NONE)
        pad_row_words(mv, d, hovered,
                      (UiRect){col[0], r.y + r.h - words_h, r.w - c * 0.3f, words_h}, size);
    d->layer = layer;
}

/* ---- "Where could they be": the belief of the side at the screen, from the frame ---- */

static void draw_belief(MortarHuntView *v, const ViewFrame *f, UiDraw *d) {
    const MortarHuntObservation *mv = f->position;
    if (!v->belief_on || mv->phase != MORTAR_HUNT_PHASE_PLAY) return;
    if (!f->hidden_heat || f->hidden_heat_cells < MORTAR_HUNT_SQUARES) return;
    const double *heat = f->hidden_heat;
    double top = 0;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (heat[sq] > top) top = heat[sq];
    if (top <= 0) return;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        if (mortar_hunt_in_half(mv->player, sq) || heat[sq] <= 0) continue;
        UiRect r;
        square_rect(v, sq, &r);
        float a = (float)(heat[sq] / top);
        gfx_draw_rect(d->r, r.x + 2, r.y + 2, r.w - 4, r.h - 4,
                      ui_alpha(mortar_hunt_palette(d->theme)->heat, 0.12f + 0.6f * a), 4.5f);
        if (a > 0.3f) {
            char pct[8];
            snprintf(pct, sizeof pct, "%d%%", (int)(heat[sq] * 100 + 0.5));
            ui_text(d, pct, r.x + r.w / 2, r.y + r.h * 0.3f, text_size(v, d, 9), GFX_FONT_BOLD,
                    GFX_ALIGN_CENTER, mortar_hunt_palette(d->theme)->heat_text);
        }
    }
}

static void mortar_hunt_draw(void *vd, const ViewFrame *f, UiDraw *d) {
    MortarHuntView *v = vd;
    draw_board(v, f, d);
    draw_marks(v, f, d);
    draw_belief(v, f, d);
    draw_last_shots(v, f, d);
    draw_pieces(v, f, d); /* a side's own setup too, while the other side makes theirs */
    draw_revealed(v, f, d);
    draw_setup(v, f, d);
    draw_turn(v, f, d);
    draw_hint(v, f, d);
    draw_buttons(v, f, d);
    if (v->cursor.shown && f->can_act) {
        UiRect r;
        square_rect(v, v->cursor.at, &r);
        view_draw_focus(d, r, 2, r.w * 0.1f, 2.5f, 10);
    }
    if (!setup_phase(f) && v->pad_shown) draw_pad(v, f, d, v->pad, 3);
    if (!v->pad_shown && v->pad_toggled) draw_pad(v, f, d, v->pad, 14);
}

static int mortar_hunt_images(void *vd, const ViewFrame *f, float pixel_scale, const char **names,
                              int *w, int *h, int max) {
    (void)f;
    const MortarHuntView *v = vd;
    static const char *const files[] = {"mortar_hunt_heavy.svg", "mortar_hunt_light.svg"};
    int n = 0;
    for (int i = 0; i < 2 && n < max; i++, n++) {
        names[n] = files[i];
        w[n] = h[n] = (int)(v->grid.cell * 0.92f * pixel_scale + 0.5f);
    }
    return n;
}

static void mortar_hunt_side_note(const ViewFrame *f, int side, UiDraw *d, char *out, size_t n) {
    const MortarHuntObservation *mv = f->position;
    if (mv->phase != MORTAR_HUNT_PHASE_PLAY) { /* nothing is lost in the setup */
        out[0] = '\0';
        return;
    }
    snprintf(out, n, T(d, "%d/3 lost"), mv->lost[side]);
}

static bool mortar_hunt_cell_rect(void *vd, const ViewFrame *f, const char *cell, UiRect *out) {
    (void)f;
    return view_grid_cell_rect(&((const MortarHuntView *)vd)->grid, cell, 'A', out);
}

const GameView mortar_hunt_view = {
    .game_id = "mortar-hunt",
    .look =
        {
            .tagline = N_("Hidden mortars trade shots across the lines."),
            .art_position =
                "C3/N,F3/NE,H3/N J7/S,C7/SW,F8/S A 2 0,0 - pieces=HM craters=off turns=0 seed=1",
            .material = GFX_MATERIAL_CANVAS,
            .players = {N_("Player A"), N_("Player B")},
            .side_colour = side_colour,
        },
    .data_size = sizeof(MortarHuntView),
    .reset = mortar_hunt_reset,
    .layout = mortar_hunt_layout,
    .draw = mortar_hunt_draw,
    .input = mortar_hunt_input,
    .script = mortar_hunt_script,
    .move_seconds = mortar_hunt_move_seconds,
    .side_note = mortar_hunt_side_note,
    .images = mortar_hunt_images,
    .prepare_texts = mortar_hunt_prepare_texts,
    .cell_rect = mortar_hunt_cell_rect,
    .bench_plies = 2,  /* both setups: the drag is a turn's */
    .bench_keys = "b", /* with "Where could they be?" over the fog */
};
