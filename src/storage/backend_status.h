/*
 * backend_status.h: what each session is doing now, for pg_stat_activity (PG's
 * backend_status.c).
 *
 * The one idea: every session owns one entry, indexed by its proc-array slot, that only its
 * own thread writes and any thread may copy; a per-entry mutex makes a copy consistent. The
 * session reports its start, each statement's start (state "active", the query text) and its
 * return to idle; lock waits report their wait event. Readers see a snapshot of one entry.
 */
#ifndef BASALT_BACKEND_STATUS_H
#define BASALT_BACKEND_STATUS_H

#include "common/basalt.h"
#include "storage/xact.h"

#define BACKEND_QUERY_MAX 1024 /* PG's default track_activity_query_size */

typedef enum BackendState {
    BACKEND_STATE_UNDEFINED, /* starting up: state is NULL, as in PG */
    BACKEND_STATE_IDLE,
    BACKEND_STATE_RUNNING,
    BACKEND_STATE_IDLEINTRANSACTION,
    BACKEND_STATE_IDLEINTRANSACTION_ABORTED,
} BackendState;

typedef struct BackendStatus {
    int pid;
    Oid dbid;
    Oid userid;
    char application_name[64];
    char client_addr[64]; /* "" for a Unix socket */
    int client_port;      /* -1 for a Unix socket */
    int64 backend_start;  /* timestamps in timestamptz units (microseconds since 2000) */
    int64 xact_start;     /* 0: no transaction */
    uint32 lxid;          /* the session's transactions counted from 1 (PG's local xid) */
    int64 query_start;    /* 0: no statement yet */
    int64 state_change;
    BackendState state;
    const char *wait_event_type; /* static strings, NULL when not waiting */
    const char *wait_event;
    TransactionId xid, xmin; /* 0: none */
    char query[BACKEND_QUERY_MAX];
} BackendStatus;

/* The session is established (its thread's proc-array slot is assigned). */
void backend_status_start(int pid, Oid dbid, Oid userid, const char *client_addr,
                          int client_port, int64 now);
/* A statement starts (RUNNING, with its text) or the session waits for the client again. A
 * transaction starts with the first statement after idle and ends when idle is reported
 * outside one (in_xact false). */
void backend_status_report_activity(BackendState state, const char *query, bool in_xact,
                                    int64 now);
void backend_status_report_appname(const char *application_name);
/* A wait for a lock begins (type "Lock", event e.g. "relation") or ends (NULL, NULL). */
void backend_status_report_wait(const char *type, const char *event);
/* The session ends: its entry is free again. */
void backend_status_end(void);

/* Backend ids are 1 .. backend_status_max_id(); false for an id no session uses. */
int backend_status_max_id(void);
bool backend_status_get(int backend_id, BackendStatus *out);

#endif /* BASALT_BACKEND_STATUS_H */
