/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The player's preferences as the scenes see and change them (stored by the app). */
#ifndef DUELBOARD_UI_PREFS_H
#define DUELBOARD_UI_PREFS_H

#include <stdbool.h>

/* Stored by code, so new languages go at the end: a saved index is never read. */
typedef enum UiLanguage {
    UI_LANG_EN,
    UI_LANG_ZH_TW,
    UI_LANG_JA,
    UI_LANG_NL,
    UI_LANG_SR,      /* Serbian in Cyrillic */
    UI_LANG_SR_LATN, /* Serbian in Latin letters, generated from the Cyrillic */
    UI_LANG_COUNT
} UiLanguage;
typedef enum UiAnimSpeed {
    UI_ANIM_OFF,
    UI_ANIM_SLOW,
    UI_ANIM_NORMAL,
    UI_ANIM_FAST,
    UI_ANIM_COUNT
} UiAnimSpeed;
typedef enum UiScheme {
    UI_SCHEME_CALM,
    UI_SCHEME_NIGHT,
    UI_SCHEME_COLOURBLIND,
    UI_SCHEME_COUNT
} UiScheme;

/* The new-game panel's last choices for one game, as "opponent=casual seat=first key=value ...". */
#define UI_PREFS_NEW_GAMES_MAX 8
#define UI_PREFS_NEW_GAME_ID_MAX 24
#define UI_PREFS_NEW_GAME_MAX 240
typedef struct UiNewGameChoice {
    char game[UI_PREFS_NEW_GAME_ID_MAX]; /* the game's id, "" for an unused slot */
    char line[UI_PREFS_NEW_GAME_MAX];
} UiNewGameChoice;

/* The Join page's last address (host, host:port or [IPv6]:port), printable ASCII. */
#define UI_PREFS_ADDRESS_MAX 300

/* What the Learn screens keep for one game: the best stars of each lesson, by its place in the
 * game's list ('0' not done, '1'-'3' stars), and whether the first New game offered the lessons. */
#define UI_PREFS_LEARN_GAMES_MAX 8
#define UI_PREFS_LESSONS_MAX 16
typedef struct UiLearnProgress {
    char game[UI_PREFS_NEW_GAME_ID_MAX]; /* the game's id, "" for an unused slot */
    char stars[UI_PREFS_LESSONS_MAX + 1];
    bool offered;
} UiLearnProgress;

/* What the Puzzles screen keeps for one game: the player's rating, streak and results as one line
 * of text (learn/puzzle_record.h reads and writes it; the app checks it when it reads the
 * settings). */
#define UI_PREFS_PUZZLE_GAMES_MAX 8
#define UI_PREFS_PUZZLES_TEXT_MAX 6000
typedef struct UiPuzzleProgress {
    char game[UI_PREFS_NEW_GAME_ID_MAX]; /* the game's id, "" for an unused slot */
    char text[UI_PREFS_PUZZLES_TEXT_MAX];
} UiPuzzleProgress;

typedef struct UiPrefs {
    UiLanguage language;
    int volume; /* 0..100 */
    UiAnimSpeed anim_speed;
    UiScheme scheme;
    bool show_coordinates;
    bool fullscreen;
    bool flip_board; /* two people at one screen: the side to move is drawn at the bottom */
    bool ponder;     /* the computer thinks on the person's time */
    bool notation;   /* the move list and hints in the games' notation instead of words */
    UiNewGameChoice new_game[UI_PREFS_NEW_GAMES_MAX];
    char join_address[UI_PREFS_ADDRESS_MAX]; /* "" until an address is joined */
    UiLearnProgress learn[UI_PREFS_LEARN_GAMES_MAX];
    UiPuzzleProgress puzzles[UI_PREFS_PUZZLE_GAMES_MAX];
} UiPrefs;

void ui_prefs_default(UiPrefs *p);
/* The last choices made for `game` on the new-game panel, NULL when none are remembered. */
const char *ui_prefs_new_game(const UiPrefs *p, const char *game);
/* Remembers them; false (nothing changes) when the id or the line is too long or all slots are
 * taken by other games. */
bool ui_prefs_set_new_game(UiPrefs *p, const char *game, const char *line);
/* Remembers the address the Join page last joined; false (nothing changes) when it is the one
 * remembered already, too long, or holds anything but printable ASCII. */
bool ui_prefs_set_join_address(UiPrefs *p, const char *address);
/* The stars (0 not done, 1-3) of lesson `index` of `game`. */
int ui_prefs_lesson_stars(const UiPrefs *p, const char *game, int index);
/* Keeps `stars` for that lesson when they beat those kept; false when nothing changed (not
 * better, an index out of range, the id too long or every slot taken by other games). */
bool ui_prefs_set_lesson_stars(UiPrefs *p, const char *game, int index, int stars);
/* Whether any lesson of `game` is done. */
bool ui_prefs_learned(const UiPrefs *p, const char *game);
/* Whether the first New game of `game` offered its lessons already; marks it so (false when
 * nothing changed). */
bool ui_prefs_learn_offered(const UiPrefs *p, const char *game);
bool ui_prefs_set_learn_offered(UiPrefs *p, const char *game);
/* Reads "3200..." (a digit 0-3 a lesson, at most UI_PREFS_LESSONS_MAX) as the stars of `game`,
 * as the settings file keeps them; false (nothing changes) for any other text. */
bool ui_prefs_set_learn_stars_text(UiPrefs *p, const char *game, const char *text);
/* The puzzle record of `game` as text, NULL when none is kept. */
const char *ui_prefs_puzzles(const UiPrefs *p, const char *game);
/* Keeps it; false (nothing changes) when it is the one kept already, too long, holds a control
 * character, or the id is too long or every slot is taken by other games. */
bool ui_prefs_set_puzzles(UiPrefs *p, const char *game, const char *text);

/* Language codes as stored and as catalog and rules-folder names: "en", "zh_TW", "ja", "nl", "sr",
 * "sr@latin". */
const char *ui_language_code(UiLanguage l);
/* Each language's own name, shown in the language list whatever the current language is. */
const char *ui_language_name(UiLanguage l);
/* How long animations take relative to normal: 0 when they are off. */
float ui_anim_factor(UiAnimSpeed s);

#endif
