/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A connection to a referee server on a thread of its own: lines are sent from any thread and
 * received from a queue, so a front end polls it each frame and a test or the CLI waits on it. */
#ifndef DUELBOARD_NET_NET_CLIENT_H
#define DUELBOARD_NET_NET_CLIENT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

typedef enum NetClientStatus {
    NET_CLIENT_CONNECTING,
    NET_CLIENT_OPEN,
    NET_CLIENT_CLOSED,
} NetClientStatus;

typedef struct NetClient NetClient;

/* Starts connecting to ws://host:port/ (wss:// with `secure`, checking the server's certificate
 * against the system's authorities). NULL only when the thread or context cannot be made; a
 * connection that fails shows as NET_CLIENT_CLOSED with its reason. */
NetClient *net_client_connect(const char *host, int port, bool secure, Error *err);
/* wss:// trusting the authority (or the self-signed certificate) in the PEM file `ca_file`
 * instead of the system's: a server on a local network with a certificate of its own, and the
 * tests. */
NetClient *net_client_connect_trusting(const char *host, int port, const char *ca_file, Error *err);
/* ws:// from the local address `source` (an address of this computer): a test of a server's
 * limits for each address makes a second client address of 127.0.0.2. */
NetClient *net_client_connect_from(const char *host, int port, const char *source, Error *err);
/* Closes the connection (if open) and frees everything. */
void net_client_free(NetClient *c);

/* Queues one line (no newline) to be sent; false when it is not a line the protocol allows from
 * a client, too much is waiting, or the connection is closed. */
bool net_client_send(NetClient *c, const char *line);
/* Queues bytes as they are, in one text (or binary) message: for tests of a server's defences. */
bool net_client_send_raw(NetClient *c, const void *bytes, size_t length, bool binary);

/* Takes the next received line into buf (up to n bytes with its NUL); false when none waits. */
bool net_client_receive(NetClient *c, char *buf, size_t n);
/* The same, waiting up to timeout_ms for a line; false on timeout or once closed and drained. */
bool net_client_wait(NetClient *c, char *buf, size_t n, int timeout_ms);

/* Where the connection stands; when closed, why (the server's close reason or the failure). */
NetClientStatus net_client_status(NetClient *c, char *reason, size_t n);
/* Waits up to timeout_ms for the connection to open or close; the status then. */
NetClientStatus net_client_wait_status(NetClient *c, int timeout_ms);
/* Whether the connection ever opened: a closed one then lost its server rather than never
 * reached it. */
bool net_client_was_open(NetClient *c);
/* Asks for the connection to close (a normal close); net_client_free still frees it. */
void net_client_close(NetClient *c);

#endif
