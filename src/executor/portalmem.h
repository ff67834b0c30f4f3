/*
 * portalmem.h: the session's prepared statements and portals, by name (PG's portalmem.c and
 * prepare.c hash tables).
 *
 * The one idea: the protocol and SQL share both tables, as in PostgreSQL. Parse and PREPARE
 * store PreparedStatements; Bind and DECLARE CURSOR store PortalEntries; Execute, FETCH,
 * Describe, Close, CLOSE and DEALLOCATE find them by name. A portal holds a reference on the
 * statement whose plan it runs, so DEALLOCATE (or Close) of a statement in use frees it only
 * when the last portal goes. Cursors (portals made by DECLARE) follow the transaction: they
 * close at its end unless WITH HOLD (materialized at commit), and on ROLLBACK TO a savepoint
 * set after them; protocol portals are the network layer's to drop (at Sync, after errors).
 * Everything here belongs to one session thread.
 */
#ifndef BASALT_PORTALMEM_H
#define BASALT_PORTALMEM_H

#include "common/basalt.h"
#include "common/mcxt.h"

typedef struct PlannedStmt PlannedStmt;
typedef struct Portal Portal;
struct RawStmt;

/* A statement kept for later runs. Everything it owns lives in cxt. */
typedef struct PreparedStatement {
    struct PreparedStatement *next;
    char *name;
    MemoryContext cxt;
    char *query;
    struct RawStmt *raw; /* NULL for an empty query */
    PlannedStmt *plan;   /* NULL for an empty query */
    Oid *param_types;
    int nparams;
    int refs;        /* the table (while listed) + each portal or plan that uses it */
    bool listed;     /* in the session's table */
    bool from_sql;   /* PREPARE rather than Parse */
    int64 prepare_time;  /* timestamptz, for pg_prepared_statements */
    int64 generic_plans; /* runs of its one stored plan (EXECUTE, Bind) */
} PreparedStatement;

/* A portal: a statement with parameter values, maybe partly executed. */
typedef struct PortalEntry {
    struct PortalEntry *next;
    char *name;
    MemoryContext cxt;
    PreparedStatement *stmt; /* one reference held */
    Portal *portal;          /* NULL for an empty query, or once finished */
    bool done;               /* ran to completion (protocol portals) */
    char tag[64];
    bool is_cursor;          /* made by DECLARE */
    int cursor_options;      /* CURSOR_OPT_* as declared, plus SCROLL / NO_SCROLL decided */
    int xact_depth;          /* savepoint depth at DECLARE; -1 once held past its commit */
    bool active;             /* a FETCH on it is running (an error then leaves it broken) */
    bool failed;             /* it was, and can only be closed */
    int64 creation_time;     /* timestamptz, for pg_cursors */
} PortalEntry;

/* A new statement with its own context (refs 1, not listed). */
PreparedStatement *prepared_create(const char *name, const char *query);
/* List it under its name (the table takes a reference); the caller checked the name. */
void prepared_store(PreparedStatement *p);
PreparedStatement *prepared_find(const char *name);
/* Drop from the table; false if there is no such statement. */
bool prepared_drop(const char *name);
void prepared_drop_all(void);
void prepared_unref(PreparedStatement *p);
/* A reset callback that drops one reference (a plan that points at p goes away). */
void prepared_unref_callback(void *arg);

/* The listed statements and portals, newest first, following ->next (pg_prepared_statements,
 * pg_cursors). */
const PreparedStatement *prepared_first(void);
const PortalEntry *portal_first(void);

PortalEntry *portal_find(const char *name);
/* A new portal for stmt (one more reference), listed at once. */
PortalEntry *portal_create(const char *name, PreparedStatement *stmt);
/* Free a portal that was never listed (Bind failed). */
void portal_discard(PortalEntry *p);
/* Close one; end_executor false after an error (the executor state is not trusted then). */
bool portal_drop(const char *name, bool end_executor);
/* Drop every portal, or every one but the cursors (protocol portals at Sync / errors). */
void portal_drop_all(bool end_executor, bool keep_cursors);
/* CLOSE ALL. */
void portal_close_all_cursors(void);
/*
 * PG's CheckTableNotInUse: 55006 "cannot CMD "rel" because it is being used by active queries
 * in this session" while an open cursor or suspended portal of the session reads the table.
 * A cursor held past its commit has its rows already; a view is never held open by a plan.
 */
void portal_check_not_in_use(Oid relid, char relkind, const char *relname, const char *cmd);

/*
 * Transaction events, from the network layer (commit / abort) and from utility statements
 * (savepoints). At commit, WITH HOLD cursors are materialized and the others closed; at
 * abort the transaction's cursors close. A SAVEPOINT materializes the open cursors (an
 * error later releases every buffer pin, and the cursors made before the savepoint survive
 * it); ROLLBACK TO closes those made after the savepoint.
 */
void portal_pre_commit(void);
void portal_at_abort(bool after_error);
void portal_at_savepoint(void);
void portal_at_subabort(int level, bool after_error);
void portal_at_release(int level);
/* A multi-statement simple Query runs as an implicit block: DECLARE is allowed there. */
extern _Thread_local bool portal_implicit_block;
/* PG's PreventInTransactionBlock: 25001 "<what> cannot run inside a transaction block" in an
 * explicit block and in a multi-statement Query's implicit one. */
void portal_prevent_in_block(const char *what);

#endif /* BASALT_PORTALMEM_H */
