/* SPDX-License-Identifier: GPL-3.0-or-later */
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
    GameRecordTimes times;
    Error err;
    if (game_record_load_timed(text, &line, NULL, &times, &err)) {
        /* What loads must write back and load again, times and all. */
        char *again = game_record_format_timed(&line, NULL, &times, &err);
        GameLine reloaded;
        GameRecordTimes retimes;
        if (!again || !game_record_load_timed(again, &reloaded, NULL, &retimes, &err)) abort();
        if (reloaded.length != line.length || retimes.count != times.count) abort();
        if (strcmp(retimes.control, times.control) != 0) abort();
        for (int i = 0; i < times.count; i++)
            if (retimes.move_ms[i] != times.move_ms[i]) abort();
        game_record_times_free(&retimes);
        game_line_free(&reloaded);
        free(again);
        game_record_times_free(&times);
        game_line_free(&line);
    }
    free(text);
    return 0;
}
