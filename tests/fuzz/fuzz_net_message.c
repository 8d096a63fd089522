/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Fuzz target: the referee protocol's message parser. Any bytes, read as a line from either side,
 * must be refused with a reason or give a message that writes back as the same line. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "net/net_message.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    for (int sender = NET_FROM_CLIENT; sender <= NET_FROM_SERVER; sender++) {
        NetMessage m;
        Error err;
        if (!net_message_parse((const char *)data, size, (NetSender)sender, &m, &err)) {
            if (!memchr(err.message, '\0', sizeof err.message) || !err.message[0]) abort();
            continue;
        }
        char line[NET_LINE_MAX + 2];
        if (!net_message_format(&m, line, sizeof line, &err)) abort();
        if (strlen(line) != size + 1 || memcmp(line, data, size) != 0) abort();
    }
    return 0;
}
