/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's pad of shots in one word (`shots=`): what both sides' turns announced, in the order
 * they were played, which the observation's line adds for the deduction puzzles. */
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

/* Rows played before the side to move's turn: A's and B's of every earlier turn, and A's of this
 * one when B is to move. */
static int rows_played(const MortarHuntObservation *v) {
    return 2 * (v->turn - 1) + (v->to_move == MORTAR_HUNT_B);
}

static const MortarHuntRecord *row_of(const MortarHuntObservation *v, int index) {
    return &v->history[index % 2][index / 2];
}

static bool put_row(const MortarHuntRecord *r, char *buf, size_t n, size_t *used) {
    char sq[4] = "";
    int k;
    if (r->type == MORTAR_HUNT_RECORD_SACRIFICE) {
        mortar_hunt_square_text(r->revealed, sq);
        k = snprintf(buf + *used, n - *used, "x%s", sq);
    } else if (r->type == MORTAR_HUNT_RECORD_MOVE && r->target != MORTAR_HUNT_NONE) {
        mortar_hunt_square_text(r->target, sq);
        k = snprintf(buf + *used, n - *used, "%s%c", sq,
                     r->result == MORTAR_HUNT_RESULT_HIT ? 'h' : 'm');
    } else if (r->type == MORTAR_HUNT_RECORD_MOVE) {
        k = snprintf(buf + *used, n - *used, "-");
    } else {
        return false; /* a row before the history's start: not known */
    }
    if (k < 0 || (size_t)k >= n - *used) return false;
    *used += (size_t)k;
    return true;
}

bool mortar_hunt_observation_to_text_with_shots(const MortarHuntObservation *v, char *buf,
                                                size_t n) {
    if (v->phase != MORTAR_HUNT_PHASE_PLAY || v->history_turn != 1) return false;
    if (!mortar_hunt_observation_to_text(v, buf, n)) return false;
    size_t used = strlen(buf);
    int k = snprintf(buf + used, n - used, " shots=");
    if (k < 0 || (size_t)k >= n - used) return false;
    used += (size_t)k;
    int rows = rows_played(v);
    for (int i = 0; i < rows; i++) {
        if (i && used + 1 < n) buf[used++] = '.';
        if (!put_row(row_of(v, i), buf, n, &used)) return false;
    }
    buf[used < n ? used : n - 1] = '\0';
    return used < n;
}

static bool read_row(const char **p, int side, MortarHuntRecord *r) {
    memset(r, 0, sizeof *r);
    r->piece = r->square = r->dir = r->shooter = r->target = r->revealed = MORTAR_HUNT_NONE;
    r->type = MORTAR_HUNT_RECORD_MOVE;
    int sq;
    if (**p == '-') {
        (*p)++;
        return true;
    }
    if (**p == 'x') {
        (*p)++;
        if (!mortar_hunt_parse_square(p, &sq) || !mortar_hunt_in_half(side, sq)) return false;
        r->type = MORTAR_HUNT_RECORD_SACRIFICE;
        r->revealed = (uint8_t)sq;
        return true;
    }
    if (!mortar_hunt_parse_square(p, &sq) || !mortar_hunt_in_half(1 - side, sq)) return false;
    if (**p != 'm' && **p != 'h') return false;
    r->target = (uint8_t)sq;
    r->result = **p == 'h' ? MORTAR_HUNT_RESULT_HIT : MORTAR_HUNT_RESULT_MISS;
    (*p)++;
    return true;
}

/* The marks and skips the rows leave, which must be the line's own. */
static void replay(const MortarHuntRecord *rows, int count, uint8_t marks[MORTAR_HUNT_SQUARES],
                   uint8_t skips[2]) {
    memset(marks, 0, MORTAR_HUNT_SQUARES);
    skips[0] = skips[1] = 0;
    for (int i = 0; i < count; i++) {
        const MortarHuntRecord *r = &rows[i];
        if (r->type == MORTAR_HUNT_RECORD_SACRIFICE) {
            marks[r->revealed] = MORTAR_HUNT_MARK_SACRIFICE;
            skips[i % 2] = 0;
        } else if (r->target != MORTAR_HUNT_NONE) {
            marks[r->target] = (uint8_t)mortar_hunt_mark_after(marks[r->target], r->result);
            skips[i % 2] = 0;
        } else {
            skips[i % 2]++;
        }
    }
}

bool mortar_hunt_observation_read_shots(MortarHuntObservation *v, const char *word, Error *err) {
    if (strncmp(word, "shots=", 6) != 0)
        return error_set(err, "expected shots=<rows> after the options, not '%s'", word);
    if (v->phase != MORTAR_HUNT_PHASE_PLAY) return error_set(err, "shots= needs a turn of play");
    MortarHuntRecord rows[2 * MORTAR_HUNT_TURNS_MAX];
    int want = rows_played(v), count = 0;
    const char *p = word + 6;
    while (*p && count < want) {
        if (count && *p++ != '.') return error_set(err, "shots: rows are separated by '.'");
        if (!read_row(&p, count % 2, &rows[count]))
            return error_set(err,
                             "shots: row %d is not '-', '<square>m', '<square>h' or "
                             "'x<square>' of the right half",
                             count + 1);
        count++;
    }
    if (*p || count != want)
        return error_set(err, "shots: %d rows for turn %d with %c to move, not %s", want, v->turn,
                         v->to_move == MORTAR_HUNT_A ? 'A' : 'B', *p ? "more" : "fewer");
    uint8_t marks[MORTAR_HUNT_SQUARES], skips[2];
    replay(rows, count, marks, skips);
    if (memcmp(marks, v->marks, sizeof marks) != 0 || skips[0] != v->skips[0] ||
        skips[1] != v->skips[1])
        return error_set(err, "shots: the rows do not leave the line's marks and skips");
    v->history_turn = 1;
    v->count[0] = v->count[1] = 0;
    for (int i = 0; i < count; i++) v->history[i % 2][v->count[i % 2]++] = rows[i];
    return true;
}
