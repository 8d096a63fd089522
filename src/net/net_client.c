/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A client connection to the referee server: a libwebsockets client context serviced by its own
 * thread, with a queue each way under one mutex; senders wake the thread with
 * lws_cancel_service, since only the service thread may touch the connection. */
#include "net/net_client.h"

#include <errno.h>
#include <libwebsockets.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "net/net_message.h"
#include "net/net_server.h"

#define CLIENT_QUEUE_MAX 4096      /* lines waiting each way */
#define CLIENT_RAW_MAX (64u << 10) /* the largest raw message a test may send */

typedef struct Item {
    struct Item *next;
    size_t length;
    bool binary;
    unsigned char data[]; /* LWS_PRE bytes, then the message; received lines start at data */
} Item;

typedef struct Queue {
    Item *head, *tail;
    int count;
} Queue;

struct NetClient {
    struct lws_context *context;
    struct lws *wsi; /* service thread only */
    pthread_t thread;
    atomic_bool stop;
    pthread_mutex_t mutex;
    pthread_cond_t changed;
    /* Under the mutex: */
    Queue out, in;
    NetClientStatus status;
    char reason[256];
    bool want_close;
    bool was_open;
    /* Service thread only: a message arriving in pieces. */
    char rx[NET_LINE_MAX + 1];
    size_t rx_length;
    bool rx_too_big;
};

static void queue_push(Queue *q, Item *item) {
    item->next = NULL;
    if (q->tail)
        q->tail->next = item;
    else
        q->head = item;
    q->tail = item;
    q->count++;
}

static Item *queue_pop(Queue *q) {
    Item *item = q->head;
    if (item) {
        q->head = item->next;
        if (!q->head) q->tail = NULL;
        q->count--;
    }
    return item;
}

static void queue_clear(Queue *q) {
    Item *item;
    while ((item = queue_pop(q))) free(item);
}

/* Sets the status (and the reason, the first one given) and wakes whoever waits. */
static void set_status(NetClient *c, NetClientStatus status, const char *reason) {
    pthread_mutex_lock(&c->mutex);
    if (c->status != NET_CLIENT_CLOSED) {
        c->status = status;
        c->was_open = c->was_open || status == NET_CLIENT_OPEN;
        if (reason && !c->reason[0]) snprintf(c->reason, sizeof c->reason, "%s", reason);
    }
    pthread_cond_broadcast(&c->changed);
    pthread_mutex_unlock(&c->mutex);
}

static void received(NetClient *c, const char *line, size_t length) {
    Item *item = malloc(sizeof *item + length + 1);
    if (!item) return;
    item->length = length;
    item->binary = false;
    memcpy(item->data, line, length);
    item->data[length] = '\0';
    pthread_mutex_lock(&c->mutex);
    bool full = c->in.count >= CLIENT_QUEUE_MAX;
    if (!full)
        queue_push(&c->in, item);
    else
        c->want_close = true; /* nobody reads: stop rather than grow */
    pthread_cond_broadcast(&c->changed);
    pthread_mutex_unlock(&c->mutex);
    if (full) {
        free(item);
        if (c->wsi) lws_callback_on_writable(c->wsi);
    }
}

static int on_receive(NetClient *c, struct lws *wsi, const char *in, size_t length) {
    if (lws_is_first_fragment(wsi)) {
        c->rx_length = 0;
        c->rx_too_big = false;
    }
    if (c->rx_length + length > NET_LINE_MAX) c->rx_too_big = true;
    if (!c->rx_too_big) {
        memcpy(c->rx + c->rx_length, in, length);
        c->rx_length += length;
    }
    if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi) > 0) return 0;
    if (c->rx_too_big || lws_frame_is_binary(wsi)) {
        set_status(c, NET_CLIENT_CLOSED, "the server sent something that is not a line");
        return -1;
    }
    received(c, c->rx, c->rx_length);
    c->rx_length = 0;
    return 0;
}

static int on_writable(NetClient *c, struct lws *wsi) {
    pthread_mutex_lock(&c->mutex);
    Item *item = queue_pop(&c->out);
    bool more = c->out.head != NULL;
    bool closing = c->want_close;
    pthread_mutex_unlock(&c->mutex);
    if (item) {
        int n = lws_write(wsi, item->data + LWS_PRE, item->length,
                          item->binary ? LWS_WRITE_BINARY : LWS_WRITE_TEXT);
        bool ok = n >= (int)item->length;
        free(item);
        if (!ok) {
            set_status(c, NET_CLIENT_CLOSED, "the connection failed while sending");
            return -1;
        }
    }
    if (more) {
        lws_callback_on_writable(wsi);
        return 0;
    }
    if (closing) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_NORMAL, NULL, 0);
        set_status(c, NET_CLIENT_CLOSED, "closed by this side");
        return -1;
    }
    return 0;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in,
                    size_t length) {
    struct lws_context *context = lws_get_context(wsi);
    NetClient *c = context ? lws_context_user(context) : NULL;
    char text[200];
    switch (reason) {
    case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
        snprintf(text, sizeof text, "cannot connect: %s",
                 in ? (const char *)in : "the server did not answer");
        c->wsi = NULL;
        set_status(c, NET_CLIENT_CLOSED, text);
        return 0;
    case LWS_CALLBACK_CLIENT_ESTABLISHED:
        set_status(c, NET_CLIENT_OPEN, NULL);
        lws_callback_on_writable(wsi);
        return 0;
    case LWS_CALLBACK_CLIENT_RECEIVE:
        return on_receive(c, wsi, in, length);
    case LWS_CALLBACK_CLIENT_WRITEABLE:
        return on_writable(c, wsi);
    case LWS_CALLBACK_WS_PEER_INITIATED_CLOSE:
        if (length >= 2) {
            unsigned code = ((unsigned)((unsigned char *)in)[0] << 8) | ((unsigned char *)in)[1];
            int shown = length - 2 > 150 ? 150 : (int)(length - 2);
            /* The reason is the peer's bytes: only printable ones are kept. */
            char said[151];
            for (int i = 0; i < shown; i++) {
                unsigned char ch = ((unsigned char *)in)[2 + i];
                said[i] = ch >= 32 && ch < 127 ? (char)ch : '?';
            }
            said[shown] = '\0';
            snprintf(text, sizeof text, "closed by the server (%u%s%s)", code, shown ? ": " : "",
                     said);
        } else {
            snprintf(text, sizeof text, "closed by the server");
        }
        set_status(c, NET_CLIENT_CLOSED, text);
        return 0;
    case LWS_CALLBACK_CLIENT_CLOSED:
        c->wsi = NULL;
        set_status(c, NET_CLIENT_CLOSED, "the connection closed");
        return 0;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        if (c && c->wsi) {
            pthread_mutex_lock(&c->mutex);
            bool wake = c->out.head || c->want_close;
            pthread_mutex_unlock(&c->mutex);
            if (wake) lws_callback_on_writable(c->wsi);
        }
        return 0;
    default:
        return lws_callback_http_dummy(wsi, reason, user, in, length);
    }
}

static const struct lws_protocols protocols[] = {
    {NET_SUBPROTOCOL, callback, 0, NET_LINE_MAX, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* A quiet connection is pinged after 30 s and given up after 70 s without an answer, so a
 * server that vanished shows as closed rather than as silence. */
static const lws_retry_bo_t idle_policy = {
    .secs_since_valid_ping = 30,
    .secs_since_valid_hangup = 70,
};

static void *service(void *arg) {
    NetClient *c = arg;
    while (!atomic_load(&c->stop))
        if (lws_service(c->context, 0) < 0) break;
    return NULL;
}

static NetClient *client_connect(const char *host, int port, bool secure, const char *ca_file,
                                 const char *source, Error *err) {
    if (!host || !host[0] || strlen(host) > 253 || port < 1 || port > 65535) {
        error_set(err, "a server is a host name or address and a port from 1 to 65535");
        return NULL;
    }
    NetClient *c = calloc(1, sizeof *c);
    if (!c) {
        error_set(err, "out of memory");
        return NULL;
    }
    pthread_mutex_init(&c->mutex, NULL);
    pthread_cond_init(&c->changed, NULL);
    atomic_init(&c->stop, false);
    c->status = NET_CLIENT_CONNECTING;
    lws_set_log_level(LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = CONTEXT_PORT_NO_LISTEN;
    info.protocols = protocols;
    info.user = c;
    if (secure) info.options |= LWS_SERVER_OPTION_DO_SSL_GLOBAL_INIT;
    info.client_ssl_ca_filepath = ca_file;
    /* One connection and the wake-up pipe: without a bound libwebsockets sizes its tables by the
     * process's file limit, which a program with many clients (a benchmark) pays per client. */
    info.fd_limit_per_thread = 16;
    c->context = lws_create_context(&info);
    if (!c->context) {
        error_set(err, "cannot start a network connection");
        pthread_mutex_destroy(&c->mutex);
        pthread_cond_destroy(&c->changed);
        free(c);
        return NULL;
    }
    struct lws_client_connect_info ci;
    memset(&ci, 0, sizeof ci);
    ci.context = c->context;
    ci.address = host;
    ci.port = port;
    ci.path = "/";
    ci.host = host;
    ci.origin = host;
    ci.protocol = NET_SUBPROTOCOL;
    ci.ssl_connection = secure ? LCCSCF_USE_SSL : 0;
    ci.pwsi = &c->wsi;
    ci.retry_and_idle_policy = &idle_policy;
    ci.iface = source;
    if (!lws_client_connect_via_info(&ci)) {
        c->wsi = NULL;
        set_status(c, NET_CLIENT_CLOSED, "cannot connect to that server");
    }
    if (pthread_create(&c->thread, NULL, service, c) != 0) {
        lws_context_destroy(c->context);
        pthread_mutex_destroy(&c->mutex);
        pthread_cond_destroy(&c->changed);
        free(c);
        error_set(err, "cannot start the connection's thread");
        return NULL;
    }
    return c;
}

void net_client_free(NetClient *c) {
    if (!c) return;
    atomic_store(&c->stop, true);
    lws_cancel_service(c->context);
    pthread_join(c->thread, NULL);
    lws_context_destroy(c->context);
    queue_clear(&c->in);
    queue_clear(&c->out);
    pthread_mutex_destroy(&c->mutex);
    pthread_cond_destroy(&c->changed);
    free(c);
}

NetClient *net_client_connect(const char *host, int port, bool secure, Error *err) {
    return client_connect(host, port, secure, NULL, NULL, err);
}

NetClient *net_client_connect_trusting(const char *host, int port, const char *ca_file,
                                       Error *err) {
    if (!ca_file || !ca_file[0]) {
        error_set(err, "no certificate file to trust");
        return NULL;
    }
    return client_connect(host, port, true, ca_file, NULL, err);
}

NetClient *net_client_connect_from(const char *host, int port, const char *source, Error *err) {
    if (!source || !source[0]) {
        error_set(err, "no source address to connect from");
        return NULL;
    }
    return client_connect(host, port, false, NULL, source, err);
}

bool net_client_send_raw(NetClient *c, const void *bytes, size_t length, bool binary) {
    if (length > CLIENT_RAW_MAX) return false;
    Item *item = malloc(sizeof *item + LWS_PRE + length);
    if (!item) return false;
    item->length = length;
    item->binary = binary;
    memcpy(item->data + LWS_PRE, bytes, length);
    pthread_mutex_lock(&c->mutex);
    bool ok = c->status != NET_CLIENT_CLOSED && !c->want_close && c->out.count < CLIENT_QUEUE_MAX;
    if (ok) queue_push(&c->out, item);
    pthread_mutex_unlock(&c->mutex);
    if (!ok) {
        free(item);
        return false;
    }
    lws_cancel_service(c->context);
    return true;
}

bool net_client_send(NetClient *c, const char *line) {
    NetMessage m;
    if (!net_message_parse(line, strlen(line), NET_FROM_CLIENT, &m, NULL)) return false;
    return net_client_send_raw(c, line, strlen(line), false);
}

/* Takes a line under the mutex. */
static bool take(NetClient *c, char *buf, size_t n) {
    Item *item = queue_pop(&c->in);
    if (!item) return false;
    snprintf(buf, n, "%s", (const char *)item->data);
    free(item);
    return true;
}

bool net_client_receive(NetClient *c, char *buf, size_t n) {
    pthread_mutex_lock(&c->mutex);
    bool got = take(c, buf, n);
    pthread_mutex_unlock(&c->mutex);
    return got;
}

static void deadline_after(struct timespec *t, int timeout_ms) {
    clock_gettime(CLOCK_REALTIME, t);
    t->tv_sec += timeout_ms / 1000;
    t->tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (t->tv_nsec >= 1000000000L) {
        t->tv_sec++;
        t->tv_nsec -= 1000000000L;
    }
}

bool net_client_wait(NetClient *c, char *buf, size_t n, int timeout_ms) {
    struct timespec deadline;
    deadline_after(&deadline, timeout_ms);
    pthread_mutex_lock(&c->mutex);
    bool got;
    while (!(got = take(c, buf, n)) && c->status != NET_CLIENT_CLOSED)
        if (pthread_cond_timedwait(&c->changed, &c->mutex, &deadline) == ETIMEDOUT) break;
    if (!got) got = take(c, buf, n);
    pthread_mutex_unlock(&c->mutex);
    return got;
}

NetClientStatus net_client_status(NetClient *c, char *reason, size_t n) {
    pthread_mutex_lock(&c->mutex);
    NetClientStatus status = c->status;
    if (reason && n) snprintf(reason, n, "%s", c->reason);
    pthread_mutex_unlock(&c->mutex);
    return status;
}

NetClientStatus net_client_wait_status(NetClient *c, int timeout_ms) {
    struct timespec deadline;
    deadline_after(&deadline, timeout_ms);
    pthread_mutex_lock(&c->mutex);
    while (c->status == NET_CLIENT_CONNECTING)
        if (pthread_cond_timedwait(&c->changed, &c->mutex, &deadline) == ETIMEDOUT) break;
    NetClientStatus status = c->status;
    pthread_mutex_unlock(&c->mutex);
    return status;
}

bool net_client_was_open(NetClient *c) {
    pthread_mutex_lock(&c->mutex);
    bool was_open = c->was_open;
    pthread_mutex_unlock(&c->mutex);
    return was_open;
}

void net_client_close(NetClient *c) {
    pthread_mutex_lock(&c->mutex);
    c->want_close = true;
    pthread_mutex_unlock(&c->mutex);
    lws_cancel_service(c->context);
}
