/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama's lesson goals (docs/lessons.md): what a learner's move has to do in a lesson step. */
#include <string.h>

#include "rules/onitama/onitama_internal.h"

static int count_bits(uint32_t bits) {
    return __builtin_popcount(bits);
}

/* Whether any move of the side to move in `s` lands on `square`. */
static bool square_attacked(const OnitamaState *s, int square) {
    Move moves[GAME_MOVES_MAX];
    int count = onitama_gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < count; i++)
        if (!ONITAMA_MOVE_IS_PASS(moves[i]) && ONITAMA_MOVE_TO(moves[i]) == square) return true;
    return false;
}

/* "capture [master|student]": the move took a piece of the other side (of that kind). */
static GameGoalResult capture_goal(const OnitamaState *before, const OnitamaState *after,
                                   int player, const char *const *words, int count, Error *err) {
    const char *kind = count > 1 ? words[1] : "any";
    bool master = strcmp(kind, "master") == 0, student = strcmp(kind, "student") == 0;
    if (count > 2 || !(master || student || strcmp(kind, "any") == 0)) {
        error_set(err, "goal 'capture' takes 'master', 'student' or nothing");
        return GAME_GOAL_UNKNOWN;
    }
    if (!before) return GAME_GOAL_NOT_MET;
    int rival = 1 - player;
    bool took_master = before->master[rival] && !after->master[rival];
    int students_before = count_bits(before->pieces[rival] & ~before->master[rival]);
    int students_after = count_bits(after->pieces[rival] & ~after->master[rival]);
    bool took_student = students_after < students_before;
    bool met = master ? took_master : student ? took_student : took_master || took_student;
    return met ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

/* "reach SQUARE [master]": the piece moved (the Master, if named) ends on SQUARE. */
static GameGoalResult reach_goal(const OnitamaState *before, Move move, const char *const *words,
                                 int count, Error *err) {
    int square = count > 1 && strlen(words[1]) == 2 ? onitama_parse_square(words[1]) : -1;
    bool master = count > 2 && strcmp(words[2], "master") == 0;
    if (square < 0 || count > 3 || (count == 3 && !master)) {
        error_set(err, "goal 'reach' takes a square and maybe 'master': reach c3 master");
        return GAME_GOAL_UNKNOWN;
    }
    if (!before) return GAME_GOAL_NOT_MET;
    if (ONITAMA_MOVE_IS_PASS(move) || ONITAMA_MOVE_TO(move) != square) return GAME_GOAL_NOT_MET;
    bool moved_master = (before->master[before->to_move] >> ONITAMA_MOVE_FROM(move) & 1) != 0;
    return !master || moved_master ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

/* "card NAME": the move used that card (a pass gives it up, which counts). */
static GameGoalResult card_goal(const OnitamaState *before, Move move, const char *const *words,
                                int count, Error *err) {
    int card = count == 2 ? onitama_card_by_name(words[1]) : -1;
    if (card < 0) {
        error_set(err, "goal 'card' takes one card's name: card tiger");
        return GAME_GOAL_UNKNOWN;
    }
    if (!before) return GAME_GOAL_NOT_MET;
    return ONITAMA_MOVE_CARD(move) == card ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
}

/* "safe": after the move no piece of the other side can take the learner's Master. */
static GameGoalResult safe_goal(const OnitamaState *before, const OnitamaState *after, int player,
                                int count, Error *err) {
    if (count != 1) {
        error_set(err, "goal 'safe' takes no words");
        return GAME_GOAL_UNKNOWN;
    }
    if (!before) return GAME_GOAL_NOT_MET;
    if (after->result != ONITAMA_ONGOING)
        return after->winner == player ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
    uint32_t master = after->master[player];
    if (!master) return GAME_GOAL_NOT_MET;
    return square_attacked(after, onitama_lowest_square(master)) ? GAME_GOAL_NOT_MET
                                                                 : GAME_GOAL_MET;
}

GameGoalResult onitama_goal_met(const void *before, Move move, const void *after, int player,
                                const char *const *words, int count, Error *err) {
    const char *goal = count > 0 ? words[0] : "";
    if (strcmp(goal, "capture") == 0) return capture_goal(before, after, player, words, count, err);
    if (strcmp(goal, "reach") == 0) return reach_goal(before, move, words, count, err);
    if (strcmp(goal, "card") == 0) return card_goal(before, move, words, count, err);
    if (strcmp(goal, "safe") == 0) return safe_goal(before, after, player, count, err);
    if (strcmp(goal, "pass") == 0) {
        if (count != 1) {
            error_set(err, "goal 'pass' takes no words");
            return GAME_GOAL_UNKNOWN;
        }
        if (!before) return GAME_GOAL_NOT_MET;
        return ONITAMA_MOVE_IS_PASS(move) ? GAME_GOAL_MET : GAME_GOAL_NOT_MET;
    }
    error_set(err, "unknown goal '%s' (Onitama's: capture, reach, card, safe, pass)", goal);
    return GAME_GOAL_UNKNOWN;
}
