/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The AI subcommands of duelboard-cli: bench (fixed searches), match (players against each
 * other), endgame (solved endgames), analyse (a game's analysis), calibrate (win chances), tune and
 * puzzles. */
#ifndef DUELBOARD_CLI_AI_H
#define DUELBOARD_CLI_AI_H

#include <stdio.h>

int cli_bench(int argc, char **argv, FILE *out);
int cli_match(int argc, char **argv, FILE *out);
int cli_endgame(int argc, char **argv, FILE *out);
int cli_analyse(int argc, char **argv, FILE *out);
int cli_calibrate(int argc, char **argv, FILE *out);
int cli_tune(int argc, char **argv, FILE *out);
int cli_puzzles(int argc, char **argv, FILE *out);

#endif
