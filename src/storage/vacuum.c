/*
 * vacuum.c: dead tuples found, and their space given back, page by page.
 *
 * The one idea: a tuple may go only once it is dead to every snapshot (deleted or updated by a
 * transaction older than the oldest xmin of any running transaction, or inserted by one that
 * aborted) and once no index points at it any more; its line pointer then becomes LP_UNUSED and
 * its bytes are reclaimed by compacting the page. Compacting moves items, so it happens only
 * under an exclusive lock while this thread holds the only pin: a scan that is reading the page
 * keeps it unchanged, and the next VACUUM finishes it.
 */
#include "storage/vacuum.h"

#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/freespace.h"
#include "storage/heaptuple.h"
#include "storage/mvcc.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/wal.h"

static void add_tid(VacuumDeadTids *dead, BlockNumber blk, OffsetNumber off)
{
    if (dead->n == dead->cap) {
        dead->cap = dead->cap ? dead->cap * 2 : 1024;
        dead->tids = dead->tids ? repalloc(dead->tids, sizeof(ItemPointerData) * (size_t)dead->cap)
                                : palloc(sizeof(ItemPointerData) * (size_t)dead->cap);
    }
    dead->tids[dead->n].ip_blkid = blk;
    dead->tids[dead->n].ip_posid = off;
    dead->n++;
}

void heap_vacuum_collect(Relation rel, TransactionId oldest_xmin, VacuumDeadTids *dead)
{
    dead->pages = smgr_nblocks(rel->relfilenode);
    for (BlockNumber blk = 0; blk < dead->pages; blk++) {
        Buffer buf = ReadBuffer(rel->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        if (!page_is_new(page)) {
            OffsetNumber max = page_max_offset(page);
            for (OffsetNumber off = FirstOffsetNumber; off <= max; off++) {
                uint32 lp = page_get_item_id(page, off);
                if (ItemIdGetFlags(lp) == LP_DEAD) {
                    add_tid(dead, blk, off);
                    continue;
                }
                HeapTupleHeader th = page_get_item(page, off, NULL);
                if (th == NULL)
                    continue;
                if (mvcc_tuple_dead(th, oldest_xmin))
                    add_tid(dead, blk, off);
                else
                    dead->live_tuples++;
            }
        }
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
    }
}

static int tid_cmp(const void *a, const void *b)
{
    const ItemPointerData *x = a, *y = b;
    if (x->ip_blkid != y->ip_blkid)
        return x->ip_blkid < y->ip_blkid ? -1 : 1;
    return (int)x->ip_posid - (int)y->ip_posid;
}

bool heap_vacuum_tid_is_dead(ItemPointer tid, void *state)
{
    const VacuumDeadTids *dead = state;
    return dead->n > 0 &&
           bsearch(tid, dead->tids, (size_t)dead->n, sizeof(ItemPointerData), tid_cmp) != NULL;
}

int64 heap_vacuum_reap(Relation rel, const VacuumDeadTids *dead)
{
    int64 removed = 0;
    OffsetNumber offs[BLCKSZ / SizeOfItemId];
    for (int64 i = 0; i < dead->n;) {
        BlockNumber blk = dead->tids[i].ip_blkid;
        int k = 0;
        while (i < dead->n && dead->tids[i].ip_blkid == blk) {
            if (k < (int)lengthof(offs))
                offs[k++] = dead->tids[i].ip_posid;
            i++;
        }
        wal_check_space(); /* a full disk stops VACUUM before a page, not in the log */
        Buffer buf = ReadBuffer(rel->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
        if (bufmgr_only_pin(buf)) {
            Page page = BufferGetPage(buf);
            page_vacuum_items(page, offs, k);
            MarkBufferDirty(buf);
            wal_log_pages(rel, 1, &buf);
            fsm_record(rel->relfilenode, blk, page_free_space(page));
            removed += k;
        }
        LockBuffer(buf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(buf);
    }
    return removed;
}
