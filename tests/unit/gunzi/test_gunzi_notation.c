/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit tests of Gunzi's notation, options, one-line position format and hash, plus random
 * playouts that check every generated move and position round-trips exactly. */
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
#include "rules/gunzi/gunzi.h"
#include "rules/gunzi/gunzi_internal.h"

extern const GameRules gunzi_rules;

/* The default start (start=edge), and the first reconstruction's start (inner pairs Peak to
 * Peak), kept as a position rich in punches for the notation tests. */
#define EDGE_START_FEN "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. white 0 on"
#define PEAKS_FEN "wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on"

static GunziState from_fen(const char *fen) {
    GunziState s;
    Error err;
    if (!gunzi_from_fen(&s, fen, &err)) fail_msg("%s: %s", fen, err.message);
    return s;
}

static void fen_fails(const char *fen, const char *why) {
    GunziState s;
    Error err;
    if (gunzi_from_fen(&s, fen, &err)) fail_msg("%s was accepted", fen);
    if (!strstr(err.message, why))
        fail_msg("%s failed with '%s', expected '%s'", fen, err.message, why);
}

static void refused(const GunziState *s, const char *text, const char *why) {
    Move m;
    Error err;
    if (gunzi_move_from_text(s, text, &m, &err)) fail_msg("%s was accepted", text);
    if (!strstr(err.message, why))
        fail_msg("%s refused with '%s', expected '%s'", text, err.message, why);
}

/* The text parses to a legal move whose canonical text is the same. */
static void round_trip(const GunziState *s, const char *text) {
    Move m;
    Error err;
    char back[GAME_MOVE_TEXT_MAX];
    if (!gunzi_move_from_text(s, text, &m, &err)) fail_msg("%s refused: %s", text, err.message);
    assert_true(gunzi_move_to_text(s, m, back, sizeof back));
    assert_string_equal(back, text);
}

static bool setup_with(const char *options, GunziState *s, Error *err) {
    GameOptions opt;
    game_options_init(&opt);
    if (!game_options_parse_line(&opt, options, err)) return false;
    return gunzi_rules.setup(s, &opt, 1, err);
}

/* "Every move is one token" in each of the spec's forms, with the spec's own examples where the
 * board allows them. */
static void test_notation_of_each_move_kind(void **state) {
    (void)state;
    GunziState start = from_fen(PEAKS_FEN);
    round_trip(&start, "c6-b1>"); /* Sway */
    round_trip(&start, "c6-b1<");
    round_trip(&start, "c6xa4>=a7"); /* Punch that promotes */
    GunziState chain = from_fen(".,.,.,.,.,wN,./.,bS,./.,.,bN,.,.,.,. white 0 on");
    round_trip(&chain, "c6xa6<");       /* Punch over b2 */
    round_trip(&chain, "c6xa6xa4>=b2"); /* Multi Punch, promoting */
    round_trip(&chain, "c6xa6xa4>=a3");
    GunziState roll = from_fen(".,.,.,.,.,bSE,./wNE,.,./.,.,.,.,.,.,. black 0 on");
    round_trip(&roll, "c6^b1<"); /* Roll-Over */
    GunziState pillar = from_fen(".,.,.,.,.,.,./.,bS,./.,.,wN,W3,.,.,. white 0 on");
    round_trip(&pillar, "a4*b2"); /* Pillar-Blow */
    GunziState raise = from_fen(".,.,.,.,.,.,./.,.,./.,.,wN,W2,.,.,. white 0 on");
    round_trip(&raise, "a3+a4"); /* Pillar-Raise */
    GunziState seed = from_fen(".,.,wNE,.,.,bS,./.,.,./.,.,.,.,.,.,. black 0 on");
    round_trip(&seed, "c6xc4>=c3"); /* the spec's example */
    round_trip(&seed, "c6xc4<=c3");
    GunziState outside = from_fen(".,.,.,.,.,.,./.,.,./.,.,wN,.,.,.,. white 0 on");
    round_trip(&outside, "a3-a2<=new");
    round_trip(&outside, "a3-a4>=new");
    /* The spec's `c6xa7<` names a neighbour as landing: the syntax is read, the geometry refused.
     */
    refused(&start, "c6xa7<", "a7 is not two fields from c6 in a straight line");
}

/* "Swerve: `<` turns the wedge counter-clockwise (as seen from above), `>` clockwise." */
static void test_swerve_marks_turn_the_right_way(void **state) {
    (void)state;
    GunziState s = from_fen(PEAKS_FEN);
    for (int cw = 0; cw < 2; cw++) {
        Move m;
        Error err;
        assert_true(gunzi_move_from_text(&s, cw ? "c7-b3>" : "c7-b3<", &m, &err));
        GunziState r = s;
        gunzi_apply(&r, m);
        /* N (0) turns to NE (1) clockwise and to NW (5) counter-clockwise. */
        assert_int_equal(gunzi_wedge_dir(r.cell[9]), cw ? GUNZI_NE : GUNZI_NW);
    }
}

/* move_from_text explains every refusal. */
static void test_refusals_name_the_reason(void **state) {
    (void)state;
    GunziState s = from_fen(PEAKS_FEN);
    refused(&s, "", "empty move");
    refused(&s, "z9-b1<", "'z9' is not a field");
    refused(&s, "c6-b9<", "'b9' is not a field");
    refused(&s, "c6=b1<", "expected '-' (Sway), 'x' (Punch)");
    refused(&s, "c6-", "missing the second field");
    refused(&s, "c6-b1", "missing Swerve");
    refused(&s, "c6-b1=new", "missing Swerve");
    refused(&s, "c6-b1>>", "unexpected '>' after the move");
    refused(&s, "c6-b1>=", "missing the Tombstone's field");
    refused(&s, "c6-b1>=newer", "'newer' is not a field");
    refused(&s, "c6+b1<", "takes no Swerve");
    refused(&s, "c6*b1>", "takes no Swerve");
    refused(&s, "c2-c3<", "no wedge of yours on c2");
    refused(&s, "a7-b1<", "no wedge of yours on a7");
    refused(&s, "c6-a3<", "a3 is not next to c6");
    refused(&s, "c6-a7<", "holds a wedge");
    refused(&s, "c6+a7", "no Pillar of yours on a7");
    refused(&s, "c6*a7", "no Pillar of yours on c6");
    refused(&s, "c6^a7<", "aims its Block S, not at a7");
    refused(&s, "c6xa4>", "name the Tombstone for the Pillar (=a7)");
    refused(&s, "c6xa4>=new", "name one (=a7) instead of new");
    refused(&s, "c1xc2xc3xc4xc5xc6xc7xa1xa2<", "at most 7 landings");
    GunziState over = from_fen(".,.,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on");
    refused(&over, "c6-b1<", "the game is over: white has no legal move");
}

/* "Options: first=white|black, draw=on|off, seed=N." */
static void test_options(void **state) {
    (void)state;
    GunziState s;
    Error err;
    assert_true(setup_with("", &s, &err));
    assert_int_equal(s.to_move, GUNZI_WHITE);
    assert_int_equal(s.draw_rule, 1);
    assert_true(setup_with("first=black draw=off seed=12345", &s, &err));
    assert_int_equal(s.to_move, GUNZI_BLACK);
    assert_int_equal(s.draw_rule, 0);
    char fen[GAME_FEN_MAX];
    assert_true(gunzi_to_fen(&s, fen, sizeof fen));
    assert_string_equal(fen, "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. black 0 off");
    assert_true(setup_with("start=inner", &s, &err));
    assert_true(gunzi_to_fen(&s, fen, sizeof fen));
    assert_string_equal(fen, "wN,.,.,.,wN,wS,wS/.,.,./bS,.,.,.,bS,bN,bN white 0 on");
    assert_true(setup_with("start=edge first=black", &s, &err));
    assert_true(gunzi_to_fen(&s, fen, sizeof fen));
    assert_string_equal(fen, "wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. black 0 on");
    assert_false(setup_with("start=middle", &s, &err));
    assert_non_null(strstr(err.message, "start=middle: expected edge|inner"));
    assert_true(setup_with("first=white draw=on", &s, &err));
    assert_false(setup_with("colour=red", &s, &err));
    assert_non_null(strstr(err.message, "unknown option 'colour' for gunzi"));
    assert_false(setup_with("first=red", &s, &err));
    assert_non_null(strstr(err.message, "first=red: expected white|black"));
    assert_false(setup_with("draw=maybe", &s, &err));
    assert_non_null(strstr(err.message, "draw=maybe"));
    assert_false(setup_with("seed=-4", &s, &err));
    assert_non_null(strstr(err.message, "seed=-4"));
}

/* The one-line position format: the start position, exact round trips, the draw rule and the
 * move count carried along. */
static void test_position_format(void **state) {
    (void)state;
    GunziState s;
    Error err;
    char fen[GAME_FEN_MAX];
    assert_true(setup_with("", &s, &err));
    assert_true(gunzi_to_fen(&s, fen, sizeof fen));
    assert_string_equal(fen, EDGE_START_FEN);
    static const char *const samples[] = {
        PEAKS_FEN,
        ".,.,t,B4,.,.,./t,.,./.,.,.,W2,.,.,. black 0 on",
        "wNW,.,wSE,.,.,bNE,bSW/.,t,./bN,W2,.,.,wN,.,. white 299 off",
        ".,B9,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 65535 on",
    };
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        GunziState t = from_fen(samples[i]);
        assert_true(gunzi_to_fen(&t, fen, sizeof fen));
        assert_string_equal(fen, samples[i]);
    }
    GunziState t = from_fen("  " PEAKS_FEN);
    assert_true(gunzi_to_fen(&t, fen, sizeof fen));
    assert_string_equal(fen, PEAKS_FEN);
    /* A buffer too small is reported, not overrun. */
    char tiny[10];
    assert_false(gunzi_to_fen(&s, tiny, sizeof tiny));
}

/* from_fen validates fully, with reasons. */
static void test_position_format_errors(void **state) {
    (void)state;
    fen_fails("", "field c1: missing");
    fen_fails("wN,.,.,.,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on", "after c6: expected ','");
    fen_fails("wN,.,.,.,wN,wN,wN,./.,.,./bS,.,.,.,bS,bS,bS white 0 on", "after c7: expected '/'");
    fen_fails("wX,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on",
              "field c1: 'X' is not a direction");
    fen_fails("q,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on",
              "field c1: 'q' is not a field content");
    fen_fails(".,B1,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on",
              "a Pillar is 2 to 12 wedges high, not 1");
    fen_fails(".,Bx,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on", "Pillar height 'x' is not a number");
    fen_fails(".,.,B2,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on",
              "only stand on its promotion fields, not c3");
    fen_fails(".,W2,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on",
              "only stand on its promotion fields, not c2");
    fen_fails(".,bS,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on", "own promotion field c2");
    fen_fails("t,t,t,t,t,t,t/t,t,./.,.,.,.,.,.,. white 0 on", "9 wedges in the game");
    fen_fails(PEAKS_FEN " extra", "unexpected text");
    fen_fails("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS red 0 on", "expected white or black");
    fen_fails("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white -1 on", "move count '-1'");
    fen_fails("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 70000 on", "move count '70000'");
    fen_fails("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 yes", "draw rule 'yes'");
    fen_fails("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white",
              "expected white|black, the move count");
    /* The interface leaves the state untouched on failure. */
    GunziState s = from_fen(PEAKS_FEN), copy = s;
    Error err;
    assert_false(gunzi_rules.from_fen(&s, "nonsense", &err));
    assert_memory_equal(&s, &copy, sizeof s);
}

/* The hash covers the board and the player to move, not the move count or the draw rule, so a
 * position repeats whenever the same board and mover come back. */
static void test_hash(void **state) {
    (void)state;
    GunziState a = from_fen(PEAKS_FEN);
    GunziState b = from_fen("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 57 off");
    GunziState c = from_fen("wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS black 0 on");
    GunziState d = from_fen(".,B3,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on");
    GunziState e = from_fen(".,B4,.,.,.,.,./.,.,./.,.,.,.,.,.,. white 0 on");
    GunziState f = from_fen(".,.,.,.,.,wNE,./.,.,./.,.,.,.,.,.,. white 0 on");
    GunziState g = from_fen(".,.,.,.,.,wNW,./.,.,./.,.,.,.,.,.,. white 0 on");
    assert_true(gunzi_hash(&a) == gunzi_hash(&b));
    assert_true(gunzi_hash(&a) != gunzi_hash(&c));
    assert_true(gunzi_hash(&d) != gunzi_hash(&e));
    assert_true(gunzi_hash(&f) != gunzi_hash(&g));
    assert_true(gunzi_rules.hash(&a) == gunzi_rules.hash_recompute(&a));
}

/* The diagram shows every field once with its label, rows from Black's side down. */
static void test_describe(void **state) {
    (void)state;
    GunziState s = from_fen(PEAKS_FEN);
    char buf[GAME_DESCRIBE_MAX];
    gunzi_describe(&s, buf, sizeof buf);
    for (int f = 0; f < GUNZI_FIELDS; f++) {
        char label[8];
        snprintf(label, sizeof label, "%s:", gunzi_field_name[f]);
        assert_non_null(strstr(buf, label));
        assert_null(strstr(strstr(buf, label) + 1, label));
    }
    assert_true(strstr(buf, "a4:") < strstr(buf, "b2:"));
    assert_true(strstr(buf, "b2:") < strstr(buf, "c2:"));
    assert_non_null(strstr(buf, "c6:wN"));
    assert_non_null(strstr(buf, "white to move, move 0, draw rule on, score white 4 black 4"));
}

/* Random games from the start: every generated move is distinct, its text round-trips to the
 * same move, every position round-trips through the position format with the same hash, and
 * every game ends (the move limit is on). */
static void test_random_playouts(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 20261122);
    static Move moves[GAME_MOVES_MAX];
    int ended = 0, promotions = 0, chains = 0, rolls = 0, blows = 0, raises = 0;
    for (int game = 0; game < 300; game++) {
        GunziState s;
        Error err;
        assert_true(setup_with(game % 2 ? "first=black" : "", &s, &err));
        for (int ply = 0; ply < 400; ply++) {
            char fen[GAME_FEN_MAX];
            assert_true(gunzi_to_fen(&s, fen, sizeof fen));
            GunziState back = from_fen(fen);
            assert_memory_equal(&back, &s, sizeof s);
            assert_true(gunzi_hash(&back) == gunzi_hash(&s));
            int n = gunzi_rules.gen_moves(&s, moves, GAME_MOVES_MAX);
            Outcome o = gunzi_rules.outcome(&s);
            assert_int_equal(o.kind != OUTCOME_ONGOING, n == 0);
            if (n == 0) {
                ended++;
                break;
            }
            for (int i = 0; i < n; i++) {
                char text[GAME_MOVE_TEXT_MAX];
                Move parsed;
                assert_true(gunzi_move_to_text(&s, moves[i], text, sizeof text));
                if (!gunzi_move_from_text(&s, text, &parsed, &err))
                    fail_msg("%s in %s refused: %s", text, fen, err.message);
                assert_true(parsed == moves[i]);
                for (int j = 0; j < i; j++) assert_true(moves[j] != moves[i]);
            }
            Move m = moves[rng_below(&rng, (uint64_t)n)];
            promotions += gunzi_move_promotes(m);
            chains += gunzi_move_kind(m) == GUNZI_MOVE_PUNCH && gunzi_move_landings(m) > 1;
            rolls += gunzi_move_kind(m) == GUNZI_MOVE_ROLL;
            blows += gunzi_move_kind(m) == GUNZI_MOVE_BLOW;
            raises += gunzi_move_kind(m) == GUNZI_MOVE_RAISE;
            gunzi_rules.apply(&s, m);
        }
    }
    assert_int_equal(ended, 300);
    /* The playouts reach every kind of move, so the checks above cover them all. */
    assert_true(promotions > 0 && chains > 0 && rolls > 0 && blows > 0 && raises > 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_notation_of_each_move_kind),
        cmocka_unit_test(test_swerve_marks_turn_the_right_way),
        cmocka_unit_test(test_refusals_name_the_reason),
        cmocka_unit_test(test_options),
        cmocka_unit_test(test_position_format),
        cmocka_unit_test(test_position_format_errors),
        cmocka_unit_test(test_hash),
        cmocka_unit_test(test_describe),
        cmocka_unit_test(test_random_playouts),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
