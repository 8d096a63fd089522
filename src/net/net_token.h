/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Secrets a server hands out: seat tokens (128 random bits from the system's random source, to
 * rejoin a seat) and short room codes that people read out to each other. */
#ifndef DUELBOARD_NET_NET_TOKEN_H
#define DUELBOARD_NET_NET_TOKEN_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

#define NET_TOKEN_TEXT 33 /* 32 hex digits and a NUL */
#define NET_ROOM_CODE_LENGTH 6

/* A new seat token as 32 lowercase hex digits; false when the system gives no random bytes. */
bool net_token_new(char out[NET_TOKEN_TEXT], Error *err);
/* A new room code of NET_ROOM_CODE_LENGTH letters and digits that cannot be misread (no 0/O,
 * 1/I/L), with its NUL. */
bool net_room_code_new(char out[NET_ROOM_CODE_LENGTH + 1], Error *err);
/* Whether `text` has the shape of a room code (any case). */
bool net_room_code_valid(const char *text);
/* Compares two tokens in time that does not depend on where they differ. */
bool net_token_equal(const char *a, const char *b);

#endif
