/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games kept on this computer, as files: the folders of games in progress and of the
 * library, their notes, delete with undo, export, the cap and the move of the old autosave. */
#include "scenes/game_library.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "core/file_system.h"
#include "core/text_file.h"
#include "rules/game.h"

#define NOTES_HEADER "duelboard-library 1"
#define NOTES_LINE_MAX (LIBRARY_FILE_MAX + 16 + 32 + LIBRARY_NOTE_MAX + 8)

void library_dirs(const char *pref_dir, LibraryDirs *out) {
    size_t plen = strlen(pref_dir);
    const char *sep = plen && pref_dir[plen - 1] == '/' ? "" : "/";
    snprintf(out->games, sizeof out->games, "%s%sgames", pref_dir, sep);
    snprintf(out->saves, sizeof out->saves, "%s%ssaves", pref_dir, sep);
    snprintf(out->notes, sizeof out->notes, "%s%slibrary.txt", pref_dir, sep);
    snprintf(out->old_autosave, sizeof out->old_autosave, "%s%sautosave.rec", pref_dir, sep);
}

static bool exists(const char *path) {
    struct stat st;
    return stat(path, &st) == 0;
}

/* Whether `file` names a record in `dir`, kept or deleted. */
static bool taken(const char *dir, const char *file) {
    char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 16];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    if (exists(path)) return true;
    snprintf(path, sizeof path, "%s/%s%s", dir, file, LIBRARY_DELETED_SUFFIX);
    return exists(path);
}

bool library_new_name(const LibraryDirs *dirs, const char *game_id, long long when, char *out,
                      size_t n) {
    time_t t = (time_t)when;
    struct tm tm;
    char stamp[32];
    if (!gmtime_r(&t, &tm) || !strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm))
        snprintf(stamp, sizeof stamp, "%lld", when);
    for (int k = 1; k < 10000; k++) {
        char name[LIBRARY_FILE_MAX];
        if (k == 1)
            snprintf(name, sizeof name, "%s-%s.rec", game_id, stamp);
        else
            snprintf(name, sizeof name, "%s-%s-%d.rec", game_id, stamp, k);
        if (taken(dirs->games, name) || taken(dirs->saves, name)) continue;
        snprintf(out, n, "%s", name);
        return true;
    }
    return false;
}

static bool is_record(const char *name) {
    size_t n = strlen(name);
    return n > 4 && n < LIBRARY_FILE_MAX && strcmp(name + n - 4, ".rec") == 0 && name[0] != '.';
}

static long long modified_ns(const struct stat *st) {
#ifdef _WIN32 /* whole seconds there */
    return (long long)st->st_mtime * 1000000000LL;
#else
    return (long long)st->st_mtim.tv_sec * 1000000000LL + (long long)st->st_mtim.tv_nsec;
#endif
}

static int newest_first(const void *a, const void *b) {
    const LibraryGame *x = a, *y = b;
    if (x->ok != y->ok) return x->ok ? -1 : 1;
    if (!x->ok) return strcmp(x->file, y->file);
    if (x->modified_ns != y->modified_ns) return x->modified_ns > y->modified_ns ? -1 : 1;
    return strcmp(y->file, x->file); /* the later name of one second first */
}

static int oldest_first(const void *a, const void *b) {
    const LibraryGame *x = a, *y = b;
    if (x->ok != y->ok) return x->ok ? -1 : 1;
    return -newest_first(a, b);
}

/* The opponents' order for sorting: people at the screen, the levels from the weakest, a
 * network game, then anything else by its name. */
static int opponent_rank(const char *key) {
    static const char *const order[] = {"human",  "beginner", "casual",
                                        "strong", "master",   "remote"};
    for (int i = 0; i < (int)(sizeof order / sizeof order[0]); i++)
        if (strcmp(key, order[i]) == 0) return i;
    return (int)(sizeof order / sizeof order[0]);
}

static int by_game(const void *a, const void *b) {
    const LibraryGame *x = a, *y = b;
    if (x->ok && y->ok && x->game.game != y->game.game) return x->game.game - y->game.game;
    return newest_first(a, b);
}

static int by_opponent(const void *a, const void *b) {
    const LibraryGame *x = a, *y = b;
    if (x->ok && y->ok) {
        char kx[2 * GAME_RECORD_PLAYER_MAX + 2], ky[sizeof kx];
        library_opponent_key(&x->game, kx, sizeof kx);
        library_opponent_key(&y->game, ky, sizeof ky);
        int rx = opponent_rank(kx), ry = opponent_rank(ky);
        if (rx != ry) return rx - ry;
        int c = strcmp(kx, ky);
        if (c) return c;
    }
    return newest_first(a, b);
}

LibraryCompare library_order_compare(LibraryOrder order) {
    static const LibraryCompare compare[LIBRARY_ORDER_COUNT] = {newest_first, oldest_first, by_game,
                                                                by_opponent};
    return order >= 0 && order < LIBRARY_ORDER_COUNT ? compare[order] : newest_first;
}

void library_sort(LibraryGame *games, int count, LibraryOrder order) {
    if (count > 1) qsort(games, (size_t)count, sizeof *games, library_order_compare(order));
}

void library_opponent_key(const SavedGame *g, char *out, size_t n) {
    const char *first = g->players.name[0], *second = g->players.name[1];
    bool first_human = strcmp(first, "human") == 0, second_human = strcmp(second, "human") == 0;
    if (first_human && second_human)
        snprintf(out, n, "human");
    else if (first_human || second_human)
        snprintf(out, n, "%s", first_human ? second : first);
    else if (strcmp(first, "remote") == 0 && strcmp(second, "remote") == 0)
        snprintf(out, n, "remote"); /* a network game watched */
    else
        snprintf(out, n, "%s,%s", first, second);
}

static void names_of(const LibraryDirs *dirs, const char *folder, LibraryGame *games, int count);

int library_list(const LibraryDirs *dirs, const char *dir, const char *notes_folder,
                 LibraryGame **out) {
    *out = NULL;
    DIR *d = opendir(dir);
    if (!d) return 0;
    int count = 0, cap = 0;
    LibraryGame *games = NULL;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (!is_record(e->d_name)) continue;
        if (count == cap) {
            int grown = cap ? 2 * cap : 16;
            LibraryGame *more = realloc(games, sizeof *games * (size_t)grown);
            if (!more) break;
            games = more;
            cap = grown;
        }
        LibraryGame *g = &games[count++];
        memset(g, 0, sizeof *g);
        snprintf(g->file, sizeof g->file, "%s", e->d_name);
    }
    closedir(d);
    for (int i = 0; i < count; i++) {
        LibraryGame *g = &games[i];
        char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2];
        snprintf(path, sizeof path, "%s/%s", dir, g->file);
        Error err;
        g->ok = saved_game_read(path, &g->game, &err);
        if (!g->ok) snprintf(g->error, sizeof g->error, "%s", err.message);
        struct stat st;
        if (stat(path, &st) == 0) g->modified_ns = modified_ns(&st);
        g->finished = g->ok && g->game.outcome.kind != OUTCOME_ONGOING;
    }
    if (notes_folder) names_of(dirs, notes_folder, games, count);
    library_sort(games, count, LIBRARY_NEWEST);
    *out = games;
    return count;
}

/* --- Notes: "place<TAB>field<TAB>value" lines after a header line. */

/* The notes file's text ("" when there is none yet), or NULL when it cannot be read. */
static char *notes_read(const LibraryDirs *dirs) {
    if (!exists(dirs->notes)) return calloc(1, 1);
    return text_file_read(dirs->notes, NULL, NULL);
}

/* Splits a notes line in place; false for the header or a line of another shape. */
static bool note_fields(char *line, char **place, char **field, char **value) {
    char *tab1 = strchr(line, '\t');
    char *tab2 = tab1 ? strchr(tab1 + 1, '\t') : NULL;
    if (!tab2) return false;
    *tab1 = *tab2 = '\0';
    *place = line;
    *field = tab1 + 1;
    *value = tab2 + 1;
    return true;
}

bool library_note_get(const LibraryDirs *dirs, const char *place, const char *field, char *out,
                      size_t n) {
    out[0] = '\0';
    char *text = notes_read(dirs);
    if (!text) return false;
    TextLines it;
    text_lines_begin(&it, text);
    char line[NOTES_LINE_MAX];
    bool too_long, found = false;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        char *p, *f, *v;
        if (!note_fields(line, &p, &f, &v) || strcmp(p, place) || strcmp(f, field)) continue;
        snprintf(out, n, "%s", v);
        found = true;
    }
    free(text);
    return found;
}

/* The names noted for the records of `folder`, read in one pass over the notes. */
static void names_of(const LibraryDirs *dirs, const char *folder, LibraryGame *games, int count) {
    char *text = notes_read(dirs);
    if (!text) return;
    size_t folder_len = strlen(folder);
    TextLines it;
    text_lines_begin(&it, text);
    char line[NOTES_LINE_MAX];
    bool too_long;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        char *p, *f, *v;
        if (!note_fields(line, &p, &f, &v) || strcmp(f, "name") != 0 ||
            strncmp(p, folder, folder_len) != 0 || p[folder_len] != '/')
            continue;
        for (int i = 0; i < count; i++)
            if (strcmp(games[i].file, p + folder_len + 1) == 0)
                snprintf(games[i].name, sizeof games[i].name, "%s", v);
    }
    free(text);
}

/* Rewrites the notes without the lines of `place` (only its `field` when one is given), with
 * `field`=`value` added when the value is not empty. */
static bool notes_rewrite(const LibraryDirs *dirs, const char *place, const char *field,
                          const char *value, Error *err) {
    char *text = notes_read(dirs);
    if (!text) return error_set(err, "%s cannot be read", dirs->notes);
    size_t cap = strlen(text) + NOTES_LINE_MAX + 64, used = 0;
    char *kept = malloc(cap);
    if (!kept) {
        free(text);
        return error_set(err, "out of memory");
    }
    used += (size_t)snprintf(kept, cap, "%s\n", NOTES_HEADER);
    TextLines it;
    text_lines_begin(&it, text);
    char line[NOTES_LINE_MAX], whole[NOTES_LINE_MAX];
    bool too_long, changed = false;
    while (text_lines_next(&it, line, sizeof line, &too_long)) {
        snprintf(whole, sizeof whole, "%s", line);
        char *p, *f, *v;
        if (!note_fields(line, &p, &f, &v)) continue; /* the header, or a line gone wrong */
        if (strcmp(p, place) == 0 && (!field || strcmp(f, field) == 0)) {
            changed = true;
            continue;
        }
        used += (size_t)snprintf(kept + used, cap - used, "%s\n", whole);
    }
    free(text);
    if (field && value && value[0]) {
        char clean[LIBRARY_NOTE_MAX];
        snprintf(clean, sizeof clean, "%s", value);
        for (char *c = clean; *c; c++)
            if (*c == '\t' || *c == '\n' || *c == '\r') *c = ' ';
        used += (size_t)snprintf(kept + used, cap - used, "%s\t%s\t%s\n", place, field, clean);
        changed = true;
    }
    bool ok = !changed || text_file_write_atomic(dirs->notes, kept, used, err);
    free(kept);
    return ok;
}

bool library_note_set(const LibraryDirs *dirs, const char *place, const char *field,
                      const char *value, Error *err) {
    return notes_rewrite(dirs, place, field, value ? value : "", err);
}

bool library_notes_forget(const LibraryDirs *dirs, const char *place, Error *err) {
    return notes_rewrite(dirs, place, NULL, NULL, err);
}

/* --- Delete with undo. */

static bool rename_in(const char *dir, const char *from, const char *to, Error *err) {
    char a[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 16], b[sizeof a];
    snprintf(a, sizeof a, "%s/%s", dir, from);
    snprintf(b, sizeof b, "%s/%s", dir, to);
    if (exists(b)) return error_set(err, "%s is already there", b);
    if (rename(a, b) != 0) return error_set(err, "cannot rename %s: %s", a, strerror(errno));
    return true;
}

bool library_delete(const char *dir, const char *file, Error *err) {
    char deleted[LIBRARY_FILE_MAX + 16];
    snprintf(deleted, sizeof deleted, "%s%s", file, LIBRARY_DELETED_SUFFIX);
    return rename_in(dir, file, deleted, err);
}

bool library_undelete(const char *dir, const char *file, Error *err) {
    char deleted[LIBRARY_FILE_MAX + 16];
    snprintf(deleted, sizeof deleted, "%s%s", file, LIBRARY_DELETED_SUFFIX);
    return rename_in(dir, deleted, file, err);
}

static int purge_dir(const LibraryDirs *dirs, const char *dir, const char *folder) {
    DIR *d = opendir(dir);
    if (!d) return 0;
    int removed = 0;
    size_t suffix = strlen(LIBRARY_DELETED_SUFFIX);
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (len <= suffix || len >= LIBRARY_FILE_MAX + suffix ||
            strcmp(e->d_name + len - suffix, LIBRARY_DELETED_SUFFIX) != 0)
            continue;
        char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 16], place[LIBRARY_FILE_MAX + 16];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (remove(path) != 0) continue;
        removed++;
        snprintf(place, sizeof place, "%s/%.*s", folder, (int)(len - suffix), e->d_name);
        library_notes_forget(dirs, place, NULL);
    }
    closedir(d);
    return removed;
}

int library_purge(const LibraryDirs *dirs) {
    return purge_dir(dirs, dirs->games, "games") + purge_dir(dirs, dirs->saves, "saves");
}

/* --- The old autosave, the cap, export. */

LibraryAdopt library_adopt_old_autosave(const LibraryDirs *dirs, char *moved, size_t n,
                                        Error *err) {
    struct stat st;
    if (stat(dirs->old_autosave, &st) != 0) return LIBRARY_ADOPT_NONE;
    SavedGame g;
    if (!saved_game_read(dirs->old_autosave, &g, err)) return LIBRARY_ADOPT_BROKEN;
    fs_make_directory(dirs->games);
    char name[LIBRARY_FILE_MAX], path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2];
    if (!library_new_name(dirs, game_at(g.game)->id, (long long)st.st_mtime, name, sizeof name))
        return error_set(err, "no free name in %s", dirs->games), LIBRARY_ADOPT_FAILED;
    snprintf(path, sizeof path, "%s/%s", dirs->games, name);
    if (rename(dirs->old_autosave, path) != 0)
        return error_set(err, "cannot move it to %s: %s", path, strerror(errno)),
               LIBRARY_ADOPT_FAILED;
    snprintf(moved, n, "%s", name);
    return LIBRARY_ADOPT_MOVED;
}

int library_trim(const LibraryDirs *dirs, int max) {
    LibraryGame *games;
    int count = library_list(dirs, dirs->saves, "saves", &games);
    int finished = 0, removed = 0;
    for (int i = 0; i < count; i++) finished += games[i].finished;
    /* Newest first: the oldest finished ones are at the end. */
    for (int i = count - 1; i >= 0 && finished > max; i--) {
        LibraryGame *g = &games[i];
        if (!g->finished || g->name[0]) continue;
        char path[LIBRARY_PATH_MAX + LIBRARY_FILE_MAX + 2], place[LIBRARY_FILE_MAX + 16];
        snprintf(path, sizeof path, "%s/%s", dirs->saves, g->file);
        if (remove(path) != 0) continue;
        snprintf(place, sizeof place, "saves/%s", g->file);
        library_notes_forget(dirs, place, NULL);
        finished--;
        removed++;
    }
    free(games);
    return removed;
}

LibraryExport library_export(const char *from, const char *to, char *written, size_t n,
                             Error *err) {
    char target[LIBRARY_PATH_MAX + 64];
    const char *home = getenv("HOME");
    if (strncmp(to, "~/", 2) == 0 && home && home[0])
        snprintf(target, sizeof target, "%s/%s", home, to + 2);
    else
        snprintf(target, sizeof target, "%s", to);
    snprintf(written, n, "%s", target);
    if (!target[0]) return error_set(err, "no file named"), LIBRARY_EXPORT_FAILED;
    if (exists(target)) return LIBRARY_EXPORT_EXISTS;
    char folder[sizeof target];
    snprintf(folder, sizeof folder, "%s", target);
    char *slash = strrchr(folder, '/');
    if (slash) {
        if (slash == folder)
            slash[1] = '\0'; /* "/x.rec": the root */
        else
            *slash = '\0';
        struct stat st;
        if (stat(folder, &st) != 0 || !S_ISDIR(st.st_mode)) return LIBRARY_EXPORT_NO_FOLDER;
    }
    size_t size;
    char *text = text_file_read(from, &size, err);
    if (!text) return LIBRARY_EXPORT_FAILED;
    bool ok = text_file_write_atomic(target, text, size, err);
    free(text);
    return ok ? LIBRARY_EXPORTED : LIBRARY_EXPORT_FAILED;
}

int library_days_ago(long long when, long long now, char *date, size_t n) {
    time_t w = (time_t)when, t = (time_t)now;
    struct tm wt, nt;
    if (n) date[0] = '\0';
    if (!when || !localtime_r(&w, &wt) || !localtime_r(&t, &nt)) return -1;
    strftime(date, n, "%Y-%m-%d", &wt);
    /* Calendar days apart: both dates at noon, so a change of summer time does not matter. */
    struct tm a = {.tm_year = wt.tm_year,
                   .tm_mon = wt.tm_mon,
                   .tm_mday = wt.tm_mday,
                   .tm_hour = 12,
                   .tm_isdst = -1};
    struct tm b = {.tm_year = nt.tm_year,
                   .tm_mon = nt.tm_mon,
                   .tm_mday = nt.tm_mday,
                   .tm_hour = 12,
                   .tm_isdst = -1};
    double days = difftime(mktime(&b), mktime(&a)) / 86400.0;
    int whole = (int)(days + (days >= 0 ? 0.5 : -0.5));
    return whole < 0 ? -1 : whole;
}
