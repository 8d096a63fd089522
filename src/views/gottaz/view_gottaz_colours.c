/* Gottaz's board colours per colour scheme, chosen so that the marks of legal targets stand out
 * from the squares under them (tests/unit/test_gottaz_view.c measures the contrast). */
#include "ui/theme.h"
#include "views/gottaz/view_gottaz.h"

void gottaz_board_colours(UiScheme scheme, GottazBoardColours *out) {
    /* Dark slate squares, the centre line a step lighter; the targets light and warm, or in
     * the colour-blind scheme the Okabe-Ito yellow and sky blue. */
    out->square = ui_rgb(0x3b464c);
    out->centre = ui_rgb(0x4b585f);
    out->coordinates = ui_rgb(0xdfe5e7);
    if (scheme == UI_SCHEME_COLOURBLIND) {
        out->target = ui_rgb(0xf0e442);
        out->ability_target = ui_rgb(0x56b4e9);
    } else {
        out->target = ui_rgb(0xf4e7b8);
        out->ability_target = ui_rgb(0xf2a541);
    }
}
