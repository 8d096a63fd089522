/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The link's side of network play without a game: addresses as people type them, and a link to
 * a server that is not there, or to a room that is not there, failing with its reason rather
 * than waiting for ever; a seat taken back while its server is away waits for it without
 * spinning. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "net/net_link.h"
#include "net/net_server.h"

static void test_addresses(void **state) {
    (void)state;
    static const struct {
        const char *text, *host;
        int port;
    } good[] = {
        {"example.org", "example.org", NET_SERVER_DEFAULT_PORT},
        {"192.168.1.20:9000", "192.168.1.20", 9000},
        {"[::1]:7000", "::1", 7000},
        {"[fe80::1]", "fe80::1", NET_SERVER_DEFAULT_PORT},
        {"fe80::2", "fe80::2", NET_SERVER_DEFAULT_PORT},
        {"desk.local:1", "desk.local", 1},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        char host[NET_HOST_MAX];
        int port = 0;
        Error err = {{0}};
        assert_true(net_address_parse(good[i].text, host, sizeof host, &port, &err));
        assert_string_equal(host, good[i].host);
        assert_int_equal(port, good[i].port);
    }
    static const char *const bad[] = {"",       ":7654",     "host:0", "host:65536",
                                      "host:x", "host:12ab", "[::1",   "[]:7654",
                                      "a b",    "host/room", "[::1]x"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char host[NET_HOST_MAX];
        int port = 0;
        Error err = {{0}};
        assert_false(net_address_parse(bad[i], host, sizeof host, &port, &err));
        assert_true(err.message[0] != '\0');
    }
}

/* Pumps until the link leaves `phase` or ten seconds pass. */
static NetLinkPhase pump_while(NetLink *l, NetLinkPhase phase) {
    for (int i = 0; i < 200 && net_link_phase(l) == phase; i++) net_link_pump(l, 50);
    return net_link_phase(l);
}

/* Pumps through the greeting (one pump may take the welcome and the refusal after it) until the
 * link settles. */
static NetLinkPhase pump_past_greeting(NetLink *l) {
    pump_while(l, NET_LINK_CONNECTING);
    return pump_while(l, NET_LINK_WAITING);
}

static void settings_for_test(NetLinkSettings *s) {
    memset(s, 0, sizeof *s);
    session_settings_init(&s->session);
    s->name = "test";
}

static void test_refusals(void **state) {
    (void)state;
    NetServerSettings server;
    net_server_settings_default(&server);
    server.port = 0;
    server.bind_address = "127.0.0.1";
    Error err = {{0}};
    NetServer *running = net_server_start(&server, &err);
    assert_non_null(running);
    int port = net_server_port(running);
    NetLinkSettings settings;
    settings_for_test(&settings);

    /* A code no room has: refused, and the link ends with the server's reason. */
    NetLink *l = net_link_open(NET_LINK_JOIN, "127.0.0.1", port, "ABCDEF", NULL, &settings, &err);
    assert_non_null(l);
    assert_int_equal(pump_past_greeting(l), NET_LINK_FAILED);
    assert_true(strlen(net_link_error(l)) > 0);
    assert_null(net_link_session(l));
    net_link_free(l);

    /* A game the server does not know: refused at once. */
    l = net_link_open(NET_LINK_HOST, "127.0.0.1", port, "chess", NULL, &settings, &err);
    assert_non_null(l);
    assert_int_equal(pump_past_greeting(l), NET_LINK_FAILED);
    net_link_free(l);

    /* Not a room code: refused before any connection. */
    assert_null(net_link_open(NET_LINK_JOIN, "127.0.0.1", port, "AB0DEF", NULL, &settings, &err));

    /* A host that makes its room waits for the other player with the room's code and invite. */
    l = net_link_open(NET_LINK_HOST, "127.0.0.1", port, "onitama clock=5+3", NULL, &settings, &err);
    assert_non_null(l);
    pump_while(l, NET_LINK_CONNECTING);
    for (int i = 0; i < 200 && (!net_link_code(l)[0] || net_link_side(l) < 0); i++)
        net_link_pump(l, 50);
    assert_int_equal(strlen(net_link_code(l)), 6);
    char invite[NET_INVITE_MAX];
    assert_true(net_link_invite(l, invite, sizeof invite));
    assert_non_null(strstr(invite, net_link_code(l)));
    assert_int_equal(net_link_side(l), 0);
    net_link_free(l);
    net_server_stop(running);

    /* Nobody listens: the connection fails with its reason. */
    l = net_link_open(NET_LINK_JOIN, "127.0.0.1", port, "ABCDEF", NULL, &settings, &err);
    if (l) {
        assert_int_equal(pump_while(l, NET_LINK_CONNECTING), NET_LINK_FAILED);
        assert_true(strlen(net_link_error(l)) > 0);
        net_link_free(l);
    }
}

static int64_t now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (int64_t)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

/* A seat taken back while its server is away (a game resumed after the server, or the app that
 * ran it, stopped): the link tries again now and then, and a pump asked to wait meanwhile waits
 * as it would for a line, rather than returning at once (a program pumping with a wait, as
 * duelboard-cli does, spun a processor for as long as the server was away). Only a lower bound
 * on a wait asked for is checked: a busy machine makes it longer, never shorter. */
static void test_rejoin_while_away(void **state) {
    (void)state;
    NetServerSettings server;
    net_server_settings_default(&server);
    server.port = 0;
    server.bind_address = "127.0.0.1";
    Error err = {{0}};
    NetServer *running = net_server_start(&server, &err);
    assert_non_null(running);
    int port = net_server_port(running);
    net_server_stop(running); /* nobody listens there now */
    NetLinkSettings settings;
    settings_for_test(&settings);
    settings.reconnect_every_ms = 60000;
    const char *token = "0123456789abcdef0123456789abcdef";
    NetLink *l =
        net_link_open(NET_LINK_REJOIN, "127.0.0.1", port, "ABCDEF", token, &settings, &err);
    if (!l) return; /* refused at once: nothing to wait for */
    assert_int_equal(pump_while(l, NET_LINK_CONNECTING), NET_LINK_RECONNECTING);
    int64_t start = now_ms();
    for (int i = 0; i < 4; i++) assert_int_equal(net_link_pump(l, 100), NET_LINK_RECONNECTING);
    assert_true(now_ms() - start >= 350);
    net_link_free(l);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_addresses),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_rejoin_while_away),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
