/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a front end shows of its session: one snapshot (SessionShown), made by the session once
 * per change of what is shown, of everything the app's board, `duelboard-cli play` and the
 * engine's `show` draw, list or print: who is at the screen, the position as that side may know
 * it, the last move when it may be marked, the person's moves, the hint, the belief, the clocks
 * and the end. Which side's secrets may reach the screen is decided here and nowhere else: a
 * front end shows what the snapshot holds, and the snapshot holds nothing the screen may not
 * show (behind a privacy screen, no position at all). */
#ifndef DUELBOARD_SESSION_SESSION_SHOWN_H
#define DUELBOARD_SESSION_SESSION_SHOWN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules/game.h"
#include "rules/move_words.h"

/* Whose secrets the front end may show now: a side (0 or 1), or SESSION_SHOWS_NEITHER (a privacy
 * screen is up, or this end watches a network game). */
#define SESSION_SHOWS_NEITHER (-1)

typedef struct SessionShown {
    const GameRules *rules;

    /* Who looks. */
    int screen_side;  /* whose secrets may show: a side or SESSION_SHOWS_NEITHER */
    int viewer;       /* the side drawn nearest the screen (0 or 1) */
    int privacy_side; /* the side asked to take the privacy screen, -1 when none is up */
    bool screened;    /* a privacy screen is up: nothing of the position is shown */
    bool hides_moves; /* the game is on and hides something: a side's moves are its own */
    /* One person at this end plays both sides and may see everything (an engine's client, two
     * people at one terminal): `position` is the true state. */
    bool whole;

    /* The position shown: before move `index`, the live one when `live`. */
    int length; /* moves played (as this end knows them) */
    int index;
    bool live;
    /* As `screen_side` may know it (the viewer's knowledge for a spectator): an observation in a
     * game of hidden pieces, a state with the other side's hidden choice concealed, else the
     * state; NULL while `screened`. */
    const void *position;
    const void *before; /* the same before the move that led to it (index > 0), to animate */
    /* The move before `index` may be marked: it is `last` (its own side's, or any once nothing
     * is hidden any more; a network game's own moves only while its pieces are hidden). */
    bool has_last;
    Move last;
    int to_move;
    /* The true state at `index` when this end may see all of it: the game hides nothing any more
     * (over, or a secret draft done; a view of hidden pieces then shows where they stood) and
     * this end knows it (a network game once revealed), or `whole`; else NULL. */
    const void *revealed;
    /* The belief of the side at the screen about where the other side's hidden pieces stand at
     * `index`, a chance per cell; NULL when there is none (made off the drawing path, by
     * session_poll). */
    const double *hidden_heat;
    int hidden_heat_cells;

    /* What the person at the screen may do. */
    bool can_act; /* live, on, a person at the screen to move: `moves` may be played */
    const Move *moves;
    const char (*texts)[GAME_MOVE_TEXT_MAX]; /* their notation, in the same order */
    int move_count;
    bool can_undo, can_redo, can_hint, can_resign;

    /* The hint found for the live position (session_ask_hint), for the side to move. */
    bool has_hint;
    Move hint;
    char hint_text[GAME_MOVE_TEXT_MAX];
    GameMoveWords hint_words; /* count 0 without words */
    const char *hint_level;   /* the level a hint for the side to move thinks at */

    /* The computer (read at every snapshot asked for). */
    bool thinking;  /* on its move */
    bool searching; /* its move or a hint: an answer the person will see */
    bool pondering; /* on the person's time, on `expected_text` */
    char expected_text[GAME_MOVE_TEXT_MAX];

    /* The clocks (read at every snapshot asked for). */
    bool has_clock;
    int64_t clock_ms[2]; /* left; INT64_MAX without a clock */
    int clock_running;   /* -1 none */
    bool clock_low[2];
    int flagged; /* the side whose flag fell, -1 */

    /* The end. */
    bool over;
    Outcome outcome;
    int resigned; /* -1 */
    /* A kept network game opened again: over, played online, no move made here. */
    bool replay;
    /* The outcome as the protocol says it: "ongoing blue", "win red stone", "played online". */
    char status[96];
    /* The outcome in words to translate (count 0 while on): "%s wins (%s)", "Draw (%s)", "%s lost
     * on time", with the side's name and the reason as arguments. */
    GameMoveWords outcome_words;

    /* A network game (`remote`); the rest are read at every snapshot asked for. */
    bool remote;
    int local_side;     /* -1 watching */
    int waiting_side;   /* the side the server waits for, -1 */
    int64_t waiting_ms; /* its time left to come back */
    int gone_side;      /* out of time to come back: the local side may claim, -1 */
    bool draw_offered;  /* by the other side */
    bool move_on_its_way;
    char move_on_its_way_text[GAME_MOVE_TEXT_MAX];
    bool end_on_its_way; /* the moves ended the game; the server's word is still to come */
} SessionShown;

/* The position shown as text (the rules' describe, or describe_observation for a side's
 * knowledge in a game of hidden pieces): what `duelboard-cli play` and the engine's `show` print.
 * "" behind a privacy screen. */
void session_shown_describe(const SessionShown *v, char *out, size_t n);

#endif
