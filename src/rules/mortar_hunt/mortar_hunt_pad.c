/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt for people: the paper pad of one player, and board diagrams of an observation and of
 * the true state. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

#define PAD_COLUMN 10

typedef struct Out {
    char *buf;
    size_t n, used;
} Out;

__attribute__((format(printf, 2, 3))) static void out(Out *o, const char *fmt, ...) {
    if (!o->n || o->used >= o->n - 1) return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(o->buf + o->used, o->n - o->used, fmt, ap);
    va_end(ap);
    if (k < 0) return;
    o->used += (size_t)k;
    if (o->used >= o->n) o->used = o->n - 1;
}

/* Ends a pad line: trailing spaces go, a newline comes. */
static void end_line(Out *o) {
    while (o->used > 0 && o->buf[o->used - 1] == ' ') o->buf[--o->used] = '\0';
    out(o, "\n");
}

static void cell(Out *o, const char *text) {
    out(o, "%-*s", PAD_COLUMN, text);
}

/* The kind is written where the pieces are first listed only, as on paper. */
static void piece_text(const MortarHuntPiece *p, bool with_kind, char *buf, size_t n) {
    char sq[4];
    mortar_hunt_square_text(p->square, sq);
    snprintf(buf, n, "%s/%s%s", sq, mortar_hunt_dir_name(p->dir),
             with_kind && p->kind == MORTAR_HUNT_LH ? ":LH" : "");
}

static void shot_text(int target, int result, char *buf, size_t n) {
    char sq[4];
    mortar_hunt_square_text(target, sq);
    if (target == MORTAR_HUNT_NONE)
        snprintf(buf, n, "X");
    else if (result == MORTAR_HUNT_RESULT_HIT)
        snprintf(buf, n, "(%s)", sq);
    else
        snprintf(buf, n, "%s", sq);
}

static void opponent_cell(Out *o, const MortarHuntRecord *r) {
    char text[16] = "";
    if (r->type == MORTAR_HUNT_RECORD_SACRIFICE) {
        char sq[4];
        mortar_hunt_square_text(r->revealed, sq);
        snprintf(text, sizeof text, "sac %s", sq);
    } else if (r->type == MORTAR_HUNT_RECORD_MOVE) {
        shot_text(r->target, r->result, text, sizeof text);
    }
    cell(o, text);
}

void mortar_hunt_pad_format(const MortarHuntObservation *v, char *buf, size_t n) {
    Out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    int p = v->player, q = 1 - p;
    out(&o, "Player %s", p == MORTAR_HUNT_A ? "A" : "B");
    end_line(&o);
    /* B's pad has the opponent's column first: A shoots first in every turn. */
    cell(&o, "TURN");
    if (p == MORTAR_HUNT_B) out(&o, "%-*s", PAD_COLUMN * 2, "OPPONENT'S SHOT");
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        char title[16];
        snprintf(title, sizeof title, "PIECE %d", i + 1);
        cell(&o, title);
    }
    cell(&o, "SHOOTING");
    if (p == MORTAR_HUNT_A) cell(&o, "OPPONENT'S SHOT");
    end_line(&o);
    if (v->initial[0].square == MORTAR_HUNT_NONE) return;

    char label[16];
    snprintf(label, sizeof label, v->history_turn == 1 ? "INITIAL" : "AT %d", v->history_turn);
    cell(&o, label);
    if (p == MORTAR_HUNT_B) cell(&o, ""), cell(&o, "");
    MortarHuntPiece pieces[MORTAR_HUNT_PIECES];
    memcpy(pieces, v->initial, sizeof pieces);
    bool marked[MORTAR_HUNT_PIECES];
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        char text[24];
        piece_text(&pieces[i], true, text, sizeof text);
        if (!pieces[i].alive) strcat(text, " x");
        marked[i] = !pieces[i].alive;
        cell(&o, text);
    }
    end_line(&o);

    int rows = v->count[0] > v->count[1] ? v->count[0] : v->count[1];
    for (int row = 0; row < rows; row++) {
        const MortarHuntRecord empty = {0, 0, 0, 0, 0, 0, 0, 0};
        const MortarHuntRecord *mine = row < v->count[p] ? &v->history[p][row] : &empty;
        const MortarHuntRecord *theirs = row < v->count[q] ? &v->history[q][row] : &empty;
        snprintf(label, sizeof label, "%d", v->history_turn + row);
        cell(&o, label);
        if (p == MORTAR_HUNT_B) {
            /* Two columns wide, like the header. */
            opponent_cell(&o, theirs);
            cell(&o, "");
            if (theirs->type == MORTAR_HUNT_RECORD_MOVE &&
                theirs->result == MORTAR_HUNT_RESULT_HIT) {
                int i = mortar_hunt_piece_on(pieces, theirs->target);
                if (i != MORTAR_HUNT_NONE) pieces[i].alive = 0;
            }
        }
        if (mine->type == MORTAR_HUNT_RECORD_MOVE) {
            pieces[mine->piece].square = mine->square;
            pieces[mine->piece].dir = mine->dir;
        }
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            char text[24] = "";
            if (mine->type && mine->piece == i) {
                if (mine->type == MORTAR_HUNT_RECORD_SACRIFICE) {
                    snprintf(text, sizeof text, "sacrifice");
                    pieces[i].alive = 0;
                    marked[i] = true;
                } else {
                    piece_text(&pieces[i], false, text, sizeof text);
                    if (mine->shooter == i) strcat(text, " *");
                }
            } else if (mine->type == MORTAR_HUNT_RECORD_MOVE && mine->shooter == i) {
                snprintf(text, sizeof text, "*");
            } else if (!pieces[i].alive && !marked[i]) {
                snprintf(text, sizeof text, "x");
                marked[i] = true;
            }
            cell(&o, text);
        }
        char shot[16] = "";
        if (mine->type == MORTAR_HUNT_RECORD_MOVE)
            shot_text(mine->target, mine->result, shot, sizeof shot);
        else if (mine->type == MORTAR_HUNT_RECORD_SACRIFICE)
            snprintf(shot, sizeof shot, "-");
        cell(&o, shot);
        if (p == MORTAR_HUNT_A) {
            opponent_cell(&o, theirs);
            if (theirs->type == MORTAR_HUNT_RECORD_MOVE &&
                theirs->result == MORTAR_HUNT_RESULT_HIT) {
                int i = mortar_hunt_piece_on(pieces, theirs->target);
                if (i != MORTAR_HUNT_NONE) pieces[i].alive = 0;
            }
        }
        end_line(&o);
    }
}

/* ---- board diagrams ---- */

static char mark_char(int mark) {
    switch (mark) {
    case MORTAR_HUNT_MARK_MISS:
        return 'o';
    case MORTAR_HUNT_MARK_HIT:
    case MORTAR_HUNT_MARK_SACRIFICE:
        return 'x';
    default:
        return '.';
    }
}

/* Board rows 9 to 1; `pieces[p]` may be NULL for a side that is not shown. */
static void board(Out *o, const MortarHuntPiece *pieces[2],
                  const uint8_t marks[MORTAR_HUNT_SQUARES]) {
    out(o, "   A B C D E F G H I J K L\n");
    for (int row = MORTAR_HUNT_ROWS - 1; row >= 0; row--) {
        out(o, "%2d", row + 1);
        for (int col = 0; col < MORTAR_HUNT_COLS; col++) {
            int sq = mortar_hunt_square(col, row);
            char c = row == 4 ? '=' : mark_char(marks[sq]);
            for (int p = 0; p < 2; p++) {
                if (!pieces[p]) continue;
                int i = mortar_hunt_piece_on(pieces[p], sq);
                if (i != MORTAR_HUNT_NONE)
                    c = pieces[p][i].alive ? (p == MORTAR_HUNT_A ? 'A' : 'B') : 'x';
            }
            out(o, " %c", c);
        }
        out(o, "\n");
    }
}

static void piece_list(Out *o, int player, const MortarHuntPiece pieces[MORTAR_HUNT_PIECES]) {
    out(o, "%s:", player == MORTAR_HUNT_A ? "A" : "B");
    if (pieces[0].square == MORTAR_HUNT_NONE) out(o, " not placed");
    for (int i = 0; i < MORTAR_HUNT_PIECES && pieces[0].square != MORTAR_HUNT_NONE; i++) {
        char text[24];
        piece_text(&pieces[i], true, text, sizeof text);
        out(o, " %s%s", text, pieces[i].alive ? "" : " (destroyed)");
    }
    out(o, "\n");
}

static void counters(Out *o, const MortarHuntRulesInfo *info, int phase, int to_move, int turn,
                     const uint8_t skips[2], const uint8_t lost[2], Outcome outcome) {
    if (phase == MORTAR_HUNT_PHASE_SETUP)
        out(o, "setup: %s places\n", to_move == MORTAR_HUNT_A ? "A" : "B");
    else if (outcome.kind == OUTCOME_ONGOING)
        out(o, "turn %d of %d, %s to move\n", turn, mortar_hunt_turn_limit(info),
            to_move == MORTAR_HUNT_A ? "A" : "B");
    else if (outcome.kind == OUTCOME_WIN)
        out(o, "%s wins (%s)\n", outcome.winner == MORTAR_HUNT_A ? "A" : "B", outcome.reason);
    else
        out(o, "draw (%s)\n", outcome.reason);
    out(o, "skips A %d B %d; destroyed A %d B %d", skips[0], skips[1], lost[0], lost[1]);
}

void mortar_hunt_describe(const void *st, char *buf, size_t n) {
    const MortarHuntState *s = st;
    Out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    const MortarHuntPiece *pieces[2] = {s->pieces[0], s->pieces[1]};
    board(&o, pieces, s->marks);
    piece_list(&o, MORTAR_HUNT_A, s->pieces[0]);
    piece_list(&o, MORTAR_HUNT_B, s->pieces[1]);
    counters(&o, &s->info, s->phase, s->to_move, s->turn, s->skips, s->lost,
             mortar_hunt_rules.outcome(s));
}

void mortar_hunt_observation_describe(const MortarHuntObservation *v, char *buf, size_t n) {
    Out o = {buf, n, 0};
    if (n) buf[0] = '\0';
    const MortarHuntPiece *pieces[2] = {NULL, NULL};
    pieces[v->player] = v->own;
    out(&o, "view of %s\n", v->player == MORTAR_HUNT_A ? "A" : "B");
    board(&o, pieces, v->marks);
    piece_list(&o, v->player, v->own);
    counters(&o, &v->info, v->phase, v->to_move, v->turn, v->skips, v->lost,
             mortar_hunt_observation_outcome(v));
}
