/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The end of a game in words: every reason of every game (and the session's and the server's:
 * time, resignation, a player who left, a draw agreed, the length limit) gives its reason, told
 * to the person at the screen, to the winner or to nobody in particular, with the score where the
 * game counts one; a game left by a player is never told as lost on time. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game.h"
#include "session/session.h"
#include "session/session_end_words.h"

static const char *const sides[2] = {"Blue", "Red"};

/* The game whose rules give `reason` (words it themselves), or none for the session's and the
 * server's reasons. */
static const GameRules *game_of(const char *reason) {
    for (int i = 0; reason && i < game_count(); i++)
        if (game_at(i)->end_words && game_at(i)->end_words(reason)) return game_at(i);
    return NULL;
}

static const char *game_words_for(const GameRules *g, Outcome o, int you) {
    static char text[GAME_WORDS_TEXT_MAX];
    GameMoveWords w;
    if (!game_end_words(g, o, you, sides, &w)) return "";
    assert_true(game_words_render(&w, NULL, NULL, text, sizeof text));
    return text;
}

static const char *words_for(Outcome o, int you) {
    return game_words_for(game_of(o.reason), o, you);
}

static Outcome win(int winner, const char *reason, int a, int b) {
    return (Outcome){.kind = OUTCOME_WIN, .winner = winner, .score = {a, b}, .reason = reason};
}

static Outcome draw(const char *reason, int a, int b) {
    return (Outcome){.kind = OUTCOME_DRAW, .winner = -1, .score = {a, b}, .reason = reason};
}

/* Every reason each game's rules give, and those of the session and the server. */
static const struct {
    const char *reason;
    bool wins, draws;
} every_reason[] = {
    {"stone", true, false},     {"stream", true, false},       {"repetition", true, true},
    {"center", true, false},    {"action-limit", false, true}, {"score", true, true},
    {"move-limit", true, true}, {"destroyed", true, false},    {"turn-limit", true, true},
    {"turn-cap", true, true},   {"time", true, false},         {"resignation", true, false},
    {"abandoned", true, false}, {"agreement", false, true},    {"length", false, true},
};

/* Each reason is said (no bare "Blue wins"), to each listener as theirs, and only a flag fall
 * is a loss on time. */
static void test_every_reason_every_listener(void **state) {
    (void)state;
    for (size_t i = 0; i < sizeof every_reason / sizeof *every_reason; i++) {
        const char *reason = every_reason[i].reason;
        for (int you = -1; you < 2; you++) {
            for (int winner = 0; every_reason[i].wins && winner < 2; winner++) {
                const char *text = words_for(win(winner, reason, 0, 0), you);
                const char *head = you == winner ? "You win: " : "You ";
                if (you < 0) head = "";
                if (strncmp(text, head, strlen(head)) != 0 ||
                    (you >= 0 && you != winner && strncmp(text, "You win", 7) == 0))
                    fail_msg("%s to %d, %d won: '%s' does not start '%s'", reason, you, winner,
                             text, head);
                if (you < 0 && !strstr(text, sides[0]) && !strstr(text, sides[1]))
                    fail_msg("%s: '%s' names no side", reason, text);
                if (you >= 0 && (strstr(text, sides[you]) || strstr(text, " wins")))
                    fail_msg("%s: '%s' does not speak to the person", reason, text);
                if (!strchr(text, ':') && !strstr(text, "resigned") && !strstr(text, "on time") &&
                    !strstr(text, "left the game"))
                    fail_msg("%s: '%s' gives no reason", reason, text);
                if ((strstr(text, "on time") != NULL) != (strcmp(reason, "time") == 0))
                    fail_msg("%s: '%s'", reason, text);
            }
            if (every_reason[i].draws) {
                const char *text = words_for(draw(reason, 0, 0), you);
                if (strncmp(text, "Draw: ", 6) != 0) fail_msg("%s: '%s'", reason, text);
            }
        }
    }
}

static void test_words_as_said(void **state) {
    (void)state;
    assert_string_equal(words_for(win(0, "center", 0, 0), 0),
                        "You win: three pawns on the centre line");
    assert_string_equal(words_for(win(0, "center", 0, 0), 1),
                        "You lose: three pawns on the centre line");
    assert_string_equal(words_for(draw("score", 10, 10), 0), "Draw: no move left, 10–10");
    assert_string_equal(words_for(win(1, "score", 9, 12), -1), "Red wins: no move left, 12–9");
    assert_string_equal(words_for(win(1, "score", 9, 12), 0), "You lose: no move left, 12–9");
    assert_string_equal(words_for(win(0, "time", 0, 0), 1), "You lost on time");
    assert_string_equal(words_for(win(0, "time", 0, 0), 0), "You win: Red lost on time");
    assert_string_equal(words_for(win(0, "time", 0, 0), -1), "Red lost on time");
    assert_string_equal(words_for(win(1, "resignation", 0, 0), 0), "You resigned");
    assert_string_equal(words_for(win(1, "resignation", 0, 0), 1), "You win: Blue resigned");
    assert_string_equal(words_for(win(0, "stone", 0, 0), -1), "Blue wins: Master captured");
    assert_string_equal(words_for(win(1, "stream", 0, 0), 1),
                        "You win: Master reached the Temple Arch");
    assert_string_equal(words_for(win(0, "destroyed", 3, 1), 1),
                        "You lose: all three pieces destroyed, 3–1");
    assert_string_equal(words_for(draw("turn-limit", 2, 2), -1), "Draw: turn limit reached, 2–2");
    assert_string_equal(words_for(draw("agreement", 0, 0), 0), "Draw: agreed by both players");
    assert_string_equal(words_for(draw("repetition", 0, 0), -1),
                        "Draw: the same position a third time");
    /* A network game left by a player (with a clock or not: the claim says "abandoned"). */
    assert_string_equal(words_for(win(1, "abandoned", 0, 0), 1), "You win: Blue left the game");
    assert_string_equal(words_for(win(1, "abandoned", 0, 0), 0), "You left the game");
    assert_string_equal(words_for(win(1, "abandoned", 0, 0), -1), "Blue left the game");
    /* A reason not known here still says who won; a game on says nothing. */
    assert_string_equal(words_for(win(0, "new-rule", 0, 0), -1), "Blue wins");
    assert_string_equal(words_for(win(0, "new-rule", 0, 0), 0), "You win");
    assert_string_equal(words_for(draw(NULL, 0, 0), 1), "Draw");
    assert_string_equal(words_for((Outcome){.kind = OUTCOME_ONGOING, .winner = -1}, 0), "");
}

/* Games played to their end by random moves: every end the rules reach has its words. */
static void test_every_end_the_rules_reach(void **state) {
    (void)state;
    uint64_t rng = 0x9e3779b97f4a7c15ULL;
    for (int gi = 0; gi < game_count(); gi++) {
        const GameRules *g = game_at(gi);
        for (int game = 0; game < 12; game++) {
            GameOptions opt;
            Error err;
            game_options_init(&opt);
            GameLine line;
            if (!game_line_start(&line, g, &opt, (uint64_t)game + 1, &err))
                fail_msg("%s: %s", g->id, err.message);
            Move moves[GAME_MOVES_MAX];
            for (int ply = 0; ply < 3000; ply++) {
                if (game_line_outcome(&line).kind != OUTCOME_ONGOING) break;
                int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
                if (n <= 0) break;
                rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
                assert_true(game_line_play(&line, moves[(rng >> 33) % (uint64_t)n], &err));
            }
            Outcome o = game_line_outcome(&line);
            if (o.kind != OUTCOME_ONGOING) {
                const char *text = game_words_for(g, o, -1);
                if (!strchr(text, ':')) fail_msg("%s ended '%s': '%s'", g->id, o.reason, text);
            }
            game_line_free(&line);
        }
    }
}

/* Who is told: the person against the computer, nobody between two people or two computers. */
static void test_who_is_told(void **state) {
    (void)state;
    const char *seats[][2] = {
        {"human", "random"}, {"random", "human"}, {"human", "human"}, {"random", "random"}};
    const int you[] = {0, 1, -1, -1};
    for (int i = 0; i < 4; i++) {
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        GameLine line;
        assert_true(game_line_start(&line, game_find("onitama"), &opt, 3, &err));
        SessionSettings settings;
        session_settings_init(&settings);
        settings.seats[0] = session_seat_from_name(seats[i][0]);
        settings.seats[1] = session_seat_from_name(seats[i][1]);
        Session *s = session_new(&line, &settings, &err);
        if (!s) fail_msg("%s", err.message);
        assert_int_equal(session_you(s), you[i]);
        session_free(s);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_reason_every_listener),
        cmocka_unit_test(test_words_as_said),
        cmocka_unit_test(test_every_end_the_rules_reach),
        cmocka_unit_test(test_who_is_told),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
