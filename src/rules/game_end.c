/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of a game, written once: the outcome after a line of positions (the repetition rule),
 * the end grammar that records, the server and its saved rooms write and read, and the status
 * line of the protocol. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "rules/game.h"

#define SCORE_DIGITS_MAX 6

int game_repetitions(const uint64_t *hashes, int ply) {
    uint64_t h = hashes[ply];
    int count = 0;
    for (int i = 0; i <= ply; i++) count += hashes[i] == h;
    return count;
}

Outcome game_outcome_after(const GameRules *g, const void *st, const uint64_t *hashes, int ply) {
    Outcome o = g->outcome(st);
    if (o.kind != OUTCOME_ONGOING || !g->repetition_outcome) return o;
    if (game_repetitions(hashes, ply) < 3) return o;
    return g->repetition_outcome(st);
}

/* The length of the reason's word at `p`: small letters and dashes. */
static size_t reason_length(const char *p) {
    size_t n = 0;
    while (islower((unsigned char)p[n]) || p[n] == '-') n++;
    return n;
}

bool game_end_to_text(Outcome o, char *buf, size_t n) {
    if (n) buf[0] = '\0';
    if (o.kind == OUTCOME_ONGOING || !o.reason) return false;
    size_t len = reason_length(o.reason);
    if (len == 0 || o.reason[len] || len >= GAME_END_REASON_MAX) return false;
    if (o.kind == OUTCOME_WIN && o.winner != 0 && o.winner != 1) return false;
    char score[48] = "";
    if (o.score[0] || o.score[1])
        snprintf(score, sizeof score, " score=%d,%d", o.score[0], o.score[1]);
    int w = o.kind == OUTCOME_WIN ? snprintf(buf, n, "win %d %s%s", o.winner + 1, o.reason, score)
                                  : snprintf(buf, n, "draw %s%s", o.reason, score);
    if (w < 0 || (size_t)w >= n) {
        if (n) buf[0] = '\0';
        return false;
    }
    return true;
}

/* A score's number: 1 to SCORE_DIGITS_MAX digits at *p, moved past. */
static bool read_number(const char **p, int *out) {
    int digits = 0, v = 0;
    while (isdigit((unsigned char)**p)) {
        if (++digits > SCORE_DIGITS_MAX) return false;
        v = v * 10 + (**p - '0');
        (*p)++;
    }
    *out = v;
    return digits > 0;
}

bool game_end_from_text(const char *text, Outcome *out, char *reason, Error *err) {
    *out = (Outcome){.kind = OUTCOME_ONGOING, .winner = -1, .score = {0, 0}, .reason = NULL};
    reason[0] = '\0';
    const char *p = text;
    OutcomeKind kind;
    int winner = -1;
    size_t digits = strncmp(p, "win ", 4) == 0 ? strspn(p + 4, "0123456789") : 0;
    if (digits && p[4 + digits] == ' ') {
        if (digits != 1 || (p[4] != '1' && p[4] != '2'))
            return error_set(err, "bad end '%.64s': the winner is side 1 or 2", text);
        kind = OUTCOME_WIN;
        winner = p[4] - '1';
        p += 6;
    } else if (strncmp(p, "draw ", 5) == 0) {
        kind = OUTCOME_DRAW;
        p += 5;
    } else {
        return error_set(err,
                         "bad end '%.64s' (expected 'win 1 <reason>', 'win 2 <reason>' or "
                         "'draw <reason>')",
                         text);
    }
    size_t len = reason_length(p);
    if (len == 0 || (p[len] && p[len] != ' '))
        return error_set(err, "bad end '%.64s': the reason is one word of small letters and dashes",
                         text);
    if (len >= GAME_END_REASON_MAX)
        return error_set(err, "bad end '%.64s': the reason is longer than %d letters", text,
                         GAME_END_REASON_MAX - 1);
    const char *word = p;
    p += len;
    int score[2] = {0, 0};
    if (*p == ' ') {
        p++;
        bool ok = strncmp(p, "score=", 6) == 0;
        if (ok) p += 6;
        ok = ok && read_number(&p, &score[0]) && *p++ == ',' && read_number(&p, &score[1]) && !*p;
        if (!ok)
            return error_set(err, "bad end '%.64s': only 'score=<a>,<b>' may follow the reason",
                             text);
    }
    memcpy(reason, word, len);
    reason[len] = '\0';
    *out =
        (Outcome){.kind = kind, .winner = winner, .score = {score[0], score[1]}, .reason = reason};
    return true;
}

void game_status_text(const GameRules *g, Outcome o, int to_move, char *buf, size_t n) {
    switch (o.kind) {
    case OUTCOME_ONGOING:
        snprintf(buf, n, "ongoing %s", g->player_names[to_move]);
        break;
    case OUTCOME_WIN:
        snprintf(buf, n, "win %s %s", g->player_names[o.winner], o.reason ? o.reason : "");
        break;
    case OUTCOME_DRAW:
        snprintf(buf, n, "draw %s", o.reason ? o.reason : "");
        break;
    }
}
