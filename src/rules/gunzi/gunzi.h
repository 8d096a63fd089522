/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi for the other layers: the board geometry, the state, the move encoding and move
 * generation (the AI evaluates and the game's view draws from these). */
#ifndef DUELBOARD_RULES_GUNZI_H
#define DUELBOARD_RULES_GUNZI_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/game.h"

/* Gunzi board geometry: the 17 hex fields, their labels and zones, neighbours, lines and distance.
 */
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
extern const int8_t gunzi_field_x[GUNZI_FIELDS]; /* 0..4 left to right in White's perspective */
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

/* The Gunzi position as a plain struct: each field's content, whose move it is, the move count. */
/* One byte per field: empty, a Tombstone, a wedge (owner and Peak direction) or a Pillar (owner;
 * its height is kept beside it). */
enum {
    GUNZI_EMPTY = 0,
    GUNZI_TOMB = 1,
    GUNZI_WEDGE0 = 2,   /* 2 + 6 * owner + direction: 2..13 */
    GUNZI_PILLAR0 = 14, /* 14 + owner: 14, 15 */
};

/* The move limit of the draw rule, in moves by either player. */
#define GUNZI_MOVE_LIMIT 300
/* Wedges in the game: four each, plus at most one from outside per promotion (four promotion
 * fields), so no Pillar is ever higher than this. */
#define GUNZI_MAX_HEIGHT 12

typedef struct GunziState {
    uint8_t cell[GUNZI_FIELDS];
    uint8_t height[GUNZI_FIELDS]; /* Pillar heights; 0 on every other field */
    uint8_t to_move;              /* GUNZI_WHITE or GUNZI_BLACK */
    uint8_t draw_rule;            /* 1: repetition and the move limit end the game */
    uint16_t ply;                 /* moves played so far (saturates) */
} GunziState;

static inline bool gunzi_is_wedge(int c) {
    return c >= GUNZI_WEDGE0 && c < GUNZI_PILLAR0;
}
static inline bool gunzi_is_pillar(int c) {
    return c >= GUNZI_PILLAR0;
}
static inline int gunzi_wedge(int owner, int dir) {
    return GUNZI_WEDGE0 + 6 * owner + dir;
}
static inline int gunzi_wedge_owner(int c) {
    return (c - GUNZI_WEDGE0) / 6;
}
static inline int gunzi_wedge_dir(int c) {
    return (c - GUNZI_WEDGE0) % 6;
}
static inline int gunzi_pillar(int owner) {
    return GUNZI_PILLAR0 + owner;
}
static inline int gunzi_pillar_owner(int c) {
    return c - GUNZI_PILLAR0;
}

static inline bool gunzi_is_wedge_of(int c, int owner) {
    return gunzi_is_wedge(c) && gunzi_wedge_owner(c) == owner;
}
static inline bool gunzi_is_pillar_of(int c, int owner) {
    return c == GUNZI_PILLAR0 + owner;
}

/* Which side of a wedge aimed at `dir` faces the neighbour in direction `toward`. */
enum { GUNZI_SIDE_PEAK, GUNZI_SIDE_FLANK, GUNZI_SIDE_BLOCK };
static inline int gunzi_side(int dir, int toward) {
    int rel = (toward - dir + 6) % 6;
    return rel == 0 ? GUNZI_SIDE_PEAK : rel == 3 ? GUNZI_SIDE_BLOCK : GUNZI_SIDE_FLANK;
}

/* The private 64-bit encoding of a Gunzi move. */
/* Bits 0-2 kind, 3-7 the acting field (wedge, or Pillar for a Blow), 8-12 the other field
 * (destination, last landing, target, Pillar or taken wedge), 13 the Swerve (1 = clockwise '>'),
 * 14 promotes, 15-19 the Tombstone put on the new Pillar (31 = a wedge from outside),
 * 20-22 the number of landings of a Punch, 23.. the landings (5 bits each, at most 7). */
enum {
    GUNZI_MOVE_SWAY = 1,
    GUNZI_MOVE_PUNCH = 2,
    GUNZI_MOVE_ROLL = 3,
    GUNZI_MOVE_RAISE = 4,
    GUNZI_MOVE_BLOW = 5,
};
#define GUNZI_NEW_WEDGE 31
#define GUNZI_MAX_LANDINGS 7

static inline int gunzi_move_kind(Move m) {
    return (int)(m & 7);
}
static inline int gunzi_move_from(Move m) {
    return (int)(m >> 3 & 31);
}
static inline int gunzi_move_to(Move m) {
    return (int)(m >> 8 & 31);
}
static inline int gunzi_move_clockwise(Move m) {
    return (int)(m >> 13 & 1);
}
static inline bool gunzi_move_promotes(Move m) {
    return (m >> 14 & 1) != 0;
}
static inline int gunzi_move_tomb(Move m) {
    return (int)(m >> 15 & 31);
}
static inline int gunzi_move_landings(Move m) {
    return (int)(m >> 20 & 7);
}
static inline int gunzi_move_landing(Move m, int i) {
    return (int)(m >> (23 + 5 * i) & 31);
}

static inline Move gunzi_move_make(int kind, int from, int to, int clockwise) {
    return (Move)kind | (Move)from << 3 | (Move)to << 8 | (Move)clockwise << 13;
}
static inline Move gunzi_move_with_promotion(Move m, int tomb) {
    return m | (Move)1 << 14 | (Move)tomb << 15;
}
/* Appends a landing to a Punch and makes it the move's destination. */
static inline Move gunzi_move_add_landing(Move m, int field) {
    int n = gunzi_move_landings(m);
    m &= ~((Move)31 << 8 | (Move)7 << 20);
    return m | (Move)field << 8 | (Move)(n + 1) << 20 | (Move)field << (23 + 5 * n);
}

/* The Swerve: '<' turns counter-clockwise, '>' clockwise. */
static inline int gunzi_swerve(int dir, int clockwise) {
    return (dir + (clockwise ? 1 : 5)) % 6;
}

/* Gunzi move generation and play: Sway, Punch chains, Roll-Over, promotion, Pillar-Raise and the
 * mandatory Pillar-Blow. */
/* Every legal move of the player to move into out[0..cap); returns how many were written. This
 * ignores the move limit (the interface's gen_moves adds it). */
int gunzi_gen_moves(const GunziState *s, Move *out, int cap);
/* Whether the player to move has any legal move (stops at the first one). */
bool gunzi_has_move(const GunziState *s);
/* Plays a move produced by gunzi_gen_moves for this state. */
void gunzi_apply(GunziState *s, Move m);

/* Whether a wedge of `rival` next to `field` aims its Peak or its Block at it. */
bool gunzi_defended(const uint8_t cell[GUNZI_FIELDS], int field, int rival);
/* The wedge of `rival` next to `field` that defends it, or GUNZI_NO_FIELD. */
int gunzi_defender(const uint8_t cell[GUNZI_FIELDS], int field, int rival);
/* How many wedges of `owner` next to `field` aim their Block at it. */
int gunzi_blocks_aimed(const uint8_t cell[GUNZI_FIELDS], int field, int owner);
/* Whether a wedge aimed at `attacker_dir` may punch, in direction `dir`, a wedge aimed at
 * `victim_dir`: Peak onto Peak or Flank, Flank onto Flank; Blocks never take part. */
bool gunzi_punch_sides_allowed(int attacker_dir, int victim_dir, int dir);
/* Whether a Pillar of this height on `pillar` reaches `field`: distance at most height - 1. */
static inline bool gunzi_in_territory(int pillar, int height, int field) {
    return gunzi_distance[pillar][field] <= height - 1;
}
/* Whether the player to move must make a Pillar-Blow. */
bool gunzi_blow_due(const GunziState *s);
/* Points: 1 per own wedge on the board, 2 per wedge in own Pillars. */
void gunzi_score(const GunziState *s, int score[2]);

#endif
