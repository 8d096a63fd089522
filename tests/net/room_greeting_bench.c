/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a late comer's greeting costs the referee server's one service thread: for each game, a
 * room is played with seeded random legal moves that keep the game going (options that lift the
 * rules' own length limits, e.g. draw=off) until the room ends it or it reaches --plies moves;
 * then spectators' `watch` greetings and a seat's `rejoin` greeting are timed, each line copied
 * as a server's send queue copies it. Prints the milliseconds a greeting takes (median and
 * slowest of --watches), its lines and bytes, and the room's memory. A measurement, not a test:
 * the figures go to docs/server.md.
 *
 * usage: room_greeting_bench [--plies N] [--watches K] ['host <game> [key=value]...']... */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/rng.h"
#include "net/net_message.h"
#include "net/net_room.h"
#include "rules/game.h"

static const char *const default_hosts[] = {
    "host onitama draw=off",        "host gunzi draw=off", "host gottaz mode=method1 draw=off",
    "host gottaz draw=off first=1", "host mortar-hunt",
};

typedef struct Queued {
    struct Queued *next;
    char line[];
} Queued;

/* A send queue's work: every line copied, freed once the greeting is done. */
typedef struct Sink {
    Queued *head;
    long lines, bytes;
    char token[2][NET_TOKEN_TEXT];
} Sink;

static void sink_send(void *context, NetRecipient to, const char *line) {
    (void)to;
    Sink *s = context;
    size_t n = strlen(line);
    Queued *q = malloc(sizeof *q + n + 1);
    if (!q) abort();
    memcpy(q->line, line, n + 1);
    q->next = s->head;
    s->head = q;
    s->lines++;
    s->bytes += (long)n;
    if (strncmp(line, "seat ", 5) == 0 && (line[5] == '1' || line[5] == '2'))
        snprintf(s->token[line[5] - '1'], NET_TOKEN_TEXT, "%s", line + 7);
}

static void sink_clear(Sink *s) {
    while (s->head) {
        Queued *next = s->head->next;
        free(s->head);
        s->head = next;
    }
    s->lines = s->bytes = 0;
}

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

static NetMessage parse(const char *line, NetSender from) {
    NetMessage m;
    Error err;
    if (!net_message_parse(line, strlen(line), from, &m, &err)) {
        fprintf(stderr, "'%s': %s\n", line, err.message);
        exit(2);
    }
    return m;
}

/* A random legal move of `st` after which the game goes on, when there is one. */
static Move lasting_move(const GameRules *g, const void *st, Rng *rng, void *scratch) {
    Move moves[GAME_MOVES_MAX];
    int n = g->gen_moves(st, moves, GAME_MOVES_MAX);
    if (n <= 0) return 0;
    int first = (int)rng_below(rng, (uint64_t)n);
    for (int k = 0; k < n; k++) {
        Move m = moves[(first + k) % n];
        memcpy(scratch, st, g->state_size);
        g->apply(scratch, m);
        if (g->outcome(scratch).kind == OUTCOME_ONGOING) return m;
    }
    return moves[first];
}

/* Plays one room to its end or to `plies` moves, then times the greetings. */
static void bench(const char *host, int plies, int watches) {
    NetMessage m = parse(host, NET_FROM_CLIENT);
    const GameRules *g = game_find(m.args[0]);
    if (!g) {
        fprintf(stderr, "unknown game in '%s'\n", host);
        exit(2);
    }
    GameOptions opts;
    game_options_init(&opts);
    Error err;
    for (int i = 1; i < m.argc; i++)
        if (!game_options_add(&opts, m.args[i], &err)) {
            fprintf(stderr, "'%s': %s\n", host, err.message);
            exit(2);
        }
    Sink sink = {0};
    NetRoomSettings settings = {.have_seed = true, .seed = 5};
    int64_t now = 1000000;
    NetRoom *room = net_room_new("K7M2QX", &m, &settings, now, sink_send, &sink, &err);
    if (!room || net_room_join(room, now, sink_send, &sink, &err) < 0) {
        fprintf(stderr, "'%s': %s\n", host, err.message);
        exit(2);
    }
    unsigned char *st = malloc(g->state_size), *scratch = malloc(g->state_size);
    if (!st || !scratch || !g->setup(st, &opts, 5, &err)) {
        fprintf(stderr, "'%s': no start: %s\n", host, err.message);
        exit(2);
    }
    Rng rng;
    rng_seed(&rng, 11);
    int played = 0;
    while (played < plies && !net_room_over(room)) {
        Move mv = lasting_move(g, st, &rng, scratch);
        char line[GAME_MOVE_TEXT_MAX + 8] = "play ";
        if (!g->move_to_text(st, mv, line + 5, sizeof line - 5)) break;
        NetMessage play = parse(line, NET_FROM_CLIENT);
        now += 1000;
        if (!net_room_handle(room, g->to_move(st), &play, now, sink_send, &sink)) {
            fprintf(stderr, "'%s': the room refused %s\n", host, line);
            exit(1);
        }
        g->apply(st, mv);
        played++;
        sink_clear(&sink);
    }
    double *took = malloc(sizeof *took * (size_t)watches);
    long lines = 0, bytes = 0;
    for (int i = 0; i < watches; i++) {
        double start = now_ms();
        net_room_watch_at(room, now, sink_send, &sink);
        sink_clear(&sink); /* as the queue frees what it wrote */
        took[i] = now_ms() - start;
        if (i == 0) {
            net_room_watch_at(room, now, sink_send, &sink);
            lines = sink.lines;
            bytes = sink.bytes;
            sink_clear(&sink);
        }
    }
    qsort(took, (size_t)watches, sizeof *took, by_value);
    /* A seat's rejoin, once: the same greeting with its own view. */
    char token[NET_TOKEN_TEXT];
    snprintf(token, sizeof token, "%s", sink.token[1]);
    net_room_left(room, 1, now, sink_send, &sink);
    sink_clear(&sink);
    double start = now_ms();
    net_room_rejoin(room, token, now, sink_send, &sink, &err);
    sink_clear(&sink);
    double rejoin = now_ms() - start;
    printf("%-34s plies %4d %-5s watch p50 %7.3f ms max %7.3f ms (%ld lines, %ld bytes), rejoin "
           "%7.3f ms, room %5.1f KB\n",
           host + 5, played, net_room_over(room) ? "over" : "on", took[watches / 2],
           took[watches - 1], lines, bytes, rejoin, (double)net_room_memory(room) / 1024.0);
    free(took);
    free(st);
    free(scratch);
    net_room_free(room);
}

int main(int argc, char **argv) {
    int plies = 100000, watches = 50;
    const char *hosts[16];
    int count = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--plies") == 0 && i + 1 < argc)
            plies = atoi(argv[++i]);
        else if (strcmp(argv[i], "--watches") == 0 && i + 1 < argc)
            watches = atoi(argv[++i]);
        else if (strncmp(argv[i], "host ", 5) == 0 && count < 16)
            hosts[count++] = argv[i];
        else {
            fprintf(stderr, "usage: room_greeting_bench [--plies N] [--watches K] "
                            "['host <game> [key=value]...']...\n");
            return 2;
        }
    }
    if (plies < 1 || watches < 1) return 2;
    if (!count)
        for (size_t i = 0; i < sizeof default_hosts / sizeof default_hosts[0]; i++)
            hosts[count++] = default_hosts[i];
    printf("greeting cost: games played with random moves that keep them going, up to %d "
           "plies; %d watches each\n",
           plies, watches);
    for (int i = 0; i < count; i++) bench(hosts[i], plies, watches);
    return 0;
}
