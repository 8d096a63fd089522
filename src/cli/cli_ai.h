/* The AI subcommands of duelboard-cli: bench (fixed searches) and match (players against each
 * other). */
#ifndef DUELBOARD_CLI_AI_H
#define DUELBOARD_CLI_AI_H

#include <stdio.h>

int cli_bench(int argc, char **argv, FILE *out);
int cli_match(int argc, char **argv, FILE *out);

#endif
