/* The private 64-bit encoding of a Gunzi move. */
#ifndef DUELBOARD_RULES_GUNZI_MOVE_H
#define DUELBOARD_RULES_GUNZI_MOVE_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/game.h"

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

#endif
