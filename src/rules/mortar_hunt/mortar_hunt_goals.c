/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's lesson goals (docs/lessons.md): what a learner's move has to do in a lesson
 * step. */
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

static GameGoalResult met_if(bool met) {
    return met ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

static GameGoalResult refuse(Error *err, const char *usage) {
    error_set(err, "%s", usage);
    return GAME_GOAL_UNKNOWN;
}

/* "C3" as a square, or MORTAR_HUNT_NONE. */
static int square_by_name(const char *name) {
    if (strlen(name) != 2 || name[1] < '1' || name[1] > '9') return MORTAR_HUNT_NONE;
    return mortar_hunt_square(name[0] - 'A', name[1] - '1');
}

static int dir_by_name(const char *name) {
    for (int d = MORTAR_HUNT_N; d <= MORTAR_HUNT_NW; d++)
        if (strcmp(mortar_hunt_dir_name(d), name) == 0) return d;
    return -1;
}

static bool is_turn(Move move) {
    return MORTAR_HUNT_MOVE_TYPE(move) == MORTAR_HUNT_MOVE_TURN;
}

/* Goals without words: the kind of move, or what its shot did. */
static GameGoalResult plain_goal(const MortarHuntState *before, Move move,
                                 const MortarHuntState *after, int player, const char *goal) {
    bool shoots = is_turn(move) && MORTAR_HUNT_TURN_SHOOTS(move);
    if (strcmp(goal, "setup") == 0)
        return met_if(MORTAR_HUNT_MOVE_TYPE(move) == MORTAR_HUNT_MOVE_SETUP);
    if (strcmp(goal, "shoot") == 0) return met_if(shoots);
    if (strcmp(goal, "hold") == 0) return met_if(is_turn(move) && !shoots);
    if (strcmp(goal, "sacrifice") == 0)
        return met_if(MORTAR_HUNT_MOVE_TYPE(move) == MORTAR_HUNT_MOVE_SACRIFICE);
    return met_if(shoots && after->lost[1 - player] > before->lost[1 - player]); /* hit */
}

GameGoalResult mortar_hunt_goal_met(const void *before, Move move, const void *after, int player,
                                    const char *const *words, int count, Error *err) {
    static const char *const plain[] = {"setup", "shoot", "hold", "hit", "sacrifice"};
    const char *goal = count > 0 ? words[0] : "";
    for (size_t i = 0; i < sizeof plain / sizeof plain[0]; i++) {
        if (strcmp(goal, plain[i]) != 0) continue;
        if (count != 1) return refuse(err, "this goal takes no words");
        return before ? plain_goal(before, move, after, player, goal) : GAME_GOAL_NOT_MET;
    }
    if (strcmp(goal, "reach") == 0) {
        int square = count == 2 ? square_by_name(words[1]) : MORTAR_HUNT_NONE;
        if (square == MORTAR_HUNT_NONE) return refuse(err, "goal 'reach' takes a square: reach F4");
        if (!before) return GAME_GOAL_NOT_MET;
        return met_if(is_turn(move) && MORTAR_HUNT_TURN_TO(move) == square);
    }
    if (strcmp(goal, "face") == 0) {
        int dir = count == 2 ? dir_by_name(words[1]) : -1;
        if (dir < 0) return refuse(err, "goal 'face' takes a direction: face NE");
        if (!before) return GAME_GOAL_NOT_MET;
        return met_if(is_turn(move) && MORTAR_HUNT_TURN_TO_DIR(move) == dir);
    }
    error_set(err,
              "unknown goal '%s' (Mortar Hunt's: setup, shoot, hold, hit, sacrifice, reach, face)",
              goal);
    return GAME_GOAL_UNKNOWN;
}
