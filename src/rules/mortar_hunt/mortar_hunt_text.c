/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt in words for players: a turn as the side at the screen may know it, and a row of
 * a side's pad. The other side hears only what the referee announces. */
#include <string.h>

#include "rules/mortar_hunt/mortar_hunt_internal.h"

static const char *const dir_words[8] = {N_("north"),      N_("north-east"), N_("east"),
                                         N_("south-east"), N_("south"),      N_("south-west"),
                                         N_("west"),       N_("north-west")};

static void square_arg(GamePhrase *ph, int sq) {
    char t[4];
    mortar_hunt_square_text(sq, t);
    game_phrase_literal(ph, "%s", t);
}

/* A placed piece: its kind is named only where the variant lets each player choose it. The
 * first of a setup only suggested (not `made`) says what to do. */
static void piece_phrase(GameMoveWords *out, bool first, bool with_kind, int kind, int sq, int dir,
                         bool made) {
    static const char *const firsts[2][2] = {
        {N_("Place your pieces: %s facing %s"), N_("Place your pieces: %s on %s facing %s")},
        {N_("Set up: %s facing %s"), N_("Set up: %s on %s facing %s")}};
    const char *msgid = first       ? firsts[made][with_kind]
                        : with_kind ? N_("%s on %s facing %s")
                                    : N_("%s facing %s");
    GamePhrase *ph = game_words_add(out, msgid);
    if (with_kind)
        game_phrase_word(ph, kind == MORTAR_HUNT_LH ? N_("Light Howitzer") : N_("Heavy Mortar"));
    square_arg(ph, sq);
    game_phrase_word(ph, dir_words[dir & 7]);
}

/* Where a piece went: "B2 → B3", "B2 → B3, facing north-east", "B2 turned to face east" (a
 * suggestion, not `made`: "B2 turns to face east"). */
static void step_words(GameMoveWords *out, int from, int from_dir, int to, int to_dir, bool made) {
    GamePhrase *ph;
    if (from == to) {
        ph = game_words_add(out, made ? N_("%s turned to face %s") : N_("%s turns to face %s"));
        square_arg(ph, to);
        game_phrase_word(ph, dir_words[to_dir & 7]);
        return;
    }
    ph = game_words_add(out, from_dir == to_dir ? N_("%s → %s") : N_("%s → %s, facing %s"));
    square_arg(ph, from);
    square_arg(ph, to);
    if (from_dir != to_dir) game_phrase_word(ph, dir_words[to_dir & 7]);
}

/* The shot as announced; `shooter` is the shooting piece's square when the mover may know it
 * and it is not the piece that just moved (else MORTAR_HUNT_NONE). `first`: the words start here.
 * `made`: the turn was played (a suggestion says what to do).
 */
static void shot_words(GameMoveWords *out, int shooter, int target, int result, bool first,
                       bool made_turn) {
    if (target == MORTAR_HUNT_NONE) {
        static const char *const held[2][2] = {{N_("hold fire"), N_("Hold fire")},
                                               {N_("held fire"), N_("Held fire")}};
        game_words_add(out, held[made_turn][first]);
        return;
    }
    /* [made][shooter named, first, neither]: a shot only suggested (a hint) has no result to
     * tell yet. */
    static const char *const msgids[2][3] = {
        {N_("%s fires at %s"), N_("Fire at %s"), N_("fire at %s")},
        {N_("%s fired at %s: %s"), N_("Fired at %s: %s"), N_("fired at %s: %s")}};
    bool made = result != MORTAR_HUNT_RESULT_NONE;
    GamePhrase *ph = game_words_add(out, msgids[made][shooter != MORTAR_HUNT_NONE ? 0
                                                      : first                     ? 1
                                                                                  : 2]);
    if (shooter != MORTAR_HUNT_NONE) square_arg(ph, shooter);
    square_arg(ph, target);
    if (made) game_phrase_word(ph, result == MORTAR_HUNT_RESULT_HIT ? N_("hit") : N_("miss"));
}

static void sacrifice_words(GameMoveWords *out, int sq, bool made) {
    square_arg(
        game_words_add(out, made ? N_("Gave up the piece on %s") : N_("Give up the piece on %s")),
        sq);
}

bool mortar_hunt_move_words(const void *st, Move m, int viewer, bool played, GameMoveWords *out) {
    const MortarHuntState *s = st;
    int p = s->to_move;
    bool own = viewer == p;
    game_words_clear(out);
    switch (MORTAR_HUNT_MOVE_TYPE(m)) {
    case MORTAR_HUNT_MOVE_SETUP:
        if (!own) {
            game_words_add(out, N_("Set up"));
            return true;
        }
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
            piece_phrase(out, i == 0, s->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE,
                         MORTAR_HUNT_SETUP_KIND(m, i), MORTAR_HUNT_SETUP_SQUARE(m, i),
                         MORTAR_HUNT_SETUP_DIR(m, i), played);
        return true;
    case MORTAR_HUNT_MOVE_SACRIFICE:
        sacrifice_words(out, MORTAR_HUNT_SACRIFICE_SQUARE(m), played);
        return true;
    case MORTAR_HUNT_MOVE_TURN:
        break;
    default:
        return false;
    }
    int target = MORTAR_HUNT_TURN_SHOOTS(m) ? MORTAR_HUNT_TURN_TARGET(m) : MORTAR_HUNT_NONE;
    int result = target == MORTAR_HUNT_NONE || !played
                     ? MORTAR_HUNT_RESULT_NONE
                     : mortar_hunt_shot_result(s->pieces[1 - p], target);
    int shooter = MORTAR_HUNT_NONE;
    if (own) {
        step_words(out, MORTAR_HUNT_TURN_FROM(m), MORTAR_HUNT_TURN_FROM_DIR(m),
                   MORTAR_HUNT_TURN_TO(m), MORTAR_HUNT_TURN_TO_DIR(m), played);
        if (target != MORTAR_HUNT_NONE && MORTAR_HUNT_TURN_SHOOTER(m) != MORTAR_HUNT_TURN_TO(m))
            shooter = MORTAR_HUNT_TURN_SHOOTER(m);
    }
    shot_words(out, shooter, target, result, !own, played);
    return true;
}

bool mortar_hunt_pad_words(const MortarHuntObservation *v, int side, int row, GameMoveWords *out) {
    game_words_clear(out);
    if (side < 0 || side > 1 || row < 0 || row >= v->count[side]) return false;
    const MortarHuntRecord *r = &v->history[side][row];
    if (side != v->player) { /* the opponent's row holds only what was announced */
        if (r->type == MORTAR_HUNT_RECORD_SACRIFICE)
            sacrifice_words(out, r->revealed, true);
        else if (r->type == MORTAR_HUNT_RECORD_MOVE)
            shot_words(out, MORTAR_HUNT_NONE, r->target, r->result, true, true);
        return out->count > 0;
    }
    /* Own pieces where they stood before this row, from the setup through the earlier rows. */
    MortarHuntPiece at[MORTAR_HUNT_PIECES];
    memcpy(at, v->initial, sizeof at);
    for (int k = 0; k < row; k++) {
        const MortarHuntRecord *e = &v->history[side][k];
        if (e->type == MORTAR_HUNT_RECORD_MOVE && e->piece < MORTAR_HUNT_PIECES) {
            at[e->piece].square = e->square;
            at[e->piece].dir = e->dir;
        }
    }
    if (r->type == MORTAR_HUNT_RECORD_SACRIFICE) {
        sacrifice_words(out, r->square, true);
        return true;
    }
    if (r->type != MORTAR_HUNT_RECORD_MOVE || r->piece >= MORTAR_HUNT_PIECES) return false;
    const MortarHuntPiece *moved = &at[r->piece];
    if (moved->square == MORTAR_HUNT_NONE) return false;
    step_words(out, moved->square, moved->dir, r->square, r->dir, true);
    int shooter = MORTAR_HUNT_NONE;
    if (r->target != MORTAR_HUNT_NONE && r->shooter < MORTAR_HUNT_PIECES && r->shooter != r->piece)
        shooter = at[r->shooter].square;
    shot_words(out, shooter, r->target, r->result, false, true);
    return true;
}

bool mortar_hunt_observation_move_words(const MortarHuntObservation *before,
                                        const MortarHuntObservation *after, GameMoveWords *out) {
    int mover = before->to_move;
    game_words_clear(out);
    if (mover > 1 || after->player != before->player) return false;
    /* A turn adds a row to the mover's pad, which says it as the side may know it. */
    if (after->count[mover] > before->count[mover])
        return mortar_hunt_pad_words(after, mover, before->count[mover], out);
    if (before->phase != MORTAR_HUNT_PHASE_SETUP) return false;
    if (mover != after->player) {
        game_words_add(out, N_("Set up"));
        return true;
    }
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
        piece_phrase(out, i == 0, after->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE,
                     after->initial[i].kind, after->initial[i].square, after->initial[i].dir, true);
    return true;
}

/* The game's own ends in words (GameRules.end_words). */
const char *mortar_hunt_end_words(const char *reason) {
    if (strcmp(reason, "destroyed") == 0) return N_("all three pieces destroyed");
    if (strcmp(reason, "turn-limit") == 0) return N_("turn limit reached");
    if (strcmp(reason, "turn-cap") == 0) return N_("turn limit reached");
    return NULL;
}
