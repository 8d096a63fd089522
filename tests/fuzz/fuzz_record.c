/* Fuzz target: the record loader must refuse any bad input with a message, never crash. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "rules/game_record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    GameLine line;
    Error err;
    if (game_record_load(text, &line, NULL, &err)) {
        /* What loads must write back and load again. */
        char *again = game_record_format(&line, NULL, &err);
        GameLine reloaded;
        if (!again || !game_record_load(again, &reloaded, NULL, &err)) abort();
        if (reloaded.length != line.length) abort();
        game_line_free(&reloaded);
        free(again);
        game_line_free(&line);
    }
    free(text);
    return 0;
}
