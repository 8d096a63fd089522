/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Addresses for the referee server: the one it listens on, made from what its operator wrote,
 * and the key by which peers count as one address for the limits each address has. */
#ifndef DUELBOARD_NET_NET_ADDRESS_H
#define DUELBOARD_NET_NET_ADDRESS_H

#include <stdbool.h>
#include <stddef.h>
#include "core/error.h"
#include "net/net_socket.h"

/* Room for a key or an address's text ("ffff:...:ffff%interface" at most). */
#define NET_ADDRESS_TEXT_MAX 80

/* The key a peer's address (as text) is counted by: an IPv4 address as it is; an IPv4-mapped
 * IPv6 address (::ffff:a.b.c.d, how a dual-stack socket sees an IPv4 peer) as that IPv4
 * address; any other IPv6 address as its /64 network ("2001:db8:1:2::/64"), since one home or
 * host is commonly given a whole /64 and could otherwise take a new address for every
 * connection. A text that is no address is its own key. Pure: no system call. */
void net_address_key(const char *address, char *key, size_t n);

/* The socket address to listen on from the operator's `text` and `port`: an IPv4 or IPv6
 * address (with %interface for a link-local one), an interface's name (its first IPv4 address,
 * else its first IPv6 one), or a host name (its first address). NULL or "": every address, IPv6
 * and IPv4 both when the system has IPv6. False with the reason. */
bool net_address_listen(const char *text, int port, struct sockaddr_storage *out, socklen_t *length,
                        Error *err);

/* A socket address's host part as text ("127.0.0.1", "::1", "::"). */
void net_address_text(const struct sockaddr *address, char *out, size_t n);

/* Whether two socket addresses name the same address and port (a scope too, for IPv6); a port
 * of 0 in `wanted` matches any port. */
bool net_address_same(const struct sockaddr *wanted, const struct sockaddr *got);

#endif
