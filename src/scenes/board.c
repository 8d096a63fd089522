/* The board scene for games whose board view is not written yet: it says so plainly, shows what
 * was chosen, and leads back to the menu. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game_info.h"
#include "scenes/scene.h"

typedef struct BoardData {
    int game;
    char options[1024];
    char players[64];
} BoardData;

static void board_destroy(Scene *s) {
    free(s->data);
}

static void board_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)s;
    (void)in;
    if (scene_back_requested(a)) {
        ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
        scene_pop_to_root(ctx->stack, ctx);
    }
}

static void board_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)ctx;
    BoardData *b = s->data;
    const GameInfo *g = game_info_at(b->game);
    const UiTheme *t = d->theme;
    float sc = d->scale;
    scene_draw_page(d, g->title, true);
    float top = 76 * sc + 30 * sc, bottom = d->h - 30 * sc;
    float side = bottom - top;
    if (side > d->w * 0.5f) side = d->w * 0.5f;
    float x = 40 * sc;
    gfx_draw_shadow(d->r, x, top + 4 * sc, side, side, 16 * sc, 16 * sc, t->shadow, 1);
    gfx_draw_material(d->r, x, top, side, side, 16 * sc, g->material, (GfxColor){1, 1, 1, 1}, 2);
    Error err;
    float aw = side * 0.8f;
    gfx_draw_svg(d->r, d->svg, g->art, x + (side - aw) / 2, top + (side - aw * 0.75f) / 2, aw,
                 aw * 0.75f, (GfxColor){1, 1, 1, 0.35f}, 3, &err);

    float tx = x + side + 40 * sc, tw = d->w - tx - 40 * sc, y = top + 10 * sc;
    const char *lines[] = {
        T(d, "The board for this game is coming in a later version."),
        T(d, "The game was set up with these options, and the rules accepted them:"),
    };
    for (int k = 0; k < 2; k++) {
        int st[6], en[6];
        int n =
            ui_wrap(d, lines[k], k ? 16 : 20, k ? GFX_FONT_REGULAR : GFX_FONT_BOLD, tw, st, en, 6);
        for (int i = 0; i < n && i < 6; i++) {
            char line[256];
            int len = en[i] - st[i] < 255 ? en[i] - st[i] : 255;
            memcpy(line, lines[k] + st[i], (size_t)len);
            line[len] = '\0';
            ui_text(d, line, tx, y, k ? 16 : 20, k ? GFX_FONT_REGULAR : GFX_FONT_BOLD,
                    GFX_ALIGN_LEFT, k ? t->text_dim : t->text);
            y += (k ? 24 : 30) * sc;
        }
        y += 12 * sc;
    }
    /* One option per line, in a quiet box. */
    char opts[1024];
    snprintf(opts, sizeof opts, "%s", b->options);
    float box_y = y, line_h = 26 * sc;
    int count = 0;
    for (char *p = opts; *p; count++) {
        char *sp = strchr(p, ' ');
        p = sp ? sp + 1 : p + strlen(p);
    }
    gfx_draw_panel(d->r, tx, box_y, tw, (float)count * line_h + 20 * sc, 10 * sc, t->surface, 2);
    y += 10 * sc;
    char *save = NULL;
    for (char *p = strtok_r(opts, " ", &save); p; p = strtok_r(NULL, " ", &save)) {
        ui_text(d, p, tx + 16 * sc, y, 15, GFX_FONT_REGULAR, GFX_ALIGN_LEFT, t->text);
        y += line_h;
    }
    y += 30 * sc;
    ui_button(d, "back.menu", T(d, "Back to the menu"), (UiRect){tx, y, 240 * sc, 44 * sc},
              UI_BUTTON_PRIMARY);
}

static bool board_query(const Scene *s, const char *key, char *out, size_t n) {
    const BoardData *b = s->data;
    if (strcmp(key, "game") == 0) return snprintf(out, n, "%s", game_info_at(b->game)->id), true;
    if (strcmp(key, "options") == 0) return snprintf(out, n, "%s", b->options), true;
    if (strcmp(key, "players") == 0) return snprintf(out, n, "%s", b->players), true;
    return false;
}

static void board_event_any(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    if (a->kind == UI_ACTION_ACTIVATE && strcmp(a->id, "back.menu") == 0) {
        UiAction back = {.kind = UI_ACTION_BACK};
        board_event(s, ctx, &back, in);
        return;
    }
    board_event(s, ctx, a, in);
}

Scene scene_board_create(SceneContext *ctx, int game_index, const char *options,
                         const char *players) {
    (void)ctx;
    BoardData *b = calloc(1, sizeof *b);
    if (b) {
        b->game = game_index;
        snprintf(b->options, sizeof b->options, "%s", options);
        snprintf(b->players, sizeof b->players, "%s", players);
    }
    Scene s = {.name = "board",
               .data = b,
               .destroy = board_destroy,
               .event = board_event_any,
               .draw = board_draw,
               .query = board_query};
    return s;
}
