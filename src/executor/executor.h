/*
 * executor.h: running plans and delivering rows (the interface of src/executor).
 *
 * A Portal is one execution of a PlannedStmt with its parameter values. executor_run() pulls
 * rows through the plan's Volcano iterators and hands each, already converted to the wire
 * format the client asked for (text or binary), to a DestReceiver. It can stop after max_rows
 * and resume later (portal suspension in the extended protocol). The executor never touches a
 * socket: the network layer implements DestReceiver.
 */
#ifndef BASALT_EXECUTOR_H
#define BASALT_EXECUTOR_H

#include "common/basalt.h"

typedef struct PlannedStmt PlannedStmt;

/* One result column as RowDescription describes it. */
typedef struct ResultColumn {
    const char *name;
    Oid tableoid; /* table the column comes from, 0 if it is computed */
    int16 attnum; /* its column number there, 0 if computed */
    Oid typid;
    int16 typlen;
    int32 typmod;
    int16 format; /* 0 text, 1 binary */
} ResultColumn;

typedef struct DestReceiver DestReceiver;
struct StringInfoData;
struct DestReceiver {
    /* Before the first row of a statement that returns rows (SELECT, SHOW, RETURNING). */
    void (*startup)(DestReceiver *self, int ncols, const ResultColumn *cols);
    /* One row: values[i] points to lengths[i] bytes, or is NULL for SQL NULL. */
    void (*row)(DestReceiver *self, int ncols, const char *const *values, const int *lengths);
    /*
     * COPY TO STDOUT / FROM STDIN (NULL where the receiver cannot do them: the COPY is then
     * refused). copy_in_read appends the client's next chunk of data to *buf and returns true,
     * or returns false at the end of the data; a client that gives up raises the error.
     */
    void (*copy_out_begin)(DestReceiver *self, int ncols, bool binary);
    void (*copy_out_data)(DestReceiver *self, const char *data, int len);
    void (*copy_out_end)(DestReceiver *self);
    void (*copy_in_begin)(DestReceiver *self, int ncols, bool binary);
    bool (*copy_in_read)(DestReceiver *self, struct StringInfoData *buf);
};

/*
 * The result shape of a statement, for Describe: the number of columns and (if > 0) an array
 * of them, in text format. -1 means the statement returns no rows (NoData).
 */
int executor_describe(const PlannedStmt *stmt, const ResultColumn **cols);

/* Parameter values exactly as Bind carries them; the executor converts them. */
typedef struct ParamValues {
    int nparams;
    const Oid *types;     /* resolved types, from planner_plan */
    const char *const *values; /* NULL for SQL NULL */
    const int *lengths;
    const int16 *formats; /* per parameter: 0 text, 1 binary */
} ParamValues;

typedef struct Portal Portal;

/*
 * Start executing: converts the parameters (22P02 etc. on bad input, 08P01 on bad binary),
 * opens the plan. result_formats follows Bind's rules: 0 entries = all text, 1 = applies to
 * all, else one per column. Allocates in the current memory context.
 */
Portal *executor_start(PlannedStmt *stmt, const ParamValues *params, int nformats,
                       const int16 *result_formats);
/*
 * Run until done or max_rows rows (0 = no limit) were sent. Returns true when the statement is
 * finished, with its command tag ("SELECT 3", "INSERT 0 1", "CREATE TABLE", "SET") in tag;
 * false when it stopped at max_rows and more rows may follow.
 */
bool executor_run(Portal *portal, DestReceiver *dest, long max_rows, char *tag, size_t taglen);
/* Columns of the portal's result with the formats of Bind; -1 if it returns no rows. */
int executor_portal_describe(Portal *portal, const ResultColumn **cols);
void executor_end(Portal *portal);

/*
 * Cursors (portal_cursor.c). executor_start_cursor: a cursor's portal for a SELECT plan, with
 * copies of the declaring statement's parameter values (outer may be NULL), rows in text or
 * binary; keep_rows makes it scrollable. executor_fetch: PG's FETCH / MOVE semantics
 * (direction a FetchDirection, count FETCH_ALL for ALL); rows go to dest in the formats of
 * cols, or nowhere if dest is NULL (MOVE); returns the count for the command tag. A NO
 * SCROLL cursor asked to go backward raises PG's 55000. executor_materialize reads the rest
 * into memory and ends the plan (WITH HOLD at commit, before a savepoint).
 */
struct EState;
Portal *executor_start_cursor(PlannedStmt *stmt, const struct EState *outer, bool binary,
                              bool keep_rows);
bool executor_cursor_can_scroll(const PlannedStmt *stmt);
/* FETCH / MOVE on a protocol portal (Bind) of a SELECT: it becomes a NO SCROLL cursor at its
 * current row; false if it cannot be one (not a SELECT, or finished). */
bool executor_portal_as_cursor(Portal *portal);
uint64 executor_fetch(Portal *portal, DestReceiver *dest, const ResultColumn *cols,
                      int direction, int64 count);
void executor_materialize(Portal *portal);

/*
 * Called by the executor's scans every few thousand rows read, on the session's thread, so
 * that a cancel request or statement_timeout can stop a long sort or aggregation before it
 * produces its first row: the network layer sets it (per thread) to a function that raises
 * 57014 when the query must stop. NULL (the default): no checks.
 */
extern _Thread_local void (*executor_interrupt_hook)(void);
/* pg_cancel_backend / pg_terminate_backend reach the sessions through this, which the
 * network layer sets: true if a session with this pid was signalled. */
extern bool (*executor_signal_backend_hook)(int pid, bool terminate);
/* ... and who logged in on that session (false: no session has this pid). */
extern bool (*executor_backend_login_hook)(int pid, Oid *roleid, bool *superuser);

/*
 * Role DDL (utility_role.c) turns a password into a stored verifier through this hook, which
 * the network layer sets at server start (its SCRAM/md5 code): rolname, plaintext, md5 (else
 * SCRAM-SHA-256) -> palloc'd verifier. CREATE/ALTER ROLE ... PASSWORD fail while it is NULL.
 */
extern char *(*executor_password_hook)(const char *rolname, const char *password, bool md5);
/*
 * Foreign keys are kept by SQL statements the executor runs itself (exec_ri.c, PG's RI
 * queries): this hook, set by the network layer at server start, parses and plans one
 * (parameters $1..$n of types) into a PlannedStmt in the current memory context.
 */
extern PlannedStmt *(*executor_plan_sql_hook)(const char *sql, int nparams, const Oid *types);
/*
 * IMPORT FOREIGN SCHEMA (utility_fdw.c) runs the CREATE FOREIGN TABLE commands its wrapper
 * returns as PG does: raw-parsed (a List of RawStmt: parse nodes, which the executor edits to
 * put each table in the target schema), then each bound and planned. Both hooks are set by the
 * network layer at server start; each leaves the statement's text as errors point into it.
 */
struct RawStmt;
extern struct List *(*executor_parse_sql_hook)(const char *sql);
extern PlannedStmt *(*executor_plan_raw_hook)(struct RawStmt *raw, const char *sql);
/* CREATE/ALTER/DROP ROLE; returns the command tag. */
struct Node;
const char *exec_role_statement(struct Node *stmt);
/* Foreign-data DDL (utility_fdw.c): CREATE/ALTER/DROP FOREIGN DATA WRAPPER, SERVER, USER
 * MAPPING, FOREIGN TABLE, CREATE/DROP EXTENSION, IMPORT FOREIGN SCHEMA; returns the command
 * tag. */
const char *exec_fdw_statement(struct Node *stmt);
/* The role running the statement (session_authorization's), for owner columns. */
Oid exec_current_user_oid(void);
/* CREATE COLLATION (DefineStmt) and DROP COLLATION (utility_collation.c); the command tag. */
const char *exec_collation_statement(struct Node *stmt);
/* A collation by (qualified) name, unqualified along search_path; false if there is none. */
struct CollationRow;
struct List;
bool exec_collation_by_name(struct List *names, struct CollationRow *out);

#endif /* BASALT_EXECUTOR_H */
