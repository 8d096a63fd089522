/* Colour schemes: a calm light one, a night one and one safe for colour-blind players. */
#ifndef DUELBOARD_UI_THEME_H
#define DUELBOARD_UI_THEME_H

#include "gfx/batch.h"
#include "ui/prefs.h"

typedef struct UiTheme {
    GfxColor background, surface, surface_raised, border;
    GfxColor text, text_dim, accent, accent_text, accent_soft;
    GfxColor focus, shadow, decision, error;
    GfxColor player[2]; /* the two sides on boards */
} UiTheme;

void ui_theme_for(UiScheme scheme, UiTheme *out);
GfxColor ui_rgb(unsigned hex);
GfxColor ui_alpha(GfxColor c, float a);
GfxColor ui_mix(GfxColor a, GfxColor b, float t);

#endif
