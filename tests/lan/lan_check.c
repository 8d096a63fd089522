/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Checks the local network's announcements end to end through the system's Avahi daemon: a game
 * announced is found with its code, game and port, and is gone from the list once withdrawn.
 * Exits 77 (skipped) when no daemon is reachable, 1 on a failure. */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "net/net_lan.h"

static void pause_ms(int ms) {
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* Waits up to ten seconds for the game named `name` to be listed (or, `present` false, to be
 * gone); the listed game is copied to `found`. */
static bool wait_for(NetLanBrowser *b, const char *name, bool present, NetLanGame *found) {
    for (int waited = 0; waited < 10000; waited += 50) {
        NetLanGame games[NET_LAN_GAMES_MAX];
        int n = net_lan_games(b, games, NET_LAN_GAMES_MAX);
        bool seen = false;
        for (int i = 0; i < n; i++)
            if (strcmp(games[i].name, name) == 0) {
                seen = true;
                if (found) *found = games[i];
            }
        if (seen == present) return true;
        pause_ms(50);
    }
    return false;
}

int main(void) {
    Error err;
    char name[64];
    snprintf(name, sizeof name, "lan check %ld", (long)getpid());
    NetLanBrowser *b = net_lan_browse(&err);
    if (!b) {
        printf("skipped: %s\n", err.message);
        return 77;
    }
    NetLanAnnounce *a = net_lan_announce(name, 7654, "AB23CD", "onitama", &err);
    if (!a) {
        printf("announcing failed though listing works: %s\n", err.message);
        net_lan_browse_free(b);
        return 1;
    }
    NetLanGame g;
    int status = 0;
    if (!wait_for(b, name, true, &g)) {
        char why[128];
        net_lan_browse_status(b, why, sizeof why);
        printf("the announced game was not found within 10 s (%s)\n", why[0] ? why : "no error");
        status = 1;
    } else if (strcmp(g.code, "AB23CD") != 0 || strcmp(g.game, "onitama") != 0 || g.port != 7654 ||
               !g.address[0]) {
        printf("found, but wrong: code '%s' game '%s' port %d address '%s'\n", g.code, g.game,
               g.port, g.address);
        status = 1;
    } else {
        printf("found '%s' at %s port %d (%s): code %s, %s\n", g.name, g.address, g.port, g.host,
               g.code, g.game);
        if (!net_lan_announced(a)) {
            printf("found, but the announcement does not know it is out\n");
            status = 1;
        }
    }
    net_lan_announce_free(a);
    if (status == 0 && !wait_for(b, name, false, NULL)) {
        printf("the withdrawn game is still listed after 10 s\n");
        status = 1;
    }
    net_lan_browse_free(b);
    if (status == 0) printf("withdrawn: gone from the list\n");
    return status;
}
