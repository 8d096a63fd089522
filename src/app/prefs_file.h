/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The settings file: `key=value` lines in the per-user preference directory. */
#ifndef DUELBOARD_APP_PREFS_FILE_H
#define DUELBOARD_APP_PREFS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "app/window_geometry.h"
#include "core/error.h"
#include "ui/prefs.h"

/* Applies the `key=value` lines of `text` to p and win: no I/O, so it can be fuzzed. Bad lines
 * are skipped and named "<name> line N ignored" in `warnings` (n bytes, cut to fit). A window
 * smaller than the minimum is read as the minimum. */
void app_prefs_parse(const char *text, const char *name, UiPrefs *p, AppWindow *win, char *warnings,
                     size_t n);
/* A missing file leaves the defaults; bad lines are skipped and reported in `warnings`. */
bool app_prefs_load(const char *path, UiPrefs *p, AppWindow *win, char *warnings, size_t n,
                    Error *err);
/* The file's text (a window smaller than the minimum is written as the minimum); false when it
 * does not fit in n bytes. */
bool app_prefs_format(const UiPrefs *p, const AppWindow *win, char *buf, size_t n);
bool app_prefs_save(const char *path, const UiPrefs *p, const AppWindow *win, Error *err);

#endif
