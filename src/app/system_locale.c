/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The desktop's languages from SDL and the environment, handed to the pure choice in
 * ui/system_language.c. */
#include "app/system_locale.h"

#include <stdlib.h>

#include <SDL.h>

#include "ui/system_language.h"

enum { PREFERRED_MAX = 16 };

UiLanguage app_system_language(void) {
    /* SDL reports "sr" and "RS" without the "@latin" of the environment, and only from 2.0.14 on:
     * the environment is asked too, for that and for older SDLs. */
    const char *env[] = {getenv("LC_ALL"), getenv("LC_MESSAGES"), getenv("LANG"),
                         getenv("LANGUAGE")};
    char names[PREFERRED_MAX][32];
    const char *preferred[PREFERRED_MAX];
    int n = 0;
#if SDL_VERSION_ATLEAST(2, 0, 14)
    SDL_Locale *locales = SDL_GetPreferredLocales();
    for (int i = 0; locales && locales[i].language && n < PREFERRED_MAX; i++) {
        SDL_snprintf(names[n], sizeof names[n], "%s%s%s", locales[i].language,
                     locales[i].country ? "_" : "", locales[i].country ? locales[i].country : "");
        preferred[n] = names[n];
        n++;
    }
    SDL_free(locales);
#endif
    return ui_language_pick(preferred, n, env, (int)(sizeof env / sizeof env[0]));
}
