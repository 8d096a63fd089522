/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A referee room's seats away: the clocks wait for an absent seat only a few seconds an absence
 * and only while its pause budget for the game lasts, so dropping buys no thinking time; each
 * seat's away budget is for the whole game; and in a game without a clock a seat that does not
 * come back in time is `gone`, which lets the other seat `claim` the game, or wait on. */
#include "room_harness.h"

/* A room where both seats are taken, the game started, and both seats' tokens. */
static void open_table(Table *tb, const char *host, const NetRoomSettings *settings,
                       char token[2][NET_TOKEN_TEXT]) {
    table_host(tb, host, settings, 0);
    assert_int_equal(table_join(tb), 1);
    assert_true(net_room_started(tb->room));
    table_token(tb, 0, token[0]);
    table_token(tb, 1, token[1]);
}

static int side_to_move(const Table *tb) {
    return tb->truth.rules->to_move(game_line_state(&tb->truth));
}

/* A side with 5 s a move drops four times for 7 s each, rejoining in between, on its own
 * move. Were the clocks paused for every absence it would think 4 * 7 + 5 s; with the defaults
 * (at most 5 s a pause, 10 s of pauses a game) its flag falls 15 s after its move began. */
static void test_drops_buy_only_the_pause_budget(void **state) {
    (void)state;
    Table tb;
    char token[2][NET_TOKEN_TEXT];
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    open_table(&tb, "host onitama clock=move:5", &settings, token);
    int mover = side_to_move(&tb);
    int64_t began = tb.now, fell = -1;
    for (int drop = 0; drop < 4 && fell < 0; drop++) {
        table_left(&tb, mover);
        for (int second = 0; second < 7 && fell < 0; second++) {
            tb.now += 1000000;
            table_tick(&tb);
            if (net_room_over(tb.room)) fell = tb.now;
        }
        if (fell < 0) assert_int_equal(table_rejoin(&tb, mover, token[mover]), mover);
    }
    if (fell < 0)
        fail_msg("4 drops of 7 s bought %lld s on a 5 s move",
                 (long long)((tb.now - began) / 1000000));
    assert_true(fell - began <= 15000000);
    char want[32];
    snprintf(want, sizeof want, "over win %d time", 2 - mover);
    for (int w = 0; w < 3; w++)
        if (w != mover) assert_string_equal(traffic_last(&tb.t, w, "over "), want);
    /* It comes back to the game as it ended. */
    int from = tb.t.count;
    assert_int_equal(table_rejoin(&tb, mover, token[mover]), mover);
    assert_int_equal(traffic_count(&tb.t, from, mover, want), 1);
    table_free(&tb);
}

/* The away budget is the game's: a seat away 40 s of its 60 has 20 s the next time. */
static void test_away_budget_spans_the_game(void **state) {
    (void)state;
    Table tb;
    char token[2][NET_TOKEN_TEXT];
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    open_table(&tb, "host onitama clock=60", &settings, token);
    int away = 1 - side_to_move(&tb);
    int from = tb.t.count;
    table_left(&tb, away);
    char want[32];
    snprintf(want, sizeof want, "waiting %d 60000", away + 1);
    assert_int_equal(traffic_count(&tb.t, from, 1 - away, want), 1);
    tb.now += 40000000;
    table_tick(&tb);
    assert_int_equal(table_rejoin(&tb, away, token[away]), away);
    from = tb.t.count;
    table_left(&tb, away);
    snprintf(want, sizeof want, "waiting %d 20000", away + 1);
    assert_int_equal(traffic_count(&tb.t, from, 1 - away, want), 1);
    assert_int_equal(traffic_count(&tb.t, from, WHO_SPECTATORS, want), 1);
    tb.now += 19999000;
    table_tick(&tb);
    assert_false(net_room_over(tb.room));
    tb.now += 2000;
    table_tick(&tb);
    assert_true(net_room_over(tb.room));
    snprintf(want, sizeof want, "over win %d time", 2 - away);
    assert_string_equal(traffic_last(&tb.t, WHO_SPECTATORS, "over "), want);
    table_free(&tb);
}

/* A game without a clock is not lost on time by a seat that left: once its time to come back
 * runs out the others are told it is gone, and the seat still there claims the game or waits
 * on (the seat may still come back, and the game goes on). */
static void test_no_clock_gone_and_claim(void **state) {
    (void)state;
    Table tb;
    char token[2][NET_TOKEN_TEXT];
    NetRoomSettings settings = {.have_seed = true, .seed = 3, .rejoin_wait_ms = 30000};
    open_table(&tb, "host gunzi", &settings, token);
    table_play_random(&tb);
    int away = side_to_move(&tb); /* it leaves on its own move */
    int here = 1 - away;
    char gone[16], want[32];
    snprintf(gone, sizeof gone, "gone %d", away + 1);
    int from = tb.t.count;
    table_left(&tb, away);
    tb.now += 31000000;
    table_tick(&tb);
    if (net_room_over(tb.room))
        fail_msg("a game without a clock ended: %s", traffic_last(&tb.t, here, "over "));
    assert_int_equal(traffic_count(&tb.t, from, here, gone), 1);
    assert_int_equal(traffic_count(&tb.t, from, WHO_SPECTATORS, gone), 1);
    assert_int_equal(traffic_count(&tb.t, from, away, gone), 0);
    assert_int_equal(table_tick(&tb), -1); /* nothing more to wait for */
    /* A late watcher hears it too. */
    int watcher = table_watch(&tb);
    snprintf(want, sizeof want, "waiting %d 0", away + 1);
    assert_int_equal(traffic_count(&tb.t, 0, watcher, want), 1);
    assert_int_equal(traffic_count(&tb.t, 0, watcher, gone), 1);
    /* It comes back after all: the others are told, and the game goes on. */
    from = tb.t.count;
    assert_int_equal(table_rejoin(&tb, away, token[away]), away);
    snprintf(want, sizeof want, "waiting %d -", away + 1);
    assert_int_equal(traffic_count(&tb.t, from, here, want), 1);
    assert_false(table_send(&tb, here, "claim"));
    table_play_random(&tb);
    assert_false(net_room_over(tb.room));
    /* It leaves again with nothing left of its time to come back: gone at once; the
     * spectators may not claim; the seat there claims and wins. */
    from = tb.t.count;
    table_left(&tb, away);
    table_tick(&tb);
    assert_int_equal(traffic_count(&tb.t, from, here, gone), 1);
    assert_false(table_send(&tb, NET_ROLE_SPECTATOR, "claim"));
    from = tb.t.count;
    assert_true(table_send(&tb, here, "claim"));
    snprintf(want, sizeof want, "over win %d abandoned", here + 1);
    for (int w = 0; w < 3; w++)
        if (w != away) assert_int_equal(traffic_count(&tb.t, from, w, want), 1);
    assert_false(table_send(&tb, here, "claim"));
    table_check_record(&tb);
    table_free(&tb);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_drops_buy_only_the_pause_budget),
        cmocka_unit_test(test_away_budget_spans_the_game),
        cmocka_unit_test(test_no_clock_gone_and_claim),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
