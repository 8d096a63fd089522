/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi's view: its board palette (view_gunzi_palette.c), one for each kind the theme names. */
#ifndef DUELBOARD_VIEWS_VIEW_GUNZI_H
#define DUELBOARD_VIEWS_VIEW_GUNZI_H

#include "ui/theme.h"

typedef struct GunziPalette {
    GfxColor side[2];      /* the sides' wedges, discs and promotion badges: White and Black */
    GfxColor side_mark[2]; /* the marks and numbers drawn on them */
    GfxColor zone[3];      /* the fields of the three zones */
    GfxColor zone_dots;    /* the dots of the middle zone's fields */
    GfxColor promotion_ring, badge_rim;
    GfxColor defended; /* the shield on a promotion field a rival piece defends */
} GunziPalette;

extern const GunziPalette gunzi_palettes[UI_PALETTE_COUNT];

static inline const GunziPalette *gunzi_palette(const UiTheme *t) {
    return &gunzi_palettes[t->palette];
}

#endif
