/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's board view: the 5x5 board with its centre line, both hands as trays of two-sided
 * tiles, each rank's totals against the line limit; input turns a tile dropped from a tray
 * (turned over first with F, the wheel or a right click) or a pawn dragged on the board into
 * the game's move text. The drafting screen is view_gottaz_draft.c. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "views/gottaz/view_gottaz.h"

enum { NONE = GZV_NONE, CHOICES_MAX = GZV_CHOICES_MAX };
enum { SRC_NONE = GZV_SRC_NONE, SRC_HAND = GZV_SRC_HAND, SRC_SQUARE = GZV_SRC_SQUARE };
enum { TRAY_AT = GZ_SQUARES }; /* the keyboard's cursor: the squares, then the tray's slots */

/* The layout's proportions, in cells (a square's side). */
#define TRAY_ROOM 0.6f    /* above and below the board, a tray's row */
#define LETTERS_ROOM 0.6f /* below the board, the files' letters */
#define SIDE_ROOM 2.1f    /* beside the board: the ranks' numbers and the column of totals */
#define NUMBERS_ROOM 0.3f /* of that, left of the board */
#define TILE 0.46f        /* a tray's tile: ten side by side span the board's width */
#define TRAY_STEP 0.5f    /* from one tray tile to the next, which covers part of it */
#define TRAY_GRIP 0.2f    /* where a tray tile is taken hold of, clear of the next one */
#define TRAY_BELOW 0.45f  /* the viewer's tray, below the board (the letters between) */
#define TRAY_ABOVE 0.15f  /* the opponent's, above it */
#define TOTALS_GAP 0.25f  /* the column of rank totals, right of the board */
#define PASS_GAP 0.2f     /* the Pass button, right of the viewer's tray */
#define PASS_W 1.4f
#define PASS_H 0.6f      /* of a tile */
#define CHOICE_TOP 1.02f /* a question's buttons, below the square, one under the other */
#define CHOICE_STEP 0.3f
#define CHOICE_H 0.28f
#define BUTTON_INSET 0.05f /* a button's margin within the square's width */
#define ACTION_TOP 0.36f   /* the action buttons (Tsunami, Rotate) above the pawn */
#define ACTION_STEP 0.34f
#define ACTION_H 0.3f

static const GottazState *state_of(const ViewFrame *f) {
    return f->position;
}

static bool drafting(const ViewFrame *f) {
    return state_of(f)->phase == GZ_PHASE_DRAFT;
}

void gottaz_view_reset(void *vd) {
    GottazView *v = vd;
    if (!v->filters_set) { /* the first reset: the first class, every ability */
        v->filter_class = GZ_CLASS_15;
        v->filter_ability = -1;
        v->hover_type = v->last_picked = NONE;
        v->last_set_n = -1;
        v->filters_set = true;
    }
    v->source = SRC_NONE;
    v->hand_slot = v->square = v->choice_to = NONE;
    v->side_up = 0;
    view_drag_cancel(&v->drag);
    v->choice_count = 0;
}

static void gottaz_layout(void *vd, const ViewFrame *f, UiRect area, float scale) {
    (void)scale;
    GottazView *v = vd;
    v->grid.viewer = f->viewer;
    v->grid.files = v->grid.ranks = 5;
    /* Height: a tray, the board, the files' letters, a tray; width: the ranks' numbers, the
     * board and a column of totals. */
    float cell_h = area.h / (5 + 2 * TRAY_ROOM + LETTERS_ROOM), cell_w = area.w / (5 + SIDE_ROOM);
    float cell = cell_h < cell_w ? cell_h : cell_w;
    if (cell < 1) cell = 1;
    v->grid.cell = cell;
    v->tile = cell * TILE;
    v->grid.x0 = area.x + (area.w - cell * (5 + SIDE_ROOM)) / 2 + cell * NUMBERS_ROOM;
    v->grid.y0 = area.y + (area.h - 5 * cell) / 2;
    v->tray_x = v->grid.x0;
    v->tray_y[0] = v->grid.y0 + 5 * cell + cell * TRAY_BELOW;
    v->tray_y[1] = v->grid.y0 - cell * TRAY_ABOVE - v->tile;
    v->lines_x = v->grid.x0 + 5 * cell + cell * TOTALS_GAP;
    v->pass = (UiRect){v->lines_x + cell * PASS_GAP, v->tray_y[0], cell * PASS_W, v->tile * PASS_H};
    gottaz_draft_layout(&v->draft, area);
}

/* ---- geometry ---- */

/* Tray slot `i` of player `p` (the viewer's tray is the lower one). */
static UiRect slot_rect(const GottazView *v, int p, int i) {
    int tray = p == v->grid.viewer ? 0 : 1;
    float step = v->grid.cell * TRAY_STEP;
    return (UiRect){v->tray_x + (float)i * step, v->tray_y[tray], v->tile, v->tile};
}

/* Where a tray slot is taken hold of: on its part left uncovered by the next tile. */
static void slot_grip(const GottazView *v, int p, int i, float *x, float *y) {
    UiRect r = slot_rect(v, p, i);
    *x = r.x + v->grid.cell * TRAY_GRIP;
    *y = r.y + r.h / 2;
}

static int slot_at(const GottazView *v, const GottazState *s, int p, float x, float y) {
    for (int i = s->hand_n[p] - 1; i >= 0; i--) /* the later tile lies on top */
        if (view_rect_contains(slot_rect(v, p, i), x, y)) return i;
    return NONE;
}

/* The buttons of the actions that need no target square (Tsunami, Rotate), beside the pawn. */
static UiRect action_rect(const GottazView *v, int sq, int k) {
    float x, y;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    return (UiRect){x + v->grid.cell * BUTTON_INSET,
                    y - v->grid.cell * (ACTION_TOP + ACTION_STEP * (float)k),
                    v->grid.cell * (1 - 2 * BUTTON_INSET), v->grid.cell * ACTION_H};
}

/* The buttons of a question between several moves to square `sq`, below it. */
static UiRect choice_rect(const GottazView *v, int sq, int k) {
    float x, y;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    return (UiRect){x + v->grid.cell * BUTTON_INSET,
                    y + v->grid.cell * (CHOICE_TOP + CHOICE_STEP * (float)k),
                    v->grid.cell * (1 - 2 * BUTTON_INSET), v->grid.cell * CHOICE_H};
}

/* ---- moves ---- */

static bool targets_square(Move m) {
    int k = gz_move_kind(m);
    return k == GZ_MV_MOVE || k == GZ_MV_LEAP || k == GZ_MV_SLANT || k == GZ_MV_SWAP ||
           k == GZ_MV_JUMP;
}

/* Whether move m starts from what the view holds. */
static bool from_held(const GottazView *v, const ViewFrame *f, Move m) {
    const GottazState *s = state_of(f);
    if (v->source == SRC_HAND)
        return gz_move_kind(m) == GZ_MV_PLACE &&
               gz_move_type(m) == s->hand[f->to_move][v->hand_slot] &&
               gz_move_side(m) == v->side_up;
    if (v->source == SRC_SQUARE)
        return gz_move_from(m) == v->square && gz_move_kind(m) > GZ_MV_PLACE;
    return false;
}

static int moves_to(const GottazView *v, const ViewFrame *f, int sq, int *index, int max) {
    int n = 0;
    for (int i = 0; i < f->move_count && n < max; i++) {
        Move m = f->moves[i];
        if (!from_held(v, f, m)) continue;
        if (gz_move_kind(m) == GZ_MV_PLACE ? gz_move_to(m) == sq
                                           : targets_square(m) && gz_move_to(m) == sq)
            index[n++] = i;
    }
    return n;
}

static int action_moves(const GottazView *v, const ViewFrame *f, int *index, int max) {
    int n = 0;
    for (int i = 0; i < f->move_count && n < max; i++) {
        int k = gz_move_kind(f->moves[i]);
        if ((k == GZ_MV_TSUNAMI || k == GZ_MV_ROTATE) && from_held(v, f, f->moves[i]))
            index[n++] = i;
    }
    return n;
}

ViewResult gottaz_view_emit(GottazView *v, const char *text, char *move, size_t n) {
    gottaz_view_reset(v);
    return view_emit(text, move, n);
}

/* The held piece put down on `sq`: the move, a question between several, or (a square the
 * rules will refuse) the plain text of that drop, so that the scene shows their reason. */
static ViewResult drop(GottazView *v, const ViewFrame *f, int sq, char *move, size_t n) {
    int index[CHOICES_MAX];
    int count = moves_to(v, f, sq, index, CHOICES_MAX);
    if (count == 1) return gottaz_view_emit(v, f->texts[index[0]], move, n);
    if (count > 1) {
        v->choice_to = sq;
        v->choice_count = count;
        for (int k = 0; k < count; k++) {
            v->choice_move[k] = index[k];
            v->choice_rect[k] = choice_rect(v, sq, k);
        }
        view_drag_cancel(&v->drag);
        return VIEW_TAKEN;
    }
    const GottazState *s = state_of(f);
    char text[GAME_MOVE_TEXT_MAX], to[3];
    gottaz_square_text(sq, to);
    if (v->source == SRC_HAND) {
        char tile[16];
        gottaz_tile_text(s->hand[f->to_move][v->hand_slot], v->side_up, tile, sizeof tile);
        snprintf(text, sizeof text, "%s@%s", tile, to);
    } else {
        char from[3];
        gottaz_square_text(v->square, from);
        snprintf(text, sizeof text, "%s-%s", from, to);
    }
    return gottaz_view_emit(v, text, move, n);
}

static void hold_hand(GottazView *v, int slot, float x, float y) {
    v->source = SRC_HAND;
    v->hand_slot = slot;
    v->square = NONE;
    v->side_up = 0;
    view_drag_press(&v->drag, x, y);
}

static void hold_square(GottazView *v, int sq, float x, float y) {
    hold_hand(v, NONE, x, y);
    v->source = SRC_SQUARE;
    v->square = sq;
}

static bool holding(const GottazView *v) {
    return v->source != SRC_NONE;
}

static ViewResult press(GottazView *v, const ViewFrame *f, float x, float y, char *move, size_t n) {
    const GottazState *s = state_of(f);
    if (v->choice_to != NONE) {
        for (int k = 0; k < v->choice_count; k++)
            if (view_rect_contains(v->choice_rect[k], x, y))
                return gottaz_view_emit(v, f->texts[v->choice_move[k]], move, n);
        gottaz_view_reset(v);
        return VIEW_TAKEN;
    }
    if (view_rect_contains(v->pass, x, y)) {
        int i = view_find_move(f, "pass");
        if (i != NONE) return gottaz_view_emit(v, f->texts[i], move, n);
    }
    if (v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (view_rect_contains(action_rect(v, v->square, k), x, y))
                return gottaz_view_emit(v, f->texts[index[k]], move, n);
    }
    int sq = view_grid_square_at(&v->grid, x, y);
    if (holding(v) && sq != NONE && sq != v->square) {
        ViewResult r = drop(v, f, sq, move, n);
        if (r != VIEW_IGNORED) return r;
    }
    int slot = slot_at(v, s, f->to_move, x, y);
    if (slot != NONE) {
        bool same = v->source == SRC_HAND && v->hand_slot == slot;
        int side = v->side_up;
        hold_hand(v, slot, x, y);
        if (same) v->side_up = side; /* a second press keeps the flip */
        return VIEW_TAKEN;
    }
    if (sq != NONE && s->board[sq].type1 && s->board[sq].owner == f->to_move) {
        hold_square(v, sq, x, y);
        return VIEW_TAKEN;
    }
    bool had = holding(v);
    gottaz_view_reset(v);
    return had ? VIEW_TAKEN : VIEW_IGNORED;
}

static ViewResult release(GottazView *v, const ViewFrame *f, float x, float y, char *move,
                          size_t n) {
    if (!v->drag.pressed) return VIEW_IGNORED;
    if (!view_drag_release(&v->drag)) return VIEW_TAKEN; /* a click: the piece stays held */
    int sq = view_grid_square_at(&v->grid, x, y);
    if (sq != NONE && sq != v->square) return drop(v, f, sq, move, n);
    if (sq == NONE) gottaz_view_reset(v); /* dropped off the board: back to where it was */
    return VIEW_TAKEN;
}

/* The held tile turns over at once, so its new face can be read straight away. */
static ViewResult flip(GottazView *v, const ViewFrame *f) {
    if (v->source != SRC_HAND) return VIEW_IGNORED;
    if (!gottaz_tile_same_sides(state_of(f)->hand[f->to_move][v->hand_slot])) v->side_up ^= 1;
    return VIEW_TAKEN;
}

static ViewResult key(GottazView *v, const ViewFrame *f, const UiInput *in, char *move, size_t n) {
    const GottazState *s = state_of(f);
    if (in->key == UI_KEY_ESCAPE) {
        if (!holding(v) && v->choice_to == NONE) return VIEW_IGNORED;
        gottaz_view_reset(v);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'f') return flip(v, f);
    /* The buttons by the board, by key: 1-4 answer a question between actions; T and R are
     * Tsunami and Rotate of the pawn held; P passes when that is the only move. */
    if (in->key == UI_KEY_CHAR && in->ch >= '1' && in->ch <= '4' && v->choice_to != NONE) {
        int k = in->ch - '1';
        return k < v->choice_count ? gottaz_view_emit(v, f->texts[v->choice_move[k]], move, n)
                                   : VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && (in->ch == 't' || in->ch == 'r') && v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (gz_move_kind(f->moves[index[k]]) == (in->ch == 't' ? GZ_MV_TSUNAMI : GZ_MV_ROTATE))
                return gottaz_view_emit(v, f->texts[index[k]], move, n);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'p' && view_find_move(f, "pass") != NONE)
        return gottaz_view_emit(v, "pass", move, n);
    int hand = s->hand_n[f->to_move];
    ViewCursor *c = &v->cursor;
    if (c->shown && c->at >= TRAY_AT + hand) c->at = hand > 0 ? TRAY_AT : 12; /* hand shrank */
    int dx, dy;
    if (view_arrow(in, &dx, &dy)) {
        /* Shown on the tray's first tile, or by the board's edge when the tray is empty. */
        if (!view_cursor_arrow(c, hand > 0 ? TRAY_AT : 2, true)) return VIEW_TAKEN;
        if (c->at >= TRAY_AT) { /* in the tray: left and right through it, up to the board */
            int i = c->at - TRAY_AT;
            if (dy > 0) c->at = v->grid.viewer == 0 ? (i < 5 ? i : 4) : 24 - (i < 5 ? i : 4);
            if (dx < 0 && i > 0) c->at--;
            if (dx > 0 && i + 1 < hand) c->at++;
            return VIEW_TAKEN;
        }
        int rank = c->at / 5, row_from_bottom = v->grid.viewer == 0 ? rank : 4 - rank;
        if (dy < 0 && row_from_bottom == 0 && hand > 0)
            c->at = TRAY_AT;
        else
            c->at = view_grid_step(&v->grid, c->at, dx, dy);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_ENTER && c->shown) {
        float x, y;
        if (c->at >= TRAY_AT)
            slot_grip(v, f->to_move, c->at - TRAY_AT, &x, &y);
        else
            view_grid_centre(&v->grid, c->at, &x, &y);
        ViewResult r = press(v, f, x, y, move, n);
        view_drag_cancel(&v->drag);
        return r;
    }
    return VIEW_IGNORED;
}

static ViewResult gottaz_input(void *vd, const ViewFrame *f, const UiInput *in, char *move,
                               size_t n) {
    GottazView *v = vd;
    if (!f->can_act) return VIEW_IGNORED;
    if (drafting(f)) return gottaz_draft_input(v, f, in, move, n);
    bool had_cursor = view_cursor_mouse(&v->cursor, in);
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button == UI_MOUSE_SECONDARY) return flip(v, f);
        if (in->button != UI_MOUSE_PRIMARY) return VIEW_IGNORED;
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION:
        return view_drag_motion(&v->drag, in->x, in->y) || had_cursor ? VIEW_TAKEN : VIEW_IGNORED;
    case UI_INPUT_RELEASE:
        if (in->button != UI_MOUSE_PRIMARY) return VIEW_IGNORED;
        return release(v, f, in->x, in->y, move, n);
    case UI_INPUT_WHEEL:
        return flip(v, f);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return VIEW_IGNORED;
    }
}

/* ---- the inputs that play a move, for tests ---- */

static int gottaz_script(void *vd, const ViewFrame *f, const char *text, bool drag, UiInput *out,
                         int max) {
    GottazView *v = vd;
    int i = view_find_move(f, text);
    if (i == NONE) return 0;
    Move m = f->moves[i];
    const GottazState *s = state_of(f);
    int kind = gz_move_kind(m);
    float x0, y0, x1, y1;
    if (kind == GZ_MV_PICK || kind == GZ_MV_DONE) return gottaz_draft_script(v, m, out, max);
    ViewScript sc = view_script(out, max);
    if (kind == GZ_MV_PASS) {
        view_script_click_rect(&sc, v->pass);
        return sc.count;
    }
    GottazView probe = *v;
    gottaz_view_reset(&probe);
    if (kind == GZ_MV_PLACE) {
        int slot = NONE;
        for (int k = 0; k < s->hand_n[f->to_move]; k++)
            if (s->hand[f->to_move][k] == gz_move_type(m)) slot = k;
        if (slot == NONE) return 0;
        slot_grip(v, f->to_move, slot, &x0, &y0);
        probe.source = SRC_HAND;
        probe.hand_slot = slot;
        probe.side_up = gz_move_side(m);
    } else {
        view_grid_centre(&v->grid, gz_move_from(m), &x0, &y0);
        probe.source = SRC_SQUARE;
        probe.square = gz_move_from(m);
    }
    bool flipped = kind == GZ_MV_PLACE && gz_move_side(m) == 1;
    if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE) {
        int index[2];
        int n = action_moves(&probe, f, index, 2);
        for (int k = 0; k < n; k++)
            if (index[k] == i) {
                view_script_click(&sc, x0, y0);
                view_script_click_rect(&sc, action_rect(v, gz_move_from(m), k));
                return sc.count;
            }
        return 0;
    }
    view_grid_centre(&v->grid, gz_move_to(m), &x1, &y1);
    if (drag) {
        /* Press, flip while held if need be, then the motions and the release. */
        view_script_move(&sc, true, x0, y0, x1, y1);
        if (flipped && sc.count >= 2 && sc.count < max) {
            memmove(out + 3, out + 2, sizeof *out * (size_t)(sc.count - 2));
            out[2] = (UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = 'f'};
            sc.count++;
        }
    } else {
        view_script_click(&sc, x0, y0);
        if (flipped) view_script_key(&sc, 'f');
        view_script_click(&sc, x1, y1);
    }
    int index[CHOICES_MAX];
    int n = moves_to(&probe, f, gz_move_to(m), index, CHOICES_MAX);
    for (int k = 0; n > 1 && k < n; k++)
        if (index[k] == i) view_script_click_rect(&sc, choice_rect(v, gz_move_to(m), k));
    return sc.count;
}

/* Whether the last move ended in a battle, with both sides' sums ("3 + 1 + 1 = 5") then. */
static bool last_battle(const ViewFrame *f, char *attacker, char *defender, size_t n) {
    if (!f->has_last || !f->before || !targets_square(f->last) ||
        gz_move_kind(f->last) == GZ_MV_SWAP)
        return false;
    GottazState b = *(const GottazState *)f->before;
    int from = gz_move_from(f->last), to = gz_move_to(f->last);
    GottazCell pawn = b.board[from], def = b.board[to];
    if (!def.type1 || def.owner == pawn.owner) return false;
    b.board[from].type1 = 0; /* the battling pawns do not support themselves */
    for (int k = 0; k < 2; k++) {
        const GottazCell *c = k ? &def : &pawn;
        int supports;
        int total = gottaz_battle_strength(&b, c, to, &supports);
        char *out = k ? defender : attacker;
        size_t used = (size_t)snprintf(out, n, "%d", total - supports);
        for (int i = 0; i < supports && used < n; i++)
            used += (size_t)snprintf(out + used, n - used, " + 1");
        if (supports && used < n) snprintf(out + used, n - used, " = %d", total);
    }
    return true;
}

static float gottaz_move_seconds(const ViewFrame *f) {
    char a[64], d[64];
    return last_battle(f, a, d, sizeof a) ? 1.4f : 0.3f; /* time to read a battle's sums */
}

static void draw_battle(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    char a[64], b[64];
    if (f->progress >= 1 || !last_battle(f, a, b, sizeof a)) return;
    char text[160];
    snprintf(text, sizeof text, T(d, "%s against %s"), a, b);
    float x, y, size = 16.0f * v->grid.cell / 100.0f / d->scale;
    view_grid_square_xy(&v->grid, gz_move_to(f->last), &x, &y);
    float w = ui_text_width(d, text, size, GFX_FONT_BOLD) + v->grid.cell * 0.3f;
    float h = v->grid.cell * 0.36f, bx = x + v->grid.cell / 2 - w / 2, by = y - h - 4;
    if (by < v->grid.y0) by = y + v->grid.cell + 4;
    d->layer = 15;
    gfx_draw_panel(d->r, bx, by, w, h, h / 2, ui_alpha(d->theme->surface, 0.95f), 15);
    ui_text(d, text, bx + w / 2, by + h * 0.12f, size, GFX_FONT_BOLD, GFX_ALIGN_CENTER,
            d->theme->text);
    d->layer = 0;
}

/* ---- drawing ---- */

static const char *kind_label(int kind) {
    switch (kind) {
    case GZ_MV_MOVE:
        return N_("Step");
    case GZ_MV_LEAP:
        return N_("Leap");
    case GZ_MV_SLANT:
        return N_("Slant");
    case GZ_MV_SWAP:
        return N_("Swap");
    case GZ_MV_JUMP:
        return N_("Jump");
    case GZ_MV_TSUNAMI:
        return N_("Tsunami");
    case GZ_MV_ROTATE:
        return N_("Rotate");
    default:
        return "";
    }
}

const char *const gottaz_ability_icon[GZ_ABILITIES] = {
    "gottaz_slant.svg",   "gottaz_jump.svg",    "gottaz_leap.svg",   "gottaz_rotate.svg",
    "gottaz_support.svg", "gottaz_tsunami.svg", "gottaz_supply.svg", "gottaz_swap.svg"};

static const GfxColor *tile_frame(UiDraw *d, int owner, GfxColor *out, float alpha) {
    *out = owner >= 0 ? d->theme->player[owner] : d->theme->text_dim;
    out->a = alpha;
    return out;
}

/* The tile's frame, its face and, for the second player, a notch: in every scheme, so the sides
 * differ by more than their colour. */
static void tile_body(UiDraw *d, float x, float y, float size, int owner, float alpha, float z) {
    GfxColor frame;
    tile_frame(d, owner, &frame, alpha);
    gfx_draw_shadow(d->r, x, y + size * 0.04f, size, size, size * 0.14f, size * 0.08f,
                    ui_alpha(d->theme->shadow, alpha), z - 0.1f);
    gfx_draw_panel(d->r, x, y, size, size, size * 0.14f, frame, z);
    float in = size * 0.07f;
    gfx_draw_panel(d->r, x + in, y + in, size - 2 * in, size - 2 * in, size * 0.1f,
                   ui_alpha(gottaz_palette(d->theme)->tile_face, alpha), z + 0.01f);
    if (owner == 1)
        gfx_draw_panel(d->r, x + size * 0.42f, y + in * 0.2f, size * 0.16f, in * 0.8f, in * 0.3f,
                       ui_alpha(gottaz_palette(d->theme)->tile_face, alpha), z + 0.02f);
}

/* A tile's words with `side` up: its strength, and the other face's ability and strength. */
static void tile_words(int type, int side, char big[8], char small[8]) {
    snprintf(big, 8, "%d", gottaz_tile_strength(type, side));
    snprintf(small, 8, "%c%d", gottaz_ability_letter(gottaz_tile_ability(type, 1 - side)),
             gottaz_tile_strength(type, 1 - side));
}

/* The sizes of those words on a tile `size` across. */
static float tile_text(const UiDraw *d, float size) {
    return size * 0.4f / d->scale;
}

static float tile_small_text(const UiDraw *d, float size) {
    return size * 0.24f / d->scale;
}

void gottaz_draw_tile(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                      float alpha, float z) {
    tile_body(d, x, y, size, owner, alpha, z);
    char big[8], small[8];
    tile_words(type, side, big, small);
    float text = tile_text(d, size), small_text = tile_small_text(d, size);
    float in = size * 0.07f;
    GfxColor ink = ui_alpha(gottaz_palette(d->theme)->tile_ink, alpha);
    Error err;
    float icon = size * 0.44f;
    gfx_draw_svg(d->r, d->svg, gottaz_ability_icon[gottaz_tile_ability(type, side)],
                 x + size * 0.1f, y + size * 0.14f, icon, icon, ink, z + 0.02f, &err);
    float layer = d->layer;
    d->layer = z + 0.05f - 10; /* the text on the tile, also when it is lifted over others */
    ui_text(d, big, x + size * 0.74f, y + size * 0.1f, text, GFX_FONT_BOLD, GFX_ALIGN_CENTER, ink);
    ui_text(d, small, x + size - in * 1.2f, y + size - in - size * 0.3f, small_text, GFX_FONT_BOLD,
            GFX_ALIGN_RIGHT, ui_alpha(gottaz_palette(d->theme)->tile_ink_soft, alpha));
    d->layer = layer;
}

void gottaz_draw_tile_faces(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                            float alpha, float z) {
    tile_body(d, x, y, size, owner, alpha, z);
    float in = size * 0.07f, half = (size - 2 * in) / 2;
    gfx_draw_rect(d->r, x + in * 1.5f, y + in + half - size * 0.006f, size - 3 * in,
                  size * 0.012f + 0.5f, ui_alpha(gottaz_palette(d->theme)->tile_rule, alpha),
                  z + 0.02f);
    GfxColor ink = ui_alpha(gottaz_palette(d->theme)->tile_ink, alpha);
    float text = gottaz_faces_text_size(size);
    for (int k = 0; k < 2; k++) {
        int face = k ? 1 - side : side;
        float fy = y + in + (float)k * half, icon = half * 0.72f;
        char strength[8];
        snprintf(strength, sizeof strength, "%d", gottaz_tile_strength(type, face));
        Error err;
        gfx_draw_svg(d->r, d->svg, gottaz_ability_icon[gottaz_tile_ability(type, face)],
                     x + size * 0.14f, fy + (half - icon) / 2, icon, icon, ink, z + 0.02f, &err);
        float lh = gfx_text_line_height(d->text, d->r, text), layer = d->layer;
        d->layer = z + 0.05f - 10;
        ui_text(d, strength, x + size * 0.72f, fy + (half - lh) / 2, text / d->scale, GFX_FONT_BOLD,
                GFX_ALIGN_CENTER, ink);
        d->layer = layer;
    }
}

/* The held tile, lifted and large so that its strength and other face can be read. */
static float held_tile_size(const GottazView *v) {
    return v->grid.cell * 0.84f;
}

static void draw_held_tile(const GottazView *v, UiDraw *d, float x, float y, float size, int type,
                           int owner, float z) {
    gottaz_draw_tile(d, x, y, size, type, owner, v->side_up, 1.0f, z);
}

static void draw_board(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    const UiTheme *t = d->theme;
    const GottazPalette *pal = gottaz_palette(t);
    float c = v->grid.cell, pad = c * 0.1f;
    gfx_draw_shadow_under(d->r, v->grid.x0 - pad, v->grid.y0 - pad, 5 * c + 2 * pad,
                          5 * c + 2 * pad, 4, c * 0.1f, c * 0.12f, t->shadow, 1);
    /* The slate, its squares and the centre line: one picture while the layout stays. */
    float bx = v->grid.x0 - pad, by = v->grid.y0 - pad, bw = 5 * c + 2 * pad;
    int scheme = f->scheme;
    if (gfx_layer_begin(d->r, view_grid_key(&v->grid, &scheme, sizeof scheme), bx, by, bw, bw, 2)) {
        gfx_draw_material(d->r, bx, by, bw, bw, c * 0.1f, GFX_MATERIAL_SLATE, UI_UNTINTED, 2);
        for (int sq = 0; sq < GZ_SQUARES; sq++) {
            float x, y;
            view_grid_square_xy(&v->grid, sq, &x, &y);
            bool centre = sq / GZ_SIZE == GZ_CENTER_RANK;
            /* Opaque, so that a target's mark is seen against exactly this colour. */
            gfx_draw_rect(d->r, x + c * 0.03f, y + c * 0.03f, c * 0.94f, c * 0.94f,
                          centre ? pal->centre : pal->square, 3);
        }
        /* The centre line: three pawns on it win. */
        float lx, ly;
        view_grid_square_xy(&v->grid, GZ_CENTER_RANK * GZ_SIZE, &lx, &ly);
        gfx_draw_outline(d->r, v->grid.x0, ly, 5 * c, c, c * 0.06f, c * 0.03f,
                         ui_alpha(pal->centre_line, 0.9f), 3.2f);
        gfx_layer_end(d->r);
    }
    if (f->coordinates) { /* outside the board, where no tile covers them */
        float size = 14.0f * c / 100.0f / d->scale;
        GfxColor ink = d->theme->text_dim;
        for (int i = 0; i < 5; i++) {
            float x, y;
            char label[2] = {(char)('a' + i), 0};
            view_grid_square_xy(&v->grid, i, &x, &y);
            ui_text(d, label, x + c / 2, v->grid.y0 + 5 * c + pad + c * 0.02f, size, GFX_FONT_BOLD,
                    GFX_ALIGN_CENTER, ink);
            label[0] = (char)('1' + i);
            view_grid_square_xy(&v->grid, i * 5, &x, &y);
            ui_text(d, label, v->grid.x0 - pad - c * 0.06f, y + c * 0.5f - size * d->scale * 0.7f,
                    size, GFX_FONT_BOLD, GFX_ALIGN_RIGHT, ink);
        }
    }
}

static void mark_square(const GottazView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_rect(d->r, x + 2, y + 2, v->grid.cell - 4, v->grid.cell - 4, colour, z);
}

/* The squares a board move is marked on: the pawn's square and where it goes, a placed tile's
 * square, or the pawn that pushes or turns; none for a pass. Returns how many (at most 2). */
static int marked_squares(Move m, int squares[2]) {
    int kind = gz_move_kind(m), n = 0;
    if (targets_square(m)) squares[n++] = gz_move_from(m);
    if (kind == GZ_MV_PLACE || targets_square(m)) squares[n++] = gz_move_to(m);
    if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE) squares[n++] = gz_move_from(m);
    return n;
}

static void frame_square(const GottazView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y, c = v->grid.cell;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_outline(d->r, x + c * 0.03f, y + c * 0.03f, c * 0.94f, c * 0.94f, c * 0.04f, c * 0.05f,
                     colour, z);
}

/* Each rank's totals against the line limit: what a placement or a Swap must keep under. */
static void draw_lines(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    GottazLines lines;
    gottaz_lines_compute(state_of(f), &lines);
    float size = 13.0f * v->grid.cell / 100.0f / d->scale;
    for (int rank = 0; rank < GZ_SIZE; rank++) {
        float x, y;
        view_grid_square_xy(&v->grid, rank * GZ_SIZE, &x, &y);
        for (int p = 0; p < 2; p++) {
            char text[24];
            int limit = GZ_LINE_LIMIT + lines.supply[p][rank];
            snprintf(text, sizeof text, "%d/%d", lines.sum[p][rank], limit);
            GfxColor c = lines.sum[p][rank] > limit ? d->theme->error : d->theme->player[p];
            ui_text(d, text, v->lines_x, y + v->grid.cell * (0.18f + 0.36f * (float)p), size,
                    GFX_FONT_BOLD, GFX_ALIGN_LEFT, c);
        }
    }
}

static void draw_pawns(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    const GottazState *s = state_of(f);
    float size = v->grid.cell * 0.84f, inset = (v->grid.cell - size) / 2;
    float t = f->has_last && f->before && f->progress < 1 ? f->progress : 1.0f;
    int to = NONE, from = NONE;
    if (t < 1 && targets_square(f->last)) {
        /* The mover slides in; a defender that held its square stays where it is. */
        const GottazState *b = f->before;
        int mover = b->board[gz_move_from(f->last)].owner;
        if (s->board[gz_move_to(f->last)].owner == mover)
            from = gz_move_from(f->last), to = gz_move_to(f->last);
    }
    if (t < 1 && gz_move_kind(f->last) == GZ_MV_PLACE) to = gz_move_to(f->last);
    for (int sq = 0; sq < GZ_SQUARES; sq++) {
        const GottazCell *c = &s->board[sq];
        if (!c->type1) continue;
        if (v->source == SRC_SQUARE && v->square == sq && v->drag.dragging) continue;
        float x, y;
        view_grid_square_xy(&v->grid, sq, &x, &y);
        float alpha = 1.0f;
        if (sq == to && from != NONE) { /* sliding from where it stood */
            float fx, fy;
            view_grid_square_xy(&v->grid, from, &fx, &fy);
            x = fx + (x - fx) * t;
            y = fy + (y - fy) * t;
        } else if (sq == to) {
            alpha = t; /* a placed tile appears */
        }
        gottaz_draw_tile(d, x + inset, y + inset, size, c->type1 - 1, c->owner, c->side, alpha,
                         sq == to ? 9 : 8);
    }
}

static void draw_trays(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    const GottazState *s = state_of(f);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < s->hand_n[p]; i++) {
            bool held = f->can_act && p == f->to_move && v->source == SRC_HAND && v->hand_slot == i;
            if (held && v->drag.dragging) continue;
            UiRect r = slot_rect(v, p, i);
            if (held) { /* lifted out of the tray, over the keyboard's cursor */
                float size = held_tile_size(v);
                draw_held_tile(v, d, r.x + r.w / 2 - size / 2,
                               r.y + r.h - size - v->grid.cell * 0.12f, size, s->hand[p][i], p, 17);
            } else
                gottaz_draw_tile(d, r.x, r.y, r.w, s->hand[p][i], p, 0, 1.0f, 6 + (float)i * 0.05f);
        }
    if (v->drag.dragging && v->source == SRC_HAND) {
        float size = held_tile_size(v);
        draw_held_tile(v, d, v->drag.x - size / 2, v->drag.y - size / 2, size,
                       s->hand[f->to_move][v->hand_slot], f->to_move, 14);
    }
    if (v->drag.dragging && v->source == SRC_SQUARE) {
        const GottazCell *c = &s->board[v->square];
        float size = v->grid.cell * 0.84f;
        gottaz_draw_tile(d, v->drag.x - size / 2, v->drag.y - size / 2, size, c->type1 - 1,
                         c->owner, c->side, 1.0f, 14);
    }
}

/* A legal target in a solid colour that stands out from the square under it: a dot (a step or
 * a placement) or a ring (an ability's landing) on an empty square, a frame round a pawn. */
static void draw_target(const GottazView *v, UiDraw *d, const GottazState *s, int sq, bool plain,
                        const GottazPalette *pal) {
    float c = v->grid.cell, x, y;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    GfxColor colour = plain ? pal->target : pal->ability_target;
    if (s->board[sq].type1) {
        float m = plain ? c * 0.035f : c * 0.1f;
        gfx_draw_outline(d->r, x + m, y + m, c - 2 * m, c - 2 * m, c * 0.08f, c * 0.05f, colour,
                         9.5f);
    } else if (plain) {
        gfx_draw_panel(d->r, x + c * 0.36f, y + c * 0.36f, c * 0.28f, c * 0.28f, c * 0.14f, colour,
                       7);
    } else {
        gfx_draw_outline(d->r, x + c * 0.25f, y + c * 0.25f, c * 0.5f, c * 0.5f, c * 0.25f,
                         c * 0.06f, colour, 7.1f);
    }
}

static void draw_targets(GottazView *v, const ViewFrame *f, UiDraw *d) {
    if (!holding(v) || !f->can_act) return;
    const GottazPalette *pal = gottaz_palette(d->theme);
    if (v->source == SRC_SQUARE) mark_square(v, d, v->square, ui_alpha(d->theme->accent, 0.35f), 4);
    for (int i = 0; i < f->move_count; i++) {
        Move m = f->moves[i];
        if (!from_held(v, f, m)) continue;
        int kind = gz_move_kind(m);
        if (kind == GZ_MV_PLACE || targets_square(m)) {
            float x, y;
            view_grid_centre(&v->grid, gz_move_to(m), &x, &y);
            /* A plain step or placement in the accent colour; an ability's landing in its own,
             * with a smaller ring so both show where they meet. */
            bool plain = kind == GZ_MV_PLACE || kind == GZ_MV_MOVE;
            draw_target(v, d, state_of(f), gz_move_to(m), plain, pal);
        }
    }
    if (v->source == SRC_SQUARE) {
        int index[2];
        int n = action_moves(v, f, index, 2);
        for (int k = 0; k < n; k++)
            ui_button(d, k ? "board.action2" : "board.action1",
                      T(d, kind_label(gz_move_kind(f->moves[index[k]]))),
                      action_rect(v, v->square, k), UI_BUTTON_PRIMARY);
    }
    for (int k = 0; k < v->choice_count && v->choice_to != NONE; k++) {
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "board.choice%d", k + 1);
        ui_button(d, id, T(d, kind_label(gz_move_kind(f->moves[v->choice_move[k]]))),
                  v->choice_rect[k], UI_BUTTON_PRIMARY);
    }
}

/* A suggested placement: the tile framed in the tray (the last of its kind, as a drag takes it)
 * and drawn faint on its square with the face to use up, so the hint says which tile and which
 * of its faces. Named for tests: "board.hint.tray" and "board.hint.face.L2" (the face up). */
static void draw_hint_placement(const GottazView *v, const ViewFrame *f, UiDraw *d, Move m) {
    const GottazState *s = state_of(f);
    int type = gz_move_type(m), side = gz_move_side(m), slot = NONE;
    for (int k = 0; k < s->hand_n[f->to_move]; k++)
        if (s->hand[f->to_move][k] == type) slot = k;
    if (slot == NONE) return;
    UiRect r = slot_rect(v, f->to_move, slot);
    float c = v->grid.cell;
    gfx_draw_outline(d->r, r.x - c * 0.04f, r.y - c * 0.04f, r.w + c * 0.08f, r.h + c * 0.08f,
                     c * 0.1f, c * 0.05f, d->theme->focus, 7);
    ui_register(d->ui, "board.hint.tray", r, UI_KIND_AREA);
    float x, y, size = c * 0.84f;
    view_grid_square_xy(&v->grid, gz_move_to(m), &x, &y);
    x += (c - size) / 2;
    y += (c - size) / 2;
    gottaz_draw_tile(d, x, y, size, type, f->to_move, side, 0.6f, 8.5f);
    char id[UI_ID_MAX];
    snprintf(id, sizeof id, "board.hint.face.%c%d",
             gottaz_ability_letter(gottaz_tile_ability(type, side)),
             gottaz_tile_strength(type, side));
    ui_register(d->ui, id, (UiRect){x, y, size, size}, UI_KIND_AREA);
}

static void gottaz_draw(void *vd, const ViewFrame *f, UiDraw *d) {
    GottazView *v = vd;
    if (drafting(f)) {
        gottaz_draft_draw(v, f, d);
        return;
    }
    draw_board(v, f, d);
    draw_lines(v, f, d);
    int squares[2];
    if (f->has_last) {
        /* A frame, not a fill: a target drawn there stays on the square's own colour. */
        GfxColor lastc = ui_alpha(d->theme->accent_soft, 0.85f);
        for (int k = 0, n = marked_squares(f->last, squares); k < n; k++)
            frame_square(v, d, squares[k], lastc, 3.6f);
    }
    if (f->hint[0]) { /* marked as the last move is, so the hint says which pawn moves */
        int i = view_find_move(f, f->hint);
        for (int k = 0, n = i == NONE ? 0 : marked_squares(f->moves[i], squares); k < n; k++) {
            float x, y;
            view_grid_square_xy(&v->grid, squares[k], &x, &y);
            gfx_draw_outline(d->r, x + 4, y + 4, v->grid.cell - 8, v->grid.cell - 8,
                             v->grid.cell * 0.08f, v->grid.cell * 0.05f, d->theme->focus, 10);
        }
        if (i != NONE && gz_move_kind(f->moves[i]) == GZ_MV_PLACE)
            draw_hint_placement(v, f, d, f->moves[i]);
    }
    draw_targets(v, f, d);
    draw_pawns(v, f, d);
    draw_trays(v, f, d);
    draw_battle(v, f, d);
    if (f->can_act && view_find_move(f, "pass") != NONE)
        ui_button(d, "board.pass", T(d, "Pass"), v->pass, UI_BUTTON_PRIMARY);
    /* The keys' cursor; on the tile held from the tray the lifted tile shows where it is. */
    const ViewCursor *c = &v->cursor;
    bool on_held = v->source == SRC_HAND && c->at == TRAY_AT + v->hand_slot;
    if (c->shown && f->can_act && !on_held && c->at < TRAY_AT + state_of(f)->hand_n[f->to_move]) {
        UiRect r = c->at >= TRAY_AT ? slot_rect(v, f->to_move, c->at - TRAY_AT)
                                    : view_grid_square_rect(&v->grid, c->at);
        view_draw_focus(d, r, 2, v->grid.cell * 0.06f, v->grid.cell * 0.04f, 16);
    }
}

static int gottaz_images(void *vd, const ViewFrame *f, float pixel_scale, const char **names,
                         int *w, int *h, int max) {
    (void)f;
    const GottazView *v = vd;
    int n = 0;
    for (int i = 0; i < GZ_ABILITIES && n < max; i++, n++) {
        names[n] = gottaz_ability_icon[i];
        w[n] = h[n] = (int)(held_tile_size(v) * 0.44f * pixel_scale + 0.5f);
    }
    return n;
}

/* The held tile's words, at the size it is lifted to when a tile is picked up (view.h). */
static void gottaz_prepare_texts(void *vd, const ViewFrame *f, UiDraw *d) {
    (void)f;
    float size = held_tile_size(vd);
    for (int type = 0; type < GZ_TYPES; type++)
        for (int side = 0; side < 2; side++) {
            char big[8], small[8];
            tile_words(type, side, big, small);
            ui_text_prepare(d, big, tile_text(d, size), GFX_FONT_BOLD);
            ui_text_prepare(d, small, tile_small_text(d, size), GFX_FONT_BOLD);
        }
}

static bool gottaz_cell_rect(void *vd, const ViewFrame *f, const char *cell, UiRect *out) {
    (void)f;
    return view_grid_cell_rect(&((const GottazView *)vd)->grid, cell, 'a', out);
}

/* The rules page's figure "icons": each ability's icon on a tile's face, as the tiles show it,
 * with its name below, in two rows of four. */
static bool gottaz_figure(void *vd, const char *name, UiDraw *d, UiRect area, float *aspect) {
    (void)vd;
    if (strcmp(name, "icons") != 0) return false;
    enum { COLUMNS = 4 };
    int rows = (GZ_ABILITIES + COLUMNS - 1) / COLUMNS;
    /* A column: a tile 0.6 of its width, under it a line for the name. */
    float tile = 0.6f, name_h = 0.3f, row_h = tile + name_h + 0.1f;
    if (aspect) *aspect = (float)rows * row_h / (float)COLUMNS;
    if (!d) return true;
    float col_w = area.w / COLUMNS, size = tile * col_w;
    const GottazPalette *pal = gottaz_palette(d->theme);
    for (int a = 0; a < GZ_ABILITIES; a++) {
        float x = area.x + (float)(a % COLUMNS) * col_w,
              y = area.y + (float)(a / COLUMNS) * row_h * col_w;
        float tx = x + (col_w - size) / 2;
        tile_body(d, tx, y, size, -1, 1.0f, 5);
        Error err;
        float icon = size * 0.7f;
        gfx_draw_svg(d->r, d->svg, gottaz_ability_icon[a], tx + (size - icon) / 2,
                     y + (size - icon) / 2, icon, icon, pal->tile_ink, 5.1f, &err);
        float text = fmaxf(name_h * col_w * 0.5f, 11.0f) / d->scale;
        ui_text(d, T(d, gottaz_ability_name(a)), x + col_w / 2, y + size + 0.05f * col_w, text,
                GFX_FONT_BOLD, GFX_ALIGN_CENTER, d->theme->text);
    }
    return true;
}

const GameView gottaz_view = {
    .game_id = "gottaz",
    .look =
        {
            .tagline = N_("Two-sided pawns, leaps and battles for the centre line."),
            .art_position =
                "board=5/5/W4L2L1J51d2r41/5/3L3J31 hand1=L1/S5,S1/U5,U1/W5,L2/W4,S2/L4,U2/S4,S3/W3 "
                "hand2=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,L3/U3,S3/W3 to=1 actions=10 "
                "draw=on",
            .material = GFX_MATERIAL_SLATE,
            .players = {N_("Player 1"), N_("Player 2")},
        },
    .data_size = sizeof(GottazView),
    .reset = gottaz_view_reset,
    .layout = gottaz_layout,
    .draw = gottaz_draw,
    .input = gottaz_input,
    .script = gottaz_script,
    .move_seconds = gottaz_move_seconds,
    .images = gottaz_images,
    .prepare_texts = gottaz_prepare_texts,
    .cell_rect = gottaz_cell_rect,
    .figure = gottaz_figure,
};
