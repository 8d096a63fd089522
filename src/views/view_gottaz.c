/* Gottaz's board view: the 5x5 board with its centre line, both hands as trays of two-sided
 * tiles, each rank's totals against the line limit, and the drafting picks; input turns a tile
 * dropped from a tray (flipped first with F, the wheel or a right click) or a pawn dragged on
 * the board into the game's move text. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "rules/gottaz.h"
#include "views/board_view.h"

enum { NONE = -1, CHOICES_MAX = 4 };
enum { SRC_NONE, SRC_HAND, SRC_SQUARE };

typedef struct GottazView {
    /* Layout. */
    BoardGrid grid;        /* the board */
    float tray_y[2], tile; /* the trays: the viewer's below, the opponent's above */
    float tray_x;
    float lines_x; /* the column of rank totals */
    UiRect pass;   /* the Pass button, when it is the only move */
    UiRect done;   /* drafting: Done */
    float grid_x, grid_y, grid_cell;
    int grid_cols;
    int filter_class;   /* drafting: -1 every class, else GZ_CLASS_* */
    int filter_ability; /* drafting: -1 every ability, else one a type shows on either side */
    bool filters_set;
    /* Input. */
    int source;            /* SRC_* */
    int hand_slot, square; /* what is held */
    int side_up;           /* the held tile's face-up side */
    float flip_at;         /* when the held tile was last turned over (frame time), or -1 */
    int flip_from;         /* the side it showed before */
    BoardDrag drag;
    int choice_to; /* a square several moves reach: waiting for a kind */
    int choice_count;
    int choice_move[CHOICES_MAX];
    UiRect choice_rect[CHOICES_MAX];
    int cursor; /* 0..24 squares, 25.. the viewer's tray slots */
    bool cursor_shown;
} GottazView;

static const GottazState *state_of(const BoardViewFrame *f) {
    return f->position;
}

static bool drafting(const BoardViewFrame *f) {
    return state_of(f)->phase == GZ_PHASE_DRAFT;
}

static void gottaz_reset(void *vd) {
    GottazView *v = vd;
    v->flip_at = -1;
    if (!v->filters_set) { /* the first reset: every type shown */
        v->filter_class = v->filter_ability = -1;
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
    /* Height: a tray, the board, a tray; width: the board and a column of totals. */
    float cell_h = area.h / (5 + 2 * 0.6f + 0.3f), cell_w = area.w / (5 + 1.8f);
    float cell = cell_h < cell_w ? cell_h : cell_w;
    if (cell < 1) cell = 1;
    v->grid.cell = cell;
    v->tile = cell * 0.46f; /* ten tiles side by side span the board's width */
    v->grid.x0 = area.x + (area.w - cell * 6.8f) / 2;
    v->grid.y0 = area.y + (area.h - 5 * cell) / 2;
    v->tray_x = v->grid.x0;
    v->tray_y[0] = v->grid.y0 + 5 * cell + cell * 0.15f;
    v->tray_y[1] = v->grid.y0 - cell * 0.15f - v->tile;
    v->lines_x = v->grid.x0 + 5 * cell + cell * 0.25f;
    v->pass = (UiRect){v->lines_x + cell * 0.2f, v->tray_y[0], cell * 1.4f, v->tile * 0.6f};
    v->done = (UiRect){area.x + area.w - cell * 1.8f, area.y + area.h - cell * 0.7f, cell * 1.7f,
                       cell * 0.6f};
    /* Drafting, in the board's place: a title, the set so far, the filters, then every type
     * in a grid. */
    v->grid_cols = 14;
    float header = cell * 1.35f, rows = (float)((GZ_TYPES + v->grid_cols - 1) / v->grid_cols);
    v->grid_cell = area.w / (float)v->grid_cols;
    float buttons = cell * 0.75f; /* the presets and Done, under the grid */
    if (v->grid_cell * (rows + 0.9f) > area.h - header - buttons)
        v->grid_cell = (area.h - header - buttons) / (rows + 0.9f);
    v->grid_x = area.x + (area.w - v->grid_cell * (float)v->grid_cols) / 2;
    v->grid_y = area.y + header + v->grid_cell * 0.9f; /* under the filters' row */
    /* Done at the grid's right edge, just under its last row. */
    float grid_right = v->grid_x + v->grid_cell * (float)v->grid_cols;
    v->done = (UiRect){grid_right - cell * 1.7f, v->grid_y + v->grid_cell * rows + cell * 0.12f,
                       cell * 1.7f, cell * 0.5f};
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

static UiRect grid_rect(const GottazView *v, int index) {
    return (UiRect){v->grid_x + (float)(index % v->grid_cols) * v->grid_cell,
                    v->grid_y + (float)(index / v->grid_cols) * v->grid_cell, v->grid_cell * 0.94f,
                    v->grid_cell * 0.94f};
}

/* Drafting: the filters' buttons over the grid: the classes (all, 1|5, 2|4, 3|3), then the
 * abilities (all, then one each). */
enum { FILTERS = 4 + 1 + GZ_ABILITIES };
static UiRect filter_rect(const GottazView *v, int k) {
    float w = v->grid_cell * 1.2f, gap = v->grid_cell * 0.12f;
    float x = v->grid_x + (float)k * (w + gap) + (k >= 4 ? v->grid_cell * 0.5f : 0);
    return (UiRect){x, v->grid_y - v->grid_cell * 0.85f, w, v->grid_cell * 0.7f};
}

static bool type_shown(const GottazView *v, int type) {
    if (v->filter_class >= 0 && gottaz_tile_class(type) != v->filter_class) return false;
    return v->filter_ability < 0 || gottaz_tile_ability(type, 0) == v->filter_ability ||
           gottaz_tile_ability(type, 1) == v->filter_ability;
}

/* Where type `type` stands in the filtered grid, or NONE. */
static int grid_index(const GottazView *v, int type) {
    if (!type_shown(v, type)) return NONE;
    int index = 0;
    for (int t = 0; t < type; t++) index += type_shown(v, t);
    return index;
}

/* The buttons of the actions that need no target square (Tsunami, Rotate), beside the pawn. */
static UiRect action_rect(const GottazView *v, int sq, int k) {
    float x, y;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    return (UiRect){x + v->grid.cell * 0.05f, y - v->grid.cell * (0.36f + 0.34f * (float)k),
                    v->grid.cell * 0.9f, v->grid.cell * 0.3f};
}

/* ---- moves ---- */

static int find_text(const BoardViewFrame *f, const char *text) {
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

static BoardViewResult emit_text(GottazView *v, const char *text, char *move, size_t n) {
    snprintf(move, n, "%s", text);
    gottaz_reset(v);
    return BOARD_VIEW_MOVE;
}

/* The held piece put down on `sq`: the move, a question between several, or (a square the
 * rules will refuse) the plain text of that drop, so that the scene shows their reason. */
static BoardViewResult drop(GottazView *v, const BoardViewFrame *f, int sq, char *move, size_t n) {
    int index[CHOICES_MAX];
    int count = moves_to(v, f, sq, index, CHOICES_MAX);
    if (count == 1) return emit_text(v, f->texts[index[0]], move, n);
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
    return emit_text(v, text, move, n);
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

/* Drafting presets: a click picks the next tile of that set that can be picked now, so a few
 * clicks build a known set (the beginner or the advanced set of the rulebook). */
enum { PRESETS = 2 };
static UiRect preset_rect(const GottazView *v, int k) {
    float w = v->done.w * 1.3f, gap = v->done.h * 0.3f;
    return (UiRect){v->done.x - (float)(PRESETS - k) * (w + gap), v->done.y, w, v->done.h};
}

static int preset_pick(const BoardViewFrame *f, int k) {
    uint8_t set[GZ_SET];
    if (k == 0)
        gottaz_preset_beginner(set);
    else
        gottaz_preset_advanced(set);
    const GottazState *s = state_of(f);
    int me = f->to_move, have[GZ_TYPES] = {0};
    for (int i = 0; i < s->set_n[me]; i++) have[s->set[me][i]]++;
    for (int i = 0; i < GZ_SET; i++) {
        if (have[set[i]]-- > 0) continue; /* already in the set (as often as the preset has it) */
        for (int m = 0; m < f->move_count; m++)
            if (gz_move_kind(f->moves[m]) == GZ_MV_PICK && gz_move_type(f->moves[m]) == set[i])
                return m;
    }
    return NONE;
}

static BoardViewResult press_draft(GottazView *v, const BoardViewFrame *f, float x, float y,
                                   char *move, size_t n) {
    if (board_rect_contains(v->done, x, y)) {
        int i = find_text(f, "done");
        if (i != NONE) return emit_text(v, f->texts[i], move, n);
    }
    for (int k = 0; k < PRESETS; k++) {
        if (!board_rect_contains(preset_rect(v, k), x, y)) continue;
        int i = preset_pick(f, k);
        return i != NONE ? emit_text(v, f->texts[i], move, n) : BOARD_VIEW_TAKEN;
    }
    for (int k = 0; k < FILTERS; k++) {
        if (!board_rect_contains(filter_rect(v, k), x, y)) continue;
        if (k < 4)
            v->filter_class = k - 1;
        else
            v->filter_ability = k - 5;
        return BOARD_VIEW_TAKEN;
    }
    for (int type = 0; type < GZ_TYPES; type++) {
        int index = grid_index(v, type);
        if (index == NONE || !board_rect_contains(grid_rect(v, index), x, y)) continue;
        /* A type that cannot be picked is asked for all the same: the rules say why not. */
        char text[GAME_MOVE_TEXT_MAX], tile[16];
        gottaz_tile_text(type, 0, tile, sizeof tile);
        snprintf(text, sizeof text, "pick:%s", tile);
        return emit_text(v, text, move, n);
    }
    return BOARD_VIEW_IGNORED;
}

static BoardViewResult press(GottazView *v, const BoardViewFrame *f, float x, float y, char *move,
                             size_t n) {
    if (drafting(f)) return press_draft(v, f, x, y, move, n);
    const GottazState *s = state_of(f);
    if (v->choice_to != NONE) {
        for (int k = 0; k < v->choice_count; k++)
            if (board_rect_contains(v->choice_rect[k], x, y))
                return emit_text(v, f->texts[v->choice_move[k]], move, n);
        gottaz_reset(v);
        return BOARD_VIEW_TAKEN;
    }
    if (board_rect_contains(v->pass, x, y)) {
        int i = find_text(f, "pass");
        if (i != NONE) return emit_text(v, f->texts[i], move, n);
    }
    if (v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (board_rect_contains(action_rect(v, v->square, k), x, y))
                return emit_text(v, f->texts[index[k]], move, n);
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
    gottaz_reset(v);
    return had ? BOARD_VIEW_TAKEN : BOARD_VIEW_IGNORED;
}

static BoardViewResult release(GottazView *v, const BoardViewFrame *f, float x, float y, char *move,
                               size_t n) {
    if (!v->drag.pressed) return BOARD_VIEW_IGNORED;
    if (!board_drag_release(&v->drag)) return BOARD_VIEW_TAKEN; /* a click: the piece stays held */
    int sq = board_grid_square_at(&v->grid, x, y);
    if (sq != NONE && sq != v->square) return drop(v, f, sq, move, n);
    if (sq == NONE) gottaz_reset(v); /* dropped off the board: back to where it was */
    return BOARD_VIEW_TAKEN;
}

#define FLIP_SECONDS 0.18f

static BoardViewResult flip(GottazView *v, const BoardViewFrame *f) {
    if (v->source != SRC_HAND) return BOARD_VIEW_IGNORED;
    if (!gottaz_tile_same_sides(state_of(f)->hand[f->to_move][v->hand_slot])) {
        v->flip_from = v->side_up;
        v->side_up ^= 1;
        v->flip_at = f->time;
    }
    return BOARD_VIEW_TAKEN;
}

static bool gottaz_animating(void *vd, const BoardViewFrame *f) {
    const GottazView *v = vd;
    return v->flip_at >= 0 && f->time - v->flip_at < FLIP_SECONDS;
}

/* Drafting by keys: the arrows move over the grid's tiles (the last place past them is Done),
 * Enter picks. */
static BoardViewResult draft_key(GottazView *v, const BoardViewFrame *f, const UiInput *in,
                                 char *move, size_t n) {
    int shown = 0;
    for (int t = 0; t < GZ_TYPES; t++) shown += type_shown(v, t);
    int places = shown + 1; /* the tiles, then Done */
    int dx = in->key == UI_KEY_RIGHT ? 1 : in->key == UI_KEY_LEFT ? -1 : 0;
    int dy = in->key == UI_KEY_DOWN ? 1 : in->key == UI_KEY_UP ? -1 : 0;
    if (dx || dy) {
        if (!v->cursor_shown)
            v->cursor = 0;
        else
            v->cursor += dx + dy * v->grid_cols;
        if (v->cursor < 0) v->cursor = 0;
        if (v->cursor >= places) v->cursor = places - 1;
        v->cursor_shown = true;
        return BOARD_VIEW_TAKEN;
    }
    if (in->key != UI_KEY_ENTER || !v->cursor_shown) return BOARD_VIEW_IGNORED;
    if (v->cursor >= shown) {
        int i = find_text(f, "done");
        return i != NONE ? emit_text(v, f->texts[i], move, n) : BOARD_VIEW_TAKEN;
    }
    UiRect r = grid_rect(v, v->cursor);
    return press_draft(v, f, r.x + r.w / 2, r.y + r.h / 2, move, n);
}

static BoardViewResult key(GottazView *v, const BoardViewFrame *f, const UiInput *in, char *move,
                           size_t n) {
    const GottazState *s = state_of(f);
    if (in->key == UI_KEY_ESCAPE) {
        if (!holding(v) && v->choice_to == NONE) return BOARD_VIEW_IGNORED;
        gottaz_reset(v);
        return BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'f') return flip(v, f);
    if (drafting(f)) return draft_key(v, f, in, move, n);
    /* The buttons by the board, by key: 1-4 answer a question between actions; T and R are
     * Tsunami and Rotate of the pawn held; P passes when that is the only move. */
    if (in->key == UI_KEY_CHAR && in->ch >= '1' && in->ch <= '4' && v->choice_to != NONE) {
        int k = in->ch - '1';
        return k < v->choice_count ? emit_text(v, f->texts[v->choice_move[k]], move, n)
                                   : BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && (in->ch == 't' || in->ch == 'r') && v->source == SRC_SQUARE) {
        int index[2];
        int count = action_moves(v, f, index, 2);
        for (int k = 0; k < count; k++)
            if (gz_move_kind(f->moves[index[k]]) == (in->ch == 't' ? GZ_MV_TSUNAMI : GZ_MV_ROTATE))
                return emit_text(v, f->texts[index[k]], move, n);
        return BOARD_VIEW_TAKEN;
    }
    if (in->key == UI_KEY_CHAR && in->ch == 'p' && find_text(f, "pass") != NONE)
        return emit_text(v, "pass", move, n);
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
    switch (in->kind) {
    case UI_INPUT_PRESS:
        if (in->button == UI_MOUSE_SECONDARY) return flip(v, f);
        if (in->button != UI_MOUSE_PRIMARY) return BOARD_VIEW_IGNORED;
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_MOTION:
        return board_drag_motion(&v->drag, in->x, in->y) ? BOARD_VIEW_TAKEN : BOARD_VIEW_IGNORED;
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
    int i = find_text(f, text);
    if (i == NONE) return 0;
    Move m = f->moves[i];
    const GottazState *s = state_of(f);
    int kind = gz_move_kind(m), count = 0;
    float x0, y0, x1, y1;
    if (kind == GZ_MV_PICK || kind == GZ_MV_DONE) {
        UiRect r = v->done;
        if (kind == GZ_MV_PICK) {
            GottazView probe = *v;
            if (grid_index(v, gz_move_type(m)) == NONE) { /* filtered out: show every type */
                for (int k = 0; k < 5; k += 4) {
                    UiRect b = filter_rect(v, k);
                    count += board_script_click(out + count, max - count, b.x + b.w / 2,
                                                b.y + b.h / 2, UI_MOUSE_PRIMARY);
                }
                probe.filter_class = probe.filter_ability = -1;
            }
            r = grid_rect(v, grid_index(&probe, gz_move_type(m)));
        }
        return count + board_script_click(out + count, max - count, r.x + r.w / 2, r.y + r.h / 2,
                                          UI_MOUSE_PRIMARY);
    }
    if (kind == GZ_MV_PASS)
        return board_script_click(out, max, v->pass.x + v->pass.w / 2, v->pass.y + v->pass.h / 2,
                                  UI_MOUSE_PRIMARY);
    GottazView probe = *v;
    gottaz_reset(&probe);
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

/* The ability icons, in the order of the abilities (gottaz.h). */
static const char *const ability_icon[GZ_ABILITIES] = {
    "gottaz_slant.svg",   "gottaz_jump.svg",    "gottaz_leap.svg",   "gottaz_rotate.svg",
    "gottaz_support.svg", "gottaz_tsunami.svg", "gottaz_supply.svg", "gottaz_swap.svg"};

/* A two-sided tile: the face-up side's ability icon and strength large, the other side small in
 * a corner (its letter and strength); the owner's colour on its frame, and the second player's
 * tiles notched. */
static void draw_tile(UiDraw *d, float x, float y, float size, int type, int owner, int side,
                      float alpha, float z) {
    const UiTheme *t = d->theme;
    GfxColor frame = owner >= 0 ? t->player[owner] : t->text_dim;
    frame.a = alpha;
    gfx_draw_shadow(d->r, x, y + size * 0.04f, size, size, size * 0.14f, size * 0.08f,
                    ui_alpha(t->shadow, alpha), z - 0.1f);
    gfx_draw_panel(d->r, x, y, size, size, size * 0.14f, frame, z);
    float in = size * 0.07f;
    gfx_draw_panel(d->r, x + in, y + in, size - 2 * in, size - 2 * in, size * 0.1f,
                   ui_alpha(ui_rgb(0xf4efe4), alpha), z + 0.01f);
    if (owner == 1) /* in every scheme, so the sides differ by more than their colour */
        gfx_draw_panel(d->r, x + size * 0.42f, y + in * 0.2f, size * 0.16f, in * 0.8f, in * 0.3f,
                       ui_alpha(ui_rgb(0xf4efe4), alpha), z + 0.02f);
    char big[8], small[8];
    snprintf(big, sizeof big, "%d", gottaz_tile_strength(type, side));
    snprintf(small, sizeof small, "%c%d",
             gottaz_ability_letter(gottaz_tile_ability(type, 1 - side)),
             gottaz_tile_strength(type, 1 - side));
    float text = size * 0.4f / d->scale, small_text = size * 0.2f / d->scale;
    GfxColor ink = ui_alpha(ui_rgb(0x2e2a25), alpha);
    Error err;
    float icon = size * 0.44f;
    gfx_draw_svg(d->r, d->svg, ability_icon[gottaz_tile_ability(type, side)], x + size * 0.1f,
                 y + size * 0.16f, icon, icon, ink, z + 0.02f, &err);
    ui_text(d, big, x + size * 0.74f, y + size * 0.12f, text, GFX_FONT_BOLD, GFX_ALIGN_CENTER, ink);
    ui_text(d, small, x + size - in * 1.3f, y + size - in - size * 0.26f, small_text,
            GFX_FONT_REGULAR, GFX_ALIGN_RIGHT, ui_alpha(ui_rgb(0x8a7a66), alpha));
}

/* The held tile, turning over when it was just flipped: its width closes and opens again, the
 * other side showing from halfway. */
static void draw_held_tile(const GottazView *v, UiDraw *d, const BoardViewFrame *f, float x,
                           float y, float size, int type, int owner, float z) {
    float u = v->flip_at >= 0 ? (f->time - v->flip_at) / FLIP_SECONDS : 1.0f;
    if (u >= 1.0f || u < 0.0f) {
        draw_tile(d, x, y, size, type, owner, v->side_up, 1.0f, z);
        return;
    }
    float squash = fabsf(cosf(3.14159265f * u));
    if (squash > 0.6f) {
        draw_tile(d, x, y, size, type, owner, u < 0.5f ? v->flip_from : v->side_up, 1.0f, z);
        return;
    }
    float w = size * squash, x0 = x + (size - w) / 2;
    gfx_draw_panel(d->r, x0, y, w, size, size * 0.14f * squash, d->theme->player[owner], z);
    gfx_draw_panel(d->r, x0 + w * 0.07f, y + size * 0.07f, w * 0.86f, size * 0.86f,
                   size * 0.1f * squash, ui_rgb(0xf4efe4), z + 0.01f);
}

static void draw_board(const GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    const UiTheme *t = d->theme;
    float c = v->grid.cell, pad = c * 0.1f;
    gfx_draw_shadow(d->r, v->grid.x0 - pad, v->grid.y0 - pad + 4, 5 * c + 2 * pad, 5 * c + 2 * pad,
                    c * 0.1f, c * 0.12f, t->shadow, 1);
    /* The slate, its squares and the centre line: one picture while the layout stays. */
    float bx = v->grid.x0 - pad, by = v->grid.y0 - pad, bw = 5 * c + 2 * pad;
    if (gfx_layer_begin(d->r, board_grid_key(&v->grid, NULL, 0), bx, by, bw, bw, 2)) {
        gfx_draw_material(d->r, bx, by, bw, bw, c * 0.1f, GFX_MATERIAL_SLATE,
                          (GfxColor){1, 1, 1, 1}, 2);
        for (int sq = 0; sq < GZ_SQUARES; sq++) {
            float x, y;
            board_grid_square_xy(&v->grid, sq, &x, &y);
            bool centre = sq / GZ_SIZE == GZ_CENTER_RANK;
            GfxColor cell = centre ? ui_rgb(0x7d8f95) : ui_rgb(0x5d6a70);
            gfx_draw_rect(d->r, x + 2, y + 2, c - 4, c - 4, ui_alpha(cell, 0.55f), 3);
        }
        /* The centre line: three pawns on it win. */
        float lx, ly;
        board_grid_square_xy(&v->grid, GZ_CENTER_RANK * GZ_SIZE, &lx, &ly);
        gfx_draw_outline(d->r, v->grid.x0, ly, 5 * c, c, c * 0.06f, c * 0.03f,
                         ui_alpha(ui_rgb(0xe9d8a6), 0.9f), 3.2f);
        gfx_layer_end(d->r);
    }
    if (f->coordinates) {
        float size = 12.0f * c / 100.0f / d->scale;
        for (int i = 0; i < 5; i++) {
            float x, y;
            char label[2] = {(char)('a' + i), 0};
            board_grid_square_xy(&v->grid, i, &x, &y);
            ui_text(d, label, x + c / 2, v->grid.y0 + 5 * c - c * 0.2f, size, GFX_FONT_REGULAR,
                    GFX_ALIGN_CENTER, ui_rgb(0xdfe5e7));
            label[0] = (char)('1' + i);
            board_grid_square_xy(&v->grid, i * 5, &x, &y);
            ui_text(d, label, v->grid.x0 + c * 0.08f, y + c * 0.05f, size, GFX_FONT_REGULAR,
                    GFX_ALIGN_LEFT, ui_rgb(0xdfe5e7));
        }
    }
}

static void mark_square(const GottazView *v, UiDraw *d, int sq, GfxColor colour, float z) {
    float x, y;
    board_grid_square_xy(&v->grid, sq, &x, &y);
    gfx_draw_rect(d->r, x + 2, y + 2, v->grid.cell - 4, v->grid.cell - 4, colour, z);
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
        draw_tile(d, x + inset, y + inset, size, c->type1 - 1, c->owner, c->side, alpha,
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
            if (held)
                draw_held_tile(v, d, f, r.x, r.y - v->grid.cell * 0.12f, r.w, s->hand[p][i], p,
                               6 + (float)i * 0.05f);
            else
                draw_tile(d, r.x, r.y, r.w, s->hand[p][i], p, 0, 1.0f, 6 + (float)i * 0.05f);
        }
    if (v->drag.dragging && v->source == SRC_HAND) {
        float size = v->grid.cell * 0.84f;
        draw_held_tile(v, d, f, v->drag.x - size / 2, v->drag.y - size / 2, size,
                       s->hand[f->to_move][v->hand_slot], f->to_move, 14);
    }
    if (v->drag.dragging && v->source == SRC_SQUARE) {
        const GottazCell *c = &s->board[v->square];
        float size = v->grid.cell * 0.84f;
        draw_tile(d, v->drag.x - size / 2, v->drag.y - size / 2, size, c->type1 - 1, c->owner,
                  c->side, 1.0f, 14);
    }
}

static void draw_targets(GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    if (!holding(v) || !f->can_act) return;
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
            gfx_draw_highlight(d->r, x, y, v->grid.cell * (plain ? 0.44f : 0.32f),
                               plain ? d->theme->accent : ui_rgb(0xd08a2e), 7);
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

static void draw_draft(GottazView *v, const BoardViewFrame *f, UiDraw *d) {
    const GottazState *s = state_of(f);
    const UiTheme *t = d->theme;
    float size = 15.0f * v->grid.cell / 100.0f / d->scale;
    char title[160];
    snprintf(title, sizeof title, T(d, "Drafting: %d of 10 tiles in your set"),
             s->set_n[v->grid.viewer]);
    float top = v->grid_y - v->grid_cell * 0.9f - v->grid.cell * 1.35f;
    ui_text(d, title, v->grid_x, top, size * 1.2f, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
    /* Your set so far in its ten slots, four 1|5, four 2|4 and two 3|3 as the rules require
     * (in a secret draft only yours is ever drawn). */
    int me = v->grid.viewer, slot = 0;
    float step = v->grid.cell * 0.7f, room = (float)v->grid_cols * v->grid_cell / 10.8f;
    if (step > room) step = room; /* ten slots and two gaps within the grid's width */
    float tile = step * 0.88f;
    for (int cls = 0; cls < 3; cls++) {
        int filled = 0;
        for (int k = 0; k < gottaz_class_quota[cls]; k++, slot++) {
            float x = v->grid_x + (float)slot * step + (float)cls * step * 0.4f;
            float y = top + v->grid.cell * 0.5f;
            int type = NONE;
            for (int i = 0, seen = 0; i < s->set_n[me] && type == NONE; i++)
                if (gottaz_tile_class(s->set[me][i]) == cls && seen++ == filled)
                    type = s->set[me][i];
            if (type != NONE) {
                draw_tile(d, x, y, tile, type, me, 0, 1.0f, 5);
                filled++;
            } else {
                gfx_draw_outline(d->r, x, y, tile, tile, tile * 0.14f, 1.5f * d->scale, t->border,
                                 4);
                if (k == 0)
                    ui_text(d, gottaz_class_name[cls], x + tile / 2, y + tile * 0.3f, size * 0.8f,
                            GFX_FONT_REGULAR, GFX_ALIGN_CENTER, t->text_dim);
            }
        }
    }
    if (!f->can_act) {
        ui_text(d, T(d, "The other player is choosing."), v->grid_x, v->grid_y, size,
                GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);
        return;
    }
    static const char *const class_labels[4] = {N_("All"), "1|5", "2|4", "3|3"};
    for (int k = 0; k < FILTERS; k++) {
        UiRect r = filter_rect(v, k);
        bool on = k < 4 ? v->filter_class == k - 1 : v->filter_ability == k - 5;
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "board.filter%d", k);
        if (k < 4 || k == 4) {
            ui_button(d, id, k < 4 ? T(d, class_labels[k]) : T(d, "All"), r,
                      on ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
        } else {
            ui_button(d, id, "", r, on ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
            Error err;
            float icon = r.h * 0.8f;
            gfx_draw_svg(d->r, d->svg, ability_icon[k - 5], r.x + (r.w - icon) / 2,
                         r.y + (r.h - icon) / 2, icon, icon, on ? t->accent_text : t->text, 11,
                         &err);
        }
    }
    /* Every type the filters let through; those that cannot be picked now (taken, or their
     * class full) greyed out. */
    bool pickable[GZ_TYPES] = {false};
    for (int i = 0; i < f->move_count; i++)
        if (gz_move_kind(f->moves[i]) == GZ_MV_PICK) pickable[gz_move_type(f->moves[i])] = true;
    for (int type = 0; type < GZ_TYPES; type++) {
        int index = grid_index(v, type);
        if (index == NONE) continue;
        UiRect r = grid_rect(v, index);
        draw_tile(d, r.x, r.y, r.w, type, NONE, 0, pickable[type] ? 1.0f : 0.3f, 5);
    }
    if (find_text(f, "done") != NONE)
        ui_button(d, "board.done", T(d, "Done"), v->done, UI_BUTTON_PRIMARY);
    static const char *const presets[PRESETS] = {N_("Beginner set"), N_("Advanced set")};
    for (int k = 0; k < PRESETS; k++)
        if (preset_pick(f, k) != NONE)
            ui_button(d, k ? "board.preset2" : "board.preset1", T(d, presets[k]), preset_rect(v, k),
                      UI_BUTTON_SECONDARY);
    if (v->cursor_shown) {
        int shown = 0;
        for (int type = 0; type < GZ_TYPES; type++) shown += type_shown(v, type);
        UiRect r = v->cursor < shown ? grid_rect(v, v->cursor) : v->done;
        gfx_draw_outline(d->r, r.x - 2, r.y - 2, r.w + 4, r.h + 4, r.h * 0.16f, 2.5f * d->scale,
                         t->focus, 16);
    }
}

static void gottaz_draw(void *vd, const BoardViewFrame *f, UiDraw *d) {
    GottazView *v = vd;
    if (drafting(f)) {
        draw_draft(v, f, d);
        return;
    }
    draw_board(v, f, d);
    draw_lines(v, f, d);
    if (f->has_last) {
        GfxColor lastc = ui_alpha(d->theme->accent_soft, 0.55f);
        int kind = gz_move_kind(f->last);
        if (targets_square(f->last)) mark_square(v, d, gz_move_from(f->last), lastc, 3.6f);
        if (kind == GZ_MV_PLACE || targets_square(f->last))
            mark_square(v, d, gz_move_to(f->last), lastc, 3.6f);
        if (kind == GZ_MV_TSUNAMI || kind == GZ_MV_ROTATE)
            mark_square(v, d, gz_move_from(f->last), lastc, 3.6f);
    }
    if (f->hint[0]) {
        int i = find_text(f, f->hint);
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
    if (f->can_act && find_text(f, "pass") != NONE)
        ui_button(d, "board.pass", T(d, "Pass"), v->pass, UI_BUTTON_PRIMARY);
    if (v->cursor_shown && f->can_act && v->cursor < 25 + state_of(f)->hand_n[f->to_move]) {
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
        names[n] = ability_icon[i];
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
    .reset = gottaz_reset,
    .layout = gottaz_layout,
    .draw = gottaz_draw,
    .input = gottaz_input,
    .script = gottaz_script,
    .animating = gottaz_animating,
    .move_seconds = gottaz_move_seconds,
    .images = gottaz_images,
};
