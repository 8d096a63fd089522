/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz notation and positions: the move tokens of the spec, exact round trips, the one-line
 * position, hashing, random playouts in every mode, perft and an engine-protocol session. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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

static void load(GottazState *st, const char *fen) {
    Error err;
    if (!G->from_fen(st, fen, &err)) fail_msg("position refused: %s\n%s", err.message, fen);
}

/* The text parses to a legal move that writes back to the same text. */
static void round_trip(const char *fen, const char *text) {
    GottazState st;
    load(&st, fen);
    Move m;
    Error err;
    if (!G->move_from_text(&st, text, &m, &err)) fail_msg("%s refused: %s", text, err.message);
    char again[GAME_MOVE_TEXT_MAX];
    assert_true(G->move_to_text(&st, m, again, sizeof again));
    assert_string_equal(text, again);
    Move moves[GAME_MOVES_MAX];
    int n = G->gen_moves(&st, moves, GAME_MOVES_MAX);
    bool found = false;
    for (int i = 0; i < n; i++) found = found || moves[i] == m;
    assert_true(found);
}

static const char *const H = " hand1=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3";

/* Every token form of the spec's Notation section, with its own example. */
static void test_spec_examples(void **state) {
    (void)state;
    char fen[GAME_FEN_MAX];
    const char *p2 =
        " hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on";
    /* Place: the side written first is face up. */
    snprintf(fen, sizeof fen,
             "board=5/5/5/5/5 hand1=L1/J5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3%s",
             p2);
    round_trip(fen, "L1/J5@c1");
    round_trip(fen, "J5/L1@c1");
    round_trip(fen, "S3/W3@c1");
    round_trip(fen, "W3/S3@c1");
    run("game gottaz\noptions set=L1/J5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
        "first=1\n"
        "play J5/L1@c1\nfen-is board=5/5/5/5/2J5L12 "
        "hand1=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
        "hand2=L1/J5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=2 actions=1 "
        "draw=on\n");
    /* Move and Leap from c1. */
    snprintf(fen, sizeof fen, "board=5/5/5/5/2L1J52%s%s", H, p2);
    round_trip(fen, "c1-c2");
    round_trip(fen, "c1Lc3");
    /* Slant b2 to c3, Swap b3 with b4. */
    snprintf(fen, sizeof fen,
             "board=5/1w1l53/1W1L53/1D1T53/5 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3"
             " hand2=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on");
    round_trip(fen, "b2Dc3");
    round_trip(fen, "b3Wb4");
    /* Tsunami from c2 pushes c3 to c5; Jump c4 to a1; Rotate c2. */
    snprintf(fen, sizeof fen,
             "board=5/2J5L12/2w1l52/2T5D12/5 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3"
             " hand2=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on");
    round_trip(fen, "c2T");
    round_trip(fen, "c4Ja1");
    snprintf(fen, sizeof fen, "board=5/5/5/2R1D52/5%s%s", H, p2);
    round_trip(fen, "c2R");
    /* Pass and the drafting tokens. */
    round_trip("board=5/5/5/5/w1l5w1l5w1l5w1l5w2u4 "
               "hand1=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,"
               "S3/W3 hand2=W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on",
               "pass");
    round_trip("draft=method1 set1=- set2=- to=2 first=1 draw=on", "pick:L1/J5");
    round_trip("draft=method1 set1=- "
               "set2=D1/T5,J1/R5,R1/D5,T1/J5,L2/W4,S2/L4,U2/S4,W2/U4,D3/T3,L3/U3 to=2 first=1 "
               "draw=on",
               "done");
}

/* Texts that are not the canonical text of a legal move are refused, with the reason. */
static void test_refusals_name_the_reason(void **state) {
    (void)state;
    GottazState st;
    load(
        &st,
        "board=5/5/5/5/2L1J52 hand1=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
        "hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on");
    static const char *const cases[][2] = {
        {"", "is not a move"},
        {"c1 - c2", "an ability letter (D J L R T W) or '-' must follow the square"},
        {"C1-c2", "not a tile"},
        {"c1-c2x", "a move is <square>-<square>"},
        {"c1Lc3x", "Leap needs a target square"},
        {"c1X", "an ability letter (D J L R T W) or '-' must follow the square"},
        {"c1L", "Leap needs a target square"},
        {"c1Jc1", "the pawn on c1 shows Leap 1, not Jump"},
        {"W1/L5@c9", "a square a1 to e5 must follow '@'"},
        {"W1/L5c1", "a placement is <tile>@<square>"},
        {"pick:L1/J5", "the drafting is over"},
        {"done", "the drafting is over"},
        {"c1Lc2", "Leap goes exactly two squares"},
        {"W1/L5@c1", "c1 is occupied"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Move m;
        Error err;
        if (G->move_from_text(&st, cases[i][0], &m, &err)) fail_msg("'%s' accepted", cases[i][0]);
        if (!strstr(err.message, cases[i][1]))
            fail_msg("'%s' refused with '%s', expected '%s'", cases[i][0], err.message,
                     cases[i][1]);
    }
    /* A finished game refuses every move. */
    load(
        &st,
        "board=5/5/L1J5L1J5L1J52/5/5 hand1=W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
        "hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=2 actions=9 draw=on");
    Move m;
    Error err;
    assert_false(G->move_from_text(&st, "W1/L5@a5", &m, &err));
    assert_string_equal(err.message, "the game is over");
}

/* The one-line position: documented examples, round trips and validation. */
static void test_positions(void **state) {
    (void)state;
    run("game gottaz\noptions preset=beginner first=1\n"
        "fen-is board=5/5/5/5/5 hand1=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "hand2=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=1 actions=0 draw=on\n"
        "play S5/L1@c1\nplay W4/L2@d5\n"
        "fen-is board=3w4l21/5/5/5/2S5L12 "
        "hand1=S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "hand2=L1/S5,S1/U5,U1/W5,W1/L5,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=1 actions=2 draw=on\n");
    run("game gottaz\noptions first=2 draw=off\nfen-is draft=standard set=- to=1 first=2 "
        "draw=off\n");
    run("game gottaz\noptions mode=method1 first=1\nfen-is draft=method1 set1=- set2=- to=2 "
        "first=1 draw=on\n");
    static const char *const bad[][2] = {
        {"board=5/5/5/5/5 to=1 actions=0 draw=on", "needs board=, hand1=, hand2="},
        {"board=6/5/5/5/5 hand1=- hand2=- to=1 actions=0 draw=on", "unexpected '6'"},
        {"board=5/5/5/5 hand1=- hand2=- to=1 actions=0 draw=on", "must be followed by '/'"},
        {"board=5/5/5/5/L1j53 hand1=- hand2=- to=1 actions=0 draw=on",
         "mixes upper and lower case"},
        {"board=5/5/5/5/5 hand1=- hand2=- to=3 actions=0 draw=on", "to=3: expected 1 or 2"},
        {"board=5/5/5/5/5 hand1=- hand2=- to=1 actions=0 draw=on colour=red",
         "unknown key 'colour'"},
        {"board=5/5/5/5/5 hand1=- hand2=- to=1 actions=x draw=on", "actions=x"},
        {"board=5/5/5/5/5 hand1=L1/S5 hand2=- to=1 actions=0 draw=on",
         "player 1 (hand and board): 1 tiles"},
        {"board=5/5/5/5/J5L1J5L13 hand1=W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
         "hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=0 draw=on",
         "line limit: 10 > 8 on rank 1 for player 1"},
        {"draft=method2 set1=- set2=- to=1 first=1 draw=on",
         "in method 2 the players pick in turn, player 2 first"},
        {"draft=standard set1=- set2=- to=2 first=1 draw=on", "standard drafting has set="},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        GottazState st;
        Error err;
        if (G->from_fen(&st, bad[i][0], &err)) fail_msg("accepted: %s", bad[i][0]);
        if (!strstr(err.message, bad[i][1]))
            fail_msg("'%s' refused with '%s', expected '%s'", bad[i][0], err.message, bad[i][1]);
    }
}

/* The hash covers board, hands, side to move and drafting, not the action count (so that
 * repetitions are seen); equal positions reached in different orders hash equally. */
static void test_hash(void **state) {
    (void)state;
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    assert_true(game_options_parse_line(&opt, "preset=advanced first=1", &err));
    GameLine a, b;
    assert_true(game_line_start(&a, G, &opt, 1, &err));
    assert_true(game_line_start(&b, G, &opt, 1, &err));
    static const char *const order_a[] = {"D1/T5@a1", "D1/T5@a5", "T1/J5@b1", "T1/J5@b5"};
    static const char *const order_b[] = {"T1/J5@b1", "T1/J5@b5", "D1/T5@a1", "D1/T5@a5"};
    for (int i = 0; i < 4; i++) {
        assert_true(game_line_play_text(&a, order_a[i], &err));
        assert_true(game_line_play_text(&b, order_b[i], &err));
    }
    assert_int_equal(G->hash(game_line_state(&a)), G->hash(game_line_state(&b)));
    assert_int_equal(G->hash(game_line_state(&a)), G->hash_recompute(game_line_state(&a)));
    GottazState s = *(const GottazState *)game_line_state(&a);
    uint64_t h = G->hash(&s);
    s.actions = 150;
    assert_int_equal(G->hash_recompute(&s), h);
    gottaz_set_turn(&s, 1);
    assert_true(G->hash(&s) != h);
    assert_int_equal(G->hash(&s), G->hash_recompute(&s));
    game_line_free(&a);
    game_line_free(&b);
}

/* Random playouts in every mode: each legal move round-trips through its text, positions through
 * their one-line form, the kept hash equals the recomputed one, and every game ends. */
static void test_playouts(void **state) {
    (void)state;
    static const char *const options[] = {"",
                                          "mode=method1",
                                          "mode=method2",
                                          "preset=beginner",
                                          "preset=advanced",
                                          "preset=random",
                                          "preset=random draw=off"};
    Rng rng;
    rng_seed(&rng, 2024);
    int ended = 0, wins = 0;
    for (int game = 0; game < 70; game++) {
        GameOptions opt;
        game_options_init(&opt);
        Error err;
        assert_true(game_options_parse_line(&opt, options[game % 7], &err));
        GameLine line;
        assert_true(game_line_start(&line, G, &opt, (uint64_t)game, &err));
        for (int ply = 0; ply < 1500; ply++) {
            const void *st = game_line_state(&line);
            assert_int_equal(G->hash(st), G->hash_recompute(st));
            char fen[GAME_FEN_MAX], again[GAME_FEN_MAX];
            assert_true(G->to_fen(st, fen, sizeof fen));
            GottazState copy;
            if (!G->from_fen(&copy, fen, &err))
                fail_msg("own position refused: %s\n%s", err.message, fen);
            G->to_fen(&copy, again, sizeof again);
            assert_string_equal(fen, again);
            assert_int_equal(G->hash(&copy), G->hash(st));
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            for (int i = 0; i < n; i++) {
                char text[GAME_MOVE_TEXT_MAX];
                Move back;
                assert_true(G->move_to_text(st, moves[i], text, sizeof text));
                if (!G->move_from_text(st, text, &back, &err))
                    fail_msg("%s refused: %s\n%s", text, err.message, fen);
                assert_true(back == moves[i]);
                for (int j = 0; j < i; j++) assert_true(moves[j] != moves[i]);
            }
            assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
        }
        Outcome o = game_line_outcome(&line);
        if (strstr(options[game % 7], "draw=off") == NULL)
            assert_int_not_equal(o.kind, OUTCOME_ONGOING);
        ended += o.kind != OUTCOME_ONGOING;
        wins += o.kind == OUTCOME_WIN;
        game_line_free(&line);
    }
    assert_true(ended >= 60);
    assert_true(wins > 0);
}

/* perft from the start of play with a given pair of sets. With the beginner set (ten distinct
 * types, every tile with two different faces) player 1 has 10 × 2 × 5 = 100 placements, and
 * player 2 independently 100 on rank 5. */
static void test_perft(void **state) {
    (void)state;
    GameOptions opt;
    game_options_init(&opt);
    Error err;
    assert_true(game_options_parse_line(&opt, "preset=beginner first=1", &err));
    GameLine line;
    assert_true(game_line_start(&line, G, &opt, 1, &err));
    assert_int_equal(game_perft(G, game_line_state(&line), 1), 100);
    assert_int_equal(game_perft(G, game_line_state(&line), 2), 10000);
    game_line_free(&line);
    /* Two S3/S3 tiles show the same face on both sides: one placement per square. */
    game_options_init(&opt);
    assert_true(game_options_parse_line(
        &opt, "set=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,S3/S3,S3/S3 first=1", &err));
    assert_true(game_line_start(&line, G, &opt, 1, &err));
    assert_int_equal(game_perft(G, game_line_state(&line), 1), (8 * 2 + 1) * 5);
    game_line_free(&line);
}

/* The engine protocol drives Gottaz like any game (newgame, moves, play, fen, position fen,
 * status, undo). */
static char *run_engine(const char *input) {
    char path[] = "/tmp/duelboard-gottaz-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, input, strlen(input)), (ssize_t)strlen(input));
    close(fd);
    char command[512];
    snprintf(command, sizeof command, "'%s' engine < '%s' 2>/dev/null", DUELBOARD_CLI, path);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, len = 0, got;
    char *out = malloc(cap);
    while ((got = fread(out + len, 1, cap - len - 1, p)) > 0) {
        len += got;
        if (len + 1 >= cap) out = realloc(out, cap *= 2);
    }
    out[len] = '\0';
    assert_int_equal(pclose(p), 0);
    unlink(path);
    return out;
}

static void test_engine_session(void **state) {
    (void)state;
    char *out = run_engine(
        "newgame gottaz mode=method2 first=1\nstatus\nplay pick:L1/J5\nplay pick:L1/J5\n"
        "fen\nundo\nfen\nnewgame gottaz mode=method4\n"
        "position fen board=5/5/L1J5L1J53/2L1J52/5 hand1=W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,"
        "S3/W3 hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=1 actions=3 "
        "draw=on\nplay c2-c3\nstatus\nquit\n");
    const char *want =
        "ok\n"
        "status ongoing 2\n"
        "ok\n"
        "error illegal move pick:L1/J5: L1/J5 is taken by player 2: in method 2 a type taken is "
        "gone for the opponent\n"
        "fen draft=method2 set1=- set2=L1/J5 to=1 first=1 draw=on\n"
        "ok\n"
        "fen draft=method2 set1=- set2=- to=2 first=1 draw=on\n"
        "error option mode=method4: expected standard|method1|method2\n"
        "ok\n"
        "ok\n"
        "status win 1 center\n";
    if (strcmp(out, want)) fail_msg("engine replied\n%s\nexpected\n%s", out, want);
    free(out);
}

/* The diagram names the player to move, shows every pawn with its face-up side and the hands. */
static void test_describe(void **state) {
    (void)state;
    GottazState st;
    load(
        &st,
        "board=5/5/5/5/2J5L12 hand1=W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 "
        "hand2=W1/L5,W1/L5,W1/L5,W1/L5,W2/U4,W2/U4,W2/U4,W2/U4,S3/W3,S3/W3 to=2 actions=1 draw=on");
    char text[GAME_DESCRIBE_MAX];
    G->describe(&st, text, sizeof text);
    assert_non_null(strstr(text, "player 2 to move"));
    assert_non_null(strstr(text, "J5/L1"));
    assert_non_null(strstr(text, "hand of player 1: W1/L5,W1/L5,W1/L5,W2/U4"));
    /* Method 1: the diagram shows only the choosing player's set. */
    load(&st, "draft=method1 set1=- "
              "set2=D1/T5,J1/R5,R1/D5,T1/J5,L2/W4,S2/L4,U2/S4,W2/U4,D3/T3,L3/U3 to=1 first=1 "
              "draw=on");
    G->describe(&st, text, sizeof text);
    assert_non_null(strstr(text, "set of player 2 (10/10): hidden"));
    assert_null(strstr(text, "D1/T5"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spec_examples),  cmocka_unit_test(test_refusals_name_the_reason),
        cmocka_unit_test(test_positions),      cmocka_unit_test(test_hash),
        cmocka_unit_test(test_playouts),       cmocka_unit_test(test_perft),
        cmocka_unit_test(test_engine_session), cmocka_unit_test(test_describe),
    };
    return cmocka_run_group_tests_name("gottaz notation", tests, NULL, NULL);
}
