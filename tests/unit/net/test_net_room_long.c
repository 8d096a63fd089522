/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Long games in a referee room: under options that lift the rules' own limits (draw=off) a game
 * ends drawn at the room's length limit (`over draw length`), its end reaching everyone with
 * `over` before every reveal; a late watcher or a seat rejoining a game at the limit gets all of
 * it; a room at the limit stays small; and a greeting, now copied from what was told live, is
 * the same lines as the old way of working each move out again for each recipient. */
#include "room_harness.h"

#include "net/net_room_internal.h"

static const char *const recipient_name[] = {"side 1", "side 2", "a spectator"};

/* Every line that reached `who` from `from` on, as a client rebuilds them: all of the game, its
 * end, every move revealed after `over`. */
static void check_whole_game(const Table *tb, int from, int who, int viewer, int plies) {
    ClientGame v = {.who = viewer};
    client_game_feed_traffic(&v, &tb->t, from, who);
    assert_int_equal(v.plies, plies);
    assert_true(v.over);
    assert_false(v.revealed_before_over);
    const GameRules *g = tb->truth.rules;
    assert_int_equal(v.reveals, room_game_hides(g) ? plies : 0);
    client_game_free(&v);
}

/* A game played to the room's limit (the default, 1000 moves): it ends drawn by `length`, the
 * end reaches everyone `over` first and then every move revealed; then a watcher and both
 * seats rejoining get the whole game; the room stays under 64 KB. */
static void game_at_the_limit(const char *host) {
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 9};
    table_host(&tb, host, &settings, 0);
    assert_int_equal(table_join(&tb), 1);
    char token[2][NET_TOKEN_TEXT];
    table_token(&tb, 0, token[0]);
    table_token(&tb, 1, token[1]);
    while (!net_room_over(tb.room) && tb.truth.length < 1100) {
        tb.now += 1000;
        table_play_lasting(&tb);
    }
    if (tb.truth.length != 1000 || !net_room_over(tb.room))
        fail_msg("%s: %d moves, %s", host, tb.truth.length,
                 net_room_over(tb.room) ? traffic_last(&tb.t, WHO_SPECTATORS, "over ")
                                        : "not over");
    for (int w = 0; w < 3; w++) {
        assert_string_equal(traffic_last(&tb.t, w, "over "), "over draw length");
        check_whole_game(&tb, 0, w, w, 1000);
    }
    int watcher = table_watch(&tb);
    int from = tb.t.count - traffic_count(&tb.t, 0, watcher, "");
    check_whole_game(&tb, from, watcher, WHO_SPECTATORS, 1000);
    for (int side = 0; side < 2; side++) {
        table_left(&tb, side);
        from = tb.t.count;
        assert_int_equal(table_rejoin(&tb, side, token[side]), side);
        check_whole_game(&tb, from, side, side, 1000);
    }
    if (net_room_memory(tb.room) > 64 * 1024)
        fail_msg("%s: a room at the limit holds %zu bytes", host, net_room_memory(tb.room));
    assert_int_equal(net_room_faults(tb.room), 0);
    table_check_record(&tb);
    table_free(&tb);
}

static void test_games_at_the_limit(void **state) {
    (void)state;
    game_at_the_limit("host gottaz mode=method1 draw=off");
    game_at_the_limit("host gottaz draw=off first=2");
}

/* The limit is a setting, and a game restored past it (saved before there was one) ends at
 * once. */
static void test_limit_setting(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 9, .max_plies = 30};
    table_host(&tb, "host gottaz draw=off", &settings, 0);
    assert_int_equal(table_join(&tb), 1);
    while (!net_room_over(tb.room)) table_play_lasting(&tb);
    assert_int_equal(tb.truth.length, 30);
    assert_string_equal(traffic_last(&tb.t, WHO_SPECTATORS, "over "), "over draw length");
    table_free(&tb);

    settings.max_plies = 60;
    table_host(&tb, "host gottaz draw=off", &settings, 0);
    assert_int_equal(table_join(&tb), 1);
    for (int i = 0; i < 40; i++) table_play_lasting(&tb);
    Error err;
    char *saved = net_room_save(tb.room, &err);
    char *limit = strstr(saved, "\nplies 60\n");
    assert_non_null(limit);
    memcpy(limit, "\nplies 20\n", 10);
    NetRoom *back = net_room_restore(saved, tb.now, &err);
    assert_non_null(back);
    Traffic t = {.sender = WHO_UNKNOWN};
    net_room_tick(back, tb.now + 1000, traffic_send, &t);
    assert_true(net_room_over(back));
    assert_string_equal(traffic_last(&t, WHO_SPECTATORS, "over "), "over draw length");
    free(t.lines);
    net_room_free(back);
    free(saved);
    table_free(&tb);
}

/* The `moved` and `position` lines recipient `who` (0, 1, 2 for spectators) gets of the game,
 * and the reveals once it is over, worked out the old way: the whole line replayed, each move
 * asked of the rules (room_tell_move), the reveals from the moves' own text. */
static char *old_way(const Table *tb, int who, bool over) {
    const GameRules *g = tb->truth.rules;
    const GameLine *line = &tb->truth;
    size_t size = 4096 + (size_t)line->length * 3 * (NET_LINE_MAX + 1);
    char *out = malloc(size);
    assert_non_null(out);
    size_t used = 0;
    char told[GAME_FEN_MAX], fen[GAME_FEN_MAX];
    if (room_tell_start(g, game_line_state_at(line, 0), who, fen, sizeof fen))
        used += (size_t)snprintf(out + used, size - used, "position 0 %s\n", fen);
    for (int i = 0; i < line->length; i++) {
        const void *before = game_line_state_at(line, i);
        bool position;
        assert_true(room_tell_move(g, before, game_line_state_at(line, i + 1), line->moves[i], who,
                                   told, sizeof told, &position, fen, sizeof fen));
        used += (size_t)snprintf(out + used, size - used, "moved %d %d %s\n", i + 1,
                                 g->to_move(before) + 1, told);
        if (position)
            used += (size_t)snprintf(out + used, size - used, "position %d %s\n", i + 1, fen);
    }
    for (int i = 0; over && room_game_hides(g) && i < line->length; i++) {
        const void *before = game_line_state_at(line, i);
        assert_true(g->move_to_text(before, line->moves[i], told, sizeof told));
        used += (size_t)snprintf(out + used, size - used, "reveal %d %d %s\n", i + 1,
                                 g->to_move(before) + 1, told);
    }
    return out;
}

static const char *const told_lines[] = {"moved ", "position ", "reveal ", NULL};

/* Each recipient's greeting (both seats rejoining, a watcher) against the old way. */
static void greetings_match(Table *tb, const char *host) {
    char token[2][NET_TOKEN_TEXT];
    table_token(tb, 0, token[0]);
    table_token(tb, 1, token[1]);
    bool over = net_room_over(tb->room);
    for (int who = 0; who < 3; who++) {
        int from = tb->t.count, to = who;
        if (who == 2) {
            to = table_watch(tb);
        } else {
            table_left(tb, who);
            from = tb->t.count;
            assert_int_equal(table_rejoin(tb, who, token[who]), who);
        }
        char *greeting = traffic_stream(&tb->t, from, to, told_lines);
        char *expected = old_way(tb, who == 2 ? NET_ROLE_SPECTATOR : who, over);
        if (strcmp(greeting, expected) != 0) {
            const char *p = greeting, *q = expected;
            while (*p && *p == *q) p++, q++;
            fail_msg("%s, %d moves%s: %s's greeting differs from the old way's:\n  ...%.120s\n"
                     "vs\n  ...%.120s",
                     host, tb->truth.length, over ? ", over" : "", recipient_name[who], p, q);
        }
        free(greeting);
        free(expected);
    }
}

/* In every game, mid-game and once over (and in a restored room, whose cache is worked out
 * again from the moves), each recipient's greeting from the cache is the old way's. */
static void cache_matches(const char *host, int moves) {
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 6};
    table_host(&tb, host, &settings, 0);
    assert_int_equal(table_join(&tb), 1);
    for (int i = 0; i < moves && !net_room_over(tb.room); i++) {
        tb.now += 1000000;
        table_play_lasting(&tb);
    }
    greetings_match(&tb, host);
    Table back;
    Error err;
    char *saved = net_room_save(tb.room, &err);
    back = (Table){.now = tb.now + 1000000};
    back.room = net_room_restore(saved, back.now, &err);
    free(saved);
    assert_non_null(back.room);
    assert_true(game_line_copy(&back.truth, &tb.truth, &err));
    back.have_truth = true;
    back.games = net_room_games(back.room);
    /* Both seats rejoin the restored room first, as they would. */
    for (int side = 0; side < 2; side++) {
        char token[NET_TOKEN_TEXT];
        table_token(&tb, side, token);
        assert_int_equal(table_rejoin(&back, side, token), side);
    }
    greetings_match(&back, host);
    table_free(&back);
    if (!net_room_over(tb.room)) assert_true(table_send(&tb, 1, "resign"));
    greetings_match(&tb, host);
    assert_int_equal(net_room_faults(tb.room), 0);
    table_free(&tb);
}

static void test_cache_matches_the_old_way(void **state) {
    (void)state;
    cache_matches("host onitama clock=5+3", 25);
    cache_matches("host gunzi", 25);
    cache_matches("host gottaz mode=method1 first=1", 14);
    cache_matches("host gottaz mode=method1 first=2 clock=5+3", 40);
    cache_matches("host gottaz", 30);
    cache_matches("host gottaz mode=method2", 30);
    cache_matches("host mortar-hunt clock=10", 12);
    cache_matches("host mortar-hunt craters=on", 40);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_at_the_limit),
        cmocka_unit_test(test_limit_setting),
        cmocka_unit_test(test_cache_matches_the_old_way),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
