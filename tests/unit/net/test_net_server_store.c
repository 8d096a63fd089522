/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The server with storage keeps its promise "on disk before it is sent": while another writer
 * holds the store, a move is answered with nothing at all; once the store takes the turn, the
 * move is told to both seats, and a restart finds it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "net/net_client.h"
#include "net/net_server.h"

#define WAIT_MS 5000

static NetServer *start(const char *data_dir) {
    NetServerSettings settings;
    net_server_settings_default(&settings);
    settings.port = 0;
    settings.bind_address = "127.0.0.1";
    settings.data_dir = data_dir;
    Error err;
    NetServer *s = net_server_start(&settings, &err);
    if (!s) fail_msg("the server did not start: %s", err.message);
    return s;
}

static NetClient *connect_to(NetServer *s) {
    Error err;
    NetClient *c = net_client_connect("127.0.0.1", net_server_port(s), false, &err);
    assert_non_null(c);
    assert_int_equal(net_client_wait_status(c, WAIT_MS), NET_CLIENT_OPEN);
    return c;
}

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

static void test_lines_wait_for_the_commit(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-server-store-XXXXXX";
    assert_non_null(mkdtemp(dir));
    NetServer *s = start(dir);
    NetClient *a = connect_to(s);
    NetClient *b = connect_to(s);
    assert_true(net_client_send(a, "hello 1 alice"));
    expect_line(a, "welcome 1");
    assert_true(net_client_send(a, "host onitama seed=1"));
    char code[16], token[64], command[64];
    expect_line_rest(a, "room ", code, sizeof code);
    expect_line(a, "seat 1 ");
    assert_true(net_client_send(b, "hello 1 bob"));
    expect_line(b, "welcome 1");
    snprintf(command, sizeof command, "join %s", code);
    assert_true(net_client_send(b, command));
    expect_line_rest(b, "seat 2 ", token, sizeof token);
    expect_line(b, "start onitama seed=1");
    expect_line(a, "start onitama seed=1");

    /* Another writer holds the store: the server's turn cannot be committed. */
    char path[128];
    snprintf(path, sizeof path, "%s/duelboard.db", dir);
    sqlite3 *db;
    assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
    assert_int_equal(sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL), SQLITE_OK);
    assert_true(net_client_send(b, "play mantis:a5b4"));
    char line[1100];
    /* Nothing may come while the move is not on disk (a wait that passes at once when held). */
    if (net_client_wait(b, line, sizeof line, 700))
        fail_msg("\"%s\" was sent before the move was stored", line);
    if (net_client_wait(a, line, sizeof line, 10))
        fail_msg("\"%s\" was sent before the move was stored", line);
    assert_int_equal(sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(db);
    expect_line(b, "moved 1 2 mantis:a5b4");
    expect_line(a, "moved 1 2 mantis:a5b4");
    net_client_free(a);
    net_client_free(b);
    net_server_stop(s);

    /* The move told is the one stored. */
    s = start(dir);
    b = connect_to(s);
    assert_true(net_client_send(b, "hello 1 bob"));
    expect_line(b, "welcome 1");
    snprintf(command, sizeof command, "rejoin %s %s", code, token);
    assert_true(net_client_send(b, command));
    expect_line(b, "seat 2");
    expect_line(b, "start onitama seed=1");
    expect_line(b, "moved 1 2 mantis:a5b4");
    net_client_free(b);
    net_server_stop(s);
    char remove[128];
    snprintf(remove, sizeof remove, "rm -rf '%s'", dir);
    assert_int_equal(system(remove), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lines_wait_for_the_commit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
