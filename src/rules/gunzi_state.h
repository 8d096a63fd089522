/* The Gunzi position as a plain struct: each field's content, whose move it is, the move count. */
#ifndef DUELBOARD_RULES_GUNZI_STATE_H
#define DUELBOARD_RULES_GUNZI_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/gunzi_geometry.h"

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

#endif
