/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The common page frame shared by the scenes, and the layout scale. */
#include "scenes/scene.h"

#include <string.h>

float scene_layout_scale(float w, float h) {
    float s = w / 1280.0f < h / 800.0f ? w / 1280.0f : h / 800.0f;
    /* Below about three quarters text gets hard to read: small windows get tighter layouts
     * instead (the menu goes two by two). */
    return s < 0.75f ? 0.75f : s > 1.6f ? 1.6f : s;
}

void scene_draw_page(UiDraw *d, const char *title, bool back) {
    const UiTheme *t = d->theme;
    float s = d->scale;
    float bar = 76 * s;
    gfx_draw_panel(d->r, 0, 0, d->w, bar, 0, t->surface, 1);
    gfx_draw_shadow_under(d->r, 0, 0, d->w, bar, 0, 0, 6 * s, ui_alpha(t->shadow, 0.5f), 0.5f);
    float x = 32 * s;
    if (back) {
        ui_button(d, "back", T(d, "Back"), (UiRect){x, 18 * s, 104 * s, 40 * s},
                  UI_BUTTON_SECONDARY);
        x += 128 * s;
    }
    float lh = gfx_text_line_height(d->text, d->r, 26 * s);
    ui_text(d, title, x, (bar - lh) / 2, 26, GFX_FONT_BOLD, GFX_ALIGN_LEFT, t->text);
}

bool scene_back_requested(const UiAction *a) {
    return a->kind == UI_ACTION_BACK ||
           (a->kind == UI_ACTION_ACTIVATE && strcmp(a->id, "back") == 0);
}

bool scene_text_field_input(const SceneContext *ctx, char *text, size_t n, const UiInput *in) {
    if (in->kind == UI_INPUT_KEY && in->key == UI_KEY_CHAR) {
        char pasted[1024];
        if (in->ctrl && in->ch == 'v' && ctx->paste_text &&
            ctx->paste_text(ctx->host, pasted, sizeof pasted))
            ui_text_field_insert(text, n, pasted);
        return true;
    }
    if (in->kind != UI_INPUT_TEXT && !(in->kind == UI_INPUT_KEY && in->key == UI_KEY_BACKSPACE))
        return false;
    ui_text_field_edit(text, n, in);
    return true;
}

bool scene_leave_on_back(SceneContext *ctx, const UiAction *a) {
    if (!scene_back_requested(a)) return false;
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK);
    scene_pop(ctx->stack, ctx);
    return true;
}

void scene_board_layout(const UiDraw *d, UiRect *board, UiRect *panel) {
    float sc = d->scale;
    float top = 76 * sc + 16 * sc, margin = 20 * sc;
    float panel_w = 320 * sc;
    if (panel_w > d->w * 0.4f) panel_w = d->w * 0.4f;
    float panel_x = d->w - panel_w - margin;
    *board = (UiRect){margin, top, panel_x - 2 * margin, d->h - top - margin};
    if (board->w < 1) board->w = 1;
    if (board->h < 1) board->h = 1;
    *panel = (UiRect){panel_x, top, panel_w, d->h - top - margin};
}
