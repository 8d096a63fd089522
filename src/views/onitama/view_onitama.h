/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's view: its board palette (view_onitama_palette.c), one for each kind the theme names. */
#ifndef DUELBOARD_VIEWS_VIEW_ONITAMA_H
#define DUELBOARD_VIEWS_VIEW_ONITAMA_H

#include "ui/theme.h"

/* The pieces are drawn in the theme's player colours; these are the board's and the cards'. */
typedef struct OnitamaPalette {
    GfxColor square_light, square_dark; /* laid over the wood */
    GfxColor piece_mark;                /* the dot on the second side's pieces */
    GfxColor card_ink, card_ink_quiet;  /* titles and the card's centre; others' targets */
    GfxColor card_paper, card_grid;     /* a card's move grid: its lines, its cells */
    /* The first and the second card of a hand: their targets on the cards and on the board. */
    GfxColor hand[2];
} OnitamaPalette;

extern const OnitamaPalette onitama_palettes[UI_PALETTE_COUNT];

static inline const OnitamaPalette *onitama_palette(const UiTheme *t) {
    return &onitama_palettes[t->palette];
}

#endif
