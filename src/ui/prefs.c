/* Defaults and small facts about the preferences. */
#include "ui/prefs.h"

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
}

const char *ui_language_code(UiLanguage l) {
    static const char *const codes[UI_LANG_COUNT] = {"en", "zh_TW", "ja"};
    return l >= 0 && l < UI_LANG_COUNT ? codes[l] : "en";
}

const char *ui_language_name(UiLanguage l) {
    static const char *const names[UI_LANG_COUNT] = {"English", "繁體中文", "日本語"};
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
