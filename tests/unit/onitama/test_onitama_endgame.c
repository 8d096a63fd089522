/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Solved endgames: Onitama's table checked against the rules on random positions of it, the
 * search playing its fastest wins and longest defences, and the cache that builds, extends and
 * replaces tables on a worker thread. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ai/ai_endgame.h"
#include "ai/ai_eval.h"
#include "ai/ai_player.h"
#include "ai/ai_search.h"
#include "core/rng.h"
#include "rules/game_line.h"
#include "rules/onitama/onitama.h"

/* Random positions checked against the rules (a share of them in the sanitizer build). */
#define CHECKS (40000 * DUELBOARD_TEST_SHARE / 100)
#define SEARCHES (300 * DUELBOARD_TEST_SHARE / 100)

static const char *const deal[5] = {"ox", "boar", "horse", "elephant", "crab"};

static const GameRules *onitama(void) {
    const GameRules *g = game_find("onitama");
    assert_non_null(g);
    return g;
}

/* A position of the deal with both masters and `students` students (-1: up to two), all at
 * random, written as the rules' own position text so that nothing of the table's indexing is
 * trusted; three are never all one side's (the table leaves those to the search). */
static void random_position(Rng *rng, int students_wanted, char *fen, size_t n) {
    char board[25];
    for (;;) {
        memset(board, '.', sizeof board);
        int blue_master = (int)rng_below(rng, 25), red_master = (int)rng_below(rng, 25);
        /* A master on the other's Temple Arch has already won. */
        if (blue_master == red_master || blue_master == ONITAMA_TEMPLE_RED ||
            red_master == ONITAMA_TEMPLE_BLUE)
            continue;
        board[blue_master] = 'B';
        board[red_master] = 'R';
        int students = students_wanted < 0 ? (int)rng_below(rng, 3) : students_wanted;
        int blue = 0;
        for (int i = 0; i < students;) {
            int sq = (int)rng_below(rng, 25);
            if (board[sq] != '.') continue;
            board[sq] = rng_below(rng, 2) ? 'b' : 'r';
            blue += board[sq] == 'b';
            i++;
        }
        if (students == 3 && (blue == 0 || blue == 3)) continue;
        break;
    }
    size_t used = 0;
    for (int rank = 4; rank >= 0; rank--) {
        int empty = 0;
        for (int file = 0; file < 5; file++) {
            char c = board[rank * 5 + file];
            if (c == '.') {
                empty++;
                continue;
            }
            if (empty) fen[used++] = (char)('0' + empty);
            empty = 0;
            fen[used++] = c;
        }
        if (empty) fen[used++] = (char)('0' + empty);
        if (rank) fen[used++] = '/';
    }
    fen[used] = '\0';
    int order[5] = {0, 1, 2, 3, 4};
    for (int i = 4; i > 0; i--) {
        int j = (int)rng_below(rng, (uint64_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    char rest[128];
    snprintf(rest, sizeof rest, " %s %s,%s %s,%s %s", rng_below(rng, 2) ? "red" : "blue",
             deal[order[0]], deal[order[1]], deal[order[2]], deal[order[3]], deal[order[4]]);
    snprintf(fen + used, n - used, "%s", rest);
}

/* The cache the tests' players own, as a session or a match owns its own. */
static AiEndgameCache *cache;

/* The start of a game of the deal. */
static void deal_start(OnitamaState *s) {
    int cards[5];
    for (int i = 0; i < 5; i++) cards[i] = onitama_card_by_name(deal[i]);
    onitama_start(s, cards, true);
}

static AiEndgameTable *deal_table(void) {
    OnitamaState s;
    deal_start(&s);
    AiEndgameTable *t = ai_endgame_wait(cache, onitama(), &s);
    assert_non_null(t);
    return t;
}

static void start_fen(GameLine *line, const char *fen) {
    Error err;
    if (!game_line_start_fen(line, onitama(), fen, &err)) fail_msg("%s: %s", fen, err.message);
}

/* Every random position's value follows from its moves' by the rules: by induction on the
 * distance that makes every value right, the draws included. */
static void test_values_follow_from_the_rules(void **state) {
    (void)state;
    AiEndgameTable *t = deal_table();
    const AiEndgameStats *stats = ai_endgame_stats(t);
    assert_true(stats->bytes <= 64u << 20);
    assert_true(stats->wins > 0 && stats->losses > 0);
    Rng rng;
    rng_seed(&rng, 2026);
    int wins = 0, losses = 0, draws = 0;
    for (int i = 0; i < CHECKS; i++) {
        char fen[GAME_FEN_MAX];
        random_position(&rng, -1, fen, sizeof fen);
        GameLine line;
        start_fen(&line, fen);
        int stored, expected;
        if (!ai_endgame_check(t, onitama(), game_line_state(&line), &stored, &expected))
            fail_msg("%s: the table holds %d, its moves give %d", fen, stored, expected);
        wins += stored > 0;
        losses += stored < 0;
        draws += stored == 0;
        game_line_free(&line);
    }
    print_message("%d wins, %d losses, %d draws\n", wins, losses, draws);
    assert_true(wins > 0 && losses > 0);
    ai_endgame_release(t);
}

/* Positions the rules settle by hand. */
static void test_known_positions(void **state) {
    (void)state;
    AiEndgameTable *t = deal_table();
    static const struct {
        const char *fen;
        int plies;
    } known[] = {
        /* Blue's Ox (0,1) takes the master on c3 from c2. */
        {"5/5/2R2/2B2/5 blue ox,boar elephant,horse crab", 1},
        /* The same for Red, whose Horse steps forward (down the board). */
        {"5/5/2R2/2B2/5 red ox,boar elephant,horse crab", 1},
        /* Blue's master on c4 steps onto Red's Temple Arch with Ox. */
        {"1R3/2B2/5/5/5 blue ox,boar elephant,horse crab", 1},
        /* From b5 Red's Elephant takes on c4 first. */
        {"1R3/2B2/5/5/5 red ox,boar elephant,horse crab", 1},
        /* From e5 neither Elephant nor Horse reaches c4 or c5, and Blue keeps Ox. */
        {"4R/2B2/5/5/5 red ox,boar elephant,horse crab", -2},
    };
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++) {
        GameLine line;
        start_fen(&line, known[i].fen);
        int plies;
        assert_true(ai_endgame_probe(t, game_line_state(&line), &plies));
        if (plies != known[i].plies)
            fail_msg("%s: %d, not %d", known[i].fen, plies, known[i].plies);
        game_line_free(&line);
    }
    /* Three students are beyond the table. */
    GameLine line;
    start_fen(&line, "r4/5/2R2/2Bb1/b4 blue ox,boar elephant,horse crab");
    int plies;
    assert_false(ai_endgame_probe(t, game_line_state(&line), &plies));
    game_line_free(&line);
    ai_endgame_release(t);
}

/* Master's search with the table, one ply deep: a win goes the fastest way, a loss the
 * slowest, a draw stays a draw. */
static void test_search_plays_the_table(void **state) {
    (void)state;
    AiEndgameTable *t = deal_table();
    Rng rng;
    rng_seed(&rng, 77);
    int long_wins = 0;
    for (int i = 0; i < SEARCHES; i++) {
        char fen[GAME_FEN_MAX];
        random_position(&rng, -1, fen, sizeof fen);
        GameLine line;
        start_fen(&line, fen);
        int before;
        assert_true(ai_endgame_probe(t, game_line_state(&line), &before));
        AiSearchParams p = {0};
        p.depth = 1;
        p.seed = (uint64_t)i;
        p.endgame_tables = true;
        p.endgame_cache = cache;
        AiSearchResult r;
        Error err;
        assert_true(ai_search(&line, &p, NULL, NULL, &r, &err));
        assert_true(game_line_play(&line, r.best, &err));
        int after = 0;
        if (game_line_outcome(&line).kind == OUTCOME_ONGOING)
            assert_true(ai_endgame_probe(t, game_line_state(&line), &after));
        int expected = before > 1 ? -(before - 1) : before < 0 ? -before - 1 : 0;
        if (before != 1 && after != expected)
            fail_msg("%s: %d before, the move chosen leaves %d, not %d", fen, before, after,
                     expected);
        if (before == 1) assert_int_equal(game_line_outcome(&line).kind, OUTCOME_WIN);
        long_wins += before >= 9;
        game_line_free(&line);
    }
    assert_true(long_wins > 0);
    ai_endgame_release(t);
}

/* A new deal replaces the table, whose holders can still read it; a game closed takes its table
 * out; a build replaced or freed with its cache before it ends is cancelled and leaves nothing
 * behind; another owner's cache has none of it. (One table is built in this test program: a
 * build takes a while under the sanitizers.) */
static void test_cache(void **state) {
    (void)state;
    const GameRules *g = onitama();
    OnitamaState s;
    deal_start(&s);
    GameLine other;
    start_fen(&other, "rrRrr/5/5/5/bbBbb blue tiger,crab monkey,crane goose");
    AiEndgameTable *first = deal_table();
    AiEndgameCache *elsewhere = ai_endgame_cache_new();
    assert_non_null(elsewhere);
    assert_null(ai_endgame_acquire(elsewhere, g, &s));
    ai_endgame_cache_free(elsewhere);
    AiEndgameTable *again = ai_endgame_acquire(cache, g, &s);
    assert_ptr_equal(again, first);
    ai_endgame_release(again);
    assert_null(ai_endgame_acquire(cache, g, game_line_state(&other)));
    /* Forgetting another game's table leaves this one; forgetting this one takes it out. */
    ai_endgame_forget(cache, g, game_line_state(&other));
    again = ai_endgame_acquire(cache, g, &s);
    assert_ptr_equal(again, first);
    ai_endgame_release(again);
    ai_endgame_forget(cache, g, &s);
    assert_null(ai_endgame_acquire(cache, g, &s));

    ai_endgame_prepare(cache, g, game_line_state(&other));
    assert_null(ai_endgame_acquire(cache, g, &s));
    GameLine line;
    start_fen(&line, "5/5/2R2/2B2/5 blue ox,boar elephant,horse crab");
    int plies;
    assert_true(ai_endgame_probe(first, game_line_state(&line), &plies));
    assert_int_equal(plies, 1);
    ai_endgame_release(first);

    ai_endgame_prepare(cache, g, &s);
    ai_endgame_prepare(cache, g, game_line_state(&other));
    ai_endgame_cache_free(cache);
    cache = ai_endgame_cache_new();
    assert_non_null(cache);
    assert_null(ai_endgame_acquire(cache, g, game_line_state(&other)));
    assert_null(ai_endgame_acquire(cache, g, &s));
    game_line_free(&line);
    game_line_free(&other);
}

/* A full cache extends its tables: searches probe the first stage (two students) as soon as it
 * is built, while the three students are solved behind them and not read until complete; a
 * person's wait (`wait_unless`) ends with the first stage. A table built before the cache was
 * made full is built again, extended; one extended stays when the cache is made quick again.
 * Forgetting the table cancels the extension. (The three students themselves are checked by
 * test_three_students, in the plain build only.) */
static void test_full_cache(void **state) {
    (void)state;
    const GameRules *g = onitama();
    OnitamaState s;
    deal_start(&s);
    AiEndgameTable *quick = ai_endgame_wait_unless(cache, g, &s, NULL);
    assert_non_null(quick);
    ai_endgame_cache_set_full(cache, true);
    ai_endgame_prepare(cache, g, &s);
    assert_null(ai_endgame_acquire(cache, g, &s)); /* being built again */
    AiEndgameTable *full = ai_endgame_wait_unless(cache, g, &s, NULL);
    assert_non_null(full);
    assert_ptr_not_equal(full, quick);
    GameLine two, three;
    start_fen(&two, "5/5/2R2/2B2/5 blue ox,boar elephant,horse crab");
    start_fen(&three, "2R1r/5/5/5/bbB2 blue ox,boar elephant,horse crab");
    int plies;
    assert_true(ai_endgame_probe(full, game_line_state(&two), &plies));
    assert_int_equal(plies, 1);
    assert_false(ai_endgame_probe(quick, game_line_state(&three), &plies));
    assert_false(ai_endgame_probe(full, game_line_state(&three), &plies)); /* still solving */
    ai_endgame_cache_set_full(cache, false);
    ai_endgame_prepare(cache, g, &s);
    AiEndgameTable *kept = ai_endgame_acquire(cache, g, &s);
    assert_ptr_equal(kept, full);
    ai_endgame_release(kept);
    ai_endgame_forget(cache, g, &s);
    assert_null(ai_endgame_acquire(cache, g, &s));
    ai_endgame_release(full);
    ai_endgame_release(quick);
    game_line_free(&two);
    game_line_free(&three);
}

/* The full table's three students (two against one), on random positions written as position
 * text: a win or a loss without a distance must follow from the moves' results by the rules, as
 * must a draw; wins and losses are found. A search reads them as a table's win (above every
 * evaluation, below a forced result) for the winner, unless it asks for exact results only (an
 * analysis). The build takes some 45 s here and minutes under the sanitizers: the plain build only.
 */
static void test_three_students(void **state) {
    (void)state;
#if DUELBOARD_TEST_SHARE < 100
    skip();
#else
    const GameRules *g = onitama();
    OnitamaState s;
    deal_start(&s);
    AiEndgameCache *full = ai_endgame_cache_new();
    ai_endgame_cache_set_full(full, true);
    AiEndgameTable *t = ai_endgame_wait(full, g, &s);
    assert_non_null(t);
    assert_true(ai_endgame_stats(t)->bytes <= 64u << 20);
    Rng rng;
    rng_seed(&rng, 2027);
    int wins = 0, losses = 0, draws = 0;
    for (int i = 0; i < 20000; i++) {
        char fen[GAME_FEN_MAX];
        random_position(&rng, 3, fen, sizeof fen);
        GameLine line;
        start_fen(&line, fen);
        int stored, expected;
        if (!ai_endgame_check(t, g, game_line_state(&line), &stored, &expected))
            fail_msg("%s: the table holds %d, its moves give %d", fen, stored, expected);
        assert_true(stored == 0 || abs(stored) == AI_ENDGAME_WIN_UNTIMED);
        wins += stored > 0;
        losses += stored < 0;
        draws += stored == 0;
        game_line_free(&line);
    }
    print_message("three students: %d wins, %d losses, %d draws\n", wins, losses, draws);
    assert_true(wins > 0 && losses > 0); /* draws are rare: tens of thousands in 191 million */

    GameLine line;
    start_fen(&line, "2R1r/5/5/5/bbB2 blue ox,boar elephant,horse crab");
    int plies;
    assert_true(ai_endgame_probe(t, game_line_state(&line), &plies));
    assert_int_equal(plies, AI_ENDGAME_WIN_UNTIMED);
    AiSearchParams p = {0};
    p.depth = 2;
    p.seed = 1;
    p.endgame_tables = true;
    p.endgame_cache = full;
    AiSearchResult r;
    Error err;
    assert_true(ai_search(&line, &p, NULL, NULL, &r, &err));
    assert_in_range(r.score, AI_SCORE_WIN_MIN - 1900, AI_SCORE_WIN_MIN - 100);
    p.endgame_exact_only = true;
    assert_true(ai_search(&line, &p, NULL, NULL, &r, &err));
    assert_true(r.score < AI_SCORE_WIN_MIN - 1900);
    game_line_free(&line);
    ai_endgame_release(t);
    ai_endgame_cache_free(full);
#endif
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_values_follow_from_the_rules),
        cmocka_unit_test(test_known_positions),
        cmocka_unit_test(test_search_plays_the_table),
        cmocka_unit_test(test_cache),
        cmocka_unit_test(test_full_cache),
        cmocka_unit_test(test_three_students),
    };
    cache = ai_endgame_cache_new();
    if (!cache) return 1;
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    ai_endgame_cache_free(cache);
    return failed;
}
