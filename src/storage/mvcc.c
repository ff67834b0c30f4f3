/*
 * mvcc.c: tuple visibility (mvcc.h), from t_xmin/t_xmax, command ids, snapshots and the clog.
 *
 * The one idea: a snapshot is asked first, the commit log second. An xid the snapshot lists as
 * running counts as running even if it has committed since; only for the others is the clog's
 * answer used, and once that answer is final it is cached in the tuple's hint bits so most
 * tuples are judged without asking the clog. Hint bits are set with an atomic OR because
 * several readers may share the page.
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

/* The clog's answer for xid; final answers are cached in the given hint bits. */
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

static bool xmin_committed(HeapTupleHeader th)
{
    uint16 mask = infomask(th);
    if (mask & HEAP_XMIN_COMMITTED)
        return true;
    if (mask & HEAP_XMIN_INVALID)
        return false;
    return status_with_hints(th, th->t_xmin, HEAP_XMIN_COMMITTED, HEAP_XMIN_INVALID) ==
           XID_COMMITTED;
}

/* Is the insert visible to the snapshot (NULL: to "now", as an updater sees it)? */
static bool xmin_visible(HeapTupleHeader th, Snapshot snap, CommandId cid)
{
    if (infomask(th) & HEAP_XMIN_INVALID)
        return false;
    if (xact_is_my_xid(th->t_xmin))
        return th->t_cid < cid;
    if (snap && snapshot_xid_in_progress(snap, th->t_xmin))
        return false;
    return xmin_committed(th);
}

MvccLockMode mvcc_lock_mode_of(uint16 mask)
{
    if ((mask & HEAP_XMAX_SHR_LOCK) == HEAP_XMAX_SHR_LOCK)
        return LOCK_TUPLE_SHARE;
    if (mask & HEAP_XMAX_EXCL_LOCK)
        return (mask & HEAP_XMAX_FOR_UPDATE) ? LOCK_TUPLE_EXCLUSIVE : LOCK_TUPLE_NOKEYEXCLUSIVE;
    return LOCK_TUPLE_KEYSHARE;
}

/* PG's row-lock conflict table. */
static bool lock_modes_conflict(MvccLockMode held, MvccLockMode want)
{
    switch (held) {
    case LOCK_TUPLE_KEYSHARE:
        return want == LOCK_TUPLE_EXCLUSIVE;
    case LOCK_TUPLE_SHARE:
        return want >= LOCK_TUPLE_NOKEYEXCLUSIVE;
    case LOCK_TUPLE_NOKEYEXCLUSIVE:
        return want >= LOCK_TUPLE_SHARE;
    case LOCK_TUPLE_EXCLUSIVE:
        return true;
    }
    return true;
}

bool mvcc_tuple_visible_snap(HeapTupleHeader th, Snapshot snap)
{
    CommandId cid = snap->curcid;
    if (!xmin_visible(th, snap, cid))
        return false;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY)))
        return true;
    if (xact_is_my_xid(th->t_xmax))
        return th->t_cmax >= cid;
    if (snapshot_xid_in_progress(snap, th->t_xmax))
        return true;
    if (mask & HEAP_XMAX_COMMITTED)
        return false;
    return status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID) !=
           XID_COMMITTED;
}

bool mvcc_tuple_visible(HeapTupleHeader th)
{
    return mvcc_tuple_visible_snap(th, snapshot_get_current());
}

MvccUpdateResult mvcc_tuple_can_update(HeapTupleHeader th, MvccLockMode mode,
                                       TransactionId *wait_xid)
{
    CommandId cid = xact_current_cid();
    *wait_xid = InvalidTransactionId;
    if (!xmin_visible(th, NULL, cid))
        return MVCC_INVISIBLE;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & HEAP_XMAX_INVALID))
        return MVCC_OK;
    if (mask & HEAP_XMAX_LOCK_ONLY) {
        /* a row lock: mine, finished or compatible ones do not stand in the way */
        if (xact_is_my_xid(th->t_xmax) || clog_get(th->t_xmax) != XID_IN_PROGRESS ||
            !lock_modes_conflict(mvcc_lock_mode_of(mask), mode))
            return MVCC_OK;
        *wait_xid = th->t_xmax;
        return MVCC_BEING_MODIFIED;
    }
    if (mask & HEAP_XMAX_COMMITTED)
        return MVCC_DELETED;
    if (xact_is_my_xid(th->t_xmax))
        return th->t_cmax < cid ? MVCC_INVISIBLE : MVCC_SELF_MODIFIED;
    switch (status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID)) {
    case XID_COMMITTED:
        return MVCC_DELETED;
    case XID_ABORTED:
        return MVCC_OK;
    default:
        *wait_xid = th->t_xmax;
        return MVCC_BEING_MODIFIED;
    }
}

MvccUpdateResult mvcc_tuple_can_delete(HeapTupleHeader th)
{
    TransactionId ignored;
    return mvcc_tuple_can_update(th, LOCK_TUPLE_EXCLUSIVE, &ignored);
}

bool mvcc_tuple_dead(HeapTupleHeader th, TransactionId oldest_xmin)
{
    uint16 mask = infomask(th);
    if (mask & HEAP_XMIN_INVALID)
        return true;
    if (!(mask & HEAP_XMIN_COMMITTED)) {
        XidStatus st = status_with_hints(th, th->t_xmin, HEAP_XMIN_COMMITTED, HEAP_XMIN_INVALID);
        if (st == XID_ABORTED)
            return true;
        if (st != XID_COMMITTED)
            return false;
    }
    if (th->t_xmax == InvalidTransactionId || (mask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY)))
        return false;
    if (th->t_xmax >= oldest_xmin)
        return false;
    if (mask & HEAP_XMAX_COMMITTED)
        return true;
    return status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID) ==
           XID_COMMITTED;
}

MvccTupleState mvcc_tuple_state(HeapTupleHeader th, TransactionId oldest_xmin)
{
    if (mvcc_tuple_dead(th, oldest_xmin))
        return MVCC_TUPLE_DEAD;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY)))
        return MVCC_TUPLE_LIVE;
    if ((mask & HEAP_XMAX_COMMITTED) || xact_is_my_xid(th->t_xmax))
        return MVCC_TUPLE_RECENTLY_DEAD;
    XidStatus st = status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID);
    return st == XID_COMMITTED ? MVCC_TUPLE_RECENTLY_DEAD : MVCC_TUPLE_LIVE;
}

bool mvcc_tuple_visible_to_all(HeapTupleHeader th, TransactionId oldest_xmin)
{
    if (!xmin_committed(th) || th->t_xmin >= oldest_xmin)
        return false;
    uint16 mask = infomask(th);
    if (th->t_xmax == InvalidTransactionId || (mask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY)))
        return true;
    if (mask & HEAP_XMAX_COMMITTED)
        return false;
    return status_with_hints(th, th->t_xmax, HEAP_XMAX_COMMITTED, HEAP_XMAX_INVALID) == XID_ABORTED;
}
