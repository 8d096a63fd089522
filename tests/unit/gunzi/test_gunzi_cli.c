/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Gunzi through the real duelboard-cli: an engine-protocol session, a replayed record of the
 * seed's ending and the perft command, all generic over the game interface. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

/* Runs `duelboard-cli <args>` with `input` on stdin; returns its stdout (free() it) and sets
 * *status to the exit code. */
static char *run_cli(const char *args, const char *input, int *status) {
    char path[] = "/tmp/duelboard-gunzi-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    size_t n = strlen(input);
    assert_int_equal(write(fd, input, n), (ssize_t)n);
    close(fd);
    char command[1024];
    snprintf(command, sizeof command, "'%s' %s < '%s' 2>/dev/null", DUELBOARD_CLI, args, path);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, len = 0, got;
    char *out = malloc(cap);
    assert_non_null(out);
    while ((got = fread(out + len, 1, cap - len - 1, p)) > 0) {
        len += got;
        if (len + 1 >= cap) out = realloc(out, cap *= 2);
    }
    out[len] = '\0';
    int raw = pclose(p);
    *status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
    unlink(path);
    return out;
}

/* Line by line; an expected line ending in " *" matches any line with that prefix. */
static void expect_lines(const char *got, const char *want) {
    const char *g = got, *w = want;
    while (*g || *w) {
        const char *ge = strchr(g, '\n'), *we = strchr(w, '\n');
        if (!ge || !we) {
            if (ge || we || strcmp(g, w) != 0) fail_msg("output\n%s\nexpected\n%s", got, want);
            return;
        }
        size_t gl = (size_t)(ge - g), wl = (size_t)(we - w);
        bool wild = wl >= 2 && w[wl - 1] == '*' && w[wl - 2] == ' ';
        if (wild ? strncmp(g, w, wl - 1) != 0 : gl != wl || strncmp(g, w, gl) != 0)
            fail_msg("output\n%s\nexpected\n%s", got, want);
        g = ge + 1;
        w = we + 1;
    }
}

static void test_engine_session(void **state) {
    (void)state;
    const char *input = "newgame gunzi\n"
                        "fen\n"
                        "play c6xa4>=a7\n"
                        "position fen wN,.,.,.,wN,wN,wN/.,.,./bS,.,.,.,bS,bS,bS white 0 on\n"
                        "play c6xa4>=a7\n"
                        "play a5-a1<\n"
                        "play a5-b1\n"
                        "play a6xc4<=c7\n"
                        "status\n"
                        "moves\n"
                        "undo\n"
                        "fen\n"
                        "position fen .,.,.,B2,.,.,bS/t,.,wN/.,.,.,.,.,wN,. black 40 on\n"
                        "play c7+c4\n"
                        "play a6-a3<\n"
                        "play c4*b3\n"
                        "play a3-a4<=b1\n"
                        "status\n"
                        "moves\n"
                        "fen\n"
                        "position fen .,.,.,B2,.,.,bS/t,.,wN/.,.,.,.,.,wN,. black\n"
                        "position startpos moves c1-c6< a1-a6> c6-c1> a6-a1< c1-c6< a1-a6> c6-c1> "
                        "a6-a1<\n"
                        "status\n"
                        "newgame gunzi first=black draw=off\n"
                        "status\n"
                        "perft 3\n"
                        "newgame gunzi first=red\n"
                        "quit\n";
    const char *want =
        "ok\n"
        "fen wN,wN,.,wN,wN,.,./.,.,./bS,bS,.,bS,bS,.,. white 0 on\n"
        "error illegal move c6xa4>=a7: no wedge of yours on c6\n"
        "ok\n"
        "ok\n"
        "error illegal move a5-a1<: a1 is not next to a5\n"
        "error illegal move a5-b1: missing Swerve: the move must end with '<' (left) or '>' "
        "(right)\n"
        "ok\n"
        "status ongoing white\n"
        "moves a4*a5\n"
        "ok\n"
        "fen wN,.,.,.,wN,.,wN/.,.,./bS,.,.,W2,bS,bS,. black 1 on\n"
        "ok\n"
        "ok\n"
        "ok\n"
        "ok\n"
        "ok\n"
        "status win black score\n"
        "moves\n"
        "fen .,.,.,B4,.,.,./.,.,./.,.,.,W2,.,.,. black 44 on\n"
        "error expected white|black, the move count and on|off after the board\n"
        "ok\n"
        "status draw repetition\n"
        "ok\n"
        "status ongoing black\n"
        "perft 3 5032 *\n"
        "error option first=red: expected white|black\n";
    int status;
    char *out = run_cli("engine", input, &status);
    expect_lines(out, want);
    assert_int_equal(status, 0);
    free(out);
}

/* `go` answers with one of the legal moves, here the only one (a mandatory Pillar-Blow). */
static void test_go_plays_the_mandatory_blow(void **state) {
    (void)state;
    int status;
    char *out = run_cli("engine",
                        "newgame gunzi\n"
                        "position fen .,wN,.,B2,wN,.,./.,.,wN/.,.,.,.,.,.,. black 30 on\n"
                        "go depth 2 seed 1\n",
                        &status);
    assert_non_null(strstr(out, "bestmove c4*c5\n"));
    free(out);
}

static void test_replay_record(void **state) {
    (void)state;
    char path[] = "/tmp/duelboard-gunzi-record-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    static const char record[] = "duelboard-record 1\n"
                                 "game gunzi\n"
                                 "fen .,.,.,B2,.,.,bS/t,.,wN/.,.,.,.,.,wN,. black 40 on\n"
                                 "moves\n"
                                 "c7+c4\n"
                                 "a6-a3<\n"
                                 "c4*b3\n"
                                 "a3-a4<=b1\n";
    assert_int_equal(write(fd, record, sizeof record - 1), (ssize_t)(sizeof record - 1));
    close(fd);
    char args[256];
    snprintf(args, sizeof args, "replay '%s'", path);
    int status;
    char *out = run_cli(args, "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "4. white a3-a4<=b1"));
    assert_non_null(strstr(out, "score white 4 black 8"));
    assert_non_null(strstr(out, "status win black score"));
    free(out);
    unlink(path);
}

/* A record saved when the default start was the inner one replays no more: the message names
 * the line and the move that is now illegal (docs/rules/gunzi.md says so). */
static void test_old_default_record_is_refused(void **state) {
    (void)state;
    char path[] = "/tmp/duelboard-gunzi-old-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    static const char record[] = "duelboard-record 1\ngame gunzi\nseed 0\nmoves\nc6xa4>=a7\n";
    assert_int_equal(write(fd, record, sizeof record - 1), (ssize_t)(sizeof record - 1));
    close(fd);
    char command[512];
    snprintf(command, sizeof command, "'%s' replay '%s' 2>&1", DUELBOARD_CLI, path);
    FILE *p = popen(command, "r"); /* the reason goes to stderr */
    assert_non_null(p);
    char out[1024];
    size_t len = fread(out, 1, sizeof out - 1, p);
    out[len] = '\0';
    int raw = pclose(p);
    assert_true(WIFEXITED(raw) && WEXITSTATUS(raw) == 1);
    assert_non_null(strstr(out, "line 5: move 1 'c6xa4>=a7' is illegal: no wedge of yours on c6"));
    unlink(path);
}

static void test_perft_command(void **state) {
    (void)state;
    int status;
    char *out = run_cli("perft gunzi 4", "", &status);
    assert_int_equal(status, 0);
    assert_non_null(strstr(out, "perft 1 16 "));
    assert_non_null(strstr(out, "perft 2 256 "));
    assert_non_null(strstr(out, "perft 3 5032 "));
    assert_non_null(strstr(out, "perft 4 97820 "));
    free(out);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_engine_session), cmocka_unit_test(test_go_plays_the_mandatory_blow),
        cmocka_unit_test(test_replay_record),  cmocka_unit_test(test_old_default_record_is_refused),
        cmocka_unit_test(test_perft_command),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
