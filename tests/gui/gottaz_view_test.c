/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's view without a window: the board's targets stand out from its squares (WCAG contrast
 * ratio of 3:1 or more, in every colour scheme), and the drafting screen's layout keeps its
 * texts at 12 px or more at 1280x800 and its parts inside the area, apart, at 720x480. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "views/gottaz/view_gottaz.h"

/* WCAG 2 relative luminance of an sRGB colour, and the contrast ratio of two. */
static double channel(float c) {
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double luminance(GfxColor c) {
    return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

static double contrast(GfxColor a, GfxColor b) {
    double la = luminance(a), lb = luminance(b);
    return la > lb ? (la + 0.05) / (lb + 0.05) : (lb + 0.05) / (la + 0.05);
}

static void test_contrast_formula(void **state) {
    (void)state;
    GfxColor black = {0, 0, 0, 1}, white = {1, 1, 1, 1}, grey = {0.4667f, 0.4667f, 0.4667f, 1};
    assert_true(fabs(contrast(black, white) - 21.0) < 1e-9);
    assert_true(fabs(contrast(white, grey) - 4.48) < 0.02); /* #777777 on white */
}

static void test_targets_contrast_with_the_squares(void **state) {
    (void)state;
    const UiScheme schemes[] = {UI_SCHEME_CALM, UI_SCHEME_NIGHT, UI_SCHEME_COLOURBLIND};
    for (size_t i = 0; i < sizeof schemes / sizeof *schemes; i++) {
        UiTheme theme;
        ui_theme_for(schemes[i], &theme);
        const GottazPalette *c = gottaz_palette(&theme);
        const GfxColor under[2] = {c->square, c->centre};
        const GfxColor marks[2] = {c->target, c->ability_target};
        for (int u = 0; u < 2; u++)
            for (int m = 0; m < 2; m++) {
                double ratio = contrast(marks[m], under[u]);
                if (ratio < 3.0)
                    fail_msg("scheme %d: target %d on square %d has contrast %.2f", (int)schemes[i],
                             m, u, ratio);
            }
    }
}

/* The board's area at 1280x800 and at 720x480 (src/scenes/board.c: below the title bar, left
 * of the side panel). */
static const UiRect area_1280 = {20, 92, 900, 688};
static const UiRect area_720 = {11.25f, 51.75f, 506.25f, 417.0f};

static void test_draft_texts_are_large_enough(void **state) {
    (void)state;
    GottazDraftLayout l;
    gottaz_draft_layout(&l, area_1280);
    const float sizes[] = {l.title_size,
                           l.label_size,
                           l.chip_size,
                           l.card_title_size,
                           l.card_size,
                           l.legend_size,
                           l.button_size,
                           gottaz_faces_text_size(l.grid.w / GZ_DRAFT_COLS * 0.93f),
                           gottaz_faces_text_size(l.slot[0].w),
                           gottaz_faces_text_size(64 * l.k)};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
        if (sizes[i] < 12.0f) fail_msg("text %zu is %.1f px at 1280x800", i, sizes[i]);
}

static bool inside(UiRect in, UiRect r) {
    return r.x >= in.x - 0.01f && r.y >= in.y - 0.01f && r.x + r.w <= in.x + in.w + 0.01f &&
           r.y + r.h <= in.y + in.h + 0.01f;
}

static bool overlap(UiRect a, UiRect b) {
    return a.x < b.x + b.w - 0.01f && b.x < a.x + a.w - 0.01f && a.y < b.y + b.h - 0.01f &&
           b.y < a.y + a.h - 0.01f;
}

static void test_draft_parts_fit_apart(void **state) {
    (void)state;
    const UiRect areas[] = {area_1280, area_720, {0, 0, 506, 600}, {0, 0, 1200, 417}};
    for (size_t a = 0; a < sizeof areas / sizeof *areas; a++) {
        GottazDraftLayout l;
        gottaz_draft_layout(&l, areas[a]);
        UiRect parts[64];
        int n = 0;
        parts[n++] = l.title;
        for (int i = 0; i < GZ_SET; i++) parts[n++] = l.slot[i];
        parts[n++] = l.grid;
        parts[n++] = l.class_label;
        for (int i = 0; i < 3; i++) parts[n++] = l.class_chip[i];
        parts[n++] = l.ability_label;
        for (int i = 0; i < GZ_DRAFT_CHIPS; i++) parts[n++] = l.ability_chip[i];
        parts[n++] = l.card;
        parts[n++] = l.legend_label;
        for (int i = 0; i < GZ_ABILITIES; i++) parts[n++] = l.legend[i];
        parts[n++] = l.preset[0];
        parts[n++] = l.preset[1];
        parts[n++] = l.done;
        for (int i = 0; i < n; i++) {
            if (!inside(areas[a], parts[i])) fail_msg("area %zu: part %d outside", a, i);
            for (int j = i + 1; j < n; j++)
                if (overlap(parts[i], parts[j]))
                    fail_msg("area %zu: parts %d and %d overlap", a, i, j);
        }
        /* The grid holds a whole class: 64 tiles, GZ_DRAFT_COLS a row. */
        assert_true(l.cell * GZ_DRAFT_COLS <= l.grid.w + 0.01f);
        assert_true(l.cell * (64 / GZ_DRAFT_COLS) <= l.grid.h + 0.01f);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_contrast_formula),
        cmocka_unit_test(test_targets_contrast_with_the_squares),
        cmocka_unit_test(test_draft_texts_are_large_enough),
        cmocka_unit_test(test_draft_parts_fit_apart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
