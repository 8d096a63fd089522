/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Which of the app's languages a system locale name asks for (the first start's language). */
#ifndef DUELBOARD_UI_SYSTEM_LANGUAGE_H
#define DUELBOARD_UI_SYSTEM_LANGUAGE_H

#include <stdbool.h>

#include "ui/prefs.h"

/* The language of one locale name in POSIX ("sr_RS.UTF-8@latin") or BCP 47 ("sr-Latn-RS") form;
 * false for "C", "POSIX", "" and languages the app does not have. Chinese counts only in
 * Traditional characters (zh_TW, zh_HK, zh_MO, zh_Hant), the app's only Chinese. */
bool ui_language_for_locale(const char *locale, UiLanguage *out);
/* The first start's language: the first of `preferred` (the desktop's list, most wanted first,
 * as SDL gives it without encodings or modifiers) that the app has, else the first of `env`
 * (LC_ALL, LC_MESSAGES, LANG, LANGUAGE's values; NULL or "" for unset; LANGUAGE may list several
 * with ':'), else English. SDL drops "@latin", so a Serbian from `preferred` is Serbian Latin
 * when `env` names Serbian in Latin letters. */
UiLanguage ui_language_pick(const char *const *preferred, int n_preferred, const char *const *env,
                            int n_env);

#endif
