/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: a referee room driven by a hostile script. The first byte picks the game (Onitama
 * or Mortar Hunt, with a clock or, its top bit set, without: where a seat that stays away is
 * `gone` and may be claimed); then each line is one event, its first byte saying whose: a message
 * from side 1, side 2 or a spectator (the rest of the line, read by the protocol's parser as a
 * client's), a join, a rejoin, a watch, a seat leaving, time passing, or a legal move by the side
 * to move (so that games get somewhere). After every event: every line sent reads back as a server
 * message within the bounds, none was dropped, the room's record loads, and its saved text
 * restores into a room that saves the same text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_message.h"
#include "net/net_room.h"
#include "rules/game_record.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const tokens[2] = {"0123456789abcdef0123456789abcdef",
                                      "fedcba9876543210fedcba9876543210"};

static void check_send(void *context, NetRecipient to, const char *line) {
    (void)context;
    NetMessage m;
    Error err;
    if (to < NET_TO_SIDE_1 || to > NET_TO_SENDER) abort();
    if (!net_message_parse(line, strlen(line), NET_FROM_SERVER, &m, &err)) abort();
}

/* The record loads, and the saved room restores to the same saved text. */
static void check_room(NetRoom *r, int64_t now, GameLine *line) {
    Error err;
    char *record = net_room_record(r, &err);
    if (!record) abort();
    GameRecordTimes times;
    if (!game_record_load_timed(record, line, NULL, &times, &err)) abort();
    game_record_times_free(&times);
    free(record);
    char *saved = net_room_save(r, &err);
    if (!saved) abort();
    NetRoom *back = net_room_restore(saved, now, &err);
    if (!back) abort();
    char *again = net_room_save(back, &err);
    if (!again || strcmp(saved, again) != 0) abort();
    if (net_room_over(back) != net_room_over(r)) abort();
    free(again);
    free(saved);
    net_room_free(back);
    if (net_room_faults(r) != 0) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 1 || size > 4096) return 0;
    static const char *const hosts[2][2] = {
        {"host onitama clock=1+1", "host mortar-hunt clock=move:5"},
        {"host onitama", "host mortar-hunt"}};
    const char *host = hosts[data[0] >> 7][data[0] & 1];
    NetMessage m;
    Error err;
    if (!net_message_parse(host, strlen(host), NET_FROM_CLIENT, &m, &err)) abort();
    NetRoomSettings settings = {.rejoin_wait_ms = 2000,
                                .tokens = {tokens[0], tokens[1]},
                                .have_seed = true,
                                .seed = (data[0] & 0x7f) >> 1};
    int64_t now = 1000000;
    NetRoom *r = net_room_new("K7M2QX", &m, &settings, now, check_send, NULL, &err);
    if (!r) abort();
    GameLine line;
    check_room(r, now, &line);
    size_t at = 1;
    while (at < size) {
        const char *start = (const char *)data + at;
        const char *nl = memchr(start, '\n', size - at);
        size_t len = nl ? (size_t)(nl - start) : size - at;
        at += len + 1;
        if (len == 0) continue;
        uint8_t action = (uint8_t)start[0] % 9;
        const char *rest = start + 1;
        size_t rest_len = len - 1;
        char text[64];
        snprintf(text, sizeof text, "%.*s", (int)(rest_len < 63 ? rest_len : 63), rest);
        now += 50000;
        switch (action) {
        case 0:
        case 1:
        case 2: /* a client message from side 1, side 2 or a spectator */
            if (net_message_parse(rest, rest_len, NET_FROM_CLIENT, &m, &err))
                net_room_handle(r, action == 2 ? NET_ROLE_SPECTATOR : action, &m, now, check_send,
                                NULL);
            break;
        case 3:
            net_room_join(r, now, check_send, NULL, &err);
            break;
        case 4: /* a rejoin with a seat's token, or with whatever the line holds */
            net_room_rejoin(r, rest_len == 1 ? tokens[rest[0] & 1] : text, now, check_send, NULL,
                            &err);
            break;
        case 5:
            net_room_watch_at(r, now, check_send, NULL);
            break;
        case 6:
            net_room_left(r, rest_len ? rest[0] & 1 : 0, now, check_send, NULL);
            break;
        case 7: /* time passes: up to about 17 minutes */
            now += (int64_t)(rest_len ? (uint8_t)rest[0] : 1) << 22;
            if (net_room_tick(r, now, check_send, NULL) < -1) abort();
            break;
        case 8: { /* the side to move plays a legal move */
            Move moves[GAME_MOVES_MAX];
            int n = game_line_moves(&line, moves, GAME_MOVES_MAX);
            char move[GAME_MOVE_TEXT_MAX + 8] = "play ";
            if (n > 0 &&
                line.rules->move_to_text(game_line_state(&line),
                                         moves[(rest_len ? (uint8_t)rest[0] : 0) % n], move + 5,
                                         sizeof move - 5) &&
                net_message_parse(move, strlen(move), NET_FROM_CLIENT, &m, &err))
                net_room_handle(r, line.rules->to_move(game_line_state(&line)), &m, now, check_send,
                                NULL);
            break;
        }
        }
        game_line_free(&line);
        check_room(r, now, &line);
    }
    game_line_free(&line);
    net_room_free(r);
    return 0;
}
