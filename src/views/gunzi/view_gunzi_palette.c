/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi's board palettes. The sides are White and Black, apart by lightness in every scheme; the
 * colour-blind one only draws the defended-field shield in the Okabe-Ito vermillion. */
#include "views/gunzi/view_gunzi.h"

#define PAPER_AND_INK                                                                              \
    .side = {UI_RGB(0xf4efe3), UI_RGB(0x35312c)},                                                  \
    .side_mark = {UI_RGB(0x2e2a25), UI_RGB(0xf4efe3)},                                             \
    .zone = {UI_RGB(0xeadcbd), UI_RGB(0xe4d7bf), UI_RGB(0xdccdb0)}, .zone_dots = UI_RGB(0xa89672), \
    .promotion_ring = UI_RGB(0x8a7656), .badge_rim = UI_RGB(0x5a4c36)

const GunziPalette gunzi_palettes[UI_PALETTE_COUNT] = {
    [UI_PALETTE_NORMAL] = {PAPER_AND_INK, .defended = UI_RGB(0xb0483c)},
    [UI_PALETTE_COLOURBLIND] = {PAPER_AND_INK, .defended = UI_RGB(0xd55e00)},
};
