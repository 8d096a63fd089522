/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The main menu: the four games as illustrated entries, and the way to settings and out. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/game.h"
#include "views/view.h"
#include "scenes/online_kept.h"
#include "scenes/rules_picture.h"
#include "scenes/scene.h"

#define MENU_GAMES_MAX SCENE_GAMES_MAX /* entries the menu lays out */
/* A tall entry's height at most, in widths: room for its art over its text and four rows of
 * buttons. */
#define ENTRY_TALLEST 1.85f

typedef struct MenuData {
    char error[ERROR_MESSAGE_MAX]; /* a missing asset, shown instead of crashing */
    char set_aside[256];           /* a broken autosave's new name, for the tests' query */
    /* Whether the latest game in progress is a network game (resumed through the server rather
     * than continued here), as looked up in its notes for the file named. */
    char latest_looked_at[128];
    bool latest_online;
    /* Each entry's art: its game's position (ViewLook.art_position) drawn by the game's own board
     * view, so that the menu shows the board a player will see. */
    RulesPicture art[MENU_GAMES_MAX];
    /* Whether each game ships puzzles (assets/puzzles/<game id>.txt): only those have Puzzles.
     * When any has, every tall entry keeps room for the button, so that the entries' buttons
     * stand in the same rows (the arrow keys go along a row). */
    bool puzzles[MENU_GAMES_MAX];
    bool puzzle_row;
    /* The game whose first New game offers its lessons, in a dialog over the menu; -1 none. The
     * keyboard's focus goes to its Learn once it is drawn. */
    int offer;
    bool offer_focused;
} MenuData;

static void menu_destroy(Scene *s) {
    MenuData *m = s->data;
    if (m)
        for (int i = 0; i < MENU_GAMES_MAX; i++) rules_picture_free(&m->art[i]);
    free(m);
}

/* A game in progress goes on in its board; one that no longer opens (changed on disk since the
 * menu looked) is said on stderr and the menu looks again. */
static void continue_game(SceneContext *ctx, const char *file) {
    Error err;
    if (!scene_board_continue(ctx, file, &err)) {
        fprintf(stderr, "duelboard: %s\n", err.message);
        if (ctx->saves_changed) ctx->saves_changed(ctx->host);
    }
}

/* Whether New game of game `i` first offers its lessons: never played here (no choices kept
 * from its new-game panel, no game in progress), never learned, never offered. */
static bool offers_lessons(const SceneContext *ctx, int i) {
    const char *id = game_at(i)->id;
    return !ctx->no_learn_offer && !ui_prefs_new_game(ctx->prefs, id) &&
           !(i < MENU_GAMES_MAX && ctx->continue_file[i][0]) && !ui_prefs_learned(ctx->prefs, id) &&
           !ui_prefs_learn_offered(ctx->prefs, id);
}

/* New game: the game's panel, or first the offer of its lessons (made once). */
static void new_game(MenuData *m, SceneContext *ctx, int i) {
    if (!offers_lessons(ctx, i)) {
        scene_push(ctx->stack, ctx, scene_setup_create(ctx, i));
        return;
    }
    m->offer = i;
    m->offer_focused = false;
    if (ui_prefs_set_learn_offered(ctx->prefs, game_at(i)->id)) ctx->prefs_changed(ctx->host);
}

/* The offer's answer: its lessons, or the game's panel; Escape closes it without either. */
static void offer_event(MenuData *m, SceneContext *ctx, const UiAction *a) {
    int game = m->offer;
    if (a->kind == UI_ACTION_BACK) m->offer = -1;
    if (a->kind != UI_ACTION_ACTIVATE) return;
    if (strcmp(a->id, "offer.learn") == 0 || strcmp(a->id, "offer.no") == 0) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        m->offer = -1;
        scene_push(ctx->stack, ctx,
                   strcmp(a->id, "offer.learn") == 0 ? scene_lessons_create(ctx, game)
                                                     : scene_setup_create(ctx, game));
    }
}

static void menu_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    MenuData *m = s->data;
    (void)in;
    if (m->offer >= 0) {
        offer_event(m, ctx, a);
        return;
    }
    if (a->kind == UI_ACTION_BACK) {
        ctx->quit(ctx->host);
        return;
    }
    if (a->kind != UI_ACTION_ACTIVATE) return;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    if (strcmp(a->id, "menu.quit") == 0) {
        ctx->quit(ctx->host);
    } else if (strcmp(a->id, "menu.continue") == 0 && ctx->continue_game >= 0) {
        continue_game(ctx, ctx->continue_latest);
    } else if (strcmp(a->id, "menu.in_progress") == 0 && ctx->in_progress > 1) {
        scene_push(ctx->stack, ctx, scene_load_create(ctx, SCENE_LOAD_IN_PROGRESS));
    } else if (strcmp(a->id, "menu.load") == 0 && ctx->saves_exist) {
        scene_push(ctx->stack, ctx, scene_load_create(ctx, SCENE_LOAD_LIBRARY));
    } else if (strcmp(a->id, "menu.settings") == 0) {
        scene_push(ctx->stack, ctx, scene_settings_create(ctx));
    } else if (strcmp(a->id, "menu.join") == 0) {
        scene_push(ctx->stack, ctx, scene_join_create(ctx, NULL));
    } else {
        for (int i = 0; i < game_count(); i++) {
            char id[UI_ID_MAX];
            snprintf(id, sizeof id, "menu.%s.new", game_at(i)->id);
            if (strcmp(a->id, id) == 0) new_game(m, ctx, i);
            snprintf(id, sizeof id, "menu.%s.learn", game_at(i)->id);
            if (strcmp(a->id, id) == 0) scene_push(ctx->stack, ctx, scene_lessons_create(ctx, i));
            snprintf(id, sizeof id, "menu.%s.rules", game_at(i)->id);
            if (strcmp(a->id, id) == 0) scene_push(ctx->stack, ctx, scene_rules_create(ctx, i));
            snprintf(id, sizeof id, "menu.%s.puzzles", game_at(i)->id);
            if (strcmp(a->id, id) == 0 && i < MENU_GAMES_MAX && m->puzzles[i])
                scene_push(ctx->stack, ctx, scene_puzzles_create(ctx, i));
            snprintf(id, sizeof id, "menu.%s.continue", game_at(i)->id);
            if (strcmp(a->id, id) == 0 && i < MENU_GAMES_MAX && ctx->continue_file[i][0])
                continue_game(ctx, ctx->continue_file[i]);
        }
    }
}

/* The buttons under a tall entry's text, one a row (the arrow keys go from one entry to the
 * next): New game, Learn, Puzzles (for a game with puzzles) and Rules, and Continue above them
 * when the game has one in progress. */
static float entry_buttons_height(float s, bool can_continue, bool has_puzzles) {
    int rows = 3 + can_continue + has_puzzles;
    return (float)rows * 40 * s + (float)(rows - 1) * 10 * s;
}

/* Where an entry's art goes: on top of a tall entry, beside the text of a wide one; w = 0 when
 * there is no room. */
static UiRect entry_art(UiRect c, float s, bool can_continue, bool has_puzzles) {
    float pad = 14 * s;
    if (c.w > c.h * 1.25f) { /* above the row of buttons that spans the entry */
        float room = c.h - 2 * pad - 50 * s;
        float art_h = room, art_w = art_h / 0.75f;
        if (art_w > c.w * 0.45f) art_w = c.w * 0.45f, art_h = art_w * 0.75f;
        return (UiRect){c.x + pad, c.y + pad + (room - art_h) / 2, art_w, art_h};
    }
    float buttons = entry_buttons_height(s, can_continue, has_puzzles);
    float art_w = c.w - 2 * pad, art_h = art_w * 0.75f;
    float room = c.h - buttons - 120 * s - 3 * pad;
    if (art_h > room) art_h = room;
    if (art_h <= 40 * s) return (UiRect){0, 0, 0, 0};
    float aw = art_h / 0.75f;
    return (UiRect){c.x + (c.w - aw) / 2, c.y + pad, aw, art_h};
}

/* The games' entries of a w x h window at layout scale s: four to a row, or two in small
 * windows. */
static void entry_rects(float w, float h, float s, UiRect out[MENU_GAMES_MAX]) {
    float margin = 40 * s, gap = 22 * s;
    float top = 116 * s, footer = 76 * s;
    float avail_w = w - 2 * margin, avail_h = h - top - footer;
    int cols = avail_w / 4 - gap >= 215 * s ? 4 : 2;
    int games = game_count() < MENU_GAMES_MAX ? game_count() : MENU_GAMES_MAX;
    int rows = (games + cols - 1) / cols;
    float cw = (avail_w - gap * (float)(cols - 1)) / (float)cols;
    float ch = (avail_h - gap * (float)(rows - 1)) / (float)rows;
    /* Tall windows: entries keep an entry's proportions and the row sits in the middle. */
    float y0 = top;
    if (cols == 4 && ch > cw * ENTRY_TALLEST) {
        y0 += (ch - cw * ENTRY_TALLEST) / 2;
        ch = cw * ENTRY_TALLEST;
    }
    for (int i = 0; i < games; i++)
        out[i] = (UiRect){margin + (float)(i % cols) * (cw + gap),
                          y0 + (float)(i / cols) * (ch + gap), cw, ch};
}

/* The menu's first frame is drawn before the app has looked at the games in progress: the art
 * is prefetched at the size of entries without Continue. */
int scene_menu_images(float w, float h, float pixel_scale, SceneImage *out, int max) {
    float s = scene_layout_scale(w, h);
    UiRect entries[MENU_GAMES_MAX];
    entry_rects(w, h, s, entries);
    int n = 0;
    if (n < max) {
        int icon = (int)lroundf(56 * s * pixel_scale);
        out[n++] = (SceneImage){"icon.svg", icon, icon};
    }
    /* The images each game's view will draw its entry's art with, as many as there is room for. */
    for (int i = 0; i < game_count() && i < MENU_GAMES_MAX && n < max; i++) {
        UiRect art = entry_art(entries[i], s, false, true); /* the sets are not looked at yet */
        const GameView *v = view_for(game_at(i));
        RulesPicture p;
        Error err;
        if (art.w <= 0 || !v->images || !v->look.art_position ||
            !rules_picture_open(&p, game_at(i), v->look.art_position, &err))
            continue;
        ViewFrame f = rules_picture_frame(&p, UI_SCHEME_CALM, false, false);
        v->layout(p.view_data, &f, art, s);
        const char *names[16];
        int iw[16], ih[16];
        int k = v->images(p.view_data, &f, pixel_scale, names, iw, ih, 16);
        for (int j = 0; j < k && n < max; j++) out[n++] = (SceneImage){names[j], iw[j], ih[j]};
        rules_picture_free(&p);
    }
    return n;
}

static void entry_text(UiDraw *d, const GameRules *g, float x, float y, float w, int max_lines) {
    const UiTheme *t = d->theme;
    float s = d->scale;
    ui_text(d, g->title, x, y, 24, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
    y += 36 * s;
    ui_paragraph(d, T(d, view_for(g)->look.tagline), x, y, w, 15, GFX_FONT_REGULAR, t->text_dim, 21,
                 max_lines < 4 ? max_lines : 4);
}

/* An entry: art on top when the entry is tall, on the left when it is wide (small windows). A game
 * with one in progress has its Continue above New game; Learn, Puzzles (when the game has them)
 * and Rules come under it (side by side in a wide entry). */
static void draw_entry(UiDraw *d, RulesPicture *picture, UiScheme scheme, const GameRules *g,
                       UiRect c, bool can_continue, bool has_puzzles, bool puzzle_row) {
    const UiTheme *t = d->theme;
    float s = d->scale, radius = 14 * s, pad = 14 * s;
    char id[UI_ID_MAX], new_id[UI_ID_MAX], rules_id[UI_ID_MAX], continue_id[UI_ID_MAX],
        learn_id[UI_ID_MAX], puzzles_id[UI_ID_MAX];
    snprintf(id, sizeof id, "menu.%s", g->id);
    snprintf(new_id, sizeof new_id, "menu.%s.new", g->id);
    snprintf(rules_id, sizeof rules_id, "menu.%s.rules", g->id);
    snprintf(continue_id, sizeof continue_id, "menu.%s.continue", g->id);
    snprintf(learn_id, sizeof learn_id, "menu.%s.learn", g->id);
    snprintf(puzzles_id, sizeof puzzles_id, "menu.%s.puzzles", g->id);
    UiButtonStyle new_style = can_continue ? UI_BUTTON_SECONDARY : UI_BUTTON_PRIMARY;
    ui_register(d->ui, id, c, UI_KIND_AREA);
    gfx_draw_shadow(d->r, c.x, c.y + 4 * s, c.w, c.h, radius, 14 * s, t->shadow, 1);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, radius, t->surface, 2);
    float button_h = 40 * s, gap = 10 * s;
    UiRect art = entry_art(c, s, can_continue, puzzle_row);
    if (art.w > 0) rules_picture_draw_as_played(picture, d, art, scheme);
    bool wide = c.w > c.h * 1.25f;
    if (wide) {
        float art_w = art.w;
        float x = c.x + 2 * pad + art_w, w = c.x + c.w - pad - x;
        entry_text(d, g, x, c.y + pad, w, 2);
        /* Two rows: Continue and New game (or New game alone) beside the art, then Learn,
         * Puzzles and Rules across the entry, where three labels have room in any language. */
        float by = c.y + c.h - pad - button_h, bw = (w - gap) / 2, top = by - button_h - gap;
        if (can_continue) {
            ui_button(d, continue_id, T(d, "Continue"), (UiRect){x, top, bw, button_h},
                      UI_BUTTON_PRIMARY);
            ui_button(d, new_id, T(d, "New game"), (UiRect){x + bw + gap, top, bw, button_h},
                      new_style);
        } else {
            ui_button(d, new_id, T(d, "New game"), (UiRect){x, top, w, button_h}, new_style);
        }
        int columns = has_puzzles ? 3 : 2;
        float left = c.x + pad, cw = (c.w - 2 * pad - gap * (float)(columns - 1)) / (float)columns;
        ui_button(d, learn_id, T(d, "Learn"), (UiRect){left, by, cw, button_h},
                  UI_BUTTON_SECONDARY);
        if (has_puzzles)
            ui_button(d, puzzles_id, T(d, "Puzzles"), (UiRect){left + cw + gap, by, cw, button_h},
                      UI_BUTTON_SECONDARY);
        ui_button(d, rules_id, T(d, "Rules"),
                  (UiRect){left + (float)(columns - 1) * (cw + gap), by, cw, button_h},
                  UI_BUTTON_SECONDARY);
        return;
    }
    float buttons = entry_buttons_height(s, can_continue, puzzle_row);
    float y = c.y + pad;
    if (art.w > 0) y += art.h + pad;
    entry_text(d, g, c.x + pad + 4 * s, y, c.w - 2 * pad - 8 * s, 3);
    float by = c.y + c.h - pad - buttons, bw = c.w - 2 * pad;
    if (can_continue) {
        ui_button(d, continue_id, T(d, "Continue"), (UiRect){c.x + pad, by, bw, button_h},
                  UI_BUTTON_PRIMARY);
        by += button_h + gap;
    }
    ui_button(d, new_id, T(d, "New game"), (UiRect){c.x + pad, by, bw, button_h}, new_style);
    by += button_h + gap;
    ui_button(d, learn_id, T(d, "Learn"), (UiRect){c.x + pad, by, bw, button_h},
              UI_BUTTON_SECONDARY);
    by += button_h + gap;
    if (has_puzzles) {
        ui_button(d, puzzles_id, T(d, "Puzzles"), (UiRect){c.x + pad, by, bw, button_h},
                  UI_BUTTON_SECONDARY);
        by += button_h + gap;
    }
    ui_button(d, rules_id, T(d, "Rules"), (UiRect){c.x + pad, by, bw, button_h},
              UI_BUTTON_SECONDARY);
}

/* The offer of a game's lessons at its first New game, over the dimmed menu. */
static void draw_offer(UiDraw *d, const GameRules *g) {
    const UiTheme *t = d->theme;
    float s = d->scale, pad = 24 * s;
    char text[256];
    snprintf(text, sizeof text, T(d, "New to %s? Learn it in five minutes."), g->title);
    float w = 460 * s < d->w - 40 * s ? 460 * s : d->w - 40 * s;
    int starts[3], ends[3];
    int lines = ui_wrap(d, text, 20, GFX_FONT_BOLD, w - 2 * pad, starts, ends, 3);
    if (lines < 1) lines = 1;
    if (lines > 3) lines = 3;
    float h = pad + (float)lines * 27 * s + 20 * s + 44 * s + pad;
    UiRect c = {(d->w - w) / 2, (d->h - h) / 2, w, h};
    gfx_draw_panel(d->r, 0, 0, d->w, d->h, 0, ui_alpha(t->background, 0.6f), 20);
    gfx_draw_shadow(d->r, c.x, c.y + 4 * s, c.w, c.h, 16 * s, 14 * s, t->shadow, 21);
    gfx_draw_panel(d->r, c.x, c.y, c.w, c.h, 16 * s, t->surface, 22);
    d->layer = 20;
    float y = ui_paragraph(d, text, c.x + pad, c.y + pad, c.w - 2 * pad, 20, GFX_FONT_BOLD, t->text,
                           27, lines);
    float bw = (c.w - 2 * pad - 12 * s) / 2;
    y += 20 * s;
    ui_button(d, "offer.no", T(d, "No thanks"), (UiRect){c.x + pad, y, bw, 44 * s},
              UI_BUTTON_SECONDARY);
    ui_button(d, "offer.learn", T(d, "Learn"), (UiRect){c.x + pad + bw + 12 * s, y, bw, 44 * s},
              UI_BUTTON_PRIMARY);
    d->layer = 0;
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
    UiRect entries[MENU_GAMES_MAX];
    /* A notice about a set-aside save takes a strip above the footer: the entries make room. */
    float notice_h = ctx->autosave_set_aside[0] ? 34 * s : 0;
    entry_rects(d->w, d->h - notice_h, s, entries);
    for (int i = 0; i < game_count() && i < MENU_GAMES_MAX; i++)
        draw_entry(d, &m->art[i], ctx->prefs->scheme, game_at(i), entries[i],
                   ctx->continue_file[i][0] != '\0', m->puzzles[i], m->puzzle_row);
    /* Hosting starts from a game's New game panel (a friend online is one more opponent);
     * joining needs no game chosen first. After the entries: the keyboard starts on a game. */
    float join_w = 190 * s;
    ui_button(d, "menu.join", T(d, "Join a game online"),
              (UiRect){d->w - margin - join_w, 34 * s, join_w, 42 * s}, UI_BUTTON_SECONDARY);

    float bw = 150 * s, bh = 42 * s, by = d->h - footer + (footer - bh) / 2;
    ui_button(d, "menu.quit", T(d, "Quit"), (UiRect){d->w - margin - bw, by, bw, bh},
              UI_BUTTON_SECONDARY);
    ui_button(d, "menu.settings", T(d, "Settings"),
              (UiRect){d->w - margin - 2 * bw - gap, by, bw, bh}, UI_BUTTON_SECONDARY);
    /* The games: the latest game in progress to continue, the list of all of them when there
     * are others, and the library. Between them and Settings they share what room there is. */
    float left = margin, room = d->w - 2 * margin - 2 * bw - 2 * gap;
    bool others = ctx->in_progress > 1;
    char label[160], list[96];
    snprintf(list, sizeof list, T(d, "In progress: %d"), ctx->in_progress);
    float list_w = others ? ui_text_width(d, list, 16, GFX_FONT_BOLD) + 32 * s : 0;
    float library_w = ctx->saves_exist ? bw : 0;
    const char *latest = ctx->continue_game >= 0 ? ctx->continue_latest : "";
    if (strcmp(m->latest_looked_at, latest) != 0) {
        OnlineEntry online;
        m->latest_online = latest[0] && online_entry_read(ctx, latest, &online);
        snprintf(m->latest_looked_at, sizeof m->latest_looked_at, "%s", latest);
    }
    if (ctx->continue_game >= 0) {
        snprintf(label, sizeof label,
                 T(d, m->latest_online ? "Resume online game: %s" : "Continue: %s"),
                 game_at(ctx->continue_game)->title);
        float cw2 = ui_text_width(d, label, 16, GFX_FONT_BOLD) + 48 * s;
        float most = room - (others ? list_w + gap : 0) - (library_w ? library_w + gap : 0);
        if (cw2 > most) cw2 = most; /* the label is set smaller */
        ui_button(d, "menu.continue", label, (UiRect){left, by, cw2, bh}, UI_BUTTON_PRIMARY);
        left += cw2 + gap;
    }
    if (others) {
        if (list_w > room - (left - margin) - (library_w ? library_w + gap : 0))
            list_w = room - (left - margin) - (library_w ? library_w + gap : 0);
        ui_button(d, "menu.in_progress", list, (UiRect){left, by, list_w, bh}, UI_BUTTON_SECONDARY);
        left += list_w + gap;
    }
    if (ctx->saves_exist)
        ui_button(d, "menu.load", T(d, "Library"), (UiRect){left, by, bw, bh}, UI_BUTTON_SECONDARY);
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
    if (m->offer >= 0) draw_offer(d, game_at(m->offer));
    if (m->offer >= 0 && !m->offer_focused) {
        ui_set_focus(d->ui, "offer.learn");
        m->offer_focused = true;
    }
}

/* The invite the app was started with is joined once the menu is up. */
static bool menu_update(Scene *s, SceneContext *ctx, float dt) {
    (void)s, (void)dt;
    if (ctx->invite[0] && !scene_stack_busy(ctx->stack)) {
        scene_push(ctx->stack, ctx, scene_join_create(ctx, ctx->invite));
        ctx->invite[0] = '\0';
    } else if (ctx->show_library && !scene_stack_busy(ctx->stack)) {
        ctx->show_library = false;
        scene_push(ctx->stack, ctx, scene_load_create(ctx, SCENE_LOAD_LIBRARY));
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
    if (strcmp(key, "offer") == 0) /* the game whose lessons are offered, "" none */
        return snprintf(out, n, "%s", m->offer >= 0 ? game_at(m->offer)->id : ""), true;
    if (strcmp(key, "continue") == 0) { /* what the footer's first button continues */
        snprintf(out, n, "%s", m->latest_online ? "online" : m->latest_looked_at[0] ? "here" : "");
        return true;
    }
    return false;
}

Scene scene_menu_create(SceneContext *ctx) {
    MenuData *m = calloc(1, sizeof(MenuData));
    if (m) snprintf(m->set_aside, sizeof m->set_aside, "%s", ctx->autosave_set_aside);
    if (m) m->offer = -1;
    for (int i = 0; m && i < game_count() && i < MENU_GAMES_MAX; i++) {
        const GameRules *g = game_at(i);
        const char *position = view_for(g)->look.art_position;
        m->puzzles[i] = scene_puzzles_available(ctx, i);
        m->puzzle_row = m->puzzle_row || m->puzzles[i];
        Error err;
        if (position && !rules_picture_open(&m->art[i], g, position, &err))
            snprintf(m->error, sizeof m->error, "%s", err.message); /* an entry without art */
    }
    Scene s = {.name = "menu",
               .data = m,
               .destroy = menu_destroy,
               .event = menu_event,
               .update = menu_update,
               .draw = menu_draw,
               .query = menu_query};
    return s;
}
