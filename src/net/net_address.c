/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Addresses for the referee server: the socket address to listen on and the key peers are
 * counted by (net_address.h). */
#ifndef _WIN32
#define _DEFAULT_SOURCE /* if_indextoname, getaddrinfo's AI_ flags */
#endif
#include "net/net_address.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "net/net_socket.h"

void net_address_key(const char *address, char *key, size_t n) {
    if (n == 0) return;
    /* A link-local peer may say on which interface it is (fe80::1%eth0). */
    char text[NET_ADDRESS_TEXT_MAX];
    snprintf(text, sizeof text, "%s", address);
    char *zone = strchr(text, '%');
    if (zone) *zone++ = '\0';
    struct in_addr v4;
    struct in6_addr v6;
    char out[NET_ADDRESS_TEXT_MAX];
    if (inet_pton(AF_INET, text, &v4) == 1) {
        inet_ntop(AF_INET, &v4, out, sizeof out);
    } else if (inet_pton(AF_INET6, text, &v6) == 1) {
        static const uint8_t mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
        if (memcmp(v6.s6_addr, mapped, sizeof mapped) == 0) {
            memcpy(&v4, v6.s6_addr + 12, 4);
            inet_ntop(AF_INET, &v4, out, sizeof out);
        } else if (v6.s6_addr[0] == 0xfe && (v6.s6_addr[1] & 0xc0) == 0x80) {
            /* Every link-local peer shares fe80::/64: each is counted by its whole address. */
            inet_ntop(AF_INET6, &v6, out, sizeof out);
            if (zone) snprintf(out + strlen(out), sizeof out - strlen(out), "%%%.16s", zone);
        } else {
            memset(v6.s6_addr + 8, 0, 8);
            inet_ntop(AF_INET6, &v6, out, sizeof out - 3);
            strcat(out, "/64");
        }
    } else {
        snprintf(out, sizeof out, "%s", address);
    }
    snprintf(key, n, "%s", out);
}

static void set_port(struct sockaddr_storage *a, int port) {
    if (a->ss_family == AF_INET)
        ((struct sockaddr_in *)a)->sin_port = htons((uint16_t)port);
    else
        ((struct sockaddr_in6 *)a)->sin6_port = htons((uint16_t)port);
}

/* The first of getaddrinfo's answers for `text` that is IPv4 or IPv6. */
static bool first_address(const char *text, int flags, struct sockaddr_storage *out, int *status) {
    struct addrinfo hints, *found;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = flags;
    *status = getaddrinfo(text, NULL, &hints, &found);
    if (*status != 0) return false;
    bool ok = false;
    for (struct addrinfo *a = found; a && !ok; a = a->ai_next)
        if ((a->ai_family == AF_INET || a->ai_family == AF_INET6) && a->ai_addrlen <= sizeof *out) {
            memcpy(out, a->ai_addr, a->ai_addrlen);
            ok = true;
        }
    freeaddrinfo(found);
    if (!ok) *status = EAI_FAMILY;
    return ok;
}

bool net_address_listen(const char *text, int port, struct sockaddr_storage *out, socklen_t *length,
                        Error *err) {
    memset(out, 0, sizeof *out);
    if (!text || !text[0]) {
        /* Every address: IPv6's wildcard takes IPv4 peers too, unless IPv6 is not there. */
        NetSocket probe = net_sockets_ready() ? socket(AF_INET6, SOCK_STREAM, 0) : NET_SOCKET_NONE;
        if (probe != NET_SOCKET_NONE) {
            net_socket_close(probe);
            struct sockaddr_in6 *any6 = (struct sockaddr_in6 *)out;
            any6->sin6_family = AF_INET6;
            any6->sin6_addr = in6addr_any;
        } else {
            struct sockaddr_in *any4 = (struct sockaddr_in *)out;
            any4->sin_family = AF_INET;
            any4->sin_addr.s_addr = htonl(INADDR_ANY);
        }
    } else {
        int status = 0;
        if (strlen(text) > 255) return error_set(err, "the address to listen on is too long");
        if (!first_address(text, AI_NUMERICHOST, out, &status) &&
            !net_interface_address(text, out) && !first_address(text, AI_ADDRCONFIG, out, &status))
            return error_set(err, "%s is no address, interface or host name known here (%s)", text,
                             gai_strerror(status));
    }
    set_port(out, port);
    *length = net_socket_address_length(out->ss_family);
    return true;
}

void net_address_text(const struct sockaddr *address, char *out, size_t n) {
    if (n == 0) return;
    char text[NET_ADDRESS_TEXT_MAX] = "?";
    if (address->sa_family == AF_INET) {
        inet_ntop(AF_INET, &((const struct sockaddr_in *)address)->sin_addr, text, sizeof text);
    } else if (address->sa_family == AF_INET6) {
        const struct sockaddr_in6 *a6 = (const struct sockaddr_in6 *)address;
        inet_ntop(AF_INET6, &a6->sin6_addr, text, sizeof text - IF_NAMESIZE - 1);
        char name[IF_NAMESIZE];
        if (a6->sin6_scope_id && if_indextoname(a6->sin6_scope_id, name))
            snprintf(text + strlen(text), sizeof text - strlen(text), "%%%s", name);
    }
    snprintf(out, n, "%s", text);
}

bool net_address_same(const struct sockaddr *wanted, const struct sockaddr *got) {
    if (wanted->sa_family != got->sa_family) return false;
    if (wanted->sa_family == AF_INET) {
        const struct sockaddr_in *w = (const struct sockaddr_in *)wanted;
        const struct sockaddr_in *g = (const struct sockaddr_in *)got;
        return w->sin_addr.s_addr == g->sin_addr.s_addr &&
               (w->sin_port == 0 || w->sin_port == g->sin_port);
    }
    if (wanted->sa_family == AF_INET6) {
        const struct sockaddr_in6 *w = (const struct sockaddr_in6 *)wanted;
        const struct sockaddr_in6 *g = (const struct sockaddr_in6 *)got;
        return memcmp(&w->sin6_addr, &g->sin6_addr, sizeof w->sin6_addr) == 0 &&
               w->sin6_scope_id == g->sin6_scope_id &&
               (w->sin6_port == 0 || w->sin6_port == g->sin6_port);
    }
    return false;
}
