/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of moves in words for players: the renderer (translation, argument order), each
 * game's words for its kinds of moves, Mortar Hunt's words that never tell the other side what
 * it may not know, and a translation in every catalog for every message the words use. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game.h"
#include "rules/gottaz/gottaz.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h"
#include "rules/move_words.h"
#include "rules/onitama/onitama.h"

extern const GameRules gunzi_rules;

/* ---- helpers ---- */

static void *new_state(const GameRules *g) {
    void *st = calloc(1, g->state_size);
    assert_non_null(st);
    return st;
}

static void *from_fen(const GameRules *g, const char *fen) {
    void *st = new_state(g);
    Error err;
    if (!g->from_fen(st, fen, &err)) fail_msg("%s: %s", fen, err.message);
    return st;
}

static void *start(const GameRules *g, const char *options, uint64_t seed) {
    void *st = new_state(g);
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    if (!g->setup(st, &opt, seed, &err)) fail_msg("%s: %s", options, err.message);
    return st;
}

static Move parse(const GameRules *g, const void *st, const char *text) {
    Move m;
    Error err;
    if (!g->move_from_text(st, text, &m, &err)) fail_msg("'%s' refused: %s", text, err.message);
    return m;
}

/* The English words of the move written `text`, told to `viewer`. */
static void said(const GameRules *g, const void *st, const char *text, int viewer,
                 const char *expected) {
    GameMoveWords w;
    char line[GAME_WORDS_TEXT_MAX];
    assert_true(g->move_words(st, parse(g, st, text), viewer, true, &w));
    assert_true(game_words_render(&w, NULL, NULL, line, sizeof line));
    if (strcmp(line, expected) != 0)
        fail_msg("%s for viewer %d: '%s', expected '%s'", text, viewer, line, expected);
}

static void play(const GameRules *g, void *st, const char *text) {
    g->apply(st, parse(g, st, text));
}

/* ---- the renderer ---- */

/* A catalog of three messages, as a translator might reorder them. */
static const char *fake_tr(const void *ctx, const char *msgid) {
    (void)ctx;
    if (strcmp(msgid, "%s: %s → %s") == 0) return "%2$s から %3$s へ（%1$s）";
    if (strcmp(msgid, "Rabbit") == 0) return "兎";
    if (strcmp(msgid, "%s, %s") == 0) return "%s、%s";
    if (strcmp(msgid, "100%% sure") == 0) return "%% 確実";
    return msgid;
}

static void test_render_translates_and_reorders(void **state) {
    (void)state;
    GameMoveWords w;
    game_words_clear(&w);
    GamePhrase *ph = game_words_add(&w, "%s: %s → %s");
    game_phrase_word(ph, "Rabbit");
    game_phrase_literal(ph, "%s", "b1");
    game_phrase_literal(ph, "c%d", 2);
    game_words_add(&w, "100%% sure");
    char line[GAME_WORDS_TEXT_MAX];
    assert_true(game_words_render(&w, NULL, NULL, line, sizeof line));
    assert_string_equal(line, "Rabbit: b1 → c2, 100% sure");
    assert_true(game_words_render(&w, fake_tr, NULL, line, sizeof line));
    assert_string_equal(line, "b1 から c2 へ（兎）、% 確実");
    /* Too small a buffer: cut, said so, still a string. */
    char small[8];
    assert_false(game_words_render(&w, NULL, NULL, small, sizeof small));
    assert_string_equal(small, "Rabbit:");
    char mid[13]; /* room for "Rabbit: b1 " and a byte of the arrow: the arrow goes whole */
    assert_false(game_words_render(&w, NULL, NULL, mid, sizeof mid));
    assert_string_equal(mid, "Rabbit: b1 ");
    game_words_clear(&w);
    assert_false(game_words_render(&w, NULL, NULL, line, sizeof line));
    assert_string_equal(line, "");
}

/* ---- Onitama ---- */

static void said_move(const GameRules *g, const void *st, Move m, int viewer,
                      const char *expected) {
    GameMoveWords w;
    char line[GAME_WORDS_TEXT_MAX];
    assert_true(g->move_words(st, m, viewer, true, &w));
    assert_true(game_words_render(&w, NULL, NULL, line, sizeof line));
    assert_string_equal(line, expected);
}

static void test_onitama_words(void **state) {
    (void)state;
    const GameRules *g = &onitama_rules;
    /* Blue: Master c1, Students a1 b2 d2; Red: Master c3, Student d3. */
    void *st = from_fen(g, "5/5/2Rr1/1b1b1/b1B2 blue rabbit,ox crab,monkey boar");
    said(g, st, "ox:c1c2", 0, "Ox: c1 → c2");
    said(g, st, "ox:d2d3", 1, "Ox: d2 → d3, captures a Student");
    said(g, st, "rabbit:b2c3", -1, "Rabbit: b2 → c3, captures the Master");
    /* A pass is the card given; words do not judge legality. */
    said_move(g, st, ONITAMA_PASS(ONITAMA_RABBIT), 0, "No move: passed with Rabbit");
    free(st);
    /* Blue's Master steps onto Red's Temple Arch (c5); a Student there would not win. */
    st = from_fen(g, "1r3/1bB2/5/5/3R1 blue rabbit,ox crab,monkey boar");
    said(g, st, "ox:c4c5", 0, "Ox: c4 → c5, the Master reaches the Temple Arch");
    said(g, st, "rabbit:b4c5", 0, "Rabbit: b4 → c5");
    free(st);
}

/* ---- Gottaz ---- */

static const char *const GZ_H = " hand1=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3";
static const char *const GZ_P2 =
    " hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on";

static void test_gottaz_words(void **state) {
    (void)state;
    const GameRules *g = &gottaz_rules;
    char fen[GAME_FEN_MAX];
    snprintf(fen, sizeof fen,
             "board=5/5/5/5/5 hand1=L1/J5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3%s",
             GZ_P2);
    void *st = from_fen(g, fen);
    said(g, st, "L1/J5@c1", 1, "Placed Leap 1 on c1");
    said(g, st, "J5/L1@c1", 1, "Placed Jump 5 on c1");
    said(g, st, "W3/S3@e1", 1, "Placed Swap 3 on e1");
    free(st);
    snprintf(fen, sizeof fen, "board=5/5/5/5/2L1J52%s%s", GZ_H, GZ_P2);
    st = from_fen(g, fen);
    said(g, st, "c1-c2", 0, "Moved Leap 1: c1 → c2");
    said(g, st, "c1Lc3", 0, "Leap 1: c1 → c3");
    free(st);
    st = from_fen(g, "board=5/1w1l53/1W1L53/1D1T53/5 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,"
                     "S3/W3,S3/W3 hand2=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
                     "to=1 actions=0 draw=on");
    said(g, st, "b2Dc3", 0, "Slant 1: b2 → c3");
    said(g, st, "b3Wb4", 0, "Swap 1: b3 ↔ b4");
    free(st);
    st = from_fen(g, "board=5/2J5L12/2w1l52/2T5D12/5 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,"
                     "S3/W3,S3/W3 hand2=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
                     "to=1 actions=0 draw=on");
    said(g, st, "c2T", 0, "Tsunami 5 on c2: pushed c3 → c5");
    said(g, st, "c4Ja1", 0, "Jump 5: c4 → a1");
    free(st);
    snprintf(fen, sizeof fen, "board=5/5/5/2R1D52/5%s%s", GZ_H, GZ_P2);
    st = from_fen(g, fen);
    said(g, st, "c2R", 0, "Rotate 1 on c2 turned over to Slant 5");
    free(st);
    /* Battles: the arriving pawn against the one standing there, Support counted. */
    snprintf(fen, sizeof fen, "board=5/5/5/2l1j52/2L5J12%s hand2=%s to=1 actions=0 draw=on", GZ_H,
             GZ_H + 7);
    st = from_fen(g, fen);
    said(g, st, "c1-c2", 0, "Moved Leap 5: c1 → c2, beats Leap 1 (5 to 1)");
    free(st);
    snprintf(fen, sizeof fen, "board=5/5/5/2l5j12/2L1J52%s hand2=%s to=1 actions=0 draw=on", GZ_H,
             GZ_H + 7);
    st = from_fen(g, fen);
    said(g, st, "c1-c2", 0, "Moved Leap 1: c1 → c2, loses to Leap 5 (1 to 5)");
    free(st);
    /* Pass. */
    st = from_fen(g, "board=5/5/5/5/w1l5w1l5w1l5w1l5w2u4 hand1=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,"
                     "W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 hand2=W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 "
                     "actions=0 draw=on");
    said(g, st, "pass", 0, "Passed: no action possible");
    free(st);
}

/* Expert method 1: a pick is told only to the player who made it, until both sets are done. */
static void test_gottaz_secret_picks(void **state) {
    (void)state;
    const GameRules *g = &gottaz_rules;
    void *st = from_fen(g, "draft=method1 set1=- set2=- to=2 first=1 draw=on");
    said(g, st, "pick:L1/J5", 1, "Picked L1/J5 (Leap 1 / Jump 5)");
    said(g, st, "pick:L1/J5", 0, "Picked a tile");
    said(g, st, "pick:L1/J5", -1, "Picked a tile");
    said(g, st, "pick:R1/D5", 0, "Picked a tile");
    free(st);
    st = from_fen(g, "draft=method1 set1=- "
                     "set2=D1/T5,J1/R5,R1/D5,T1/J5,L2/W4,S2/L4,U2/S4,W2/U4,D3/T3,L3/U3 to=2 "
                     "first=1 draw=on");
    said(g, st, "done", 0, "Set complete");
    free(st);
    /* The other drafting modes pick in the open. */
    st = start(g, "mode=method2 first=1", 1);
    said(g, st, "pick:S3/W3", 1 - g->to_move(st), "Picked S3/W3 (Support 3 / Swap 3)");
    free(st);
}

/* ---- Gunzi ---- */

static void test_gunzi_words(void **state) {
    (void)state;
    const GameRules *g = &gunzi_rules;
    void *st = from_fen(g, "wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on");
    said(g, st, "c6-b1>", 0, "c6 → b1, swerve right");
    said(g, st, "c6-b1<", 1, "c6 → b1, swerve left");
    said(g, st, "c6xa4>=a7", 0, "c6 × a4, swerve right, promotes with the Tombstone from a7");
    free(st);
    st = from_fen(g, ".,.,.,.,.,wN,./.,bS,./.,.,bN,.,.,.,. white 0 on");
    said(g, st, "c6xa6<", 0, "c6 × a6, swerve left");
    said(g, st, "c6xa6xa4>=b2", 0,
         "c6 × a6 × a4, swerve right, promotes with the Tombstone from b2");
    free(st);
    st = from_fen(g, ".,.,.,.,.,bSE,./wNE,.,./.,.,.,.,.,.,. black 0 on");
    said(g, st, "c6^b1<", 0, "c6 rolls over b1, swerve left");
    free(st);
    st = from_fen(g, ".,.,.,.,.,.,./.,bS,./.,.,wN,W3,.,.,. white 0 on");
    said(g, st, "a4*b2", 0, "Pillar on a4 takes the wedge on b2");
    free(st);
    st = from_fen(g, ".,.,.,.,.,.,./.,.,./.,.,wN,W2,.,.,. white 0 on");
    said(g, st, "a3+a4", 0, "a3 joins the Pillar on a4");
    free(st);
    st = from_fen(g, ".,.,.,.,.,.,./.,.,./.,.,wN,.,.,.,. white 0 on");
    said(g, st, "a3-a2<=new", 0, "a3 → a2, swerve left, promotes with a wedge from outside");
    free(st);
}

/* ---- Mortar Hunt ---- */

static const GameRules *const MH = &mortar_hunt_rules;

static void test_mortar_hunt_words(void **state) {
    (void)state;
    MortarHuntState *s = start(MH, "pieces=choose craters=off turns=0", 1);
    said(MH, s, "setup:C3/N,E1/NE:LH,I2/NW", 0,
         "Set up: Heavy Mortar on C3 facing north, Light Howitzer on E1 facing north-east, "
         "Heavy Mortar on I2 facing north-west");
    said(MH, s, "setup:C3/N,E1/NE:LH,I2/NW", 1, "Set up");
    said(MH, s, "setup:C3/N,E1/NE:LH,I2/NW", -1, "Set up");
    free(s);
    /* Where every piece is of one kind, the kind goes without saying. */
    s = start(MH, "pieces=LH craters=off turns=0", 1);
    said(MH, s, "setup:C3/N:LH,E1/NE:LH,I2/NW:LH", 0,
         "Set up: C3 facing north, E1 facing north-east, I2 facing north-west");
    free(s);
    s = from_fen(MH, "C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 1 0,0 - pieces=HM craters=off turns=0 "
                     "seed=0");
    said(MH, s, "C3/N-C4/N!C4>C7", 0, "C3 → C4, fired at C7: hit");
    said(MH, s, "C3/N-C4/N!C4>C7", 1, "Fired at C7: hit");
    said(MH, s, "C3/N-C4/N!C4>C7", -1, "Fired at C7: hit");
    said(MH, s, "C3/N-C4/N!C4>C8", 0, "C3 → C4, fired at C8: miss");
    said(MH, s, "C3/N-C4/N!C4>C8", 1, "Fired at C8: miss");
    said(MH, s, "E1/NE-E2/NE!C3>C7", 0, "E1 → E2, C3 fired at C7: hit");
    said(MH, s, "C3/N-C3/NE", 0, "C3 turned to face north-east, held fire");
    said(MH, s, "C3/N-C3/NE", 1, "Held fire");
    said(MH, s, "C3/N-D4/NE", 0, "C3 → D4, facing north-east, held fire");
    said_move(MH, s, mortar_hunt_move_sacrifice(mortar_hunt_square(2, 2)), 0,
              "Gave up the piece on C3");
    said_move(MH, s, mortar_hunt_move_sacrifice(mortar_hunt_square(2, 2)), 1,
              "Gave up the piece on C3");
    free(s);
}

/* ---- suggestions ---- */

/* The English words of move `m` suggested to the side to move (a hint: not played). */
static void suggested_move(const GameRules *g, const void *st, Move m, const char *expected) {
    GameMoveWords w;
    char line[GAME_WORDS_TEXT_MAX];
    assert_true(g->move_words(st, m, g->to_move(st), false, &w));
    assert_true(game_words_render(&w, NULL, NULL, line, sizeof line));
    if (strcmp(line, expected) != 0) fail_msg("suggested: '%s', expected '%s'", line, expected);
}

static void suggested(const GameRules *g, const void *st, const char *text, const char *expected) {
    suggested_move(g, st, parse(g, st, text), expected);
}

/* A move only suggested (a hint) is told in the present, as what to do; the move list keeps
 * the words of a move made. */
static void test_suggestions_in_the_present(void **state) {
    (void)state;
    const GameRules *g = &gottaz_rules;
    char fen[GAME_FEN_MAX];
    snprintf(fen, sizeof fen,
             "board=5/5/5/5/5 hand1=L1/J5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3%s",
             GZ_P2);
    void *st = from_fen(g, fen);
    suggested(g, st, "W3/S3@e1", "Place Swap 3 on e1");
    said(g, st, "W3/S3@e1", 1, "Placed Swap 3 on e1");
    free(st);
    snprintf(fen, sizeof fen, "board=5/5/5/2l5j12/2L1J52%s hand2=%s to=1 actions=0 draw=on", GZ_H,
             GZ_H + 7);
    st = from_fen(g, fen);
    suggested(g, st, "c1-c2", "Move Leap 1: c1 → c2, loses to Leap 5 (1 to 5)");
    free(st);
    st = from_fen(g, "board=5/2J5L12/2w1l52/2T5D12/5 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,"
                     "S3/W3,S3/W3 hand2=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
                     "to=1 actions=0 draw=on");
    suggested(g, st, "c2T", "Tsunami 5 on c2: push c3 → c5");
    free(st);
    snprintf(fen, sizeof fen, "board=5/5/5/2R1D52/5%s%s", GZ_H, GZ_P2);
    st = from_fen(g, fen);
    suggested(g, st, "c2R", "Turn Rotate 1 on c2 over to Slant 5");
    free(st);
    st = from_fen(g, "board=5/5/5/5/w1l5w1l5w1l5w1l5w2u4 hand1=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,"
                     "W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 hand2=W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 "
                     "actions=0 draw=on");
    suggested(g, st, "pass", "Pass: no action possible");
    free(st);
    st = start(g, "mode=method2 first=1", 1);
    suggested(g, st, "pick:S3/W3", "Pick S3/W3 (Support 3 / Swap 3)");
    free(st);
    st = from_fen(g, "draft=method1 set1=- "
                     "set2=D1/T5,J1/R5,R1/D5,T1/J5,L2/W4,S2/L4,U2/S4,W2/U4,D3/T3,L3/U3 to=2 "
                     "first=1 draw=on");
    suggested(g, st, "done", "Complete the set");
    free(st);

    g = &onitama_rules;
    st = from_fen(g, "5/5/2Rr1/1b1b1/b1B2 blue rabbit,ox crab,monkey boar");
    suggested_move(g, st, ONITAMA_PASS(ONITAMA_RABBIT), "No move: pass with Rabbit");
    suggested(g, st, "ox:d2d3", "Ox: d2 → d3, captures a Student");
    free(st);

    st = from_fen(MH, "C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 1 0,0 - pieces=HM craters=off turns=0 "
                      "seed=0");
    suggested(MH, st, "C3/N-C3/NE", "C3 turns to face north-east, hold fire");
    suggested(MH, st, "C3/N-C4/N!C4>C7", "C3 → C4, fire at C7");
    suggested_move(MH, st, mortar_hunt_move_sacrifice(mortar_hunt_square(2, 2)),
                   "Give up the piece on C3");
    said(MH, st, "C3/N-C3/NE", 0, "C3 turned to face north-east, held fire");
    free(st);
    st = start(MH, "pieces=choose craters=off turns=0", 1);
    suggested(MH, st, "setup:C3/N,E1/NE:LH,I2/NW",
              "Place your pieces: Heavy Mortar on C3 facing north, Light Howitzer on E1 facing "
              "north-east, Heavy Mortar on I2 facing north-west");
    free(st);
    st = start(MH, "pieces=LH craters=off turns=0", 1);
    suggested(MH, st, "setup:C3/N:LH,E1/NE:LH,I2/NW:LH",
              "Place your pieces: C3 facing north, E1 facing north-east, I2 facing north-west");
    free(st);
}

/* The same state with everything `side` hides changed: its pieces (squares, facings, kinds)
 * and its own pad rows' hidden fields. */
static void scramble_side(MortarHuntState *s, int side, Rng *rng) {
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        MortarHuntPiece *p = &s->pieces[side][i];
        if (p->square == MORTAR_HUNT_NONE) continue;
        p->square = (uint8_t)rng_below(rng, MORTAR_HUNT_SQUARES);
        p->dir = (uint8_t)rng_below(rng, 8);
        p->kind = (uint8_t)rng_below(rng, 2);
        s->initial[side][i] = *p;
    }
    for (int k = 0; k < s->count[side]; k++) {
        MortarHuntRecord *r = &s->history[side][k];
        r->piece = (uint8_t)rng_below(rng, MORTAR_HUNT_PIECES);
        r->square = (uint8_t)rng_below(rng, MORTAR_HUNT_SQUARES);
        r->dir = (uint8_t)rng_below(rng, 8);
        if (r->shooter != MORTAR_HUNT_NONE)
            r->shooter = (uint8_t)rng_below(rng, MORTAR_HUNT_PIECES);
    }
}

/* The same announcement, made by a move that is otherwise anything. */
static Move same_announcement(const MortarHuntState *s, Move m, Rng *rng) {
    switch (MORTAR_HUNT_MOVE_TYPE(m)) {
    case MORTAR_HUNT_MOVE_SETUP: {
        MortarHuntPiece other[MORTAR_HUNT_PIECES];
        for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
            other[i].square = (uint8_t)rng_below(rng, MORTAR_HUNT_SQUARES);
            other[i].dir = (uint8_t)rng_below(rng, 8);
            other[i].kind = (uint8_t)rng_below(rng, 2);
            other[i].alive = 1;
        }
        return mortar_hunt_move_setup(other);
    }
    case MORTAR_HUNT_MOVE_TURN: {
        (void)s;
        int target = MORTAR_HUNT_TURN_SHOOTS(m) ? MORTAR_HUNT_TURN_TARGET(m) : MORTAR_HUNT_NONE;
        return mortar_hunt_move_turn(
            (int)rng_below(rng, MORTAR_HUNT_SQUARES), (int)rng_below(rng, 8),
            (int)rng_below(rng, MORTAR_HUNT_SQUARES), (int)rng_below(rng, 8),
            (int)rng_below(rng, MORTAR_HUNT_SQUARES), target);
    }
    default:
        return m; /* a sacrifice shows its square to both */
    }
}

/* The invariant of hidden information: two states that differ only in the mover's hidden
 * pieces, and two moves that differ only in what the referee does not announce, give the
 * same words to the other side and to neither side; the mover's own words do differ. */
static void test_mortar_hunt_other_side_learns_only_the_announcement(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 26);
    int compared = 0, own_differed = 0;
    static const char *const options[] = {"pieces=HM craters=off turns=0",
                                          "pieces=choose craters=on turns=12"};
    for (int game = 0; game < 40; game++) {
        MortarHuntState *s = start(MH, options[game % 2], (uint64_t)game + 1);
        MortarHuntState *t = new_state(MH);
        Move moves[GAME_MOVES_MAX];
        for (int ply = 0; ply < 80; ply++) {
            int n = MH->gen_moves(s, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            Move m = moves[rng_below(&rng, (uint64_t)n)];
            int p = MH->to_move(s);
            memcpy(t, s, sizeof *s);
            scramble_side(t, p, &rng);
            Move m2 = same_announcement(s, m, &rng);
            const int viewers[2] = {1 - p, -1};
            for (int v = 0; v < 2; v++) {
                GameMoveWords a, b;
                assert_true(MH->move_words(s, m, viewers[v], true, &a));
                assert_true(MH->move_words(t, m2, viewers[v], true, &b));
                if (!game_words_equal(&a, &b)) {
                    char x[GAME_WORDS_TEXT_MAX], y[GAME_WORDS_TEXT_MAX];
                    game_words_render(&a, NULL, NULL, x, sizeof x);
                    game_words_render(&b, NULL, NULL, y, sizeof y);
                    fail_msg("viewer %d heard '%s' and '%s'", viewers[v], x, y);
                }
                compared++;
            }
            GameMoveWords a, b;
            assert_true(MH->move_words(s, m, p, true, &a));
            assert_true(MH->move_words(t, m2, p, true, &b));
            own_differed += !game_words_equal(&a, &b);
            MH->apply(s, m);
        }
        free(s);
        free(t);
    }
    assert_true(compared > 1000);
    assert_true(own_differed > 100); /* the scrambling changes what the mover is told */
}

/* A move only suggested (a hint) is told to its own side without what making it would reveal:
 * two states that differ only in the other side's hidden pieces give the mover the same words
 * for it, while the same move made is told with its (different) results. */
static void test_mortar_hunt_suggested_move_tells_no_result(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 29);
    int compared = 0, results_differed = 0;
    for (int game = 0; game < 30; game++) {
        MortarHuntState *s = start(MH, "pieces=HM craters=off turns=0", (uint64_t)game + 7);
        MortarHuntState *t = new_state(MH);
        Move moves[GAME_MOVES_MAX];
        for (int ply = 0; ply < 60; ply++) {
            int n = MH->gen_moves(s, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            Move m = moves[rng_below(&rng, (uint64_t)n)];
            int p = MH->to_move(s);
            memcpy(t, s, sizeof *s);
            scramble_side(t, 1 - p, &rng);
            GameMoveWords a, b;
            assert_true(MH->move_words(s, m, p, false, &a));
            assert_true(MH->move_words(t, m, p, false, &b));
            assert_true(game_words_equal(&a, &b));
            compared++;
            assert_true(MH->move_words(s, m, p, true, &a));
            assert_true(MH->move_words(t, m, p, true, &b));
            results_differed += !game_words_equal(&a, &b);
            MH->apply(s, m);
        }
        free(s);
        free(t);
    }
    assert_true(compared > 500);
    assert_true(results_differed > 0); /* the scrambling moves pieces under some shots */
}

/* The pad in words: the observation's own rows in full, the other side's as announced, whatever the
 * other side's hidden rows held. */
static void test_mortar_hunt_pad_words(void **state) {
    (void)state;
    MortarHuntState *s = from_fen(
        MH, "C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 1 0,0 - pieces=HM craters=off turns=0 seed=0");
    play(MH, s, "C3/N-C4/N!C4>C7");
    play(MH, s, "E9/S-E8/SW");
    play(MH, s, "E1/NE-E2/NE!C4>C8");
    MortarHuntObservation v;
    GameMoveWords w;
    char line[GAME_WORDS_TEXT_MAX];
    static const struct {
        int viewer, side, row;
        const char *text;
    } rows[] = {
        {0, 0, 0, "C3 → C4, fired at C7: hit"},
        {0, 1, 0, "Held fire"},
        {0, 0, 1, "E1 → E2, C4 fired at C8: miss"},
        {1, 0, 0, "Fired at C7: hit"},
        {1, 1, 0, "E9 → E8, facing south-west, held fire"},
        {1, 0, 1, "Fired at C8: miss"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        MH->observe(s, rows[i].viewer, &v);
        assert_true(mortar_hunt_pad_words(&v, rows[i].side, rows[i].row, &w));
        assert_true(game_words_render(&w, NULL, NULL, line, sizeof line));
        assert_string_equal(line, rows[i].text);
    }
    MH->observe(s, 1, &v);
    assert_false(mortar_hunt_pad_words(&v, 1, 1, &w)); /* B has not played its second turn */
    /* What an observation holds of the other side's rows is all the words use. */
    Rng rng;
    rng_seed(&rng, 5);
    MortarHuntObservation u = v;
    for (int k = 0; k < u.count[0]; k++) {
        u.history[0][k].piece = (uint8_t)rng_below(&rng, MORTAR_HUNT_PIECES);
        u.history[0][k].square = (uint8_t)rng_below(&rng, MORTAR_HUNT_SQUARES);
        u.history[0][k].shooter = (uint8_t)rng_below(&rng, MORTAR_HUNT_PIECES);
        GameMoveWords a, b;
        assert_true(mortar_hunt_pad_words(&v, 0, k, &a));
        assert_true(mortar_hunt_pad_words(&u, 0, k, &b));
        assert_true(game_words_equal(&a, &b));
    }
    free(s);
}

/* ---- words or notation ---- */

static GameMoveShown shown(const GameRules *g, const void *st, const char *text, int viewer,
                           bool notation) {
    GameMoveWords w;
    return game_move_shown(g, st, parse(g, st, text), viewer, true, notation, &w);
}

/* The notation is shown when asked for, except for what it would tell of a hidden move. */
static void test_notation_only_where_nothing_is_hidden(void **state) {
    (void)state;
    void *st = from_fen(&onitama_rules, "5/5/2Rr1/1b1b1/b1B2 blue rabbit,ox crab,monkey boar");
    assert_int_equal(shown(&onitama_rules, st, "ox:c1c2", 1, true), GAME_SHOWN_NOTATION);
    assert_int_equal(shown(&onitama_rules, st, "ox:c1c2", 1, false), GAME_SHOWN_WORDS);
    free(st);
    st = from_fen(MH, "C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 1 0,0 - pieces=HM craters=off turns=0 "
                      "seed=0");
    assert_int_equal(shown(MH, st, "C3/N-C4/N!C4>C7", 0, true), GAME_SHOWN_NOTATION);
    assert_int_equal(shown(MH, st, "C3/N-C4/N!C4>C7", 1, true), GAME_SHOWN_WORDS);
    assert_int_equal(shown(MH, st, "C3/N-C4/N!C4>C7", -1, true), GAME_SHOWN_WORDS);
    assert_int_equal(shown(MH, st, "C3/N-C4/N!C4>C7", 1, false), GAME_SHOWN_WORDS);
    free(st);
    /* Gottaz hides only Expert 1's picks: its play is open to both. */
    st = from_fen(&gottaz_rules, "draft=method1 set1=- set2=- to=2 first=1 draw=on");
    assert_int_equal(shown(&gottaz_rules, st, "pick:L1/J5", 0, true), GAME_SHOWN_WORDS);
    assert_int_equal(shown(&gottaz_rules, st, "pick:L1/J5", 1, true), GAME_SHOWN_NOTATION);
    free(st);
    char fen[GAME_FEN_MAX];
    snprintf(fen, sizeof fen, "board=5/5/5/5/2L1J52%s%s", GZ_H, GZ_P2);
    st = from_fen(&gottaz_rules, fen);
    assert_int_equal(shown(&gottaz_rules, st, "c1-c2", 1, true), GAME_SHOWN_NOTATION);
    free(st);
}

/* ---- every message has a translation ---- */

typedef struct PoEntry {
    char *msgid, *msgstr;
    bool fuzzy;
} PoEntry;

typedef struct Po {
    PoEntry *e;
    int n;
} Po;

/* Appends the C string literal at p (after its opening quote) to *out, unescaped. */
static void append_quoted(char **out, const char *p) {
    size_t len = *out ? strlen(*out) : 0;
    char *s = realloc(*out, len + strlen(p) + 1);
    assert_non_null(s);
    for (; *p && *p != '"'; p++) {
        if (*p == '\\' && p[1]) {
            p++;
            s[len++] = *p == 'n' ? '\n' : *p == 't' ? '\t' : *p;
        } else {
            s[len++] = *p;
        }
    }
    s[len] = '\0';
    *out = s;
}

static Po po_read(const char *lang) {
    char path[512];
    snprintf(path, sizeof path, "%s/../assets/locale/%s.po", DUELBOARD_TEST_DATA, lang);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("cannot read %s", path);
    Po po = {NULL, 0};
    char line[4096];
    char **into = NULL;
    bool fuzzy = false;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "#,", 2) == 0 && strstr(line, "fuzzy")) fuzzy = true;
        if (strncmp(line, "msgid \"", 7) == 0) {
            po.e = realloc(po.e, (size_t)(po.n + 1) * sizeof *po.e);
            assert_non_null(po.e);
            po.e[po.n] = (PoEntry){NULL, NULL, fuzzy};
            fuzzy = false;
            into = &po.e[po.n++].msgid;
            append_quoted(into, line + 7);
        } else if (strncmp(line, "msgstr \"", 8) == 0 && po.n > 0) {
            into = &po.e[po.n - 1].msgstr;
            append_quoted(into, line + 8);
        } else if (line[0] == '"' && into) {
            append_quoted(into, line + 1);
        } else {
            into = NULL;
        }
    }
    fclose(f);
    return po;
}

static void po_free(Po *po) {
    for (int i = 0; i < po->n; i++) {
        free(po->e[i].msgid);
        free(po->e[i].msgstr);
    }
    free(po->e);
}

/* How many arguments a template takes: its %s and %N$s directives. */
static int directives(const char *t) {
    int count = 0;
    for (const char *p = t; (p = strchr(p, '%')) != NULL;) {
        p++;
        if (*p == '%') {
            p++;
            continue;
        }
        while (*p >= '0' && *p <= '9') p++;
        if (*p == '$') p++;
        count += *p == 's';
    }
    return count;
}

typedef struct Seen {
    const char *ids[512];
    int n;
} Seen;

static void seen_add(Seen *seen, const char *id) {
    for (int i = 0; i < seen->n; i++)
        if (strcmp(seen->ids[i], id) == 0) return;
    assert_true(seen->n < 512);
    seen->ids[seen->n++] = id;
}

static void seen_words(Seen *seen, const GameMoveWords *w) {
    const char *ids[64];
    int n = game_words_msgids(w, ids, 64);
    for (int i = 0; i < n; i++) seen_add(seen, ids[i]);
}

/* Random games of each game, every move worded for both sides and for neither. */
static void collect(Seen *seen, const GameRules *g, const char *options, int games, int plies) {
    Rng rng;
    rng_seed(&rng, 9);
    Move moves[GAME_MOVES_MAX];
    for (int game = 0; game < games; game++) {
        void *st = start(g, options, (uint64_t)game + 3);
        for (int ply = 0; ply < plies; ply++) {
            int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            for (int i = 0; i < n; i += 1 + n / 16)
                for (int viewer = -1; viewer < 2; viewer++) {
                    GameMoveWords w;
                    assert_true(g->move_words(st, moves[i], viewer, true, &w));
                    seen_words(seen, &w);
                }
            g->apply(st, moves[rng_below(&rng, (uint64_t)n)]);
        }
        free(st);
    }
}

static void test_every_message_is_translated(void **state) {
    (void)state;
    Seen seen = {{0}, 0};
    collect(&seen, &onitama_rules, "pool=all", 30, 60);
    collect(&seen, &gunzi_rules, "start=edge", 20, 120);
    collect(&seen, &gunzi_rules, "start=inner", 20, 120);
    collect(&seen, &gottaz_rules, "mode=standard preset=random", 10, 120);
    collect(&seen, &gottaz_rules, "mode=method1", 2, 25);
    collect(&seen, &gottaz_rules, "mode=method2", 2, 25);
    collect(&seen, MH, "pieces=choose craters=on turns=20", 10, 60);
    /* What random games may miss: every card, every tile, every facing. */
    GameMoveWords w;
    void *st = start(&onitama_rules, "", 1);
    for (int c = 0; c < ONITAMA_CARD_COUNT; c++) {
        assert_true(onitama_rules.move_words(st, ONITAMA_PASS(c), 0, true, &w));
        seen_words(&seen, &w);
    }
    free(st);
    st = start(&gottaz_rules, "mode=standard", 1);
    for (int t = 0; t < GZ_TYPES; t++) {
        assert_true(gottaz_rules.move_words(st, gz_move(GZ_MV_PICK, 0, 0, t, 0), 0, true, &w));
        seen_words(&seen, &w);
    }
    assert_true(gottaz_rules.move_words(st, gz_move(GZ_MV_PASS, 0, 0, 0, 0), 0, true, &w));
    seen_words(&seen, &w);
    free(st);
    st = start(MH, "pieces=choose", 1);
    for (int d = 0; d < 8; d++)
        for (int k = 0; k < 2; k++) {
            MortarHuntPiece pieces[MORTAR_HUNT_PIECES];
            for (int i = 0; i < MORTAR_HUNT_PIECES; i++)
                pieces[i] = (MortarHuntPiece){(uint8_t)i, (uint8_t)d, (uint8_t)k, 1};
            assert_true(MH->move_words(st, mortar_hunt_move_setup(pieces), 0, true, &w));
            seen_words(&seen, &w);
        }
    free(st);
    assert_true(seen.n > 60);
    /* The shipped translations (assets/locale/LINGUAS): sr@latin is made from sr, but its
     * generated file is what the app reads. */
    static const char *const langs[] = {"zh_TW", "ja", "nl", "sr", "sr@latin"};
    int missing = 0;
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++) {
        Po po = po_read(langs[l]);
        for (int i = 0; i < seen.n; i++) {
            const PoEntry *e = NULL;
            for (int k = 0; k < po.n && !e; k++)
                if (strcmp(po.e[k].msgid, seen.ids[i]) == 0) e = &po.e[k];
            if (!e || !e->msgstr || !*e->msgstr || e->fuzzy) {
                print_error("%s.po has no translation of \"%s\"\n", langs[l], seen.ids[i]);
                missing++;
            } else if (directives(e->msgstr) != directives(e->msgid)) {
                print_error("%s.po: \"%s\" takes %d arguments, its translation %d\n", langs[l],
                            e->msgid, directives(e->msgid), directives(e->msgstr));
                missing++;
            }
        }
        po_free(&po);
    }
    assert_int_equal(missing, 0);
}

/* ---- main ---- */

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_render_translates_and_reorders),
        cmocka_unit_test(test_onitama_words),
        cmocka_unit_test(test_gottaz_words),
        cmocka_unit_test(test_gottaz_secret_picks),
        cmocka_unit_test(test_gunzi_words),
        cmocka_unit_test(test_mortar_hunt_words),
        cmocka_unit_test(test_mortar_hunt_other_side_learns_only_the_announcement),
        cmocka_unit_test(test_mortar_hunt_suggested_move_tells_no_result),
        cmocka_unit_test(test_mortar_hunt_pad_words),
        cmocka_unit_test(test_suggestions_in_the_present),
        cmocka_unit_test(test_notation_only_where_nothing_is_hidden),
        cmocka_unit_test(test_every_message_is_translated),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
