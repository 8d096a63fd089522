/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt's exact deduction: older shots ruling out a square the geometry allows, an answer
 * the geometry alone already gets right, a search cut short by its budget, and random games in
 * which the true shooter's square is always in the answer and the answer within the geometry's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/mortar_hunt/mortar_hunt_internal.h"

/* B has one piece left (A hit K9 and L9). It fired at C1 in turn 2, so it stood on C6 facing S or
 * on H6 facing SW, then at C3 in turn 3. The geometry allows C6, C7, C8 facing S and F6, G7, H8
 * facing SW; but a lone piece must move every turn, and from C6/S or H6/SW one move of at most
 * three steps reaches only C7/S (one step back) among them. */
#define LONE_PIECE                                                                                 \
    "A L1/NW,B4/N,H3/N A 4 1,0 C1m,C3m,K9h,L9h pieces=HM craters=off turns=0 seed=2 "              \
    "shots=K9h.-.L9h.C1m.-.C3m"
/* The same shots with all three of B's pieces alive: any of them may have fired at C3, so every
 * square the geometry allows stays, C7 too, though A's shot missed there just before B's turn
 * (the shooter may have stepped back onto it from C6). */
#define ALL_ALIVE                                                                                  \
    "A L1/NW,B4/N,H3/N A 4 0,0 C1m,C3m,C7m pieces=HM craters=off turns=0 seed=2 "                  \
    "shots=-.-.-.C1m.C7m.C3m"

static MortarHuntObservation *read_view(const char *text) {
    MortarHuntObservation *v = malloc(sizeof *v);
    Error err;
    if (!mortar_hunt_observation_from_text(v, text, &err)) fail_msg("%s: %s", text, err.message);
    return v;
}

static int square(const char *name) {
    int sq;
    assert_true(mortar_hunt_parse_square(&name, &sq));
    return sq;
}

static void answer_of(const MortarHuntObservation *v, const char *question,
                      GameDeductionAnswer *a) {
    Error err;
    if (!mortar_hunt_deduction.answer(v, question, a, &err)) fail_msg("%s", err.message);
}

static void test_older_shots_rule_out(void **state) {
    (void)state;
    MortarHuntObservation *v = read_view(LONE_PIECE);
    GameDeductionAnswer a;
    answer_of(v, "where C3", &a);
    assert_int_equal(a.field_count, 1);
    assert_int_equal(a.fields[0], square("C7"));
    assert_int_equal(a.narrowed, 5);
    assert_int_equal(a.ruled_out, 5);
    answer_of(v, "sure-hit C3", &a);
    assert_int_equal(a.fields[0], square("C7"));
    /* Each of the squares walked back by hand. */
    assert_int_equal(
        mortar_hunt_shooter_history(v, square("C7"), MORTAR_HUNT_S, MORTAR_HUNT_HM, 100000),
        MORTAR_HUNT_SEARCH_FOUND);
    assert_int_equal(
        mortar_hunt_shooter_history(v, square("C6"), MORTAR_HUNT_S, MORTAR_HUNT_HM, 100000),
        MORTAR_HUNT_SEARCH_NONE);
    assert_int_equal(
        mortar_hunt_shooter_history(v, square("G7"), MORTAR_HUNT_SW, MORTAR_HUNT_HM, 100000),
        MORTAR_HUNT_SEARCH_NONE);
    free(v);
}

static void test_geometry_exact(void **state) {
    (void)state;
    MortarHuntObservation *v = read_view(ALL_ALIVE);
    GameDeductionAnswer a;
    answer_of(v, "where C3", &a);
    const char *expected[] = {"C6", "F6", "C7", "G7", "C8", "H8"};
    assert_int_equal(a.field_count, 6);
    for (int i = 0; i < 6; i++) assert_int_equal(a.fields[i], square(expected[i]));
    assert_int_equal(a.narrowed, 0);
    assert_int_equal(a.hypotheses, 6);
    Error err;
    assert_false(mortar_hunt_deduction.answer(v, "sure-hit C3", &a, &err));
    /* Only the last shot is asked about. */
    assert_false(mortar_hunt_deduction.answer(v, "where C1", &a, &err));
    free(v);
}

/* The pad's rows must be as many as the turns played and leave the line's marks and skips. */
static void test_shots_word_checked(void **state) {
    (void)state;
    MortarHuntObservation *v = malloc(sizeof *v);
    Error err;
    const char *head = "A L1/NW,B4/N,H3/N A 4 0,0 C1m,C3m,C7m pieces=HM craters=off turns=0 seed=2";
    const char *bad[][2] = {{"shots=-.-.-.C1m.C7m", "6 rows"},
                            {"shots=-.-.-.C1m.C7m.C4m", "marks and skips"},
                            {"shots=-.-.-.C1m.C7m.C8m", "row 6"}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char line[GAME_FEN_MAX];
        snprintf(line, sizeof line, "%s %s", head, bad[i][0]);
        assert_false(mortar_hunt_observation_from_text(v, line, &err));
        if (!strstr(err.message, bad[i][1])) fail_msg("%s: %s", bad[i][0], err.message);
    }
    free(v);
}

static void test_budget_exhausted(void **state) {
    (void)state;
    MortarHuntObservation *v = read_view(ALL_ALIVE);
    assert_int_equal(mortar_hunt_shooter_history(v, square("C6"), MORTAR_HUNT_S, MORTAR_HUNT_HM, 3),
                     MORTAR_HUNT_SEARCH_UNKNOWN);
    free(v);
}

/* The geometric answer: every square of the other side's half that fires at `target` with some
 * facing and kind, no wreck (or crater) on it. */
static bool geometry_allows(const MortarHuntObservation *v, int target, int sq) {
    int mark = v->marks[sq];
    if (mark == MORTAR_HUNT_MARK_HIT || mark == MORTAR_HUNT_MARK_SACRIFICE) return false;
    if (v->info.craters && mark == MORTAR_HUNT_MARK_MISS) return false;
    for (int kind = MORTAR_HUNT_HM; kind <= MORTAR_HUNT_LH; kind++) {
        uint8_t squares[64], dirs[64];
        int n = mortar_hunt_shooter_positions(1 - v->player, kind, target, squares, dirs, 64);
        for (int i = 0; i < n; i++)
            if (squares[i] == sq) return true;
    }
    return false;
}

typedef struct CrossCheck {
    int answered, undecided, narrowed;
} CrossCheck;

/* After each shot of the side that just moved, the other side's exact `where`: the shooter's
 * true square is in it, and every square of it the geometry allows. */
static void cross_check(const MortarHuntState *s, CrossCheck *c) {
    int shooter_side = 1 - s->to_move;
    int row = s->turn - (s->to_move == MORTAR_HUNT_A ? 1 : 0) - s->history_turn;
    if (s->phase != MORTAR_HUNT_PHASE_PLAY || row < 0 || row >= s->count[shooter_side]) return;
    const MortarHuntRecord *r = &s->history[shooter_side][row];
    if (r->type != MORTAR_HUNT_RECORD_MOVE || r->target == MORTAR_HUNT_NONE) return;
    MortarHuntObservation *v = malloc(sizeof *v), *read = malloc(sizeof *v);
    mortar_hunt_rules.observe(s, s->to_move, v);
    /* The line with the pad's shots reads back to the same line. */
    char line[GAME_FEN_MAX], again[GAME_FEN_MAX];
    Error why;
    if (mortar_hunt_observation_to_text_with_shots(v, line, sizeof line)) {
        if (!mortar_hunt_observation_from_text(read, line, &why)) fail_msg("%s", why.message);
        assert_true(mortar_hunt_observation_to_text_with_shots(read, again, sizeof again));
        assert_string_equal(line, again);
    }
    free(read);
    char question[GAME_QUESTION_MAX], name[4];
    mortar_hunt_square_text(r->target, name);
    snprintf(question, sizeof question, "where %s", name);
    GameDeductionAnswer a;
    Error err;
    if (mortar_hunt_deduction.answer(v, question, &a, &err)) {
        int truth = s->pieces[shooter_side][r->shooter].square;
        bool found = false;
        for (int i = 0; i < a.field_count; i++) {
            found |= a.fields[i] == truth;
            assert_true(geometry_allows(v, r->target, a.fields[i]));
        }
        if (!found) fail_msg("%s: the shooter's square is not in the answer", question);
        c->answered++;
        c->narrowed += a.narrowed > 0;
    } else {
        assert_true(a.undecided > 0);
        c->undecided++;
    }
    free(v);
}

static void test_random_games_cross_check(void **state) {
    (void)state;
    static const char *const option_sets[] = {"", "craters=on", "pieces=choose"};
    CrossCheck c = {0};
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    MortarHuntState *s = malloc(sizeof *s);
    for (int game = 0; game < 6; game++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, option_sets[game % 3], &err));
        assert_true(mortar_hunt_rules.setup(s, &opt, (uint64_t)game + 1, &err));
        Rng rng;
        rng_seed(&rng, 7000 + (uint64_t)game);
        /* Short games: the search walks every turn back. */
        for (int ply = 0; ply < 40; ply++) {
            int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            MortarHuntAnnouncement said;
            mortar_hunt_referee_play(s, moves[rng_below(&rng, (uint64_t)n)], &said);
            if (mortar_hunt_rules.outcome(s).kind == OUTCOME_ONGOING) cross_check(s, &c);
        }
    }
    free(s);
    free(moves);
    print_message("%d answered (%d narrowed), %d not settled\n", c.answered, c.narrowed,
                  c.undecided);
    assert_true(c.answered >= 40);
    assert_true(c.narrowed >= 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_older_shots_rule_out),     cmocka_unit_test(test_geometry_exact),
        cmocka_unit_test(test_shots_word_checked),       cmocka_unit_test(test_budget_exhausted),
        cmocka_unit_test(test_random_games_cross_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
