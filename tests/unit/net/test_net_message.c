/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee protocol's messages: every verb read and written back, and every kind of bad line
 * (too long, too many or too long words, stray spaces, control and non-ASCII bytes, unknown
 * verbs, a verb from the wrong side) refused with its reason; seat tokens and room codes. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "net/net_message.h"
#include "net/net_token.h"

static bool parse(const char *line, NetSender sender, NetMessage *m, Error *err) {
    return net_message_parse(line, strlen(line), sender, m, err);
}

/* Each good line reads as its verb and words, and writes back as the same line. */
static void test_round_trip(void **state) {
    (void)state;
    static const struct {
        const char *line;
        NetSender sender;
        NetVerb verb;
        int argc;
    } good[] = {
        {"hello 1 duelboard-0.1.0", NET_FROM_CLIENT, NET_HELLO, 2},
        {"welcome 1 duelboard-server", NET_FROM_SERVER, NET_WELCOME, 2},
        {"host onitama cards=ox,boar,horse,elephant,crab draw=on", NET_FROM_CLIENT, NET_HOST, 3},
        {"room K7M2QX", NET_FROM_SERVER, NET_ROOM, 1},
        {"join K7M2QX", NET_FROM_CLIENT, NET_JOIN, 1},
        {"rejoin K7M2QX 00112233445566778899aabbccddeeff", NET_FROM_CLIENT, NET_REJOIN, 2},
        {"seat 2 00112233445566778899aabbccddeeff", NET_FROM_SERVER, NET_SEAT, 2},
        {"play ox:c1c2", NET_FROM_CLIENT, NET_PLAY, 1},
        {"moved 3 2 hidden", NET_FROM_SERVER, NET_MOVED, 3},
        {"clock 300000 297512 1", NET_FROM_SERVER, NET_CLOCK, 3},
        {"resign", NET_FROM_CLIENT, NET_RESIGN, 0},
        {"draw offer", NET_FROM_EITHER, NET_DRAW, 1},
        {"say good-game", NET_FROM_CLIENT, NET_SAY, 1},
        {"error not your turn", NET_FROM_SERVER, NET_ERROR, 3},
        {"bye", NET_FROM_SERVER, NET_BYE, 0},
        {"gone 2", NET_FROM_SERVER, NET_GONE, 1},
        {"claim", NET_FROM_CLIENT, NET_CLAIM, 0},
    };
    for (size_t i = 0; i < sizeof good / sizeof good[0]; i++) {
        NetMessage m;
        Error err;
        if (!parse(good[i].line, good[i].sender, &m, &err))
            fail_msg("'%s' refused: %s", good[i].line, err.message);
        assert_int_equal(m.verb, good[i].verb);
        assert_int_equal(m.argc, good[i].argc);
        char line[NET_LINE_MAX + 2];
        assert_true(net_message_format(&m, line, sizeof line, &err));
        size_t n = strlen(good[i].line);
        assert_int_equal(strlen(line), n + 1);
        assert_memory_equal(line, good[i].line, n);
        assert_int_equal(line[n], '\n');
    }
}

static void refused(const char *line, size_t length, NetSender sender, const char *reason) {
    NetMessage m;
    Error err;
    if (net_message_parse(line, length, sender, &m, &err))
        fail_msg("'%.*s' was accepted", (int)length, line);
    if (!strstr(err.message, reason))
        fail_msg("'%.*s': '%s' does not say '%s'", (int)length, line, err.message, reason);
}

static void test_bad_lines(void **state) {
    (void)state;
    refused("", 0, NET_FROM_CLIENT, "empty");
    refused(" play a1", 8, NET_FROM_CLIENT, "one space");
    refused("play  a1", 8, NET_FROM_CLIENT, "one space");
    refused("play a1 ", 8, NET_FROM_CLIENT, "one space");
    refused("play\ta1", 7, NET_FROM_CLIENT, "not printable");
    refused("play a1\r", 8, NET_FROM_CLIENT, "not printable");
    refused("play a\0b", 8, NET_FROM_CLIENT, "not printable");
    refused("play \xc3\xa9", 7, NET_FROM_CLIENT, "not printable");
    refused("fly away", 8, NET_FROM_CLIENT, "unknown message");
    refused("welcome 1 x", 11, NET_FROM_CLIENT, "this side may send");
    refused("play a1", 7, NET_FROM_SERVER, "this side may send");
    refused("play", 4, NET_FROM_CLIENT, "too few");
    refused("play a1 a2", 10, NET_FROM_CLIENT, "too many");
    refused("resign now", 10, NET_FROM_CLIENT, "too many");
    refused("claim it", 8, NET_FROM_CLIENT, "too many");
    refused("claim", 5, NET_FROM_SERVER, "this side may send");
    refused("gone 1", 6, NET_FROM_CLIENT, "this side may send");
    refused("gone", 4, NET_FROM_SERVER, "too few");
    refused("gone 1 2", 8, NET_FROM_SERVER, "too many");
    char line[NET_LINE_MAX + 8];
    memset(line, 'x', sizeof line);
    memcpy(line, "play ", 5);
    refused(line, 5 + NET_WORD_MAX, NET_FROM_CLIENT, "too long");
    refused(line, NET_LINE_MAX + 1, NET_FROM_CLIENT, "line too long");
    /* As many words as a verb may carry, and one more. */
    char words[NET_LINE_MAX];
    size_t used = (size_t)snprintf(words, sizeof words, "host gottaz");
    for (int i = 1; i < NET_ARGS_MAX; i++)
        used += (size_t)snprintf(words + used, sizeof words - used, " k=v");
    NetMessage m;
    Error err;
    assert_true(net_message_parse(words, used, NET_FROM_CLIENT, &m, &err));
    assert_int_equal(m.argc, NET_ARGS_MAX);
    used += (size_t)snprintf(words + used, sizeof words - used, " k=v");
    refused(words, used, NET_FROM_CLIENT, "too many");
}

/* What cannot be read back is not written. */
static void test_format_refuses(void **state) {
    (void)state;
    NetMessage m = {.verb = NET_PLAY, .argc = 1};
    char line[64];
    Error err;
    snprintf(m.args[0], sizeof m.args[0], "a b");
    assert_false(net_message_format(&m, line, sizeof line, &err));
    assert_string_equal(line, "");
    m.args[0][0] = '\0';
    assert_false(net_message_format(&m, line, sizeof line, &err));
    snprintf(m.args[0], sizeof m.args[0], "ox:c1c2");
    m.argc = 2;
    assert_false(net_message_format(&m, line, sizeof line, &err));
    m.argc = 1;
    assert_false(net_message_format(&m, line, 8, &err)); /* no room */
    assert_true(net_message_format(&m, line, sizeof line, &err));
    assert_string_equal(line, "play ox:c1c2\n");
    assert_true(net_phrase_known("good-game"));
    assert_false(net_phrase_known("you-lose"));
}

/* Tokens are 32 hex digits and differ from draw to draw; room codes use only letters and digits
 * that cannot be misread. */
static void test_tokens_and_codes(void **state) {
    (void)state;
    char a[NET_TOKEN_TEXT], b[NET_TOKEN_TEXT];
    Error err;
    assert_true(net_token_new(a, &err));
    assert_true(net_token_new(b, &err));
    assert_int_equal(strlen(a), 32);
    assert_int_equal(strspn(a, "0123456789abcdef"), 32);
    assert_string_not_equal(a, b);
    assert_true(net_token_equal(a, a));
    assert_false(net_token_equal(a, b));
    assert_false(net_token_equal(a, "short"));
    for (int i = 0; i < 200; i++) {
        char code[NET_ROOM_CODE_LENGTH + 1];
        assert_true(net_room_code_new(code, &err));
        assert_true(net_room_code_valid(code));
        assert_int_equal(strcspn(code, "01OIL"), NET_ROOM_CODE_LENGTH);
    }
    assert_true(net_room_code_valid("k7m2qx"));
    assert_false(net_room_code_valid("K7M2Q"));
    assert_false(net_room_code_valid("K7M2Q0"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_bad_lines),
        cmocka_unit_test(test_format_refuses),
        cmocka_unit_test(test_tokens_and_codes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
