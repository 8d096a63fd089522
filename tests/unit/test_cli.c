/* SPDX-License-Identifier: GPL-3.0-or-later */
/* duelboard-cli commands other than the engine: play, replay, perft and their errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/text_file.h"
#include "support/cli_support.h"

/* Runs `duelboard-cli <args>` with `input` on stdin; returns stdout+stderr, sets *status. */
static char *run_cli(const char *args, const char *input, int *status) {
    char *out = support_run_cli(DUELBOARD_CLI, args, input, status);
    assert_non_null(out);
    return out;
}

static void test_play_and_replay(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-cli-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char args[512], path[300];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    /* Two people at one keyboard play a short game with a refused move and an undo; the
     * record saved after every move is then replayed. */
    snprintf(args, sizeof args,
             "play onitama cards=ox,boar,horse,elephant,crab seed=4 --opponent human --save '%s'",
             path);
    int status;
    char *out =
        run_cli(args, "ox:c1c2\nnonsense\nelephant:c5d4\nundo\nhorse:c5c4\nquit\n", &status);
    assert_int_equal(status, 0);
    assert_non_null(
        strstr(out, "illegal move nonsense: expected <card>:<from><to> or pass:<card>"));
    assert_non_null(strstr(out, "saved to"));
    Error err;
    char *record = text_file_read(path, NULL, &err);
    assert_non_null(record);
    assert_string_equal(record, "duelboard-record 1\n"
                                "game onitama\n"
                                "options cards=ox,boar,horse,elephant,crab\n"
                                "seed 4\n"
                                "players human human\n"
                                "moves\n"
                                "ox:c1c2\n"
                                "horse:c5c4\n");
    free(record);
    snprintf(args, sizeof args, "replay '%s'", path);
    out = run_cli(args, "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "  1. blue ox:c1c2\n  2. red  horse:c5c4\n"));
    assert_non_null(strstr(out, "status ongoing blue\n"));
    /* A broken record: the line and the reason, exit status 1. */
    FILE *f = fopen(path, "w");
    fputs("duelboard-record 1\ngame onitama\noptions cards=ox,boar,horse,elephant,crab\nmoves\n"
          "ox:c1c3\n",
          f);
    fclose(f);
    out = run_cli(args, "", &status);
    assert_int_equal(status, 1);
    assert_non_null(
        strstr(out, "line 5: move 1 'ox:c1c3' is illegal: ox cannot move a piece from c1 to c3"));
    unlink(path);
    rmdir(dir);
}

/* Against the random player, the person's move gets a reply; without --opponent the computer
 * at the casual level plays, and the banner says so. */
static void test_play_against_random(void **state) {
    (void)state;
    int status;
    char *out = run_cli("play onitama cards=ox,boar,horse,elephant,crab --side 1 --opponent random",
                        "boar:c1c2\nmoves\nquit\n", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "you play blue against random."));
    assert_non_null(strstr(out, "random plays "));
    out = run_cli("play onitama cards=ox,boar,horse,elephant,crab --side 1", "boar:c1c2\nquit\n",
                  &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "Onitama: you play blue against casual. Type 'help'"));
    assert_non_null(strstr(out, "casual plays "));
}

/* Undo against the computer goes back to the person's last turn, taking back its reply too; redo
 * plays both again; a hint is a legal move; resigning ends the game, and the record kept after
 * every change says so by its length. */
static void test_play_undo_redo_hint_resign(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-cli-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char args[512], path[300];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    snprintf(args, sizeof args,
             "play onitama cards=ox,boar,horse,elephant,crab --opponent random --save '%s'", path);
    int status;
    char *out = run_cli(args, "undo\nboar:c1c2\nundo\nmoves\nredo\nredo\nhint\nresign\n", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "nothing to undo\n"));
    assert_non_null(strstr(out, "random plays "));
    assert_non_null(strstr(out, "nothing to redo\n"));
    assert_non_null(strstr(out, "hint (random level): ")); /* the opponent's level, in words */
    assert_non_null(strstr(out, "Game over: win red resignation\n"));
    Error err;
    char *record = text_file_read(path, NULL, &err);
    assert_non_null(record);
    const char *moves = strstr(record, "moves\nboar:c1c2\n");
    assert_non_null(moves);
    int count = 0;
    for (const char *p = moves + 6; *p; p++) count += *p == '\n';
    assert_int_equal(count, 2); /* the person's move and the reply, played again by redo */
    free(record);
    unlink(path);
    rmdir(dir);
}

/* `fen` prints the position on one line, the rules' own text, after moves and undo alike, and
 * "hidden" while the game hides the other side's pieces; `--depth` with `--seed` makes the
 * computer's moves and hints the same in every run (without `--seed` its random choices draw from
 * a secret), and a depth it cannot use is refused. */
static void test_play_fen_and_depth(void **state) {
    (void)state;
    int status;
    char *out = run_cli("play onitama cards=ox,boar,horse,elephant,crab seed=4 --opponent human",
                        "fen\nox:c1c2\nfen\nundo\nfen\nquit\n", &status);
    assert_int_equal(status, 0);
    const char *start = "fen: rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse crab\n";
    const char *first = strstr(out, start);
    assert_non_null(first);
    assert_non_null(strstr(out, "fen: rrRrr/5/5/2B2/bb1bb red crab,boar elephant,horse ox\n"));
    assert_non_null(strstr(first + 1, start)); /* the undo's position is the start's */
    out = run_cli("play mortar-hunt seed=1 --opponent random", "fen\nquit\n", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "fen: hidden\n"));
    char first_run[1 << 16];
    const char *args = "play onitama cards=ox,boar,horse,elephant,crab seed=4 --depth 2 --seed 4";
    const char *input = "hint\nox:c1c2\nhint\nfen\nquit\n";
    snprintf(first_run, sizeof first_run, "%s", run_cli(args, input, &status));
    assert_int_equal(status, 0);
    assert_non_null(strstr(first_run, "hint (casual level): "));
    assert_non_null(strstr(first_run, "casual plays "));
    assert_string_equal(run_cli(args, input, &status), first_run);
    out = run_cli("play onitama --depth 0", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "play: --depth takes a number from 1 to 64"));
    out = run_cli("play onitama --seed -3", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "play: --seed takes a number"));
}

/* A game asked to play alike again says so in its record: the deal and the computer's choices
 * drew from the seed given; a game without `--seed` names no seed of the computer's choices. */
static void test_play_seeded_record(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-cli-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char args[512], path[300];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    for (int seeded = 0; seeded < 2; seeded++) {
        snprintf(args, sizeof args,
                 "play onitama cards=ox,boar,horse,elephant,crab --depth 1 %s --save '%s'",
                 seeded ? "--seed 77" : "", path);
        int status;
        run_cli(args, "ox:c1c2\nquit\n", &status);
        assert_int_equal(status, 0);
        Error err;
        char *record = text_file_read(path, NULL, &err);
        assert_non_null(record);
        if (seeded) {
            assert_non_null(strstr(record, "duelboard-record 4\n"));
            assert_non_null(strstr(record, "\nseed 77\n"));
            assert_non_null(strstr(record, "\nchoices 77\n"));
        } else {
            assert_null(strstr(record, "choices"));
        }
        free(record);
        unlink(path);
    }
    rmdir(dir);
}

/* `--clock`: both clocks are shown, the record keeps the time control and each move's time, and
 * a time control that cannot be read is refused. */
static void test_play_with_a_clock(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-cli-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char args[512], path[300];
    snprintf(path, sizeof path, "%s/game.rec", dir);
    snprintf(args, sizeof args,
             "play onitama cards=ox,boar,horse,elephant,crab --opponent random --clock 5+3 "
             "--save '%s'",
             path);
    int status;
    char *out = run_cli(args, "boar:c1c2\nquit\n", &status);
    assert_int_equal(status, 0);
    /* Red's clock has not run before blue's first move; blue's has. */
    assert_non_null(strstr(out, "clock blue "));
    assert_non_null(strstr(out, " red 5:00.0\n"));
    Error err;
    char *record = text_file_read(path, NULL, &err);
    assert_non_null(record);
    assert_non_null(strstr(record, "clock 5+3\n"));
    free(record);
    unlink(path);
    rmdir(dir);
    out = run_cli("play onitama --clock 5+", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "play: --clock: "));
}

static void test_usage_errors(void **state) {
    (void)state;
    int status;
    char *out = run_cli("play chess", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "unknown game 'chess'"));
    out = run_cli("play onitama --opponent wizard", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "unknown opponent 'wizard'"));
    out = run_cli("perft onitama colour=red 2", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "unknown option 'colour' for onitama"));
    out = run_cli("perft onitama 0", "", &status);
    assert_int_equal(status, 2);
    out = run_cli("frobnicate", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "unknown command 'frobnicate'"));
    out = run_cli("perft onitama cards=ox,boar,horse,elephant,crab 3", "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "perft 1 10 "));
    assert_non_null(strstr(out, "perft 3 1989 "));
    out = run_cli("perft onitama --fen '5/2R2/2b2/5/2B2 blue ox,boar elephant,horse crab' 1", "",
                  &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "perft 1 "));
}

/* soak plays computer games at the depth asked for, and refuses a depth it cannot use. */
static void test_soak_options(void **state) {
    (void)state;
    int status;
    char *out = run_cli("soak onitama --games 2 --seed 5 --player strong --depth 2", "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "soak onitama: 2 games, "));
    assert_non_null(strstr(out, " 0 violations"));
    out = run_cli("soak onitama --depth 0", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "--depth wants 1 to 64"));
    out = run_cli("soak onitama --player nobody", "", &status);
    assert_int_equal(status, 2);
    /* Game options set every game up; a bad one is refused before any game, and options need
     * one game. */
    out = run_cli("soak gunzi start=inner --games 3 --seed 5", "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "soak gunzi: 3 games, "));
    assert_non_null(strstr(out, " 0 violations"));
    out = run_cli("soak gunzi start=middle --games 3", "", &status);
    assert_int_equal(status, 2);
    assert_non_null(strstr(out, "soak: option start=middle: expected edge|inner"));
    out = run_cli("soak all start=inner --games 3", "", &status);
    assert_int_equal(status, 2);
}

/* `play` shows the person only their own side of Mortar Hunt: two games whose computer side
 * set up elsewhere (other seeds) print the same screens to A, byte for byte, while their records
 * show the computer's pieces did stand elsewhere. */
static void test_play_hides_the_other_side(void **state) {
    (void)state;
    char *shown[2], *records[2];
    for (int k = 0; k < 2; k++) {
        char dir[] = "/tmp/duelboard-cli-XXXXXX";
        assert_non_null(mkdtemp(dir));
        char args[512], path[300];
        snprintf(path, sizeof path, "%s/game.rec", dir);
        snprintf(args, sizeof args, "play mortar-hunt seed=%d --opponent random --save '%s'", k + 1,
                 path);
        int status;
        char *out = run_cli(args, "setup:L3/E,F4/NE,I4/SW\nshow\nquit\n", &status);
        assert_int_equal(status, 0);
        /* What the person is shown, the save's folder (which differs) taken out. */
        shown[k] = malloc(strlen(out) + 1);
        char *w = shown[k];
        for (const char *p = out; *p;) {
            if (strncmp(p, dir, strlen(dir)) == 0) {
                p += strlen(dir);
                continue;
            }
            *w++ = *p++;
        }
        *w = '\0';
        FILE *f = fopen(path, "r");
        assert_non_null(f);
        static char text[1 << 14];
        size_t len = fread(text, 1, sizeof text - 1, f);
        text[len] = '\0';
        fclose(f);
        records[k] = strdup(strstr(text, "moves"));
        unlink(path);
        rmdir(dir);
    }
    assert_string_not_equal(records[0], records[1]); /* B's setups differ */
    assert_string_equal(shown[0], shown[1]);
    for (int k = 0; k < 2; k++) free(shown[k]), free(records[k]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_play_and_replay),
        cmocka_unit_test(test_play_undo_redo_hint_resign),
        cmocka_unit_test(test_play_with_a_clock),
        cmocka_unit_test(test_play_fen_and_depth),
        cmocka_unit_test(test_play_seeded_record),
        cmocka_unit_test(test_play_against_random),
        cmocka_unit_test(test_usage_errors),
        cmocka_unit_test(test_soak_options),
        cmocka_unit_test(test_play_hides_the_other_side),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
