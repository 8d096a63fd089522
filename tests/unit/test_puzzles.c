/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Puzzles: the file format (round trip, every refusal with its line) and the prover on small
 * Onitama positions (a win in 2 and in 3 proven, two winning first moves and wrong solutions
 * refused, the moves a player may make, the solved endgames agreeing with the search), and the
 * puzzles of the best move (Gunzi's and Gottaz's, their depths, Gottaz's draft, difficulty). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_eval.h"
#include "ai/ai_puzzle.h"
#include "ai/ai_puzzle_best.h"
#include "rules/game_puzzle.h"

/* Blue wins in 2 by tiger:d1d3 only. */
#define WIN2 "r2r1/b4/b1R1r/3b1/B2b1 blue tiger,ox eel,dragon monkey"
#define WIN2_LINE "tiger:d1d3 eel:c3d2 ox:d3d2"
/* Blue wins in 3 by crab:b3b4 only. */
#define WIN3 "1rRrr/1r3/1b3/1B3/b2bb blue crab,boar tiger,mantis rooster"
#define WIN3_LINE "crab:b3b4 mantis:c5b4 rooster:b2c3 tiger:b4b2 mantis:a1b2"
/* Blue wins in 2 by eel:c3b4 and by elephant:c3b4. */
#define TWO_WINNERS "1R2r/r4/1bb1B/5/3b1 blue eel,elephant monkey,dragon ox"
#define TWO_WINNERS_LINE "eel:c3b4 monkey:a4b3 ox:b4b5"
/* Blue wins in 5 with one student each, inside the solved endgames. */
#define WIN5 "3Rr/1b3/2B2/5/5 blue goose,rooster ox,dragon horse"
#define WIN5_LINE                                                                                  \
    "goose:b4c4 dragon:e5c4 horse:c3c4 ox:d5c5 dragon:c4b3 goose:c5d4 ox:b3b4 dragon:d4b3 "        \
    "rooster:b4c5"

/* White's one clearly best move in a Gunzi position, from the shipped set's first run. */
#define GUNZI_BEST "bSW,.,wNW,.,bN,t,wSW/t,wN,./.,.,bSW,.,.,.,. white 24 on"
#define GUNZI_BEST_LINE "c3-c4<"

/* Player 1's one clearly best move in a Gottaz position (the first of `puzzles gottaz --seed 1`):
 * the step to d3 (the search's depths 2 and 4). */
#define GOTTAZ_BEST                                                                                \
    "board=2l4u22/4d4t2/1j5l1T5D11U2L4/1L2T4W5D12/2L1J5T5R1T2D4 hand1=T2/L4,D3/W3,L3/S3 "          \
    "hand2=D1/T5,D1/W5,R1/T5,L2/T4,T2/L4,D3/W3,L3/S3 to=1 actions=42 draw=on"
#define GOTTAZ_BEST_LINE "c3-d3"

static const char set_text[] = "# two puzzles\n"
                               "game onitama\n"
                               "\n"
                               "puzzle 0a1\n"
                               "position " WIN2 "\n"
                               "goal win 2\n"
                               "solution " WIN2_LINE "\n"
                               "difficulty 900\n"
                               "from a test\n"
                               "\n"
                               "puzzle 0a2\n"
                               "position " WIN3 "\n"
                               "goal win 3\n"
                               "solution " WIN3_LINE "\n"
                               "difficulty 1200\n"
                               "from a test\n";

static const GameRules *onitama(void) {
    const GameRules *g = game_find("onitama");
    assert_non_null(g);
    return g;
}

/* The one puzzle of a file holding `position`, `length` and `line`. */
static GamePuzzle read_one(const char *position, int length, const char *line) {
    char text[2048];
    snprintf(text, sizeof text,
             "game onitama\npuzzle t\nposition %s\ngoal win %d\nsolution %s\ndifficulty 1\nfrom "
             "t\n",
             position, length, line);
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    if (!game_puzzles_read(text, &set, &err)) fail_msg("%s", err.message);
    assert_int_equal(set.count, 1);
    GamePuzzle p = set.puzzles[0];
    game_puzzles_free(&set);
    return p;
}

static void test_round_trip(void **state) {
    (void)state;
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    assert_true(game_puzzles_read(set_text, &set, &err));
    assert_ptr_equal(set.rules, onitama());
    assert_int_equal(set.count, 2);
    assert_string_equal(set.puzzles[1].id, "0a2");
    assert_int_equal(set.puzzles[1].length, 3);
    assert_int_equal(set.puzzles[1].move_count, 5);
    assert_int_equal(set.puzzles[1].difficulty, 1200);
    assert_int_equal(set.puzzles[1].line_number, 11);
    char *text = game_puzzles_format(&set, "two puzzles", &err);
    assert_non_null(text);
    assert_string_equal(text, set_text);
    free(text);
    game_puzzles_free(&set);
}

/* Each broken file is refused with the line at fault, and nothing is kept. */
static void test_reader_errors(void **state) {
    (void)state;
    static const struct {
        const char *text, *message;
    } cases[] = {
        {"puzzle a\n", "line 1: the file must start with 'game <id>'"},
        {"game chess\n", "line 1: no game 'chess'"},
        {"game onitama\n\nposition " WIN2 "\n", "line 3: 'position' before the first"},
        {"game onitama\npuzzle A!\n", "line 2: a puzzle's id is"},
        {"game onitama\npuzzle a\nanswer 3\n", "line 3: 'answer' is not a puzzle's line"},
        {"game onitama\npuzzle a\nposition " WIN2 "\nposition " WIN2 "\n",
         "line 4: a second 'position' line (first on line 3)"},
        {"game onitama\npuzzle a\ngoal mate 2\n", "line 3: goal must be 'win N'"},
        {"game onitama\npuzzle a\ngoal win 9\n", "line 3: goal must be 'win N'"},
        {"game onitama\npuzzle a\ndifficulty hard\n", "line 3: difficulty must be"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution " WIN2_LINE "\nfrom t\n",
         "line 2: puzzle a has no 'difficulty' line"},
        {"game onitama\npuzzle a\nposition rrRrr/5 blue\ngoal win 2\nsolution " WIN2_LINE
         "\ndifficulty 1\nfrom t\n",
         "line 3: position:"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution tiger:d1d3 eel:c3c2 "
         "ox:d3d2\ndifficulty 1\nfrom t\n",
         "line 5: solution: move 2 'eel:c3c2'"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution tiger:d1d3\ndifficulty "
         "1\nfrom t\n",
         "line 5: solution: 1 moves, not 3 (the solver's 2 and the replies)"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution tiger:d1d3 eel:c3d2 "
         "ox:a3b3\ndifficulty 1\nfrom t\n",
         "line 5: solution: it does not end in a win of blue"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 1\nsolution " WIN2_LINE
         "\ndifficulty 1\nfrom t\n",
         "line 5: solution: more than 1 moves, the solver's 1 and the replies"},
        {"game onitama\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution " WIN2_LINE
         "\ndifficulty 1\nfrom t\npuzzle a\nposition " WIN2 "\ngoal win 2\nsolution " WIN2_LINE
         "\ndifficulty 1\nfrom t\n",
         "line 8: puzzle a is already on line 2"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        GamePuzzleSet set;
        game_puzzles_init(&set, NULL);
        Error err = {0};
        if (game_puzzles_read(cases[i].text, &set, &err))
            fail_msg("case %zu was read: %s", i, cases[i].text);
        if (strncmp(err.message, cases[i].message, strlen(cases[i].message)) != 0)
            fail_msg("case %zu: '%s', expected '%s'", i, err.message, cases[i].message);
        assert_int_equal(set.count, 0);
        assert_null(set.puzzles);
    }
}

/* A `best` goal: read and written back, its line need not end the game; its number of moves is
 * checked as a win's is. */
static void test_best_goal_format(void **state) {
    (void)state;
    static const char text[] = "game gunzi\n"
                               "\n"
                               "puzzle b1\n"
                               "position " GUNZI_BEST "\n"
                               "goal best 1\n"
                               "solution " GUNZI_BEST_LINE "\n"
                               "difficulty 730\n"
                               "from a test\n";
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    if (!game_puzzles_read(text, &set, &err)) fail_msg("%s", err.message);
    assert_int_equal(set.puzzles[0].goal, GAME_PUZZLE_BEST);
    char *written = game_puzzles_format(&set, NULL, &err);
    assert_non_null(written);
    assert_string_equal(written, text);
    free(written);
    char bad[sizeof text + 8];
    snprintf(bad, sizeof bad, "%s", text);
    memcpy(strstr(bad, "best 1"), "best 2", 6);
    assert_false(game_puzzles_read(bad, &set, &err));
    assert_string_equal(err.message,
                        "line 6: solution: 1 moves, not 3 (the solver's 2 and the replies)");
    game_puzzles_free(&set);
}

/* The clearly best move is found again; another first move is refused, by the check and for a
 * player. */
static void test_best_goal_proof(void **state) {
    (void)state;
    const GameRules *g = game_find("gunzi");
    assert_non_null(g);
    char text[1024];
    snprintf(text, sizeof text,
             "game gunzi\npuzzle b\nposition %s\ngoal best 1\nsolution %s\ndifficulty 1\nfrom "
             "t\n",
             GUNZI_BEST, GUNZI_BEST_LINE);
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    assert_true(game_puzzles_read(text, &set, &err));
    GamePuzzle good = set.puzzles[0];
    game_puzzles_free(&set);
    if (!ai_puzzle_best_prove(g, &good, &err)) fail_msg("%s", err.message);
    unsigned char st[4096];
    assert_true(g->state_size <= sizeof st);
    assert_true(game_puzzle_state(g, &good, st, &err));
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    AiPuzzleProver *p = ai_puzzle_prover_new(g, NULL, 1);
    assert_non_null(p);
    int accepted = 0;
    for (int i = 0; i < n; i++) accepted += ai_puzzle_accepts(p, &good, 0, st, moves[i]);
    assert_int_equal(accepted, 1);
    GamePuzzle wrong = good;
    wrong.moves[0] = moves[0] == good.moves[0] ? moves[1] : moves[0];
    assert_false(ai_puzzle_prove(p, &wrong, &err));
    assert_non_null(strstr(err.message, "move 1 is c3-c4<"));
    ai_puzzle_prover_free(p);
}

/* A best-move puzzle of a game, read from its position and line. */
static GamePuzzle read_best(const char *game, const char *position, const char *line) {
    char text[2048];
    snprintf(text, sizeof text,
             "game %s\npuzzle b\nposition %s\ngoal best 1\nsolution %s\ndifficulty 1\nfrom t\n",
             game, position, line);
    GamePuzzleSet set;
    game_puzzles_init(&set, NULL);
    Error err;
    if (!game_puzzles_read(text, &set, &err)) fail_msg("%s", err.message);
    GamePuzzle p = set.puzzles[0];
    game_puzzles_free(&set);
    return p;
}

/* Gottaz's best move is found again at its own depths (2 and 4), and a first move that is not
 * the solution's is refused with the right one named. */
static void test_gottaz_best_proof(void **state) {
    (void)state;
    const GameRules *g = game_find("gottaz");
    assert_non_null(g);
    int depth[2];
    ai_puzzle_best_depths(g, depth);
    assert_int_equal(depth[0], 2);
    assert_int_equal(depth[1], 4);
    GamePuzzle good = read_best("gottaz", GOTTAZ_BEST, GOTTAZ_BEST_LINE);
    Error err;
    if (!ai_puzzle_best_prove(g, &good, &err)) fail_msg("%s", err.message);
    unsigned char st[4096];
    assert_true(g->state_size <= sizeof st);
    assert_true(game_puzzle_state(g, &good, st, &err));
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    GamePuzzle wrong = good;
    wrong.moves[0] = moves[0] == good.moves[0] ? moves[1] : moves[0];
    assert_true(n > 1);
    assert_false(ai_puzzle_best_prove(g, &wrong, &err));
    assert_string_equal(err.message, "move 1 is c3-d3");
}

/* Games without depths of their own confirm at 4 and 6 plies. */
static void test_best_default_depths(void **state) {
    (void)state;
    int depth[2];
    ai_puzzle_best_depths(game_find("gunzi"), depth);
    assert_int_equal(depth[0], AI_PUZZLE_BEST_SHALLOW);
    assert_int_equal(depth[1], AI_PUZZLE_BEST_DEEP);
}

/* Gottaz's draft is a phase before play: the puzzle maker plays it at random and takes no
 * puzzle from it; a position in play is not. */
static void test_gottaz_before_play(void **state) {
    (void)state;
    const GameRules *g = game_find("gottaz");
    const AiEval *eval = ai_eval_for(g);
    assert_non_null(eval->before_play);
    unsigned char st[4096];
    Error err;
    assert_true(g->from_fen(st, "draft=standard set=L1/D5,R1/W5 to=2 first=1 draw=on", &err));
    assert_true(eval->before_play(st));
    assert_true(g->from_fen(st, GOTTAZ_BEST, &err));
    assert_false(eval->before_play(st));
    assert_null(ai_eval_for(game_find("gunzi"))->before_play);
}

static void test_id_from_position(void **state) {
    (void)state;
    char a[GAME_PUZZLE_ID_MAX], b[GAME_PUZZLE_ID_MAX];
    game_puzzle_id(WIN2, a);
    game_puzzle_id(WIN3, b);
    assert_int_equal(strlen(a), 12);
    assert_string_not_equal(a, b);
    game_puzzle_id(WIN2, b);
    assert_string_equal(a, b);
}

static AiPuzzleProver *prover(void) {
    AiPuzzleProver *p = ai_puzzle_prover_new(onitama(), NULL, 4);
    assert_non_null(p);
    return p;
}

static void test_proves_wins(void **state) {
    (void)state;
    AiPuzzleProver *p = prover();
    Error err;
    GamePuzzle win2 = read_one(WIN2, 2, WIN2_LINE), win3 = read_one(WIN3, 3, WIN3_LINE);
    if (!ai_puzzle_prove(p, &win2, &err)) fail_msg("%s", err.message);
    if (!ai_puzzle_prove(p, &win3, &err)) fail_msg("%s", err.message);
    /* The prover finds the same line by itself. */
    unsigned char st[256];
    Move line[GAME_PUZZLE_MOVES_MAX];
    int count;
    assert_true(game_puzzle_state(onitama(), &win3, st, &err));
    assert_int_equal(ai_puzzle_win_distance(p, st, 7), 3);
    assert_true(ai_puzzle_solution(p, st, 3, line, &count));
    assert_int_equal(count, 5);
    assert_memory_equal(line, win3.moves, sizeof(Move) * 5);
    /* Claimed one move too long or too short, it is refused. */
    win2.length = 3;
    assert_false(ai_puzzle_prove(p, &win2, &err));
    assert_string_equal(err.message, "a win in 2, not 3");
    win3.length = 2;
    assert_false(ai_puzzle_prove(p, &win3, &err));
    assert_string_equal(err.message, "no win within 2");
    ai_puzzle_prover_free(p);
}

static void test_refuses_two_winning_first_moves(void **state) {
    (void)state;
    AiPuzzleProver *p = prover();
    Error err;
    GamePuzzle two = read_one(TWO_WINNERS, 2, TWO_WINNERS_LINE);
    assert_false(ai_puzzle_prove(p, &two, &err));
    assert_string_equal(err.message, "2 first moves win within 2 (elephant:c3b4 too)");
    ai_puzzle_prover_free(p);
}

static void test_refuses_wrong_solutions(void **state) {
    (void)state;
    const GameRules *g = onitama();
    AiPuzzleProver *p = prover();
    Error err;
    GamePuzzle good = read_one(WIN3, 3, WIN3_LINE);
    unsigned char st[256];
    assert_true(game_puzzle_state(g, &good, st, &err));
    /* Another first move: the same student to the same square by the other card. */
    GamePuzzle wrong = good;
    assert_true(g->move_from_text(st, "boar:b3b4", &wrong.moves[0], &err));
    assert_false(ai_puzzle_prove(p, &wrong, &err));
    assert_string_equal(err.message, "the winning first move is crab:b3b4, not the solution's");
    /* A defence that loses sooner than the best one. */
    g->apply(st, good.moves[0]);
    Move replies[GAME_MOVES_MAX];
    int n = g->gen_moves(st, replies, GAME_MOVES_MAX), weak = -1;
    for (int i = 0; i < n && weak < 0; i++) {
        unsigned char child[256];
        memcpy(child, st, g->state_size);
        g->apply(child, replies[i]);
        if (g->outcome(child).kind == OUTCOME_ONGOING && ai_puzzle_wins_within(p, child, 1))
            weak = i;
    }
    assert_true(weak >= 0);
    wrong = good;
    wrong.moves[1] = replies[weak];
    assert_false(ai_puzzle_prove(p, &wrong, &err));
    assert_non_null(strstr(err.message, "is not a best defence"));
    /* The solver's second move swapped for one that lets the win go. */
    g->apply(st, good.moves[1]);
    Move moves[GAME_MOVES_MAX];
    n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    int loose = -1;
    for (int i = 0; i < n && loose < 0; i++)
        if (!ai_puzzle_move_wins_within(p, st, moves[i], 2)) loose = i;
    assert_true(loose >= 0);
    wrong = good;
    wrong.moves[2] = moves[loose];
    assert_false(ai_puzzle_prove(p, &wrong, &err));
    assert_non_null(strstr(err.message, "does not win within 2"));
    ai_puzzle_prover_free(p);
}

/* The first move must be the solution's; later any move that keeps the win within the moves
 * left is accepted, and the prover's reply and rest of the solution follow from there. */
static void test_accepts(void **state) {
    (void)state;
    const GameRules *g = onitama();
    AiPuzzleProver *p = prover();
    Error err;
    GamePuzzle win3 = read_one(WIN3, 3, WIN3_LINE);
    unsigned char st[256];
    assert_true(game_puzzle_state(g, &win3, st, &err));
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX), accepted = 0;
    for (int i = 0; i < n; i++) accepted += ai_puzzle_accepts(p, &win3, 0, st, moves[i]);
    assert_int_equal(accepted, 1);
    assert_true(ai_puzzle_accepts(p, &win3, 0, st, win3.moves[0]));
    g->apply(st, win3.moves[0]);
    Move reply;
    assert_true(ai_puzzle_best_defence(p, st, 2, &reply));
    assert_true(reply == win3.moves[1]);
    g->apply(st, reply);
    n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    int kept = 0, refused = 0;
    for (int i = 0; i < n; i++) {
        bool ok = ai_puzzle_accepts(p, &win3, 1, st, moves[i]);
        assert_int_equal(ok, ai_puzzle_move_wins_within(p, st, moves[i], 2));
        kept += ok;
        refused += !ok;
    }
    assert_true(kept >= 1 && refused >= 1);
    Move rest[GAME_PUZZLE_MOVES_MAX];
    int count;
    assert_true(ai_puzzle_solution(p, st, 2, rest, &count));
    assert_int_equal(count, 3);
    assert_memory_equal(rest, win3.moves + 2, sizeof(Move) * 3);
    ai_puzzle_prover_free(p);
}

/* With the solved endgames the prover answers as the search alone does: a win in 5 with one
 * student each, every first move at every bound. */
static void test_endgame_tables_agree(void **state) {
    (void)state;
    const GameRules *g = onitama();
    GamePuzzle p = read_one(WIN5, 5, WIN5_LINE);
    unsigned char st[256];
    Error err;
    assert_true(game_puzzle_state(g, &p, st, &err));
    AiEndgameCache *cache = ai_endgame_cache_new();
    AiEndgameTable *table = ai_endgame_wait(cache, g, st);
    assert_non_null(table);
    int probed;
    assert_true(ai_endgame_probe(table, st, &probed));
    assert_int_equal(probed, 9);
    AiPuzzleProver *with = ai_puzzle_prover_new(g, table, 4), *without = prover();
    assert_non_null(with);
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    for (int i = 0; i < n; i++)
        for (int k = 1; k <= 5; k++)
            assert_int_equal(ai_puzzle_move_wins_within(with, st, moves[i], k),
                             ai_puzzle_move_wins_within(without, st, moves[i], k));
    if (!ai_puzzle_prove(with, &p, &err)) fail_msg("with the tables: %s", err.message);
    if (!ai_puzzle_prove(without, &p, &err)) fail_msg("by search: %s", err.message);
    ai_puzzle_prover_free(with);
    ai_puzzle_prover_free(without);
    ai_endgame_release(table);
    ai_endgame_cache_free(cache);
}

static void test_difficulty(void **state) {
    (void)state;
    int few[7] = {5, 5, 5, 5, 5, 5, 5}, many[7] = {30, 30, 30, 30, 30, 30, 30};
    /* Longer, more moves to choose from, found deeper: harder. */
    assert_true(ai_puzzle_difficulty(3, few, 3) > ai_puzzle_difficulty(2, few, 3));
    assert_true(ai_puzzle_difficulty(3, many, 3) > ai_puzzle_difficulty(3, few, 3));
    assert_true(ai_puzzle_difficulty(3, few, 5) > ai_puzzle_difficulty(3, few, 3));
    assert_int_equal(ai_puzzle_difficulty(3, few, 3) % 10, 0);
}

/* A best-move puzzle's difficulty: a forced win's, plus 6 a point the first move's margin falls
 * short of 100 win-chance points (a narrow margin is harder), in tens. */
static void test_best_difficulty(void **state) {
    (void)state;
    int choices[3] = {8, 8, 8};
    int whole = ai_puzzle_difficulty(1, choices, 2);
    assert_int_equal(ai_puzzle_best_difficulty(1, choices, 2, 1000), whole);
    assert_int_equal(ai_puzzle_best_difficulty(1, choices, 2, 500), whole + 300);
    assert_int_equal(ai_puzzle_best_difficulty(1, choices, 2, 300), whole + 420);
    assert_int_equal(ai_puzzle_best_difficulty(1, choices, 2, 655), whole + 210); /* 207, in tens */
    assert_true(ai_puzzle_best_difficulty(2, choices, 2, 500) >
                ai_puzzle_best_difficulty(1, choices, 2, 500));
    assert_true(ai_puzzle_best_difficulty(1, choices, 4, 500) >
                ai_puzzle_best_difficulty(1, choices, 2, 500));
    assert_int_equal(
        ai_puzzle_best_difficulty(8, (int[8]){200, 200, 200, 200, 200, 200, 200, 200}, 9, 300),
        3000);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_reader_errors),
        cmocka_unit_test(test_id_from_position),
        cmocka_unit_test(test_best_goal_format),
        cmocka_unit_test(test_best_goal_proof),
        cmocka_unit_test(test_proves_wins),
        cmocka_unit_test(test_refuses_two_winning_first_moves),
        cmocka_unit_test(test_refuses_wrong_solutions),
        cmocka_unit_test(test_accepts),
        cmocka_unit_test(test_endgame_tables_agree),
        cmocka_unit_test(test_difficulty),
        cmocka_unit_test(test_best_difficulty),
        cmocka_unit_test(test_best_default_depths),
        cmocka_unit_test(test_gottaz_before_play),
        cmocka_unit_test(test_gottaz_best_proof),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
