/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The session's parts shared by its files: what both games share (session.c), the local game
 * (session_line_source.c) and the network game whose true state is the referee's
 * (session_remote.c), the two game sources of session_source.h. Not for front ends. */
#ifndef DUELBOARD_SESSION_SESSION_INTERNAL_H
#define DUELBOARD_SESSION_SESSION_INTERNAL_H

#include "ai/ai_endgame.h"
#include "rules/game_known.h"
#include "rules/game_record.h"
#include "session/search_worker.h"
#include "session/session.h"
#include "session/session_source.h"

/* A network game as this end knows it. */
typedef struct SessionRemote {
    GameKnown *known;
    int side; /* the local side, or GAME_KNOWN_SPECTATOR */
    /* The local side's move sent and not yet told back by the server. */
    bool pending;
    char pending_text[GAME_MOVE_TEXT_MAX];
    bool has_untold; /* some move was told as "?" (nothing revealed yet) */
    bool over;
    Outcome outcome;
    char reason[64];   /* the outcome's reason as the server said it */
    bool draw_offered; /* the other side offers a draw */
    int waiting_side;  /* the side the server waits for to come back, -1 */
    int64_t waiting_ms, waiting_since_us;
    int gone_side;    /* the side whose time to come back ran out (no clock), -1 */
    unsigned version; /* bumped by every change of what is known (the belief's key) */
    /* A local computer's search: the observation it chooses from (a game of hidden pieces, read on
     * the worker's thread while it runs), and the known length it was started at. */
    void *search_observation;
    int search_length;
} SessionRemote;

struct Session {
    /* Where the game is: the local line, or the remote known game (session_source.h). */
    const SessionSourceOps *source;
    /* The true game of a local session; a network game's start, of which it reads the rules. */
    GameLine line;
    SessionSettings settings;
    SearchWorker *worker;
    AiEndgameCache *endgame;
    Move *moves; /* the person to move's legal moves (GAME_MOVES_MAX) */
    int move_count;
    unsigned char *scratch, *scratch2; /* state-sized, for asking whether a position hides */
    unsigned ticket;                   /* the request the next answer must carry */
    /* What every search's random choices derive from (SessionSettings.seeded_choices): a
     * secret of this process unless a local game asked for choices that play alike again. */
    uint64_t choice_seed;
    bool hint_asked; /* the running search is a hint */
    bool have_hint;
    Move hint;
    /* The ponder under way: the move the person is expected to make, the line length it makes
     * and the request it will answer once made. */
    Move ponder_move;
    int ponder_length;
    unsigned ponder_ticket;
    bool ponder_paused; /* stopped while pondering was not allowed, to start again */
    int resigned;
    bool over;
    bool autosaved; /* this session wrote the autosave: its game's end removes it */
    bool hides_moves;
    int privacy_side; /* the side asked to take the screen, -1 */
    int screen_side;  /* the side at the screen in a game that hides something, -1 */
    /* The clocks now, and as they were when each stored position began (no side running), for
     * undo and redo; each stored move's time in milliseconds. */
    GameClock clock;
    GameClock *clocks;
    int64_t *move_ms;
    int clock_capacity;
    int flagged; /* the side whose flag fell, -1 */
    /* An end read from a record that is neither a resignation nor a flag fall (a draw agreed
     * online, say): OUTCOME_ONGOING when none. Its reason is `ended_reason`. */
    Outcome ended;
    char ended_reason[GAME_RECORD_END_MAX];
    /* The hidden-pieces belief of one side at one position (session_update_hidden_heat), and
     * what it was made for: the position's hash, its index and the side; cells 0: none. */
    double *heat;
    int heat_cells;
    uint64_t heat_hash;
    int heat_index, heat_side;
    char error[256];
    /* The remote source's state (session_remote.c, which alone reads it): what the local side of
     * a network game knows; NULL in a local game. */
    SessionRemote *remote;
    /* What is shown (session_shown.c): the snapshot, whether its game part is still true, the
     * position looked at (-1: the live one) and the snapshot's buffers. */
    SessionShown shown;
    bool shown_fresh;
    int review;
    unsigned char *shown_position, *shown_before;
    char (*shown_texts)[GAME_MOVE_TEXT_MAX];
};

/* Something shown changed (the game, the screen, the review, the hint): the snapshot's game part
 * is made again when next asked for. */
void session_shown_stale(Session *s);

/* The front end's clock (SessionSettings.now_us) in microseconds. */
int64_t session_now_us(const Session *s);
/* A record's `end` for outcome `o` of a game whose moves end it as `by_moves`: "" when the moves
 * show the end, the game is on, or its reason is not one word a record can keep. */
void session_end_text(Outcome by_moves, Outcome o, char *out, size_t n);
/* A record's `players` for the session's seats: "human", "remote" or the level. */
void session_record_players(const Session *s, GameRecordPlayers *pl);
/* The seed a search gets at the position `length` moves into the game: from the session's
 * choice seed, so that a pondered move is the one an unpondered search of the same depth would
 * choose, and nothing the other side sees gives it. */
uint64_t session_search_seed(const Session *s, int length);
/* A session over `line` (taken) with its parts allocated and clocks started, nothing else done:
 * session_new and session_new_remote go on from it. */
Session *session_create(GameLine *line, const SessionSettings *settings, Error *err);
/* Whether a seat is a computer player of this end. */
bool session_is_computer(const Session *s, int side);
/* The clocks started, and every stored position's clocks made new (session_line_source.c):
 * session_create gives every session its clocks, a network game's too (the server's readings). */
bool line_clock_restart(Session *s);

/* What the snapshot (session_shown.c) is made from, and what white-box tests read: not for front
 * ends, which show the snapshot. */
/* Both seats are people at this screen. */
bool session_hot_seat(const Session *s);
/* The legal moves offered to the person to move now (none when it is the computer's turn, the
 * game is over or a privacy screen is up). */
int session_person_moves(const Session *s, const Move **moves);
/* The same moves behind a privacy screen too: for a front end that lays the board out for the
 * side about to take the screen. */
int session_turn_moves(const Session *s, const Move **moves);
/* Undo goes back to the last position before this one where a person is to move: against the
 * computer that takes back its reply and the person's move; between two people one move. Redo
 * plays forward again up to the next such position. Neither behind a privacy screen. */
bool session_can_undo(const Session *s);
bool session_can_redo(const Session *s);
/* Resignation by the person to move (or, on the computer's turn, the person's side). */
bool session_can_resign(const Session *s);
/* The side that resigned, -1. */
int session_resigned(const Session *s);
/* The outcome in words to translate: "%s wins (%s)", "Draw (%s)", ... with the side's name and
 * the reason as arguments (a literal side name: the front end may name sides its own way). */
bool session_outcome_words(const Session *s, GameMoveWords *out);
/* A hint for the person to move: the computer thinks at the opponent's level (casual between
 * two people), and suggests no move after which the other side wins at once while another move
 * avoids that. session_poll says when it is ready. */
bool session_can_hint(const Session *s);
/* The level a hint for the side to move thinks at ("casual"), for the words that show it. */
const char *session_hint_level(const Session *s);
/* The hint for the live position, false when there is none (asked and not ready, or none). */
bool session_hint(const Session *s, Move *m);
/* The hint in words as the person to move may read them; false without a hint or behind a
 * privacy screen. */
bool session_hint_words(const Session *s, GameMoveWords *out);
/* The computer is thinking of its move (not a hint, not a ponder). */
bool session_thinking(const Session *s);
/* A search is under way whose answer the person will see: the computer's move or a hint. */
bool session_searching(const Session *s);
/* The computer thinks on the person's time, on the move it expects them to make. */
bool session_pondering(const Session *s);
bool session_expected_move(const Session *s, Move *m);
/* Privacy. Between two people, a turn whose choice the other side may not see (the game hides
 * something, or the move would start hiding something) is taken behind a privacy screen, which
 * the side asked for takes (session_take_screen) once they are at the screen. */
int session_screen_side(const Session *s);
/* The side drawn nearest the screen, privacy screen or not. */
int session_viewer(const Session *s);
/* The side asked to take the screen, -1 when no privacy screen is up. */
int session_privacy_side(const Session *s);
/* The game is on and hides something: a side's moves are not the other's to read. */
bool session_hides_moves(const Session *s);
/* Bytes of a position as a side may know it (session_position). */
size_t session_position_size(const Session *s);
/* The position before move `index` (the live one: the line's length) as `side` may know it:
 * its observation in a game with hidden information, the state with a hidden choice concealed,
 * else the state. Written to `buffer` when needed; returns what to read. */
const void *session_position(const Session *s, int index, int side, void *buffer);
/* Move `index` of the line in words, as the side at the screen may read it (every move as its
 * mover knows it once nothing is hidden any more); false when the move is not for them. */
bool session_move_words(const Session *s, int index, GameMoveWords *out);
/* "Where could they be": in a game of hidden pieces, the belief of the side at the screen about
 * where the other side's pieces stand at position `index`, a chance per cell of the board (the
 * AI's, ai_hidden_heat). session_update_hidden_heat makes it, once per position and side (a
 * front end calls it off its drawing path, when the position shown changes); session_hidden_heat
 * gives it with its cell count, or NULL when there is none for that position and side (an open
 * game, a privacy screen up, the game over there, or not made yet). */
void session_update_hidden_heat(Session *s, int index);
const double *session_hidden_heat(const Session *s, int index, int *cells);
/* What `side` has left now in milliseconds; INT64_MAX without a clock. */
int64_t session_clock_remaining_ms(const Session *s, int side);
/* The side whose clock runs, -1 for none. */
int session_clock_running(const Session *s);
/* Whether `side`'s time is low enough to be marked (game_clock_is_low). */
bool session_clock_low(const Session *s, int side);
/* How long move `index` took in milliseconds, -1 when not measured (no clock). */
int64_t session_move_time_ms(const Session *s, int index);
/* The side whose flag fell, -1 for none. */
int session_flag_fallen(const Session *s);
/* The move time the computer at `side` would plan now from its clock, in milliseconds (0: its
 * level's own time, as without a clock). */
int64_t session_planned_move_time_ms(const Session *s, int side);
/* Move `index` when the side at the screen may know which move it was (the last-move mark);
 * in a local game always (the views tell what the mark may show). */
bool session_move(const Session *s, int index, Move *m);
/* The outcome as the protocol says it: "ongoing blue", "win red stone", "draw repetition". */
void session_outcome_text(const Session *s, char *buf, size_t n);
bool session_is_remote(const Session *s);
/* The side this end plays, -1 when watching (or in a local game). */
int session_local_side(const Session *s);
/* The side the server waits for, -1 for none, with the time it has left now. */
int session_remote_waiting_side(const Session *s, int64_t *ms_left);
/* The side that is gone (until it comes back or the game ends), -1 for none. */
int session_remote_gone_side(const Session *s);
bool session_draw_offered(const Session *s);
/* The local side's move sent and not yet told back (the board shows it on its way): its text. */
bool session_move_on_its_way(const Session *s, char *text, size_t n);
/* The moves known have ended the game by its rules, and the server has not yet said it is over
 * (its word comes in a line of its own, which may come a moment later). */
bool session_end_on_its_way(const Session *s);

#endif
