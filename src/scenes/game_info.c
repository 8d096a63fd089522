/* The four games as the menu presents them. Option keys and values follow docs of each game's
 * rules (Options lines of ../rules/<game>.md). */
#include "scenes/game_info.h"

#include <string.h>

#include "ui/catalog.h"

#define ONITAMA_CARDS                                                                              \
    "tiger", "crab", "monkey", "crane", "goose", "eel", "rabbit", "ox", "dragon", "elephant",      \
        "mantis", "boar", "frog", "horse", "rooster", "cobra", "bear", "dog", "giraffe", "mouse",  \
        "phoenix", "sable", "sea-snake", "tanuki", "fox", "iguana", "kirin", "otter", "panda",     \
        "rat", "turtle", "viper"
#define ONITAMA_CARD_LABELS                                                                        \
    N_("Tiger"), N_("Crab"), N_("Monkey"), N_("Crane"), N_("Goose"), N_("Eel"), N_("Rabbit"),      \
        N_("Ox"), N_("Dragon"), N_("Elephant"), N_("Mantis"), N_("Boar"), N_("Frog"), N_("Horse"), \
        N_("Rooster"), N_("Cobra"), N_("Bear"), N_("Dog"), N_("Giraffe"), N_("Mouse"),             \
        N_("Phoenix"), N_("Sable"), N_("Sea Snake"), N_("Tanuki"), N_("Fox"), N_("Iguana"),        \
        N_("Kirin"), N_("Otter"), N_("Panda"), N_("Rat"), N_("Turtle"), N_("Viper")
#define ONITAMA_CARD_ROW(k, label, first)                                                          \
    { k, label, 32, {ONITAMA_CARDS}, {ONITAMA_CARD_LABELS}, first, "pool", "chosen" }

static const GameInfo games[GAME_INFO_COUNT] = {
    {
        .id = "gottaz",
        .title = "Gottaz",
        .tagline = N_("Two-sided pawns, leaps and battles for the centre line."),
        .art = "card_gottaz.svg",
        .material = GFX_MATERIAL_SLATE,
        .players = {N_("Player 1"), N_("Player 2")},
        .option_count = 4,
        .options =
            {
                {"mode",
                 N_("Drafting"),
                 3,
                 {"standard", "method1", "method2"},
                 {N_("Standard (shared set)"), N_("Expert 1 (secret sets)"),
                  N_("Expert 2 (alternate picks)")},
                 0,
                 NULL,
                 NULL},
                {"preset",
                 N_("Pawn set"),
                 4,
                 {NULL, "beginner", "advanced", "random"},
                 {N_("Choose in game"), N_("Beginner"), N_("Advanced"), N_("Random")},
                 1,
                 "mode",
                 "standard"},
                {"first",
                 N_("First player"),
                 3,
                 {NULL, "1", "2"},
                 {N_("Random"), N_("Player 1"), N_("Player 2")},
                 0,
                 NULL,
                 NULL},
                {"draw",
                 N_("Draw when no one can act"),
                 2,
                 {"on", "off"},
                 {N_("On"), N_("Off")},
                 0,
                 NULL,
                 NULL},
            },
    },
    {
        .id = "onitama",
        .title = "Onitama",
        .tagline = N_("Five move cards, a master and four students."),
        .art = "card_onitama.svg",
        .material = GFX_MATERIAL_WOOD,
        .players = {N_("Blue"), N_("Red")},
        .option_count = 7,
        .options =
            {
                {"pool",
                 N_("Cards"),
                 4,
                 {"base", "sensei", "all", "chosen"},
                 {N_("Base game"), N_("Sensei's Path"), N_("Both sets"), N_("Choose five")},
                 0,
                 NULL,
                 NULL},
                ONITAMA_CARD_ROW("card1", N_("Blue card 1"), 7),
                ONITAMA_CARD_ROW("card2", N_("Blue card 2"), 11),
                ONITAMA_CARD_ROW("card3", N_("Red card 1"), 13),
                ONITAMA_CARD_ROW("card4", N_("Red card 2"), 9),
                ONITAMA_CARD_ROW("card5", N_("Side card"), 1),
                {"draw",
                 N_("Draw on third repetition"),
                 2,
                 {"on", "off"},
                 {N_("On"), N_("Off")},
                 0,
                 NULL,
                 NULL},
            },
    },
    {
        .id = "gunzi",
        .title = "Gunzi",
        .tagline = N_("Wedges, pillars and tombstones on a hexagon."),
        .art = "card_gunzi.svg",
        .material = GFX_MATERIAL_PAPER,
        .players = {N_("White"), N_("Black")},
        .option_count = 3,
        .options =
            {
                {"start",
                 N_("Start position"),
                 2,
                 {"edge", "inner"},
                 {N_("Back edges"), N_("Inner fields")},
                 0,
                 NULL,
                 NULL},
                {"first",
                 N_("First player"),
                 2,
                 {"white", "black"},
                 {N_("White"), N_("Black")},
                 0,
                 NULL,
                 NULL},
                {"draw",
                 N_("End on third repetition"),
                 2,
                 {"on", "off"},
                 {N_("On"), N_("Off")},
                 0,
                 NULL,
                 NULL},
            },
    },
    {
        .id = "mortar-hunt",
        .title = "Mortar Hunt",
        .tagline = N_("Hidden mortars trade shots across the lines."),
        .art = "card_mortar_hunt.svg",
        .material = GFX_MATERIAL_CANVAS,
        .players = {N_("Player A"), N_("Player B")},
        .option_count = 3,
        .options =
            {
                {"pieces",
                 N_("Pieces"),
                 3,
                 {"HM", "LH", "choose"},
                 {N_("Heavy mortars"), N_("Light howitzers"), N_("Each player chooses")},
                 0,
                 NULL,
                 NULL},
                {"craters",
                 N_("Crater variant"),
                 2,
                 {"off", "on"},
                 {N_("Off"), N_("On")},
                 0,
                 NULL,
                 NULL},
                {"turns",
                 N_("Turn limit"),
                 4,
                 {"0", "20", "28", "40"},
                 {N_("None"), N_("20 turns"), N_("28 turns"), N_("40 turns")},
                 0,
                 NULL,
                 NULL},
            },
    },
};

const GameInfo *game_info_at(int index) {
    return index >= 0 && index < GAME_INFO_COUNT ? &games[index] : NULL;
}

int game_info_find(const char *id) {
    for (int i = 0; i < GAME_INFO_COUNT; i++)
        if (strcmp(games[i].id, id) == 0) return i;
    return -1;
}
