/*
 * mvcc.h: which tuple versions a command sees.
 *
 * The rule (read committed, no snapshots yet): a tuple is visible to the current command if
 * its inserter committed, or is this transaction and inserted it in an earlier command; and it
 * was not deleted by a committed transaction, nor by this one in an earlier command. Tuples of
 * aborted transactions never count: their inserts are invisible and their deletes undone.
 */
#ifndef BASALT_MVCC_H
#define BASALT_MVCC_H

#include "storage/heaptuple.h"

/* Visible to the calling thread's current command (hint bits may be set: share lock is fine). */
bool mvcc_tuple_visible(HeapTupleHeader th);

typedef enum MvccUpdateResult {
    MVCC_OK,            /* visible and not deleted: may be deleted or updated */
    MVCC_INVISIBLE,     /* not visible to this command */
    MVCC_SELF_MODIFIED, /* already deleted by this very command */
    MVCC_DELETED,       /* deleted by a transaction that committed */
    MVCC_BEING_MODIFIED /* deleted by a transaction still in progress */
} MvccUpdateResult;

/* May the current command delete this tuple? Call with the buffer exclusively locked. */
MvccUpdateResult mvcc_tuple_can_delete(HeapTupleHeader th);

#endif /* BASALT_MVCC_H */
