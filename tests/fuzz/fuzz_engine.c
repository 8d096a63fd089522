/* Fuzz target: the engine protocol. The input is split into lines and fed to one engine; every
 * command must get its replies without a crash. `go` and `perft` are capped to stay quick. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    FILE *sink = fopen("/dev/null", "w");
    if (!sink) return 0;
    Engine *e = engine_new();
    char *text = malloc(size + 1);
    memcpy(text, data, size);
    text[size] = '\0';
    char *save = NULL;
    for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        /* Deep perft and long searches are slow, not wrong: keep them out. */
        if (strncmp(line, "perft", 5) == 0 || strncmp(line, "go", 2) == 0 ||
            strncmp(line, "position record", 15) == 0)
            continue;
        if (!engine_handle_line(e, line, sink)) break;
    }
    free(text);
    engine_free(e);
    fclose(sink);
    return 0;
}
