/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules scene: a game's rules page for players, laid out for the window, scrollable, with
 * pictures of pieces and positions drawn by the game's own board view. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_file.h"
#include "rules/game.h"
#include "rules/game_line.h"
#include "scenes/rules_picture.h"
#include "scenes/rules_text.h"
#include "scenes/scene.h"

typedef struct RulesItem {
    float x, y, size;
    int style; /* GfxFontStyle */
    int tone;  /* 0 text, 1 dim, 2 heading accent */
    char *text;
} RulesItem;

typedef struct RulesShot {
    float x, y, w, h; /* where a picture is laid out */
    int block;
    float button_y; /* its Show me button's top, below the caption; < 0 for none */
} RulesShot;

typedef struct RulesBar {
    float y, h; /* a decision block's extent */
} RulesBar;

typedef struct RulesData {
    int game;
    RulesText doc;
    RulesPicture *pictures; /* one per block; a block's is empty unless it is a picture */
    int picture_count, picture_errors;
    char error[ERROR_MESSAGE_MAX];
    char page[64]; /* the file shown, below assets/rules: "onitama.md", "nl/onitama.md" */
    RulesShot *shots;
    int shot_count, shot_cap;
    RulesItem *items;
    int item_count, item_cap;
    RulesBar *bars;
    int bar_count, bar_cap;
    float laid_width, laid_scale, laid_pixels, laid_view_h; /* what the layout was made for */
    float height;                                           /* of the laid out text */
    float scroll;
    float view_h; /* last drawn view height, for page scrolling */
} RulesData;

static void clear_layout(RulesData *rd) {
    for (int i = 0; i < rd->item_count; i++) free(rd->items[i].text);
    rd->item_count = 0;
    rd->bar_count = 0;
    rd->shot_count = 0;
}

static void rules_destroy(Scene *s) {
    RulesData *rd = s->data;
    clear_layout(rd);
    free(rd->items);
    free(rd->bars);
    free(rd->shots);
    for (int i = 0; rd->pictures && i < rd->doc.count; i++) rules_picture_free(&rd->pictures[i]);
    free(rd->pictures);
    rules_text_free(&rd->doc);
    free(rd);
}

static void add_item(RulesData *rd, float x, float y, float size, int style, int tone,
                     const char *text, int len) {
    if (rd->item_count == rd->item_cap) {
        int cap = rd->item_cap ? rd->item_cap * 2 : 256;
        RulesItem *items = realloc(rd->items, sizeof *items * (size_t)cap);
        if (!items) return;
        rd->items = items;
        rd->item_cap = cap;
    }
    char *copy = malloc((size_t)len + 1);
    if (!copy) return;
    memcpy(copy, text, (size_t)len);
    copy[len] = '\0';
    rd->items[rd->item_count++] = (RulesItem){x, y, size, style, tone, copy};
}

static void add_bar(RulesData *rd, float y, float h) {
    if (rd->bar_count == rd->bar_cap) {
        int cap = rd->bar_cap ? rd->bar_cap * 2 : 32;
        RulesBar *bars = realloc(rd->bars, sizeof *bars * (size_t)cap);
        if (!bars) return;
        rd->bars = bars;
        rd->bar_cap = cap;
    }
    rd->bars[rd->bar_count++] = (RulesBar){y, h};
}

static void add_shot(RulesData *rd, float x, float y, float w, float h, int block) {
    if (rd->shot_count == rd->shot_cap) {
        int cap = rd->shot_cap ? rd->shot_cap * 2 : 8;
        RulesShot *shots = realloc(rd->shots, sizeof *shots * (size_t)cap);
        if (!shots) return;
        rd->shots = shots;
        rd->shot_cap = cap;
    }
    rd->shots[rd->shot_count++] = (RulesShot){x, y, w, h, block, -1};
}

enum { SHOW_ME_W = 150, SHOW_ME_H = 34 }; /* a Show me button, in points */

/* Whether a picture is a position a player can open on a board: an example, or a move shown
 * (opened before the move, to play it). */
static bool shown_on_board(const RulesBlock *bl) {
    return bl->shows == RULES_SHOW_BOARD || bl->shows == RULES_SHOW_MOVE;
}

static float wrapped(RulesData *rd, UiDraw *d, const char *text, float x, float y, float width,
                     float size, int style, int tone, float line_h) {
    enum { LINES = 200 };
    int st[LINES], en[LINES];
    int n = ui_wrap(d, text, size, (GfxFontStyle)style, width, st, en, LINES);
    for (int i = 0; i < n && i < LINES; i++) {
        add_item(rd, x, y, size, style, tone, text + st[i], en[i] - st[i]);
        y += line_h;
    }
    return y;
}

/* Column widths of table `table`: the widest cell of each column, squeezed to fit. */
static int table_columns(RulesData *rd, UiDraw *d, int table, float width, float *col) {
    int cols = 0;
    for (int i = 0; i < RULES_CELLS_MAX; i++) col[i] = 0;
    for (int b = 0; b < rd->doc.count; b++) {
        const RulesBlock *bl = &rd->doc.blocks[b];
        if (bl->kind != RULES_TABLE_ROW || bl->table != table) continue;
        char buf[1024];
        snprintf(buf, sizeof buf, "%s", bl->text);
        int c = 0;
        char *save = NULL;
        for (char *cell = strtok_r(buf, "\t", &save); cell && c < RULES_CELLS_MAX;
             cell = strtok_r(NULL, "\t", &save), c++) {
            float w = ui_text_width(d, cell, 14, bl->header ? GFX_FONT_BOLD : GFX_FONT_REGULAR) /
                      d->scale;
            if (w > col[c]) col[c] = w;
        }
        if (c > cols) cols = c;
    }
    float total = 0;
    for (int c = 0; c < cols; c++) total += (col[c] += 24);
    float fit = total * d->scale > width ? width / (total * d->scale) : 1.0f;
    for (int c = 0; c < cols; c++) col[c] *= d->scale * fit;
    return cols;
}

static void layout(RulesData *rd, UiDraw *d, float width, float view_h) {
    clear_layout(rd);
    float s = d->scale, y = 0;
    float body = 16, line_h = 25 * s;
    int current_table = -1;
    float col[RULES_CELLS_MAX];
    for (int b = 0; b < rd->doc.count; b++) {
        const RulesBlock *bl = &rd->doc.blocks[b];
        float top = y;
        switch (bl->kind) {
        case RULES_TITLE:
            y = wrapped(rd, d, bl->text, 0, y, width, 24, GFX_FONT_BOLD, 0, 34 * s);
            y += 8 * s;
            break;
        case RULES_HEADING:
            y += 14 * s;
            y = wrapped(rd, d, bl->text, 0, y, width, 19, GFX_FONT_BOLD, 2, 28 * s);
            y += 4 * s;
            break;
        case RULES_PARAGRAPH:
            y = wrapped(rd, d, bl->text, 0, y, width, body, GFX_FONT_REGULAR, 0, line_h);
            y += 8 * s;
            break;
        case RULES_BULLET:
            add_item(rd, 4 * s, y, body, GFX_FONT_BOLD, 1, bl->marker, (int)strlen(bl->marker));
            y = wrapped(rd, d, bl->text, 24 * s, y, width - 24 * s, body, GFX_FONT_REGULAR, 0,
                        line_h);
            y += 5 * s;
            break;
        case RULES_TABLE_ROW: {
            if (bl->table != current_table) {
                current_table = bl->table;
                table_columns(rd, d, bl->table, width, col);
                y += 4 * s;
            }
            char buf[1024];
            snprintf(buf, sizeof buf, "%s", bl->text);
            float x = 0;
            int c = 0;
            char *save = NULL;
            for (char *cell = strtok_r(buf, "\t", &save); cell && c < RULES_CELLS_MAX;
                 cell = strtok_r(NULL, "\t", &save), c++) {
                add_item(rd, x + 8 * s, y, 14, bl->header ? GFX_FONT_BOLD : GFX_FONT_REGULAR,
                         bl->header ? 0 : 1, cell, (int)strlen(cell));
                x += col[c];
            }
            y += 23 * s;
            bool last = b + 1 >= rd->doc.count || rd->doc.blocks[b + 1].kind != RULES_TABLE_ROW ||
                        rd->doc.blocks[b + 1].table != bl->table;
            if (last) y += 10 * s;
            break;
        }
        case RULES_PICTURE: {
            /* An example position as wide as a board is readable; pieces and figures smaller.
             * Its caption below it, or the reason it could not be read in its place; under an
             * example, the button that opens it on a board. */
            const RulesPicture *pic = rd->pictures ? &rd->pictures[b] : NULL;
            float w = (bl->small ? 460 : 620) * s;
            float aspect = pic && pic->figure ? pic->aspect : bl->small ? 0.7f : 0.8f;
            if (w > width) w = width;
            if (w * aspect > view_h - 80 * s) w = (view_h - 80 * s) / aspect; /* seen whole */
            float h = w * aspect;
            y += 6 * s;
            int shots = rd->shot_count;
            if (pic && pic->view) add_shot(rd, (width - w) / 2, y, w, h, b);
            bool drawn = rd->shot_count > shots;
            if (drawn) {
                y += h + 2 * s;
            } else {
                y = wrapped(rd, d, T(d, "This picture could not be drawn."), 0, y, width, 14,
                            GFX_FONT_REGULAR, 1, 22 * s);
            }
            y = wrapped(rd, d, bl->text, (width - w) / 2, y, w, 14, GFX_FONT_REGULAR, 1, 22 * s);
            if (drawn && shown_on_board(bl)) {
                rd->shots[rd->shot_count - 1].button_y = y + 4 * s;
                y += SHOW_ME_H * s + 8 * s;
            }
            y += 10 * s;
            break;
        }
        }
        if (bl->decision) add_bar(rd, top, y - top - 4 * s);
    }
    rd->height = y;
}

static void clamp_scroll(RulesData *rd) {
    float max = rd->height - rd->view_h + 40;
    if (rd->scroll > max) rd->scroll = max;
    if (rd->scroll < 0) rd->scroll = 0;
}

/* The page's example `number` (from 1, in the page's order of examples) that a Show me button
 * opens, its block; -1 for none. */
static int example_block(const RulesData *rd, int number) {
    for (int b = 0; b < rd->doc.count; b++)
        if (rd->doc.blocks[b].kind == RULES_PICTURE && shown_on_board(&rd->doc.blocks[b]) &&
            rd->pictures && rd->pictures[b].view && --number == 0)
            return b;
    return -1;
}

/* Show me: the example's position on a board for two people at this screen, to play on from
 * it (a move shown: from before the move). A board that cannot be made says why on stderr. */
static void show_on_board(RulesData *rd, SceneContext *ctx, int block) {
    const GameRules *g = game_at(rd->game);
    GameLine line;
    Error err;
    if (!game_line_start_fen(&line, g, rd->doc.blocks[block].position, &err)) {
        fprintf(stderr, "rules page of %s: Show me: %s\n", g->id, err.message);
        return;
    }
    Scene board = scene_board_create_to_try(ctx, &line, "human,human", &err);
    if (!board.data) {
        fprintf(stderr, "rules page of %s: Show me: %s\n", g->id, err.message);
        return;
    }
    scene_push(ctx->stack, ctx, board);
}

static void rules_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    RulesData *rd = s->data;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind == UI_ACTION_ACTIVATE && strncmp(a->id, "rules.show.", 11) == 0) {
        int block = example_block(rd, atoi(a->id + 11));
        if (block < 0) return;
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        show_on_board(rd, ctx, block);
    } else if (a->kind == UI_ACTION_SCROLL) {
        float step = rd->laid_scale * 25.0f;
        if (a->delta >= 12 || a->delta <= -12)
            rd->scroll += (a->delta > 0 ? 1.0f : -1.0f) * rd->view_h * 0.9f;
        else
            rd->scroll += (float)a->delta * step;
        clamp_scroll(rd);
    } else if (in->kind == UI_INPUT_KEY && (in->key == UI_KEY_HOME || in->key == UI_KEY_END)) {
        rd->scroll = in->key == UI_KEY_HOME ? 0 : rd->height;
        clamp_scroll(rd);
    }
}

static void rules_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    RulesData *rd = s->data;
    const GameRules *g = game_at(rd->game);
    const UiTheme *t = d->theme;
    float sc = d->scale;
    char title[128];
    snprintf(title, sizeof title, T(d, "Rules: %s"), g->title);
    float top = 76 * sc, margin = 24 * sc;
    float col_w = 820 * sc;
    if (col_w > d->w - 2 * margin - 40 * sc) col_w = d->w - 2 * margin - 40 * sc;
    float x = (d->w - col_w) / 2;
    float view_top = top + 16 * sc, view_h = d->h - view_top - 16 * sc;
    gfx_draw_panel(d->r, x - 28 * sc, view_top - 8 * sc, col_w + 56 * sc, d->h - view_top + 40 * sc,
                   14 * sc, t->surface, 0.2f);
    if (rd->error[0]) {
        scene_draw_page(d, title, true);
        ui_text(d, rd->error, x, view_top + 20 * sc, 16, GFX_FONT_REGULAR, GFX_ALIGN_LEFT,
                t->error);
        return;
    }
    float pixels = d->r->pixel_scale;
    if (rd->laid_width != col_w || rd->laid_scale != sc || rd->laid_pixels != pixels ||
        rd->laid_view_h != view_h) { /* a picture is made small enough to be seen whole */
        float ratio = rd->height > 0 ? rd->scroll / rd->height : 0;
        layout(rd, d, col_w, view_h);
        rd->laid_width = col_w;
        rd->laid_scale = sc;
        rd->laid_pixels = pixels;
        rd->laid_view_h = view_h;
        rd->scroll = ratio * rd->height;
    }
    rd->view_h = view_h;
    clamp_scroll(rd);
    ui_register(d->ui, "rules.text", (UiRect){x, view_top, col_w, view_h}, UI_KIND_AREA);
    float oy = view_top + 8 * sc - rd->scroll;
    for (int i = 0; i < rd->bar_count; i++) {
        float y0 = rd->bars[i].y + oy, y1 = y0 + rd->bars[i].h;
        if (y0 < view_top) y0 = view_top;
        if (y1 > view_top + view_h) y1 = view_top + view_h;
        if (y1 <= y0) continue;
        gfx_draw_panel(d->r, x - 14 * sc, y0 - 3 * sc, col_w + 20 * sc, y1 - y0 + 6 * sc, 6 * sc,
                       ui_alpha(t->decision, 0.13f), 0.5f);
        gfx_draw_panel(d->r, x - 14 * sc, y0 - 3 * sc, 4 * sc, y1 - y0 + 6 * sc, 2 * sc,
                       t->decision, 0.6f);
    }
    /* The pictures: a board is drawn whole, and what lies outside the view is covered again
     * by the page around it (the renderer has no clipping), drawn over it further up. */
    float view_bottom = view_top + view_h;
    bool cover_top = false;
    for (int i = 0; i < rd->shot_count; i++) {
        const RulesShot *sh = &rd->shots[i];
        UiRect at = {x + sh->x, sh->y + oy, sh->w, sh->h};
        if (at.y + at.h <= view_top || at.y >= view_bottom) continue;
        d->has_cover = true; /* the page covers what lies outside its view */
        d->covered_outside = (UiRect){0, view_top, d->w, view_h};
        rules_picture_draw(&rd->pictures[sh->block], d, at, true, ctx->prefs->scheme);
        d->has_cover = false;
        if (at.y < view_top) {
            cover_top = true;
            gfx_draw_rect(d->r, at.x - 8 * sc, view_top - 8 * sc, at.w + 16 * sc, 8 * sc,
                          t->surface, 49);
        }
        if (at.y + at.h > view_bottom)
            gfx_draw_rect(d->r, at.x - 8 * sc, view_bottom, at.w + 16 * sc, d->h - view_bottom,
                          t->surface, 49);
    }
    float layer = d->layer;
    if (cover_top) { /* the window's top as scene_draw_page draws it, over the picture */
        gfx_draw_rect(d->r, 0, 0, d->w, view_top - 8 * sc, t->background, 49);
        gfx_draw_panel(d->r, 0, 0, d->w, top, 0, t->surface, 49.2f);
        gfx_draw_shadow(d->r, 0, 0, d->w, top, 0, 6 * sc, ui_alpha(t->shadow, 0.5f), 49.1f);
        d->layer = layer + 50;
    }
    scene_draw_page(d, title, true);
    d->layer = layer;
    for (int i = 0; i < rd->item_count; i++) {
        const RulesItem *it = &rd->items[i];
        float y = it->y + oy, lh = 24 * sc;
        if (y < view_top - 2 || y + lh > view_top + view_h) continue;
        GfxColor c = it->tone == 1 ? t->text_dim : it->tone == 2 ? t->accent : t->text;
        ui_text(d, it->text, x + it->x, y, it->size, (GfxFontStyle)it->style, GFX_ALIGN_LEFT, c);
    }
    /* The Show me buttons seen whole in the view, numbered as the page's examples. */
    for (int i = 0, number = 0; i < rd->shot_count; i++) {
        const RulesShot *sh = &rd->shots[i];
        if (sh->button_y < 0) continue;
        number++;
        float by = sh->button_y + oy, bh = SHOW_ME_H * sc;
        if (by < view_top || by + bh > view_top + view_h) continue;
        char id[UI_ID_MAX];
        snprintf(id, sizeof id, "rules.show.%d", number);
        ui_button(d, id, T(d, "Show me"), (UiRect){x + sh->x, by, SHOW_ME_W * sc, bh},
                  UI_BUTTON_SECONDARY);
    }
    /* A thin scroll indicator when the text is longer than the view. */
    if (rd->height > view_h) {
        float track = view_h - 16 * sc, frac = view_h / (rd->height + 40);
        float thumb = track * (frac > 1 ? 1 : frac);
        float pos = (track - thumb) * (rd->scroll / (rd->height - view_h + 40));
        gfx_draw_panel(d->r, x + col_w + 16 * sc, view_top + 8 * sc + pos, 5 * sc, thumb, 3 * sc,
                       ui_alpha(t->text_dim, 0.5f), 1);
    }
}

static bool rules_query(const Scene *s, const char *key, char *out, size_t n) {
    const RulesData *rd = s->data;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", game_at(rd->game)->id), true;
    if (strcmp(key, "error") == 0) return snprintf(out, n, "%s", rd->error), true;
    if (strcmp(key, "page") == 0) return snprintf(out, n, "%s", rd->page), true;
    if (strcmp(key, "scroll") == 0) return snprintf(out, n, "%d", (int)lroundf(rd->scroll)), true;
    if (strcmp(key, "blocks") == 0) return snprintf(out, n, "%d", rd->doc.count), true;
    if (strcmp(key, "pictures") == 0) return snprintf(out, n, "%d", rd->picture_count), true;
    if (strcmp(key, "examples") == 0) {
        int k = 0;
        while (example_block(rd, k + 1) >= 0) k++;
        return snprintf(out, n, "%d", k), true;
    }
    if (strcmp(key, "picture_errors") == 0) return snprintf(out, n, "%d", rd->picture_errors), true;
    if (strcmp(key, "decisions") == 0) {
        int k = 0;
        for (int i = 0; i < rd->doc.count; i++) k += rd->doc.blocks[i].decision;
        return snprintf(out, n, "%d", k), true;
    }
    return false;
}

/* The page in the current language (assets/rules/<code>/<game>.md) where it is translated, else
 * the English one (assets/rules/<game>.md): a language may ship before all its pages. `page` is
 * the part after assets/rules/, for the "page" query. */
static void page_path(const SceneContext *ctx, const char *game, char *page, size_t page_n,
                      char *path, size_t n) {
    if (ctx->prefs->language != UI_LANG_EN) {
        snprintf(page, page_n, "%s/%s.md", ui_language_code(ctx->prefs->language), game);
        snprintf(path, n, "%s/assets/rules/%s", ctx->data_dir, page);
        FILE *f = fopen(path, "rb");
        if (f) {
            fclose(f);
            return;
        }
    }
    snprintf(page, page_n, "%s.md", game);
    snprintf(path, n, "%s/assets/rules/%s", ctx->data_dir, page);
}

Scene scene_rules_create(SceneContext *ctx, int game_index) {
    RulesData *rd = calloc(1, sizeof *rd);
    if (rd) {
        rd->game = game_index;
        const GameRules *g = game_at(game_index);
        /* The players' page (assets/rules); the developers' spec with its decisions marked
         * (docs/rules) is not shown to players. */
        char path[1200];
        page_path(ctx, g->id, rd->page, sizeof rd->page, path, sizeof path);
        Error err;
        char *text = text_file_read(path, NULL, &err);
        if (!text)
            snprintf(rd->error, sizeof rd->error, "%s", err.message);
        else if (!rules_text_parse(&rd->doc, text, &err))
            snprintf(rd->error, sizeof rd->error, "%s", err.message);
        free(text);
        if (!rd->error[0] && rd->doc.count > 0)
            rd->pictures = calloc((size_t)rd->doc.count, sizeof *rd->pictures);
        for (int i = 0; rd->pictures && i < rd->doc.count; i++) {
            const RulesBlock *bl = &rd->doc.blocks[i];
            if (bl->kind != RULES_PICTURE) continue;
            bool opened =
                bl->shows == RULES_SHOW_FIGURE
                    ? rules_picture_open_figure(&rd->pictures[i], g, bl->position, &err)
                : bl->shows == RULES_SHOW_MOVE
                    ? rules_picture_open_move(&rd->pictures[i], g, bl->position, bl->move, &err)
                    : rules_picture_open(&rd->pictures[i], g, bl->position, &err);
            if (opened) {
                rd->picture_count++;
            } else {
                rd->picture_errors++;
                fprintf(stderr, "rules page of %s: a picture: %s\n", g->id, err.message);
            }
        }
    }
    Scene s = {.name = "rules",
               .data = rd,
               .destroy = rules_destroy,
               .event = rules_event,
               .draw = rules_draw,
               .query = rules_query};
    return s;
}
