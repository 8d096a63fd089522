/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A save of the game in progress (session_save.h), as the app and the CLI build it: the record
 * alone when nothing more is asked, what a side knows as comments (only the side asked for while
 * the game is on, and nothing in a game that hides nothing), and the file written whole or not
 * at all. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "session/session_internal.h"
#include "session/session_save.h"

/* A game between two people at one screen, the first legal move played `plies` times. */
static Session *two_people(const char *game, int plies) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    GameLine line;
    assert_true(game_line_start(&line, game_find(game), &opt, 11, &err));
    SessionSettings settings;
    session_settings_init(&settings);
    settings.seats[0] = session_seat_from_name("human");
    settings.seats[1] = session_seat_from_name("human");
    Session *s = session_new(&line, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    for (int i = 0; i < plies; i++) {
        session_take_screen(s); /* the privacy screen between the two players */
        const Move *moves;
        assert_true(session_person_moves(s, &moves) > 0);
        if (!session_play(s, moves[0], &err)) fail_msg("%s", err.message);
    }
    return s;
}

static char *told(const Session *s, int side) {
    static char line[128];
    snprintf(line, sizeof line, "# What side %s knows:", session_rules(s)->player_names[side]);
    return line;
}

static void test_record_alone(void **state) {
    (void)state;
    Session *s = two_people("onitama", 2);
    Error err;
    char *record = session_record(s, &err), *save = session_save_text(s, NULL, &err);
    assert_non_null(record);
    assert_non_null(save);
    assert_string_equal(save, record);
    /* Asking for what the sides know changes nothing in a game that hides nothing. */
    free(save);
    SessionSaveExtras extras = {.knowledge = true, .knower = 0};
    save = session_save_text(s, &extras, &err);
    assert_string_equal(save, record);
    free(save);
    free(record);
    session_free(s);
}

static void test_knowledge_of_the_side_asked(void **state) {
    (void)state;
    Session *s = two_people("mortar-hunt", 2);
    assert_false(session_over(s));
    Error err;
    char *record = session_record(s, &err);
    for (int side = 0; side < 2; side++) {
        SessionSaveExtras extras = {.knowledge = true, .knower = side};
        char *save = session_save_text(s, &extras, &err);
        assert_non_null(save);
        /* The record first, as it was: loading skips the comments after it. */
        assert_memory_equal(save, record, strlen(record));
        assert_non_null(strstr(save, told(s, side)));
        assert_null(strstr(save, told(s, 1 - side))); /* the other side's secrets stay out */
        free(save);
    }
    free(record);
    session_free(s);
}

static void test_written_whole(void **state) {
    (void)state;
    Session *s = two_people("mortar-hunt", 1);
    char dir[] = "/tmp/test_session_save_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[sizeof dir + 16];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    SessionSaveExtras extras = {.knowledge = true, .knower = 1};
    Error err;
    assert_true(session_save_write(s, &extras, path, &err));
    size_t size;
    char *written = text_file_read(path, &size, &err), *save = session_save_text(s, &extras, &err);
    assert_non_null(written);
    assert_string_equal(written, save);
    free(written);
    free(save);
    /* Into a folder that is not there: refused with the reason, nothing written. */
    char missing[sizeof dir + 32];
    snprintf(missing, sizeof missing, "%s/none/game.rec", dir);
    err.message[0] = '\0';
    assert_false(session_save_write(s, NULL, missing, &err));
    assert_true(err.message[0] != '\0');
    unlink(path);
    rmdir(dir);
    session_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_alone),
        cmocka_unit_test(test_knowledge_of_the_side_asked),
        cmocka_unit_test(test_written_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
