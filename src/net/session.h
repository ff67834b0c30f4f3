/*
 * session.h: one client session as its backend thread sees it (internal to src/net).
 *
 * The one idea: everything here belongs to exactly one thread, the session's; the only thing
 * it shares is the NetConn. Outbound messages are built in Session.out and handed to the loop
 * in batches (session_flush), at the latest before the session waits for input.
 */
#ifndef BASALT_NET_SESSION_H
#define BASALT_NET_SESSION_H

#include "common/elog.h"
#include "common/mcxt.h"
#include "common/stringinfo.h"
#include "net/net.h"
#include "net/wire/wire.h"

typedef struct List List;
typedef struct PreparedStatement PreparedStatement; /* executor/portalmem.h */

typedef struct Session {
    NetConn *conn;
    MemoryContext top_cxt; /* the session's lifetime */
    MemoryContext msg_cxt; /* reset after every message */
    StringInfoData out;    /* built messages not yet handed to the loop */
    char *user, *database;
    bool doing_extended;   /* the current message is P/B/D/E/C/H */
    bool ignore_till_sync; /* an extended-protocol message failed */
    bool send_ready;       /* ReadyForQuery is due before reading */
    bool xact_cmd_open;    /* xact_start_command() called, not yet committed/aborted */
    int64 statement_start_ms; /* for statement_timeout (checked between rows) */
    bool auth_failure_logged; /* auth_client logged its FATAL already, with the reason */
    bool is_superuser;        /* of the login role */
} Session;

/* The startup packet's "options" ("-c name=value --name=value"): guc_set for each; FATAL on
 * a malformed argument, as PG. Exported for the protocol fuzz target. */
void session_apply_options(const char *options);
/* Queue built bytes; flush when the buffer is big or before waiting for the client. */
void session_flush(Session *s);
void session_maybe_flush(Session *s);
/* Send an ErrorResponse/NoticeResponse for edata. */
void session_send_error(Session *s, const ErrorData *edata);
/* ParameterStatus for settings changed since the last report. */
void session_report_changed_gucs(Session *s);
/*
 * Called between rows: raises FATAL if the client is gone or the server is shutting down,
 * ERROR 57014 if a CancelRequest arrived.
 */
void session_check_interrupts(Session *s);
/* A statement (simple) or an Execute starts: the statement_timeout clock restarts, and
 * pg_stat_activity shows the session active with this query text. */
void session_statement_start(Session *s, const char *query);

/* The next message during startup and authentication (FATAL on EOF, timeout, bad length). */
NetMessage *session_read_startup_message(Session *s);
/* The next message of an established session (COPY FROM STDIN reads its data so); the caller
 * free()s it. A client gone or a shutdown raises FATAL. */
NetMessage *session_read_message(Session *s);

/* auth_session.c: run basalt_hba.conf's method for this login; FATAL if it fails. */
void auth_client(Session *s, const char *user, const char *database);
/* Give role DDL the password hashing (executor_password_hook); once, at server start. */
void auth_install_hooks(void);

/* query.c */
void query_simple(Session *s, const char *query);
/* At server start: the executor's hook for planning its own statements. */
void query_install_hooks(void);
void query_parse(Session *s, const char *body, int len);
void query_bind(Session *s, const char *body, int len);
void query_describe(Session *s, const char *body, int len);
void query_execute(Session *s, const char *body, int len);
void query_close(Session *s, const char *body, int len);
void query_sync(Session *s);
/* The transaction status for ReadyForQuery: 'I', 'T' or 'E'. */
char query_xact_status(Session *s);
/* After an ERROR: abort the transaction, drop portals. */
void query_abort(Session *s);
/* The session ends: abort what is open, free statements and portals. */
void query_session_end(Session *s);

/* query_log.c: log_statement and log_min_duration_statement. */
int64 query_log_clock(void); /* microseconds, monotonic */
/* Log "statement: ..." if log_statement covers one of stmts; true if logged. */
bool query_log_simple(List *stmts, const char *query);
/* Log "execute NAME[/PORTAL]: ..." if log_statement covers it; true if logged. */
bool query_log_execute(const PreparedStatement *stmt, const char *portal);
/* "duration: x ms  WHAT [NAME]: QUERY" (name NULL: no name) once past the threshold. */
void query_log_duration(int64 start_us, bool was_logged, const char *what, const char *name,
                        const char *query);

#endif /* BASALT_NET_SESSION_H */
