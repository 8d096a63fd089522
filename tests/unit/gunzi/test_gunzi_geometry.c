/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of the Gunzi board: fields, columns, zones, labels, neighbours, lines, distance and
 * promotion fields, each checked against the coordinates of the rule spec. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/gunzi/gunzi.h"

static int field_at(int x, int y) {
    for (int f = 0; f < GUNZI_FIELDS; f++)
        if (gunzi_field_x[f] == x && gunzi_field_y[f] == y) return f;
    return GUNZI_NO_FIELD;
}

static int field_named(const char *name) {
    return gunzi_field_parse(name, (int)strlen(name));
}

/* "17 hexagonal fields, flat side up, in 5 vertical columns of 3, 4, 3, 4, 3 fields", columns
 * 0, 2, 4 on y = 2, 4, 6 and columns 1, 3 on y = 1, 3, 5, 7. */
static void test_seventeen_fields_in_five_columns(void **state) {
    (void)state;
    static const int column_size[5] = {3, 4, 3, 4, 3};
    int count[5] = {0};
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        int x = gunzi_field_x[f], y = gunzi_field_y[f];
        assert_true(x >= 0 && x <= 4);
        count[x]++;
        if (x % 2 == 0)
            assert_true(y == 2 || y == 4 || y == 6);
        else
            assert_true(y == 1 || y == 3 || y == 5 || y == 7);
        assert_int_equal(field_at(x, y), f); /* no two fields share a place */
    }
    for (int x = 0; x < 5; x++) assert_int_equal(count[x], column_size[x]);
}

/* "Neighbours of (x, y): (x, y±2) and (x±1, y±1) — six directions N, NE, SE, S, SW, NW." */
static void test_neighbours_follow_the_coordinates(void **state) {
    (void)state;
    static const int dx[6] = {0, 1, 1, 0, -1, -1}, dy[6] = {2, 1, -1, -2, -1, 1};
    int links = 0;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
            int want = field_at(gunzi_field_x[f] + dx[d], gunzi_field_y[f] + dy[d]);
            assert_int_equal(gunzi_neighbour[f][d], want);
            if (want >= 0) {
                links++;
                assert_int_equal(gunzi_neighbour[want][gunzi_opposite(d)], f);
            }
        }
    }
    assert_int_equal(links, 2 * 36); /* 36 shared sides */
}

/* Edges: a corner field of the promotion row has only three neighbours, the centre six. */
static void test_edge_and_centre_neighbour_counts(void **state) {
    (void)state;
    int expect[][2] = {{field_named("c2"), 3}, {field_named("a4"), 3}, {field_named("b2"), 6},
                       {field_named("c1"), 3}, {field_named("b1"), 4}, {field_named("c6"), 6}};
    for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
        int n = 0;
        for (int d = 0; d < GUNZI_DIRECTIONS; d++) n += gunzi_neighbour[expect[i][0]][d] >= 0;
        assert_int_equal(n, expect[i][1]);
    }
}

/* "Zones: c = the 7 fields with y <= 3; b = the 3 fields with y = 4; a = the 7 fields y >= 5." */
static void test_zones_by_row(void **state) {
    (void)state;
    int count[3] = {0};
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        int y = gunzi_field_y[f], z = gunzi_zone(f);
        count[z]++;
        assert_int_equal(z, y <= 3 ? GUNZI_ZONE_C : y == 4 ? GUNZI_ZONE_B : GUNZI_ZONE_A);
        assert_int_equal(gunzi_field_name[f][0], "cba"[z]); /* the label starts with the zone */
    }
    assert_int_equal(count[GUNZI_ZONE_C], 7);
    assert_int_equal(count[GUNZI_ZONE_B], 3);
    assert_int_equal(count[GUNZI_ZONE_A], 7);
}

/* The label table of the spec, field by field. */
static void test_labels_match_the_spec_table(void **state) {
    (void)state;
    static const struct {
        const char *name;
        int x, y;
    } table[] = {{"c1", 0, 2}, {"c2", 1, 1}, {"c3", 2, 2}, {"c4", 3, 1}, {"c5", 4, 2}, {"c6", 1, 3},
                 {"c7", 3, 3}, {"a1", 4, 6}, {"a2", 3, 7}, {"a3", 2, 6}, {"a4", 1, 7}, {"a5", 0, 6},
                 {"a6", 3, 5}, {"a7", 1, 5}, {"b1", 0, 4}, {"b2", 2, 4}, {"b3", 4, 4}};
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        assert_int_equal(field_named(table[i].name), field_at(table[i].x, table[i].y));
    assert_int_equal(field_named("c8"), GUNZI_NO_FIELD);
    assert_int_equal(field_named("b4"), GUNZI_NO_FIELD);
    assert_int_equal(field_named("c"), GUNZI_NO_FIELD);
}

/* "zone a (Black's view, so mirrored by the half-turn)": aN is cN turned by 180 degrees. */
static void test_black_labels_are_the_half_turn_of_white_labels(void **state) {
    (void)state;
    for (int i = 1; i <= 7; i++) {
        char c[3] = {'c', (char)('0' + i), 0}, a[3] = {'a', (char)('0' + i), 0};
        int fc = field_named(c), fa = field_named(a);
        assert_int_equal(gunzi_field_x[fa], 4 - gunzi_field_x[fc]);
        assert_int_equal(gunzi_field_y[fa], 8 - gunzi_field_y[fc]);
    }
}

/* "Promotion fields: the two most distant fields on the far side. White's: a2 and a4. Black's:
 * c2 and c4." */
static void test_promotion_fields(void **state) {
    (void)state;
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        assert_int_equal(gunzi_is_promotion_field(GUNZI_WHITE, f), gunzi_field_y[f] == 7);
        assert_int_equal(gunzi_is_promotion_field(GUNZI_BLACK, f), gunzi_field_y[f] == 1);
    }
    assert_true(gunzi_is_promotion_field(GUNZI_WHITE, field_named("a2")));
    assert_true(gunzi_is_promotion_field(GUNZI_WHITE, field_named("a4")));
    assert_true(gunzi_is_promotion_field(GUNZI_BLACK, field_named("c2")));
    assert_true(gunzi_is_promotion_field(GUNZI_BLACK, field_named("c4")));
}

/* "White plays north (c -> b -> a); Black plays south (a -> b -> c)". */
static void test_direction_of_play_ranks_zones(void **state) {
    (void)state;
    int c1 = field_named("c1"), b2 = field_named("b2"), a3 = field_named("a3");
    assert_true(gunzi_zone_rank(GUNZI_WHITE, c1) < gunzi_zone_rank(GUNZI_WHITE, b2));
    assert_true(gunzi_zone_rank(GUNZI_WHITE, b2) < gunzi_zone_rank(GUNZI_WHITE, a3));
    assert_true(gunzi_zone_rank(GUNZI_BLACK, a3) < gunzi_zone_rank(GUNZI_BLACK, b2));
    assert_true(gunzi_zone_rank(GUNZI_BLACK, b2) < gunzi_zone_rank(GUNZI_BLACK, c1));
}

/* Distance (for Pillar territory) is the number of steps between fields on the board. */
static void test_distance_is_steps_on_the_board(void **state) {
    (void)state;
    for (int s = 0; s < GUNZI_FIELDS; s++) {
        int dist[GUNZI_FIELDS], queue[GUNZI_FIELDS], head = 0, tail = 0;
        for (int f = 0; f < GUNZI_FIELDS; f++) dist[f] = -1;
        dist[s] = 0;
        queue[tail++] = s;
        while (head < tail) {
            int u = queue[head++];
            for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
                int v = gunzi_neighbour[u][d];
                if (v >= 0 && dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue[tail++] = v;
                }
            }
        }
        for (int f = 0; f < GUNZI_FIELDS; f++) {
            assert_int_equal(gunzi_distance[s][f], dist[f]);
            assert_int_equal(gunzi_distance[s][f], gunzi_distance[f][s]);
        }
    }
    assert_int_equal(gunzi_distance[field_named("c4")][field_named("a4")], 4);
}

/* Straight lines (for Punch): the jump lands two steps on in the same direction. */
static void test_straight_line_jumps(void **state) {
    (void)state;
    assert_int_equal(gunzi_jump(field_named("c6"), GUNZI_SE), field_named("c4"));
    assert_int_equal(gunzi_jump(field_named("c6"), GUNZI_N), field_named("a4"));
    assert_int_equal(gunzi_jump(field_named("c3"), GUNZI_N), field_named("a3"));
    assert_int_equal(gunzi_jump(field_named("c2"), GUNZI_S), GUNZI_NO_FIELD);
    assert_int_equal(gunzi_jump(field_named("c1"), GUNZI_NE), field_named("b2"));
    assert_int_equal(gunzi_jump(field_named("b1"), GUNZI_SW), GUNZI_NO_FIELD);
    for (int f = 0; f < GUNZI_FIELDS; f++)
        for (int d = 0; d < GUNZI_DIRECTIONS; d++) {
            int to = gunzi_jump(f, d);
            if (to < 0) continue;
            assert_int_equal(gunzi_field_x[to] - gunzi_field_x[f],
                             2 * (gunzi_field_x[gunzi_neighbour[f][d]] - gunzi_field_x[f]));
            assert_int_equal(gunzi_field_y[to] - gunzi_field_y[f],
                             2 * (gunzi_field_y[gunzi_neighbour[f][d]] - gunzi_field_y[f]));
        }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_seventeen_fields_in_five_columns),
        cmocka_unit_test(test_neighbours_follow_the_coordinates),
        cmocka_unit_test(test_edge_and_centre_neighbour_counts),
        cmocka_unit_test(test_zones_by_row),
        cmocka_unit_test(test_labels_match_the_spec_table),
        cmocka_unit_test(test_black_labels_are_the_half_turn_of_white_labels),
        cmocka_unit_test(test_promotion_fields),
        cmocka_unit_test(test_direction_of_play_ranks_zones),
        cmocka_unit_test(test_distance_is_steps_on_the_board),
        cmocka_unit_test(test_straight_line_jumps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
