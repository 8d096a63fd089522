/* The rules scene's Markdown subset: headings, bullets, numbered lists, tables, decisions and
 * links reduced to their text. */
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

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blocks_and_marks),
        cmocka_unit_test(test_links_keep_their_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
