/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings scene: every change applies at once and is stored by the app. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenes/game_library.h"
#include "scenes/scene.h"

enum { ROWS = 9 }; /* the choices on the page */

typedef struct SettingsData {
    int unused;
} SettingsData;

static void settings_destroy(Scene *s) {
    free(s->data);
}

static int wrap(int v, int delta, int n) {
    return ((v + delta) % n + n) % n;
}

static void settings_event(Scene *s, SceneContext *ctx, const UiAction *a, const UiInput *in) {
    (void)s;
    (void)in;
    if (scene_leave_on_back(ctx, a)) return;
    if (a->kind != UI_ACTION_ADJUST) return;
    UiPrefs *p = ctx->prefs;
    if (strcmp(a->id, "settings.language") == 0)
        p->language = (UiLanguage)wrap((int)p->language, a->delta, UI_LANG_COUNT);
    else if (strcmp(a->id, "settings.volume") == 0)
        p->volume = wrap(p->volume / 10, a->delta, 11) * 10;
    else if (strcmp(a->id, "settings.animation") == 0)
        p->anim_speed = (UiAnimSpeed)wrap((int)p->anim_speed, a->delta, UI_ANIM_COUNT);
    else if (strcmp(a->id, "settings.colours") == 0)
        p->scheme = (UiScheme)wrap((int)p->scheme, a->delta, UI_SCHEME_COUNT);
    else if (strcmp(a->id, "settings.coordinates") == 0)
        p->show_coordinates = !p->show_coordinates;
    else if (strcmp(a->id, "settings.fullscreen") == 0)
        p->fullscreen = !p->fullscreen;
    else if (strcmp(a->id, "settings.flip") == 0)
        p->flip_board = !p->flip_board;
    else if (strcmp(a->id, "settings.ponder") == 0)
        p->ponder = !p->ponder;
    else if (strcmp(a->id, "settings.notation") == 0)
        p->notation = !p->notation;
    else
        return;
    ctx->prefs_changed(ctx->host);
    ctx->play_sound(ctx->host, SCENE_SOUND_CLICK); /* after: at the new volume */
}

static void settings_draw(Scene *s, SceneContext *ctx, UiDraw *d) {
    (void)s;
    const UiPrefs *p = ctx->prefs;
    float sc = d->scale;
    scene_draw_page(d, T(d, "Settings"), true);
    static const char *const anim[UI_ANIM_COUNT] = {N_("Off"), N_("Slow"), N_("Normal"),
                                                    N_("Fast")};
    static const char *const schemes[UI_SCHEME_COUNT] = {N_("Calm"), N_("Night"),
                                                         N_("Colour-blind safe")};
    char volume[32];
    snprintf(volume, sizeof volume, "%d%%", p->volume);
    float w = 620 * sc, x = (d->w - w) / 2, y = 76 * sc + 40 * sc, row = 48 * sc, gap = 8 * sc;
    if (w > d->w - 60 * sc) w = d->w - 60 * sc, x = 30 * sc;
    /* Under the choices, what the game library keeps; the rows close up in a small window to
     * make room for it. */
    char library[400];
    snprintf(library, sizeof library,
             T(d, "The game library keeps the last %d finished games: when there are more, the "
                  "oldest go first, but never one you renamed."),
             LIBRARY_FINISHED_MAX);
    int starts[3], ends[3];
    int lines = ui_wrap(d, library, 14, GFX_FONT_REGULAR, w, starts, ends, 3);
    float note_h = (float)(lines < 3 ? lines : 3) * 19 * sc + 10 * sc;
    float room = d->h - y - 12 * sc - 16 * sc - note_h;
    if (ROWS * (row + gap) > room) {
        float fit = room / (ROWS * (row + gap));
        if (fit < 0.8f) fit = 0.8f;
        row *= fit, gap *= fit;
    }
    float panel_h = ROWS * (row + gap) + note_h + 26 * sc;
    gfx_draw_shadow(d->r, x - 20 * sc, y - 20 * sc, w + 40 * sc, panel_h, 14 * sc, 12 * sc,
                    d->theme->shadow, 1);
    gfx_draw_panel(d->r, x - 20 * sc, y - 20 * sc, w + 40 * sc, panel_h, 14 * sc, d->theme->surface,
                   2);
    ui_choice(d, "settings.language", T(d, "Language"), ui_language_name(p->language),
              (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.volume", T(d, "Sound volume"), p->volume ? volume : T(d, "Off"),
              (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.animation", T(d, "Animation speed"), T(d, anim[p->anim_speed]),
              (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.colours", T(d, "Colour scheme"), T(d, schemes[p->scheme]),
              (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.coordinates", T(d, "Show coordinates"),
              p->show_coordinates ? T(d, "On") : T(d, "Off"), (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.fullscreen", T(d, "Fullscreen"),
              p->fullscreen ? T(d, "On") : T(d, "Off"), (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.flip", T(d, "Turn the board for each player"),
              p->flip_board ? T(d, "On") : T(d, "Off"), (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.ponder", T(d, "Computer thinks on your time"),
              p->ponder ? T(d, "On") : T(d, "Off"), (UiRect){x, y, w, row});
    y += row + gap;
    ui_choice(d, "settings.notation", T(d, "Show moves as"),
              p->notation ? T(d, "Notation") : T(d, "Words"), (UiRect){x, y, w, row});
    y += row + gap + 4 * sc;
    ui_register(d->ui, "settings.library", (UiRect){x, y, w, note_h - 10 * sc}, UI_KIND_AREA);
    ui_paragraph(d, library, x + 12 * sc, y, w - 12 * sc, 14, GFX_FONT_REGULAR, d->theme->text_dim,
                 19, 3);
}

Scene scene_settings_create(SceneContext *ctx) {
    (void)ctx;
    Scene s = {.name = "settings",
               .data = calloc(1, sizeof(SettingsData)),
               .destroy = settings_destroy,
               .event = settings_event,
               .draw = settings_draw};
    return s;
}
