/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A scripted client of the referee server for the tests: it opens connections and follows a
 * script of lines to send and lines to expect, failing with what it got instead.
 *
 * usage: net_line_client --port N [--host H] [--timeout SECONDS] [--vars FILE] [--tls-ca PEM]
 *                        SCRIPT
 * (--tls-ca: connect with wss:// trusting that certificate; --wss: trusting the system's
 * authorities)
 *
 * Script lines (blank lines and lines starting with # are skipped; ${NAME} is replaced by a
 * variable everywhere):
 *   connect NAME          open a connection and make it the current one
 *   connect-past NAME LINE | REFUSAL
 *                         connect NAME and send LINE; while the answer starts with REFUSAL,
 *                         wait for the close and try again (a slot the server frees a moment
 *                         after a close); the answer is left to the next expect
 *   from ADDRESS          open the next connections from this local address (127.0.0.2: a
 *                         second client address on one computer; `from -`: any address)
 *   as NAME               make NAME the current connection
 *   send LINE             send LINE as it is (junk included) in one text message
 *   expect PREFIX         the next line received must start with PREFIX
 *   await PREFIX          skip lines until one starts with PREFIX
 *   keep VAR N            VAR = word N (0: the verb) of the line last matched
 *   expect-nothing MS     no line arrives within MS milliseconds
 *   expect-closed [TEXT]  the server closes the connection (no line before), saying TEXT in
 *                         the reason when given (e.g. the close status 1009)
 *   await-closed          skip lines until the server closes the connection
 *   close                 close the connection without `bye` (a drop) and wait for it
 *   sleep MS              wait
 *   raw N C               one text message of N bytes C (an oversized line)
 *   binary TEXT           TEXT in a binary message
 *   flood N LINE          LINE N times, as fast as they go
 * With --vars, variables are read from FILE (NAME=VALUE lines) first and written back at the
 * end, so a test can run several scripts around a server restart. */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/text_file.h"
#include "net/net_client.h"
#include "net/net_message.h"

#define CONNECTIONS_MAX 16
#define VARS_MAX 64
#define SCRIPT_LINE_MAX 2048

typedef struct Connection {
    char name[32];
    NetClient *client;
    char last[NET_LINE_MAX + 1];    /* the line last matched */
    char pending[NET_LINE_MAX + 1]; /* a line read ahead by connect-past, still to be matched */
    bool has_pending;
} Connection;

typedef struct Var {
    char name[32];
    char value[NET_WORD_MAX];
} Var;

static Connection connections[CONNECTIONS_MAX];
static int connection_count;
static Var vars[VARS_MAX];
static int var_count;
static const char *host = "127.0.0.1";
static int port;
static int timeout_ms = 5000;
static const char *script_path;
static const char *tls_ca; /* wss:// trusting this certificate when given */
static bool wss;           /* wss:// trusting the system's authorities */
static char source[64];    /* the local address connected from (plain ws://), when given */
static int script_line;

static void fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void fail(const char *fmt, ...) {
    fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "%s:%d: ", script_path, script_line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

static void sleep_ms(int ms) {
    struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
    while (nanosleep(&t, &t) != 0 && errno == EINTR) {}
}

static Var *var_find(const char *name, size_t length, bool add) {
    for (int i = 0; i < var_count; i++)
        if (strlen(vars[i].name) == length && strncmp(vars[i].name, name, length) == 0)
            return &vars[i];
    if (!add || var_count == VARS_MAX || length >= sizeof vars[0].name) return NULL;
    Var *v = &vars[var_count++];
    memcpy(v->name, name, length);
    v->name[length] = '\0';
    v->value[0] = '\0';
    return v;
}

/* The script line with every ${NAME} replaced. */
static void substitute(const char *in, char *out, size_t n) {
    size_t w = 0;
    while (*in && w + 1 < n) {
        const char *close = strncmp(in, "${", 2) == 0 ? strchr(in, '}') : NULL;
        if (close) {
            Var *v = var_find(in + 2, (size_t)(close - in - 2), false);
            if (!v) fail("no variable %.*s", (int)(close - in - 2), in + 2);
            for (const char *p = v->value; *p && w + 1 < n; p++) out[w++] = *p;
            in = close + 1;
        } else {
            out[w++] = *in++;
        }
    }
    out[w] = '\0';
}

static void vars_load(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return;
    char line[512];
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\n")] = '\0';
        char *eq = strchr(line, '=');
        if (!eq) continue;
        Var *v = var_find(line, (size_t)(eq - line), true);
        if (v) snprintf(v->value, sizeof v->value, "%s", eq + 1);
    }
    fclose(f);
}

static void vars_save(const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", path);
        exit(1);
    }
    for (int i = 0; i < var_count; i++) fprintf(f, "%s=%s\n", vars[i].name, vars[i].value);
    fclose(f);
}

static Connection *current;

static Connection *need_current(void) {
    if (!current) fail("no connection: connect first");
    return current;
}

static int number(const char *text, int low, int high) {
    char *end;
    long v = strtol(text, &end, 10);
    if (end == text || (*end && *end != ' ') || v < low || v > high)
        fail("not a number from %d to %d: %s", low, high, text);
    return (int)v;
}

/* The next line on the current connection within the timeout, or NULL. */
static bool next_line(Connection *c, char *buf, size_t n, int wait_ms) {
    if (c->has_pending) {
        c->has_pending = false;
        snprintf(buf, n, "%s", c->pending);
        return true;
    }
    bool got = net_client_wait(c->client, buf, n, wait_ms);
    if (got) printf("%s< %s\n", c->name, buf); /* the test's log shows the whole exchange */
    return got;
}

static void describe_end(Connection *c, char *what, size_t n) {
    char reason[256];
    if (net_client_status(c->client, reason, sizeof reason) == NET_CLIENT_CLOSED)
        snprintf(what, n, "the connection closed (%s)", reason);
    else
        snprintf(what, n, "nothing in %d ms", timeout_ms);
}

/* Opens c to the server as the options say, failing the script when it cannot. */
static void open_connection(Connection *c) {
    char why[400];
    Error err;
    c->client = tls_ca      ? net_client_connect_trusting(host, port, tls_ca, &err)
                : source[0] ? net_client_connect_from(host, port, source, &err)
                            : net_client_connect(host, port, wss, &err);
    if (!c->client) fail("%s", err.message);
    net_client_wait_status(c->client, timeout_ms);
    if (!net_client_was_open(c->client)) {
        describe_end(c, why, sizeof why);
        fail("connect %s: %s", c->name, why);
    }
}

static void run_command(char *line) {
    char *rest = strchr(line, ' ');
    if (rest)
        *rest++ = '\0';
    else
        rest = line + strlen(line);
    char got[NET_LINE_MAX + 1];
    char why[400];
    if (strcmp(line, "connect") == 0) {
        if (connection_count == CONNECTIONS_MAX || !rest[0] || strlen(rest) >= 32)
            fail("connect NAME (at most %d connections)", CONNECTIONS_MAX);
        Connection *c = &connections[connection_count++];
        snprintf(c->name, sizeof c->name, "%s", rest);
        open_connection(c);
        current = c;
    } else if (strcmp(line, "connect-past") == 0) {
        /* The server frees a slot when it has handled the close of the connection that held
         * it, which a client cannot see: a refusal is tried again until the slot is free or the
         * timeout ends, at 4 tries a second (below the server's default rate of new
         * connections, which a refused one spends too). */
        char *bar = strstr(rest, " | ");
        char *space = strchr(rest, ' ');
        if (connection_count == CONNECTIONS_MAX || !bar || !space || space == bar ||
            space - rest >= 32)
            fail("connect-past NAME LINE | REFUSAL (at most %d connections)", CONNECTIONS_MAX);
        *bar = '\0';
        *space = '\0';
        const char *hello = space + 1;
        const char *refusal = bar + 3;
        Connection *c = &connections[connection_count++];
        snprintf(c->name, sizeof c->name, "%s", rest);
        for (int waited = 0;; waited += 250) {
            open_connection(c);
            printf("%s> %s\n", c->name, hello);
            /* A refusal may close the connection before the line goes out. */
            bool sent = net_client_send_raw(c->client, hello, strlen(hello), false);
            if (!next_line(c, got, sizeof got, timeout_ms)) {
                describe_end(c, why, sizeof why);
                fail("%s: expected an answer to \"%s\", got %s", c->name, hello, why);
            }
            if (strncmp(got, refusal, strlen(refusal)) != 0) {
                if (!sent) fail("%s: cannot send (closed?)", c->name);
                break;
            }
            if (waited > timeout_ms) fail("%s: still refused after %d ms", c->name, waited);
            while (next_line(c, got, sizeof got, timeout_ms)) {}
            net_client_free(c->client);
            sleep_ms(250);
        }
        snprintf(c->pending, sizeof c->pending, "%s", got);
        c->has_pending = true;
        current = c;
    } else if (strcmp(line, "from") == 0) {
        if (!rest[0] || strlen(rest) >= sizeof source) fail("from ADDRESS (or -)");
        snprintf(source, sizeof source, "%s", strcmp(rest, "-") == 0 ? "" : rest);
    } else if (strcmp(line, "as") == 0) {
        current = NULL;
        for (int i = 0; i < connection_count; i++)
            if (strcmp(connections[i].name, rest) == 0) current = &connections[i];
        if (!current) fail("no connection named %s", rest);
    } else if (strcmp(line, "send") == 0) {
        printf("%s> %s\n", need_current()->name, rest);
        if (!net_client_send_raw(need_current()->client, rest, strlen(rest), false))
            fail("%s: cannot send (closed?)", current->name);
    } else if (strcmp(line, "expect") == 0 || strcmp(line, "await") == 0) {
        Connection *c = need_current();
        bool skip = line[0] == 'a';
        for (;;) {
            if (!next_line(c, got, sizeof got, timeout_ms)) {
                describe_end(c, why, sizeof why);
                fail("%s: expected \"%s\", got %s", c->name, rest, why);
            }
            if (strncmp(got, rest, strlen(rest)) == 0) break;
            if (!skip) fail("%s: expected \"%s\", got \"%s\"", c->name, rest, got);
        }
        snprintf(c->last, sizeof c->last, "%s", got);
    } else if (strcmp(line, "keep") == 0) {
        Connection *c = need_current();
        char name[32];
        int word;
        if (sscanf(rest, "%31s %d", name, &word) != 2 || word < 0) fail("keep VAR N");
        const char *p = c->last;
        for (int i = 0; i < word && p; i++) {
            p = strchr(p, ' ');
            if (p) p++;
        }
        if (!p || !*p) fail("%s: \"%s\" has no word %d", c->name, c->last, word);
        Var *v = var_find(name, strlen(name), true);
        if (!v) fail("too many variables");
        size_t length = strcspn(p, " ");
        snprintf(v->value, sizeof v->value, "%.*s", (int)length, p);
    } else if (strcmp(line, "expect-nothing") == 0) {
        Connection *c = need_current();
        if (next_line(c, got, sizeof got, number(rest, 1, 60000)))
            fail("%s: expected nothing, got \"%s\"", c->name, got);
    } else if (strcmp(line, "expect-closed") == 0) {
        Connection *c = need_current();
        if (next_line(c, got, sizeof got, timeout_ms))
            fail("%s: expected the close, got \"%s\"", c->name, got);
        char reason[256];
        if (net_client_status(c->client, reason, sizeof reason) != NET_CLIENT_CLOSED)
            fail("%s: expected the close, the connection is still open", c->name);
        if (rest[0] && !strstr(reason, rest))
            fail("%s: closed (%s), not for \"%s\"", c->name, reason, rest);
    } else if (strcmp(line, "await-closed") == 0) {
        Connection *c = need_current();
        while (next_line(c, got, sizeof got, timeout_ms)) {}
        if (net_client_status(c->client, NULL, 0) != NET_CLIENT_CLOSED)
            fail("%s: expected the close, the connection is still open", c->name);
    } else if (strcmp(line, "close") == 0) {
        Connection *c = need_current();
        net_client_close(c->client);
        for (int waited = 0; net_client_status(c->client, NULL, 0) != NET_CLIENT_CLOSED;
             waited += 10) {
            if (waited > timeout_ms) fail("%s: did not close", c->name);
            sleep_ms(10);
        }
    } else if (strcmp(line, "sleep") == 0) {
        sleep_ms(number(rest, 0, 60000));
    } else if (strcmp(line, "raw") == 0) {
        int n = number(rest, 1, 60000);
        const char *ch = strchr(rest, ' ');
        char *bytes = malloc((size_t)n);
        if (!bytes) fail("out of memory");
        memset(bytes, ch ? ch[1] : 'x', (size_t)n);
        bool ok = net_client_send_raw(need_current()->client, bytes, (size_t)n, false);
        free(bytes);
        if (!ok) fail("%s: cannot send", current->name);
    } else if (strcmp(line, "binary") == 0) {
        if (!net_client_send_raw(need_current()->client, rest, strlen(rest), true))
            fail("%s: cannot send", current->name);
    } else if (strcmp(line, "flood") == 0) {
        int n = number(rest, 1, 4000);
        const char *text = strchr(rest, ' ');
        if (!text) fail("flood N LINE");
        text++;
        for (int i = 0; i < n; i++)
            if (!net_client_send_raw(need_current()->client, text, strlen(text), false))
                break; /* closed by the server meanwhile: what the test looks for next */
    } else {
        fail("unknown script command \"%s\"", line);
    }
}

int main(int argc, char **argv) {
    const char *vars_path = NULL;
    setvbuf(stdout, NULL, _IOLBF, 0); /* a test reads the exchange while it goes on */
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--port") == 0 && i + 1 < argc)
            port = atoi(argv[++i]);
        else if (strcmp(argv[i], "--host") == 0 && i + 1 < argc)
            host = argv[++i];
        else if (strcmp(argv[i], "--timeout") == 0 && i + 1 < argc)
            timeout_ms = (int)(atof(argv[++i]) * 1000);
        else if (strcmp(argv[i], "--vars") == 0 && i + 1 < argc)
            vars_path = argv[++i];
        else if (strcmp(argv[i], "--wss") == 0)
            wss = true;
        else if (strcmp(argv[i], "--tls-ca") == 0 && i + 1 < argc)
            tls_ca = argv[++i];
        else if (argv[i][0] != '-' && !script_path)
            script_path = argv[i];
        else {
            fprintf(stderr, "usage: net_line_client --port N [--host H] [--timeout SECONDS] "
                            "[--vars FILE] [--tls-ca PEM | --wss] SCRIPT\n");
            return 2;
        }
    }
    if (!script_path || port < 1 || port > 65535 || timeout_ms < 1) {
        fprintf(stderr, "usage: net_line_client --port N [--host H] [--timeout SECONDS] "
                        "[--vars FILE] [--tls-ca PEM | --wss] SCRIPT\n");
        return 2;
    }
    if (vars_path) vars_load(vars_path);
    Error err;
    char *text = text_file_read(script_path, NULL, &err);
    if (!text) {
        fprintf(stderr, "%s: %s\n", script_path, err.message);
        return 2;
    }
    TextLines it;
    text_lines_begin(&it, text);
    char raw[SCRIPT_LINE_MAX], line[SCRIPT_LINE_MAX];
    bool too_long;
    while (text_lines_next(&it, raw, sizeof raw, &too_long)) {
        script_line = it.number;
        if (too_long) fail("line too long");
        if (!raw[0] || raw[0] == '#') continue;
        substitute(raw, line, sizeof line);
        run_command(line);
    }
    free(text);
    if (vars_path) vars_save(vars_path);
    for (int i = 0; i < connection_count; i++) net_client_free(connections[i].client);
    return 0;
}
