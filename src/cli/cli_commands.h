/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The subcommands of duelboard-cli, each taking the arguments after its name. */
#ifndef DUELBOARD_CLI_COMMANDS_H
#define DUELBOARD_CLI_COMMANDS_H

#include <stdio.h>

int cli_perft(int argc, char **argv);
int cli_perft_check(int argc, char **argv);
int cli_play(int argc, char **argv, FILE *in, FILE *out);
/* `play --host / --join / --watch`: a game through a referee server (cli_net.c). */
int cli_play_network(int argc, char **argv, FILE *in, FILE *out);
int cli_replay(int argc, char **argv);
/* `learn`: a game's lessons in the terminal, listed or checked (cli_learn.c). */
int cli_learn(int argc, char **argv, FILE *in, FILE *out);
int cli_soak(int argc, char **argv);
/* `wake-latency`: how late the machine lets a thread run after a deadline (cli_wake_latency.c). */
int cli_wake_latency(int argc, char **argv, FILE *out);

/* Shared by the subcommands: finds a game by id, printing the known ids when it is unknown. */
struct GameRules;
const struct GameRules *cli_find_game(const char *id);

#endif
