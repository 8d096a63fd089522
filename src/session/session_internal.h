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

#endif
