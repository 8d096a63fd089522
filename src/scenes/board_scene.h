/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The board scene's parts: its state, shared by the scene's logic (board.c), what it shows of its
 * session (board_shown.c), the drawing of its side panel and overlays (board_panel.c), the cards
 * over its board (board_card.c) and a network game's parts (board_online.c). */
#ifndef DUELBOARD_SCENES_BOARD_SCENE_H
#define DUELBOARD_SCENES_BOARD_SCENE_H

#include "rules/game_line.h"
#include "session/session.h"
#include "session/session_analysis.h"
#include "scenes/online_kept.h"
#include "scenes/scene.h"
#include "views/view.h"

#define BOARD_PLAYER_MAX 32
#define BOARD_MESSAGE_MAX 512

typedef struct BoardData {
    /* The game: its line, players, undo, the computer's thinking, hints, the autosave and who may
     * see what. */
    Session *session;
    const GameView *view;
    void *view_data;
    /* The moves of the person to move (the session's) and their text. */
    const Move *moves;
    char (*texts)[GAME_MOVE_TEXT_MAX];
    int move_count;
    unsigned char *position, *before; /* what the side at the screen may know (see ViewFrame) */
    int review;                       /* -1: the live game; else the position index looked at */
    float progress;                   /* of the last move's animation, 1 when still */
    float anim_seconds;
    char hint[GAME_MOVE_TEXT_MAX]; /* the session's hint in notation, for the view */
    bool over_shown;               /* the game-over overlay is up */
    bool over_sounded;
    bool confirm_resign; /* "Resign this game?" is asked */
    bool keys_on_board;  /* the arrows and Enter go to the board rather than the panel */
    char message[BOARD_MESSAGE_MAX]; /* a refusal's reason or a note ("Saved as ..."), "" none */
    bool message_is_error;
    UiRect area;       /* where the view was laid out */
    float scale;       /* the layout's pixel scale at the last draw */
    UiRect images_for; /* the area and pixel scale the view's images were prepared for */
    float history_scroll;
    float time;
    /* The panel's status line and both clocks ("0.0 1:00", "" without a clock) as the last frame
     * drawn showed them: what the person sees while the app sleeps (the queries shown_*). */
    char status_drawn[BOARD_MESSAGE_MAX];
    char over_drawn[BOARD_MESSAGE_MAX]; /* the game-over card's result as last drawn (shown_over) */
    char clocks_drawn[64];
    char players_drawn[200]; /* the players' rows' labels, "|" between them (shown_players) */
    char notes_drawn[140];   /* the notes beside the sides' names, "|" between them (shown_notes) */
    char clock_shown[32];    /* the running clock's text at the last update */
    const SceneContext *ctx; /* the app's, for answering queries (which get no context) */
    /* A network game (board_online.c): the link to the server, which owns the session; the
     * session it gave last, the moves already shown, what the panel asked and showed. */
    struct NetLink *link;
    unsigned link_serial;
    int seen_length;
    bool online_over_seen, online_recorded;
    bool saying;     /* the phrases to say are offered */
    bool draw_asked; /* this side offered a draw, not yet answered */
    unsigned said_seen, refusals_seen;
    bool rematch_told;
    bool draw_offer_shown;    /* the other side's draw offer, as last drawn */
    int status_shown;         /* the connection's phase and a dropped side's seconds, as drawn */
    char online_record[1400]; /* the kept copy of the finished game, "" none yet */
    OnlineKept online_kept;   /* the game's entry among the games in progress while it is on */
    /* The game's analysis (board_analysis.c): the one running and the length it started at,
     * the one done, the review position whose better move is drawn (-1 none) and that move,
     * and where the graph was drawn (for presses on it). */
    SessionAnalysisRun *analysis_run;
    int analysis_length;
    int analysis_done_shown; /* positions done, as the progress bar last drew them */
    bool analysed;
    AiAnalysis analysis;
    int better_at;
    char better[GAME_MOVE_TEXT_MAX];
    /* The legal moves of that position and their text: a view finds the hint among them. */
    Move *better_moves;
    char (*better_texts)[GAME_MOVE_TEXT_MAX];
    int better_move_count;
    UiRect graph_area;
    /* The saved game this board was opened from or last saved to, "" none: an analysis done
     * is written into it. */
    char record_path[1024];
    /* The game's own record among the kept games (game_library.h): its file name, in games/
     * while it is on and in the library (saves/) once it is over; "" while it is not kept (a
     * game opened from the library is kept, as a game of its own, once it changes). */
    char game_file[128];
    bool keep_on_change;
    bool end_kept; /* its end is written to the library */
} BoardData;

/* Whose secrets the screen may show now: a side (0 or 1), or BOARD_SHOWS_NEITHER while a privacy
 * screen is up. This is the one decision the board, the panel, the queries and the actions all
 * follow, so nothing a side hides reaches the screen while the other side may be looking. */
#define BOARD_SHOWS_NEITHER (-1)
int board_screen_side(const BoardData *b);
/* A privacy screen is up (board_screen_side is BOARD_SHOWS_NEITHER). */
bool board_screened(const BoardData *b);
/* The side drawn nearest the player (session_viewer), the board turning for each player between
 * two people when the setting says so. */
int board_viewer(const BoardData *b, const SceneContext *ctx);
/* The panel's actions that are not always possible. */
typedef enum BoardAction {
    BOARD_ACTION_UNDO,
    BOARD_ACTION_REDO,
    BOARD_ACTION_HINT,
    BOARD_ACTION_RESIGN,
    BOARD_ACTION_SAVE,
} BoardAction;
/* Whether `action` can be taken now: none behind a privacy screen; Hint and Resign only while
 * the game is on; Undo and Redo only when there is something to take back or play again. */
bool board_action_available(const BoardData *b, BoardAction action);
/* A side's note for the panel (a score): behind a privacy screen only when both sides' views
 * give the same note, so that it tells only what neither side hides. */
void board_side_note(BoardData *b, const SceneContext *ctx, UiDraw *d, int side, char *out,
                     size_t n);
/* The frame a view is drawn and asked with, for the position the scene shows now. */
ViewFrame board_frame(BoardData *b, const SceneContext *ctx);
/* The same move for the panel, in words (or in the notation when the setting asks for it),
 * translated, telling the side at the screen (or neither) only what it may know. */
void board_move_words(const BoardData *b, int index, char *out, size_t n);
/* Whether the side `side` is played by a person at the screen. */
bool board_is_human(const BoardData *b, int side);
/* The game's line and whether it is over (the session's). */
const GameLine *board_line(const BoardData *b);
/* Moves played so far (session_length: a network game's line is not this end's). */
int board_length(const BoardData *b);
bool board_over(const BoardData *b);
/* The status line: "Your move", "Computer is thinking", the result... (translated). */
void board_status_text(const BoardData *b, const UiDraw *d, char *out, size_t n);

/* A clock's time as the panel shows it ("5:00", "1:02:03", whole seconds rounded up; "9.4" in
 * the last ten seconds); returns the milliseconds until the text changes. */
int board_clock_text(int64_t ms, char *out, size_t n);

/* A network game's parts (board_online.c). */
bool board_online(const BoardData *b);
/* Takes up a link (the board owns it from now on) and the game's entry among the games in
 * progress (NULL: none yet), and returns its session. */
Session *board_online_start(BoardData *b, struct NetLink *link, const OnlineKept *kept);
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
/* The other player (or the server, at the end) is to answer. */
bool board_online_waiting(const BoardData *b);
/* The panel's first row in a network game: a draw offer, the phrases. */
void board_online_buttons(BoardData *b, UiDraw *d, float x, float y, float w, float bh);
/* The phrases to say or the other's draw offer over the board; true when one is drawn, and
 * while one is up the board takes no moves. */
bool board_online_overlay(BoardData *b, UiDraw *d);
bool board_online_blocks_board(const BoardData *b);
/* A panel or card button of a network game; false when `id` is not one. */
bool board_online_event(BoardData *b, SceneContext *ctx, const char *id);
void board_online_back(BoardData *b);
bool board_online_query(const BoardData *b, const char *key, char *out, size_t n);

/* The analysis (board_analysis.c). Analyse is offered once the game is over or in review,
 * when the session can say from which view; it runs beside the game and review. */
bool board_analysis_available(const BoardData *b);
bool board_analysis_running(const BoardData *b);
/* An analysis is done and the side at the screen may read it (one from a side's view, only that
 * side). */
bool board_analysis_shown(const BoardData *b);
void board_analysis_start(BoardData *b);
void board_analysis_stop(BoardData *b);
/* Drops the analysis (another game), stopping one that runs. */
void board_analysis_forget(BoardData *b);
/* Takes an analysis (read from a record) when it is of this game's moves; false otherwise. */
bool board_analysis_take(BoardData *b, AiAnalysis *analysis);
/* Collects a finished analysis (`finished` set then); true when something changes on screen.
 * While one runs it has the app wake to look again. */
bool board_analysis_update(BoardData *b, SceneContext *ctx, bool *finished);
/* A move's mark in the move list ("?!", "?", "??") and its colour (when `t` is given), NULL for
 * none. */
const char *board_analysis_mark(const BoardData *b, const UiTheme *t, int index, GfxColor *colour);
int board_analysis_marks(const BoardData *b);
/* Opens review at move `index`: before it, with the better move shown, when it lost; after it
 * otherwise. */
bool board_analysis_open(BoardData *b, int index);
/* Opens the next marked move after the review position (`direction` 1) or the one before it
 * (-1), as a click on it does; false when the analysis is not shown or no mark lies that way. */
bool board_analysis_jump(BoardData *b, int direction);
/* The better move to draw on the board in the review position shown, "" none, with the
 * position's moves for the frame (false when there is none). */
const char *board_analysis_hint(const BoardData *b);
/* Back at the live game: a better move's words ("Better: ...") no longer apply. */
void board_analysis_forget_better(BoardData *b);
bool board_analysis_hint_moves(const BoardData *b, const Move **moves,
                               const char (**texts)[GAME_MOVE_TEXT_MAX], int *count);
/* The room the analysis takes under the move list, and its drawing there. */
float board_analysis_height(const BoardData *b, float sc);
void board_analysis_draw(BoardData *b, UiDraw *d, float x, float y, float w);
/* A press on the graph opens that move; false when it is not on the graph. */
bool board_analysis_press(BoardData *b, float px, float py);
bool board_analysis_query(const BoardData *b, const char *key, char *out, size_t n);

/* The side panel, the overlays (game over, privacy screen) and the message line. */
void board_panel_draw(BoardData *b, const SceneContext *ctx, UiDraw *d, float panel_x, float top);
void board_overlay_draw(BoardData *b, UiDraw *d);
/* Cards over the board (board_card.c). A card `c` over the board dimmed by `dim` (1: hidden);
 * its text and buttons are drawn at layer 20, above it. */
void board_card_draw(BoardData *b, UiDraw *d, UiRect c, float dim);
/* A card over the half-dimmed board, w x h layout units (no wider than the board), centred on
 * it, for a question and its buttons; returns where it is. */
UiRect board_overlay_card(BoardData *b, UiDraw *d, float w, float h);
/* A question over the board ("Resign this game?") on a card as tall as its words and its row
 * of two buttons: ids[0] the secondary (Resign), ids[1] the primary (Keep playing). */
void board_question_card(BoardData *b, UiDraw *d, const char *question, const char *const ids[2],
                         const char *const labels[2]);
/* The result in words for the person at the screen ("You win: Master captured"), translated. */
void board_result_text(const BoardData *b, const UiDraw *d, char *out, size_t n);
/* The game-over card with the result and its buttons. */
void board_over_card_draw(BoardData *b, UiDraw *d);
/* The privacy screen's "Click when ready" button at layout scale `sc`. */
UiRect board_privacy_button(const BoardData *b, float sc);

#endif
