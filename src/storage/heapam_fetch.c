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

void heap_fetch_release(int *bufp)
{
    if (BufferIsValid(*bufp))
        ReleaseBuffer(*bufp);
    *bufp = InvalidBuffer;
}

/* Committed, or mine (any command)? Aborted and in-progress-elsewhere are told apart. */
static XidStatus xid_status(TransactionId xid, TransactionId my)
{
    if (my != InvalidTransactionId && xid == my)
        return XID_COMMITTED;
    return clog_get(xid);
}

HeapLiveness heap_tuple_liveness(Relation rel, ItemPointer tid)
{
    int buf = InvalidBuffer;
    if (!pin_tid_page(rel, tid, &buf))
        return HEAP_TUPLE_DEAD;
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid->ip_posid, NULL);
    HeapLiveness r = HEAP_TUPLE_DEAD;
    if (th != NULL) {
        TransactionId my = xact_xid_if_assigned();
        TransactionId xmin = th->t_xmin, xmax = th->t_xmax;
        XidStatus ins = xid_status(xmin, my);
        if (ins == XID_IN_PROGRESS)
            r = HEAP_TUPLE_INSERT_IN_PROGRESS;
        else if (ins == XID_COMMITTED) {
            XidStatus del = xmax == InvalidTransactionId ? XID_ABORTED : xid_status(xmax, my);
            r = del == XID_COMMITTED     ? HEAP_TUPLE_DEAD
                : del == XID_IN_PROGRESS ? HEAP_TUPLE_DELETE_IN_PROGRESS
                                         : HEAP_TUPLE_LIVE;
        }
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    return r;
}
