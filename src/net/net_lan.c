/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Announcing and finding hosted games on the local network through the Avahi daemon, each on
 * Avahi's own thread. */
#include "net/net_lan.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/alternative.h>
#include <avahi-common/error.h>
#include <avahi-common/malloc.h>
#include <avahi-common/thread-watch.h>

struct NetLanAnnounce {
    AvahiThreadedPoll *poll;
    AvahiClient *client;
    AvahiEntryGroup *group;
    char *name; /* avahi_malloc'd: changed on a name collision */
    int port;
    char code[8], game[32];
    bool established; /* read under the poll's lock */
};

static void add_service(NetLanAnnounce *a);

static void group_changed(AvahiEntryGroup *group, AvahiEntryGroupState state, void *data) {
    NetLanAnnounce *a = data;
    a->group = group;
    if (state == AVAHI_ENTRY_GROUP_ESTABLISHED) a->established = true;
    if (state == AVAHI_ENTRY_GROUP_COLLISION) { /* another computer has the name: take the next */
        char *next = avahi_alternative_service_name(a->name);
        avahi_free(a->name);
        a->name = next;
        add_service(a);
    }
}

static void add_service(NetLanAnnounce *a) {
    if (!a->group && !(a->group = avahi_entry_group_new(a->client, group_changed, a))) return;
    avahi_entry_group_reset(a->group);
    a->established = false;
    char code[16], game[48];
    snprintf(code, sizeof code, "code=%s", a->code);
    snprintf(game, sizeof game, "game=%s", a->game);
    if (avahi_entry_group_add_service(a->group, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0, a->name,
                                      NET_LAN_SERVICE, NULL, NULL, (uint16_t)a->port, code, game,
                                      NULL) < 0)
        return;
    avahi_entry_group_commit(a->group);
}

static void announce_client_changed(AvahiClient *client, AvahiClientState state, void *data) {
    NetLanAnnounce *a = data;
    a->client = client; /* called before avahi_client_new returns */
    if (state == AVAHI_CLIENT_S_RUNNING) add_service(a);
    if (state == AVAHI_CLIENT_S_COLLISION || state == AVAHI_CLIENT_S_REGISTERING) {
        if (a->group) avahi_entry_group_reset(a->group);
        a->established = false;
    }
}

NetLanAnnounce *net_lan_announce(const char *name, int port, const char *code, const char *game,
                                 Error *err) {
    NetLanAnnounce *a = calloc(1, sizeof *a);
    if (!a) {
        error_set(err, "out of memory");
        return NULL;
    }
    a->name = avahi_strdup(name);
    a->port = port;
    snprintf(a->code, sizeof a->code, "%s", code);
    snprintf(a->game, sizeof a->game, "%s", game);
    int failure = 0;
    a->poll = avahi_threaded_poll_new();
    if (a->poll)
        a->client = avahi_client_new(avahi_threaded_poll_get(a->poll), 0, announce_client_changed,
                                     a, &failure);
    if (!a->name || !a->poll || !a->client || avahi_threaded_poll_start(a->poll) < 0) {
        error_set(err, "games on this network cannot be announced: %s",
                  a->poll && a->client ? "Avahi's thread did not start"
                                       : avahi_strerror(failure ? failure : AVAHI_ERR_NO_MEMORY));
        net_lan_announce_free(a);
        return NULL;
    }
    return a;
}

bool net_lan_announced(NetLanAnnounce *a) {
    avahi_threaded_poll_lock(a->poll);
    bool established = a->established;
    avahi_threaded_poll_unlock(a->poll);
    return established;
}

void net_lan_announce_free(NetLanAnnounce *a) {
    if (!a) return;
    if (a->poll) avahi_threaded_poll_stop(a->poll);
    if (a->client) avahi_client_free(a->client); /* frees the group: the announcement goes */
    if (a->poll) avahi_threaded_poll_free(a->poll);
    avahi_free(a->name);
    free(a);
}

struct NetLanBrowser {
    AvahiThreadedPoll *poll;
    AvahiClient *client;
    AvahiServiceBrowser *browser;
    pthread_mutex_t lock; /* the list and status, read from the caller's thread */
    NetLanGame games[NET_LAN_GAMES_MAX];
    int scores[NET_LAN_GAMES_MAX]; /* how good each game's address is for joining */
    int count;
    char status[128];
};

static void set_status(NetLanBrowser *b, const char *text) {
    pthread_mutex_lock(&b->lock);
    snprintf(b->status, sizeof b->status, "%s", text);
    pthread_mutex_unlock(&b->lock);
}

/* One service is seen once per interface and protocol: an IPv4 address on the network is the
 * one most likely to reach it from elsewhere, then loopback (this computer), then IPv6. */
static int address_score(const AvahiAddress *address, const char *text) {
    if (address->proto != AVAHI_PROTO_INET) return 0;
    return strncmp(text, "127.", 4) == 0 ? 1 : 2;
}

static void txt_value(AvahiStringList *txt, const char *key, char *out, size_t n) {
    out[0] = '\0';
    AvahiStringList *item = avahi_string_list_find(txt, key);
    char *k = NULL, *v = NULL;
    if (item && avahi_string_list_get_pair(item, &k, &v, NULL) == 0 && v) snprintf(out, n, "%s", v);
    avahi_free(k);
    avahi_free(v);
}

static void resolved(AvahiServiceResolver *resolver, AvahiIfIndex interface, AvahiProtocol protocol,
                     AvahiResolverEvent event, const char *name, const char *type,
                     const char *domain, const char *host, const AvahiAddress *address,
                     uint16_t port, AvahiStringList *txt, AvahiLookupResultFlags flags,
                     void *data) {
    (void)interface, (void)protocol, (void)type, (void)domain, (void)flags;
    NetLanBrowser *b = data;
    if (event == AVAHI_RESOLVER_FOUND) {
        NetLanGame g = {.port = port};
        snprintf(g.name, sizeof g.name, "%s", name);
        snprintf(g.host, sizeof g.host, "%s", host);
        avahi_address_snprint(g.address, sizeof g.address, address);
        txt_value(txt, "code", g.code, sizeof g.code);
        txt_value(txt, "game", g.game, sizeof g.game);
        int score = address_score(address, g.address);
        pthread_mutex_lock(&b->lock);
        int at = 0;
        while (at < b->count && strcmp(b->games[at].name, g.name) != 0) at++;
        if (at < b->count && score > b->scores[at]) {
            b->games[at] = g;
            b->scores[at] = score;
        } else if (at == b->count && b->count < NET_LAN_GAMES_MAX) {
            b->games[b->count] = g;
            b->scores[b->count++] = score;
        }
        pthread_mutex_unlock(&b->lock);
    }
    avahi_service_resolver_free(resolver);
}

static void browsed(AvahiServiceBrowser *browser, AvahiIfIndex interface, AvahiProtocol protocol,
                    AvahiBrowserEvent event, const char *name, const char *type, const char *domain,
                    AvahiLookupResultFlags flags, void *data) {
    (void)browser, (void)flags;
    NetLanBrowser *b = data;
    switch (event) {
    case AVAHI_BROWSER_NEW:
        if (!avahi_service_resolver_new(b->client, interface, protocol, name, type, domain,
                                        AVAHI_PROTO_UNSPEC, 0, resolved, b))
            set_status(b, avahi_strerror(avahi_client_errno(b->client)));
        break;
    case AVAHI_BROWSER_REMOVE: {
        pthread_mutex_lock(&b->lock);
        for (int i = 0; i < b->count; i++)
            if (strcmp(b->games[i].name, name) == 0) {
                memmove(&b->games[i], &b->games[i + 1],
                        sizeof b->games[0] * (size_t)(b->count - i - 1));
                memmove(&b->scores[i], &b->scores[i + 1],
                        sizeof b->scores[0] * (size_t)(b->count - i - 1));
                b->count--;
                break;
            }
        pthread_mutex_unlock(&b->lock);
        break;
    }
    case AVAHI_BROWSER_FAILURE:
        set_status(b, avahi_strerror(avahi_client_errno(b->client)));
        break;
    case AVAHI_BROWSER_ALL_FOR_NOW:
    case AVAHI_BROWSER_CACHE_EXHAUSTED:
        break;
    }
}

static void browse_client_changed(AvahiClient *client, AvahiClientState state, void *data) {
    NetLanBrowser *b = data;
    b->client = client;
    if (state == AVAHI_CLIENT_FAILURE) set_status(b, avahi_strerror(avahi_client_errno(client)));
}

NetLanBrowser *net_lan_browse(Error *err) {
    NetLanBrowser *b = calloc(1, sizeof *b);
    if (!b) {
        error_set(err, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&b->lock, NULL);
    int failure = 0;
    b->poll = avahi_threaded_poll_new();
    if (b->poll)
        b->client = avahi_client_new(avahi_threaded_poll_get(b->poll), 0, browse_client_changed, b,
                                     &failure);
    if (b->client)
        b->browser = avahi_service_browser_new(b->client, AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                               NET_LAN_SERVICE, NULL, 0, browsed, b);
    if (!b->poll || !b->client || !b->browser || avahi_threaded_poll_start(b->poll) < 0) {
        if (b->client && !failure) failure = avahi_client_errno(b->client);
        error_set(err, "games on this network cannot be listed: %s",
                  avahi_strerror(failure ? failure : AVAHI_ERR_NO_MEMORY));
        net_lan_browse_free(b);
        return NULL;
    }
    return b;
}

int net_lan_games(NetLanBrowser *b, NetLanGame *out, int cap) {
    pthread_mutex_lock(&b->lock);
    int n = b->count < cap ? b->count : cap;
    memcpy(out, b->games, sizeof *out * (size_t)(n > 0 ? n : 0));
    pthread_mutex_unlock(&b->lock);
    return n;
}

void net_lan_browse_status(NetLanBrowser *b, char *out, size_t n) {
    pthread_mutex_lock(&b->lock);
    snprintf(out, n, "%s", b->status);
    pthread_mutex_unlock(&b->lock);
}

void net_lan_browse_free(NetLanBrowser *b) {
    if (!b) return;
    if (b->poll) avahi_threaded_poll_stop(b->poll);
    if (b->client) avahi_client_free(b->client); /* frees the browser and resolvers */
    if (b->poll) avahi_threaded_poll_free(b->poll);
    pthread_mutex_destroy(&b->lock);
    free(b);
}
