/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The kept games' files without a window (src/scenes/game_library.c): new names that never take
 * another game's, the notes, delete with undo, the cap, the move of the old autosave, export,
 * the orders and the days-ago arithmetic. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <utime.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "scenes/game_library.h"

static const char *const in_progress =
    "duelboard-record 1\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nseed 12\n"
    "players human random\nmoves\nox:c1c2\nelephant:c5d4\n";
static const char *const finished =
    "duelboard-record 3\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nseed 12\n"
    "players human casual\nend win 2 resignation\nmoves\nox:c1c2\nelephant:c5d4\n";

typedef struct Place {
    char root[64];
    LibraryDirs dirs;
} Place;

static void make_place(Place *p) {
    snprintf(p->root, sizeof p->root, "/tmp/duelboard-library-XXXXXX");
    assert_non_null(mkdtemp(p->root));
    library_dirs(p->root, &p->dirs);
    mkdir(p->dirs.games, 0700);
    mkdir(p->dirs.saves, 0700);
}

static void put(const char *dir, const char *file, const char *text, long long when) {
    char path[LIBRARY_PATH_MAX + 200];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    Error err;
    assert_true(text_file_write_atomic(path, text, strlen(text), &err));
    struct utimbuf t = {(time_t)when, (time_t)when};
    assert_int_equal(utime(path, &t), 0);
}

static bool there(const char *dir, const char *file) {
    char path[LIBRARY_PATH_MAX + 200];
    snprintf(path, sizeof path, "%s/%s", dir, file);
    return access(path, F_OK) == 0;
}

static void remove_place(Place *p) {
    char command[200];
    snprintf(command, sizeof command, "rm -rf '%s'", p->root);
    assert_int_equal(system(command), 0);
}

/* A new game's name is its game and time, and never one a kept game has in either folder, deleted
 * ones included. */
static void test_new_names_never_taken(void **state) {
    (void)state;
    Place p;
    make_place(&p);
    char name[LIBRARY_FILE_MAX];
    assert_true(library_new_name(&p.dirs, "onitama", 1767225600, name, sizeof name));
    assert_string_equal(name, "onitama-20260101-000000.rec");
    put(p.dirs.games, name, in_progress, 1767225600);
    assert_true(library_new_name(&p.dirs, "onitama", 1767225600, name, sizeof name));
    assert_string_equal(name, "onitama-20260101-000000-2.rec");
    put(p.dirs.saves, name, finished, 1767225600);
    assert_true(library_new_name(&p.dirs, "onitama", 1767225600, name, sizeof name));
    assert_string_equal(name, "onitama-20260101-000000-3.rec");
    put(p.dirs.saves, name, finished, 1767225600);
    Error err;
    assert_true(library_delete(p.dirs.saves, name, &err));
    assert_true(library_new_name(&p.dirs, "onitama", 1767225600, name, sizeof name));
    assert_string_equal(name, "onitama-20260101-000000-4.rec");
    remove_place(&p);
}

/* Names are kept apart from the records, survive other notes' changes, and go with their
 * record when it is deleted for good; a tab in a name cannot break the file. */
static void test_notes(void **state) {
    (void)state;
    Place p;
    make_place(&p);
    Error err;
    char value[LIBRARY_NOTE_MAX];
    assert_false(library_note_get(&p.dirs, "saves/a.rec", "name", value, sizeof value));
    assert_true(library_note_set(&p.dirs, "saves/a.rec", "name", "Game of\tthe year", &err));
    assert_true(library_note_set(&p.dirs, "saves/b.rec", "name", "Ходи", &err));
    assert_true(library_note_set(&p.dirs, "games/a.rec", "seat", "token-1", &err));
    assert_true(library_note_get(&p.dirs, "saves/a.rec", "name", value, sizeof value));
    assert_string_equal(value, "Game of the year");
    assert_true(library_note_set(&p.dirs, "saves/a.rec", "name", "Renamed", &err));
    assert_true(library_note_get(&p.dirs, "saves/a.rec", "name", value, sizeof value));
    assert_string_equal(value, "Renamed");
    assert_true(library_note_get(&p.dirs, "games/a.rec", "seat", value, sizeof value));
    assert_string_equal(value, "token-1");
    /* Listed with its name. */
    put(p.dirs.saves, "b.rec", finished, 1000);
    LibraryGame *games;
    assert_int_equal(library_list(&p.dirs, p.dirs.saves, "saves", &games), 1);
    assert_string_equal(games[0].name, "Ходи");
    assert_true(games[0].ok);
    assert_true(games[0].finished);
    free(games);
    /* Deleted, undeleted, deleted and purged: its note goes with it. */
    assert_true(library_delete(p.dirs.saves, "b.rec", &err));
    assert_false(there(p.dirs.saves, "b.rec"));
    assert_int_equal(library_list(&p.dirs, p.dirs.saves, "saves", &games), 0);
    assert_true(library_undelete(p.dirs.saves, "b.rec", &err));
    assert_true(there(p.dirs.saves, "b.rec"));
    assert_true(library_delete(p.dirs.saves, "b.rec", &err));
    assert_int_equal(library_purge(&p.dirs), 1);
    assert_false(there(p.dirs.saves, "b.rec.deleted"));
    assert_false(library_note_get(&p.dirs, "saves/b.rec", "name", value, sizeof value));
    assert_true(library_note_get(&p.dirs, "saves/a.rec", "name", value, sizeof value));
    remove_place(&p);
}

/* Beyond the cap the oldest finished games go first; a named one and games in progress stay. */
static void test_trim(void **state) {
    (void)state;
    Place p;
    make_place(&p);
    Error err;
    put(p.dirs.saves, "f1.rec", finished, 1000); /* the oldest, named: stays */
    put(p.dirs.saves, "f2.rec", finished, 2000);
    put(p.dirs.saves, "on.rec", in_progress, 2500); /* not finished: not counted */
    put(p.dirs.saves, "f3.rec", finished, 3000);
    put(p.dirs.saves, "f4.rec", finished, 4000);
    assert_true(library_note_set(&p.dirs, "saves/f1.rec", "name", "Keep", &err));
    assert_true(library_note_set(&p.dirs, "saves/f2.rec", "seat", "x", &err));
    assert_int_equal(library_trim(&p.dirs, 4), 0);
    assert_int_equal(library_trim(&p.dirs, 2), 2);
    assert_true(there(p.dirs.saves, "f1.rec"));
    assert_false(there(p.dirs.saves, "f2.rec"));
    assert_false(there(p.dirs.saves, "f3.rec"));
    assert_true(there(p.dirs.saves, "f4.rec"));
    assert_true(there(p.dirs.saves, "on.rec"));
    char value[16];
    assert_false(library_note_get(&p.dirs, "saves/f2.rec", "seat", value, sizeof value));
    remove_place(&p);
}

/* The old autosave moves into games/ under its game's name and time, unchanged; a broken one
 * stays where it is for the caller to set aside. */
static void test_old_autosave(void **state) {
    (void)state;
    Place p;
    make_place(&p);
    char moved[LIBRARY_FILE_MAX];
    Error err;
    assert_int_equal(library_adopt_old_autosave(&p.dirs, moved, sizeof moved, &err),
                     LIBRARY_ADOPT_NONE);
    char root[LIBRARY_PATH_MAX];
    snprintf(root, sizeof root, "%s", p.root);
    put(root, "autosave.rec", in_progress, 1767225600);
    assert_int_equal(library_adopt_old_autosave(&p.dirs, moved, sizeof moved, &err),
                     LIBRARY_ADOPT_MOVED);
    assert_string_equal(moved, "onitama-20260101-000000.rec");
    assert_false(there(root, "autosave.rec"));
    char path[LIBRARY_PATH_MAX + 200];
    snprintf(path, sizeof path, "%s/%s", p.dirs.games, moved);
    char *text = text_file_read(path, NULL, &err);
    assert_non_null(text);
    assert_string_equal(text, in_progress);
    free(text);
    put(root, "autosave.rec", "duelboard-record 1\ngame chess\nmoves\n", 1000);
    assert_int_equal(library_adopt_old_autosave(&p.dirs, moved, sizeof moved, &err),
                     LIBRARY_ADOPT_BROKEN);
    assert_true(there(root, "autosave.rec"));
    remove_place(&p);
}

/* Export copies the record; it replaces nothing, says when the folder is missing, and reads
 * "~/" as the home folder. */
static void test_export(void **state) {
    (void)state;
    Place p;
    make_place(&p);
    put(p.dirs.saves, "a.rec", finished, 1000);
    char from[LIBRARY_PATH_MAX + 20], to[LIBRARY_PATH_MAX + 20], written[LIBRARY_PATH_MAX + 64];
    snprintf(from, sizeof from, "%s/a.rec", p.dirs.saves);
    snprintf(to, sizeof to, "%s/out.rec", p.root);
    Error err;
    assert_int_equal(library_export(from, to, written, sizeof written, &err), LIBRARY_EXPORTED);
    assert_string_equal(written, to);
    char *text = text_file_read(to, NULL, &err);
    assert_string_equal(text, finished);
    free(text);
    assert_int_equal(library_export(from, to, written, sizeof written, &err),
                     LIBRARY_EXPORT_EXISTS);
    snprintf(to, sizeof to, "%s/no/such/out.rec", p.root);
    assert_int_equal(library_export(from, to, written, sizeof written, &err),
                     LIBRARY_EXPORT_NO_FOLDER);
    char *home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    setenv("HOME", p.root, 1);
    assert_int_equal(library_export(from, "~/home.rec", written, sizeof written, &err),
                     LIBRARY_EXPORTED);
    assert_true(there(p.root, "home.rec"));
    if (home)
        setenv("HOME", home, 1);
    else
        unsetenv("HOME");
    free(home);
    remove_place(&p);
}

/* The orders, and who the opponent is. */
static void test_orders(void **state) {
    (void)state;
    LibraryGame g[3];
    memset(g, 0, sizeof g);
    const char *players[3][2] = {{"human", "master"}, {"beginner", "human"}, {"human", "human"}};
    int games[3] = {2, 0, 1};
    for (int i = 0; i < 3; i++) {
        snprintf(g[i].file, sizeof g[i].file, "g%d.rec", i);
        g[i].ok = true;
        g[i].modified_ns = (long long)(i + 1) * 1000;
        g[i].game.game = games[i];
        snprintf(g[i].game.players.name[0], GAME_RECORD_PLAYER_MAX, "%s", players[i][0]);
        snprintf(g[i].game.players.name[1], GAME_RECORD_PLAYER_MAX, "%s", players[i][1]);
    }
    char key[130];
    library_opponent_key(&g[0].game, key, sizeof key);
    assert_string_equal(key, "master");
    library_opponent_key(&g[2].game, key, sizeof key);
    assert_string_equal(key, "human");
    library_sort(g, 3, LIBRARY_NEWEST);
    assert_string_equal(g[0].file, "g2.rec");
    assert_string_equal(g[2].file, "g0.rec");
    library_sort(g, 3, LIBRARY_OLDEST);
    assert_string_equal(g[0].file, "g0.rec");
    library_sort(g, 3, LIBRARY_BY_GAME);
    assert_string_equal(g[0].file, "g1.rec");
    assert_string_equal(g[1].file, "g2.rec");
    library_sort(g, 3, LIBRARY_BY_OPPONENT);
    assert_string_equal(g[0].file, "g2.rec"); /* people, then the levels from the weakest */
    assert_string_equal(g[1].file, "g1.rec");
    assert_string_equal(g[2].file, "g0.rec");
}

/* Days ago by the calendar: yesterday late evening is "1" this morning. */
static void test_days_ago(void **state) {
    (void)state;
    struct tm now_tm = {.tm_year = 126, .tm_mon = 2, .tm_mday = 10, .tm_hour = 8, .tm_isdst = -1};
    struct tm then_tm = {.tm_year = 126, .tm_mon = 2, .tm_mday = 9, .tm_hour = 23, .tm_isdst = -1};
    long long now = (long long)mktime(&now_tm), then = (long long)mktime(&then_tm);
    char date[32];
    assert_int_equal(library_days_ago(now - 60, now, date, sizeof date), 0);
    assert_int_equal(library_days_ago(then, now, date, sizeof date), 1);
    assert_string_equal(date, "2026-03-09");
    assert_int_equal(library_days_ago(then - 2 * 86400, now, date, sizeof date), 3);
    assert_int_equal(library_days_ago(now + 86400 * 2, now, date, sizeof date), -1);
    assert_int_equal(library_days_ago(0, now, date, sizeof date), -1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_new_names_never_taken),
        cmocka_unit_test(test_notes),
        cmocka_unit_test(test_trim),
        cmocka_unit_test(test_old_autosave),
        cmocka_unit_test(test_export),
        cmocka_unit_test(test_orders),
        cmocka_unit_test(test_days_ago),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
