/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's deduction puzzles: where the piece that just fired can stand, and which field is
 * sure to hit it, answered from the side's observation alone (docs/puzzles.md says how exactly). */
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

/* The shot the other side fired in the turn just before the observer's own: its target, or
 * MORTAR_HUNT_NONE when that turn fired none (or is not in the pad). */
static int last_shot_target(const MortarHuntObservation *v) {
    if (v->phase != MORTAR_HUNT_PHASE_PLAY || v->to_move != v->player) return MORTAR_HUNT_NONE;
    int other = 1 - v->player;
    /* A plays first in a turn: A's previous other-side turn is the one before. */
    int row = (v->player == MORTAR_HUNT_A ? v->turn - 1 : v->turn) - v->history_turn;
    if (row < 0 || row >= v->count[other]) return MORTAR_HUNT_NONE;
    const MortarHuntRecord *r = &v->history[other][row];
    return r->type == MORTAR_HUNT_RECORD_MOVE ? r->target : MORTAR_HUNT_NONE;
}

/* `where` is asked only while the other side has all its pieces: with fewer, its older shots may
 * pin down the same piece, which the answer does not use (docs/puzzles.md). `sure-hit` is right
 * whenever it has an answer. */
static int questions(const void *observation, char (*out)[GAME_QUESTION_MAX], int cap) {
    const MortarHuntObservation *v = observation;
    int target = last_shot_target(v);
    if (target == MORTAR_HUNT_NONE || cap < 2) return 0;
    char sq[4];
    mortar_hunt_square_text(target, sq);
    int n = 0;
    if (v->lost[1 - v->player] == 0) snprintf(out[n++], GAME_QUESTION_MAX, "where %s", sq);
    snprintf(out[n++], GAME_QUESTION_MAX, "sure-hit %s", sq);
    return n;
}

/* Whether a piece of the other side may stand on `sq` now, from the marks alone: no wreck of
 * theirs lies there (a hit or a sacrifice), and in the crater variant no crater. */
static bool may_stand(const MortarHuntObservation *v, int sq) {
    int mark = v->marks[sq];
    if (mark == MORTAR_HUNT_MARK_HIT || mark == MORTAR_HUNT_MARK_SACRIFICE) return false;
    return !(v->info.craters && mark == MORTAR_HUNT_MARK_MISS);
}

static bool kind_allowed(const MortarHuntObservation *v, int kind) {
    return v->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE ||
           (v->info.pieces_option == MORTAR_HUNT_PIECES_LH) == (kind == MORTAR_HUNT_LH);
}

static bool read_question(const char *question, bool *sure_hit, int *target) {
    const char *p = question;
    if (strncmp(p, "where ", 6) == 0) {
        *sure_hit = false;
        p += 6;
    } else if (strncmp(p, "sure-hit ", 9) == 0) {
        *sure_hit = true;
        p += 9;
    } else {
        return false;
    }
    return mortar_hunt_parse_square(&p, target) && *p == '\0';
}

/* Every (square, facing, kind) the shooter may have fired from, consistent with what the
 * observer saw: the target at a distance its kind's range allows along its facing, inside the
 * other side's half, on a square no wreck (or crater) of theirs blocks. The shooter has not moved
 * since: a side moves before it fires, and the observer has not played yet. */
static int shooter_squares(const MortarHuntObservation *v, int target, int *at_square,
                           int *ruled_out) {
    int hypotheses = 0;
    bool seen_blocked[MORTAR_HUNT_SQUARES] = {false};
    *ruled_out = 0;
    for (int kind = MORTAR_HUNT_HM; kind <= MORTAR_HUNT_LH; kind++) {
        if (!kind_allowed(v, kind)) continue;
        uint8_t squares[64], dirs[64];
        int n = mortar_hunt_shooter_positions(1 - v->player, kind, target, squares, dirs, 64);
        for (int i = 0; i < n; i++) {
            if (may_stand(v, squares[i])) {
                at_square[squares[i]]++;
                hypotheses++;
            } else if (!seen_blocked[squares[i]]) {
                seen_blocked[squares[i]] = true;
                (*ruled_out)++;
            }
        }
    }
    return hypotheses;
}

static bool answer(const void *observation, const char *question, GameDeductionAnswer *out,
                   Error *err) {
    const MortarHuntObservation *v = observation;
    bool sure_hit;
    int target;
    if (!read_question(question, &sure_hit, &target))
        return error_set(err, "'%s' is not a question of Mortar Hunt ('where SQ', 'sure-hit SQ')",
                         question);
    if (v->phase != MORTAR_HUNT_PHASE_PLAY || v->to_move != v->player)
        return error_set(err, "the question is asked on the observer's own turn");
    if (!mortar_hunt_in_half(v->player, target) || v->marks[target] == MORTAR_HUNT_MARK_NONE) {
        char sq[4];
        mortar_hunt_square_text(target, sq);
        return error_set(err, "no shot of the other side landed on %s", sq);
    }
    int at_square[MORTAR_HUNT_SQUARES] = {0};
    *out = (GameDeductionAnswer){0};
    out->hypotheses = shooter_squares(v, target, at_square, &out->ruled_out);
    if (out->hypotheses == 0) return error_set(err, "no square could have fired that shot");
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        if (mortar_hunt_in_half(1 - v->player, sq) && may_stand(v, sq)) out->candidates++;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++)
        /* Sure to hit: a live piece stands there in every consistent arrangement. */
        if (sure_hit ? at_square[sq] == out->hypotheses : at_square[sq] > 0)
            out->fields[out->field_count++] = sq;
    if (out->field_count == 0) return error_set(err, "no shot is sure to hit");
    return true;
}

static bool field_to_text(int field, char *buf, size_t n) {
    if (field < 0 || field >= MORTAR_HUNT_SQUARES || n < 4) return false;
    mortar_hunt_square_text(field, buf);
    return true;
}

static bool field_from_text(const char *text, int *field) {
    return mortar_hunt_parse_square(&text, field) && *text == '\0';
}

const GameDeduction mortar_hunt_deduction = {
    .questions = questions,
    .answer = answer,
    .field_to_text = field_to_text,
    .field_from_text = field_from_text,
};
