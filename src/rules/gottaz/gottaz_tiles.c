/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz tiles: the 164-type catalog, tile notation, sets and the presets. */
#include <stdio.h>
#include <string.h>

#include "core/rng.h"
#include "rules/gottaz/gottaz.h"

const int gottaz_class_quota[3] = {4, 4, 2};
const char *const gottaz_class_name[3] = {"1|5", "2|4", "3|3"};

static const char ability_letters[GZ_ABILITIES] = {'D', 'J', 'L', 'R', 'S', 'T', 'U', 'W'};
static const char *const ability_names[GZ_ABILITIES] = {N_("Slant"),  N_("Jump"),    N_("Leap"),
                                                        N_("Rotate"), N_("Support"), N_("Tsunami"),
                                                        N_("Supply"), N_("Swap")};
/* One line each, for players (the rules of gottaz.md in short). */
static const char *const ability_effects[GZ_ABILITIES] = {
    N_("Moves one square diagonally."),
    N_("Moves to any square of your home row, over anything."),
    N_("Moves exactly two squares straight, over anything."),
    N_("Turns this pawn over, where it stands."),
    N_("Adds 1 to your battles on the squares next to it."),
    N_("Pushes the pawn in front of it two squares forward."),
    N_("Raises your line limit in its row by 1."),
    N_("Changes places with a pawn next to it, with no battle.")};

/* The 36 unordered pairs (a <= b) of the 3|3 tiles, in order; written out so the compiler keeps
 * the table constant. */
static const uint8_t pair33[36][2] = {
    {0, 0}, {0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {1, 1}, {1, 2}, {1, 3}, {1, 4},
    {1, 5}, {1, 6}, {1, 7}, {2, 2}, {2, 3}, {2, 4}, {2, 5}, {2, 6}, {2, 7}, {3, 3}, {3, 4}, {3, 5},
    {3, 6}, {3, 7}, {4, 4}, {4, 5}, {4, 6}, {4, 7}, {5, 5}, {5, 6}, {5, 7}, {6, 6}, {6, 7}, {7, 7},
};

int gottaz_tile_class(int type) {
    return type < 64 ? GZ_CLASS_15 : type < 128 ? GZ_CLASS_24 : GZ_CLASS_33;
}

int gottaz_tile_ability(int type, int side) {
    if (type < 128) {
        int k = type & 63;
        return side ? k % 8 : k / 8;
    }
    return pair33[type - 128][side];
}

int gottaz_tile_strength(int type, int side) {
    switch (gottaz_tile_class(type)) {
    case GZ_CLASS_15:
        return side ? 5 : 1;
    case GZ_CLASS_24:
        return side ? 4 : 2;
    default:
        return 3;
    }
}

bool gottaz_tile_same_sides(int type) {
    return type >= 128 && pair33[type - 128][0] == pair33[type - 128][1];
}

int gottaz_tile_find(int ability_a, int strength_a, int ability_b, int strength_b) {
    if (strength_a > strength_b) {
        int t = ability_a;
        ability_a = ability_b;
        ability_b = t;
        t = strength_a;
        strength_a = strength_b;
        strength_b = t;
    }
    if (strength_a + strength_b != 6 || strength_a < 1) return -1;
    if (strength_a == 1) return ability_a * 8 + ability_b;
    if (strength_a == 2) return 64 + ability_a * 8 + ability_b;
    if (ability_a > ability_b) {
        int t = ability_a;
        ability_a = ability_b;
        ability_b = t;
    }
    for (int k = 0; k < 36; k++)
        if (pair33[k][0] == ability_a && pair33[k][1] == ability_b) return 128 + k;
    return -1;
}

char gottaz_ability_letter(int ability) {
    return ability_letters[ability];
}

int gottaz_ability_from_letter(char c) {
    for (int a = 0; a < GZ_ABILITIES; a++)
        if (ability_letters[a] == c) return a;
    return -1;
}

const char *gottaz_ability_name(int ability) {
    return ability_names[ability];
}

const char *gottaz_ability_effect(int ability) {
    return ability_effects[ability];
}

void gottaz_tile_text(int type, int side_first, char *buf, size_t n) {
    int a = side_first, b = 1 - side_first;
    snprintf(buf, n, "%c%d/%c%d", ability_letters[gottaz_tile_ability(type, a)],
             gottaz_tile_strength(type, a), ability_letters[gottaz_tile_ability(type, b)],
             gottaz_tile_strength(type, b));
}

bool gottaz_tile_parse(const char **s, int *type, int *side_first, Error *err) {
    const char *p = *s;
    int ab[2], st[2];
    for (int i = 0; i < 2; i++) {
        if (i == 1) {
            if (*p != '/') return error_set(err, "'%.12s' is not a tile (expected like L1/J5)", *s);
            p++;
        }
        ab[i] = gottaz_ability_from_letter(*p);
        if (ab[i] < 0)
            return error_set(
                err, "'%.12s' is not a tile: '%c' is not an ability letter (D J L R S T U W)", *s,
                *p ? *p : ' ');
        p++;
        if (*p < '1' || *p > '5')
            return error_set(err, "'%.12s' is not a tile: a strength from 1 to 5 must follow '%c'",
                             *s, ability_letters[ab[i]]);
        st[i] = *p - '0';
        p++;
    }
    if (st[0] + st[1] != 6)
        return error_set(err, "'%.*s' is not a tile: the strengths must sum to 6", (int)(p - *s),
                         *s);
    *type = gottaz_tile_find(ab[0], st[0], ab[1], st[1]);
    /* Which side was written first: the side whose ability and strength come first. */
    *side_first =
        gottaz_tile_ability(*type, 0) == ab[0] && gottaz_tile_strength(*type, 0) == st[0] ? 0 : 1;
    *s = p;
    return true;
}

void gottaz_set_sort(uint8_t *types, int n) {
    /* Insertion sort: sets hold at most ten tiles. */
    for (int i = 1; i < n; i++) {
        uint8_t x = types[i];
        int j = i - 1;
        while (j >= 0 && types[j] > x) {
            types[j + 1] = types[j];
            j--;
        }
        types[j + 1] = x;
    }
}

bool gottaz_set_parse(const char *text, const char *what, uint8_t out[GZ_SET], Error *err) {
    const char *p = text;
    int n = 0, per_class[3] = {0, 0, 0};
    while (*p) {
        if (n == GZ_SET) return error_set(err, "%s: more than %d tiles", what, GZ_SET);
        int type, side;
        Error e;
        if (!gottaz_tile_parse(&p, &type, &side, &e))
            return error_set(err, "%s: %s", what, e.message);
        out[n++] = (uint8_t)type;
        per_class[gottaz_tile_class(type)]++;
        if (*p == ',') {
            p++;
            if (!*p) return error_set(err, "%s: a tile must follow the last ','", what);
        } else if (*p) {
            return error_set(err, "%s: unexpected '%c' after a tile (separate tiles with ',')",
                             what, *p);
        }
    }
    if (n != GZ_SET) return error_set(err, "%s: %d tiles, a set has exactly %d", what, n, GZ_SET);
    for (int c = 0; c < 3; c++)
        if (per_class[c] != gottaz_class_quota[c])
            return error_set(
                err, "%s: %d tiles of %s, a set has exactly 4 of 1|5, 4 of 2|4 and 2 of 3|3", what,
                per_class[c], gottaz_class_name[c]);
    return true;
}

static void preset_from_text(const char *text, uint8_t out[GZ_SET]) {
    /* The preset texts below are valid by construction; a test parses them again. */
    if (!gottaz_set_parse(text, "preset", out, NULL)) memset(out, 0, GZ_SET);
}

/* Each of the four abilities shows once on each strength 1, 5, 2, 4 and once on a 3|3 tile. */
void gottaz_preset_beginner(uint8_t out[GZ_SET]) {
    preset_from_text("L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3", out);
}

/* The same shape with Slant, Tsunami, Jump and Rotate; it holds the rulebook's R5/J1. */
void gottaz_preset_advanced(uint8_t out[GZ_SET]) {
    preset_from_text("D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3", out);
}

/* A uniform choice among sets of distinct types: 4 of the 64 types 1|5, 4 of the 64 types 2|4
 * and 2 of the 36 types 3|3, each a uniform sample without replacement. */
void gottaz_preset_random(uint64_t *rng_state, uint8_t out[GZ_SET]) {
    Rng rng;
    rng_seed(&rng, *rng_state);
    *rng_state = rng_next(&rng);
    int n = 0;
    static const int base[3] = {0, 64, 128}, size[3] = {64, 64, 36};
    for (int c = 0; c < 3; c++) {
        uint8_t pool[64];
        for (int i = 0; i < size[c]; i++) pool[i] = (uint8_t)(base[c] + i);
        for (int k = 0; k < gottaz_class_quota[c]; k++) {
            int j = k + (int)rng_below(&rng, (uint64_t)(size[c] - k));
            uint8_t t = pool[j];
            pool[j] = pool[k];
            pool[k] = t;
            out[n++] = t;
        }
    }
}
