/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's deduction puzzles: where the piece that just fired can stand, and which field is
 * sure to hit it, answered from the side's observation and its pad alone (docs/puzzles.md). */
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

/* Both questions are asked whenever the other side fired in its last turn: the answers walk its
 * whole history back, so they are exact however many pieces it has left (docs/puzzles.md). */
static int questions(const void *observation, char (*out)[GAME_QUESTION_MAX], int cap) {
    const MortarHuntObservation *v = observation;
    int target = last_shot_target(v);
    if (target == MORTAR_HUNT_NONE || cap < 2) return 0;
    char sq[4];
    mortar_hunt_square_text(target, sq);
    snprintf(out[0], GAME_QUESTION_MAX, "where %s", sq);
    snprintf(out[1], GAME_QUESTION_MAX, "sure-hit %s", sq);
    return 2;
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

/* The search's nodes for one arrangement of the shooter before it gives up (a few tenths of a
 * second at most). */
#define HISTORY_BUDGET 200000L

/* Every (square, facing, kind) the shooter may have fired from, by the geometry: the target at a
 * distance its kind's range allows along its facing, inside the other side's half, on a square
 * no wreck (or crater) of theirs blocks. The fast necessary condition; each is then looked for
 * in a whole history of the other side. */
typedef struct Arrangement {
    uint8_t square, dir, kind;
} Arrangement;

static int geometric_arrangements(const MortarHuntObservation *v, int target, Arrangement *out,
                                  int *ruled_out) {
    int count = 0;
    bool seen_blocked[MORTAR_HUNT_SQUARES] = {false};
    *ruled_out = 0;
    for (int kind = MORTAR_HUNT_HM; kind <= MORTAR_HUNT_LH; kind++) {
        if (!kind_allowed(v, kind)) continue;
        uint8_t squares[64], dirs[64];
        int n = mortar_hunt_shooter_positions(1 - v->player, kind, target, squares, dirs, 64);
        for (int i = 0; i < n; i++) {
            if (may_stand(v, squares[i])) {
                out[count++] = (Arrangement){squares[i], dirs[i], (uint8_t)kind};
            } else if (!seen_blocked[squares[i]]) {
                seen_blocked[squares[i]] = true;
                (*ruled_out)++;
            }
        }
    }
    return count;
}

/* The arrangements some whole history allows, counted on their squares; the squares the
 * geometry allows but no history does, counted in `narrowed`. */
static bool exact_arrangements(const MortarHuntObservation *v, int target, GameDeductionAnswer *out,
                               int at_square[MORTAR_HUNT_SQUARES], Error *err) {
    Arrangement arrangement[128];
    int geometric = geometric_arrangements(v, target, arrangement, &out->ruled_out);
    bool allowed[MORTAR_HUNT_SQUARES] = {false}, tried[MORTAR_HUNT_SQUARES] = {false};
    for (int i = 0; i < geometric; i++) {
        const Arrangement *a = &arrangement[i];
        tried[a->square] = true;
        switch (mortar_hunt_shooter_history(v, a->square, a->dir, a->kind, HISTORY_BUDGET)) {
        case MORTAR_HUNT_SEARCH_FOUND:
            allowed[a->square] = true;
            at_square[a->square]++;
            out->hypotheses++;
            break;
        case MORTAR_HUNT_SEARCH_UNKNOWN:
            out->undecided++;
            break;
        case MORTAR_HUNT_SEARCH_NONE:
            break;
        }
    }
    if (out->undecided)
        return error_set(err, "%d arrangement%s not settled within %ld nodes", out->undecided,
                         out->undecided == 1 ? " is" : "s are", HISTORY_BUDGET);
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) out->narrowed += tried[sq] && !allowed[sq];
    out->ruled_out += out->narrowed;
    return true;
}

static bool answer(const void *observation, const char *question, GameDeductionAnswer *out,
                   Error *err) {
    const MortarHuntObservation *v = observation;
    bool sure_hit;
    int target;
    *out = (GameDeductionAnswer){0};
    if (!read_question(question, &sure_hit, &target))
        return error_set(err, "'%s' is not a question of Mortar Hunt ('where SQ', 'sure-hit SQ')",
                         question);
    if (v->phase != MORTAR_HUNT_PHASE_PLAY || v->to_move != v->player)
        return error_set(err, "the question is asked on the observer's own turn");
    char sq[4];
    mortar_hunt_square_text(target, sq);
    if (!mortar_hunt_in_half(v->player, target) || v->marks[target] == MORTAR_HUNT_MARK_NONE)
        return error_set(err, "no shot of the other side landed on %s", sq);
    if (last_shot_target(v) != target)
        return error_set(err, "the pad (shots=) does not end with the other side's shot at %s", sq);
    int at_square[MORTAR_HUNT_SQUARES] = {0};
    if (!exact_arrangements(v, target, out, at_square, err)) return false;
    if (out->hypotheses == 0) return error_set(err, "no history could have fired that shot");
    for (int s = 0; s < MORTAR_HUNT_SQUARES; s++)
        if (mortar_hunt_in_half(1 - v->player, s) && may_stand(v, s)) out->candidates++;
    for (int s = 0; s < MORTAR_HUNT_SQUARES; s++)
        if (at_square[s] > 0) out->fields[out->field_count++] = s;
    /* Sure to hit: the shooter stands there in every history, so the answer is that one field. */
    if (sure_hit && out->field_count != 1) {
        out->field_count = 0;
        return error_set(err, "no shot is sure to hit");
    }
    return true;
}

static bool position_to_text(const void *observation, char *buf, size_t n) {
    return mortar_hunt_observation_to_text_with_shots(observation, buf, n);
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
    .position_to_text = position_to_text,
    .field_to_text = field_to_text,
    .field_from_text = field_from_text,
};
