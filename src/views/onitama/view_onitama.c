/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's board view: the 5x5 board with both Temple Arches, Masters and Students, the five
 * move cards (yours below, the opponent's turned toward them, the side card between), and the
 * mouse and keys turned into card:fromto moves. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rules/onitama/onitama.h"
#include "views/view.h"
#include "views/onitama/view_onitama.h"

enum { NONE = -1, SLOTS = 5, SLOT_SIDE = 4 };

/* In cells: the wood's rim around the squares, the room beside it for the coordinates, and
 * their size (about 19 pixels at 1280x800: a lowercase letter 11 high, a digit 13). */
#define RIM 0.12f
#define LABEL_ROOM 0.38f
#define LABEL_SIZE 0.19f
#define LABEL_LINE_LEAST 16.0f /* points: the line of a label at its least size */
#define HALF_TURN 3.14159265f  /* radians */

typedef struct OnitamaView {
    /* Layout, in window points. */
    ViewGrid grid;
    UiRect slot[SLOTS]; /* 0, 1: the viewer's cards; 2, 3: the opponent's; 4: the side card */
    int slot_card[SLOTS];
    /* Input. */
    int selected;      /* the square of the piece picked up, or NONE */
    int card;          /* a card chosen first (only its targets count), or NONE */
    ViewDrag drag;     /* the button held down on the selected piece */
    int choice_to;     /* a target both cards reach: waiting for a card, else NONE */
    ViewCursor cursor; /* the keyboard's square */
} OnitamaView;

/* Which player holds each slot's card in `s` (the side card: nobody, NONE). */
static int slot_holder(const OnitamaView *v, int slot) {
    return slot < 2 ? v->grid.viewer : slot < 4 ? 1 - v->grid.viewer : NONE;
}

/* The slot of `side`'s first or second card (`k`), the left or the right one of its pair. */
static int hand_slot(const OnitamaView *v, int side, int k) {
    return (side == v->grid.viewer ? 0 : 2) + k;
}

/* The side a slot's card is drawn for, read the right way up: a hand's holder, and for the side
 * card the side to move, which takes it with its next move (the side that just used it passed
 * it over). */
static int slot_facing(const OnitamaView *v, int slot, int to_move) {
    return slot == SLOT_SIDE ? to_move : slot_holder(v, slot);
}

/* Which card of its holder's pair a slot holds (0 or 1), NONE for the side card. */
static int hand_index(int slot) {
    return slot >= 0 && slot < 4 ? slot % 2 : NONE;
}

/* Whether the slot holds a card of the side to move, wherever that side sits on screen: those
 * cards answer questions, passes and card-first choices. */
static bool mover_slot(const OnitamaView *v, const ViewFrame *f, int slot) {
    return slot != NONE && slot != SLOT_SIDE && slot_holder(v, slot) == f->to_move;
}

static void fill_slots(const OnitamaState *s, int viewer, int card_of_slot[SLOTS]) {
    card_of_slot[0] = s->hand[viewer][0];
    card_of_slot[1] = s->hand[viewer][1];
    card_of_slot[2] = s->hand[1 - viewer][0];
    card_of_slot[3] = s->hand[1 - viewer][1];
    card_of_slot[4] = s->side_card;
}

static void onitama_reset(void *vd) {
    OnitamaView *v = vd;
    v->selected = v->card = v->choice_to = NONE;
    view_drag_cancel(&v->drag);
}

static void onitama_layout(void *vd, const ViewFrame *f, UiRect area, float scale) {
    (void)scale;
    OnitamaView *v = vd;
    const OnitamaState *s = f->position;
    v->grid.viewer = f->viewer;
    v->grid.files = v->grid.ranks = 5;
    /* The board and a column of cards beside it: two rows of two cards and the side card. Room
     * is kept left of the board and below it for the coordinates (off the board's rim), and above
     * and below the cards for the line that asks for a card. */
    float gap_ratio = 0.3f, card_w_ratio = 1.5f, card_gap = 0.12f;
    float cell_w = area.w / (LABEL_ROOM + 5 + gap_ratio + 2 * card_w_ratio + card_gap + 0.2f);
    float cell_h = area.h / (5 + 2 * LABEL_ROOM + 0.1f);
    /* On a small board the labels keep their least size (11 points, a 16-point line): the room
     * below the rim grows to hold them rather than run out of the window. */
    if ((LABEL_ROOM - RIM) * cell_h < LABEL_LINE_LEAST)
        cell_h = (area.h - 2 * LABEL_LINE_LEAST) / (5 + 2 * RIM + 0.1f);
    float cell = cell_w < cell_h ? cell_w : cell_h;
    if (cell < 1) cell = 1;
    float total_w = cell * (LABEL_ROOM + 5 + gap_ratio + 2 * card_w_ratio + card_gap);
    v->grid.cell = cell;
    v->grid.x0 = area.x + (area.w - total_w) / 2 + LABEL_ROOM * cell;
    v->grid.y0 = area.y + (area.h - 5 * cell) / 2;
    float cx = v->grid.x0 + cell * (5 + gap_ratio), cw = cell * card_w_ratio, g = cell * card_gap;
    float ch = (5 * cell - 2 * g) / 3;
    v->slot[2] = (UiRect){cx, v->grid.y0, cw, ch};
    v->slot[3] = (UiRect){cx + cw + g, v->grid.y0, cw, ch};
    v->slot[4] = (UiRect){cx + (cw + g) / 2, v->grid.y0 + ch + g, cw, ch};
    v->slot[0] = (UiRect){cx, v->grid.y0 + 2 * (ch + g), cw, ch};
    v->slot[1] = (UiRect){cx + cw + g, v->grid.y0 + 2 * (ch + g), cw, ch};
    fill_slots(s, f->viewer, v->slot_card);
}

/* Screen position of a square's top-left corner. */
static int slot_at(const OnitamaView *v, float x, float y) {
    for (int i = 0; i < SLOTS; i++)
        if (view_rect_contains(v->slot[i], x, y)) return i;
    return NONE;
}

static int slot_of_card(const OnitamaView *v, int card) {
    for (int i = 0; i < SLOTS; i++)
        if (v->slot_card[i] == card) return i;
    return NONE;
}

/* The legal moves from `from` to `to` (any card, or only v->card when one was chosen). */
static int moves_between(const OnitamaView *v, const ViewFrame *f, int from, int to, int *index,
                         int max) {
    int n = 0;
    for (int i = 0; i < f->move_count && n < max; i++) {
        Move m = f->moves[i];
        if (ONITAMA_MOVE_IS_PASS(m) || ONITAMA_MOVE_FROM(m) != from || ONITAMA_MOVE_TO(m) != to)
            continue;
        if (v->card != NONE && ONITAMA_MOVE_CARD(m) != v->card) continue;
        index[n++] = i;
    }
    return n;
}

static bool has_moves_from(const ViewFrame *f, int from) {
    for (int i = 0; i < f->move_count; i++)
        if (!ONITAMA_MOVE_IS_PASS(f->moves[i]) && ONITAMA_MOVE_FROM(f->moves[i]) == from)
            return true;
    return false;
}

static int pass_move_with(const ViewFrame *f, int card) {
    for (int i = 0; i < f->move_count; i++)
        if (ONITAMA_MOVE_IS_PASS(f->moves[i]) && ONITAMA_MOVE_CARD(f->moves[i]) == card) return i;
    return NONE;
}

static ViewResult emit(OnitamaView *v, const ViewFrame *f, int index, char *move, size_t n) {
    onitama_reset(v);
    return view_emit(f->texts[index], move, n);
}

/* The piece at `from` put down on `to`: a move, a question (two cards reach it) or nothing. */
static ViewResult drop(OnitamaView *v, const ViewFrame *f, int from, int to, char *move, size_t n) {
    int index[2];
    int count = moves_between(v, f, from, to, index, 2);
    if (count == 1) return emit(v, f, index[0], move, n);
    if (count == 2) {
        v->choice_to = to;
        view_drag_cancel(&v->drag);
        return VIEW_TAKEN;
    }
    return VIEW_IGNORED;
}

static bool own_piece(const ViewFrame *f, int sq) {
    const OnitamaState *s = f->position;
    return sq != NONE && (s->pieces[f->to_move] >> sq & 1u);
}

static ViewResult press(OnitamaView *v, const ViewFrame *f, float x, float y, char *move,
                        size_t n) {
    int slot = slot_at(v, x, y), sq = view_grid_square_at(&v->grid, x, y);
    if (v->choice_to != NONE) { /* which card: a click on one of the two */
        if (mover_slot(v, f, slot)) {
            int keep = v->card;
            v->card = v->slot_card[slot];
            int index[2];
            int count = moves_between(v, f, v->selected, v->choice_to, index, 2);
            v->card = keep;
            if (count == 1) return emit(v, f, index[0], move, n);
        }
        onitama_reset(v);
        return VIEW_TAKEN;
    }
    if (mover_slot(v, f, slot)) {
        int card = v->slot_card[slot];
        int pass = pass_move_with(f, card);
        if (pass != NONE) return emit(v, f, pass, move, n);
        v->card = v->card == card ? NONE : card;
        return VIEW_TAKEN;
    }
    if (sq == NONE) {
        bool had = v->selected != NONE || v->card != NONE;
        onitama_reset(v);
        return had ? VIEW_TAKEN : VIEW_IGNORED;
    }
    if (v->selected != NONE && sq != v->selected) {
        ViewResult r = drop(v, f, v->selected, sq, move, n);
        if (r != VIEW_IGNORED) return r;
    }
    if (own_piece(f, sq) && has_moves_from(f, sq)) {
        v->selected = sq;
        view_drag_press(&v->drag, x, y);
        return VIEW_TAKEN;
    }
    onitama_reset(v);
    return VIEW_TAKEN;
}

static ViewResult release(OnitamaView *v, const ViewFrame *f, float x, float y, char *move,
                          size_t n) {
    if (!v->drag.pressed) return VIEW_IGNORED;
    if (!view_drag_release(&v->drag)) return VIEW_TAKEN; /* a click: the piece stays picked up */
    int sq = view_grid_square_at(&v->grid, x, y);
    if (sq != NONE && sq != v->selected) {
        ViewResult r = drop(v, f, v->selected, sq, move, n);
        if (r != VIEW_IGNORED) return r;
    }
    if (sq != v->selected) onitama_reset(v); /* dropped elsewhere: back where it was */
    return VIEW_TAKEN;
}

static ViewResult key(OnitamaView *v, const ViewFrame *f, const UiInput *in, char *move, size_t n) {
    if (in->key == UI_KEY_ESCAPE) {
        if (v->selected == NONE && v->card == NONE && v->choice_to == NONE) return VIEW_IGNORED;
        onitama_reset(v);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && (in->ch == '1' || in->ch == '2')) {
        /* The mover's first or second card (left, right): answers a card question, gives a
         * card in a pass, or makes it the card whose targets show. */
        int slot = hand_slot(v, f->to_move, in->ch - '1');
        float x = v->slot[slot].x + v->slot[slot].w / 2, y = v->slot[slot].y + v->slot[slot].h / 2;
        return press(v, f, x, y, move, n);
    }
    int dx, dy;
    if (view_arrow(in, &dx, &dy)) {
        const OnitamaState *s = f->position;
        uint32_t master = s->master[f->to_move]; /* the cursor starts on the mover's Master */
        if (view_cursor_arrow(&v->cursor, master ? __builtin_ctz(master) : 12, false))
            v->cursor.at = view_grid_step(&v->grid, v->cursor.at, dx, dy);
        return VIEW_TAKEN;
    }
    if (in->key == UI_KEY_ENTER && v->cursor.shown) {
        float x, y;
        view_grid_centre(&v->grid, v->cursor.at, &x, &y);
        ViewResult r = press(v, f, x, y, move, n);
        view_drag_cancel(&v->drag);
        return r;
    }
    return VIEW_IGNORED;
}

static ViewResult onitama_input(void *vd, const ViewFrame *f, const UiInput *in, char *move,
                                size_t n) {
    OnitamaView *v = vd;
    if (!f->can_act) return VIEW_IGNORED;
    bool hid = view_cursor_mouse(&v->cursor, in);
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button != UI_MOUSE_PRIMARY) {
            bool had = v->selected != NONE;
            onitama_reset(v);
            return had ? VIEW_TAKEN : VIEW_IGNORED;
        }
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION:
        return view_drag_motion(&v->drag, in->x, in->y) || hid ? VIEW_TAKEN : VIEW_IGNORED;
    case UI_INPUT_RELEASE:
        if (in->button != UI_MOUSE_PRIMARY) return VIEW_IGNORED;
        return release(v, f, in->x, in->y, move, n);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return VIEW_IGNORED;
    }
}

static int onitama_script(void *vd, const ViewFrame *f, const char *text, bool drag, UiInput *out,
                          int max) {
    OnitamaView *v = vd;
    int i = view_find_move(f, text);
    if (i == NONE) return 0;
    Move m = f->moves[i];
    int slot = slot_of_card(v, ONITAMA_MOVE_CARD(m));
    if (slot == NONE) return 0;
    ViewScript sc = view_script(out, max);
    if (ONITAMA_MOVE_IS_PASS(m)) {
        view_script_click_rect(&sc, v->slot[slot]);
        return sc.count;
    }
    float x0, y0, x1, y1;
    view_grid_centre(&v->grid, ONITAMA_MOVE_FROM(m), &x0, &y0);
    view_grid_centre(&v->grid, ONITAMA_MOVE_TO(m), &x1, &y1);
    view_script_move(&sc, drag, x0, y0, x1, y1);
    OnitamaView probe = *v;
    onitama_reset(&probe);
    int index[2];
    if (moves_between(&probe, f, ONITAMA_MOVE_FROM(m), ONITAMA_MOVE_TO(m), index, 2) == 2)
        view_script_click_rect(&sc, v->slot[slot]); /* which card */
    return sc.count;
}

static float onitama_move_seconds(const ViewFrame *f) {
    (void)f;
    return 0.3f;
}

/* ---- Drawing ---- */

/* The colour of the first or second card of a hand (hand_index), else the theme's accent. */
static GfxColor card_colour(const UiDraw *d, int index) {
    /* The two cards of a hand, told apart by colour and, on the board, by ring size. */
    return index == 0 || index == 1 ? onitama_palette(d->theme)->hand[index] : d->theme->accent;
}

/* The side whose cards show their targets in their own colours: the side to move while a person
 * plays it, else the side nearest the player. */
static int coloured_side(const ViewFrame *f) {
    return f->can_act ? f->to_move : f->viewer;
}

static void draw_piece(const OnitamaView *v, UiDraw *d, int player, bool master, float cx, float cy,
                       float alpha, float z) {
    float size = v->grid.cell * (master ? 0.82f : 0.66f);
    GfxColor c = d->theme->player[player];
    c.a = alpha;
    Error err;
    gfx_draw_shadow(d->r, cx - size * 0.45f, cy - size * 0.4f, size * 0.9f, size * 0.9f,
                    size * 0.45f, size * 0.12f, ui_alpha(d->theme->shadow, 0.8f * alpha), z - 0.1f);
    gfx_draw_svg(d->r, d->svg, master ? "onitama_master.svg" : "onitama_student.svg", cx - size / 2,
                 cy - size / 2, size, size, c, z, &err);
    /* The second side carries a mark too, so the sides differ by more than their colour. On a
     * Master it is smaller, in the band between the crown (down to 0.17 of the size below the
     * centre) and the inner ring (from 0.34), clear of both. */
    if (player == 1) {
        float r = size * (master ? 0.055f : 0.1f), my = cy + size * (master ? 0.257f : 0.26f);
        gfx_draw_panel(d->r, cx - r, my - r, 2 * r, 2 * r, r,
                       ui_alpha(onitama_palette(d->theme)->piece_mark, alpha), z + 0.05f);
    }
}

/* The animation's eased progress: 1 when no move is animating. */
static float move_progress(const ViewFrame *f) {
    return f->has_last && f->before && f->progress < 1 ? view_ease(f->progress) : 1.0f;
}

/* How far a slot's card is turned on screen, in half turns: 0 read from the bottom of the screen,
 * 1 from the top. A card that changes hands turns while it slides, as a player passing it to the
 * side turns it toward the one who will take it. */
static float card_turn(const OnitamaView *v, const ViewFrame *f, int slot) {
    float end = slot_facing(v, slot, f->to_move) != v->grid.viewer ? 1.0f : 0.0f;
    float t = move_progress(f);
    if (t >= 1 || !f->rules) return end;
    int before_slot[SLOTS];
    fill_slots(f->before, v->grid.viewer, before_slot);
    int before_to_move = f->rules->to_move(f->before);
    for (int k = 0; k < SLOTS; k++)
        if (before_slot[k] == v->slot_card[slot]) {
            float start = slot_facing(v, k, before_to_move) != v->grid.viewer ? 1.0f : 0.0f;
            return start + (end - start) * t;
        }
    return end;
}

/* A part of a card's move grid (a rounded rectangle centred on (x, y) before the turn) turned by
 * `angle` (clockwise) about the grid's middle (cx, cy), and shrunk so that the turning grid keeps
 * within the square it fills at rest. */
static void turned_cell(UiDraw *d, int program, float cx, float cy, float x, float y, float w,
                        float h, float radius, float angle, GfxColor c, float z) {
    float cs = cosf(angle), sn = sinf(angle), k = 1 / (fabsf(cs) + fabsf(sn));
    float dx = (x - cx) * k, dy = (y - cy) * k;
    w *= k, h *= k, radius *= k;
    const float p[4] = {w, h, radius, 0};
    GfxSprite s = gfx_procedural_sprite(d->r, program, cx + dx * cs - dy * sn - w / 2,
                                        cy + dx * sn + dy * cs - h / 2, w, h, c, z, p);
    s.rotation = angle;
    gfx_draw_sprite(d->r, &s);
}

static void draw_card(const OnitamaView *v, UiDraw *d, UiRect r, int card, float turn, int slot,
                      bool coloured, bool lit, float z) {
    const UiTheme *t = d->theme;
    const OnitamaPalette *pal = onitama_palette(t);
    const OnitamaCardInfo *info = &onitama_card_info[card];
    float sc = v->grid.cell / 100.0f;
    gfx_draw_shadow_under(d->r, r.x, r.y, r.w, r.h, 3 * sc, 10 * sc, 8 * sc, t->shadow, z - 0.2f);
    Error err;
    gfx_draw_svg(d->r, d->svg, "onitama_card.svg", r.x, r.y, r.w, r.h, UI_UNTINTED, z, &err);
    if (lit)
        gfx_draw_outline(d->r, r.x - 2 * sc, r.y - 2 * sc, r.w + 4 * sc, r.h + 4 * sc, 12 * sc,
                         4 * sc, card_colour(d, hand_index(slot)), z + 0.1f);
    /* The stamp: whose colour starts a game dealt this card as the side card. */
    gfx_draw_panel(d->r, r.x + 8 * sc, r.y + 9 * sc, 10 * sc, 10 * sc, 5 * sc,
                   t->player[info->stamp], z + 0.1f);
    float text_size = 15.0f * v->grid.cell / 100.0f / d->scale;
    ui_text(d, T(d, info->title), r.x + r.w / 2, r.y + 4 * sc, text_size, GFX_FONT_BOLD,
            GFX_ALIGN_CENTER, pal->card_ink);
    /* The move grid, read by the side it is drawn for (card_turn): turned over for the player at
     * the top, and turning while the card changes hands. */
    float top = r.y + 28 * sc, avail = r.h - 34 * sc;
    float g = avail / 5 < (r.w - 16 * sc) / 5 ? avail / 5 : (r.w - 16 * sc) / 5;
    float gx = r.x + (r.w - 5 * g) / 2;
    int flip = turn >= 0.5f;
    bool turning = turn > 0 && turn < 1;
    float angle = turn * HALF_TURN, mx = gx + 2.5f * g, my = top + 2.5f * g;
    if (turning) flip = 0; /* the grid as its first reader sees it, turned about its middle */
    /* One quad for the empty cells and eight for the lines between them, then only the centre
     * and the targets: a software renderer pays per quad, and five cards are drawn every frame. */
    GfxColor paper = pal->card_paper;
    if (turning) {
        turned_cell(d, GFX_PROG_PANEL, mx, my, mx, my, 5 * g, 5 * g, 2 * sc, angle, pal->card_grid,
                    z + 0.1f);
        for (int k = 1; k < 5; k++) {
            turned_cell(d, GFX_PROG_FADE, mx, my, gx + (float)k * g, my, 2, 5 * g, 0, angle, paper,
                        z + 0.12f);
            turned_cell(d, GFX_PROG_FADE, mx, my, mx, top + (float)k * g, 5 * g, 2, 0, angle, paper,
                        z + 0.12f);
        }
    } else {
        gfx_draw_panel(d->r, gx, top, 5 * g, 5 * g, 2 * sc, pal->card_grid, z + 0.1f);
        for (int k = 1; k < 5; k++) {
            gfx_draw_rect(d->r, gx + (float)k * g - 1, top, 2, 5 * g, paper, z + 0.12f);
            gfx_draw_rect(d->r, gx, top + (float)k * g - 1, 5 * g, 2, paper, z + 0.12f);
        }
    }
    for (int row = 0; row < 5; row++)
        for (int col = 0; col < 5; col++) {
            int dx = col - 2, dy = 2 - row;
            if (flip) dx = -dx, dy = -dy;
            bool target = false;
            for (int k = 0; k < info->moves; k++)
                if (info->dx[k] == dx && info->dy[k] == dy) target = true;
            if (!target && (dx || dy)) continue;
            /* The mover's cards in their own colours (as their targets show on the board); the
             * other side's and the side card in a quiet ink. */
            GfxColor c = !target    ? pal->card_ink
                         : coloured ? card_colour(d, hand_index(slot))
                                    : pal->card_ink_quiet;
            if (turning)
                turned_cell(d, GFX_PROG_PANEL, mx, my, gx + ((float)col + 0.5f) * g,
                            top + ((float)row + 0.5f) * g, g - 2, g - 2, 2 * sc, angle, c,
                            z + 0.14f);
            else
                gfx_draw_panel(d->r, gx + (float)col * g + 1, top + (float)row * g + 1, g - 2,
                               g - 2, 2 * sc, c, z + 0.14f);
        }
}

static void draw_board(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    const UiTheme *t = d->theme;
    float c = v->grid.cell, pad = c * RIM;
    gfx_draw_shadow_under(d->r, v->grid.x0 - pad, v->grid.y0 - pad, 5 * c + 2 * pad,
                          5 * c + 2 * pad, 4, c * 0.1f, c * 0.12f, t->shadow, 1);
    /* The wood, its squares and the Temple Arches: one picture while the layout stays. */
    float bx = v->grid.x0 - pad, by = v->grid.y0 - pad, bw = 5 * c + 2 * pad;
    const OnitamaPalette *pal = onitama_palette(t);
    struct {
        GfxColor player[2];
        UiPalette palette;
    } shown = {{t->player[0], t->player[1]}, t->palette}; /* what the layer's colours come from */
    if (gfx_layer_begin(d->r, view_grid_key(&v->grid, &shown, sizeof shown), bx, by, bw, bw, 2)) {
        gfx_draw_material(d->r, bx, by, bw, bw, c * 0.1f, GFX_MATERIAL_WOOD, UI_UNTINTED, 2);
        for (int sq = 0; sq < 25; sq++) {
            float x, y;
            view_grid_square_xy(&v->grid, sq, &x, &y);
            GfxColor cell = (sq % 5 + sq / 5) % 2 ? pal->square_light : pal->square_dark;
            gfx_draw_rect(d->r, x + 2, y + 2, c - 4, c - 4, ui_alpha(cell, 0.9f), 3);
        }
        Error err;
        for (int p = 0; p < 2; p++) {
            int temple = p == 0 ? ONITAMA_TEMPLE_BLUE : ONITAMA_TEMPLE_RED;
            float x, y;
            view_grid_square_xy(&v->grid, temple, &x, &y);
            gfx_draw_svg(d->r, d->svg, "onitama_temple.svg", x + c * 0.1f, y + c * 0.1f, c * 0.8f,
                         c * 0.8f, ui_alpha(t->player[p], 0.45f), 3.5f, &err);
        }
        gfx_layer_end(d->r);
    }
    if (f->coordinates) { /* files below the board, ranks left of it, both past the rim */
        /* Never below 11 pixels, however small the board. */
        float px = fmaxf(LABEL_SIZE * c, 11.0f), size = px / d->scale,
              room = (LABEL_ROOM - RIM) * c;
        for (int i = 0; i < 5; i++) {
            float x, y;
            char label[2] = {(char)('a' + i), 0};
            view_grid_square_xy(&v->grid, i, &x, &y);
            ui_text(d, label, x + c / 2, v->grid.y0 + 5 * c + pad, size, GFX_FONT_BOLD,
                    GFX_ALIGN_CENTER, t->text_dim);
            label[0] = (char)('1' + i);
            view_grid_square_xy(&v->grid, i * 5, &x, &y);
            ui_text(d, label, v->grid.x0 - pad - room / 2, y + c / 2 - px * 0.68f, size,
                    GFX_FONT_BOLD, GFX_ALIGN_CENTER, t->text_dim);
        }
    }
}

static void mark_square(const OnitamaView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y;
    view_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_rect(d->r, x + 2, y + 2, v->grid.cell - 4, v->grid.cell - 4, colour, z);
}

/* A card chosen first: the pieces that can move with it, tinted in its colour. */
static void draw_card_users(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    GfxColor c = ui_alpha(card_colour(d, hand_index(slot_of_card(v, v->card))), 0.5f);
    uint32_t marked = 0;
    for (int i = 0; i < f->move_count; i++) {
        Move m = f->moves[i];
        if (ONITAMA_MOVE_IS_PASS(m) || ONITAMA_MOVE_CARD(m) != v->card) continue;
        int from = ONITAMA_MOVE_FROM(m);
        if (marked >> from & 1u) continue;
        marked |= 1u << from;
        mark_square(v, d, from, c, 4);
    }
}

static void draw_targets(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    int from = v->selected;
    if (from == NONE && v->card != NONE && f->can_act) draw_card_users(v, f, d);
    if (from == NONE) return;
    mark_square(v, d, from, ui_alpha(d->theme->accent, 0.35f), 4);
    for (int i = 0; i < f->move_count; i++) {
        Move m = f->moves[i];
        if (ONITAMA_MOVE_IS_PASS(m) || ONITAMA_MOVE_FROM(m) != from) continue;
        int card = ONITAMA_MOVE_CARD(m);
        if (v->card != NONE && card != v->card) continue;
        int index = hand_index(slot_of_card(v, card));
        float x, y;
        view_grid_centre(&v->grid, ONITAMA_MOVE_TO(m), &x, &y);
        /* One ring per card: the first card's larger, the second's smaller, so a square both
         * reach shows both. */
        float r = v->grid.cell * (index == 0 ? 0.44f : 0.32f);
        gfx_draw_highlight(d->r, x, y, r, card_colour(d, index), 7);
    }
    if (v->choice_to != NONE) mark_square(v, d, v->choice_to, ui_alpha(d->theme->focus, 0.4f), 4);
}

static void draw_pieces(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    const OnitamaState *s = f->position;
    float t = f->has_last && f->before && f->progress < 1 ? view_ease(f->progress) : 1.0f;
    int from = NONE, to = NONE;
    if (t < 1 && !ONITAMA_MOVE_IS_PASS(f->last)) {
        from = ONITAMA_MOVE_FROM(f->last);
        to = ONITAMA_MOVE_TO(f->last);
    }
    for (int sq = 0; sq < 25; sq++)
        for (int p = 0; p < 2; p++) {
            if (!(s->pieces[p] >> sq & 1u)) continue;
            if (sq == v->selected && v->drag.dragging) continue;
            bool master = (s->master[p] >> sq & 1u) != 0;
            float x, y;
            view_grid_centre(&v->grid, sq, &x, &y);
            if (sq == to) { /* sliding in from where it stood */
                float fx, fy;
                view_grid_centre(&v->grid, from, &fx, &fy);
                x = fx + (x - fx) * t;
                y = fy + (y - fy) * t;
            }
            draw_piece(v, d, p, master, x, y, 1.0f, sq == to ? 9 : 8);
        }
    if (to != NONE) { /* a captured piece fades where it was taken */
        const OnitamaState *b = f->before;
        for (int p = 0; p < 2; p++)
            if (b->pieces[p] >> to & 1u) {
                float x, y;
                view_grid_centre(&v->grid, to, &x, &y);
                draw_piece(v, d, p, (b->master[p] >> to & 1u) != 0, x, y, 1 - t, 7.5f);
            }
    }
    if (v->drag.dragging && v->selected != NONE) {
        int p = (s->pieces[0] >> v->selected & 1u) ? 0 : 1;
        draw_piece(v, d, p, (s->master[p] >> v->selected & 1u) != 0, v->drag.x, v->drag.y, 1.0f,
                   12);
    }
}

static void draw_cards(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    float t = move_progress(f);
    int before_slot[SLOTS] = {NONE, NONE, NONE, NONE, NONE};
    if (t < 1) fill_slots(f->before, v->grid.viewer, before_slot);
    int hint_card = NONE;
    if (f->hint[0] && view_find_move(f, f->hint) != NONE)
        hint_card = ONITAMA_MOVE_CARD(f->moves[view_find_move(f, f->hint)]);
    for (int slot = 0; slot < SLOTS; slot++) {
        int card = v->slot_card[slot];
        UiRect r = v->slot[slot];
        if (t < 1) { /* the exchanged cards slide from where they were */
            for (int k = 0; k < SLOTS; k++)
                if (before_slot[k] == card && k != slot) {
                    r.x = v->slot[k].x + (r.x - v->slot[k].x) * t;
                    r.y = v->slot[k].y + (r.y - v->slot[k].y) * t;
                }
        }
        bool mine = mover_slot(v, f, slot);
        bool lit = (mine && f->can_act && v->card == card) || (mine && card == hint_card) ||
                   (mine && f->can_act && v->choice_to != NONE);
        int holder = slot_holder(v, slot);
        draw_card(v, d, r, card, card_turn(v, f, slot), slot,
                  holder != NONE && holder == coloured_side(f), lit, slot == SLOT_SIDE ? 5 : 5.5f);
    }
}

static void draw_hint(const OnitamaView *v, const ViewFrame *f, UiDraw *d) {
    int i = f->hint[0] ? view_find_move(f, f->hint) : NONE;
    if (i == NONE || ONITAMA_MOVE_IS_PASS(f->moves[i])) return;
    /* In the colour of the card the hint plays, as its card is lit. */
    GfxColor c = card_colour(d, hand_index(slot_of_card(v, ONITAMA_MOVE_CARD(f->moves[i]))));
    for (int k = 0; k < 2; k++) {
        int sq = k ? ONITAMA_MOVE_TO(f->moves[i]) : ONITAMA_MOVE_FROM(f->moves[i]);
        float x, y;
        view_grid_square_xy(&v->grid, sq, &x, &y);
        gfx_draw_outline(d->r, x + 4, y + 4, v->grid.cell - 8, v->grid.cell - 8,
                         v->grid.cell * 0.08f, v->grid.cell * 0.05f, c, 6);
    }
}

static void onitama_draw(void *vd, const ViewFrame *f, UiDraw *d) {
    OnitamaView *v = vd;
    draw_board(v, f, d);
    if (f->has_last && !ONITAMA_MOVE_IS_PASS(f->last)) {
        GfxColor lastc = ui_alpha(d->theme->accent_soft, 0.75f);
        mark_square(v, d, ONITAMA_MOVE_FROM(f->last), lastc, 3.6f);
        mark_square(v, d, ONITAMA_MOVE_TO(f->last), lastc, 3.6f);
    }
    draw_targets(v, f, d);
    draw_hint(v, f, d);
    draw_pieces(v, f, d);
    draw_cards(v, f, d);
    if (v->cursor.shown && f->can_act)
        view_draw_focus(d, view_grid_square_rect(&v->grid, v->cursor.at), 2, v->grid.cell * 0.06f,
                        v->grid.cell * 0.04f, 10);
    /* No move on the board: a card must be given, and the cards say so. */
    bool pass = f->can_act && f->move_count > 0 && ONITAMA_MOVE_IS_PASS(f->moves[0]);
    if (pass || v->choice_to != NONE) {
        /* Beside the mover's pair, on the side away from the side card: above the top pair,
         * below the bottom one. */
        int first = hand_slot(v, f->to_move, 0);
        UiRect r = v->slot[first];
        const char *say = pass ? T(d, "No move: click the card to give")
                               : T(d, "Both cards reach it: click the card to use");
        /* Readable on a small board too: never below 12 pixels. */
        float px = fmaxf(13.0f * v->grid.cell / 100.0f, 12.0f), size = px / d->scale;
        float width = v->slot[first + 1].x + r.w - r.x, gap = v->grid.cell * 0.1f;
        /* Three lines at most: under a small board's pair some languages need the third. */
        int starts[3], ends[3];
        int lines = ui_wrap(d, say, size, GFX_FONT_BOLD, width, starts, ends, 3);
        if (lines > 3) lines = 3;
        float y = first == 0 ? r.y + r.h + gap : r.y - gap - (float)lines * px * 1.3f;
        ui_paragraph(d, say, r.x, y, width, size, GFX_FONT_BOLD, d->theme->text, size * 1.3f, 3);
    }
}

static int onitama_images(void *vd, const ViewFrame *f, float pixel_scale, const char **names,
                          int *w, int *h, int max) {
    (void)f;
    const OnitamaView *v = vd;
    static const char *const files[] = {"onitama_master.svg", "onitama_student.svg",
                                        "onitama_temple.svg"};
    static const float sizes[] = {0.82f, 0.66f, 0.8f};
    int n = 0;
    for (int i = 0; i < 3 && n < max; i++, n++) {
        names[n] = files[i];
        w[n] = h[n] = (int)(v->grid.cell * sizes[i] * pixel_scale + 0.5f);
    }
    if (n < max) { /* the cards' frame, at a card's size */
        names[n] = "onitama_card.svg";
        w[n] = (int)(v->slot[0].w * pixel_scale + 0.5f);
        h[n] = (int)(v->slot[0].h * pixel_scale + 0.5f);
        n++;
    }
    return n;
}

/* For the scripts: `side_card`, the side card's name, the side it is drawn for (the one to move,
 * who takes it next) and its turn on screen in degrees (0 read from the bottom, 180 from the top;
 * between while it turns). */
static bool onitama_query(void *vd, const ViewFrame *f, const char *key, char *out, size_t n) {
    const OnitamaView *v = vd;
    if (strcmp(key, "side_card") != 0) return false;
    int card = v->slot_card[SLOT_SIDE];
    snprintf(out, n, "%s %s %d", onitama_card_info[card].name,
             f->rules->player_names[slot_facing(v, SLOT_SIDE, f->to_move)],
             (int)lroundf(card_turn(v, f, SLOT_SIDE) * 180));
    return true;
}

/* The rules page's figure "cards:tiger,crab,...": those cards as a game shows them, in rows of
 * at most four, read from the bottom with their moves in the first card's colour. Reads the
 * names into `cards`; how many, 0 when a name is no card's or there are none. */
enum { FIGURE_CARDS_MAX = 16, FIGURE_COLUMNS = 4 };
static int figure_cards(const char *name, int *cards) {
    if (strncmp(name, "cards:", 6) != 0) return 0;
    char list[512];
    snprintf(list, sizeof list, "%s", name + 6);
    int n = 0;
    char *save = NULL;
    for (char *c = strtok_r(list, ",", &save); c; c = strtok_r(NULL, ",", &save)) {
        int card = onitama_card_by_name(c);
        if (card < 0 || n == FIGURE_CARDS_MAX) return 0;
        cards[n++] = card;
    }
    return n;
}

static bool onitama_figure(void *vd, const char *name, UiDraw *d, UiRect area, float *aspect) {
    int cards[FIGURE_CARDS_MAX], n = figure_cards(name, cards);
    if (n == 0) return false;
    int cols = n < FIGURE_COLUMNS ? n : FIGURE_COLUMNS, rows = (n + FIGURE_COLUMNS - 1) / 4;
    /* A card as the board lays it out: 1.5 cells wide, about 1.6 high, 0.12 apart. */
    float gap = 0.12f, card_w = 1.5f, card_h = (5 - 2 * gap) / 3;
    float width = (float)cols * card_w + (float)(cols - 1) * gap * 2;
    float height = (float)rows * card_h + (float)(rows - 1) * gap * 2;
    if (aspect) *aspect = height / width;
    if (!d) return true;
    OnitamaView *v = vd;
    float cell = area.w / width;
    v->grid.cell = cell; /* what a card's drawing is scaled by */
    for (int i = 0; i < n; i++) {
        int col = i % FIGURE_COLUMNS, row = i / FIGURE_COLUMNS;
        UiRect r = {area.x + (float)col * (card_w + 2 * gap) * cell,
                    area.y + (float)row * (card_h + 2 * gap) * cell, card_w * cell, card_h * cell};
        draw_card(v, d, r, cards[i], 0, 0, true, false, 5);
    }
    return true;
}

static bool onitama_cell_rect(void *vd, const ViewFrame *f, const char *cell, UiRect *out) {
    (void)f;
    return view_grid_cell_rect(&((const OnitamaView *)vd)->grid, cell, 'a', out);
}

const GameView onitama_view = {
    .game_id = "onitama",
    .look =
        {
            .tagline = N_("Five move cards, a master and four students."),
            .art_position = "rrRrr/5/2B2/5/bb1bb red ox,boar elephant,horse tiger",
            .material = GFX_MATERIAL_WOOD,
            .players = {N_("Blue"), N_("Red")},
            .players_colourblind = {N_("Blue"), N_("Orange")}, /* the theme's Okabe-Ito pair */
        },
    .data_size = sizeof(OnitamaView),
    .reset = onitama_reset,
    .layout = onitama_layout,
    .draw = onitama_draw,
    .input = onitama_input,
    .script = onitama_script,
    .move_seconds = onitama_move_seconds,
    .images = onitama_images,
    .query = onitama_query,
    .cell_rect = onitama_cell_rect,
    .figure = onitama_figure,
};
