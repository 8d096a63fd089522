/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee protocol's messages: one line each, in the engine protocol's style, read by one
 * parser with bounds (its length, its words, their count and characters) and written back the
 * same way. A peer is expected to be hostile: anything else is refused with the reason. */
#ifndef DUELBOARD_NET_NET_MESSAGE_H
#define DUELBOARD_NET_NET_MESSAGE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

#define NET_PROTOCOL_VERSION 1
#define NET_LINE_MAX 1024 /* bytes of one message, its newline not counted */
#define NET_ARGS_MAX 24   /* words after the verb */
#define NET_WORD_MAX 256  /* bytes of one word, with its NUL */

/* Who may send a message: the server, a client, or either. */
typedef enum NetSender {
    NET_FROM_CLIENT = 1,
    NET_FROM_SERVER = 2,
    NET_FROM_EITHER = 3,
} NetSender;

typedef enum NetVerb {
    NET_HELLO,    /* client: hello <version> <client name> */
    NET_WELCOME,  /* server: welcome <version> <server name> */
    NET_HOST,     /* client: host <game> [key=value]... (a new room, its options) */
    NET_ROOM,     /* server: room <code> (the room made by host) */
    NET_JOIN,     /* client: join <code> (a seat in a room) */
    NET_REJOIN,   /* client: rejoin <code> <token> (the seat a dropped client held) */
    NET_WATCH,    /* client: watch <code> (a spectator) */
    NET_SEAT,     /* server: seat <side> <token> (the seat given and the token to rejoin it) */
    NET_START,    /* server: start <game> [key=value]... (the game begins or began) */
    NET_PLAY,     /* client: play <move> (in the game's notation) */
    NET_MOVED,    /* server: moved <ply> <side> <move as the receiver may know it> */
    NET_POSITION, /* server: position <ply> <the position as the receiver may know it> */
    NET_CLOCK,    /* server: clock <ms of side 1> <ms of side 2> <running side or -> */
    NET_RESIGN,   /* client: resign */
    NET_DRAW,     /* either: draw offer|accept|decline */
    NET_REMATCH,  /* either: rematch */
    NET_SAY,      /* client: say <phrase> (one of the fixed phrases) */
    NET_SAID,     /* server: said <side> <phrase> */
    NET_OVER,     /* server: over <result words>... */
    NET_WAITING,  /* server: waiting <side> <ms left> (a dropped side's time to rejoin) */
    NET_PING,     /* either: ping <number> */
    NET_PONG,     /* either: pong <number> */
    NET_REVEAL,   /* server: reveal <ply> <side> <move> (once over: every move as it was) */
    NET_ERROR,    /* server: error <reason words>... */
    NET_BYE,      /* either: bye */
    NET_GONE,     /* server: gone <side> (a dropped side's time to come back ran out, no clock) */
    NET_CLAIM,    /* client: claim (the game of a side that is gone) */
    NET_VERB_COUNT
} NetVerb;

typedef struct NetMessage {
    NetVerb verb;
    int argc;
    char args[NET_ARGS_MAX][NET_WORD_MAX];
} NetMessage;

/* The verb's word ("hello"), and the verb of a word (-1 for none). */
const char *net_verb_name(NetVerb verb);
int net_verb_find(const char *word, size_t length);

/* Reads one line (`length` bytes, without its newline) sent by `sender`: single spaces between
 * words of printable ASCII, a known verb that sender may send, its number of words, each within
 * its bound. False with the reason otherwise; `out` is then unspecified. */
bool net_message_parse(const char *line, size_t length, NetSender sender, NetMessage *out,
                       Error *err);
/* Writes `m` as one line with its newline; false (and "" written) when it breaks a bound or a
 * word could not be read back (empty, a space or a character outside printable ASCII). */
bool net_message_format(const NetMessage *m, char *buf, size_t n, Error *err);
/* The same line as the transport sends it: one line to a WebSocket message, with no newline. */
bool net_message_line(const NetMessage *m, char *buf, size_t n, Error *err);

/* The fixed chat phrases ("good-game", "thinking", ...): the only words `say` may carry. */
bool net_phrase_known(const char *phrase);

#endif
