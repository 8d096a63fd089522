/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The app's shell without a window: the settings file (window size, the new-game panel's choices),
 * the window frame's arithmetic, the guard that keeps a click out of the next scene, and where
 * lines of Chinese and Japanese may break. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app/prefs_file.h"
#include "app/window_geometry.h"
#include "learn/puzzle_record.h"
#include "ui/ui.h"

static void parse(const char *text, UiPrefs *p, AppWindow *win, char *warnings, size_t n) {
    ui_prefs_default(p);
    *win = (AppWindow){-1, -1, 1280, 800};
    app_prefs_parse(text, "settings.txt", p, win, warnings, n);
}

/* A tiling window manager made the window 400x300: the line is read, as the minimum, and the
 * position with it is kept. */
static void test_small_window_read_as_minimum(void **state) {
    (void)state;
    UiPrefs p;
    AppWindow win;
    char warnings[128];
    parse("language=en\nwindow=400x300+15+40\n", &p, &win, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_int_equal(win.w, APP_WINDOW_MIN_W);
    assert_int_equal(win.h, APP_WINDOW_MIN_H);
    assert_int_equal(win.x, 15);
    assert_int_equal(win.y, 40);
    /* Earlier versions rejected this line whole ("settings.txt line 1 ignored"). */
    parse("window=150x100-5+40\n", &p, &win, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_int_equal(win.w, APP_WINDOW_MIN_W);
    assert_int_equal(win.h, APP_WINDOW_MIN_H);
    assert_int_equal(win.x, -5);
    parse("window=0x300+15+40\n", &p, &win, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 1 ignored");
    assert_int_equal(win.w, 1280);
}

static void test_small_window_written_as_minimum(void **state) {
    (void)state;
    UiPrefs p;
    ui_prefs_default(&p);
    AppWindow win = {15, 40, 500, 200};
    char buf[4096];
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    assert_non_null(strstr(buf, "\nwindow=720x480+15+40\n"));
    win = (AppWindow){-8, 0, 1600, 900};
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    assert_non_null(strstr(buf, "\nwindow=1600x900-8+0\n"));
}

/* The panel's choices per game go out and come back; lines for games this version does not know,
 * or with control characters, are reported like any bad line. */
/* Every language is stored by its code and read back, "sr@latin" with its '@' too; the codes
 * earlier versions stored still mean what they meant. */
static void test_languages_round_trip(void **state) {
    (void)state;
    for (int l = 0; l < UI_LANG_COUNT; l++) {
        UiPrefs p, q;
        AppWindow win, back;
        char text[1024], warnings[128];
        ui_prefs_default(&p);
        p.language = (UiLanguage)l;
        win = (AppWindow){-1, -1, 1280, 800};
        assert_true(app_prefs_format(&p, &win, text, sizeof text));
        parse(text, &q, &back, warnings, sizeof warnings);
        assert_string_equal(warnings, "");
        assert_int_equal(q.language, l);
    }
    UiPrefs p;
    AppWindow win;
    char warnings[128];
    parse("language=ja\n", &p, &win, warnings, sizeof warnings);
    assert_int_equal(p.language, UI_LANG_JA);
    parse("language=zh_TW\n", &p, &win, warnings, sizeof warnings);
    assert_int_equal(p.language, UI_LANG_ZH_TW);
    parse("language=sr@latin\n", &p, &win, warnings, sizeof warnings);
    assert_int_equal(p.language, UI_LANG_SR_LATN);
    parse("language=sr_Latn\n", &p, &win, warnings, sizeof warnings);
    assert_string_not_equal(warnings, "");
    assert_int_equal(p.language, UI_LANG_EN);
    assert_string_equal(ui_language_name(UI_LANG_SR), "Српски");
}

static void test_new_game_choices_round_trip(void **state) {
    (void)state;
    UiPrefs p, q;
    ui_prefs_default(&p);
    assert_null(ui_prefs_new_game(&p, "onitama"));
    assert_true(ui_prefs_set_new_game(&p, "onitama", "opponent=human seat=first draw=off"));
    assert_true(ui_prefs_set_new_game(&p, "gunzi", "opponent=master seat=second"));
    assert_true(ui_prefs_set_new_game(&p, "onitama", "opponent=strong seat=random draw=on"));
    AppWindow win = {-1, -1, 1280, 800}, win2;
    char buf[4096], warnings[128];
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    parse(buf, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_string_equal(ui_prefs_new_game(&q, "onitama"), "opponent=strong seat=random draw=on");
    assert_string_equal(ui_prefs_new_game(&q, "gunzi"), "opponent=master seat=second");
    assert_null(ui_prefs_new_game(&q, "gottaz"));
    parse("new_game.chess=opponent=human\nnew_game.gunzi=a\tb\nnew_game.gottaz=opponent=casual\n",
          &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 1 ignored; settings.txt line 2 ignored");
    assert_string_equal(ui_prefs_new_game(&q, "gottaz"), "opponent=casual");
}

/* The Join page's last address: not written until there is one, read back whole (the longest
 * that fits too), and a line that could not have been written (a tab, a letter beyond ASCII, too
 * long) is ignored with a warning, the address read before it kept. */
static void test_join_address_round_trip(void **state) {
    (void)state;
    UiPrefs p, q;
    AppWindow win = {-1, -1, 1280, 800}, win2;
    char buf[4096], warnings[256];
    ui_prefs_default(&p);
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    assert_null(strstr(buf, "join_address"));
    assert_true(ui_prefs_set_join_address(&p, "[::1]:7654"));
    assert_false(ui_prefs_set_join_address(&p, "[::1]:7654")); /* nothing changed */
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    parse(buf, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_string_equal(q.join_address, "[::1]:7654");
    char longest[UI_PREFS_ADDRESS_MAX + 32];
    snprintf(longest, sizeof longest, "join_address=%0*d\n", UI_PREFS_ADDRESS_MAX - 1, 7);
    parse(longest, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_int_equal(strlen(q.join_address), UI_PREFS_ADDRESS_MAX - 1);
    parse("join_address=host.example:7654\njoin_address=a\tb\njoin_address=caf\xc3\xa9\n", &q,
          &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 2 ignored; settings.txt line 3 ignored");
    assert_string_equal(q.join_address, "host.example:7654");
    snprintf(longest, sizeof longest, "join_address=%0*d\n", UI_PREFS_ADDRESS_MAX, 7);
    parse(longest, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 1 ignored");
    assert_string_equal(q.join_address, "");
}

/* The Learn screens' stars and offers: kept when better, written and read back; a line that
 * could not have been written (a digit beyond 3, too many lessons, an unknown game, an offer
 * neither on nor off) is ignored with a warning, nothing read before it lost. */
static void test_learn_progress_round_trip(void **state) {
    (void)state;
    UiPrefs p, q;
    ui_prefs_default(&p);
    AppWindow win = {-1, -1, 1280, 800}, win2;
    char buf[4096], warnings[256];
    assert_true(ui_prefs_set_lesson_stars(&p, "gunzi", 2, 2));
    assert_false(ui_prefs_set_lesson_stars(&p, "gunzi", 2, 1)); /* not better: kept */
    assert_true(ui_prefs_set_lesson_stars(&p, "gunzi", 0, 3));
    assert_false(ui_prefs_set_lesson_stars(&p, "gunzi", UI_PREFS_LESSONS_MAX, 3));
    assert_true(ui_prefs_set_learn_offered(&p, "onitama"));
    assert_false(ui_prefs_set_learn_offered(&p, "onitama"));
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    assert_non_null(strstr(buf, "learn.gunzi=302\n"));
    parse(buf, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_int_equal(ui_prefs_lesson_stars(&q, "gunzi", 0), 3);
    assert_int_equal(ui_prefs_lesson_stars(&q, "gunzi", 1), 0);
    assert_int_equal(ui_prefs_lesson_stars(&q, "gunzi", 2), 2);
    assert_true(ui_prefs_learned(&q, "gunzi"));
    assert_false(ui_prefs_learned(&q, "onitama"));
    assert_true(ui_prefs_learn_offered(&q, "onitama"));
    assert_false(ui_prefs_learn_offered(&q, "gunzi"));
    parse("learn.gottaz=0310\nlearn.gottaz=0410\nlearn.gottaz=01234567012345670\nlearn.chess=3\n"
          "learn_offered.gottaz=maybe\nlanguage=nl\n",
          &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 2 ignored; settings.txt line 3 ignored; "
                                  "settings.txt line 4 ignored; settings.txt line 5 ignored");
    assert_int_equal(ui_prefs_lesson_stars(&q, "gottaz", 1), 3);
    assert_int_equal(ui_prefs_lesson_stars(&q, "gottaz", 2), 1);
    assert_false(ui_prefs_learn_offered(&q, "gottaz"));
    assert_int_equal(q.language, UI_LANG_NL);
}

/* The Puzzles screen's records: written and read back, one a game, the longest a record may be
 * included; a line that does not read as a record, or names an unknown game, is ignored with a
 * warning and the record kept before it stays. */
static void test_puzzle_records_round_trip(void **state) {
    (void)state;
    UiPrefs p, q;
    ui_prefs_default(&p);
    AppWindow win = {-1, -1, 1280, 800}, win2;
    static char buf[32768], longest[UI_PREFS_PUZZLES_TEXT_MAX];
    char warnings[256];
    int used = snprintf(longest, sizeof longest, "1623.5 80.0 0.059 4");
    for (int i = 0; i < PUZZLE_RECORD_MAX; i++) /* 400 ids of twelve characters */
        used += snprintf(longest + used, sizeof longest - (size_t)used, " %012d%c", i,
                         i % 2 ? '+' : '-');
    assert_true(ui_prefs_set_puzzles(&p, "onitama", "1500.0 350.0 0.060000 0 abc+"));
    assert_false(ui_prefs_set_puzzles(&p, "onitama", "1500.0 350.0 0.060000 0 abc+")); /* kept */
    assert_true(ui_prefs_set_puzzles(&p, "mortar-hunt", longest));
    assert_true(app_prefs_format(&p, &win, buf, sizeof buf));
    assert_non_null(strstr(buf, "puzzles.onitama=1500.0 350.0 0.060000 0 abc+\n"));
    parse(buf, &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "");
    assert_string_equal(ui_prefs_puzzles(&q, "onitama"), "1500.0 350.0 0.060000 0 abc+");
    assert_string_equal(ui_prefs_puzzles(&q, "mortar-hunt"), longest);
    assert_null(ui_prefs_puzzles(&q, "gunzi"));
    parse("puzzles.onitama=1500 350 0.06 0 abc+\npuzzles.onitama=1500 350 0.06 0 ABC+\n"
          "puzzles.chess=1500 350 0.06 0\npuzzles.gunzi=1500 350\n"
          "puzzles.gottaz=1400 90 0.05 2 x-\n",
          &q, &win2, warnings, sizeof warnings);
    assert_string_equal(warnings, "settings.txt line 2 ignored; settings.txt line 3 ignored; "
                                  "settings.txt line 4 ignored");
    assert_string_equal(ui_prefs_puzzles(&q, "onitama"), "1500 350 0.06 0 abc+");
    assert_string_equal(ui_prefs_puzzles(&q, "gottaz"), "1400 90 0.05 2 x-");
}

/* Stored as the frame's corner, restored as the inside's: the window comes back where it was,
 * not one title bar lower. */
static void test_frame_position_round_trip(void **state) {
    (void)state;
    AppBorders b = {.top = 20, .left = 1, .bottom = 1, .right = 1};
    int fx, fy, ix, iy;
    app_window_frame_of(101, 220, b, &fx, &fy);
    assert_int_equal(fx, 100);
    assert_int_equal(fy, 200);
    app_window_inside_of(fx, fy, b, &ix, &iy);
    assert_int_equal(ix, 101);
    assert_int_equal(iy, 220);
    AppBorders none = {0, 0, 0, 0};
    app_window_frame_of(101, 220, none, &fx, &fy);
    assert_int_equal(fx, 101);
    assert_int_equal(fy, 220);
}

static UiInput mouse(UiInputKind kind, float x, float y) {
    return (UiInput){.kind = kind, .x = x, .y = y, .button = UI_MOUSE_PRIMARY};
}

/* A double click on a button that changes the scene: the second click is the next scene's only
 * when it is slow or elsewhere. */
static void test_click_guard(void **state) {
    (void)state;
    UiClickGuard g = {0};
    UiInput press = mouse(UI_INPUT_PRESS, 100, 100), release = mouse(UI_INPUT_RELEASE, 100, 100);
    assert_false(ui_click_guard_ignores(&g, &press, 1, 10.0));
    assert_false(ui_click_guard_ignores(&g, &release, 1, 10.1));
    /* The scene changed (1 -> 2); the second press comes quickly at the same spot. */
    assert_true(ui_click_guard_ignores(&g, &press, 2, 10.3));
    assert_true(ui_click_guard_ignores(&g, &release, 2, 10.35));
    /* A later click is the new scene's. */
    assert_false(ui_click_guard_ignores(&g, &press, 2, 11.0));
    assert_false(ui_click_guard_ignores(&g, &release, 2, 11.1));
    /* A quick second click on the same scene (a double click on the board) goes through. */
    assert_false(ui_click_guard_ignores(&g, &press, 2, 11.2));
    assert_false(ui_click_guard_ignores(&g, &release, 2, 11.25));
    /* Quick, but far from the first click: the person aimed at the new scene. */
    UiInput far = mouse(UI_INPUT_PRESS, 300, 100), far_up = mouse(UI_INPUT_RELEASE, 300, 100);
    assert_false(ui_click_guard_ignores(&g, &far, 3, 11.3));
    assert_false(ui_click_guard_ignores(&g, &far_up, 3, 11.35));
    /* A press made on one scene and released on the next: the release is not the next one's. */
    assert_false(ui_click_guard_ignores(&g, &press, 3, 20.0));
    assert_true(ui_click_guard_ignores(&g, &release, 4, 20.1));
    /* A release whose press never came through (it fell in a fade) is ignored too. */
    assert_true(ui_click_guard_ignores(&g, &release, 4, 20.2));
    /* A right click during a drag does not end the drag's own press. */
    UiInput right = press, right_up = release;
    right.button = right_up.button = UI_MOUSE_SECONDARY;
    assert_false(ui_click_guard_ignores(&g, &press, 4, 30.0));
    assert_false(ui_click_guard_ignores(&g, &right, 4, 30.1));
    assert_false(ui_click_guard_ignores(&g, &right_up, 4, 30.15));
    assert_false(ui_click_guard_ignores(&g, &release, 4, 30.2));
}

/* Chinese and Japanese lines break between characters, but "4人" (four people) stays whole. */
static void test_line_breaks(void **state) {
    (void)state;
    assert_false(ui_break_between('4', 0x4EBA));    /* 4|人 */
    assert_false(ui_break_between('5', 0x679A));    /* 5|枚 */
    assert_true(ui_break_between(0x5B50, '4'));     /* 子|4 */
    assert_true(ui_break_between(0x5E2B, 0x5320));  /* 師|匠 */
    assert_false(ui_break_between(0x4EBA, 0x3002)); /* 人|。 */
    assert_false(ui_break_between(0x300C, 0x99AC)); /* 「|馬 */
    assert_false(ui_break_between('a', 'b'));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_small_window_read_as_minimum),
        cmocka_unit_test(test_small_window_written_as_minimum),
        cmocka_unit_test(test_languages_round_trip),
        cmocka_unit_test(test_new_game_choices_round_trip),
        cmocka_unit_test(test_join_address_round_trip),
        cmocka_unit_test(test_learn_progress_round_trip),
        cmocka_unit_test(test_puzzle_records_round_trip),
        cmocka_unit_test(test_frame_position_round_trip),
        cmocka_unit_test(test_click_guard),
        cmocka_unit_test(test_line_breaks),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
