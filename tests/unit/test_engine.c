/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An engine-protocol session: the real duelboard-cli is driven through stdin and its replies
 * are compared line by line with the protocol's fixed forms. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "rules/game.h"

/* Runs the engine on `input` and returns everything it wrote to stdout (free() it). The engine
 * runs under timeout(1), so a hang fails the test (status 124) instead of stalling the suite. */
static char *run_engine_within(const char *input, size_t input_length, int seconds) {
    char path[] = "/tmp/duelboard-engine-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, input, input_length), (ssize_t)input_length);
    close(fd);
    char command[512];
    snprintf(command, sizeof command, "timeout -k 5 %d '%s' engine < '%s' 2>/dev/null", seconds,
             DUELBOARD_CLI, path);
    FILE *p = popen(command, "r");
    assert_non_null(p);
    size_t cap = 1 << 16, len = 0;
    char *out = malloc(cap);
    size_t got;
    while ((got = fread(out + len, 1, cap - len - 1, p)) > 0) {
        len += got;
        if (len + 1 >= cap) out = realloc(out, cap *= 2);
    }
    out[len] = '\0';
    assert_int_equal(pclose(p), 0);
    unlink(path);
    return out;
}

static char *run_engine(const char *input, size_t input_length) {
    return run_engine_within(input, input_length, 60);
}

/* Compares line by line; an expected line ending in " *" matches any line with that prefix. */
static bool lines_match(const char *got, const char *want) {
    while (*got || *want) {
        const char *got_end = strchr(got, '\n'), *want_end = strchr(want, '\n');
        if (!got_end || !want_end) return !got_end && !want_end && strcmp(got, want) == 0;
        size_t got_len = (size_t)(got_end - got), want_len = (size_t)(want_end - want);
        bool wildcard = want_len >= 2 && want[want_len - 1] == '*' && want[want_len - 2] == ' ';
        if (wildcard ? strncmp(got, want, want_len - 1) != 0
                     : got_len != want_len || strncmp(got, want, got_len) != 0)
            return false;
        got = got_end + 1;
        want = want_end + 1;
    }
    return true;
}

static void expect_session(const char *input, const char *expected) {
    char *out = run_engine(input, strlen(input));
    if (!lines_match(out, expected)) fail_msg("engine replied\n%s\nexpected\n%s", out, expected);
    free(out);
}

static void test_handshake(void **state) {
    (void)state;
    char ids[256], expected[512];
    game_id_list(ids, sizeof ids);
    snprintf(expected, sizeof expected,
             "id name duelboard %s\nid games %s\nprotocolok\nreadyok\nerror unknown command\n",
             DUELBOARD_VERSION_TEXT, ids);
    expect_session("protocol\nisready\nfly away\nquit\nisready\n", expected);
}

/* `setoption` knows `endgames` (full or quick) and says what is wrong with anything else; it
 * needs no game. */
static void test_setoption(void **state) {
    (void)state;
    expect_session("setoption name endgames value full\n"
                   "setoption name endgames value quick\n"
                   "setoption name endgames value some\n"
                   "setoption name hash value 64\n"
                   "setoption endgames full\n"
                   "setoption name endgames value full extra\n",
                   "ok\nok\n"
                   "error setoption: endgames is full or quick, not 'some'\n"
                   "error setoption: unknown option 'hash' (known: endgames)\n"
                   "error setoption: write it as setoption name <option> value <value>\n"
                   "error setoption: write it as setoption name <option> value <value>\n");
}

static void test_onitama_session(void **state) {
    (void)state;
    char ids[256], expected[4096];
    game_id_list(ids, sizeof ids);
    const char *input = "moves\n"
                        "newgame onitama cards=ox,boar,horse,elephant,crab\n"
                        "fen\n"
                        "moves\n"
                        "status\n"
                        "play ox:c1c3\n"
                        "play ox:c1c2\n"
                        "status\n"
                        "fen\n"
                        "undo\n"
                        "undo\n"
                        "position startpos moves ox:c1c2 elephant:c5d4\n"
                        "fen\n"
                        "position fen 5/2R2/2b2/5/2B2 blue ox,boar elephant,horse crab\n"
                        "play ox:c3c4\n"
                        "status\n"
                        "moves\n"
                        "position fen 5/2R2/2b2/5/2B2 blue ox,boar elephant\n"
                        "position startpos\n"
                        "perft 3\n"
                        "show\n"
                        "newgame onitama cards=ox\n"
                        "newgame chess\n"
                        "fen\n";
    const char *reply_format =
        "error no game: use newgame first\n"
        "ok\n"
        "fen rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse crab\n"
        "moves ox:a1a2 ox:b1b2 ox:c1c2 ox:d1d2 ox:e1e2 boar:a1a2 boar:b1b2 boar:c1c2 boar:d1d2 "
        "boar:e1e2\n"
        "status ongoing blue\n"
        "error illegal move ox:c1c3: ox cannot move a piece from c1 to c3\n"
        "ok\n"
        "status ongoing red\n"
        "fen rrRrr/5/5/2B2/bb1bb red crab,boar elephant,horse ox\n"
        "ok\n"
        "error nothing to undo\n"
        "ok\n"
        "fen rr1rr/3R1/5/2B2/bb1bb blue crab,boar ox,horse elephant\n"
        "ok\n"
        "ok\n"
        "status win blue stone\n"
        "moves\n"
        "error expected '<board> <blue|red> <card>,<card> <card>,<card> <card> [draw=off]'\n"
        "ok\n"
        "perft 3 1989 *\n"
        "   a b c d e\n"
        "5  r r R r r\n"
        "4  . . . . .\n"
        "3  . . . . .\n"
        "2  . . . . .\n"
        "1  b b B b b\n"
        "blue: ox boar\n"
        "red: elephant horse\n"
        "side: crab\n"
        "blue to move\n"
        "end\n"
        "error option cards: expected exactly five cards, got 1\n"
        "error unknown game 'chess' (known: %s)\n"
        "fen rrRrr/5/5/5/bbBbb blue ox,boar elephant,horse crab\n";
    snprintf(expected, sizeof expected, reply_format, ids);
    expect_session(input, expected);
}

/* The engine's output has one `bestmove`, and its move is among the legal ones a `moves` after
 * it listed. */
static void expect_one_legal_bestmove(const char *out) {
    const char *best = strstr(out, "bestmove ");
    assert_non_null(best);
    assert_null(strstr(best + 1, "bestmove "));
    char move[64];
    assert_int_equal(sscanf(best, "bestmove %63s", move), 1);
    const char *moves = strstr(out, "\nmoves ");
    assert_non_null(moves);
    char needle[70];
    snprintf(needle, sizeof needle, " %s", move);
    assert_non_null(strstr(moves, needle));
}

/* `go` answers with a legal move (the AI's choice; legality is what the protocol promises). */
static void test_go(void **state) {
    (void)state;
    const char *input =
        "newgame onitama cards=ox,boar,horse,elephant,crab\ngo depth 2 seed 3\nmoves\n";
    char *out = run_engine(input, strlen(input));
    expect_one_legal_bestmove(out);
    free(out);
}

/* `go threads N` lets Master search on N threads on the clock and still answer one legal move;
 * a count out of range is an error, and no search starts. */
static void test_go_threads(void **state) {
    (void)state;
    const char *input = "newgame onitama cards=ox,boar,horse,elephant,crab\n"
                        "go threads 0 movetime 30\ngo threads 65\ngo threads x\n"
                        "go threads 2 movetime 30 seed 3\nmoves\n";
    char *out = run_engine(input, strlen(input));
    assert_non_null(strstr(out, "ok\nerror go: threads must be 1 to 64\n"
                                "error go: threads must be 1 to 64\n"
                                "error go: 'threads x' needs a whole number\n"));
    expect_one_legal_bestmove(out);
    free(out);
}

/* Garbage, an over-long line, a NUL byte and input ending without quit give errors, not
 * crashes or hangs. */
static void test_bad_input(void **state) {
    (void)state;
    size_t long_len = 1 << 20;
    char *input = malloc(long_len + 64);
    memset(input, 'x', long_len);
    static const char tail[] = "\nis\0ready\n\xff\xfe\nisready";
    memcpy(input + long_len, tail, sizeof tail - 1);
    char *out = run_engine(input, long_len + sizeof tail - 1);
    assert_string_equal(
        out, "error line too long\nerror NUL byte in command\nerror unknown command\nreadyok\n");
    free(out);
    free(input);
}

/* Counts the lines of `text` and checks each starts with `prefix`. */
static int count_lines_starting(const char *text, const char *prefix) {
    int n = 0;
    for (const char *line = text; *line; n++) {
        if (strncmp(line, prefix, strlen(prefix)) != 0)
            fail_msg("line %d does not start with '%s': %.80s", n + 1, prefix, line);
        const char *end = strchr(line, '\n');
        assert_non_null(end);
        line = end + 1;
    }
    return n;
}

/* Garbage after each command word: pseudo-random bytes (any value but the newline, NUL bytes
 * included) must get exactly one `error` line per input line. */
static void test_garbage(void **state) {
    (void)state;
    static const char *const words[] = {"",
                                        "play ",
                                        "position fen ",
                                        "position startpos moves ",
                                        "position record ",
                                        "newgame onitama ",
                                        "newgame gunzi ",
                                        "newgame mortar-hunt ",
                                        "view ",
                                        "perft ",
                                        "go depth ",
                                        "go level "};
    const int words_count = (int)(sizeof words / sizeof words[0]);
    const char *start = "newgame onitama cards=ox,boar,horse,elephant,crab\n";
    size_t cap = 1 << 20, len = strlen(start);
    char *input = malloc(cap);
    memcpy(input, start, len);
    uint64_t x = 0x9e3779b97f4a7c15u;
    const int lines = 2000;
    for (int i = 0; i < lines; i++) {
        const char *w = words[i % words_count];
        memcpy(input + len, w, strlen(w));
        len += strlen(w);
        /* At least 8 bytes, led by a byte that is neither space nor digit, so that no line can
         * turn into a valid command by chance. */
        input[len++] = (char)('!' + i % 15);
        for (int k = 0, n = 7 + (int)(x % 120); k < n; k++) {
            x ^= x << 13, x ^= x >> 7, x ^= x << 17;
            char c = (char)(x >> 24);
            input[len++] = c == '\n' ? '\x7f' : c;
        }
        input[len++] = '\n';
        assert_true(len + 256 < cap);
    }
    char *out = run_engine(input, len);
    assert_true(strncmp(out, "ok\n", 3) == 0);
    assert_int_equal(count_lines_starting(out + 3, "error "), lines);
    free(out);
    free(input);
}

/* A 3 MB line that the end of input cuts off, after a command that is answered. */
static void test_long_line_at_end(void **state) {
    (void)state;
    size_t long_len = 3 << 20;
    char *input = malloc(long_len + 16);
    memcpy(input, "isready\n", 8);
    memset(input + 8, 'y', long_len);
    char *out = run_engine(input, long_len + 8);
    assert_string_equal(out, "readyok\nerror line too long\n");
    free(out);
    free(input);
}

/* The input ends while a search without a time limit runs, on a line end or mid-line after a
 * command that must wait for the search: the search is stopped and answers, and the engine
 * ends (a hang would be killed by the harness's timeout and fail). */
static void test_eof_during_go(void **state) {
    (void)state;
    static const char *const inputs[] = {
        "newgame onitama cards=ox,boar,horse,elephant,crab\ngo depth 99\n",
        "newgame onitama cards=ox,boar,horse,elephant,crab\ngo depth 99\nisready\nfe",
        "newgame gunzi\ngo nodes 100000000000\nstatus\n",
    };
    for (int i = 0; i < 3; i++) {
        char *out = run_engine(inputs[i], strlen(inputs[i]));
        const char *best = strstr(out, "bestmove ");
        if (!best) fail_msg("no bestmove for input %d:\n%s", i, out);
        const char *after = strchr(best, '\n') + 1;
        if (i == 0) assert_string_equal(after, "");
        if (i == 1) assert_string_equal(after, "error unknown command\n");
        if (i == 2) assert_true(strncmp(after, "status ongoing ", 15) == 0);
        if (i == 1) assert_non_null(strstr(out, "readyok\n"));
        free(out);
    }
}

/* `go ponder` thinks on the opponent's time without a clock: it ends when told, by `stop` (it
 * answers with its best move), by any command that needs the search over (it answers, then the
 * command is done), or goes on after `ponderhit` with its move time from then. A search that did
 * not stop would hang the engine, which the harness's timeout turns into a failure. */
static void test_ponder(void **state) {
    (void)state;
    static const char *const inputs[] = {
        "newgame onitama cards=ox,boar,horse,elephant,crab\ngo ponder movetime 50\nstop\nfen\n",
        "newgame onitama cards=ox,boar,horse,elephant,crab\ngo ponder\nstatus\n",
        "newgame gunzi\ngo ponder movetime 50\nponderhit\nisready\nstatus\n",
        "newgame onitama cards=ox,boar,horse,elephant,crab\nponderhit\n",
    };
    static const char *const after_best[] = {"fen ", "status ongoing ", "status ongoing ", NULL};
    for (int i = 0; i < 4; i++) {
        char *out = run_engine(inputs[i], strlen(inputs[i]));
        const char *best = strstr(out, "bestmove ");
        if (after_best[i]) {
            if (!best) fail_msg("no bestmove for input %d:\n%s", i, out);
            const char *after = strchr(best, '\n') + 1;
            if (strncmp(after, after_best[i], strlen(after_best[i])) != 0)
                fail_msg("input %d: after the bestmove came '%s'", i, after);
            assert_null(strstr(best + 1, "bestmove ")); /* one answer, to the one go */
        } else {
            assert_null(best);
            assert_non_null(strstr(out, "error no search running\n"));
        }
        free(out);
    }
}

/* `isready` after a new Onitama deal answers once Master's solved endgames are built, so the
 * `go` after it plays from the table: in this position (Blue's master and a student against
 * the Red master) a one-ply search sees a win in 17 plies only by probing the table; without
 * it the same search scores about one student (118). A build takes seconds, many more in the
 * sanitizer build, hence the long timeout. */
static void test_isready_waits_for_the_tables(void **state) {
    (void)state;
    const char *input = "newgame onitama cards=ox,boar,horse,elephant,crab\n"
                        "position fen 2R2/5/5/5/b1B2 blue ox,boar elephant,horse crab\n"
                        "isready\ngo depth 1\n";
    char *out = run_engine_within(input, strlen(input), 900);
    if (!lines_match(out, "ok\nok\nreadyok\ninfo depth 1 score 29983 *\nbestmove *\n"))
        fail_msg("engine replied\n%s", out);
    free(out);
}

/* The text between "view of A" and "end" in an engine's reply. */
static char *view_part(char *out) {
    char *start = strstr(out, "view of A");
    assert_non_null(start);
    char *end = strstr(start, "\nend\n");
    assert_non_null(end);
    end[1] = '\0';
    return start;
}

/* `view A` in the referee's Mortar Hunt game tells A only what A may know: two games whose A
 * sides are the same but whose B pieces stand elsewhere print the same view of A, and it names
 * none of B's squares. */
static void test_view_hides_the_other_side(void **state) {
    (void)state;
    static const char *const b_setups[2] = {"setup:D9/NE,E6/E,K8/SW", "setup:A7/W,H6/NW,G7/W"};
    char *views[2];
    for (int k = 0; k < 2; k++) {
        char input[256];
        snprintf(input, sizeof input,
                 "newgame mortar-hunt seed=1\nplay setup:L3/E,F4/NE,I4/SW\nplay %s\n"
                 "view A\nquit\n",
                 b_setups[k]);
        char *out = run_engine(input, strlen(input));
        assert_non_null(strstr(out, "ok\nok\nok\n"));
        views[k] = out;
    }
    char *a = view_part(views[0]), *b = view_part(views[1]);
    assert_string_equal(a, b);
    assert_null(strstr(a, "D9"));
    assert_null(strstr(a, "H6"));
    assert_non_null(strstr(a, "L3/E"));
    free(views[0]);
    free(views[1]);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_handshake),
        cmocka_unit_test(test_setoption),
        cmocka_unit_test(test_onitama_session),
        cmocka_unit_test(test_go),
        cmocka_unit_test(test_go_threads),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_garbage),
        cmocka_unit_test(test_long_line_at_end),
        cmocka_unit_test(test_eof_during_go),
        cmocka_unit_test(test_ponder),
        cmocka_unit_test(test_isready_waits_for_the_tables),
        cmocka_unit_test(test_view_hides_the_other_side),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
