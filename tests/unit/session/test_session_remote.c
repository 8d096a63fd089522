/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's remote seat: a network game fed the lines a referee sends of a true game, for
 * every game. The local side's moves go out through the callback (and only legal ones on its
 * turn), what it is shown matches what a local session shows that side, the clocks follow the
 * server's, `over` ends the game, the reveal gives the whole record, and a spectator or an
 * opponent learns nothing of a side's secrets. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_player.h"
#include "rules/game_record.h"
#include "session/session.h"
#include "session/session_internal.h"
#include "session/session_end_words.h"
#include "support/session_support.h"
#include "support/referee_lines.h"

#define ELLIPSIS "\xe2\x80\xa6"

static int64_t fake_now;
static int64_t fake_clock(void *context) {
    (void)context;
    return fake_now;
}

static Session *remote_for(const GameLine *line, int side, SupportSent *sent,
                           const TimeControl *tc) {
    SessionSettings settings;
    session_settings_init(&settings);
    settings.remote_send = support_record_sent;
    settings.remote_context = sent;
    settings.now_us = fake_clock;
    if (tc) settings.time_control = *tc;
    Error err;
    Session *s = session_new_remote(line->rules, &line->options, line->seed, side, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

/* Tells the session moves from..upto-1 of `line` as the referee tells its receiver. */
static void feed(Session *s, const GameLine *line, int from, int upto) {
    int r = session_shown(s)->local_side;
    const GameRules *g = line->rules;
    Error err;
    for (int i = from; i < upto; i++) {
        char text[GAME_MOVE_TEXT_MAX], fen[GAME_FEN_MAX];
        assert_true(referee_told(line, i, r, text, sizeof text, fen, sizeof fen));
        int mover = g->to_move(game_line_state_at(line, i));
        if (!session_remote_moved(s, i + 1, mover, text, &err))
            fail_msg("%s ply %d: '%s': %s", g->id, i + 1, text, err.message);
        if (fen[0] && !session_remote_position(s, i + 1, fen, &err))
            fail_msg("%s ply %d position: %s", g->id, i + 1, err.message);
    }
}

/* A local session of the same game where `side` is the person at the screen. */
static Session *local_for(const GameLine *line, int side) {
    SessionSettings settings;
    session_settings_init(&settings);
    settings.seats[1 - side] = session_seat_from_name("random");
    settings.depth_limit = 1;
    GameLine copy;
    Error err;
    assert_true(game_line_copy(&copy, line, &err));
    Session *s = session_new(&copy, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    session_stop(s); /* its computer's move is not wanted: the position is compared as it is */
    return s;
}

/* What the local side sees in the network game is what a local session shows it: positions,
 * notation, and words wherever the network game can tell them. */
static void compare_with_local(const GameLine *line, Session *remote, int side) {
    const GameRules *g = line->rules;
    Session *local = local_for(line, side);
    size_t size = session_position_size(local);
    void *a = malloc(size), *b = malloc(size);
    assert_int_equal(session_length(remote), line->length);
    assert_int_equal(session_shown(remote)->viewer, side);
    assert_int_equal(session_shown(remote)->screen_side, side);
    for (int i = 0; i <= line->length; i++) {
        const void *known = session_position(remote, i, side, a);
        const void *shown = session_position(local, i, side, b);
        if (!referee_same_position(g, known, shown)) fail_msg("%s: position %d differs", g->id, i);
        assert_int_equal(session_to_move_at(remote, i), session_to_move_at(local, i));
        if (i == line->length) break;
        char rn[GAME_MOVE_TEXT_MAX], ln[GAME_MOVE_TEXT_MAX];
        session_move_notation(remote, i, rn, sizeof rn);
        session_move_notation(local, i, ln, sizeof ln);
        if (strcmp(rn, ELLIPSIS) != 0 || session_shown(local)->hides_moves)
            assert_string_equal(rn, ln);
        else /* told as hidden, and shown by a local session only once it hides nothing */
            assert_true(g->conceal || session_over(local));
        GameMoveWords rw, lw;
        Move m;
        bool told = session_move_words(remote, i, &rw);
        bool own = session_to_move_at(local, i) == side;
        if (session_shown(local)->hides_moves || session_move(remote, i, &m) ||
            (g->observe && own)) {
            assert_true(told);
            assert_true(session_move_words(local, i, &lw));
            if (!game_words_equal(&rw, &lw)) fail_msg("%s: words of move %d differ", g->id, i);
        }
    }
    free(a);
    free(b);
    session_free(local);
}

static void test_every_game_as_each_side(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        for (uint64_t pick = 1; pick <= 3; pick++) {
            GameLine line;
            assert_true(referee_play(&line, referee_games[game][0], referee_games[game][1],
                                     20 + pick, pick, pick == 3 ? 400 : 12 * (int)pick));
            for (int side = 0; side < 2; side++) {
                SupportSent sent = {0};
                Session *s = remote_for(&line, side, &sent, NULL);
                assert_true(session_shown(s)->remote);
                feed(s, &line, 0, line.length);
                compare_with_local(&line, s, side);
                assert_int_equal(sent.count, 0);
                assert_false(session_shown(s)->can_undo || session_shown(s)->can_redo ||
                             session_shown(s)->can_hint);
                assert_int_equal(session_shown(s)->privacy_side, -1);
                session_free(s);
            }
            game_line_free(&line);
        }
    }
}

/* The local side's move goes out through the callback, joins the game only once the server
 * tells it back, and nothing goes out off its turn, twice, or when illegal. */
static void test_moves_go_out(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        GameLine line;
        assert_true(referee_play(&line, referee_games[game][0], referee_games[game][1], 5, 9, 40));
        const GameRules *g = line.rules;
        for (int side = 0; side < 2; side++) {
            SupportSent sent = {0};
            Session *s = remote_for(&line, side, &sent, NULL);
            Error err;
            const Move *moves;
            for (int i = 0; i < line.length; i++) {
                const void *st = game_line_state_at(&line, i);
                char text[GAME_MOVE_TEXT_MAX];
                assert_true(g->move_to_text(st, line.moves[i], text, sizeof text));
                if (g->to_move(st) != side) {
                    assert_int_equal(session_person_moves(s, &moves), 0);
                    assert_false(session_play_text(s, text, &err));
                    assert_int_equal(sent.count, 0);
                    feed(s, &line, i, i + 1);
                    continue;
                }
                assert_true(session_person_moves(s, &moves) > 0);
                assert_false(session_play_text(s, "nonsense", &err));
                assert_false(session_move_on_its_way(s, (char[8]){0}, 8));
                if (!session_play_text(s, text, &err))
                    fail_msg("%s ply %d '%s': %s", g->id, i + 1, text, err.message);
                assert_int_equal(sent.count, 1);
                assert_int_equal(sent.action, SESSION_REMOTE_PLAY);
                assert_string_equal(sent.text, text);
                char on_way[GAME_MOVE_TEXT_MAX];
                assert_true(session_move_on_its_way(s, on_way, sizeof on_way));
                assert_string_equal(on_way, text);
                assert_int_equal(session_length(s), i); /* not played until told back */
                assert_int_equal(session_person_moves(s, &moves), 0);
                assert_false(session_play_text(s, text, &err)); /* once is enough */
                assert_int_equal(sent.count, 1);
                sent.count = 0;
                feed(s, &line, i, i + 1);
                assert_false(session_move_on_its_way(s, on_way, sizeof on_way));
            }
            session_free(s);
        }
        game_line_free(&line);
    }
}

/* The clocks are the server's: the running side's counts down locally until the next line. */
static void test_clocks_follow_the_server(void **state) {
    (void)state;
    GameLine line;
    assert_true(referee_play(&line, "onitama", "", 3, 3, 4));
    TimeControl tc;
    assert_true(time_control_parse("5+3", &tc, &(Error){0}));
    SupportSent sent = {0};
    fake_now = 1000000;
    Session *s = remote_for(&line, 0, &sent, &tc);
    assert_int_equal(session_shown(s)->clock_running, -1);
    assert_int_equal(session_shown(s)->clock_ms[0], 300000);
    session_remote_clock(s, (int64_t[2]){290000, 280000}, 1);
    fake_now += 1500000;
    assert_int_equal(session_shown(s)->clock_running, 1);
    assert_int_equal(session_shown(s)->clock_ms[0], 290000);
    assert_int_equal(session_shown(s)->clock_ms[1], 278500);
    /* The server runs the clock of the side not to move as far as this end knows (its move is
     * on its way here): the session does not run its own idea of whose turn it is. */
    int runner = 1 - session_to_move(s);
    session_remote_clock(s, (int64_t[2]){290000, 281000}, runner);
    session_screen_restore(s, session_screen_state(s));
    fake_now += 500000;
    assert_int_equal(session_shown(s)->clock_running, runner);
    assert_int_equal(session_shown(s)->clock_ms[runner], runner == 0 ? 289500 : 280500);
    assert_int_equal(session_shown(s)->clock_ms[1 - runner], runner == 0 ? 281000 : 290000);
    /* A side dropped: the clocks are still the server's lines' (it runs them again after a
     * short pause, and a greeting tells the clocks before who is away). */
    session_remote_clock(s, (int64_t[2]){289500, 280500}, -1);
    session_remote_waiting(s, 1, 60000);
    fake_now += 2000000;
    int64_t left;
    assert_int_equal(session_remote_waiting_side(s, &left), 1);
    assert_int_equal(left, 58000);
    assert_int_equal(session_shown(s)->clock_ms[runner], runner == 0 ? 289500 : 280500);
    session_remote_clock(s, (int64_t[2]){289500, 280500}, runner);
    session_remote_waiting(s, 1, 50000);
    fake_now += 1000000;
    assert_int_equal(session_shown(s)->clock_running, runner);
    assert_int_equal(session_shown(s)->clock_ms[runner], runner == 0 ? 288500 : 279500);
    session_remote_waiting(s, 1, -1);
    assert_int_equal(session_remote_waiting_side(s, &left), -1);
    session_free(s);
    game_line_free(&line);
}

/* A game ended by its rules waits for the server's `over`, which comes in a line of its own: in
 * between, the end is on its way and the side to move is offered nothing. */
static void test_end_on_its_way(void **state) {
    (void)state;
    GameLine line;
    assert_true(referee_play(&line, "onitama", "", 5, 9, 400));
    assert_int_not_equal(game_line_outcome(&line).kind, OUTCOME_ONGOING);
    Error err;
    char winner[8];
    snprintf(winner, sizeof winner, "%d", game_line_outcome(&line).winner + 1);
    for (int r = -1; r <= 1; r++) {
        SupportSent sent = {0};
        Session *s = remote_for(&line, r, &sent, NULL);
        feed(s, &line, 0, line.length - 1);
        assert_false(session_shown(s)->end_on_its_way);
        feed(s, &line, line.length - 1, line.length);
        assert_true(session_shown(s)->end_on_its_way);
        assert_false(session_over(s));
        const Move *moves;
        assert_int_equal(session_turn_moves(s, &moves), 0);
        assert_true(session_remote_over(s, (const char *[]){"win", winner, "capture"}, 3, &err));
        assert_false(session_shown(s)->end_on_its_way);
        assert_true(session_over(s));
        char *record = session_record(s, &err); /* its moves show the end: no other is named */
        assert_non_null(record);
        assert_null(strstr(record, "\nend "));
        free(record);
        session_free(s);
    }
    /* Nor is a game going on, nor a local one, waiting for an end. */
    SupportSent sent = {0};
    Session *s = remote_for(&line, 0, &sent, NULL);
    feed(s, &line, 0, 1);
    assert_false(session_shown(s)->end_on_its_way);
    session_free(s);
    s = local_for(&line, 0);
    assert_false(session_shown(s)->end_on_its_way);
    session_free(s);
    game_line_free(&line);
}

/* `over` ends the game with the server's outcome in words; the local side can no longer move. */
static void test_over(void **state) {
    (void)state;
    GameLine line;
    assert_true(referee_play(&line, "gunzi", "", 3, 3, 6));
    const GameRules *g = line.rules;
    Error err;
    struct {
        const char *words[4];
        int count;
        const char *msgid;
        int winner;
    } cases[] = {
        {{"win", "2", "resignation"}, 3, "%s wins (%s)", 1},
        {{"win", "1", "time"}, 3, "%s lost on time", 0},
        {{"draw", "agreement", "score=2,2"}, 3, "Draw (%s)", -1},
    };
    for (int c = 0; c < 3; c++) {
        SupportSent sent = {0};
        Session *s = remote_for(&line, 0, &sent, NULL);
        feed(s, &line, 0, line.length);
        assert_false(session_over(s));
        assert_false(session_remote_over(s, (const char *[]){"won"}, 1, &err));
        assert_true(session_remote_over(s, cases[c].words, cases[c].count, &err));
        assert_true(session_over(s));
        Outcome o = session_outcome(s);
        assert_int_equal(o.winner, cases[c].winner);
        assert_string_equal(o.reason, cases[c].words[cases[c].count - 1 - (c == 2)]);
        GameMoveWords words;
        assert_true(session_outcome_words(s, &words));
        assert_string_equal(words.phrases[0].msgid, cases[c].msgid);
        if (c == 1) {
            assert_string_equal(words.phrases[0].args[0].literal, g->player_names[1]);
            assert_int_equal(session_shown(s)->flagged, 1);
        }
        if (c == 2) assert_int_equal(o.score[0], 2);
        const Move *moves;
        assert_int_equal(session_person_moves(s, &moves), 0);
        assert_false(session_shown(s)->can_resign);
        assert_false(session_resign(s));
        assert_int_equal(sent.count, 0);
        /* The kept record says how the game ended, which its moves do not show. */
        char *record = session_record(s, &err);
        assert_non_null(record);
        static const char *const ends[] = {"\nend win 2 resignation\n", "\nend win 1 time\n",
                                           "\nend draw agreement\n"};
        assert_non_null(strstr(record, ends[c]));
        free(record);
        session_free(s);
    }
    game_line_free(&line);
}

/* Resignation and draws go out; an answer needs an offer. */
static void test_resign_and_draw(void **state) {
    (void)state;
    GameLine line;
    assert_true(referee_play(&line, "onitama", "", 3, 3, 2));
    SupportSent sent = {0};
    Error err;
    Session *s = remote_for(&line, 1, &sent, NULL);
    feed(s, &line, 0, line.length);
    assert_false(session_answer_draw(s, true, &err));
    assert_true(session_offer_draw(s, &err));
    assert_int_equal(sent.action, SESSION_REMOTE_DRAW_OFFER);
    session_remote_draw_offered(s, true);
    assert_true(session_shown(s)->draw_offered);
    assert_true(session_answer_draw(s, false, &err));
    assert_int_equal(sent.action, SESSION_REMOTE_DRAW_DECLINE);
    assert_true(session_shown(s)->can_resign);
    assert_true(session_resign(s));
    assert_int_equal(sent.action, SESSION_REMOTE_RESIGN);
    assert_false(session_over(s)); /* until the server says so */
    assert_int_equal(sent.count, 3);
    session_free(s);
    /* A spectator asks nothing. */
    sent.count = 0;
    s = remote_for(&line, GAME_KNOWN_SPECTATOR, &sent, NULL);
    assert_false(session_shown(s)->can_resign || session_resign(s) || session_offer_draw(s, &err));
    assert_int_equal(sent.count, 0);
    session_free(s);
    game_line_free(&line);
}

/* The other side is gone (no clock, its time to come back ran out): the local side may claim
 * the game, which goes out as `claim`; it comes back and there is nothing to claim. */
static void test_gone_and_claim(void **state) {
    (void)state;
    GameLine line;
    assert_true(referee_play(&line, "gunzi", "", 3, 3, 2));
    SupportSent sent = {0};
    Error err;
    Session *s = remote_for(&line, 0, &sent, NULL);
    feed(s, &line, 0, line.length);
    assert_int_equal(session_shown(s)->gone_side, -1);
    assert_false(session_claim(s, &err));
    session_remote_waiting(s, 1, 30000);
    assert_false(session_claim(s, &err)); /* away, not gone */
    session_remote_waiting(s, 1, 0);
    session_remote_gone(s, 1);
    assert_int_equal(session_shown(s)->gone_side, 1);
    assert_int_equal(sent.count, 0);
    assert_true(session_claim(s, &err));
    assert_int_equal(sent.action, SESSION_REMOTE_CLAIM);
    assert_int_equal(sent.count, 1);
    /* Back after all: nothing to claim. */
    session_remote_waiting(s, 1, -1);
    assert_int_equal(session_shown(s)->gone_side, -1);
    assert_false(session_claim(s, &err));
    /* Gone again, then the claim's end: nothing more to claim. */
    session_remote_gone(s, 1);
    const char *const over[] = {"win", "1", "abandoned"};
    assert_true(session_remote_over(s, over, 3, &err));
    assert_int_equal(session_shown(s)->gone_side, -1);
    assert_false(session_claim(s, &err));
    GameMoveWords words;
    assert_true(session_outcome_words(s, &words));
    /* Won because the other player left a game without a clock: not a loss on time. */
    const char *const names[2] = {"White", "Black"};
    char text[GAME_WORDS_TEXT_MAX];
    assert_true(session_end_words(s, names, &words));
    assert_true(game_words_render(&words, NULL, NULL, text, sizeof text));
    assert_string_equal(text, "You win: Black left the game");
    session_free(s);
    /* A spectator is told, and claims nothing. */
    sent.count = 0;
    s = remote_for(&line, GAME_KNOWN_SPECTATOR, &sent, NULL);
    session_remote_gone(s, 0);
    assert_int_equal(session_shown(s)->gone_side, 0);
    assert_false(session_claim(s, &err));
    assert_int_equal(sent.count, 0);
    session_free(s);
    game_line_free(&line);
}

/* After the end the reveal gives every receiver the whole game and its record. */
static void test_reveal(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        GameLine line;
        assert_true(referee_play(&line, referee_games[game][0], referee_games[game][1], 2, 4, 30));
        const GameRules *g = line.rules;
        for (int r = -1; r <= 1; r++) {
            SupportSent sent = {0};
            Error err;
            Session *s = remote_for(&line, r, &sent, NULL);
            feed(s, &line, 0, line.length);
            bool open = !g->observe && !g->conceal;
            char *record = session_record(s, &err);
            assert_true(open == (record != NULL));
            free(record);
            assert_false(session_remote_reveal(s, 1, 0, "x", &err)); /* not over yet */
            assert_true(session_remote_over(s, (const char *[]){"draw", "agreement"}, 2, &err));
            for (int i = 0; i < line.length && !open; i++) {
                char text[GAME_MOVE_TEXT_MAX];
                const void *st = game_line_state_at(&line, i);
                assert_true(g->move_to_text(st, line.moves[i], text, sizeof text));
                assert_false(session_remote_reveal(s, i + 2, g->to_move(st), text, &err));
                assert_true(session_remote_reveal(s, i + 1, g->to_move(st), text, &err));
            }
            const GameLine *whole = session_line(s);
            assert_int_equal(whole->length, line.length);
            for (int i = 0; i < line.length; i++) assert_true(whole->moves[i] == line.moves[i]);
            assert_non_null(session_revealed_state(s, line.length));
            record = session_record(s, &err);
            if (!record) fail_msg("%s", err.message);
            GameLine back;
            assert_true(game_record_load(record, &back, NULL, &err));
            assert_int_equal(back.length, line.length);
            game_line_free(&back);
            free(record);
            char n[GAME_MOVE_TEXT_MAX];
            if (line.length > 0) {
                session_move_notation(s, 0, n, sizeof n);
                assert_string_not_equal(n, ELLIPSIS);
            }
            session_free(s);
        }
        game_line_free(&line);
    }
}

/* Two games that differ only in the secrets of `secret_side`: moves of that side from two
 * different random streams, the other side's the same moves by text. */
static void play_twins(GameLine *a, GameLine *b, const char *game, const char *options,
                       int secret_side) {
    Error err;
    GameOptions opt;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    const GameRules *g = game_find(game);
    assert_true(game_line_start(a, g, &opt, 6, &err));
    assert_true(game_line_start(b, g, &opt, 6, &err));
    Move *moves = malloc(sizeof *moves * GAME_MOVES_MAX);
    Rng ra, rb;
    rng_seed(&ra, 1);
    rng_seed(&rb, 2);
    bool differ = false;
    /* Each side's first turns: through the secret setup or draft, which alternates sides. */
    for (int turns = 0; turns < 2;) {
        int mover = g->to_move(game_line_state(a));
        if (mover == secret_side) {
            do {
                int n = game_line_moves(a, moves, GAME_MOVES_MAX);
                assert_true(game_line_play(a, moves[rng_below(&ra, (uint64_t)n)], &err));
                n = game_line_moves(b, moves, GAME_MOVES_MAX);
                assert_true(game_line_play(b, moves[rng_below(&rb, (uint64_t)n)], &err));
            } while (g->to_move(game_line_state(a)) == mover);
        } else {
            do {
                int n = game_line_moves(a, moves, GAME_MOVES_MAX);
                Move m = moves[rng_below(&ra, (uint64_t)n)];
                char text[GAME_MOVE_TEXT_MAX];
                assert_true(g->move_to_text(game_line_state(a), m, text, sizeof text));
                assert_true(game_line_play(a, m, &err));
                assert_true(game_line_play_text(b, text, &err));
            } while (g->to_move(game_line_state(a)) == mover);
        }
        turns++;
    }
    assert_int_equal(a->length, b->length);
    for (int i = 0; i < a->length; i++) differ = differ || a->moves[i] != b->moves[i];
    assert_true(differ);
    free(moves);
}

/* What receiver `r` knows of two games is the same: positions, movers and notation. */
static void assert_same_known(const GameLine *a, const GameLine *b, int r) {
    SupportSent sent = {0};
    Session *sa = remote_for(a, r, &sent, NULL), *sb = remote_for(b, r, &sent, NULL);
    feed(sa, a, 0, a->length);
    feed(sb, b, 0, b->length);
    size_t size = session_position_size(sa);
    void *ba = malloc(size), *bb = malloc(size);
    /* A secret draft is shown to all once done: compared while it is still hidden. */
    int limit = a->length;
    while (a->rules->conceal && limit > 0 &&
           !referee_hides(a->rules, game_line_state_at(a, limit), GAME_KNOWN_SPECTATOR))
        limit--;
    assert_true(limit > 0);
    for (int i = 0; i <= limit; i++) {
        const void *pa = session_position(sa, i, r, ba), *pb = session_position(sb, i, r, bb);
        if (!referee_same_position(a->rules, pa, pb))
            fail_msg("%s as %d: position %d tells a secret", a->rules->id, r, i);
        assert_int_equal(session_to_move_at(sa, i), session_to_move_at(sb, i));
        if (i == limit) break;
        char na[GAME_MOVE_TEXT_MAX], nb[GAME_MOVE_TEXT_MAX];
        session_move_notation(sa, i, na, sizeof na);
        session_move_notation(sb, i, nb, sizeof nb);
        assert_string_equal(na, nb);
        GameMoveWords wa, wb;
        bool ta = session_move_words(sa, i, &wa), tb = session_move_words(sb, i, &wb);
        assert_true(ta == tb && (!ta || game_words_equal(&wa, &wb)));
    }
    free(ba);
    free(bb);
    session_free(sa);
    session_free(sb);
}

static void test_secrets_stay_secret(void **state) {
    (void)state;
    const char *games[][2] = {{"mortar-hunt", ""}, {"gottaz", "mode=method1"}};
    for (int game = 0; game < 2; game++) {
        for (int secret = 0; secret < 2; secret++) {
            GameLine a, b;
            play_twins(&a, &b, games[game][0], games[game][1], secret);
            assert_same_known(&a, &b, GAME_KNOWN_SPECTATOR);
            assert_same_known(&a, &b, 1 - secret);
            game_line_free(&a);
            game_line_free(&b);
        }
    }
}

/* Two computers play each game through a referee (this test): each session sends its side's
 * move, the referee plays it on the true game and tells both sides and a spectator what they may
 * know; every move sent is legal in the true game and every observation stays the rules' own. */
static void test_computers_play_through_the_referee(void **state) {
    (void)state;
    for (int game = 0; game < REFEREE_GAME_COUNT; game++) {
        GameLine truth;
        assert_true(referee_play(&truth, referee_games[game][0], referee_games[game][1], 31, 1, 0));
        const GameRules *g = truth.rules;
        SupportSent sent[3] = {{0}};
        Session *s[3];
        for (int p = 0; p < 3; p++) {
            SessionSettings settings;
            session_settings_init(&settings);
            settings.remote_send = support_record_sent;
            settings.remote_context = &sent[p];
            settings.depth_limit = 1;
            int side = p < 2 ? p : GAME_KNOWN_SPECTATOR;
            if (side >= 0) settings.seats[side] = session_seat_from_name("random");
            Error err;
            s[p] = session_new_remote(g, &truth.options, truth.seed, side, &settings, &err);
            if (!s[p]) fail_msg("%s", err.message);
        }
        for (int ply = 0; ply < 80 && game_line_outcome(&truth).kind == OUTCOME_ONGOING; ply++) {
            int mover = g->to_move(game_line_state(&truth));
            assert_false(session_thinking(s[1 - mover]));
            const Move *moves;
            assert_int_equal(session_person_moves(s[mover], &moves), 0); /* the computer's turn */
            assert_int_equal(session_wait(s[mover]), SESSION_EVENT_COMPUTER_MOVED);
            assert_int_equal(sent[mover].count, 1);
            assert_int_equal(sent[1 - mover].count + sent[2].count, 0);
            sent[mover].count = 0;
            Error err;
            if (!game_line_play_text(&truth, sent[mover].text, &err))
                fail_msg("%s: %s sent %s: %s", g->id, g->player_names[mover], sent[mover].text,
                         err.message);
            for (int p = 0; p < 3; p++) feed(s[p], &truth, truth.length - 1, truth.length);
        }
        /* The players choose from a secret of their own (a network game never plays alike
         * again), so a game may end early: Onitama's master can walk into the temple on its
         * side's second move. Every game still has moves of both sides to check. */
        assert_true(truth.length >= 3);
        for (int p = 0; p < 3; p++) {
            int r = p < 2 ? p : GAME_KNOWN_SPECTATOR;
            size_t size = session_position_size(s[p]);
            void *expected = malloc(size), *buffer = malloc(size);
            for (int i = 0; i <= truth.length; i++) {
                referee_known_position(&truth, i, r, expected);
                if (!referee_same_position(g, session_position(s[p], i, r, buffer), expected))
                    fail_msg("%s as %d: position %d differs", g->id, r, i);
            }
            free(expected);
            free(buffer);
            session_free(s[p]);
        }
        game_line_free(&truth);
    }
}

/* The first `moves` moves a computer seat at `level` sends through the referee in a game it
 * begins, with everything the other side sees held fixed (the room's seed and options, what it is
 * told), joined by spaces into `out`. */
static void computer_opening(const char *game, const char *options, const char *level, int moves,
                             char *out, size_t n) {
    GameLine truth;
    assert_true(referee_play(&truth, game, options, 12345, 1, 0));
    const GameRules *g = truth.rules;
    int side = g->to_move(game_line_state(&truth));
    SupportSent sent = {0};
    SessionSettings settings;
    session_settings_init(&settings);
    settings.remote_send = support_record_sent;
    settings.remote_context = &sent;
    settings.depth_limit = 1;
    settings.seeded_choices = true; /* asked for, and not given: a network game never is */
    settings.choice_seed = 1;
    settings.seats[side] = session_seat_from_name(level);
    Error err;
    Session *s = session_new_remote(g, &truth.options, truth.seed, side, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    out[0] = '\0';
    for (int i = 0; i < moves && g->to_move(game_line_state(&truth)) == side; i++) {
        assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
        assert_int_equal(sent.count, 1);
        sent.count = 0;
        if (!game_line_play_text(&truth, sent.text, &err)) fail_msg("%s", err.message);
        feed(s, &truth, truth.length - 1, truth.length);
        size_t used = strlen(out);
        snprintf(out + used, n - used, "%s%s", used ? " " : "", sent.text);
    }
    session_free(s);
    game_line_free(&truth);
}

/* A network computer's secret choices (a Mortar Hunt setup, Gottaz's secret picks) draw from a
 * secret of its own process: with everything its opponent sees held fixed, twenty seats choose at
 * least eighteen different openings, and a predictor that runs the same engine on the public data
 * (the room's seed and the move count, as the choices once drew from) matches no more often than
 * chance allows. */
static void test_network_choices_are_secret(void **state) {
    (void)state;
    static const char *const cases[][4] = {
        /* game, options, level, moves */
        {"mortar-hunt", "", "beginner", "1"},
        {"mortar-hunt", "", "random", "1"},
        {"gottaz", "mode=method1", "random", "3"},
    };
    enum { SEATS = 20 };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        char chosen[SEATS][256];
        int distinct = 0;
        for (int k = 0; k < SEATS; k++) {
            computer_opening(cases[c][0], cases[c][1], cases[c][2], atoi(cases[c][3]), chosen[k],
                             sizeof chosen[k]);
            bool seen = false;
            for (int j = 0; j < k && !seen; j++) seen = strcmp(chosen[j], chosen[k]) == 0;
            distinct += !seen;
        }
        if (distinct < 18)
            fail_msg("%s as %s: %d different openings of %d", cases[c][0], cases[c][2], distinct,
                     SEATS);
        /* The predictor: the same engine, seeded from what the opponent knows. */
        GameLine truth;
        assert_true(referee_play(&truth, cases[c][0], cases[c][1], 12345, 1, 0));
        const GameRules *g = truth.rules;
        AiLimits limits = {.depth = 1, .seed = truth.seed * 0x9e3779b97f4a7c15ull};
        Move m;
        Error err;
        if (!ai_choose_move(cases[c][2], &truth, &limits, NULL, NULL, &m, &err))
            fail_msg("%s", err.message);
        char predicted[GAME_MOVE_TEXT_MAX];
        assert_true(g->move_to_text(game_line_state(&truth), m, predicted, sizeof predicted));
        int matched = 0;
        for (int k = 0; k < SEATS; k++)
            matched += strncmp(chosen[k], predicted, strlen(predicted)) == 0 &&
                       (chosen[k][strlen(predicted)] == ' ' || !chosen[k][strlen(predicted)]);
        if (matched > 2)
            fail_msg("%s as %s: the predictor matched %d of %d", cases[c][0], cases[c][2], matched,
                     SEATS);
        game_line_free(&truth);
    }
}

/* The setups a person is offered in a network game of Mortar Hunt are a sample of the side's own:
 * two seats with the same public data are offered different samples, and neither is the sample
 * the room's seed gives. */
static void test_offered_sample_is_secret(void **state) {
    (void)state;
    GameLine truth;
    assert_true(referee_play(&truth, "mortar-hunt", "", 12345, 1, 0));
    SupportSent sent[2] = {{0}};
    Move *lists[3];
    int counts[3];
    for (int k = 0; k < 2; k++) {
        Session *s = remote_for(&truth, 0, &sent[k], NULL);
        lists[k] = malloc(sizeof *lists[k] * GAME_MOVES_MAX);
        counts[k] = session_live_moves(s, lists[k], GAME_MOVES_MAX);
        assert_true(counts[k] > 1);
        session_free(s);
    }
    lists[2] = malloc(sizeof *lists[2] * GAME_MOVES_MAX);
    counts[2] = game_line_moves(&truth, lists[2], GAME_MOVES_MAX); /* the seed's own sample */
    for (int a = 0; a < 3; a++)
        for (int b = a + 1; b < 3; b++) {
            int shared = 0;
            for (int i = 0; i < counts[a]; i++)
                for (int j = 0; j < counts[b]; j++) shared += lists[a][i] == lists[b][j];
            if (shared > 1) fail_msg("samples %d and %d share %d setups", a, b, shared);
        }
    for (int k = 0; k < 3; k++) free(lists[k]);
    game_line_free(&truth);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_game_as_each_side),
        cmocka_unit_test(test_moves_go_out),
        cmocka_unit_test(test_clocks_follow_the_server),
        cmocka_unit_test(test_end_on_its_way),
        cmocka_unit_test(test_over),
        cmocka_unit_test(test_resign_and_draw),
        cmocka_unit_test(test_gone_and_claim),
        cmocka_unit_test(test_reveal),
        cmocka_unit_test(test_secrets_stay_secret),
        cmocka_unit_test(test_computers_play_through_the_referee),
        cmocka_unit_test(test_network_choices_are_secret),
        cmocka_unit_test(test_offered_sample_is_secret),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
