/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board scene shows of its session (board_shown.c): the session's snapshot, the game's
 * line and end, moves and clocks in words. Every other part of the scene reads the
 * game through these; this part calls none of them. */
#ifndef DUELBOARD_SCENES_BOARD_SHOWN_H
#define DUELBOARD_SCENES_BOARD_SHOWN_H

#include "scenes/board_scene.h"

/* What the session shows now (session_shown): whose secrets the screen may show, the position as
 * that side may know it, the moves, the hint, the clocks. The board, the panel, the queries and
 * the actions all follow it, so nothing a side hides reaches the screen while the other side may
 * be looking. */
const SessionShown *board_shown(const BoardData *b);
/* Move `index` for the panel, in words (or in the notation when the setting asks for it),
 * translated, telling the side at the screen (or neither) only what it may know. */
void board_move_words(const BoardData *b, int index, char *out, size_t n);
/* Whether the side `side` is played by a person at the screen. */
bool board_is_human(const BoardData *b, int side);
/* The game's line and whether it is over (the session's). */
const GameLine *board_line(const BoardData *b);
/* Moves played so far (session_length: a network game's line is not this end's). */
int board_length(const BoardData *b);
bool board_over(const BoardData *b);
/* A network game (its part is board_online.h's). */
bool board_online(const BoardData *b);

/* A clock's time as the panel shows it ("5:00", "1:02:03", whole seconds rounded up; "9.4" in
 * the last ten seconds); returns the milliseconds until the text changes. */
int board_clock_text(int64_t ms, char *out, size_t n);

#endif
