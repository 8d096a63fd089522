/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the app's settings parser. Any text must leave every preference in its range and
 * the warnings a terminated string, without a crash. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "app/prefs_file.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    /* The app hands the parser what text_file_read accepted: NUL-terminated text. A NUL inside
     * the input simply ends the text early, which the parser must also survive. */
    char *text = fuzz_text(data, size);
    if (!text) return 0;
    UiPrefs p;
    ui_prefs_default(&p);
    AppWindow win = {-1, -1, 900, 640};
    /* A small warnings buffer so that cutting messages is exercised too. */
    char warnings[64];
    memset(warnings, 'x', sizeof warnings);
    app_prefs_parse(text, "settings.txt", &p, &win, warnings, sizeof warnings);
    free(text);
    if (memchr(warnings, '\0', sizeof warnings) == NULL) abort();
    if (p.language < 0 || p.language >= UI_LANG_COUNT || p.volume < 0 || p.volume > 100 ||
        p.volume % 10 != 0 || p.anim_speed < 0 || p.anim_speed >= UI_ANIM_COUNT || p.scheme < 0 ||
        p.scheme >= UI_SCHEME_COUNT)
        abort();
    if (win.w < 200 || win.w > 16384 || win.h < 150 || win.h > 16384) abort();
    return 0;
}
