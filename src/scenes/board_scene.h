/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's state, shared by its parts: the scene's logic (board.c), what it shows of its
 * session (board_shown.h), the frame and actions it offers (board_frame.h), the dialogs over its
 * board (board_dialog.h), its side panel (board_panel.h), and two parts with state of their own
 * that no other part reads inside: a network game (board_online.h) and an analysis
 * (board_analysis.h). Each part's functions are in its own header, and the parts call each other
 * in one direction only (the seam check fails on a circle): board.c and the panel at the top,
 * then the frame, the network game, the dialogs, the analysis, and what is shown at the bottom. */
#ifndef DUELBOARD_SCENES_BOARD_SCENE_H
#define DUELBOARD_SCENES_BOARD_SCENE_H

#include "rules/game_line.h"
#include "scenes/scene.h"
#include "session/session.h"
#include "views/view.h"

#define BOARD_PLAYER_MAX 32
#define BOARD_MESSAGE_MAX 512

/* A network game's part (board_online.c) and an analysis's (board_analysis.c). */
typedef struct BoardOnline BoardOnline;
typedef struct BoardAnalysis BoardAnalysis;

/* The panel's status line, both clocks ("0.0 1:00", "" without a clock) and the rest as the last
 * frame drawn showed them: what the person sees while the app sleeps (the queries shown_*). */
typedef struct BoardDrawn {
    char status[BOARD_MESSAGE_MAX];
    char over[BOARD_MESSAGE_MAX]; /* the game-over dialog's result (shown_over) */
    char clocks[64];
    char players[200]; /* the players' rows' labels, "|" between them (shown_players) */
    char notes[140];   /* the notes beside the sides' names, "|" between them (shown_notes) */
    char clock[32];    /* the running clock's text at the last update */
} BoardDrawn;

/* How the game is kept among the kept games (game_library.h). */
typedef struct BoardKeeping {
    /* The saved game this board was opened from or last saved to, "" none: an analysis done
     * is written into it. */
    char record_path[1024];
    /* The game's own record: its file name, in games/ while it is on and in the library
     * (saves/) once it is over; "" while it is not kept (a game opened from the library is kept,
     * as a game of its own, once it changes). */
    char game_file[128];
    bool on_change;
    bool end_kept; /* its end is written to the library */
} BoardKeeping;

typedef struct BoardData {
    /* The game: its line, players, undo, the computer's thinking, hints, the autosave, the
     * position looked at and who may see what (its snapshot, session_shown, is what is shown). */
    Session *session;
    const GameView *view;
    void *view_data;
    float progress; /* of the last move's animation, 1 when still */
    float anim_seconds;
    bool over_shown; /* the game-over overlay is up */
    bool over_sounded;
    bool confirm_resign; /* "Resign this game?" is asked */
    bool keys_on_board;  /* the arrows and Enter go to the board rather than the panel */
    char message[BOARD_MESSAGE_MAX]; /* a refusal's reason or a note ("Saved as ..."), "" none */
    bool message_is_error;
    UiRect area; /* where the view was laid out */
    float scale; /* the layout's pixel scale at the last draw */
    UiRect
        prepared_for; /* the area and pixel scale the view's images and texts were prepared for */
    float history_scroll;
    float time;
    BoardDrawn drawn;
    const SceneContext *ctx; /* the app's, for answering queries (which get no context) */
    BoardOnline *online;     /* a network game's part, NULL in a game played here */
    BoardAnalysis *analysis; /* the game's analysis: the one running, the one done */
    BoardKeeping keep;
} BoardData;

#endif
