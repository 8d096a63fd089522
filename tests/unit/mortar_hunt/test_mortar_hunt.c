/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt rule tests: one test per sentence of the rule spec, the rulebook examples,
 * notation, options and positions. */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"
#include "rules/mortar_hunt/mortar_hunt.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h" /* the move encoding, to build wrong setups */

#define OPTS " pieces=HM craters=off turns=0 seed=0"
#define CRATER_OPTS " pieces=HM craters=on turns=0 seed=0"

static inline MortarHuntState *mh_new(void) {
    MortarHuntState *s = calloc(1, sizeof *s);
    assert_non_null(s);
    return s;
}

static inline MortarHuntState *mh_start(const char *options) {
    MortarHuntState *s = mh_new();
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    if (!mortar_hunt_rules.setup(s, &opt, 1, &err)) fail_msg("setup: %s", err.message);
    return s;
}

static inline MortarHuntState *mh_fen(const char *fen) {
    MortarHuntState *s = mh_new();
    Error err;
    if (!mortar_hunt_rules.from_fen(s, fen, &err)) fail_msg("fen '%s': %s", fen, err.message);
    return s;
}

static inline bool mh_legal(const MortarHuntState *s, const char *text) {
    Move m;
    Error err;
    return mortar_hunt_rules.move_from_text(s, text, &m, &err);
}

/* Plays a move through the referee; returns the announcement text in `said` (may be NULL). */
static inline void mh_play(MortarHuntState *s, const char *text, char *said) {
    MortarHuntAnnouncement a;
    Error err;
    if (!mortar_hunt_referee_play_text(s, text, &a, &err))
        fail_msg("'%s' refused: %s", text, err.message);
    if (said) mortar_hunt_announcement_format(&a, said, 32);
}

static inline void mh_refuse(const MortarHuntState *s, const char *text, const char *why) {
    Move m;
    Error err;
    if (mortar_hunt_rules.move_from_text(s, text, &m, &err))
        fail_msg("'%s' was accepted, expected a refusal about '%s'", text, why);
    if (!strstr(err.message, why))
        fail_msg("'%s' refused with '%s', expected a reason containing '%s'", text, err.message,
                 why);
}

/* Whether the generated list holds the move with this text. */
static inline bool mh_listed(const MortarHuntState *s, const char *text) {
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    char buf[GAME_MOVE_TEXT_MAX];
    for (int i = 0; i < n; i++) {
        mortar_hunt_rules.move_to_text(s, moves[i], buf, sizeof buf);
        if (strcmp(buf, text) == 0) return true;
    }
    return false;
}

static inline void mh_status(const MortarHuntState *s, const char *want) {
    char text[128];
    game_outcome_text(&mortar_hunt_rules, s, mortar_hunt_rules.outcome(s), text, sizeof text);
    assert_string_equal(text, want);
}

/* ---- Board ---- */

/* "12 columns A-L, 9 rows 1-9, one coordinate system for both players." */
static void test_board_is_12_by_9(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    assert_true(mh_legal(s, "setup:A1/N,L4/N,F2/E"));
    mh_refuse(s, "setup:M1/N,L4/N,F2/E", "square");
    mh_refuse(s, "setup:A0/N,L4/N,F2/E", "square");
    mh_refuse(s, "setup:A10/N,L4/N,F2/E", "square");
    mh_refuse(s, "setup:a1/N,L4/N,F2/E", "square");
    mh_play(s, "setup:A1/N,L4/N,F2/E", NULL);
    /* B names squares in the same system: its corner is L9, not A1. */
    assert_true(mh_legal(s, "setup:L9/S,A6/S,F8/W"));
    free(s);
}

/* "Player A's half is rows 1-4, Player B's half rows 6-9." */
static void test_halves(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    mh_refuse(s, "setup:C6/N,E1/NE,I2/NW", "not in your half");
    mh_refuse(s, "setup:C5/N,E1/NE,I2/NW", "not in your half");
    assert_true(mh_legal(s, "setup:C4/N,E1/NE,I2/NW"));
    mh_play(s, "setup:C3/N,E1/NE,I2/NW", NULL);
    mh_refuse(s, "setup:C4/S,E9/S,I8/S", "not in your half");
    mh_refuse(s, "setup:C5/S,E9/S,I8/S", "not in your half");
    assert_true(mh_legal(s, "setup:C6/S,E9/S,I8/S"));
    free(s);
}

/* "Row 5 is the obstacle between the halves: no piece may enter it ..." */
static void test_obstacle_cannot_be_entered(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C4/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "C4/N-C5/N", "obstacle");
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        assert_true(t[strcspn(t, "-") + 2] != '5'); /* the square the piece ends on */
    }
    MortarHuntState *b = mh_fen("A1/S,B1/S,C1/S C6/S,K9/S,L9/S B 1 0,0 -" OPTS);
    mh_refuse(b, "C6/S-C5/S", "obstacle");
    free(s);
    free(b);
}

/* "... and no shot may target it." */
static void test_obstacle_cannot_be_targeted(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C2/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "H1/N-H1/NE!C2>C5", "obstacle");
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        char *shot = strchr(t, '>');
        if (shot) assert_true(shot[2] != '5');
    }
    free(s);
}

/* The rulebook: "J7 could be hit from E2, F3, G4, J2, J3 and J4" (a Heavy Mortar of A). */
static void test_rulebook_j7_shooters(void **state) {
    (void)state;
    char found[256] = "";
    for (int row = 0; row < 4; row++)
        for (int col = 0; col < MORTAR_HUNT_COLS; col++)
            for (int dir = 0; dir < 8; dir++) {
                char sq[4], fen[256], move[64];
                mortar_hunt_square_text(mortar_hunt_square(col, row), sq);
                /* Two helpers facing south (they can shoot nothing); one of them moves. */
                const char *helpers = row == 0 && col < 2 ? "K1/S,L1/S" : "A1/S,B1/S";
                snprintf(fen, sizeof fen, "%s/%s,%s A9/S,B9/S,C9/S A 1 0,0 -" OPTS, sq,
                         mortar_hunt_dir_name(dir), helpers);
                MortarHuntState *s = mh_fen(fen);
                snprintf(move, sizeof move, "%.2s/S-%.2s/SW!%s>J7", helpers, helpers, sq);
                if (mh_legal(s, move)) {
                    snprintf(found + strlen(found), sizeof found - strlen(found), "%s%s/%s",
                             found[0] ? " " : "", sq, mortar_hunt_dir_name(dir));
                }
                free(s);
            }
    assert_string_equal(found, "E2/NE J2/N F3/NE J3/N G4/NE J4/N");
}

/* The rulebook: "B1 can be hit by Player B only from the squares B6 and G6." */
static void test_rulebook_b1_shooters(void **state) {
    (void)state;
    char found[256] = "";
    for (int row = 5; row < 9; row++)
        for (int col = 0; col < MORTAR_HUNT_COLS; col++)
            for (int dir = 0; dir < 8; dir++) {
                char sq[4], fen[256], move[64];
                mortar_hunt_square_text(mortar_hunt_square(col, row), sq);
                const char *helpers = row == 8 && col > 9 ? "A9/N,B9/N" : "L9/N,K9/N";
                snprintf(fen, sizeof fen, "D1/S,E1/S,F1/S %s/%s,%s B 1 0,0 -" OPTS, sq,
                         mortar_hunt_dir_name(dir), helpers);
                MortarHuntState *s = mh_fen(fen);
                snprintf(move, sizeof move, "%.2s/N-%.2s/NE!%s>B1", helpers, helpers, sq);
                if (mh_legal(s, move))
                    snprintf(found + strlen(found), sizeof found - strlen(found), "%s%s/%s",
                             found[0] ? " " : "", sq, mortar_hunt_dir_name(dir));
                free(s);
            }
    assert_string_equal(found, "B6/S G6/SW");
}

/* The same examples from the helper that tells where a shot came from (a search would use it),
 * and the Light Howitzer's squares for J7. */
static void test_shooter_positions(void **state) {
    (void)state;
    struct {
        int player, kind;
        const char *target, *want;
    } cases[] = {
        {MORTAR_HUNT_A, MORTAR_HUNT_HM, "J7", "J4/N J3/N J2/N G4/NE F3/NE E2/NE"},
        {MORTAR_HUNT_B, MORTAR_HUNT_HM, "B1", "B6/S G6/SW"},
        {MORTAR_HUNT_A, MORTAR_HUNT_LH, "J7", "J2/N J1/N E2/NE D1/NE"},
        {MORTAR_HUNT_A, MORTAR_HUNT_HM, "J4", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *p = cases[i].target;
        int target = mortar_hunt_square(p[0] - 'A', p[1] - '1');
        uint8_t sq[64], dir[64];
        int n = mortar_hunt_shooter_positions(cases[i].player, cases[i].kind, target, sq, dir, 64);
        char found[256] = "";
        for (int k = 0; k < n; k++) {
            char name[4];
            mortar_hunt_square_text(sq[k], name);
            snprintf(found + strlen(found), sizeof found - strlen(found), "%s%s/%s", k ? " " : "",
                     name, mortar_hunt_dir_name(dir[k]));
        }
        assert_string_equal(found, cases[i].want);
    }
}

/* "Directions: N = toward row 9, E = toward column L." */
static void test_directions(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("F2/N,G3/E,H1/NE A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_true(mh_legal(s, "F2/N-F3/N"));
    assert_false(mh_legal(s, "F2/N-F1/S"));
    assert_true(mh_legal(s, "G3/E-I3/E"));
    assert_true(mh_legal(s, "H1/NE-I2/NE"));
    free(s);
}

/* "A piece faces one of N, NE, E, SE, S, SW, W, NW." */
static void test_eight_facings(void **state) {
    (void)state;
    static const char *const names[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
    for (int d = 0; d < 8; d++) {
        char text[64];
        snprintf(text, sizeof text, "setup:C3/%s,E1/NE,I2/NW", names[d]);
        MortarHuntState *s = mh_start("");
        mh_play(s, text, NULL);
        free(s);
    }
    MortarHuntState *s = mh_start("");
    mh_refuse(s, "setup:C3/NNE,E1/NE,I2/NW", "");
    mh_refuse(s, "setup:C3/X,E1/NE,I2/NW", "facing");
    free(s);
}

/* ---- Pieces ---- */

/* "Each player has 3 pieces." */
static void test_three_pieces(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    mh_refuse(s, "setup:C3/N,E1/NE", "3 pieces");
    mh_refuse(s, "setup:C3/N,E1/NE,I2/NW,A1/N", "3 pieces");
    free(s);
}

/* "Heavy Mortar (HM): shoots 3-5 squares." */
static void test_heavy_mortar_hunt_range(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("F3/N,A1/S,B1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_true(mh_legal(s, "A1/S-A1/SW!F3>F6"));
    assert_true(mh_legal(s, "A1/S-A1/SW!F3>F7"));
    assert_true(mh_legal(s, "A1/S-A1/SW!F3>F8"));
    mh_refuse(s, "A1/S-A1/SW!F3>F9", "3-5");
    free(s);
}

/* "Light Howitzer (LH): 5-7 squares." */
static void test_light_howitzer_range(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("F1/N:LH,A1/S:LH,B1/S:LH A9/S:LH,B9/S:LH,C9/S:LH A 1 0,0 - "
                                "pieces=LH craters=off turns=0 seed=0");
    assert_true(mh_legal(s, "A1/S-A1/SW!F1>F6"));
    assert_true(mh_legal(s, "A1/S-A1/SW!F1>F7"));
    assert_true(mh_legal(s, "A1/S-A1/SW!F1>F8"));
    mh_refuse(s, "A1/S-A1/SW!F1>F9", "5-7");
    free(s);
    s = mh_fen("F3/N:LH,A1/S:LH,B1/S:LH A9/S:LH,B9/S:LH,C9/S:LH A 1 0,0 - "
               "pieces=LH craters=off turns=0 seed=0");
    mh_refuse(s, "A1/S-A1/SW!F3>F7", "5-7");
    free(s);
}

/* "Both move 3 steps": a Light Howitzer moves exactly like a Heavy Mortar. */
static void test_both_kinds_move_alike(void **state) {
    (void)state;
    MortarHuntState *hm = mh_fen("C1/N,K1/S,L1/S A9/S,B9/S,C9/S A 1 0,0 - "
                                 "pieces=choose craters=off turns=0 seed=0");
    MortarHuntState *lh = mh_fen("C1/N:LH,K1/S,L1/S A9/S,B9/S,C9/S A 1 0,0 - "
                                 "pieces=choose craters=off turns=0 seed=0");
    assert_true(mh_legal(hm, "C1/N-C4/N") && mh_legal(lh, "C1/N-C4/N"));
    assert_false(mh_legal(hm, "C1/N-C4/NE") || mh_legal(lh, "C1/N-C4/NE"));
    free(hm);
    free(lh);
}

/* "Basic game: 3 HM each. Variant: LH instead; each player may choose their own setup secretly
 * [decision: per piece]." */
static void test_piece_kind_options(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    mh_refuse(s, "setup:C3/N:LH,E1/NE,I2/NW", "pieces=LH or pieces=choose");
    free(s);
    s = mh_start("pieces=LH");
    mh_refuse(s, "setup:C3/N,E1/NE:LH,I2/NW:LH", "every piece is a Light Howitzer");
    mh_play(s, "setup:C3/N:LH,E1/NE:LH,I2/NW:LH", NULL);
    free(s);
    s = mh_start("pieces=choose");
    mh_play(s, "setup:C3/N:LH,E1/NE,I2/NW", NULL);
    mh_play(s, "setup:C7/S,E9/S,I8/S", NULL);
    assert_int_equal(s->pieces[0][0].kind, MORTAR_HUNT_LH);
    assert_int_equal(s->pieces[0][1].kind, MORTAR_HUNT_HM);
    free(s);
}

/* "A destroyed piece ... never moves or shoots again and still blocks its square for its
 * owner." */
static void test_destroyed_piece(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,C3/N:dead,L1/S A9/S,B9/S,C9/S A 1 0,0 C3h" OPTS);
    mh_refuse(s, "C3/N-C4/N", "destroyed");
    mh_refuse(s, "L1/S-L1/SW!C3>C7", "destroyed");
    mh_refuse(s, "C1/N-C3/N", "another piece");
    assert_false(mh_legal(s, "C1/N-C4/N")); /* not through it either */
    assert_true(mh_legal(s, "C1/N-C2/N"));
    free(s);
}

/* ---- Setup ---- */

/* "Each player secretly places 3 pieces on distinct squares of their own half, each with an
 * orientation." */
static void test_setup_distinct_squares(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    mh_refuse(s, "setup:C3/N,C3/NE,I2/NW", "two pieces on C3");
    mh_refuse(s, "setup:C3,E1/NE,I2/NW", "facing");
    mh_refuse(s, "C3/N-C4/N", "place your pieces first");
    free(s);
}

/* "Player A moves first": A places, then B, then A plays turn 1. */
static void test_a_moves_first(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    assert_int_equal(mortar_hunt_rules.to_move(s), MORTAR_HUNT_A);
    mh_play(s, "setup:C3/N,E1/NE,I2/NW", NULL);
    assert_int_equal(mortar_hunt_rules.to_move(s), MORTAR_HUNT_B);
    mh_refuse(s, "C3/N-C4/N", "place your pieces first");
    mh_play(s, "setup:C7/S,E9/S,I8/S", NULL);
    assert_int_equal(mortar_hunt_rules.to_move(s), MORTAR_HUNT_A);
    mh_refuse(s, "setup:C3/N,E1/NE,I2/NW", "already placed");
    assert_true(mh_legal(s, "C3/N-C4/N"));
    mh_status(s, "ongoing A");
    free(s);
}

/* The setup phase offers a seeded sample of setups (all would be millions) and accepts any. */
static void test_setup_sample(void **state) {
    (void)state;
    MortarHuntState *s = mh_new();
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(mortar_hunt_rules.setup(s, &opt, 5, &err));
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    assert_int_equal(n, MORTAR_HUNT_SETUP_SAMPLE);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        assert_true(mh_legal(s, t));
        for (int j = 0; j < i; j++) assert_true(moves[i] != moves[j]);
    }
    MortarHuntState *other = mh_new();
    assert_true(mortar_hunt_rules.setup(other, &opt, 6, &err));
    Move more[GAME_MOVES_MAX];
    mortar_hunt_rules.gen_moves(other, more, GAME_MOVES_MAX);
    assert_true(memcmp(moves, more, sizeof(Move) * MORTAR_HUNT_SETUP_SAMPLE) != 0);
    /* Every listed setup is legal, and so is any other correct setup: a referee asks
     * move_is_legal, not the sample. Wrong ones are refused. */
    for (int i = 0; i < n; i++) assert_true(game_move_is_legal(&mortar_hunt_rules, s, moves[i]));
    int listed = 0;
    for (int i = 0; i < n; i++) listed += mortar_hunt_rules.move_is_legal(other, moves[i]);
    assert_true(listed > 0);
    Move m;
    assert_true(mortar_hunt_rules.move_from_text(s, "setup:A1/N,B1/N,C1/N", &m, &err));
    assert_true(game_move_is_legal(&mortar_hunt_rules, s, m));
    MortarHuntPiece wrong[MORTAR_HUNT_PIECES] = {
        {0, 0, MORTAR_HUNT_HM, 1}, {0, 0, MORTAR_HUNT_HM, 1}, {1, 0, 0, 1}};
    assert_false(mortar_hunt_rules.move_is_legal(s, mortar_hunt_move_setup(wrong)));
    wrong[1].square = (uint8_t)mortar_hunt_square(4, 6); /* in B's half */
    assert_false(mortar_hunt_rules.move_is_legal(s, mortar_hunt_move_setup(wrong)));
    wrong[1].square = 2;
    assert_true(mortar_hunt_rules.move_is_legal(s, mortar_hunt_move_setup(wrong)));
    wrong[1].kind = MORTAR_HUNT_LH; /* pieces=HM */
    assert_false(mortar_hunt_rules.move_is_legal(s, mortar_hunt_move_setup(wrong)));
    free(other);
    free(s);
}

/* ---- Moving ---- */

/* "choose one live piece and make up to 3 steps. A step is one square forward in the facing
 * direction (a diagonal facing moves diagonally) or a 45 degree turn in place." */
static void test_up_to_three_steps(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,D1/NE,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_true(mh_legal(s, "C1/N-C2/N"));
    assert_true(mh_legal(s, "C1/N-C4/N"));
    assert_true(mh_legal(s, "C1/N-C3/NE"));
    assert_true(mh_legal(s, "C1/N-C1/SE"));
    assert_true(mh_legal(s, "C1/N-C1/SW"));
    assert_true(mh_legal(s, "D1/NE-G4/NE"));
    assert_true(mh_legal(s, "D1/NE-E2/N"));
    mh_refuse(s, "C1/N-C1/S", "cannot reach");
    mh_refuse(s, "C1/N-C4/NE", "cannot reach");
    assert_true(mh_legal(s, "C1/N-D2/N"));
    mh_refuse(s, "C1/N-D3/N", "cannot reach");
    mh_refuse(s, "D1/NE-H5/NE", "obstacle");
    /* Every piece of the list moves one piece only: the list is the union of per-piece moves. */
    assert_true(mh_listed(s, "C1/N-C3/NE") && mh_listed(s, "D1/NE-E2/N"));
    free(s);
}

/* "Alternatively the piece moves exactly one square straight backward, with no turn." */
static void test_one_step_back(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C2/N,H2/NE,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_true(mh_legal(s, "C2/N-C1/N"));
    assert_true(mh_legal(s, "H2/NE-G1/NE"));
    mh_refuse(s, "C2/N-C1/NE", "cannot reach");
    free(s);
    s = mh_fen("C3/N,H2/NE,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "C3/N-C1/N", "cannot reach");
    free(s);
    s = mh_fen("C1/N,H2/NE,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_false(mh_listed(s, "C1/N-C0/N"));
    free(s);
    s = mh_fen("A1/S,B1/S,C1/S C6/N,K9/S,L9/S B 1 0,0 -" OPTS);
    mh_refuse(s, "C6/N-C5/N", "obstacle");
    free(s);
}

/* "Every square entered must be empty (no own piece, live or destroyed; no crater in the crater
 * variant) and inside the own half." */
static void test_squares_entered_must_be_empty(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,C3/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "C1/N-C3/N", "another piece");
    assert_false(mh_legal(s, "C1/N-C4/N"));
    assert_true(mh_legal(s, "C1/N-C2/N"));
    free(s);
    s = mh_fen("C1/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 C2m" CRATER_OPTS);
    mh_refuse(s, "C1/N-C2/N", "crater");
    assert_false(mh_legal(s, "C1/N-C3/N"));
    assert_true(mh_legal(s, "C1/N-C1/NE"));
    free(s);
    /* Without craters a missed square is just a square. */
    s = mh_fen("C1/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 C2m" OPTS);
    assert_true(mh_legal(s, "C1/N-C3/N"));
    free(s);
    s = mh_fen("A1/W,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_false(mh_listed(s, "A1/W-A1/W"));
    mh_refuse(s, "C1/N-C2/N", "no piece of yours on C1");
    free(s);
}

/* "The end position must differ from the start in square or orientation." */
static void test_end_must_differ(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "C1/N-C1/N", "must end on another square or facing");
    mh_refuse(s, "C1/N-C1/N!H1>H6", "must end on another square or facing");
    free(s);
}

/* "Move (mandatory)": shooting alone, or nothing, is no move. */
static void test_move_is_mandatory(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "!H1>H6", "expected a move");
    mh_refuse(s, "pass", "expected a move");
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        char from[8], to[8];
        assert_int_equal(sscanf(t, "%7[^-]-%7[^!]", from, to), 2);
        assert_string_not_equal(from, to);
    }
    free(s);
}

/* ---- Shooting ---- */

/* "one live piece - the moved one or any other - shoots at the square exactly d squares ahead
 * in its facing direction (diagonal distance counts diagonal squares), d within its range." */
static void test_shooter_and_target(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    assert_true(mh_legal(s, "H1/N-H1/NE!C3>C7")); /* another piece */
    assert_true(mh_legal(s, "C3/N-C3/NE!C3>F6")); /* the moved one, diagonal 3 */
    assert_true(mh_legal(s, "C3/N-C3/NE!C3>H8")); /* diagonal 5 */
    mh_refuse(s, "C3/N-C3/NE!C3>C7", "not straight ahead");
    mh_refuse(s, "H1/N-H1/NE!C3>D7", "not straight ahead");
    mh_refuse(s, "H1/N-H1/NE!E3>E7", "no piece of yours on E3");
    mh_refuse(s, "C3/NE-C4/NE", "faces N, not NE");
    mh_refuse(s, "C3/N-C4/N!C3>C7", "no piece of yours on C3"); /* it has moved away */
    free(s);
}

/* "The target must be on the board and in the opponent's half." */
static void test_target_in_opponent_half(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,H1/N,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_refuse(s, "L1/S-L1/SW!C1>C4", "own half");
    free(s);
    /* Facing off the board: no shot at all. */
    s = mh_fen("A1/W,B1/S,L1/S A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        if (strncmp(t, "L1/", 3) != 0) continue; /* A1 and B1 stay as they are */
        assert_null(strstr(t, "!A1>"));
        assert_null(strstr(t, "!B1>"));
    }
    free(s);
}

/* "A player may skip shooting in at most two consecutive turns; in the turn after two skips the
 * player must shoot." */
static void test_two_skips_then_shot_is_mandatory(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C1/N,H1/N,L1/N A9/S,B9/S,C9/S A 1 0,0 -" OPTS);
    mh_play(s, "C1/N-C2/N", NULL);
    mh_play(s, "A9/S-A9/SE", NULL);
    mh_play(s, "C2/N-C3/N", NULL);
    mh_play(s, "A9/SE-A9/S", NULL);
    mh_refuse(s, "C3/N-C4/N", "must shoot");
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    assert_true(n > 0);
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, moves[i], t, sizeof t);
        assert_non_null(strchr(t, '!'));
    }
    mh_play(s, "C3/N-C4/N!C4>C7", NULL);
    /* B skipped twice as well. */
    mh_refuse(s, "A9/S-A9/SE", "must shoot");
    mh_play(s, "A9/S-A8/S!A8>A3", NULL);
    /* After a shot the right to skip comes back. */
    assert_true(mh_legal(s, "C4/N-C3/N"));
    free(s);
}

/* "[decision] when a shot is due, only moves after which some live piece can make a legal shot
 * are allowed" */
static void test_due_shot_restricts_moves(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("A1/S,B1/S,L1/S A9/S,B9/S,C9/S A 1 2,0 -" OPTS);
    mh_refuse(s, "A1/S-A1/E", "must shoot");
    assert_true(mh_legal(s, "A1/S-A1/NE!A1>F6"));
    assert_false(mh_listed(s, "A1/S-A1/E"));
    assert_true(mh_listed(s, "A1/S-A1/NE!A1>F6"));
    free(s);
}

/* The crater marks of all of B's half but J9, K9 and L9: A's pieces in the corner cannot shoot. */
static void all_craters_but_corner(char *marks, size_t n) {
    marks[0] = '\0';
    for (int row = 5; row < 9; row++)
        for (int col = 0; col < MORTAR_HUNT_COLS; col++) {
            if (row == 8 && col >= 9) continue;
            char sq[4];
            mortar_hunt_square_text(mortar_hunt_square(col, row), sq);
            snprintf(marks + strlen(marks), n - strlen(marks), "%s%sm", marks[0] ? "," : "", sq);
        }
}

/* "if no move allows it, the player must sacrifice a piece instead (it is destroyed and its
 * square is revealed to the opponent)." Also the crater variant's: "If a player must shoot and
 * no piece can reach an unshot square, the player sacrifices a piece as above." */
static void test_sacrifice_when_no_shot_is_possible(void **state) {
    (void)state;
    char marks[512], fen[GAME_FEN_MAX];
    all_craters_but_corner(marks, sizeof marks);
    snprintf(fen, sizeof fen, "A1/S,A2/S,B1/S J9/S,K9/S,L9/S A 5 2,0 %s" CRATER_OPTS, marks);
    MortarHuntState *s = mh_fen(fen);
    Move moves[GAME_MOVES_MAX];
    int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
    assert_int_equal(n, 3);
    assert_true(mh_listed(s, "sacrifice:A1") && mh_listed(s, "sacrifice:A2") &&
                mh_listed(s, "sacrifice:B1"));
    mh_refuse(s, "A1/S-A1/SE", "sacrifice");
    mh_refuse(s, "sacrifice:C1", "no piece of yours on C1");
    char said[32];
    mh_play(s, "sacrifice:A2", said);
    assert_string_equal(said, "sacrifice A2");
    assert_int_equal(s->lost[MORTAR_HUNT_A], 1);
    assert_int_equal(s->marks[mortar_hunt_square(0, 1)], MORTAR_HUNT_MARK_SACRIFICE);
    /* [decision] the sacrifice counts as the due shot: A may skip again. */
    assert_int_equal(s->skips[MORTAR_HUNT_A], 0);
    mh_play(s, "J9/S-J9/SW", NULL);
    assert_true(mh_legal(s, "A1/S-A1/SE"));
    free(s);
    /* No sacrifice while a shot is not due, or while some move allows a shot. */
    snprintf(fen, sizeof fen, "A1/S,A2/S,B1/S J9/S,K9/S,L9/S A 5 1,0 %s" CRATER_OPTS, marks);
    s = mh_fen(fen);
    mh_refuse(s, "sacrifice:A1", "only");
    free(s);
    s = mh_fen("A1/S,A2/S,B1/S J9/S,K9/S,L9/S A 5 2,0 -" OPTS);
    mh_refuse(s, "sacrifice:A1", "some move does");
    free(s);
}

/* "The opponent announces the result: hit if a live piece stands on the target (it is destroyed,
 * and the shooter marks the square), otherwise miss." */
static void test_hit_and_miss(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S C7/S,K9/S,L9/S A 1 0,0 -" OPTS);
    char said[32];
    mh_play(s, "H1/N-H1/NE!C3>C7", said);
    assert_string_equal(said, "hit C7");
    assert_int_equal(s->lost[MORTAR_HUNT_B], 1);
    assert_false(s->pieces[MORTAR_HUNT_B][0].alive);
    assert_int_equal(s->marks[mortar_hunt_square(2, 6)], MORTAR_HUNT_MARK_HIT);
    mh_play(s, "L9/S-L9/SW!K9>K4", said);
    assert_string_equal(said, "miss K4");
    assert_int_equal(s->lost[MORTAR_HUNT_A], 0);
    assert_int_equal(s->marks[mortar_hunt_square(10, 3)], MORTAR_HUNT_MARK_MISS);
    free(s);
}

/* "[decision] a shot at a square holding an already destroyed piece is a miss." */
static void test_shot_at_destroyed_piece_misses(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S C7/S:dead,K9/S,L9/S A 2 0,0 C7h" OPTS);
    char said[32];
    mh_play(s, "H1/N-H1/NE!C3>C7", said);
    assert_string_equal(said, "miss C7");
    assert_int_equal(s->lost[MORTAR_HUNT_B], 1);
    assert_int_equal(s->marks[mortar_hunt_square(2, 6)], MORTAR_HUNT_MARK_HIT);
    free(s);
}

/* ---- End ---- */

/* "The player who destroys all three opposing pieces wins." */
static void test_destroying_all_three_wins(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S C7/S,K9/S:dead,L9/S:dead A 9 0,0 K9h,L9h" OPTS);
    mh_status(s, "ongoing A");
    mh_play(s, "H1/N-H1/NE!C3>C7", NULL);
    mh_status(s, "win A destroyed");
    Move moves[GAME_MOVES_MAX];
    assert_int_equal(mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX), 0);
    free(s);
    s = mh_fen("C3/N:dead,H1/N:dead,L4/S C7/S,K9/S,L9/S B 9 0,0 C3h,H1h" OPTS);
    mh_play(s, "C7/S-C8/S!K9>K4", NULL);
    mh_status(s, "ongoing A");
    mh_play(s, "L4/S-L4/SW", NULL);
    mh_play(s, "K9/S-K8/S!L9>L4", NULL);
    mh_status(s, "win B destroyed");
    free(s);
}

/* "Turn limit (option, off by default, 28 suggested by the rulebook): after that many turns
 * each, the player who destroyed more pieces wins; equal is a draw." */
static void test_turn_limit(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("turns=1");
    mh_play(s, "setup:C3/N,E1/NE,I2/NW", NULL);
    mh_play(s, "setup:C7/S,E9/S,I8/S", NULL);
    mh_play(s, "E1/NE-E2/NE", NULL);
    mh_status(s, "ongoing B");
    mh_play(s, "E9/S-E8/S", NULL);
    mh_status(s, "draw turn-limit");
    free(s);
    s = mh_start("turns=1");
    mh_play(s, "setup:C3/N,E1/NE,I2/NW", NULL);
    mh_play(s, "setup:C7/S,E9/S,I8/S", NULL);
    mh_play(s, "E1/NE-E2/NE!C3>C7", NULL);
    mh_play(s, "E9/S-E8/S", NULL);
    mh_status(s, "win A turn-limit");
    free(s);
    /* Off by default, and 28 is accepted. */
    s = mh_start("");
    assert_int_equal(s->info.turns_option, 0);
    free(s);
    s = mh_start("turns=28");
    assert_int_equal(s->info.turns_option, 28);
    free(s);
}

/* [decision] Without a limit the game still ends after MORTAR_HUNT_TURNS_MAX turns each, scored
 * like the turn limit. */
static void test_hard_turn_cap(void **state) {
    (void)state;
    char fen[GAME_FEN_MAX];
    snprintf(fen, sizeof fen, "C3/N,H1/N,L1/S C7/S,K9/S:dead,L9/S B %d 0,0 K9h" OPTS,
             MORTAR_HUNT_TURNS_MAX);
    MortarHuntState *s = mh_fen(fen);
    mh_status(s, "ongoing B");
    mh_play(s, "C7/S-C8/S", NULL);
    mh_status(s, "win A turn-cap");
    free(s);
}

/* ---- Crater variant ---- */

/* "Every shot that misses leaves a crater on its target: pieces may not enter or pass through a
 * crater ..." */
static void test_crater_blocks_movement(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S C8/S,K9/S,L9/S A 1 0,0 -" CRATER_OPTS);
    char said[32];
    mh_play(s, "H1/N-H1/NE!C3>C7", said);
    assert_string_equal(said, "miss C7");
    mh_refuse(s, "C8/S-C7/S", "crater");
    assert_false(mh_legal(s, "C8/S-C6/S"));
    assert_true(mh_legal(s, "C8/S-B7/SW"));
    free(s);
}

/* "... and no square may be targeted twice (hit squares included)." */
static void test_crater_no_second_shot(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,H1/N,L1/S C7/S:dead,K9/S,L9/S A 3 0,0 C7h,C6m" CRATER_OPTS);
    mh_refuse(s, "H1/N-H1/NE!C3>C7", "already shot");
    mh_refuse(s, "H1/N-H1/NE!C3>C6", "already shot");
    assert_true(mh_legal(s, "H1/N-H1/NE!C3>C8"));
    free(s);
    s = mh_fen("C3/N,H1/N,L1/S C7/S:dead,K9/S,L9/S A 3 0,0 C7h,C6m" OPTS);
    assert_true(mh_legal(s, "H1/N-H1/NE!C3>C6"));
    free(s);
    /* [decision] nor a square a sacrifice revealed (without craters it is a plain miss). */
    s = mh_fen("C3/N,H1/N,L1/S C7/S:dead,K9/S,L9/S A 3 0,0 C7s" CRATER_OPTS);
    mh_refuse(s, "H1/N-H1/NE!C3>C7", "already shot");
    free(s);
    s = mh_fen("C3/N,H1/N,L1/S C7/S:dead,K9/S,L9/S A 3 0,0 C7s" OPTS);
    char said[32];
    mh_play(s, "H1/N-H1/NE!C3>C7", said);
    assert_string_equal(said, "miss C7");
    free(s);
}

/* ---- Notation and options ---- */

/* The spec's examples, each an exact round trip. */
static void test_notation_examples(void **state) {
    (void)state;
    struct {
        const char *fen, *move;
    } cases[] = {
        {"- - A 0 0,0 -" OPTS, "setup:C3/N,E1/NE,I2/NW"},
        {"- - A 0 0,0 - pieces=choose craters=off turns=0 seed=0", "setup:C3/N:LH,E1/NE,I2/NW"},
        {"C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS, "E1/NE-E2/NE"},
        {"C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS, "E1/NE-E2/NE!C3>C7"},
        {"C3/N,F3/N,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS, "F3/N-F3/NE!F3>J7"},
        {"C3/N,F3/N,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS, "F3/N-F2/N"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        MortarHuntState *s = mh_fen(cases[i].fen);
        Move m;
        Error err;
        if (!mortar_hunt_rules.move_from_text(s, cases[i].move, &m, &err))
            fail_msg("%s: %s", cases[i].move, err.message);
        char back[GAME_MOVE_TEXT_MAX];
        assert_true(mortar_hunt_rules.move_to_text(s, m, back, sizeof back));
        assert_string_equal(back, cases[i].move);
        assert_true(mh_listed(s, cases[i].move) || strncmp(cases[i].move, "setup:", 6) == 0);
        free(s);
    }
    /* Only the canonical spelling is read. */
    MortarHuntState *s = mh_fen("C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS);
    mh_refuse(s, "e1/ne-e2/ne", "expected a move");
    mh_refuse(s, "E1/NE-E2/NE!C3>C7 ", "unexpected");
    mh_refuse(s, "E1/NE-E2/NE!C3", "expected a shot");
    free(s);
}

/* "Results are not part of a player's move: the referee announces them (hit C7 / miss C7), and
 * records append them." The move's text has no result; a record line may append it, and the
 * reader of such lines refuses a result that is not the true one. */
static void test_results_in_records(void **state) {
    (void)state;
    MortarHuntState *s = mh_fen("C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS);
    Move m, plain;
    Error err;
    mh_refuse(s, "E1/NE-E2/NE!C3>C7 hit C7", "unexpected");
    assert_true(mortar_hunt_rules.move_from_text(s, "E1/NE-E2/NE!C3>C7", &plain, &err));
    assert_true(mortar_hunt_move_from_text_with_result(s, "E1/NE-E2/NE!C3>C7 hit C7", &m, &err));
    assert_true(m == plain);
    assert_true(mortar_hunt_move_from_text_with_result(s, "E1/NE-E2/NE!C3>C7", &m, &err));
    char text[GAME_MOVE_TEXT_MAX];
    assert_true(mortar_hunt_rules.move_to_text(s, m, text, sizeof text));
    assert_string_equal(text, "E1/NE-E2/NE!C3>C7");
    assert_true(mortar_hunt_move_text_with_result(s, m, text, sizeof text));
    assert_string_equal(text, "E1/NE-E2/NE!C3>C7 hit C7");
    const char *lies[][2] = {
        {"E1/NE-E2/NE!C3>C7 miss C7", "the result is 'hit C7'"},
        {"E1/NE-E2/NE!C3>C6 hit C6", "the result is 'miss C6'"},
        {"E1/NE-E2/NE!C3>C7 hit C8", "the result is 'hit C7'"},
        {"E1/NE-E2/NE miss C7", "only a shot has a result"},
    };
    for (size_t i = 0; i < sizeof lies / sizeof lies[0]; i++) {
        assert_false(mortar_hunt_move_from_text_with_result(s, lies[i][0], &m, &err));
        assert_non_null(strstr(err.message, lies[i][1]));
    }
    /* A game written with results replays through the reader, results checked on the way. */
    const char *lines[] = {"E1/NE-E2/NE!C3>C6 miss C6", "E9/S-E8/S!C7>C3 hit C3", "E2/NE-E3/NE",
                           "E8/S-E9/S!C7>C2 miss C2"};
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        if (!mortar_hunt_move_from_text_with_result(s, lines[i], &m, &err))
            fail_msg("%s: %s", lines[i], err.message);
        char again[GAME_MOVE_TEXT_MAX];
        assert_true(mortar_hunt_move_text_with_result(s, m, again, sizeof again));
        assert_string_equal(again, lines[i]);
        mortar_hunt_rules.apply(s, m);
    }
    free(s);
}

/* "Options: pieces=HM|LH|choose, craters=on|off, turns=N (0 = no limit), seed=N." */
static void test_options(void **state) {
    (void)state;
    const char *bad[] = {"pieces=XX", "craters=maybe", "turns=-1", "turns=201", "colour=red"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, bad[i], &err));
        MortarHuntState *s = mh_new();
        assert_false(mortar_hunt_rules.setup(s, &opt, 1, &err));
        free(s);
    }
    MortarHuntState *s = mh_start("pieces=choose craters=on turns=0 seed=77");
    assert_int_equal(s->info.pieces_option, MORTAR_HUNT_PIECES_CHOOSE);
    assert_true(s->info.craters);
    char fen[GAME_FEN_MAX];
    assert_true(mortar_hunt_rules.to_fen(s, fen, sizeof fen));
    assert_string_equal(fen, "- - A 0 0,0 - pieces=choose craters=on turns=0 seed=1");
    free(s);
}

/* The one-line position: exact round trip, and full validation. */
static void test_fen(void **state) {
    (void)state;
    const char *good = "C3/N:dead,E2/NE,H3/N C7/S,F6/S:dead,J6/S A 4 0,0 G3m,C7m,F6h,C3h" OPTS;
    MortarHuntState *s = mh_fen(good);
    char fen[GAME_FEN_MAX];
    assert_true(mortar_hunt_rules.to_fen(s, fen, sizeof fen));
    assert_string_equal(fen,
                        "C3/N:dead,E2/NE,H3/N C7/S,F6/S:dead,J6/S A 4 0,0 C3h,G3m,F6h,C7m" OPTS);
    free(s);
    struct {
        const char *fen, *why;
    } bad[] = {
        {"C3/N,E2/NE A9/S,B9/S,C9/S A 1 0,0 -" OPTS, "3 pieces"},
        {"C6/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 -" OPTS, "not in their half"},
        {"C3/N,C3/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 -" OPTS, "two pieces"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S C 1 0,0 -" OPTS, "A or B"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 3,0 -" OPTS, "skips"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 C5m" OPTS, "obstacle"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 C7h" OPTS, "no destroyed piece"},
        {"C3/N:dead,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 -" OPTS, "no h or s mark"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 C3m" CRATER_OPTS, "crater"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 0 0,0 -" OPTS, "turn is 1 or more"},
        {"- A9/S,B9/S,C9/S A 0 0,0 -" OPTS, "before player A"},
        {"C3/N,E2/NE,H3/N - A 0 0,0 -" OPTS, "B places next"},
        {"C3/N:LH,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 -" OPTS, "does not match"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0 - craters=off pieces=HM turns=0 seed=0",
         "in order"},
        {"C3/N,E2/NE,H3/N A9/S,B9/S,C9/S A 1 0,0", "10 fields"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        MortarHuntState *t = mh_new();
        Error err;
        if (mortar_hunt_rules.from_fen(t, bad[i].fen, &err))
            fail_msg("'%s' accepted, expected '%s'", bad[i].fen, bad[i].why);
        if (!strstr(err.message, bad[i].why))
            fail_msg("'%s': '%s', expected '%s'", bad[i].fen, err.message, bad[i].why);
        free(t);
    }
}

/* The hash follows the position: equal positions agree, a move changes it. */
static void test_hash(void **state) {
    (void)state;
    MortarHuntState *a = mh_fen("C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS);
    MortarHuntState *b = mh_fen("C3/N,E1/NE,I2/NW C7/S,E9/S,I8/S A 2 0,0 -" OPTS);
    assert_int_equal(mortar_hunt_rules.hash(a), mortar_hunt_rules.hash(b));
    uint64_t before = mortar_hunt_rules.hash(a);
    mh_play(a, "E1/NE-E2/NE", NULL);
    assert_true(mortar_hunt_rules.hash(a) != before);
    assert_int_equal(mortar_hunt_rules.hash(a), mortar_hunt_rules.hash_recompute(a));
    free(a);
    free(b);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_is_12_by_9),
        cmocka_unit_test(test_halves),
        cmocka_unit_test(test_obstacle_cannot_be_entered),
        cmocka_unit_test(test_obstacle_cannot_be_targeted),
        cmocka_unit_test(test_rulebook_j7_shooters),
        cmocka_unit_test(test_rulebook_b1_shooters),
        cmocka_unit_test(test_shooter_positions),
        cmocka_unit_test(test_directions),
        cmocka_unit_test(test_eight_facings),
        cmocka_unit_test(test_three_pieces),
        cmocka_unit_test(test_heavy_mortar_hunt_range),
        cmocka_unit_test(test_light_howitzer_range),
        cmocka_unit_test(test_both_kinds_move_alike),
        cmocka_unit_test(test_piece_kind_options),
        cmocka_unit_test(test_destroyed_piece),
        cmocka_unit_test(test_setup_distinct_squares),
        cmocka_unit_test(test_a_moves_first),
        cmocka_unit_test(test_setup_sample),
        cmocka_unit_test(test_up_to_three_steps),
        cmocka_unit_test(test_one_step_back),
        cmocka_unit_test(test_squares_entered_must_be_empty),
        cmocka_unit_test(test_end_must_differ),
        cmocka_unit_test(test_move_is_mandatory),
        cmocka_unit_test(test_shooter_and_target),
        cmocka_unit_test(test_target_in_opponent_half),
        cmocka_unit_test(test_two_skips_then_shot_is_mandatory),
        cmocka_unit_test(test_due_shot_restricts_moves),
        cmocka_unit_test(test_sacrifice_when_no_shot_is_possible),
        cmocka_unit_test(test_hit_and_miss),
        cmocka_unit_test(test_shot_at_destroyed_piece_misses),
        cmocka_unit_test(test_destroying_all_three_wins),
        cmocka_unit_test(test_turn_limit),
        cmocka_unit_test(test_hard_turn_cap),
        cmocka_unit_test(test_crater_blocks_movement),
        cmocka_unit_test(test_crater_no_second_shot),
        cmocka_unit_test(test_notation_examples),
        cmocka_unit_test(test_results_in_records),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_fen),
        cmocka_unit_test(test_hash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
