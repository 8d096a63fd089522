/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What both terminal games (at one keyboard and through a server) print for the person to move:
 * the legal moves and the clocks, alike in both. */
#ifndef DUELBOARD_CLI_TURN_TEXT_H
#define DUELBOARD_CLI_TURN_TEXT_H

#include <stdbool.h>
#include <stdio.h>

#include "session/session.h"

/* The legal moves of the person to move: on one line, or where they are too many to read there
 * (a secret setup's hundreds, a draft) the first few, one a line, with how to type one and how
 * to list them all, unless `all` asks for every one. */
void cli_list_moves(Session *s, bool all, FILE *out);
/* Both clocks, when the game has them: "clock blue 4:58.0 red 5:00.0". */
void cli_show_clocks(Session *s, FILE *out);

#endif
