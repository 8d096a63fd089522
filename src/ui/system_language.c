/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Locale names to the app's languages: a pure table, so the first start's choice is tested
 * without touching the environment. */
#include "ui/system_language.h"

#include <ctype.h>
#include <string.h>

/* Locale names are short; anything longer is not one the app knows. */
enum { PART_MAX = 16 };

/* Copies the next subtag of *s (up to '_', '-', '.' or '@') in lower case; false when too long. */
static bool next_part(const char **s, char *out) {
    size_t n = 0;
    while (**s && !strchr("_-.@", **s)) {
        if (n + 1 >= PART_MAX) return false;
        out[n++] = (char)tolower((unsigned char)**s);
        (*s)++;
    }
    out[n] = '\0';
    return true;
}

bool ui_language_for_locale(const char *locale, UiLanguage *out) {
    if (!locale) return false;
    const char *s = locale;
    char lang[PART_MAX], script[PART_MAX] = "", region[PART_MAX] = "", modifier[PART_MAX] = "";
    if (!next_part(&s, lang)) return false;
    /* After the language: subtags ("_" or "-"), then ".encoding", then "@modifier". */
    while (*s == '_' || *s == '-') {
        s++;
        char part[PART_MAX];
        if (!next_part(&s, part)) return false;
        if (strlen(part) == 4 && !script[0])
            memcpy(script, part, sizeof part);
        else if (!region[0])
            memcpy(region, part, sizeof part);
    }
    if (*s == '.') /* the encoding ("UTF-8" has a '-' of its own) says nothing of the language */
        while (*s && *s != '@') s++;
    if (*s == '@') {
        s++;
        if (!next_part(&s, modifier)) return false;
    }
    if (strcmp(lang, "en") == 0) return *out = UI_LANG_EN, true;
    if (strcmp(lang, "ja") == 0) return *out = UI_LANG_JA, true;
    if (strcmp(lang, "nl") == 0) return *out = UI_LANG_NL, true;
    if (strcmp(lang, "sr") == 0) {
        bool latin = strcmp(modifier, "latin") == 0 || strcmp(script, "latn") == 0;
        return *out = latin ? UI_LANG_SR_LATN : UI_LANG_SR, true;
    }
    if (strcmp(lang, "zh") == 0) {
        bool traditional = strcmp(script, "hant") == 0 ||
                           (!script[0] && (strcmp(region, "tw") == 0 || strcmp(region, "hk") == 0 ||
                                           strcmp(region, "mo") == 0));
        if (traditional) return *out = UI_LANG_ZH_TW, true;
    }
    return false;
}

/* Goes through a ':'-separated list (LANGUAGE's form; the others hold one name): the first
 * language the app has, and whether Serbian in Latin letters is anywhere in it. */
static void scan_list(const char *list, bool *found, UiLanguage *first, bool *serbian_latin) {
    while (list && *list) {
        const char *end = strchr(list, ':');
        size_t n = end ? (size_t)(end - list) : strlen(list);
        char one[64];
        UiLanguage l;
        if (n < sizeof one) {
            memcpy(one, list, n);
            one[n] = '\0';
            if (ui_language_for_locale(one, &l)) {
                if (!*found) *first = l, *found = true;
                if (l == UI_LANG_SR_LATN) *serbian_latin = true;
            }
        }
        list = end ? end + 1 : NULL;
    }
}

UiLanguage ui_language_pick(const char *const *preferred, int n_preferred, const char *const *env,
                            int n_env) {
    bool found = false, serbian_latin = false;
    UiLanguage from_env = UI_LANG_EN;
    for (int i = 0; i < n_env; i++) scan_list(env[i], &found, &from_env, &serbian_latin);
    UiLanguage l;
    for (int i = 0; i < n_preferred; i++)
        if (ui_language_for_locale(preferred[i], &l))
            return l == UI_LANG_SR && serbian_latin ? UI_LANG_SR_LATN : l;
    return from_env;
}
