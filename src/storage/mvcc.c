/*
 * mvcc.c: tuple visibility (mvcc.h), from t_xmin/t_xmax, command ids and the commit log.
 *
 * The one idea: once the commit log's answer for an xid is final (committed or aborted) it is
 * cached in the tuple's hint bits, so most tuples are judged without asking the clog. Hint bits
 * are set with an atomic OR because several readers may share the page.
 */
#include "storage/mvcc.h"

#include "storage/clog.h"
#include "storage/xact_internal.h"

static void set_hint(HeapTupleHeader th, uint16 bits)
{
    __atomic_fetch_or(&th->t_infomask, bits, __ATOMIC_RELAXED);
}

static uint16 infomask(HeapTupleHeader th)
{
    return __atomic_load_n(&th->t_infomask, __ATOMIC_RELAXED);
}

/* Did a transaction other than mine commit this xid? Sets the given hints when final. */
static XidStatus status_with_hints(HeapTupleHeader th, TransactionId xid, uint16 committed_bit,
                                   uint16 invalid_bit)
{
    XidStatus st = clog_get(xid);
    if (st == XID_COMMITTED)
        set_hint(th, committed_bit);
    else if (st == XID_ABORTED)
        set_hint(th, invalid_bit);
    return st;
}

/* Is the insert visible to command cid of transaction my? */
static bool xmin_visible(HeapTupleHeader th, TransactionId my, CommandId cid)
{
    uint16 mask = infomask(th);
    if (mask & HEAP_XMIN_INVALID)
        return false;
    if (mask & HEAP_XMIN_COMMITTED)
        return true;
    if (my != InvalidTransactionId && th->t_xmin == my)
        return th->t_cid < cid;
    return status_with_hints(th, th->t_xmin, HEAP_XMIN_COMMITTED, HEAP_XMIN_INVALID) ==
           XID_COMMITTED;
}

bool mvcc_tuple_visible(HeapTupleHeader th)
{
    TransactionId my = xact_xid_if_assigned();
    CommandId cid = xact_current_cid();
    if (!xmin_visible(th, my, cid))
        return false;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & HEAP_XMAX_INVALID))
        return true;
    if (mask & HEAP_XMAX_COMMITTED)
        return false;
    if (my != InvalidTransactionId && th->t_xmax == my)
        return th->t_cmax >= cid;
    return status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID) !=
           XID_COMMITTED;
}

MvccUpdateResult mvcc_tuple_can_delete(HeapTupleHeader th)
{
    TransactionId my = xact_xid_if_assigned();
    CommandId cid = xact_current_cid();
    if (!xmin_visible(th, my, cid))
        return MVCC_INVISIBLE;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & HEAP_XMAX_INVALID))
        return MVCC_OK;
    if (mask & HEAP_XMAX_COMMITTED)
        return MVCC_DELETED;
    if (my != InvalidTransactionId && th->t_xmax == my)
        return th->t_cmax < cid ? MVCC_INVISIBLE : MVCC_SELF_MODIFIED;
    switch (status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID)) {
    case XID_COMMITTED:
        return MVCC_DELETED;
    case XID_ABORTED:
        return MVCC_OK;
    default:
        return MVCC_BEING_MODIFIED;
    }
}
