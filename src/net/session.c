/*
 * session.c: a client session on its backend thread: startup, the message loop, errors.
 *
 * The one idea: this is a state machine driven by one inbound message at a time, with the
 * thread's top-level PG_TRY as the place every ERROR lands. An ERROR is reported, the
 * transaction aborted and the per-message memory reset, and the loop carries on; a FATAL ends
 * only this session.
 *
 *        connect
 *           |
 *           v        SSLRequest -> 'S' + TLS handshake (ssl = on, TCP), else 'N'
 *       STARTUP  ----------------------------------+
 *           |  ^-----------------------------------+
 *           | StartupMessage (3.0)     CancelRequest, bad packet, bad db -> TERMINATED
 *           v
 *         AUTH  (trust: AuthenticationOk, ParameterStatus*, BackendKeyData)
 *           |
 *           v        Q / P B D E C H
 *   +---> READY  --------------------->  BUSY  ---- ERROR in P/B/D/E/C/H ---> SKIP_TILL_SYNC
 *   |       ^                             |                                    |
 *   |       +--- ReadyForQuery <----------+ (Q done, or Sync)                  | Sync
 *   +------------------------------------------------------------------------+
 *           X, EOF, FATAL, shutdown  -->  TERMINATED
 */
#include "net/session.h"

#include <stdio.h>
#include <stdlib.h>
#include <strings.h>
#include <time.h>

#include "common/guc.h"
#include "executor/acl.h"
#include "executor/builtins.h"
#include "executor/executor.h"
#include "storage/backend_status.h"
#include "storage/lock.h"
#include "storage/snapshot.h"
#include "storage/xact.h"
#include "net/wire/wire.h"

static _Thread_local Session *current_session;

/* ------------------------------------------------------------------ output */

void session_flush(Session *s)
{
    if (s->out.len == 0)
        return;
    net_conn_send(s->conn, s->out.data, (size_t)s->out.len);
    resetStringInfo(&s->out);
    if (s->out.maxlen > (1 << 20)) { /* one huge row must not pin its buffer forever */
        pfree(s->out.data);
        MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
        initStringInfo(&s->out);
        MemoryContextSwitchTo(old);
    }
}

void session_maybe_flush(Session *s)
{
    if (s->out.len >= 65536)
        session_flush(s);
}

static const char *severity_name(int elevel)
{
    switch (elevel) {
    case DEBUG1:
    case DEBUG2: return "DEBUG";
    case LOG: return "LOG";
    case INFO: return "INFO";
    case NOTICE: return "NOTICE";
    case WARNING: return "WARNING";
    case ERROR: return "ERROR";
    case FATAL: return "FATAL";
    default: return "PANIC";
    }
}

static const char *base_name(const char *path)
{
    if (path == NULL)
        return NULL;
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

void session_send_error(Session *s, const ErrorData *e)
{
    WireErrorFields f;
    memset(&f, 0, sizeof(f));
    f.severity = f.severity_nl = severity_name(e->elevel);
    f.code = e->sqlstate;
    f.message = e->message;
    f.detail = e->detail;
    f.hint = e->hint;
    f.position = e->cursorpos;
    f.internal_position = e->internalpos;
    f.internal_query = e->internalquery;
    f.where = e->context;
    f.schema = e->schema_name;
    f.table = e->table_name;
    f.column = e->column_name;
    f.datatype = e->datatype_name;
    f.constraint = e->constraint_name;
    f.file = base_name(e->filename);
    f.line = e->lineno;
    f.routine = e->funcname;
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_error(&s->out, e->elevel >= ERROR ? 'E' : 'N', &f);
    MemoryContextSwitchTo(old);
}

static void notice_hook(const ErrorData *e, void *arg)
{
    Session *s = arg;
    session_send_error(s, e);
    session_maybe_flush(s);
}

static void report_one(const char *name, const char *value, void *arg)
{
    Session *s = arg;
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_parameter_status(&s->out, name, value);
    MemoryContextSwitchTo(old);
}

void session_report_changed_gucs(Session *s)
{
    guc_report_changed(report_one, s);
}

static int64 now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void session_statement_start(Session *s, const char *query)
{
    s->statement_start_ms = now_ms();
    backend_status_report_activity(BACKEND_STATE_RUNNING, query, true,
                                   types_current_timestamp());
}

/* pg_stat_activity's state while the session waits for the client, after ReadyForQuery. */
static void report_idle(char xact_status)
{
    backend_status_report_appname(guc_show("application_name"));
    backend_status_report_activity(xact_status == 'I'   ? BACKEND_STATE_IDLE
                                   : xact_status == 'T' ? BACKEND_STATE_IDLEINTRANSACTION
                                                        : BACKEND_STATE_IDLEINTRANSACTION_ABORTED,
                                   NULL, xact_status != 'I', types_current_timestamp());
}

/* The session is established: pg_stat_activity lists it from now on. */
static void report_start(Session *s)
{
    const char *peer = net_conn_peer(s->conn);
    const char *port = strstr(peer, " port=");
    bool local = net_conn_peer_sockaddr(s->conn) == NULL;
    backend_status_start((int)net_conn_pid(s->conn), 5, acl_session_user(),
                         local ? "" : net_conn_peer_host(s->conn),
                         local || port == NULL ? -1 : atoi(port + 6),
                         types_current_timestamp());
}

void session_check_interrupts(Session *s)
{
    int intr = net_conn_interrupts(s->conn);
    if (intr & NET_INTR_CLIENT_GONE)
        ereport(FATAL, errcode(ERRCODE_CONNECTION_FAILURE),
                errmsg("connection to client lost"));
    if (intr & NET_INTR_SHUTDOWN)
        ereport(FATAL, errcode(ERRCODE_ADMIN_SHUTDOWN),
                errmsg("terminating connection due to administrator command"));
    if (intr & NET_INTR_CANCEL)
        ereport(ERROR, errcode(ERRCODE_QUERY_CANCELED),
                errmsg("canceling statement due to user request"));
    if (statement_timeout_ms > 0 && s->statement_start_ms > 0 &&
        now_ms() - s->statement_start_ms > statement_timeout_ms)
        ereport(ERROR, errcode(ERRCODE_QUERY_CANCELED),
                errmsg("canceling statement due to statement timeout"));
}

/* ------------------------------------------------------------------ input */

/* The next message; EOF, framing errors and shutdown become FATAL here. */
/* Like PG's authentication_timeout: a client must finish its startup within this time. */
#define STARTUP_TIMEOUT_MS (60 * 1000)

static NetMessage *read_message(Session *s, bool startup);

NetMessage *session_read_startup_message(Session *s)
{
    return read_message(s, true);
}

NetMessage *session_read_message(Session *s)
{
    return read_message(s, false);
}

static NetMessage *read_message(Session *s, bool startup)
{
    NetMessage *m = startup ? net_conn_recv_timeout(s->conn, STARTUP_TIMEOUT_MS)
                            : net_conn_recv(s->conn);
    if (m == NULL) /* PG closes such connections without a word to the client */
        ereport(FATAL, errcode(ERRCODE_CONNECTION_FAILURE),
                errmsg("incomplete startup packet"));
    switch (m->kind) {
    case NET_MSG_DATA:
        return m;
    case NET_MSG_EOF:
        free(m);
        /* PG logs this only when it happens mid-transaction; a quiet exit is the usual case. */
        ereport(FATAL, errcode(ERRCODE_CONNECTION_FAILURE),
                errmsg("unexpected EOF on client connection"));
    case NET_MSG_SHUTDOWN:
        free(m);
        ereport(FATAL, errcode(ERRCODE_ADMIN_SHUTDOWN),
                errmsg("terminating connection due to administrator command"));
    case NET_MSG_BAD_LENGTH:
        free(m);
        if (startup)
            ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION),
                    errmsg("invalid length of startup packet"));
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("invalid message length"));
    }
    abort();
}

/* ------------------------------------------------------------------ startup */

/* "-c name=value --name=value" from the options startup parameter. */
void session_apply_options(const char *options)
{
    char *copy = pstrdup(options);
    char *tokens[64];
    int n = 0;
    /* Split on unescaped whitespace; a backslash escapes the next character. */
    char *p = copy;
    while (*p && n < 64) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        char *out = p, *start = p;
        while (*p && *p != ' ' && *p != '\t') {
            if (*p == '\\' && p[1])
                p++;
            *out++ = *p++;
        }
        if (*p)
            p++;
        *out = '\0';
        tokens[n++] = start;
    }
    for (int i = 0; i < n; i++) {
        char *opt = tokens[i];
        if (strcmp(opt, "-c") == 0 && i + 1 < n)
            opt = tokens[++i];
        else if (strncmp(opt, "-c", 2) == 0)
            opt += 2;
        else if (strncmp(opt, "--", 2) == 0)
            opt += 2;
        else
            ereport(FATAL, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("invalid command-line argument for server process: %s", tokens[i]),
                    errhint("Try \"basalt --help\" for more information."));
        char *eq = strchr(opt, '=');
        if (eq == NULL)
            ereport(FATAL, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("-c %s requires a value", opt));
        *eq = '\0';
        for (char *q = opt; *q; q++)
            if (*q == '-')
                *q = '_';
        guc_set(opt, eq + 1, PGC_S_CLIENT);
    }
}

static void send_negotiate(Session *s, int minor, int nunknown, const char **unknown)
{
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    int start = wire_begin(&s->out, 'v');
    wire_put_int32(&s->out, minor);
    wire_put_int32(&s->out, nunknown);
    for (int i = 0; i < nunknown; i++)
        wire_put_string(&s->out, unknown[i]);
    wire_end(&s->out, start);
    MemoryContextSwitchTo(old);
}

/* Returns false when the connection was only a CancelRequest. */
static bool session_startup(Session *s)
{
    WireStartupPacket pkt;
    bool ssl_done = false;
    for (;;) {
        NetMessage *m = read_message(s, true);
        const char *err = NULL;
        /* The body is copied: the packet's strings point into it. */
        char *body = palloc((size_t)m->len + 1);
        memcpy(body, m->body, (size_t)m->len + 1);
        int len = m->len;
        free(m);
        if (!wire_read_startup(body, len, &pkt, &err))
            ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
        if (pkt.kind == WIRE_SSL_REQUEST && ssl_done)
            /* a second SSLRequest is just an unknown protocol version, as in PG */
            ereport(FATAL, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("unsupported frontend protocol %d.%d: server supports %d.0 to %d.%d",
                           WIRE_SSL_REQUEST_CODE >> 16, WIRE_SSL_REQUEST_CODE & 0xffff, 3, 3,
                           0));
        if (pkt.kind == WIRE_SSL_REQUEST) {
            session_flush(s);
            int r = net_conn_start_tls(s->conn);
            if (r < 0)
                ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION),
                        errmsg("received unencrypted data after SSL request"),
                        errdetail("This could be either a client-software bug or evidence of "
                                  "an attempted man-in-the-middle attack."));
            if (r > 0) {
                ssl_done = true;
                continue;
            }
        }
        if (pkt.kind == WIRE_SSL_REQUEST || pkt.kind == WIRE_GSSENC_REQUEST) {
            appendStringInfoChar(&s->out, 'N');
            session_flush(s);
            continue;
        }
        if (pkt.kind == WIRE_CANCEL_REQUEST) {
            net_cancel_session(pkt.cancel_pid, pkt.cancel_key);
            return false;
        }
        break;
    }
    int major = (int)(pkt.protocol >> 16), minor = (int)(pkt.protocol & 0xffff);
    if (major != 3)
        ereport(FATAL, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("unsupported frontend protocol %d.%d: server supports %d.0 to %d.%d",
                       major, minor, 3, 3, 0));

    const char *user = NULL, *database = NULL;
    const char **unknown = palloc(sizeof(char *) * (size_t)(pkt.nparams + 1));
    int nunknown = 0;
    for (int i = 0; i < pkt.nparams; i++) {
        const char *name = pkt.names[i], *value = pkt.values[i];
        if (strcmp(name, "user") == 0)
            user = value;
        else if (strcmp(name, "database") == 0)
            database = value;
        else if (strcmp(name, "options") == 0)
            session_apply_options(value);
        else if (strcmp(name, "replication") == 0) {
            bool walsender = strcasecmp(value, "false") != 0 && strcasecmp(value, "off") != 0 &&
                             strcmp(value, "0") != 0 && strcasecmp(value, "no") != 0;
            if (walsender)
                ereport(FATAL, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("replication connections are not supported"));
        } else if (strncmp(name, "_pq_.", 5) == 0)
            unknown[nunknown++] = name;
        else
            guc_set(name, value, PGC_S_CLIENT);
    }
    if (minor > 0 || nunknown > 0)
        send_negotiate(s, 0, nunknown, unknown);
    if (user == NULL || user[0] == '\0')
        ereport(FATAL, errcode(ERRCODE_INVALID_AUTHORIZATION_SPECIFICATION),
                errmsg("no PostgreSQL user name specified in startup packet"));
    if (database == NULL || database[0] == '\0')
        database = user;
    if (net_conn_shutdown_requested(s->conn))
        ereport(FATAL, errcode(ERRCODE_CANNOT_CONNECT_NOW),
                errmsg("the database system is shutting down"));
    if (net_conn_over_limit(s->conn))
        ereport(FATAL, errcode(ERRCODE_TOO_MANY_CONNECTIONS),
                errmsg("sorry, too many clients already"));
    /* Only an admitted session takes a proc slot; a full table is this client's FATAL. */
    procarray_set_my_pid((int)net_conn_pid(s->conn));
    /* One database for now; roles and more databases come with the catalog. */
    if (strcmp(database, "postgres") != 0)
        ereport(FATAL, errcode(ERRCODE_INVALID_CATALOG_NAME),
                errmsg("database \"%s\" does not exist", database));

    /* No query runs before this returns: it ends the session unless the login is good. */
    auth_client(s, user, database);

    s->user = mcxt_strdup(s->top_cxt, user);
    s->database = mcxt_strdup(s->top_cxt, database);
    guc_set("session_authorization", user, PGC_S_CLIENT);
    /* PG's CheckMyDatabase: a superuser, or CONNECT on the database (read in a short
     * transaction of its own) */
    xact_start_command();
    bool may_connect = acl_database_has(acl_session_user(), ACL_CONNECT);
    xact_commit_command();
    if (!may_connect)
        ereport(FATAL, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for database \"%s\"", database),
                errdetail("User does not have CONNECT privilege."));
    /* a role from the startup packet's options is held to SET ROLE's rule */
    char *role = guc_show("role");
    if (strcmp(role, "none") != 0)
        acl_check_set_role(role);
    acl_report_superuser();
    report_start(s);

    elog_log_session_identify(user, database);
    if (strcmp(guc_show("log_connections"), "on") == 0) {
        if (net_conn_ssl_active(s->conn))
            elog(LOG, "connection authorized: user=%s database=%s application_name=%s SSL "
                      "enabled", user, database, application_name);
        else
            elog(LOG, "connection authorized: user=%s database=%s application_name=%s", user,
                 database, application_name);
    }

    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_auth_ok(&s->out);
    guc_report_all(report_one, s);
    wire_build_backend_key_data(&s->out, net_conn_pid(s->conn), net_conn_key(s->conn));
    MemoryContextSwitchTo(old);
    s->send_ready = true;
    return true;
}

/* log_disconnections: PG's line, with the session's duration as h:mm:ss.mmm. */
static void log_disconnection(Session *s)
{
    long ms = (long)elog_log_session_elapsed_ms();
    const char *peer = net_conn_peer(s->conn);
    const char *port = strstr(peer, " port=");
    elog(LOG, "disconnection: session time: %ld:%02ld:%02ld.%03ld user=%s database=%s host=%s%s%s",
         ms / 3600000, ms / 60000 % 60, ms / 1000 % 60, ms % 1000, s->user, s->database,
         net_conn_peer_host(s->conn), port ? " port=" : "", port ? port + 6 : "");
}

/* ------------------------------------------------------------------ the message loop */

/* Returns true when the session should end (Terminate). */
static bool dispatch(Session *s, NetMessage *m)
{
    const char *err = NULL;
    char type = m->type;
    s->doing_extended = strchr("PBDECH", type) != NULL;
    if (s->ignore_till_sync && type != 'S' && type != 'X')
        return false;

    switch (type) {
    case 'Q': {
        const char *query;
        if (!wire_read_query(m->body, m->len, &query, &err))
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
        query_simple(s, query);
        s->send_ready = true;
        return false;
    }
    case 'P': query_parse(s, m->body, m->len); return false;
    case 'B': query_bind(s, m->body, m->len); return false;
    case 'D': query_describe(s, m->body, m->len); return false;
    case 'E': query_execute(s, m->body, m->len); return false;
    case 'C': query_close(s, m->body, m->len); return false;
    case 'H':
        if (!wire_read_empty(m->body, m->len, &err))
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
        session_flush(s);
        return false;
    case 'S':
        if (!wire_read_empty(m->body, m->len, &err))
            ereport(ERROR, errcode(ERRCODE_PROTOCOL_VIOLATION), errmsg("%s", err));
        s->ignore_till_sync = false;
        query_sync(s);
        s->send_ready = true;
        return false;
    case 'X':
        return true;
    case 'F':
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("fastpath function calls are not supported"));
    case 'd':
    case 'c':
    case 'f':
        /* Copy messages outside COPY are ignored, as the protocol says. */
        return false;
    default:
        ereport(FATAL, errcode(ERRCODE_PROTOCOL_VIOLATION),
                errmsg("invalid frontend message type %d", (int)(unsigned char)type));
    }
}

static void send_ready_for_query(Session *s)
{
    session_report_changed_gucs(s);
    char status = query_xact_status(s);
    report_idle(status);
    MemoryContext old = MemoryContextSwitchTo(s->top_cxt);
    wire_build_ready_for_query(&s->out, status);
    MemoryContextSwitchTo(old);
}

/*
 * Report a caught error; true if the session must end. Runs in msg_cxt, which the loop resets
 * right after.
 */
static bool handle_error(Session *s, bool startup)
{
    MemoryContextSwitchTo(s->msg_cxt);
    ErrorData *e = elog_copy_error();
    elog_flush_error();
    /* Before the session is established every error is fatal, as in PG. */
    if (startup && e->elevel < FATAL)
        e->elevel = FATAL;
    if (e->elevel >= FATAL) {
        /* A client that is gone cannot be told; the others get the FATAL report. */
        if (strcmp(e->sqlstate, ERRCODE_CONNECTION_FAILURE) != 0)
            session_send_error(s, e);
        if (strcmp(e->sqlstate, ERRCODE_CONNECTION_FAILURE) != 0 &&
            strcmp(e->sqlstate, ERRCODE_ADMIN_SHUTDOWN) != 0 && !s->auth_failure_logged)
            elog_write_server_log(e);
        return true;
    }
    session_send_error(s, e);
    elog_write_server_log(e); /* PG logs failed statements too (log_min_error_statement) */
    query_abort(s);
    if (s->doing_extended)
        s->ignore_till_sync = true;
    else
        s->send_ready = true;
    return false;
}

static void message_loop(Session *s)
{
    volatile bool finished = false;
    NetMessage *volatile msg = NULL;
    net_conn_read_directly(s->conn);
    while (!finished) {
        PG_TRY();
        {
            if (msg) {
                free(msg);
                msg = NULL;
            }
            mcxt_reset(s->msg_cxt);
            MemoryContextSwitchTo(s->msg_cxt);
            elog_set_query_text(NULL);
            if (s->send_ready) {
                send_ready_for_query(s);
                s->send_ready = false;
            }
            session_flush(s);
            msg = read_message(s, false);
            if (dispatch(s, msg))
                finished = true;
        }
        PG_CATCH();
        {
            if (handle_error(s, false))
                finished = true;
        }
        PG_END_TRY();
    }
    if (msg)
        free(msg);
}

static bool run_startup(Session *s)
{
    volatile bool started = false;
    PG_TRY();
    {
        MemoryContextSwitchTo(s->msg_cxt);
        started = session_startup(s);
    }
    PG_CATCH();
    {
        handle_error(s, true);
        started = false;
    }
    PG_END_TRY();
    return started;
}

static void run_session_end(Session *s)
{
    PG_TRY();
    {
        MemoryContextSwitchTo(s->top_cxt);
        query_session_end(s);
    }
    PG_CATCH();
    {
        MemoryContextSwitchTo(s->top_cxt);
        ErrorData *e = elog_copy_error();
        elog_flush_error();
        elog_write_server_log(e);
    }
    PG_END_TRY();
}

/* The executor polls this while it works, so cancel and timeouts stop long sorts and joins. */
static void executor_interrupts(void)
{
    if (current_session)
        session_check_interrupts(current_session);
}

void session_main(NetConn *conn)
{
    Session sess;
    Session *s = &sess;
    memset(s, 0, sizeof(sess));
    s->conn = conn;
    current_session = s;
    guc_session_init();
    s->top_cxt = mcxt_create(mcxt_top(), "Session");
    s->msg_cxt = mcxt_create(s->top_cxt, "MessageContext");
    MemoryContextSwitchTo(s->top_cxt);
    initStringInfo(&s->out);
    /* "host=H port=P" or "[local]": the log's %h and %r */
    const char *peer = net_conn_peer(conn);
    const char *port = strstr(peer, " port=");
    elog_log_session_begin((int)net_conn_pid(conn), net_conn_peer_host(conn),
                           port ? port + 6 : NULL);
    if (strcmp(guc_show("log_connections"), "on") == 0)
        elog(LOG, "connection received: %s", peer);
    elog_set_notice_hook(notice_hook, s);
    executor_interrupt_hook = executor_interrupts;
    executor_signal_backend_hook = net_signal_session;
    executor_backend_login_hook = net_session_login;
    lock_interrupt_hook = executor_interrupts; /* row and lock waits stop on cancel too */

    if (run_startup(s)) {
        message_loop(s);
        if (strcmp(guc_show("log_disconnections"), "on") == 0)
            log_disconnection(s);
    }
    run_session_end(s);
    backend_status_end();
    procarray_release_my_slot(); /* before session_done lets a new session be admitted */

    session_flush(s);
    elog_set_notice_hook(NULL, NULL);
    executor_interrupt_hook = NULL;
    lock_interrupt_hook = NULL;
    elog_set_query_text(NULL);
    MemoryContextSwitchTo(mcxt_top());
    mcxt_delete(s->top_cxt);
    guc_session_end();
    current_session = NULL;
    elog_log_session_end();
    net_conn_session_done(conn);
}
