/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The first start's language: locale names as desktops and environments write them, to the app's
 * languages (src/ui/system_language.c). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ui/system_language.h"

enum { NONE = -1 }; /* the app does not have the language */

static void test_locale_table(void **state) {
    (void)state;
    static const struct {
        const char *name;
        int want;
    } table[] = {
        {"nl_NL.UTF-8", UI_LANG_NL},
        {"nl_BE", UI_LANG_NL},
        {"nl", UI_LANG_NL},
        {"NL-nl", UI_LANG_NL},
        {"sr_RS", UI_LANG_SR},
        {"sr", UI_LANG_SR},
        {"sr_RS.UTF-8", UI_LANG_SR},
        {"sr_ME", UI_LANG_SR},
        {"sr-Cyrl-RS", UI_LANG_SR},
        {"sr_RS.UTF-8@latin", UI_LANG_SR_LATN},
        {"sr_RS@latin", UI_LANG_SR_LATN},
        {"sr@latin", UI_LANG_SR_LATN},
        {"sr_Latn_RS", UI_LANG_SR_LATN},
        {"sr-Latn", UI_LANG_SR_LATN},
        {"sr-Latn-RS", UI_LANG_SR_LATN},
        {"zh_TW", UI_LANG_ZH_TW},
        {"zh_TW.UTF-8", UI_LANG_ZH_TW},
        {"zh_HK", UI_LANG_ZH_TW},
        {"zh_Hant_TW", UI_LANG_ZH_TW},
        {"zh-Hant", UI_LANG_ZH_TW},
        {"zh_CN", NONE},
        {"zh-Hans-TW", NONE},
        {"zh", NONE},
        {"ja_JP", UI_LANG_JA},
        {"ja_JP.eucJP", UI_LANG_JA},
        {"ja", UI_LANG_JA},
        {"en_US.UTF-8", UI_LANG_EN},
        {"en_GB", UI_LANG_EN},
        {"C", NONE},
        {"C.UTF-8", NONE},
        {"POSIX", NONE},
        {"", NONE},
        {"de_DE", NONE},
        {"de_DE.UTF-8@euro", NONE},
        {"srb", NONE},
        {"nld_NL", NONE},
        {"sr_RS.ISO-8859-5", UI_LANG_SR},
        {"serbianlatinverylongname_RS", NONE},
    };
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++) {
        UiLanguage l = UI_LANG_COUNT;
        bool found = ui_language_for_locale(table[i].name, &l);
        if (found != (table[i].want != NONE) || (found && (int)l != table[i].want))
            fail_msg("%s: got %s %d, want %d", table[i].name, found ? "language" : "none", (int)l,
                     table[i].want);
    }
    UiLanguage l;
    assert_false(ui_language_for_locale(NULL, &l));
}

static void test_pick(void **state) {
    (void)state;
    const char *none[] = {NULL, NULL, NULL, NULL};
    /* Nothing known anywhere: English. */
    assert_int_equal(ui_language_pick(NULL, 0, none, 4), UI_LANG_EN);
    const char *c_env[] = {NULL, NULL, "C.UTF-8", NULL};
    assert_int_equal(ui_language_pick(NULL, 0, c_env, 4), UI_LANG_EN);
    const char *de[] = {"de_DE"};
    const char *de_env[] = {NULL, NULL, "de_DE.UTF-8", NULL};
    assert_int_equal(ui_language_pick(de, 1, de_env, 4), UI_LANG_EN);
    /* The desktop's first language the app has wins, even over the environment. */
    const char *de_nl[] = {"de_DE", "nl_NL", "ja_JP"};
    assert_int_equal(ui_language_pick(de_nl, 3, de_env, 4), UI_LANG_NL);
    const char *ja_env[] = {NULL, NULL, "ja_JP.UTF-8", NULL};
    assert_int_equal(ui_language_pick(de_nl, 3, ja_env, 4), UI_LANG_NL);
    /* No desktop list (an old SDL): the environment, in its order; LANGUAGE may list several. */
    const char *order[] = {"nl_NL.UTF-8", NULL, "ja_JP.UTF-8", NULL};
    assert_int_equal(ui_language_pick(NULL, 0, order, 4), UI_LANG_NL);
    const char *language_list[] = {"", "", "C", "de:sr@latin:nl"};
    assert_int_equal(ui_language_pick(NULL, 0, language_list, 4), UI_LANG_SR_LATN);
    /* SDL says "sr" without "@latin": the environment tells the alphabet. */
    const char *sr[] = {"sr_RS"};
    const char *latin_env[] = {NULL, NULL, "sr_RS.UTF-8@latin", NULL};
    const char *cyrillic_env[] = {NULL, NULL, "sr_RS.UTF-8", NULL};
    const char *latn_language[] = {NULL, NULL, "en_US.UTF-8", "sr-Latn"};
    assert_int_equal(ui_language_pick(sr, 1, latin_env, 4), UI_LANG_SR_LATN);
    assert_int_equal(ui_language_pick(sr, 1, cyrillic_env, 4), UI_LANG_SR);
    assert_int_equal(ui_language_pick(sr, 1, none, 4), UI_LANG_SR);
    assert_int_equal(ui_language_pick(sr, 1, latn_language, 4), UI_LANG_SR_LATN);
    /* A Latin environment does not make another desktop language Serbian. */
    const char *nl[] = {"nl_NL"};
    assert_int_equal(ui_language_pick(nl, 1, latin_env, 4), UI_LANG_NL);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_locale_table),
        cmocka_unit_test(test_pick),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
