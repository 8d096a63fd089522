/* Onitama's board view: layout, drawing and input of its board. */
#include "views/board_view.h"

const BoardView onitama_view = {
    .game_id = "onitama",
    .look =
        {
            .tagline = N_("Five move cards, a master and four students."),
            .art = "card_onitama.svg",
            .material = GFX_MATERIAL_WOOD,
            .players = {N_("Blue"), N_("Red")},
        },
};
