/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Invitations duelboard://host:port/CODE read and written, every part checked by its shape. */
#include "net/net_invite.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "net/net_server.h"

static bool host_name_valid(const char *host, size_t length) {
    if (length == 0 || length >= NET_HOST_MAX || host[0] == '.' || host[0] == '-' ||
        host[length - 1] == '-')
        return false;
    for (size_t i = 0; i < length; i++) {
        unsigned char ch = (unsigned char)host[i];
        if (!isalnum(ch) && ch != '.' && ch != '-') return false;
        if (ch == '.' && i + 1 < length && host[i + 1] == '.') return false;
    }
    return true;
}

static bool ipv6_valid(const char *host, size_t length) {
    if (length < 2 || length > 45) return false;
    int colons = 0;
    for (size_t i = 0; i < length; i++) {
        unsigned char ch = (unsigned char)host[i];
        if (ch == ':')
            colons++;
        else if (!isxdigit(ch) && ch != '.')
            return false;
    }
    return colons >= 2;
}

bool net_invite_parse(const char *text, NetInvite *out, Error *err) {
    memset(out, 0, sizeof *out);
    while (isspace((unsigned char)*text)) text++;
    size_t length = strlen(text);
    while (length && isspace((unsigned char)text[length - 1])) length--;
    if (length > NET_INVITE_MAX)
        return error_set(err, "an invite is at most %d characters", NET_INVITE_MAX);
    size_t scheme = strlen(NET_INVITE_SCHEME);
    if (length < scheme || strncasecmp(text, NET_INVITE_SCHEME, scheme) != 0)
        return error_set(err, "an invite starts with %s", NET_INVITE_SCHEME);
    const char *p = text + scheme, *end = text + length;
    const char *host = p;
    size_t host_length;
    bool bracketed = *p == '[';
    if (bracketed) {
        const char *close = memchr(p, ']', (size_t)(end - p));
        if (!close) return error_set(err, "an IPv6 address in an invite ends with ]");
        host = p + 1;
        host_length = (size_t)(close - host);
        if (!ipv6_valid(host, host_length)) return error_set(err, "that is not an IPv6 address");
        p = close + 1;
    } else {
        while (p < end && *p != ':' && *p != '/') p++;
        host_length = (size_t)(p - host);
        if (!host_name_valid(host, host_length))
            return error_set(err, "that is not a host name or address");
    }
    memcpy(out->host, host, host_length);
    out->host[host_length] = '\0';
    out->port = NET_SERVER_DEFAULT_PORT;
    if (p < end && *p == ':') {
        p++;
        int port = 0, digits = 0;
        while (p < end && isdigit((unsigned char)*p) && digits < 6) {
            port = port * 10 + (*p++ - '0');
            digits++;
        }
        if (digits == 0 || digits > 5 || port < 1 || port > 65535)
            return error_set(err, "the port is a number from 1 to 65535");
        out->port = port;
    }
    if (p >= end || *p != '/') return error_set(err, "an invite ends with /CODE, the room's code");
    p++;
    if ((size_t)(end - p) != NET_ROOM_CODE_LENGTH)
        return error_set(err, "a room code is %d letters and digits", NET_ROOM_CODE_LENGTH);
    char code[NET_ROOM_CODE_LENGTH + 1];
    for (int i = 0; i < NET_ROOM_CODE_LENGTH; i++) code[i] = (char)toupper((unsigned char)p[i]);
    code[NET_ROOM_CODE_LENGTH] = '\0';
    if (!net_room_code_valid(code))
        return error_set(err, "that is not a room code (six letters and digits, no 0, O, 1, I, "
                              "L)");
    memcpy(out->code, code, sizeof code);
    return true;
}

bool net_invite_format(const NetInvite *invite, char *buf, size_t n, Error *err) {
    if (n) buf[0] = '\0';
    size_t host_length = strnlen(invite->host, NET_HOST_MAX);
    bool v6 = memchr(invite->host, ':', host_length) != NULL;
    if (v6 ? !ipv6_valid(invite->host, host_length) : !host_name_valid(invite->host, host_length))
        return error_set(err, "that is not a host name or address");
    if (invite->port < 1 || invite->port > 65535)
        return error_set(err, "the port is a number from 1 to 65535");
    if (!net_room_code_valid(invite->code)) return error_set(err, "that is not a room code");
    int w = snprintf(buf, n, "%s%s%s%s:%d/%s", NET_INVITE_SCHEME, v6 ? "[" : "", invite->host,
                     v6 ? "]" : "", invite->port, invite->code);
    if (w < 0 || (size_t)w >= n) {
        if (n) buf[0] = '\0';
        return error_set(err, "the invite does not fit");
    }
    return true;
}
