/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Hosted games on the local network where the system has no Avahi daemon to ask (Windows): no
 * game is announced or found, and each end says how to join instead. */
#include "net/net_lan.h"

#define NOT_HERE "games on this network are not listed on this system"

NetLanAnnounce *net_lan_announce(const char *name, int port, const char *code, const char *game,
                                 Error *err) {
    (void)name, (void)port, (void)code, (void)game;
    error_set(err, NOT_HERE);
    return NULL;
}

bool net_lan_announced(NetLanAnnounce *a) {
    (void)a;
    return false;
}

void net_lan_announce_free(NetLanAnnounce *a) {
    (void)a;
}

NetLanBrowser *net_lan_browse(Error *err) {
    error_set(err, NOT_HERE);
    return NULL;
}

int net_lan_games(NetLanBrowser *b, NetLanGame *out, int cap) {
    (void)b, (void)out, (void)cap;
    return 0;
}

void net_lan_browse_status(NetLanBrowser *b, char *out, size_t n) {
    (void)b;
    if (n) out[0] = '\0';
}

void net_lan_browse_free(NetLanBrowser *b) {
    (void)b;
}
