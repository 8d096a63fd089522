/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Where the app's read-only data are: --data, next to the executable, the build tree, then the
 * installed data directory. */
#ifndef DUELBOARD_APP_DATA_DIR_H
#define DUELBOARD_APP_DATA_DIR_H

#include <stdbool.h>

#include "core/error.h"

typedef struct AppDataPlaces {
    const char *exe_dir;       /* the executable's directory ("/usr/bin/"), NULL when unknown */
    const char *from_exe;      /* data relative to it ("../share/duelboard") */
    const char *build_exe_dir; /* where the build put the executable */
    const char *source_dir;    /* the source tree, used only by the binary in build_exe_dir */
    const char *build_locale;  /* compiled catalogs in the build tree */
    const char *installed_dir; /* the absolute installed data directory */
} AppDataPlaces;

typedef struct AppDataDirs {
    char data[1024];   /* holds shaders/ and assets/ */
    char locale[1100]; /* holds <lang>.mo; empty when there is none (English only) */
} AppDataDirs;

/* The places compiled into this binary, for the executable in exe_dir. */
AppDataPlaces app_data_places(const char *exe_dir);

/* Finds the data: `option` (--data, may be NULL) alone when given, else next to the executable,
 * else the source tree when the executable is the one the build made, else the installed
 * directory. On failure the message says every place looked in, for the person at the screen. */
bool app_data_find(const char *option, const AppDataPlaces *places, AppDataDirs *out, Error *err);

#endif
