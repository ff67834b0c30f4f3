/*
 * xact.h: transactions and commands, as the layers above see them.
 *
 * Every statement runs in a transaction. Outside an explicit BEGIN block the session runs each
 * statement in its own implicit transaction: xact_start_command() before it, then
 * xact_commit_command() after it succeeds or xact_abort_current() when it fails. An aborted
 * transaction's changes become invisible at once (its xid is marked aborted in the commit log);
 * nothing is undone in place.
 *
 * Within a transaction each statement gets a new command id, so a statement never sees the rows
 * it is itself writing (the Halloween problem), but sees those of the statements before it.
 */
#ifndef BASALT_XACT_H
#define BASALT_XACT_H

#include "common/basalt.h"

typedef uint64 TransactionId; /* 64-bit: no wraparound */
typedef uint32 CommandId;
#define InvalidTransactionId ((TransactionId)0)

void xact_start_command(void);  /* begin an implicit transaction if none, next command id */
void xact_commit_command(void); /* end of a statement: commit if implicit, else bump cid */
void xact_abort_current(void);  /* a statement failed: abort (or mark the block failed) */
/*
 * Between the statements of one multi-statement simple Query, which PostgreSQL runs as one
 * implicit transaction: the next statement sees this one's rows, and nothing commits yet.
 */
void xact_command_counter_increment(void);

/* Explicit blocks (BEGIN ... COMMIT); the executor calls these for TransactionStmt. */
void xact_begin_block(void);
void xact_end_block(bool commit);
/* 'I' idle, 'T' in a transaction block, 'E' in a failed transaction block (ReadyForQuery). */
char xact_block_status(void);

/* Savepoints (subtransactions) inside a block; ERROR 3B001 for an unknown name. */
void xact_savepoint(const char *name);
void xact_release_savepoint(const char *name);
void xact_rollback_to_savepoint(const char *name); /* also from the failed ('E') state */
int xact_savepoint_depth(void); /* savepoints open: the innermost is at this depth */
bool xact_in_subtransaction(void);

/*
 * What the next call does, for the layers that keep state per transaction (cursors):
 * xact_commit_outcome: 'C' xact_commit_command() commits the transaction, 'A' it rolls it
 * back (ROLLBACK of a block), 0 the transaction goes on or was already aborted.
 * xact_abort_scope: 2 xact_abort_current() aborts the whole transaction, 1 only the innermost
 * savepoint, 0 nothing (no transaction, or the block had already failed).
 * xact_savepoint_level: the depth below the named savepoint (0 for the outermost), -1 if none.
 */
char xact_commit_outcome(void);
int xact_abort_scope(void);
int xact_savepoint_level(const char *name);

/* The xid rows are stamped with: the innermost savepoint's, assigned on first call. */
TransactionId xact_current_xid(void);
CommandId xact_current_cid(void);

/*
 * Layers above storage that keep state tied to the transaction (basalt_pg_fdw's remote
 * transactions) register a callback once per process; it runs on the session's thread:
 * PRE_COMMIT before the local commit (an ERROR there aborts the transaction instead, and the
 * callback then sees ABORT), ABORT while aborting (it should not raise: an error is logged and
 * the abort goes on); SUBXACT_RELEASE and SUBXACT_ROLLBACK for each savepoint depth (1 = the
 * outermost savepoint) that RELEASE or ROLLBACK TO ends, innermost first (ROLLBACK TO then
 * starts the savepoint again, empty). depth is 0 for the top-level events.
 */
typedef enum XactEvent {
    XACT_EVENT_PRE_COMMIT,
    XACT_EVENT_ABORT,
    XACT_EVENT_SUBXACT_RELEASE,
    XACT_EVENT_SUBXACT_ROLLBACK
} XactEvent;
typedef void (*XactCallback)(XactEvent event, int depth);
void xact_register_callback(XactCallback fn);

#endif /* BASALT_XACT_H */
