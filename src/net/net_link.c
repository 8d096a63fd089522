/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The link between a connection to a referee server and the remote session it feeds: greeting,
 * the room request, every server line turned into the session's, the session's actions turned
 * into lines, and coming back after a drop with the seat's token. */
#include "core/monotonic.h"
#include "net/net_link.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/net_client.h"
#include "net/net_lan.h"
#include "net/net_message.h"
#include "net/net_socket.h"

#define NET_LINK_CLIENT_NAME "duelboard"

struct NetLink {
    NetLinkRole role;
    NetLinkSettings settings;
    char name[64];
    char host[NET_HOST_MAX];
    int port;
    char request[NET_LINE_MAX + 1]; /* the host words, or the room code */
    NetClient *client;
    bool greeted; /* `hello` sent on this connection */
    NetLinkPhase phase;
    char error[256];
    char code[NET_ROOM_CODE_LENGTH + 1];
    char token[NET_TOKEN_TEXT];
    int side; /* the side the server seated this end at, -1 */
    Session *session;
    unsigned session_serial;
    bool over;              /* the game told is over: a drop then is no reason to come back */
    int64_t reconnect_from; /* when the connection dropped (µs), and the next try */
    int64_t reconnect_next;
    NetServer *server; /* the one this link runs for a game hosted here */
    NetLanAnnounce *announce;
    char game[32]; /* the hosted game's id, for the announcement */
    int said_count;
    unsigned said_total;
    int said_side[NET_LINK_SAID_MAX];
    char said[NET_LINK_SAID_MAX][32];
    bool rematch_asked, draw_declined;
    unsigned refusals; /* `error` lines the server sent */
};

static void fail_with(NetLink *l, const char *reason) {
    l->phase = NET_LINK_FAILED;
    snprintf(l->error, sizeof l->error, "%s", reason);
}

/* Writes a client line from words and sends it; false when it cannot go out. */
static bool send_words(NetLink *l, NetVerb verb, const char *const *args, int argc) {
    if (!l->client) return false;
    NetMessage m = {.verb = verb, .argc = argc};
    for (int i = 0; i < argc; i++) snprintf(m.args[i], sizeof m.args[i], "%s", args[i]);
    char line[NET_LINE_MAX + 2];
    Error err;
    if (!net_message_line(&m, line, sizeof line, &err)) {
        snprintf(l->error, sizeof l->error, "%s", err.message);
        return false;
    }
    return net_client_send(l->client, line);
}

static bool send_text(NetLink *l, NetVerb verb, const char *word) {
    return word ? send_words(l, verb, &word, 1) : send_words(l, verb, NULL, 0);
}

/* The session's actions, as lines to the server. */
static void remote_send(void *context, SessionRemoteAction action, const char *move_text) {
    NetLink *l = context;
    switch (action) {
    case SESSION_REMOTE_PLAY:
        send_text(l, NET_PLAY, move_text);
        break;
    case SESSION_REMOTE_RESIGN:
        send_text(l, NET_RESIGN, NULL);
        break;
    case SESSION_REMOTE_DRAW_OFFER:
        send_text(l, NET_DRAW, "offer");
        break;
    case SESSION_REMOTE_DRAW_ACCEPT:
        send_text(l, NET_DRAW, "accept");
        break;
    case SESSION_REMOTE_DRAW_DECLINE:
        send_text(l, NET_DRAW, "decline");
        break;
    case SESSION_REMOTE_REMATCH:
        send_text(l, NET_REMATCH, NULL);
        break;
    case SESSION_REMOTE_CLAIM:
        send_text(l, NET_CLAIM, NULL);
        break;
    }
}

/* The request this link was made for, once the server has welcomed it. */
static void send_request(NetLink *l) {
    char words[NET_LINE_MAX + 1];
    const char *args[NET_ARGS_MAX];
    int argc = 0;
    switch (l->role) {
    case NET_LINK_HOST:
        if (l->code[0]) { /* the room is made already: this is a connection after a drop */
            args[argc++] = l->code;
            args[argc++] = l->token;
            send_words(l, NET_REJOIN, args, argc);
            return;
        }
        snprintf(words, sizeof words, "%s", l->request);
        for (char *save = NULL, *w = strtok_r(words, " ", &save); w && argc < NET_ARGS_MAX;
             w = strtok_r(NULL, " ", &save))
            args[argc++] = w;
        send_words(l, NET_HOST, args, argc);
        return;
    case NET_LINK_JOIN:
    case NET_LINK_REJOIN:
        if (l->token[0]) {
            args[argc++] = l->code;
            args[argc++] = l->token;
            send_words(l, NET_REJOIN, args, argc);
        } else {
            send_text(l, NET_JOIN, l->code);
        }
        return;
    case NET_LINK_WATCH:
        send_text(l, NET_WATCH, l->code);
        return;
    }
}

/* A whole number from a server's word, within [min, max]; false otherwise. */
static bool number_of(const char *word, long long min, long long max, long long *out) {
    char *end = NULL;
    errno = 0;
    long long v = strtoll(word, &end, 10);
    if (errno || end == word || *end || v < min || v > max) return false;
    *out = v;
    return true;
}

/* The words args[from..argc) joined by single spaces: a move or position told in several. */
static void joined(const NetMessage *m, int from, char *out, size_t n) {
    out[0] = '\0';
    size_t at = 0;
    for (int i = from; i < m->argc && at < n; i++)
        at += (size_t)snprintf(out + at, n - at, "%s%s", i > from ? " " : "", m->args[i]);
}

/* `start <game> seed=<n> clock=<control> [key=value]...`: a new session for the game told. */
static bool start_game(NetLink *l, const NetMessage *m, Error *err) {
    const GameRules *g = game_find(m->args[0]);
    if (!g)
        return error_set(err, "the server's game '%s' is not one this version knows", m->args[0]);
    GameOptions opt;
    game_options_init(&opt);
    SessionSettings settings = l->settings.session;
    settings.time_control.kind = CLOCK_NONE;
    uint64_t seed = 0;
    for (int i = 1; i < m->argc; i++) {
        const char *word = m->args[i];
        if (strncmp(word, "seed=", 5) == 0) {
            char *end = NULL;
            errno = 0;
            seed = strtoull(word + 5, &end, 10);
            if (errno || end == word + 5 || *end || word[5] == '-')
                return error_set(err, "the server's seed '%s' is not a number", word + 5);
        } else if (strncmp(word, "clock=", 6) == 0) {
            if (!time_control_parse(word + 6, &settings.time_control, err)) return false;
        } else if (!game_options_add(&opt, word, err)) {
            return false;
        }
    }
    int side = l->role == NET_LINK_WATCH ? GAME_KNOWN_SPECTATOR : l->side;
    if (side != GAME_KNOWN_SPECTATOR && side < 0)
        return error_set(err, "the server started the game before giving this end a seat");
    SessionSeat local = l->settings.session.seats[0];
    for (int s = 0; s < 2; s++) {
        settings.seats[s].kind = SESSION_SEAT_REMOTE;
        settings.seats[s].level[0] = '\0';
    }
    if (side >= 0) settings.seats[side] = local;
    settings.remote_send = remote_send;
    settings.remote_context = l;
    settings.autosave_path[0] = '\0';
    Session *fresh = session_new_remote(g, &opt, seed, side, &settings, err);
    if (!fresh) return false;
    session_free(l->session);
    l->session = fresh;
    l->session_serial++;
    l->over = false;
    l->rematch_asked = false;
    l->draw_declined = false;
    snprintf(l->game, sizeof l->game, "%s", g->id);
    /* The game is on: the room takes no one else as a player, so it is no longer offered. */
    net_lan_announce_free(l->announce);
    l->announce = NULL;
    return true;
}

/* A side word of the protocol (1 or 2) as 0 or 1. */
static bool side_of(const char *word, int *side) {
    long long v;
    if (!number_of(word, 1, 2, &v)) return false;
    *side = (int)v - 1;
    return true;
}

static void note_said(NetLink *l, int side, const char *phrase) {
    if (l->said_count == NET_LINK_SAID_MAX) {
        memmove(l->said_side, l->said_side + 1, sizeof l->said_side[0] * (NET_LINK_SAID_MAX - 1));
        memmove(l->said, l->said + 1, sizeof l->said[0] * (NET_LINK_SAID_MAX - 1));
        l->said_count--;
    }
    l->said_side[l->said_count] = side;
    snprintf(l->said[l->said_count], sizeof l->said[0], "%s", phrase);
    l->said_count++;
    l->said_total++;
}

/* One line from the server. A line that does not fit what is known is a fault of the server's:
 * the link gives up on the game rather than show something wrong. */
static void handle_line(NetLink *l, const char *line) {
    NetMessage m;
    Error err = {0};
    char text[NET_LINE_MAX + 1];
    long long v, ms[2];
    int side;
    if (!net_message_parse(line, strlen(line), NET_FROM_SERVER, &m, &err)) {
        snprintf(text, sizeof text, "the server sent a line this version cannot read (%s)",
                 err.message);
        fail_with(l, text);
        return;
    }
    bool ok = true;
    switch (m.verb) {
    case NET_WELCOME:
        if (!number_of(m.args[0], 1, 1000000, &v) || v != NET_PROTOCOL_VERSION) {
            fail_with(l, "the server speaks another version of the protocol");
            return;
        }
        send_request(l);
        if (l->phase == NET_LINK_CONNECTING) l->phase = NET_LINK_WAITING;
        break;
    case NET_ROOM:
        snprintf(l->code, sizeof l->code, "%s", m.args[0]);
        if (l->server && !l->announce) {
            char name[96], machine[64] = "";
            gethostname(machine, sizeof machine - 1);
            snprintf(name, sizeof name, "%s %s (%s)", l->game, l->code, machine);
            l->announce = net_lan_announce(name, net_server_port(l->server), l->code, l->game,
                                           &err); /* none without a daemon: codes still work */
        }
        break;
    case NET_SEAT:
        if (!side_of(m.args[0], &side) || strlen(m.args[1]) != NET_TOKEN_TEXT - 1) {
            fail_with(l, "the server gave a seat this version cannot read");
            return;
        }
        l->side = side;
        snprintf(l->token, sizeof l->token, "%s", m.args[1]);
        break;
    case NET_START:
        ok = start_game(l, &m, &err);
        if (ok) l->phase = NET_LINK_PLAYING;
        break;
    case NET_MOVED:
        ok = l->session && number_of(m.args[0], 1, 1 << 24, &v) && side_of(m.args[1], &side);
        if (ok) {
            joined(&m, 2, text, sizeof text);
            ok = session_remote_moved(l->session, (int)v, side, text, &err);
            l->draw_declined = false;
        }
        break;
    case NET_POSITION:
        ok = l->session && number_of(m.args[0], 0, 1 << 24, &v);
        if (ok) {
            joined(&m, 1, text, sizeof text);
            ok = session_remote_position(l->session, (int)v, text, &err);
        }
        break;
    case NET_CLOCK: {
        ok = l->session && number_of(m.args[0], 0, INT64_MAX / 2, &ms[0]) &&
             number_of(m.args[1], 0, INT64_MAX / 2, &ms[1]);
        int running = -1;
        if (ok && strcmp(m.args[2], "-") != 0) ok = side_of(m.args[2], &running);
        if (ok) {
            int64_t both[2] = {ms[0], ms[1]};
            session_remote_clock(l->session, both, running);
        }
        break;
    }
    case NET_WAITING:
        ok = l->session && side_of(m.args[0], &side);
        if (ok && strcmp(m.args[1], "-") == 0)
            session_remote_waiting(l->session, side, -1);
        else if (ok && (ok = number_of(m.args[1], 0, INT64_MAX / 2, &v)))
            session_remote_waiting(l->session, side, v);
        break;
    case NET_GONE:
        ok = l->session && side_of(m.args[0], &side);
        if (ok) session_remote_gone(l->session, side);
        break;
    case NET_OVER: {
        const char *words[NET_ARGS_MAX];
        for (int i = 0; i < m.argc; i++) words[i] = m.args[i];
        ok = l->session && session_remote_over(l->session, words, m.argc, &err);
        l->over = ok;
        break;
    }
    case NET_REVEAL:
        ok = l->session && number_of(m.args[0], 1, 1 << 24, &v) && side_of(m.args[1], &side) &&
             session_remote_reveal(l->session, (int)v, side, m.args[2], &err);
        break;
    case NET_DRAW:
        if (l->session && strcmp(m.args[0], "offer") == 0)
            session_remote_draw_offered(l->session, true);
        else if (l->session && strcmp(m.args[0], "decline") == 0)
            l->draw_declined = true;
        break;
    case NET_REMATCH:
        l->rematch_asked = true;
        break;
    case NET_SAID:
        if (side_of(m.args[0], &side) && net_phrase_known(m.args[1])) note_said(l, side, m.args[1]);
        break;
    case NET_PING:
        send_text(l, NET_PONG, m.args[0]);
        break;
    case NET_ERROR:
        joined(&m, 0, text, sizeof text);
        snprintf(l->error, sizeof l->error, "%s", text);
        l->refusals++;
        /* Refused before any game: the room is not there or is full; nothing else will come. */
        if (l->phase != NET_LINK_PLAYING && !l->session) fail_with(l, text);
        if (l->session) session_remote_refused(l->session);
        break;
    case NET_BYE:
        net_client_close(l->client);
        break;
    default:
        break;
    }
    if (!ok) {
        snprintf(text, sizeof text, "the server's '%s' does not fit the game here%s%s",
                 net_verb_name(m.verb), err.message[0] ? ": " : "", err.message);
        fail_with(l, text);
    }
}

static bool connect_now(NetLink *l, Error *err) {
    l->client = net_client_connect(l->host, l->port, false, err);
    l->greeted = false;
    return l->client != NULL;
}

/* The connection is gone: a seat in a game still on comes back with its token, a spectator
 * watches again; anything else ends here. */
static void dropped(NetLink *l, const char *reason) {
    net_client_free(l->client);
    l->client = NULL;
    bool returns = l->code[0] && (l->token[0] || (l->role == NET_LINK_WATCH && l->session));
    if (!returns || l->over || l->phase == NET_LINK_FAILED) {
        if (l->phase != NET_LINK_FAILED) fail_with(l, reason);
        return;
    }
    int64_t now = monotonic_us();
    if (l->phase != NET_LINK_RECONNECTING) l->reconnect_from = now;
    l->phase = NET_LINK_RECONNECTING;
    l->reconnect_next = now + (int64_t)l->settings.reconnect_every_ms * 1000;
    snprintf(l->error, sizeof l->error, "%s", reason);
}

NetLinkPhase net_link_pump(NetLink *l, int wait_ms) {
    if (l->phase == NET_LINK_RECONNECTING && !l->client) {
        int64_t now = monotonic_us();
        if (now - l->reconnect_from > (int64_t)l->settings.reconnect_for_ms * 1000) {
            fail_with(l, "the server could not be reached again");
            return l->phase;
        }
        if (now < l->reconnect_next) { /* nothing can come meanwhile: wait as asked */
            int64_t us = l->reconnect_next - now;
            if (wait_ms > 0 && us > (int64_t)wait_ms * 1000) us = (int64_t)wait_ms * 1000;
            if (wait_ms > 0) {
                struct timespec pause = {.tv_sec = us / 1000000, .tv_nsec = us % 1000000 * 1000};
                nanosleep(&pause, NULL);
            }
            return l->phase;
        }
        Error err;
        l->reconnect_next = now + (int64_t)l->settings.reconnect_every_ms * 1000;
        if (!connect_now(l, &err)) return l->phase;
    }
    if (!l->client) return l->phase;
    char reason[256] = "";
    NetClientStatus status = net_client_status(l->client, reason, sizeof reason);
    if (status == NET_CLIENT_CONNECTING && wait_ms > 0)
        status = net_client_wait_status(l->client, wait_ms);
    if (status != NET_CLIENT_CONNECTING && !l->greeted) {
        const char *args[2] = {"1", l->name};
        l->greeted = send_words(l, NET_HELLO, args, 2);
    }
    char line[NET_LINE_MAX + 1];
    bool got = wait_ms > 0 ? net_client_wait(l->client, line, sizeof line, wait_ms)
                           : net_client_receive(l->client, line, sizeof line);
    while (got && l->phase != NET_LINK_FAILED) {
        handle_line(l, line);
        got = net_client_receive(l->client, line, sizeof line);
    }
    if (l->phase == NET_LINK_FAILED) return l->phase;
    status = net_client_status(l->client, reason, sizeof reason);
    if (status == NET_CLIENT_CLOSED) {
        char why[300];
        snprintf(why, sizeof why, "the connection closed%s%s", reason[0] ? ": " : "", reason);
        dropped(l, why);
    }
    return l->phase;
}

static NetLink *link_new(NetLinkRole role, const char *host, int port, const char *what,
                         const char *token, const NetLinkSettings *settings, Error *err) {
    NetLink *l = calloc(1, sizeof *l);
    if (!l) {
        error_set(err, "out of memory");
        return NULL;
    }
    l->role = role;
    l->settings = *settings;
    if (!l->settings.reconnect_every_ms) l->settings.reconnect_every_ms = 1000;
    if (!l->settings.reconnect_for_ms) l->settings.reconnect_for_ms = 120000;
    snprintf(l->name, sizeof l->name, "%s", settings->name ? settings->name : NET_LINK_CLIENT_NAME);
    for (char *c = l->name; *c; c++) /* one word of printable ASCII */
        if (*c <= ' ' || *c >= 0x7f) *c = '-';
    snprintf(l->host, sizeof l->host, "%s", host);
    l->port = port;
    l->side = -1;
    if (role == NET_LINK_HOST) {
        snprintf(l->request, sizeof l->request, "%s", what);
        const char *space = strchr(what, ' ');
        snprintf(l->game, sizeof l->game, "%.*s", (int)(space ? space - what : (long)strlen(what)),
                 what);
    } else {
        if (!net_room_code_valid(what)) {
            error_set(err, "'%s' is not a room code (six letters and digits)", what);
            free(l);
            return NULL;
        }
        for (int i = 0; i < NET_ROOM_CODE_LENGTH; i++)
            l->code[i] = (char)(what[i] >= 'a' && what[i] <= 'z' ? what[i] - 32 : what[i]);
    }
    if (role == NET_LINK_REJOIN) {
        if (!token || strlen(token) != NET_TOKEN_TEXT - 1) {
            error_set(err, "a seat's token is 32 hex digits");
            free(l);
            return NULL;
        }
        snprintf(l->token, sizeof l->token, "%s", token);
    }
    l->phase = NET_LINK_CONNECTING;
    return l;
}

NetLink *net_link_open(NetLinkRole role, const char *host, int port, const char *what,
                       const char *token, const NetLinkSettings *settings, Error *err) {
    NetLink *l = link_new(role, host, port, what, token, settings, err);
    if (!l) return NULL;
    if (!connect_now(l, err)) {
        net_link_free(l);
        return NULL;
    }
    return l;
}

/* Whether nothing listens on `port` yet: a server asked for a taken port fails only after
 * libwebsockets has logged the failure (and kept a little memory for good). */
static bool port_free(int port) {
    if (!net_sockets_ready()) return true; /* no way to ask: let the server try */
    NetSocket fd = socket(AF_INET6, SOCK_STREAM, 0);
    bool six = fd != NET_SOCKET_NONE;
    if (!six) fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd == NET_SOCKET_NONE) return true;
    int on = 1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, (const void *)&on, sizeof on);
    bool free_port;
    if (six) {
        struct sockaddr_in6 a = {.sin6_family = AF_INET6,
                                 .sin6_port = htons((uint16_t)port),
                                 .sin6_addr = IN6ADDR_ANY_INIT};
        free_port = bind(fd, (const struct sockaddr *)&a, sizeof a) == 0;
    } else {
        struct sockaddr_in a = {.sin_family = AF_INET,
                                .sin_port = htons((uint16_t)port),
                                .sin_addr.s_addr = htonl(INADDR_ANY)};
        free_port = bind(fd, (const struct sockaddr *)&a, sizeof a) == 0;
    }
    net_socket_close(fd);
    return free_port;
}

/* A link to a referee server this program runs here (on `server`'s port, or any free one when
 * that is taken), which the link stops when it is freed. */
static NetLink *link_here(const NetServerSettings *server, NetLinkRole role, const char *what,
                          const char *token, const NetLinkSettings *settings, Error *err) {
    NetServerSettings chosen = *server;
    if (chosen.port != 0 && !port_free(chosen.port))
        chosen.port = 0; /* the usual port is taken (another game hosted here): any free one */
    NetServer *running = net_server_start(&chosen, err);
    if (!running && chosen.port != 0) { /* taken between the look and the start */
        chosen.port = 0;
        running = net_server_start(&chosen, err);
    }
    if (!running) return NULL;
    NetLink *l = link_new(role, "127.0.0.1", net_server_port(running), what, token, settings, err);
    if (!l) {
        net_server_stop(running);
        return NULL;
    }
    l->server = running;
    if (!connect_now(l, err)) {
        net_link_free(l);
        return NULL;
    }
    return l;
}

NetLink *net_link_host_here(const NetServerSettings *server, const char *host_words,
                            const NetLinkSettings *settings, Error *err) {
    return link_here(server, NET_LINK_HOST, host_words, NULL, settings, err);
}

NetLink *net_link_rejoin_here(const NetServerSettings *server, const char *code, const char *token,
                              const NetLinkSettings *settings, Error *err) {
    return link_here(server, NET_LINK_REJOIN, code, token, settings, err);
}

void net_link_free(NetLink *l) {
    if (!l) return;
    if (l->client) {
        send_text(l, NET_BYE, NULL);
        net_client_close(l->client);
        net_client_free(l->client);
    }
    net_lan_announce_free(l->announce);
    session_free(l->session);
    if (l->server) net_server_stop(l->server);
    free(l);
}

bool net_address_parse(const char *text, char *host, size_t n, int *port, Error *err) {
    *port = NET_SERVER_DEFAULT_PORT;
    host[0] = '\0';
    const char *colon = strrchr(text, ':');
    if (text[0] == '[') {
        const char *close = strchr(text, ']');
        if (!close || close == text + 1)
            return error_set(err,
                             "'%s' is not an address: an IPv6 address in brackets is "
                             "missing its ']'",
                             text);
        snprintf(host, n, "%.*s", (int)(close - text - 1), text + 1);
        colon = close[1] == ':' ? close + 1 : NULL;
        if (close[1] && !colon) return error_set(err, "'%s' is not an address", text);
    } else if (colon && strchr(text, ':') != colon) { /* a bare IPv6 address */
        snprintf(host, n, "%s", text);
        colon = NULL;
    } else {
        snprintf(host, n, "%.*s", (int)(colon ? colon - text : (long)strlen(text)), text);
    }
    for (const char *c = host; *c; c++)
        if (*c <= ' ' || *c >= 0x7f || *c == '/')
            return error_set(err, "'%s' is not an address (a host name, or host:port)", text);
    if (!host[0]) return error_set(err, "no address given");
    if (colon) {
        char *end;
        errno = 0;
        long p = strtol(colon + 1, &end, 10);
        if (errno || end == colon + 1 || *end || p < 1 || p > 65535)
            return error_set(err, "'%s' is not a port (1 to 65535)", colon + 1);
        *port = (int)p;
    }
    return true;
}

NetLinkPhase net_link_phase(const NetLink *l) {
    return l->phase;
}

const char *net_link_phase_name(NetLinkPhase phase) {
    static const char *const names[] = {"connecting", "waiting", "playing", "reconnecting",
                                        "failed"};
    return phase >= 0 && phase <= NET_LINK_FAILED ? names[phase] : "?";
}

Session *net_link_session(NetLink *l) {
    return l->session;
}

unsigned net_link_session_serial(const NetLink *l) {
    return l->session_serial;
}

const char *net_link_error(const NetLink *l) {
    return l->error;
}

const char *net_link_code(const NetLink *l) {
    return l->code;
}

int net_link_side(const NetLink *l) {
    return l->side;
}

const char *net_link_token(const NetLink *l) {
    return l->token;
}

void net_link_server_address(const NetLink *l, char *buf, size_t n) {
    bool six = strchr(l->host, ':') != NULL;
    snprintf(buf, n, "%s%s%s:%d", six ? "[" : "", l->host, six ? "]" : "", l->port);
}

int net_link_server_port(const NetLink *l) {
    return l->server ? net_server_port(l->server) : 0;
}

bool net_link_announced(const NetLink *l) {
    return l->announce && net_lan_announced(l->announce);
}

bool net_link_invite(const NetLink *l, char *buf, size_t n) {
    if (!l->code[0]) return false;
    NetInvite invite = {.port = l->server ? net_server_port(l->server) : l->port};
    snprintf(invite.code, sizeof invite.code, "%s", l->code);
    if (!l->server || !net_network_address(invite.host, sizeof invite.host))
        snprintf(invite.host, sizeof invite.host, "%s", l->host);
    Error err;
    return net_invite_format(&invite, buf, n, &err);
}

bool net_link_say(NetLink *l, const char *phrase) {
    return net_phrase_known(phrase) && send_text(l, NET_SAY, phrase);
}

int net_link_said(const NetLink *l, int *sides, char (*phrases)[32], int cap) {
    int n = l->said_count < cap ? l->said_count : cap;
    int from = l->said_count - n;
    for (int i = 0; i < n; i++) {
        sides[i] = l->said_side[from + i];
        snprintf(phrases[i], 32, "%s", l->said[from + i]);
    }
    return n;
}

unsigned net_link_refusals(const NetLink *l) {
    return l->refusals;
}

unsigned net_link_said_total(const NetLink *l) {
    return l->said_total;
}

bool net_link_rematch_asked(const NetLink *l) {
    return l->rematch_asked;
}

bool net_link_draw_declined(const NetLink *l) {
    return l->draw_declined;
}
