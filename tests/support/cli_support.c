/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Runs duelboard-cli as a separate program for the tests, as a person runs it from a shell. */
#include "support/cli_support.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* Writes `input` to a new temporary file named in `path`; false when it cannot. */
static bool write_input(char *path, const char *input) {
    int fd = mkstemp(path);
    if (fd < 0) return false;
    size_t n = strlen(input);
    bool ok = write(fd, input, n) == (ssize_t)n;
    close(fd);
    if (!ok) unlink(path);
    return ok;
}

char *support_run_cli(const char *cli, const char *args, const char *input, int *status) {
    static char out[1 << 16];
    char in_path[] = "/tmp/duelboard-cli-in-XXXXXX";
    if (input && !write_input(in_path, input)) return NULL;
    char command[1024];
    if (input)
        snprintf(command, sizeof command, "'%s' %s < '%s' 2>&1", cli, args, in_path);
    else
        snprintf(command, sizeof command, "'%s' %s 2>&1", cli, args);
    FILE *p = popen(command, "r");
    char *result = NULL;
    if (p) {
        size_t len = fread(out, 1, sizeof out - 1, p);
        out[len] = '\0';
        int raw = pclose(p);
        *status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
        result = out;
    }
    if (input) unlink(in_path);
    return result;
}
