/*
 * heapam_fetch.c: one heap tuple by its tid, for index scans and unique checks.
 *
 * An index names heap tuples by tid but knows nothing of their visibility: every tid an index
 * scan returns is fetched here and judged by mvcc.c exactly as a sequential scan would judge
 * it. The fetched tuple points into the page, which stays pinned (in *bufp) until the caller's
 * next fetch through the same bufp or heap_fetch_release().
 */
#include "storage/heapam.h"

#include "common/elog.h"
#include "storage/bufmgr.h"
#include "storage/clog.h"
#include "storage/heaptuple.h"
#include "storage/mvcc.h"
#include "storage/xact_internal.h"

/* Pin the page of tid in *bufp, reusing the pin already there when it is the same page. */
static bool pin_tid_page(Relation rel, ItemPointer tid, int *bufp)
{
    if (BufferIsValid(*bufp) && BufferGetBlockNumber(*bufp) == tid->ip_blkid)
        return true;
    heap_fetch_release(bufp);
    if (tid->ip_blkid >= smgr_nblocks(rel->relfilenode))
        return false;
    *bufp = ReadBuffer(rel->relfilenode, tid->ip_blkid);
    return true;
}

bool heap_fetch(Relation rel, ItemPointer tid, HeapTuple tup, int *bufp)
{
    if (!pin_tid_page(rel, tid, bufp))
        return false;
    LockBuffer(*bufp, BUFFER_LOCK_SHARE);
    uint32 len = 0;
    HeapTupleHeader th = page_get_item(BufferGetPage(*bufp), tid->ip_posid, &len);
    bool visible = th != NULL && mvcc_tuple_visible(th);
    LockBuffer(*bufp, BUFFER_LOCK_UNLOCK);
    if (visible) {
        tup->t_data = th;
        tup->t_len = len;
        tup->t_self = *tid;
        tup->t_tableOid = rel->rd_id;
    }
    return visible;
}

HeapTuple heap_copy_version(Relation rel, ItemPointer tid)
{
    int buf = InvalidBuffer;
    if (!pin_tid_page(rel, tid, &buf))
        return NULL;
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    uint32 len = 0;
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid->ip_posid, &len);
    HeapTuple copy = NULL;
    if (th != NULL) {
        HeapTupleData t = {0};
        t.t_data = th;
        t.t_len = len;
        t.t_self = *tid;
        t.t_tableOid = rel->rd_id;
        copy = heap_copytuple(&t);
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    return copy;
}

void heap_fetch_release(int *bufp)
{
    if (BufferIsValid(*bufp))
        ReleaseBuffer(*bufp);
    *bufp = InvalidBuffer;
}

/* Committed, or mine (any command, any live savepoint)? Aborted and in progress elsewhere are
 * told apart. A savepoint rolled back is no longer mine: its xids are aborted in the clog. */
static XidStatus xid_status(TransactionId xid)
{
    if (xact_is_my_xid(xid))
        return XID_COMMITTED;
    return clog_get(xid);
}

HeapLiveness heap_tuple_liveness(Relation rel, ItemPointer tid, TransactionId *xwait)
{
    int buf = InvalidBuffer;
    if (xwait)
        *xwait = InvalidTransactionId;
    if (!pin_tid_page(rel, tid, &buf))
        return HEAP_TUPLE_DEAD;
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid->ip_posid, NULL);
    HeapLiveness r = HEAP_TUPLE_DEAD;
    /* HEAP_XMIN_INVALID: an aborted inserter, or a speculative insert taken back */
    if (th != NULL && !(__atomic_load_n(&th->t_infomask, __ATOMIC_RELAXED) & HEAP_XMIN_INVALID)) {
        TransactionId xmin = th->t_xmin, xmax = th->t_xmax;
        uint16 mask = __atomic_load_n(&th->t_infomask, __ATOMIC_RELAXED);
        XidStatus ins = xid_status(xmin);
        if (ins == XID_IN_PROGRESS) {
            r = HEAP_TUPLE_INSERT_IN_PROGRESS;
            if (xwait)
                *xwait = xmin;
        } else if (ins == XID_COMMITTED) {
            /* a row lock is no delete: the row stays live whoever holds it */
            bool no_delete = xmax == InvalidTransactionId ||
                             (mask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY));
            XidStatus del = no_delete ? XID_ABORTED : xid_status(xmax);
            r = del == XID_COMMITTED     ? HEAP_TUPLE_DEAD
                : del == XID_IN_PROGRESS ? HEAP_TUPLE_DELETE_IN_PROGRESS
                                         : HEAP_TUPLE_LIVE;
            if (r == HEAP_TUPLE_DELETE_IN_PROGRESS && xwait)
                *xwait = xmax;
        }
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    return r;
}

bool heap_tuple_unseen_by_snapshot(Relation rel, ItemPointer tid)
{
    int buf = InvalidBuffer;
    if (!pin_tid_page(rel, tid, &buf))
        return false;
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid->ip_posid, NULL);
    bool unseen = th != NULL && !mvcc_tuple_visible(th) && !xact_is_my_xid(th->t_xmin);
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    return unseen;
}
