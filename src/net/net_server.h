/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee server: rooms played over WebSocket (libwebsockets), one line a message. One
 * service thread owns every connection and room, so the rooms need no locks; limits on each
 * connection keep a hostile peer from costing the others anything. */
#ifndef DUELBOARD_NET_NET_SERVER_H
#define DUELBOARD_NET_NET_SERVER_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "core/error.h"

#define NET_SERVER_DEFAULT_PORT 7654
#define NET_SUBPROTOCOL "duelboard-referee"

typedef struct NetServerSettings {
    int port;                 /* 0: any free port (net_server_port says which) */
    const char *bind_address; /* NULL or "": every address */
    const char *data_dir;     /* NULL or "": rooms are not stored */
    const char *name;         /* said in `welcome`; NULL: "duelboard-server" */
    int hello_wait_s;         /* a connection that says no `hello` in these seconds is closed */
    int rate_per_second;      /* messages a connection may send a second, on average */
    int rate_burst;           /* ... and at once */
    int bad_lines_max;        /* refused lines before the connection is closed */
    int connections_per_address;
    int rooms_max;
    int64_t rejoin_wait_ms;   /* how long a dropped seat has to come back */
    int64_t finished_keep_ms; /* how long a finished room stays for its rematch */
    int ping_after_s;         /* a connection quiet this long is pinged ... */
    int drop_after_s;         /* ... and one not heard from this long is gone (more than ping) */
    FILE *log;                /* a line per room event and stored file; NULL: silent */
    /* wss:// with this certificate chain and private key (PEM files); NULL: plain ws://, for a
     * TLS proxy in front or a local network. */
    const char *tls_cert;
    const char *tls_key;
    /* More limits on each address (an IPv4 address, an IPv6 /64: net_address_key), besides
     * connections_per_address, so that one address cannot take what everyone shares: */
    int open_rooms_per_address;        /* rooms it hosts whose game has not begun */
    int64_t open_room_wait_ms;         /* how long such a room stays once its host left */
    double connection_rate_per_second; /* new connections it may open a second ... */
    int connection_burst;              /* ... and at once */
    /* With data_dir: finished games kept per room code (rematches); past it the oldest go. */
    int games_per_room;
    /* libwebsockets' default poll() loop even where libev's (epoll) can be had: for comparing
     * the two (the benchmark). */
    bool poll_loop;
} NetServerSettings;

#define NET_SERVER_GAMES_PER_ROOM 100

/* The defaults: port 7654, hello in 10 s, 20 messages a second with bursts of 40, 10 bad lines,
 * 16 connections an address, 10000 rooms, a minute to rejoin, finished rooms kept 10 minutes, a
 * quiet connection pinged after 30 s and dropped after 70 s;
 * for each address 4 rooms whose game has not begun, gone 10 s after their host left, and 5 new
 * connections a second with bursts of 20. */
void net_server_settings_default(NetServerSettings *s);

typedef struct NetServer NetServer;

/* Listens (on exactly the address given: a listening socket found bound elsewhere is refused)
 * and restores the stored rooms (DIR/duelboard.db, after bringing in an older server's DIR/rooms
 * and DIR/games once; a room that cannot be read is reported on stderr and set aside, never
 * fatal); nothing is served until net_server_run or the thread of net_server_start. NULL with
 * the reason (the port is taken, the data directory cannot be made, its store is damaged or
 * from a newer version). */
NetServer *net_server_new(const NetServerSettings *settings, Error *err);
/* The port listened on (the one chosen when the settings said 0). */
int net_server_port(const NetServer *s);
/* The address listened on, as the listening socket itself says ("127.0.0.1", "::1", "::" for
 * every address). */
const char *net_server_address(const NetServer *s);
/* Serves on the calling thread until SIGINT or SIGTERM (or net_server_stop from elsewhere), then
 * stores what is left; the server is still to be freed with net_server_free. */
void net_server_run(NetServer *s);
void net_server_free(NetServer *s);

/* A server running on a thread of its own (the app's "Host a game"); net_server_stop ends it and
 * frees it. */
NetServer *net_server_start(const NetServerSettings *settings, Error *err);
void net_server_stop(NetServer *s);

#endif
