/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's two game sources (session_source.h) through their ops table: each constructor
 * plays through its own table, every entry of both tables is filled, and one same game (two
 * moves, an undo, a resignation) goes through the local line and through the remote known game
 * alike, except where a network game differs: a move joins it only when the server tells it
 * back, it has no undo or redo, and its end is the server's word. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "session/session.h"
#include "session/session_internal.h"
#include "session/session_source.h"
#include "support/session_support.h"
#include "support/referee_lines.h"

#define FILLED(ops, entry)                                                                         \
    do {                                                                                           \
        if (!(ops)->entry) fail_msg("the %s source has no '%s'", (ops)->name, #entry);             \
    } while (0)

static void assert_filled(const SessionSourceOps *ops) {
    assert_non_null(ops->name);
    FILLED(ops, known_line);
    FILLED(ops, length);
    FILLED(ops, to_move_at);
    FILLED(ops, move);
    FILLED(ops, position);
    FILLED(ops, move_words);
    FILLED(ops, move_notation);
    FILLED(ops, move_text);
    FILLED(ops, parse_move);
    FILLED(ops, live_moves);
    FILLED(ops, move_time_ms);
    FILLED(ops, replay);
    FILLED(ops, viewer);
    FILLED(ops, screen_side);
    FILLED(ops, update_hidden_heat);
    FILLED(ops, hidden_heat);
    FILLED(ops, outcome);
    FILLED(ops, record);
    FILLED(ops, set_autosave);
    FILLED(ops, play);
    FILLED(ops, play_text);
    FILLED(ops, can_undo);
    FILLED(ops, undo);
    FILLED(ops, can_redo);
    FILLED(ops, redo);
    FILLED(ops, can_resign);
    FILLED(ops, resign);
    FILLED(ops, can_hint);
    FILLED(ops, ask_hint);
    FILLED(ops, rematch);
    FILLED(ops, poll);
    FILLED(ops, answered);
    FILLED(ops, follow_clock);
    FILLED(ops, free_source);
}

/* A game of Onitama between two people at this screen, and the same game as one of its players
 * knows it over the network. */
static Session *line_game(const GameLine *start) {
    SessionSettings settings;
    session_settings_init(&settings);
    GameLine copy;
    Error err;
    assert_true(game_line_copy(&copy, start, &err));
    Session *s = session_new(&copy, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

static Session *remote_game(const GameLine *start, SupportSent *sent, int side) {
    SessionSettings settings;
    session_settings_init(&settings);
    settings.remote_send = support_record_sent;
    settings.remote_context = sent;
    Error err;
    Session *s =
        session_new_remote(start->rules, &start->options, start->seed, side, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

static void test_each_session_has_its_source(void **state) {
    (void)state;
    assert_filled(&session_line_source);
    assert_filled(&session_remote_source);
    assert_string_not_equal(session_line_source.name, session_remote_source.name);
    GameLine start;
    assert_true(referee_play(&start, "onitama", "", 7, 1, 0));
    SupportSent sent = {0};
    Session *line = line_game(&start), *remote = remote_game(&start, &sent, 0);
    assert_ptr_equal(session_source(line), &session_line_source);
    assert_ptr_equal(session_source(remote), &session_remote_source);
    session_free(line);
    session_free(remote);
    game_line_free(&start);
}

/* The move the source `ops` of `s` lists first, and its text. */
static Move first_move(const SessionSourceOps *ops, Session *s, char *text, size_t n) {
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    assert_true(ops->live_moves(s, moves, GAME_MOVES_MAX) > 0);
    Move m = moves[0];
    free(moves);
    assert_true(ops->move_text(s, m, text, n));
    return m;
}

/* The referee tells the remote game the line's move `i`, as it tells its side. */
static void told_back(Session *remote, const GameLine *line, int i) {
    char text[GAME_MOVE_TEXT_MAX], fen[GAME_FEN_MAX];
    Error err;
    assert_true(referee_told(line, i, session_shown(remote)->local_side, text, sizeof text, fen,
                             sizeof fen));
    int mover = line->rules->to_move(game_line_state_at(line, i));
    if (!session_remote_moved(remote, i + 1, mover, text, &err)) fail_msg("%s", err.message);
}

static void assert_same_game(Session *line, Session *remote) {
    const SessionSourceOps *lo = session_source(line), *ro = session_source(remote);
    const GameRules *g = session_rules(line);
    size_t size = session_position_size(line);
    void *a = malloc(size), *b = malloc(size);
    assert_int_equal(ro->length(remote), lo->length(line));
    for (int i = 0; i <= lo->length(line); i++) {
        assert_int_equal(ro->to_move_at(remote, i), lo->to_move_at(line, i));
        int side = session_shown(remote)->local_side;
        if (!referee_same_position(g, ro->position(remote, i, side, a),
                                   lo->position(line, i, side, b)))
            fail_msg("position %d differs", i);
        if (i == lo->length(line)) break;
        char rn[GAME_MOVE_TEXT_MAX], ln[GAME_MOVE_TEXT_MAX];
        ro->move_notation(remote, i, rn, sizeof rn);
        lo->move_notation(line, i, ln, sizeof ln);
        assert_string_equal(rn, ln);
        GameMoveWords rw, lw;
        assert_true(ro->move_words(remote, i, &rw));
        assert_true(lo->move_words(line, i, &lw));
        assert_true(game_words_equal(&rw, &lw));
    }
    free(a);
    free(b);
}

static void test_one_game_through_both_sources(void **state) {
    (void)state;
    GameLine start, played;
    assert_true(referee_play(&start, "onitama", "", 11, 1, 0));
    assert_true(game_line_copy(&played, &start, &(Error){{0}}));
    SupportSent sent = {0};
    /* The remote seat is the player who moves first (Onitama's side card says which). */
    int first = start.rules->to_move(game_line_state(&start));
    Session *line = line_game(&start), *remote = remote_game(&start, &sent, first);
    const SessionSourceOps *lo = session_source(line), *ro = session_source(remote);
    Error err;
    assert_false(lo->replay(line) || ro->replay(remote));
    assert_int_equal(ro->viewer(remote), first);
    assert_int_equal(ro->screen_side(remote), first);

    /* The first player's move: played at once on the line, sent to the server online. */
    char text[GAME_MOVE_TEXT_MAX];
    Move m = first_move(lo, line, text, sizeof text);
    Move known;
    if (!ro->parse_move(remote, text, &known, &err)) fail_msg("%s: %s", text, err.message);
    assert_true(lo->play(line, m, &err));
    assert_true(ro->play(remote, known, &err));
    assert_true(game_line_play(&played, m, &err));
    assert_int_equal(lo->length(line), 1);
    assert_int_equal(ro->length(remote), 0); /* until the server tells it back */
    assert_int_equal(sent.count, 1);
    assert_int_equal(sent.action, SESSION_REMOTE_PLAY);
    assert_string_equal(sent.text, text);
    assert_false(ro->play(remote, known, &err)); /* once is enough */
    told_back(remote, &played, 0);

    /* The second player's move: another person's here, the server's word online. */
    m = first_move(lo, line, text, sizeof text);
    assert_true(lo->play(line, m, &err));
    assert_true(game_line_play(&played, m, &err));
    told_back(remote, &played, 1);
    assert_same_game(line, remote);
    assert_int_equal(lo->move_time_ms(line, 1), -1); /* no clock */
    assert_int_equal(ro->move_time_ms(remote, 1), -1);

    /* Undo and redo: the line's history; a network game has none. */
    assert_true(lo->can_undo(line));
    assert_false(ro->can_undo(remote));
    assert_false(ro->undo(remote));
    assert_false(ro->can_redo(remote));
    assert_false(ro->redo(remote));
    assert_int_equal(ro->length(remote), 2);
    assert_true(lo->undo(line));
    assert_int_equal(lo->length(line), 1);
    assert_true(lo->can_redo(line));
    assert_true(lo->redo(line));
    assert_same_game(line, remote);

    /* A hint is the local game's; a network game asks none. */
    assert_true(lo->can_hint(line));
    assert_false(ro->can_hint(remote));
    assert_false(ro->ask_hint(remote, &err));
    assert_string_equal(err.message, "no hint now");

    /* The first player resigns: at once on the line, once the server says so online. */
    assert_true(lo->can_resign(line));
    assert_true(ro->can_resign(remote));
    sent.count = 0;
    assert_true(lo->resign(line));
    assert_true(ro->resign(remote));
    assert_int_equal(sent.count, 1);
    assert_int_equal(sent.action, SESSION_REMOTE_RESIGN);
    assert_int_equal(ro->outcome(remote).kind, OUTCOME_ONGOING);
    const char *over[] = {"win", first == 0 ? "2" : "1", "resignation"};
    assert_true(session_remote_over(remote, over, 3, &err));
    Outcome lout = lo->outcome(line), rout = ro->outcome(remote);
    assert_int_equal(lout.kind, OUTCOME_WIN);
    assert_int_equal(rout.kind, lout.kind);
    assert_int_equal(rout.winner, 1 - first);
    assert_int_equal(lout.winner, 1 - first);
    assert_string_equal(rout.reason, lout.reason);
    GameMoveWords lw, rw;
    assert_true(session_outcome_words(line, &lw));
    assert_true(session_outcome_words(remote, &rw));
    assert_true(game_words_equal(&lw, &rw));

    /* Over: neither plays on, nor resigns again. */
    assert_false(lo->can_resign(line) || ro->can_resign(remote));
    (void)first_move(lo, line, text, sizeof text);
    assert_false(lo->play_text(line, text, &err));
    assert_string_equal(err.message, "the game is over");
    assert_false(ro->play_text(remote, text, &err));
    assert_string_equal(err.message, "the game is over");

    /* Both keep the same record of it (moves and end), the line's with its choice seed too. */
    char *lrec = lo->record(line, &err), *rrec = ro->record(remote, &err);
    assert_non_null(lrec);
    assert_non_null(rrec);
    char end[32];
    snprintf(end, sizeof end, "win %d resignation", 2 - first);
    assert_non_null(strstr(lrec, end));
    assert_non_null(strstr(rrec, end));
    free(lrec);
    free(rrec);
    session_free(line);
    session_free(remote);
    game_line_free(&played);
    game_line_free(&start);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_session_has_its_source),
        cmocka_unit_test(test_one_game_through_both_sources),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
