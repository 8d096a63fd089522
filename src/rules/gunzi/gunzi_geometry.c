/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The Gunzi geometry tables, written out so that no table is built at run time. */
#include "rules/gunzi/gunzi.h"

#include <string.h>

/* Geometric coordinates of the fields in label order (see docs/rules/gunzi.md). Neighbours of
 * (x, y) are (x, y+-2) and (x+-1, y+-1). */
const int8_t gunzi_field_x[GUNZI_FIELDS] = {0, 1, 2, 3, 4, 1, 3, 0, 2, 4, 4, 3, 2, 1, 0, 3, 1};
const int8_t gunzi_field_y[GUNZI_FIELDS] = {2, 1, 2, 1, 2, 3, 3, 4, 4, 4, 6, 7, 6, 7, 6, 5, 5};

const char *const gunzi_field_name[GUNZI_FIELDS] = {"c1", "c2", "c3", "c4", "c5", "c6",
                                                    "c7", "b1", "b2", "b3", "a1", "a2",
                                                    "a3", "a4", "a5", "a6", "a7"};

const char *const gunzi_direction_name[GUNZI_DIRECTIONS] = {"N", "NE", "SE", "S", "SW", "NW"};

/* Directions N, NE, SE, S, SW, NW. */
const int8_t gunzi_neighbour[GUNZI_FIELDS][GUNZI_DIRECTIONS] = {
    {7, 5, 1, -1, -1, -1},    /* c1 */
    {5, 2, -1, -1, -1, 0},    /* c2 */
    {8, 6, 3, -1, 1, 5},      /* c3 */
    {6, 4, -1, -1, -1, 2},    /* c4 */
    {9, -1, -1, -1, 3, 6},    /* c5 */
    {16, 8, 2, 1, 0, 7},      /* c6 */
    {15, 9, 4, 3, 2, 8},      /* c7 */
    {14, 16, 5, 0, -1, -1},   /* b1 */
    {12, 15, 6, 2, 5, 16},    /* b2 */
    {10, -1, -1, 4, 6, 15},   /* b3 */
    {-1, -1, -1, 9, 15, 11},  /* a1 */
    {-1, -1, 10, 15, 12, -1}, /* a2 */
    {-1, 11, 15, 8, 16, 13},  /* a3 */
    {-1, -1, 12, 16, 14, -1}, /* a4 */
    {-1, 13, 16, 7, -1, -1},  /* a5 */
    {11, 10, 9, 6, 8, 12},    /* a6 */
    {13, 12, 8, 5, 7, 14},    /* a7 */
};

/* Hex distance (equal to the number of steps on the board, which is convex). */
const uint8_t gunzi_distance[GUNZI_FIELDS][GUNZI_FIELDS] = {
    {0, 1, 2, 3, 4, 1, 3, 1, 2, 4, 4, 4, 3, 3, 2, 3, 2}, /* c1 */
    {1, 0, 1, 2, 3, 1, 2, 2, 2, 3, 4, 4, 3, 3, 3, 3, 2}, /* c2 */
    {2, 1, 0, 1, 2, 1, 1, 2, 1, 2, 3, 3, 2, 3, 3, 2, 2}, /* c3 */
    {3, 2, 1, 0, 1, 2, 1, 3, 2, 2, 3, 3, 3, 4, 4, 2, 3}, /* c4 */
    {4, 3, 2, 1, 0, 3, 1, 4, 2, 1, 2, 3, 3, 4, 4, 2, 3}, /* c5 */
    {1, 1, 1, 2, 3, 0, 2, 1, 1, 3, 3, 3, 2, 2, 2, 2, 1}, /* c6 */
    {3, 2, 1, 1, 1, 2, 0, 3, 1, 1, 2, 2, 2, 3, 3, 1, 2}, /* c7 */
    {1, 2, 2, 3, 4, 1, 3, 0, 2, 4, 4, 3, 2, 2, 1, 3, 1}, /* b1 */
    {2, 2, 1, 2, 2, 1, 1, 2, 0, 2, 2, 2, 1, 2, 2, 1, 1}, /* b2 */
    {4, 3, 2, 2, 1, 3, 1, 4, 2, 0, 1, 2, 2, 3, 4, 1, 3}, /* b3 */
    {4, 4, 3, 3, 2, 3, 2, 4, 2, 1, 0, 1, 2, 3, 4, 1, 3}, /* a1 */
    {4, 4, 3, 3, 3, 3, 2, 3, 2, 2, 1, 0, 1, 2, 3, 1, 2}, /* a2 */
    {3, 3, 2, 3, 3, 2, 2, 2, 1, 2, 2, 1, 0, 1, 2, 1, 1}, /* a3 */
    {3, 3, 3, 4, 4, 2, 3, 2, 2, 3, 3, 2, 1, 0, 1, 2, 1}, /* a4 */
    {2, 3, 3, 4, 4, 2, 3, 1, 2, 4, 4, 3, 2, 1, 0, 3, 1}, /* a5 */
    {3, 3, 2, 2, 2, 2, 1, 3, 1, 1, 1, 1, 1, 2, 3, 0, 2}, /* a6 */
    {2, 2, 2, 3, 3, 1, 2, 1, 1, 3, 3, 2, 1, 1, 1, 2, 0}, /* a7 */
};

int gunzi_field_parse(const char *text, int len) {
    if (len != 2) return GUNZI_NO_FIELD;
    for (int f = 0; f < GUNZI_FIELDS; f++)
        if (memcmp(text, gunzi_field_name[f], 2) == 0) return f;
    return GUNZI_NO_FIELD;
}
