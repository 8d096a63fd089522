/* SPDX-License-Identifier: GPL-3.0-or-later */
/* duelboard-server-bench: the referee server's load generator, a program of its own that is built
 * with the others but not installed; it starts a duelboard-server for each run. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/text_number.h"
#include "server_bench.h"

#ifndef DUELBOARD_SERVER_PROGRAM
#error "DUELBOARD_SERVER_PROGRAM, the duelboard-server built beside it, comes from CMakeLists.txt"
#endif

static void usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-server-bench GAMES[,GAMES...] [options]\n"
            "Plays GAMES simulated games at once (2 connections each) through a duelboard-server\n"
            "of its own on 127.0.0.1, one run per number, and prints per run the moves a\n"
            "second, the move latency, the server's memory a game and the setup time; exits 1\n"
            "when a run had errors, a dropped connection or no moves.\n"
            "options:\n"
            "  --seconds S                  how long each run plays once set up (20; decimals)\n"
            "  --game ID                    the game played (%s); only games that hide\n"
            "                               nothing from either side\n"
            "  --think-ms MS                a player's time before each move, +-50%% (1000;\n"
            "                               0 plays flat out)\n"
            "  --data DIR                   the server stores its rooms and games in a fresh\n"
            "                               folder made in DIR (removed after each run)\n"
            "  --event-loop libev|poll      the server and the clients on libev's epoll loop\n"
            "                               (the default) or on libwebsockets' own poll loop\n"
            "  --server PATH                the duelboard-server to run (default: the one built\n"
            "                               with this program, %s)\n"
            "  --help                       print this help\n",
            server_bench_default_game() ? server_bench_default_game() : "none",
            DUELBOARD_SERVER_PROGRAM);
}

/* Seconds (decimals allowed) in (0, an hour]. */
static bool read_seconds(const char *text, double *seconds) {
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || end == text || *end || !(v > 0) || v > 3600) return false;
    *seconds = v;
    return true;
}

int main(int argc, char **argv) {
    ServerBenchSettings bench = {
        .seconds = 20, .think_ms = 1000, .server = DUELBOARD_SERVER_PROGRAM};
    bool have_games = false;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (strcmp(o, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (o[0] != '-') {
            if (have_games || !server_bench_parse_games(o, &bench)) {
                fprintf(stderr, "duelboard-server-bench: bad games '%s' (see --help)\n", o);
                return 2;
            }
            have_games = true;
            continue;
        }
        static const char *const with_value[] = {"--seconds", "--game",       "--think-ms",
                                                 "--data",    "--event-loop", "--server"};
        bool known = false;
        for (size_t k = 0; k < sizeof with_value / sizeof with_value[0]; k++)
            known = known || strcmp(o, with_value[k]) == 0;
        if (!known) {
            fprintf(stderr, "duelboard-server-bench: unknown option '%s' (see --help)\n", o);
            return 2;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "duelboard-server-bench: %s needs a value (see --help)\n", o);
            return 2;
        }
        const char *v = argv[++i];
        bool ok = true;
        if (strcmp(o, "--seconds") == 0)
            ok = read_seconds(v, &bench.seconds);
        else if (strcmp(o, "--game") == 0) {
            bench.game = v;
            ok = server_bench_game_ok(v);
        } else if (strcmp(o, "--think-ms") == 0)
            ok = text_read_int(v, 0, 600000, &bench.think_ms);
        else if (strcmp(o, "--data") == 0)
            bench.data_dir = v;
        else if (strcmp(o, "--event-loop") == 0) {
            ok = strcmp(v, "libev") == 0 || strcmp(v, "poll") == 0;
            bench.poll_loop = strcmp(v, "poll") == 0;
        } else if (strcmp(o, "--server") == 0) {
            bench.server = v;
            ok = v[0] != '\0';
        }
        if (!ok) {
            fprintf(stderr, "duelboard-server-bench: bad value '%s' for %s (see --help)\n", v, o);
            return 2;
        }
    }
    if (!have_games) {
        usage(stderr);
        return 2;
    }
    return server_bench_run(&bench, stdout);
}
