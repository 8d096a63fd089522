/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt one-line positions (the protocol's `position fen`) of the true state and of one
 * side's observation, written and fully validated. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

static const char mark_letters[4] = {'-', 'm', 'h', 's'};
static const char *const piece_options[3] = {"HM", "LH", "choose"};

typedef struct Writer {
    char *buf;
    size_t n, used;
    bool ok;
} Writer;

__attribute__((format(printf, 2, 3))) static void put(Writer *w, const char *fmt, ...) {
    if (!w->ok) return;
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(w->buf + w->used, w->n - w->used, fmt, ap);
    va_end(ap);
    if (k < 0 || (size_t)k >= w->n - w->used) {
        w->ok = false;
        return;
    }
    w->used += (size_t)k;
}

static void put_pieces(Writer *w, const MortarHuntPiece pieces[MORTAR_HUNT_PIECES]) {
    if (pieces[0].square == MORTAR_HUNT_NONE) {
        put(w, "-");
        return;
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        char sq[4];
        mortar_hunt_square_text(pieces[i].square, sq);
        put(w, "%s%s/%s%s%s", i ? "," : "", sq, mortar_hunt_dir_name(pieces[i].dir),
            pieces[i].kind == MORTAR_HUNT_LH ? ":LH" : "", pieces[i].alive ? "" : ":dead");
    }
}

/* What a position and an observation write alike after their pieces: the side to move, the turn,
 * the skips, the marks and the options. */
static void put_tail(Writer *w, int to_move, int turn, const uint8_t skips[2],
                     const uint8_t marks[MORTAR_HUNT_SQUARES], const MortarHuntRulesInfo *info) {
    put(w, " %c %d %d,%d ", to_move == MORTAR_HUNT_A ? 'A' : 'B', turn, skips[0], skips[1]);
    bool any = false;
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        if (!marks[sq]) continue;
        char name[4];
        mortar_hunt_square_text(sq, name);
        put(w, "%s%s%c", any ? "," : "", name, mark_letters[marks[sq]]);
        any = true;
    }
    if (!any) put(w, "-");
    put(w, " pieces=%s craters=%s turns=%d seed=%" PRIu64, piece_options[info->pieces_option],
        info->craters ? "on" : "off", info->turns_option, info->seed);
}

bool mortar_hunt_to_fen(const void *st, char *buf, size_t n) {
    const MortarHuntState *s = st;
    Writer w = {buf, n, 0, n > 0};
    if (n) buf[0] = '\0';
    put_pieces(&w, s->pieces[MORTAR_HUNT_A]);
    put(&w, " ");
    put_pieces(&w, s->pieces[MORTAR_HUNT_B]);
    put_tail(&w, s->to_move, s->turn, s->skips, s->marks, &s->info);
    return w.ok;
}

/* Splits `text` at spaces into at most `max` fields (in place in `copy`). */
static int split_fields(char *copy, char **fields, int max) {
    int count = 0;
    for (char *t = strtok(copy, " \t"); t; t = strtok(NULL, " \t")) {
        if (count == max) return max + 1;
        fields[count++] = t;
    }
    return count;
}

static bool parse_pieces(const char *field, int player, const MortarHuntRulesInfo *info,
                         MortarHuntPiece out[MORTAR_HUNT_PIECES], Error *err) {
    const char *name = player == MORTAR_HUNT_A ? "A" : "B";
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        out[i] = (MortarHuntPiece){MORTAR_HUNT_NONE, 0, 0, 0};
    }
    if (strcmp(field, "-") == 0) return true;
    const char *p = field;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        int sq, dir, kind = MORTAR_HUNT_HM, alive = 1;
        if (i > 0 && *p++ != ',')
            return error_set(err, "player %s: expected 3 pieces separated by commas", name);
        if (!mortar_hunt_parse_square(&p, &sq) || *p++ != '/' || !mortar_hunt_parse_dir(&p, &dir))
            return error_set(err, "player %s, piece %d: expected <square>/<facing>", name, i + 1);
        if (strncmp(p, ":LH", 3) == 0) {
            kind = MORTAR_HUNT_LH;
            p += 3;
        }
        if (strncmp(p, ":dead", 5) == 0) {
            alive = 0;
            p += 5;
        }
        char sqname[4];
        mortar_hunt_square_text(sq, sqname);
        if (!mortar_hunt_in_half(player, sq))
            return error_set(err, "player %s: %s is not in their half", name, sqname);
        if (mortar_hunt_piece_on(out, sq) != MORTAR_HUNT_NONE)
            return error_set(err, "player %s: two pieces on %s", name, sqname);
        if ((kind == MORTAR_HUNT_LH && info->pieces_option == MORTAR_HUNT_PIECES_HM) ||
            (kind == MORTAR_HUNT_HM && info->pieces_option == MORTAR_HUNT_PIECES_LH))
            return error_set(err, "player %s: the piece on %s does not match pieces=%s", name,
                             sqname, piece_options[info->pieces_option]);
        out[i] = (MortarHuntPiece){(uint8_t)sq, (uint8_t)dir, (uint8_t)kind, (uint8_t)alive};
    }
    if (*p) return error_set(err, "player %s: unexpected '%s' after 3 pieces", name, p);
    return true;
}

static bool parse_marks(const char *field, uint8_t marks[MORTAR_HUNT_SQUARES], Error *err) {
    memset(marks, 0, MORTAR_HUNT_SQUARES);
    if (strcmp(field, "-") == 0) return true;
    const char *p = field;
    for (;;) {
        int sq;
        if (!mortar_hunt_parse_square(&p, &sq))
            return error_set(err, "marks: expected <square><m|h|s>, like C7m");
        const char *letter = *p ? strchr("mhs", *p) : NULL;
        if (!letter) return error_set(err, "marks: a mark is m (miss), h (hit) or s (sacrifice)");
        p++;
        char name[4];
        mortar_hunt_square_text(sq, name);
        if (mortar_hunt_square_row(sq) == 4)
            return error_set(err, "marks: %s is in the obstacle row", name);
        if (marks[sq]) return error_set(err, "marks: %s is marked twice", name);
        marks[sq] = (uint8_t)(letter - "mhs" + 1);
        if (!*p) return true;
        if (*p++ != ',') return error_set(err, "marks: separate marks with commas");
    }
}

static bool parse_number(const char *text, long lo, long hi, long *out) {
    char *end;
    if (!*text || *text == '-' || *text == '+') return false;
    long v = strtol(text, &end, 10);
    if (*end || v < lo || v > hi) return false;
    *out = v;
    return true;
}

/* The dead pieces and the hit/sacrifice marks must tell the same story. */
static bool check_consistency(const MortarHuntState *s, Error *err) {
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        int owner = mortar_hunt_in_half(MORTAR_HUNT_A, sq) ? MORTAR_HUNT_A : MORTAR_HUNT_B;
        int i = mortar_hunt_piece_on(s->pieces[owner], sq);
        char name[4];
        mortar_hunt_square_text(sq, name);
        bool dead = i != MORTAR_HUNT_NONE && !s->pieces[owner][i].alive;
        bool marked =
            s->marks[sq] == MORTAR_HUNT_MARK_HIT || s->marks[sq] == MORTAR_HUNT_MARK_SACRIFICE;
        if (dead != marked)
            return error_set(err,
                             dead ? "the destroyed piece on %s has no h or s mark"
                                  : "%s is marked hit or sacrificed but holds no destroyed "
                                    "piece",
                             name);
        if (s->info.craters && s->marks[sq] == MORTAR_HUNT_MARK_MISS && i != MORTAR_HUNT_NONE)
            return error_set(err, "a piece stands on the crater at %s", name);
    }
    return true;
}

/* The turn, the skips and the marks (fields 4 to 6 of a position or an observation). */
static bool parse_counts(char *const f[3], int limit, long *turn, long skips[2],
                         uint8_t marks[MORTAR_HUNT_SQUARES], Error *err) {
    if (!parse_number(f[0], 0, limit + 1, turn))
        return error_set(err, "the turn is a number from 0 to %d, not '%s'", limit + 1, f[0]);
    char *comma = strchr(f[1], ',');
    if (!comma) return error_set(err, "skips are written <A>,<B>, like 0,1");
    *comma = '\0';
    if (!parse_number(f[1], 0, 2, &skips[0]) || !parse_number(comma + 1, 0, 2, &skips[1]))
        return error_set(err, "skips are 0, 1 or 2 for each player");
    return parse_marks(f[2], marks, err);
}

/* The last four fields of a position or an observation: the options in their fixed order. */
static bool parse_options_fields(char *const f[4], MortarHuntRulesInfo *info, Error *err) {
    GameOptions opt;
    game_options_init(&opt);
    for (int k = 0; k < 4; k++)
        if (!game_options_add(&opt, f[k], err)) return false;
    static const char *const order[4] = {"pieces", "craters", "turns", "seed"};
    for (int k = 0; k < 4; k++)
        if (strcmp(opt.items[k].key, order[k]) != 0)
            return error_set(err, "expected the options pieces= craters= turns= seed= in order");
    uint64_t seed;
    return game_options_get_seed(&opt, 0, &seed, err) &&
           mortar_hunt_parse_options(&opt, seed, info, err);
}

bool mortar_hunt_from_fen(void *st, const char *text, Error *err) {
    MortarHuntState *s = st;
    char copy[GAME_FEN_MAX];
    if (strlen(text) >= sizeof copy) return error_set(err, "position text is too long");
    strcpy(copy, text);
    char *f[11];
    int count = split_fields(copy, f, 10);
    if (count != 10)
        return error_set(err, "expected 10 fields: <A pieces> <B pieces> <to move> <turn> "
                              "<skips A,B> <marks> pieces=.. craters=.. turns=.. seed=..");
    MortarHuntRulesInfo info;
    if (!parse_options_fields(f + 6, &info, err)) return false;
    MortarHuntState t;
    memset(&t, 0, sizeof t);
    memcpy(&t.info, &info, sizeof info);
    if (!parse_pieces(f[0], MORTAR_HUNT_A, &info, t.pieces[0], err) ||
        !parse_pieces(f[1], MORTAR_HUNT_B, &info, t.pieces[1], err))
        return false;
    bool placed_a = t.pieces[0][0].square != MORTAR_HUNT_NONE;
    bool placed_b = t.pieces[1][0].square != MORTAR_HUNT_NONE;
    if (!placed_a && placed_b) return error_set(err, "player B cannot place before player A");
    if (strcmp(f[2], "A") != 0 && strcmp(f[2], "B") != 0)
        return error_set(err, "the player to move is A or B, not '%s'", f[2]);
    t.to_move = f[2][0] == 'A' ? MORTAR_HUNT_A : MORTAR_HUNT_B;
    int limit = mortar_hunt_turn_limit(&info);
    long turn, skips[2];
    if (!parse_counts(f + 3, limit, &turn, skips, t.marks, err)) return false;
    t.turn = (uint16_t)turn;
    t.skips[0] = (uint8_t)skips[0];
    t.skips[1] = (uint8_t)skips[1];
    if (!placed_b) {
        t.phase = MORTAR_HUNT_PHASE_SETUP;
        if (t.to_move != (placed_a ? MORTAR_HUNT_B : MORTAR_HUNT_A))
            return error_set(err, "during setup player %s places next", placed_a ? "B" : "A");
        if (turn != 0 || skips[0] || skips[1] || strcmp(f[5], "-") != 0)
            return error_set(err, "during setup the turn is 0, skips 0,0 and there are no marks");
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
            if (placed_a && !t.pieces[0][i].alive)
                return error_set(err, "no piece is destroyed during setup");
    } else {
        t.phase = MORTAR_HUNT_PHASE_PLAY;
        if (turn < 1) return error_set(err, "once both players placed, the turn is 1 or more");
        if (turn == limit + 1 && t.to_move != MORTAR_HUNT_A)
            return error_set(err, "after the last turn no player is to move but A");
    }
    for (int p = 0; p < 2; p++)
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
            if (t.pieces[p][i].square != MORTAR_HUNT_NONE && !t.pieces[p][i].alive) t.lost[p]++;
    if (t.lost[0] == MORTAR_HUNT_PIECES && t.lost[1] == MORTAR_HUNT_PIECES)
        return error_set(err, "both players cannot have lost every piece");
    if (!check_consistency(&t, err)) return false;
    t.history_turn = t.phase == MORTAR_HUNT_PHASE_PLAY ? t.turn : 1;
    memcpy(t.initial, t.pieces, sizeof t.initial);
    memcpy(s, &t, sizeof t);
    return true;
}

/* ---- one side's observation ---- */

bool mortar_hunt_observation_to_text(const MortarHuntObservation *v, char *buf, size_t n) {
    Writer w = {buf, n, 0, n > 0};
    if (n) buf[0] = '\0';
    put(&w, "%c ", v->player == MORTAR_HUNT_A ? 'A' : 'B');
    put_pieces(&w, v->own);
    put_tail(&w, v->to_move, v->turn, v->skips, v->marks, &v->info);
    return w.ok;
}

bool mortar_hunt_observation_from_text(MortarHuntObservation *out, const char *text, Error *err) {
    char copy[GAME_FEN_MAX];
    if (strlen(text) >= sizeof copy) return error_set(err, "view text is too long");
    strcpy(copy, text);
    char *f[12];
    int fields = split_fields(copy, f, 11);
    if (fields != 10 && fields != 11)
        return error_set(err, "expected 10 fields: <side> <own pieces> <to move> <turn> "
                              "<skips A,B> <marks> pieces=.. craters=.. turns=.. seed=.., then "
                              "shots=.. if the pad is given");
    MortarHuntRulesInfo info;
    if (!parse_options_fields(f + 6, &info, err)) return false;
    MortarHuntObservation v;
    memset(&v, 0, sizeof v);
    memcpy(&v.info, &info, sizeof info);
    if ((strcmp(f[0], "A") != 0 && strcmp(f[0], "B") != 0) ||
        (strcmp(f[2], "A") != 0 && strcmp(f[2], "B") != 0))
        return error_set(err, "the side and the player to move are A or B");
    int p = f[0][0] == 'A' ? MORTAR_HUNT_A : MORTAR_HUNT_B, q = 1 - p;
    v.player = (uint8_t)p;
    v.to_move = f[2][0] == 'A' ? MORTAR_HUNT_A : MORTAR_HUNT_B;
    if (!parse_pieces(f[1], p, &info, v.own, err)) return false;
    int limit = mortar_hunt_turn_limit(&info);
    long turn, skips[2];
    if (!parse_counts(f + 3, limit, &turn, skips, v.marks, err)) return false;
    v.turn = (uint16_t)turn;
    v.skips[0] = (uint8_t)skips[0];
    v.skips[1] = (uint8_t)skips[1];
    bool placed = v.own[0].square != MORTAR_HUNT_NONE;
    if (turn == 0) {
        v.phase = MORTAR_HUNT_PHASE_SETUP;
        if (skips[0] || skips[1] || strcmp(f[5], "-") != 0)
            return error_set(err, "during setup skips are 0,0 and there are no marks");
        if (p == MORTAR_HUNT_A && v.to_move != (placed ? MORTAR_HUNT_B : MORTAR_HUNT_A))
            return error_set(err, "during setup player %s places next", placed ? "B" : "A");
        if (p == MORTAR_HUNT_B && placed)
            return error_set(err, "once B has placed, the turn is 1 or more");
        v.opponent_ready = p == MORTAR_HUNT_B && v.to_move == MORTAR_HUNT_B;
    } else {
        v.phase = MORTAR_HUNT_PHASE_PLAY;
        v.opponent_ready = 1;
        if (!placed) return error_set(err, "once both players placed, the pieces are known");
        if (turn == limit + 1 && v.to_move != MORTAR_HUNT_A)
            return error_set(err, "after the last turn no player is to move but A");
    }
    for (int sq = 0; sq < MORTAR_HUNT_SQUARES; sq++) {
        bool gone =
            v.marks[sq] == MORTAR_HUNT_MARK_HIT || v.marks[sq] == MORTAR_HUNT_MARK_SACRIFICE;
        char name[4];
        mortar_hunt_square_text(sq, name);
        if (mortar_hunt_in_half(q, sq)) {
            v.lost[q] += gone;
            continue;
        }
        int i = mortar_hunt_piece_on(v.own, sq);
        bool dead = i != MORTAR_HUNT_NONE && !v.own[i].alive;
        if (dead != gone)
            return error_set(err,
                             dead ? "the destroyed piece on %s has no h or s mark"
                                  : "%s is marked hit or sacrificed but holds no destroyed "
                                    "piece of yours",
                             name);
        v.lost[p] += dead;
        if (info.craters && v.marks[sq] == MORTAR_HUNT_MARK_MISS && i != MORTAR_HUNT_NONE)
            return error_set(err, "a piece stands on the crater at %s", name);
    }
    if (v.lost[q] > MORTAR_HUNT_PIECES) return error_set(err, "the opponent has only 3 pieces");
    v.history_turn = v.phase == MORTAR_HUNT_PHASE_PLAY ? v.turn : 1;
    memcpy(v.initial, v.own, sizeof v.initial);
    if (fields == 11 && !mortar_hunt_observation_read_shots(&v, f[10], err)) return false;
    memcpy(out, &v, sizeof v);
    return true;
}
