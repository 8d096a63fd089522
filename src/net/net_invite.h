/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Invitations to a room, as one text a player copies and sends: duelboard://host:port/CODE
 * (an IPv6 address in brackets). Read strictly, since an invite comes from anyone. */
#ifndef DUELBOARD_NET_NET_INVITE_H
#define DUELBOARD_NET_NET_INVITE_H

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"
#include "net/net_token.h"

#define NET_INVITE_SCHEME "duelboard://"
#define NET_HOST_MAX 254 /* a host name (253) or an address, with its NUL */
#define NET_INVITE_MAX 300

typedef struct NetInvite {
    char host[NET_HOST_MAX]; /* a name or an address; an IPv6 address without its brackets */
    int port;
    char code[NET_ROOM_CODE_LENGTH + 1]; /* upper case */
} NetInvite;

/* Reads an invite (surrounding white space allowed; the scheme and code in any case; the port may
 * be left out for the default). False with the reason for anything else. */
bool net_invite_parse(const char *text, NetInvite *out, Error *err);
/* Writes an invite; false when it does not fit or its parts are not valid. */
bool net_invite_format(const NetInvite *invite, char *buf, size_t n, Error *err);

#endif
