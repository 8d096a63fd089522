/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Sockets and this computer's addresses on POSIX systems (getifaddrs) and on Windows (Winsock,
 * GetAdaptersAddresses). */
#ifndef _WIN32
#define _DEFAULT_SOURCE /* getifaddrs and the interface flags are BSD and GNU additions */
#endif
#include "net/net_socket.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

socklen_t net_socket_address_length(int family) {
    return family == AF_INET ? sizeof(struct sockaddr_in) : sizeof(struct sockaddr_in6);
}

#ifdef _WIN32
bool net_sockets_ready(void) {
    static bool ready;
    if (!ready) {
        WSADATA data;
        ready = WSAStartup(MAKEWORD(2, 2), &data) == 0;
    }
    return ready;
}

void net_socket_close(NetSocket s) {
    closesocket(s);
}

bool net_socket_nonblocking(NetSocket s) {
    u_long on = 1;
    return ioctlsocket(s, FIONBIO, &on) == 0;
}

bool net_socket_would_block(void) {
    return WSAGetLastError() == WSAEWOULDBLOCK;
}

bool net_socket_try_again(void) {
    int e = WSAGetLastError();
    return e == WSAEINTR || e == WSAECONNRESET;
}

const char *net_socket_error_text(void) {
    static char text[160];
    int e = WSAGetLastError();
    DWORD n = FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, NULL,
                             (DWORD)e, 0, text, sizeof text, NULL);
    while (n > 0 && (text[n - 1] == '\n' || text[n - 1] == '\r' || text[n - 1] == '.'))
        text[--n] = '\0';
    if (n == 0) snprintf(text, sizeof text, "socket error %d", e);
    return text;
}

/* Every adapter with its addresses; the caller frees it. */
static IP_ADAPTER_ADDRESSES *adapters(void) {
    ULONG size = 16 * 1024;
    for (int attempt = 0; attempt < 3; attempt++) {
        IP_ADAPTER_ADDRESSES *all = malloc(size);
        if (!all) return NULL;
        ULONG got = GetAdaptersAddresses(
            AF_UNSPEC, GAA_FLAG_SKIP_ANYCAST | GAA_FLAG_SKIP_MULTICAST | GAA_FLAG_SKIP_DNS_SERVER,
            NULL, all, &size);
        if (got == NO_ERROR) return all;
        free(all);
        if (got != ERROR_BUFFER_OVERFLOW) return NULL;
    }
    return NULL;
}

bool net_interface_address(const char *name, struct sockaddr_storage *out) {
    IP_ADAPTER_ADDRESSES *all = adapters();
    if (!all) return false;
    const struct sockaddr *v4 = NULL, *v6 = NULL;
    for (IP_ADAPTER_ADDRESSES *a = all; a; a = a->Next) {
        char friendly[256];
        if (!WideCharToMultiByte(CP_UTF8, 0, a->FriendlyName, -1, friendly, sizeof friendly, NULL,
                                 NULL) ||
            strcmp(friendly, name) != 0)
            continue;
        for (IP_ADAPTER_UNICAST_ADDRESS *u = a->FirstUnicastAddress; u; u = u->Next) {
            const struct sockaddr *sa = u->Address.lpSockaddr;
            if (sa->sa_family == AF_INET && !v4) v4 = sa;
            if (sa->sa_family == AF_INET6 && !v6) v6 = sa;
        }
    }
    const struct sockaddr *chosen = v4 ? v4 : v6;
    if (chosen) memcpy(out, chosen, net_socket_address_length(chosen->sa_family));
    free(all);
    return chosen != NULL;
}

bool net_network_address(char *out, size_t n) {
    IP_ADAPTER_ADDRESSES *all = adapters();
    if (!all) return false;
    bool found = false;
    for (IP_ADAPTER_ADDRESSES *a = all; a && !found; a = a->Next) {
        if (a->OperStatus != IfOperStatusUp || a->IfType == IF_TYPE_SOFTWARE_LOOPBACK) continue;
        for (IP_ADAPTER_UNICAST_ADDRESS *u = a->FirstUnicastAddress; u && !found; u = u->Next) {
            const struct sockaddr *sa = u->Address.lpSockaddr;
            if (sa->sa_family != AF_INET) continue;
            const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)sa;
            found = inet_ntop(AF_INET, &in->sin_addr, out, n) != NULL;
        }
    }
    free(all);
    return found;
}
#else
#include <fcntl.h>
#include <ifaddrs.h>
#include <unistd.h>

bool net_sockets_ready(void) {
    return true;
}

void net_socket_close(NetSocket s) {
    close(s);
}

bool net_socket_nonblocking(NetSocket s) {
    return fcntl(s, F_SETFD, FD_CLOEXEC) == 0 &&
           fcntl(s, F_SETFL, fcntl(s, F_GETFL) | O_NONBLOCK) == 0;
}

bool net_socket_would_block(void) {
    return errno == EAGAIN || errno == EWOULDBLOCK;
}

bool net_socket_try_again(void) {
    return errno == EINTR || errno == ECONNABORTED;
}

const char *net_socket_error_text(void) {
    return strerror(errno);
}

bool net_interface_address(const char *name, struct sockaddr_storage *out) {
    struct ifaddrs *all;
    if (getifaddrs(&all) != 0) return false;
    const struct sockaddr *v4 = NULL, *v6 = NULL;
    for (struct ifaddrs *i = all; i; i = i->ifa_next) {
        if (!i->ifa_addr || strcmp(i->ifa_name, name) != 0) continue;
        if (i->ifa_addr->sa_family == AF_INET && !v4) v4 = i->ifa_addr;
        if (i->ifa_addr->sa_family == AF_INET6 && !v6) v6 = i->ifa_addr;
    }
    const struct sockaddr *chosen = v4 ? v4 : v6;
    if (chosen) memcpy(out, chosen, net_socket_address_length(chosen->sa_family));
    freeifaddrs(all);
    return chosen != NULL;
}

bool net_network_address(char *out, size_t n) {
    struct ifaddrs *all = NULL;
    if (getifaddrs(&all) != 0) return false;
    bool found = false;
    for (struct ifaddrs *i = all; i && !found; i = i->ifa_next) {
        if (!i->ifa_addr || i->ifa_addr->sa_family != AF_INET || !(i->ifa_flags & IFF_UP) ||
            (i->ifa_flags & IFF_LOOPBACK))
            continue;
        const struct sockaddr_in *in = (const struct sockaddr_in *)(const void *)i->ifa_addr;
        found = inet_ntop(AF_INET, &in->sin_addr, out, (socklen_t)n) != NULL;
    }
    freeifaddrs(all);
    return found;
}
#endif
