/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A game in progress for every front end (the app's board scene, `duelboard-cli play`): its line
 * with undo and redo, its two seats, the computer's thinking (moves, hints, pondering), the
 * autosave, resignation, the outcome in words, and what each side may be shown. It knows no
 * toolkit: a front end draws, reads input and translates the words it gives. */
#ifndef DUELBOARD_SESSION_SESSION_H
#define DUELBOARD_SESSION_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "rules/game_known.h"
#include "rules/game_line.h"
#include "rules/move_words.h"
#include "session/session_clock.h"
#include "session/session_shown.h"

#define SESSION_LEVEL_MAX 32
#define SESSION_PATH_MAX 1024

typedef enum SessionSeatKind {
    SESSION_SEAT_PERSON,   /* someone at this screen */
    SESSION_SEAT_COMPUTER, /* a computer player at a level */
    SESSION_SEAT_REMOTE,   /* someone elsewhere, over the network (session_new_remote); in a
                            * local session, a kept network game opened again (session_replay) */
} SessionSeatKind;

typedef struct SessionSeat {
    SessionSeatKind kind;
    char level[SESSION_LEVEL_MAX]; /* the computer's player name (ai_player.h) */
} SessionSeat;

/* What a network game's local side asks of the referee server: the front end's glue sends it
 * (`play <move>`, `resign`, `draw offer|accept|decline`, `rematch`, `claim`). */
typedef enum SessionRemoteAction {
    SESSION_REMOTE_PLAY,
    SESSION_REMOTE_RESIGN,
    SESSION_REMOTE_DRAW_OFFER,
    SESSION_REMOTE_DRAW_ACCEPT,
    SESSION_REMOTE_DRAW_DECLINE,
    SESSION_REMOTE_REMATCH,
    SESSION_REMOTE_CLAIM,
} SessionRemoteAction;

typedef struct SessionSettings {
    SessionSeat seats[2];
    int depth_limit; /* > 0: the computer searches to this depth, not by time (tests) */
    int movetime_ms; /* > 0: the computer takes this long a move, not its level's time */
    bool ponder;     /* the computer may think on the person's time (off unless asked; see
                      * session_set_ponder) */
    /* Between two people, the side to move is drawn nearest the screen (the board turns). */
    bool turn_board;
    /* Between two people, no privacy screen is put up: whoever is at this end sees both sides
     * (the engine protocol's client, which plays both sides and may ask what either knows). */
    bool no_privacy_screen;
    /* Written after every change of the game (atomically), removed once the game is over;
     * "" for none. A game opened when already over leaves it alone: it is another game's. */
    char autosave_path[SESSION_PATH_MAX];
    int search_nice; /* > 0: the computer's thread runs at this nice value (Linux) */
    /* The computer's solved endgames go on to what takes longer to build (Onitama's three
     * students, ai_endgame_cache_set_full): for a person's game, not a test's. */
    bool full_endgames;
    /* The game's clocks (CLOCK_NONE: none). A clock runs only for the side to move, never
     * behind a privacy screen nor once the game is over; a flag fall ends the game; undo and
     * redo bring back the clocks as they were at that position. Against a clock the computer
     * plans its move time from what it has left (unless depth_limit or movetime_ms say). */
    TimeControl time_control;
    /* Continuing a saved game: how long each of the line's moves took (milliseconds, -1 where
     * not measured), read only by session_new, which charges them to the clocks. */
    const int64_t *resume_move_ms;
    int resume_move_count;
    /* Continuing a saved game: how it ended when its moves do not show it (a record's `end`:
     * "win 2 resignation", "win 1 time", "draw agreement"); NULL or "" for none. Read only by
     * session_new. */
    const char *resume_end;
    /* Every random choice of this end's computer players and hints (ties and a level's margin
     * in a search, a secret setup, the sample of setups a side is offered) draws from a secret
     * of this process (getrandom), never from the game's seed, its options, the move count or
     * anything else the other side sees. A local game may ask instead for choices that play
     * alike again (tests, `--seed`): they then draw from `choice_seed`, and the game's record
     * says so. A network game never does: session_new_remote ignores these. */
    bool seeded_choices;
    uint64_t choice_seed;
    /* The front end's now in microseconds (tests inject one); NULL: the time source, monotonic_us.
     */
    int64_t (*now_us)(void *context);
    void *now_context;
    /* A network game: where the local side's actions go (`move_text` for SESSION_REMOTE_PLAY,
     * NULL otherwise). The session never talks to the network itself. */
    void (*remote_send)(void *context, SessionRemoteAction action, const char *move_text);
    void *remote_context;
} SessionSettings;

/* What session_poll did. */
typedef enum SessionEvent {
    SESSION_EVENT_NONE,
    SESSION_EVENT_COMPUTER_MOVED, /* the computer played its move */
    SESSION_EVENT_HINT,           /* the hint asked for is ready (session_hint) */
    SESSION_EVENT_ERROR,          /* the computer failed: session_error says why */
    SESSION_EVENT_FLAG,           /* a flag fell since the last poll: the game is over (told once;
                                   * session_flag_fallen says whose) */
} SessionEvent;

typedef struct Session Session;

/* A seat from a player name as records and the app write them: "human" is a person, "remote"
 * someone who played over the network, anything else a computer level ("ai1".."ai3", the old
 * names, are read as their levels). */
SessionSeat session_seat_from_name(const char *name);
/* The name a record keeps for a seat: "human", "remote" or the level. */
const char *session_seat_name(const SessionSeat *seat);
/* Settings with no computer thinking ahead, no autosave, two people. */
void session_settings_init(SessionSettings *settings);

/* A session over `line`, which it takes (the caller's is emptied). It gets the computer players
 * ready (solved endgames) and writes the autosave. NULL when out of memory or a seat cannot
 * play this game (the reason in err); the line is freed then. */
Session *session_new(GameLine *line, const SessionSettings *settings, Error *err);
/* A local session with a seat played elsewhere: a network game's kept record, opened to be looked
 * at and analysed. It is over whatever its rules say (a network game is kept once it has ended,
 * and its end may have been a resignation or the clock), and no move, undo or rematch is made in
 * it: that game is played over the network. */
bool session_replay(const Session *s);
/* Stops the computer's thinking and frees everything the session owns. */
void session_free(Session *s);
/* Frees what the AI keeps for a next search of the same game (its last transposition table):
 * for a front end that has closed its games, so that those megabytes do not stay resident. */
void session_release_search_memory(void);
/* Stops the computer's thinking for good: the front end is leaving the game. */
void session_stop(Session *s);
/* A new game with the same options and seats swapped (a rematch); false with the reason. In a
 * network game it only asks the server, whose `start` brings the new game (a new session). */
bool session_rematch(Session *s, Error *err);

const GameLine *session_line(const Session *s);
const GameRules *session_rules(const Session *s);
const SessionSeat *session_seat(const Session *s, int side);
bool session_is_person(const Session *s, int side);
int session_to_move(const Session *s);
/* From now on the game is autosaved to `path` ("" none) instead: written there at once unless it
 * is over, and after every change. The file written before stays as it is (a rematch, or a game
 * opened from a saved one and changed, becomes a game of its own). */
void session_set_autosave(Session *s, const char *path);
/* What changes during a game on the front end's side: whether pondering is allowed now (the
 * setting, and the window in use: a ponder stops while it is not and starts again once it is),
 * and whether the board turns for each player. */
void session_set_ponder(Session *s, bool allowed);
void session_set_turn_board(Session *s, bool turn);

/* A person's move: refused with the reason when it is not a person's turn, the game is over, a
 * privacy screen is up, or the move is illegal. */
bool session_play(Session *s, Move m, Error *err);
bool session_play_text(Session *s, const char *text, Error *err);

/* Undo goes back to the last position before this one where a person is to move: against the
 * computer that takes back its reply and the person's move; between two people one move. Redo
 * plays forward again up to the next such position. Neither behind a privacy screen. Whether
 * they can be done now is in the snapshot (SessionShown.can_undo, can_redo). */
bool session_undo(Session *s);
bool session_redo(Session *s);

/* Resignation by the person to move (or, on the computer's turn, the person's side). */
bool session_resign(Session *s);
bool session_over(const Session *s);
/* The outcome, a resignation or a flag fall included (a win for the other side, reason
 * "resignation" or "time"). */
Outcome session_outcome(const Session *s);

/* A hint for the person to move: the computer thinks at the opponent's level (casual between
 * two people), and suggests no move after which the other side wins at once while another move
 * avoids that. session_poll says when it is ready; the snapshot holds it (SessionShown.hint). */
bool session_ask_hint(Session *s, Error *err);

/* Drives the game between the players' moves: ends it when a flag falls, plays the computer's
 * move once found, keeps pondering in step with the settings. A front end that animates moves
 * may hold back the computer's move (`may_move` false) until the last move has been seen. */
SessionEvent session_poll(Session *s, bool may_move);
/* Waits until the search under way answers and takes its answer as session_poll does (the CLI
 * and tests: no window to keep drawing). A ponder is not waited for: NONE then. */
SessionEvent session_wait(Session *s);
/* The reason the computer last failed, "" none. */
const char *session_error(const Session *s);

/* What a front end shows now (session_shown.h): made again after every change of what is shown,
 * its clocks and the computer's state read at each call. The pointer stays the session's; what
 * it points to holds until the next call that changes the session. */
const SessionShown *session_shown(Session *s);
/* The position to show: before move `index` (a review; the final position of a finished game
 * too), or the live one for -1. Any change of the game goes back to the live position. */
void session_review(Session *s, int index);

/* A note on a position for a side's row (a score), made by the front end's `note` from a
 * position the session gives: the one shown, or behind a privacy screen each side's, the note
 * kept only when both give the same (what neither side hides). */
#define SESSION_NOTE_MAX 140
typedef void (*SessionNote)(const void *position, int side, void *context, char *out, size_t n);
void session_public_note(Session *s, int side, SessionNote note, void *context, char *out,
                         size_t n);
/* Move `index` as the side at the screen may be told it: in words (GAME_SHOWN_WORDS, `words`),
 * in notation (GAME_SHOWN_NOTATION, `text`: asked for with `notation`, or the move has no
 * words), or not at all (GAME_SHOWN_NOTHING, `text` "…": the other side's secret). */
GameMoveShown session_move_told(const Session *s, int index, bool notation, GameMoveWords *words,
                                char *text, size_t n);

/* Privacy. Between two people, a turn whose choice the other side may not see (the game hides
 * something, or the move would start hiding something) is taken behind a privacy screen
 * (SessionShown.privacy_side), which the side asked for takes once they are at the screen. */
void session_take_screen(Session *s);
/* The privacy screen as it is now, to put back after looking ahead: a front end that scripts the
 * click on the screen's button lays the board out for the side that click lets in first. */
typedef struct SessionScreen {
    int privacy_side, screen_side;
} SessionScreen;
SessionScreen session_screen_state(const Session *s);
void session_screen_restore(Session *s, SessionScreen screen);
/* Move `index` in notation as the side at the screen may read it: "…" for a move hidden from
 * that side. */
void session_move_notation(const Session *s, int index, char *out, size_t n);

/* The record of the game as it stands (game_record_format), seats named, with the time control
 * and each move's time when the game has a clock, and the seed of the computer's choices when
 * they were asked to play alike again (SessionSettings.seeded_choices); free() it. */
char *session_record(const Session *s, Error *err);

/* The game's time control (its clocks' readings are in the snapshot). */
const TimeControl *session_time_control(const Session *s);

/* Reading the game in both local and network games: front ends use these rather than the line,
 * which a network game does not hold until it is revealed. */
/* Moves played so far. */
int session_length(const Session *s);
/* The side to move before move `index` (the live position at session_length). */
int session_to_move_at(const Session *s, int index);
/* The true state before move `index` once nothing of it is hidden from this end any more: in a
 * local game always, in a network game once the server revealed the game; NULL otherwise. */
const void *session_revealed_state(const Session *s, int index);
/* The live position's legal moves as the side to move may make them, for a front end that lists
 * them (`moves`): the person's moves in a network game, the line's otherwise. */
int session_live_moves(const Session *s, Move *out, int cap);
/* A move of the live position in notation, and back: the side to move's move from its text,
 * refused with the reason when it may not make it here. */
bool session_move_text(const Session *s, Move m, char *buf, size_t n);
bool session_parse_move(const Session *s, const char *text, Move *m, Error *err);

/* Network play: a game whose true state is on a referee server, which tells this end only what
 * its side may know (docs/protocol.md). The front end's glue feeds the session every line the
 * server sends, and sends what the session asks through SessionSettings.remote_send. Sides are
 * 0 and 1 (the protocol's 1 and 2). */
/* A network game as `side` knows it (0 or 1, or GAME_KNOWN_SPECTATOR to watch), from the
 * server's `start`: the game, its options and seed; the clock from settings->time_control. The
 * local seat is settings->seats[side] (a person), the other seat the remote player's. */
Session *session_new_remote(const GameRules *g, const GameOptions *opt, uint64_t seed, int side,
                            const SessionSettings *settings, Error *err);
/* `moved <ply> <side> <text>`: the move count once it is made (one more than so far), the mover
 * and the move as told. Refused with the reason when it does not follow what is known. */
bool session_remote_moved(Session *s, int ply, int mover, const char *text, Error *err);
/* `position <ply> <text>`: the live position as the server tells it. */
bool session_remote_position(Session *s, int ply, const char *text, Error *err);
/* `clock <ms> <ms> <side or ->`: both clocks and the side whose time runs (-1 for none); the
 * running one counts down locally until the next such line. */
void session_remote_clock(Session *s, const int64_t ms[2], int running);
/* `waiting <side> <ms or ->`: `side` dropped and has `ms` to come back (-1: it is back, and no
 * longer gone). The clocks are what the server's `clock` lines say: it may keep them running. */
void session_remote_waiting(Session *s, int side, int64_t ms);
/* `gone <side>`: in a game without a clock, `side`'s time to come back ran out; the game waits
 * on, and the local side (the other one) may claim it (session_claim). */
void session_remote_gone(Session *s, int side);
/* Claims the game of the other side, gone: it ends (when the server says so) as the local
 * side's win. False with the reason when there is nothing to claim. */
bool session_claim(Session *s, Error *err);
/* `over ...`: the words after `over` (`win 2 resignation`, `draw agreement score=1,1`). */
bool session_remote_over(Session *s, const char *const *words, int count, Error *err);
/* `reveal <ply> <side> <move>`: the game's moves as they were, in order, after its end. */
bool session_remote_reveal(Session *s, int ply, int mover, const char *text, Error *err);
/* `draw offer` from the other side (true) or its withdrawal by a move or an answer (false). */
void session_remote_draw_offered(Session *s, bool offered);
/* The local side's draw offer and its answer to the other's. */
bool session_offer_draw(Session *s, Error *err);
bool session_answer_draw(Session *s, bool accept, Error *err);
/* The server refused what this end last sent (`error`): a move on its way is not made, and the
 * local side is to move again. The reason is the front end's to show. */
void session_remote_refused(Session *s);

#endif
