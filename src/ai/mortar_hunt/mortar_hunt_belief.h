/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt belief: where one side's hidden pieces may stand, built from an observation's record.
 */
#ifndef DUELBOARD_AI_MORTAR_HUNT_BELIEF_H
#define DUELBOARD_AI_MORTAR_HUNT_BELIEF_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "core/rng.h"
#include "rules/mortar_hunt/mortar_hunt.h"

/* One guess at all the hunted side's pieces (square, facing, kind, alive). */
typedef struct AiMortarHuntConfig {
    MortarHuntPiece piece[MORTAR_HUNT_PIECES];
} AiMortarHuntConfig;

/* The belief about the pieces of `hunted`, as the other side can know them. It uses only what
 * both an observation of the hunter and an observation of the hunted share (the announcements and
 * the marks), so the same code gives "where I think the enemy is" and "where the enemy thinks I
 * am". */
typedef struct AiMortarHuntBelief {
    int hunted;
    int count; /* particles */
    AiMortarHuntConfig *particles;
    double *weights;
    MortarHuntRulesInfo info;
    /* Sound bounds: every state (square * 8 + facing) a live hunted piece may be in. The true
     * pieces always lie inside; the particles never leave it. */
    uint8_t possible[MORTAR_HUNT_SQUARES * 8];
    uint8_t marks[MORTAR_HUNT_SQUARES]; /* the marks as of the last replayed event */
    /* The squares no hunted piece may enter by those marks (outside its half, a destroyed piece,
     * a crater), kept in step with them. */
    uint8_t blocked[MORTAR_HUNT_SQUARES];
    /* Probability that a live hunted piece stands on a square: the particles' share, raised to a
     * small floor on every square the bounds allow (so the truth never has zero belief). */
    double heat[MORTAR_HUNT_SQUARES];
    uint64_t work;   /* piece moves examined: the measure of effort */
    int regenerated; /* how often every particle contradicted the record and all were redrawn */
} AiMortarHuntBelief;

typedef struct AiMortarHuntBeliefParams {
    int particles;
    uint64_t seed;
    const atomic_bool *stop; /* may be NULL */
    int64_t deadline_us;     /* monotonic_us() value to give up at, 0 for none */
} AiMortarHuntBeliefParams;

#define AI_MORTAR_HUNT_HEAT_FLOOR 1e-6

/* Replays the record of `v` (either side's observation) into a belief about `hunted`. Fails on lack
 * of memory, or when stopped or out of time (err says which; the belief is then freed). */
bool ai_mortar_hunt_belief_build(AiMortarHuntBelief *b, const MortarHuntObservation *v, int hunted,
                                 const AiMortarHuntBeliefParams *p, Error *err);
void ai_mortar_hunt_belief_free(AiMortarHuntBelief *b);

/* The heat after one more turn of the hunted side announcing a shot at `target` (MORTAR_HUNT_NONE:
 * no shot), without changing the belief: what the hunter will believe after that turn. */
bool ai_mortar_hunt_belief_predict(const AiMortarHuntBelief *b, int target, uint64_t seed,
                                   double heat[MORTAR_HUNT_SQUARES]);

/* For every particle k, lists in lists[k * MORTAR_HUNT_SQUARES ...] the squares of the other half
 * that its live pieces could shoot at in their next turn: from where they stand, or after any
 * one move (up to three steps, or one back) that the belief's bounds allow; counts[k] says how
 * many. False when out of memory. */
bool ai_mortar_hunt_belief_reach(const AiMortarHuntBelief *b, uint8_t *lists, uint8_t *counts);

/* For every particle k, lists in lists[k * MORTAR_HUNT_SQUARES ...] the squares of the other half
 * that its live pieces face now within their range: where they can shoot without turning or
 * stepping; counts[k] says how many. */
void ai_mortar_hunt_belief_lines(const AiMortarHuntBelief *b, uint8_t *lists, uint8_t *counts);

#endif
