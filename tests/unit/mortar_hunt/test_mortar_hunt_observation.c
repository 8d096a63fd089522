/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Mortar Hunt information tests: the pad, what an observation holds, observations kept from
 * announcements, and honesty (hidden pieces never change what a side sees or may play). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "rules/game_line.h"
#include "rules/mortar_hunt/mortar_hunt.h"

static inline MortarHuntState *mh_new(void) {
    MortarHuntState *s = calloc(1, sizeof *s);
    assert_non_null(s);
    return s;
}

static inline MortarHuntState *mh_start(const char *options) {
    MortarHuntState *s = mh_new();
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    if (!mortar_hunt_rules.setup(s, &opt, 1, &err)) fail_msg("setup: %s", err.message);
    return s;
}

#include "core/rng.h"
#include "rules/game_record.h"

/* The rules' observe(), through the interface every client uses. */
static void mortar_hunt_observe_state_for_test(const void *s, int player,
                                               MortarHuntObservation *v) {
    mortar_hunt_rules.observe(s, player, v);
}
/* Plays a move through the referee; returns the announcement text in `said` (may be NULL). */
static inline void mh_play(MortarHuntState *s, const char *text, char *said) {
    MortarHuntAnnouncement a;
    Error err;
    if (!mortar_hunt_referee_play_text(s, text, &a, &err))
        fail_msg("'%s' refused: %s", text, err.message);
    if (said) mortar_hunt_announcement_format(&a, said, 32);
}

/* The rulebook's game as far as its pads tell it; B's unseen moves are chosen to fit them. */
static const char *const rulebook_game[] = {
    "setup:C3/N,E1/NE,I2/NW",
    "setup:L8/SW,C8/S,F6/S",
    "I2/NW-H3/N",
    "L8/SW-K7/SW!K7>G3",
    "E1/NE-E2/NE!C3>C7",
    "C8/S-C7/S!C7>C3",
    "E2/NE-F3/N!F3>F6",
    "K7/SW-J6/S!J6>J2",
    "F3/N-F3/NE!F3>J7",
    "C7/S-C7/SW",
};
#define RULEBOOK_PLIES (int)(sizeof rulebook_game / sizeof rulebook_game[0])

/* What the referee said after each move of the rulebook game. */
static const char *const rulebook_said[RULEBOOK_PLIES] = {
    "setup",  "setup",  "noshot",  "miss G3", "miss C7",
    "hit C3", "hit F6", "miss J2", "miss J7", "noshot",
};

/* "the game shows it as the pad (turn, own move, own shot with the shooting piece marked,
 * opponent's shot, hits circled)": the rulebook's pad of Player A, and B's of the same game. */
static void test_rulebook_pad(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    for (int i = 0; i < RULEBOOK_PLIES; i++) {
        char said[32];
        mh_play(s, rulebook_game[i], said);
        assert_string_equal(said, rulebook_said[i]);
    }
    MortarHuntObservation *v = malloc(sizeof *v);
    char pad[4096];
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_A, v);
    mortar_hunt_pad_format(v, pad, sizeof pad);
    assert_string_equal(pad, "Player A\n"
                             "TURN      PIECE 1   PIECE 2   PIECE 3   SHOOTING  OPPONENT'S SHOT\n"
                             "INITIAL   C3/N      E1/NE     I2/NW\n"
                             "1                             H3/N      X         G3\n"
                             "2         *         E2/NE               C7        (C3)\n"
                             "3         x         F3/N *              (F6)      J2\n"
                             "4                   F3/NE *             J7        X\n");
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_B, v);
    mortar_hunt_pad_format(v, pad, sizeof pad);
    assert_string_equal(pad,
                        "Player B\n"
                        "TURN      OPPONENT'S SHOT     PIECE 1   PIECE 2   PIECE 3   SHOOTING\n"
                        "INITIAL                       L8/SW     C8/S      F6/S\n"
                        "1         X                   K7/SW *                       G3\n"
                        "2         C7                            C7/S *              (C3)\n"
                        "3         (F6)                J6/S *              x         J2\n"
                        "4         J7                            C7/SW               X\n");
    free(v);
    free(s);
}

/* A sacrifice on both pads: the sacrificing player's row names it, the opponent's shows the
 * revealed square. */
static void test_pad_shows_sacrifice(void **state) {
    (void)state;
    char marks[512] = "", fen[GAME_FEN_MAX];
    for (int row = 5; row < 9; row++)
        for (int col = 0; col < MORTAR_HUNT_COLS; col++) {
            if (row == 8 && col >= 9) continue;
            char sq[4];
            mortar_hunt_square_text(mortar_hunt_square(col, row), sq);
            snprintf(marks + strlen(marks), sizeof marks - strlen(marks), "%s%sm",
                     marks[0] ? "," : "", sq);
        }
    snprintf(fen, sizeof fen,
             "A1/S,A2/S,B1/S J9/S,K9/S,L9/S A 5 2,0 %s pieces=HM craters=on turns=0 seed=0", marks);
    MortarHuntState *s = mh_new();
    Error err;
    if (!mortar_hunt_rules.from_fen(s, fen, &err)) fail_msg("%s", err.message);
    /* Both sides' observations follow the sacrifice from the announcements alone. */
    MortarHuntObservation *side[2] = {malloc(sizeof(MortarHuntObservation)),
                                      malloc(sizeof(MortarHuntObservation))};
    MortarHuntObservation *seen = malloc(sizeof(MortarHuntObservation));
    for (int p = 0; p < 2; p++) mortar_hunt_observe_state_for_test(s, p, side[p]);
    const char *game[] = {"sacrifice:A2", "J9/S-J9/SW!J9>E4", "A1/S-A1/SE"};
    for (int i = 0; i < 3; i++) {
        int mover = s->to_move;
        Move m;
        assert_true(mortar_hunt_observation_move_from_text(side[mover], game[i], &m, &err));
        MortarHuntAnnouncement a;
        mortar_hunt_referee_play(s, m, &a);
        assert_true(mortar_hunt_observation_apply_own(side[mover], m, a.result, &err));
        assert_true(mortar_hunt_observation_apply_opponent(side[1 - mover], &a, &err));
        for (int p = 0; p < 2; p++) {
            mortar_hunt_observe_state_for_test(s, p, seen);
            assert_memory_equal(seen, side[p], sizeof *seen);
        }
    }
    free(side[0]);
    free(side[1]);
    free(seen);
    MortarHuntObservation *v = malloc(sizeof *v);
    char pad[4096];
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_A, v);
    mortar_hunt_pad_format(v, pad, sizeof pad);
    assert_string_equal(pad, "Player A\n"
                             "TURN      PIECE 1   PIECE 2   PIECE 3   SHOOTING  OPPONENT'S SHOT\n"
                             "AT 5      A1/S      A2/S      B1/S\n"
                             "5                   sacrifice           -         E4\n"
                             "6         A1/SE                         X\n");
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_B, v);
    mortar_hunt_pad_format(v, pad, sizeof pad);
    assert_string_equal(pad,
                        "Player B\n"
                        "TURN      OPPONENT'S SHOT     PIECE 1   PIECE 2   PIECE 3   SHOOTING\n"
                        "AT 5                          J9/S      K9/S      L9/S\n"
                        "5         sac A2              J9/SW *                       E4\n"
                        "6         X\n");
    free(v);
    free(s);
}

/* "Each player knows: their own pieces at all times, their own shots and results, the target
 * square and result of every opponent shot, and the squares of their own destroyed pieces. The
 * opponent's moves and the identity of the shooting piece are never revealed." */
static void test_observation_holds_exactly_the_pad(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    for (int i = 0; i < RULEBOOK_PLIES; i++) mh_play(s, rulebook_game[i], NULL);
    MortarHuntObservation *v = malloc(sizeof *v);
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_A, v);
    /* Own pieces, the destroyed one included. */
    assert_memory_equal(v->own, s->pieces[MORTAR_HUNT_A], sizeof v->own);
    assert_false(v->own[0].alive);
    /* Own shots with results and shooter. */
    assert_int_equal(v->history[MORTAR_HUNT_A][2].target, mortar_hunt_square(5, 5));
    assert_int_equal(v->history[MORTAR_HUNT_A][2].result, MORTAR_HUNT_RESULT_HIT);
    assert_int_equal(v->history[MORTAR_HUNT_A][2].shooter, 1);
    /* The opponent's shots: target and result only. */
    for (int row = 0; row < v->count[MORTAR_HUNT_B]; row++) {
        const MortarHuntRecord *r = &v->history[MORTAR_HUNT_B][row];
        assert_int_equal(r->piece, MORTAR_HUNT_NONE);
        assert_int_equal(r->square, MORTAR_HUNT_NONE);
        assert_int_equal(r->dir, MORTAR_HUNT_NONE);
        assert_int_equal(r->shooter, MORTAR_HUNT_NONE);
    }
    assert_int_equal(v->history[MORTAR_HUNT_B][1].target, mortar_hunt_square(2, 2));
    assert_int_equal(v->history[MORTAR_HUNT_B][1].result, MORTAR_HUNT_RESULT_HIT);
    assert_int_equal(v->history[MORTAR_HUNT_B][3].target, MORTAR_HUNT_NONE);
    /* The marks are the shots' squares, nothing of B's pieces beyond the one hit. */
    assert_int_equal(v->marks[mortar_hunt_square(5, 5)], MORTAR_HUNT_MARK_HIT);
    assert_int_equal(v->marks[mortar_hunt_square(2, 6)], MORTAR_HUNT_MARK_MISS);
    assert_int_equal(v->marks[mortar_hunt_square(9, 5)], MORTAR_HUNT_MARK_NONE); /* B's J6 piece */
    assert_int_equal(v->lost[MORTAR_HUNT_A], 1);
    assert_int_equal(v->lost[MORTAR_HUNT_B], 1);
    /* The observation's board shows A's pieces and the shots' marks, none of B's pieces. */
    char board[2048];
    mortar_hunt_observation_describe(v, board, sizeof board);
    assert_string_equal(board, "view of A\n"
                               "   A B C D E F G H I J K L\n"
                               " 9 . . . . . . . . . . . .\n"
                               " 8 . . . . . . . . . . . .\n"
                               " 7 . . o . . . . . . o . .\n"
                               " 6 . . . . . x . . . . . .\n"
                               " 5 = = = = = = = = = = = =\n"
                               " 4 . . . . . . . . . . . .\n"
                               " 3 . . x . . A o A . . . .\n"
                               " 2 . . . . . . . . . o . .\n"
                               " 1 . . . . . . . . . . . .\n"
                               "A: C3/N (destroyed) F3/NE H3/N\n"
                               "turn 5 of 200, A to move\n"
                               "skips A 0 B 1; destroyed A 1 B 1");
    free(v);
    free(s);
}

/* Changes everything of `player`'s opponent that the player may not know. */
static void hide_differently(MortarHuntState *s, int player, Rng *rng) {
    int q = 1 - player;
    for (int i = 0; i < MORTAR_HUNT_PIECES; i++) {
        MortarHuntPiece *p = &s->pieces[q][i];
        if (p->square == MORTAR_HUNT_NONE) continue;
        if (s->info.pieces_option == MORTAR_HUNT_PIECES_CHOOSE)
            p->kind = (uint8_t)rng_below(rng, 2);
        s->initial[q][i].dir = (uint8_t)rng_below(rng, 8);
        if (!p->alive) continue;
        for (int tries = 0; tries < 100; tries++) {
            int sq = (int)rng_below(rng, MORTAR_HUNT_SQUARES);
            if (!mortar_hunt_in_half(q, sq) || s->marks[sq]) continue;
            bool taken = false;
            for (int j = 0; j < MORTAR_HUNT_PIECES; j++)
                taken |= j != i && s->pieces[q][j].square == sq;
            if (taken) continue;
            p->square = (uint8_t)sq;
            break;
        }
        p->dir = (uint8_t)rng_below(rng, 8);
    }
    for (int row = 0; row < s->count[q]; row++) {
        MortarHuntRecord *r = &s->history[q][row];
        if (r->type != MORTAR_HUNT_RECORD_MOVE) continue;
        r->piece = (uint8_t)rng_below(rng, 3);
        r->square = (uint8_t)rng_below(rng, MORTAR_HUNT_SQUARES);
        r->dir = (uint8_t)rng_below(rng, 8);
        if (r->shooter != MORTAR_HUNT_NONE) r->shooter = (uint8_t)rng_below(rng, 3);
    }
}

static const char *const option_sets[] = {"", "craters=on", "pieces=choose turns=28",
                                          "pieces=LH craters=on turns=40"};

/* Plays a random game from a seed, calling `check` before every move. */
typedef void (*PlyCheck)(const MortarHuntState *s, Rng *rng, void *ctx);
static void random_game(int game, PlyCheck check, void *ctx) {
    Rng rng;
    rng_seed(&rng, 1000 + (uint64_t)game);
    MortarHuntState *s = mh_start(option_sets[game % 4]);
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    for (;;) {
        check(s, &rng, ctx);
        int n = mortar_hunt_rules.gen_moves(s, moves, GAME_MOVES_MAX);
        if (n == 0) break;
        MortarHuntAnnouncement a;
        mortar_hunt_referee_play(s, moves[rng_below(&rng, (uint64_t)n)], &a);
    }
    free(moves);
    free(s);
}

/* "everything a client needs to play one side come from that observation alone": the full state's
 * legal moves are the observation's, in the same order. */
static void same_moves_as_observation(const MortarHuntState *s, Rng *rng, void *ctx) {
    (void)rng;
    int *plies = ctx;
    Move *a = malloc(sizeof(Move) * GAME_MOVES_MAX * 2), *b = a + GAME_MOVES_MAX;
    MortarHuntObservation *v = malloc(sizeof *v);
    mortar_hunt_observe_state_for_test(s, s->to_move, v);
    int n = mortar_hunt_rules.gen_moves(s, a, GAME_MOVES_MAX);
    int m = mortar_hunt_observation_gen_moves(v, b, GAME_MOVES_MAX);
    assert_int_equal(n, m);
    assert_memory_equal(a, b, sizeof(Move) * (size_t)n);
    /* The other side has nothing to play. */
    mortar_hunt_observe_state_for_test(s, 1 - s->to_move, v);
    assert_int_equal(mortar_hunt_observation_gen_moves(v, b, GAME_MOVES_MAX), 0);
    (*plies)++;
    free(v);
    free(a);
}

static void test_observation_moves_equal_state_moves(void **state) {
    (void)state;
    int plies = 0;
    for (int game = 0; game < 40; game++) random_game(game, same_moves_as_observation, &plies);
    assert_true(plies > 1000);
}

/* "Honesty": two states that differ only in the opponent's hidden pieces and moves give the
 * same observation, the same legal moves, the same answers to move texts and the same pad. */
static void same_knowledge_same_everything(const MortarHuntState *s, Rng *rng, void *ctx) {
    int *checked = ctx;
    int p = (int)rng_below(rng, 2);
    MortarHuntState *t = malloc(sizeof *t);
    memcpy(t, s, sizeof *t);
    hide_differently(t, p, rng);
    MortarHuntObservation *v = malloc(sizeof *v), *w = malloc(sizeof *w);
    mortar_hunt_observe_state_for_test(s, p, v);
    mortar_hunt_observe_state_for_test(t, p, w);
    assert_memory_equal(v, w, sizeof *v);
    char pad_v[8192], pad_w[8192];
    mortar_hunt_pad_format(v, pad_v, sizeof pad_v);
    mortar_hunt_pad_format(w, pad_w, sizeof pad_w);
    assert_string_equal(pad_v, pad_w);
    mortar_hunt_observation_describe(v, pad_v, sizeof pad_v);
    mortar_hunt_observation_describe(w, pad_w, sizeof pad_w);
    assert_string_equal(pad_v, pad_w);
    if (s->to_move == p && mortar_hunt_rules.outcome(s).kind == OUTCOME_ONGOING) {
        Move *a = malloc(sizeof(Move) * GAME_MOVES_MAX * 2), *b = a + GAME_MOVES_MAX;
        int n = mortar_hunt_rules.gen_moves(s, a, GAME_MOVES_MAX);
        assert_int_equal(mortar_hunt_rules.gen_moves(t, b, GAME_MOVES_MAX), n);
        assert_memory_equal(a, b, sizeof(Move) * (size_t)n);
        /* Texts: a legal one, and squares of the opponent's pieces in both states. */
        char texts[4][GAME_MOVE_TEXT_MAX];
        mortar_hunt_rules.move_to_text(s, a[rng_below(rng, (uint64_t)n)], texts[0],
                                       sizeof texts[0]);
        char sq[4];
        mortar_hunt_square_text(s->pieces[1 - p][0].square, sq);
        snprintf(texts[1], sizeof texts[1], "%s/N-%s/NE", sq, sq);
        mortar_hunt_square_text(t->pieces[1 - p][1].square, sq);
        snprintf(texts[2], sizeof texts[2], "sacrifice:%s", sq);
        snprintf(texts[3], sizeof texts[3], "%.5s!%s>%s", texts[0], sq, sq);
        for (int k = 0; k < 4; k++) {
            Move ma = 0, mb = 0;
            Error ea, eb;
            memset(&ea, 0, sizeof ea);
            memset(&eb, 0, sizeof eb);
            bool ok_a = mortar_hunt_rules.move_from_text(s, texts[k], &ma, &ea);
            bool ok_b = mortar_hunt_rules.move_from_text(t, texts[k], &mb, &eb);
            assert_int_equal(ok_a, ok_b);
            if (ok_a)
                assert_true(ma == mb);
            else
                assert_string_equal(ea.message, eb.message);
        }
        free(a);
    }
    (*checked)++;
    free(v);
    free(w);
    free(t);
}

static void test_honesty(void **state) {
    (void)state;
    int checked = 0;
    for (int game = 0; game < 40; game++)
        random_game(game, same_knowledge_same_everything, &checked);
    assert_true(checked > 1000);
}

/* The engine side: two observations kept only from own moves and the referee's announcements (one
 * of them through the protocol's text lines) stay equal to what observe() says. */
typedef struct Sides {
    MortarHuntObservation *observation[2];
    int plies;
} Sides;

static void test_observations_kept_by_announcements(void **state) {
    (void)state;
    Move *moves = malloc(sizeof(Move) * GAME_MOVES_MAX);
    MortarHuntObservation *v[2] = {malloc(sizeof(MortarHuntObservation)),
                                   malloc(sizeof(MortarHuntObservation))};
    MortarHuntObservation *seen = malloc(sizeof(MortarHuntObservation));
    int plies = 0;
    for (int game = 0; game < 40; game++) {
        Rng rng;
        rng_seed(&rng, 77 + (uint64_t)game);
        GameOptions opt;
        Error err;
        game_options_init(&opt);
        assert_true(game_options_parse_line(&opt, option_sets[game % 4], &err));
        MortarHuntState *s = mh_new();
        assert_true(mortar_hunt_rules.setup(s, &opt, 9, &err));
        for (int p = 0; p < 2; p++)
            assert_true(mortar_hunt_observation_start(v[p], &opt, 9, p, &err));
        for (;;) {
            for (int p = 0; p < 2; p++) {
                mortar_hunt_observe_state_for_test(s, p, seen);
                assert_memory_equal(seen, v[p], sizeof *seen);
            }
            int mover = s->to_move;
            /* The mover chooses from its own observation. */
            int n = mortar_hunt_observation_gen_moves(v[mover], moves, GAME_MOVES_MAX);
            if (n == 0) break;
            Move m = moves[rng_below(&rng, (uint64_t)n)];
            MortarHuntAnnouncement a;
            mortar_hunt_referee_play(s, m, &a);
            char said[32], line[GAME_MOVE_TEXT_MAX + 40];
            mortar_hunt_announcement_format(&a, said, sizeof said);
            if (mover == MORTAR_HUNT_A) {
                if (!mortar_hunt_observation_apply_own(v[mover], m, a.result, &err))
                    fail_msg("%s", err.message);
                if (!mortar_hunt_observation_apply_opponent(v[1 - mover], &a, &err))
                    fail_msg("%s", err.message);
            } else {
                mortar_hunt_observation_move_to_text(m, line, GAME_MOVE_TEXT_MAX);
                if (a.kind == MORTAR_HUNT_ANNOUNCE_SHOT)
                    snprintf(line + strlen(line), sizeof line - strlen(line), " %s", said);
                if (!mortar_hunt_observation_play_text(v[mover], line, &err))
                    fail_msg("'%s': %s", line, err.message);
                if (!mortar_hunt_observation_play_text(v[1 - mover], said, &err))
                    fail_msg("'%s': %s", said, err.message);
            }
            plies++;
        }
        Outcome o = mortar_hunt_rules.outcome(s), ov = mortar_hunt_observation_outcome(v[0]);
        assert_int_equal(o.kind, ov.kind);
        assert_int_equal(o.winner, ov.winner);
        free(s);
    }
    assert_true(plies > 1000);
    free(moves);
    free(v[0]);
    free(v[1]);
    free(seen);
}

/* An observation refuses what contradicts it: results that the own pieces deny, missing results,
 * moves out of turn. */
static void test_observation_refusals(void **state) {
    (void)state;
    MortarHuntState *s = mh_start("");
    mh_play(s, "setup:C3/N,E1/NE,I2/NW", NULL);
    mh_play(s, "setup:L8/SW,C8/S,F6/S", NULL);
    MortarHuntObservation *a = malloc(sizeof *a), *b = malloc(sizeof *b);
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_A, a);
    mortar_hunt_observe_state_for_test(s, MORTAR_HUNT_B, b);
    Error err;
    assert_false(mortar_hunt_observation_play_text(b, "L8/SW-K7/SW", &err)); /* A is to move */
    assert_false(mortar_hunt_observation_play_text(a, "E1/NE-E2/NE!C3>C7", &err));
    assert_non_null(strstr(err.message, "result"));
    assert_false(mortar_hunt_observation_play_text(a, "E1/NE-E2/NE!C3>C7 hit C8", &err));
    assert_true(mortar_hunt_observation_play_text(a, "E1/NE-E2/NE!C3>C7 miss C7", &err));
    assert_false(mortar_hunt_observation_play_text(b, "hit C7", &err)); /* C7 is empty for B */
    assert_true(mortar_hunt_observation_play_text(b, "miss C7", &err));
    /* B shoots; A's C3 piece is there, so a miss is a lie. */
    assert_true(mortar_hunt_observation_play_text(b, "C8/S-C7/S!C7>C3 hit C3", &err));
    assert_false(mortar_hunt_observation_apply_opponent_shot(a, mortar_hunt_square(2, 2),
                                                             MORTAR_HUNT_RESULT_MISS, &err));
    assert_false(mortar_hunt_observation_apply_opponent_shot(a, mortar_hunt_square(2, 7),
                                                             MORTAR_HUNT_RESULT_MISS, &err));
    assert_true(mortar_hunt_observation_apply_opponent_shot(a, mortar_hunt_square(2, 2),
                                                            MORTAR_HUNT_RESULT_HIT, &err));
    assert_false(a->own[0].alive);
    free(a);
    free(b);
    free(s);
}

/* One side's observation in one line: it round-trips, and reading it gives exactly the observation
 * of the true position read from its own line (both start their pads there). */
static void observation_text_round_trip(const MortarHuntState *s, Rng *rng, void *ctx) {
    int *checked = ctx;
    int p = (int)rng_below(rng, 2);
    MortarHuntObservation *v = malloc(sizeof *v), *w = malloc(sizeof *w), *x = malloc(sizeof *x);
    MortarHuntState *t = mh_new();
    char text[GAME_FEN_MAX], again[GAME_FEN_MAX], fen[GAME_FEN_MAX];
    Error err;
    mortar_hunt_observe_state_for_test(s, p, v);
    assert_true(mortar_hunt_observation_to_text(v, text, sizeof text));
    if (!mortar_hunt_observation_from_text(w, text, &err))
        fail_msg("'%s' refused: %s", text, err.message);
    assert_true(mortar_hunt_observation_to_text(w, again, sizeof again));
    assert_string_equal(text, again);
    assert_true(mortar_hunt_rules.to_fen(s, fen, sizeof fen));
    assert_true(mortar_hunt_rules.from_fen(t, fen, &err));
    mortar_hunt_observe_state_for_test(t, p, x);
    assert_memory_equal(w, x, sizeof *w);
    Move *a = malloc(sizeof(Move) * GAME_MOVES_MAX * 2), *b = a + GAME_MOVES_MAX;
    int n = mortar_hunt_observation_gen_moves(v, a, GAME_MOVES_MAX);
    assert_int_equal(mortar_hunt_observation_gen_moves(w, b, GAME_MOVES_MAX), n);
    assert_memory_equal(a, b, sizeof(Move) * (size_t)n);
    (*checked)++;
    free(a);
    free(t);
    free(v);
    free(w);
    free(x);
}

static void test_observation_text(void **state) {
    (void)state;
    int checked = 0;
    for (int game = 0; game < 12; game++) random_game(game, observation_text_round_trip, &checked);
    assert_true(checked > 300);
    const char *bad[][2] = {
        {"A C3/N,E1/NE,I2/NW A 1 0,0 C7h,F6h,J7s,K9h pieces=HM craters=off turns=0 seed=0",
         "only 3 pieces"},
        {"A C3/N,E1/NE,I2/NW A 1 0,0 C3h pieces=HM craters=off turns=0 seed=0",
         "no destroyed piece of yours"},
        {"B C3/S,E7/S,I8/S A 1 0,0 - pieces=HM craters=off turns=0 seed=0", "not in their half"},
        {"B C7/S,E7/S,I8/S A 0 0,0 - pieces=HM craters=off turns=0 seed=0", "turn is 1 or more"},
        {"A - A 3 0,0 - pieces=HM craters=off turns=0 seed=0", "pieces are known"},
        {"C C3/N,E1/NE,I2/NW A 1 0,0 - pieces=HM craters=off turns=0 seed=0", "A or B"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        MortarHuntObservation *v = malloc(sizeof *v);
        Error err;
        if (mortar_hunt_observation_from_text(v, bad[i][0], &err))
            fail_msg("'%s' accepted, expected '%s'", bad[i][0], bad[i][1]);
        if (!strstr(err.message, bad[i][1]))
            fail_msg("'%s': '%s', expected '%s'", bad[i][0], err.message, bad[i][1]);
        free(v);
    }
}

/* The referee's words round-trip. */
static void test_announcements(void **state) {
    (void)state;
    const char *texts[] = {"setup", "noshot", "hit C7", "miss L9", "sacrifice A1"};
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++) {
        MortarHuntAnnouncement a;
        Error err;
        assert_true(mortar_hunt_announcement_parse(texts[i], &a, &err));
        char back[32];
        mortar_hunt_announcement_format(&a, back, sizeof back);
        assert_string_equal(back, texts[i]);
    }
    MortarHuntAnnouncement a;
    Error err;
    assert_false(mortar_hunt_announcement_parse("hit", &a, &err));
    assert_false(mortar_hunt_announcement_parse("hit Z9", &a, &err));
    assert_false(mortar_hunt_announcement_parse("boom C7", &a, &err));
}

/* "Records store both sides' full moves (a finished game can be replayed and shown to both)." */
static void test_record_replays_for_both(void **state) {
    (void)state;
    GameLine line;
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_line_start(&line, &mortar_hunt_rules, &opt, 3, &err));
    for (int i = 0; i < RULEBOOK_PLIES; i++)
        if (!game_line_play_text(&line, rulebook_game[i], &err)) fail_msg("%s", err.message);
    char *text = game_record_format(&line, NULL, &err);
    assert_non_null(text);
    GameLine again;
    if (!game_record_load(text, &again, NULL, &err)) fail_msg("%s", err.message);
    for (int p = 0; p < 2; p++) {
        MortarHuntObservation *x = malloc(sizeof *x), *y = malloc(sizeof *y);
        mortar_hunt_observe_state_for_test(game_line_state(&line), p, x);
        mortar_hunt_observe_state_for_test(game_line_state(&again), p, y);
        assert_memory_equal(x, y, sizeof *x);
        free(x);
        free(y);
    }
    free(text);
    game_line_free(&line);
    game_line_free(&again);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rulebook_pad),
        cmocka_unit_test(test_pad_shows_sacrifice),
        cmocka_unit_test(test_observation_holds_exactly_the_pad),
        cmocka_unit_test(test_observation_moves_equal_state_moves),
        cmocka_unit_test(test_honesty),
        cmocka_unit_test(test_observations_kept_by_announcements),
        cmocka_unit_test(test_observation_refusals),
        cmocka_unit_test(test_observation_text),
        cmocka_unit_test(test_announcements),
        cmocka_unit_test(test_record_replays_for_both),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
