/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Seat tokens and room codes from the system's random source. */
#include "net/net_token.h"

#include <ctype.h>
#include <string.h>

#include "core/secret.h"

static const char code_alphabet[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"; /* 31: no 0 O 1 I L */

bool net_token_new(char out[NET_TOKEN_TEXT], Error *err) {
    unsigned char bytes[16];
    out[0] = '\0';
    if (!secret_bytes(bytes, sizeof bytes, err)) return false;
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
        if (!secret_bytes(b, sizeof b, err)) return false;
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
