/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's view: its board palette (view_mortar_hunt_palette.c), one for each kind the theme
 * names. */
#ifndef DUELBOARD_VIEWS_VIEW_MORTAR_HUNT_H
#define DUELBOARD_VIEWS_VIEW_MORTAR_HUNT_H

#include "ui/theme.h"

typedef struct MortarHuntPalette {
    GfxColor side[2];       /* the sides' pieces */
    GfxColor side_b_ring;   /* the colour-blind scheme's ring on the second side's pieces */
    GfxColor wreck;         /* a destroyed piece */
    GfxColor own_square[2]; /* your half's squares, in turn */
    GfxColor far_square[2]; /* the other half's, under the fog */
    GfxColor obstacle_row, block;
    GfxColor fog;
    GfxColor shell;           /* in flight */
    GfxColor heat, heat_text; /* the "where could they be" overlay */
} MortarHuntPalette;

extern const MortarHuntPalette mortar_hunt_palettes[UI_PALETTE_COUNT];

static inline const MortarHuntPalette *mortar_hunt_palette(const UiTheme *t) {
    return &mortar_hunt_palettes[t->palette];
}

#endif
