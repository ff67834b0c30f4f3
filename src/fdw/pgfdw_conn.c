/*
 * pgfdw_conn.c: basalt_pg_fdw's protocol-v3 client, its connection cache and its remote
 * transactions.
 *
 * The one idea: the client is the server's codecs run backwards. Messages are built and read
 * with src/net/wire (wire.h, wire_auth.h), passwords are answered with net/auth's md5 and
 * SCRAM-SHA-256 code, and the socket is a plain blocking one owned by the session's thread.
 * A connection is opened for a (server, user mapping) pair the first time a query of the
 * session needs it and kept until the session ends (postgres_fdw's ConnCacheEntry). The first
 * use inside a local transaction starts a REPEATABLE READ remote transaction; a transaction
 * callback (storage/xact.h) commits it before the local commit and aborts it with the local
 * abort. A connection whose state is unknown (an interrupt or a socket error mid-message) is
 * closed at the end of the transaction and opened afresh on next use.
 */
#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "executor/executor.h"
#include "fdw/pgfdw.h"
#include "net/auth.h"
#include "net/wire/wire.h"
#include "net/wire/wire_auth.h"
#include "storage/catalog.h"
#include "storage/xact.h"

struct PgFdwConn {
    Oid serverid, umid;
    char *servername;
    int sock;
    StringInfoData in; /* bytes received and not yet consumed */
    int in_pos;
    bool in_xact;      /* a remote transaction is open */
    int sp_depth;      /* local savepoint depth mirrored by remote savepoints s2, s3, ... */
    bool broken;       /* state unknown: close at transaction end */
    unsigned cursor_number;
    unsigned prep_stmt_number; /* for the session: prepared statements outlive transactions */
    int nprepared; /* prepared and not deallocated: an error left them, if at transaction end */
    char *where;       /* libpq's "connection to server at ... failed: " while connecting */
    char *host, *port; /* for a CancelRequest */
    int32 be_pid, be_key; /* BackendKeyData */
    MemoryContext cxt; /* the connection's own memory, for its life */
};

#define MAX_CONNS 64
static _Thread_local PgFdwConn *conns[MAX_CONNS];
static _Thread_local int nconns;
static pthread_once_t callback_once = PTHREAD_ONCE_INIT;

static void pgfdw_xact_callback(XactEvent event, int depth);
static void register_callback(void) { xact_register_callback(pgfdw_xact_callback); }

/* ------------------------------------------------------------------ socket I/O */

static void close_socket(PgFdwConn *c)
{
    if (c->sock >= 0)
        close(c->sock);
    c->sock = -1;
}

static pg_noreturn void lost_connection(PgFdwConn *c, const char *what)
{
    c->broken = true;
    close_socket(c);
    ereport(ERROR, errcode(ERRCODE_CONNECTION_FAILURE),
            errmsg("could not %s server \"%s\"", what, c->servername),
            errdetail("%s", errno ? strerror(errno) : "server closed the connection unexpectedly"));
}

static void send_all(PgFdwConn *c, StringInfo buf)
{
    if (c->sock < 0)
        lost_connection(c, "send data to");
    int off = 0;
    while (off < buf->len) {
        ssize_t n = send(c->sock, buf->data + off, (size_t)(buf->len - off), MSG_NOSIGNAL);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            lost_connection(c, "send data to");
        off += (int)n;
    }
}

static int open_socket(const char *host, const char *port, char **where, char **err);

/* A CancelRequest for the remote's running query, on a connection of its own (best effort). */
static void send_cancel(PgFdwConn *c)
{
    if (c->host == NULL || c->be_pid == 0)
        return;
    char *where, *err;
    int s = open_socket(c->host, c->port, &where, &err);
    if (s < 0)
        return;
    struct timeval tv = {.tv_sec = 10};
    setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv)); /* never hang an abort on it */
    StringInfoData out;
    initStringInfo(&out);
    wire_build_cancel_request(&out, c->be_pid, c->be_key);
    (void)send(s, out.data, (size_t)out.len, MSG_NOSIGNAL);
    char b;
    (void)recv(s, &b, 1, 0); /* the server closes it when done */
    close(s);
}

/* Wait for input, letting a cancel or a shutdown interrupt the wait. */
static void wait_readable(PgFdwConn *c)
{
    for (;;) {
        struct pollfd p = {.fd = c->sock, .events = POLLIN};
        int rc = poll(&p, 1, 200);
        if (rc > 0)
            return;
        if (rc < 0 && errno != EINTR)
            lost_connection(c, "receive data from");
        if (executor_interrupt_hook) {
            c->broken = true; /* the answer we are waiting for would come later: drop it */
            PG_TRY();
            {
                executor_interrupt_hook();
            }
            PG_CATCH();
            {
                send_cancel(c); /* stop the remote query too, as postgres_fdw does */
                PG_RE_THROW();
            }
            PG_END_TRY();
            c->broken = false;
        }
    }
}

/* The next message: its type and body (valid until the next call). */
static char read_message(PgFdwConn *c, const char **body, int *len)
{
    if (c->sock < 0)
        lost_connection(c, "receive data from");
    for (;;) {
        size_t total;
        size_t avail = (size_t)(c->in.len - c->in_pos);
        WireFrameResult fr = wire_frame(c->in.data + c->in_pos, avail, false, WIRE_MAX_MESSAGE,
                                        &total);
        if (fr == WIRE_FRAME_BAD_LENGTH) {
            errno = 0;
            c->broken = true;
            close_socket(c);
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("invalid message length from server \"%s\"", c->servername));
        }
        if (fr == WIRE_FRAME_COMPLETE) {
            const char *m = c->in.data + c->in_pos;
            c->in_pos += (int)total;
            *body = m + 5;
            *len = (int)total - 5;
            return m[0];
        }
        if (c->in_pos > 0) { /* keep only the unread part */
            memmove(c->in.data, c->in.data + c->in_pos, avail);
            c->in.len = (int)avail;
            c->in_pos = 0;
        }
        enlargeStringInfo(&c->in, 65536);
        wait_readable(c);
        ssize_t n = recv(c->sock, c->in.data + c->in.len, (size_t)(c->in.maxlen - c->in.len - 1),
                         0);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            if (n == 0)
                errno = 0;
            lost_connection(c, "receive data from");
        }
        c->in.len += (int)n;
    }
}

static void bad_message(PgFdwConn *c, const char *err)
{
    c->broken = true;
    ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION),
            errmsg("invalid message from server \"%s\": %s", c->servername,
                   err ? err : "unexpected message type"));
}

/* ------------------------------------------------------------------ connecting */

/*
 * Connect to host:port. *where is libpq's prefix for messages about the connection
 * ("connection to server at "h" (addr), port p failed: "); *err the reason when it fails.
 */
static int open_socket(const char *host, const char *port, char **where, char **err)
{
    if (host[0] == '/') { /* a Unix socket directory, as libpq */
        struct sockaddr_un sa = {.sun_family = AF_UNIX};
        snprintf(sa.sun_path, sizeof(sa.sun_path), "%s/.s.PGSQL.%s", host, port);
        *where = psprintf("connection to server on socket \"%s\" failed: ", sa.sun_path);
        int s = socket(AF_UNIX, SOCK_STREAM, 0);
        if (s >= 0 && connect(s, (struct sockaddr *)&sa, sizeof(sa)) == 0)
            return s;
        *err = psprintf("%s%s\n\tIs the server running locally and accepting connections on "
                        "that socket?",
                        *where, strerror(errno));
        if (s >= 0)
            close(s);
        return -1;
    }
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM}, *res, *ai;
    int rc = getaddrinfo(host, port, &hints, &res);
    if (rc != 0) {
        *err = psprintf("could not translate host name \"%s\" to address: %s", host,
                        gai_strerror(rc));
        return -1;
    }
    StringInfoData errs;
    initStringInfo(&errs);
    for (ai = res; ai; ai = ai->ai_next) {
        char addr[NI_MAXHOST] = "?";
        getnameinfo(ai->ai_addr, ai->ai_addrlen, addr, sizeof(addr), NULL, 0, NI_NUMERICHOST);
        *where = strcmp(addr, host) == 0
                     ? psprintf("connection to server at \"%s\", port %s failed: ", host, port)
                     : psprintf("connection to server at \"%s\" (%s), port %s failed: ", host,
                                addr, port);
        int s = socket(ai->ai_family, ai->ai_socktype, ai->ai_protocol);
        if (s >= 0 && connect(s, ai->ai_addr, ai->ai_addrlen) == 0) {
            freeaddrinfo(res);
            return s;
        }
        appendStringInfo(&errs, "%s%s%s", errs.len > 0 ? "\n" : "", *where, strerror(errno));
        if (errno == ECONNREFUSED)
            appendStringInfoString(
                &errs, "\n\tIs the server running on that host and accepting TCP/IP connections?");
        if (s >= 0)
            close(s);
    }
    freeaddrinfo(res);
    *err = errs.data;
    return -1;
}

/* The DETAIL is libpq's message: after the socket is open, prefixed with the address. */
static pg_noreturn void connect_failed(PgFdwConn *c, const char *detail)
{
    if (c->sock >= 0 && c->where)
        detail = psprintf("%s%s", c->where, detail);
    close_socket(c);
    ereport(ERROR, errcode(ERRCODE_SQLCLIENT_UNABLE_TO_ESTABLISH_SQLCONNECTION),
            errmsg("could not connect to server \"%s\"", c->servername), errdetail("%s", detail));
}

/* Answer the server's authentication requests until AuthenticationOk; true if the server
 * asked for the password (libpq's PQconnectionUsedPassword). */
static bool authenticate(PgFdwConn *c, const char *user, const char *password)
{
    bool used_password = false;
    ScramClient *scram = NULL;
    StringInfoData out;
    initStringInfo(&out);
    for (;;) {
        const char *body, *err = NULL;
        int len;
        char type = read_message(c, &body, &len);
        if (type == 'E') {
            WireErrorFields f;
            if (!wire_read_error(body, len, &f, &err))
                bad_message(c, err);
            connect_failed(c, psprintf("%s:  %s", f.severity ? f.severity : "FATAL",
                                       f.message ? f.message : ""));
        }
        if (type != 'R')
            bad_message(c, NULL);
        WireAuthRequest req;
        if (!wire_read_auth_request(body, len, &req, &err))
            bad_message(c, err);
        resetStringInfo(&out);
        switch (req.code) {
        case WIRE_AUTH_OK:
            return used_password;
        case WIRE_AUTH_CLEARTEXT:
        case WIRE_AUTH_MD5:
            if (password == NULL)
                connect_failed(c, "fe_sendauth: no password supplied");
            used_password = true;
            wire_build_password(&out, req.code == WIRE_AUTH_MD5
                                          ? auth_md5_client_response(user, password, req.salt)
                                          : password);
            break;
        case WIRE_AUTH_SASL: {
            bool found = false; /* the mechanism list: NUL-terminated names, then an empty one */
            for (int i = 0; i < req.len && req.data[i] != '\0';) {
                found = found || strcmp(req.data + i, "SCRAM-SHA-256") == 0;
                i += (int)strnlen(req.data + i, (size_t)(req.len - i)) + 1;
            }
            if (!found)
                connect_failed(c, "none of the server's SASL authentication mechanisms are "
                                  "supported");
            if (password == NULL)
                connect_failed(c, "fe_sendauth: no password supplied");
            used_password = true;
            scram = auth_scram_client_begin(password);
            char *first = auth_scram_client_first(scram);
            wire_build_sasl_initial(&out, "SCRAM-SHA-256", first, (int)strlen(first));
            break;
        }
        case WIRE_AUTH_SASL_CONTINUE: {
            char *reply;
            if (scram == NULL || !auth_scram_client_final(scram, req.data, req.len, &reply, &err))
                connect_failed(c, err ? err : "unexpected SASL message");
            wire_build_sasl_response(&out, reply, (int)strlen(reply));
            break;
        }
        case WIRE_AUTH_SASL_FINAL:
            if (scram == NULL || !auth_scram_client_verify(scram, req.data, req.len, &err))
                connect_failed(c, err ? err : "unexpected SASL message");
            continue;
        default:
            connect_failed(c, psprintf("authentication method %d not supported", req.code));
        }
        send_all(c, &out);
    }
}

/* After AuthenticationOk: ParameterStatus, BackendKeyData, ..., ReadyForQuery. */
static void wait_ready(PgFdwConn *c)
{
    for (;;) {
        const char *body, *err = NULL;
        int len;
        char type = read_message(c, &body, &len);
        if (type == 'Z')
            return;
        if (type == 'K') {
            WireReader r;
            wire_reader_init(&r, body, len);
            if (!wire_get_int32(&r, &c->be_pid) || !wire_get_int32(&r, &c->be_key))
                bad_message(c, r.err);
            continue;
        }
        if (type == 'E') {
            WireErrorFields f;
            if (!wire_read_error(body, len, &f, &err))
                bad_message(c, err);
            connect_failed(c, psprintf("%s:  %s", f.severity ? f.severity : "FATAL",
                                       f.message ? f.message : ""));
        }
    }
}

/* Does the local user need a password to connect (postgres_fdw's rule)? Superusers do not;
 * nor does a user mapping a superuser made with password_required 'false'. Without it a
 * non-superuser could ride on the trust the remote gives this server's own host or user. */
static bool password_required(UserMapping *um)
{
    CatalogRole r;
    if (catalog_role_by_oid(pgfdw_local_user(), &r) && r.rolsuper)
        return false;
    const char *v = fdw_option_value(um->options, "password_required");
    return v == NULL || !(strcasecmp(v, "false") == 0 || strcasecmp(v, "off") == 0 ||
                          strcmp(v, "0") == 0 || strcasecmp(v, "no") == 0);
}

static PgFdwConn *connect_server(ForeignServer *server, UserMapping *um)
{
    const char *host = fdw_option_value(server->options, "host");
    const char *hostaddr = fdw_option_value(server->options, "hostaddr");
    const char *port = fdw_option_value(server->options, "port");
    const char *dbname = fdw_option_value(server->options, "dbname");
    const char *appname = fdw_option_value(server->options, "application_name");
    const char *user = fdw_option_value(um->options, "user");
    const char *password = fdw_option_value(um->options, "password");
    bool need_password = password_required(um);
    if (need_password && (password == NULL || password[0] == '\0'))
        ereport(ERROR, errcode(ERRCODE_S_R_E_PROHIBITED_SQL_STATEMENT_ATTEMPTED),
                errmsg("password is required"),
                errdetail("Non-superusers must provide a password in the user mapping."));
    if (user == NULL)
        user = guc_show("session_authorization");
    if (dbname == NULL)
        dbname = user;
    if (hostaddr)
        host = hostaddr;
    if (host == NULL || host[0] == '\0')
        host = "/var/run/postgresql";
    if (port == NULL || port[0] == '\0')
        port = "5432";

    MemoryContext cxt = mcxt_create(mcxt_top(), "basalt_pg_fdw connection");
    PgFdwConn *c = mcxt_alloc0(cxt, sizeof(PgFdwConn));
    c->cxt = cxt;
    c->serverid = server->serverid;
    c->umid = um->umid;
    c->servername = mcxt_strdup(cxt, server->servername);
    c->host = mcxt_strdup(cxt, host);
    c->port = mcxt_strdup(cxt, port);
    c->sock = -1;
    MemoryContext old = mcxt_switch_to(cxt);
    initStringInfo(&c->in);
    mcxt_switch_to(old);

    PG_TRY();
    {
        char *err;
        c->sock = open_socket(host, port, &c->where, &err);
        if (c->sock < 0)
            connect_failed(c, err);
        const char *names[] = {"user", "database", "application_name", "client_encoding",
                               "DateStyle"};
        const char *values[] = {user, dbname, appname ? appname : "postgres_fdw", "UTF8",
                                "ISO"};
        StringInfoData out;
        initStringInfo(&out);
        wire_build_startup(&out, lengthof(names), names, values);
        send_all(c, &out);
        if (!authenticate(c, user, password) && need_password)
            ereport(ERROR, errcode(ERRCODE_S_R_E_PROHIBITED_SQL_STATEMENT_ATTEMPTED),
                    errmsg("password is required"),
                    errdetail("Non-superuser cannot connect if the server does not request a "
                              "password."),
                    errhint("Target server's authentication method must be changed or set the "
                            "password_required=false in the user mapping attributes."));
        wait_ready(c);
        /* postgres_fdw's configure_remote_session: values come back in forms we can read */
        pgfdw_exec(c,
                   "SET search_path = pg_catalog; SET timezone = 'UTC'; SET datestyle = ISO; "
                   "SET intervalstyle = postgres; SET extra_float_digits = 3",
                   NULL);
    }
    PG_CATCH();
    {
        close_socket(c);
        mcxt_delete(cxt);
        PG_RE_THROW();
    }
    PG_END_TRY();
    return c;
}

static void free_conn(int i)
{
    PgFdwConn *c = conns[i];
    if (c->sock >= 0) {
        StringInfoData out;
        initStringInfo(&out);
        wire_build_terminate(&out);
        (void)send(c->sock, out.data, (size_t)out.len, MSG_NOSIGNAL);
        pfree(out.data);
    }
    close_socket(c);
    mcxt_delete(c->cxt);
    conns[i] = conns[--nconns];
}

PgFdwConn *pgfdw_get_connection(ForeignServer *server, UserMapping *um)
{
    pthread_once(&callback_once, register_callback);
    PgFdwConn *c = NULL;
    for (int i = 0; i < nconns && c == NULL; i++)
        if (conns[i]->serverid == server->serverid && conns[i]->umid == um->umid) {
            if ((conns[i]->sock < 0 || conns[i]->broken) && !conns[i]->in_xact)
                free_conn(i); /* lost between transactions: reconnect */
            else
                c = conns[i];
        }
    if (c == NULL) {
        if (nconns == MAX_CONNS)
            ereport(ERROR, errcode(ERRCODE_TOO_MANY_CONNECTIONS),
                    errmsg("too many foreign server connections in one session"));
        c = connect_server(server, um);
        conns[nconns++] = c;
    }
    if (!c->in_xact) {
        /* PG: SERIALIZABLE locally maps to SERIALIZABLE remotely, else REPEATABLE READ */
        const char *iso = guc_show("transaction_isolation");
        c->in_xact = true;
        pgfdw_exec(c,
                   iso && strcmp(iso, "serializable") == 0
                       ? "START TRANSACTION ISOLATION LEVEL SERIALIZABLE"
                       : "START TRANSACTION ISOLATION LEVEL REPEATABLE READ",
                   NULL);
        c->sp_depth = 0;
    }
    /* a remote savepoint for each local one the remote transaction has not seen yet, named
     * as postgres_fdw names them (s2 for the first: the transaction itself is level 1) */
    while (c->sp_depth < xact_savepoint_depth()) {
        char *sql = psprintf("SAVEPOINT s%d", c->sp_depth + 2);
        pgfdw_exec(c, sql, NULL);
        c->sp_depth++;
    }
    return c;
}

unsigned pgfdw_cursor_number(PgFdwConn *c) { return ++c->cursor_number; }
unsigned pgfdw_prep_stmt_number(PgFdwConn *c) { return ++c->prep_stmt_number; }

void pgfdw_disconnect_all(void)
{
    while (nconns > 0)
        free_conn(nconns - 1);
}

/* ------------------------------------------------------------------ queries */

/* A remote error as ours: the remote's fields, and where it came from. */
static pg_noreturn void report_remote_error(WireErrorFields *f, const char *sql)
{
    const char *code = f->code && strlen(f->code) == 5 ? f->code : ERRCODE_CONNECTION_FAILURE;
    ereport(ERROR, errcode(code), errmsg_internal("%s", f->message ? f->message : "(null)"),
            f->detail ? errdetail("%s", f->detail) : 0, f->hint ? errhint("%s", f->hint) : 0,
            f->where ? errcontext_msg("%s", f->where) : 0,
            errcontext_msg("remote SQL command: %s", sql));
}

/*
 * Read the answers up to ReadyForQuery: rows of the last result set go into the result; the
 * first ErrorResponse is kept and raised once the server is ready again, so the connection
 * stays usable.
 */
static PgFdwResult *collect_results(PgFdwConn *c, const char *sql)
{
    PgFdwResult *res = palloc0(sizeof(PgFdwResult));
    int cap = 0;
    WireErrorFields error;
    bool failed = false;
    MemoryContext mycxt = CurrentMemoryContext;
    for (;;) {
        const char *body, *err = NULL;
        int len;
        char type = read_message(c, &body, &len);
        switch (type) {
        case 'T': { /* RowDescription: a new result */
            WireColumn *cols;
            if (!wire_read_row_description(body, len, &res->ncols, &cols, &err))
                bad_message(c, err);
            res->nrows = 0;
            break;
        }
        case 'D': {
            int n, *lengths;
            const char **values;
            if (!wire_read_data_row(body, len, &n, &values, &lengths, &err) || n != res->ncols)
                bad_message(c, err ? err : "wrong number of columns in a data row");
            if (res->nrows == cap) {
                cap = cap ? cap * 2 : 64;
                res->rows = res->rows ? repalloc(res->rows, sizeof(char **) * (size_t)cap)
                                      : palloc(sizeof(char **) * (size_t)cap);
            }
            char **row = palloc(sizeof(char *) * (size_t)(n > 0 ? n : 1));
            for (int j = 0; j < n; j++)
                row[j] = lengths[j] < 0 ? NULL : pnstrdup(values[j], (size_t)lengths[j]);
            res->rows[res->nrows++] = row;
            pfree(values);
            pfree(lengths);
            break;
        }
        case 'C': {
            const char *tag;
            WireReader r;
            wire_reader_init(&r, body, len);
            if (!wire_get_string(&r, &tag))
                bad_message(c, r.err);
            res->tag = pstrdup(tag);
            break;
        }
        case 'E':
            if (!failed) {
                if (!wire_read_error(body, len, &error, &err))
                    bad_message(c, err);
                /* the body is overwritten by the next read: keep copies */
                MemoryContext old = mcxt_switch_to(mycxt);
                error.message = error.message ? pstrdup(error.message) : NULL;
                error.code = error.code ? pstrdup(error.code) : NULL;
                error.detail = error.detail ? pstrdup(error.detail) : NULL;
                error.hint = error.hint ? pstrdup(error.hint) : NULL;
                error.where = error.where ? pstrdup(error.where) : NULL;
                mcxt_switch_to(old);
                failed = true;
            }
            break;
        case 'Z':
            if (failed)
                report_remote_error(&error, sql);
            return res;
        case 'N': /* notices are dropped, as postgres_fdw's libpq does by default */
        case 'S': /* ParameterStatus */
        case 'I': /* EmptyQueryResponse */
        case '1': /* ParseComplete */
        case '2': /* BindComplete */
        case '3': /* CloseComplete */
        case 'n': /* NoData */
        case 's': /* PortalSuspended */
        case 't': /* ParameterDescription */
        case 'A': /* NotificationResponse */
            break;
        default:
            bad_message(c, NULL);
        }
    }
}

PgFdwResult *pgfdw_exec(PgFdwConn *c, const char *sql, const char *context_sql)
{
    pgfdw_send_query(c, sql);
    return pgfdw_get_result(c, context_sql ? context_sql : sql);
}

void pgfdw_send_query(PgFdwConn *c, const char *sql)
{
    StringInfoData out;
    initStringInfo(&out);
    wire_build_query(&out, sql);
    send_all(c, &out);
    pfree(out.data);
}

PgFdwResult *pgfdw_get_result(PgFdwConn *c, const char *context_sql)
{
    return collect_results(c, context_sql);
}

int pgfdw_wait_socket(PgFdwConn *c)
{
    return c->in.len > c->in_pos ? -1 : c->sock;
}

/* Parse of sql as statement name (unless sql is NULL), then Bind / Describe / Execute / Sync
 * of it with the text parameters, and its results. */
static PgFdwResult *exec_statement(PgFdwConn *c, const char *name, const char *sql, int nparams,
                                   const char *const *values, const char *context_sql)
{
    StringInfoData out;
    initStringInfo(&out);
    int *lengths = palloc0(sizeof(int) * (size_t)(nparams + 1));
    for (int i = 0; i < nparams; i++)
        lengths[i] = values[i] ? (int)strlen(values[i]) : -1;
    if (sql)
        wire_build_parse(&out, name, sql, 0, NULL);
    wire_build_bind(&out, "", name, 0, NULL, nparams, values, lengths, 0, NULL);
    wire_build_describe(&out, 'P', "");
    wire_build_execute(&out, "", 0);
    wire_build_sync(&out);
    send_all(c, &out);
    pfree(out.data);
    return collect_results(c, context_sql);
}

PgFdwResult *pgfdw_exec_params(PgFdwConn *c, const char *sql, int nparams,
                               const char *const *values, const char *context_sql)
{
    return exec_statement(c, "", sql, nparams, values, context_sql ? context_sql : sql);
}

void pgfdw_prepare(PgFdwConn *c, const char *name, const char *sql)
{
    StringInfoData out;
    initStringInfo(&out);
    wire_build_parse(&out, name, sql, 0, NULL);
    wire_build_sync(&out);
    send_all(c, &out);
    pfree(out.data);
    (void)collect_results(c, sql);
    c->nprepared++;
}

void pgfdw_deallocate(PgFdwConn *c, const char *name)
{
    char *sql = psprintf("DEALLOCATE %s", name);
    (void)pgfdw_exec(c, sql, NULL);
    pfree(sql);
    c->nprepared--;
}

PgFdwResult *pgfdw_exec_prepared(PgFdwConn *c, const char *name, int nparams,
                                 const char *const *values, const char *context_sql)
{
    return exec_statement(c, name, NULL, nparams, values, context_sql);
}

/* ------------------------------------------------------------------ transactions */

/* RELEASE or ROLLBACK TO of the local savepoint at depth: the same on each remote. */
static void pgfdw_subxact_callback(XactEvent event, int depth)
{
    for (int i = 0; i < nconns; i++) {
        PgFdwConn *c = conns[i];
        if (!c->in_xact || c->sp_depth < depth || c->broken || c->sock < 0)
            continue;
        char *sql = event == XACT_EVENT_SUBXACT_RELEASE
                        ? psprintf("RELEASE SAVEPOINT s%d", depth + 1)
                        : psprintf("ROLLBACK TO SAVEPOINT s%d; RELEASE SAVEPOINT s%d", depth + 1,
                                   depth + 1);
        c->sp_depth = depth - 1;
        pgfdw_exec(c, sql, NULL);
    }
}

static void pgfdw_xact_callback(XactEvent event, int depth)
{
    if (event == XACT_EVENT_SUBXACT_RELEASE || event == XACT_EVENT_SUBXACT_ROLLBACK) {
        pgfdw_subxact_callback(event, depth);
        return;
    }
    for (int i = nconns - 1; i >= 0; i--) {
        PgFdwConn *c = conns[i];
        c->cursor_number = 0;
        if (!c->in_xact)
            continue;
        c->in_xact = false;
        if (c->broken || c->sock < 0) {
            free_conn(i);
            continue;
        }
        if (event == XACT_EVENT_PRE_COMMIT) {
            PG_TRY();
            {
                pgfdw_exec(c, "COMMIT TRANSACTION", NULL);
            }
            PG_CATCH();
            {
                /* the local transaction aborts too; this connection's state is unclear */
                c->broken = true;
                PG_RE_THROW();
            }
            PG_END_TRY();
        } else {
            PG_TRY();
            {
                pgfdw_exec(c, "ABORT TRANSACTION", NULL);
                /* statements an error kept from their end (postgres_fdw does the same) */
                if (c->nprepared > 0)
                    pgfdw_exec(c, "DEALLOCATE ALL", NULL);
                c->nprepared = 0;
            }
            PG_CATCH();
            {
                elog_flush_error();
                free_conn(i);
            }
            PG_END_TRY();
        }
    }
}
