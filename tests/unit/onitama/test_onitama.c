/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Onitama rule tests that need more than a scenario: the card tables against the spec's text,
 * the random deal, the first player by stamp, and the repetition rule. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/onitama/onitama.h"

/* The card tables of the rules spec, typed again from the spec: "title | stamp | moves". */
static const char *const spec_cards[] = {
    "Tiger|Blue|(0,2) (0,-1)",
    "Crab|Blue|(0,1) (-2,0) (2,0)",
    "Monkey|Blue|(-1,1) (1,1) (-1,-1) (1,-1)",
    "Crane|Blue|(0,1) (-1,-1) (1,-1)",
    "Goose|Blue|(-1,1) (-1,0) (1,0) (1,-1)",
    "Eel|Blue|(-1,1) (1,0) (-1,-1)",
    "Rabbit|Blue|(1,1) (2,0) (-1,-1)",
    "Ox|Blue|(0,1) (1,0) (0,-1)",
    "Dragon|Red|(-2,1) (2,1) (-1,-1) (1,-1)",
    "Elephant|Red|(-1,1) (1,1) (-1,0) (1,0)",
    "Mantis|Red|(-1,1) (1,1) (0,-1)",
    "Boar|Red|(0,1) (-1,0) (1,0)",
    "Frog|Red|(-1,1) (-2,0) (1,-1)",
    "Horse|Red|(0,1) (-1,0) (0,-1)",
    "Rooster|Red|(1,1) (-1,0) (1,0) (-1,-1)",
    "Cobra|Red|(1,1) (-1,0) (1,-1)",
    "Bear|Blue|(-1,1) (0,1) (1,-1)",
    "Dog|Blue|(-1,1) (-1,0) (-1,-1)",
    "Giraffe|Blue|(-2,1) (2,1) (0,-1)",
    "Mouse|Blue|(0,1) (1,0) (-1,-1)",
    "Phoenix|Blue|(-1,1) (1,1) (-2,0) (2,0)",
    "Sable|Blue|(1,1) (-2,0) (-1,-1)",
    "Sea Snake|Blue|(0,1) (2,0) (-1,-1)",
    "Tanuki|Blue|(0,1) (2,1) (-1,-1)",
    "Fox|Red|(1,1) (1,0) (1,-1)",
    "Iguana|Red|(-2,1) (0,1) (1,-1)",
    "Kirin|Red|(-1,2) (1,2) (0,-2)",
    "Otter|Red|(-1,1) (2,0) (1,-1)",
    "Panda|Red|(0,1) (1,1) (-1,-1)",
    "Rat|Red|(0,1) (-1,0) (1,-1)",
    "Turtle|Red|(-2,0) (2,0) (-1,-1) (1,-1)",
    "Viper|Red|(0,1) (-2,0) (1,-1)",
};

/* Every card's data and target masks agree with the spec: Blue uses the moves as printed
 * (+x toward file e, +y toward rank 5), Red the same moves turned by 180 degrees. */
static void test_card_tables_match_spec(void **state) {
    (void)state;
    assert_int_equal(sizeof spec_cards / sizeof spec_cards[0], ONITAMA_CARD_COUNT);
    for (int c = 0; c < ONITAMA_CARD_COUNT; c++) {
        char title[32], stamp[8], moves[128];
        assert_int_equal(sscanf(spec_cards[c], "%31[^|]|%7[^|]|%127[^\n]", title, stamp, moves), 3);
        const OnitamaCardInfo *info = &onitama_card_info[c];
        assert_string_equal(info->title, title);
        assert_int_equal(info->stamp, strcmp(stamp, "Red") == 0);
        uint32_t expect[2][25] = {{0}};
        int count = 0, dx, dy, used;
        for (const char *p = moves; sscanf(p, " (%d,%d)%n", &dx, &dy, &used) == 2; p += used) {
            count++;
            for (int sq = 0; sq < 25; sq++) {
                for (int player = 0; player < 2; player++) {
                    int s = player ? -1 : 1;
                    int x = sq % 5 + s * dx, y = sq / 5 + s * dy;
                    if (x >= 0 && x < 5 && y >= 0 && y < 5) expect[player][sq] |= 1u << (y * 5 + x);
                }
            }
        }
        assert_int_equal(info->moves, count);
        for (int player = 0; player < 2; player++)
            for (int sq = 0; sq < 25; sq++)
                assert_int_equal(onitama_targets[c][player][sq], expect[player][sq]);
        /* Names in notation: lower case, a hyphen joining two words. */
        char name[32];
        snprintf(name, sizeof name, "%s", title);
        for (char *p = name; *p; p++) *p = *p == ' ' ? '-' : (char)(*p | 0x20);
        assert_string_equal(info->name, name);
        assert_int_equal(onitama_card_by_name(name), c);
    }
}

static void start_with(GameLine *line, const char *options, uint64_t seed) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    if (!game_line_start(line, &onitama_rules, &opt, seed, &err)) fail_msg("%s", err.message);
}

/* Five distinct cards are dealt from the chosen pool, two to each player and one to the side;
 * the seed decides the deal; the side card's stamp decides who moves first. */
static void test_deal(void **state) {
    (void)state;
    static const char *const pools[] = {"pool=base", "pool=sensei", "pool=all", ""};
    for (int pool = 0; pool < 4; pool++) {
        int seen[ONITAMA_CARD_COUNT] = {0};
        int first_counts[2] = {0};
        for (uint64_t seed = 0; seed < 400; seed++) {
            GameLine line;
            start_with(&line, pools[pool], seed);
            const OnitamaState *s = game_line_state(&line);
            int cards[5] = {s->hand[0][0], s->hand[0][1], s->hand[1][0], s->hand[1][1],
                            s->side_card};
            for (int i = 0; i < 5; i++) {
                for (int j = i + 1; j < 5; j++) assert_int_not_equal(cards[i], cards[j]);
                bool sensei = cards[i] >= ONITAMA_BASE_CARDS;
                if (pool == 0 || pool == 3) assert_false(sensei);
                if (pool == 1) assert_true(sensei);
                seen[cards[i]]++;
            }
            assert_int_equal(s->to_move, onitama_card_info[s->side_card].stamp);
            first_counts[s->to_move]++;
            /* The same seed deals the same cards. */
            GameLine again;
            start_with(&again, pools[pool], seed);
            assert_memory_equal(game_line_state(&again), s, sizeof *s);
            game_line_free(&again);
            game_line_free(&line);
        }
        /* Every card of the pool turns up, and both colours begin sometimes. */
        int lo = pool == 1 ? ONITAMA_BASE_CARDS : 0;
        int hi = pool == 2   ? ONITAMA_CARD_COUNT
                 : pool == 1 ? ONITAMA_CARD_COUNT
                             : ONITAMA_BASE_CARDS;
        for (int c = lo; c < hi; c++) assert_true(seen[c] > 0);
        assert_true(first_counts[0] > 0 && first_counts[1] > 0);
    }
}

/* Chosen cards: the side card's stamp picks the first player, for every card. */
static void test_first_player_by_stamp(void **state) {
    (void)state;
    for (int side = 0; side < ONITAMA_CARD_COUNT; side++) {
        int cards[5], n = 0;
        for (int c = 0; n < 4; c++)
            if (c != side) cards[n++] = c;
        cards[4] = side;
        OnitamaState s;
        onitama_start(&s, cards, true);
        assert_int_equal(s.to_move, onitama_card_info[side].stamp);
    }
}

/* Random play with only the two Masters, far from capturing, until a position occurs for the
 * third time: with draw=on that is a draw, with draw=off play goes on. */
static void play_to_third_occurrence(GameLine *line, Rng *rng) {
    Move moves[GAME_MOVES_MAX];
    for (int ply = 0; ply < 100000; ply++) {
        if (game_line_repetitions(line) >= 3) return;
        int n = game_line_moves(line, moves, GAME_MOVES_MAX);
        assert_true(n > 0);
        Move m = moves[rng_below(rng, (uint64_t)n)];
        OnitamaState child = *(const OnitamaState *)game_line_state(line);
        onitama_rules.apply(&child, m);
        if (child.result != ONITAMA_ONGOING) continue; /* stay in the shuffling phase */
        Error err;
        assert_true(game_line_play(line, m, &err));
    }
    fail_msg("no position occurred three times");
}

static void test_repetition_rule(void **state) {
    (void)state;
    for (int draw = 0; draw < 2; draw++) {
        GameLine line;
        Error err;
        const char *fen = draw ? "R4/5/5/5/4B blue ox,boar elephant,horse crab"
                               : "R4/5/5/5/4B blue ox,boar elephant,horse crab draw=off";
        assert_true(game_line_start_fen(&line, &onitama_rules, fen, &err));
        Rng rng;
        rng_seed(&rng, 7);
        play_to_third_occurrence(&line, &rng);
        Outcome o = game_line_outcome(&line);
        if (draw) {
            assert_int_equal(o.kind, OUTCOME_DRAW);
            assert_string_equal(o.reason, "repetition");
            Move moves[GAME_MOVES_MAX];
            assert_int_equal(game_line_moves(&line, moves, GAME_MOVES_MAX), 0);
        } else {
            assert_int_equal(o.kind, OUTCOME_ONGOING);
        }
        /* One step back the position had occurred only twice: the game was still going. */
        assert_true(game_line_undo(&line));
        assert_int_equal(game_line_outcome(&line).kind, OUTCOME_ONGOING);
        game_line_free(&line);
    }
}

/* Positions that cannot arise are refused with a reason. */
static void test_bad_positions(void **state) {
    (void)state;
    static const char *const bad[][2] = {
        {"rrRrr/5/5/5/bbBbb green ox,boar elephant,horse crab", "blue or red"},
        {"rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse", "expected"},
        {"rrRrr/5/5/bbBbb blue ox,boar elephant,horse crab", "five ranks"},
        {"rrRrr/5/5/5/bbBbbb blue ox,boar elephant,horse crab", "more than five"},
        {"rrRRr/5/5/5/bbBbb blue ox,boar elephant,horse crab", "two masters"},
        {"rrrrr/5/5/5/bbbbb blue ox,boar elephant,horse crab", "both masters"},
        {"rrRrr/5/5/5/bbBbb blue ox,ox elephant,horse crab", "named twice"},
        {"rrRrr/5/5/5/bbBbx blue ox,boar elephant,horse crab", "unexpected 'x'"},
        {"rrRrr/b4/5/5/bbBbb blue ox,boar elephant,horse crab", "more than five pieces"},
        {"rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse crab draw=maybe", "unexpected"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        OnitamaState s;
        Error err;
        if (onitama_rules.from_fen(&s, bad[i][0], &err)) fail_msg("accepted '%s'", bad[i][0]);
        if (!strstr(err.message, bad[i][1]))
            fail_msg("'%s': message '%s' lacks '%s'", bad[i][0], err.message, bad[i][1]);
    }
}

/* Refusals explain themselves. */
static void test_move_errors(void **state) {
    (void)state;
    GameLine line;
    start_with(&line, "cards=ox,boar,horse,elephant,crab", 1);
    static const char *const cases[][2] = {
        {"horse:a1a2", "blue does not hold horse"},
        {"fish:a1a2", "unknown card 'fish'"},
        {"ox:a3a4", "no blue piece on a3"},
        {"ox:a1a3", "ox cannot move a piece from a1 to a3"},
        {"boar:a1b1", "b1 holds your own piece"},
        {"pass:ox", "only when no piece can move"},
        {"ox:a1", "two squares"},
        {"ox:z1a2", "bad square"},
        {"a1a2", "expected <card>:<from><to>"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Move m;
        Error err;
        assert_false(onitama_rules.move_from_text(game_line_state(&line), cases[i][0], &m, &err));
        if (!strstr(err.message, cases[i][1]))
            fail_msg("'%s': message '%s' lacks '%s'", cases[i][0], err.message, cases[i][1]);
    }
    game_line_free(&line);
}

/* The fast perft agrees with the generic one over the interface, in random positions. */
static void test_fast_perft_matches_generic(void **state) {
    (void)state;
    Rng rng;
    rng_seed(&rng, 99);
    for (int game = 0; game < 30; game++) {
        GameLine line;
        start_with(&line, "pool=all", rng_next(&rng));
        Move moves[GAME_MOVES_MAX];
        int plies = (int)rng_below(&rng, 12);
        for (int i = 0; i < plies; i++) {
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            if (n == 0) break;
            Error err;
            assert_true(game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err));
        }
        const void *st = game_line_state(&line);
        for (int depth = 0; depth <= 4; depth++)
            assert_int_equal(onitama_rules.perft(st, depth), game_perft(&onitama_rules, st, depth));
        game_line_free(&line);
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_tables_match_spec),
        cmocka_unit_test(test_deal),
        cmocka_unit_test(test_first_player_by_stamp),
        cmocka_unit_test(test_repetition_rule),
        cmocka_unit_test(test_bad_positions),
        cmocka_unit_test(test_move_errors),
        cmocka_unit_test(test_fast_perft_matches_generic),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
