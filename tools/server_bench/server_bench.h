/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee server's benchmark (`duelboard-server-bench`): many simulated games played
 * through one server process on loopback, reporting moves a second, move latency, memory a game
 * and setup time. */
#ifndef DUELBOARD_TOOLS_SERVER_BENCH_H
#define DUELBOARD_TOOLS_SERVER_BENCH_H

#include <stdbool.h>
#include <stdio.h>

#define SERVER_BENCH_RUNS_MAX 16

typedef struct ServerBenchSettings {
    int games[SERVER_BENCH_RUNS_MAX]; /* games at once, one run each */
    int runs;
    double seconds;   /* how long each run plays once every game has started */
    const char *game; /* a game id; NULL: server_bench_default_game() */
    int think_ms;     /* a player's mean time before each move (random within +-50%) */
    /* NULL: the server stores nothing; else each run's server stores in a fresh directory made
     * in it (removed after the run) */
    const char *data_dir;
    const char *server; /* the duelboard-server program each run starts */
    bool poll_loop;     /* the server and the clients on libwebsockets' poll loop, not libev's */
} ServerBenchSettings;

/* The first game of the list that hides nothing from either side: the default. */
const char *server_bench_default_game(void);
/* Whether the game exists and hides nothing (the benchmark's players follow the game from the
 * moves they are told, which only works where every move is told in notation). */
bool server_bench_game_ok(const char *id);
/* "100,1000,5000" into settings->games; false for anything else. */
bool server_bench_parse_games(const char *text, ServerBenchSettings *settings);

/* Runs every run, one line each to `out` and a last line comparing with the goals. Returns 0
 * when every run was valid (no errors, no dropped connection, some moves), 1 otherwise. */
int server_bench_run(const ServerBenchSettings *settings, FILE *out);

#endif
