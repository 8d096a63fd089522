/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An external engine as a child process: "PATH engine" with its standard input and output on
 * pipes, for `match` (fork and exec on POSIX systems, CreateProcess on Windows). */
#ifndef DUELBOARD_CLI_ENGINE_PROCESS_H
#define DUELBOARD_CLI_ENGINE_PROCESS_H

#include <stdbool.h>
#include <stdio.h>

#include "core/error.h"

typedef struct EngineProcess {
    bool running;
    FILE *to, *from; /* the engine's input and output */
#ifdef _WIN32
    void *process; /* its HANDLE */
#else
    long pid;
#endif
} EngineProcess;

/* Starts "path engine"; false with the reason when it cannot. */
bool engine_process_start(EngineProcess *p, const char *path, Error *err);

/* Sends `quit`, closes the pipes and waits for the engine to end. */
void engine_process_stop(EngineProcess *p);

#endif
