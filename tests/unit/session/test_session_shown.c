/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's snapshot of what is shown (session_shown.h): made once per change, it equals one
 * made afresh after every kind of action in every game; behind a privacy screen it holds nothing
 * of the position, the moves, the hint or the computer's guess; and, for each side in turn, two
 * games that differ only in the other side's secret give that side the same snapshot. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "core/rng.h"
#include "session/session.h"
#include "session/session_internal.h"

static Session *start_with(const char *game, const char *options, uint64_t seed, const char *first,
                           const char *second, bool seeded) {
    GameOptions opt;
    Error err;
    game_options_init(&opt);
    assert_true(game_options_parse_line(&opt, options, &err));
    GameLine line;
    assert_true(game_line_start(&line, game_find(game), &opt, seed, &err));
    SessionSettings settings;
    session_settings_init(&settings);
    settings.seats[0] = session_seat_from_name(first);
    settings.seats[1] = session_seat_from_name(second);
    settings.depth_limit = 1;
    settings.seeded_choices = seeded;
    settings.choice_seed = seed;
    Session *s = session_new(&line, &settings, &err);
    if (!s) fail_msg("%s", err.message);
    return s;
}

static Session *start(const char *game, uint64_t seed, const char *first, const char *second,
                      bool seeded) {
    return start_with(game, "", seed, first, second, seeded);
}

/* A copy of a snapshot that outlives the session's next change: its buffers copied. */
typedef struct Kept {
    SessionShown shown;
    unsigned char position[8192], before[8192];
    char texts[64][GAME_MOVE_TEXT_MAX];
} Kept;

static void keep(const SessionShown *v, Kept *k) {
    size_t size = game_position_size(v->rules);
    assert_true(size <= sizeof k->position);
    k->shown = *v;
    memset(k->position, 0, sizeof k->position);
    memset(k->before, 0, sizeof k->before);
    if (v->position) memcpy(k->position, v->position, size);
    if (v->before) memcpy(k->before, v->before, size);
    memset(k->texts, 0, sizeof k->texts);
    for (int i = 0; i < v->move_count && i < 64; i++)
        snprintf(k->texts[i], GAME_MOVE_TEXT_MAX, "%s", v->texts[i]);
}

/* What a front end may read of two snapshots is the same. */
static void assert_same(const Kept *a, const Kept *b, const char *when) {
    const SessionShown *x = &a->shown, *y = &b->shown;
#define SAME(field)                                                                                \
    do {                                                                                           \
        if (x->field != y->field) fail_msg("%s: %s differs", when, #field);                        \
    } while (0)
    SAME(screen_side);
    SAME(viewer);
    SAME(privacy_side);
    SAME(screened);
    SAME(hides_moves);
    SAME(whole);
    SAME(length);
    SAME(index);
    SAME(live);
    SAME(has_last);
    SAME(to_move);
    SAME(can_act);
    SAME(move_count);
    SAME(can_undo);
    SAME(can_redo);
    SAME(can_hint);
    SAME(can_resign);
    SAME(has_hint);
    SAME(over);
    SAME(outcome.kind);
    SAME(outcome.winner);
    SAME(resigned);
    SAME(replay);
    SAME(hidden_heat_cells);
    SAME(flagged);
    SAME(clock_running);
#undef SAME
    if ((x->position == NULL) != (y->position == NULL)) fail_msg("%s: position differs", when);
    if ((x->revealed == NULL) != (y->revealed == NULL)) fail_msg("%s: revealed differs", when);
    if (memcmp(a->position, b->position, sizeof a->position) != 0)
        fail_msg("%s: the position's bytes differ", when);
    if (x->has_last && (x->last != y->last || memcmp(a->before, b->before, sizeof a->before) != 0))
        fail_msg("%s: the last move differs", when);
    if (memcmp(a->texts, b->texts, sizeof a->texts) != 0) fail_msg("%s: the moves differ", when);
    if (strcmp(x->status, y->status) != 0) fail_msg("%s: status differs", when);
    if (strcmp(x->hint_text, y->hint_text) != 0) fail_msg("%s: the hint differs", when);
    if (strcmp(x->expected_text, y->expected_text) != 0) fail_msg("%s: expected differs", when);
}

/* The snapshot as kept equals one made afresh now. */
static void assert_fresh(Session *s, const char *when) {
    Kept *kept = malloc(sizeof *kept), *fresh = malloc(sizeof *fresh);
    assert_non_null(kept);
    assert_non_null(fresh);
    keep(session_shown(s), kept);
    session_shown_stale(s);
    keep(session_shown(s), fresh);
    assert_same(kept, fresh, when);
    free(kept);
    free(fresh);
}

/* Behind a privacy screen nothing of a side's secrets is in the snapshot. */
static void assert_nothing_private(Session *s) {
    const SessionShown *v = session_shown(s);
    if (!v->screened) return;
    assert_int_equal(v->screen_side, SESSION_SHOWS_NEITHER);
    assert_null(v->position);
    assert_null(v->before);
    assert_false(v->has_last);
    assert_int_equal(v->move_count, 0);
    assert_false(v->can_act);
    assert_false(v->has_hint);
    assert_string_equal(v->hint_text, "");
    assert_string_equal(v->expected_text, "");
    assert_null(v->hidden_heat);
    char describe[4096];
    session_shown_describe(v, describe, sizeof describe);
    assert_string_equal(describe, "");
}

/* Random actions of every kind, the snapshot checked against a fresh one after each. */
static void random_session(const char *game, const char *first, const char *second, uint64_t seed) {
    Session *s = start(game, seed, first, second, true);
    Rng rng;
    rng_seed(&rng, seed * 7919 + 1);
    char when[160];
    for (int step = 0; step < 60; step++) {
        const SessionShown *v = session_shown(s);
        int action = (int)rng_below(&rng, 10);
        Error err;
        snprintf(when, sizeof when, "%s seed %llu step %d action %d", game,
                 (unsigned long long)seed, step, action);
        if (v->screened) {
            assert_nothing_private(s);
            session_take_screen(s);
        } else if (action == 0) {
            session_undo(s);
        } else if (action == 1) {
            session_redo(s);
        } else if (action == 2) {
            session_review(s, (int)rng_below(&rng, (uint64_t)v->length + 1));
        } else if (action == 3) {
            session_review(s, -1);
        } else if (action == 4 && v->can_hint) {
            if (session_ask_hint(s, &err)) session_wait(s);
        } else if (action == 5 && v->over) {
            session_undo(s);
        } else if (v->can_act && v->move_count > 0) {
            int pick = (int)rng_below(&rng, (uint64_t)v->move_count);
            if (!session_play(s, v->moves[pick], &err)) fail_msg("%s: %s", when, err.message);
        } else if (!v->over && session_shown(s)->thinking) {
            session_wait(s);
        } else if (v->over) {
            session_review(s, (int)rng_below(&rng, (uint64_t)v->length + 1));
        } else {
            session_review(s, -1);
        }
        session_poll(s, true);
        assert_fresh(s, when);
        assert_nothing_private(s);
    }
    session_free(s);
}

static void test_made_once_equals_made_afresh(void **state) {
    (void)state;
    static const char *const games[] = {"onitama", "gunzi", "gottaz", "mortar-hunt"};
    for (size_t g = 0; g < sizeof games / sizeof *games; g++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            random_session(games[g], "human", "human", seed);
            random_session(games[g], "human", "beginner", seed);
            random_session(games[g], "beginner", "human", seed);
        }
}

/* Between two people in a game that hides something, every turn starts behind the screen, and the
 * side that takes it sees its own knowledge only. */
static void test_privacy_screen_holds_nothing(void **state) {
    (void)state;
    Session *s = start("mortar-hunt", 5, "human", "human", true);
    int screens = 0;
    for (int turn = 0; turn < 12 && !session_shown(s)->over; turn++) {
        const SessionShown *v = session_shown(s);
        if (v->screened) {
            screens++;
            assert_nothing_private(s);
            int side = v->privacy_side;
            session_take_screen(s);
            v = session_shown(s);
            assert_int_equal(v->screen_side, side);
            assert_non_null(v->position);
            assert_true(v->can_act);
        }
        Error err;
        assert_true(session_play(s, v->moves[0], &err));
    }
    assert_true(screens >= 6);
    session_free(s);
}

/* A move other than the first of those offered (the first when it is the only one). */
static int other_move(const SessionShown *v) {
    return v->move_count > 1 ? 1 : 0;
}

/* For each side in turn, the other side's secret choices (a setup, the picks of a set drafted in
 * secret) differ between two games; while they are still hidden, the snapshot shown to `side` at
 * its turn is the same in both, byte for byte. Returns how many sides had such a turn (a side
 * that chooses first sees the other's choices only once they are revealed). */
static int secret_differs(const char *game, const char *options) {
    int tested = 0;
    for (int side = 0; side < 2; side++) {
        Kept *seen[2] = {NULL, NULL};
        for (int version = 0; version < 2; version++) {
            Session *s = start_with(game, options, 9, "human", "human", true);
            bool other_secret = false, reached = false;
            for (int ply = 0; ply < 60 && !reached; ply++) {
                const SessionShown *v = session_shown(s);
                if (v->screened) session_take_screen(s);
                v = session_shown(s);
                if (v->over || (other_secret && !v->hides_moves)) break; /* revealed */
                if (v->to_move == side && other_secret) {
                    reached = true;
                    break;
                }
                int pick = 0;
                if (v->to_move != side) { /* its choice is a secret, or makes one */
                    pick = version == 0 ? 0 : other_move(v);
                    other_secret = true;
                }
                Error err;
                if (!session_play(s, v->moves[pick], &err)) fail_msg("%s", err.message);
            }
            if (reached) {
                const SessionShown *v = session_shown(s);
                if (v->screen_side != side)
                    fail_msg("%s version %d: side %d is not at the screen (%d is)", game, version,
                             side, v->screen_side);
                seen[version] = malloc(sizeof(Kept));
                assert_non_null(seen[version]);
                keep(v, seen[version]);
            }
            session_free(s);
        }
        if (seen[0] && seen[1]) {
            char when[96];
            snprintf(when, sizeof when, "%s, shown to side %d", game, side);
            assert_same(seen[0], seen[1], when);
            tested++;
        }
        free(seen[0]);
        free(seen[1]);
    }
    return tested;
}

static void test_other_side_secret_not_shown(void **state) {
    (void)state;
    assert_int_equal(secret_differs("mortar-hunt", ""), 2);
    /* The sets drafted in secret: the second to pick sees the first's picks hidden. */
    assert_int_equal(secret_differs("gottaz", "mode=method1"), 1);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_made_once_equals_made_afresh),
        cmocka_unit_test(test_privacy_screen_holds_nothing),
        cmocka_unit_test(test_other_side_secret_not_shown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
