/*
 * server.c: the libuv event loop: listening sockets, connections, and the hand-off of bytes
 * between each connection's socket and its session thread.
 *
 * The one idea: the loop thread never runs query code and never raises ERROR. It frames
 * inbound bytes into messages (wire_frame) and queues them on the NetConn for the session
 * thread, until the startup is done: then a plain connection's session reads the socket
 * itself (net_conn_read_directly), so a message costs one wakeup, not two. Session threads
 * send replies straight to the socket when nothing is queued, otherwise queue outbound bytes
 * on the NetConn and wake the loop with one shared uv_async_t, and the loop writes them. A connection is freed when both sides let go of it
 * (reference count: one for the loop's socket handle, one for the session thread, one per
 * pending wake-up).
 */
#include "net/net.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include <uv.h>

#include <openssl/rand.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "net/auth.h"
#include "fdw/foreign.h"
#include "net/session.h"
#include "net/tls.h"
#include "net/wire/wire.h"

#define SESSION_STACK_SIZE (16u << 20)
#define READ_CHUNK (64u << 10)
#define MAX_LISTENERS 16

typedef struct OutChunk {
    uv_write_t req;
    struct NetConn *conn;
    size_t len;
    char data[];
} OutChunk;

struct NetConn {
    /* Loop thread only. */
    union {
        uv_handle_t handle;
        uv_stream_t stream;
        uv_tcp_t tcp;
        uv_pipe_t pipe;
    } h;
    char *rbuf;
    size_t rlen, rcap;
    bool startup_phase; /* inbound packets carry no type byte yet */
    bool reading;       /* uv_read_start is active */
    bool read_failed;   /* framing failed or EOF: never read again */
    bool closing;       /* uv_close was called */
    char peer[80];
    char peer_host[INET6_ADDRSTRLEN + 8];
    struct sockaddr_storage peer_addr;
    bool is_unix;
    TlsConn *tls;       /* set once the 'S' answering SSLRequest is written */
    char *cbuf;         /* ciphertext read buffer (READ_CHUNK bytes) while tls is set */
    bool tls_closing;   /* close_notify queued: nothing more is encrypted */

    /* Fixed at accept. */
    int32 pid, key;
    bool over_limit;
    /* Set once the login is authenticated (net_conn_set_login), under conns_mu. */
    Oid login_role;
    bool login_superuser;

    /* Shared: under mu. */
    pthread_mutex_t mu;
    pthread_cond_t cv;
    NetMessage *in_head, *in_tail;
    size_t in_bytes;
    char *out;             /* bytes queued by the session, not yet given to uv_write */
    size_t out_len, out_cap;
    size_t out_inflight;   /* given to uv_write, not yet written */
    int direct_fd;         /* the socket, for the session's direct send(); -1 once closing */
    bool client_gone;
    bool session_done;
    bool shutdown_requested;
    bool read_paused;      /* the loop stopped reading because the input queue was full */
    bool want_read;        /* the session drained the input queue: the loop may read again */
    bool cancel_requested;
    bool tls_requested;     /* the session answered SSLRequest with 'S': no direct send */
    bool tls_start_pending; /* the loop starts TLS once the queued 'S' is written */
    bool plaintext_after_ssl_request; /* bytes arrived with the SSLRequest, before the answer */
    bool ssl_active;        /* the TLS handshake completed */
    int refs;

    /*
     * Direct reading (see net_conn_read_directly). direct_read_wanted and direct_read are
     * under mu; once direct_read is set the loop never reads the socket again, and the
     * session reads its own duplicate of it, rfd, into dbuf. wake_fd (an eventfd) is written
     * under mu by whoever queues an event while the session sits in poll (polling).
     */
    bool direct_read_wanted;
    bool direct_read;
    bool polling;
    int rfd, wake_fd;
    /* Session thread only, once direct_read is set. */
    char *dbuf;
    size_t dlen, dcap;
    bool drained; /* the last recv emptied the socket: poll before reading again */

    /* Ready list (under ready_mu) and list of all conns (under conns_mu). */
    bool in_ready;
    struct NetConn *ready_next;
    struct NetConn *all_prev, *all_next;
};

static uv_loop_t *loop;
static uv_async_t wakeup;
static uv_signal_t sigterm_handle, sigint_handle, sigquit_handle, sighup_handle;
static uv_tcp_t tcp_listeners[MAX_LISTENERS];
static int ntcp;
static uv_pipe_t unix_listeners[MAX_LISTENERS];
static char unix_paths[MAX_LISTENERS][108];
static int nunix;
static bool shutting_down;  /* fast shutdown: sessions are being terminated */
static bool smart_shutdown; /* smart shutdown: no new sessions, wait for the open ones */
static bool listeners_closed;

void (*net_ready_hook)(void);
void (*net_reload_hook)(void);
void (*net_immediate_exit_hook)(void);

static pthread_mutex_t ready_mu = PTHREAD_MUTEX_INITIALIZER;
static NetConn *ready_head;
static pthread_mutex_t conns_mu = PTHREAD_MUTEX_INITIALIZER;
static NetConn *all_conns;
static int nsessions;  /* session threads alive (under conns_mu) */
static int nadmitted;  /* of those, the ones within max_connections */
static int32 next_pid;

/* ------------------------------------------------------------------ logging (loop thread) */

static void server_log_v(int level, const char *sqlstate, const char *detail, const char *fmt,
                         va_list ap)
{
    char msg[512];
    vsnprintf(msg, sizeof(msg), fmt, ap);
    ErrorData e;
    memset(&e, 0, sizeof(e));
    e.elevel = level;
    snprintf(e.sqlstate, sizeof(e.sqlstate), "%s", sqlstate);
    e.message = msg;
    e.detail = (char *)detail;
    elog_write_server_log(&e);
}

static void server_log(int level, const char *fmt, ...) pg_attribute_printf(2, 3);
static void server_log(int level, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    server_log_v(level, "00000", NULL, fmt, ap);
    va_end(ap);
}

/* A connection's problem the loop saw (PG's COMMERROR: logged, not sent to the client). */
static void conn_log(NetConn *c, const char *fmt, ...) pg_attribute_printf(2, 3);
static void conn_log(NetConn *c, const char *fmt, ...)
{
    char detail[128];
    snprintf(detail, sizeof(detail), "Connection from %s.", c->peer);
    va_list ap;
    va_start(ap, fmt);
    server_log_v(LOG, ERRCODE_PROTOCOL_VIOLATION, detail, fmt, ap);
    va_end(ap);
}

/* ------------------------------------------------------------------ reference counting */

static void conn_free(NetConn *c)
{
    for (NetMessage *m = c->in_head, *next; m; m = next) {
        next = m->next;
        free(m);
    }
    pthread_mutex_destroy(&c->mu);
    pthread_cond_destroy(&c->cv);
    tls_conn_free(c->tls);
    free(c->cbuf);
    free(c->rbuf);
    free(c->dbuf);
    free(c->out);
    if (c->rfd >= 0)
        close(c->rfd);
    if (c->wake_fd >= 0)
        close(c->wake_fd);
    free(c);
}

static void conn_unref(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool last = --c->refs == 0;
    pthread_mutex_unlock(&c->mu);
    if (last)
        conn_free(c);
}

/*
 * Ask the loop to look at c (called by session threads). With session_ending, the session is
 * also counted out here, under ready_mu together with the uv_async_send: the loop closes the
 * wakeup handle only under ready_mu with no session left, so no send can hit a closed handle
 * and the last conn queued is always seen.
 */
static void conn_wake_loop_ex(NetConn *c, bool session_ending)
{
    pthread_mutex_lock(&ready_mu);
    if (!c->in_ready) {
        c->in_ready = true;
        pthread_mutex_lock(&c->mu);
        c->refs++;
        pthread_mutex_unlock(&c->mu);
        c->ready_next = ready_head;
        ready_head = c;
    }
    if (session_ending) {
        pthread_mutex_lock(&conns_mu);
        nsessions--;
        pthread_mutex_unlock(&conns_mu);
    }
    uv_async_send(&wakeup);
    pthread_mutex_unlock(&ready_mu);
}

static void conn_wake_loop(NetConn *c)
{
    conn_wake_loop_ex(c, false);
}

/* ------------------------------------------------------------------ inbound (loop thread) */

/*
 * Queue a message for the session; c->mu must be held. The caller broadcasts c->cv, after
 * unlocking where it can: a session woken while the loop still holds the mutex would only go
 * back to sleep on it, two more futex calls and a second wakeup on every message.
 */
static void queue_locked(NetConn *c, NetMessage *m)
{
    m->next = NULL;
    if (c->in_tail)
        c->in_tail->next = m;
    else
        c->in_head = m;
    c->in_tail = m;
    c->in_bytes += (size_t)m->len;
}

/* Wake the session for a queued event; c->mu must be held. */
static void wake_session_locked(NetConn *c)
{
    pthread_cond_broadcast(&c->cv);
    if (c->polling) {
        uint64_t one = 1;
        if (write(c->wake_fd, &one, sizeof(one)) < 0) {
            /* the counter is already non-zero: the session wakes anyway */
        }
    }
}

static NetMessage *make_message(NetMessageKind kind, char type, const char *body, int len)
{
    NetMessage *m = malloc(sizeof(NetMessage) + (size_t)len + 1);
    if (m == NULL)
        return NULL;
    m->kind = kind;
    m->type = type;
    m->len = len;
    if (len > 0)
        memcpy(m->body, body, (size_t)len);
    m->body[len] = '\0';
    return m;
}

static void queue_event(NetConn *c, NetMessageKind kind)
{
    NetMessage *m = make_message(kind, 0, NULL, 0);
    pthread_mutex_lock(&c->mu);
    if (kind == NET_MSG_EOF)
        c->client_gone = true;
    if (m)
        queue_locked(c, m);
    if (c->polling)
        wake_session_locked(c);
    pthread_mutex_unlock(&c->mu);
    pthread_cond_broadcast(&c->cv);
}

static void on_close(uv_handle_t *h)
{
    NetConn *c = h->data;
    queue_event(c, NET_MSG_EOF);
    conn_unref(c);
}

static void conn_close(NetConn *c)
{
    if (c->closing)
        return;
    c->closing = true;
    pthread_mutex_lock(&c->mu); /* waits out a direct send(): the fd is not reused under it */
    c->direct_fd = -1;
    pthread_mutex_unlock(&c->mu);
    if (c->reading)
        uv_read_stop(&c->h.stream);
    c->reading = false;
    uv_close(&c->h.handle, on_close);
}

/* At least READ_CHUNK bytes free at the end of rbuf (false when out of memory). */
static bool rbuf_reserve(NetConn *c)
{
    if (c->rcap - c->rlen >= READ_CHUNK)
        return true;
    size_t ncap = c->rcap ? c->rcap * 2 : READ_CHUNK * 2;
    while (ncap - c->rlen < READ_CHUNK)
        ncap *= 2;
    char *n = realloc(c->rbuf, ncap);
    if (n == NULL)
        return false;
    c->rbuf = n;
    c->rcap = ncap;
    return true;
}

/* Plain connections read straight into rbuf; TLS ones into cbuf, decrypted into rbuf. */
static void on_alloc(uv_handle_t *h, size_t suggested, uv_buf_t *buf)
{
    NetConn *c = h->data;
    if (c->tls) {
        buf->base = c->cbuf;
        buf->len = READ_CHUNK;
        return;
    }
    if (!rbuf_reserve(c)) {
        buf->base = NULL;
        buf->len = 0;
        return;
    }
    buf->base = c->rbuf + c->rlen;
    buf->len = c->rcap - c->rlen;
}

/* Cut as many whole messages as the buffer holds and queue them. */
static void frame_messages(NetConn *c)
{
    size_t pos = 0;
    while (!c->read_failed) {
        size_t total;
        uint32 limit = c->startup_phase ? WIRE_MAX_STARTUP_PACKET : WIRE_MAX_MESSAGE;
        WireFrameResult r = wire_frame(c->rbuf + pos, c->rlen - pos, c->startup_phase, limit,
                                       &total);
        if (r == WIRE_FRAME_NEED_MORE)
            break;
        if (r == WIRE_FRAME_BAD_LENGTH) {
            NetMessage *m = make_message(NET_MSG_BAD_LENGTH,
                                         c->startup_phase ? 0 : c->rbuf[pos], NULL, 0);
            pthread_mutex_lock(&c->mu);
            if (m)
                queue_locked(c, m);
            pthread_mutex_unlock(&c->mu);
            pthread_cond_broadcast(&c->cv);
            c->read_failed = true;
            if (c->reading)
                uv_read_stop(&c->h.stream);
            c->reading = false;
            break;
        }
        size_t hdr = c->startup_phase ? 4 : 5;
        char type = c->startup_phase ? 0 : c->rbuf[pos];
        NetMessage *m = make_message(NET_MSG_DATA, type, c->rbuf + pos + hdr,
                                     (int)(total - hdr));
        if (m == NULL) {
            c->read_failed = true;
            queue_event(c, NET_MSG_EOF);
            conn_close(c);
            break;
        }
        bool early_plaintext = false;
        if (c->startup_phase && m->len >= 4) {
            /* After SSLRequest/GSSENCRequest another startup packet follows. */
            uint32 code;
            memcpy(&code, m->body, 4);
            code = ntohl(code);
            if (code != WIRE_SSL_REQUEST_CODE && code != WIRE_GSSENC_REQUEST_CODE)
                c->startup_phase = false;
            /* Decided here, not by the session: it may take the SSLRequest off the queue
             * before the bytes behind it in this same read are framed and queued. */
            early_plaintext = code == WIRE_SSL_REQUEST_CODE && pos + total < c->rlen;
        }
        pthread_mutex_lock(&c->mu);
        if (early_plaintext)
            c->plaintext_after_ssl_request = true;
        if (c->tls_requested && c->tls == NULL) {
            /* Plaintext after an accepted SSLRequest is never handed on (see conn_start_tls). */
            pthread_mutex_unlock(&c->mu);
            free(m);
            break;
        }
        queue_locked(c, m);
        bool full = c->in_bytes > NET_INPUT_HIGH_WATER;
        if (full)
            c->read_paused = true;
        pthread_mutex_unlock(&c->mu);
        pthread_cond_broadcast(&c->cv);
        pos += total;
        if (full && c->reading) {
            uv_read_stop(&c->h.stream);
            c->reading = false;
        }
    }
    if (pos > 0) {
        memmove(c->rbuf, c->rbuf + pos, c->rlen - pos);
        c->rlen -= pos;
    }
    /* Give back the memory of a huge message once it has been queued. */
    if (c->rlen < READ_CHUNK && c->rcap > 16 * READ_CHUNK) {
        char *n = realloc(c->rbuf, 2 * READ_CHUNK);
        if (n) {
            c->rbuf = n;
            c->rcap = 2 * READ_CHUNK;
        }
    }
}

static void conn_tls_input(NetConn *c, const char *data, size_t len);

static void on_read(uv_stream_t *s, ssize_t nread, const uv_buf_t *buf)
{
    NetConn *c = s->data;
    if (nread < 0 || (nread == 0 && buf->base == NULL)) {
        if (c->tls && !tls_conn_handshake_done(c->tls))
            conn_log(c, "could not accept SSL connection: EOF detected");
        c->read_failed = true;
        queue_event(c, NET_MSG_EOF);
        conn_close(c);
        return;
    }
    if (c->tls && buf->base == c->cbuf) {
        conn_tls_input(c, buf->base, (size_t)nread);
        return;
    }
    c->rlen += (size_t)nread;
    frame_messages(c);
}

static void conn_start_reading(NetConn *c)
{
    if (c->reading || c->read_failed || c->closing || c->direct_read)
        return;
    if (uv_read_start(&c->h.stream, on_alloc, on_read) == 0)
        c->reading = true;
}

/* ------------------------------------------------------------------ outbound (loop thread) */

static void maybe_finish(NetConn *c);

static void on_write(uv_write_t *req, int status)
{
    OutChunk *chunk = req->data;
    NetConn *c = chunk->conn;
    pthread_mutex_lock(&c->mu);
    c->out_inflight -= chunk->len;
    if (status < 0)
        c->client_gone = true;
    pthread_cond_broadcast(&c->cv);
    pthread_mutex_unlock(&c->mu);
    free(chunk);
    if (status < 0) {
        queue_event(c, NET_MSG_EOF);
        conn_close(c);
    }
    maybe_finish(c);
}

/* Write a chunk whose length is already counted in out_inflight. */
static void conn_write_chunk(NetConn *c, OutChunk *chunk)
{
    chunk->conn = c;
    chunk->req.data = chunk;
    uv_buf_t b = uv_buf_init(chunk->data, (unsigned)chunk->len);
    if (uv_write(&chunk->req, &c->h.stream, &b, 1, on_write) != 0) {
        pthread_mutex_lock(&c->mu);
        c->out_inflight -= chunk->len;
        c->client_gone = true;
        pthread_cond_broadcast(&c->cv);
        pthread_mutex_unlock(&c->mu);
        free(chunk);
        conn_close(c);
    }
}

/* ------------------------------------------------------------------ TLS (loop thread) */

/*
 * No more input from this client: the session sees EOF and ends, and the socket closes once
 * what is queued (say a TLS alert) has been written.
 */
static void conn_end_input(NetConn *c)
{
    c->read_failed = true;
    if (c->reading)
        uv_read_stop(&c->h.stream);
    c->reading = false;
    queue_event(c, NET_MSG_EOF);
}

/* Write what OpenSSL produced: handshake records, encrypted data, alerts, close_notify. */
static void conn_tls_send_output(NetConn *c)
{
    size_t len = tls_conn_output_len(c->tls);
    if (len == 0 || c->closing)
        return;
    OutChunk *chunk = malloc(sizeof(OutChunk) + len);
    if (chunk == NULL) {
        conn_end_input(c);
        conn_close(c);
        return;
    }
    chunk->len = tls_conn_take_output(c->tls, chunk->data, len);
    pthread_mutex_lock(&c->mu);
    c->out_inflight += chunk->len;
    pthread_mutex_unlock(&c->mu);
    conn_write_chunk(c, chunk);
}

/*
 * The 'S' is written: from now on every byte is TLS. Bytes the client sent after its
 * SSLRequest without waiting for the answer were not encrypted; they are never handed on as
 * messages (PostgreSQL refuses them too: CVE-2021-23214), and the connection ends.
 */
static void conn_start_tls(NetConn *c)
{
    if (c->rlen > 0) {
        conn_log(c, "received unencrypted data after SSL request");
        conn_end_input(c);
        return;
    }
    if (c->cbuf == NULL)
        c->cbuf = malloc(READ_CHUNK);
    c->tls = c->cbuf ? tls_conn_new() : NULL;
    if (c->tls == NULL) {
        conn_log(c, "could not initialize SSL connection: %s", tls_last_error());
        conn_end_input(c);
    }
}

/* Ciphertext from the socket: advance the handshake, then decrypt and frame messages. */
static void conn_tls_input(NetConn *c, const char *data, size_t len)
{
    if (c->read_failed)
        return;
    if (!tls_conn_feed(c->tls, data, len)) {
        conn_log(c, "could not accept SSL connection: out of memory");
        conn_end_input(c);
        return;
    }
    if (!tls_conn_handshake_done(c->tls)) {
        TlsStatus st = tls_conn_handshake(c->tls);
        conn_tls_send_output(c);
        if (st == TLS_WANT)
            return;
        if (st != TLS_OK) {
            conn_log(c, "could not accept SSL connection: %s", tls_last_error());
            conn_end_input(c);
            return;
        }
        pthread_mutex_lock(&c->mu);
        c->ssl_active = true;
        pthread_mutex_unlock(&c->mu);
    }
    TlsStatus st = TLS_OK;
    while (st == TLS_OK) {
        if (!rbuf_reserve(c)) {
            st = TLS_FAIL;
            break;
        }
        size_t got = 0;
        st = tls_conn_read(c->tls, c->rbuf + c->rlen, c->rcap - c->rlen, &got);
        c->rlen += got;
    }
    conn_tls_send_output(c); /* a read may answer (key updates, alerts) */
    frame_messages(c);
    if (st == TLS_FAIL) {
        conn_log(c, "SSL error: %s", tls_last_error());
        conn_end_input(c);
    } else if (st == TLS_CLOSED) {
        conn_end_input(c);
    }
}

/*
 * Stop reading the socket and let the session read it from now on (net_conn_read_directly).
 * Whole messages already framed stay queued ahead; the bytes of a partial one move to the
 * session's buffer. Plain connections only, and never while the loop is closing the socket.
 */
static void conn_hand_over_reading(NetConn *c)
{
    if (c->tls || c->closing || c->read_failed || c->startup_phase)
        return;
    pthread_mutex_lock(&c->mu);
    bool usable = c->direct_fd >= 0 && !c->tls_requested && !c->client_gone;
    pthread_mutex_unlock(&c->mu);
    if (!usable)
        return;
    int efd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    int rfd = efd >= 0 ? fcntl(c->direct_fd, F_DUPFD_CLOEXEC, 0) : -1;
    if (rfd < 0) {
        if (efd >= 0)
            close(efd);
        return; /* the loop goes on reading */
    }
    if (c->reading)
        uv_read_stop(&c->h.stream);
    c->reading = false;
    pthread_mutex_lock(&c->mu);
    c->dbuf = c->rbuf;
    c->dlen = c->rlen;
    c->dcap = c->rcap;
    c->rbuf = NULL;
    c->rlen = c->rcap = 0;
    c->rfd = rfd;
    c->wake_fd = efd;
    c->read_paused = false;
    c->direct_read = true;
    pthread_mutex_unlock(&c->mu);
    pthread_cond_broadcast(&c->cv);
}

/* Hand what the session queued to uv_write (encrypted first once TLS is on). */
static void conn_flush(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    size_t len = c->out_len;
    OutChunk *chunk = NULL;
    if (len > 0 && !c->closing) {
        chunk = malloc(sizeof(OutChunk) + len);
        if (chunk) {
            memcpy(chunk->data, c->out, len);
            chunk->len = len;
            if (c->tls == NULL)
                c->out_inflight += len;
        }
    }
    c->out_len = 0;
    if (c->out_cap > (1u << 20)) { /* do not keep a huge buffer around */
        free(c->out);
        c->out = NULL;
        c->out_cap = 0;
    }
    bool want_read = c->want_read;
    c->want_read = false;
    bool start_tls = c->tls_start_pending;
    c->tls_start_pending = false;
    bool hand_over = c->direct_read_wanted && !c->direct_read;
    c->direct_read_wanted = false;
    pthread_mutex_unlock(&c->mu);
    if (hand_over)
        conn_hand_over_reading(c);

    if (chunk && c->tls == NULL) {
        conn_write_chunk(c, chunk);
    } else if (chunk) {
        /*
         * Before the handshake is done nothing can be encrypted (only a shutdown notice can
         * be queued then, and the client could not read it): it is dropped.
         */
        if (tls_conn_handshake_done(c->tls) && !c->tls_closing &&
            !tls_conn_write(c->tls, chunk->data, chunk->len)) {
            conn_log(c, "SSL error: %s", tls_last_error());
            conn_end_input(c);
        }
        free(chunk);
        conn_tls_send_output(c);
    }
    if (start_tls && !c->closing)
        conn_start_tls(c);
    if (want_read)
        conn_start_reading(c);
}

/* The session is over and everything is written: close the socket (after close_notify). */
static void maybe_finish(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool done = c->session_done && c->out_len == 0 && c->out_inflight == 0;
    pthread_mutex_unlock(&c->mu);
    if (!done)
        return;
    if (c->tls && !c->tls_closing && !c->closing) {
        c->tls_closing = true;
        tls_conn_shutdown(c->tls);
        conn_tls_send_output(c);
        pthread_mutex_lock(&c->mu);
        done = c->out_inflight == 0;
        pthread_mutex_unlock(&c->mu);
        if (!done)
            return; /* on_write comes back here */
    }
    conn_close(c);
}

static void check_shutdown_complete(void);

static void on_wakeup(uv_async_t *a)
{
    pthread_mutex_lock(&ready_mu);
    NetConn *list = ready_head;
    ready_head = NULL;
    for (NetConn *c = list; c; c = c->ready_next)
        c->in_ready = false;
    pthread_mutex_unlock(&ready_mu);
    while (list) {
        NetConn *c = list;
        list = c->ready_next;
        conn_flush(c);
        maybe_finish(c);
        conn_unref(c);
    }
    check_shutdown_complete();
}

/* ------------------------------------------------------------------ the session side */

NetMessage *net_conn_recv(NetConn *c)
{
    return net_conn_recv_timeout(c, 0);
}

/* Room for READ_CHUNK more bytes in the session's buffer (false when out of memory). */
static bool dbuf_reserve(NetConn *c)
{
    if (c->dcap - c->dlen >= READ_CHUNK)
        return true;
    size_t ncap = c->dcap ? c->dcap * 2 : READ_CHUNK * 2;
    while (ncap - c->dlen < READ_CHUNK)
        ncap *= 2;
    char *n = realloc(c->dbuf, ncap);
    if (n == NULL)
        return false;
    c->dbuf = n;
    c->dcap = ncap;
    return true;
}

/* An event that stays queued (EOF, a framing error); c->mu must be held. */
static void queue_final_locked(NetConn *c, NetMessageKind kind, char type)
{
    NetMessage *m = make_message(kind, type, NULL, 0);
    if (m == NULL)
        abort();
    if (kind == NET_MSG_EOF)
        c->client_gone = true;
    queue_locked(c, m);
}

/*
 * The next message read by the session itself (direct_read set), or NULL when the queue got
 * something meanwhile, or timeout_ms (if > 0) passed. Called and returns with c->mu held.
 * One read wakes one thread, the session, as in PG's process per connection; through the
 * loop it took two wakeups in turn (the loop's epoll, then the session's condition variable).
 */
static NetMessage *direct_recv(NetConn *c, int timeout_ms, bool *timed_out)
{
    pthread_mutex_unlock(&c->mu);
    NetMessage *m = NULL;
    for (;;) {
        size_t total;
        WireFrameResult r = wire_frame(c->dbuf, c->dlen, false, WIRE_MAX_MESSAGE, &total);
        if (r == WIRE_FRAME_BAD_LENGTH) {
            pthread_mutex_lock(&c->mu);
            queue_final_locked(c, NET_MSG_BAD_LENGTH, c->dbuf[0]);
            return NULL;
        }
        if (r != WIRE_FRAME_NEED_MORE) {
            m = make_message(NET_MSG_DATA, c->dbuf[0], c->dbuf + 5, (int)(total - 5));
            if (m == NULL)
                break;
            memmove(c->dbuf, c->dbuf + total, c->dlen - total);
            c->dlen -= total;
            if (c->dlen < READ_CHUNK && c->dcap > 16 * READ_CHUNK) {
                char *n = realloc(c->dbuf, 2 * READ_CHUNK);
                if (n) {
                    c->dbuf = n;
                    c->dcap = 2 * READ_CHUNK;
                }
            }
            pthread_mutex_lock(&c->mu);
            return m;
        }
        if (c->drained) {
            pthread_mutex_lock(&c->mu);
            if (c->in_head) /* an event arrived: the caller takes it */
                return NULL;
            c->polling = true;
            pthread_mutex_unlock(&c->mu);
            struct pollfd p[2] = {{.fd = c->rfd, .events = POLLIN},
                                  {.fd = c->wake_fd, .events = POLLIN}};
            int n = poll(p, 2, timeout_ms > 0 ? timeout_ms : -1);
            pthread_mutex_lock(&c->mu);
            c->polling = false;
            pthread_mutex_unlock(&c->mu);
            if (n == 0 && timeout_ms > 0) {
                pthread_mutex_lock(&c->mu);
                *timed_out = true;
                return NULL;
            }
            if (n > 0 && (p[1].revents & POLLIN)) {
                uint64_t v;
                if (read(c->wake_fd, &v, sizeof(v)) < 0) {
                    /* already reset */
                }
            }
            if (n > 0 && p[0].revents)
                c->drained = false;
            continue;
        }
        if (!dbuf_reserve(c))
            break;
        size_t room = c->dcap - c->dlen;
        ssize_t n = recv(c->rfd, c->dbuf + c->dlen, room, MSG_DONTWAIT);
        if (n > 0) {
            c->dlen += (size_t)n;
            c->drained = (size_t)n < room;
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            c->drained = true;
            continue;
        }
        break; /* EOF or a socket error: the client is gone */
    }
    pthread_mutex_lock(&c->mu);
    queue_final_locked(c, NET_MSG_EOF, 0);
    return NULL;
}

NetMessage *net_conn_recv_timeout(NetConn *c, int timeout_ms)
{
    struct timespec deadline;
    if (timeout_ms > 0) {
        clock_gettime(CLOCK_REALTIME, &deadline);
        deadline.tv_sec += timeout_ms / 1000;
        deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
        if (deadline.tv_nsec >= 1000000000L) {
            deadline.tv_sec++;
            deadline.tv_nsec -= 1000000000L;
        }
    }
    pthread_mutex_lock(&c->mu);
    while (c->in_head == NULL) {
        if (c->direct_read) {
            bool timed_out = false;
            NetMessage *m = direct_recv(c, timeout_ms, &timed_out);
            if (m || timed_out) {
                pthread_mutex_unlock(&c->mu);
                return m;
            }
        } else if (timeout_ms <= 0) {
            pthread_cond_wait(&c->cv, &c->mu);
        } else if (pthread_cond_timedwait(&c->cv, &c->mu, &deadline) == ETIMEDOUT &&
                   c->in_head == NULL) {
            pthread_mutex_unlock(&c->mu);
            return NULL;
        }
    }
    NetMessage *m = c->in_head;
    /* EOF and framing errors stay queued: every later call sees them too. */
    if (m->kind == NET_MSG_DATA || m->kind == NET_MSG_SHUTDOWN) {
        c->in_head = m->next;
        if (c->in_head == NULL)
            c->in_tail = NULL;
        c->in_bytes -= (size_t)m->len;
    } else {
        NetMessage *copy = make_message(m->kind, m->type, NULL, 0);
        if (copy)
            m = copy;
        else
            abort();
    }
    bool resume = c->read_paused && c->in_bytes < NET_INPUT_HIGH_WATER / 4;
    if (resume) {
        c->read_paused = false;
        c->want_read = true;
    }
    pthread_mutex_unlock(&c->mu);
    if (resume)
        conn_wake_loop(c);
    return m;
}

bool net_conn_send(NetConn *c, const char *data, size_t len)
{
    pthread_mutex_lock(&c->mu);
    /* Backpressure: wait for the loop to write what is pending (it signals cv). */
    while (!c->client_gone && !c->shutdown_requested &&
           c->out_inflight + c->out_len > NET_OUTPUT_HIGH_WATER)
        pthread_cond_wait(&c->cv, &c->mu);
    if (c->client_gone) {
        pthread_mutex_unlock(&c->mu);
        return false;
    }
    /*
     * With nothing queued or in flight, write straight to the (non-blocking) socket: a reply
     * then costs no wakeup of the loop thread. Whatever the socket does not take now, or any
     * error, goes the usual way through the loop, which keeps the order and reports the error.
     */
    if (c->out_len == 0 && c->out_inflight == 0 && c->direct_fd >= 0 && !c->tls_requested) {
        ssize_t n = send(c->direct_fd, data, len, MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n == (ssize_t)len) {
            pthread_mutex_unlock(&c->mu);
            return true;
        }
        if (n > 0) {
            data += n;
            len -= (size_t)n;
        }
    }
    if (c->out_len + len > c->out_cap) {
        size_t ncap = c->out_cap ? c->out_cap : 8192;
        while (ncap < c->out_len + len)
            ncap *= 2;
        char *n = realloc(c->out, ncap);
        if (n == NULL) {
            pthread_mutex_unlock(&c->mu);
            return false;
        }
        c->out = n;
        c->out_cap = ncap;
    }
    memcpy(c->out + c->out_len, data, len);
    c->out_len += len;
    pthread_mutex_unlock(&c->mu);
    conn_wake_loop(c);
    return true;
}

bool net_conn_client_gone(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool gone = c->client_gone;
    pthread_mutex_unlock(&c->mu);
    return gone;
}

bool net_conn_shutdown_requested(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool s = c->shutdown_requested;
    pthread_mutex_unlock(&c->mu);
    return s;
}

bool net_conn_take_cancel(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool r = c->cancel_requested;
    c->cancel_requested = false;
    pthread_mutex_unlock(&c->mu);
    return r;
}

int net_conn_interrupts(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    int r = (c->client_gone ? NET_INTR_CLIENT_GONE : 0) |
            (c->shutdown_requested ? NET_INTR_SHUTDOWN : 0) |
            (c->cancel_requested ? NET_INTR_CANCEL : 0);
    c->cancel_requested = false;
    pthread_mutex_unlock(&c->mu);
    return r;
}

void net_conn_session_done(NetConn *c)
{
    pthread_mutex_lock(&conns_mu);
    if (!c->over_limit)
        nadmitted--;
    if (c->all_prev)
        c->all_prev->all_next = c->all_next;
    else
        all_conns = c->all_next;
    if (c->all_next)
        c->all_next->all_prev = c->all_prev;
    pthread_mutex_unlock(&conns_mu);

    pthread_mutex_lock(&c->mu);
    c->session_done = true;
    int rfd = c->rfd; /* its duplicate would keep the socket open after the loop closes it */
    c->rfd = -1;
    pthread_mutex_unlock(&c->mu);
    if (rfd >= 0)
        close(rfd);
    conn_wake_loop_ex(c, true);
    conn_unref(c);
}

void net_conn_read_directly(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool ask = !c->direct_read && !c->tls_requested && !c->ssl_active && c->direct_fd >= 0;
    if (ask)
        c->direct_read_wanted = true;
    pthread_mutex_unlock(&c->mu);
    if (ask)
        conn_wake_loop(c);
}

int32 net_conn_pid(NetConn *c) { return c->pid; }
int32 net_conn_key(NetConn *c) { return c->key; }
bool net_conn_over_limit(NetConn *c) { return c->over_limit; }
const char *net_conn_peer(NetConn *c) { return c->peer; }
const char *net_conn_peer_host(NetConn *c) { return c->peer_host; }
const struct sockaddr *net_conn_peer_sockaddr(NetConn *c)
{
    return c->is_unix ? NULL : (const struct sockaddr *)&c->peer_addr;
}
int net_conn_start_tls(NetConn *c)
{
    if (c->is_unix || !tls_server_enabled())
        return 0;
    pthread_mutex_lock(&c->mu);
    int r;
    if (c->tls_requested) {
        r = 0;
    } else if (c->in_head != NULL || c->plaintext_after_ssl_request) {
        r = -1; /* the client did not wait for the answer */
    } else {
        /* 'S' goes out through the loop, which switches to TLS right after writing it. */
        if (c->out_len + 1 > c->out_cap) {
            size_t ncap = c->out_cap ? c->out_cap * 2 : 8192;
            char *n = realloc(c->out, ncap);
            if (n == NULL) {
                pthread_mutex_unlock(&c->mu);
                return 0;
            }
            c->out = n;
            c->out_cap = ncap;
        }
        c->out[c->out_len++] = 'S';
        c->tls_requested = true;
        c->tls_start_pending = true;
        r = 1;
    }
    pthread_mutex_unlock(&c->mu);
    if (r == 1)
        conn_wake_loop(c);
    return r;
}

bool net_conn_ssl_active(NetConn *c)
{
    pthread_mutex_lock(&c->mu);
    bool on = c->ssl_active;
    pthread_mutex_unlock(&c->mu);
    return on;
}

void net_conn_set_login(NetConn *conn, Oid roleid, bool superuser)
{
    pthread_mutex_lock(&conns_mu);
    conn->login_role = roleid;
    conn->login_superuser = superuser;
    pthread_mutex_unlock(&conns_mu);
}

bool net_session_login(int32 pid, Oid *roleid, bool *superuser)
{
    bool found = false;
    pthread_mutex_lock(&conns_mu);
    for (NetConn *c = all_conns; c && !found; c = c->all_next)
        if (c->pid == pid) {
            found = true;
            *roleid = c->login_role;
            *superuser = c->login_superuser;
        }
    pthread_mutex_unlock(&conns_mu);
    return found;
}

bool net_signal_session(int32 pid, bool terminate)
{
    bool found = false;
    pthread_mutex_lock(&conns_mu);
    for (NetConn *c = all_conns; c; c = c->all_next) {
        if (c->pid != pid)
            continue;
        found = true;
        NetMessage *m = terminate ? make_message(NET_MSG_SHUTDOWN, 0, NULL, 0) : NULL;
        pthread_mutex_lock(&c->mu);
        if (terminate) {
            /* as at server shutdown: FATAL 57P01 at the next check, or at once when idle */
            c->shutdown_requested = true;
            if (m)
                queue_locked(c, m);
            wake_session_locked(c);
        } else
            c->cancel_requested = true;
        pthread_mutex_unlock(&c->mu);
    }
    pthread_mutex_unlock(&conns_mu);
    return found;
}

void net_cancel_session(int32 pid, int32 key)
{
    pthread_mutex_lock(&conns_mu);
    for (NetConn *c = all_conns; c; c = c->all_next) {
        if (c->pid == pid && c->key == key) {
            pthread_mutex_lock(&c->mu);
            c->cancel_requested = true;
            pthread_mutex_unlock(&c->mu);
        }
    }
    pthread_mutex_unlock(&conns_mu);
}

/* ------------------------------------------------------------------ accepting */

static void *session_thread(void *arg)
{
    session_main(arg);
    pgfdw_disconnect_all(); /* the session's connections to foreign servers */
    return NULL;
}

static void describe_peer(NetConn *c, bool is_unix)
{
    c->is_unix = is_unix;
    if (is_unix) {
        snprintf(c->peer, sizeof(c->peer), "[local]");
        snprintf(c->peer_host, sizeof(c->peer_host), "[local]");
        return;
    }
    struct sockaddr_storage ss;
    int len = sizeof(ss);
    char host[INET6_ADDRSTRLEN] = "?";
    int port = 0;
    if (uv_tcp_getpeername(&c->h.tcp, (struct sockaddr *)&ss, &len) == 0) {
        memcpy(&c->peer_addr, &ss, sizeof(ss));
        if (ss.ss_family == AF_INET) {
            struct sockaddr_in *in = (struct sockaddr_in *)&ss;
            uv_ip4_name(in, host, sizeof(host));
            port = ntohs(in->sin_port);
        } else if (ss.ss_family == AF_INET6) {
            struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)&ss;
            uv_ip6_name(in6, host, sizeof(host));
            port = ntohs(in6->sin6_port);
        }
    }
    snprintf(c->peer, sizeof(c->peer), "host=%s port=%d", host, port);
    snprintf(c->peer_host, sizeof(c->peer_host), "%s", host);
}

static int32 random_key(void)
{
    int32 key = 0;
    if (RAND_bytes((unsigned char *)&key, sizeof(key)) != 1)
        key = (int32)random();
    return key;
}

static void on_connection(uv_stream_t *server, int status)
{
    if (status < 0 || shutting_down)
        return;
    bool is_unix = server->type == UV_NAMED_PIPE;
    NetConn *c = calloc(1, sizeof(NetConn));
    if (c == NULL)
        return;
    pthread_mutex_init(&c->mu, NULL);
    pthread_cond_init(&c->cv, NULL);
    c->startup_phase = true;
    c->direct_fd = -1;
    c->rfd = -1;
    c->wake_fd = -1;
    c->refs = 2; /* the socket handle and the session thread */
    if (is_unix)
        uv_pipe_init(loop, &c->h.pipe, 0);
    else
        uv_tcp_init(loop, &c->h.tcp);
    c->h.handle.data = c;
    if (uv_accept(server, &c->h.stream) != 0) {
        c->refs = 1; /* no session: on_close frees it */
        conn_close(c);
        return;
    }
    if (!is_unix)
        uv_tcp_nodelay(&c->h.tcp, 1);
    uv_os_fd_t fd;
    if (uv_fileno(&c->h.handle, &fd) == 0)
        c->direct_fd = fd;
    describe_peer(c, is_unix);
    c->key = random_key();

    /* During a smart shutdown the startup is answered 57P03 "shutting down". */
    c->shutdown_requested = smart_shutdown;
    pthread_mutex_lock(&conns_mu);
    c->pid = ++next_pid;
    c->over_limit = nadmitted >= MaxConnections;
    if (!c->over_limit)
        nadmitted++;
    nsessions++;
    c->all_next = all_conns;
    if (all_conns)
        all_conns->all_prev = c;
    all_conns = c;
    pthread_mutex_unlock(&conns_mu);

    pthread_attr_t attr;
    pthread_t tid;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, SESSION_STACK_SIZE);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    int rc = pthread_create(&tid, &attr, session_thread, c);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        server_log(LOG, "could not create session thread: %s", strerror(rc));
        pthread_mutex_lock(&conns_mu);
        nsessions--;
        if (!c->over_limit)
            nadmitted--;
        all_conns = c->all_next;
        if (all_conns)
            all_conns->all_prev = NULL;
        pthread_mutex_unlock(&conns_mu);
        c->refs = 1;
        conn_close(c);
        return;
    }
    conn_start_reading(c);
}

/* ------------------------------------------------------------------ listening */

static bool listen_tcp(const struct sockaddr *addr, const char *label)
{
    if (ntcp >= MAX_LISTENERS)
        return false;
    uv_tcp_t *t = &tcp_listeners[ntcp];
    uv_tcp_init(loop, t);
    unsigned flags = addr->sa_family == AF_INET6 ? UV_TCP_IPV6ONLY : 0;
    int rc = uv_tcp_bind(t, addr, flags);
    if (rc == 0)
        rc = uv_listen((uv_stream_t *)t, 128, on_connection);
    char host[INET6_ADDRSTRLEN] = "";
    if (addr->sa_family == AF_INET)
        uv_ip4_name((const struct sockaddr_in *)addr, host, sizeof(host));
    else
        uv_ip6_name((const struct sockaddr_in6 *)addr, host, sizeof(host));
    const char *family = addr->sa_family == AF_INET ? "IPv4" : "IPv6";
    if (rc != 0) {
        uv_close((uv_handle_t *)t, NULL);
        char msg[256], hint[160];
        snprintf(msg, sizeof(msg), "could not bind %s address \"%s\": %s", family, host,
                 uv_strerror(rc));
        snprintf(hint, sizeof(hint), "Is another postmaster already running on port %d? If "
                 "not, wait a few seconds and retry.", PostPortNumber);
        ErrorData e;
        memset(&e, 0, sizeof(e));
        e.elevel = LOG;
        memcpy(e.sqlstate, "00000", 6);
        e.message = msg;
        e.hint = rc == UV_EADDRINUSE ? hint : NULL;
        elog_write_server_log(&e);
        (void)label;
        return false;
    }
    server_log(LOG, "listening on %s address \"%s\", port %d", family, host, PostPortNumber);
    ntcp++;
    return true;
}

/* One entry of listen_addresses: "*", "localhost", an address or a host name. */
static int listen_on(const char *entry)
{
    int opened = 0;
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof(hints));
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    char portstr[16];
    snprintf(portstr, sizeof(portstr), "%d", PostPortNumber);
    const char *node = strcmp(entry, "*") == 0 ? NULL : entry;
    if (getaddrinfo(node, portstr, &hints, &res) != 0 || res == NULL) {
        server_log(WARNING, "could not translate host name \"%s\", service \"%s\" to address",
                   entry, portstr);
        return 0;
    }
    for (struct addrinfo *ai = res; ai; ai = ai->ai_next) {
        if (ai->ai_family != AF_INET && ai->ai_family != AF_INET6)
            continue;
        /* getaddrinfo may list the same address twice (one per protocol). */
        bool dup = false;
        for (struct addrinfo *p = res; p != ai; p = p->ai_next)
            if (p->ai_addrlen == ai->ai_addrlen && memcmp(p->ai_addr, ai->ai_addr, ai->ai_addrlen) == 0)
                dup = true;
        if (!dup && listen_tcp(ai->ai_addr, entry))
            opened++;
    }
    freeaddrinfo(res);
    if (opened == 0)
        server_log(WARNING, "could not create listen socket for \"%s\"", entry);
    return opened;
}

/* A socket file left behind by a dead server is removed; a live one is left alone. */
static bool unix_socket_in_use(const char *path)
{
    int fd = socket(AF_UNIX, SOCK_STREAM, 0);
    if (fd < 0)
        return false;
    struct sockaddr_un sa;
    memset(&sa, 0, sizeof(sa));
    sa.sun_family = AF_UNIX;
    snprintf(sa.sun_path, sizeof(sa.sun_path), "%s", path);
    bool live = connect(fd, (struct sockaddr *)&sa, sizeof(sa)) == 0;
    close(fd);
    return live;
}

/*
 * One socket per directory of unix_socket_directories ("/tmp" as PG's default, and Debian's
 * /var/run/postgresql, where Debian's psql looks). A directory that is missing or not writable
 * is skipped quietly; the server still runs on TCP.
 */
static void listen_unix_dir(const char *dir)
{
    if (nunix >= MAX_LISTENERS || access(dir, W_OK) != 0)
        return;
    char *path = unix_paths[nunix];
    snprintf(path, sizeof(unix_paths[0]), "%s/.s.PGSQL.%d", dir, PostPortNumber);
    if (access(path, F_OK) == 0) {
        if (unix_socket_in_use(path)) {
            server_log(LOG, "could not create Unix socket \"%s\": another server is using it",
                       path);
            return;
        }
        unlink(path);
    }
    uv_pipe_t *p = &unix_listeners[nunix];
    uv_pipe_init(loop, p, 0);
    int rc = uv_pipe_bind(p, path);
    if (rc == 0)
        rc = uv_listen((uv_stream_t *)p, 128, on_connection);
    if (rc != 0) {
        uv_close((uv_handle_t *)p, NULL);
        server_log(LOG, "could not create Unix socket \"%s\": %s", path, uv_strerror(rc));
        return;
    }
    chmod(path, 0777);
    nunix++;
    server_log(LOG, "listening on Unix socket \"%s\"", path);
}

static void listen_unix(void)
{
    char *dirs = guc_show("unix_socket_directories");
    char *save = NULL;
    for (char *tok = strtok_r(dirs, ", \t", &save); tok; tok = strtok_r(NULL, ", \t", &save))
        listen_unix_dir(tok);
    pfree(dirs);
}

static int open_listeners(void)
{
    char *copy = strdup(ListenAddresses ? ListenAddresses : "");
    int opened = 0;
    bool any = false;
    char *save = NULL;
    for (char *tok = strtok_r(copy, ", \t", &save); tok; tok = strtok_r(NULL, ", \t", &save)) {
        any = true;
        if (strcmp(tok, "localhost") == 0) {
            struct sockaddr_in a4;
            struct sockaddr_in6 a6;
            uv_ip4_addr("127.0.0.1", PostPortNumber, &a4);
            uv_ip6_addr("::1", PostPortNumber, &a6);
            int n = listen_tcp((struct sockaddr *)&a4, tok) ? 1 : 0;
            /* ::1 may not exist (no IPv6): that is not an error, as long as IPv4 works. */
            if (ntcp < MAX_LISTENERS) {
                uv_tcp_t *t = &tcp_listeners[ntcp];
                uv_tcp_init(loop, t);
                if (uv_tcp_bind(t, (struct sockaddr *)&a6, UV_TCP_IPV6ONLY) == 0 &&
                    uv_listen((uv_stream_t *)t, 128, on_connection) == 0) {
                    server_log(LOG, "listening on IPv6 address \"::1\", port %d", PostPortNumber);
                    ntcp++;
                    n++;
                } else {
                    uv_close((uv_handle_t *)t, NULL);
                }
            }
            opened += n;
        } else {
            opened += listen_on(tok);
        }
    }
    free(copy);
    listen_unix();
    if (any && opened == 0) {
        server_log(FATAL, "could not create any TCP/IP sockets");
        return -1;
    }
    if (!any && nunix == 0) {
        server_log(FATAL, "no socket created for listening");
        return -1;
    }
    return opened;
}

/* ------------------------------------------------------------------ shutdown */

static void close_if_open(uv_handle_t *h, void *arg)
{
    if (!uv_is_closing(h))
        uv_close(h, NULL);
}

static void close_listeners(void)
{
    if (listeners_closed)
        return;
    listeners_closed = true;
    for (int i = 0; i < ntcp; i++)
        uv_close((uv_handle_t *)&tcp_listeners[i], NULL);
    for (int i = 0; i < nunix; i++)
        uv_close((uv_handle_t *)&unix_listeners[i], NULL);
}

static void check_shutdown_complete(void)
{
    if (!shutting_down && !smart_shutdown)
        return;
    pthread_mutex_lock(&ready_mu);
    pthread_mutex_lock(&conns_mu);
    bool idle = nsessions == 0 && ready_head == NULL;
    pthread_mutex_unlock(&conns_mu);
    if (!idle) {
        pthread_mutex_unlock(&ready_mu);
        return;
    }
    /*
     * Every session thread is gone and has queued its last bytes; connections still being
     * flushed close themselves when their writes complete. Closing the loop's own handles
     * lets uv_run return once those are done.
     */
    close_listeners();
    uv_handle_t *own[] = {(uv_handle_t *)&wakeup, (uv_handle_t *)&sigterm_handle,
                          (uv_handle_t *)&sigint_handle, (uv_handle_t *)&sigquit_handle,
                          (uv_handle_t *)&sighup_handle};
    for (size_t i = 0; i < lengthof(own); i++)
        if (!uv_is_closing(own[i]))
            uv_close(own[i], NULL);
    pthread_mutex_unlock(&ready_mu);
}

/* Fast shutdown: every session gets NET_MSG_SHUTDOWN and ends with FATAL 57P01. */
static void terminate_sessions(void)
{
    pthread_mutex_lock(&conns_mu);
    int n = 0;
    for (NetConn *c = all_conns; c; c = c->all_next) {
        NetMessage *m = make_message(NET_MSG_SHUTDOWN, 0, NULL, 0);
        pthread_mutex_lock(&c->mu);
        c->shutdown_requested = true;
        if (m)
            queue_locked(c, m);
        wake_session_locked(c);
        pthread_mutex_unlock(&c->mu);
        n++;
    }
    pthread_mutex_unlock(&conns_mu);
    if (n > 0)
        server_log(LOG, "aborting any active transactions");
}

/*
 * The three shutdown modes of PostgreSQL's postmaster. SIGTERM (smart): new connections are
 * refused with 57P03, the open sessions run until their clients leave. SIGINT (fast): the
 * sessions are terminated (57P01), their transactions rolled back, then a clean shutdown.
 * SIGQUIT (immediate): the process exits at once, without a shutdown checkpoint; the next start
 * recovers from the WAL. A stronger signal overrides a weaker one already in progress.
 */
static void on_signal(uv_signal_t *h, int signum)
{
    if (signum == SIGQUIT) {
        server_log(LOG, "received immediate shutdown request");
        for (int i = 0; i < nunix; i++)
            unlink(unix_paths[i]);
        if (net_immediate_exit_hook)
            net_immediate_exit_hook();
        server_log(LOG, "database system is shut down");
        _exit(0);
    }
    if (shutting_down)
        return;
    if (signum == SIGTERM) {
        if (smart_shutdown)
            return;
        smart_shutdown = true;
        server_log(LOG, "received smart shutdown request");
        check_shutdown_complete();
        return;
    }
    shutting_down = true;
    server_log(LOG, "received fast shutdown request");
    close_listeners();
    terminate_sessions();
    check_shutdown_complete();
}

/*
 * SIGHUP: re-read basalt.conf (reloadable settings, seen by sessions that start afterwards),
 * basalt_hba.conf (a bad file keeps the old rules) and the TLS certificate and key (a bad one
 * keeps the old context), as PostgreSQL does.
 */
static void on_sighup(uv_signal_t *h, int signum)
{
    if (shutting_down || DataDir == NULL)
        return;
    server_log(LOG, "received SIGHUP, reloading configuration files");
    char path[PATH_MAX + 32], auto_path[PATH_MAX + 32];
    snprintf(path, sizeof(path), "%s/basalt.conf", DataDir);
    snprintf(auto_path, sizeof(auto_path), "%s/%s", DataDir, GUC_AUTO_CONF_FILE);
    guc_reload_file(path, auto_path);
    snprintf(path, sizeof(path), "%s/basalt_hba.conf", DataDir);
    char *err = NULL;
    if (!auth_hba_load(path, &err)) {
        server_log(LOG, "%s", err ? err : "invalid basalt_hba.conf");
        server_log(LOG, "%s was not reloaded", path);
    }
    if (err)
        pfree(err);
    char *tls_err = NULL;
    if (!tls_server_configure(&tls_err)) {
        server_log(LOG, "%s", tls_err);
        server_log(LOG, "SSL configuration was not reloaded");
    }
    free(tls_err);
    if (net_reload_hook)
        net_reload_hook();
}

int net_server_run(void)
{
    loop = uv_default_loop();
    signal(SIGPIPE, SIG_IGN);
    auth_install_hooks();
    query_install_hooks();
    next_pid = (int32)getpid() * 10;
    uv_async_init(loop, &wakeup, on_wakeup);
    uv_signal_init(loop, &sigterm_handle);
    uv_signal_init(loop, &sigint_handle);
    uv_signal_start(&sigterm_handle, on_signal, SIGTERM);
    uv_signal_start(&sigint_handle, on_signal, SIGINT);
    uv_signal_init(loop, &sigquit_handle);
    uv_signal_start(&sigquit_handle, on_signal, SIGQUIT);
    uv_signal_init(loop, &sighup_handle);
    uv_signal_start(&sighup_handle, on_sighup, SIGHUP);

    char *tls_err = NULL;
    if (!tls_server_configure(&tls_err)) {
        server_log(FATAL, "%s", tls_err);
        free(tls_err);
        uv_walk(loop, close_if_open, NULL);
        uv_run(loop, UV_RUN_DEFAULT);
        return 1;
    }
    if (open_listeners() < 0) {
        uv_walk(loop, close_if_open, NULL);
        uv_run(loop, UV_RUN_DEFAULT);
        return 1;
    }
    server_log(LOG, "database system is ready to accept connections");
    if (net_ready_hook)
        net_ready_hook();
    uv_run(loop, UV_RUN_DEFAULT);
    /* Anything still open (connections that were flushing) goes now. */
    uv_walk(loop, close_if_open, NULL);
    uv_run(loop, UV_RUN_DEFAULT);
    uv_loop_close(loop);
    tls_server_cleanup();
    for (int i = 0; i < nunix; i++)
        unlink(unix_paths[i]);
    return 0;
}
