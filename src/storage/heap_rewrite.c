/*
 * heap_rewrite.c: VACUUM FULL's copy of a table's live tuples into a new file, and ALTER COLUMN
 * TYPE's bulk insert of converted rows into one.
 *
 * The one idea: the new file is private to this transaction (nobody else can name it before
 * the commit, and the table is locked exclusively), so its pages are filled in local order
 * without the insert path's hints and free space map, each page written once and logged as one
 * full image when it is full. Tuples are copied byte for byte, headers included: what a tuple
 * means to any snapshot does not change, only where it is. Update chains are carried over (as
 * PG's rewriteheap.c does): a snapshot older than an update must still learn, when it tries to
 * change the old version, that the row was updated, not deleted. Each copy's t_ctid first
 * points at itself; the copies that are newer versions note where they went (old tid, xmin:
 * the old one's xmax, so a reused line pointer is never taken for the next version), and once
 * every tuple is copied the older versions' t_ctid are set to their successors' new places. The
 * pages holding such older versions are logged then instead of when full, so that every page is
 * still logged once (before the commit record, which is all the new file needs: nobody can
 * name it until then). A successor that was dead and left behind ends the chain.
 * The bulk insert fills pages the same way, but its tuples are new: each gets the header an
 * insert gives it (heap_prepare_insert). Between two of its inserts the caller computes the next
 * row, which may fail: the page being filled stays pinned but not locked then.
 */
#include "storage/vacuum.h"

#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/mvcc.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/wal.h"

/* The page being filled in the new file. */
typedef struct RewriteTarget {
    Relation rel;
    Buffer buf; /* InvalidBuffer before the first tuple */
    BlockNumber blk;
    bool log_later; /* an update chain on the page is still to be linked: log it then */
} RewriteTarget;

static void target_finish(RewriteTarget *t)
{
    if (!BufferIsValid(t->buf))
        return;
    MarkBufferDirty(t->buf);
    if (!t->log_later)
        wal_log_pages(t->rel, 1, &t->buf);
    t->log_later = false;
    LockBuffer(t->buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(t->buf);
    t->buf = InvalidBuffer;
}

static void target_new_page(RewriteTarget *t)
{
    target_finish(t);
    t->buf = bufmgr_extend(t->rel->relfilenode, &t->blk);
    LockBuffer(t->buf, BUFFER_LOCK_EXCLUSIVE);
    page_init(BufferGetPage(t->buf));
}

/* Append one tuple's bytes to the new file; returns where it went. */
static ItemPointerData target_add(RewriteTarget *t, const HeapTupleHeaderData *th, uint32 len)
{
    OffsetNumber off = InvalidOffsetNumber;
    if (BufferIsValid(t->buf))
        off = page_add_item(BufferGetPage(t->buf), th, len);
    if (off == InvalidOffsetNumber) {
        target_new_page(t);
        off = page_add_item(BufferGetPage(t->buf), th, len);
        if (NEVER(off == InvalidOffsetNumber))
            elog(ERROR, "tuple of %u bytes does not fit on an empty page", len);
    }
    HeapTupleHeader copy = page_get_item(BufferGetPage(t->buf), off, NULL);
    copy->t_ctid.ip_blkid = t->blk;
    copy->t_ctid.ip_posid = off;
    return copy->t_ctid;
}

/* ---------------------------------------------------------------- update chains */

/* A copied newer version of an updated row: where it was, where it is. */
typedef struct MovedVersion {
    ItemPointerData old_tid;
    ItemPointerData new_tid;
    TransactionId xmin;
} MovedVersion;

/* A copied older version, at new_tid, whose successor was at next_old with xmin next_xmin. */
typedef struct ChainLink {
    ItemPointerData new_tid;
    ItemPointerData next_old;
    TransactionId next_xmin;
} ChainLink;

/* Both arrays grow in scan order: moved sorted by old_tid, links by new_tid. */
typedef struct ChainMap {
    MovedVersion *moved;
    int64 nmoved, capmoved;
    ChainLink *links;
    int64 nlinks, caplinks;
} ChainMap;

static void *grow(void *arr, int64 n, int64 *cap, size_t elem)
{
    if (n < *cap)
        return arr;
    *cap = *cap ? *cap * 2 : 256;
    return arr ? repalloc(arr, (size_t)*cap * elem) : palloc((size_t)*cap * elem);
}

static int tid_cmp(const ItemPointerData *a, const ItemPointerData *b)
{
    if (a->ip_blkid != b->ip_blkid)
        return a->ip_blkid < b->ip_blkid ? -1 : 1;
    return a->ip_posid < b->ip_posid ? -1 : a->ip_posid > b->ip_posid;
}

static int moved_cmp(const void *key, const void *elem)
{
    return tid_cmp(key, &((const MovedVersion *)elem)->old_tid);
}

/* Note what the copy at new_tid of the tuple th, formerly at old_tid, means to its chain;
 * true if th is an older version whose t_ctid is still to be linked. */
static bool chain_note(ChainMap *m, HeapTupleHeader th, ItemPointerData old_tid,
                       ItemPointerData new_tid, TransactionId oldest_xmin)
{
    /* an older version was updated by th's inserter, which must have been at oldest_xmin or
     * later for the older version to be copied at all */
    if ((th->t_infomask & HEAP_UPDATED) && th->t_xmin >= oldest_xmin) {
        m->moved = grow(m->moved, m->nmoved, &m->capmoved, sizeof(MovedVersion));
        m->moved[m->nmoved++] = (MovedVersion){old_tid, new_tid, th->t_xmin};
    }
    bool updated = th->t_xmax != InvalidTransactionId &&
                   !(th->t_infomask & (HEAP_XMAX_INVALID | HEAP_XMAX_LOCK_ONLY)) &&
                   tid_cmp(&th->t_ctid, &old_tid) != 0;
    if (updated) {
        m->links = grow(m->links, m->nlinks, &m->caplinks, sizeof(ChainLink));
        m->links[m->nlinks++] = (ChainLink){new_tid, th->t_ctid, th->t_xmax};
    }
    return updated;
}

/* Point every copied older version at its successor's copy, page by page of the new file,
 * and log those pages (target_finish left them to this). */
static void chain_resolve(Relation new_rel, ChainMap *m)
{
    for (int64 i = 0; i < m->nlinks;) {
        BlockNumber blk = m->links[i].new_tid.ip_blkid;
        Buffer buf = ReadBuffer(new_rel->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
        for (; i < m->nlinks && m->links[i].new_tid.ip_blkid == blk; i++) {
            const ChainLink *l = &m->links[i];
            const MovedVersion *next = bsearch(&l->next_old, m->moved, (size_t)m->nmoved,
                                               sizeof(MovedVersion), moved_cmp);
            if (next == NULL || next->xmin != l->next_xmin)
                continue; /* the successor was dead: the chain ends here */
            HeapTupleHeader th = page_get_item(BufferGetPage(buf), l->new_tid.ip_posid, NULL);
            if (NEVER(th == NULL))
                continue;
            th->t_ctid = next->new_tid;
        }
        MarkBufferDirty(buf);
        wal_log_pages(new_rel, 1, &buf);
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
    }
}

/* ---------------------------------------------------------------- the copy */

/* Copy the tuples of old page blk that someone may still see. */
static void rewrite_page(Page page, BlockNumber blk, RewriteTarget *t, ChainMap *chains,
                         TransactionId oldest_xmin, HeapRewriteResult *out)
{
    OffsetNumber max = page_max_offset(page);
    for (OffsetNumber off = FirstOffsetNumber; off <= max; off++) {
        uint32 len = 0;
        HeapTupleHeader th = page_get_item(page, off, &len);
        if (th == NULL)
            continue; /* unused or LP_DEAD */
        if (mvcc_tuple_dead(th, oldest_xmin)) {
            out->removed++;
            continue;
        }
        if (!mvcc_tuple_visible(th))
            out->recently_dead++;
        ItemPointerData new_tid = target_add(t, th, len);
        if (chain_note(chains, th, (ItemPointerData){blk, off}, new_tid, oldest_xmin))
            t->log_later = true;
        out->kept++;
    }
}

void heap_rewrite(Relation old, Relation new_rel, TransactionId oldest_xmin, HeapRewriteResult *out)
{
    Assert(old->relfilenode != new_rel->relfilenode);
    Assert(smgr_nblocks(new_rel->relfilenode) == 0);
    memset(out, 0, sizeof(*out));
    RewriteTarget t = {new_rel, InvalidBuffer, InvalidBlockNumber, false};
    ChainMap chains = {0};
    out->old_pages = smgr_nblocks(old->relfilenode);
    for (BlockNumber blk = 0; blk < out->old_pages; blk++) {
        Buffer buf = ReadBuffer(old->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        if (!page_is_new(page))
            rewrite_page(page, blk, &t, &chains, oldest_xmin, out);
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
    }
    target_finish(&t);
    chain_resolve(new_rel, &chains);
    if (chains.moved)
        pfree(chains.moved);
    if (chains.links)
        pfree(chains.links);
    out->new_pages = smgr_nblocks(new_rel->relfilenode);
}

struct HeapBulkInsert {
    RewriteTarget t;
};

HeapBulkInsert *heap_bulk_begin(Relation rel)
{
    Assert(smgr_nblocks(rel->relfilenode) == 0);
    HeapBulkInsert *b = palloc(sizeof(HeapBulkInsert));
    b->t = (RewriteTarget){rel, InvalidBuffer, InvalidBlockNumber, false};
    return b;
}

void heap_bulk_insert(HeapBulkInsert *b, HeapTuple tup)
{
    heap_prepare_insert(b->t.rel, tup);
    if (BufferIsValid(b->t.buf))
        LockBuffer(b->t.buf, BUFFER_LOCK_EXCLUSIVE);
    (void)target_add(&b->t, tup->t_data, tup->t_len);
    LockBuffer(b->t.buf, BUFFER_LOCK_UNLOCK);
}

void heap_bulk_end(HeapBulkInsert *b)
{
    if (BufferIsValid(b->t.buf))
        LockBuffer(b->t.buf, BUFFER_LOCK_EXCLUSIVE);
    target_finish(&b->t);
}
