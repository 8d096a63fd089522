/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The three colour schemes. The colour-blind one uses the Okabe-Ito blue and orange, which stay
 * distinct under every common colour-vision deficiency. */
#include "ui/theme.h"

GfxColor ui_rgb(unsigned hex) {
    return (GfxColor){((hex >> 16) & 255) / 255.0f, ((hex >> 8) & 255) / 255.0f,
                      (hex & 255) / 255.0f, 1.0f};
}

GfxColor ui_alpha(GfxColor c, float a) {
    c.a *= a;
    return c;
}

GfxColor ui_mix(GfxColor a, GfxColor b, float t) {
    return (GfxColor){a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t,
                      a.a + (b.a - a.a) * t};
}

UiPalette ui_palette_for(UiScheme scheme) {
    return scheme == UI_SCHEME_COLOURBLIND ? UI_PALETTE_COLOURBLIND : UI_PALETTE_NORMAL;
}

void ui_theme_for(UiScheme scheme, UiTheme *t) {
    t->palette = ui_palette_for(scheme);
    switch (scheme) {
    case UI_SCHEME_NIGHT:
        t->background = ui_rgb(0x1d2228);
        t->surface = ui_rgb(0x272d35);
        t->surface_raised = ui_rgb(0x313943);
        t->border = ui_rgb(0x414b57);
        t->text = ui_rgb(0xe8e4dc);
        t->text_dim = ui_rgb(0xa3a9b0);
        t->accent = ui_rgb(0x6fa8a0);
        t->accent_text = ui_rgb(0x11191a);
        t->accent_soft = ui_rgb(0x2f4543);
        t->focus = ui_rgb(0xe0b867);
        t->shadow = (GfxColor){0, 0, 0, 0.55f};
        t->decision = ui_rgb(0xd9a55b);
        t->error = ui_rgb(0xef8a80);
        t->player[0] = ui_rgb(0x7fb2e5);
        t->player[1] = ui_rgb(0xe58a7f);
        break;
    case UI_SCHEME_COLOURBLIND:
        t->background = ui_rgb(0xf4f4f2);
        t->surface = ui_rgb(0xffffff);
        t->surface_raised = ui_rgb(0xffffff);
        t->border = ui_rgb(0x8a8f96);
        t->text = ui_rgb(0x101317);
        t->text_dim = ui_rgb(0x3f454c);
        t->accent = ui_rgb(0x0072b2);
        t->accent_text = ui_rgb(0xffffff);
        t->accent_soft = ui_rgb(0xd6e8f4);
        t->focus = ui_rgb(0xe69f00);
        t->shadow = (GfxColor){0.05f, 0.07f, 0.1f, 0.28f};
        t->decision = ui_rgb(0xe69f00);
        t->error = ui_rgb(0xd55e00);
        t->player[0] = ui_rgb(0x0072b2);
        t->player[1] = ui_rgb(0xe69f00);
        break;
    default:
        t->background = ui_rgb(0xeee8dd);
        t->surface = ui_rgb(0xfaf7f1);
        t->surface_raised = ui_rgb(0xffffff);
        t->border = ui_rgb(0xd8cfc0);
        t->text = ui_rgb(0x2e2a25);
        t->text_dim = ui_rgb(0x6f675c);
        t->accent = ui_rgb(0x3f6f6a);
        t->accent_text = ui_rgb(0xffffff);
        t->accent_soft = ui_rgb(0xdde8e3);
        t->focus = ui_rgb(0xc8893a);
        t->shadow = (GfxColor){0.24f, 0.18f, 0.10f, 0.22f};
        t->decision = ui_rgb(0xc8893a);
        t->error = ui_rgb(0xb3473b);
        t->player[0] = ui_rgb(0x3b6ea8);
        t->player[1] = ui_rgb(0xb0483c);
        break;
    }
}
