/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A room on the referee server: one game between two seats, with any number of spectators. The
 * room holds the whole game (its line and clocks) and answers each client message with the lines
 * every recipient may know (docs/protocol.md, "the referee protocol"). It has no sockets, files
 * or clock of its own: the server gives it the time, routes what it sends and stores what it
 * saves, so the same room is tested, fuzzed and benchmarked without a network. */
#ifndef DUELBOARD_NET_NET_ROOM_H
#define DUELBOARD_NET_NET_ROOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/error.h"
#include "net/net_message.h"
#include "net/net_token.h"

/* Who a client is in a room: the side it holds (0 or 1), or a spectator. */
#define NET_ROLE_SPECTATOR 2

/* Where a line the room sends goes: a side's seat (0, 1), every spectator, or only the client
 * whose message is being handled (a reply: an error, its seat, the game so far). */
typedef enum NetRecipient {
    NET_TO_SIDE_1 = 0,
    NET_TO_SIDE_2 = 1,
    NET_TO_SPECTATORS = 2,
    NET_TO_SENDER = 3,
} NetRecipient;

/* Sends one line (without its newline) to a recipient. */
typedef void (*NetRoomSend)(void *context, NetRecipient to, const char *line);

typedef struct NetRoomSettings {
    /* A seat's away budget: how long in all it may be away during one game (0: 60 seconds).
     * Once it is spent while the seat is away, the seat loses on time in a game with a clock;
     * in a game without one the other seat is told it is gone and may claim the game. */
    int64_t rejoin_wait_ms;
    /* The clocks wait for an absent seat at most pause_grace_ms an absence (0: 5 seconds) and
     * pause_budget_ms in all in one game (0: 10 seconds); below 0: never. */
    int64_t pause_budget_ms, pause_grace_ms;
    /* The moves a game may last: it is drawn (`length`) when it reaches them; 0: 1000, at
     * most 1300 (so that a greeting fits a client's queue). Rules without a limit of their own
     * (draw=off) would otherwise let a game and every greeting of it grow without bound. */
    int max_plies;
    /* The seats' tokens, when given (tests compare the traffic of two games byte for byte);
     * otherwise new random ones. */
    const char *tokens[2];
    /* The game's seed when `host` gives none; otherwise a random one. */
    bool have_seed;
    uint64_t seed;
} NetRoomSettings;

typedef struct NetRoom NetRoom;

/* A room for `host <game> [key=value]...` (`m`, already parsed), its code given by the server.
 * The host holds the seat it asked for (`seat=`, side 1 unless said): its `room` and `seat`
 * lines go to NET_TO_SENDER. NULL with the reason (an unknown game, a bad option, a bad clock)
 * and nothing sent. */
NetRoom *net_room_new(const char *code, const NetMessage *host, const NetRoomSettings *settings,
                      int64_t now_us, NetRoomSend send, void *context, Error *err);
void net_room_free(NetRoom *r);
const char *net_room_code(const NetRoom *r);

/* `join`: the free seat to the sender (`seat`), then the game to everyone once both seats are
 * taken (`start`, clocks running). Returns the side given, or -1 with the reason (the room is
 * full) and nothing sent. */
int net_room_join(NetRoom *r, int64_t now_us, NetRoomSend send, void *context, Error *err);
/* `rejoin <token>`: the side whose token it is (compared in constant time), its seat and the game
 * so far sent to the sender, the clocks going again; -1 with the reason for a stale token. */
int net_room_rejoin(NetRoom *r, const char *token, int64_t now_us, NetRoomSend send, void *context,
                    Error *err);
/* `watch`: the game so far as spectators may know it, to the sender. Its clocks are told as
 * they stood at the latest time the room was given; net_room_watch_at gives the time. */
void net_room_watch(NetRoom *r, NetRoomSend send, void *context);
void net_room_watch_at(NetRoom *r, int64_t now_us, NetRoomSend send, void *context);
/* A seat's client went away (a drop or `bye`): during the game the others are told how long it
 * has to come back (`waiting`, its away budget left) and the clocks wait a little while its
 * pause budget lasts. */
void net_room_left(NetRoom *r, int side, int64_t now_us, NetRoomSend send, void *context);

/* A message from a client holding `role` in this room: play, resign, draw, rematch, say. A
 * message that may not be played now (not its turn, an illegal move, a spectator's move, a
 * draw not offered) gets `error <reason>` to the sender only and changes nothing; false then. */
bool net_room_handle(NetRoom *r, int role, const NetMessage *m, int64_t now_us, NetRoomSend send,
                     void *context);
/* Time passing: a flag falling, the clocks going again after a pause, a dropped side's time to
 * come back running out. Returns the microseconds until the next such deadline, or -1 when none
 * is due. */
int64_t net_room_tick(NetRoom *r, int64_t now_us, NetRoomSend send, void *context);

bool net_room_started(const NetRoom *r);
bool net_room_over(const NetRoom *r);
/* Whether side's seat has been given, and whether its client is here now. */
bool net_room_seat_taken(const NetRoom *r, int side);
bool net_room_seat_present(const NetRoom *r, int side);
/* The game's record as it stands (the timed record format): what the server stores and a
 * client ends with. free() it. */
char *net_room_record(const NetRoom *r, Error *err);

/* The room as one text to store durably (its record, code, seats' tokens, settings and budgets
 * left, a draw offer standing and rematch asks), written after every change; and a room back
 * from it after a restart, its seats waiting for their clients to rejoin (the wait starting at
 * `now_us`). A text whose room code is not in capitals is refused: no one could reach it. */
char *net_room_save(const NetRoom *r, Error *err);
NetRoom *net_room_restore(const char *text, int64_t now_us, Error *err);
/* Whether the line being sent now (asked from inside a NetRoomSend call) is part of a greeting
 * (`rejoin`, `watch`) or of the game's end (`over` and the reveals): a burst whose size the
 * room's length limit bounds, which a send queue takes whole rather than count against a reader
 * that does not read. */
bool net_room_burst(const NetRoom *r);
/* Games begun in this room: 1, then one more for each rematch. A rematch swaps the seats: the
 * room sends each seat's `seat` line to where its connection was, and the server then swaps
 * the two seats' connections (what was NET_TO_SIDE_1 is NET_TO_SIDE_2). */
unsigned net_room_games(const NetRoom *r);
/* Bytes the room holds (its struct, its game's moves, times and position, and what each
 * recipient was told of each move), for the server's accounting and the tests' bound. */
size_t net_room_memory(const NetRoom *r);
/* Lines the room could not write within the protocol's bounds (never sent): 0 unless a game's
 * text outgrew them, which tests check. */
unsigned net_room_faults(const NetRoom *r);
/* Bumped by every change that net_room_save would write differently (moves, seats, the end). */
unsigned net_room_version(const NetRoom *r);

#endif
