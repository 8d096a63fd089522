/* SPDX-License-Identifier: GPL-3.0-or-later */
/* duelboard-server: the referee server for network play, run in the foreground (by hand or as a
 * system service) until SIGINT or SIGTERM. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/text_number.h"
#include "net/net_server.h"
#include "net/net_store.h"

#ifndef DUELBOARD_VERSION
#error "DUELBOARD_VERSION comes from project() in CMakeLists.txt"
#endif

static void usage(FILE *out) {
    fprintf(out,
            "usage: duelboard-server [options]\n"
            "Referees network games of Duelboard: players connect with the app or duelboard-cli,\n"
            "one hosts a room and the other joins it with the room's code.\n"
            "options:\n"
            "  --port N                     listen on port N (default %d; 0 picks a free one)\n"
            "  --bind ADDR                  listen on this address only (default: all); an\n"
            "                               address, an interface or a host name\n"
            "  --data DIR                   store rooms and finished games in DIR/duelboard.db\n"
            "                               and resume the stored rooms at start\n"
            "  --games-per-room N           finished games kept per room; the oldest go (%d)\n"
            "  --name NAME                  the server's name told to clients (one word)\n"
            "  --rejoin-wait SECONDS        a player's time away in all in a game: a seat away\n"
            "                               longer loses (with a clock) or may be claimed (60)\n"
            "  --hello-wait SECONDS         close connections that say nothing this long (10)\n"
            "  --ping-after SECONDS         ping a connection quiet this long (30) ...\n"
            "  --drop-after SECONDS         ... and drop one not heard from this long (70)\n"
            "  --keep-finished SECONDS      how long a finished room waits for a rematch (600)\n"
            "  --rate N                     messages a connection may send a second (20)\n"
            "  --burst N                    ... and at once (40)\n"
            "  --bad-lines N                refused lines before a connection is closed (10)\n"
            "  --connections-per-address N  connections from one address at once (16)\n"
            "  --connection-rate N          new connections one address may open a second (5)\n"
            "  --connection-burst N         ... and at once (20)\n"
            "  --open-rooms-per-address N   rooms one address may host whose game has not\n"
            "                               begun (4)\n"
            "  --open-room-wait SECONDS     how long such a room stays once its host left (10)\n"
            "  --max-rooms N                rooms at once (10000)\n"
            "  --tls-cert FILE              serve wss:// with this certificate (PEM) ...\n"
            "  --tls-key FILE               ... and its private key (PEM)\n"
            "  --event-loop libev|poll      libwebsockets on libev's epoll loop (the default,\n"
            "                               when its plugin is installed) or on its own poll loop\n"
            "  --quiet                      print nothing but errors\n"
            "  --help                       print this help\n"
            "  --version                    print the version\n"
            "stored games (with --data, beside a running server or not):\n"
            "  --games                      list the finished games, one a line, and exit:\n"
            "                               room, number, end (UTC), game, players, clock, result\n"
            "  --record CODE[-N]            print the record of room CODE's game N (its latest\n"
            "                               without -N) and exit\n"
            "--rejoin-wait, --keep-finished, --open-room-wait and --connection-rate may have\n"
            "decimals (0.5). An address is an IPv4 address or an IPv6 /64.\n"
            "Stops cleanly on SIGINT or SIGTERM.\n",
            NET_SERVER_DEFAULT_PORT, NET_SERVER_GAMES_PER_ROOM);
}

/* A name clients are told: one word of printable ASCII, as the protocol's words are. */
static bool one_word(const char *text) {
    size_t n = strlen(text);
    if (n == 0 || n > 64) return false;
    for (size_t i = 0; i < n; i++)
        if (text[i] <= ' ' || text[i] > '~') return false;
    return true;
}

/* Seconds (decimals allowed) in (0, a day], as milliseconds. */
static bool read_seconds(const char *text, int64_t *ms) {
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || end == text || *end || !(v > 0) || v > 86400) return false;
    *ms = (int64_t)(v * 1000 + 0.5);
    return *ms > 0;
}

/* A rate a second in (0, a million], decimals allowed (0.1: one every ten seconds). */
static bool read_rate(const char *text, double *rate) {
    char *end;
    errno = 0;
    double v = strtod(text, &end);
    if (errno || end == text || *end || !(v > 0) || v > 1e6) return false;
    *rate = v;
    return true;
}

static bool print_game(void *context, const NetStoreGame *g) {
    (void)context;
    char ended[32];
    time_t t = (time_t)g->ended;
    struct tm tm;
    if (!gmtime_r(&t, &tm) || !strftime(ended, sizeof ended, "%Y-%m-%dT%H:%M:%SZ", &tm))
        snprintf(ended, sizeof ended, "%lld", (long long)g->ended);
    printf("%s %d %s %s %s %s %s %s%s%s\n", g->code, g->number, ended, g->game, g->players[0],
           g->players[1], g->control, g->result, g->reason[0] ? " " : "", g->reason);
    return true;
}

typedef struct WantedRecord {
    int number; /* 0: the latest */
    char *record;
    int found;
} WantedRecord;

static bool keep_record(void *context, const NetStoreGame *g) {
    WantedRecord *w = context;
    if (w->number && g->number != w->number) return true;
    if (w->found > g->number) return true;
    free(w->record);
    w->record = strdup(g->record);
    w->found = g->number;
    return true;
}

/* --games and --record: what the store of `dir` holds, read beside a running server. */
static int show_games(const char *dir, const char *wanted) {
    Error err;
    NetStore *store = net_store_open(dir, NET_STORE_READ, &err);
    if (!store) {
        fprintf(stderr, "duelboard-server: %s\n", err.message);
        return 1;
    }
    bool ok;
    int status = 0;
    if (!wanted) {
        ok = net_store_games(store, NULL, print_game, NULL, &err);
    } else {
        char code[NET_STORE_CODE_MAX];
        WantedRecord w = {0};
        size_t n = strcspn(wanted, "-");
        if (n >= sizeof code) n = sizeof code - 1;
        for (size_t i = 0; i < n; i++) code[i] = (char)toupper((unsigned char)wanted[i]);
        code[n] = '\0';
        if (wanted[n] == '-') w.number = atoi(wanted + n + 1);
        ok = net_store_games(store, code, keep_record, &w, &err);
        if (ok && !w.record) {
            fprintf(stderr, "duelboard-server: no game %s is stored in %s\n", wanted,
                    net_store_where(store));
            status = 1;
        } else if (ok) {
            fputs(w.record, stdout);
        }
        free(w.record);
    }
    if (!ok) {
        fprintf(stderr, "duelboard-server: %s\n", err.message);
        status = 1;
    }
    net_store_close(store);
    return status;
}

int main(int argc, char **argv) {
    NetServerSettings settings;
    net_server_settings_default(&settings);
    settings.log = stderr;
    bool listing = false;
    const char *wanted_record = NULL;
    const char *server_only = NULL;
    for (int i = 1; i < argc; i++) {
        const char *o = argv[i];
        if (strcmp(o, "--help") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(o, "--version") == 0) {
            printf("duelboard-server %s\n", DUELBOARD_VERSION);
            return 0;
        }
        if (strcmp(o, "--quiet") == 0) {
            settings.log = NULL;
            continue;
        }
        if (strcmp(o, "--games") == 0) {
            listing = true;
            continue;
        }
        static const char *const with_value[] = {"--port",
                                                 "--bind",
                                                 "--data",
                                                 "--name",
                                                 "--rejoin-wait",
                                                 "--hello-wait",
                                                 "--ping-after",
                                                 "--drop-after",
                                                 "--keep-finished",
                                                 "--rate",
                                                 "--burst",
                                                 "--bad-lines",
                                                 "--connections-per-address",
                                                 "--connection-rate",
                                                 "--connection-burst",
                                                 "--open-rooms-per-address",
                                                 "--open-room-wait",
                                                 "--max-rooms",
                                                 "--tls-cert",
                                                 "--tls-key",
                                                 "--record",
                                                 "--games-per-room",
                                                 "--event-loop"};
        bool known = false;
        for (size_t k = 0; k < sizeof with_value / sizeof with_value[0]; k++)
            known = known || strcmp(o, with_value[k]) == 0;
        if (!known) {
            fprintf(stderr, "duelboard-server: unknown option '%s' (see --help)\n", o);
            return 2;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "duelboard-server: %s needs a value (see --help)\n", o);
            return 2;
        }
        const char *v = argv[++i];
        bool ok = true;
        if (strcmp(o, "--data") != 0 && strcmp(o, "--record") != 0 &&
            strcmp(o, "--event-loop") != 0)
            server_only = o;
        if (strcmp(o, "--port") == 0)
            ok = text_read_int(v, 0, 65535, &settings.port);
        else if (strcmp(o, "--bind") == 0)
            settings.bind_address = v;
        else if (strcmp(o, "--tls-cert") == 0)
            settings.tls_cert = v;
        else if (strcmp(o, "--tls-key") == 0)
            settings.tls_key = v;
        else if (strcmp(o, "--data") == 0)
            settings.data_dir = v;
        else if (strcmp(o, "--record") == 0) {
            wanted_record = v;
            ok = v[0] != '\0';
        } else if (strcmp(o, "--event-loop") == 0) {
            ok = strcmp(v, "libev") == 0 || strcmp(v, "poll") == 0;
            settings.poll_loop = strcmp(v, "poll") == 0;
        } else if (strcmp(o, "--games-per-room") == 0)
            ok = text_read_int(v, 1, 1000000, &settings.games_per_room);
        else if (strcmp(o, "--name") == 0) {
            settings.name = v;
            ok = one_word(v);
        } else if (strcmp(o, "--rejoin-wait") == 0)
            ok = read_seconds(v, &settings.rejoin_wait_ms);
        else if (strcmp(o, "--hello-wait") == 0)
            ok = text_read_int(v, 1, 3600, &settings.hello_wait_s);
        else if (strcmp(o, "--ping-after") == 0)
            ok = text_read_int(v, 1, 86400, &settings.ping_after_s);
        else if (strcmp(o, "--drop-after") == 0)
            ok = text_read_int(v, 2, 86400, &settings.drop_after_s);
        else if (strcmp(o, "--keep-finished") == 0)
            ok = read_seconds(v, &settings.finished_keep_ms);
        else if (strcmp(o, "--rate") == 0)
            ok = text_read_int(v, 1, 100000, &settings.rate_per_second);
        else if (strcmp(o, "--burst") == 0)
            ok = text_read_int(v, 1, 100000, &settings.rate_burst);
        else if (strcmp(o, "--bad-lines") == 0)
            ok = text_read_int(v, 1, 100000, &settings.bad_lines_max);
        else if (strcmp(o, "--connections-per-address") == 0)
            ok = text_read_int(v, 1, 1000000, &settings.connections_per_address);
        else if (strcmp(o, "--connection-rate") == 0)
            ok = read_rate(v, &settings.connection_rate_per_second);
        else if (strcmp(o, "--connection-burst") == 0)
            ok = text_read_int(v, 1, 1000000, &settings.connection_burst);
        else if (strcmp(o, "--open-rooms-per-address") == 0)
            ok = text_read_int(v, 1, 10000000, &settings.open_rooms_per_address);
        else if (strcmp(o, "--open-room-wait") == 0)
            ok = read_seconds(v, &settings.open_room_wait_ms);
        else if (strcmp(o, "--max-rooms") == 0)
            ok = text_read_int(v, 1, 10000000, &settings.rooms_max);
        if (!ok) {
            fprintf(stderr, "duelboard-server: bad value '%s' for %s (see --help)\n", v, o);
            return 2;
        }
    }
    if (listing || wanted_record) {
        if (!settings.data_dir || server_only) {
            fprintf(stderr, "duelboard-server: %s goes with --data DIR alone (see --help)\n",
                    listing ? "--games" : "--record");
            return 2;
        }
        return show_games(settings.data_dir, listing ? NULL : wanted_record);
    }
    Error err;
    NetServer *server = net_server_new(&settings, &err);
    if (!server) {
        fprintf(stderr, "duelboard-server: %s\n", err.message);
        return 1;
    }
    /* The port on stdout, one line, so a script that asked for any free port learns which. */
    printf("duelboard-server %s listening on port %d of %s\n", DUELBOARD_VERSION,
           net_server_port(server), net_server_address(server));
    fflush(stdout);
    net_server_run(server);
    net_server_free(server);
    return 0;
}
