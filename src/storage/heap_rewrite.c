/*
 * heap_rewrite.c: VACUUM FULL's copy of a table's live tuples into a new file, and ALTER COLUMN
 * TYPE's bulk insert of converted rows into one.
 *
 * The one idea: the new file is private to this transaction (nobody else can name it before
 * the commit, and the table is locked exclusively), so its pages are filled in local order
 * without the insert path's hints and free space map, each page written once and logged as one
 * full image when it is full. Tuples are copied byte for byte, headers included: what a tuple
 * means to any snapshot does not change, only where it is. Update chains are not rebuilt: a
 * copied tuple's t_ctid points at itself (with the table locked exclusively no one follows a
 * chain into it before the commit, and the versions dead to everyone are not copied at all).
 * The bulk insert fills pages the same way, but its tuples are new: each gets the header an
 * insert gives it (heap_prepare_insert). Between two of its inserts the caller computes the next
 * row, which may fail: the page being filled stays pinned but not locked then.
 */
#include "storage/vacuum.h"

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
} RewriteTarget;

static void target_finish(RewriteTarget *t)
{
    if (!BufferIsValid(t->buf))
        return;
    MarkBufferDirty(t->buf);
    wal_log_pages(t->rel, 1, &t->buf);
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

/* Append one tuple's bytes to the new file. */
static void target_add(RewriteTarget *t, const HeapTupleHeaderData *th, uint32 len)
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
}

/* Copy the tuples of one old page that someone may still see. */
static void rewrite_page(Page page, RewriteTarget *t, TransactionId oldest_xmin,
                         HeapRewriteResult *out)
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
        target_add(t, th, len);
        out->kept++;
    }
}

void heap_rewrite(Relation old, Relation new_rel, TransactionId oldest_xmin, HeapRewriteResult *out)
{
    Assert(old->relfilenode != new_rel->relfilenode);
    Assert(smgr_nblocks(new_rel->relfilenode) == 0);
    memset(out, 0, sizeof(*out));
    RewriteTarget t = {new_rel, InvalidBuffer, InvalidBlockNumber};
    out->old_pages = smgr_nblocks(old->relfilenode);
    for (BlockNumber blk = 0; blk < out->old_pages; blk++) {
        Buffer buf = ReadBuffer(old->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        if (!page_is_new(page))
            rewrite_page(page, &t, oldest_xmin, out);
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
    }
    target_finish(&t);
    out->new_pages = smgr_nblocks(new_rel->relfilenode);
}

struct HeapBulkInsert {
    RewriteTarget t;
};

HeapBulkInsert *heap_bulk_begin(Relation rel)
{
    Assert(smgr_nblocks(rel->relfilenode) == 0);
    HeapBulkInsert *b = palloc(sizeof(HeapBulkInsert));
    b->t = (RewriteTarget){rel, InvalidBuffer, InvalidBlockNumber};
    return b;
}

void heap_bulk_insert(HeapBulkInsert *b, HeapTuple tup)
{
    heap_prepare_insert(b->t.rel, tup);
    if (BufferIsValid(b->t.buf))
        LockBuffer(b->t.buf, BUFFER_LOCK_EXCLUSIVE);
    target_add(&b->t, tup->t_data, tup->t_len);
    LockBuffer(b->t.buf, BUFFER_LOCK_UNLOCK);
}

void heap_bulk_end(HeapBulkInsert *b)
{
    if (BufferIsValid(b->t.buf))
        LockBuffer(b->t.buf, BUFFER_LOCK_EXCLUSIVE);
    target_finish(&b->t);
}
