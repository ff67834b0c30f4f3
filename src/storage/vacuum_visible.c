/*
 * vacuum_visible.c: lazy VACUUM's pass that sets the visibility map's bits.
 *
 * The one idea: a page's bit may be set only under the page's exclusive lock, after every
 * item on it has been judged visible to all below the oldest xmin (no dead tuples, no dead
 * line pointers, no tuple whose inserter or deleter some snapshot may still be unsure of).
 * A page whose bit is set is skipped unread. Each other page is first judged under a share
 * lock; one that qualifies is judged again under the exclusive lock, since a writer may have
 * come in between. Pages
 * never initialised (all zero) are left unmarked, as PG 15 leaves them.
 */
#include "storage/bufmgr.h"
#include "storage/heaptuple.h"
#include "storage/mvcc.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/visibilitymap.h"
#include "storage/wal.h"

static bool page_all_visible(Page page, TransactionId oldest_xmin)
{
    if (page_is_new(page))
        return false;
    OffsetNumber max = page_max_offset(page);
    for (OffsetNumber off = FirstOffsetNumber; off <= max; off++) {
        uint32 lp = page_get_item_id(page, off);
        if (ItemIdGetFlags(lp) == LP_UNUSED)
            continue;
        HeapTupleHeader th = page_get_item(page, off, NULL);
        if (th == NULL || !mvcc_tuple_visible_to_all(th, oldest_xmin))
            return false;
    }
    return true;
}

BlockNumber heap_vacuum_mark_visible(Relation rel, TransactionId oldest_xmin)
{
    BlockNumber nblocks = smgr_nblocks(rel->relfilenode), nvisible = 0;
    VisibilityMapReader vm;
    visibilitymap_reader_init(&vm);
    for (BlockNumber blk = 0; blk < nblocks; blk++) {
        /* a set bit is a promise already: the page need not even be read */
        if (visibilitymap_test(rel, blk, &vm)) {
            nvisible++;
            continue;
        }
        Buffer buf = ReadBuffer(rel->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        bool candidate = page_all_visible(page, oldest_xmin);
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        if (candidate) {
            wal_check_space(); /* a full disk stops VACUUM before a page, not in the log */
            LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
            if (page_all_visible(page, oldest_xmin)) {
                visibilitymap_set(rel, buf);
                nvisible++;
            }
            LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        }
        ReleaseBuffer(buf);
    }
    visibilitymap_reader_end(&vm);
    return nvisible;
}
