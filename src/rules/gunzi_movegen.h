/* Gunzi move generation and play: Sway, Punch chains, Roll-Over, promotion, Pillar-Raise and the
 * mandatory Pillar-Blow. */
#ifndef DUELBOARD_RULES_GUNZI_MOVEGEN_H
#define DUELBOARD_RULES_GUNZI_MOVEGEN_H

#include <stdbool.h>

#include "rules/gunzi_move.h"
#include "rules/gunzi_state.h"

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
