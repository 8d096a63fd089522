/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's board palettes: the wood and cards of the normal one, and for the colour-blind scheme
 * the two cards of a hand told apart by lightness as well as hue (they differ by ring size on the
 * board too). */
#include "views/onitama/view_onitama.h"

const OnitamaPalette onitama_palettes[UI_PALETTE_COUNT] = {
    [UI_PALETTE_NORMAL] =
        {
            .square_light = UI_RGB(0xe8cfa2),
            .square_dark = UI_RGB(0xdcbd8a),
            .piece_mark = UI_RGB(0xf6f0e4),
            .card_ink = UI_RGB(0x2e2a25),
            .card_ink_quiet = UI_RGB(0x8a7a66),
            .card_paper = UI_RGB(0xf4ead6),
            .card_grid = UI_RGB(0xe2d4b8),
            .hand = {UI_RGB(0xd08a2e), UI_RGB(0x2e9a8c)}, /* amber, teal */
        },
    [UI_PALETTE_COLOURBLIND] =
        {
            .square_light = UI_RGB(0xe8cfa2),
            .square_dark = UI_RGB(0xdcbd8a),
            .piece_mark = UI_RGB(0xf6f0e4),
            .card_ink = UI_RGB(0x2e2a25),
            .card_ink_quiet = UI_RGB(0x8a7a66),
            .card_paper = UI_RGB(0xf4ead6),
            .card_grid = UI_RGB(0xe2d4b8),
            /* The Okabe-Ito reddish purple, light, and a deep bluish green: apart from each other
             * and from the sides' blue and orange. */
            .hand = {UI_RGB(0xcc79a7), UI_RGB(0x00694f)},
        },
};
