/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A whole number read from a command line's word, within bounds: what the programs' options take.
 */
#ifndef DUELBOARD_CORE_TEXT_NUMBER_H
#define DUELBOARD_CORE_TEXT_NUMBER_H

#include <stdbool.h>

/* `text` as a whole number in [low, high], the whole word and nothing else; false (and `out`
 * left alone) for anything else. */
bool text_read_int(const char *text, long low, long high, int *out);

#endif
