/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi's lesson goals (docs/lessons.md): what a learner's move has to do in a lesson step. */
#include <string.h>

#include "rules/gunzi/gunzi_internal.h"

static GameGoalResult met_if(bool met) {
    return met ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

static GameGoalResult refuse(Error *err, const char *usage) {
    error_set(err, "%s", usage);
    return GAME_GOAL_UNKNOWN;
}

/* The move kinds a goal may ask for by name; a Multi Punch is a Punch with two landings or more,
 * a promotion any move that makes a Pillar. */
static const struct {
    const char *word;
    int kind;
} kind_goals[] = {
    {"sway", GUNZI_MOVE_SWAY},        {"punch", GUNZI_MOVE_PUNCH},
    {"roll-over", GUNZI_MOVE_ROLL},   {"pillar-raise", GUNZI_MOVE_RAISE},
    {"pillar-blow", GUNZI_MOVE_BLOW},
};

static int direction_by_name(const char *name) {
    for (int d = 0; d < GUNZI_DIRECTIONS; d++)
        if (strcmp(gunzi_direction_name[d], name) == 0) return d;
    return -1;
}

static int field_by_name(const char *name) {
    return gunzi_field_parse(name, (int)strlen(name));
}

/* "aim FIELD DIR": after the move the learner's wedge on FIELD aims at DIR. */
static GameGoalResult aim_goal(const GunziState *after, int player, const char *const *words,
                               int count, Error *err) {
    int field = count == 3 ? field_by_name(words[1]) : GUNZI_NO_FIELD;
    int dir = count == 3 ? direction_by_name(words[2]) : -1;
    if (field == GUNZI_NO_FIELD || dir < 0)
        return refuse(err, "goal 'aim' takes a field and a direction: aim b2 NE");
    if (!after) return GAME_GOAL_NOT_MET;
    return met_if(after->cell[field] == gunzi_wedge(player, dir));
}

GameGoalResult gunzi_goal_met(const void *before, Move move, const void *after, int player,
                              const char *const *words, int count, Error *err) {
    const char *goal = count > 0 ? words[0] : "";
    bool check = before != NULL;
    for (size_t i = 0; i < sizeof kind_goals / sizeof kind_goals[0]; i++) {
        if (strcmp(goal, kind_goals[i].word) != 0) continue;
        if (count != 1) return refuse(err, "a move kind's goal takes no words");
        return check ? met_if(gunzi_move_kind(move) == kind_goals[i].kind) : GAME_GOAL_NOT_MET;
    }
    if (strcmp(goal, "multi-punch") == 0) {
        if (count != 1) return refuse(err, "goal 'multi-punch' takes no words");
        if (!check) return GAME_GOAL_NOT_MET;
        return met_if(gunzi_move_kind(move) == GUNZI_MOVE_PUNCH && gunzi_move_landings(move) >= 2);
    }
    if (strcmp(goal, "promote") == 0) {
        if (count != 1) return refuse(err, "goal 'promote' takes no words");
        return check ? met_if(gunzi_move_promotes(move)) : GAME_GOAL_NOT_MET;
    }
    if (strcmp(goal, "reach") == 0) {
        int field = count == 2 ? field_by_name(words[1]) : GUNZI_NO_FIELD;
        if (field == GUNZI_NO_FIELD) return refuse(err, "goal 'reach' takes a field: reach b2");
        if (!check) return GAME_GOAL_NOT_MET;
        int kind = gunzi_move_kind(move);
        return met_if((kind == GUNZI_MOVE_SWAY || kind == GUNZI_MOVE_PUNCH) &&
                      gunzi_move_to(move) == field);
    }
    if (strcmp(goal, "swerve") == 0) {
        bool left = count == 2 && strcmp(words[1], "left") == 0;
        if (count != 2 || !(left || strcmp(words[1], "right") == 0))
            return refuse(err, "goal 'swerve' takes 'left' or 'right'");
        if (!check) return GAME_GOAL_NOT_MET;
        int kind = gunzi_move_kind(move);
        bool swerves =
            kind == GUNZI_MOVE_SWAY || kind == GUNZI_MOVE_PUNCH || kind == GUNZI_MOVE_ROLL;
        return met_if(swerves && gunzi_move_clockwise(move) == (left ? 0 : 1));
    }
    if (strcmp(goal, "aim") == 0) return aim_goal(check ? after : NULL, player, words, count, err);
    error_set(err,
              "unknown goal '%s' (Gunzi's: sway, punch, multi-punch, roll-over, pillar-raise, "
              "pillar-blow, promote, reach, swerve, aim)",
              goal);
    return GAME_GOAL_UNKNOWN;
}
