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

static const GottazState *state_of(const BoardViewFrame *f) {
    return f->position;
}

static bool drafting(const BoardViewFrame *f) {
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
    v->drag.pressed = v->drag.dragging = false;
    v->choice_count = 0;
}

static void gottaz_layout(void *vd, const BoardViewFrame *f, UiRect area, float scale) {
    (void)scale;
    GottazView *v = vd;
    v->grid.viewer = f->viewer;
    v->grid.files = v->grid.ranks = 5;
    /* Height: a tray, the board, the files' letters, a tray; width: the ranks' numbers, the
     * board and a column of totals. */
    float cell_h = area.h / (5 + 2 * 0.6f + 0.6f), cell_w = area.w / (5 + 2.1f);
    float cell = cell_h < cell_w ? cell_h : cell_w;
    if (cell < 1) cell = 1;
    v->grid.cell = cell;
    v->tile = cell * 0.46f; /* ten tiles side by side span the board's width */
    v->grid.x0 = area.x + (area.w - cell * 7.1f) / 2 + cell * 0.3f;
    v->grid.y0 = area.y + (area.h - 5 * cell) / 2;
    v->tray_x = v->grid.x0;
    v->tray_y[0] = v->grid.y0 + 5 * cell + cell * 0.45f;
    v->tray_y[1] = v->grid.y0 - cell * 0.15f - v->tile;
    v->lines_x = v->grid.x0 + 5 * cell + cell * 0.25f;
    v->pass = (UiRect){v->lines_x + cell * 0.2f, v->tray_y[0], cell * 1.4f, v->tile * 0.6f};
    gottaz_draft_layout(&v->draft, area);
}

/* ---- geometry ---- */

/* Tray slot `i` of player `p` (the viewer's tray is the lower one). */
static UiRect slot_rect(const GottazView *v, int p, int i) {
    int tray = p == v->grid.viewer ? 0 : 1;
    float step = v->grid.cell * 0.5f;
    return (UiRect){v->tray_x + (float)i * step, v->tray_y[tray], v->tile, v->tile};
}

static int slot_at(const GottazView *v, const GottazState *s, int p, float x, float y) {
    for (int i = s->hand_n[p] - 1; i >= 0; i--) /* the later tile lies on top */
        if (board_rect_contains(slot_rect(v, p, i), x, y)) return i;
    return NONE;
}

/* The buttons of the actions that need no target square (Tsunami, Rotate), beside the pawn. */
static UiRect action_rect(const GottazView *v, int sq, int k) {
    float x, y;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    return (UiRect){x + v->grid.cell * 0.05f, y - v->grid.cell * (0.36f + 0.34f * (float)k),
                    v->grid.cell * 0.9f, v->grid.cell * 0.3f};
}

/* ---- moves ---- */

int gottaz_view_find_text(const BoardViewFrame *f, const char *text) {
    for (int i = 0; i < f->move_count; i++)
        if (strcmp(f->texts[i], text) == 0) return i;
    return NONE;
}

static bool targets_square(Move m) {
    int k = gz_move_kind(m);
    return k == GZ_MV_MOVE || k == GZ_MV_LEAP || k == GZ_MV_SLANT || k == GZ_MV_SWAP ||
           k == GZ_MV_JUMP;
}

/* Whether move m starts from what the view holds. */
static bool from_held(const GottazView *v, const BoardViewFrame *f, Move m) {
    const GottazState *s = state_of(f);
    if (v->source == SRC_HAND)
        return gz_move_kind(m) == GZ_MV_PLACE &&
               gz_move_type(m) == s->hand[f->to_move][v->hand_slot] &&
               gz_move_side(m) == v->side_up;
    if (v->source == SRC_SQUARE)
        return gz_move_from(m) == v->square && gz_move_kind(m) > GZ_MV_PLACE;
    return false;
}

static int moves_to(const GottazView *v, const BoardViewFrame *f, int sq, int *index, int max) {
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

static int action_moves(const GottazView *v, const BoardViewFrame *f, int *index, int max) {
    int n = 0;
    for (int i = 0; i < f->move_count && n < max; i++) {
        int k = gz_move_kind(f->moves[i]);
        if ((k == GZ_MV_TSUNAMI || k == GZ_MV_ROTATE) && from_held(v, f, f->moves[i]))
            index[n++] = i;
    }
    return n;
}

BoardViewResult gottaz_view_emit(GottazView *v, const char *text, char *move, size_t n) {
    snprintf(move, n, "%s", text);
    gottaz_view_reset(v);
    return BOARD_VIEW_MOVE;
}

/* The held piece put down on `sq`: the move, a question between several, or (a square the
 * rules will refuse) the plain text of that drop, so that the scene shows their reason. */
static BoardViewResult drop(GottazView *v, const BoardViewFrame *f, int sq, char *move, size_t n) {
    int index[CHOICES_MAX];
    int count = moves_to(v, f, sq, index, CHOICES_MAX);
    if (count == 1) return gottaz_view_emit(v, f->texts[index[0]], move, n);
    if (count > 1) {
        v->choice_to = sq;
        v->choice_count = count;
        float x, y;
        board_grid_square_xy(&v->grid, sq, &x, &y);
        for (int k = 0; k < count; k++) {
            v->choice_move[k] = index[k];
            v->choice_rect[k] =
                (UiRect){x + v->grid.cell * 0.05f, y + v->grid.cell * (1.02f + 0.3f * k),
                         v->grid.cell * 0.9f, v->grid.cell * 0.28f};
        }
        v->drag.pressed = v->drag.dragging = false;
        return BOARD_VIEW_TAKEN;
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
    board_drag_press(&v->drag, x, y);
}

static void hold_square(GottazView *v, int sq, float x, float y) {
    hold_hand(v, NONE, x, y);
    v->source = SRC_SQUARE;
    v->square = sq;
}

static bool holding(const GottazView *v) {
    return v->source != SRC_NONE;
}

static BoardViewResult press(GottazView *v, const BoardViewFrame *f, float x, float y, char *move,
                             size_t n) {
    const GottazState *s = state_of(f);
    if (v->choice_to != NONE) {
        for (int k = 0; k < v->choice_count; k++)
            if (board_rect_contains(v->choice_rect[k], x, y))
                return gottaz_view_emit(v, f->texts[v->choice_move[k]], move, n);
        gottaz_view_reset(v);
        return BOARD_VIEW_TAKEN;
    }
    if (board_rect_contains(v->pass, x, y)) {
        int i = gottaz_view_find_text(f, "pass");
        if (i != NONE) return gottaz_view_emit(v, f->texts[i], move, n);
    }
    if (v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (board_rect_contains(action_rect(v, v->square, k), x, y))
                return gottaz_view_emit(v, f->texts[index[k]], move, n);
    }
    int sq = board_grid_square_at(&v->grid, x, y);
    if (holding(v) && sq != NONE && sq != v->square) {
        BoardViewResult r = drop(v, f, sq, move, n);
        if (r != BOARD_VIEW_IGNORED) return r;
    }
    int slot = slot_at(v, s, f->to_move, x, y);
    if (slot != NONE) {
        bool same = v->source == SRC_HAND && v->hand_slot == slot;
        int side = v->side_up;
        hold_hand(v, slot, x, y);
        if (same) v->side_up = side; /* a second press keeps the flip */
        return BOARD_VIEW_TAKEN;
    }
    if (sq != NONE && s->board[sq].type1 && s->board[sq].owner == f->to_move) {
        hold_square(v, sq, x, y);
        return BOARD_VIEW_TAKEN;
    }
    bool had = holding(v);
    gottaz_view_reset(v);
    return had ? BOARD_VIEW_TAKEN : BOARD_VIEW_IGNORED;
}

static BoardViewResult release(GottazView *v, const BoardViewFrame *f, float x, float y, char *move,
                               size_t n) {
    if (!v->drag.pressed) return BOARD_VIEW_IGNORED;
    if (!board_drag_release(&v->drag)) return BOARD_VIEW_TAKEN; /* a click: the piece stays held */
    int sq = board_grid_square_at(&v->grid, x, y);
    if (sq != NONE && sq != v->square) return drop(v, f, sq, move, n);
    if (sq == NONE) gottaz_view_reset(v); /* dropped off the board: back to where it was */
    return BOARD_VIEW_TAKEN;
}

/* The held tile turns over at once, so its new face can be read straight away. */
static BoardViewResult flip(GottazView *v, const BoardViewFrame *f) {
    if (v->source != SRC_HAND) return BOARD_VIEW_IGNORED;
    if (!gottaz_tile_same_sides(state_of(f)->hand[f->to_move][v->hand_slot])) v->side_up ^= 1;
    return BOARD_VIEW_TAKEN;
}

static BoardViewResult key(GottazView *v, const BoardViewFrame *f, const UiInput *in, char *move,
                           size_t n) {
    const GottazState *s = state_of(f);
    if (in->key == UI_KEY_ESCAPE) {
        if (!holding(v) && v->choice_to == NONE) return BOARD_VIEW_IGNORED;
        gottaz_view_reset(v);
        return BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'f') return flip(v, f);
    /* The buttons by the board, by key: 1-4 answer a question between actions; T and R are
     * Tsunami and Rotate of the pawn held; P passes when that is the only move. */
    if (in->key == UI_KEY_CHAR && in->ch >= '1' && in->ch <= '4' && v->choice_to != NONE) {
        int k = in->ch - '1';
        return k < v->choice_count ? gottaz_view_emit(v, f->texts[v->choice_move[k]], move, n)
                                   : BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && (in->ch == 't' || in->ch == 'r') && v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (gz_move_kind(f->moves[index[k]]) == (in->ch == 't' ? GZ_MV_TSUNAMI : GZ_MV_ROTATE))
                return gottaz_view_emit(v, f->texts[index[k]], move, n);
        return BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'p' && gottaz_view_find_text(f, "pass") != NONE)
        return gottaz_view_emit(v, "pass", move, n);
    int hand = s->hand_n[f->to_move];
    if (v->cursor_shown && v->cursor >= 25 + hand) v->cursor = hand > 0 ? 25 : 12; /* hand shrank */
    if (in->key == UI_KEY_LEFT || in->key == UI_KEY_RIGHT || in->key == UI_KEY_UP ||
        in->key == UI_KEY_DOWN) {
        if (!v->cursor_shown) {
            v->cursor_shown = true;
            v->cursor = hand > 0 ? 25 : 2;
            return BOARD_VIEW_TAKEN;
        }
        if (v->cursor >= 25) { /* in the tray: left and right through it, up to the board */
            int i = v->cursor - 25;
            if (in->key == UI_KEY_UP)
                v->cursor = v->grid.viewer == 0 ? (i < 5 ? i : 4) : 24 - (i < 5 ? i : 4);
            if (in->key == UI_KEY_LEFT && i > 0) v->cursor--;
            if (in->key == UI_KEY_RIGHT && i + 1 < hand) v->cursor++;
            return BOARD_VIEW_TAKEN;
        }
        int file = v->cursor % 5, rank = v->cursor / 5;
        int dx = in->key == UI_KEY_RIGHT ? 1 : in->key == UI_KEY_LEFT ? -1 : 0;
        int dy = in->key == UI_KEY_UP ? 1 : in->key == UI_KEY_DOWN ? -1 : 0;
        if (v->grid.viewer == 1) dx = -dx, dy = -dy;
        int row_from_bottom = v->grid.viewer == 0 ? rank : 4 - rank;
        if (in->key == UI_KEY_DOWN && row_from_bottom == 0 && hand > 0) {
            v->cursor = 25;
            return BOARD_VIEW_TAKEN;
        }
        if (file + dx >= 0 && file + dx < 5 && rank + dy >= 0 && rank + dy < 5)
            v->cursor = (rank + dy) * 5 + file + dx;
        return BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_ENTER && v->cursor_shown) {
        float x, y;
        if (v->cursor >= 25) {
            UiRect r = slot_rect(v, f->to_move, v->cursor - 25);
            x = r.x + v->grid.cell * 0.2f, y = r.y + r.h / 2;
        } else {
            board_grid_centre(&v->grid, v->cursor, &x, &y);
        }
        BoardViewResult r = press(v, f, x, y, move, n);
        v->drag.pressed = false;
        return r;
    }
    return BOARD_VIEW_IGNORED;
}

static BoardViewResult gottaz_input(void *vd, const BoardViewFrame *f, const UiInput *in,
                                    char *move, size_t n) {
    GottazView *v = vd;
    if (!f->can_act) return BOARD_VIEW_IGNORED;
    if (drafting(f)) return gottaz_draft_input(v, f, in, move, n);
    /* The mouse takes over from the keys: the cursor goes until an arrow is pressed. */
    bool had_cursor = v->cursor_shown;
    if (in->kind == UI_INPUT_PRESS || in->kind == UI_INPUT_MOTION) v->cursor_shown = false;
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button == UI_MOUSE_SECONDARY) return flip(v, f);
        if (in->button != UI_MOUSE_PRIMARY) return BOARD_VIEW_IGNORED;
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION:
        return board_drag_motion(&v->drag, in->x, in->y) || had_cursor ? BOARD_VIEW_TAKEN
                                                                       : BOARD_VIEW_IGNORED;
    case UI_INPUT_RELEASE:
        if (in->button != UI_MOUSE_PRIMARY) return BOARD_VIEW_IGNORED;
        return release(v, f, in->x, in->y, move, n);
    case UI_INPUT_WHEEL:
        return flip(v, f);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return BOARD_VIEW_IGNORED;
    }
}

/* ---- the inputs that play a move, for tests ---- */

static int put_key(UiInput *out, int count, int max, char ch) {
    if (count < max) out[count++] = (UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = ch};
    return count;
}

static int gottaz_script(void *vd, const BoardViewFrame *f, const char *text, bool drag,
                         UiInput *out, int max) {
    GottazView *v = vd;
    int i = gottaz_view_find_text(f, text);
    if (i == NONE) return 0;
    Move m = f->moves[i];
    const GottazState *s = state_of(f);
    int kind = gz_move_kind(m), count = 0;
    float x0, y0, x1, y1;
    if (kind == GZ_MV_PICK || kind == GZ_MV_DONE) return gottaz_draft_script(v, m, out, max);
    if (kind == GZ_MV_PASS)
        return board_script_click(out, max, v->pass.x + v->pass.w / 2, v->pass.y + v->pass.h / 2,
                                  UI_MOUSE_PRIMARY);
    GottazView probe = *v;
    gottaz_view_reset(&probe);
    if (kind == GZ_MV_PLACE) {
        int slot = NONE;
        for (int k = 0; k < s->hand_n[f->to_move]; k++)
            if (s->hand[f->to_move][k] == gz_move_type(m)) slot = k;
        if (slot == NONE) return 0;
        UiRect r = slot_rect(v, f->to_move, slot);
        x0 = r.x + v->grid.cell * 0.2f, y0 = r.y + r.h / 2;
        probe.source = SRC_HAND;
        probe.hand_slot = slot;
        probe.side_up = gz_move_side(m);
    } else {
        board_grid_centre(&v->grid, gz_move_from(m), &x0, &y0);
        probe.source = SRC_SQUARE;
        probe.square = gz_move_from(m);
    }
    bool flipped = kind == GZ_MV_PLACE && gz_move_side(m) == 1;
    if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE) {
        int index[2];
        int n = action_moves(&probe, f, index, 2);
        for (int k = 0; k < n; k++)
            if (index[k] == i) {
                UiRect r = action_rect(v, gz_move_from(m), k);
                count = board_script_click(out, max, x0, y0, UI_MOUSE_PRIMARY);
                return count + board_script_click(out + count, max - count, r.x + r.w / 2,
                                                  r.y + r.h / 2, UI_MOUSE_PRIMARY);
            }
        return 0;
    }
    board_grid_centre(&v->grid, gz_move_to(m), &x1, &y1);
    if (drag) {
        /* Press, flip while held if need be, then the motions and the release. */
        count = board_script_drag(out, max, x0, y0, x1, y1);
        if (flipped && count >= 2 && count < max) {
            memmove(out + 3, out + 2, sizeof *out * (size_t)(count - 2));
            out[2] = (UiInput){.kind = UI_INPUT_KEY, .key = UI_KEY_CHAR, .ch = 'f'};
            count++;
        }
    } else {
        count = board_script_click(out, max, x0, y0, UI_MOUSE_PRIMARY);
        if (flipped) count = put_key(out, count, max, 'f');
        count += board_script_click(out + count, max - count, x1, y1, UI_MOUSE_PRIMARY);
    }
    int index[CHOICES_MAX];
    int n = moves_to(&probe, f, gz_move_to(m), index, CHOICES_MAX);
    for (int k = 0; n > 1 && k < n; k++)
        if (index[k] == i) {
            float sx, sy;
            board_grid_square_xy(&v->grid, gz_move_to(m), &sx, &sy);
            count += board_script_click(out + count, max - count, sx + v->grid.cell * 0.5f,
                                        sy + v->grid.cell * (1.02f + 0.3f * (float)k + 0.14f),
                                        UI_MOUSE_PRIMARY);
        }
    return count;
}

/* Whether the last move ended in a battle, with both sides' sums ("3 + 1 + 1 = 5") then. */
static bool last_battle(const BoardViewFrame *f, char *attacker, char *defender, size_t n) {
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

static float gottaz_move_seconds(const BoardViewFrame *f) {
    char a[64], d[64];
    return last_battle(f, a, d, sizeof a) ? 1.4f : 0.3f; /* time to read a battle's sums */
}

static void draw_battle(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    char a[64], b[64];
    if (f->progress >= 1 || !last_battle(f, a, b, sizeof a)) return;
    char text[160];
    snprintf(text, sizeof text, T(d, "%s against %s"), a, b);
    float x, y, size = 16.0f * v->grid.cell / 100.0f / d->scale;
    board_grid_square_xy(&v->grid, gz_move_to(f->last), &x, &y);
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
                   ui_alpha(ui_rgb(0xf4efe4), alpha), z + 0.01f);
    if (owner == 1)
        gfx_draw_panel(d->r, x + size * 0.42f, y + in * 0.2f, size * 0.16f, in * 0.8f, in * 0.3f,
                       ui_alpha(ui_rgb(0xf4efe4), alpha), z + 0.02f);
}

void gottaz_draw_tile(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                      float alpha, float z) {
    tile_body(d, x, y, size, owner, alpha, z);
    char big[8], small[8];
    snprintf(big, sizeof big, "%d", gottaz_tile_strength(type, side));
    snprintf(small, sizeof small, "%c%d",
             gottaz_ability_letter(gottaz_tile_ability(type, 1 - side)),
             gottaz_tile_strength(type, 1 - side));
    float text = size * 0.4f / d->scale, small_text = size * 0.24f / d->scale;
    float in = size * 0.07f;
    GfxColor ink = ui_alpha(ui_rgb(0x2e2a25), alpha);
    Error err;
    float icon = size * 0.44f;
    gfx_draw_svg(d->r, d->svg, gottaz_ability_icon[gottaz_tile_ability(type, side)],
                 x + size * 0.1f, y + size * 0.14f, icon, icon, ink, z + 0.02f, &err);
    float layer = d->layer;
    d->layer = z + 0.05f - 10; /* the text on the tile, also when it is lifted over others */
    ui_text(d, big, x + size * 0.74f, y + size * 0.1f, text, GFX_FONT_BOLD, GFX_ALIGN_CENTER, ink);
    ui_text(d, small, x + size - in * 1.2f, y + size - in - size * 0.3f, small_text, GFX_FONT_BOLD,
            GFX_ALIGN_RIGHT, ui_alpha(ui_rgb(0x6b5d4c), alpha));
    d->layer = layer;
}

void gottaz_draw_tile_faces(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                            float alpha, float z) {
    tile_body(d, x, y, size, owner, alpha, z);
    float in = size * 0.07f, half = (size - 2 * in) / 2;
    gfx_draw_rect(d->r, x + in * 1.5f, y + in + half - size * 0.006f, size - 3 * in,
                  size * 0.012f + 0.5f, ui_alpha(ui_rgb(0xb8ab98), alpha), z + 0.02f);
    GfxColor ink = ui_alpha(ui_rgb(0x2e2a25), alpha);
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
static void draw_held_tile(const GottazView *v, UiDraw *d, float x, float y, float size, int type,
                           int owner, float z) {
    gottaz_draw_tile(d, x, y, size, type, owner, v->side_up, 1.0f, z);
}

static void draw_board(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    const UiTheme *t = d->theme;
    GottazBoardColours colours;
    gottaz_board_colours(f->scheme, &colours);
    float c = v->grid.cell, pad = c * 0.1f;
    gfx_draw_shadow(d->r, v->grid.x0 - pad, v->grid.y0 - pad + 4, 5 * c + 2 * pad, 5 * c + 2 * pad,
                    c * 0.1f, c * 0.12f, t->shadow, 1);
    /* The slate, its squares and the centre line: one picture while the layout stays. */
    float bx = v->grid.x0 - pad, by = v->grid.y0 - pad, bw = 5 * c + 2 * pad;
    int scheme = f->scheme;
    if (gfx_layer_begin(d->r, board_grid_key(&v->grid, &scheme, sizeof scheme), bx, by, bw, bw,
                        2)) {
        gfx_draw_material(d->r, bx, by, bw, bw, c * 0.1f, GFX_MATERIAL_SLATE,
                          (GfxColor){1, 1, 1, 1}, 2);
        for (int sq = 0; sq < GZ_SQUARES; sq++) {
            float x, y;
            board_grid_square_xy(&v->grid, sq, &x, &y);
            bool centre = sq / GZ_SIZE == GZ_CENTER_RANK;
            /* Opaque, so that a target's mark is seen against exactly this colour. */
            gfx_draw_rect(d->r, x + c * 0.03f, y + c * 0.03f, c * 0.94f, c * 0.94f,
                          centre ? colours.centre : colours.square, 3);
        }
        /* The centre line: three pawns on it win. */
        float lx, ly;
        board_grid_square_xy(&v->grid, GZ_CENTER_RANK * GZ_SIZE, &lx, &ly);
        gfx_draw_outline(d->r, v->grid.x0, ly, 5 * c, c, c * 0.06f, c * 0.03f,
                         ui_alpha(ui_rgb(0xe9d8a6), 0.9f), 3.2f);
        gfx_layer_end(d->r);
    }
    if (f->coordinates) { /* outside the board, where no tile covers them */
        float size = 14.0f * c / 100.0f / d->scale;
        GfxColor ink = d->theme->text_dim;
        for (int i = 0; i < 5; i++) {
            float x, y;
            char label[2] = {(char)('a' + i), 0};
            board_grid_square_xy(&v->grid, i, &x, &y);
            ui_text(d, label, x + c / 2, v->grid.y0 + 5 * c + pad + c * 0.02f, size, GFX_FONT_BOLD,
                    GFX_ALIGN_CENTER, ink);
            label[0] = (char)('1' + i);
            board_grid_square_xy(&v->grid, i * 5, &x, &y);
            ui_text(d, label, v->grid.x0 - pad - c * 0.06f, y + c * 0.5f - size * d->scale * 0.7f,
                    size, GFX_FONT_BOLD, GFX_ALIGN_RIGHT, ink);
        }
    }
}

static void mark_square(const GottazView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_rect(d->r, x + 2, y + 2, v->grid.cell - 4, v->grid.cell - 4, colour, z);
}

static void frame_square(const GottazView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y, c = v->grid.cell;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_outline(d->r, x + c * 0.03f, y + c * 0.03f, c * 0.94f, c * 0.94f, c * 0.04f, c * 0.05f,
                     colour, z);
}

/* Each rank's totals against the line limit: what a placement or a Swap must keep under. */
static void draw_lines(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    GottazLines lines;
    gottaz_lines_compute(state_of(f), &lines);
    float size = 13.0f * v->grid.cell / 100.0f / d->scale;
    for (int rank = 0; rank < GZ_SIZE; rank++) {
        float x, y;
        board_grid_square_xy(&v->grid, rank * GZ_SIZE, &x, &y);
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

static void draw_pawns(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
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
        board_grid_square_xy(&v->grid, sq, &x, &y);
        float alpha = 1.0f;
        if (sq == to && from != NONE) { /* sliding from where it stood */
            float fx, fy;
            board_grid_square_xy(&v->grid, from, &fx, &fy);
            x = fx + (x - fx) * t;
            y = fy + (y - fy) * t;
        } else if (sq == to) {
            alpha = t; /* a placed tile appears */
        }
        gottaz_draw_tile(d, x + inset, y + inset, size, c->type1 - 1, c->owner, c->side, alpha,
                         sq == to ? 9 : 8);
    }
}

static void draw_trays(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    const GottazState *s = state_of(f);
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < s->hand_n[p]; i++) {
            bool held = f->can_act && p == f->to_move && v->source == SRC_HAND && v->hand_slot == i;
            if (held && v->drag.dragging) continue;
            UiRect r = slot_rect(v, p, i);
            if (held) { /* lifted out of the tray, over the keyboard's cursor */
                float size = v->grid.cell * 0.84f;
                draw_held_tile(v, d, r.x + r.w / 2 - size / 2,
                               r.y + r.h - size - v->grid.cell * 0.12f, size, s->hand[p][i], p, 17);
            } else
                gottaz_draw_tile(d, r.x, r.y, r.w, s->hand[p][i], p, 0, 1.0f, 6 + (float)i * 0.05f);
        }
    if (v->drag.dragging && v->source == SRC_HAND) {
        float size = v->grid.cell * 0.84f;
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
                        const GottazBoardColours *colours) {
    float c = v->grid.cell, x, y;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    GfxColor colour = plain ? colours->target : colours->ability_target;
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

static void draw_targets(GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    if (!holding(v) || !f->can_act) return;
    GottazBoardColours colours;
    gottaz_board_colours(f->scheme, &colours);
    if (v->source == SRC_SQUARE) mark_square(v, d, v->square, ui_alpha(d->theme->accent, 0.35f), 4);
    for (int i = 0; i < f->move_count; i++) {
        Move m = f->moves[i];
        if (!from_held(v, f, m)) continue;
        int kind = gz_move_kind(m);
        if (kind == GZ_MV_PLACE || targets_square(m)) {
            float x, y;
            board_grid_centre(&v->grid, gz_move_to(m), &x, &y);
            /* A plain step or placement in the accent colour; an ability's landing in its own,
             * with a smaller ring so both show where they meet. */
            bool plain = kind == GZ_MV_PLACE || kind == GZ_MV_MOVE;
            draw_target(v, d, state_of(f), gz_move_to(m), plain, &colours);
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

static void gottaz_draw(void *vd, const BoardViewFrame *f, UiDraw *d) {
    GottazView *v = vd;
    if (drafting(f)) {
        gottaz_draft_draw(v, f, d);
        return;
    }
    draw_board(v, f, d);
    draw_lines(v, f, d);
    if (f->has_last) {
        /* A frame, not a fill: a target drawn there stays on the square's own colour. */
        GfxColor lastc = ui_alpha(d->theme->accent_soft, 0.85f);
        int kind = gz_move_kind(f->last);
        if (targets_square(f->last)) frame_square(v, d, gz_move_from(f->last), lastc, 3.6f);
        if (kind == GZ_MV_PLACE || targets_square(f->last))
            frame_square(v, d, gz_move_to(f->last), lastc, 3.6f);
        if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE)
            frame_square(v, d, gz_move_from(f->last), lastc, 3.6f);
    }
    if (f->hint[0]) {
        int i = gottaz_view_find_text(f, f->hint);
        if (i != NONE && gz_move_kind(f->moves[i]) != GZ_MV_PASS) {
            float x, y;
            board_grid_square_xy(&v->grid, gz_move_to(f->moves[i]), &x, &y);
            if (gz_move_kind(f->moves[i]) == GZ_MV_TSUNAMI ||
                gz_move_kind(f->moves[i]) == GZ_MV_ROTATE)
                board_grid_square_xy(&v->grid, gz_move_from(f->moves[i]), &x, &y);
            gfx_draw_outline(d->r, x + 4, y + 4, v->grid.cell - 8, v->grid.cell - 8,
                             v->grid.cell * 0.08f, v->grid.cell * 0.05f, d->theme->focus, 10);
        }
    }
    draw_targets(v, f, d);
    draw_pawns(v, f, d);
    draw_trays(v, f, d);
    draw_battle(v, f, d);
    if (f->can_act && gottaz_view_find_text(f, "pass") != NONE)
        ui_button(d, "board.pass", T(d, "Pass"), v->pass, UI_BUTTON_PRIMARY);
    /* The keys' cursor; on the tile held from the tray the lifted tile shows where it is. */
    bool on_held = v->source == SRC_HAND && v->cursor == 25 + v->hand_slot;
    if (v->cursor_shown && f->can_act && !on_held &&
        v->cursor < 25 + state_of(f)->hand_n[f->to_move]) {
        UiRect r;
        if (v->cursor >= 25) {
            r = slot_rect(v, f->to_move, v->cursor - 25);
        } else {
            float x, y;
            board_grid_square_xy(&v->grid, v->cursor, &x, &y);
            r = (UiRect){x, y, v->grid.cell, v->grid.cell};
        }
        gfx_draw_outline(d->r, r.x + 2, r.y + 2, r.w - 4, r.h - 4, v->grid.cell * 0.06f,
                         v->grid.cell * 0.04f, d->theme->focus, 16);
    }
}

static int gottaz_images(void *vd, const BoardViewFrame *f, float pixel_scale, const char **names,
                         int *w, int *h, int max) {
    (void)f;
    const GottazView *v = vd;
    int n = 0;
    for (int i = 0; i < GZ_ABILITIES && n < max; i++, n++) {
        names[n] = gottaz_ability_icon[i];
        w[n] = h[n] = (int)(v->grid.cell * 0.84f * 0.44f * pixel_scale + 0.5f);
    }
    return n;
}

const BoardView gottaz_view = {
    .game_id = "gottaz",
    .look =
        {
            .tagline = N_("Two-sided pawns, leaps and battles for the centre line."),
            .art = "card_gottaz.svg",
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
};
