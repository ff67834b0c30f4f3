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
#define BACKEND_PROGRESS_PARAMS 20 /* PG's PGSTAT_NUM_PROGRESS_PARAM */

/* The long-running command a session reports progress of (PG's ProgressCommandType). */
typedef enum ProgressCommand {
    PROGRESS_COMMAND_INVALID,
    PROGRESS_COMMAND_CREATE_INDEX, /* pg_stat_progress_create_index */
    PROGRESS_COMMAND_SORT,         /* basalt_stat_progress_sort: a query's sort */
} ProgressCommand;

/* CREATE INDEX's parameters and values, PG's (commands/progress.h), as its view reads them. */
#define PROGRESS_CREATEIDX_COMMAND 0
#define PROGRESS_CREATEIDX_INDEX_OID 6
#define PROGRESS_CREATEIDX_ACCESS_METHOD_OID 8
#define PROGRESS_CREATEIDX_PHASE 9
#define PROGRESS_CREATEIDX_SUBPHASE 10
#define PROGRESS_CREATEIDX_TUPLES_TOTAL 11
#define PROGRESS_CREATEIDX_TUPLES_DONE 12
#define PROGRESS_SCAN_BLOCKS_TOTAL 15
#define PROGRESS_SCAN_BLOCKS_DONE 16
#define PROGRESS_CREATEIDX_COMMAND_CREATE 1
#define PROGRESS_CREATEIDX_PHASE_BUILD 2
#define PROGRESS_CREATEIDX_SUBPHASE_INITIALIZE 1 /* an access method's own subphases follow */
/* A sort's: phase, rows read (then returned), the input's estimated rows, runs on disk. */
#define PROGRESS_SORT_PHASE 0
#define PROGRESS_SORT_TUPLES_TOTAL 1
#define PROGRESS_SORT_TUPLES_DONE 2
#define PROGRESS_SORT_RUNS 3
#define PROGRESS_SORT_PHASE_READING 1
#define PROGRESS_SORT_PHASE_SORTING 2
#define PROGRESS_SORT_PHASE_MERGING 3
#define PROGRESS_SORT_PHASE_RETURNING 4

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
    ProgressCommand progress_command;
    Oid progress_relid;
    int64 progress_param[BACKEND_PROGRESS_PARAMS];
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
/*
 * Progress of a long command, as PG's pgstat_progress_*: start zeroes the parameters and
 * returns a token (0 when another kind of command is already reporting); updates with a token
 * that is no longer current are ignored, so a sort that started later takes the report over
 * from an earlier one. The report also ends when the statement does (an error included).
 */
uint64 backend_progress_start(ProgressCommand cmd, Oid relid);
void backend_progress_update(uint64 token, int index, int64 value);
void backend_progress_update_multi(uint64 token, int n, const int *index, const int64 *value);
void backend_progress_end(uint64 token);
/* The CREATE INDEX report is the statement's own: no token to carry through the index AM. */
uint64 backend_progress_current(ProgressCommand cmd);

/* The session ends: its entry is free again. */
void backend_status_end(void);

/* Backend ids are 1 .. backend_status_max_id(); false for an id no session uses. */
int backend_status_max_id(void);
bool backend_status_get(int backend_id, BackendStatus *out);

#endif /* BASALT_BACKEND_STATUS_H */
