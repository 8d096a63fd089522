/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz pawn choice: the tile catalog, sets and their composition, the drafting modes
 * (standard with presets, expert methods 1 and 2) and the setup options. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/gottaz/gottaz.h"
#include "support/scenario.h"

static const GameRules *G = &gottaz_rules;

static void run(const char *text) {
    Error err;
    if (!scenario_run_text(text, &err)) fail_msg("%s\nin scenario:\n%s", err.message, text);
}

static bool start(GameLine *line, const char *options, uint64_t seed, Error *err) {
    GameOptions opt;
    game_options_init(&opt);
    if (!game_options_parse_line(&opt, options, err)) return false;
    return game_line_start(line, G, &opt, seed, err);
}

static void start_ok(GameLine *line, const char *options, uint64_t seed) {
    Error err;
    if (!start(line, options, seed, &err)) fail_msg("setup '%s' failed: %s", options, err.message);
}

static void setup_fails(const char *options, const char *reason) {
    GameLine line;
    Error err;
    if (start(&line, options, 1, &err)) {
        game_line_free(&line);
        fail_msg("setup '%s' succeeded", options);
    }
    if (!strstr(err.message, reason))
        fail_msg("setup '%s' failed with '%s', expected '%s'", options, err.message, reason);
}

static void play(GameLine *line, const char *text) {
    Error err;
    if (!game_line_play_text(line, text, &err)) fail_msg("%s refused: %s", text, err.message);
}

static void refused(GameLine *line, const char *text, const char *reason) {
    Move m;
    Error err;
    if (G->move_from_text(game_line_state(line), text, &m, &err)) fail_msg("%s accepted", text);
    if (!strstr(err.message, reason))
        fail_msg("%s refused with '%s', expected '%s'", text, err.message, reason);
}

static const GottazState *state(const GameLine *line) {
    return game_line_state(line);
}

/* The legal moves as one space-separated text, in generation order. */
static void legal_texts(const GameLine *line, char *buf, size_t n) {
    Move moves[GAME_MOVES_MAX];
    int count = game_line_moves(line, moves, GAME_MOVES_MAX);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        G->move_to_text(game_line_state(line), moves[i], t, sizeof t);
        used += (size_t)snprintf(buf + used, n - used, "%s%s", i ? " " : "", t);
    }
}

/* A set respects the composition: four 1|5, four 2|4, two 3|3. */
static void assert_valid_set(const uint8_t *types, int n) {
    assert_int_equal(n, GZ_SET);
    int per_class[3] = {0, 0, 0};
    for (int i = 0; i < n; i++) per_class[gottaz_tile_class(types[i])]++;
    assert_int_equal(per_class[0], 4);
    assert_int_equal(per_class[1], 4);
    assert_int_equal(per_class[2], 2);
}

/* "The catalog of tile types is every combination: ability × ability for 1|5 (64 types), for
 * 2|4 (64), and unordered pairs for 3|3 (36): 164 types." "the two strengths sum to 6" */
static void test_catalog_has_164_types(void **st) {
    (void)st;
    GameLine line;
    start_ok(&line, "mode=standard first=1", 1);
    Move moves[GAME_MOVES_MAX];
    int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
    assert_int_equal(n, 164);
    int per_class[3] = {0, 0, 0};
    char texts[164][GAME_MOVE_TEXT_MAX];
    for (int i = 0; i < n; i++) {
        G->move_to_text(state(&line), moves[i], texts[i], sizeof texts[i]);
        const char *t = texts[i] + 5; /* after "pick:" */
        assert_int_equal(strlen(t), 5);
        int a = t[1] - '0', b = t[4] - '0';
        assert_int_equal(a + b, 6);
        assert_true(a <= b);                   /* canonical: the lower strength first */
        if (a == 3) assert_true(t[0] <= t[3]); /* 3|3: letters in alphabetical order */
        per_class[a - 1]++;
        for (int j = 0; j < i; j++) assert_string_not_equal(texts[i], texts[j]);
    }
    assert_int_equal(per_class[0], 64);
    assert_int_equal(per_class[1], 64);
    assert_int_equal(per_class[2], 36);
    /* The rulebook's "the back of Rotate 5 must be Jump 1". */
    bool found = false;
    for (int i = 0; i < n; i++) found = found || strcmp(texts[i], "pick:J1/R5") == 0;
    assert_true(found);
    game_line_free(&line);
}

/* "Tile notation: L1/J5 ... For 3|3 tiles the two sides are unordered (S3/W3 = W3/S3)." and the
 * canonical form: "the lower strength first; for 3|3 tiles the ability letters in alphabetical
 * order". Options accept either order; moves only the canonical text. */
static void test_tile_notation(void **st) {
    (void)st;
    GameLine line;
    start_ok(&line, "mode=standard first=1", 1);
    refused(&line, "pick:R5/J1", "is written pick:J1/R5");
    refused(&line, "pick:W3/S3", "is written pick:S3/W3");
    refused(&line, "pick:L2/J5", "the strengths must sum to 6");
    refused(&line, "pick:X1/J5", "'X' is not an ability letter");
    refused(&line, "pick:L1J5", "not a tile");
    play(&line, "pick:S3/W3");
    game_line_free(&line);
    /* The same set written with sides in any order. */
    GameLine a, b;
    start_ok(&a, "set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 first=1", 1);
    start_ok(&b, "set=S5/L1,U5/S1,W5/U1,L5/W1,W4/L2,L4/S2,S4/U2,U4/W2,U3/L3,W3/S3 first=1", 1);
    char fa[GAME_FEN_MAX], fb[GAME_FEN_MAX];
    G->to_fen(game_line_state(&a), fa, sizeof fa);
    G->to_fen(game_line_state(&b), fb, sizeof fb);
    assert_string_equal(fa, fb);
    game_line_free(&a);
    game_line_free(&b);
}

/* "A player's set is exactly 10 tiles: four 1|5, four 2|4, two 3|3." */
static void test_set_composition(void **st) {
    (void)st;
    setup_fails("set=L1/S5,S1/U5,U1/W5,W1/L5,D1/J5,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3",
                "5 tiles of 1|5");
    setup_fails("set=L1/S5,S1/U5,U1/W5,L2/W4,D2/J4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3",
                "3 tiles of 1|5");
    setup_fails("set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3",
                "9 tiles, a set has exactly 10");
    setup_fails("set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3,D3/D3",
                "more than 10 tiles");
    setup_fails("set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3,",
                "a tile must follow");
    setup_fails("set=L1/S5;S1/U5", "separate tiles with ','");
    setup_fails("set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
                "set2=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,L3/W5",
                "set2: 'L3/W5' is not a tile");
}

/* "Standard: one set of 10 is chosen and both players get an identical copy." The builder is
 * the player who will move second (decision); duplicates are allowed (decision). */
static void test_standard_drafting(void **st) {
    (void)st;
    run("game gottaz\noptions first=1\nstatus ongoing 2\n"
        "play pick:L1/J5\nstatus ongoing 2\nplay pick:L1/J5\nplay pick:D1/T5\nplay pick:J1/R5\n"
        "illegal pick:W1/L5\nillegal done\nplay pick:L2/W4\nplay pick:L2/W4\nplay pick:D2/R4\nplay "
        "pick:T2/J4\n"
        "illegal pick:R2/D4\nplay pick:S3/S3\nplay pick:D3/T3\nillegal pick:L3/U3\n"
        "fen-is board=5/5/5/5/5 hand1=D1/T5,J1/R5,L1/J5,L1/J5,D2/R4,L2/W4,L2/W4,T2/J4,D3/T3,S3/S3 "
        "hand2=D1/T5,J1/R5,L1/J5,L1/J5,D2/R4,L2/W4,L2/W4,T2/J4,D3/T3,S3/S3 to=1 actions=0 draw=on\n"
        "status ongoing 1\n");
    GameLine line;
    start_ok(&line, "first=2", 1);
    assert_int_equal(G->to_move(state(&line)), 0);
    for (int i = 0; i < 4; i++) play(&line, "pick:W1/L5");
    refused(&line, "pick:U1/W5", "composition: the set already has 4 tiles of 1|5");
    refused(&line, "done", "done is only used in mode method1");
    refused(&line, "W1/L5@a1", "the players are still choosing their pawns");
    game_line_free(&line);
}

/* "Presets: Beginner (only Leap, Support, Supply, Swap), Advanced (only Slant, Tsunami, Jump,
 * Rotate), Random (uniform over valid sets)." The seed drives Random. */
static void test_presets(void **st) {
    (void)st;
    static const char *const allowed[2] = {"LSUW", "DTJR"};
    static const char *const names[2] = {"preset=beginner", "preset=advanced"};
    for (int k = 0; k < 2; k++) {
        GameLine line;
        start_ok(&line, names[k], 3);
        const GottazState *s = state(&line);
        assert_int_equal(s->phase, GZ_PHASE_PLAY);
        for (int p = 0; p < 2; p++) {
            assert_valid_set(s->hand[p], s->hand_n[p]);
            assert_memory_equal(s->hand[0], s->hand[1], GZ_SET);
            for (int i = 0; i < GZ_SET; i++)
                for (int side = 0; side < 2; side++)
                    assert_non_null(strchr(allowed[k], gottaz_ability_letter(gottaz_tile_ability(
                                                           s->hand[p][i], side))));
        }
        game_line_free(&line);
    }
    char first[GAME_FEN_MAX] = "";
    bool differ = false;
    for (uint64_t seed = 1; seed <= 20; seed++) {
        GameLine line, again;
        start_ok(&line, "preset=random first=1", seed);
        start_ok(&again, "preset=random first=1", seed);
        const GottazState *s = state(&line);
        assert_valid_set(s->hand[0], s->hand_n[0]);
        assert_memory_equal(s->hand[0], s->hand[1], GZ_SET);
        for (int i = 1; i < GZ_SET; i++)
            assert_true(s->hand[0][i - 1] != s->hand[0][i]); /* distinct */
        char fen[GAME_FEN_MAX], fen2[GAME_FEN_MAX];
        G->to_fen(s, fen, sizeof fen);
        G->to_fen(game_line_state(&again), fen2, sizeof fen2);
        assert_string_equal(fen, fen2);
        if (!first[0]) strcpy(first, fen);
        differ = differ || strcmp(first, fen) != 0;
        game_line_free(&line);
        game_line_free(&again);
    }
    assert_true(differ);
    /* seed= in the options overrides the default seed. */
    GameLine a, b;
    start_ok(&a, "preset=random first=1 seed=5", 1);
    start_ok(&b, "preset=random first=1", 5);
    assert_memory_equal(state(&a)->hand[0], state(&b)->hand[0], GZ_SET);
    game_line_free(&a);
    game_line_free(&b);
}

/* "Expert method 1: each player chooses their own 10 freely, without seeing the other's choice
 * until both are done." The second player chooses first, then `done`; the picks of one player
 * never change the other's legal moves, so nothing leaks through the move list. */
static void test_method1(void **st) {
    (void)st;
    GameLine a, b;
    start_ok(&a, "mode=method1 first=1", 1);
    start_ok(&b, "mode=method1 first=1", 1);
    assert_int_equal(G->to_move(state(&a)), 1);
    static const char *const set_a[10] = {"pick:L1/J5", "pick:L1/J5", "pick:L1/J5", "pick:L1/J5",
                                          "pick:D2/R4", "pick:D2/R4", "pick:D2/R4", "pick:D2/R4",
                                          "pick:S3/S3", "pick:S3/S3"};
    static const char *const set_b[10] = {"pick:D1/T5", "pick:J1/R5", "pick:R1/D5", "pick:T1/J5",
                                          "pick:L2/W4", "pick:S2/L4", "pick:U2/S4", "pick:W2/U4",
                                          "pick:L3/U3", "pick:D3/T3"};
    for (int i = 0; i < 10; i++) {
        if (i == 9) refused(&a, "done", "your set has 9 tiles: pick 1 more before done");
        play(&a, set_a[i]);
        play(&b, set_b[i]);
    }
    refused(&a, "pick:W1/L5", "your set is complete");
    char la[16384], lb[16384];
    legal_texts(&a, la, sizeof la);
    assert_string_equal(la, "done");
    play(&a, "done");
    play(&b, "done");
    assert_int_equal(G->to_move(state(&a)), 0);
    assert_int_equal(state(&a)->phase, GZ_PHASE_DRAFT);
    legal_texts(&a, la, sizeof la);
    legal_texts(&b, lb, sizeof lb);
    assert_string_equal(la, lb); /* player 1's choices do not depend on player 2's */
    for (int i = 0; i < 10; i++) play(&a, set_b[i]);
    assert_int_equal(state(&a)->phase, GZ_PHASE_DRAFT); /* not revealed before both are done */
    play(&a, "done");
    const GottazState *s = state(&a);
    assert_int_equal(s->phase, GZ_PHASE_PLAY);
    assert_int_equal(G->to_move(s), 0);
    char fen[GAME_FEN_MAX];
    G->to_fen(s, fen, sizeof fen);
    assert_string_equal(
        fen,
        "board=5/5/5/5/5 hand1=D1/T5,J1/R5,R1/D5,T1/J5,L2/W4,S2/L4,U2/S4,W2/U4,D3/T3,L3/U3 "
        "hand2=L1/J5,L1/J5,L1/J5,L1/J5,D2/R4,D2/R4,D2/R4,D2/R4,S3/S3,S3/S3 to=1 actions=0 draw=on");
    game_line_free(&a);
    game_line_free(&b);
}

/* "Expert method 2: players alternately take one tile type at a time until each has 10 (the
 * composition rule binds each player). A type taken by either player is gone for the opponent.
 * [decision] a player may not take the same type twice in method 2; the player who will move
 * second picks first." */
static void test_method2(void **st) {
    (void)st;
    GameLine line;
    start_ok(&line, "mode=method2 first=2", 1);
    assert_int_equal(G->to_move(state(&line)), 0); /* player 1 moves second, so picks first */
    play(&line, "pick:L1/J5");
    assert_int_equal(G->to_move(state(&line)), 1);
    refused(&line, "pick:L1/J5",
            "L1/J5 is taken by player 1: in method 2 a type taken is gone for the opponent");
    play(&line, "pick:J1/L5");
    refused(&line, "pick:L1/J5", "you already took L1/J5");
    refused(&line, "pick:J1/L5", "taken by player 2");
    /* 1|5 types for player 1 (three more) and player 2 (three more), then the composition binds. */
    static const char *const more[] = {"pick:D1/T5", "pick:T1/D5", "pick:J1/R5",
                                       "pick:R1/J5", "pick:U1/W5", "pick:W1/U5"};
    for (int i = 0; i < 6; i++) play(&line, more[i]);
    assert_int_equal(G->to_move(state(&line)), 0);
    refused(&line, "pick:S1/U5", "composition: the set already has 4 tiles of 1|5");
    Move moves[GAME_MOVES_MAX];
    /* Player 1 may take any 2|4 or 3|3 type: 64 + 36. */
    assert_int_equal(game_line_moves(&line, moves, GAME_MOVES_MAX), 100);
    Rng rng;
    rng_seed(&rng, 9);
    while (state(&line)->phase == GZ_PHASE_DRAFT) {
        int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
        assert_true(n > 0);
        Error err;
        assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
    }
    assert_int_equal(line.length, 20);
    const GottazState *s = state(&line);
    assert_int_equal(G->to_move(s), 1); /* play starts with the first player */
    for (int p = 0; p < 2; p++) assert_valid_set(s->hand[p], s->hand_n[p]);
    for (int i = 0; i < GZ_SET; i++)
        for (int j = 0; j < GZ_SET; j++) assert_true(s->hand[0][i] != s->hand[1][j]);
    game_line_free(&line);
}

/* "The first player is chosen at random (or in the menu)." first=1|2; without it the seed
 * decides. */
static void test_first_player(void **st) {
    (void)st;
    run("game gottaz\noptions preset=beginner first=1\nstatus ongoing 1\n");
    run("game gottaz\noptions preset=beginner first=2\nstatus ongoing 2\n");
    setup_fails("first=3", "option first=3: expected 1|2");
    int seen[2] = {0, 0};
    for (uint64_t seed = 0; seed < 32; seed++) {
        GameLine a, b;
        start_ok(&a, "preset=beginner", seed);
        start_ok(&b, "preset=beginner", seed);
        assert_int_equal(G->to_move(state(&a)), G->to_move(state(&b)));
        seen[G->to_move(state(&a))]++;
        game_line_free(&a);
        game_line_free(&b);
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
}

/* Options: "mode=standard|method1|method2, preset=beginner|advanced|random, set=..., set1=...
 * and set2=..., first=1|2, seed=N, draw=on|off"; wrong combinations are refused clearly. */
static void test_option_errors(void **st) {
    (void)st;
    setup_fails("colour=red", "unknown option 'colour' for gottaz");
    setup_fails("mode=method3", "option mode=method3: expected standard|method1|method2");
    setup_fails("preset=expert", "option preset=expert: expected beginner|advanced|random");
    setup_fails("draw=maybe", "option draw=maybe: expected on|off");
    setup_fails("mode=method1 preset=beginner", "option preset= is for mode=standard");
    setup_fails("mode=method2 set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3",
                "option set= is for mode=standard");
    setup_fails("preset=beginner set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3",
                "preset= and set= exclude each other");
    setup_fails("set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3",
                "set1= and set2= go together");
    setup_fails("mode=standard set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
                "set2=D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3",
                "mode=standard gives both players the same set");
    setup_fails("mode=method2 set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
                "set2=L1/S5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3",
                "set1 and set2 both hold L1/S5");
    setup_fails("mode=method2 set1=L1/S5,L1/S5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
                "set2=D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3",
                "set1 holds L1/S5 twice");
    setup_fails("seed=x", "option seed=x");
}

/* `set=` and `set1=`/`set2=` start play at once with those sets. */
static void test_given_sets_start_play(void **st) {
    (void)st;
    run("game gottaz\noptions set=D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3 "
        "first=2\n"
        "fen-is board=5/5/5/5/5 hand1=D1/T5,J1/R5,R1/D5,T1/J5,D2/R4,J2/T4,R2/J4,T2/D4,D3/J3,R3/T3 "
        "hand2=D1/T5,J1/R5,R1/D5,T1/J5,D2/R4,J2/T4,R2/J4,T2/D4,D3/J3,R3/T3 to=2 actions=0 "
        "draw=on\n");
    run("game gottaz\noptions set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "set2=D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3 first=1 draw=off\n"
        "fen-is board=5/5/5/5/5 hand1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "hand2=D1/T5,J1/R5,R1/D5,T1/J5,D2/R4,J2/T4,R2/J4,T2/D4,D3/J3,R3/T3 to=1 actions=0 "
        "draw=off\n"
        "legal L1/S5@a1\nillegal D1/T5@a1\n");
    run("game gottaz\noptions mode=method2 "
        "set1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "set2=D1/T5,T1/J5,J1/R5,R1/D5,D2/R4,T2/D4,J2/T4,R2/J4,D3/J3,R3/T3 first=2\nstatus ongoing "
        "2\n");
}

/* Every mode reaches a legal start of play through its own moves, and undo goes back through
 * the drafting like through play. */
static void test_every_mode_reaches_a_legal_start(void **st) {
    (void)st;
    static const char *const modes[] = {"mode=standard", "mode=method1", "mode=method2", ""};
    for (int k = 0; k < 4; k++) {
        for (uint64_t seed = 1; seed <= 10; seed++) {
            GameLine line;
            start_ok(&line, modes[k], seed);
            Rng rng;
            rng_seed(&rng, seed * 31 + (uint64_t)k);
            char start_fen[GAME_FEN_MAX];
            G->to_fen(state(&line), start_fen, sizeof start_fen);
            while (state(&line)->phase == GZ_PHASE_DRAFT) {
                Move moves[GAME_MOVES_MAX];
                int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
                assert_true(n > 0 && line.length < 22);
                Error err;
                assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
            }
            const GottazState *s = state(&line);
            for (int p = 0; p < 2; p++) assert_valid_set(s->hand[p], s->hand_n[p]);
            if (k == 0 || k == 3) assert_memory_equal(s->hand[0], s->hand[1], GZ_SET);
            assert_int_equal(G->to_move(s), s->first);
            assert_int_equal(G->outcome(s).kind, OUTCOME_ONGOING);
            /* All 10 tiles in hand, the board empty: the legal moves are the placements of each
             * distinct tile, either side up, on the five squares of the first player's rank. */
            int faces = 0, p = s->first;
            for (int i = 0; i < GZ_SET; i++)
                if (i == 0 || s->hand[p][i] != s->hand[p][i - 1])
                    faces += gottaz_tile_same_sides(s->hand[p][i]) ? 1 : 2;
            Move moves[GAME_MOVES_MAX];
            assert_int_equal(game_line_moves(&line, moves, GAME_MOVES_MAX), faces * 5);
            char fen[GAME_FEN_MAX];
            G->to_fen(s, fen, sizeof fen);
            assert_non_null(strstr(fen, "board=5/5/5/5/5 "));
            /* Undo goes back through the whole drafting. */
            while (game_line_undo(&line)) {}
            G->to_fen(state(&line), fen, sizeof fen);
            assert_string_equal(fen, start_fen);
            game_line_free(&line);
        }
    }
}

/* Draft positions have a one-line form too, checked for consistency. */
static void test_draft_positions(void **st) {
    (void)st;
    run("game gottaz\noptions mode=method2 first=1\nplay pick:L1/J5\nplay pick:D2/R4\n"
        "fen-is draft=method2 set1=D2/R4 set2=L1/J5 to=2 first=1 draw=on\nundo\n"
        "fen-is draft=method2 set1=- set2=L1/J5 to=1 first=1 draw=on\n");
    run("game gottaz\nfen draft=method2 set1=D2/R4 set2=L1/J5 to=2 first=1 draw=on\nillegal "
        "pick:D2/R4\n"
        "play pick:D1/T5\nstatus ongoing 1\n");
    run("game gottaz\nfen draft=standard set=L1/J5,L1/J5 to=2 first=1 draw=off\nplay pick:L1/J5\n"
        "fen-is draft=standard set=L1/J5,L1/J5,L1/J5 to=2 first=1 draw=off\n");
    run("game gottaz\nfen draft=method2 set1=D2/R4 set2=- to=2 first=1 draw=on\nsetup-fails in "
        "method 2 the players pick in turn\n");
    run("game gottaz\nfen draft=method1 set1=D2/R4 set2=- to=2 first=1 draw=on\nsetup-fails in "
        "method 1 player 2 chooses all 10 first\n");
    run("game gottaz\nfen draft=method2 set1=L1/J5 set2=L1/J5 to=2 first=1 draw=on\nsetup-fails a "
        "type is taken only once\n");
    run("game gottaz\nfen draft=standard set=L1/J5,L1/J5,L1/J5,L1/J5,L1/J5 to=2 first=1 draw=on\n"
        "setup-fails 5 tiles of 1|5\n");
}

/* The person builds the shared set against the computer, whoever moves first: the panel names
 * them with builder=, and a rematch (sides swapped) names the other player. */
static void test_builder_builds_the_shared_set(void **state) {
    (void)state;
    const char *firsts[] = {"", " first=1", " first=2"};
    for (int builder = 1; builder <= 2; builder++)
        for (int k = 0; k < 3; k++)
            for (uint64_t seed = 1; seed <= 4; seed++) {
                char options[64];
                snprintf(options, sizeof options, "mode=standard builder=%d%s", builder, firsts[k]);
                GameLine line;
                start_ok(&line, options, seed);
                const GottazState *s = game_line_state(&line);
                if (s->turn != builder - 1)
                    fail_msg("%s seed %llu: player %d picks", options, (unsigned long long)seed,
                             s->turn + 1);
                game_line_free(&line);
            }
    /* Without it the one who moves second builds, as before; other modes ignore it. */
    GameLine line;
    start_ok(&line, "mode=standard first=1", 1);
    assert_int_equal(((const GottazState *)game_line_state(&line))->turn, 1);
    game_line_free(&line);
    start_ok(&line, "mode=method2 first=1 builder=1", 1);
    assert_int_equal(((const GottazState *)game_line_state(&line))->turn, 1);
    game_line_free(&line);
    setup_fails("mode=standard builder=3", "builder");

    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, "mode=standard builder=1 first=1", &err));
    game_options_swap_person(&opt, gottaz_options, GZ_OPT_COUNT);
    assert_string_equal(game_options_get(&opt, "builder"), "2");
    assert_string_equal(game_options_get(&opt, "first"), "1");
    game_options_swap_person(&opt, gottaz_options, GZ_OPT_COUNT);
    assert_string_equal(game_options_get(&opt, "builder"), "1");
}

/* The draw option's label names what it switches: the third repetition and the action limit. */
static void test_draw_option_names_its_rule(void **state) {
    (void)state;
    const char *label = gottaz_options[GZ_OPT_DRAW].label;
    char limit[16];
    snprintf(limit, sizeof limit, "%d", GZ_ACTION_LIMIT);
    assert_non_null(strstr(label, "repetition"));
    assert_non_null(strstr(label, limit));
    assert_string_equal(gottaz_options[GZ_OPT_DRAW].key, "draw");
}

/* The rules page's legend of the ability icons names every ability; only its Details follow it. */
static void test_rules_page_has_an_icon_legend(void **state) {
    (void)state;
    FILE *file = fopen(DUELBOARD_TEST_DATA "/../assets/rules/gottaz.md", "rb");
    assert_non_null(file);
    static char text[1 << 16];
    size_t n = fread(text, 1, sizeof text - 1, file);
    fclose(file);
    text[n] = '\0';
    char *legend = strstr(text, "\n## Ability icons\n");
    assert_non_null(legend);
    char *next = strstr(legend + 1, "\n## ");
    if (next) {
        assert_true(strncmp(next, "\n## Details\n", 12) == 0);
        assert_null(strstr(next + 1, "\n## "));
        *next = '\0'; /* the legend alone */
    }
    for (int a = 0; a < GZ_ABILITIES; a++) {
        char entry[32];
        snprintf(entry, sizeof entry, "\n- %s: ", gottaz_ability_name(a));
        if (!strstr(legend, entry)) fail_msg("the legend lacks %s", gottaz_ability_name(a));
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_catalog_has_164_types),
        cmocka_unit_test(test_tile_notation),
        cmocka_unit_test(test_set_composition),
        cmocka_unit_test(test_standard_drafting),
        cmocka_unit_test(test_presets),
        cmocka_unit_test(test_method1),
        cmocka_unit_test(test_method2),
        cmocka_unit_test(test_first_player),
        cmocka_unit_test(test_option_errors),
        cmocka_unit_test(test_given_sets_start_play),
        cmocka_unit_test(test_builder_builds_the_shared_set),
        cmocka_unit_test(test_draw_option_names_its_rule),
        cmocka_unit_test(test_rules_page_has_an_icon_legend),
        cmocka_unit_test(test_every_mode_reaches_a_legal_start),
        cmocka_unit_test(test_draft_positions),
    };
    return cmocka_run_group_tests_name("gottaz drafting", tests, NULL, NULL);
}
