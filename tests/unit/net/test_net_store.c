/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The server's store: rooms put, replaced, removed and set aside within turns that are durable
 * whole or not at all; finished games numbered per room with the oldest removed past the quota;
 * a store from a newer version and a damaged one refused with their reason; an older data
 * directory of files brought in once, its unreadable files set aside. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "net/net_room.h"
#include "net/net_store.h"
#include "net/net_store_import.h"

static const char end_record[] = "duelboard-record 3\n"
                                 "game onitama\n"
                                 "options pool=base draw=on\n"
                                 "seed 3\n"
                                 "players alice bob\n"
                                 "clock 5+3\n"
                                 "end win 1 resignation\n"
                                 "moves\n"
                                 "boar:b1b2 1000ms\n"
                                 "cobra:e5d4 2000ms\n";

static void fresh_dir(char *dir) {
    strcpy(dir, "/tmp/duelboard-net-store-XXXXXX");
    assert_non_null(mkdtemp(dir));
}

static void remove_dir(const char *dir) {
    char command[300];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
}

static NetStore *open_ok(const char *dir) {
    Error err = {{0}};
    NetStore *s = net_store_open(dir, NET_STORE_WRITE, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

typedef struct Rooms {
    int count;
    char codes[8][NET_STORE_CODE_MAX];
    char texts[8][64];
} Rooms;

static bool collect_room(void *context, const char *code, const char *text) {
    Rooms *r = context;
    if (r->count < 8) {
        snprintf(r->codes[r->count], NET_STORE_CODE_MAX, "%s", code);
        snprintf(r->texts[r->count], 64, "%s", text);
    }
    r->count++;
    return true;
}

static Rooms rooms_of(NetStore *s) {
    Rooms r;
    memset(&r, 0, sizeof r);
    Error err;
    assert_true(net_store_rooms(s, collect_room, &r, &err));
    return r;
}

typedef struct Games {
    int count;
    NetStoreGame games[8];
} Games;

static bool collect_game(void *context, const NetStoreGame *g) {
    Games *all = context;
    if (all->count < 8) {
        all->games[all->count] = *g;
        all->games[all->count].record = NULL;
    }
    all->count++;
    return true;
}

static Games games_of(NetStore *s, const char *code) {
    Games g;
    memset(&g, 0, sizeof g);
    Error err;
    assert_true(net_store_games(s, code, collect_game, &g, &err));
    return g;
}

static void put(NetStore *s, const char *code, const char *text) {
    Error err;
    if (!net_store_put_room(s, code, text, &err)) fail_msg("%s", err.message);
}

static void test_turns(void **state) {
    (void)state;
    char dir[64];
    fresh_dir(dir);
    NetStore *s = open_ok(dir);
    Error err;
    assert_false(net_store_put_room(s, "AAAAAA", "x", &err)); /* only within a turn */
    assert_true(net_store_begin(s, &err));
    put(s, "AAAAAA", "first");
    put(s, "BBBBBB", "second");
    put(s, "AAAAAA", "first again");
    assert_true(net_store_commit(s, &err));
    /* A turn undone leaves what was committed before. */
    assert_true(net_store_begin(s, &err));
    put(s, "CCCCCC", "never");
    assert_true(net_store_delete_room(s, "AAAAAA", &err));
    net_store_rollback(s);
    net_store_close(s);

    s = open_ok(dir);
    Rooms r = rooms_of(s);
    assert_int_equal(r.count, 2);
    for (int i = 0; i < 2; i++)
        assert_string_equal(r.texts[i],
                            strcmp(r.codes[i], "AAAAAA") == 0 ? "first again" : "second");
    assert_true(net_store_begin(s, &err));
    assert_true(net_store_delete_room(s, "AAAAAA", &err));
    assert_true(net_store_set_aside_room(s, "BBBBBB", "cannot be read", &err));
    assert_true(net_store_commit(s, &err));
    assert_int_equal(rooms_of(s).count, 0);
    net_store_close(s);
    remove_dir(dir);
}

static void test_games_and_quota(void **state) {
    (void)state;
    char dir[64];
    fresh_dir(dir);
    NetStore *s = open_ok(dir);
    Error err;
    assert_true(net_store_begin(s, &err));
    for (int i = 1; i <= 5; i++) {
        NetStoreGame g;
        memset(&g, 0, sizeof g);
        strcpy(g.code, i == 3 ? "OTHER1" : "ROOM01");
        assert_true(net_store_game_describe(&g, end_record, &err));
        g.ended = 1000 + i;
        g.record = end_record;
        int removed = -1;
        assert_true(net_store_add_game(s, &g, 3, &removed, &err));
        /* ROOM01 has its games 1, 2, 3, 4 (the third one is OTHER1's first). */
        assert_int_equal(g.number, i == 3 ? 1 : i < 3 ? i : i - 1);
        assert_int_equal(removed, i == 5 ? 1 : 0);
    }
    assert_true(net_store_commit(s, &err));
    Games all = games_of(s, NULL);
    assert_int_equal(all.count, 4);
    Games room = games_of(s, "ROOM01");
    assert_int_equal(room.count, 3); /* the oldest went: 2, 3, 4 stay */
    assert_int_equal(room.games[0].number, 2);
    assert_int_equal(room.games[2].number, 4);
    NetStoreGame *g = &room.games[0];
    assert_string_equal(g->game, "onitama");
    assert_string_equal(g->players[0], "alice");
    assert_string_equal(g->players[1], "bob");
    assert_string_equal(g->result, "win 1");
    assert_string_equal(g->reason, "resignation");
    assert_string_equal(g->control, "5+3");
    assert_int_equal(g->ended, 1002);
    net_store_close(s);
    remove_dir(dir);
}

/* The version is the 4 bytes at offset 60 of the file's header (SQLite's user_version). */
static void write_bytes(const char *path, long offset, const void *bytes, size_t n) {
    FILE *f = fopen(path, "r+b");
    assert_non_null(f);
    assert_int_equal(fseek(f, offset, SEEK_SET), 0);
    assert_int_equal(fwrite(bytes, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
}

static void test_refused(void **state) {
    (void)state;
    char dir[64], path[128];
    fresh_dir(dir);
    snprintf(path, sizeof path, "%s/%s", dir, NET_STORE_FILE);
    NetStore *s = open_ok(dir);
    Error err;
    assert_true(net_store_begin(s, &err));
    for (int i = 0; i < 200; i++) {
        char code[16], text[600];
        snprintf(code, sizeof code, "R%05d", i);
        memset(text, 'a' + i % 26, sizeof text - 1);
        text[sizeof text - 1] = '\0';
        put(s, code, text);
    }
    assert_true(net_store_commit(s, &err));
    net_store_close(s);

    unsigned char newer[4] = {0, 0, 0, NET_STORE_VERSION + 1};
    write_bytes(path, 60, newer, 4);
    assert_null(net_store_open(dir, NET_STORE_WRITE, &err));
    assert_non_null(strstr(err.message, "newer"));
    assert_null(net_store_open(dir, NET_STORE_READ, &err));
    unsigned char current[4] = {0, 0, 0, NET_STORE_VERSION};
    write_bytes(path, 60, current, 4);
    net_store_close(open_ok(dir));

    /* Bytes overwritten in the middle of the file, as a failing disk would. */
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(st.st_size > 16 * 4096);
    unsigned char junk[300];
    memset(junk, 0x5a, sizeof junk);
    write_bytes(path, 8 * 4096, junk, sizeof junk);
    assert_null(net_store_open(dir, NET_STORE_WRITE, &err));
    assert_non_null(strstr(err.message, "is damaged"));
    /* Its first page overwritten: not a store at all. */
    write_bytes(path, 0, junk, 100);
    assert_null(net_store_open(dir, NET_STORE_WRITE, &err));
    assert_non_null(strstr(err.message, "damaged"));
    remove_dir(dir);
}

static void write_file(const char *dir, const char *name, const char *text) {
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    Error err;
    assert_true(text_file_write_atomic(path, text, strlen(text), &err));
}

static void noop_send(void *context, NetRecipient to, const char *line) {
    (void)context, (void)to, (void)line;
}

static void test_import(void **state) {
    (void)state;
    char dir[64], folder[128];
    fresh_dir(dir);
    snprintf(folder, sizeof folder, "%s/rooms", dir);
    assert_int_equal(mkdir(folder, 0700), 0);
    NetMessage host;
    Error err;
    assert_true(net_message_parse("host onitama seed=1", 19, NET_FROM_CLIENT, &host, &err));
    NetRoomSettings settings = {.rejoin_wait_ms = 1000};
    NetRoom *room = net_room_new("K7M2QX", &host, &settings, 0, noop_send, NULL, &err);
    assert_non_null(room);
    char *text = net_room_save(room, &err);
    assert_non_null(text);
    net_room_free(room);
    write_file(folder, "K7M2QX.room", text);
    write_file(folder, "BROKEN.room", "not a room\n");
    snprintf(folder, sizeof folder, "%s/games", dir);
    assert_int_equal(mkdir(folder, 0700), 0);
    write_file(folder, "ABCDEF.rec", end_record);
    write_file(folder, "ABCDEF-2.rec", end_record);
    write_file(folder, "ABCDEF-3.rec", "duelboard-record 1\ngame nothing\nmoves\n");

    NetStore *s = open_ok(dir);
    NetStoreImported done;
    FILE *log = tmpfile();
    assert_true(net_store_import_folders(s, dir, log, &done, &err));
    assert_true(done.found);
    assert_int_equal(done.rooms, 1);
    assert_int_equal(done.games, 2);
    assert_int_equal(done.set_aside, 2);
    Rooms r = rooms_of(s);
    assert_int_equal(r.count, 1);
    assert_string_equal(r.codes[0], "K7M2QX");
    Games g = games_of(s, "ABCDEF");
    assert_int_equal(g.count, 2);
    assert_int_equal(g.games[0].number + g.games[1].number, 3);
    /* The folders are renamed, the unreadable files set aside in them. */
    char path[256];
    struct stat st;
    snprintf(path, sizeof path, "%s/rooms", dir);
    assert_int_not_equal(stat(path, &st), 0);
    snprintf(path, sizeof path, "%s/rooms.imported/K7M2QX.room", dir);
    assert_int_equal(stat(path, &st), 0);
    snprintf(path, sizeof path, "%s/games.imported/ABCDEF-3.rec", dir);
    assert_int_not_equal(stat(path, &st), 0);
    /* Nothing to do the second time; and the same files again store nothing twice. */
    assert_true(net_store_import_folders(s, dir, log, &done, &err));
    assert_false(done.found);
    char command[400];
    snprintf(command, sizeof command, "mv '%s/games.imported' '%s/games'", dir, dir);
    assert_int_equal(system(command), 0);
    assert_true(net_store_import_folders(s, dir, log, &done, &err));
    assert_int_equal(done.games, 0);
    assert_int_equal(games_of(s, NULL).count, 2);
    snprintf(path, sizeof path, "%s/games", dir);
    assert_int_not_equal(stat(path, &st), 0);
    fclose(log);
    free(text);
    net_store_close(s);
    remove_dir(dir);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_turns),
        cmocka_unit_test(test_games_and_quota),
        cmocka_unit_test(test_refused),
        cmocka_unit_test(test_import),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
