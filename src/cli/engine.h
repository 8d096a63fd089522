/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The engine protocol of docs/protocol.md: one command per line in, replies out. */
#ifndef DUELBOARD_CLI_ENGINE_H
#define DUELBOARD_CLI_ENGINE_H

#include <stdbool.h>
#include <stdio.h>

typedef struct Engine Engine;

Engine *engine_new(void);
void engine_free(Engine *engine);

/* Handles one command line (without its newline), writing the replies to `out`.
 * Returns false once the command was `quit`. */
bool engine_handle_line(Engine *engine, const char *line, FILE *out);

/* Reads commands from `in` until `quit` or end of input; returns the process exit status. Reads
 * fileno(in) directly (nothing may have been read through `in` before), so that it can tell
 * when input has ended while a search runs. */
int engine_run(FILE *in, FILE *out);

#endif
