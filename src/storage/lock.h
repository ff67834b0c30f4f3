/*
 * lock.h: relation locks held until the end of the transaction, waits for transactions to end
 * (row-level waits), lock_timeout, cancellation and deadlock detection.
 *
 * Relation locks have PostgreSQL's eight modes and conflict table; locks are owned by the
 * calling thread's transaction and released all at once at its end (an aborted subtransaction
 * gives back those it took). A thread waiting for a lock or for a transaction checks, every few
 * milliseconds, the interrupt hook (cancel, statement_timeout), lock_timeout (55P03) and, once
 * deadlock_timeout has passed, the wait-for graph (40P01).
 */
#ifndef BASALT_LOCK_H
#define BASALT_LOCK_H

#include "common/basalt.h"
#include "storage/xact.h"

typedef enum LockMode {
    NoLock = 0,
    AccessShareLock,     /* SELECT */
    RowExclusiveLock,    /* INSERT, UPDATE, DELETE */
    AccessExclusiveLock, /* DROP, TRUNCATE, ALTER */
    RowShareLock,        /* SELECT ... FOR UPDATE / FOR SHARE */
    ShareUpdateExclusiveLock, /* VACUUM */
    ShareLock,
    ShareRowExclusiveLock,
    ExclusiveLock,
} LockMode;

void lock_relation(Oid relid, LockMode mode);
/* Take the lock only if no one else holds a conflicting one: false (and nothing taken) if so. */
bool lock_relation_conditional(Oid relid, LockMode mode);
void lock_release_all(void); /* end of transaction, commit or abort */
/*
 * Subtransactions: lock_mark() when one starts; lock_release_since(mark) when it aborts gives
 * back every lock first taken since (a lock held before the mark stays, in every mode it had).
 */
int lock_mark(void);
void lock_release_since(int mark);

/*
 * Wait until transaction xid (top-level or subtransaction) has ended. what/tid/relname name the
 * row for the CONTEXT of a timeout or deadlock error ("while updating tuple (0,1) in relation
 * \"t\""); what may be NULL.
 */
void lock_wait_xid(TransactionId xid, const char *what, uint32 blk, uint16 off,
                   const char *relname);
/* Wake every waiter: a transaction or subtransaction ended outside lock_release_all. */
void lock_wake_waiters(void);

/*
 * pg_locks (PG's pg_lock_status): one row per lock a thread holds, in each mode, or waits for.
 * Relation locks are PG's "relation" locks; a running transaction holds ExclusiveLock on its
 * xid and on each of its subtransactions' ("transactionid"), and a thread waiting for an xid
 * to end waits for ShareLock on it, as in PG.
 */
typedef enum LockTagKind { LOCKTAG_RELATION, LOCKTAG_TRANSACTION } LockTagKind;

typedef struct LockStatus {
    LockTagKind kind;
    Oid relid;         /* LOCKTAG_RELATION */
    TransactionId xid; /* LOCKTAG_TRANSACTION */
    int procno;        /* the holder or waiter (snapshot.h) */
    LockMode mode;
    bool granted;
    int64 waitstart; /* a wait's start, timestamptz units (microseconds since 2000) */
} LockStatus;

/* A consistent copy of every lock and wait: a malloc'd array of *n rows (the caller frees). */
LockStatus *lock_status_snapshot(int *n);

/*
 * pg_blocking_pids: the slots blocking procno's wait now (the holders of a relation lock that
 * conflicts with the mode it waits for, or the thread running the xid it waits for); returns
 * their number, of which the first max are copied to out (0 when it does not wait).
 */
int lock_blocking_procs(int procno, int *out, int max);

/* PG's name of a lock mode ("AccessShareLock"). */
const char *lock_mode_name(LockMode mode);

/*
 * Called while waiting, on the waiting thread, to raise cancel / statement_timeout errors
 * (the network layer sets it per session thread, like executor_interrupt_hook). NULL: none.
 */
extern _Thread_local void (*lock_interrupt_hook)(void);

#endif /* BASALT_LOCK_H */
