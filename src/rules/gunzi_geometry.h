/* Gunzi board geometry: the 17 hex fields, their labels and zones, neighbours, lines and distance.
 */
#ifndef DUELBOARD_RULES_GUNZI_GEOMETRY_H
#define DUELBOARD_RULES_GUNZI_GEOMETRY_H

#include <stdbool.h>
#include <stdint.h>

/* Fields are numbered in label order: c1..c7 = 0..6, b1..b3 = 7..9, a1..a7 = 10..16. */
#define GUNZI_FIELDS 17
#define GUNZI_NO_FIELD (-1)

/* The six directions, clockwise as seen from above with White at the bottom. */
enum { GUNZI_N, GUNZI_NE, GUNZI_SE, GUNZI_S, GUNZI_SW, GUNZI_NW, GUNZI_DIRECTIONS };

/* Zones: c is White's home, b the dotted middle, a Black's home. */
enum { GUNZI_ZONE_C, GUNZI_ZONE_B, GUNZI_ZONE_A };

/* Players as the interface numbers them. */
enum { GUNZI_WHITE, GUNZI_BLACK };

/* Field tables, static const and checked against the coordinates by the unit tests. */
extern const int8_t gunzi_neighbour[GUNZI_FIELDS][GUNZI_DIRECTIONS];
extern const uint8_t gunzi_distance[GUNZI_FIELDS][GUNZI_FIELDS];
extern const int8_t gunzi_field_x[GUNZI_FIELDS]; /* 0..4 left to right in White's view */
extern const int8_t gunzi_field_y[GUNZI_FIELDS]; /* doubled rows 1..7, White at the bottom */
extern const char *const gunzi_field_name[GUNZI_FIELDS];
extern const char *const gunzi_direction_name[GUNZI_DIRECTIONS];

static inline int gunzi_zone(int field) {
    return field < 7 ? GUNZI_ZONE_C : field < 10 ? GUNZI_ZONE_B : GUNZI_ZONE_A;
}

/* How far along its owner's direction of play a zone lies: 0 home, 1 middle, 2 far side. */
static inline int gunzi_zone_rank(int player, int field) {
    int z = gunzi_zone(field);
    return player == GUNZI_WHITE ? z : 2 - z;
}

/* Promotion fields: White's a2 and a4, Black's c2 and c4. */
static inline bool gunzi_is_promotion_field(int player, int field) {
    return player == GUNZI_WHITE ? (field == 11 || field == 13) : (field == 1 || field == 3);
}

static inline int gunzi_opposite(int dir) {
    return (dir + 3) % 6;
}

/* The field two steps from `field` in `dir` (the landing of a Punch), or GUNZI_NO_FIELD. */
static inline int gunzi_jump(int field, int dir) {
    int over = gunzi_neighbour[field][dir];
    return over < 0 ? GUNZI_NO_FIELD : gunzi_neighbour[over][dir];
}

/* The field named `text` (exactly `len` characters), or GUNZI_NO_FIELD. */
int gunzi_field_parse(const char *text, int len);

#endif
