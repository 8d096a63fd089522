/* Gunzi's board view: layout, drawing and input of its board. */
#include "views/board_view.h"

const BoardView gunzi_view = {
    .game_id = "gunzi",
    .look =
        {
            .tagline = N_("Wedges, pillars and tombstones on a hexagon."),
            .art = "card_gunzi.svg",
            .material = GFX_MATERIAL_PAPER,
            .players = {N_("White"), N_("Black")},
        },
};
