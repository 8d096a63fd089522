/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The referee protocol's messages: the verb table, the bounded parser and the writer. */
#include "net/net_message.h"

#include <stdio.h>
#include <string.h>

typedef struct VerbRule {
    const char *name;
    NetSender sender;
    int min_args, max_args;
} VerbRule;

static const VerbRule verb_rules[NET_VERB_COUNT] = {
    [NET_HELLO] = {"hello", NET_FROM_CLIENT, 2, 2},
    [NET_WELCOME] = {"welcome", NET_FROM_SERVER, 2, 2},
    [NET_HOST] = {"host", NET_FROM_CLIENT, 1, NET_ARGS_MAX},
    [NET_ROOM] = {"room", NET_FROM_SERVER, 1, 1},
    [NET_JOIN] = {"join", NET_FROM_CLIENT, 1, 1},
    [NET_REJOIN] = {"rejoin", NET_FROM_CLIENT, 2, 2},
    [NET_WATCH] = {"watch", NET_FROM_CLIENT, 1, 1},
    [NET_SEAT] = {"seat", NET_FROM_SERVER, 2, 2},
    [NET_START] = {"start", NET_FROM_SERVER, 1, NET_ARGS_MAX},
    [NET_PLAY] = {"play", NET_FROM_CLIENT, 1, 1},
    [NET_MOVED] = {"moved", NET_FROM_SERVER, 3, NET_ARGS_MAX},
    [NET_POSITION] = {"position", NET_FROM_SERVER, 2, NET_ARGS_MAX},
    [NET_CLOCK] = {"clock", NET_FROM_SERVER, 3, 3},
    [NET_RESIGN] = {"resign", NET_FROM_CLIENT, 0, 0},
    [NET_DRAW] = {"draw", NET_FROM_EITHER, 1, 1},
    [NET_REMATCH] = {"rematch", NET_FROM_EITHER, 0, 0},
    [NET_SAY] = {"say", NET_FROM_CLIENT, 1, 1},
    [NET_SAID] = {"said", NET_FROM_SERVER, 2, 2},
    [NET_OVER] = {"over", NET_FROM_SERVER, 1, NET_ARGS_MAX},
    [NET_WAITING] = {"waiting", NET_FROM_SERVER, 2, 2},
    [NET_PING] = {"ping", NET_FROM_EITHER, 1, 1},
    [NET_PONG] = {"pong", NET_FROM_EITHER, 1, 1},
    [NET_REVEAL] = {"reveal", NET_FROM_SERVER, 3, 3},
    [NET_ERROR] = {"error", NET_FROM_SERVER, 1, NET_ARGS_MAX},
    [NET_BYE] = {"bye", NET_FROM_EITHER, 0, 0},
    [NET_GONE] = {"gone", NET_FROM_SERVER, 1, 1},
    [NET_CLAIM] = {"claim", NET_FROM_CLIENT, 0, 0},
};

static const char *const phrases[] = {"hello",  "good-game",   "thinking",
                                      "thanks", "well-played", "rematch?"};

const char *net_verb_name(NetVerb verb) {
    return verb >= 0 && verb < NET_VERB_COUNT ? verb_rules[verb].name : "?";
}

int net_verb_find(const char *word, size_t length) {
    for (int v = 0; v < NET_VERB_COUNT; v++)
        if (strlen(verb_rules[v].name) == length && memcmp(verb_rules[v].name, word, length) == 0)
            return v;
    return -1;
}

bool net_phrase_known(const char *phrase) {
    for (size_t i = 0; i < sizeof phrases / sizeof phrases[0]; i++)
        if (strcmp(phrases[i], phrase) == 0) return true;
    return false;
}

static bool printable(unsigned char c) {
    return c > ' ' && c < 0x7f;
}

bool net_message_parse(const char *line, size_t length, NetSender sender, NetMessage *out,
                       Error *err) {
    if (length > NET_LINE_MAX)
        return error_set(err, "line too long (at most %d bytes)", NET_LINE_MAX);
    if (length == 0) return error_set(err, "empty line");
    size_t at = 0;
    int word = -1; /* -1: the verb */
    while (at < length) {
        size_t start = at;
        while (at < length && printable((unsigned char)line[at])) at++;
        size_t size = at - start;
        if (size == 0) {
            unsigned char c = (unsigned char)line[at];
            if (c == ' ') return error_set(err, "words are separated by one space");
            return error_set(err, "character %d is not printable ASCII", (int)c);
        }
        if (word < 0) {
            int verb = net_verb_find(line + start, size);
            if (verb < 0) return error_set(err, "unknown message");
            if (!(verb_rules[verb].sender & sender))
                return error_set(err, "'%s' is not a message this side may send",
                                 verb_rules[verb].name);
            out->verb = (NetVerb)verb;
            out->argc = 0;
        } else {
            if (word >= verb_rules[out->verb].max_args)
                return error_set(err, "too many words for '%s'", verb_rules[out->verb].name);
            if (size >= NET_WORD_MAX)
                return error_set(err, "word %d too long (at most %d bytes)", word + 1,
                                 NET_WORD_MAX - 1);
            memcpy(out->args[word], line + start, size);
            out->args[word][size] = '\0';
            out->argc = word + 1;
        }
        word++;
        if (at < length) { /* a single space, then another word */
            if (line[at] != ' ')
                return error_set(err, "character %d is not printable ASCII",
                                 (int)(unsigned char)line[at]);
            at++;
            if (at == length) return error_set(err, "words are separated by one space");
        }
    }
    const VerbRule *rule = &verb_rules[out->verb];
    if (out->argc < rule->min_args) return error_set(err, "too few words for '%s'", rule->name);
    return true;
}

bool net_message_line(const NetMessage *m, char *buf, size_t n, Error *err) {
    if (!net_message_format(m, buf, n, err)) return false;
    buf[strcspn(buf, "\n")] = '\0';
    return true;
}

bool net_message_format(const NetMessage *m, char *buf, size_t n, Error *err) {
    if (n) buf[0] = '\0';
    if (m->verb < 0 || m->verb >= NET_VERB_COUNT) return error_set(err, "unknown message");
    const VerbRule *rule = &verb_rules[m->verb];
    if (m->argc < rule->min_args || m->argc > rule->max_args)
        return error_set(err, "wrong number of words for '%s'", rule->name);
    size_t used = strlen(rule->name);
    if (used + 1 >= n) return error_set(err, "no room for the message");
    memcpy(buf, rule->name, used);
    for (int i = 0; i < m->argc; i++) {
        size_t size = strnlen(m->args[i], NET_WORD_MAX);
        if (size == 0 || size >= NET_WORD_MAX)
            return buf[0] = '\0', error_set(err, "word %d is empty or too long", i + 1);
        for (size_t k = 0; k < size; k++)
            if (!printable((unsigned char)m->args[i][k]))
                return buf[0] = '\0',
                       error_set(err, "word %d has a character a line cannot carry", i + 1);
        if (used + 1 + size > NET_LINE_MAX || used + 1 + size + 2 > n)
            return buf[0] = '\0', error_set(err, "message too long");
        buf[used++] = ' ';
        memcpy(buf + used, m->args[i], size);
        used += size;
    }
    buf[used++] = '\n';
    buf[used] = '\0';
    return true;
}
