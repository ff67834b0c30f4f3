/*
 * tls.h: TLS for client connections, with OpenSSL over memory BIOs (internal to src/net).
 *
 * The one idea: OpenSSL never touches a socket. The loop thread feeds the ciphertext it read
 * from libuv into a TlsConn and takes the ciphertext OpenSSL wants to send back out of it
 * (tls_conn_take_output), so a handshake or a record is never waited for: a call that needs
 * more bytes returns TLS_WANT and the next read continues it. Every function here runs on the
 * loop thread only; the server context is rebuilt there too (start, reload).
 */
#ifndef BASALT_NET_TLS_H
#define BASALT_NET_TLS_H

#include <stddef.h>

#include "common/basalt.h"

typedef struct TlsConn TlsConn;

typedef enum TlsStatus {
    TLS_OK,     /* done (handshake finished, or bytes produced) */
    TLS_WANT,   /* needs more input from the client */
    TLS_CLOSED, /* the client sent close_notify */
    TLS_FAIL,   /* protocol or certificate error: the connection must close */
} TlsStatus;

/*
 * (Re)load the server context from ssl, ssl_cert_file and ssl_key_file (relative to the data
 * directory). With ssl = off the context is dropped. On failure returns false with a message
 * worded like PostgreSQL's (malloc'd in *err) and keeps whatever context was loaded before.
 */
bool tls_server_configure(char **err);
/* A server context is loaded: SSLRequest may be accepted (any thread). */
bool tls_server_enabled(void);
/* Free the context at shutdown. */
void tls_server_cleanup(void);

/* A new server-side TLS state; NULL if TLS is off or OpenSSL fails (see tls_last_error). */
TlsConn *tls_conn_new(void);
void tls_conn_free(TlsConn *t);

/* Hand over ciphertext read from the socket. False only when out of memory. */
bool tls_conn_feed(TlsConn *t, const char *data, size_t len);
/* Advance the handshake. */
TlsStatus tls_conn_handshake(TlsConn *t);
bool tls_conn_handshake_done(TlsConn *t);
/* Decrypt into buf; *n bytes produced (TLS_OK with *n > 0), or TLS_WANT/CLOSED/FAIL. */
TlsStatus tls_conn_read(TlsConn *t, char *buf, size_t cap, size_t *n);
/* Encrypt len bytes (after the handshake). False on failure. */
bool tls_conn_write(TlsConn *t, const char *data, size_t len);
/* Queue close_notify. */
void tls_conn_shutdown(TlsConn *t);
/* Ciphertext waiting to go to the socket, and moving up to len of it into dst. */
size_t tls_conn_output_len(TlsConn *t);
size_t tls_conn_take_output(TlsConn *t, char *dst, size_t len);
/* The protocol version and cipher in use, e.g. for logging ("TLSv1.3", "TLS_AES_256..."). */
const char *tls_conn_version(TlsConn *t);
const char *tls_conn_cipher(TlsConn *t);

/* The reason of the last failure on this thread, as PostgreSQL's SSLerrmessage() words it. */
const char *tls_last_error(void);

#endif /* BASALT_NET_TLS_H */
