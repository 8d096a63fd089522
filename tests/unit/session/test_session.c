/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session without any window: undo and redo against the computer and between two people,
 * hints, pondering (started, stopped, resumed, hit), the autosave, resignation, and what each
 * side may be shown in games that hide something. Computer players search to a fixed depth and
 * the tests wait for their answers, so nothing depends on how fast the machine is. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai/ai_player.h"
#include "rules/game_record.h"
#include "session/session.h"
#include "session/session_internal.h"

/* Onitama's first player is the stamp of the card left aside: here blue (the first seat). */
#define BLUE_FIRST "cards=ox,boar,horse,elephant,crab"

static Session *start(const char *game, const char *options, const char *first, const char *second,
                      SessionSettings *settings) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    GameLine line;
    assert_true(game_line_start(&line, game_find(game), &opt, 11, &err));
    settings->seats[0] = session_seat_from_name(first);
    settings->seats[1] = session_seat_from_name(second);
    if (!settings->depth_limit) settings->depth_limit = 2;
    Session *s = session_new(&line, settings, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

static Session *start_plain(const char *game, const char *options, const char *first,
                            const char *second) {
    SessionSettings settings;
    session_settings_init(&settings);
    return start(game, options, first, second, &settings);
}

/* The first move the person may make. */
static Move first_move(const Session *s) {
    const Move *moves;
    int n = session_person_moves(s, &moves);
    assert_true(n > 0);
    return moves[0];
}

static void play_first(Session *s) {
    Error err;
    if (!session_play(s, first_move(s), &err)) fail_msg("%s", err.message);
}

/* An Onitama game of BLUE_FIRST (seed 11) where each side plays its first legal move, `plies`
 * times, or to the end when `plies` is negative. */
static void first_moves_line(GameLine *line, int plies) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, BLUE_FIRST, &err));
    assert_true(game_line_start(line, game_find("onitama"), &opt, 11, &err));
    Move moves[GAME_MOVES_MAX];
    for (int i = 0; plies < 0 || i < plies; i++) {
        if (game_line_moves(line, moves, GAME_MOVES_MAX) == 0) {
            assert_true(plies < 0); /* only a game played to its end runs out of moves */
            return;
        }
        assert_true(game_line_play(line, moves[0], &err));
    }
}

/* Against the computer, undo goes back to the person's last turn (the reply and the person's
 * move), redo plays both again, and another move drops what was undone. */
static void test_undo_redo_against_the_computer(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "casual");
    assert_false(session_shown(s)->can_undo);
    Move mine = first_move(s);
    play_first(s);
    assert_true(session_shown(s)->thinking);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    const GameLine *line = session_line(s);
    assert_int_equal(line->length, 2);
    Move reply = line->moves[1];
    assert_true(session_shown(s)->can_undo);
    assert_false(session_shown(s)->can_redo);
    assert_true(session_undo(s));
    assert_int_equal(line->length, 0);
    assert_false(session_shown(s)->thinking);
    assert_true(session_shown(s)->can_redo);
    assert_true(session_redo(s));
    assert_int_equal(line->length, 2);
    assert_true(line->moves[0] == mine && line->moves[1] == reply);
    assert_false(session_shown(s)->thinking); /* the person is to move again */
    assert_true(session_undo(s));
    const Move *moves;
    int n = session_person_moves(s, &moves);
    assert_true(n > 1);
    Error err;
    assert_true(session_play(s, moves[1] == mine ? moves[0] : moves[1], &err));
    assert_false(session_shown(s)->can_redo);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    session_free(s);
}

/* When the computer moves first, undo never goes back past the person's first turn. */
static void test_undo_when_the_computer_starts(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "casual", "human");
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_false(session_shown(s)->can_undo);
    play_first(s);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_int_equal(session_line(s)->length, 3);
    assert_true(session_undo(s));
    assert_int_equal(session_line(s)->length, 1);
    assert_false(session_shown(s)->can_undo);
    session_free(s);
}

/* Between two people, undo and redo take one move at a time. */
/* A network game's kept record opened again: a seat played elsewhere ("remote", kept by name)
 * makes the session a replay, over whatever its rules say, where nothing is played, taken back
 * or started again; the same moves between two people at the screen can be taken back. */
static void test_replay_of_a_network_game(void **state) {
    (void)state;
    assert_int_equal(session_seat_from_name("remote").kind, SESSION_SEAT_REMOTE);
    assert_string_equal(session_seat_name(&(SessionSeat){.kind = SESSION_SEAT_REMOTE}), "remote");
    for (int replay = 0; replay < 2; replay++) {
        Error err;
        GameLine line;
        first_moves_line(&line, 3);
        SessionSettings settings;
        session_settings_init(&settings);
        settings.seats[0] = session_seat_from_name("human");
        settings.seats[1] = session_seat_from_name(replay ? "remote" : "human");
        Session *s = session_new(&line, &settings, &err);
        if (!s) fail_msg("%s", err.message);
        const Move *offered;
        char text[64];
        session_outcome_text(s, text, sizeof text);
        assert_true(session_replay(s) == (replay == 1));
        assert_true(session_over(s) == (replay == 1));
        assert_true((session_person_moves(s, &offered) == 0) == (replay == 1));
        assert_true(session_shown(s)->can_undo == (replay == 0));
        assert_true(session_shown(s)->can_resign == (replay == 0));
        assert_true(session_shown(s)->can_hint == (replay == 0));
        assert_string_equal(text, replay ? "played online" : "ongoing red");
        char *record = session_record(s, &err);
        assert_non_null(record);
        assert_non_null(
            strstr(record, replay ? "players human remote\n" : "players human human\n"));
        free(record);
        assert_true(session_rematch(s, &err) == (replay == 0));
        if (replay) assert_string_equal(err.message, "a game played online is played again online");
        session_free(s);
    }
}

/* An end the moves do not show is kept in the record and comes back with it: a resignation and
 * a flag fall as such (undo takes them back), any other end as the outcome it was. */
static void test_end_kept_in_the_record(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "human");
    play_first(s);
    assert_true(session_resign(s)); /* red resigns */
    Error err;
    char *text = session_record(s, &err);
    assert_non_null(text);
    assert_non_null(strstr(text, "duelboard-record 3\n"));
    assert_non_null(strstr(text, "\nend win 1 resignation\n"));
    session_free(s);
    static const char *const ends[] = {"win 1 resignation", "win 2 time", "draw agreement"};
    for (int e = 0; e < 3; e++) {
        GameLine line;
        GameRecordTimes times;
        assert_true(game_record_load_timed(text, &line, NULL, &times, &err));
        SessionSettings settings;
        session_settings_init(&settings);
        settings.resume_end = ends[e];
        s = session_new(&line, &settings, &err);
        if (!s) fail_msg("%s", err.message);
        assert_true(session_over(s));
        assert_int_equal(session_shown(s)->resigned, e == 0 ? 1 : -1);
        assert_int_equal(session_shown(s)->flagged, e == 1 ? 0 : -1);
        Outcome o = session_outcome(s);
        assert_int_equal(o.kind, e == 2 ? OUTCOME_DRAW : OUTCOME_WIN);
        assert_string_equal(o.reason, e == 0 ? "resignation" : e == 1 ? "time" : "agreement");
        char *again = session_record(s, &err);
        char want[64];
        snprintf(want, sizeof want, "\nend %s\n", ends[e]);
        assert_non_null(strstr(again, want));
        free(again);
        /* Taken back, the game is on again and its record says no end. */
        assert_true(session_undo(s));
        assert_false(session_over(s));
        again = session_record(s, &err);
        assert_null(strstr(again, "\nend "));
        free(again);
        session_free(s);
        game_record_times_free(&times);
    }
    /* An end that is not one is refused with the reason. */
    GameLine line;
    assert_true(game_record_load(text, &line, NULL, &err));
    SessionSettings settings;
    session_settings_init(&settings);
    settings.resume_end = "lost";
    assert_null(session_new(&line, &settings, &err));
    assert_string_equal(err.message, "bad end 'lost'");
    free(text);
}

static void test_undo_redo_between_two_people(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "human");
    play_first(s);
    play_first(s);
    play_first(s);
    const GameLine *line = session_line(s);
    assert_int_equal(line->length, 3);
    assert_true(session_undo(s));
    assert_int_equal(line->length, 2);
    assert_true(session_undo(s));
    assert_int_equal(line->length, 1);
    assert_true(session_redo(s));
    assert_int_equal(line->length, 2);
    assert_true(session_redo(s));
    assert_int_equal(line->length, 3);
    assert_false(session_redo(s));
    assert_false(session_shown(s)->thinking);
    session_free(s);
}

/* A hint is a legal move of the person to move, in words; it goes with the position. */
static void test_hint(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "human");
    Move m;
    assert_false(session_hint(s, &m));
    assert_true(session_shown(s)->can_hint);
    Error err;
    assert_true(session_ask_hint(s, &err));
    assert_true(session_shown(s)->searching);
    assert_false(session_shown(s)->thinking);
    assert_int_equal(session_wait(s), SESSION_EVENT_HINT);
    assert_true(session_hint(s, &m));
    const GameLine *line = session_line(s);
    assert_true(game_move_is_legal(line->rules, game_line_state(line), m));
    GameMoveWords words;
    assert_true(session_hint_words(s, &words));
    assert_true(words.count > 0);
    assert_int_equal(line->length, 0); /* a hint is not played */
    assert_true(session_play(s, m, &err));
    assert_false(session_hint(s, &m));
    session_free(s);
}

/* Against the computer, a hint thinks at the computer's level; none on its turn. */
static void test_no_hint_on_the_computers_turn(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "casual", "human");
    assert_false(session_shown(s)->can_hint);
    Error err;
    assert_false(session_ask_hint(s, &err));
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_true(session_ask_hint(s, &err));
    assert_int_equal(session_wait(s), SESSION_EVENT_HINT);
    Move m;
    assert_true(session_hint(s, &m));
    session_free(s);
}

/* Whether the side to move in `st` hands the other side a win at once by `m`. */
static bool hands_a_win(const GameRules *g, const void *st, Move m) {
    static Move replies[GAME_MOVES_MAX];
    unsigned char after[g->state_size], reply[g->state_size];
    int me = g->to_move(st);
    memcpy(after, st, g->state_size);
    g->apply(after, m);
    Outcome o = g->outcome(after);
    if (o.kind == OUTCOME_WIN) return o.winner != me;
    int n = g->to_move(after) == me ? 0 : g->gen_moves(after, replies, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++) {
        memcpy(reply, after, g->state_size);
        g->apply(reply, replies[i]);
        o = g->outcome(reply);
        if (o.kind == OUTCOME_WIN && o.winner != me) return true;
    }
    return false;
}

/* A hint never suggests a move after which the opponent wins at once while another move does
 * not: from positions where the beginner's one-ply search picks such a move for most of its
 * random choices (found by playing it), against the beginner, for eight of those choices. The
 * hint thinks at the casual level there (test_hint_level). */
static void test_hint_does_not_lose_at_once(void **state) {
    (void)state;
    static const struct {
        const char *game, *fen;
    } cases[] = {
        /* Black to move, with two of its six moves that do not let White win at once. */
        {"gunzi", "wN,.,.,.,.,bS,t/.,.,wSW/.,.,.,W2,.,wSE,t black 17 on"},
        /* The second player to move, with one move that does not let the first win at once. */
        {"gottaz", "board=2r1w5t3r3t2r4/T2R4w1s52s1r5/T3R31d3t31s4r2/1l2w43/"
                   "R1W5L2T4S1R5W4L21 hand1=W1/S5,W1/W5,R2/S4,D3/T3 hand2=W1/W5,L2/T4 to=1 "
                   "actions=87 draw=on"},
    };
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        for (uint64_t seed = 1; seed <= 8; seed++) {
            const GameRules *g = game_find(cases[c].game);
            GameLine line;
            Error err;
            if (!game_line_start_fen(&line, g, cases[c].fen, &err)) fail_msg("%s", err.message);
            const void *st = game_line_state(&line);
            int mover = g->to_move(st);
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX), safe = 0;
            for (int i = 0; i < n; i++) safe += !hands_a_win(g, st, moves[i]);
            assert_true(safe > 0 && safe < n);
            SessionSettings settings;
            session_settings_init(&settings);
            settings.depth_limit = 1;
            settings.seeded_choices = true;
            settings.choice_seed = seed;
            settings.seats[mover] = session_seat_from_name("human");
            settings.seats[1 - mover] = session_seat_from_name("beginner");
            Session *s = session_new(&line, &settings, &err);
            if (!s) fail_msg("%s", err.message);
            assert_string_equal(session_shown(s)->hint_level, "casual");
            assert_true(session_ask_hint(s, &err));
            assert_int_equal(session_wait(s), SESSION_EVENT_HINT);
            Move m;
            assert_true(session_hint(s, &m));
            const GameLine *live = session_line(s);
            char text[GAME_MOVE_TEXT_MAX];
            g->move_to_text(game_line_state(live), m, text, sizeof text);
            if (hands_a_win(g, game_line_state(live), m))
                fail_msg("%s, choices %llu: the hint %s lets the other side win at once",
                         cases[c].game, (unsigned long long)seed, text);
            session_free(s);
        }
    }
}

/* Between two people a hint thinks at the casual level; against the computer at its level, but
 * never below casual (Beginner's mistakes are not to be taught). */
static void test_hint_level(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "human");
    assert_string_equal(session_shown(s)->hint_level, "casual");
    session_free(s);
    s = start_plain("onitama", BLUE_FIRST, "human", "beginner");
    assert_string_equal(session_shown(s)->hint_level, "casual");
    session_free(s);
    s = start_plain("onitama", BLUE_FIRST, "human", "strong");
    assert_string_equal(session_shown(s)->hint_level, "strong");
    session_free(s);
}

/* Once the computer has moved, it thinks on the person's time on the reply it expects; not
 * while pondering is not allowed (and again once it is); the expected move made, that search
 * goes on as the computer's; another move starts a new one. */
static void test_pondering(void **state) {
    (void)state;
    SessionSettings settings;
    session_settings_init(&settings);
    settings.ponder = true;
    settings.depth_limit = 3;
    Session *s = start("onitama", BLUE_FIRST, "human", "master", &settings);
    assert_false(session_shown(s)->pondering); /* nothing to ponder on before the computer's move */
    play_first(s);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_true(session_shown(s)->pondering);
    assert_false(session_shown(s)->thinking);
    Move expected;
    assert_true(session_expected_move(s, &expected));
    /* Stopped while not allowed, started again on the same move. */
    session_set_ponder(s, false);
    assert_int_equal(session_poll(s, true), SESSION_EVENT_NONE);
    assert_false(session_shown(s)->pondering);
    session_set_ponder(s, true);
    session_poll(s, true);
    assert_true(session_shown(s)->pondering);
    Move again;
    assert_true(session_expected_move(s, &again));
    assert_true(again == expected);
    /* The hit: the same search goes on, now for the computer's move. */
    Error err;
    assert_true(session_play(s, expected, &err));
    assert_false(session_shown(s)->pondering);
    assert_true(session_shown(s)->thinking);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_int_equal(session_line(s)->length, 4);
    /* A move other than the expected one: the ponder is dropped for a new search. */
    assert_true(session_shown(s)->pondering);
    assert_true(session_expected_move(s, &expected));
    const Move *moves;
    int n = session_person_moves(s, &moves);
    Move other = moves[0] == expected && n > 1 ? moves[1] : moves[0];
    assert_true(other != expected);
    assert_true(session_play(s, other, &err));
    assert_false(session_shown(s)->pondering);
    assert_true(session_shown(s)->thinking);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    session_free(s);
}

/* Pondering is off unless asked for. */
static void test_no_pondering_by_default(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "strong");
    play_first(s);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_false(session_shown(s)->pondering);
    session_free(s);
}

static char *read_all(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *text = calloc(1, 1 << 16);
    size_t got = fread(text, 1, (1 << 16) - 1, f);
    text[got] = '\0';
    fclose(f);
    return text;
}

/* The autosave holds the game after every move (as a record that loads back to it), and is
 * removed once the game is over; a game opened when already over leaves another's in place. */
static void test_autosave(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-session-XXXXXX";
    assert_non_null(mkdtemp(dir));
    SessionSettings settings;
    session_settings_init(&settings);
    snprintf(settings.autosave_path, sizeof settings.autosave_path, "%s/autosave.rec", dir);
    Session *s = start("onitama", BLUE_FIRST, "human", "casual", &settings);
    char *text = read_all(settings.autosave_path);
    assert_non_null(text); /* a new game can be continued before its first move */
    free(text);
    for (int turn = 0; turn < 2; turn++) {
        play_first(s);
        assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
        text = read_all(settings.autosave_path);
        assert_non_null(text);
        GameLine loaded;
        GameRecordPlayers players;
        Error err;
        assert_true(game_record_load(text, &loaded, &players, &err));
        free(text);
        assert_int_equal(loaded.length, session_line(s)->length);
        assert_memory_equal(game_line_state(&loaded), game_line_state(session_line(s)),
                            loaded.rules->state_size);
        assert_string_equal(players.name[0], "human");
        assert_string_equal(players.name[1], "casual");
        game_line_free(&loaded);
    }
    assert_true(session_resign(s));
    assert_true(session_over(s));
    assert_int_equal(access(settings.autosave_path, F_OK), -1);
    Outcome o = session_outcome(s);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, 1);
    assert_string_equal(o.reason, "resignation");
    GameMoveWords words;
    assert_true(session_outcome_words(s, &words));
    char line[256];
    assert_true(game_words_render(&words, NULL, NULL, line, sizeof line));
    assert_string_equal(line, "red wins (resignation)");
    /* Undone, the game is on again and saved again. */
    assert_true(session_undo(s));
    assert_false(session_over(s));
    assert_int_equal(access(settings.autosave_path, F_OK), 0);
    session_free(s);
    /* A game opened when already over (a saved game looked at again) leaves the game in
     * progress before it to be continued. */
    char *before = read_all(settings.autosave_path);
    assert_non_null(before);
    Error err;
    GameLine over;
    first_moves_line(&over, -1);
    assert_int_not_equal(game_line_outcome(&over).kind, OUTCOME_ONGOING);
    settings.seats[0] = session_seat_from_name("human");
    settings.seats[1] = session_seat_from_name("casual");
    s = session_new(&over, &settings, &err);
    assert_non_null(s);
    assert_true(session_over(s));
    text = read_all(settings.autosave_path);
    assert_non_null(text);
    assert_string_equal(text, before);
    free(text);
    free(before);
    session_free(s);
    remove(settings.autosave_path);
    rmdir(dir);
}

/* The autosave moved to another file: nothing is written there while the game is over, the
 * rematch goes there, and the file of before is left as it was. */
static void test_autosave_moved(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-session-XXXXXX";
    assert_non_null(mkdtemp(dir));
    SessionSettings settings;
    session_settings_init(&settings);
    char first[300], second[300];
    snprintf(first, sizeof first, "%s/first.rec", dir);
    snprintf(second, sizeof second, "%s/second.rec", dir);
    snprintf(settings.autosave_path, sizeof settings.autosave_path, "%s", first);
    Session *s = start("onitama", BLUE_FIRST, "human", "casual", &settings);
    play_first(s);
    assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    char *before = read_all(first);
    assert_non_null(before);
    assert_true(session_resign(s));
    session_set_autosave(s, second);
    assert_int_equal(access(second, F_OK), -1);
    Error err;
    assert_true(session_rematch(s, &err));
    char *text = read_all(second);
    assert_non_null(text);
    free(text);
    /* Moved again while the game is on: written there at once, the file of before kept. */
    before = (free(before), read_all(second));
    session_set_autosave(s, first);
    text = read_all(first);
    assert_non_null(text);
    assert_string_equal(text, before);
    free(text);
    text = read_all(second);
    assert_string_equal(text, before);
    free(text);
    free(before);
    session_free(s);
    remove(first);
    remove(second);
    rmdir(dir);
}

/* Mortar Hunt between two people: every turn is taken behind a privacy screen, which only the
 * side asked for takes; behind it nothing can be done and no side is shown. */
static void test_privacy_mortar_hunt(void **state) {
    (void)state;
    Session *s = start_plain("mortar-hunt", "", "human", "human");
    const GameRules *g = session_rules(s);
    int first = session_to_move(s);
    assert_int_equal(session_shown(s)->privacy_side, first);
    assert_int_equal(session_shown(s)->screen_side, SESSION_SHOWS_NEITHER);
    assert_true(session_shown(s)->hides_moves);
    const Move *moves;
    assert_int_equal(session_person_moves(s, &moves), 0);
    assert_false(session_shown(s)->can_undo);
    assert_false(session_shown(s)->can_hint);
    assert_false(session_shown(s)->can_resign);
    Error err;
    assert_false(session_play_text(s, "x", &err));
    session_take_screen(s);
    assert_int_equal(session_shown(s)->screen_side, first);
    assert_int_equal(session_shown(s)->privacy_side, -1);
    /* The position shown is that side's observation, not the whole state. */
    unsigned char *seen = malloc(session_position_size(s));
    unsigned char *expected = malloc(g->observation_size);
    const void *shown = session_position(s, session_line(s)->length, first, seen);
    g->observe(game_line_state(session_line(s)), first, expected);
    assert_memory_equal(shown, expected, g->observation_size);
    play_first(s);
    /* The other side's turn: the screen is asked for them. */
    int second = 1 - first;
    if (session_to_move(s) == second) {
        assert_int_equal(session_shown(s)->privacy_side, second);
        assert_int_equal(session_shown(s)->screen_side, SESSION_SHOWS_NEITHER);
        char text[GAME_MOVE_TEXT_MAX];
        session_move_notation(s, 0, text, sizeof text);
        assert_string_equal(text, "\xe2\x80\xa6"); /* behind the screen no move is told */
        session_take_screen(s);
        session_move_notation(s, 0, text, sizeof text);
        assert_string_equal(text, "\xe2\x80\xa6"); /* the other side's move is theirs */
        assert_int_equal(session_shown(s)->screen_side, second);
    }
    free(seen);
    free(expected);
    session_free(s);
}

/* "Where could they be" is the side at the screen's belief, made from what that side may know:
 * none behind a privacy screen or in an open game, the same as the AI makes from that side's
 * observation, and none until it is made for the position shown. */
static void test_hidden_heat(void **state) {
    (void)state;
    Session *s = start_plain("mortar-hunt", "", "human", "human");
    const GameRules *g = session_rules(s);
    int cells = 0;
    session_take_screen(s);
    play_first(s); /* the setups */
    if (session_shown(s)->privacy_side >= 0) session_take_screen(s);
    play_first(s);
    if (session_shown(s)->privacy_side >= 0) {
        int at = session_line(s)->length;
        session_update_hidden_heat(s, at);
        assert_null(session_hidden_heat(s, at, &cells)); /* behind the screen: nothing */
        session_take_screen(s);
    }
    int at = session_line(s)->length, side = session_shown(s)->screen_side;
    assert_null(session_hidden_heat(s, at, &cells)); /* not made yet */
    session_update_hidden_heat(s, at);
    const double *heat = session_hidden_heat(s, at, &cells);
    assert_non_null(heat);
    unsigned char *seen = malloc(g->observation_size);
    g->observe(game_line_state(session_line(s)), side, seen);
    double expected[GAME_CELLS_MAX];
    assert_int_equal(ai_hidden_heat(g, seen, expected, GAME_CELLS_MAX), cells);
    assert_memory_equal(heat, expected, sizeof expected[0] * (size_t)cells);
    free(seen);
    session_free(s);
    s = start_plain("onitama", BLUE_FIRST, "human", "human");
    session_update_hidden_heat(s, 0);
    assert_null(session_hidden_heat(s, 0, &cells));
    session_free(s);
}

/* Mortar Hunt against the computer: the person's side is always the one shown. */
static void test_privacy_against_the_computer(void **state) {
    (void)state;
    SessionSettings settings;
    session_settings_init(&settings);
    settings.depth_limit = 1;
    Session *s = start("mortar-hunt", "", "belief-random-mover", "human", &settings);
    assert_int_equal(session_shown(s)->screen_side, 1);
    assert_int_equal(session_shown(s)->privacy_side, -1);
    while (session_shown(s)->thinking)
        assert_int_equal(session_wait(s), SESSION_EVENT_COMPUTER_MOVED);
    assert_int_equal(session_shown(s)->screen_side, 1);
    session_free(s);
}

/* Gottaz's secret draft (Expert 1) between two people: a privacy screen before the first pick,
 * none between a player's own picks, and one for the other player's set. */
static void test_privacy_gottaz_draft(void **state) {
    (void)state;
    Session *s = start_plain("gottaz", "mode=method1 first=2", "human", "human");
    int picker = session_to_move(s);
    assert_int_equal(session_shown(s)->privacy_side, picker);
    assert_int_equal(session_shown(s)->screen_side, SESSION_SHOWS_NEITHER);
    session_take_screen(s);
    assert_int_equal(session_shown(s)->screen_side, picker);
    int picks = 0;
    while (session_to_move(s) == picker && picks < 64) {
        assert_int_equal(session_shown(s)->privacy_side, -1);
        assert_int_equal(session_shown(s)->screen_side, picker);
        play_first(s);
        picks++;
    }
    assert_true(picks > 1);
    assert_int_equal(session_shown(s)->privacy_side, 1 - picker);
    assert_int_equal(session_shown(s)->screen_side, SESSION_SHOWS_NEITHER);
    GameMoveWords words;
    assert_false(session_hint_words(s, &words));
    session_free(s);
}

/* With no privacy screen asked for (the engine's client sees both sides), Mortar Hunt between
 * two people is played, undone and played again move by move with nothing to take first. */
static void test_no_privacy_screen_setting(void **state) {
    (void)state;
    SessionSettings settings;
    session_settings_init(&settings);
    settings.no_privacy_screen = true;
    Session *s = start("mortar-hunt", "", "human", "human", &settings);
    const GameLine *line = session_line(s);
    assert_int_equal(session_shown(s)->privacy_side, -1);
    assert_false(session_shown(s)->can_undo);
    assert_false(session_undo(s));
    for (int i = 0; i < 4; i++) {
        play_first(s);
        assert_int_equal(session_shown(s)->privacy_side, -1);
    }
    assert_int_equal(line->length, 4);
    assert_true(session_undo(s));
    assert_int_equal(line->length, 3);
    play_first(s);
    assert_int_equal(line->length, 4);
    while (session_undo(s)) {}
    assert_int_equal(line->length, 0);
    session_free(s);
}

/* A game that hides nothing between two people needs no privacy screen. */
static void test_no_privacy_in_open_games(void **state) {
    (void)state;
    Session *s = start_plain("onitama", BLUE_FIRST, "human", "human");
    assert_int_equal(session_shown(s)->privacy_side, -1);
    assert_int_equal(session_shown(s)->screen_side, 0);
    session_set_turn_board(s, true);
    play_first(s);
    assert_int_equal(session_shown(s)->screen_side, session_to_move(s));
    play_first(s);
    assert_int_equal(session_shown(s)->screen_side, session_to_move(s));
    assert_false(session_shown(s)->hides_moves);
    session_free(s);
}

/* A clock the tests move by hand. */
static int64_t fake_now;
static int64_t fake_clock(void *context) {
    (void)context;
    return fake_now;
}

static Session *start_clocked(const char *game, const char *options, const char *first,
                              const char *second, const char *control) {
    SessionSettings settings;
    session_settings_init(&settings);
    Error err;
    assert_true(time_control_parse(control, &settings.time_control, &err));
    settings.now_us = fake_clock;
    fake_now = 1000000;
    return start(game, options, first, second, &settings);
}

/* Only the side to move's clock runs; a Fischer increment is added after each move; a move's
 * time is kept for the record. */
static void test_clock_runs_for_the_side_to_move(void **state) {
    (void)state;
    Session *s = start_clocked("onitama", BLUE_FIRST, "human", "human", "1+2");
    assert_int_equal(session_shown(s)->clock_running, 0);
    fake_now += 5000000;
    assert_int_equal(session_shown(s)->clock_ms[0], 55000);
    assert_int_equal(session_shown(s)->clock_ms[1], 60000);
    play_first(s);
    assert_int_equal(session_shown(s)->clock_running, 1);
    assert_int_equal(session_shown(s)->clock_ms[0], 57000);
    assert_int_equal(session_move_time_ms(s, 0), 5000);
    fake_now += 1500000;
    assert_int_equal(session_shown(s)->clock_ms[1], 58500);
    assert_int_equal(session_shown(s)->clock_ms[0], 57000);
    Error err;
    char *record = session_record(s, &err);
    assert_non_null(record);
    assert_non_null(strstr(record, "clock 1+2\n"));
    free(record);
    session_free(s);
}

/* A flag fall ends the game for the other side, with its reason, and is told once; undo brings
 * the clocks back as they were at that position and the game goes on. */
static void test_flag_fall_and_undo(void **state) {
    (void)state;
    Session *s = start_clocked("onitama", BLUE_FIRST, "human", "human", "1");
    fake_now += 10000000;
    play_first(s); /* blue: 50 s left */
    fake_now += 20000000;
    play_first(s); /* red: 40 s left */
    fake_now += 50000000;
    assert_int_equal(session_poll(s, true), SESSION_EVENT_FLAG);
    /* Told once: the board would otherwise refresh the finished game at every poll. */
    fake_now += 1000000;
    assert_int_equal(session_poll(s, true), SESSION_EVENT_NONE);
    assert_true(session_over(s));
    assert_int_equal(session_shown(s)->flagged, 0);
    Outcome o = session_outcome(s);
    assert_int_equal(o.kind, OUTCOME_WIN);
    assert_int_equal(o.winner, 1);
    assert_string_equal(o.reason, "time");
    assert_int_equal(session_shown(s)->clock_running, -1);
    Error err;
    assert_false(session_play(s, session_line(s)->moves[1], &err)); /* the game is over */
    assert_true(session_undo(s));
    assert_false(session_over(s));
    assert_int_equal(session_shown(s)->flagged, -1);
    assert_int_equal(session_shown(s)->clock_running, 1); /* red to move again, from red's 60 s */
    assert_int_equal(session_shown(s)->clock_ms[0], 50000);
    assert_int_equal(session_shown(s)->clock_ms[1], 60000);
    assert_true(session_redo(s));
    assert_int_equal(session_shown(s)->clock_ms[1], 40000);
    assert_int_equal(session_shown(s)->clock_ms[0], 50000);
    session_free(s);
}

/* A continued game gets its clocks back from the saved moves' times, each position's clocks as
 * they were, so undo keeps working across the save; and the flag-fall words name the loser. */
static void test_clock_resumed_from_saved_times(void **state) {
    (void)state;
    Error err;
    GameLine line;
    first_moves_line(&line, 3);
    const int64_t saved_ms[3] = {4210, -1, 20000};
    SessionSettings settings;
    session_settings_init(&settings);
    assert_true(time_control_parse("1+3", &settings.time_control, &err));
    settings.resume_move_ms = saved_ms;
    settings.resume_move_count = 3;
    settings.now_us = fake_clock;
    fake_now = 1000000;
    settings.seats[0] = session_seat_from_name("human");
    settings.seats[1] = session_seat_from_name("human");
    Session *s = session_new(&line, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    /* Blue: 60 s - 4.21 s + 3 s - 20 s + 3 s; red: an unmeasured move, then its increment. */
    assert_int_equal(session_shown(s)->clock_ms[0], 41790);
    assert_int_equal(session_shown(s)->clock_ms[1], 63000);
    assert_int_equal(session_shown(s)->clock_running, 1);
    assert_int_equal(session_move_time_ms(s, 0), 4210);
    assert_int_equal(session_move_time_ms(s, 1), -1);
    assert_true(session_undo(s));
    assert_int_equal(session_shown(s)->clock_ms[0], 58790);
    fake_now += 59000000; /* blue's flag falls */
    assert_int_equal(session_poll(s, true), SESSION_EVENT_FLAG);
    GameMoveWords words;
    char text[128];
    assert_true(session_outcome_words(s, &words));
    assert_true(game_words_render(&words, NULL, NULL, text, sizeof text));
    assert_string_equal(text, "blue lost on time");
    session_free(s);
}

/* Behind a privacy screen no clock runs; the side that takes the screen starts its time. */
static void test_clock_paused_behind_the_privacy_screen(void **state) {
    (void)state;
    Session *s = start_clocked("mortar-hunt", "", "human", "human", "1");
    int first = session_to_move(s);
    assert_int_equal(session_shown(s)->screen_side, SESSION_SHOWS_NEITHER);
    assert_int_equal(session_shown(s)->clock_running, -1);
    fake_now += 30000000;
    assert_int_equal(session_shown(s)->clock_ms[first], 60000);
    session_take_screen(s);
    assert_int_equal(session_shown(s)->clock_running, first);
    fake_now += 3000000;
    assert_int_equal(session_shown(s)->clock_ms[first], 57000);
    play_first(s);
    if (session_shown(s)->privacy_side >= 0) {
        assert_int_equal(session_shown(s)->clock_running, -1);
        fake_now += 30000000;
        assert_int_equal(session_clock_remaining_ms(s, session_to_move(s)), 60000);
    }
    session_free(s);
}

/* Against a clock the computer plans its move from what it has left, within its level's time. */
static void test_computer_plans_from_its_clock(void **state) {
    (void)state;
    Session *s = start_clocked("onitama", BLUE_FIRST, "human", "master", "1");
    int64_t plan = session_planned_move_time_ms(s, 1);
    assert_true(plan > 0 && plan <= 60000 / 20);
    session_free(s);
    s = start_clocked("onitama", BLUE_FIRST, "human", "casual", "none");
    assert_int_equal(session_planned_move_time_ms(s, 1), 0);
    session_free(s);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_redo_against_the_computer),
        cmocka_unit_test(test_undo_when_the_computer_starts),
        cmocka_unit_test(test_undo_redo_between_two_people),
        cmocka_unit_test(test_replay_of_a_network_game),
        cmocka_unit_test(test_end_kept_in_the_record),
        cmocka_unit_test(test_hint),
        cmocka_unit_test(test_no_hint_on_the_computers_turn),
        cmocka_unit_test(test_hint_does_not_lose_at_once),
        cmocka_unit_test(test_hint_level),
        cmocka_unit_test(test_pondering),
        cmocka_unit_test(test_no_pondering_by_default),
        cmocka_unit_test(test_autosave),
        cmocka_unit_test(test_autosave_moved),
        cmocka_unit_test(test_privacy_mortar_hunt),
        cmocka_unit_test(test_privacy_against_the_computer),
        cmocka_unit_test(test_privacy_gottaz_draft),
        cmocka_unit_test(test_no_privacy_in_open_games),
        cmocka_unit_test(test_no_privacy_screen_setting),
        cmocka_unit_test(test_clock_runs_for_the_side_to_move),
        cmocka_unit_test(test_flag_fall_and_undo),
        cmocka_unit_test(test_clock_paused_behind_the_privacy_screen),
        cmocka_unit_test(test_clock_resumed_from_saved_times),
        cmocka_unit_test(test_hidden_heat),
        cmocka_unit_test(test_computer_plans_from_its_clock),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
