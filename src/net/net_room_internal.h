/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee room's insides, shared by its play (net_room.c), what each recipient may know of a
 * move (net_room_told.c) and its saved text (net_room_save.c). Not for other code. */
#ifndef DUELBOARD_NET_NET_ROOM_INTERNAL_H
#define DUELBOARD_NET_NET_ROOM_INTERNAL_H

#include "net/net_room.h"
#include "rules/game_line.h"
#include "session/session_clock.h"

#define ROOM_REASON_MAX GAME_END_REASON_MAX
#define ROOM_DEFAULT_WAIT_MS 60000
#define ROOM_DEFAULT_PAUSE_MS 10000 /* of a seat's absences, the clocks wait this long a game */
#define ROOM_DEFAULT_GRACE_MS 5000  /* ... and at most this long an absence */
#define ROOM_DEFAULT_PLIES 1000
/* The most a room's setting may allow: a greeting (3 lines a move at most, and a few) then fits
 * the 4096 lines a client of this program queues (net_client.c). */
#define ROOM_PLIES_MAX 1300

/* Where a room's lines go: the callback and its context of the call being handled. */
typedef struct RoomOut {
    NetRoomSend send;
    void *context;
} RoomOut;

/* A room's game: its options (without seed, clock and seat), seed, moves with their times
 * (-1 without a clock) and the hashes of the positions before each (for the repetition rule),
 * and the position now. net_room_game.c. */
typedef struct RoomGame {
    const GameRules *rules;
    GameOptions options;
    uint64_t seed;
    unsigned char *state;
    Move *moves;
    int64_t *move_ms;
    uint64_t *hashes; /* length + 1 */
    int length, capacity;
} RoomGame;

bool room_game_start(RoomGame *game, const GameRules *rules, const GameOptions *opts, uint64_t seed,
                     Error *err);
void room_game_free(RoomGame *game);
/* Plays a legal move that took `ms`; false when out of memory. */
bool room_game_play(RoomGame *game, Move m, int64_t ms);
Outcome room_game_outcome(const RoomGame *game);
/* The whole line replayed from the moves (free it with game_line_free). */
bool room_game_line(const RoomGame *game, GameLine *line, Error *err);
/* The game of a loaded line, with the times of its first `times` moves. */
bool room_game_from_line(RoomGame *game, const GameLine *line, const int64_t *move_ms, int times,
                         Error *err);
/* Bytes held on the heap. */
size_t room_game_memory(const RoomGame *game);

/* What each recipient was told of each move as it was played (the exact words of its `moved`
 * and `position` lines), and the move's own text for the reveals, so that a greeting or the
 * end's reveals are a copy rather than a replay of the game (net_room_told.c). Record 0 is the
 * start (the `position 0` each recipient gets, if any), record i move i. A record is its mover,
 * a byte saying which of its texts each of the four slots (side 1, side 2, spectators, the
 * truth) uses, and those texts, each "moved\0position\0", shared where they are the same. */
typedef struct RoomTold {
    char *text;
    size_t used, size;
    uint32_t *at; /* where each record begins in text */
    int count, capacity;
    bool broken; /* a record could not be kept (no memory): rebuilt from the moves when needed */
} RoomTold;

#define ROOM_TOLD_TRUTH 3 /* the slot of the move as it was, after the recipients' 0, 1, 2 */
/* A `position` that had to follow but could not be written (never sent; counted as a fault). */
#define ROOM_TOLD_NO_TEXT "\x01"

/* What everyone may know of one move (or of the start): each recipient's `moved` text and
 * `position` text ("" for none), and the move's own text ("" where nothing is revealed). */
typedef struct RoomToldMove {
    int mover; /* 0 or 1; 0 for the start */
    char told[3][GAME_FEN_MAX];
    char position[3][GAME_FEN_MAX];
    char truth[GAME_MOVE_TEXT_MAX];
} RoomToldMove;

void room_told_free(RoomTold *t);
void room_told_clear(RoomTold *t);
/* Keeps one more record; false when out of memory (the cache is then marked broken). */
bool room_told_add(RoomTold *t, const RoomToldMove *m);
/* Record `index`'s texts for `slot`: false when there is no such record. */
bool room_told_get(const RoomTold *t, int index, int slot, int *mover, const char **told,
                   const char **position);
size_t room_told_memory(const RoomTold *t);
/* What everyone is told of move `m` played from `before` to `after` (room_tell_move for each
 * recipient); false when out of memory. */
bool room_tell_everyone(const GameRules *g, const void *before, const void *after, Move m,
                        RoomToldMove *out);
/* ... and of the start position `st`. */
void room_tell_everyone_start(const GameRules *g, const void *st, RoomToldMove *out);
/* The whole cache again from the game's moves (a restored room, or after running out of
 * memory): the cost the cache saves greetings, paid once. */
bool room_told_rebuild(RoomTold *t, const RoomGame *game, Error *err);

struct NetRoom {
    char code[NET_ROOM_CODE_LENGTH + 1];
    RoomGame game;
    RoomTold told;
    TimeControl control;
    GameClock clock;
    char token[2][NET_TOKEN_TEXT]; /* the token of each side's seat */
    bool taken[2], present[2];
    int host_side;
    /* Settings: a seat's time away for a game (its away budget), of which the clocks wait for
     * it at most pause_budget_ms a game and pause_grace_ms an absence; the moves a game may
     * last. */
    int64_t rejoin_wait_ms;
    int64_t pause_budget_ms, pause_grace_ms;
    int max_plies;
    /* Each seat's absences in the game being played: its away and pause budgets left (as of
     * the start of its absence now, if any), when that absence began (0 while it is here), when
     * its time to come back runs out (0 while it is here, or gone), until when the clocks wait
     * for it (0: they do not; INT64_MAX: until it is back), whether the absence is charged to
     * its budgets (not after a restart, which is the server's), and whether its time to come
     * back ran out in a game without a clock (the other seat may claim the game). */
    int64_t away_left_ms[2], pause_left_ms[2];
    int64_t away_since_us[2];
    int64_t deadline_us[2];
    int64_t pause_until_us[2];
    bool charged[2];
    bool gone[2];
    /* The end, once over: the kind of Outcome, the winner (0, 1) of a win, why, and the points
     * of a game that counts them. */
    bool over;
    OutcomeKind end_kind;
    int winner;
    char reason[ROOM_REASON_MAX];
    bool scored;
    int score[2];
    int draw_offer;      /* the side whose draw offer stands, -1 for none */
    bool rematch[2];     /* the sides that asked for a rematch once over */
    unsigned games;      /* games begun in this room: 1, and one more for each rematch */
    unsigned version;    /* bumped when the saved text would change */
    unsigned faults;     /* lines that could not be written (a bound broken): never sent */
    bool random_seeds;   /* rematches get a random seed (else the last one plus one) */
    int64_t last_now_us; /* the latest time the server gave: for net_room_watch, which has none */
    bool burst;          /* the lines being sent are a greeting or the end (net_room_burst) */
};

/* A room with nothing in it yet (no game): for net_room_new and net_room_restore. */
NetRoom *room_alloc(void);
/* The seats' budgets full again: a new game (or a restored room saved before there were any). */
void room_budgets_reset(NetRoom *r);
/* The cache's start record for the room's game as it begins. */
bool room_told_begin(NetRoom *r);
/* The room's end as an Outcome (its reason points into the room), for the end grammar. */
Outcome room_end(const NetRoom *r);

/* Sends `m` formatted (bounds checked) to `to`; a line that breaks a bound is counted in
 * r->faults and not sent. */
void room_emit(NetRoom *r, const RoomOut *out, NetRecipient to, const NetMessage *m);
/* A message of `verb` with the given leading words and then `text` split at its spaces. False
 * when the words do not fit (too many, too long, or a character a line cannot carry). */
bool room_message(NetMessage *m, NetVerb verb, int lead, const char *const *words,
                  const char *text);

/* What recipient `who` (a side 0/1, or NET_ROLE_SPECTATOR) is told of move `m` played from
 * `before` to `after`: its text into `told` ("?" when hidden), and whether a `position` line
 * must follow it, written into `fen` (the position after the move as `who` may know it). False
 * when out of memory. */
bool room_tell_move(const GameRules *g, const void *before, const void *after, Move m, int who,
                    char *told, size_t told_n, bool *position, char *fen, size_t fen_n);
/* Whether `who` must be told the start position `st` (`position 0`): it hides some of it. */
bool room_tell_start(const GameRules *g, const void *st, int who, char *fen, size_t fen_n);
/* Whether the game hides anything from anyone (pieces, or a choice for a while): its moves are
 * revealed at the end. */
bool room_game_hides(const GameRules *g);

#endif
