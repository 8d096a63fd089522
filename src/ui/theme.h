/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Colour schemes: a calm light one, a night one and one safe for colour-blind players. */
#ifndef DUELBOARD_UI_THEME_H
#define DUELBOARD_UI_THEME_H

#include "gfx/batch.h"
#include "ui/prefs.h"

/* Which of its two palettes a board is drawn in: its own colours, or (the colour-blind scheme)
 * colours that keep apart what the board tells apart by lightness as well as by hue. Each
 * game's view keeps a palette of each kind (src/views/<game>/); the theme says which to use. */
typedef enum UiPalette { UI_PALETTE_NORMAL, UI_PALETTE_COLOURBLIND, UI_PALETTE_COUNT } UiPalette;

typedef struct UiTheme {
    GfxColor background, surface, surface_raised, border;
    GfxColor text, text_dim, accent, accent_text, accent_soft;
    GfxColor focus, shadow, decision, error;
    GfxColor player[2]; /* the two sides on boards */
    UiPalette palette;  /* the boards' palette */
} UiTheme;

/* A colour written 0xRRGGBB, as a constant initializer (palette tables); ui_rgb() in code. */
#define UI_RGB(hex)                                                                                \
    { (((hex) >> 16) & 255) / 255.0f, (((hex) >> 8) & 255) / 255.0f, ((hex)&255) / 255.0f, 1.0f }
/* An image or a material drawn in its own colours. */
#define UI_UNTINTED ((GfxColor){1, 1, 1, 1})

void ui_theme_for(UiScheme scheme, UiTheme *out);
UiPalette ui_palette_for(UiScheme scheme);
GfxColor ui_rgb(unsigned hex);
GfxColor ui_alpha(GfxColor c, float a);
GfxColor ui_mix(GfxColor a, GfxColor b, float t);

#endif
