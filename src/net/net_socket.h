/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The socket calls the referee server and the links make themselves (the listening socket, a
 * free port's check, this computer's addresses), the same on POSIX systems and on Windows, where
 * sockets are Winsock's: other headers, another type, closesocket, WSAGetLastError. */
#ifndef DUELBOARD_NET_NET_SOCKET_H
#define DUELBOARD_NET_NET_SOCKET_H

#include <stdbool.h>
#include <stddef.h>

#ifdef _WIN32
#include <winsock2.h>

#include <ws2tcpip.h>

#include <iphlpapi.h> /* if_indextoname */
typedef SOCKET NetSocket;
#define NET_SOCKET_NONE INVALID_SOCKET
#ifndef IF_NAMESIZE
#define IF_NAMESIZE 256
#endif
#else
#include <arpa/inet.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h> /* gethostname */
typedef int NetSocket;
#define NET_SOCKET_NONE (-1)
#endif

/* The length of a socket address of that family (AF_INET or AF_INET6). */
socklen_t net_socket_address_length(int family);

/* Readies the system's sockets once per process (Winsock's start; nothing elsewhere). */
bool net_sockets_ready(void);

void net_socket_close(NetSocket s);

/* Makes the socket non-blocking and, where the system has it, closed on exec. */
bool net_socket_nonblocking(NetSocket s);

/* After a socket call failed: whether it would have blocked (no connection is waiting), whether
 * it was interrupted or the peer gave up before it was accepted (try again at once), and the
 * reason as text. */
bool net_socket_would_block(void);
bool net_socket_try_again(void);
const char *net_socket_error_text(void);

/* An interface's first IPv4 address, else its first IPv6 one; false when no interface has that
 * name (on Windows its friendly name, "Ethernet"). */
bool net_interface_address(const char *name, struct sockaddr_storage *out);

/* This computer's address on its network, for an invite: the first IPv4 address of an
 * interface that is up and not the loopback; false when there is none. */
bool net_network_address(char *out, size_t n);

#endif
