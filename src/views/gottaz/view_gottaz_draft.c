/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's drafting screen: your set in its ten slots, the tiles of one class in a grid with
 * both faces shown, filters named in words, a card that tells the tile pointed at in words, a
 * legend of the ability icons, and the presets that fill the set in one click. */
#include <stdio.h>
#include <string.h>

#include "views/gottaz/view_gottaz.h"

/* ---- layout (pure: tested without a window) ---- */

static UiRect design_rect(const UiRect *area, float k, float x, float y, float w, float h) {
    float ox = area->x + (area->w - 900 * k) / 2, oy = area->y + (area->h - 688 * k) / 2;
    return (UiRect){ox + x * k, oy + y * k, w * k, h * k};
}

void gottaz_draft_layout(GottazDraftLayout *l, UiRect area) {
    float k = area.w / 900 < area.h / 688 ? area.w / 900 : area.h / 688;
    if (k <= 0) k = 0.001f;
    l->k = k;
    /* Left: the title, your set, the grid; right (from x 560, 340 wide): the filters, the card,
     * the legend, the presets and Done. */
    l->title = design_rect(&area, k, 0, 0, 536, 28);
    for (int i = 0; i < GZ_SET; i++) {
        int cls = i < 4 ? 0 : i < 8 ? 1 : 2;
        l->slot[i] = design_rect(&area, k, (float)i * 51 + (float)cls * 10, 38, 48, 48);
    }
    l->cell = 67 * k;
    l->grid = design_rect(&area, k, 0, 100, 536, 536);
    float rx = 564, rw = 336;
    l->class_label = design_rect(&area, k, rx, 0, rw, 20);
    for (int c = 0; c < 3; c++)
        l->class_chip[c] = design_rect(&area, k, rx + (float)c * 114, 22, 108, 32);
    l->ability_label = design_rect(&area, k, rx, 64, rw, 20);
    for (int c = 0; c < GZ_DRAFT_CHIPS; c++)
        l->ability_chip[c] =
            design_rect(&area, k, rx + (float)(c % 3) * 114, 86 + (float)(c / 3) * 38, 108, 32);
    l->card = design_rect(&area, k, rx, 206, rw, 232);
    l->legend_label = design_rect(&area, k, rx, 450, rw, 20);
    for (int a = 0; a < GZ_ABILITIES; a++)
        l->legend[a] =
            design_rect(&area, k, rx + (float)(a % 2) * 170, 474 + (float)(a / 2) * 28, 164, 26);
    l->preset[0] = design_rect(&area, k, rx, 600, 126, 40);
    l->preset[1] = design_rect(&area, k, rx + 132, 600, 126, 40);
    l->done = design_rect(&area, k, rx + 264, 600, 72, 40);
    l->title_size = 20 * k;
    l->label_size = 14 * k;
    l->chip_size = 14 * k;
    l->card_title_size = 17 * k;
    l->card_size = 14 * k;
    l->legend_size = 14 * k;
    l->button_size = 16 * k;
}

float gottaz_faces_text_size(float size) {
    return size * 0.34f;
}

/* ---- the tiles shown ---- */

static bool type_shown(const GottazView *v, int type) {
    if (gottaz_tile_class(type) != v->filter_class) return false;
    return v->filter_ability < 0 || gottaz_tile_ability(type, 0) == v->filter_ability ||
           gottaz_tile_ability(type, 1) == v->filter_ability;
}

static bool ability_shown(const GottazView *v, int type) {
    return v->filter_ability < 0 || gottaz_tile_ability(type, 0) == v->filter_ability ||
           gottaz_tile_ability(type, 1) == v->filter_ability;
}

static int grid_index(const GottazView *v, int type) {
    if (!type_shown(v, type)) return GZV_NONE;
    int index = 0;
    for (int t = 0; t < type; t++) index += type_shown(v, t);
    return index;
}

static UiRect grid_rect(const GottazView *v, int index) {
    const GottazDraftLayout *l = &v->draft;
    float gap = l->cell * 0.07f;
    return (UiRect){l->grid.x + (float)(index % GZ_DRAFT_COLS) * l->cell,
                    l->grid.y + (float)(index / GZ_DRAFT_COLS) * l->cell, l->cell - gap,
                    l->cell - gap};
}

static int type_at(const GottazView *v, float x, float y) {
    for (int type = 0; type < GZ_TYPES; type++) {
        int index = grid_index(v, type);
        if (index != GZV_NONE && view_rect_contains(grid_rect(v, index), x, y)) return type;
    }
    return GZV_NONE;
}

static int class_filled(const GottazState *s, int p, int cls) {
    int n = 0;
    for (int i = 0; i < s->set_n[p]; i++) n += gottaz_tile_class(s->set[p][i]) == cls;
    return n;
}

/* ---- presets: the rest of the set in one click ---- */

/* The picks that complete the set from preset k (the rulebook's beginner or advanced set),
 * space separated: the preset's tiles not yet in the set, as many as its classes still take.
 * In alternate picks only the first is played (the turn passes). "" when none is possible. */
static void preset_picks(const ViewFrame *f, int k, char *out, size_t n) {
    uint8_t set[GZ_SET];
    if (k == 0)
        gottaz_preset_beginner(set);
    else
        gottaz_preset_advanced(set);
    const GottazState *s = gottaz_view_state(f);
    int me = f->to_move, have[GZ_TYPES] = {0}, room[3];
    for (int c = 0; c < 3; c++) room[c] = gottaz_class_quota[c] - class_filled(s, me, c);
    for (int i = 0; i < s->set_n[me]; i++) have[s->set[me][i]]++;
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < GZ_SET; i++) {
        int type = set[i], cls = gottaz_tile_class(type);
        if (have[type]-- > 0 || room[cls] <= 0) continue;
        bool legal = false;
        for (int m = 0; m < f->move_count && !legal; m++)
            legal = gz_move_kind(f->moves[m]) == GZ_MV_PICK && gz_move_type(f->moves[m]) == type;
        if (!legal) continue;
        char tile[16];
        gottaz_tile_text(type, 0, tile, sizeof tile);
        int w = snprintf(out + used, n - used, "%spick:%s", used ? " " : "", tile);
        if (w < 0 || (size_t)w >= n - used) break;
        used += (size_t)w;
        room[cls]--;
    }
}

/* ---- input ---- */

static void show_class_of(GottazView *v, int type) {
    v->filter_class = gottaz_tile_class(type);
}

static ViewResult pick(GottazView *v, int type, char *move, size_t n) {
    /* A type that cannot be picked is asked for all the same: the rules say why not. */
    char text[GAME_MOVE_TEXT_MAX], tile[16];
    gottaz_tile_text(type, 0, tile, sizeof tile);
    snprintf(text, sizeof text, "pick:%s", tile);
    v->last_picked = type;
    return gottaz_view_emit(v, text, move, n);
}

static ViewResult press(GottazView *v, const ViewFrame *f, float x, float y, char *move, size_t n) {
    const GottazDraftLayout *l = &v->draft;
    if (view_rect_contains(l->done, x, y)) {
        int i = view_find_move(f, "done");
        if (i != GZV_NONE) return gottaz_view_emit(v, f->texts[i], move, n);
    }
    for (int k = 0; k < 2; k++) {
        if (!view_rect_contains(l->preset[k], x, y)) continue;
        char text[GAME_MOVE_TEXT_MAX];
        preset_picks(f, k, text, sizeof text);
        return text[0] ? gottaz_view_emit(v, text, move, n) : VIEW_TAKEN;
    }
    for (int c = 0; c < 3; c++)
        if (view_rect_contains(l->class_chip[c], x, y)) {
            v->filter_class = c;
            return VIEW_TAKEN;
        }
    for (int c = 0; c < GZ_DRAFT_CHIPS; c++)
        if (view_rect_contains(l->ability_chip[c], x, y)) {
            v->filter_ability = c - 1;
            return VIEW_TAKEN;
        }
    int type = type_at(v, x, y);
    return type != GZV_NONE ? pick(v, type, move, n) : VIEW_IGNORED;
}

/* The keyboard walks the tiles of every class in order (the grid shows the class of the tile
 * under the cursor), Done past the last one; Enter picks. */
static int next_shown(const GottazView *v, int type, int step) {
    for (int t = type + step; t >= 0 && t < GZ_TYPES; t += step)
        if (ability_shown(v, t)) return t;
    return step > 0 ? GZ_TYPES : type; /* GZ_TYPES: Done */
}

static ViewResult key(GottazView *v, const ViewFrame *f, const UiInput *in, char *move, size_t n) {
    ViewCursor *c = &v->cursor;
    int dx, up;
    if (view_arrow(in, &dx, &up)) {
        int dy = -up; /* down the grid's rows */
        if (c->at < 0) c->shown = false;
        int first = next_shown(v, -1, 1); /* the first tile of the grid shown */
        for (int t = GZ_TYPES - 1; t >= 0; t--)
            if (type_shown(v, t)) first = t;
        bool moves = view_cursor_arrow(c, first, true); /* else it was only shown */
        if (moves && dx) {
            c->at = c->at >= GZ_TYPES && dx < 0 ? next_shown(v, GZ_TYPES, -1)
                                                : next_shown(v, c->at, dx);
        } else if (moves) {
            for (int r = 0; r < GZ_DRAFT_COLS && c->at >= 0; r++) {
                if (c->at >= GZ_TYPES && dy > 0) break;
                int to = c->at >= GZ_TYPES ? next_shown(v, GZ_TYPES, -1) : next_shown(v, c->at, dy);
                if (to == c->at) break;
                c->at = to;
            }
        }
        if (c->at < GZ_TYPES) show_class_of(v, c->at);
        return VIEW_TAKEN;
    }
    if (in->key != UI_KEY_ENTER || !c->shown) return VIEW_IGNORED;
    if (c->at >= GZ_TYPES) {
        int i = view_find_move(f, "done");
        return i != GZV_NONE ? gottaz_view_emit(v, f->texts[i], move, n) : VIEW_TAKEN;
    }
    return pick(v, c->at, move, n);
}

ViewResult gottaz_draft_input(GottazView *v, const ViewFrame *f, const UiInput *in, char *move,
                              size_t n) {
    switch (in->kind) {
    case UI_INPUT_MOTION: {
        bool changed = view_cursor_mouse(&v->cursor, in);
        int type = type_at(v, in->x, in->y);
        changed |= type != v->hover_type;
        v->hover_type = type;
        return changed ? VIEW_TAKEN : VIEW_IGNORED;
    }
    case UI_INPUT_PRESS:
        if (in->button != UI_MOUSE_PRIMARY) return VIEW_IGNORED;
        view_cursor_mouse(&v->cursor, in);
        return press(v, f, in->x, in->y, move, n);
    case UI_INPUT_KEY:
        return key(v, f, in, move, n);
    default:
        return VIEW_IGNORED;
    }
}

int gottaz_draft_script(GottazView *v, Move m, UiInput *out, int max) {
    const GottazDraftLayout *l = &v->draft;
    UiRect r = l->done;
    ViewScript sc = view_script(out, max);
    if (gz_move_kind(m) == GZ_MV_PICK) {
        int type = gz_move_type(m);
        GottazView probe = *v;
        if (v->filter_ability >= 0 && !ability_shown(v, type)) { /* filtered out: every ability */
            view_script_click_rect(&sc, l->ability_chip[0]);
            probe.filter_ability = -1;
        }
        if (gottaz_tile_class(type) != v->filter_class) {
            view_script_click_rect(&sc, l->class_chip[gottaz_tile_class(type)]);
            probe.filter_class = gottaz_tile_class(type);
        }
        r = grid_rect(&probe, grid_index(&probe, type));
    }
    view_script_click_rect(&sc, r);
    return sc.count;
}

/* ---- drawing ---- */

/* The size (points) at which `text` fits `width`, from `size` down. */
static float fit(UiDraw *d, const char *text, float size, GfxFontStyle style, float width) {
    float w = ui_text_width(d, text, size / d->scale, style);
    return w > width && w > 0 ? size * width / w : size;
}

/* Text at a size in points, shrunk to fit `width`, its top at y. */
static void text_in(UiDraw *d, const char *text, float x, float y, float size, GfxFontStyle style,
                    GfxAlign align, GfxColor colour, float width) {
    ui_text(d, text, x, y, fit(d, text, size, style, width) / d->scale, style, align, colour);
}

/* A paragraph in a box: smaller until it fits the box's height. Returns the y below it. */
static float paragraph_in(UiDraw *d, const char *text, UiRect box, float size, GfxFontStyle style,
                          GfxColor colour) {
    int starts[8], ends[8];
    for (int tries = 0; tries < 12; tries++, size *= 0.92f) {
        int lines = ui_wrap(d, text, size / d->scale, style, box.w, starts, ends, 8);
        if (lines <= 8 && (float)lines * size * 1.3f <= box.h) break;
    }
    return ui_paragraph(d, text, box.x, box.y, box.w, size / d->scale, style, colour,
                        size * 1.3f / d->scale, 8);
}

static void icon(UiDraw *d, int ability, float x, float y, float size, GfxColor colour, float z) {
    Error err;
    gfx_draw_svg(d->r, d->svg, gottaz_ability_icon[ability], x, y, size, size, colour, z, &err);
}

/* A chip: a button with an icon (ability >= 0) and words. */
static void chip(UiDraw *d, const char *id, UiRect r, bool on, int ability, const char *label,
                 float size) {
    const UiTheme *t = d->theme;
    ui_button(d, id, "", r, on ? UI_BUTTON_PRIMARY : UI_BUTTON_SECONDARY);
    GfxColor ink = on ? t->accent_text : t->text;
    float pad = r.h * 0.22f, x = r.x + pad, room = r.w - 2 * pad;
    if (ability >= 0) {
        float s = r.h * 0.6f;
        icon(d, ability, x, r.y + (r.h - s) / 2, s, ink, d->layer + 11);
        x += s + pad * 0.6f;
        room -= s + pad * 0.6f;
    }
    float fs = fit(d, label, size, GFX_FONT_BOLD, room);
    float lh = gfx_text_line_height(d->text, d->r, fs);
    ui_text(d, label, ability >= 0 ? x : r.x + r.w / 2, r.y + (r.h - lh) / 2, fs / d->scale,
            GFX_FONT_BOLD, ability >= 0 ? GFX_ALIGN_LEFT : GFX_ALIGN_CENTER, ink);
}

static void draw_button(UiDraw *d, const char *id, const char *label, UiRect r, float size,
                        UiButtonStyle style) {
    ui_button(d, id, "", r, style);
    float fs = fit(d, label, size, GFX_FONT_BOLD, r.w * 0.88f);
    float lh = gfx_text_line_height(d->text, d->r, fs);
    ui_text(d, label, r.x + r.w / 2, r.y + (r.h - lh) / 2, fs / d->scale, GFX_FONT_BOLD,
            GFX_ALIGN_CENTER, style == UI_BUTTON_PRIMARY ? d->theme->accent_text : d->theme->text);
}

/* The card: the tile in words, each face with what its ability does. */
static void draw_card(const GottazView *v, UiDraw *d, int type, bool pickable) {
    const GottazDraftLayout *l = &v->draft;
    const UiTheme *t = d->theme;
    UiRect c = l->card;
    float k = l->k, pad = 12 * k;
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, 10 * k, t->surface_raised, d->layer + 4);
    if (type == GZV_NONE) {
        paragraph_in(d, T(d, "Point at a tile to read both of its faces here."),
                     (UiRect){c.x + pad, c.y + pad, c.w - 2 * pad, c.h - 2 * pad}, l->card_size,
                     GFX_FONT_REGULAR, t->text_dim);
        return;
    }
    float tile = 64 * k;
    gottaz_draw_tile_faces(d, c.x + pad, c.y + pad, tile, type, GZV_NONE, 0, 1.0f, d->layer + 5);
    char title[96];
    snprintf(title, sizeof title, "%s %d / %s %d",
             T(d, gottaz_ability_name(gottaz_tile_ability(type, 0))), gottaz_tile_strength(type, 0),
             T(d, gottaz_ability_name(gottaz_tile_ability(type, 1))),
             gottaz_tile_strength(type, 1));
    float tx = c.x + pad * 2 + tile, tw = c.x + c.w - pad - tx;
    text_in(d, title, tx, c.y + pad, l->card_title_size, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text,
            tw);
    const char *state = pickable ? T(d, "You can pick it now.")
                                 : T(d, "You cannot pick it now (taken, or its class is full).");
    paragraph_in(d, state, (UiRect){tx, c.y + pad + 26 * k, tw, tile - 26 * k}, l->card_size,
                 GFX_FONT_REGULAR, pickable ? t->text_dim : t->error);
    float y = c.y + pad * 2 + tile, face_h = (c.y + c.h - pad - y) / 2;
    for (int side = 0; side < 2; side++) {
        int ability = gottaz_tile_ability(type, side);
        float fy = y + (float)side * face_h, is = 22 * k;
        icon(d, ability, c.x + pad, fy, is, t->text, d->layer + 11);
        char head[96];
        snprintf(head, sizeof head, T(d, "%s, strength %d"), T(d, gottaz_ability_name(ability)),
                 gottaz_tile_strength(type, side));
        text_in(d, head, c.x + pad + is + 8 * k, fy + 1 * k, l->card_size, GFX_FONT_BOLD,
                GFX_ALIGN_LEFT, t->text, c.w - 2 * pad - is - 8 * k);
        paragraph_in(d, T(d, gottaz_ability_effect(ability)),
                     (UiRect){c.x + pad + is + 8 * k, fy + 22 * k, c.w - 2 * pad - is - 8 * k,
                              face_h - 24 * k},
                     l->card_size, GFX_FONT_REGULAR, t->text_dim);
    }
}

static void draw_set(const GottazView *v, const ViewFrame *f, UiDraw *d) {
    const GottazDraftLayout *l = &v->draft;
    const GottazState *s = gottaz_view_state(f);
    int me = v->grid.viewer, slot = 0;
    for (int cls = 0; cls < 3; cls++) {
        int filled = 0;
        for (int k = 0; k < gottaz_class_quota[cls]; k++, slot++) {
            UiRect r = l->slot[slot];
            int type = GZV_NONE;
            for (int i = 0, seen = 0; i < s->set_n[me] && type == GZV_NONE; i++)
                if (gottaz_tile_class(s->set[me][i]) == cls && seen++ == filled)
                    type = s->set[me][i];
            if (type != GZV_NONE) {
                gottaz_draw_tile_faces(d, r.x, r.y, r.w, type, me, 0, 1.0f, 5);
                filled++;
            } else {
                gfx_draw_outline(d->r, r.x, r.y, r.w, r.h, r.w * 0.14f, 1.5f * d->scale,
                                 d->theme->border, 4);
                float lh = gfx_text_line_height(d->text, d->r, l->label_size);
                text_in(d, gottaz_class_name[cls], r.x + r.w / 2, r.y + (r.h - lh) / 2,
                        l->label_size, GFX_FONT_REGULAR, GFX_ALIGN_CENTER, d->theme->text_dim,
                        r.w * 0.9f);
            }
        }
    }
}

void gottaz_draft_draw(GottazView *v, const ViewFrame *f, UiDraw *d) {
    const GottazState *s = gottaz_view_state(f);
    const GottazDraftLayout *l = &v->draft;
    const UiTheme *t = d->theme;
    int me = v->grid.viewer;
    /* A pick that fills the class shown moves the grid on to a class still open. */
    if (s->set_n[me] != v->last_set_n) {
        v->last_set_n = s->set_n[me];
        if (class_filled(s, me, v->filter_class) >= gottaz_class_quota[v->filter_class])
            for (int c = 0; c < 3; c++)
                if (class_filled(s, me, c) < gottaz_class_quota[c]) {
                    v->filter_class = c;
                    break;
                }
    }
    char title[160];
    snprintf(title, sizeof title, T(d, "Drafting: %d of 10 tiles in your set"), s->set_n[me]);
    text_in(d, title, l->title.x, l->title.y, l->title_size, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text,
            l->title.w);
    draw_set(v, f, d);
    /* The legend, shown to both players. */
    text_in(d, T(d, "Ability icons"), l->legend_label.x, l->legend_label.y, l->label_size,
            GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text, l->legend_label.w);
    for (int a = 0; a < GZ_ABILITIES; a++) {
        UiRect r = l->legend[a];
        icon(d, a, r.x, r.y + r.h * 0.1f, r.h * 0.8f, t->text, 11);
        text_in(d, T(d, gottaz_ability_name(a)), r.x + r.h, r.y + r.h * 0.12f, l->legend_size,
                GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text, r.w - r.h);
    }
    if (!f->can_act) {
        text_in(d, T(d, "The other player is choosing."), l->grid.x, l->grid.y, l->card_size,
                GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim, l->grid.w);
        return;
    }
    text_in(d, T(d, "Strengths shown"), l->class_label.x, l->class_label.y, l->label_size,
            GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text, l->class_label.w);
    for (int c = 0; c < 3; c++) {
        char id[UI_ID_MAX], label[48];
        snprintf(id, sizeof id, "board.class%d", c + 1);
        snprintf(label, sizeof label, "%s  %d/%d", gottaz_class_name[c], class_filled(s, me, c),
                 gottaz_class_quota[c]);
        chip(d, id, l->class_chip[c], v->filter_class == c, -1, label, l->chip_size);
    }
    text_in(d, T(d, "Ability shown"), l->ability_label.x, l->ability_label.y, l->label_size,
            GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text, l->ability_label.w);
    for (int c = 0; c < GZ_DRAFT_CHIPS; c++) {
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "board.ability%d", c);
        chip(d, id, l->ability_chip[c], v->filter_ability == c - 1, c - 1,
             c ? T(d, gottaz_ability_name(c - 1)) : T(d, "Any"), l->chip_size);
    }
    /* The tiles of the class shown; those that cannot be picked now greyed out. */
    bool pickable[GZ_TYPES] = {false};
    for (int i = 0; i < f->move_count; i++)
        if (gz_move_kind(f->moves[i]) == GZ_MV_PICK) pickable[gz_move_type(f->moves[i])] = true;
    for (int type = 0; type < GZ_TYPES; type++) {
        int index = grid_index(v, type);
        if (index == GZV_NONE) continue;
        UiRect r = grid_rect(v, index);
        gottaz_draw_tile_faces(d, r.x, r.y, r.w, type, GZV_NONE, 0, pickable[type] ? 1.0f : 0.35f,
                               5);
        if (type == v->hover_type)
            gfx_draw_outline(d->r, r.x - 2, r.y - 2, r.w + 4, r.h + 4, r.w * 0.16f, 2 * d->scale,
                             t->accent, 15);
    }
    if (v->hover_type != GZV_NONE && grid_index(v, v->hover_type) == GZV_NONE)
        v->hover_type = GZV_NONE; /* filtered out since */
    int shown_type = v->hover_type != GZV_NONE                    ? v->hover_type
                     : v->cursor.shown && v->cursor.at < GZ_TYPES ? v->cursor.at
                                                                  : v->last_picked;
    draw_card(v, d, shown_type, shown_type != GZV_NONE && pickable[shown_type]);
    if (view_find_move(f, "done") != GZV_NONE)
        draw_button(d, "board.done", T(d, "Done"), l->done, l->button_size, UI_BUTTON_PRIMARY);
    static const char *const presets[2] = {N_("Beginner set"), N_("Advanced set")};
    for (int k = 0; k < 2; k++) {
        char picks[GAME_MOVE_TEXT_MAX];
        preset_picks(f, k, picks, sizeof picks);
        if (picks[0])
            draw_button(d, k ? "board.preset2" : "board.preset1", T(d, presets[k]), l->preset[k],
                        l->button_size, UI_BUTTON_SECONDARY);
    }
    if (v->cursor.shown) {
        UiRect r = v->cursor.at < GZ_TYPES && grid_index(v, v->cursor.at) != GZV_NONE
                       ? grid_rect(v, grid_index(v, v->cursor.at))
                       : l->done;
        gfx_draw_outline(d->r, r.x - 2, r.y - 2, r.w + 4, r.h + 4, r.h * 0.16f, 2.5f * d->scale,
                         t->focus, 16);
    }
}
