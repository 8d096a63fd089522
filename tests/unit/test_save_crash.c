/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Crash-safe saves: a writer saving two games in turn is killed at random moments, 100 times;
 * every time, the save on disk loads as one of the two games, never as a broken file. */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "core/rng.h"
#include "core/text_file.h"
#include "rules/game_record.h"

/* A record of a random game of `plies` moves, as text (free() it). */
static char *random_record(uint64_t seed, int plies) {
    GameOptions opt;
    game_options_init(&opt);
    GameLine line;
    Error err;
    assert_true(game_line_start(&line, game_at(0), &opt, seed, &err));
    Rng rng;
    rng_seed(&rng, seed);
    Move moves[GAME_MOVES_MAX];
    for (int i = 0; i < plies; i++) {
        int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
        if (n == 0) break;
        game_line_play(&line, moves[rng_below(&rng, (uint64_t)n)], &err);
    }
    char *text = game_record_format(&line, NULL, &err);
    game_line_free(&line);
    return text;
}

static void test_killed_writer_never_breaks_the_save(void **state) {
    (void)state;
    char dir[] = "/tmp/duelboard-crash-XXXXXX";
    assert_non_null(mkdtemp(dir));
    char path[300];
    snprintf(path, sizeof path, "%s/autosave.rec", dir);
    /* Two games of different lengths, so a mix of the two could not pass for either. */
    char *games[2] = {random_record(1, 10), random_record(2, 60)};
    Error err;
    assert_true(text_file_write_atomic(path, games[0], strlen(games[0]), &err));
    Rng rng;
    rng_seed(&rng, (uint64_t)time(NULL));
    int seen[2] = {0, 0}, mid_write = 0, on_disk = 0;
    char tmp[320];
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    for (int round = 0; round < 100; round++) {
        unlink(tmp); /* a leftover of the last round */
        pid_t child = fork();
        assert_true(child >= 0);
        if (child == 0) {
            /* The first save writes the game not on disk, so that the previous and the new
             * file differ even when the kill lands inside that first save. */
            for (unsigned i = (unsigned)on_disk + 1;; i++) {
                const char *text = games[i % 2];
                if (!text_file_write_atomic(path, text, strlen(text), NULL)) _exit(3);
            }
        }
        struct timespec pause = {0, (long)(200 + rng_below(&rng, 3000)) * 1000};
        nanosleep(&pause, NULL);
        kill(child, SIGKILL);
        int status;
        waitpid(child, &status, 0);
        assert_true(WIFSIGNALED(status));
        /* A temporary file left behind means this kill landed inside a save. */
        if (access(tmp, F_OK) == 0) mid_write++;
        char *text = text_file_read(path, NULL, &err);
        if (!text) fail_msg("round %d: %s", round, err.message);
        GameLine line;
        if (!game_record_load(text, &line, NULL, &err))
            fail_msg("round %d: %s", round, err.message);
        game_line_free(&line);
        int which = strcmp(text, games[0]) == 0 ? 0 : strcmp(text, games[1]) == 0 ? 1 : -1;
        if (which < 0) fail_msg("round %d: the save is neither game:\n%s", round, text);
        seen[which == on_disk ? 0 : 1]++;
        on_disk = which;
        free(text);
    }
    print_message("after 100 kills (%d inside a save): %d times the game on disk before, %d "
                  "times another\n",
                  mid_write, seen[0], seen[1]);
    unlink(tmp);
    unlink(path);
    rmdir(dir);
    free(games[0]);
    free(games[1]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_killed_writer_never_breaks_the_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
