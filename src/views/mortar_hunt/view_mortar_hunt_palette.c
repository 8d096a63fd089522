/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's board palettes: olive and rust sides on canvas, or for the colour-blind scheme a
 * dark blue and a light vermillion (apart by lightness as well as hue, the second side ringed
 * too) and the overlay in vermillion. */
#include "views/mortar_hunt/view_mortar_hunt.h"

#define CANVAS                                                                                     \
    .side_b_ring = UI_RGB(0xffffff), .wreck = UI_RGB(0x9a9588),                                    \
    .own_square = {UI_RGB(0xd2cbab), UI_RGB(0xd9d3b4)},                                            \
    .far_square = {UI_RGB(0x959880), UI_RGB(0x9c9f86)}, .obstacle_row = UI_RGB(0x5b5446),          \
    .block = UI_RGB(0x7a7262), .fog = UI_RGB(0x7d8373), .shell = UI_RGB(0x2b2a26),                 \
    .heat_text = UI_RGB(0xffffff)

const MortarHuntPalette mortar_hunt_palettes[UI_PALETTE_COUNT] = {
    [UI_PALETTE_NORMAL] = {CANVAS, .side = {UI_RGB(0x4f7a3a), UI_RGB(0xb0623a)},
                           .heat = UI_RGB(0xd0452e)},
    [UI_PALETTE_COLOURBLIND] = {CANVAS, .side = {UI_RGB(0x004f7c), UI_RGB(0xd55e00)},
                                .heat = UI_RGB(0xd55e00)},
};
