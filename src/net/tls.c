/*
 * tls.c: the server's TLS context and per-connection TLS state (OpenSSL, memory BIOs).
 *
 * The one idea: each TlsConn is an SSL object between two memory BIOs, so OpenSSL only ever
 * transforms bytes: ciphertext from the socket goes into the read BIO, ciphertext to send comes
 * out of the write BIO, and the loop thread moves both with libuv. Nothing here blocks or
 * waits. The server context follows the settings ssl, ssl_cert_file and ssl_key_file (paths
 * relative to the data directory, as in PostgreSQL) and is checked the way PostgreSQL checks
 * it: the certificate chain loads, the key file is private (0600, or 0640 when owned by root),
 * and the key matches the certificate. TLS 1.2 is the lowest version accepted (PostgreSQL's
 * ssl_min_protocol_version default); compression, renegotiation and session tickets are off.
 */
#include "net/tls.h"

#include <errno.h>
#include <stdarg.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <openssl/bio.h>
#include <openssl/err.h>
#include <openssl/ssl.h>

#include "common/guc.h"
#include "common/mcxt.h"

struct TlsConn {
    SSL *ssl;
    BIO *rbio, *wbio; /* owned by ssl */
};

/* PostgreSQL's ssl_ciphers default. */
#define TLS_CIPHERS "HIGH:MEDIUM:+3DES:!aNULL"

static SSL_CTX *server_ctx;            /* loop thread (and main before the loop starts) */
static atomic_bool server_enabled;     /* mirrors server_ctx != NULL for session threads */
static _Thread_local char last_error[256];

/* ------------------------------------------------------------------ errors */

/* Like PG's SSLerrmessage: the reason of the first queued error, the queue then cleared. */
static const char *take_openssl_error(void)
{
    unsigned long code = ERR_get_error();
    ERR_clear_error();
    if (code == 0)
        snprintf(last_error, sizeof(last_error), "no SSL error reported");
    else {
        const char *reason = ERR_reason_error_string(code);
        if (reason)
            snprintf(last_error, sizeof(last_error), "%s", reason);
        else
            snprintf(last_error, sizeof(last_error), "SSL error code %lu", code);
    }
    return last_error;
}

const char *tls_last_error(void)
{
    return last_error[0] ? last_error : "no SSL error reported";
}

static char *dup_printf(const char *fmt, ...) pg_attribute_printf(1, 2);
static char *dup_printf(const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof(buf), fmt, ap);
    va_end(ap);
    return strdup(buf);
}

/* ------------------------------------------------------------------ the server context */

static char *setting_path(const char *name)
{
    char *v = guc_show(name);
    char *path;
    if (v[0] == '/' || DataDir == NULL)
        path = strdup(v);
    else
        path = dup_printf("%s/%s", DataDir, v);
    pfree(v);
    return path;
}

/* PostgreSQL's check of the key file, with its messages. */
static bool key_file_is_private(const char *path, char **err)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        *err = dup_printf("could not access private key file \"%s\": %s", path,
                          strerror(errno));
        return false;
    }
    if (!S_ISREG(st.st_mode)) {
        *err = dup_printf("private key file \"%s\" is not a regular file", path);
        return false;
    }
    if (st.st_uid != geteuid() && st.st_uid != 0) {
        *err = dup_printf("private key file \"%s\" must be owned by the database user or root",
                          path);
        return false;
    }
    if ((st.st_uid == geteuid() && (st.st_mode & (S_IRWXG | S_IRWXO))) ||
        (st.st_uid == 0 && (st.st_mode & (S_IWGRP | S_IXGRP | S_IRWXO)))) {
        *err = dup_printf("private key file \"%s\" has group or world access\n"
                          "DETAIL:  File must have permissions u=rw (0600) or less if owned by "
                          "the database user, or permissions u=rw,g=r (0640) or less if owned "
                          "by root.",
                          path);
        return false;
    }
    return true;
}

static SSL_CTX *build_context(char **err)
{
    SSL_CTX *ctx = SSL_CTX_new(TLS_server_method());
    if (ctx == NULL) {
        *err = dup_printf("could not create SSL context: %s", take_openssl_error());
        return NULL;
    }
    char *cert = setting_path("ssl_cert_file");
    char *key = setting_path("ssl_key_file");
    bool ok = false;
    SSL_CTX_set_min_proto_version(ctx, TLS1_2_VERSION);
    SSL_CTX_set_options(ctx, SSL_OP_NO_COMPRESSION | SSL_OP_NO_TICKET |
                                 SSL_OP_NO_RENEGOTIATION | SSL_OP_CIPHER_SERVER_PREFERENCE);
    SSL_CTX_set_session_cache_mode(ctx, SSL_SESS_CACHE_OFF);
    if (SSL_CTX_use_certificate_chain_file(ctx, cert) != 1)
        *err = dup_printf("could not load server certificate file \"%s\": %s", cert,
                          take_openssl_error());
    else if (!key_file_is_private(key, err))
        ;
    else if (SSL_CTX_use_PrivateKey_file(ctx, key, SSL_FILETYPE_PEM) != 1)
        *err = dup_printf("could not load private key file \"%s\": %s", key,
                          take_openssl_error());
    else if (SSL_CTX_check_private_key(ctx) != 1)
        *err = dup_printf("check of private key failed: %s", take_openssl_error());
    else if (SSL_CTX_set_cipher_list(ctx, TLS_CIPHERS) != 1)
        *err = dup_printf("could not set the cipher list (no valid ciphers available)");
    else
        ok = true;
    free(cert);
    free(key);
    if (!ok) {
        SSL_CTX_free(ctx);
        return NULL;
    }
    return ctx;
}

bool tls_server_configure(char **err)
{
    *err = NULL;
    char *on = guc_show("ssl");
    bool want = strcmp(on, "on") == 0;
    pfree(on);
    if (!want) {
        tls_server_cleanup();
        return true;
    }
    SSL_CTX *ctx = build_context(err);
    if (ctx == NULL)
        return false;
    /* Connections in progress hold their own reference (SSL_new took one). */
    if (server_ctx)
        SSL_CTX_free(server_ctx);
    server_ctx = ctx;
    atomic_store(&server_enabled, true);
    return true;
}

bool tls_server_enabled(void)
{
    return atomic_load(&server_enabled);
}

void tls_server_cleanup(void)
{
    atomic_store(&server_enabled, false);
    if (server_ctx)
        SSL_CTX_free(server_ctx);
    server_ctx = NULL;
}

/* ------------------------------------------------------------------ connections */

TlsConn *tls_conn_new(void)
{
    last_error[0] = '\0';
    if (server_ctx == NULL) {
        snprintf(last_error, sizeof(last_error), "SSL is not enabled");
        return NULL;
    }
    TlsConn *t = calloc(1, sizeof(TlsConn));
    if (t == NULL)
        return NULL;
    t->ssl = SSL_new(server_ctx);
    t->rbio = BIO_new(BIO_s_mem());
    t->wbio = BIO_new(BIO_s_mem());
    if (t->ssl == NULL || t->rbio == NULL || t->wbio == NULL) {
        take_openssl_error();
        BIO_free(t->rbio);
        BIO_free(t->wbio);
        SSL_free(t->ssl);
        free(t);
        return NULL;
    }
    /* An empty read BIO means "no data yet", not end of file. */
    BIO_set_mem_eof_return(t->rbio, -1);
    SSL_set_bio(t->ssl, t->rbio, t->wbio);
    SSL_set_accept_state(t->ssl);
    return t;
}

void tls_conn_free(TlsConn *t)
{
    if (t == NULL)
        return;
    SSL_free(t->ssl); /* frees both BIOs */
    free(t);
}

bool tls_conn_feed(TlsConn *t, const char *data, size_t len)
{
    while (len > 0) {
        int chunk = len > (1u << 30) ? (1 << 30) : (int)len;
        int n = BIO_write(t->rbio, data, chunk);
        if (n <= 0)
            return false;
        data += n;
        len -= (size_t)n;
    }
    return true;
}

/* Map an SSL_* call's result; a failure leaves its reason in last_error. */
static TlsStatus status_of(TlsConn *t, int rc)
{
    switch (SSL_get_error(t->ssl, rc)) {
    case SSL_ERROR_NONE: return TLS_OK;
    case SSL_ERROR_WANT_READ:
    case SSL_ERROR_WANT_WRITE: return TLS_WANT; /* a memory BIO always takes writes */
    case SSL_ERROR_ZERO_RETURN: return TLS_CLOSED;
    case SSL_ERROR_SYSCALL:
        if (ERR_peek_error() == 0) {
            snprintf(last_error, sizeof(last_error), "EOF detected");
            return TLS_FAIL;
        }
        take_openssl_error();
        return TLS_FAIL;
    default:
        take_openssl_error();
        return TLS_FAIL;
    }
}

TlsStatus tls_conn_handshake(TlsConn *t)
{
    ERR_clear_error();
    int rc = SSL_do_handshake(t->ssl);
    return rc == 1 ? TLS_OK : status_of(t, rc);
}

bool tls_conn_handshake_done(TlsConn *t)
{
    return SSL_is_init_finished(t->ssl);
}

TlsStatus tls_conn_read(TlsConn *t, char *buf, size_t cap, size_t *n)
{
    *n = 0;
    ERR_clear_error();
    size_t got = 0;
    int rc = SSL_read_ex(t->ssl, buf, cap, &got);
    if (rc == 1) {
        *n = got;
        return TLS_OK;
    }
    return status_of(t, rc);
}

bool tls_conn_write(TlsConn *t, const char *data, size_t len)
{
    ERR_clear_error();
    size_t written = 0;
    /* With a memory BIO the whole buffer is encrypted in one call (no partial writes). */
    if (SSL_write_ex(t->ssl, data, len, &written) != 1 || written != len) {
        status_of(t, 0);
        return false;
    }
    return true;
}

void tls_conn_shutdown(TlsConn *t)
{
    ERR_clear_error();
    if (SSL_is_init_finished(t->ssl))
        SSL_shutdown(t->ssl);
    ERR_clear_error();
}

size_t tls_conn_output_len(TlsConn *t)
{
    return BIO_ctrl_pending(t->wbio);
}

size_t tls_conn_take_output(TlsConn *t, char *dst, size_t len)
{
    size_t done = 0;
    while (done < len) {
        size_t got = 0;
        if (BIO_read_ex(t->wbio, dst + done, len - done, &got) != 1 || got == 0)
            break;
        done += got;
    }
    return done;
}

const char *tls_conn_version(TlsConn *t)
{
    return SSL_get_version(t->ssl);
}

const char *tls_conn_cipher(TlsConn *t)
{
    return SSL_get_cipher_name(t->ssl);
}
