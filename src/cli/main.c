/* SPDX-License-Identifier: GPL-3.0-or-later */
/* duelboard-cli: the command-line front end (perft, engine protocol, play, replay). */
#include <stdio.h>
#include <string.h>

#include "cli/cli_ai.h"
#include "cli/cli_commands.h"
#include "cli/engine.h"
#include "rules/game.h"

#ifndef DUELBOARD_VERSION
#error "DUELBOARD_VERSION comes from project() in CMakeLists.txt"
#endif

static void usage(FILE *out) {
    char ids[256];
    game_id_list(ids, sizeof ids);
    fprintf(out,
            "usage: duelboard-cli <command> [arguments]\n"
            "commands:\n"
            "  perft <game> [key=value]... <depth>   count move-tree leaves, with speed\n"
            "  perft-check <table> [--max-depth N]   check a perft table file\n"
            "  engine                                speak the engine protocol on stdin/stdout\n"
            "  play <game> [key=value]... [--opponent NAME] [--side N] [--save FILE]\n"
            "                                        play in the terminal\n"
            "  replay <record>                       check a record and print it\n"
            "  learn <game> [--list] [--lesson N] [--check]\n"
            "                                        the game's lessons, played or checked\n"
            "  bench [game] [--depth N]              search fixed positions: nodes and speed\n"
            "  match <game> <player1> <player2> [--games N] [--movetime MS] ...\n"
            "                                        play two players against each other\n"
            "  soak <game|all> [--games N]           play many games checking the rules\n"
            "  endgame <game> [key=value]... [--check N]\n"
            "                                        build and check solved endgames\n"
            "  analyse <record> [--nodes N] [--side N|--truth] [--write]\n"
            "                                        Master's analysis of a game, move by move\n"
            "  calibrate <game> [--games N] [--nodes N] [--seed S]\n"
            "                                        fit win chances to self-play results\n"
            "  puzzles <game> [--seed S] [--count N] [--out FILE] | --check FILE\n"
            "                                        make a puzzle set, or prove one again\n"
            "  tune <game> [--games N] [--nodes N] [--seed S]\n"
            "                                        fit the evaluation's weights to self-play\n"
            "  wake-latency [--count N] [--period MS] [--busy]\n"
            "                                        how late this machine wakes a thread\n"
            "  --version                             print the version\n"
            "Each command takes --help. Games: %s\n",
            ids);
}

int main(int argc, char **argv) {
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? 2 : 0;
    }
    const char *cmd = argv[1];
    if (strcmp(cmd, "--version") == 0) {
        printf("duelboard-cli %s\n", DUELBOARD_VERSION);
        return 0;
    }
    if (strcmp(cmd, "perft") == 0) return cli_perft(argc - 2, argv + 2);
    if (strcmp(cmd, "perft-check") == 0) return cli_perft_check(argc - 2, argv + 2);
    if (strcmp(cmd, "play") == 0) return cli_play(argc - 2, argv + 2, stdin, stdout);
    if (strcmp(cmd, "learn") == 0) return cli_learn(argc - 2, argv + 2, stdin, stdout);
    if (strcmp(cmd, "replay") == 0) return cli_replay(argc - 2, argv + 2);
    if (strcmp(cmd, "bench") == 0) return cli_bench(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "match") == 0) return cli_match(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "soak") == 0) return cli_soak(argc - 2, argv + 2);
    if (strcmp(cmd, "wake-latency") == 0) return cli_wake_latency(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "endgame") == 0) return cli_endgame(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "analyse") == 0) return cli_analyse(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "calibrate") == 0) return cli_calibrate(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "puzzles") == 0) return cli_puzzles(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "tune") == 0) return cli_tune(argc - 2, argv + 2, stdout);
    if (strcmp(cmd, "engine") == 0) {
        if (argc > 2 && strcmp(argv[2], "--help") == 0) {
            printf("usage: duelboard-cli engine\nReads protocol commands from stdin and answers "
                   "on stdout; see docs/protocol.md.\n");
            return 0;
        }
        return engine_run(stdin, stdout);
    }
    fprintf(stderr, "unknown command '%s'\n", cmd);
    usage(stderr);
    return 2;
}
