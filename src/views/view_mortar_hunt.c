/* Mortar Hunt's board view: layout, drawing and input of its board. */
#include "views/board_view.h"

const BoardView mortar_hunt_view = {
    .game_id = "mortar-hunt",
    .look =
        {
            .tagline = N_("Hidden mortars trade shots across the lines."),
            .art = "card_mortar_hunt.svg",
            .material = GFX_MATERIAL_CANVAS,
            .players = {N_("Player A"), N_("Player B")},
        },
};
