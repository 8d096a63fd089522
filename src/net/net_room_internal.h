/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee room's insides, shared by its play (net_room.c), what each recipient may know of a
 * move (net_room_known.c) and its saved text (net_room_save.c). Not for other code. */
#ifndef DUELBOARD_NET_NET_ROOM_INTERNAL_H
#define DUELBOARD_NET_NET_ROOM_INTERNAL_H

#include "net/net_room.h"
#include "rules/game_line.h"
#include "session/session_clock.h"

#define ROOM_REASON_MAX 32
#define ROOM_DEFAULT_WAIT_MS 60000

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

struct NetRoom {
    char code[NET_ROOM_CODE_LENGTH + 1];
    RoomGame game;
    TimeControl control;
    GameClock clock;
    char token[2][NET_TOKEN_TEXT]; /* the token of each side's seat */
    bool taken[2], present[2];
    int host_side;
    int64_t rejoin_wait_ms;
    int64_t deadline_us[2]; /* when an absent side's wait runs out; 0 while it is here */
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
};

/* A room with nothing in it yet (no game): for net_room_new and net_room_restore. */
NetRoom *room_alloc(void);

/* Sends `m` formatted (bounds checked) to `to`; a line that breaks a bound is counted in
 * r->faults and not sent. */
void room_emit(NetRoom *r, const RoomOut *out, NetRecipient to, const NetMessage *m);
/* A message of `verb` with the given leading words and then `text` split at its spaces. False
 * when the words do not fit (too many, too long, or a character a line cannot carry). */
bool room_message(NetMessage *m, NetVerb verb, int lead, const char *const *words,
                  const char *text);

/* What recipient `who` (a side 0/1, or NET_ROLE_SPECTATOR) may know of move `m` played from
 * `before` to `after`: its text into `told` ("?" when hidden), and whether a `position` line
 * must follow it, written into `fen` (the position after the move as `who` may know it). False
 * when out of memory. */
bool room_known_move(const GameRules *g, const void *before, const void *after, Move m, int who,
                     char *told, size_t told_n, bool *position, char *fen, size_t fen_n);
/* Whether `who` must be told the start position `st` (`position 0`): it hides some of it. */
bool room_known_start(const GameRules *g, const void *st, int who, char *fen, size_t fen_n);
/* Whether the game hides anything from anyone (pieces, or a choice for a while): its moves are
 * revealed at the end. */
bool room_game_hides(const GameRules *g);

#endif
