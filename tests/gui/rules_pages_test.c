/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The rules pages the app shows (assets/rules/<game>.md) are written for players: no file paths,
 * no talk of a spec, no decision tags; every option named as the new-game panel names it; and
 * pictures of pieces and of an example position that the game's own rules can read. Each
 * translated page (assets/rules/<lang>/<game>.md) has its English page's shape and pictures. */
#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "rules/game.h"
#include "scenes/rules_text.h"
#include "views/view.h"

static const char *source_dir;

/* The languages whose rules pages are shipped: every game's page must be there in each. */
static const char *const translated[] = {"nl", "sr", "sr@latin", "zh_TW", "ja"};

/* The page of `g` in `lang` (NULL for English) read and parsed, and its whole text. */
static char *read_page_in(const GameRules *g, const char *lang, RulesText *rt) {
    char path[1200];
    if (lang)
        snprintf(path, sizeof path, "%s/assets/rules/%s/%s.md", source_dir, lang, g->id);
    else
        snprintf(path, sizeof path, "%s/assets/rules/%s.md", source_dir, g->id);
    Error err;
    char *text = text_file_read(path, NULL, &err);
    if (!text) fail_msg("%s", err.message);
    assert_true(rules_text_parse(rt, text, &err));
    return text;
}

static char *read_page(const GameRules *g, RulesText *rt) {
    return read_page_in(g, NULL, rt);
}

/* `word` as a whole word in `text`, letters compared without case. */
static bool has_word(const char *text, const char *word) {
    size_t n = strlen(word);
    for (const char *p = text; *p; p++) {
        if (strncasecmp(p, word, n) != 0) continue;
        bool starts = p == text || !isalnum((unsigned char)p[-1]);
        bool ends = !isalnum((unsigned char)p[n]);
        if (starts && ends) return true;
    }
    return false;
}

static void test_no_words_for_developers(void **state) {
    (void)state;
    static const char *const words[] = {"spec", "specification", "decision", "[decision",
                                        "docs", "notation",      "seeds",    "project"};
    for (int i = 0; i < game_count(); i++) {
        RulesText rt;
        char *text = read_page(game_at(i), &rt);
        for (size_t w = 0; w < sizeof words / sizeof words[0]; w++)
            if (has_word(text, words[w]))
                fail_msg("%s: the page says '%s'", game_at(i)->id, words[w]);
        if (strstr(text, ".md") || strstr(text, "../") || strstr(text, "src/"))
            fail_msg("%s: the page names a file", game_at(i)->id);
        for (int b = 0; b < rt.count; b++)
            if (rt.blocks[b].decision) fail_msg("%s: a decision tag", game_at(i)->id);
        rules_text_free(&rt);
        free(text);
    }
}

/* Values too plain to name an option by themselves ("On") need not be quoted. */
static bool plain(const char *label) {
    return strcmp(label, "On") == 0 || strcmp(label, "Off") == 0 || strcmp(label, "None") == 0;
}

/* `phrase` anywhere in `text`, letters compared without case. */
static bool has_phrase(const char *text, const char *phrase) {
    for (const char *p = text; *p; p++)
        if (strncasecmp(p, phrase, strlen(phrase)) == 0) return true;
    return false;
}

/* A page tells the rules once, for players: no "In this version" asides between them, and the
 * finer points gathered in its last section, "Details". */
static void test_details_told_once_at_the_end(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        RulesText rt;
        char *text = read_page(game_at(i), &rt);
        if (has_phrase(text, "in this version"))
            fail_msg("%s: an \"In this version\" aside", game_at(i)->id);
        int last = -1;
        for (int b = 0; b < rt.count; b++)
            if (rt.blocks[b].kind == RULES_HEADING) last = b;
        if (last < 0 || strcmp(rt.blocks[last].text, "Details") != 0)
            fail_msg("%s: the last section is not \"Details\"", game_at(i)->id);
        rules_text_free(&rt);
        free(text);
    }
}

static void test_options_named_as_the_panel_names_them(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const GameRules *g = game_at(i);
        RulesText rt;
        char *text = read_page(g, &rt);
        for (int o = 0; o < g->option_count; o++) {
            const GameOptionDesc *d = &g->options[o];
            if (!d->label || d->kind == GAME_OPTION_TEXT) continue;
            if (!strstr(text, d->label))
                fail_msg("%s: the option \"%s\" is not named", g->id, d->label);
            if (d->kind == GAME_OPTION_PICKS) continue;
            for (int v = 0; v < d->count; v++)
                if (d->labels[v] && !plain(d->labels[v]) && !strstr(text, d->labels[v]))
                    fail_msg("%s: \"%s\" of \"%s\" is not named", g->id, d->labels[v], d->label);
        }
        rules_text_free(&rt);
        free(text);
    }
}

/* Whether picture `bl` of game `g` can be drawn: its position read by the rules, a move picture's
 * move legal there, a figure one the game's view has; false with the reason in `why`. */
static bool picture_readable(const GameRules *g, const RulesBlock *bl, void *st, char *why,
                             size_t n) {
    Error err;
    if (bl->shows == RULES_SHOW_FIGURE) {
        const GameView *v = view_for(g);
        float aspect = 0;
        if (v && v->figure && v->figure(NULL, bl->position, NULL, (UiRect){0}, &aspect) &&
            aspect > 0)
            return true;
        snprintf(why, n, "no figure %s", bl->position);
        return false;
    }
    if (!g->from_fen(st, bl->position, &err)) {
        snprintf(why, n, "%s", err.message);
        return false;
    }
    if (bl->shows != RULES_SHOW_MOVE) return true;
    Move m;
    if (!g->move_from_text(st, bl->move, &m, &err)) {
        snprintf(why, n, "%s", err.message);
        return false;
    }
    if (!game_move_is_legal(g, st, m)) {
        snprintf(why, n, "the move %s is not legal there", bl->move);
        return false;
    }
    return true;
}

static void test_pictures_read_by_the_rules(void **state) {
    (void)state;
    for (int i = 0; i < game_count(); i++) {
        const GameRules *g = game_at(i);
        RulesText rt;
        char *text = read_page(g, &rt);
        int boards = 0, pieces = 0;
        void *st = malloc(g->state_size);
        assert_non_null(st);
        for (int b = 0; b < rt.count; b++) {
            const RulesBlock *bl = &rt.blocks[b];
            if (bl->kind != RULES_PICTURE) continue;
            char why[ERROR_MESSAGE_MAX];
            if (!picture_readable(g, bl, st, why, sizeof why))
                fail_msg("%s: picture \"%s\": %s", g->id, bl->text, why);
            if (!bl->text[0]) fail_msg("%s: a picture without a caption", g->id);
            bl->small ? pieces++ : boards++;
        }
        if (boards == 0 || pieces == 0)
            fail_msg("%s: %d example positions and %d pictures of pieces", g->id, boards, pieces);
        free(st);
        rules_text_free(&rt);
        free(text);
    }
}

/* What a translation must keep of its English page: how many blocks of each kind. */
typedef struct PageShape {
    int headings, bullets, rows, pictures, decisions;
} PageShape;

static PageShape shape_of(const RulesText *rt) {
    PageShape sh = {0};
    for (int b = 0; b < rt->count; b++) {
        const RulesBlock *bl = &rt->blocks[b];
        sh.headings += bl->kind == RULES_TITLE || bl->kind == RULES_HEADING;
        sh.bullets += bl->kind == RULES_BULLET;
        sh.rows += bl->kind == RULES_TABLE_ROW;
        sh.pictures += bl->kind == RULES_PICTURE;
        sh.decisions += bl->decision;
    }
    return sh;
}

/* The block after `from` of `kind`, or rt->count. */
static int next_of(const RulesText *rt, int from, RulesBlockKind kind) {
    while (from < rt->count && rt->blocks[from].kind != kind) from++;
    return from;
}

static int columns(const RulesBlock *bl) {
    int n = 1;
    for (const char *c = bl->text; *c; c++) n += *c == '\t';
    return n;
}

/* Each language's page of each game, against the English page: the same number of headings,
 * bullets, table rows and pictures, each table row with its English row's columns, the pictures
 * with byte-identical targets in the same order (and so positions the game's rules read), each
 * with a caption. A missing page fails: the languages are shipped whole. */
static void test_translated_pages_keep_the_english_shape(void **state) {
    (void)state;
    for (size_t l = 0; l < sizeof translated / sizeof translated[0]; l++) {
        const char *lang = translated[l];
        for (int i = 0; i < game_count(); i++) {
            const GameRules *g = game_at(i);
            RulesText en, tr;
            char *en_text = read_page(g, &en);
            char *tr_text = read_page_in(g, lang, &tr);
            PageShape a = shape_of(&en), b = shape_of(&tr);
            if (a.headings != b.headings || a.bullets != b.bullets || a.rows != b.rows ||
                a.pictures != b.pictures)
                fail_msg("%s/%s: %d headings, %d bullets, %d table rows, %d pictures; English has "
                         "%d, %d, %d, %d",
                         lang, g->id, b.headings, b.bullets, b.rows, b.pictures, a.headings,
                         a.bullets, a.rows, a.pictures);
            if (b.decisions) fail_msg("%s/%s: a decision tag", lang, g->id);
            for (int x = next_of(&en, 0, RULES_TABLE_ROW), y = next_of(&tr, 0, RULES_TABLE_ROW);
                 x < en.count && y < tr.count;
                 x = next_of(&en, x + 1, RULES_TABLE_ROW), y = next_of(&tr, y + 1, RULES_TABLE_ROW))
                if (columns(&en.blocks[x]) != columns(&tr.blocks[y]) ||
                    en.blocks[x].header != tr.blocks[y].header)
                    fail_msg("%s/%s: the table row \"%s\" has %d columns; English \"%s\" has %d",
                             lang, g->id, tr.blocks[y].text, columns(&tr.blocks[y]),
                             en.blocks[x].text, columns(&en.blocks[x]));
            void *st = malloc(g->state_size);
            assert_non_null(st);
            for (int x = next_of(&en, 0, RULES_PICTURE), y = next_of(&tr, 0, RULES_PICTURE);
                 x < en.count && y < tr.count;
                 x = next_of(&en, x + 1, RULES_PICTURE), y = next_of(&tr, y + 1, RULES_PICTURE)) {
                const RulesBlock *e = &en.blocks[x], *t = &tr.blocks[y];
                if (strcmp(e->position, t->position) != 0 || e->shows != t->shows ||
                    (e->move && strcmp(e->move, t->move) != 0))
                    fail_msg("%s/%s: picture \"%s\" (%s:%s) where English has (%s:%s)", lang, g->id,
                             t->text, t->small ? "pieces" : "board", t->position,
                             e->small ? "pieces" : "board", e->position);
                char why[ERROR_MESSAGE_MAX];
                if (!picture_readable(g, t, st, why, sizeof why))
                    fail_msg("%s/%s: picture \"%s\": %s", lang, g->id, t->text, why);
                if (!t->text[0]) fail_msg("%s/%s: a picture without a caption", lang, g->id);
            }
            free(st);
            rules_text_free(&en);
            rules_text_free(&tr);
            free(en_text);
            free(tr_text);
        }
    }
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s SOURCE_DIR\n", argv[0]);
        return 2;
    }
    source_dir = argv[1];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_words_for_developers),
        cmocka_unit_test(test_details_told_once_at_the_end),
        cmocka_unit_test(test_options_named_as_the_panel_names_them),
        cmocka_unit_test(test_pictures_read_by_the_rules),
        cmocka_unit_test(test_translated_pages_keep_the_english_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
