/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The server's addresses: which peers count as one address for the limits (IPv4 as it is, an
 * IPv4-mapped IPv6 address as its IPv4 address, other IPv6 addresses by their /64, link-local
 * ones whole), and the address to listen on made from an address, an interface or a name. */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "net/net_address.h"

static void assert_key(const char *address, const char *want) {
    char key[NET_ADDRESS_TEXT_MAX];
    net_address_key(address, key, sizeof key);
    if (strcmp(key, want) != 0) fail_msg("%s: key \"%s\", not \"%s\"", address, key, want);
}

static void test_ipv4_and_mapped_are_one(void **state) {
    (void)state;
    assert_key("192.0.2.7", "192.0.2.7");
    assert_key("127.0.0.2", "127.0.0.2");
    /* How a dual-stack socket sees an IPv4 peer, in either spelling. */
    assert_key("::ffff:192.0.2.7", "192.0.2.7");
    assert_key("::FFFF:192.0.2.7", "192.0.2.7");
    assert_key("::ffff:c000:207", "192.0.2.7");
    assert_key("0:0:0:0:0:ffff:7f00:1", "127.0.0.1");
}

static void test_ipv6_by_its_64(void **state) {
    (void)state;
    assert_key("2001:db8:1:2::1", "2001:db8:1:2::/64");
    assert_key("2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64");
    assert_key("2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64");
    assert_key("2001:db8:1:3::1", "2001:db8:1:3::/64");
    assert_key("fd00::2", "fd00::/64");
    assert_key("::1", "::/64");
    /* Not mapped: ::fffe:... is an ordinary address of ::/64. */
    assert_key("::fffe:c000:207", "::/64");
}

static void test_link_local_whole(void **state) {
    (void)state;
    assert_key("fe80::1", "fe80::1");
    assert_key("fe80::fc:ff:fe00:1", "fe80::fc:ff:fe00:1");
    assert_key("fe80::1%eth0", "fe80::1%eth0");
    assert_key("febf::1", "febf::1");
    assert_key("fec0::1", "fec0::/64");
}

static void test_not_an_address(void **state) {
    (void)state;
    assert_key("unknown", "unknown");
    assert_key("", "");
    assert_key("1.2.3", "1.2.3");
    char key[8];
    net_address_key("a-long-piece-of-text", key, sizeof key);
    assert_string_equal(key, "a-long-");
    net_address_key("2001:db8:1:2::1", key, sizeof key);
    assert_int_equal(strlen(key), 7);
}

static void assert_listen(const char *text, int port, int family, const char *want) {
    struct sockaddr_storage a;
    socklen_t length = 0;
    Error err;
    if (!net_address_listen(text, port, &a, &length, &err))
        fail_msg("%s: %s", text ? text : "(every address)", err.message);
    assert_int_equal(a.ss_family, family);
    assert_int_equal(length,
                     family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6));
    char got[NET_ADDRESS_TEXT_MAX];
    net_address_text((struct sockaddr *)&a, got, sizeof got);
    assert_string_equal(got, want);
    int got_port = family == AF_INET ? ntohs(((struct sockaddr_in *)&a)->sin_port)
                                     : ntohs(((struct sockaddr_in6 *)&a)->sin6_port);
    assert_int_equal(got_port, port);
}

static void test_listen_addresses(void **state) {
    (void)state;
    assert_listen("127.0.0.1", 7654, AF_INET, "127.0.0.1");
    assert_listen("::1", 80, AF_INET6, "::1");
    assert_listen("lo", 0, AF_INET, "127.0.0.1");
    struct sockaddr_storage a;
    socklen_t length;
    Error err;
    assert_true(net_address_listen(NULL, 7654, &a, &length, &err));
    char got[NET_ADDRESS_TEXT_MAX];
    net_address_text((struct sockaddr *)&a, got, sizeof got);
    assert_true(strcmp(got, "::") == 0 || strcmp(got, "0.0.0.0") == 0);
    assert_true(net_address_listen("", 7654, &a, &length, &err));
    assert_false(net_address_listen("no such host.invalid", 1, &a, &length, &err));
    assert_non_null(strstr(err.message, "no such host.invalid"));
}

static void test_same(void **state) {
    (void)state;
    struct sockaddr_storage want, got;
    socklen_t length;
    Error err;
    assert_true(net_address_listen("127.0.0.1", 0, &want, &length, &err));
    assert_true(net_address_listen("127.0.0.1", 5000, &got, &length, &err));
    assert_true(net_address_same((struct sockaddr *)&want, (struct sockaddr *)&got));
    assert_false(net_address_same((struct sockaddr *)&got, (struct sockaddr *)&want));
    assert_true(net_address_listen("0.0.0.0", 5000, &got, &length, &err));
    assert_false(net_address_same((struct sockaddr *)&want, (struct sockaddr *)&got));
    assert_true(net_address_listen("::", 5000, &got, &length, &err));
    assert_false(net_address_same((struct sockaddr *)&want, (struct sockaddr *)&got));
    assert_true(net_address_listen("::1", 5000, &want, &length, &err));
    assert_false(net_address_same((struct sockaddr *)&want, (struct sockaddr *)&got));
    assert_true(net_address_same((struct sockaddr *)&want, (struct sockaddr *)&want));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ipv4_and_mapped_are_one), cmocka_unit_test(test_ipv6_by_its_64),
        cmocka_unit_test(test_link_local_whole),        cmocka_unit_test(test_not_an_address),
        cmocka_unit_test(test_listen_addresses),        cmocka_unit_test(test_same),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
