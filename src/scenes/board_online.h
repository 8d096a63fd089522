/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's network game (board_online.c): its link to the server, which owns the
 * session, and its own state (BoardOnline, which no other part reads inside). */
#ifndef DUELBOARD_SCENES_BOARD_ONLINE_H
#define DUELBOARD_SCENES_BOARD_ONLINE_H

#include "scenes/board_scene.h"
#include "scenes/online_kept.h"

/* Takes up a link (the board owns it from now on) and the game's entry among the games in
 * progress (NULL: none yet); the board's session is the link's then. False when out of memory
 * (the link is freed). */
bool board_online_start(BoardData *b, struct NetLink *link, const OnlineKept *kept);
/* Says goodbye to the server; the session goes with the link. */
void board_online_free(BoardData *b);
/* What came in from the network since the last frame, the strongest first: the other side's
 * move (to animate), a new game or position (a rematch, a reconnection, the end: the board
 * refreshes), something to draw again (a phrase, the status), or nothing. */
typedef enum BoardOnlineNews {
    BOARD_ONLINE_QUIET,
    BOARD_ONLINE_SHOWN,
    BOARD_ONLINE_GAME,
    BOARD_ONLINE_MOVE,
} BoardOnlineNews;
/* Pumps the link: moves that came in, a new session (rematch, reconnection), phrases said, the
 * kept record; the scene acts on what it says. */
BoardOnlineNews board_online_update(BoardData *b, SceneContext *ctx);
/* The status line when the network has something to say (a drop, the other's turn, a move on
 * its way); false for the usual one. */
bool board_online_status(const BoardData *b, const UiDraw *d, char *out, size_t n);
/* The server can hear this end's actions (a resignation). */
bool board_online_playing(const BoardData *b);
/* The panel's first row in a network game: a draw offer, the phrases. */
void board_online_buttons(BoardData *b, UiDraw *d, float x, float y, float w, float bh);
/* The phrases to say or the other's draw offer over the board; true when one is drawn, and
 * while one is up the board takes no moves. */
bool board_online_overlay(BoardData *b, UiDraw *d);
bool board_online_blocks_board(const BoardData *b);
/* A panel or dialog button of a network game; false when `id` is not one. */
bool board_online_event(BoardData *b, SceneContext *ctx, const char *id);
/* Back pressed: closes the phrases when they are up (true then). */
bool board_online_back(BoardData *b);
bool board_online_query(const BoardData *b, const char *key, char *out, size_t n);

#endif
