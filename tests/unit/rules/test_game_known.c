/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The game as one side or a spectator knows it: fed the lines a referee sends of a true game, for
 * every game, its positions at every ply are what the rules say that receiver may know, its
 * moves are its own legal ones, and the moves revealed at the end rebuild the true game. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "support/referee_lines.h"

#define PLIES 80

/* Feeds receiver `r` every move of `line` as the referee tells it. */
static GameKnown *told_all(const GameLine *line, int r) {
    const GameRules *g = line->rules;
    Error err;
    GameKnown *k = game_known_new(g, &line->options, line->seed, r, &err);
    if (!k) fail_msg("%s", err.message);
    for (int i = 0; i < line->length; i++) {
        char text[GAME_MOVE_TEXT_MAX], fen[GAME_FEN_MAX];
        assert_true(referee_told(line, i, r, text, sizeof text, fen, sizeof fen));
        int mover = g->to_move(game_line_state_at(line, i));
        if (!game_known_told(k, mover, text, &err))
            fail_msg("%s ply %d as %d: '%s': %s", g->id, i + 1, r, text, err.message);
        if (fen[0] && !game_known_set_position(k, fen, &err))
            fail_msg("%s ply %d position: %s", g->id, i + 1, err.message);
        assert_int_equal(game_known_length(k), i + 1);
    }
    return k;
}

/* Every position as known equals what the rules give that receiver, the movers are the true
 * ones, and a move known is the true move. */
static void check_known(const GameLine *line, const GameKnown *k, int r) {
    const GameRules *g = line->rules;
    size_t size = game_known_position_size(k);
    void *expected = malloc(size);
    for (int i = 0; i <= line->length; i++) {
        referee_known_position(line, i, r, expected);
        if (!referee_same_position(g, game_known_position(k, i), expected))
            fail_msg("%s as %d: position %d differs", g->id, r, i);
        if (i == line->length) break;
        const void *st = game_line_state_at(line, i);
        assert_int_equal(game_known_to_move(k, i), g->to_move(st));
        Move m;
        if (game_known_move(k, i, &m)) {
            assert_true(line->moves[i] == m);
            if (g->observe) assert_int_equal(g->to_move(st), r); /* its own move only */
        } else {
            assert_true(g->observe || g->conceal); /* only secrets stay unknown */
            if (!g->observe) assert_int_not_equal(g->to_move(st), r);
        }
    }
    free(expected);
}

/* The live moves: a side to move in an ongoing game gets exactly the moves it may make; the
 * other side and spectators get none. */
static void check_moves(const GameLine *line, const GameKnown *k, int r) {
    const GameRules *g = line->rules;
    Move *known = malloc(sizeof *known * GAME_MOVES_MAX);
    int n = game_known_moves(k, known, GAME_MOVES_MAX);
    const void *st = game_line_state(line);
    bool turn = r >= 0 && g->to_move(st) == r && game_line_outcome(line).kind == OUTCOME_ONGOING;
    if (!turn) {
        assert_int_equal(n, 0);
        Move m = 0;
        assert_false(game_line_moves(line, &m, 1) == 1 && game_known_is_legal(k, m));
    }
    if (turn && g->side) { /* an observation's moves: from itself, so no count to compare */
        assert_true(n > 0);
        for (int i = 0; i < n; i++) assert_true(game_known_is_legal(k, known[i]));
    } else if (turn) {
        assert_true(n > 0);
        for (int i = 0; i < n; i++) assert_true(game_move_is_legal(g, st, known[i]));
        char text[GAME_MOVE_TEXT_MAX];
        Move found;
        assert_true(game_known_move_text(k, known[n - 1], text, sizeof text));
        assert_true(game_known_find_move(k, text, &found, &(Error){0}));
        assert_true(game_known_is_legal(k, known[0]));
        assert_true(found == known[n - 1]);
    }
    assert_false(game_known_find_move(k, "not-a-move", &(Move){0}, &(Error){0}));
    free(known);
}

/* After the end, the reveal rebuilds the true game move by move. */
static void check_reveal(const GameLine *line, GameKnown *k) {
    const GameRules *g = line->rules;
    Error err;
    bool open = !g->observe && !g->conceal;
    assert_true(open == (game_known_line(k) != NULL));
    if (line->length > 0) assert_false(game_known_reveal(k, 2, "x", &err) && !open);
    for (int i = 0; i < line->length; i++) {
        char text[GAME_MOVE_TEXT_MAX];
        assert_true(
            g->move_to_text(game_line_state_at(line, i), line->moves[i], text, sizeof text));
        if (!game_known_reveal(k, i + 1, text, &err))
            fail_msg("%s reveal %d: %s", g->id, i + 1, err.message);
        if (i + 1 < line->length && !open) assert_null(game_known_line(k));
    }
    const GameLine *whole = game_known_line(k);
    assert_non_null(whole);
    assert_int_equal(whole->length, line->length);
    for (int i = 0; i < line->length; i++) assert_true(whole->moves[i] == line->moves[i]);
}

static void test_every_game_as_each_receiver(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        for (uint64_t pick = 1; pick <= 4; pick++) {
            GameLine line;
            assert_true(referee_play(&line, referee_games[game][0], referee_games[game][1],
                                     7 + pick, pick, pick == 4 ? 400 : PLIES));
            for (int r = -1; r <= 1; r++) {
                GameKnown *k = told_all(&line, r);
                check_known(&line, k, r);
                check_moves(&line, k, r);
                if (r == 0) check_reveal(&line, k);
                game_known_free(k);
            }
            game_line_free(&line);
        }
    }
}

/* The known game grows ply by ply: at every ply the live position is the receiver's. */
static void test_every_ply(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        GameLine line;
        assert_true(referee_play(&line, referee_games[game][0], referee_games[game][1], 3, 5, 30));
        int full = line.length;
        for (int upto = 0; upto <= full; upto++) {
            GameLine part;
            Error err;
            assert_true(game_line_copy(&part, &line, &err));
            while (part.length > upto) game_line_undo(&part);
            for (int r = -1; r <= 1; r++) {
                GameKnown *k = told_all(&part, r);
                check_known(&part, k, r);
                check_moves(&part, k, r);
                game_known_free(k);
            }
            game_line_free(&part);
        }
        game_line_free(&line);
    }
}

/* Lines that do not fit what is known are refused and change nothing. */
static void test_refusals(void **state) {
    (void)state;
    Error err;
    GameOptions opt;
    game_options_init(&opt);
    GameKnown *k = game_known_new(game_find("onitama"), &opt, 4, 0, &err);
    assert_non_null(k);
    int mover = game_known_to_move(k, 0);
    assert_false(game_known_told(k, mover, "nonsense", &err));
    assert_false(game_known_told(k, mover, GAME_KNOWN_UNTOLD, &err)); /* nothing is hidden */
    Move m;
    char text[GAME_MOVE_TEXT_MAX];
    assert_true(game_known_moves(k, &m, 1) == 1 || mover != 0);
    if (mover == 0) {
        assert_true(game_known_move_text(k, m, text, sizeof text));
        assert_false(game_known_told(k, 1, text, &err)); /* not the mover */
    }
    assert_int_equal(game_known_length(k), 0);
    assert_false(game_known_set_position(k, "not a position", &err));
    assert_false(game_known_reveal(k, 1, "x", &err));
    assert_null(game_known_new(game_find("onitama"), &opt, 4, 2, &err));
    game_known_free(k);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_as_each_receiver),
        cmocka_unit_test(test_every_ply),
        cmocka_unit_test(test_refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
