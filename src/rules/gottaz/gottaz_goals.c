/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz's lesson goals (docs/lessons.md): what a learner's move has to do in a lesson step. */
#include <stdlib.h>
#include <string.h>

#include "rules/gottaz/gottaz.h"

/* The abilities by name, in the order of their enum. */
static const char *const ability_words[GZ_ABILITIES] = {
    "slant", "jump", "leap", "rotate", "support", "tsunami", "supply", "swap",
};

/* The move kind of each action ability; GZ_MV_NONE for the two that work by themselves. */
static const int ability_moves[GZ_ABILITIES] = {
    GZ_MV_SLANT, GZ_MV_JUMP,    GZ_MV_LEAP, GZ_MV_ROTATE,
    GZ_MV_NONE,  GZ_MV_TSUNAMI, GZ_MV_NONE, GZ_MV_SWAP,
};

static int ability_by_word(const char *word) {
    for (int a = 0; a < GZ_ABILITIES; a++)
        if (strcmp(ability_words[a], word) == 0) return a;
    return -1;
}

static GameGoalResult met_if(bool met) {
    return met ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

static GameGoalResult refuse(Error *err, const char *usage) {
    error_set(err, "%s", usage);
    return GAME_GOAL_UNKNOWN;
}

/* "place [ABILITY [STRENGTH]]": a tile placed, with that side face up. */
static GameGoalResult place_goal(const GottazState *after, Move move, int player,
                                 const char *const *words, int count, Error *err) {
    int ability = count > 1 ? ability_by_word(words[1]) : -1;
    int strength = count > 2 ? atoi(words[2]) : 0;
    if (count > 3 || (count > 1 && ability < 0) || (count > 2 && (strength < 1 || strength > 5)))
        return refuse(err,
                      "goal 'place' takes an ability and a strength, or less: place support 5");
    if (!after) return GAME_GOAL_NOT_MET;
    if (gz_move_kind(move) != GZ_MV_PLACE) return GAME_GOAL_NOT_MET;
    GottazCell cell = after->board[gz_move_to(move)];
    if (cell.type1 == 0 || cell.owner != player) return GAME_GOAL_NOT_MET; /* lost a battle */
    int type = cell.type1 - 1;
    bool ability_ok = count < 2 || gottaz_tile_ability(type, cell.side) == ability;
    bool strength_ok = count < 3 || gottaz_tile_strength(type, cell.side) == strength;
    return met_if(ability_ok && strength_ok);
}

/* "ability NAME": the move uses that action ability. */
static GameGoalResult ability_goal(Move move, bool check, const char *const *words, int count,
                                   Error *err) {
    int ability = count == 2 ? ability_by_word(words[1]) : -1;
    if (ability < 0 || ability_moves[ability] == GZ_MV_NONE)
        return refuse(err, "goal 'ability' takes an action's name: leap, slant, swap, tsunami, "
                           "jump or rotate");
    return check ? met_if(gz_move_kind(move) == ability_moves[ability]) : GAME_GOAL_NOT_MET;
}

/* "center N": after the move at least N of the learner's pawns stand on the center line. */
static GameGoalResult center_goal(const GottazState *after, int player, const char *const *words,
                                  int count, Error *err) {
    int wanted = count == 2 ? atoi(words[1]) : 0;
    if (wanted < 1 || wanted > GZ_SIZE)
        return refuse(err, "goal 'center' takes a number of pawns from 1 to 5: center 2");
    return after ? met_if(gottaz_center_count(after, player) >= wanted) : GAME_GOAL_NOT_MET;
}

GameGoalResult gottaz_goal_met(const void *before, Move move, const void *after, int player,
                               const char *const *words, int count, Error *err) {
    const GottazState *was = before, *now = before ? after : NULL;
    const char *goal = count > 0 ? words[0] : "";
    if (strcmp(goal, "place") == 0) return place_goal(now, move, player, words, count, err);
    if (strcmp(goal, "ability") == 0) return ability_goal(move, now != NULL, words, count, err);
    if (strcmp(goal, "center") == 0) return center_goal(now, player, words, count, err);
    if (strcmp(goal, "step") == 0) {
        if (count != 1) return refuse(err, "goal 'step' takes no words");
        return now ? met_if(gz_move_kind(move) == GZ_MV_MOVE) : GAME_GOAL_NOT_MET;
    }
    if (strcmp(goal, "send-back") == 0) {
        if (count != 1) return refuse(err, "goal 'send-back' takes no words");
        if (!now) return GAME_GOAL_NOT_MET;
        return met_if(now->hand_n[1 - player] > was->hand_n[1 - player]);
    }
    error_set(err, "unknown goal '%s' (Gottaz's: place, step, ability, send-back, center)", goal);
    return GAME_GOAL_UNKNOWN;
}
