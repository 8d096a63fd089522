/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the engine protocol. The input is split into lines and fed to one engine; every
 * command must get its replies without a crash. `go` and `perft` are capped to stay quick. */
#include <ctype.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "cli/engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *skip_space(const char *s) {
    while (*s && isspace((unsigned char)*s)) s++;
    return s;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    FILE *sink = fopen("/dev/null", "w");
    if (!sink) return 0;
    char *text = fuzz_text(data, size);
    if (!text) {
        fclose(sink);
        return 0;
    }
    Engine *e = engine_new();
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        /* Deep perft, long searches and `isready` (which builds Onitama's solved endgames) are
         * slow, not wrong: keep them out. The engine skips leading white space (a carriage
         * return too), so the command word is found the same way here. */
        const char *word = skip_space(line);
        if (strncmp(word, "perft", 5) == 0 || strncmp(word, "go", 2) == 0 ||
            strncmp(word, "isready", 7) == 0 ||
            (strncmp(word, "position", 8) == 0 &&
             strncmp(skip_space(word + strcspn(word, " \t\r\v\f")), "record", 6) == 0))
            continue;
        if (!engine_handle_line(e, line, sink)) break;
    }
    free(text);
    engine_free(e);
    fclose(sink);
    return 0;
}
