/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The language the desktop asks for, read once on the first start (no settings file yet). */
#ifndef DUELBOARD_APP_SYSTEM_LOCALE_H
#define DUELBOARD_APP_SYSTEM_LOCALE_H

#include "ui/prefs.h"

/* The first of the person's languages that the app has (SDL's preferred locales, then LC_ALL,
 * LC_MESSAGES, LANG and LANGUAGE), else English. Call after SDL_Init. */
UiLanguage app_system_language(void);

#endif
