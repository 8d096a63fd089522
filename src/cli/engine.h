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

/* Reads commands from `in` until `quit` or end of input; returns the process exit status. */
int engine_run(FILE *in, FILE *out);

#endif
