/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's board palettes, chosen so that the marks of legal targets stand out from the squares
 * under them (tests/gui/gottaz_view_test.c measures the contrast). */
#include "views/gottaz/view_gottaz.h"

/* Dark slate squares, the centre line a step lighter; the targets light and warm, or in the
 * colour-blind scheme the Okabe-Ito yellow and sky blue. The tiles are paper with dark ink. */
#define SLATE                                                                                      \
    .square = UI_RGB(0x3b464c), .centre = UI_RGB(0x4b585f), .centre_line = UI_RGB(0xe9d8a6),       \
    .tile_face = UI_RGB(0xf4efe4), .tile_ink = UI_RGB(0x2e2a25),                                   \
    .tile_ink_soft = UI_RGB(0x6b5d4c), .tile_rule = UI_RGB(0xb8ab98)

const GottazPalette gottaz_palettes[UI_PALETTE_COUNT] = {
    [UI_PALETTE_NORMAL] = {SLATE, .target = UI_RGB(0xf4e7b8), .ability_target = UI_RGB(0xf2a541)},
    [UI_PALETTE_COLOURBLIND] = {SLATE, .target = UI_RGB(0xf0e442),
                                .ability_target = UI_RGB(0x56b4e9)},
};
