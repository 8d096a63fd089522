/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Invites duelboard://host:port/CODE: names, IPv4 and bracketed IPv6 hosts read and written back,
 * the default port, any case, and every malformed part refused with its reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "net/net_invite.h"
#include "net/net_server.h"

static void test_good_invites(void **state) {
    (void)state;
    static const struct {
        const char *text, *host;
        int port;
        const char *code, *written;
    } good[] = {
        {"duelboard://example.org:7654/K7M2QX", "example.org", 7654, "K7M2QX",
         "duelboard://example.org:7654/K7M2QX"},
        {"duelboard://192.168.1.20:9000/ABCDEF", "192.168.1.20", 9000, "ABCDEF",
         "duelboard://192.168.1.20:9000/ABCDEF"},
        {"duelboard://[::1]:7654/K7M2QX", "::1", 7654, "K7M2QX", "duelboard://[::1]:7654/K7M2QX"},
        {"duelboard://[fe80::1:2]/K7M2QX", "fe80::1:2", NET_SERVER_DEFAULT_PORT, "K7M2QX",
         "duelboard://[fe80::1:2]:7654/K7M2QX"},
        {"  DUELBOARD://Host-1.lan/k7m2qx\n", "Host-1.lan", NET_SERVER_DEFAULT_PORT, "K7M2QX",
         "duelboard://Host-1.lan:7654/K7M2QX"},
        {"duelboard://a:1/K7M2QX", "a", 1, "K7M2QX", "duelboard://a:1/K7M2QX"},
        {"duelboard://a:65535/K7M2QX", "a", 65535, "K7M2QX", "duelboard://a:65535/K7M2QX"},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        NetInvite invite;
        Error err = {{0}};
        if (!net_invite_parse(good[i].text, &invite, &err))
            fail_msg("%s: %s", good[i].text, err.message);
        assert_string_equal(invite.host, good[i].host);
        assert_int_equal(invite.port, good[i].port);
        assert_string_equal(invite.code, good[i].code);
        char buf[NET_INVITE_MAX];
        assert_true(net_invite_format(&invite, buf, sizeof buf, &err));
        assert_string_equal(buf, good[i].written);
        NetInvite again;
        assert_true(net_invite_parse(buf, &again, &err));
        assert_memory_equal(&again, &invite, sizeof invite);
    }
}

static void test_bad_invites(void **state) {
    (void)state;
    static const struct {
        const char *text, *reason;
    } bad[] = {
        {"", "starts with"},
        {"http://example.org:7654/K7M2QX", "starts with"},
        {"duelboard://", "host name"},
        {"duelboard://:7654/K7M2QX", "host name"},
        {"duelboard://exa mple.org/K7M2QX", "host name"},
        {"duelboard://-a.org/K7M2QX", "host name"},
        {"duelboard://a..b/K7M2QX", "host name"},
        {"duelboard://[::1/K7M2QX", "ends with ]"},
        {"duelboard://[zz::1]/K7M2QX", "IPv6"},
        {"duelboard://[1]/K7M2QX", "IPv6"},
        {"duelboard://a:0/K7M2QX", "port"},
        {"duelboard://a:65536/K7M2QX", "port"},
        {"duelboard://a:123456/K7M2QX", "port"},
        {"duelboard://a:/K7M2QX", "port"},
        {"duelboard://a:-1/K7M2QX", "port"},
        {"duelboard://a:80x/K7M2QX", "ends with /CODE"},
        {"duelboard://a:80", "ends with /CODE"},
        {"duelboard://a:80/", "6 letters"},
        {"duelboard://a:80/K7M2Q", "6 letters"},
        {"duelboard://a:80/K7M2QXX", "6 letters"},
        {"duelboard://a:80/K7M2Q0", "not a room code"},
        {"duelboard://a:80/K7M2Q!", "not a room code"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        NetInvite invite;
        Error err = {{0}};
        if (net_invite_parse(bad[i].text, &invite, &err)) fail_msg("accepted: %s", bad[i].text);
        if (!strstr(err.message, bad[i].reason))
            fail_msg("%s: \"%s\" does not say \"%s\"", bad[i].text, err.message, bad[i].reason);
    }
    /* Longer than any invite. */
    char long_text[NET_INVITE_MAX + 40];
    memset(long_text, 'a', sizeof long_text - 1);
    long_text[sizeof long_text - 1] = '\0';
    memcpy(long_text, "duelboard://", 12);
    NetInvite invite;
    Error err = {{0}};
    assert_false(net_invite_parse(long_text, &invite, &err));
    assert_non_null(strstr(err.message, "at most"));
}

static void test_format_refuses(void **state) {
    (void)state;
    NetInvite invite = {.host = "example.org", .port = 7654, .code = "K7M2QX"};
    char buf[NET_INVITE_MAX];
    Error err;
    char small[10];
    assert_false(net_invite_format(&invite, small, sizeof small, &err));
    assert_string_equal(small, "");
    invite.port = 0;
    assert_false(net_invite_format(&invite, buf, sizeof buf, &err));
    invite.port = 7654;
    snprintf(invite.code, sizeof invite.code, "OOOOOO");
    assert_false(net_invite_format(&invite, buf, sizeof buf, &err));
    snprintf(invite.code, sizeof invite.code, "K7M2QX");
    snprintf(invite.host, sizeof invite.host, "bad host");
    assert_false(net_invite_format(&invite, buf, sizeof buf, &err));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_invites),
        cmocka_unit_test(test_bad_invites),
        cmocka_unit_test(test_format_refuses),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
