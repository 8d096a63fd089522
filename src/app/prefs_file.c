/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Reading and writing the settings file (atomically, so a crash never leaves half of it). */
#include "app/prefs_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/text_file.h"
#include "learn/puzzle_record.h"
#include "rules/game.h"

static const char *const anim_names[UI_ANIM_COUNT] = {"off", "slow", "normal", "fast"};
static const char *const scheme_names[UI_SCHEME_COUNT] = {"calm", "night", "colourblind"};

static int index_of(const char *v, const char *const *names, int n) {
    for (int i = 0; i < n; i++)
        if (strcmp(v, names[i]) == 0) return i;
    return -1;
}

static bool parse_bool(const char *v, bool *out) {
    if (strcmp(v, "on") == 0) return *out = true, true;
    if (strcmp(v, "off") == 0) return *out = false, true;
    return false;
}

/* One bounded decimal number (optionally signed) at *s; moves *s past it. strtol rather than
 * sscanf("%d"), whose behaviour on out-of-range numbers is undefined. */
static bool parse_int(const char **s, bool sign_required, long lo, long hi, int *out) {
    const char *v = *s;
    if (sign_required ? (*v != '+' && *v != '-') : !(*v >= '0' && *v <= '9')) return false;
    char *end;
    long x = strtol(v, &end, 10);
    if (end == v || (end == v + 1 && sign_required) || x < lo || x > hi) return false;
    *out = (int)x, *s = end;
    return true;
}

/* "WxH+X+Y" (X and Y may be negative on multi-monitor desktops), as app_prefs_save writes it.
 * Earlier versions wrote whatever size a window manager had allowed: too small a size is read as
 * the minimum rather than losing the line, and the position with it. */
static bool parse_window(const char *v, AppWindow *w) {
    bool ok = parse_int(&v, false, 1, APP_WINDOW_MAX_SIDE, &w->w) && *v++ == 'x' &&
              parse_int(&v, false, 1, APP_WINDOW_MAX_SIDE, &w->h) &&
              parse_int(&v, true, -65536, 65536, &w->x) &&
              parse_int(&v, true, -65536, 65536, &w->y) && *v == '\0';
    if (ok) *w = app_window_clamp(*w);
    return ok;
}

/* "new_game.<game>": the new-game panel's last choices for a game this version knows, kept as
 * the panel wrote them (the panel itself skips values it does not know). */
static bool parse_new_game(const char *key, const char *v, UiPrefs *p) {
    const char *game = key + strlen("new_game.");
    if (!game_find(game)) return false;
    for (const char *c = v; *c; c++)
        if ((unsigned char)*c < 0x20) return false;
    return ui_prefs_set_new_game(p, game, v);
}

_Static_assert(PUZZLE_RECORD_TEXT_MAX <= UI_PREFS_PUZZLES_TEXT_MAX,
               "the settings keep a whole puzzle record");

/* "puzzles.<game>": the Puzzles screen's record of a game this version knows, kept when it
 * reads as one. */
static bool parse_puzzles(const char *key, const char *v, UiPrefs *p) {
    const char *game = key + strlen("puzzles.");
    PuzzleRecord *record = malloc(sizeof *record);
    bool ok = record && game_find(game) && puzzle_record_read(record, v);
    free(record);
    return ok && (ui_prefs_set_puzzles(p, game, v) || strcmp(ui_prefs_puzzles(p, game), v) == 0);
}

void app_prefs_parse(const char *text, const char *name, UiPrefs *p, AppWindow *win, char *warnings,
                     size_t n) {
    if (n) warnings[0] = '\0';
    TextLines it;
    text_lines_begin(&it, text);
    char line[UI_PREFS_PUZZLES_TEXT_MAX + UI_PREFS_NEW_GAME_ID_MAX + 64];
    bool too_long;
    size_t used = 0;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        char *s = text_trim(line);
        if (!*s || *s == '#') continue;
        char *eq = strchr(s, '=');
        bool ok = eq != NULL && !too_long;
        if (ok) {
            *eq = '\0';
            const char *k = text_trim(s), *v = text_trim(eq + 1);
            int i;
            if (strcmp(k, "language") == 0) {
                ok = false;
                for (i = 0; i < UI_LANG_COUNT; i++)
                    if (strcmp(v, ui_language_code((UiLanguage)i)) == 0)
                        p->language = (UiLanguage)i, ok = true;
            } else if (strcmp(k, "volume") == 0) {
                char *end;
                long vol = strtol(v, &end, 10);
                ok = *v && !*end && vol >= 0 && vol <= 100;
                if (ok) p->volume = (int)(vol / 10 * 10);
            } else if (strcmp(k, "animation") == 0) {
                ok = (i = index_of(v, anim_names, UI_ANIM_COUNT)) >= 0;
                if (ok) p->anim_speed = (UiAnimSpeed)i;
            } else if (strcmp(k, "colours") == 0) {
                ok = (i = index_of(v, scheme_names, UI_SCHEME_COUNT)) >= 0;
                if (ok) p->scheme = (UiScheme)i;
            } else if (strcmp(k, "coordinates") == 0) {
                ok = parse_bool(v, &p->show_coordinates);
            } else if (strcmp(k, "fullscreen") == 0) {
                ok = parse_bool(v, &p->fullscreen);
            } else if (strcmp(k, "flip") == 0) {
                ok = parse_bool(v, &p->flip_board);
            } else if (strcmp(k, "ponder") == 0) {
                ok = parse_bool(v, &p->ponder);
            } else if (strcmp(k, "notation") == 0) {
                ok = parse_bool(v, &p->notation);
            } else if (strncmp(k, "new_game.", 9) == 0) {
                ok = parse_new_game(k, v, p);
            } else if (strncmp(k, "learn.", 6) == 0) {
                ok = game_find(k + 6) && ui_prefs_set_learn_stars_text(p, k + 6, v);
            } else if (strncmp(k, "learn_offered.", 14) == 0) {
                bool offered = false;
                ok = game_find(k + 14) && parse_bool(v, &offered);
                if (ok && offered) ui_prefs_set_learn_offered(p, k + 14);
            } else if (strncmp(k, "puzzles.", 8) == 0) {
                ok = parse_puzzles(k, v, p);
            } else if (strcmp(k, "join_address") == 0) {
                ok = ui_prefs_set_join_address(p, v) || strcmp(v, p->join_address) == 0;
            } else if (strcmp(k, "window") == 0) {
                AppWindow w;
                ok = parse_window(v, &w);
                if (ok) *win = w;
            } else {
                ok = false;
            }
        }
        if (!ok && used < n) {
            int k = snprintf(warnings + used, n - used, "%s%s line %d ignored", used ? "; " : "",
                             name, it.number);
            used += k > 0 ? (size_t)k : n; /* a cut message fills the buffer: stop there */
        }
    }
}

bool app_prefs_load(const char *path, UiPrefs *p, AppWindow *win, char *warnings, size_t n,
                    Error *err) {
    if (n) warnings[0] = '\0';
    struct stat st;
    if (stat(path, &st) != 0) return true; /* first start */
    char *text = text_file_read(path, NULL, err);
    if (!text) return false;
    app_prefs_parse(text, path, p, win, warnings, n);
    free(text);
    return true;
}

bool app_prefs_format(const UiPrefs *p, const AppWindow *win, char *buf, size_t n) {
    AppWindow w = app_window_clamp(*win);
    int used = snprintf(buf, n,
                        "# Duelboard settings\nlanguage=%s\nvolume=%d\nanimation=%s\ncolours=%s\n"
                        "coordinates=%s\nfullscreen=%s\nflip=%s\nponder=%s\nnotation=%s\n"
                        "window=%dx%d%+d%+d\n",
                        ui_language_code(p->language), p->volume, anim_names[p->anim_speed],
                        scheme_names[p->scheme], p->show_coordinates ? "on" : "off",
                        p->fullscreen ? "on" : "off", p->flip_board ? "on" : "off",
                        p->ponder ? "on" : "off", p->notation ? "on" : "off", w.w, w.h, w.x, w.y);
    for (int i = 0; i < UI_PREFS_NEW_GAMES_MAX && used >= 0 && (size_t)used < n; i++)
        if (p->new_game[i].game[0])
            used += snprintf(buf + used, n - (size_t)used, "new_game.%s=%s\n", p->new_game[i].game,
                             p->new_game[i].line);
    for (int i = 0; i < UI_PREFS_LEARN_GAMES_MAX && used >= 0 && (size_t)used < n; i++) {
        const UiLearnProgress *l = &p->learn[i];
        if (l->game[0] && l->stars[0])
            used += snprintf(buf + used, n - (size_t)used, "learn.%s=%s\n", l->game, l->stars);
        if (l->game[0] && l->offered && used >= 0 && (size_t)used < n)
            used += snprintf(buf + used, n - (size_t)used, "learn_offered.%s=on\n", l->game);
    }
    for (int i = 0; i < UI_PREFS_PUZZLE_GAMES_MAX && used >= 0 && (size_t)used < n; i++)
        if (p->puzzles[i].game[0])
            used += snprintf(buf + used, n - (size_t)used, "puzzles.%s=%s\n", p->puzzles[i].game,
                             p->puzzles[i].text);
    if (p->join_address[0] && used >= 0 && (size_t)used < n)
        used += snprintf(buf + used, n - (size_t)used, "join_address=%s\n", p->join_address);
    return used >= 0 && (size_t)used < n;
}

bool app_prefs_save(const char *path, const UiPrefs *p, const AppWindow *win, Error *err) {
    size_t n =
        512 + UI_PREFS_NEW_GAMES_MAX * (UI_PREFS_NEW_GAME_MAX + 48) + UI_PREFS_ADDRESS_MAX +
        UI_PREFS_LEARN_GAMES_MAX * (2 * UI_PREFS_NEW_GAME_ID_MAX + UI_PREFS_LESSONS_MAX + 48) +
        UI_PREFS_PUZZLE_GAMES_MAX * (UI_PREFS_PUZZLES_TEXT_MAX + UI_PREFS_NEW_GAME_ID_MAX + 16) +
        16;
    char *buf = malloc(n); /* the puzzles' results make it too large for the stack */
    if (!buf) return error_set(err, "out of memory");
    bool ok = app_prefs_format(p, win, buf, n) || error_set(err, "settings too long");
    ok = ok && text_file_write_atomic(path, buf, strlen(buf), err);
    free(buf);
    return ok;
}
