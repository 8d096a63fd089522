/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main menu: the four games as illustrated cards, and the way to settings and out. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "rules/game.h"
#include "views/view.h"
#include "scenes/scene.h"

#define MENU_GAMES_MAX 8 /* cards the menu lays out */

typedef struct MenuData {
    char error[ERROR_MESSAGE_MAX]; /* a missing asset, shown instead of crashing */
    char set_aside[256];           /* a broken autosave's new name, for the tests' query */
} MenuData;

static void menu_destroy(Scene *s) {
    free(s->data);
}

static void menu_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)s;
    (void)in;
    if (a->kind == UI_ACTION_BACK) {
        ctx->quit(ctx->host);
        return;
    }
    if (a->kind != UI_ACTION_ACTIVATE) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    if (strcmp(a->id, "menu.quit") == 0) {
        ctx->quit(ctx->host);
    } else if (strcmp(a->id, "menu.continue") == 0 && ctx->autosave_exists) {
        Error err;
        if (!scene_board_open(ctx, ctx->autosave_path, &err)) {
            fprintf(stderr, "duelboard: %s\n", err.message);
            ctx->autosave_exists = false;
        }
    } else if (strcmp(a->id, "menu.load") == 0 && ctx->saves_exist) {
        scene_push(ctx->stack, ctx, scene_load_create(ctx));
    } else if (strcmp(a->id, "menu.settings") == 0) {
        scene_push(ctx->stack, ctx, scene_settings_create(ctx));
    } else if (strcmp(a->id, "menu.join") == 0) {
        scene_push(ctx->stack, ctx, scene_join_create(ctx, NULL));
    } else {
        for (int i = 0; i < game_count(); i++) {
            char id[UI_ID_MAX];
            snprintf(id, sizeof id, "menu.%s.new", game_at(i)->id);
            if (strcmp(a->id, id) == 0) scene_push(ctx->stack, ctx, scene_setup_create(ctx, i));
            snprintf(id, sizeof id, "menu.%s.rules", game_at(i)->id);
            if (strcmp(a->id, id) == 0) scene_push(ctx->stack, ctx, scene_rules_create(ctx, i));
        }
    }
}

/* Where a card's art goes: on top of a tall card, beside the text of a wide one; w = 0 when
 * there is no room. */
static UiRect card_art(UiRect c, float s) {
    float pad = 14 * s;
    if (c.w > c.h * 1.25f) {
        float art_h = c.h - 2 * pad, art_w = art_h / 0.75f;
        if (art_w > c.w * 0.45f) art_w = c.w * 0.45f, art_h = art_w * 0.75f;
        return (UiRect){c.x + pad, c.y + (c.h - art_h) / 2, art_w, art_h};
    }
    float buttons = 2 * 40 * s + 10 * s;
    float art_w = c.w - 2 * pad, art_h = art_w * 0.75f;
    float room = c.h - buttons - 120 * s - 3 * pad;
    if (art_h > room) art_h = room;
    if (art_h <= 40 * s) return (UiRect){0, 0, 0, 0};
    float aw = art_h / 0.75f;
    return (UiRect){c.x + (c.w - aw) / 2, c.y + pad, aw, art_h};
}

/* The games' cards of a w x h window at layout scale s: four to a row, or two in small
 * windows. */
static void card_rects(float w, float h, float s, UiRect out[MENU_GAMES_MAX]) {
    float margin = 40 * s, gap = 22 * s;
    float top = 116 * s, footer = 76 * s;
    float avail_w = w - 2 * margin, avail_h = h - top - footer;
    int cols = avail_w / 4 - gap >= 215 * s ? 4 : 2;
    int games = game_count() < MENU_GAMES_MAX ? game_count() : MENU_GAMES_MAX;
    int rows = (games + cols - 1) / cols;
    float cw = (avail_w - gap * (float)(cols - 1)) / (float)cols;
    float ch = (avail_h - gap * (float)(rows - 1)) / (float)rows;
    /* Tall windows: cards keep a card's proportions and the row sits in the middle. */
    float y0 = top;
    if (cols == 4 && ch > cw * 1.65f) {
        y0 += (ch - cw * 1.65f) / 2;
        ch = cw * 1.65f;
    }
    for (int i = 0; i < games; i++)
        out[i] = (UiRect){margin + (float)(i % cols) * (cw + gap),
                          y0 + (float)(i / cols) * (ch + gap), cw, ch};
}

int scene_menu_images(float w, float h, float pixel_scale, SceneImage *out, int max) {
    float s = scene_layout_scale(w, h);
    UiRect cards[MENU_GAMES_MAX];
    card_rects(w, h, s, cards);
    int n = 0;
    if (n < max) {
        int icon = (int)lroundf(56 * s * pixel_scale);
        out[n++] = (SceneImage){"icon.svg", icon, icon};
    }
    for (int i = 0; i < game_count() && i < MENU_GAMES_MAX && n < max; i++) {
        UiRect art = card_art(cards[i], s);
        if (art.w <= 0) continue;
        out[n++] = (SceneImage){view_for(game_at(i))->look.art, (int)lroundf(art.w * pixel_scale),
                                (int)lroundf(art.h * pixel_scale)};
    }
    return n;
}

static void card_text(UiDraw *d, const GameRules *g, float x, float y, float w, int max_lines) {
    const UiTheme *t = d->theme;
    float s = d->scale;
    ui_text(d, g->title, x, y, 24, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
    y += 36 * s;
    ui_paragraph(d, T(d, view_for(g)->look.tagline), x, y, w, 15, GFX_FONT_REGULAR, t->text_dim, 21,
                 max_lines < 4 ? max_lines : 4);
}

/* A card: art on top when the card is tall, on the left when it is wide (small windows). */
static void draw_card(UiDraw *d, MenuData *m, const GameRules *g, UiRect c) {
    const UiTheme *t = d->theme;
    float s = d->scale, radius = 14 * s, pad = 14 * s;
    char id[UI_ID_MAX], new_id[UI_ID_MAX], rules_id[UI_ID_MAX];
    snprintf(id, sizeof id, "menu.%s", g->id);
    snprintf(new_id, sizeof new_id, "menu.%s.new", g->id);
    snprintf(rules_id, sizeof rules_id, "menu.%s.rules", g->id);
    ui_register(d->ui, id, c, UI_KIND_AREA);
    gfx_draw_shadow(d->r, c.x, c.y + 4 * s, c.w, c.h, radius, 14 * s, t->shadow, 1);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, radius, t->surface, 2);
    float button_h = 40 * s, gap = 10 * s;
    Error err;
    UiRect art = card_art(c, s);
    if (art.w > 0 && !gfx_draw_svg(d->r, d->svg, view_for(g)->look.art, art.x, art.y, art.w, art.h,
                                   (GfxColor){1, 1, 1, 1}, 3, &err))
        snprintf(m->error, sizeof m->error, "%s", err.message);
    bool wide = c.w > c.h * 1.25f;
    if (wide) {
        float art_w = art.w;
        float x = c.x + 2 * pad + art_w, w = c.x + c.w - pad - x;
        card_text(d, g, x, c.y + pad, w, 2);
        float by = c.y + c.h - pad - button_h, bw = (w - gap) / 2;
        ui_button(d, new_id, T(d, "New game"), (UiRect){x, by, bw, button_h}, UI_BUTTON_PRIMARY);
        ui_button(d, rules_id, T(d, "Rules"), (UiRect){x + bw + gap, by, bw, button_h},
                  UI_BUTTON_SECONDARY);
        return;
    }
    float buttons = 2 * button_h + gap;
    float y = c.y + pad;
    if (art.w > 0) y += art.h + pad;
    card_text(d, g, c.x + pad + 4 * s, y, c.w - 2 * pad - 8 * s, 3);
    float by = c.y + c.h - pad - buttons;
    ui_button(d, new_id, T(d, "New game"), (UiRect){c.x + pad, by, c.w - 2 * pad, button_h},
              UI_BUTTON_PRIMARY);
    ui_button(d, rules_id, T(d, "Rules"),
              (UiRect){c.x + pad, by + button_h + gap, c.w - 2 * pad, button_h},
              UI_BUTTON_SECONDARY);
}

static void menu_draw(Scene *sc, SceneContext *ctx, UiDraw *d) {
    MenuData *m = sc->data;
    const UiTheme *t = d->theme;
    float s = d->scale, margin = 40 * s, gap = 22 * s;
    Error err;
    float icon = 56 * s;
    gfx_draw_svg(d->r, d->svg, "icon.svg", margin, 28 * s, icon, icon, (GfxColor){1, 1, 1, 1}, 3,
                 &err);
    ui_text(d, "Duelboard", margin + icon + 16 * s, 26 * s, 34, GFX_FONT_BOLD, GFX_ALIGN_LEFT,
            t->text);
    ui_text(d, T(d, "Four abstract games for two players"), margin + icon + 18 * s, 68 * s, 16,
            GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text_dim);

    float footer = 76 * s;
    UiRect cards[MENU_GAMES_MAX];
    /* A notice about a set-aside save takes a strip above the footer: the cards make room. */
    float notice_h = ctx->autosave_set_aside[0] ? 34 * s : 0;
    card_rects(d->w, d->h - notice_h, s, cards);
    for (int i = 0; i < game_count() && i < MENU_GAMES_MAX; i++)
        draw_card(d, m, game_at(i), cards[i]);
    /* Hosting starts from a game's New game panel (a friend online is one more opponent);
     * joining needs no game chosen first. After the cards: the keyboard starts on a game. */
    float join_w = 190 * s;
    ui_button(d, "menu.join", T(d, "Join a game online"),
              (UiRect){d->w - margin - join_w, 34 * s, join_w, 42 * s}, UI_BUTTON_SECONDARY);

    float bw = 150 * s, bh = 42 * s, by = d->h - footer + (footer - bh) / 2;
    ui_button(d, "menu.quit", T(d, "Quit"), (UiRect){d->w - margin - bw, by, bw, bh},
              UI_BUTTON_SECONDARY);
    ui_button(d, "menu.settings", T(d, "Settings"),
              (UiRect){d->w - margin - 2 * bw - gap, by, bw, bh}, UI_BUTTON_SECONDARY);
    float left = margin;
    if (ctx->autosave_exists) {
        char label[128];
        snprintf(label, sizeof label, T(d, "Continue: %s"), game_at(ctx->autosave_game)->title);
        float cw2 = ui_text_width(d, label, 16, GFX_FONT_BOLD) + 48 * s;
        ui_button(d, "menu.continue", label, (UiRect){left, by, cw2, bh}, UI_BUTTON_PRIMARY);
        left += cw2 + gap;
    }
    if (ctx->saves_exist)
        ui_button(d, "menu.load", T(d, "Load"), (UiRect){left, by, bw, bh}, UI_BUTTON_SECONDARY);
    if (m->error[0])
        ui_text(d, m->error, margin, by + 10 * s, 14, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->error);
    if (ctx->autosave_set_aside[0]) {
        char text[512];
        snprintf(text, sizeof text,
                 T(d, "The saved game could not be continued; it was kept as %s."),
                 ctx->autosave_set_aside);
        float ny = d->h - footer - notice_h + 4 * s;
        ui_register(d->ui, "menu.notice",
                    (UiRect){margin, ny, ui_text_width(d, text, 15, GFX_FONT_REGULAR), 22 * s},
                    UI_KIND_AREA);
        ui_text(d, text, margin, ny, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->error);
    }
}

/* The invite the app was started with is joined once the menu is up. */
static bool menu_update(Scene *s, SceneContext *ctx, float dt) {
    (void)s, (void)dt;
    if (ctx->invite[0] && !scene_stack_busy(ctx->stack)) {
        scene_push(ctx->stack, ctx, scene_join_create(ctx, ctx->invite));
        ctx->invite[0] = '\0';
    }
    return false;
}

static bool menu_query(const Scene *s, const char *key, char *out, size_t n) {
    const MenuData *m = s->data;
    if (strcmp(key, "error") == 0) {
        snprintf(out, n, "%s", m->error);
        return true;
    }
    if (strcmp(key, "set_aside") == 0) {
        snprintf(out, n, "%s", m->set_aside);
        return true;
    }
    return false;
}

Scene scene_menu_create(SceneContext *ctx) {
    MenuData *m = calloc(1, sizeof(MenuData));
    if (m) snprintf(m->set_aside, sizeof m->set_aside, "%s", ctx->autosave_set_aside);
    Scene s = {.name = "menu",
               .data = m,
               .destroy = menu_destroy,
               .event = menu_event,
               .update = menu_update,
               .draw = menu_draw,
               .query = menu_query};
    return s;
}
