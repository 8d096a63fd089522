/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The server embedded as the app will run it (net_server_start on its own thread, then
 * net_server_stop) with net_client connections in the same process: the greeting, a room hosted
 * and joined, a client's send refusing what is not a client line, a connection to a port where
 * nothing listens closing with its reason, and a stored room file that cannot be read being set
 * aside at start without stopping the server. */
#include <dirent.h>
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

#include <cmocka.h>

#include "core/text_file.h"
#include "net/net_client.h"
#include "net/net_server.h"

#define WAIT_MS 5000

static void pause_ms(int ms) {
    struct timespec t = {0, (long)ms * 1000000L};
    nanosleep(&t, NULL);
}

static NetServer *start(const char *data_dir) {
    NetServerSettings settings;
    net_server_settings_default(&settings);
    settings.port = 0;
    settings.bind_address = "127.0.0.1";
    settings.data_dir = data_dir;
    Error err;
    NetServer *s = net_server_start(&settings, &err);
    if (!s) fail_msg("the server did not start: %s", err.message);
    assert_true(net_server_port(s) > 0);
    /* What its listening socket is bound to, by getsockname: the address asked for. */
    assert_string_equal(net_server_address(s), "127.0.0.1");
    return s;
}

static NetClient *connect_to(NetServer *s) {
    Error err;
    NetClient *c = net_client_connect("127.0.0.1", net_server_port(s), false, &err);
    assert_non_null(c);
    assert_int_equal(net_client_wait_status(c, WAIT_MS), NET_CLIENT_OPEN);
    return c;
}

/* The next line must start with `prefix`; the words after it go to `rest` when given. */
static void expect_line_rest(NetClient *c, const char *prefix, char *rest, size_t n) {
    char line[1100];
    if (!net_client_wait(c, line, sizeof line, WAIT_MS))
        fail_msg("expected \"%s\", got nothing", prefix);
    if (strncmp(line, prefix, strlen(prefix)) != 0)
        fail_msg("expected \"%s\", got \"%s\"", prefix, line);
    if (rest) snprintf(rest, n, "%s", line + strlen(prefix));
}

static void expect_line(NetClient *c, const char *prefix) {
    expect_line_rest(c, prefix, NULL, 0);
}

static void test_embedded_room(void **state) {
    (void)state;
    NetServer *s = start(NULL);
    NetClient *a = connect_to(s);
    NetClient *b = connect_to(s);
    char line[1100];
    assert_false(net_client_receive(a, line, sizeof line));
    /* A client's send takes only lines a client may send. */
    assert_false(net_client_send(a, "welcome 1 me"));
    assert_false(net_client_send(a, "hello  1"));
    assert_true(net_client_send(a, "hello 1 test"));
    expect_line(a, "welcome 1 duelboard-server");
    assert_true(net_client_send(a, "host onitama seed=1"));
    char code[16], join[32];
    expect_line_rest(a, "room ", code, sizeof code);
    expect_line(a, "seat 1 ");
    assert_true(net_client_send(a, "ping 5"));
    expect_line(a, "pong 5");
    assert_true(net_client_send(b, "hello 1 other"));
    expect_line(b, "welcome 1");
    snprintf(join, sizeof join, "join %s", code);
    assert_true(net_client_send(b, join));
    expect_line(b, "seat 2 ");
    expect_line(b, "start onitama seed=1");
    expect_line(a, "start onitama seed=1");
    assert_true(net_client_send(b, "bye"));
    expect_line(b, "bye");
    for (int i = 0; i < 100 && net_client_status(b, NULL, 0) != NET_CLIENT_CLOSED; i++)
        pause_ms(10);
    assert_int_equal(net_client_status(b, NULL, 0), NET_CLIENT_CLOSED);
    assert_true(net_client_was_open(b));
    assert_false(net_client_send(b, "ping 1"));
    net_client_free(b);
    net_client_free(a);
    net_server_stop(s);
}

static void test_nothing_listens(void **state) {
    (void)state;
    /* A port just freed by a stopped server: nothing listens there. */
    NetServer *s = start(NULL);
    int port = net_server_port(s);
    net_server_stop(s);
    Error err;
    NetClient *c = net_client_connect("127.0.0.1", port, false, &err);
    assert_non_null(c);
    for (int i = 0; i < 500 && net_client_status(c, NULL, 0) != NET_CLIENT_CLOSED; i++)
        pause_ms(10);
    char reason[256];
    assert_int_equal(net_client_status(c, reason, sizeof reason), NET_CLIENT_CLOSED);
    assert_false(net_client_was_open(c));
    assert_non_null(strstr(reason, "connect"));
    char line[64];
    assert_false(net_client_wait(c, line, sizeof line, 50));
    net_client_free(c);
    assert_null(net_client_connect("", 80, false, &err));
    assert_null(net_client_connect("127.0.0.1", 0, false, &err));
}

static void test_broken_room_file(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-net-server-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[512];
    snprintf(path, sizeof path, "%s/rooms", dir);
    assert_int_equal(mkdir(path, 0700), 0);
    snprintf(path, sizeof path, "%s/rooms/ABCDEF.room", dir);
    const char junk[] = "this is not a room\n";
    Error err;
    assert_true(text_file_write_atomic(path, junk, sizeof junk - 1, &err));
    NetServer *s = start(dir);
    NetClient *a = connect_to(s);
    assert_true(net_client_send(a, "hello 1 test"));
    expect_line(a, "welcome 1");
    assert_true(net_client_send(a, "watch ABCDEF"));
    expect_line(a, "error no such room");
    net_client_free(a);
    net_server_stop(s);
    /* The file was set aside beside, unchanged, not deleted, and its folder (brought into the
     * store) renamed. */
    assert_int_not_equal(access(path, F_OK), 0);
    snprintf(path, sizeof path, "%s/rooms.imported", dir);
    DIR *d = opendir(path);
    assert_non_null(d);
    struct dirent *e;
    int kept = 0;
    while ((e = readdir(d))) {
        if (strncmp(e->d_name, "ABCDEF.room.broken-", 19) == 0) {
            kept++;
            char kept_path[1024];
            snprintf(kept_path, sizeof kept_path, "%s/%s", path, e->d_name);
            char *text = text_file_read(kept_path, NULL, &err);
            assert_non_null(text);
            assert_string_equal(text, junk);
            free(text);
            unlink(kept_path);
        }
    }
    closedir(d);
    assert_int_equal(kept, 1);
    rmdir(path);
    char command[600];
    snprintf(command, sizeof command, "rm -rf '%s'", dir);
    assert_int_equal(system(command), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_embedded_room),
        cmocka_unit_test(test_nothing_listens),
        cmocka_unit_test(test_broken_room_file),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
