/* What the menu knows about each of the four games, registered in the rules layer or not yet:
 * names, art, board material and the options of the new-game panel. */
#ifndef DUELBOARD_SCENES_GAME_INFO_H
#define DUELBOARD_SCENES_GAME_INFO_H

#include "gfx/renderer.h"

#define GAME_INFO_COUNT 4
#define GAME_INFO_OPTIONS_MAX 10
#define GAME_INFO_VALUES_MAX 40

/* One row of the new-game panel. values[i] is what goes into the game options (NULL: the key is
 * left out, letting the game decide); labels[i] is shown (msgids, translated when drawn). */
typedef struct GameOptionSpec {
    const char *key;
    const char *label;
    int count;
    const char *values[GAME_INFO_VALUES_MAX];
    const char *labels[GAME_INFO_VALUES_MAX];
    int initial;
    /* Shown only while the row `when_key` has the value `when_value` (NULL: always). */
    const char *when_key, *when_value;
} GameOptionSpec;

typedef struct GameInfo {
    const char *id;      /* as in the rules registry */
    const char *title;   /* never translated: a name */
    const char *tagline; /* msgid */
    const char *art;     /* under assets/sprites */
    GfxMaterial material;
    const char *players[2]; /* msgids: how the sides are called */
    int option_count;
    GameOptionSpec options[GAME_INFO_OPTIONS_MAX];
} GameInfo;

const GameInfo *game_info_at(int index);
int game_info_find(const char *id); /* -1 if none */

#endif
