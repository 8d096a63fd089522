/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The hidden-information invariant of the referee room: two games that differ only in one
 * side's secrets send byte for byte the same lines to the other side and to the spectators,
 * greetings of late comers included, for as long as the game hides them. The game pairs are the
 * app's privacy test's (tests/gui/privacy/): Mortar Hunt's hidden pieces and Gottaz's secret
 * draft (mode=method1). The comparison is shown to bite: the side's own lines differ, and once
 * the game is over the reveals (which come only after `over`) differ too. */
#include "room_harness.h"

#define WORDS_MAX 32

/* NAME=VALUE words of one line of a privacy test file. */
typedef struct Words {
    int count;
    char name[WORDS_MAX][32];
    char value[WORDS_MAX][GAME_MOVE_TEXT_MAX];
} Words;

static void words_read(Words *w, const char *file, int line_no) {
    char path[512];
    snprintf(path, sizeof path, "%s/gui/privacy/%s", DUELBOARD_TEST_DATA, file);
    FILE *f = fopen(path, "r");
    if (!f) fail_msg("cannot open %s", path);
    char line[2048];
    int n = 0;
    bool found = false;
    while (fgets(line, sizeof line, f))
        if (line[0] != '\n' && n++ == line_no) {
            found = true;
            break;
        }
    fclose(f);
    if (!found) fail_msg("%s has no line %d", path, line_no + 1);
    for (char *tok = strtok(line, " \n"); tok; tok = strtok(NULL, " \n")) {
        char *eq = strchr(tok, '=');
        assert_non_null(eq);
        assert_true(w->count < WORDS_MAX);
        snprintf(w->name[w->count], sizeof w->name[0], "%.*s", (int)(eq - tok), tok);
        snprintf(w->value[w->count], sizeof w->value[0], "%s", eq + 1);
        w->count++;
    }
}

static const char *word(const Words *w, const char *name) {
    for (int i = 0; i < w->count; i++)
        if (strcmp(w->name[i], name) == 0) return w->value[i];
    fail_msg("no word %s", name);
    return NULL;
}

/* One step of a scripted game: a move (its text), or a late comer's greeting. */
enum { STEP_MOVE, STEP_WATCH, STEP_REJOIN, STEP_END };
typedef struct Step {
    int kind;
    char move[GAME_MOVE_TEXT_MAX];
} Step;

typedef struct Script {
    const char *host;
    Step steps[64];
    int count;
    int compared;  /* steps whose traffic is compared: those while the secret is kept */
    bool play_out; /* after the steps, play on to the rules' end (else x's opponent resigns) */
} Script;

static void add_move(Script *s, const char *move) {
    assert_true(s->count < 64);
    s->steps[s->count].kind = STEP_MOVE;
    snprintf(s->steps[s->count++].move, GAME_MOVE_TEXT_MAX, "%s", move);
}

static void add_step(Script *s, int kind) {
    assert_true(s->count < 64);
    s->steps[s->count++].kind = kind;
}

/* What one game sent: the lines to each recipient while the secret held (watchers' greetings
 * are recorded under their own numbers), then the whole traffic to the end. */
typedef struct Run {
    Traffic kept;
    Table tb;
} Run;

/* Plays the script with side `x`'s opponent dropping and rejoining and a watcher arriving where
 * the script says; then plays on to the end with seeded random moves, or `x`'s opponent
 * resigns. The traffic up to the compared steps is copied
 * into run->kept. */
static void run_script(Run *run, const Script *s, int x) {
    NetRoomSettings settings = {
        .tokens = {"00000000000000000000000000000001", "00000000000000000000000000000002"},
        .have_seed = true,
        .seed = 4,
        .rejoin_wait_ms = 60000};
    Table *tb = &run->tb;
    table_host(tb, s->host, &settings, 0);
    assert_int_equal(table_join(tb), 1);
    ClientGame clients[2] = {{.who = 0}, {.who = 1}};
    int from = 0;
    for (int i = 0; i < s->count; i++) {
        tb->now += 1500000 + 10000 * i; /* the same pace in both games */
        const Step *st = &s->steps[i];
        if (st->kind == STEP_MOVE) {
            if (!table_play(tb, st->move)) fail_msg("step %d: '%s' refused", i, st->move);
        } else if (st->kind == STEP_WATCH) {
            table_watch(tb);
        } else {
            table_left(tb, 1 - x);
            tb->now += 3000000;
            assert_int_equal(table_rejoin(tb, 1 - x, settings.tokens[1 - x]), 1 - x);
        }
        /* Both sides rebuild what they may know from their lines. */
        for (int side = 0; side < 2; side++) {
            client_game_feed_traffic(&clients[side], &tb->t, from, side);
            client_game_check(&clients[side], game_line_state(&tb->truth));
        }
        from = tb->t.count;
        if (i + 1 == s->compared) {
            run->kept = (Traffic){0};
            for (int k = 0; k < tb->t.count; k++) {
                Traffic *kept = &run->kept;
                kept->sender = tb->t.lines[k].who;
                traffic_send(kept, NET_TO_SENDER, tb->t.lines[k].text);
            }
        }
    }
    assert_false(net_room_over(tb->room));
    while (s->play_out && !net_room_over(tb->room)) {
        tb->now += 1000000;
        table_play_random(tb);
        for (int side = 0; side < 2; side++) {
            client_game_feed_traffic(&clients[side], &tb->t, from, side);
            if (!net_room_over(tb->room))
                client_game_check(&clients[side], game_line_state(&tb->truth));
        }
        from = tb->t.count;
    }
    if (!s->play_out) assert_true(table_send(tb, 1 - x, "resign"));
    assert_true(net_room_over(tb->room));
    client_game_free(&clients[0]);
    client_game_free(&clients[1]);
}

static void run_free(Run *run) {
    free(run->kept.lines);
    table_free(&run->tb);
}

/* Every line that reached anyone but side x, in order, each with its recipient. */
static char *others_stream(const Traffic *t, int x) {
    size_t size = 1;
    for (int i = 0; i < t->count; i++) size += strlen(t->lines[i].text) + 8;
    char *out = malloc(size);
    assert_non_null(out);
    size_t used = 0;
    for (int i = 0; i < t->count; i++)
        if (t->lines[i].who != x)
            used += (size_t)sprintf(out + used, "%d: %s\n", t->lines[i].who, t->lines[i].text);
    out[used] = '\0';
    return out;
}

/* The invariant for one pair of scripts differing only in side x's secrets. */
static void same_traffic(const Script *a, const Script *b, int x) {
    Run ra, rb;
    run_script(&ra, a, x);
    run_script(&rb, b, x);
    char *oa = others_stream(&ra.kept, x), *ob = others_stream(&rb.kept, x);
    if (strcmp(oa, ob) != 0) {
        const char *p = oa, *q = ob;
        while (*p && *p == *q) p++, q++;
        fail_msg("side %d's secrets reach the others:\n  ...%.200s\nvs\n  ...%.200s", x + 1, p, q);
    }
    /* The comparison saw something: the other side's and spectators' lines, moves of x among
     * them (hidden or told), a watcher's greeting and the opponent's rejoin. */
    int x_moves = 0;
    for (int i = 0; i < ra.kept.count; i++) {
        const SentLine *l = &ra.kept.lines[i];
        NetMessage m;
        Error err;
        assert_true(net_message_parse(l->text, strlen(l->text), NET_FROM_SERVER, &m, &err));
        x_moves += l->who != x && m.verb == NET_MOVED && atoi(m.args[1]) == x + 1;
    }
    assert_true(x_moves > 0);
    assert_true(traffic_count(&ra.kept, 0, 1 - x, "moved ") > 0);
    assert_true(traffic_count(&ra.kept, 0, WHO_SPECTATORS, "moved ") > 0);
    assert_true(traffic_count(&ra.kept, 0, WHO_WATCHER, "start ") > 0);
    assert_true(traffic_count(&ra.kept, 0, 1 - x, "seat ") >= 2); /* its first, then the rejoin */
    /* The pair hides something: x's own lines differ. */
    char *xa = traffic_stream(&ra.kept, 0, x, NULL), *xb = traffic_stream(&rb.kept, 0, x, NULL);
    assert_true(strcmp(xa, xb) != 0);
    /* The end reveals every move, after `over` only, and the reveals tell the games apart. */
    for (int who = 0; who <= WHO_SPECTATORS; who++) {
        bool over = false;
        int reveals = 0;
        for (int i = 0; i < ra.tb.t.count; i++) {
            const SentLine *l = &ra.tb.t.lines[i];
            if (l->who != who) continue;
            if (starts_with(l->text, "over ")) over = true;
            if (starts_with(l->text, "reveal ")) {
                assert_true(over);
                reveals++;
            }
        }
        assert_true(over);
        assert_int_equal(reveals, ra.tb.truth.length);
    }
    char *va = traffic_stream(&ra.tb.t, 0, 1 - x, (const char *const[]){"reveal ", NULL});
    char *vb = traffic_stream(&rb.tb.t, 0, 1 - x, (const char *const[]){"reveal ", NULL});
    assert_true(strcmp(va, vb) != 0);
    assert_true(net_room_faults(ra.tb.room) == 0 && net_room_faults(rb.tb.room) == 0);
    free(va);
    free(vb);
    free(xa);
    free(xb);
    free(oa);
    free(ob);
    run_free(&ra);
    run_free(&rb);
}

/* Mortar Hunt: A places, B places, then A1, B1, A2, B2, A3 (tests/gui/privacy/mortar_hunt.txt). */
static void mortar_script(Script *s, const Words *a, const Words *b) {
    memset(s, 0, sizeof *s);
    s->host = "host mortar-hunt clock=10";
    s->play_out = true;
    add_move(s, word(a, "A_SETUP"));
    add_step(s, STEP_WATCH);
    add_move(s, word(b, "B_SETUP"));
    add_move(s, word(a, "A1"));
    add_step(s, STEP_REJOIN);
    add_move(s, word(b, "B1"));
    add_move(s, word(a, "A2"));
    add_step(s, STEP_WATCH);
    add_move(s, word(b, "B2"));
    add_step(s, STEP_REJOIN);
    add_move(s, word(a, "A3"));
    add_step(s, STEP_WATCH);
    s->compared = s->count;
}

static void test_mortar_hunt(void **state) {
    (void)state;
    Words fixed_a = {0}, fixed_b = {0};
    words_read(&fixed_a, "mortar_hunt.A.fixed", 0);
    words_read(&fixed_b, "mortar_hunt.B.fixed", 0);
    for (int x = 0; x < 2; x++) {
        Script s[2];
        for (int v = 0; v < 2; v++) {
            Words secret = {0};
            words_read(&secret, x == 0 ? "mortar_hunt.A" : "mortar_hunt.B", v);
            if (x == 0)
                mortar_script(&s[v], &secret, &fixed_b);
            else
                mortar_script(&s[v], &fixed_a, &secret);
        }
        same_traffic(&s[0], &s[1], x);
    }
}

/* Gottaz, secret draft (tests/gui/privacy/gottaz.txt): player 2 moves first, so player 1 picks
 * its ten tiles first, then `done`, then player 2. The secret is kept until player 2's `done`,
 * which begins the play and shows both sets. */
static void gottaz_script(Script *s, const Words *p1, const Words *p2) {
    memset(s, 0, sizeof *s);
    s->host = "host gottaz mode=method1 first=2 clock=5+3";
    char name[16], move[GAME_MOVE_TEXT_MAX];
    for (int p = 0; p < 2; p++) {
        for (int i = 1; i <= 10; i++) {
            snprintf(name, sizeof name, "P%d_%d", p + 1, i);
            snprintf(move, sizeof move, "pick:%s", word(p ? p2 : p1, name));
            add_move(s, move);
            if (i == 4 || i == 9) add_step(s, STEP_WATCH);
            if (i == 5 || i == 10) add_step(s, STEP_REJOIN);
        }
        if (p == 1) s->compared = s->count;
        add_move(s, "done");
        if (p == 0) add_step(s, STEP_WATCH);
    }
}

static void test_gottaz(void **state) {
    (void)state;
    Words fixed[2] = {{0}, {0}};
    words_read(&fixed[0], "gottaz.1.fixed", 0);
    words_read(&fixed[1], "gottaz.2.fixed", 0);
    for (int x = 0; x < 2; x++) {
        Script s[2];
        for (int v = 0; v < 2; v++) {
            Words secret = {0};
            words_read(&secret, x == 0 ? "gottaz.1" : "gottaz.2", v);
            if (x == 0)
                gottaz_script(&s[v], &secret, &fixed[1]);
            else
                gottaz_script(&s[v], &fixed[0], &secret);
        }
        same_traffic(&s[0], &s[1], x);
    }
}

/* The tiles of the `set<n>=` field of a Gottaz position line, in order. */
static int set_tiles(const char *line, int player, char tiles[][16]) {
    char key[8];
    snprintf(key, sizeof key, " set%d=", player);
    const char *at = strstr(line, key);
    assert_non_null(at);
    at += strlen(key);
    int n = 0;
    if (*at == '-') return 0;
    while (*at && *at != ' ') {
        size_t len = strcspn(at, ", ");
        snprintf(tiles[n++], 16, "%.*s", (int)len, at);
        at += len;
        if (*at == ',') at++;
    }
    return n;
}

/* A secret that happens to be the rules' stand-in (player 1 picks exactly the tiles the other
 * side is shown in its place) is kept like any other: the move itself gives nothing away. */
static void test_gottaz_stand_in(void **state) {
    (void)state;
    Words fixed2 = {0}, secret = {0};
    words_read(&fixed2, "gottaz.2.fixed", 0);
    words_read(&secret, "gottaz.1", 0);
    Script ordinary;
    gottaz_script(&ordinary, &secret, &fixed2);
    /* The stand-in, tile by tile, from what player 2 was shown of player 1's picks. */
    Run probe;
    run_script(&probe, &ordinary, 0);
    Words mimic = {0};
    char before[16][16], after[16][16];
    int had = 0;
    for (int i = 0; i < probe.kept.count && mimic.count < 10; i++) {
        const SentLine *l = &probe.kept.lines[i];
        if (l->who != 1 || !starts_with(l->text, "position ")) continue;
        int n = set_tiles(l->text, 1, after);
        if (n != had + 1) continue;
        bool used[16] = {false};
        for (int k = 0; k < n; k++) {
            bool matched = false;
            for (int j = 0; j < had && !matched; j++)
                if (!used[j] && strcmp(before[j], after[k]) == 0) used[j] = matched = true;
            if (!matched) {
                snprintf(mimic.name[mimic.count], 32, "P1_%d", mimic.count + 1);
                snprintf(mimic.value[mimic.count], GAME_MOVE_TEXT_MAX, "%s", after[k]);
                mimic.count++;
                break;
            }
        }
        memcpy(before, after, sizeof before);
        had = n;
    }
    run_free(&probe);
    assert_int_equal(mimic.count, 10);
    Script copycat;
    gottaz_script(&copycat, &mimic, &fixed2);
    same_traffic(&ordinary, &copycat, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mortar_hunt),
        cmocka_unit_test(test_gottaz),
        cmocka_unit_test(test_gottaz_stand_in),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
