/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Finding the app's data directory and its message catalogs, so that one binary works from the
 * build tree, an unpacked tarball and an installed package. */
/* realpath() is an X/Open function. */
#define _XOPEN_SOURCE 700

#include "app/data_dir.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static bool is_file(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool is_dir(const char *path) {
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* A directory counts as data only when it has what the first frame needs: a directory missing
 * them would fail later with a message about one shader or font instead of the real cause. */
static bool holds_data(const char *dir) {
    static const char *const needed[] = {"shaders/sprite.frag", "assets/fonts/NotoSans-Subset.ttf",
                                         "assets/sprites/icon.svg"};
    char path[1300];
    for (size_t i = 0; i < sizeof needed / sizeof needed[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, needed[i]);
        if (!is_file(path)) return false;
    }
    return true;
}

static bool same_dir(const char *a, const char *b) {
    char ra[PATH_MAX], rb[PATH_MAX];
#ifdef _WIN32
    if (!a || !b || !_fullpath(ra, a, sizeof ra) || !_fullpath(rb, b, sizeof rb)) return false;
    return _stricmp(ra, rb) == 0; /* Windows' names are the same in either case */
#else
    if (!a || !b || !realpath(a, ra) || !realpath(b, rb)) return false;
    return strcmp(ra, rb) == 0;
#endif
}

AppDataPlaces app_data_places(const char *exe_dir) {
    AppDataPlaces p = {0};
    p.exe_dir = exe_dir;
#ifdef DUELBOARD_DATA_FROM_BIN
    p.from_exe = DUELBOARD_DATA_FROM_BIN;
#endif
#ifdef DUELBOARD_BUILD_EXE_DIR
    p.build_exe_dir = DUELBOARD_BUILD_EXE_DIR;
#endif
#ifdef DUELBOARD_SOURCE_DATA_DIR
    p.source_dir = DUELBOARD_SOURCE_DATA_DIR;
#endif
#ifdef DUELBOARD_BUILD_LOCALE_DIR
    p.build_locale = DUELBOARD_BUILD_LOCALE_DIR;
#endif
#ifdef DUELBOARD_INSTALLED_DATA_DIR
    p.installed_dir = DUELBOARD_INSTALLED_DATA_DIR;
#endif
    return p;
}

static void set_locale(AppDataDirs *out, const char *build_locale) {
    snprintf(out->locale, sizeof out->locale, "%s/locale", out->data);
    if (is_dir(out->locale)) return;
    /* The build tree keeps compiled catalogs apart from the sources. */
    snprintf(out->locale, sizeof out->locale, "%s", build_locale ? build_locale : "");
}

bool app_data_find(const char *option, const AppDataPlaces *places, AppDataDirs *out, Error *err) {
    memset(out, 0, sizeof *out);
    bool in_build = places->exe_dir && same_dir(places->exe_dir, places->build_exe_dir);
    const char *build_locale = in_build ? places->build_locale : NULL;
    if (option) {
        if (!holds_data(option))
            return error_set(err,
                             "The folder given with --data, %s, does not hold Duelboard's data "
                             "(shaders/ and assets/).",
                             option);
        snprintf(out->data, sizeof out->data, "%s", option);
        set_locale(out, build_locale);
        return true;
    }
    char tried[3][1024];
    int n = 0;
    if (places->exe_dir && places->exe_dir[0] && places->from_exe) {
        const char *sep = places->exe_dir[strlen(places->exe_dir) - 1] == '/' ? "" : "/";
        snprintf(tried[n], sizeof tried[n], "%s%s%s", places->exe_dir, sep, places->from_exe);
        n++;
    }
    /* Only the binary the build made may use the source tree: an installed or copied binary
     * that silently read a developer's checkout would show data it was not shipped with. */
    if (in_build && places->source_dir)
        snprintf(tried[n++], sizeof tried[0], "%s", places->source_dir);
    if (places->installed_dir) snprintf(tried[n++], sizeof tried[0], "%s", places->installed_dir);
    for (int i = 0; i < n; i++) {
        if (!holds_data(tried[i])) continue;
        snprintf(out->data, sizeof out->data, "%s", tried[i]);
        set_locale(out, build_locale);
        return true;
    }
    char list[900] = "";
    size_t used = 0;
    for (int i = 0; i < n && used < sizeof list; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "\n  %s", tried[i]);
    return error_set(err,
                     "Duelboard cannot find its data files (pictures, fonts and shaders). It "
                     "looked in:%s\nReinstalling Duelboard usually fixes this.",
                     n ? list : " (nowhere: the program's own location is unknown)");
}
