/*
 * heapam.c: heap tables: sequential scans, insert, delete, update (heapam.h).
 *
 * The one idea: a row change never overwrites a row. Insert adds a tuple stamped with the
 * current xid and command id; delete stamps the tuple's t_xmax; update is a delete of the old
 * version plus an insert of the new one, the old version's t_ctid pointing to the new. Which
 * versions a scan returns is decided by mvcc.c, once per page as the scan enters it. Pages are
 * only ever changed under their buffer's exclusive content lock, and read under a share lock;
 * a tuple handed to the caller stays valid while its buffer is pinned, since nothing moves
 * tuples yet (VACUUM will need a cleanup lock: pinned by nobody else).
 */
#include "storage/heapam.h"

#include <pthread.h>
#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/clog.h"
#include "storage/freespace.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/pgstat.h"
#include "storage/mvcc.h"
#include "storage/snapshot.h"
#include "storage/control.h"
#include "storage/visibilitymap.h"
#include "storage/wal.h"
#include "storage/xact_internal.h"

#define PRIV_BUCKETS 256

static pthread_mutex_t priv_lock = PTHREAD_MUTEX_INITIALIZER;
static struct RelationPrivate *priv_buckets[PRIV_BUCKETS];

struct RelationPrivate *heap_relation_private(uint32 relfilenode)
{
    struct RelationPrivate **head = &priv_buckets[relfilenode % PRIV_BUCKETS];
    pthread_mutex_lock(&priv_lock);
    struct RelationPrivate *p;
    for (p = *head; p; p = p->next)
        if (p->relfilenode == relfilenode)
            break;
    if (p == NULL && (p = calloc(1, sizeof(*p))) != NULL) {
        p->relfilenode = relfilenode;
        p->target_block = InvalidBlockNumber;
        p->next = *head;
        *head = p;
    }
    pthread_mutex_unlock(&priv_lock);
    if (p == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    return p;
}

void heap_private_reset(void)
{
    pthread_mutex_lock(&priv_lock);
    for (int b = 0; b < PRIV_BUCKETS; b++) {
        struct RelationPrivate *p = priv_buckets[b];
        while (p) {
            struct RelationPrivate *next = p->next;
            free(p);
            p = next;
        }
        priv_buckets[b] = NULL;
    }
    pthread_mutex_unlock(&priv_lock);
}

static BlockNumber get_target(Relation rel)
{
    return rel->rd_private ? __atomic_load_n(&rel->rd_private->target_block, __ATOMIC_RELAXED)
                           : InvalidBlockNumber;
}

static void set_target(Relation rel, BlockNumber blk)
{
    if (rel->rd_private)
        __atomic_store_n(&rel->rd_private->target_block, blk, __ATOMIC_RELAXED);
}

BlockNumber heap_relation_nblocks(Relation rel)
{
    return smgr_nblocks(rel->relfilenode);
}

/* ---------------------------------------------------------------------------------------- */
/* Scans                                                                                     */

#define MaxHeapTuplesPerPage ((BLCKSZ - SizeOfPageHeaderData) / SizeOfItemId)

/*
 * Scans work a page at a time: on entering a page they note the visible line pointers under
 * one share lock, then hand the tuples out without locking again (the pin keeps them there).
 */
typedef struct HeapScanDescData {
    Relation rel;
    BlockNumber nblocks; /* blocks when the scan (re)started: later pages hold only newer rows */
    BlockNumber cblock;  /* current block */
    Buffer cbuf;         /* pinned buffer of cblock, or InvalidBuffer */
    int nvisible;        /* visible line pointers on cblock */
    int next;            /* index into visible[] of the next tuple to return */
    HeapTupleData ctup;  /* the tuple returned last */
    Snapshot snap;       /* the statement's snapshot when the scan began (a copy), or NULL: */
    TransactionId horizon; /* every tuple not dead below this oldest xmin (index builds) */
    bool last_live;      /* the tuple returned last is live (snap NULL only) */
    HeapBlockFilter want_block; /* NULL: every block */
    HeapItemFilter want_item;   /* NULL: every item */
    void *filter_arg;
    OffsetNumber visible[MaxHeapTuplesPerPage];
    bool live[MaxHeapTuplesPerPage]; /* snap NULL: visible[i] is live */
} HeapScanDescData;

static HeapScanDesc scan_create(Relation rel)
{
    HeapScanDesc scan = palloc(sizeof(HeapScanDescData));
    memset(scan, 0, offsetof(HeapScanDescData, visible));
    scan->rel = rel;
    scan->nblocks = smgr_nblocks(rel->relfilenode);
    scan->cbuf = InvalidBuffer;
    return scan;
}

HeapScanDesc heap_beginscan(Relation rel)
{
    HeapScanDesc scan = scan_create(rel);
    scan->snap = snapshot_copy(snapshot_get_current());
    return scan;
}

HeapScanDesc heap_beginscan_nondead(Relation rel)
{
    HeapScanDesc scan = scan_create(rel);
    scan->horizon = procarray_oldest_xmin();
    return scan;
}

bool heap_scan_tuple_live(HeapScanDesc scan)
{
    Assert(scan->snap == NULL);
    return scan->last_live;
}

/* Does the scan return this tuple? (Notes whether it is live for a scan without snapshot.) */
static bool scan_wants_tuple(HeapScanDesc scan, HeapTupleHeader th)
{
    if (scan->snap)
        return mvcc_tuple_visible_snap(th, scan->snap);
    MvccTupleState st = mvcc_tuple_state(th, scan->horizon);
    scan->live[scan->nvisible] = st == MVCC_TUPLE_LIVE;
    return st != MVCC_TUPLE_DEAD;
}

static void scan_drop_buffer(HeapScanDesc scan)
{
    if (BufferIsValid(scan->cbuf)) {
        ReleaseBuffer(scan->cbuf);
        scan->cbuf = InvalidBuffer;
    }
}

/* Pin cblock and note which of its tuples the current command sees. */
static void scan_read_page(HeapScanDesc scan)
{
    scan->cbuf = ReadBuffer(scan->rel->relfilenode, scan->cblock);
    scan->nvisible = 0;
    scan->next = 0;
    LockBuffer(scan->cbuf, BUFFER_LOCK_SHARE);
    Page page = BufferGetPage(scan->cbuf);
    if (!page_is_new(page)) {
        OffsetNumber max = page_max_offset(page);
        for (OffsetNumber off = FirstOffsetNumber; off <= max; off++) {
            if (scan->want_item && !scan->want_item(scan->cblock, off, scan->filter_arg))
                continue; /* not asked for: not even its visibility is looked at */
            HeapTupleHeader th = page_get_item(page, off, NULL);
            if (th != NULL && scan_wants_tuple(scan, th))
                scan->visible[scan->nvisible++] = off;
        }
    }
    LockBuffer(scan->cbuf, BUFFER_LOCK_UNLOCK);
}

HeapTuple heap_getnext(HeapScanDesc scan)
{
    for (;;) {
        if (!BufferIsValid(scan->cbuf)) {
            while (scan->want_block && scan->cblock < scan->nblocks &&
                   !scan->want_block(scan->cblock, scan->filter_arg))
                scan->cblock++; /* a page not asked for is never read */
            if (scan->cblock >= scan->nblocks)
                return NULL;
            scan_read_page(scan);
        }
        if (scan->next < scan->nvisible) {
            if (scan->snap == NULL)
                scan->last_live = scan->live[scan->next];
            OffsetNumber off = scan->visible[scan->next++];
            uint32 len;
            scan->ctup.t_data = page_get_item(BufferGetPage(scan->cbuf), off, &len);
            scan->ctup.t_len = len;
            scan->ctup.t_self.ip_blkid = scan->cblock;
            scan->ctup.t_self.ip_posid = off;
            scan->ctup.t_tableOid = scan->rel->rd_id;
            return &scan->ctup;
        }
        scan_drop_buffer(scan);
        scan->cblock++;
    }
}

void heap_scan_set_block_filter(HeapScanDesc scan, HeapBlockFilter want, void *arg)
{
    scan->want_block = want;
    scan->filter_arg = arg;
}

void heap_scan_set_item_filter(HeapScanDesc scan, HeapItemFilter want, void *arg)
{
    scan->want_item = want;
    scan->filter_arg = arg;
}

void heap_rescan(HeapScanDesc scan)
{
    scan_drop_buffer(scan);
    scan->cblock = 0;
    scan->nblocks = smgr_nblocks(scan->rel->relfilenode);
}

void heap_endscan(HeapScanDesc scan)
{
    if (scan == NULL)
        return;
    scan_drop_buffer(scan);
    if (scan->snap)
        pfree(scan->snap);
    pfree(scan);
}

/* ---------------------------------------------------------------------------------------- */
/* Insert                                                                                    */

static void unlock_release(Buffer buf)
{
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

/* Pin and exclusively lock blk if it has room for an item of len bytes; else InvalidBuffer. */
static Buffer try_block(Relation rel, BlockNumber blk, size_t len)
{
    Buffer buf = ReadBuffer(rel->relfilenode, blk);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    Page page = BufferGetPage(buf);
    if (page_is_new(page)) { /* extended by someone who has not initialised it yet */
        page_init(page);
        MarkBufferDirty(buf);
    }
    if (page_free_space(page) >= MAXALIGN(len))
        return buf;
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    return InvalidBuffer;
}

/*
 * A pinned, exclusively locked buffer with room for len bytes: the hint, a page the free space
 * map names, the last page, or a new one.
 */
static Buffer buffer_for_insert(Relation rel, size_t len)
{
    /* the hint names a block that exists: relation files only grow while they live */
    BlockNumber target = get_target(rel);
    if (target != InvalidBlockNumber) {
        Buffer buf = try_block(rel, target, len);
        if (BufferIsValid(buf))
            return buf;
    }
    BlockNumber nblocks = smgr_nblocks(rel->relfilenode);
    /* space VACUUM freed; a page that filled up since is taken off the map */
    for (int tries = 0; tries < 8; tries++) {
        BlockNumber blk = fsm_find(rel->relfilenode, MAXALIGN(len) + sizeof(uint32));
        if (blk == InvalidBlockNumber)
            break;
        Buffer buf = blk < nblocks ? try_block(rel, blk, len) : InvalidBuffer;
        if (BufferIsValid(buf)) {
            set_target(rel, blk);
            return buf;
        }
        fsm_record(rel->relfilenode, blk, 0);
    }
    if (nblocks > 0 && target != nblocks - 1) {
        Buffer buf = try_block(rel, nblocks - 1, len);
        if (BufferIsValid(buf)) {
            set_target(rel, nblocks - 1);
            return buf;
        }
    }
    /* a new page; another inserter may find it (as the last page) and fill it first */
    for (;;) {
        BlockNumber blk;
        Buffer buf = bufmgr_extend(rel->relfilenode, &blk);
        LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
        Page page = BufferGetPage(buf);
        if (page_is_new(page)) {
            page_init(page);
            MarkBufferDirty(buf);
        }
        if (page_free_space(page) >= MAXALIGN(len)) {
            set_target(rel, blk);
            return buf;
        }
        unlock_release(buf);
    }
}

/* A full disk stops changes to tables, not to the catalogs: DROP TABLE, which frees space,
 * writes only a little log, from the reserve (storage/wal_prealloc.c). */
static void check_space(Relation rel)
{
    if (rel->rd_id >= FirstNormalObjectId)
        wal_check_space();
}

void heap_prepare_insert(Relation rel, HeapTuple tup)
{
    check_space(rel); /* before the page changes: a full disk fails the statement here */
    if (tup->t_len > MaxHeapTupleSize)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("row is too big: size %zu, maximum size %zu", (size_t)tup->t_len,
                       (size_t)MaxHeapTupleSize));
    HeapTupleHeader th = tup->t_data;
    th->t_xmin = xact_current_xid();
    th->t_cid = xact_current_cid();
    th->t_xmax = InvalidTransactionId;
    th->t_cmax = 0;
    th->t_infomask = (uint16)((th->t_infomask & ~HEAP_XACT_MASK) | HEAP_XMAX_INVALID);
    pgstat_count_inserted(rel->rd_id, 1);
}

void heap_insert(Relation rel, HeapTuple tup)
{
    heap_prepare_insert(rel, tup);
    HeapTupleHeader th = tup->t_data;
    Buffer buf = buffer_for_insert(rel, tup->t_len);
    Page page = BufferGetPage(buf);
    bool first_on_page = page_max_offset(page) == 0; /* redo may rebuild the page from it */
    OffsetNumber off = page_add_item(page, th, tup->t_len);
    if (NEVER(off == InvalidOffsetNumber)) {
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
        elog(ERROR, "failed to add tuple to page");
    }
    ItemPointerData tid = {BufferGetBlockNumber(buf), off};
    HeapTupleHeader stored = page_get_item(page, off, NULL);
    stored->t_ctid = tid;
    Buffer vmbuf = visibilitymap_clear(rel, buf);
    MarkBufferDirty(buf);
    heap_wal_log_insert(rel, buf, off, first_on_page, vmbuf);
    visibilitymap_unlock(vmbuf);
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
    th->t_ctid = tid;
    tup->t_self = tid;
    tup->t_tableOid = rel->rd_id;
}

/* ---------------------------------------------------------------------------------------- */
/* Delete and update                                                                         */

/* Pin and exclusively lock the page of tid; ERROR if the tid points past the relation. */
static Buffer lock_tid_page(Relation rel, ItemPointer tid)
{
    if (tid->ip_blkid >= smgr_nblocks(rel->relfilenode))
        elog(ERROR, "invalid tid (%u,%u) for relation \"%s\"", tid->ip_blkid, tid->ip_posid,
             rel->relname);
    Buffer buf = ReadBuffer(rel->relfilenode, tid->ip_blkid);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    return buf;
}

/*
 * Can the current command change (or lock in mode) the tuple at tid? Pins and exclusively
 * locks its page into *bufp. A row another transaction is changing or locking in a conflicting
 * mode is waited for (that transaction's end), then judged again; with nowait the answer is
 * HEAP_TM_WOULD_BLOCK instead. On HEAP_TM_UPDATED *newer is the next version's tid; on
 * anything but HEAP_TM_OK the buffer is released.
 */
static HeapTmResult prepare_change(Relation rel, ItemPointer tid, MvccLockMode mode,
                                   bool nowait, const char *what, Buffer *bufp,
                                   HeapTupleHeader *thp, ItemPointer newer)
{
    for (;;) {
        Buffer buf = lock_tid_page(rel, tid);
        HeapTupleHeader th = page_get_item(BufferGetPage(buf), tid->ip_posid, NULL);
        TransactionId wait = InvalidTransactionId;
        MvccUpdateResult r = th ? mvcc_tuple_can_update(th, mode, &wait) : MVCC_INVISIBLE;
        switch (r) {
        case MVCC_OK:
            *bufp = buf;
            *thp = th;
            return HEAP_TM_OK;
        case MVCC_SELF_MODIFIED:
            unlock_release(buf);
            return HEAP_TM_SELF_MODIFIED;
        case MVCC_DELETED: {
            ItemPointerData next = th->t_ctid;
            unlock_release(buf);
            if (newer)
                *newer = next;
            return next.ip_blkid == tid->ip_blkid && next.ip_posid == tid->ip_posid
                       ? HEAP_TM_DELETED
                       : HEAP_TM_UPDATED;
        }
        case MVCC_INVISIBLE:
            unlock_release(buf);
            if (what && what[0] == 'l')
                return HEAP_TM_INVISIBLE; /* the locker decides (ON CONFLICT's 21000) */
            elog(ERROR, "attempted to %s invisible tuple", mode == LOCK_TUPLE_EXCLUSIVE &&
                 what && what[0] == 'd' ? "delete" : what && what[0] == 'l' ? "lock" : "update");
        case MVCC_BEING_MODIFIED:
            unlock_release(buf);
            if (nowait)
                return HEAP_TM_WOULD_BLOCK;
            lock_wait_xid(wait, what, tid->ip_blkid, tid->ip_posid, rel->relname);
            break; /* and look again */
        }
    }
}

/*
 * The header of the tuple at off (page buf, exclusively locked) changed in a way that can
 * hide it from a snapshot: the page is no longer all-visible, in the same WAL record.
 */
static void log_header_change(Relation rel, Buffer buf, OffsetNumber off)
{
    Buffer vmbuf = visibilitymap_clear(rel, buf);
    MarkBufferDirty(buf);
    heap_wal_log_header(rel, buf, off, vmbuf);
    visibilitymap_unlock(vmbuf);
}

/*
 * Stamp the tuple at tid as deleted by the current command; anything but HEAP_TM_OK means it
 * was not (see prepare_change).
 */
static HeapTmResult delete_tuple(Relation rel, ItemPointer tid, TransactionId xid,
                                 CommandId cid, const char *what, ItemPointer newer)
{
    Buffer buf;
    HeapTupleHeader th;
    HeapTmResult res = prepare_change(rel, tid, LOCK_TUPLE_EXCLUSIVE, false, what, &buf, &th,
                                      newer);
    if (res != HEAP_TM_OK)
        return res;
    Page page = BufferGetPage(buf);
    th->t_infomask &= (uint16)~HEAP_LOCK_MASK; /* a row lock of mine becomes the delete */
    th->t_xmax = xid;
    th->t_cmax = cid;
    th->t_infomask &= (uint16) ~(HEAP_XMAX_COMMITTED | HEAP_XMAX_INVALID);
    PageHeader ph = (PageHeader)page;
    if (ph->pd_prune_xid == 0 || xid < ph->pd_prune_xid)
        ph->pd_prune_xid = xid;
    log_header_change(rel, buf, tid->ip_posid);
    unlock_release(buf);
    return HEAP_TM_OK;
}

HeapTmResult heap_delete_tm(Relation rel, ItemPointer tid, ItemPointer newer)
{
    check_space(rel);
    TransactionId xid = xact_current_xid();
    HeapTmResult res = delete_tuple(rel, tid, xid, xact_current_cid(), "deleting", newer);
    if (res == HEAP_TM_OK)
        pgstat_count_dead(rel->rd_id, 1);
    return res;
}

void heap_abort_speculative(Relation rel, ItemPointer tid)
{
    Buffer buf = lock_tid_page(rel, tid);
    Page page = BufferGetPage(buf);
    HeapTupleHeader th = page_get_item(page, tid->ip_posid, NULL);
    if (NEVER(th == NULL || !xact_is_my_xid(th->t_xmin))) {
        unlock_release(buf);
        elog(ERROR, "attempted to kill a tuple inserted by another transaction");
    }
    /* readers test the hint first (mvcc.c, heap_tuple_liveness): dead at once, to everyone */
    __atomic_fetch_or(&th->t_infomask, (uint16)HEAP_XMIN_INVALID, __ATOMIC_RELAXED);
    PageHeader ph = (PageHeader)page;
    if (ph->pd_prune_xid == 0 || th->t_xmin < ph->pd_prune_xid)
        ph->pd_prune_xid = th->t_xmin;
    log_header_change(rel, buf, tid->ip_posid);
    unlock_release(buf);
    pgstat_count_dead(rel->rd_id, 1);
}

void heap_delete(Relation rel, ItemPointer tid)
{
    heap_delete_tm(rel, tid, NULL);
}

void heap_update(Relation rel, ItemPointer otid, HeapTuple newtup)
{
    heap_update_tm(rel, otid, newtup, NULL);
}

HeapTmResult heap_update_tm(Relation rel, ItemPointer otid, HeapTuple newtup,
                            ItemPointer newer)
{
    check_space(rel);
    TransactionId xid = xact_current_xid();
    ItemPointerData old = *otid; /* otid may point into the tuple we are about to change */
    newtup->t_self.ip_blkid = InvalidBlockNumber;
    newtup->t_self.ip_posid = 0;
    HeapTmResult res = delete_tuple(rel, &old, xid, xact_current_cid(), "updating", newer);
    if (res != HEAP_TM_OK)
        return res;
    pgstat_count_dead(rel->rd_id, 1);
    pgstat_count_updated(rel->rd_id);
    newtup->t_data->t_infomask |= HEAP_UPDATED;
    heap_insert(rel, newtup);

    Buffer buf = lock_tid_page(rel, &old);
    HeapTupleHeader th = page_get_item(BufferGetPage(buf), old.ip_posid, NULL);
    if (ALWAYS(th != NULL)) {
        th->t_ctid = newtup->t_self;
        log_header_change(rel, buf, old.ip_posid);
    }
    unlock_release(buf);
    return HEAP_TM_OK;
}

/* ---------------------------------------------------------------------------------------- */
/* Row locks and following update chains                                                     */

HeapTmResult heap_lock_tuple(Relation rel, ItemPointer tid, int mode, bool nowait,
                             ItemPointer newer)
{
    TransactionId xid = xact_current_xid();
    Buffer buf;
    HeapTupleHeader th;
    HeapTmResult res = prepare_change(rel, tid, (MvccLockMode)mode, nowait, "locking", &buf, &th,
                                      newer);
    if (res != HEAP_TM_OK)
        return res;
    uint16 mask = th->t_infomask;
    bool live_xmax = th->t_xmax != InvalidTransactionId && !(mask & HEAP_XMAX_INVALID);
    /* the lock of a finished transaction is gone: ours replaces it */
    if (live_xmax && (mask & HEAP_XMAX_LOCK_ONLY) && !xact_is_my_xid(th->t_xmax) &&
        clog_get(th->t_xmax) != XID_IN_PROGRESS)
        live_xmax = false;
    if (live_xmax && !(mask & HEAP_XMAX_LOCK_ONLY)) {
        /* deleted by my own earlier command: nothing stronger to take */
        unlock_release(buf);
        return HEAP_TM_OK;
    }
    if (live_xmax && (mask & HEAP_XMAX_LOCK_ONLY) && !xact_is_my_xid(th->t_xmax)) {
        /*
         * A compatible lock of another running transaction (one locker per row, no multixacts):
         * it keeps the row; ours is not recorded. See src/storage/README.md.
         */
        unlock_release(buf);
        return HEAP_TM_OK;
    }
    if (live_xmax && xact_is_my_xid(th->t_xmax) && mvcc_lock_mode_of(mask) >= (MvccLockMode)mode) {
        unlock_release(buf);
        return HEAP_TM_OK;
    }
    uint16 bits = HEAP_XMAX_LOCK_ONLY;
    switch ((MvccLockMode)mode) {
    case LOCK_TUPLE_KEYSHARE:
        bits |= HEAP_XMAX_KEYSHR_LOCK;
        break;
    case LOCK_TUPLE_SHARE:
        bits |= HEAP_XMAX_SHR_LOCK;
        break;
    case LOCK_TUPLE_NOKEYEXCLUSIVE:
        bits |= HEAP_XMAX_EXCL_LOCK;
        break;
    case LOCK_TUPLE_EXCLUSIVE:
        bits |= HEAP_XMAX_EXCL_LOCK | HEAP_XMAX_FOR_UPDATE;
        break;
    }
    th->t_infomask = (uint16)((mask & ~(HEAP_LOCK_MASK | HEAP_XMAX_COMMITTED |
                                        HEAP_XMAX_INVALID)) | bits);
    th->t_xmax = xid;
    th->t_cmax = xact_current_cid();
    MarkBufferDirty(buf);
    /* a row lock hides the row from no one: the page stays all-visible, as in PG */
    heap_wal_log_header(rel, buf, tid->ip_posid, InvalidBuffer);
    unlock_release(buf);
    return HEAP_TM_OK;
}

HeapTuple heap_fetch_latest(Relation rel, ItemPointer tid)
{
    ItemPointerData cur = *tid;
    for (int hops = 0; hops < 100000; hops++) {
        if (cur.ip_blkid >= smgr_nblocks(rel->relfilenode))
            return NULL;
        Buffer buf = ReadBuffer(rel->relfilenode, cur.ip_blkid);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        uint32 len;
        HeapTupleHeader th = page_get_item(BufferGetPage(buf), cur.ip_posid, &len);
        TransactionId wait = InvalidTransactionId;
        MvccUpdateResult r = th ? mvcc_tuple_can_update(th, LOCK_TUPLE_KEYSHARE, &wait)
                                : MVCC_INVISIBLE;
        if (r == MVCC_DELETED && (th->t_ctid.ip_blkid != cur.ip_blkid ||
                                  th->t_ctid.ip_posid != cur.ip_posid)) {
            ItemPointerData next = th->t_ctid;
            unlock_release(buf);
            cur = next;
            continue;
        }
        if (r == MVCC_INVISIBLE || r == MVCC_DELETED) {
            unlock_release(buf);
            return NULL;
        }
        HeapTuple copy = palloc(HEAPTUPLESIZE + len);
        copy->t_len = len;
        copy->t_self = cur;
        copy->t_tableOid = rel->rd_id;
        copy->t_data = (HeapTupleHeader)((char *)copy + HEAPTUPLESIZE);
        memcpy(copy->t_data, th, len);
        unlock_release(buf);
        return copy;
    }
    return NULL;
}
