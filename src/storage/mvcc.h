/*
 * mvcc.h: which tuple versions a command sees, and whether it may change them.
 *
 * The rule: a tuple is visible to a snapshot if its inserter is this transaction (an earlier
 * command of it) or committed before the snapshot was taken; and it was not deleted by this
 * transaction in an earlier command, nor by one that committed before the snapshot. Tuples of
 * aborted transactions never count: their inserts are invisible and their deletes undone. A
 * row lock (t_xmax with HEAP_XMAX_LOCK_ONLY) never hides a tuple.
 */
#ifndef BASALT_MVCC_H
#define BASALT_MVCC_H

#include "storage/heaptuple.h"
#include "storage/snapshot.h"

/* Visible to snap for the calling thread's current command (hint bits may be set). */
bool mvcc_tuple_visible_snap(HeapTupleHeader th, Snapshot snap);
/* The same with the current statement's snapshot. */
bool mvcc_tuple_visible(HeapTupleHeader th);

typedef enum MvccUpdateResult {
    MVCC_OK,            /* may be deleted, updated or locked */
    MVCC_INVISIBLE,     /* not visible to this command */
    MVCC_SELF_MODIFIED, /* already deleted by this very command */
    MVCC_DELETED,       /* deleted (or updated: t_ctid moved on) by a committed transaction */
    MVCC_BEING_MODIFIED /* deleted or locked in a conflicting mode by one still in progress */
} MvccUpdateResult;

/* Row-lock strengths, weakest first (PG's LockTupleMode); a delete is LOCK_TUPLE_EXCLUSIVE. */
typedef enum MvccLockMode {
    LOCK_TUPLE_KEYSHARE,
    LOCK_TUPLE_SHARE,
    LOCK_TUPLE_NOKEYEXCLUSIVE,
    LOCK_TUPLE_EXCLUSIVE,
} MvccLockMode;

/*
 * May the current command delete, update or lock (in mode) this tuple? Call with the buffer
 * exclusively locked. On MVCC_BEING_MODIFIED, *wait_xid is the transaction to wait for.
 */
MvccUpdateResult mvcc_tuple_can_update(HeapTupleHeader th, MvccLockMode mode,
                                       TransactionId *wait_xid);
/* The same for a delete/update (mode LOCK_TUPLE_EXCLUSIVE), without the xid. */
MvccUpdateResult mvcc_tuple_can_delete(HeapTupleHeader th);

/* The strength of the row lock t_infomask records (HEAP_XMAX_LOCK_ONLY set). */
MvccLockMode mvcc_lock_mode_of(uint16 infomask);

/*
 * Can no snapshot ever see this tuple again? True when its inserter aborted, or its deleter
 * committed before oldest_xmin (the oldest xmin of every running snapshot). VACUUM's test.
 */
bool mvcc_tuple_dead(HeapTupleHeader th, TransactionId oldest_xmin);

/*
 * What an index build makes of a tuple (PG's HeapTupleSatisfiesVacuum as its index builds use
 * it): DEAD ones get no entry; every other gets one, since some snapshot may still reach it
 * through the index; only LIVE ones count for a unique index's duplicate check. RECENTLY_DEAD:
 * deleted (or updated) by a committed transaction or by this one. A tuple another running
 * transaction inserts or deletes is LIVE (the caller's lock keeps those out anyway).
 */
typedef enum MvccTupleState {
    MVCC_TUPLE_DEAD,
    MVCC_TUPLE_RECENTLY_DEAD,
    MVCC_TUPLE_LIVE,
} MvccTupleState;
MvccTupleState mvcc_tuple_state(HeapTupleHeader th, TransactionId oldest_xmin);

/*
 * Will every snapshot, running or future, see this tuple? True when its inserter committed
 * before oldest_xmin and it has no deleter (or one that aborted; a row lock does not count).
 * VACUUM's test for an all-visible page (visibilitymap.h).
 */
bool mvcc_tuple_visible_to_all(HeapTupleHeader th, TransactionId oldest_xmin);

#endif /* BASALT_MVCC_H */
