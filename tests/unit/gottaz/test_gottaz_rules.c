/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gottaz play rules: one test per rule sentence of shared/rules/gottaz.md (board, actions,
 * abilities, line limit, battles, winning, passing and draws). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"
#include "rules/gottaz/gottaz.h"
#include "support/scenario.h"

/* ---- helpers: positions from a list of pawns ---- */

/* "a1=L1J5 c3=d2r4" (upper case: player 1, face-up side first) into the board= text. */
static void board_text(const char *pieces, char *out) {
    char grid[25][5];
    memset(grid, 0, sizeof grid);
    for (const char *p = pieces; *p;) {
        while (*p == ' ') p++;
        if (!*p) break;
        int sq = (p[1] - '1') * 5 + (p[0] - 'a');
        assert_true(p[2] == '=');
        memcpy(grid[sq], p + 3, 4);
        p += 7;
    }
    char *o = out;
    for (int r = 4; r >= 0; r--) {
        int empty = 0;
        for (int f = 0; f < 5; f++) {
            if (!grid[r * 5 + f][0]) {
                empty++;
                continue;
            }
            if (empty) *o++ = (char)('0' + empty);
            empty = 0;
            memcpy(o, grid[r * 5 + f], 4);
            o += 4;
        }
        if (empty) *o++ = (char)('0' + empty);
        if (r) *o++ = '/';
    }
    *o = '\0';
}

/* The tiles of one player on the board and in `extra`, completed to a set of 4 + 4 + 2 with
 * filler tiles (W1/L5, W2/U4, S3/W3), written as the hand: extra + fillers. */
static void hand_text(const char *pieces, int player, const char *extra, char *out) {
    int per_class[3] = {0, 0, 0};
    char all[256];
    snprintf(all, sizeof all, "%s", pieces);
    for (const char *p = all; *p;) {
        while (*p == ' ') p++;
        if (!*p) break;
        bool lower = p[3] >= 'a' && p[3] <= 'z';
        if (lower == (player == 1))
            per_class[p[4] == '1' || p[4] == '5' ? 0 : p[4] == '3' ? 2 : 1]++;
        p += 7;
    }
    out[0] = '\0';
    if (extra && *extra) {
        strcpy(out, extra);
        const char *q = extra;
        while (*q) {
            per_class[q[1] == '1' || q[1] == '5' ? 0 : q[1] == '3' ? 2 : 1]++;
            q += 5;
            if (*q == ',') q++;
        }
    }
    static const char *const filler[3] = {"W1/L5", "W2/U4", "S3/W3"};
    static const int quota[3] = {4, 4, 2};
    for (int c = 0; c < 3; c++)
        for (int k = per_class[c]; k < quota[c]; k++) {
            if (out[0]) strcat(out, ",");
            strcat(out, filler[c]);
        }
    if (!out[0]) strcpy(out, "-");
}

/* A canonical play position: the pawns, extra hand tiles, player to move (1 or 2), actions. */
static void fen_of(char *fen, const char *pieces, const char *extra1, const char *extra2, int to,
                   int actions, bool draw) {
    char board[128], h1[128], h2[128], raw[GAME_FEN_MAX];
    board_text(pieces, board);
    hand_text(pieces, 0, extra1, h1);
    hand_text(pieces, 1, extra2, h2);
    snprintf(raw, sizeof raw, "board=%s hand1=%s hand2=%s to=%d actions=%d draw=%s", board, h1, h2,
             to, actions, draw ? "on" : "off");
    GottazState st;
    Error err;
    if (!gottaz_rules.from_fen(&st, raw, &err))
        fail_msg("bad test position %s: %s", raw, err.message);
    assert_true(gottaz_rules.to_fen(&st, fen, GAME_FEN_MAX));
}

static void run(const char *text) {
    Error err;
    if (!scenario_run_text(text, &err)) fail_msg("%s\nin scenario:\n%s", err.message, text);
}

/* Runs the commands on the position (player `to` to move, 10 actions played, draws on). */
static void scen(const char *pieces, int to, const char *commands) {
    char fen[GAME_FEN_MAX], text[8192];
    fen_of(fen, pieces, NULL, NULL, to, 10, true);
    snprintf(text, sizeof text, "game gottaz\nfen %s\n%s\n", fen, commands);
    run(text);
}

static void load(GottazState *st, const char *pieces, int to) {
    char fen[GAME_FEN_MAX];
    fen_of(fen, pieces, NULL, NULL, to, 10, true);
    Error err;
    assert_true(gottaz_rules.from_fen(st, fen, &err));
}

/* The move is refused with a message containing `reason`. */
static void refused(const char *pieces, int to, const char *move, const char *reason) {
    GottazState st;
    load(&st, pieces, to);
    Move m;
    Error err;
    if (gottaz_rules.move_from_text(&st, move, &m, &err))
        fail_msg("%s was accepted in %s", move, pieces);
    if (!strstr(err.message, reason))
        fail_msg("%s refused with '%s', expected '%s'", move, err.message, reason);
}

/* The legal moves whose text starts with `prefix` are exactly `expected` (sorted, spaces). */
static void moves_from(const char *pieces, int to, const char *prefix, const char *expected) {
    GottazState st;
    load(&st, pieces, to);
    Move moves[GAME_MOVES_MAX];
    int n = gottaz_rules.gen_moves(&st, moves, GAME_MOVES_MAX);
    char texts[GAME_MOVES_MAX][GAME_MOVE_TEXT_MAX];
    int k = 0;
    for (int i = 0; i < n; i++) {
        char t[GAME_MOVE_TEXT_MAX];
        gottaz_rules.move_to_text(&st, moves[i], t, sizeof t);
        if (strncmp(t, prefix, strlen(prefix)) == 0) strcpy(texts[k++], t);
    }
    qsort(texts, (size_t)k, sizeof texts[0], (int (*)(const void *, const void *))strcmp);
    char have[4096] = "";
    for (int i = 0; i < k; i++) {
        if (i) strcat(have, " ");
        strcat(have, texts[i]);
    }
    if (strcmp(have, expected))
        fail_msg("moves %s* are '%s', expected '%s' (in %s)", prefix, have, expected, pieces);
}

/* Plays `move` and checks the resulting position: the pawns after and the hands' extra tiles. */
static void after(const char *pieces, int to, const char *move, const char *pieces_after,
                  const char *extra1, const char *extra2) {
    char before[GAME_FEN_MAX], want[GAME_FEN_MAX], text[8192];
    fen_of(before, pieces, NULL, NULL, to, 10, true);
    fen_of(want, pieces_after, extra1, extra2, 3 - to, 11, true);
    snprintf(text, sizeof text, "game gottaz\nfen %s\nplay %s\nfen-is %s\n", before, move, want);
    run(text);
}

/* ---- Board and sides ---- */

/* "5×5 squares. Files a–e from Player 1's left, ranks 1–5." */
static void test_board_is_5_by_5(void **state) {
    (void)state;
    moves_from("a1=L1J5 e5=l1j5", 1, "a1-", "a1-a2 a1-b1");
    moves_from("a1=L1J5 e5=l1j5", 2, "e5-", "e5-d5 e5-e4");
    refused("a1=L1J5 e5=l1j5", 1, "a1-a0", "a move is <square>-<square>");
    refused("a1=L1J5 e5=l1j5", 1, "e1-f1", "a move is <square>-<square>");
    refused("a1=L1J5 e5=l1j5", 1, "f1-e1", "not a move");
}

/* "Player 1's territory is rank 1, Player 2's rank 5 (either may move first)." */
static void test_territories(void **state) {
    (void)state;
    run("game gottaz\noptions preset=beginner first=1\nstatus ongoing 1\nlegal L1/S5@a1\nlegal "
        "L1/S5@e1\n"
        "illegal L1/S5@a2\nillegal L1/S5@c5\nplay L1/S5@c1\nlegal L1/S5@c5\nillegal "
        "L1/S5@c4\nillegal L1/S5@a1\n");
    run("game gottaz\noptions preset=beginner first=2\nstatus ongoing 2\nlegal S1/U5@b5\nillegal "
        "S1/U5@b1\n");
    refused("c1=L1J5", 1, "W1/L5@c2", "not in your territory (rank 1)");
    refused("c1=L1J5", 2, "W1/L5@c1", "not in your territory (rank 5)");
}

/* "The center line is rank 3." */
static void test_center_line_is_rank_3(void **state) {
    (void)state;
    scen("a3=L1J5 b3=L1J5 c2=L1J5", 1, "play c2-c3\nstatus win 1 center");
    scen("a2=L1J5 b2=L1J5 c1=L1J5", 1, "play c1-c2\nstatus ongoing 2");
    scen("a4=L1J5 b4=L1J5 c5=L1J5", 1, "play c5-c4\nstatus ongoing 2");
}

/* "'Forward' is toward the opponent's territory." Tsunami, the one rule that uses it, pushes up
 * the board for player 1 and down it for player 2. */
static void test_forward_is_toward_the_opponent(void **state) {
    (void)state;
    after("c1=T5D1 c2=W1L5 e5=l1j5", 1, "c1T", "c1=T5D1 c4=W1L5 e5=l1j5", NULL, NULL);
    after("c5=t5d1 c4=w1l5 a1=L1J5", 2, "c5T", "c5=t5d1 c2=w1l5 a1=L1J5", NULL, NULL);
}

/* "A line is a horizontal row (橫排), never a column." */
static void test_line_is_a_row_not_a_column(void **state) {
    (void)state;
    /* Column c holds 5 + 5 + 4: no limit applies to it. */
    scen("c1=J5L1 c2=L5W1 b4=W4L2", 1, "legal b4-c4\nplay b4-c4\nstatus ongoing 2");
    /* Row 2 holds 5 + 4 = 9 after the move: refused. */
    refused("c1=J5L1 c2=L5W1 b3=W4L2", 1, "b3-b2", "line limit: 9 > 8 on rank 2 for player 1");
}

/* ---- Pawns ---- */

/* "Only the face-up side's ability and strength count." (The line sum uses the face-up 1 of
 * L1/J5, not the 5 below; its ability is Leap, not Jump.) */
static void test_only_face_up_side_counts(void **state) {
    (void)state;
    scen("a1=J5L1 b1=L1J5", 1, "legal W1/L5@d1");
    refused("a1=J5L1 b1=L1J5", 1, "L5/W1@d1", "line limit: 11 > 8 on rank 1 for player 1");
    refused("b1=L1J5", 1, "b1Jd1", "the pawn on b1 shows Leap 1, not Jump");
    moves_from("b1=L1J5", 1, "b1", "b1-a1 b1-b2 b1-c1 b1Lb3 b1Ld1");
}

/* "Support and Supply are passive; the rest are action abilities." */
static void test_passive_abilities_are_no_actions(void **state) {
    (void)state;
    refused("b1=S1U5", 1, "b1S", "Support is a passive ability");
    refused("b1=U1W5", 1, "b1Ub2", "Supply is a passive ability");
    moves_from("b2=S1U5 c3=U1W5", 1, "b2", "b2-a2 b2-b1 b2-b3 b2-c2");
    moves_from("b2=S1U5 c3=U1W5", 1, "c3", "c3-b3 c3-c2 c3-c4 c3-d3");
}

/* ---- Turn ---- */

/* "Place a tile from hand, either side up, on an empty square of their territory. Placing never
 * starts a battle." */
static void test_place(void **state) {
    (void)state;
    char fen[GAME_FEN_MAX], text[8192];
    fen_of(fen, "a1=l1j5 e5=l1j5", "L1/J5", NULL, 1, 10, true);
    snprintf(
        text, sizeof text,
        "game gottaz\nfen %s\nlegal L1/J5@b1\nlegal J5/L1@b1\nillegal L1/J5@a1\nillegal D1/T5@b1\n"
        "play J5/L1@c1\nstatus ongoing 2\n",
        fen);
    run(text);
    refused("a1=l1j5 e5=l1j5", 1, "W1/L5@a1", "a1 is occupied");
    refused("a1=L1J5", 1, "D1/T5@b1", "no D1/T5 in your hand");
}

/* "Move one of their pawns one square forward, back, left or right." */
static void test_move_one_square(void **state) {
    (void)state;
    moves_from("c3=D1T5 e5=l1j5", 1, "c3-", "c3-b3 c3-c2 c3-c4 c3-d3");
    refused("c3=D1T5", 1, "c3-d4", "a move goes one square forward, back, left or right");
    refused("c3=D1T5", 1, "c3-c5", "a move goes one square");
    refused("c3=D1T5", 1, "d3-d4", "no pawn of yours on d3");
    refused("c3=D1T5 d3=d1t5", 1, "d3-d4", "no pawn of yours on d3");
}

/* "A pawn never flips except by Rotate." */
static void test_pawns_never_flip_by_themselves(void **state) {
    (void)state;
    after("c2=J5L1 c3=l2w4", 1, "c2-c3", "c3=J5L1", NULL, "L2/W4");
    after("c2=W4L2 c3=l2w4", 1, "c2-c3", "c3=W4L2", NULL, "L2/W4");
    after("c2=W4L2 c3=l2w4", 1, "c2Wc3", "c2=l2w4 c3=W4L2", NULL, NULL);
}

/* ---- Constraints ---- */

/* "Line limit: for each player and each line, the sum of that player's face-up strengths in the
 * line must not exceed 8 + (number of that player's face-up Supply pawns in that line)." */
static void test_line_limit(void **state) {
    (void)state;
    scen("a1=J5L1 b1=W2U4", 1, "legal W1/L5@c1");
    refused("a1=J5L1 b1=W2U4 c1=L1J5", 1, "W1/L5@d1", "line limit: 9 > 8 on rank 1 for player 1");
    scen("a1=J5L1 b1=U2W4 c1=L1J5", 1, "legal W1/L5@d1");
    refused("a1=J5L1 b1=U2W4 c1=L1J5", 1, "L5/W1@d1", "line limit: 13 > 9 on rank 1 for player 1");
    /* Two Supply pawns: limit 10. */
    scen("a3=U4S2 b3=U1W5 c3=J5L1", 1, "status win 1 center");
    scen("a2=U4S2 b2=U1W5 c1=J5L1", 1, "legal c1-c2");
}

/* "The limit is per player: the opponent's pawns in the line do not count toward yours." */
static void test_line_limit_is_per_player(void **state) {
    (void)state;
    scen("a3=j5l1 b3=w3s3 c2=J5L1 d2=W3S3 e5=l1j5", 1,
         "play c2-c3\nplay e5-e4\nplay d2-d3\nstatus ongoing 2");
}

/* Supply raises the limit of its own owner only. */
static void test_supply_counts_for_its_owner_only(void **state) {
    (void)state;
    refused("a3=J5L1 b3=u4s2 c2=W4L2", 1, "c2-c3", "line limit: 9 > 8 on rank 3 for player 1");
    refused("a3=U4S2 b3=w4l2 d2=l5w1", 2, "d2-d3", "line limit: 9 > 8 on rank 3 for player 2");
    scen("a3=J5L1 b3=U2S4 c2=W2U4", 1, "legal c2-c3");
}

/* "An action that moves an opponent's pawn (Swap, Tsunami) must keep the opponent's lines legal
 * too." */
static void test_swap_that_breaks_the_opponent_limit(void **state) {
    (void)state;
    refused("a2=j5l1 e2=w3s3 c2=W1L5 c3=l1j5", 1, "c2Wc3",
            "line limit: 9 > 8 on rank 2 for player 2");
    after("a2=j5l1 e2=w2u4 c2=W1L5 c3=l1j5", 1, "c2Wc3", "a2=j5l1 e2=w2u4 c2=l1j5 c3=W1L5", NULL,
          NULL);
}

static void test_tsunami_that_breaks_the_opponent_limit(void **state) {
    (void)state;
    refused("c1=T5D1 c2=l1j5 a4=j5l1 e4=w3s3", 1, "c1T",
            "line limit: 9 > 8 on rank 4 for player 2");
    after("c1=T5D1 c2=l1j5 a4=j5l1 e4=w2u4", 1, "c1T", "c1=T5D1 c4=l1j5 a4=j5l1 e4=w2u4", NULL,
          NULL);
}

/* "**[decision]** the limit is not re-checked after the battle." The check happens on the
 * position right after the action, with both battling pawns still counted for their owners: a
 * pawn that would win its battle still needs room in its line. */
static void test_line_limit_checked_before_battle(void **state) {
    (void)state;
    refused("a3=J5L1 b3=W3S3 c2=L1J5 c3=l1j5", 1, "c2-c3",
            "line limit: 9 > 8 on rank 3 for player 1");
    after("a3=J5L1 b3=W2U4 c2=L1J5 c3=l1j5 e5=l1j5", 1, "c2-c3", "a3=J5L1 b3=W2U4 e5=l1j5", "L1/J5",
          "L1/J5");
}

/* "No stacking on your own pawn: no action may put a pawn on a square holding a pawn of the
 * same owner." */
static void test_no_stacking(void **state) {
    (void)state;
    refused("c2=L1J5 c3=W1L5", 1, "c2-c3", "no stacking: a pawn of player 1 already stands on c3");
    refused("c1=L1J5 c3=W1L5", 1, "c1Lc3", "no stacking");
    refused("c2=D1T5 d3=W1L5", 1, "c2Dd3", "no stacking");
    refused("c3=J1L5 d1=W1L5", 1, "c3Jd1", "no stacking");
    refused("c1=T5D1 c2=W1L5 c4=W1L5", 1, "c1T",
            "no stacking: a pawn of player 1 already stands on c4");
}

/* "A pawn that comes onto a square holding a pawn of the other owner starts a battle there." */
static void test_arrival_on_opponent_starts_battle(void **state) {
    (void)state;
    after("c2=J5L1 c3=l2w4", 1, "c2-c3", "c3=J5L1", NULL, "L2/W4");
}

/* ---- Battle ---- */

/* "Battle strength = face-up strength + 1 for each face-up Support pawn of the same owner on a
 * square orthogonally adjacent to the battle square (the two battling pawns do not count)." */
static void test_support_in_battle(void **state) {
    (void)state;
    /* 2 + 1 (b3) + 1 (d3) = 4 beats 3; the Support 1 on c1 is not adjacent to c3. */
    after("c2=W2U4 b3=S1U5 d3=S1U5 c1=S1U5 c3=l3w3", 1, "c2-c3", "c3=W2U4 b3=S1U5 d3=S1U5 c1=S1U5",
          NULL, "L3/W3");
    /* A Support pawn diagonal to the battle square does not count: 2 + 1 < 4, the attacker returns.
     */
    after("c2=W2U4 b3=S1U5 d4=S1U5 c3=l4w2", 1, "c2-c3", "b3=S1U5 d4=S1U5 c3=l4w2", "W2/U4", NULL);
    /* A battling Support pawn does not support itself: 3 against 3, both return. */
    after("c2=S3W3 c3=l3w3 e5=l1j5", 1, "c2-c3", "e5=l1j5", "S3/W3", "L3/W3");
}

/* The strength as the app shows a battle's sum: face-up strength, then one per Support. */
static void test_battle_strength_helper(void **state) {
    (void)state;
    GottazState st;
    load(&st, "b3=S1U5 d3=S1U5 c1=S1U5 c3=l3w3 d4=s1u5", 1);
    GottazCell attacker = {
        .type1 = (uint8_t)(1 + gottaz_tile_find(GZ_SWAP, 2, GZ_SUPPLY, 4)), .owner = 0, .side = 0};
    int supports = -1;
    int sq_c3 = 2 * GZ_SIZE + 2;
    assert_int_equal(gottaz_battle_strength(&st, &attacker, sq_c3, &supports), 4);
    assert_int_equal(supports, 2); /* b3 and d3; c1 is not next to c3 */
    assert_int_equal(gottaz_battle_strength(&st, &st.board[sq_c3], sq_c3, &supports), 3);
    assert_int_equal(supports, 0); /* player 2's Support on d4 is diagonal */
}

/* Support counted on both sides of one battle: each side's Support pawns help their own pawn. */
static void test_support_on_both_sides(void **state) {
    (void)state;
    /* 3 + 1 (b3) against 3 + 1 (d3, player 2): a tie, both return. */
    after("c2=L3W3 b3=S1U5 d3=s1u5 c3=w3l3", 1, "c2-c3", "b3=S1U5 d3=s1u5", "L3/W3", "L3/W3");
    /* 3 + 1 against 3 + 2 (c4 and d3 of player 2): the attacker returns. */
    after("c2=L3W3 b3=S1U5 d3=s1u5 c4=s2l4 c3=w3l3", 1, "c2-c3", "b3=S1U5 d3=s1u5 c4=s2l4 c3=w3l3",
          "L3/W3", NULL);
}

/* "The bonus does not count toward the line limit." (Example 2: 4 + 1 + 3 = 8 on the line while
 * the Leap 3 fights as 5.) */
static void test_support_bonus_is_not_in_the_line_sum(void **state) {
    (void)state;
    scen("a3=W4L2 b3=L1J5 d3=w4l2 d4=S1U5 d2=S2L4 d1=L3J3", 1, "play d1Ld3\nstatus win 1 center");
}

/* "The stronger pawn stays on the square; the weaker returns to its owner's hand. Equal: both
 * return to their owners' hands." */
static void test_battle_results(void **state) {
    (void)state;
    after("c2=J5L1 c3=l2w4", 1, "c2-c3", "c3=J5L1", NULL, "L2/W4"); /* attacker stronger */
    after("c2=L1J5 c3=w4l2", 1, "c2-c3", "c3=w4l2", "L1/J5", NULL); /* defender stronger */
    after("c2=L3J3 c3=w3s3 e5=l1j5", 1, "c2-c3", "e5=l1j5", "J3/L3",
          "S3/W3"); /* tie: both return */
}

/* "A returned tile may be placed again later, either side up." The Leap 1 that lost comes back
 * with Jump 5 up, and acts as a Jump, not a Leap. */
static void test_returned_tile_placed_on_its_other_side(void **state) {
    (void)state;
    char fen[GAME_FEN_MAX], text[8192];
    fen_of(fen, "c2=L1J5 c3=w4l2 e5=l1j5", NULL, NULL, 1, 10, true);
    snprintf(
        text, sizeof text,
        "game gottaz\nfen %s\nplay c2-c3\nplay e5-e4\nlegal L1/J5@a1\nplay J5/L1@a1\nplay e4-e5\n"
        "legal a1Jb1\nillegal a1La3\nplay a1-a2\nstatus ongoing 2\n",
        fen);
    run(text);
}

/* ---- Action abilities ---- */

/* "Leap: move exactly two squares forward, back, left or right in a straight line, over
 * whatever stands between." Board edges cut the choices. */
static void test_leap(void **state) {
    (void)state;
    moves_from("c3=L1J5", 1, "c3L", "c3La3 c3Lc1 c3Lc5 c3Le3");
    moves_from("a1=L1J5", 1, "a1L", "a1La3 a1Lc1");
    moves_from("e5=L1J5", 1, "e5L", "e5Lc5 e5Le3");
    moves_from("b4=L1J5", 1, "b4L", "b4Lb2 b4Ld4");
    /* Over pawns of both players: allowed. */
    after("c1=L2W4 c2=l1j5 b1=W1L5", 1, "c1Lc3", "c3=L2W4 c2=l1j5 b1=W1L5", NULL, NULL);
    /* Onto an opponent: battle. */
    after("c1=L2W4 c3=l1j5", 1, "c1Lc3", "c3=L2W4", NULL, "L1/J5");
}

/* "Slant: move one square diagonally." */
static void test_slant(void **state) {
    (void)state;
    moves_from("c3=D1T5", 1, "c3D", "c3Db2 c3Db4 c3Dd2 c3Dd4");
    moves_from("a1=D1T5", 1, "a1D", "a1Db2");
    moves_from("e5=D1T5", 1, "e5D", "e5Dd4");
    moves_from("a3=D1T5", 1, "a3D", "a3Db2 a3Db4");
    refused("c3=D1T5", 1, "c3Dc4", "Slant goes one square diagonally");
    after("c3=D2R4 d4=l1j5", 1, "c3Dd4", "d4=D2R4", NULL, "L1/J5");
}

/* "Swap: exchange places with an orthogonally adjacent pawn, own or opponent's. No battle." */
static void test_swap(void **state) {
    (void)state;
    moves_from("a1=W1L5 a2=L1J5 b1=l1j5", 1, "a1W", "a1Wa2 a1Wb1");
    moves_from("e5=W1L5 d5=l1j5", 1, "e5W", "e5Wd5");
    moves_from("c3=W1L5", 1, "c3W", "");
    refused("c3=W1L5", 1, "c3Wc4", "no pawn on c4 to swap with");
    refused("c3=W1L5 d4=l1j5", 1, "c3Wd4", "Swap exchanges with an orthogonally adjacent pawn");
    after("c3=W1L5 c4=L1J5", 1, "c3Wc4", "c4=W1L5 c3=L1J5", NULL, NULL);
    after("c3=W1L5 c4=j5l1", 1, "c3Wc4", "c4=W1L5 c3=j5l1", NULL, NULL);
}

/* "Tsunami: the pawn (own or opponent's) on the square directly forward of the Tsunami pawn is
 * moved two more squares forward, passing over anything between; the landing square must be on
 * the board. It may battle on landing (the pushed pawn arrives)." */
static void test_tsunami(void **state) {
    (void)state;
    /* Own pawn, over a pawn of player 2 on c3. */
    after("c1=T5D1 c2=L1J5 c3=d2r4", 1, "c1T", "c1=T5D1 c4=L1J5 c3=d2r4", NULL, NULL);
    /* Opponent's pawn. */
    after("c1=T5D1 c2=l1j5", 1, "c1T", "c1=T5D1 c4=l1j5", NULL, NULL);
    /* Nothing in front. */
    refused("c1=T5D1 c3=l1j5", 1, "c1T", "no pawn directly in front of c1");
    moves_from("c1=T5D1 c3=l1j5", 1, "c1T", "");
    refused("c5=T5D1", 1, "c5T", "no pawn directly in front of c5");
    /* Pushed off the board. */
    refused("c3=T5D1 c4=l1j5", 1, "c3T", "Tsunami would push the pawn on c4 off the board");
    refused("a4=T5D1 a5=l1j5", 1, "a4T", "off the board");
    refused("c3=t5d1 c2=L1J5", 2, "c3T", "Tsunami would push the pawn on c2 off the board");
    /* Onto a pawn of the pushed pawn's own side: no stacking. */
    refused("c1=T5D1 c2=l1j5 c4=l2w4", 1, "c1T",
            "no stacking: a pawn of player 2 already stands on c4");
    /* Onto a pawn of the other side: battle, the pushed pawn attacks. */
    after("c1=T5D1 c2=L5W1 c4=l3w3", 1, "c1T", "c1=T5D1 c4=L5W1", NULL, "L3/W3");
    after("c1=T5D1 c2=l5w1 c4=L3W3", 1, "c1T", "c1=T5D1 c4=l5w1", "L3/W3", NULL);
}

/* "Jump: move to any square of the owner's territory from anywhere, passing over anything; it
 * may battle on landing." */
static void test_jump(void **state) {
    (void)state;
    moves_from("c4=J5L1 d1=W1L5", 1, "c4J", "c4Ja1 c4Jb1 c4Jc1 c4Je1");
    moves_from("a1=J1L5", 1, "a1J", "a1Jb1 a1Jc1 a1Jd1 a1Je1");
    moves_from("e1=j1l5", 2, "e1J", "e1Ja5 e1Jb5 e1Jc5 e1Jd5 e1Je5");
    refused("c4=J5L1", 1, "c4Jc2", "Jump lands in your territory (rank 1), not on c2");
    refused("a1=J1L5", 1, "a1Ja1", "Jump must go to another square than its own");
    /* Onto an opponent pawn: battle. */
    after("c4=J5L1 b1=l2w4", 1, "c4Jb1", "b1=J5L1", NULL, "L2/W4");
    after("c4=J1L5 b1=l2w4", 1, "c4Jb1", "b1=l2w4", "J1/L5", NULL);
}

/* "Rotate: flip this pawn to its other side, in place." */
static void test_rotate(void **state) {
    (void)state;
    after("c2=R1D5", 1, "c2R", "c2=D5R1", NULL, NULL);
    after("e5=R5J1", 1, "e5R", "e5=J1R5", NULL, NULL);
    /* Rotate that breaks the limit: 1 -> 5 on a line holding 4 more. */
    refused("a1=W4L2 c1=R1D5", 1, "c1R", "line limit: 9 > 8 on rank 1 for player 1");
    /* ... unless the new side is a Supply: 9 <= 9. */
    scen("a1=W4L2 c1=R1U5", 1, "legal c1R");
    refused("c1=R1D5", 1, "c1Rc2", "Rotate takes no target square");
}

/* ---- Winning ---- */

/* "A player wins the moment three (or more) of their pawns stand on the center line after an
 * action and its battles." */
static void test_win_after_action_and_battles(void **state) {
    (void)state;
    /* A lost battle brings no win. */
    scen("a3=W4L2 b3=L1J5 d3=w4l2 d4=S1U5 d1=L3J3", 1, "play d1Ld3\nstatus ongoing 2");
    /* Four on the line is a win too. */
    scen("a3=L1J5 b3=L1J5 c3=W1L5 d3=W1L5", 1, "status win 1 center\ncount 0");
}

/* "**[decision]** this also holds when the opponent's action completes your three." */
static void test_opponents_action_completes_your_three(void **state) {
    (void)state;
    scen("a3=L1J5 b3=L1J5 c3=w1l5 c4=W1L5", 2, "play c3Wc4\nstatus win 1 center");
}

/* "**[decision]** no legal action: the player passes." */
static void test_pass_when_no_action_is_legal(void **state) {
    (void)state;
    /* Player 1 has no pawn on the board and player 2 fills rank 1. */
    const char *blocked = "a1=w1l5 b1=w1l5 c1=w1l5 d1=w1l5 e1=w2u4";
    scen(blocked, 1, "moves pass\nplay pass\nstatus ongoing 2");
    refused("c1=L1J5", 1, "pass", "pass is allowed only when no action is legal");
}

/* "**[decision, option]** the game is drawn when the same position (board, both hands, side to
 * move) occurs for the third time, or after 200 actions without a winner." */
static void test_draw_by_repetition(void **state) {
    (void)state;
    const char *shuffle = "play a1-a2\nplay e5-e4\nplay a2-a1\nplay e4-e5\n"
                          "play a1-a2\nplay e5-e4\nplay a2-a1\nstatus ongoing 2\nplay e4-e5\n";
    char fen[GAME_FEN_MAX], text[8192];
    fen_of(fen, "a1=L1J5 e5=l1j5", NULL, NULL, 1, 10, true);
    snprintf(text, sizeof text, "game gottaz\nfen %s\n%sstatus draw repetition\n", fen, shuffle);
    run(text);
    fen_of(fen, "a1=L1J5 e5=l1j5", NULL, NULL, 1, 10, false);
    snprintf(text, sizeof text, "game gottaz\nfen %s\n%sstatus ongoing 1\n", fen, shuffle);
    run(text);
}

static void test_draw_after_200_actions(void **state) {
    (void)state;
    char fen[GAME_FEN_MAX], text[8192];
    fen_of(fen, "a1=L1J5 e5=l1j5", NULL, NULL, 1, 199, true);
    snprintf(text, sizeof text,
             "game gottaz\nfen %s\nplay a1-a2\nstatus draw action-limit\ncount 0\n", fen);
    run(text);
    fen_of(fen, "a1=L1J5 e5=l1j5", NULL, NULL, 1, 199, false);
    snprintf(text, sizeof text, "game gottaz\nfen %s\nplay a1-a2\nstatus ongoing 2\n", fen);
    run(text);
    /* A win on the 200th action is a win. */
    fen_of(fen, "a3=L1J5 b3=L1J5 c2=L1J5", NULL, NULL, 1, 199, true);
    snprintf(text, sizeof text, "game gottaz\nfen %s\nplay c2-c3\nstatus win 1 center\n", fen);
    run(text);
    /* The count starts when play begins. */
    run("game gottaz\noptions preset=beginner draw=on first=1\nplay L1/S5@a1\nfen-is "
        "board=5/5/5/5/L1S54 hand1=S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 "
        "hand2=L1/S5,S1/U5,U1/W5,W1/L5,L2/W4,S2/L4,U2/S4,W2/U4,L3/U3,S3/W3 to=2 actions=1 "
        "draw=on\n");
}

/* ---- Audit additions: limits and passives for every way of arriving ---- */

/* The line limit binds every action that brings one of the mover's pawns into a line: Leap and
 * Slant like a move. */
static void test_leap_and_slant_respect_the_line_limit(void **state) {
    (void)state;
    refused("a3=J5L1 b3=W3S3 c1=L1J5", 1, "c1Lc3", "line limit: 9 > 8 on rank 3 for player 1");
    refused("a3=J5L1 b3=W3S3 d2=D1T5", 1, "d2Dc3", "line limit: 9 > 8 on rank 3 for player 1");
    scen("a3=J5L1 b3=W2U4 c1=L1J5 d2=D1T5", 1, "legal c1Lc3\nlegal d2Dc3");
}

/* The seed's Jump example: "Check the total strength limitation in your territory line." */
static void test_jump_respects_the_territory_line_limit(void **state) {
    (void)state;
    refused("a1=W4L2 b1=S3W3 c3=J5L1", 1, "c3Jd1", "line limit: 12 > 8 on rank 1 for player 1");
    scen("a1=W4L2 b1=S3W3 c3=J1L5", 1, "legal c3Jd1");
    refused("a5=w4l2 b5=s3w3 c3=j5l1", 2, "c3Jd5", "line limit: 12 > 8 on rank 5 for player 2");
}

/* Swap moves the mover's own pawn too: its new line must stay within the mover's limit, also
 * when both swapped pawns are the mover's. */
static void test_swap_that_breaks_the_own_limit(void **state) {
    (void)state;
    refused("a3=J5L1 b3=W3S3 c2=W1L5 c3=l5w1", 1, "c2Wc3",
            "line limit: 9 > 8 on rank 3 for player 1");
    refused("a2=J5L1 b2=W2U4 c2=W1L5 c3=J5L1", 1, "c2Wc3",
            "line limit: 12 > 8 on rank 2 for player 1");
    after("a2=W1L5 b2=W1L5 c2=W1L5 c3=J5L1", 1, "c2Wc3", "a2=W1L5 b2=W1L5 c3=W1L5 c2=J5L1", NULL,
          NULL);
}

/* Tsunami pushing the mover's own pawn into a full line of the mover is refused. */
static void test_tsunami_that_breaks_the_own_limit(void **state) {
    (void)state;
    refused("c1=T5D1 c2=L1J5 a4=J5L1 b4=W3S3", 1, "c1T",
            "line limit: 9 > 8 on rank 4 for player 1");
    after("c1=T5D1 c2=L1J5 a4=J5L1 b4=W2U4", 1, "c1T", "c1=T5D1 c4=L1J5 a4=J5L1 b4=W2U4", NULL,
          NULL);
}

/* "Only the face-up side's ability ... count": a Support or Supply on the hidden side of a tile
 * gives nothing. */
static void test_hidden_passives_do_not_count(void **state) {
    (void)state;
    /* b3 shows Supply 5 with Support 1 below: 2 against 2, both return. */
    after("c2=W2U4 b3=U5S1 c3=l2w4 e5=l1j5", 1, "c2-c3", "b3=U5S1 e5=l1j5", "W2/U4", "L2/W4");
    /* b1 shows Support 1 with Supply 5 below: the limit of rank 1 stays 8. */
    refused("a1=J5L1 b1=S1U5 c1=W2U4", 1, "W1/L5@d1", "line limit: 9 > 8 on rank 1 for player 1");
}

/* Battles after a Jump or a Tsunami count Support like any battle. */
static void test_support_in_jump_and_tsunami_battles(void **state) {
    (void)state;
    /* Jump 1 + Support 1 (a1) + Support 1 (c1) = 3 beats 2. */
    after("c4=J1L5 a1=S1U5 c1=S1U5 b1=l2w4", 1, "c4Jb1", "b1=J1L5 a1=S1U5 c1=S1U5", NULL, "L2/W4");
    /* The pushed pawn of player 2 gets player 2's Support (d4): 3 + 1 beats 3. */
    after("c1=T5D1 c2=l3w3 c4=L3W3 d4=s1u5", 1, "c1T", "c1=T5D1 c4=l3w3 d4=s1u5", "L3/W3", NULL);
}

/* Rotate on a tile with the same ability on both faces (R3/R3) turns it over to the same face:
 * a legal action that leaves the board as it was. */
static void test_rotate_of_a_same_faced_tile(void **state) {
    (void)state;
    after("c2=R3R3", 1, "c2R", "c2=R3R3", NULL, NULL);
}

/* Player 2's three on the center line win as player 1's do. */
static void test_player_2_wins_on_the_center_line(void **state) {
    (void)state;
    scen("a3=l1j5 b3=l1j5 c4=l1j5", 2, "play c4-c3\nstatus win 2 center\ncount 0");
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_board_is_5_by_5),
        cmocka_unit_test(test_territories),
        cmocka_unit_test(test_center_line_is_rank_3),
        cmocka_unit_test(test_forward_is_toward_the_opponent),
        cmocka_unit_test(test_line_is_a_row_not_a_column),
        cmocka_unit_test(test_only_face_up_side_counts),
        cmocka_unit_test(test_passive_abilities_are_no_actions),
        cmocka_unit_test(test_place),
        cmocka_unit_test(test_move_one_square),
        cmocka_unit_test(test_pawns_never_flip_by_themselves),
        cmocka_unit_test(test_line_limit),
        cmocka_unit_test(test_line_limit_is_per_player),
        cmocka_unit_test(test_supply_counts_for_its_owner_only),
        cmocka_unit_test(test_swap_that_breaks_the_opponent_limit),
        cmocka_unit_test(test_tsunami_that_breaks_the_opponent_limit),
        cmocka_unit_test(test_line_limit_checked_before_battle),
        cmocka_unit_test(test_no_stacking),
        cmocka_unit_test(test_arrival_on_opponent_starts_battle),
        cmocka_unit_test(test_support_in_battle),
        cmocka_unit_test(test_battle_strength_helper),
        cmocka_unit_test(test_support_on_both_sides),
        cmocka_unit_test(test_support_bonus_is_not_in_the_line_sum),
        cmocka_unit_test(test_battle_results),
        cmocka_unit_test(test_returned_tile_placed_on_its_other_side),
        cmocka_unit_test(test_leap),
        cmocka_unit_test(test_slant),
        cmocka_unit_test(test_swap),
        cmocka_unit_test(test_tsunami),
        cmocka_unit_test(test_jump),
        cmocka_unit_test(test_rotate),
        cmocka_unit_test(test_win_after_action_and_battles),
        cmocka_unit_test(test_opponents_action_completes_your_three),
        cmocka_unit_test(test_pass_when_no_action_is_legal),
        cmocka_unit_test(test_draw_by_repetition),
        cmocka_unit_test(test_draw_after_200_actions),
        cmocka_unit_test(test_leap_and_slant_respect_the_line_limit),
        cmocka_unit_test(test_jump_respects_the_territory_line_limit),
        cmocka_unit_test(test_swap_that_breaks_the_own_limit),
        cmocka_unit_test(test_tsunami_that_breaks_the_own_limit),
        cmocka_unit_test(test_hidden_passives_do_not_count),
        cmocka_unit_test(test_support_in_jump_and_tsunami_battles),
        cmocka_unit_test(test_rotate_of_a_same_faced_tile),
        cmocka_unit_test(test_player_2_wins_on_the_center_line),
    };
    return cmocka_run_group_tests_name("gottaz rules", tests, NULL, NULL);
}
