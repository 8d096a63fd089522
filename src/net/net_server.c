/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee server on libwebsockets: connections, their limits, routing client lines to rooms,
 * the rooms' timers, and storing the rooms changed in each turn of the service loop in one commit
 * before the lines of that turn are sent, so a restart loses no game and nothing told. */
#include "core/file_system.h"
#include "core/monotonic.h"
#include "net/net_server.h"

#include <ctype.h>
#include <errno.h>
#include <libwebsockets.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#ifdef DUELBOARD_HAVE_LIBEV
#include <ev.h>
#endif

#include "net/net_address.h"
#include "net/net_message.h"
#include "net/net_room.h"
#include "net/net_store.h"
#include "net/net_store_import.h"
#include "net/net_token.h"

#define TICK_US (100 * 1000) /* how often time is given to the rooms and the limits */
/* A reader that falls this far behind on live lines is not reading: it is closed rather than let
 * grow. A room's bursts (a greeting, the end and its reveals) are not counted: the room's length
 * limit bounds them, and one must reach its reader whole (net_room_burst). */
#define OUT_LINES_MAX 4096
#define OUT_BYTES_MAX (1u << 20)
#define FLOOD_STRIKES_MAX 10 /* messages refused for the rate in a row before the close */
#define PATH_MAX_LEN 4096
#define ACCEPT_BATCH 64 /* connections taken from the listening socket at one wake-up */

typedef struct OutLine {
    struct OutLine *next;
    size_t length;
    bool burst;           /* part of a room's burst: not counted against the limits */
    unsigned char data[]; /* LWS_PRE bytes for libwebsockets, then the line */
} OutLine;

typedef struct Room Room;

/* One client connection: libwebsockets keeps it as the session's data, zeroed at the start. */
typedef struct Conn {
    struct lws *wsi;
    bool started; /* set up at ESTABLISHED */
    bool said_hello;
    bool closing;    /* closed once what is queued has gone */
    bool overflowed; /* fell too far behind reading: nothing more is queued */
    bool counted;    /* holds one of its address's connections */
    char address[64];
    char address_key[NET_ADDRESS_TEXT_MAX]; /* what its address's limits are counted by */
    Room *room;
    int role; /* the side held (0, 1) or NET_ROLE_SPECTATOR, when in a room */
    struct Conn *room_next;
    double tokens;
    int64_t refilled_us;
    int flood_strikes;
    int bad_lines;
    char rx[NET_LINE_MAX + 1];
    size_t rx_length;
    bool rx_too_big;
    OutLine *out_head, *out_tail; /* what may be written */
    size_t out_lines, out_bytes;  /* live lines queued, the held ones too (bursts not counted) */
    /* With storage, what this turn produced: written only once the turn is committed. */
    OutLine *held_head, *held_tail;
    bool pending; /* in the server's list of connections with held lines */
    struct Conn *pending_next;
    /* Liveness: when anything (a line, a pong) last came from the peer, and the ping it is owed
     * or was sent; every connection is in the server's list `all` for the tick to look at. */
    int64_t heard_us;
    bool ping_due, ping_sent;
    struct Conn *all_prev, *all_next;
} Conn;

struct Room {
    NetRoom *room;
    char code[NET_ROOM_CODE_LENGTH + 1];
    Conn *members;
    Conn *seat[2];
    int64_t deadline_us; /* when the room is next given time; -1 for never */
    unsigned saved_version;
    bool saved;
    bool dirty;   /* in the server's list of rooms to store at the end of the turn */
    bool unsaved; /* its text could not be made this turn: not stored, tried at its next change */
    bool over_seen;
    int64_t over_at_us;
    int64_t empty_since_us; /* since when neither seat's client is here; -1 while one is */
    unsigned games;         /* net_room_games when the seats were last routed */
    /* The address that hosted it in this run, and whether the room still counts among that
     * address's rooms whose game has not begun. */
    char host_key[NET_ADDRESS_TEXT_MAX];
    bool host_counted;
};

/* One address's share (net_address_key): what it holds, and its bucket of new connections. */
typedef struct AddressState {
    char key[NET_ADDRESS_TEXT_MAX];
    int connections;
    int open_rooms; /* rooms it hosted whose game has not begun */
    double tokens;  /* new connections it may open now */
    int64_t refilled_us;
} AddressState;

/* A finished game waiting for the end of the turn to be stored. */
typedef struct PendingGame {
    NetStoreGame game;
    char *record;
    int removed; /* older games of its room removed for the quota, once stored */
} PendingGame;

struct NetServer {
    NetServerSettings settings;
    char name[NET_WORD_MAX];
    char data_dir[PATH_MAX_LEN];
    struct lws_context *context;
    int port;
    NetSocket listen_fd;     /* ours until libwebsockets adopts it as `listener` */
    struct lws *listener;    /* the listening socket, watched for connections to accept */
    struct lws_vhost *vhost; /* where accepted connections go */
    lws_sorted_usec_list_t accept_again; /* listening again after running out of descriptors */
    bool accept_failing;                 /* said so in the log once */
    char listen_address[NET_ADDRESS_TEXT_MAX];
    lws_sorted_usec_list_t tick;
    Room **rooms;
    int room_count, room_capacity;
    AddressState *addresses;
    int address_count, address_capacity;
    int connections;
    atomic_bool stop;
    bool shutting_down;
    pthread_t thread;
    bool threaded;
    /* Storage: what the current turn changed, stored in one commit at its end (store_turn). */
    NetStore *store;
    Room **dirty;
    int dirty_count, dirty_capacity;
    char (*gone)[NET_ROOM_CODE_LENGTH + 1]; /* rooms dropped */
    int gone_count, gone_capacity;
    PendingGame *finished;
    int finished_count, finished_capacity;
    Conn *pending; /* connections holding lines until the commit */
    Conn *all;     /* every connection started, for the check of quiet ones */
    int64_t quiet_checked_us;
    bool store_failing;
#ifdef DUELBOARD_HAVE_LIBEV
    /* libev's loop (epoll) that libwebsockets runs on, its plugin permitting; NULL: the default
     * loop of libwebsockets (poll). */
    struct ev_loop *loop;
#endif
};

/* Where the lines a room sends during one call go. While a seat is being claimed (join, rejoin)
 * the side is not known until the call returns, so those lines wait in `held`. */
typedef struct HeldLine {
    NetRecipient to;
    bool burst;
    char *line;
} HeldLine;

typedef struct SendContext {
    NetServer *server;
    Room *room;
    Conn *sender;
    bool hold;
    HeldLine *held;
    int held_count, held_capacity;
} SendContext;

static volatile sig_atomic_t signal_stop;

/* Where libwebsockets' poll loop watches only sockets (Windows), it listens itself: on every
 * address, with no choice of one (listen_open says why the server otherwise does it). */
#ifdef _WIN32
#define NET_SERVER_OWN_LISTENER 0
#else
#define NET_SERVER_OWN_LISTENER 1
#endif

static void server_log(NetServer *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void server_log(NetServer *s, const char *fmt, ...) {
    if (!s->settings.log) return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(s->settings.log, fmt, ap);
    va_end(ap);
    fputc('\n', s->settings.log);
    fflush(s->settings.log);
}

void net_server_settings_default(NetServerSettings *s) {
    memset(s, 0, sizeof *s);
    s->port = NET_SERVER_DEFAULT_PORT;
    s->hello_wait_s = 10;
    s->rate_per_second = 20;
    s->rate_burst = 40;
    s->bad_lines_max = 10;
    s->connections_per_address = 16;
    s->rooms_max = 10000;
    s->rejoin_wait_ms = 60000;
    s->finished_keep_ms = 10 * 60 * 1000;
    s->ping_after_s = 30;
    s->drop_after_s = 70;
    s->open_rooms_per_address = 4;
    s->open_room_wait_ms = 10000;
    s->connection_rate_per_second = 5;
    s->connection_burst = 20;
    s->games_per_room = NET_SERVER_GAMES_PER_ROOM;
}

/* ---- Sending ---- */

static AddressState *address_find(NetServer *s, const char *key, bool add);
static void room_release_host(NetServer *s, Room *r);
static void conn_close(Conn *c);
static void conn_free_queue(Conn *c);

/* Queues a line; a live one (not `burst`) over the limits closes the connection instead. */
static void conn_queue_line(Conn *c, const char *line, bool burst) {
    if (c->overflowed) return;
    size_t length = strlen(line);
    if (!burst && (c->out_lines >= OUT_LINES_MAX || c->out_bytes + length > OUT_BYTES_MAX)) {
        /* Not reading: drop what waits and close, so the server's memory stays bounded. */
        conn_free_queue(c);
        c->overflowed = true;
        conn_close(c);
        return;
    }
    OutLine *o = malloc(sizeof *o + LWS_PRE + length);
    if (!o) {
        conn_close(c);
        return;
    }
    o->next = NULL;
    o->length = length;
    o->burst = burst;
    memcpy(o->data + LWS_PRE, line, length);
    if (!burst) {
        c->out_lines++;
        c->out_bytes += length;
    }
    NetServer *s = lws_context_user(lws_get_context(c->wsi));
    /* With storage, held until the turn's changes are committed: a line telling a move never
     * leaves before the move is on disk. */
    OutLine **head = s->store ? &c->held_head : &c->out_head;
    OutLine **tail = s->store ? &c->held_tail : &c->out_tail;
    if (*tail)
        (*tail)->next = o;
    else
        *head = o;
    *tail = o;
    if (!s->store) {
        lws_callback_on_writable(c->wsi);
    } else if (!c->pending) {
        c->pending = true;
        c->pending_next = s->pending;
        s->pending = c;
    }
}

static void conn_queue(Conn *c, const char *line) {
    conn_queue_line(c, line, false);
}

/* Every pointer a list's growth needs: doubles `*items` when full; false when out of memory. */
static bool grow(void **items, int count, int *capacity, size_t size) {
    if (count < *capacity) return true;
    int more = *capacity ? 2 * *capacity : 16;
    void *bigger = realloc(*items, (size_t)more * size);
    if (!bigger) return false;
    *items = bigger;
    *capacity = more;
    return true;
}

static void free_lines(OutLine *o) {
    while (o) {
        OutLine *next = o->next;
        free(o);
        o = next;
    }
}

static void conn_free_queue(Conn *c) {
    free_lines(c->out_head);
    free_lines(c->held_head);
    c->out_head = c->out_tail = c->held_head = c->held_tail = NULL;
    c->out_lines = c->out_bytes = 0;
}

/* After the commit: what each connection held may be written now. */
static void release_lines(NetServer *s) {
    Conn *c = s->pending;
    s->pending = NULL;
    while (c) {
        Conn *next = c->pending_next;
        c->pending = false;
        c->pending_next = NULL;
        if (c->held_head) {
            if (c->out_tail)
                c->out_tail->next = c->held_head;
            else
                c->out_head = c->held_head;
            c->out_tail = c->held_tail;
            c->held_head = c->held_tail = NULL;
            lws_callback_on_writable(c->wsi);
        }
        c = next;
    }
}

static void conn_forget_pending(NetServer *s, Conn *c) {
    if (!c->pending) return;
    for (Conn **p = &s->pending; *p; p = &(*p)->pending_next)
        if (*p == c) {
            *p = c->pending_next;
            break;
        }
    c->pending = false;
    c->pending_next = NULL;
}

/* Closes once what is queued (the error saying why) has been written. */
static void conn_close(Conn *c) {
    c->closing = true;
    lws_callback_on_writable(c->wsi);
}

/* Sends a message of the server's own, its words checked and written by the one formatter. */
static void conn_send(Conn *c, NetVerb verb, int argc, const char *const *args) {
    NetMessage m;
    m.verb = verb;
    m.argc = argc;
    for (int i = 0; i < argc; i++) snprintf(m.args[i], sizeof m.args[i], "%s", args[i]);
    char line[NET_LINE_MAX + 2];
    Error err;
    if (!net_message_line(&m, line, sizeof line, &err))
        return; /* only from a bug: every word given here is checked before */
    conn_queue(c, line);
}

/* `error <reason>`: the reason's text made into protocol words (printable ASCII, at most the
 * words and bytes a line may hold), since a reason may quote anything a peer sent. */
static void conn_error(Conn *c, const char *reason) {
    char words[NET_ARGS_MAX][NET_WORD_MAX];
    const char *args[NET_ARGS_MAX];
    int argc = 0;
    size_t total = strlen("error");
    const char *p = reason;
    while (*p && argc < NET_ARGS_MAX) {
        while (*p == ' ' || *p == '\t' || *p == '\n') p++;
        if (!*p) break;
        size_t n = 0;
        while (*p && *p != ' ' && *p != '\t' && *p != '\n') {
            unsigned char ch = (unsigned char)*p++;
            if (n < 40) words[argc][n++] = (ch > 32 && ch < 127) ? (char)ch : '?';
        }
        words[argc][n] = '\0';
        if (total + 1 + n > NET_LINE_MAX) break;
        total += 1 + n;
        args[argc] = words[argc];
        argc++;
    }
    conn_send(c, NET_ERROR, argc, args);
}

/* A line that breaks the protocol: its error, and the close once there have been too many. */
static void conn_bad_line(NetServer *s, Conn *c, const char *reason) {
    conn_error(c, reason);
    if (++c->bad_lines >= s->settings.bad_lines_max) {
        conn_error(c, "too many bad lines, closing");
        conn_close(c);
    }
}

/* ---- Rooms ---- */

static void room_route(SendContext *x, NetRecipient to, const char *line, bool burst) {
    Room *r = x->room;
    switch (to) {
    case NET_TO_SIDE_1:
    case NET_TO_SIDE_2:
        if (r && r->seat[to]) conn_queue_line(r->seat[to], line, burst);
        break;
    case NET_TO_SPECTATORS:
        for (Conn *m = r ? r->members : NULL; m; m = m->room_next)
            if (m->role == NET_ROLE_SPECTATOR) conn_queue_line(m, line, burst);
        break;
    case NET_TO_SENDER:
        if (x->sender) conn_queue_line(x->sender, line, burst);
        break;
    }
}

static void room_send(void *context, NetRecipient to, const char *line) {
    SendContext *x = context;
    bool burst = x->room && net_room_burst(x->room->room);
    if (x->hold && to != NET_TO_SPECTATORS) {
        if (x->held_count == x->held_capacity) {
            int capacity = x->held_capacity ? 2 * x->held_capacity : 16;
            HeldLine *more = realloc(x->held, (size_t)capacity * sizeof *more);
            if (!more) return;
            x->held = more;
            x->held_capacity = capacity;
        }
        char *copy = strdup(line);
        if (!copy) return;
        x->held[x->held_count++] = (HeldLine){to, burst, copy};
        return;
    }
    room_route(x, to, line, burst);
}

/* Delivers the held lines once the claimed side is known (-1: the claim failed). */
static void release_held(SendContext *x, int side) {
    x->hold = false;
    for (int i = 0; i < x->held_count; i++) {
        HeldLine *h = &x->held[i];
        if (h->to == NET_TO_SENDER || (int)h->to == side)
            conn_queue_line(x->sender, h->line, h->burst);
        else
            room_route(x, h->to, h->line, h->burst);
        free(h->line);
    }
    free(x->held);
    x->held = NULL;
    x->held_count = x->held_capacity = 0;
}

static Room *room_find(NetServer *s, const char *code) {
    for (int i = 0; i < s->room_count; i++)
        if (strcmp(s->rooms[i]->code, code) == 0) return s->rooms[i];
    return NULL;
}

static void room_member_add(Room *r, Conn *c, int role) {
    c->room = r;
    c->role = role;
    c->room_next = r->members;
    r->members = c;
    if (role == 0 || role == 1) r->seat[role] = c;
}

static void room_member_remove(Conn *c) {
    Room *r = c->room;
    if (!r) return;
    for (Conn **p = &r->members; *p; p = &(*p)->room_next)
        if (*p == c) {
            *p = c->room_next;
            break;
        }
    if ((c->role == 0 || c->role == 1) && r->seat[c->role] == c) r->seat[c->role] = NULL;
    c->room = NULL;
    c->room_next = NULL;
}

static bool room_add(NetServer *s, Room *r) {
    if (s->room_count == s->room_capacity) {
        int capacity = s->room_capacity ? 2 * s->room_capacity : 64;
        Room **more = realloc(s->rooms, (size_t)capacity * sizeof *more);
        if (!more) return false;
        s->rooms = more;
        s->room_capacity = capacity;
    }
    s->rooms[s->room_count++] = r;
    return true;
}

/* The room is stored at the end of the turn (store_turn). */
static void room_mark_dirty(NetServer *s, Room *r) {
    if (r->dirty) return;
    if (!grow((void **)&s->dirty, s->dirty_count, &s->dirty_capacity, sizeof *s->dirty)) {
        server_log(s, "room %s was not stored: out of memory", r->code);
        return;
    }
    s->dirty[s->dirty_count++] = r;
    r->dirty = true;
}

/* Drops a room: its members stay connected outside any room, its stored copy goes at the end of
 * the turn. */
static void room_drop(NetServer *s, int index) {
    Room *r = s->rooms[index];
    room_release_host(s, r);
    while (r->members) room_member_remove(r->members);
    if (r->dirty)
        for (int i = 0; i < s->dirty_count; i++)
            if (s->dirty[i] == r) {
                s->dirty[i] = s->dirty[--s->dirty_count];
                break;
            }
    if (s->store && (r->saved || r->dirty)) {
        if (grow((void **)&s->gone, s->gone_count, &s->gone_capacity, sizeof *s->gone))
            memcpy(s->gone[s->gone_count++], r->code, sizeof r->code);
        else
            server_log(s, "room %s stays stored: out of memory", r->code);
    }
    server_log(s, "room %s closed", r->code);
    net_room_free(r->room);
    free(r);
    s->rooms[index] = s->rooms[--s->room_count];
}

/* A finished game's record, stored with the turn that ended it (numbered after the room's
 * earlier games). */
static void room_store_record(NetServer *s, Room *r) {
    if (!s->store) return;
    Error err;
    error_clear(&err);
    char *record = net_room_record(r->room, &err);
    if (!record) {
        server_log(s, "room %s: no record: %s", r->code, err.message);
        return;
    }
    PendingGame p;
    memset(&p, 0, sizeof p);
    snprintf(p.game.code, sizeof p.game.code, "%s", r->code);
    p.game.ended = (int64_t)time(NULL);
    p.record = record;
    p.game.record = record;
    if (!net_store_game_describe(&p.game, record, &err) ||
        !grow((void **)&s->finished, s->finished_count, &s->finished_capacity,
              sizeof *s->finished)) {
        server_log(s, "room %s: the record was not stored: %s", r->code,
                   err.message[0] ? err.message : "out of memory");
        free(record);
        return;
    }
    s->finished[s->finished_count++] = p;
}

/* The end of a turn of the service loop: every room it changed, dropped or finished is stored in
 * one commit, and only then are the lines it produced released to their connections. A commit
 * that fails keeps both (the lines stay held) and is tried again at the next turn. */
static void store_turn(NetServer *s) {
    if (!s->store) return;
    if (s->dirty_count || s->gone_count || s->finished_count) {
        Error err;
        error_clear(&err);
        bool ok = net_store_begin(s->store, &err);
        for (int i = 0; ok && i < s->gone_count; i++)
            ok = net_store_delete_room(s->store, s->gone[i], &err);
        for (int i = 0; ok && i < s->dirty_count; i++) {
            Room *r = s->dirty[i];
            Error why;
            char *text = net_room_save(r->room, &why);
            r->unsaved = !text;
            if (!text) {
                server_log(s, "room %s was not stored: %s", r->code, why.message);
                continue;
            }
            ok = net_store_put_room(s->store, r->code, text, &err);
            free(text);
        }
        for (int i = 0; ok && i < s->finished_count; i++)
            ok = net_store_add_game(s->store, &s->finished[i].game, s->settings.games_per_room,
                                    &s->finished[i].removed, &err);
        ok = ok && net_store_commit(s->store, &err);
        if (!ok) {
            net_store_rollback(s->store);
            if (!s->store_failing)
                server_log(s, "storing failed, the lines of the turn are held until it works: %s",
                           err.message);
            s->store_failing = true;
            return;
        }
        if (s->store_failing) server_log(s, "storing works again");
        s->store_failing = false;
        for (int i = 0; i < s->dirty_count; i++) {
            Room *r = s->dirty[i];
            r->dirty = false;
            if (r->unsaved) continue;
            r->saved = true;
            r->saved_version = net_room_version(r->room);
        }
        for (int i = 0; i < s->finished_count; i++) {
            NetStoreGame *g = &s->finished[i].game;
            server_log(s, "room %s: game over, stored as game %d of %s", g->code, g->number,
                       g->code);
            if (s->finished[i].removed > 0)
                server_log(s, "room %s: %d older game(s) removed, %d are kept a room", g->code,
                           s->finished[i].removed, s->settings.games_per_room);
            free(s->finished[i].record);
        }
        s->dirty_count = s->gone_count = s->finished_count = 0;
    }
    release_lines(s);
}

/* After anything happened in a room: its next deadline, its storing at the end of the turn when
 * it changed, the record of a game that just ended. */
static void room_after(NetServer *s, Room *r, SendContext *x) {
    unsigned games = net_room_games(r->room);
    if (games != r->games) { /* a rematch swapped the sides: each connection keeps its player */
        r->games = games;
        Conn *first = r->seat[0];
        r->seat[0] = r->seat[1];
        r->seat[1] = first;
        for (int side = 0; side < 2; side++)
            if (r->seat[side]) r->seat[side]->role = side;
    }
    int64_t now = monotonic_us();
    Conn *sender = x->sender;
    x->sender = NULL; /* what time brings goes to the seats, not to whoever spoke last */
    int64_t next = net_room_tick(r->room, now, room_send, x);
    x->sender = sender;
    r->deadline_us = next < 0 ? -1 : now + next;
    if (s->store && (!r->saved || net_room_version(r->room) != r->saved_version))
        room_mark_dirty(s, r);
    bool over = net_room_over(r->room);
    if (over && !r->over_seen) {
        r->over_seen = true;
        r->over_at_us = now;
        room_store_record(s, r);
    } else if (!over) {
        r->over_seen = false; /* a rematch began */
    }
}

/* A finished room goes after the time it is kept for a rematch, or earlier once both seats have
 * been away for as long as a seat may take to come back (so a player who dropped still learns
 * how the game ended). A room whose game never began goes once its host has been away for the
 * open room wait (short, so rooms hosted and left cannot fill the server), or for the rejoin
 * wait when it was restored from storage, since its host then has a restart to come back
 * through. A game begun and not finished goes once both seats have been away for the rejoin
 * wait and then as long as a finished room is kept (a game without a clock waits on for a seat
 * that is gone, and a room nobody comes back to would otherwise stay for ever). */
static bool room_done(NetServer *s, Room *r, int64_t now) {
    bool empty = !net_room_seat_present(r->room, 0) && !net_room_seat_present(r->room, 1);
    if (!empty)
        r->empty_since_us = -1;
    else if (r->empty_since_us < 0)
        r->empty_since_us = now;
    bool begun = net_room_started(r->room);
    if (begun) room_release_host(s, r);
    int64_t wait_ms = s->settings.rejoin_wait_ms;
    if (!begun && r->host_key[0] && s->settings.open_room_wait_ms < wait_ms)
        wait_ms = s->settings.open_room_wait_ms;
    bool away_long = empty && now - r->empty_since_us >= wait_ms * 1000;
    /* A room whose game never began and that everyone left would otherwise stay for ever. */
    if (!begun) return away_long;
    if (!r->over_seen)
        return empty && now - r->empty_since_us >=
                            (s->settings.rejoin_wait_ms + s->settings.finished_keep_ms) * 1000;
    if (away_long) return true;
    return now - r->over_at_us >= s->settings.finished_keep_ms * 1000;
}

/* Once a second: a connection quiet for `ping_after_s` is pinged, and one that has not been heard
 * for `drop_after_s` is gone (a player whose network vanished without a close then starts the
 * seat's rejoin wait). This is the server's own rather than libwebsockets' idle policy, which
 * keeps a timer a connection in a list sorted again after every message received: a cost that
 * grows with the connections held. */
static void check_quiet(NetServer *s, int64_t now) {
    if (now - s->quiet_checked_us < 1000000) return;
    s->quiet_checked_us = now;
    for (Conn *c = s->all; c; c = c->all_next) {
        int64_t quiet = now - c->heard_us;
        if (quiet >= (int64_t)s->settings.drop_after_s * 1000000) {
            lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
        } else if (quiet >= (int64_t)s->settings.ping_after_s * 1000000 && !c->ping_sent &&
                   !c->ping_due) {
            c->ping_due = true;
            lws_callback_on_writable(c->wsi);
        }
    }
}

static void tick(lws_sorted_usec_list_t *sul) {
    NetServer *s = lws_container_of(sul, NetServer, tick);
    int64_t now = monotonic_us();
    check_quiet(s, now);
    for (int i = s->room_count - 1; i >= 0; i--) {
        Room *r = s->rooms[i];
        if (r->deadline_us >= 0 && r->deadline_us <= now) {
            SendContext x = {.server = s, .room = r};
            room_after(s, r, &x);
        }
        if (room_done(s, r, now)) room_drop(s, i);
    }
    if (!atomic_load(&s->stop) && !signal_stop)
        lws_sul_schedule(s->context, 0, &s->tick, tick, TICK_US);
}

/* ---- Client lines ---- */

static bool conn_in_room(NetServer *s, Conn *c) {
    if (c->room) {
        conn_bad_line(s, c, "already in a room");
        return true;
    }
    return false;
}

static void do_host(NetServer *s, Conn *c, const NetMessage *m) {
    if (conn_in_room(s, c)) return;
    AddressState *a = address_find(s, c->address_key, false);
    if (a && a->open_rooms >= s->settings.open_rooms_per_address) {
        char reason[200];
        snprintf(reason, sizeof reason,
                 "your address has %d rooms whose game has not begun: start one, or leave one "
                 "and wait a moment",
                 a->open_rooms);
        conn_error(c, reason);
        return;
    }
    if (s->room_count >= s->settings.rooms_max) {
        conn_error(c, "the server has no room for another game, try later");
        return;
    }
    char code[NET_ROOM_CODE_LENGTH + 1];
    Error err;
    int tries = 0;
    do {
        if (!net_room_code_new(code, &err) || ++tries > 100) {
            conn_error(c, "no room code could be made");
            return;
        }
    } while (room_find(s, code));
    Room *r = calloc(1, sizeof *r);
    if (!r || !room_add(s, r)) {
        free(r);
        conn_error(c, "out of memory");
        return;
    }
    memcpy(r->code, code, sizeof code);
    r->deadline_us = -1;
    r->empty_since_us = -1;
    SendContext x = {.server = s, .room = r, .sender = c};
    NetRoomSettings rs = {.rejoin_wait_ms = s->settings.rejoin_wait_ms};
    r->room = net_room_new(code, m, &rs, monotonic_us(), room_send, &x, &err);
    if (!r->room) {
        s->room_count--;
        free(r);
        conn_error(c, err.message);
        return;
    }
    r->games = net_room_games(r->room);
    room_member_add(r, c, net_room_seat_taken(r->room, 0) ? 0 : 1);
    snprintf(r->host_key, sizeof r->host_key, "%s", c->address_key);
    a = address_find(s, c->address_key, true);
    if (a) {
        a->open_rooms++;
        r->host_counted = true;
    }
    server_log(s, "room %s hosted by %s", code, c->address);
    room_after(s, r, &x);
}

static void do_enter(NetServer *s, Conn *c, const NetMessage *m) {
    if (conn_in_room(s, c)) return;
    char code[NET_ROOM_CODE_LENGTH + 1] = "";
    if (!net_room_code_valid(m->args[0])) {
        conn_bad_line(s, c, "that is not a room code");
        return;
    }
    for (int i = 0; i < NET_ROOM_CODE_LENGTH; i++)
        code[i] = (char)toupper((unsigned char)m->args[0][i]);
    Room *r = room_find(s, code);
    if (!r) {
        conn_error(c, "no such room");
        return;
    }
    SendContext x = {.server = s, .room = r, .sender = c};
    Error err;
    if (m->verb == NET_WATCH) {
        room_member_add(r, c, NET_ROLE_SPECTATOR);
        net_room_watch_at(r->room, monotonic_us(), room_send, &x);
        return;
    }
    x.hold = true;
    int side = m->verb == NET_JOIN
                   ? net_room_join(r->room, monotonic_us(), room_send, &x, &err)
                   : net_room_rejoin(r->room, m->args[1], monotonic_us(), room_send, &x, &err);
    if (side < 0) {
        release_held(&x, -1);
        conn_error(c, err.message);
        return;
    }
    Conn *old = r->seat[side];
    if (old && old != c) {
        /* The seat's earlier connection is a leftover (the player came back elsewhere). */
        room_member_remove(old);
        conn_error(old, "your seat was taken back by a rejoin");
        conn_close(old);
    }
    room_member_add(r, c, side);
    release_held(&x, side);
    room_after(s, r, &x);
    if (net_room_started(r->room)) room_release_host(s, r); /* its host may open another */
}

/* The seat's client left (`bye` or a drop): the room starts its wait. */
static void conn_leave_room(NetServer *s, Conn *c) {
    Room *r = c->room;
    if (!r) return;
    int role = c->role;
    room_member_remove(c);
    if (role == 0 || role == 1) {
        SendContext x = {.server = s, .room = r};
        net_room_left(r->room, role, monotonic_us(), room_send, &x);
        room_after(s, r, &x);
    }
}

/* Spends one message from the connection's bucket; false when it is over its rate. */
static bool conn_take_token(NetServer *s, Conn *c) {
    int64_t now = monotonic_us();
    c->tokens += (double)(now - c->refilled_us) * s->settings.rate_per_second / 1e6;
    c->refilled_us = now;
    if (c->tokens > s->settings.rate_burst) c->tokens = s->settings.rate_burst;
    if (c->tokens >= 1.0) {
        c->tokens -= 1.0;
        c->flood_strikes = 0;
        return true;
    }
    if (c->flood_strikes++ == 0) conn_error(c, "too many messages, slow down");
    if (c->flood_strikes >= FLOOD_STRIKES_MAX) {
        conn_error(c, "flooding, closing");
        conn_close(c);
    }
    return false;
}

static void conn_line(NetServer *s, Conn *c, const char *line, size_t length) {
    if (!conn_take_token(s, c)) return;
    NetMessage m;
    Error err;
    if (!net_message_parse(line, length, NET_FROM_CLIENT, &m, &err)) {
        conn_bad_line(s, c, err.message);
        return;
    }
    if (!c->said_hello) {
        if (m.verb != NET_HELLO) {
            conn_bad_line(s, c, "say hello first");
            return;
        }
        if (strcmp(m.args[0], "1") != 0) {
            conn_error(c, "this server speaks version 1 of the protocol only");
            conn_close(c);
            return;
        }
        c->said_hello = true;
        lws_set_timeout(c->wsi, NO_PENDING_TIMEOUT, 0);
        const char *args[] = {"1", s->name};
        conn_send(c, NET_WELCOME, 2, args);
        return;
    }
    switch (m.verb) {
    case NET_HELLO:
        conn_bad_line(s, c, "hello was said already");
        return;
    case NET_HOST:
        do_host(s, c, &m);
        return;
    case NET_JOIN:
    case NET_REJOIN:
    case NET_WATCH:
        do_enter(s, c, &m);
        return;
    case NET_PING: {
        const char *args[] = {m.args[0]};
        conn_send(c, NET_PONG, 1, args);
        return;
    }
    case NET_PONG:
        return;
    case NET_BYE:
        conn_leave_room(s, c);
        conn_send(c, NET_BYE, 0, NULL);
        conn_close(c);
        return;
    default:
        break;
    }
    if (!c->room) {
        conn_bad_line(s, c, "not in a room: host, join or watch first");
        return;
    }
    Room *r = c->room;
    SendContext x = {.server = s, .room = r, .sender = c};
    net_room_handle(r->room, c->role, &m, monotonic_us(), room_send, &x);
    room_after(s, r, &x);
}

/* ---- Connections ---- */

/* Refills an address's bucket of new connections for the time gone by. */
static void address_refill(NetServer *s, AddressState *a, int64_t now) {
    a->tokens += (double)(now - a->refilled_us) * s->settings.connection_rate_per_second / 1e6;
    a->refilled_us = now;
    if (a->tokens > s->settings.connection_burst) a->tokens = s->settings.connection_burst;
}

/* An address that holds nothing and whose bucket is full again is as if never seen. */
static bool address_idle(NetServer *s, AddressState *a, int64_t now) {
    if (a->connections > 0 || a->open_rooms > 0) return false;
    address_refill(s, a, now);
    return a->tokens >= s->settings.connection_burst;
}

static AddressState *address_find(NetServer *s, const char *key, bool add) {
    for (int i = 0; i < s->address_count; i++)
        if (strcmp(s->addresses[i].key, key) == 0) return &s->addresses[i];
    if (!add) return NULL;
    int64_t now = monotonic_us();
    if (s->address_count == s->address_capacity) /* make room from idle addresses first */
        for (int i = s->address_count - 1; i >= 0; i--)
            if (address_idle(s, &s->addresses[i], now))
                s->addresses[i] = s->addresses[--s->address_count];
    if (s->address_count == s->address_capacity) {
        int capacity = s->address_capacity ? 2 * s->address_capacity : 16;
        AddressState *more = realloc(s->addresses, (size_t)capacity * sizeof *more);
        if (!more) return NULL;
        s->addresses = more;
        s->address_capacity = capacity;
    }
    AddressState *a = &s->addresses[s->address_count++];
    memset(a, 0, sizeof *a);
    snprintf(a->key, sizeof a->key, "%s", key);
    a->tokens = s->settings.connection_burst;
    a->refilled_us = now;
    return a;
}

/* The room's game began, or the room goes: it no longer counts against its host's address. */
static void room_release_host(NetServer *s, Room *r) {
    if (!r->host_counted) return;
    r->host_counted = false;
    AddressState *a = address_find(s, r->host_key, false);
    if (a && a->open_rooms > 0) a->open_rooms--;
}

/* A new connection: one from an address over its rate of new connections, or holding as many as
 * it may, is told so and closed before it holds anything. */
static void conn_start(NetServer *s, Conn *c, struct lws *wsi) {
    c->wsi = wsi;
    c->started = true;
    c->tokens = s->settings.rate_burst;
    c->refilled_us = monotonic_us();
    c->heard_us = c->refilled_us;
    c->all_next = s->all;
    if (s->all) s->all->all_prev = c;
    s->all = c;
    if (!lws_get_peer_simple(wsi, c->address, sizeof c->address))
        snprintf(c->address, sizeof c->address, "unknown");
    net_address_key(c->address, c->address_key, sizeof c->address_key);
    s->connections++;
    AddressState *a = address_find(s, c->address_key, true);
    if (!a) {
        conn_error(c, "the server is out of memory, try later");
        conn_close(c);
        return;
    }
    address_refill(s, a, c->refilled_us);
    if (a->tokens < 1.0) {
        conn_error(c, "too many new connections from your address, try again in a moment");
        conn_close(c);
        return;
    }
    a->tokens -= 1.0;
    if (a->connections >= s->settings.connections_per_address) {
        conn_error(c, "too many connections from your address");
        conn_close(c);
        return;
    }
    a->connections++;
    c->counted = true;
    lws_set_timeout(wsi, PENDING_TIMEOUT_USER_OK, s->settings.hello_wait_s);
}

static void conn_end(NetServer *s, Conn *c) {
    if (!c->started) return;
    c->started = false;
    if (!s->shutting_down)
        conn_leave_room(s, c);
    else
        room_member_remove(c);
    conn_forget_pending(s, c);
    conn_free_queue(c);
    if (c->all_prev)
        c->all_prev->all_next = c->all_next;
    else
        s->all = c->all_next;
    if (c->all_next) c->all_next->all_prev = c->all_prev;
    c->all_prev = c->all_next = NULL;
    s->connections--;
    if (c->counted) {
        AddressState *a = address_find(s, c->address_key, false);
        if (a && a->connections > 0) a->connections--;
    }
}

/* A message's bytes, perhaps in pieces: whole lines are handled; one over the bound closes the
 * connection, since a peer that sends them is not a client of this protocol. */
/* Anything from the peer shows it is there. */
static void conn_heard(Conn *c) {
    c->heard_us = monotonic_us();
    c->ping_sent = false;
}

static int conn_receive(NetServer *s, Conn *c, struct lws *wsi, const char *in, size_t length) {
    conn_heard(c);
    if (c->closing) return 0;
    if (lws_is_first_fragment(wsi)) {
        c->rx_length = 0;
        c->rx_too_big = false;
    }
    if (c->rx_length + length > NET_LINE_MAX ||
        lws_remaining_packet_payload(wsi) > NET_LINE_MAX - (c->rx_length + length))
        c->rx_too_big = true;
    if (c->rx_too_big) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, (unsigned char *)"line too long",
                         13);
        return -1;
    }
    memcpy(c->rx + c->rx_length, in, length);
    c->rx_length += length;
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi) > 0) return 0;
    if (lws_frame_is_binary(wsi)) {
        conn_bad_line(s, c, "binary messages are not lines of this protocol");
        return 0;
    }
    c->rx[c->rx_length] = '\0';
    conn_line(s, c, c->rx, c->rx_length);
    c->rx_length = 0;
    return 0;
}

static int conn_writable(Conn *c, struct lws *wsi) {
    if (c->ping_due) { /* one write a call: the ping, then the lines at the next */
        /* With a payload: libwebsockets' clients leave an empty ping unanswered. */
        unsigned char ping[LWS_PRE + 4];
        memcpy(ping + LWS_PRE, "ping", 4);
        c->ping_due = false;
        c->ping_sent = true;
        if (lws_write(wsi, ping + LWS_PRE, 4, LWS_WRITE_PING) < 0) return -1;
        if (c->out_head || c->closing) lws_callback_on_writable(wsi);
        return 0;
    }
    OutLine *o = c->out_head;
    if (o) {
        if (lws_write(wsi, o->data + LWS_PRE, o->length, LWS_WRITE_TEXT) < (int)o->length)
            return -1;
        c->out_head = o->next;
        if (!c->out_head) c->out_tail = NULL;
        if (!o->burst) {
            c->out_lines--;
            c->out_bytes -= o->length;
        }
        free(o);
    }
    if (c->out_head) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    if (c->closing && !c->held_head) { /* what is held is written first, after the commit */
        lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
        return -1;
    }
    return 0;
}

/* ---- Listening ---- */

#if NET_SERVER_OWN_LISTENER
/* The server makes its listening socket itself rather than through libwebsockets' listener,
 * which with IPv6 built in ignores an IPv4 address to bind to (4.1 then listens on every
 * address): the socket is bound to exactly the address asked for, checked with getsockname, and
 * each connection accepted from it is handed to libwebsockets. */
static NetSocket listen_open(NetServer *s, const NetServerSettings *settings, Error *err) {
    const char *text =
        settings->bind_address && settings->bind_address[0] ? settings->bind_address : NULL;
    struct sockaddr_storage want, got;
    socklen_t want_length, got_length = sizeof got;
    memset(&got, 0, sizeof got);
    if (!net_address_listen(text, settings->port, &want, &want_length, err)) return NET_SOCKET_NONE;
    NetSocket fd = socket(want.ss_family, SOCK_STREAM, 0);
    int on = 1, off = 0;
    bool ok = fd != NET_SOCKET_NONE && net_socket_nonblocking(fd) &&
              setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on) == 0;
    /* Every address means IPv4 peers too, whatever the system's default for IPv6 sockets. */
    if (ok && !text && want.ss_family == AF_INET6)
        ok = setsockopt(fd, IPPROTO_IPV6, IPV6_V6ONLY, &off, sizeof off) == 0;
    ok = ok && bind(fd, (struct sockaddr *)&want, want_length) == 0 && listen(fd, SOMAXCONN) == 0;
    if (!ok) {
        error_set(err,
                  "cannot listen on port %d of %s: %s (taken, or the address is not this "
                  "computer's)",
                  settings->port, text ? text : "every address", net_socket_error_text());
        if (fd != NET_SOCKET_NONE) net_socket_close(fd);
        return NET_SOCKET_NONE;
    }
    if (getsockname(fd, (struct sockaddr *)&got, &got_length) != 0 ||
        !net_address_same((struct sockaddr *)&want, (struct sockaddr *)&got)) {
        char wanted[NET_ADDRESS_TEXT_MAX], actual[NET_ADDRESS_TEXT_MAX];
        net_address_text((struct sockaddr *)&want, wanted, sizeof wanted);
        net_address_text((struct sockaddr *)&got, actual, sizeof actual);
        net_socket_close(fd);
        error_set(err, "asked to listen on %s but the socket is bound to %s: not serving", wanted,
                  actual);
        return NET_SOCKET_NONE;
    }
    net_address_text((struct sockaddr *)&got, s->listen_address, sizeof s->listen_address);
    s->port = ntohs(got.ss_family == AF_INET ? ((struct sockaddr_in *)&got)->sin_port
                                             : ((struct sockaddr_in6 *)&got)->sin6_port);
    return fd;
}

static void listen_resume(lws_sorted_usec_list_t *sul) {
    NetServer *s = lws_container_of(sul, NetServer, accept_again);
    if (s->listener)
        lws_rx_flow_control(s->listener, LWS_RXFLOW_REASON_APPLIES_ENABLE |
                                             LWS_RXFLOW_REASON_USER_BOOL |
                                             LWS_RXFLOW_REASON_FLAG_PROCESS_NOW);
}

/* Takes the waiting connections and gives each to libwebsockets as if its listener had. */
static void listen_accept(NetServer *s) {
    for (int i = 0; i < ACCEPT_BATCH; i++) {
        NetSocket fd = accept(s->listen_fd, NULL, NULL);
        if (fd == NET_SOCKET_NONE) {
            if (net_socket_try_again()) continue;
            if (net_socket_would_block()) return;
            /* Out of descriptors or memory: the connection stays queued, and watching the socket
             * now would only wake at once again, so it waits a tick. */
            if (!s->accept_failing)
                server_log(s, "cannot accept connections for now: %s", net_socket_error_text());
            s->accept_failing = true;
            lws_rx_flow_control(s->listener, LWS_RXFLOW_REASON_APPLIES_DISABLE |
                                                 LWS_RXFLOW_REASON_USER_BOOL |
                                                 LWS_RXFLOW_REASON_FLAG_PROCESS_NOW);
            lws_sul_schedule(s->context, 0, &s->accept_again, listen_resume, TICK_US);
            return;
        }
        s->accept_failing = false;
        net_socket_nonblocking(fd);
        lws_adopt_socket_vhost(s->vhost, fd); /* on failure it has closed the socket */
    }
}
#endif

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t length) {
    struct lws_context *context = lws_get_context(wsi);
    NetServer *s = context ? lws_context_user(context) : NULL;
    Conn *c = user;
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED:
        conn_start(s, c, wsi);
        return 0;
    case LWS_CALLBACK_RECEIVE:
        return conn_receive(s, c, wsi, in, length);
    case LWS_CALLBACK_SERVER_WRITEABLE:
        return conn_writable(c, wsi);
    case LWS_CALLBACK_RECEIVE_PONG:
        if (c->started) conn_heard(c);
        return 0;
    case LWS_CALLBACK_CLOSED:
        conn_end(s, c);
        return 0;
#if NET_SERVER_OWN_LISTENER
    case LWS_CALLBACK_RAW_RX_FILE:
        if (s && wsi == s->listener) listen_accept(s);
        return 0;
#endif
    case LWS_CALLBACK_RAW_CLOSE_FILE:
        if (s && wsi == s->listener) s->listener = NULL;
        return 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, length);
    }
}

static const struct lws_protocols protocols[] = {
    {NET_SUBPROTOCOL, callback, sizeof(Conn), NET_LINE_MAX, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* No idle policy of libwebsockets' (a hang-up time of 0 turns its timers off): the server looks
 * for quiet connections itself (check_quiet). */
static const lws_retry_bo_t no_idle_policy = {
    .secs_since_valid_ping = 0,
    .secs_since_valid_hangup = 0,
};

/* ---- Storage ---- */

static bool make_dir(const char *path, Error *err) {
    if (fs_make_directory(path)) return true;
    return error_set(err, "cannot make the directory %s: %s", path, strerror(errno));
}

/* Rooms read back at start; the codes of those that could not be, to set aside. */
typedef struct Restoring {
    NetServer *server;
    char (*broken)[NET_STORE_CODE_MAX];
    char (*reasons)[ERROR_MESSAGE_MAX];
    int broken_count, broken_capacity, reasons_capacity;
} Restoring;

static bool restore_room(void *context, const char *code, const char *text) {
    Restoring *x = context;
    NetServer *s = x->server;
    Error err;
    NetRoom *room = net_room_restore(text, monotonic_us(), &err);
    Room *r = room ? calloc(1, sizeof *r) : NULL;
    if (room && (!r || strcmp(net_room_code(room), code) != 0 ||
                 room_find(s, net_room_code(room)) || !room_add(s, r))) {
        error_set(&err, "its code does not match, or no memory");
        net_room_free(room);
        free(r);
        room = NULL;
    }
    if (!room) {
        fprintf(stderr, "duelboard-server: the stored room %s cannot be restored: %s\n", code,
                err.message);
        if (grow((void **)&x->broken, x->broken_count, &x->broken_capacity, sizeof *x->broken) &&
            grow((void **)&x->reasons, x->broken_count, &x->reasons_capacity, sizeof *x->reasons)) {
            snprintf(x->broken[x->broken_count], sizeof x->broken[0], "%s", code);
            snprintf(x->reasons[x->broken_count], sizeof x->reasons[0], "%s", err.message);
            x->broken_count++;
        }
        return true;
    }
    r->room = room;
    r->games = net_room_games(room);
    snprintf(r->code, sizeof r->code, "%s", net_room_code(room));
    r->deadline_us = monotonic_us();
    r->empty_since_us = -1;
    r->saved = true;
    r->saved_version = net_room_version(room);
    /* A game that ended before the restart has its record already. */
    r->over_seen = net_room_over(room);
    r->over_at_us = monotonic_us();
    server_log(s, "room %s restored", r->code);
    return true;
}

/* Brings back every stored room; one that cannot be read is reported and set aside (kept in the
 * store with its reason, never restored again). */
static bool restore_rooms(NetServer *s, Error *err) {
    Restoring x = {.server = s};
    bool ok = net_store_rooms(s->store, restore_room, &x, err);
    if (ok && x.broken_count) {
        ok = net_store_begin(s->store, err);
        for (int i = 0; ok && i < x.broken_count; i++)
            ok = net_store_set_aside_room(s->store, x.broken[i], x.reasons[i], err);
        ok = ok && net_store_commit(s->store, err);
        if (ok)
            fprintf(stderr, "duelboard-server: %d room(s) set aside in %s\n", x.broken_count,
                    net_store_where(s->store));
    }
    free(x.broken);
    free(x.reasons);
    return ok;
}

/* Opens the data directory's store, bringing in an older directory's files first. */
static bool open_store(NetServer *s, Error *err) {
    if (!make_dir(s->data_dir, err)) return false;
    s->store = net_store_open(s->data_dir, NET_STORE_WRITE, err);
    if (!s->store) return false;
    NetStoreImported imported;
    if (!net_store_import_folders(s->store, s->data_dir, stderr, &imported, err)) return false;
    return true;
}

static void free_server(NetServer *s) {
    for (int i = 0; i < s->room_count; i++) {
        net_room_free(s->rooms[i]->room);
        free(s->rooms[i]);
    }
    for (int i = 0; i < s->finished_count; i++) free(s->finished[i].record);
    net_store_close(s->store);
    free(s->rooms);
    free(s->addresses);
    free(s->dirty);
    free(s->gone);
    free(s->finished);
    free(s);
}

/* ---- The server ---- */

static void free_loop(NetServer *s) {
#ifdef DUELBOARD_HAVE_LIBEV
    if (s->loop) ev_loop_destroy(s->loop);
    s->loop = NULL;
#else
    (void)s;
#endif
}

static const char *loop_name(const NetServer *s) {
#ifdef DUELBOARD_HAVE_LIBEV
    if (s->loop) return "libev (epoll)";
#else
    (void)s;
#endif
    return "poll";
}

/* On libev's loop (epoll: a wake-up costs what is ready, not every connection held) when it is
 * asked for and libwebsockets' plugin for it is installed (libwebsockets-evlib-ev); otherwise
 * on the default loop (poll). The loop is this server's own, run one turn at a time by serve. */
static struct lws_context *create_context(NetServer *s, struct lws_context_creation_info *info) {
#ifdef DUELBOARD_HAVE_LIBEV
    if (!s->settings.poll_loop) {
        s->loop = ev_loop_new(EVBACKEND_EPOLL | EVFLAG_NOENV);
        if (s->loop) {
            void *loops[1] = {s->loop};
            struct lws_context_creation_info on_ev = *info;
            on_ev.options |= LWS_SERVER_OPTION_LIBEV;
            on_ev.foreign_loops = loops;
            struct lws_context *context = lws_create_context(&on_ev);
            if (context) return context;
            ev_loop_destroy(s->loop);
            s->loop = NULL;
        }
    }
#else
    (void)s;
#endif
    return lws_create_context(info);
}

NetServer *net_server_new(const NetServerSettings *settings, Error *err) {
    NetServer *s = calloc(1, sizeof *s);
    if (!s) {
        error_set(err, "out of memory");
        return NULL;
    }
    s->settings = *settings;
    if (s->settings.rate_per_second < 1 || s->settings.rate_burst < 1 ||
        s->settings.bad_lines_max < 1 || s->settings.connections_per_address < 1 ||
        s->settings.rooms_max < 1 || s->settings.hello_wait_s < 1 ||
        s->settings.rejoin_wait_ms < 1 || s->settings.finished_keep_ms < 0 ||
        s->settings.ping_after_s < 1 || s->settings.open_rooms_per_address < 1 ||
        s->settings.open_room_wait_ms < 1 || !(s->settings.connection_rate_per_second > 0) ||
        s->settings.connection_burst < 1) {
        free(s);
        error_set(err, "every limit must be at least 1");
        return NULL;
    }
    if (s->settings.drop_after_s <= s->settings.ping_after_s) {
        free(s);
        error_set(err, "a quiet connection is dropped only after it was pinged: --drop-after must "
                       "be more than --ping-after");
        return NULL;
    }
    const char *name = settings->name && settings->name[0] ? settings->name : "duelboard-server";
    NetMessage probe = {.verb = NET_WELCOME, .argc = 2};
    snprintf(probe.args[0], sizeof probe.args[0], "1");
    snprintf(probe.args[1], sizeof probe.args[1], "%s", name);
    char line[NET_LINE_MAX + 2];
    if (strlen(name) >= NET_WORD_MAX || !net_message_format(&probe, line, sizeof line, err)) {
        free(s);
        error_set(err, "the server's name must be one word of printable ASCII");
        return NULL;
    }
    snprintf(s->name, sizeof s->name, "%s", name);
    if (settings->data_dir && settings->data_dir[0]) {
        if (strlen(settings->data_dir) > PATH_MAX_LEN - 64) {
            free(s);
            error_set(err, "the data directory's path is too long");
            return NULL;
        }
        snprintf(s->data_dir, sizeof s->data_dir, "%s", settings->data_dir);
        if (s->settings.games_per_room < 1) {
            free(s);
            error_set(err, "at least one game a room must be kept");
            return NULL;
        }
    }
    atomic_init(&s->stop, false);
    if (!net_sockets_ready()) {
        free(s);
        error_set(err, "the system's sockets cannot be used");
        return NULL;
    }
#if NET_SERVER_OWN_LISTENER
    s->listen_fd = listen_open(s, settings, err);
    if (s->listen_fd == NET_SOCKET_NONE) {
        free(s);
        return NULL;
    }
#else
    s->listen_fd = NET_SOCKET_NONE;
    if (settings->bind_address && settings->bind_address[0]) {
        free(s);
        error_set(err, "on this system the server listens on every address: no address to bind");
        return NULL;
    }
#endif
    lws_set_log_level(LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    /* A server, listening through listen_open or else through libwebsockets. */
    info.port = NET_SERVER_OWN_LISTENER ? CONTEXT_PORT_NO_LISTEN_SERVER : settings->port;
    info.protocols = protocols;
    info.user = s;
    info.options = LWS_SERVER_OPTION_VALIDATE_UTF8;
#if !NET_SERVER_OWN_LISTENER
    /* Windows' IPv6 sockets take no IPv4 unless told: this one takes both, so that 127.0.0.1
     * (the app's own seat) and an IPv4 address reach it as well as ::1. */
    info.options |= LWS_SERVER_OPTION_IPV6_V6ONLY_MODIFY;
#endif
    info.vhost_name = "default";
    if (settings->tls_cert || settings->tls_key) {
        if (!settings->tls_cert || !settings->tls_key || !settings->tls_cert[0] ||
            !settings->tls_key[0]) {
            if (s->listen_fd != NET_SOCKET_NONE) net_socket_close(s->listen_fd);
            free(s);
            error_set(err, "TLS needs both a certificate and its private key");
            return NULL;
        }
        info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
        info.ssl_cert_filepath = settings->tls_cert;
        info.ssl_private_key_filepath = settings->tls_key;
    }
    info.retry_and_idle_policy = &no_idle_policy;
    s->context = create_context(s, &info);
    s->vhost = s->context ? lws_get_vhost_by_name(s->context, "default") : NULL;
    if (!s->vhost) {
        if (s->listen_fd != NET_SOCKET_NONE) net_socket_close(s->listen_fd);
        if (s->context) lws_context_destroy(s->context);
        free_loop(s);
        free(s);
        error_set(err, "cannot start serving on port %d%s", settings->port,
                  info.ssl_cert_filepath ? " (the certificate or key cannot be read)" : "");
        return NULL;
    }
#if NET_SERVER_OWN_LISTENER
    lws_sock_file_fd_type listening = {.filefd = s->listen_fd};
    s->listener = lws_adopt_descriptor_vhost(s->vhost, LWS_ADOPT_RAW_FILE_DESC, listening,
                                             NET_SUBPROTOCOL, NULL);
    if (!s->listener) { /* libwebsockets has closed the socket */
        lws_context_destroy(s->context);
        free_loop(s);
        free(s);
        error_set(err, "cannot watch the listening socket");
        return NULL;
    }
#else
    s->port = lws_get_vhost_listen_port(s->vhost);
    snprintf(s->listen_address, sizeof s->listen_address, "::");
#endif
    if (s->data_dir[0] && !(open_store(s, err) && restore_rooms(s, err))) {
        lws_context_destroy(s->context);
        free_loop(s);
        free_server(s);
        return NULL;
    }
    lws_sul_schedule(s->context, 0, &s->tick, tick, TICK_US);
    server_log(s, "listening on port %d, %d room(s) restored, %s event loop", s->port,
               s->room_count, loop_name(s));
    return s;
}

int net_server_port(const NetServer *s) {
    return s->port;
}

const char *net_server_address(const NetServer *s) {
    return s->listen_address;
}

/* One turn of the loop (one wake-up: everything ready then, and the timers due), on libev's loop
 * or libwebsockets' own; false when the loop has failed. */
static bool service_turn(NetServer *s) {
#ifdef DUELBOARD_HAVE_LIBEV
    if (s->loop) {
        ev_run(s->loop, EVRUN_ONCE);
        return true;
    }
#endif
    return lws_service(s->context, 0) >= 0;
}

/* The loop one turn at a time: each turn's changes are stored and its lines released after it. */
static void serve(NetServer *s) {
    while (!atomic_load(&s->stop) && !signal_stop && service_turn(s)) store_turn(s);
}

static void on_signal(int signal_number) {
    (void)signal_number;
    signal_stop = 1;
}

void net_server_run(NetServer *s) {
    signal_stop = 0; /* a signal that stopped an earlier server in this process is spent */
#ifdef _WIN32
    void (*old_int)(int) = signal(SIGINT, on_signal), (*old_term)(int) = signal(SIGTERM, on_signal);
    serve(s);
    signal(SIGINT, old_int);
    signal(SIGTERM, old_term);
#else
    struct sigaction action, old_int, old_term;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, &old_int);
    sigaction(SIGTERM, &action, &old_term);
    serve(s);
    sigaction(SIGINT, &old_int, NULL);
    sigaction(SIGTERM, &old_term, NULL);
#endif
    server_log(s, "stopping");
}

void net_server_free(NetServer *s) {
    if (!s) return;
    store_turn(s); /* what the last turn changed, if serving stopped before its end */
    s->shutting_down = true;
    lws_sul_cancel(&s->tick);
    lws_sul_cancel(&s->accept_again);
    lws_context_destroy(s->context);
    free_loop(s);
    free_server(s);
}

static void *server_thread(void *arg) {
    serve(arg);
    return NULL;
}

NetServer *net_server_start(const NetServerSettings *settings, Error *err) {
    NetServer *s = net_server_new(settings, err);
    if (!s) return NULL;
    if (pthread_create(&s->thread, NULL, server_thread, s) != 0) {
        net_server_free(s);
        error_set(err, "cannot start the server's thread");
        return NULL;
    }
    s->threaded = true;
    return s;
}

void net_server_stop(NetServer *s) {
    if (!s) return;
    atomic_store(&s->stop, true);
    lws_cancel_service(s->context);
    if (s->threaded) pthread_join(s->thread, NULL);
    net_server_free(s);
}
