/* Gottaz's board view: layout, drawing and input of its board. */
#include "views/board_view.h"

const BoardView gottaz_view = {
    .game_id = "gottaz",
    .look =
        {
            .tagline = N_("Two-sided pawns, leaps and battles for the centre line."),
            .art = "card_gottaz.svg",
            .material = GFX_MATERIAL_SLATE,
            .players = {N_("Player 1"), N_("Player 2")},
        },
};
