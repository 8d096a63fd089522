/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hosted games on the local network: announced and found through the system's Avahi daemon
 * (mDNS / DNS-SD, service type _duelboard._tcp). Without a daemon both ends say why and do
 * nothing else: joining by address and room code still works. */
#ifndef DUELBOARD_NET_NET_LAN_H
#define DUELBOARD_NET_NET_LAN_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

#define NET_LAN_SERVICE "_duelboard._tcp"
#define NET_LAN_GAMES_MAX 64

/* A game another computer hosts on this network, as its announcement says. */
typedef struct NetLanGame {
    char name[64];    /* the announcement's name: who hosts, as their computer is called */
    char host[256];   /* the host name ("desk.local") */
    char address[64]; /* its address, for joining (IPv6 without brackets) */
    int port;
    char code[8];  /* the room code */
    char game[32]; /* the game's id */
} NetLanGame;

typedef struct NetLanAnnounce NetLanAnnounce;

/* Announces room `code` of `game` on `port` under `name` until freed. NULL with the reason when
 * there is no Avahi daemon to announce through. */
NetLanAnnounce *net_lan_announce(const char *name, int port, const char *code, const char *game,
                                 Error *err);
/* Whether the announcement is out on the network now (it takes the daemon a moment). */
bool net_lan_announced(NetLanAnnounce *a);
void net_lan_announce_free(NetLanAnnounce *a);

typedef struct NetLanBrowser NetLanBrowser;

/* Starts looking for announced games; NULL with the reason when there is no Avahi daemon. */
NetLanBrowser *net_lan_browse(Error *err);
/* The games found so far (each once, whatever the interfaces and protocols it is seen on), in
 * the order they were found; returns how many were written. Safe from any thread. */
int net_lan_games(NetLanBrowser *b, NetLanGame *out, int cap);
/* Why the list stopped being kept up to date ("" while all is well). */
void net_lan_browse_status(NetLanBrowser *b, char *out, size_t n);
void net_lan_browse_free(NetLanBrowser *b);

#endif
