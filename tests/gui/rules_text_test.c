/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules scene's Markdown subset: headings, bullets, numbered lists, tables, decisions,
 * links reduced to their text, and pictures of positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "scenes/rules_text.h"

static RulesText parse(const char *markdown) {
    RulesText rt;
    Error err;
    assert_true(rules_text_parse(&rt, markdown, &err));
    return rt;
}

static void test_blocks_and_marks(void **state) {
    (void)state;
    RulesText rt = parse("# Title\n\n## Board\n- a **bold** `code`\n  continued\n"
                         "12. twelfth\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    assert_int_equal(rt.count, 6);
    assert_int_equal(rt.blocks[0].kind, RULES_TITLE);
    assert_int_equal(rt.blocks[1].kind, RULES_HEADING);
    assert_string_equal(rt.blocks[2].text, "a bold code continued");
    assert_string_equal(rt.blocks[2].marker, "•");
    assert_string_equal(rt.blocks[3].marker, "12.");
    assert_true(rt.blocks[4].header);
    assert_string_equal(rt.blocks[5].text, "1\t2");
    rules_text_free(&rt);
}

static void test_links_keep_their_text(void **state) {
    (void)state;
    RulesText rt = parse("Notation in [notation/mortar-hunt.md](../notation/mortar-hunt.md).\n"
                         "[decision] stays; [a](x) and [b **c**](y) too; x](y) is left.\n");
    assert_int_equal(rt.count, 1);
    assert_string_equal(rt.blocks[0].text, "Notation in notation/mortar-hunt.md. "
                                           "[decision] stays; a and b c too; x](y) is left.");
    assert_true(rt.blocks[0].decision);
    rules_text_free(&rt);
}

static void test_pictures(void **state) {
    (void)state;
    RulesText rt = parse("Text\n"
                         "![A hit on **J7**](board:C3/N,F3/NE,H3/N J6/S,C7/SW,F6/S A 5 0,1 -)\n"
                         "![The pieces](pieces:rrRrr/5/5/5/bbBbb blue ox,boar (x) crab)\n"
                         "![not a picture](elsewhere.png)\n\n"
                         "![unclosed](board:x\n");
    assert_int_equal(rt.count, 5);
    assert_int_equal(rt.blocks[0].kind, RULES_PARAGRAPH);
    assert_null(rt.blocks[0].position);
    assert_int_equal(rt.blocks[1].kind, RULES_PICTURE);
    assert_string_equal(rt.blocks[1].text, "A hit on J7");
    assert_string_equal(rt.blocks[1].position, "C3/N,F3/NE,H3/N J6/S,C7/SW,F6/S A 5 0,1 -");
    assert_false(rt.blocks[1].small);
    assert_int_equal(rt.blocks[1].shows, RULES_SHOW_BOARD);
    assert_null(rt.blocks[1].move);
    assert_int_equal(rt.blocks[2].kind, RULES_PICTURE);
    assert_int_equal(rt.blocks[2].shows, RULES_SHOW_PIECES);
    assert_string_equal(rt.blocks[2].position, "rrRrr/5/5/5/bbBbb blue ox,boar (x) crab");
    assert_true(rt.blocks[2].small);
    /* Anything else that looks like an image stays text. */
    assert_int_equal(rt.blocks[3].kind, RULES_PARAGRAPH);
    assert_int_equal(rt.blocks[4].kind, RULES_PARAGRAPH);
    rules_text_free(&rt);
}

/* A move picture holds its position and its move, split at the '|'; a figure its name. Without
 * its move, a move picture is no picture. */
static void test_move_and_figure_pictures(void **state) {
    (void)state;
    RulesText rt = parse("![A Punch](move:wN,.,wN/.,bS,./bS white 0 on|c3xa3<)\n"
                         "![The cards](figure:cards:tiger,ox)\n"
                         "![no move](move:wN white 0 on|)\n\n"
                         "![no bar](move:wN white 0 on)\n");
    assert_int_equal(rt.count, 4);
    assert_int_equal(rt.blocks[0].kind, RULES_PICTURE);
    assert_int_equal(rt.blocks[0].shows, RULES_SHOW_MOVE);
    assert_string_equal(rt.blocks[0].text, "A Punch");
    assert_string_equal(rt.blocks[0].position, "wN,.,wN/.,bS,./bS white 0 on");
    assert_string_equal(rt.blocks[0].move, "c3xa3<");
    assert_false(rt.blocks[0].small);
    assert_int_equal(rt.blocks[1].kind, RULES_PICTURE);
    assert_int_equal(rt.blocks[1].shows, RULES_SHOW_FIGURE);
    assert_string_equal(rt.blocks[1].position, "cards:tiger,ox");
    assert_null(rt.blocks[1].move);
    assert_true(rt.blocks[1].small);
    assert_int_equal(rt.blocks[2].kind, RULES_PARAGRAPH);
    assert_int_equal(rt.blocks[3].kind, RULES_PARAGRAPH);
    rules_text_free(&rt);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blocks_and_marks),
        cmocka_unit_test(test_links_keep_their_text),
        cmocka_unit_test(test_pictures),
        cmocka_unit_test(test_move_and_figure_pictures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
