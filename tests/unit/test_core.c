/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Core and shared pieces: the random streams, Zobrist keys, options parsing, text helpers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "core/text_file.h"
#include "core/zobrist.h"
#include "rules/game_options.h"

/* The same seed gives the same stream; xoshiro256** seeded by splitmix64 has known values. */
static void test_rng_streams(void **state) {
    (void)state;
    uint64_t sm = 0;
    /* splitmix64's published first output for seed 0. */
    assert_int_equal(rng_splitmix64(&sm), 0xe220a8397b1dcdafULL);
    Rng a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 100; i++) assert_int_equal(rng_next(&a), rng_next(&b));
    rng_seed(&b, 43);
    assert_int_not_equal(rng_next(&a), rng_next(&b));
    /* rng_below stays in range and reaches every value. */
    int seen[7] = {0};
    for (int i = 0; i < 7000; i++) {
        uint64_t v = rng_below(&a, 7);
        assert_true(v < 7);
        seen[v]++;
    }
    for (int v = 0; v < 7; v++) assert_true(seen[v] > 800 && seen[v] < 1200);
    for (int i = 0; i < 1000; i++) {
        double u = rng_unit(&a);
        assert_true(u >= 0.0 && u < 1.0);
    }
}

static void test_zobrist_keys(void **state) {
    (void)state;
    uint64_t table[256];
    zobrist_fill(table, 256, 3);
    for (int i = 0; i < 256; i++) {
        assert_int_equal(table[i], zobrist_key(3, (uint32_t)i));
        assert_int_not_equal(table[i], zobrist_key(4, (uint32_t)i));
        for (int j = 0; j < i; j++) assert_int_not_equal(table[i], table[j]);
    }
}

static void test_options(void **state) {
    (void)state;
    GameOptions o;
    Error err;
    game_options_init(&o);
    assert_true(game_options_parse_line(&o, "  cards=a,b  draw=off seed=12 n=5 ", &err));
    assert_int_equal(o.count, 4);
    assert_string_equal(game_options_get(&o, "cards"), "a,b");
    assert_null(game_options_get(&o, "pool"));
    uint64_t seed;
    assert_true(game_options_get_seed(&o, 5, &seed, &err));
    assert_int_equal(seed, 12);
    long n;
    assert_true(game_options_get_int(&o, "n", 0, 1, 9, &n, &err));
    assert_int_equal(n, 5);
    assert_false(game_options_get_int(&o, "n", 0, 6, 9, &n, &err));
    assert_string_equal(err.message, "option n=5: expected a whole number from 6 to 9");
    char text[256];
    game_options_format(&o, text, sizeof text);
    assert_string_equal(text, "cards=a,b draw=off seed=12 n=5");
    /* An option table: known keys, a choice's values and its default, a number's range. */
    static const GameOptionDesc table[] = {
        {.key = "cards", .kind = GAME_OPTION_TEXT},
        {.key = "draw", .count = 2, .values = {"on", "off"}},
        {.key = "n", .kind = GAME_OPTION_NUMBER, .count = 1, .values = {"3"}, .min = 1, .max = 9},
    };
    assert_true(game_options_check_table(&o, "somegame", table, 3, &err));
    assert_int_equal(game_options_choice(&o, &table[1]), 1);
    assert_int_equal(game_options_number(&o, &table[2]), 5);
    assert_false(game_options_check_table(&o, "somegame", table, 2, &err));
    assert_string_equal(err.message, "unknown option 'n' for somegame (known: cards, draw, seed)");
    assert_false(game_options_add(&o, "draw=on", &err));
    assert_string_equal(err.message, "option 'draw' given twice");
    assert_false(game_options_add(&o, "novalue", &err));
    assert_string_equal(err.message, "option 'novalue' is not of the form key=value");
    assert_false(game_options_add(&o, "=x", &err));
    game_options_init(&o);
    assert_int_equal(game_options_choice(&o, &table[1]), 0); /* absent: the default */
    assert_int_equal(game_options_number(&o, &table[2]), 3);
    assert_true(game_options_add(&o, "draw=maybe", &err));
    assert_false(game_options_check_table(&o, "somegame", table, 3, &err));
    assert_string_equal(err.message, "option draw=maybe: expected on|off");
    assert_true(game_options_add(&o, "seed=-1", &err));
    assert_false(game_options_get_seed(&o, 0, &seed, &err));
}

static void test_text_helpers(void **state) {
    (void)state;
    TextLines it;
    text_lines_begin(&it, "one\r\ntwo\n\nthree-is-long");
    char buf[8];
    bool too_long;
    assert_true(text_lines_next(&it, buf, sizeof buf, &too_long));
    assert_string_equal(buf, "one");
    assert_true(text_lines_next(&it, buf, sizeof buf, &too_long));
    assert_string_equal(buf, "two");
    assert_true(text_lines_next(&it, buf, sizeof buf, &too_long));
    assert_string_equal(buf, "");
    assert_true(text_lines_next(&it, buf, sizeof buf, &too_long));
    assert_true(too_long);
    assert_int_equal(it.number, 4);
    assert_false(text_lines_next(&it, buf, sizeof buf, &too_long));
    char s[] = "  padded \t";
    assert_string_equal(text_trim(s), "padded");
    Error err;
    assert_true(text_is_plain("caf\xc3\xa9 \xe5\xb0\x8d", 9, &err));
    assert_false(text_is_plain("bad \xc3", 5, &err));
    assert_false(text_is_plain("bad \xc0\x80", 6, &err));
    assert_false(text_is_plain("a\nb\x00", 4, &err));
    assert_string_equal(err.message, "line 2: binary data (a NUL byte), not a text file");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rng_streams),
        cmocka_unit_test(test_zobrist_keys),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_text_helpers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
