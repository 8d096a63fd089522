/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seat tokens and room codes from the system's random source. */
#include "net/net_token.h"

#include <ctype.h>
#include <errno.h>
#include <string.h>
#include <sys/random.h>

static const char code_alphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"; /* 31: no 0 O 1 I L */

static bool random_bytes(unsigned char *out, size_t n, Error *err) {
    size_t got = 0;
    while (got < n) {
        ssize_t r = getrandom(out + got, n - got, 0);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return error_set(err, "no random bytes from the system: %s", strerror(errno));
        got += (size_t)r;
    }
    return true;
}

bool net_token_new(char out[NET_TOKEN_TEXT], Error *err) {
    unsigned char bytes[16];
    out[0] = '\0';
    if (!random_bytes(bytes, sizeof bytes, err)) return false;
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < sizeof bytes; i++) {
        out[2 * i] = hex[bytes[i] >> 4];
        out[2 * i + 1] = hex[bytes[i] & 15];
    }
    out[32] = '\0';
    return true;
}

bool net_room_code_new(char out[NET_ROOM_CODE_LENGTH + 1], Error *err) {
    out[0] = '\0';
    enum { ALPHABET = sizeof code_alphabet - 1, FAIR = 256 / ALPHABET * ALPHABET };
    int made = 0;
    while (made < NET_ROOM_CODE_LENGTH) {
        unsigned char b[16];
        if (!random_bytes(b, sizeof b, err)) return false;
        for (size_t i = 0; i < sizeof b && made < NET_ROOM_CODE_LENGTH; i++)
            if (b[i] < FAIR) out[made++] = code_alphabet[b[i] % ALPHABET]; /* no bias */
    }
    out[made] = '\0';
    return true;
}

bool net_room_code_valid(const char *text) {
    size_t n = strlen(text);
    if (n != NET_ROOM_CODE_LENGTH) return false;
    for (size_t i = 0; i < n; i++)
        if (!strchr(code_alphabet, toupper((unsigned char)text[i]))) return false;
    return true;
}

bool net_token_equal(const char *a, const char *b) {
    size_t na = strlen(a), nb = strlen(b);
    unsigned diff = (unsigned)(na ^ nb);
    for (size_t i = 0; i < na && i < nb; i++) diff |= (unsigned)(a[i] ^ b[i]);
    return diff == 0 && na == NET_TOKEN_TEXT - 1;
}
