/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee room: whole games of every game played through its messages, with clients that
 * rebuild what they may know from what they are sent; refusals that leave the game untouched;
 * resignation, draws, flags, drops and rejoins, rematches; a saved room restored and played on;
 * and late comers told the same moves as those who were there. */
#include "room_harness.h"

static const char *const move_lines[] = {"moved ", "position ", NULL};

/* A room where both seats are taken, the game started. */
static void open_table(Table *tb, const char *host, const NetRoomSettings *settings) {
    table_host(tb, host, settings, 0);
    assert_false(net_room_started(tb->room));
    assert_int_equal(table_join(tb), 1);
    assert_true(net_room_started(tb->room));
    assert_true(tb->have_truth);
}

/* Plays a whole game of `host` with seeded random legal moves; every recipient's game is
 * checked after every move against what it may know of the true game. */
static void whole_game(const char *host) {
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 11};
    open_table(&tb, host, &settings);
    ClientGame clients[3] = {{.who = 0}, {.who = 1}, {.who = WHO_SPECTATORS}};
    int from = 0;
    int plies = 0;
    while (!net_room_over(tb.room)) {
        assert_true(plies++ < 5000);
        for (int w = 0; w < 3; w++) {
            client_game_feed_traffic(&clients[w], &tb.t, from, w);
            if (!net_room_over(tb.room)) client_game_check(&clients[w], game_line_state(&tb.truth));
        }
        from = tb.t.count;
        tb.now += 1000 + (int64_t)rng_below(&tb.rng, 5000) * 1000;
        table_play_random(&tb);
    }
    const GameRules *g = tb.truth.rules;
    bool hides = g->observe || g->conceal || g->tell_side;
    for (int w = 0; w < 3; w++) {
        client_game_feed_traffic(&clients[w], &tb.t, from, w);
        assert_true(clients[w].over);
        assert_int_equal(clients[w].plies, tb.truth.length);
        assert_false(clients[w].revealed_before_over);
        assert_int_equal(clients[w].reveals, hides ? tb.truth.length : 0);
        if (!g->tell_side) client_game_check(&clients[w], game_line_state(&tb.truth));
    }
    /* The end the room told is the rules' end. */
    Outcome o = game_line_outcome(&tb.truth);
    const char *over = traffic_last(&tb.t, WHO_SPECTATORS, "over ");
    assert_non_null(over);
    char want[64];
    if (o.kind == OUTCOME_WIN)
        snprintf(want, sizeof want, "over win %d %s", o.winner + 1, o.reason);
    else
        snprintf(want, sizeof want, "over draw %s", o.reason);
    assert_true(starts_with(over, want));
    assert_true(net_room_faults(tb.room) == 0);
    table_check_record(&tb);
    /* A room keeps its game small, however long it was: a server holds many. */
    if (net_room_memory(tb.room) > 64 * 1024)
        fail_msg("a room of %d moves holds %zu bytes", tb.truth.length, net_room_memory(tb.room));
    /* A move after the end is refused. */
    int before = tb.t.count;
    assert_false(table_send(&tb, 0, "play x"));
    assert_int_equal(tb.t.count, before + 1);
    assert_int_equal(tb.t.lines[before].who, 0);
    assert_true(starts_with(tb.t.lines[before].text, "error "));
    for (int w = 0; w < 3; w++) client_game_free(&clients[w]);
    table_free(&tb);
}

static void test_whole_games(void **state) {
    (void)state;
    whole_game("host onitama clock=5+3");
    whole_game("host gunzi");
    whole_game("host gottaz mode=method1 first=2 clock=move:30");
    whole_game("host gottaz");
    whole_game("host mortar-hunt clock=10");
}

/* `message` from `role` is refused with an error to the sender alone, and the game and its
 * saved text stay as they were. */
static void refused(Table *tb, int role, const char *message) {
    Error err;
    char *before = net_room_save(tb->room, &err);
    assert_non_null(before);
    unsigned version = net_room_version(tb->room);
    int from = tb->t.count;
    if (table_send(tb, role, message)) fail_msg("'%s' from %d was taken", message, role);
    assert_int_equal(tb->t.count, from + 1);
    assert_int_equal(tb->t.lines[from].who, role);
    assert_true(starts_with(tb->t.lines[from].text, "error "));
    char *after = net_room_save(tb->room, &err);
    assert_string_equal(before, after);
    assert_int_equal(net_room_version(tb->room), version);
    free(before);
    free(after);
}

static void test_refusals(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    table_host(&tb, "host onitama", &settings, 0);
    refused(&tb, 0, "play ox:c1c2"); /* nobody to play against yet */
    assert_int_equal(table_join(&tb), 1);
    Error err;
    assert_int_equal(net_room_join(tb.room, tb.now, traffic_send, &tb.t, &err), -1);
    Move moves[GAME_MOVES_MAX];
    assert_true(game_line_moves(&tb.truth, moves, GAME_MOVES_MAX) > 0);
    char legal[GAME_MOVE_TEXT_MAX];
    assert_true(
        tb.truth.rules->move_to_text(game_line_state(&tb.truth), moves[0], legal, sizeof legal));
    int mover = tb.truth.rules->to_move(game_line_state(&tb.truth));
    char line[GAME_MOVE_TEXT_MAX + 8];
    snprintf(line, sizeof line, "play %s", legal);
    refused(&tb, 1 - mover, line);          /* out of turn */
    refused(&tb, NET_ROLE_SPECTATOR, line); /* a spectator */
    refused(&tb, mover, "play ox:a9a9");    /* not a move */
    refused(&tb, mover, "draw accept");     /* nothing offered */
    refused(&tb, mover, "draw maybe");      /* not an answer */
    refused(&tb, mover, "rematch");         /* not over */
    refused(&tb, mover, "say swearword");   /* not a phrase */
    refused(&tb, NET_ROLE_SPECTATOR, "say hello");
    refused(&tb, NET_ROLE_SPECTATOR, "resign");
    refused(&tb, mover, "hello 1 someone"); /* not a room's message */
    /* A stale token rejoins nothing and sends nothing. */
    int from = tb.t.count;
    assert_int_equal(table_rejoin(&tb, 0, "00112233445566778899aabbccddeeff"), -1);
    assert_int_equal(table_rejoin(&tb, 0, "short"), -1);
    assert_int_equal(tb.t.count, from);
    /* The rules' reason reaches the sender. */
    assert_false(table_send(&tb, mover, "play ox:a9a9"));
    assert_true(strlen(tb.t.lines[tb.t.count - 1].text) > strlen("error "));
    /* The legal move is still taken after all that; ping is answered to its sender only. */
    assert_true(table_play(&tb, legal));
    from = tb.t.count;
    assert_true(table_send(&tb, NET_ROLE_SPECTATOR, "ping 42"));
    assert_int_equal(tb.t.count, from + 1);
    assert_string_equal(tb.t.lines[from].text, "pong 42");
    assert_int_equal(tb.t.lines[from].who, NET_ROLE_SPECTATOR);
    /* A phrase goes to everyone. */
    from = tb.t.count;
    assert_true(table_send(&tb, 1, "say good-game"));
    for (int w = 0; w < 3; w++)
        assert_int_equal(traffic_count(&tb.t, from, w, "said 2 good-game"), 1);
    table_check_record(&tb);
    table_free(&tb);
}

static void test_bad_hosts(void **state) {
    (void)state;
    static const char *const bad[] = {
        "host chess",
        "host onitama clock=fast",
        "host onitama seat=3",
        "host onitama bogus=1",
        "host onitama seed=x",
        "host onitama clock=5 clock=5",
        "host onitama seat=1 seat=2",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        NetMessage m;
        Error err;
        Traffic t = {0};
        assert_true(net_message_parse(bad[i], strlen(bad[i]), NET_FROM_CLIENT, &m, &err));
        NetRoom *r = net_room_new("K7M2QX", &m, NULL, 0, traffic_send, &t, &err);
        if (r) fail_msg("'%s' made a room", bad[i]);
        assert_true(err.message[0] != '\0');
        assert_int_equal(t.count, 0);
    }
    /* The host's seat and its first lines; the joiner gets its seat, then the start. */
    Table tb;
    NetRoomSettings settings = {
        .tokens = {"0123456789abcdef0123456789abcdef", "fedcba9876543210fedcba9876543210"},
        .have_seed = true,
        .seed = 5};
    table_host(&tb, "host onitama seat=2 seed=9 clock=move:10 draw=on", &settings, 1);
    assert_true(net_room_seat_taken(tb.room, 1));
    assert_false(net_room_seat_taken(tb.room, 0));
    assert_int_equal(tb.t.count, 2);
    assert_string_equal(tb.t.lines[0].text, "room K7M2QX");
    assert_string_equal(tb.t.lines[1].text, "seat 2 fedcba9876543210fedcba9876543210");
    assert_int_equal(table_join(&tb), 0);
    assert_string_equal(tb.t.lines[2].text, "seat 1 0123456789abcdef0123456789abcdef");
    assert_int_equal(tb.t.lines[2].who, 0);
    assert_true(starts_with(tb.t.lines[3].text, "start onitama seed=9 clock=move:10 draw=on"));
    for (int w = 0; w < 3; w++) {
        assert_int_equal(traffic_count(&tb.t, 0, w, "start "), 1);
        assert_int_equal(traffic_count(&tb.t, 0, w, "clock 10000 10000 "), 1);
    }
    assert_true(tb.truth.seed == 9);
    table_free(&tb);
}

static void test_resign_and_draw(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    open_table(&tb, "host onitama", &settings);
    int from = tb.t.count;
    assert_true(table_send(&tb, 0, "draw offer"));
    assert_int_equal(traffic_count(&tb.t, from, 1, "draw offer"), 1);
    refused(&tb, 0, "draw accept"); /* one's own offer */
    refused(&tb, 0, "draw offer");  /* already standing */
    assert_true(table_send(&tb, 1, "draw decline"));
    assert_int_equal(traffic_count(&tb.t, from, 0, "draw decline"), 1);
    refused(&tb, 0, "draw accept"); /* declined: nothing stands */
    /* A move answers an offer. */
    assert_true(table_send(&tb, 1, "draw offer"));
    table_play_random(&tb);
    refused(&tb, 0, "draw accept");
    /* An offer accepted ends the game drawn. */
    assert_true(table_send(&tb, 0, "draw offer"));
    from = tb.t.count;
    assert_true(table_send(&tb, 1, "draw accept"));
    assert_true(net_room_over(tb.room));
    for (int w = 0; w < 3; w++)
        assert_int_equal(traffic_count(&tb.t, from, w, "over draw agreement"), 1);
    refused(&tb, 0, "resign");
    table_free(&tb);

    open_table(&tb, "host gunzi", &settings);
    table_play_random(&tb);
    from = tb.t.count;
    assert_true(table_send(&tb, 1, "resign"));
    for (int w = 0; w < 3; w++)
        assert_int_equal(traffic_count(&tb.t, from, w, "over win 1 resignation"), 1);
    refused(&tb, 0, "play x");
    table_check_record(&tb);
    table_free(&tb);
}

/* The running side's flag falls: tick says when, and then ends the game. */
static void test_flag_fall(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    open_table(&tb, "host onitama clock=1", &settings);
    int mover = tb.truth.rules->to_move(game_line_state(&tb.truth));
    int64_t next = table_tick(&tb);
    assert_true(next > 59000000 && next <= 60000000);
    tb.now += 20000000;
    table_play_random(&tb); /* 20 s of the first side's minute */
    const char *clock = traffic_last(&tb.t, WHO_SPECTATORS, "clock ");
    char want[64];
    snprintf(want, sizeof want, "clock %d %d %d", mover == 0 ? 40000 : 60000,
             mover == 1 ? 40000 : 60000, 2 - mover);
    assert_string_equal(clock, want);
    tb.now += 59999000;
    assert_true(table_tick(&tb) > 0);
    assert_false(net_room_over(tb.room));
    tb.now += 2000;
    assert_int_equal(table_tick(&tb), -1);
    assert_true(net_room_over(tb.room));
    snprintf(want, sizeof want, "over win %d time", mover + 1);
    for (int w = 0; w < 3; w++) assert_string_equal(traffic_last(&tb.t, w, "over "), want);
    table_free(&tb);

    /* A move sent after the flag fell loses rather than plays. */
    open_table(&tb, "host onitama clock=move:5", &settings);
    tb.now += 6000000;
    mover = tb.truth.rules->to_move(game_line_state(&tb.truth));
    Move moves[GAME_MOVES_MAX];
    game_line_moves(&tb.truth, moves, GAME_MOVES_MAX);
    char text[GAME_MOVE_TEXT_MAX];
    tb.truth.rules->move_to_text(game_line_state(&tb.truth), moves[0], text, sizeof text);
    assert_false(table_play(&tb, text));
    assert_true(net_room_over(tb.room));
    snprintf(want, sizeof want, "over win %d time", 2 - mover);
    assert_string_equal(traffic_last(&tb.t, WHO_SPECTATORS, "over "), want);
    table_free(&tb);
}

/* The two clocks of a `clock <ms> <ms> <side>` line, and whose runs ('-' for none). */
static char read_clock(const char *line, long long ms[2]) {
    char running = 0;
    assert_non_null(line);
    assert_int_equal(sscanf(line, "clock %lld %lld %c", &ms[0], &ms[1], &running), 3);
    return running;
}

/* A side drops: the others are told how long it has to come back; the clocks wait for it a
 * while (the grace), then go on; it comes back to the clocks as they ran; a side that does not
 * come back loses on time. */
static void test_drop_and_rejoin(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 3, .rejoin_wait_ms = 30000};
    open_table(&tb, "host onitama clock=5+3", &settings);
    char token[2][NET_TOKEN_TEXT];
    table_token(&tb, 0, token[0]);
    table_token(&tb, 1, token[1]);
    tb.now += 2000000;
    table_play_random(&tb);
    tb.now += 1000000;
    int mover = tb.truth.rules->to_move(game_line_state(&tb.truth));
    int from = tb.t.count;
    table_left(&tb, mover);
    assert_false(net_room_seat_present(tb.room, mover));
    char want[64];
    snprintf(want, sizeof want, "waiting %d 30000", mover + 1);
    assert_int_equal(traffic_count(&tb.t, from, 1 - mover, want), 1);
    assert_int_equal(traffic_count(&tb.t, from, WHO_SPECTATORS, want), 1);
    assert_int_equal(traffic_count(&tb.t, from, mover, "waiting"), 0);
    long long before[2], now_ms[2];
    assert_int_equal(read_clock(traffic_last(&tb.t, WHO_SPECTATORS, "clock "), before), '-');
    /* Within the grace no clock runs; tick says when the grace ends. */
    tb.now += 3000000;
    assert_true(table_tick(&tb) == 2000000);
    assert_false(net_room_over(tb.room));
    assert_int_equal(read_clock(traffic_last(&tb.t, WHO_SPECTATORS, "clock "), now_ms), '-');
    /* A late watcher hears who is away and for how long. */
    int watcher = table_watch(&tb);
    snprintf(want, sizeof want, "waiting %d 27000", mover + 1);
    assert_int_equal(traffic_count(&tb.t, 0, watcher, want), 1);
    /* After the grace the mover's clock runs again from the grace's end, everyone told. */
    tb.now += 4000000;
    from = tb.t.count;
    table_tick(&tb);
    for (int w = 0; w < 3; w++)
        if (w != mover) assert_int_equal(traffic_count(&tb.t, from, w, "clock "), 1);
    assert_int_equal(read_clock(traffic_last(&tb.t, WHO_SPECTATORS, "clock "), now_ms),
                     '1' + mover);
    assert_true(now_ms[mover] == before[mover] - 2000 && now_ms[1 - mover] == before[1 - mover]);
    from = tb.t.count;
    assert_int_equal(table_rejoin(&tb, mover, token[mover]), mover);
    assert_true(net_room_seat_present(tb.room, mover));
    snprintf(want, sizeof want, "waiting %d -", mover + 1);
    assert_int_equal(traffic_count(&tb.t, from, 1 - mover, want), 1);
    assert_int_equal(traffic_count(&tb.t, from, WHO_SPECTATORS, want), 1);
    /* The clocks as they ran: the mover's still running. */
    assert_int_equal(read_clock(traffic_last(&tb.t, WHO_SPECTATORS, "clock "), now_ms),
                     '1' + mover);
    assert_true(now_ms[mover] == before[mover] - 2000 && now_ms[1 - mover] == before[1 - mover]);
    /* The rejoiner's greeting: its seat, then the game. */
    assert_true(starts_with(tb.t.lines[from].text, "seat "));
    assert_true(starts_with(tb.t.lines[from + 1].text, "start "));
    table_play_random(&tb);
    assert_false(net_room_over(tb.room));

    /* Now the side that dropped drops again, for good: it has what is left of its away
     * budget for the game, 30 s less the 7 s it was away. */
    assert_int_equal(tb.truth.rules->to_move(game_line_state(&tb.truth)), 1 - mover);
    mover = 1 - mover;
    from = tb.t.count;
    table_left(&tb, 1 - mover);
    snprintf(want, sizeof want, "waiting %d 23000", 2 - mover);
    assert_int_equal(traffic_count(&tb.t, from, mover, want), 1);
    tb.now += 22999000;
    table_tick(&tb);
    assert_false(net_room_over(tb.room));
    tb.now += 2000;
    assert_int_equal(table_tick(&tb), -1);
    assert_true(net_room_over(tb.room));
    snprintf(want, sizeof want, "over win %d time", mover + 1);
    assert_string_equal(traffic_last(&tb.t, WHO_SPECTATORS, "over "), want);
    /* It rejoins too late: it gets the game as it ended. */
    from = tb.t.count;
    assert_int_equal(table_rejoin(&tb, 1 - mover, token[1 - mover]), 1 - mover);
    assert_int_equal(traffic_count(&tb.t, from, 1 - mover, want), 1);
    table_check_record(&tb);
    table_free(&tb);
}

/* After the end both seats ask for a rematch: a new game with the seats swapped, each seat's
 * token kept by its holder. */
static void test_rematch(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 3};
    open_table(&tb, "host onitama clock=3", &settings);
    char token[2][NET_TOKEN_TEXT];
    table_token(&tb, 0, token[0]);
    table_token(&tb, 1, token[1]);
    uint64_t first_seed = tb.truth.seed;
    assert_true(table_send(&tb, 0, "resign"));
    assert_int_equal(net_room_games(tb.room), 1);
    int from = tb.t.count;
    assert_true(table_send(&tb, 0, "rematch"));
    assert_int_equal(traffic_count(&tb.t, from, 1, "rematch"), 1);
    refused(&tb, 0, "rematch");
    from = tb.t.count;
    assert_true(table_send(&tb, 1, "rematch"));
    assert_int_equal(net_room_games(tb.room), 2);
    assert_false(net_room_over(tb.room));
    /* Each connection (still addressed as before the swap) hears its new side and own token. */
    char want[80];
    snprintf(want, sizeof want, "seat 2 %s", token[0]);
    assert_int_equal(traffic_count(&tb.t, from, 0, want), 1);
    snprintf(want, sizeof want, "seat 1 %s", token[1]);
    assert_int_equal(traffic_count(&tb.t, from, 1, want), 1);
    for (int w = 0; w < 3; w++) assert_int_equal(traffic_count(&tb.t, from, w, "start "), 1);
    assert_true(tb.truth.seed != first_seed);
    assert_int_equal(tb.truth.length, 0);
    /* The tokens follow their holders. */
    table_left(&tb, 0);
    assert_int_equal(table_rejoin(&tb, 0, token[1]), 0);
    table_play_random(&tb);
    table_check_record(&tb);
    table_free(&tb);
}

/* A saved room restored (a server restarted) goes on as the live one does: the clocks rebuilt
 * from the moves' times, then the same lines for the same moves and the same record. */
static void save_restore(const char *host, int moves) {
    Table live;
    NetRoomSettings settings = {.have_seed = true, .seed = 21, .rejoin_wait_ms = 5000};
    open_table(&live, host, &settings);
    for (int i = 0; i < moves && !net_room_over(live.room); i++) {
        live.now += 700000 + 1000 * i;
        table_play_random(&live);
    }
    assert_false(net_room_over(live.room));
    Error err;
    unsigned version = net_room_version(live.room);
    char *saved = net_room_save(live.room, &err);
    assert_non_null(saved);
    Table back = {.now = 500000000};
    back.room = net_room_restore(saved, back.now, &err);
    if (!back.room) fail_msg("%s\n%s", err.message, saved);
    char *again = net_room_save(back.room, &err);
    assert_string_equal(saved, again);
    free(again);
    free(saved);
    assert_false(net_room_seat_present(back.room, 0));
    assert_false(net_room_seat_present(back.room, 1));
    assert_true(net_room_seat_taken(back.room, 0) && net_room_seat_taken(back.room, 1));
    assert_true(net_room_started(back.room));
    assert_string_equal(net_room_code(back.room), "K7M2QX");
    assert_true(game_line_copy(&back.truth, &live.truth, &err));
    back.have_truth = true;
    back.games = net_room_games(back.room);
    /* Both seats come back: the clocks stand as the live room's did after its last move. */
    char token[2][NET_TOKEN_TEXT];
    table_token(&live, 0, token[0]);
    table_token(&live, 1, token[1]);
    int waited = table_tick(&back) > 0;
    assert_true(waited);
    for (int side = 0; side < 2; side++)
        assert_int_equal(table_rejoin(&back, side, token[side]), side);
    const char *live_clock = traffic_last(&live.t, WHO_SPECTATORS, "clock ");
    const char *back_clock = traffic_last(&back.t, WHO_SPECTATORS, "clock ");
    if (live_clock || back_clock) assert_string_equal(live_clock, back_clock);
    /* The same moves at the same pace from here give the same lines to everyone. */
    int live_from = live.t.count, back_from = back.t.count;
    for (int i = 0; i < 12 && !net_room_over(live.room); i++) {
        int64_t pace = 300000 + 50000 * i;
        live.now += pace;
        back.now += pace;
        Move list[GAME_MOVES_MAX];
        int n = game_line_moves(&live.truth, list, GAME_MOVES_MAX);
        char text[GAME_MOVE_TEXT_MAX];
        assert_true(live.truth.rules->move_to_text(game_line_state(&live.truth),
                                                   list[rng_below(&live.rng, (uint64_t)n)], text,
                                                   sizeof text));
        assert_true(table_play(&live, text));
        assert_true(table_play(&back, text));
    }
    assert_true(net_room_version(live.room) > version);
    for (int w = 0; w < 3; w++) {
        char *a = traffic_stream(&live.t, live_from, w, NULL);
        char *b = traffic_stream(&back.t, back_from, w, NULL);
        assert_true(a[0] != '\0');
        assert_string_equal(a, b);
        free(a);
        free(b);
    }
    char *ra = net_room_record(live.room, &err), *rb = net_room_record(back.room, &err);
    assert_string_equal(ra, rb);
    free(ra);
    free(rb);
    table_check_record(&back);
    table_free(&back);
    table_free(&live);
}

/* Saved texts that are not a room's, or a room's broken, restore nothing. */
static void test_bad_saves(void **state) {
    (void)state;
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 2};
    open_table(&tb, "host onitama clock=1", &settings);
    table_play_random(&tb);
    Error err;
    char *saved = net_room_save(tb.room, &err);
    assert_non_null(saved);
    static const char *const swaps[][2] = {
        {"duelboard-room 2", "duelboard-room 3"},
        {"duelboard-room 2", "duelboard-room 0"},
        {"code K7M2QX", "code K7M2Q0"},
        /* The server finds rooms by their code in capitals: one in small letters could never
         * be reached, so it is refused (and the server sets its file aside, saying why). */
        {"code K7M2QX", "code k7m2qx"},
        {"pauses 10000 5000", "pauses 10000"},
        {"pauses 10000 5000", "pauses -1 5000"},
        {"plies 1000", "plies 0"},
        {"plies 1000", "plies 1301"},
        {"away 60000 60000", "away 60000 x"},
        {"paused 10000 10000", "paused 10000 99999999999"},
        {"offer -", "offer 3"},
        {"rematch 0 0", "rematch 1 0"}, /* a rematch asked in a game not over */
        {"rematch 0 0", "rematch 0"},
        {"host 1", "host 3"},
        {"seats 1 1", "seats 1 2"},
        {"wait 60000", "wait -1"},
        {"end -", "end lost"},
        {"games 1", "games 0"},
        {"seeds fixed", "seeds some"},
        {"\nmoves\n", "\nmoves\nzz:a1a2\n"},
    };
    for (size_t i = 0; i < sizeof swaps / sizeof swaps[0]; i++) {
        char *at = strstr(saved, swaps[i][0]);
        if (!at) fail_msg("'%s' is not in\n%s", swaps[i][0], saved);
        size_t head = (size_t)(at - saved), a = strlen(swaps[i][0]), b = strlen(swaps[i][1]);
        char *broken = malloc(strlen(saved) + b + 1);
        memcpy(broken, saved, head);
        strcpy(broken + head, swaps[i][1]);
        strcat(broken, at + a);
        NetRoom *r = net_room_restore(broken, 0, &err);
        if (r) fail_msg("restored:\n%s", broken);
        free(broken);
    }
    assert_null(net_room_restore("", 0, &err));
    for (size_t cut = 0; cut < strlen(saved); cut += 7) {
        char *part = strndup(saved, cut);
        NetRoom *r = net_room_restore(part, 0, &err);
        net_room_free(r); /* a cut inside the moves may still be a game; it must not crash */
        free(part);
    }
    /* A finished game restores finished, with its end. */
    assert_true(table_send(&tb, 1, "resign"));
    free(saved);
    saved = net_room_save(tb.room, &err);
    NetRoom *r = net_room_restore(saved, 0, &err);
    assert_non_null(r);
    assert_true(net_room_over(r));
    Traffic t = {.sender = WHO_WATCHER};
    net_room_watch(r, traffic_send, &t);
    assert_int_equal(traffic_count(&t, 0, WHO_WATCHER, "over win 1 resignation"), 1);
    free(t.lines);
    net_room_free(r);
    free(saved);
    table_free(&tb);
}

/* The server restarted: `from`'s room saved and restored into `to` at a later time, with the
 * true game copied. */
static void table_restart(Table *from, Table *to) {
    Error err;
    char *saved = net_room_save(from->room, &err);
    assert_non_null(saved);
    memset(to, 0, sizeof *to);
    to->now = from->now + 60000000;
    to->room = net_room_restore(saved, to->now, &err);
    if (!to->room) fail_msg("%s\n%s", err.message, saved);
    char *again = net_room_save(to->room, &err);
    assert_string_equal(saved, again);
    free(again);
    free(saved);
    assert_true(game_line_copy(&to->truth, &from->truth, &err));
    to->have_truth = true;
    to->games = net_room_games(to->room);
}

/* A draw offer standing and a rematch asked survive a restart: each is told again to its
 * receiver when it rejoins, who may then answer it. */
static void test_offers_survive_restart(void **state) {
    (void)state;
    Table live, back;
    NetRoomSettings settings = {.have_seed = true, .seed = 4};
    open_table(&live, "host onitama clock=5+3", &settings);
    char token[2][NET_TOKEN_TEXT];
    table_token(&live, 0, token[0]);
    table_token(&live, 1, token[1]);
    table_play_random(&live);
    table_play_random(&live);
    unsigned version = net_room_version(live.room);
    assert_true(table_send(&live, 0, "draw offer"));
    assert_true(net_room_version(live.room) > version); /* so the server stores it */
    table_restart(&live, &back);
    for (int side = 0; side < 2; side++) {
        int from = back.t.count;
        assert_int_equal(table_rejoin(&back, side, token[side]), side);
        assert_int_equal(traffic_count(&back.t, from, side, "draw offer"), side == 1);
    }
    int from = back.t.count;
    assert_true(table_send(&back, 1, "draw accept"));
    for (int w = 0; w < 3; w++)
        assert_int_equal(traffic_count(&back.t, from, w, "over draw agreement"), 1);
    table_free(&back);
    table_free(&live);

    open_table(&live, "host gunzi", &settings);
    table_token(&live, 0, token[0]);
    table_token(&live, 1, token[1]);
    table_play_random(&live);
    assert_true(table_send(&live, 1, "resign"));
    version = net_room_version(live.room);
    assert_true(table_send(&live, 0, "rematch"));
    assert_true(net_room_version(live.room) > version);
    table_restart(&live, &back);
    for (int side = 0; side < 2; side++) {
        from = back.t.count;
        assert_int_equal(table_rejoin(&back, side, token[side]), side);
        const char *last = back.t.lines[back.t.count - 1].text;
        assert_int_equal(strcmp(last, "rematch") == 0, side == 1);
        assert_int_equal(traffic_count(&back.t, from, side, "over win 1 resignation"), 1);
    }
    from = back.t.count;
    assert_true(table_send(&back, 1, "rematch"));
    assert_int_equal(net_room_games(back.room), 2);
    for (int w = 0; w < 3; w++) assert_int_equal(traffic_count(&back.t, from, w, "start "), 1);
    table_free(&back);
    table_free(&live);
}

/* A room saved by the version before this one (no budgets, no offers, no length limit kept)
 * is still read: its seats get full budgets, its game the default length limit. */
static void test_version_1_save(void **state) {
    (void)state;
    static const char version_1[] = "duelboard-room 1\n"
                                    "code K7M2QX\n"
                                    "tokens 0123456789abcdef0123456789abcdef "
                                    "fedcba9876543210fedcba9876543210\n"
                                    "host 1\n"
                                    "wait 45000\n"
                                    "seats 1 1\n"
                                    "games 1\n"
                                    "seeds fixed\n"
                                    "end -\n"
                                    "record\n"
                                    "duelboard-record 2\n"
                                    "game onitama\n"
                                    "options \n"
                                    "seed 1\n"
                                    "players remote remote\n"
                                    "clock 5+3\n"
                                    "moves\n"
                                    "mantis:a5b4 2000ms\n"
                                    "eel:b1a2 4500ms\n"
                                    "rabbit:b4a3 1500ms\n";
    Error err;
    Table tb = {.now = 9000000};
    tb.room = net_room_restore(version_1, tb.now, &err);
    if (!tb.room) fail_msg("%s", err.message);
    char *saved = net_room_save(tb.room, &err);
    assert_non_null(saved);
    assert_non_null(strstr(saved, "duelboard-room 2\n"));
    assert_non_null(strstr(saved, "\nwait 45000\n"));
    assert_non_null(strstr(saved, "\npauses 10000 5000\nplies 1000\naway 45000 45000\n"
                                  "paused 10000 10000\noffer -\nrematch 0 0\nend -\n"));
    free(saved);
    /* Both seats come back to the clocks as the moves' times left them. */
    tb.t.sender = 0;
    assert_int_equal(table_rejoin(&tb, 0, "0123456789abcdef0123456789abcdef"), 0);
    assert_int_equal(table_rejoin(&tb, 1, "fedcba9876543210fedcba9876543210"), 1);
    assert_string_equal(traffic_last(&tb.t, 0, "clock "), "clock 298500 302500 1");
    assert_string_equal(traffic_last(&tb.t, 1, "moved "), "moved 3 2 rabbit:b4a3");
    free(tb.t.lines);
    net_room_free(tb.room);
}

static void test_save_restore(void **state) {
    (void)state;
    save_restore("host onitama clock=5+3", 7);
    save_restore("host mortar-hunt clock=move:20", 9);
    save_restore("host gottaz mode=method1 first=2 clock=2", 15);
    save_restore("host gunzi", 5);
}

/* A late watcher and a side rejoining mid-game are told every move as the live traffic told
 * those there (the same `moved` and `position` lines), and rebuild what they may know. */
static void greetings(const char *host, int moves) {
    Table tb;
    NetRoomSettings settings = {.have_seed = true, .seed = 5};
    open_table(&tb, host, &settings);
    for (int i = 0; i < moves && !net_room_over(tb.room); i++) {
        tb.now += 1000000;
        table_play_random(&tb);
    }
    char token[2][NET_TOKEN_TEXT];
    table_token(&tb, 0, token[0]);
    table_token(&tb, 1, token[1]);
    int live_end = tb.t.count;
    int watcher = table_watch(&tb);
    for (int side = 0; side < 2; side++) {
        table_left(&tb, side);
        int from = tb.t.count;
        assert_int_equal(table_rejoin(&tb, side, token[side]), side);
        char *live = traffic_stream(&tb.t, 0, side, move_lines);
        /* The live stream up to the drop; the greeting after the rejoin. */
        char *told = traffic_stream(&tb.t, from, side, move_lines);
        assert_true(told[0] != '\0');
        assert_true(strncmp(live, told, strlen(told)) == 0);
        ClientGame v = {.who = side};
        client_game_feed_traffic(&v, &tb.t, from, side);
        assert_int_equal(v.plies, tb.truth.length);
        client_game_check(&v, game_line_state(&tb.truth));
        client_game_free(&v);
        free(live);
        free(told);
    }
    char *live = traffic_stream(&tb.t, 0, WHO_SPECTATORS, move_lines);
    char *told = traffic_stream(&tb.t, live_end, watcher, move_lines);
    assert_true(told[0] != '\0');
    assert_true(strncmp(live, told, strlen(told)) == 0);
    assert_true(strlen(told) > 0);
    ClientGame v = {.who = WHO_SPECTATORS};
    client_game_feed_traffic(&v, &tb.t, live_end, watcher);
    assert_int_equal(v.plies, tb.truth.length);
    client_game_check(&v, game_line_state(&tb.truth));
    client_game_free(&v);
    free(live);
    free(told);
    /* Once over, a watcher gets the end and every move revealed where the game hid some. */
    assert_true(table_send(&tb, 0, "resign"));
    watcher = table_watch(&tb);
    int reveals = traffic_count(&tb.t, 0, watcher, "reveal ");
    const GameRules *g = tb.truth.rules;
    assert_int_equal(reveals, g->observe || g->conceal ? tb.truth.length : 0);
    assert_int_equal(traffic_count(&tb.t, 0, watcher, "over win 2 resignation"), 1);
    table_free(&tb);
}

static void test_greetings(void **state) {
    (void)state;
    greetings("host onitama clock=5+3", 9);
    greetings("host gottaz mode=method1 first=2", 14);
    greetings("host gottaz mode=method1 first=1", 30);
    greetings("host mortar-hunt clock=10", 9);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_games),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_bad_hosts),
        cmocka_unit_test(test_resign_and_draw),
        cmocka_unit_test(test_flag_fall),
        cmocka_unit_test(test_drop_and_rejoin),
        cmocka_unit_test(test_rematch),
        cmocka_unit_test(test_save_restore),
        cmocka_unit_test(test_bad_saves),
        cmocka_unit_test(test_greetings),
        cmocka_unit_test(test_offers_survive_restart),
        cmocka_unit_test(test_version_1_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
