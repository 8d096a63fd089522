/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The seat of a network game played with `duelboard-cli play`, kept in a small file from the
 * moment the server gives it until the game ends, so that `play --rejoin` takes it back after
 * the program was stopped (killed, the terminal closed): the server's address, the room, the
 * side, the seat's token and the game. By default the file is under the user's state directory,
 * $XDG_STATE_HOME/duelboard/seats/ (~/.local/state when it is not set), one a seat, named by the
 * server, room and side, in a folder only its owner can read (a token is the seat itself). */
#ifndef DUELBOARD_CLI_CLI_NET_SEAT_H
#define DUELBOARD_CLI_CLI_NET_SEAT_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

#define CLI_SEAT_PATH_MAX 1200

typedef struct CliSeat {
    char server[300]; /* host:port as the server was reached */
    char room[16];
    int side; /* 0 or 1 */
    char token[64];
    char game[32];
} CliSeat;

/* The folder of kept seats (made when missing when `make`); false when there is no home to put
 * it in or it cannot be made, with the reason. */
bool cli_seat_dir(char *out, size_t n, bool make, Error *err);
/* The file of the seat `side` of `room` at `server` in `dir`. */
void cli_seat_path(const char *dir, const char *server, const char *room, int side, char *out,
                   size_t n);
bool cli_seat_write(const char *path, const CliSeat *seat, Error *err);
/* Reads a kept seat; false with the reason when the file is missing or not one. */
bool cli_seat_read(const char *path, CliSeat *seat, Error *err);

#endif
