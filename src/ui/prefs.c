/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Defaults and small facts about the preferences. */
#include "ui/prefs.h"

#include <stdio.h>
#include <string.h>

void ui_prefs_default(UiPrefs *p) {
    p->language = UI_LANG_EN;
    p->volume = 70;
    p->anim_speed = UI_ANIM_NORMAL;
    p->scheme = UI_SCHEME_CALM;
    p->show_coordinates = true;
    p->ponder = false; /* thinking on the person's time takes a core: asked for, not assumed */
    p->fullscreen = false;
    p->flip_board = false;
    p->notation = false;
    memset(p->new_game, 0, sizeof p->new_game);
    p->join_address[0] = '\0';
    memset(p->learn, 0, sizeof p->learn);
    memset(p->puzzles, 0, sizeof p->puzzles);
}

static const UiLearnProgress *learn_find(const UiPrefs *p, const char *game) {
    for (int i = 0; i < UI_PREFS_LEARN_GAMES_MAX; i++)
        if (p->learn[i].game[0] && strcmp(p->learn[i].game, game) == 0) return &p->learn[i];
    return NULL;
}

/* The game's slot, taken for it when it has none; NULL when the id is too long or none is free. */
static UiLearnProgress *learn_slot(UiPrefs *p, const char *game) {
    UiLearnProgress *found = (UiLearnProgress *)learn_find(p, game);
    if (found) return found;
    if (!game[0] || strlen(game) >= UI_PREFS_NEW_GAME_ID_MAX) return NULL;
    for (int i = 0; i < UI_PREFS_LEARN_GAMES_MAX; i++)
        if (!p->learn[i].game[0]) {
            memset(&p->learn[i], 0, sizeof p->learn[i]);
            snprintf(p->learn[i].game, sizeof p->learn[i].game, "%s", game);
            return &p->learn[i];
        }
    return NULL;
}

int ui_prefs_lesson_stars(const UiPrefs *p, const char *game, int index) {
    const UiLearnProgress *l = learn_find(p, game);
    if (!l || index < 0 || index >= (int)strlen(l->stars)) return 0;
    return l->stars[index] - '0';
}

bool ui_prefs_set_lesson_stars(UiPrefs *p, const char *game, int index, int stars) {
    if (index < 0 || index >= UI_PREFS_LESSONS_MAX || stars < 1 || stars > 3 ||
        stars <= ui_prefs_lesson_stars(p, game, index))
        return false;
    UiLearnProgress *l = learn_slot(p, game);
    if (!l) return false;
    int length = (int)strlen(l->stars);
    if (length <= index) { /* the lessons before it not done yet */
        memset(l->stars + length, '0', (size_t)(index + 1 - length));
        l->stars[index + 1] = '\0';
    }
    l->stars[index] = (char)('0' + stars);
    return true;
}

bool ui_prefs_set_learn_stars_text(UiPrefs *p, const char *game, const char *text) {
    size_t n = strlen(text);
    if (n == 0 || n > UI_PREFS_LESSONS_MAX) return false;
    for (size_t i = 0; i < n; i++)
        if (text[i] < '0' || text[i] > '3') return false;
    UiLearnProgress *l = learn_slot(p, game);
    if (!l) return false;
    snprintf(l->stars, sizeof l->stars, "%s", text);
    return true;
}

bool ui_prefs_learned(const UiPrefs *p, const char *game) {
    const UiLearnProgress *l = learn_find(p, game);
    if (!l) return false;
    for (const char *c = l->stars; *c; c++)
        if (*c != '0') return true;
    return false;
}

bool ui_prefs_learn_offered(const UiPrefs *p, const char *game) {
    const UiLearnProgress *l = learn_find(p, game);
    return l && l->offered;
}

bool ui_prefs_set_learn_offered(UiPrefs *p, const char *game) {
    if (ui_prefs_learn_offered(p, game)) return false;
    UiLearnProgress *l = learn_slot(p, game);
    if (!l) return false;
    l->offered = true;
    return true;
}

const char *ui_prefs_puzzles(const UiPrefs *p, const char *game) {
    for (int i = 0; i < UI_PREFS_PUZZLE_GAMES_MAX; i++)
        if (p->puzzles[i].game[0] && strcmp(p->puzzles[i].game, game) == 0)
            return p->puzzles[i].text;
    return NULL;
}

bool ui_prefs_set_puzzles(UiPrefs *p, const char *game, const char *text) {
    const char *kept = ui_prefs_puzzles(p, game);
    if (!game[0] || strlen(game) >= UI_PREFS_NEW_GAME_ID_MAX ||
        strlen(text) >= UI_PREFS_PUZZLES_TEXT_MAX || (kept && strcmp(kept, text) == 0))
        return false;
    for (const char *c = text; *c; c++)
        if ((unsigned char)*c < 0x20) return false;
    int slot = -1;
    for (int i = 0; i < UI_PREFS_PUZZLE_GAMES_MAX && slot < 0; i++)
        if (strcmp(p->puzzles[i].game, game) == 0) slot = i;
    for (int i = 0; i < UI_PREFS_PUZZLE_GAMES_MAX && slot < 0; i++)
        if (!p->puzzles[i].game[0]) slot = i;
    if (slot < 0) return false;
    snprintf(p->puzzles[slot].game, sizeof p->puzzles[slot].game, "%s", game);
    snprintf(p->puzzles[slot].text, sizeof p->puzzles[slot].text, "%s", text);
    return true;
}

bool ui_prefs_set_join_address(UiPrefs *p, const char *address) {
    if (strlen(address) >= sizeof p->join_address || strcmp(address, p->join_address) == 0)
        return false;
    for (const char *c = address; *c; c++)
        if (*c < 0x20 || *c > 0x7e) return false;
    snprintf(p->join_address, sizeof p->join_address, "%s", address);
    return true;
}

const char *ui_prefs_new_game(const UiPrefs *p, const char *game) {
    for (int i = 0; i < UI_PREFS_NEW_GAMES_MAX; i++)
        if (p->new_game[i].game[0] && strcmp(p->new_game[i].game, game) == 0)
            return p->new_game[i].line;
    return NULL;
}

bool ui_prefs_set_new_game(UiPrefs *p, const char *game, const char *line) {
    if (!game[0] || strlen(game) >= UI_PREFS_NEW_GAME_ID_MAX ||
        strlen(line) >= UI_PREFS_NEW_GAME_MAX)
        return false;
    int slot = -1;
    for (int i = 0; i < UI_PREFS_NEW_GAMES_MAX && slot < 0; i++)
        if (strcmp(p->new_game[i].game, game) == 0) slot = i;
    for (int i = 0; i < UI_PREFS_NEW_GAMES_MAX && slot < 0; i++)
        if (!p->new_game[i].game[0]) slot = i;
    if (slot < 0) return false;
    snprintf(p->new_game[slot].game, sizeof p->new_game[slot].game, "%s", game);
    snprintf(p->new_game[slot].line, sizeof p->new_game[slot].line, "%s", line);
    return true;
}

const char *ui_language_code(UiLanguage l) {
    static const char *const codes[UI_LANG_COUNT] = {"en", "zh_TW", "ja", "nl", "sr", "sr@latin"};
    return l >= 0 && l < UI_LANG_COUNT ? codes[l] : "en";
}

const char *ui_language_name(UiLanguage l) {
    static const char *const names[UI_LANG_COUNT] = {"English",    "繁體中文", "日本語",
                                                     "Nederlands", "Српски",   "Srpski"};
    return l >= 0 && l < UI_LANG_COUNT ? names[l] : "English";
}

float ui_anim_factor(UiAnimSpeed s) {
    switch (s) {
    case UI_ANIM_OFF:
        return 0.0f;
    case UI_ANIM_SLOW:
        return 1.8f;
    case UI_ANIM_FAST:
        return 0.5f;
    default:
        return 1.0f;
    }
}
