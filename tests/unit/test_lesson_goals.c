/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The games' own lesson goals (GameRules.goal_met): each goal met by the move it names and not
 * by another, and unknown words refused, for each of the four games. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game.h"

/* What game `id` says of goal `goal` (words split at spaces) for `move` played from `fen`;
 * with `move` NULL, only whether the words are a goal. */
static GameGoalResult judge(const char *id, const char *fen, const char *move, const char *goal) {
    const GameRules *g = game_find(id);
    assert_non_null(g->goal_met);
    char copy[128];
    snprintf(copy, sizeof copy, "%s", goal);
    const char *words[8];
    int count = 0;
    for (char *w = strtok(copy, " "); w; w = strtok(NULL, " ")) words[count++] = w;
    Error err;
    if (!move) return g->goal_met(NULL, 0, NULL, 0, words, count, &err);
    unsigned char *before = malloc(g->state_size), *after = malloc(g->state_size);
    assert_true(g->from_fen(before, fen, &err));
    Move m;
    if (!g->move_from_text(before, move, &m, &err)) fail_msg("%s: %s", move, err.message);
    memcpy(after, before, g->state_size);
    g->apply(after, m);
    GameGoalResult r = g->goal_met(before, m, after, g->to_move(before), words, count, &err);
    free(before);
    free(after);
    return r;
}

static void assert_met(const char *id, const char *fen, const char *move, const char *goal) {
    if (judge(id, fen, move, goal) != GAME_GOAL_MET) fail_msg("%s does not meet '%s'", move, goal);
}
static void assert_not_met(const char *id, const char *fen, const char *move, const char *goal) {
    if (judge(id, fen, move, goal) != GAME_GOAL_NOT_MET) fail_msg("%s meets '%s'", move, goal);
}

#define ONI_TAKE "r1Rrr/5/5/2r2/bbBbb blue ox,boar elephant,horse crab"
#define ONI_MASTER "rr1rr/5/2R2/5/bbBbb blue tiger,ox elephant,horse crab"
#define ONI_THREAT "r1R1r/2r2/2B2/5/bb1bb blue crab,ox boar,horse tiger"
#define ONI_STUCK "b3R/b4/b4/b4/B4 blue tiger,dog boar,horse crab"

static void test_onitama_goals(void **state) {
    (void)state;
    assert_met("onitama", ONI_TAKE, "ox:c1c2", "capture");
    assert_met("onitama", ONI_TAKE, "ox:c1c2", "capture student");
    assert_not_met("onitama", ONI_TAKE, "ox:c1c2", "capture master");
    assert_not_met("onitama", ONI_TAKE, "ox:a1a2", "capture");
    assert_met("onitama", ONI_MASTER, "tiger:c1c3", "capture master");
    assert_met("onitama", ONI_TAKE, "ox:c1c2", "reach c2 master");
    assert_not_met("onitama", ONI_TAKE, "ox:b1b2", "reach c2");
    assert_not_met("onitama", ONI_TAKE, "ox:b1b2", "reach b2 master");
    assert_met("onitama", ONI_TAKE, "ox:b1b2", "reach b2");
    assert_met("onitama", ONI_TAKE, "boar:b1b2", "card boar");
    assert_not_met("onitama", ONI_TAKE, "ox:b1b2", "card boar");
    assert_met("onitama", ONI_STUCK, "pass:dog", "pass");
    assert_met("onitama", ONI_STUCK, "pass:dog", "card dog");
    assert_not_met("onitama", ONI_TAKE, "ox:b1b2", "pass");
    assert_not_met("onitama", ONI_THREAT, "ox:a1a2", "safe");
    assert_met("onitama", ONI_THREAT, "crab:c3a3", "safe");
    assert_int_equal(judge("onitama", NULL, NULL, "pilar"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("onitama", NULL, NULL, "capture king"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("onitama", NULL, NULL, "reach f9"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("onitama", NULL, NULL, "card"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("onitama", NULL, NULL, "safe now"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("onitama", NULL, NULL, "reach c3 master"), GAME_GOAL_NOT_MET);
}

#define GUN_PUNCH "wN,.,wN,.,wN,.,./.,bS,./bS,.,.,.,bS,.,bN white 0 on"
#define GUN_ROLL "wN,.,.,.,wN,.,./.,bS,./bS,.,.,.,bS,.,wNW white 0 on"
#define GUN_PROMOTE "wN,.,.,.,wN,.,./.,.,bS/bS,.,wN,W2,.,.,. white 0 on"
#define GUN_BLOW "wN,.,.,.,wN,.,./.,.,./bS,.,.,W2,bS,.,. white 0 on"

static void test_gunzi_goals(void **state) {
    (void)state;
    assert_met("gunzi", GUN_PUNCH, "c3xa3<", "punch");
    assert_not_met("gunzi", GUN_PUNCH, "c3xa3<", "multi-punch");
    assert_met("gunzi", GUN_PUNCH, "c3xa3xb1<", "multi-punch");
    assert_met("gunzi", GUN_PUNCH, "c3xa3xb1<", "punch");
    assert_not_met("gunzi", GUN_PUNCH, "c1-b1<", "punch");
    assert_met("gunzi", GUN_PUNCH, "c1-b1<", "sway");
    assert_met("gunzi", GUN_PUNCH, "c1-b1<", "reach b1");
    assert_not_met("gunzi", GUN_PUNCH, "c1-b1<", "reach c6");
    assert_met("gunzi", GUN_PUNCH, "c1-b1<", "swerve left");
    assert_not_met("gunzi", GUN_PUNCH, "c1-b1<", "swerve right");
    assert_met("gunzi", GUN_PUNCH, "c1-b1>", "aim b1 NE");
    assert_not_met("gunzi", GUN_PUNCH, "c1-b1>", "aim b1 N");
    assert_met("gunzi", GUN_ROLL, "a7^b2<", "roll-over");
    assert_not_met("gunzi", GUN_ROLL, "a7-a4<=new", "roll-over");
    assert_met("gunzi", GUN_ROLL, "a7-a4<=new", "promote");
    assert_not_met("gunzi", GUN_ROLL, "c1-b1<", "promote");
    assert_met("gunzi", GUN_PROMOTE, "a3+a4", "pillar-raise");
    assert_not_met("gunzi", GUN_PROMOTE, "a3-a2<=new", "pillar-raise");
    assert_met("gunzi", GUN_BLOW, "a4*a5", "pillar-blow");
    assert_not_met("gunzi", GUN_BLOW, "a4*a5", "sway");
    assert_int_equal(judge("gunzi", NULL, NULL, "pilar"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gunzi", NULL, NULL, "punch twice"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gunzi", NULL, NULL, "reach d4"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gunzi", NULL, NULL, "swerve up"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gunzi", NULL, NULL, "aim b2 W"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gunzi", NULL, NULL, "aim b2 SW"), GAME_GOAL_NOT_MET);
}

#define GOT_SET "L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3"
#define GOT_START "board=5/5/5/5/5 hand1=" GOT_SET " hand2=" GOT_SET " to=1 actions=0 draw=on"
#define GOT_BATTLE                                                                                 \
    "board=5/5/2l2w42/2S5L12/5 hand1=S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "       \
    "hand2=L1/S5,S1/U5,U1/W5,W1/L5,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=1 actions=4 draw=on"
#define GOT_LEAP                                                                                   \
    "board=5/5/5/2s1u52/2L1S52 hand1=S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "       \
    "hand2=L1/S5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=1 actions=4 draw=on"
#define GOT_CENTER                                                                                 \
    "board=4w4l2/5/L1S5S1U53/2U1W52/5 hand1=W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "            \
    "hand2=L1/S5,S1/U5,U1/W5,W1/L5,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=1 actions=9 draw=on"

static void test_gottaz_goals(void **state) {
    (void)state;
    assert_met("gottaz", GOT_START, "S5/L1@c1", "place");
    assert_met("gottaz", GOT_START, "S5/L1@c1", "place support");
    assert_met("gottaz", GOT_START, "S5/L1@c1", "place support 5");
    assert_not_met("gottaz", GOT_START, "L1/S5@c1", "place support 5");
    assert_not_met("gottaz", GOT_START, "S1/U5@c1", "place support 5");
    assert_met("gottaz", GOT_BATTLE, "c2-c3", "step");
    assert_met("gottaz", GOT_BATTLE, "c2-c3", "send-back");
    assert_not_met("gottaz", GOT_BATTLE, "c2-b2", "send-back");
    assert_not_met("gottaz", GOT_BATTLE, "c2-c3", "place");
    assert_met("gottaz", GOT_LEAP, "c1Lc3", "ability leap");
    assert_not_met("gottaz", GOT_LEAP, "c1Lc3", "ability swap");
    assert_not_met("gottaz", GOT_LEAP, "c1Lc3", "step");
    assert_met("gottaz", GOT_CENTER, "c2-c3", "center 3");
    assert_not_met("gottaz", GOT_CENTER, "c2-c1", "center 3");
    assert_met("gottaz", GOT_CENTER, "c2-c1", "center 2");
    assert_int_equal(judge("gottaz", NULL, NULL, "pilar"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gottaz", NULL, NULL, "ability support"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gottaz", NULL, NULL, "place support 6"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gottaz", NULL, NULL, "center 0"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("gottaz", NULL, NULL, "place leap 1"), GAME_GOAL_NOT_MET);
}

#define MORTAR "C2/N,F2/N,J2/N C8/S,F7/S,J8/S A 1 0,0 - pieces=HM craters=off turns=0 seed=1"
#define MORTAR_SETUP "- - A 0 0,0 - pieces=HM craters=off turns=0 seed=1"

static void test_mortar_hunt_goals(void **state) {
    (void)state;
    assert_met("mortar-hunt", MORTAR, "C2/N-C3/N!F2>F7", "hit");
    assert_met("mortar-hunt", MORTAR, "C2/N-C3/N!F2>F7", "shoot");
    assert_not_met("mortar-hunt", MORTAR, "C2/N-C3/N!F2>F6", "hit");
    assert_met("mortar-hunt", MORTAR, "C2/N-C3/N!F2>F6", "shoot");
    assert_not_met("mortar-hunt", MORTAR, "C2/N-C3/N", "shoot");
    assert_met("mortar-hunt", MORTAR, "C2/N-C3/N", "hold");
    assert_met("mortar-hunt", MORTAR, "C2/N-C3/N", "reach C3");
    assert_not_met("mortar-hunt", MORTAR, "C2/N-C3/N", "reach C4");
    assert_met("mortar-hunt", MORTAR, "J2/N-J2/NW", "face NW");
    assert_not_met("mortar-hunt", MORTAR, "J2/N-J2/NW", "face NE");
    assert_met("mortar-hunt", MORTAR_SETUP, "setup:C3/N,E1/NE,I2/NW", "setup");
    assert_not_met("mortar-hunt", MORTAR_SETUP, "setup:C3/N,E1/NE,I2/NW", "shoot");
    assert_int_equal(judge("mortar-hunt", NULL, NULL, "pilar"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("mortar-hunt", NULL, NULL, "reach M3"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("mortar-hunt", NULL, NULL, "face up"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("mortar-hunt", NULL, NULL, "hit twice"), GAME_GOAL_UNKNOWN);
    assert_int_equal(judge("mortar-hunt", NULL, NULL, "face SW"), GAME_GOAL_NOT_MET);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mortar_hunt_goals),
        cmocka_unit_test(test_gottaz_goals),
        cmocka_unit_test(test_onitama_goals),
        cmocka_unit_test(test_gunzi_goals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
