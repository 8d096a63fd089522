/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One network game at this end: the connection to a referee server (or to one this program runs
 * for a game it hosts), the remote session it feeds with what the server tells, the seat's token
 * to come back with after a drop, and what the player is told about it. It knows no toolkit:
 * the app's scenes and duelboard-cli drive it the same way, by pumping it and reading its
 * session. */
#ifndef DUELBOARD_NET_NET_LINK_H
#define DUELBOARD_NET_NET_LINK_H

#include <stdbool.h>
#include <stdint.h>

#include "core/error.h"
#include "net/net_invite.h"
#include "net/net_server.h"
#include "net/net_token.h"
#include "session/session.h"

typedef enum NetLinkRole {
    NET_LINK_HOST,   /* makes a room with the game and options given */
    NET_LINK_JOIN,   /* takes the free seat of a room */
    NET_LINK_WATCH,  /* watches a room */
    NET_LINK_REJOIN, /* takes back a seat with its token */
} NetLinkRole;

typedef enum NetLinkPhase {
    NET_LINK_CONNECTING,   /* connecting and greeting the server */
    NET_LINK_WAITING,      /* in the room, waiting for the game to start (a host: for the friend) */
    NET_LINK_PLAYING,      /* the game is on (or over): net_link_session */
    NET_LINK_RECONNECTING, /* the connection dropped: trying again to take the seat back */
    NET_LINK_FAILED,       /* nothing more will come: net_link_error says why */
} NetLinkPhase;

typedef struct NetLinkSettings {
    /* The sessions the link makes: the local seat is seats[0] (a person, or a computer level
     * that plays through the network), whichever side the server gives it; the clock, the
     * computer's depth and the time source as for a local game. remote_send is the link's. */
    SessionSettings session;
    const char *name;       /* said in `hello` (NULL: "duelboard") */
    int reconnect_every_ms; /* after a drop, how often to try again (0: one second) */
    int reconnect_for_ms;   /* and for how long (0: two minutes) */
} NetLinkSettings;

typedef struct NetLink NetLink;

/* An address as a person types it: host, host:port, [IPv6]:port or a bare IPv6 address (the
 * port NET_SERVER_DEFAULT_PORT unless given). False with the reason. */
bool net_address_parse(const char *text, char *host, size_t n, int *port, Error *err);

/* Connects to the server at host:port and asks for `what`: the host words (`onitama clock=5+3
 * seat=1 ...`) for NET_LINK_HOST, the room code otherwise; `token` for NET_LINK_REJOIN. The
 * connection is made in the background: pump the link to follow it. NULL with the reason when
 * the request cannot be made (a bad code, a connection that cannot even start). */
NetLink *net_link_open(NetLinkRole role, const char *host, int port, const char *what,
                       const char *token, const NetLinkSettings *settings, Error *err);
/* Hosts a game on this computer: runs a referee server here (on `server`'s port, or any free
 * one when that is taken), announces the room on the local network once it is made, and
 * connects to it as NET_LINK_HOST does. */
NetLink *net_link_host_here(const NetServerSettings *server, const char *host_words,
                            const NetLinkSettings *settings, Error *err);
/* Takes back a seat of a game hosted on this computer after this program ended: runs the
 * referee server here again on `server` (its port and data directory, where the room was stored;
 * any free port when that one is taken now) and rejoins room `code` with the seat's `token`, as
 * NET_LINK_REJOIN does. */
NetLink *net_link_rejoin_here(const NetServerSettings *server, const char *code, const char *token,
                              const NetLinkSettings *settings, Error *err);
/* Says `bye`, closes the connection, stops the server it runs, frees the session. */
void net_link_free(NetLink *l);

/* Takes what the server sent (waiting up to wait_ms for the first line when > 0, or for the
 * next try while the server is away), keeps the session in step, tries again after a drop (and
 * NET_LINK_REJOIN after a first connection that failed); returns the phase now. */
NetLinkPhase net_link_pump(NetLink *l, int wait_ms);
NetLinkPhase net_link_phase(const NetLink *l);
/* The phase in one word ("connecting", "waiting", "playing", "reconnecting", "failed"). */
const char *net_link_phase_name(NetLinkPhase phase);
/* The game once it started; a new one after a rematch or after coming back from a drop (every
 * `start` begins the game afresh), so a front end reads it again after each pump. */
Session *net_link_session(NetLink *l);
/* Bumped whenever net_link_session changes. */
unsigned net_link_session_serial(const NetLink *l);
/* Why the link failed or the last refusal the server sent ("" none). */
const char *net_link_error(const NetLink *l);
/* How many refusals (`error`) the server sent: a front end shows each new one. */
unsigned net_link_refusals(const NetLink *l);
/* The room's code ("" until known), the side held (0, 1; -1 watching or not yet seated), its
 * token. */
const char *net_link_code(const NetLink *l);
int net_link_side(const NetLink *l);
const char *net_link_token(const NetLink *l);
/* The invite to this room, for a friend to paste: for a game hosted here, with this
 * computer's address on its network. False until the room is known. */
bool net_link_invite(const NetLink *l, char *buf, size_t n);
/* The server connected to as an address to type again: host:port, [IPv6]:port. */
void net_link_server_address(const NetLink *l, char *buf, size_t n);
/* The port of the server this link runs (net_link_host_here), 0 otherwise. */
int net_link_server_port(const NetLink *l);
/* Whether the room is announced on the local network (a hosted game until it starts). */
bool net_link_announced(const NetLink *l);

/* One of the fixed phrases (net_phrase_known) said to the room. */
bool net_link_say(NetLink *l, const char *phrase);
/* The phrases said in the room, oldest first: how many (at most `cap`), each with its side. */
#define NET_LINK_SAID_MAX 8
int net_link_said(const NetLink *l, int *sides, char (*phrases)[32], int cap);
/* Phrases said in the room since the link began: a front end tells the new ones. */
unsigned net_link_said_total(const NetLink *l);
/* The other side asked for a rematch (the local side's own ask is a session action). */
bool net_link_rematch_asked(const NetLink *l);
/* The other side declined the local side's draw offer since the last move. */
bool net_link_draw_declined(const NetLink *l);

#endif
