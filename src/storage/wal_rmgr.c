/*
 * wal_rmgr.c: the resource-manager table and the redo functions of the small resource
 * managers: checkpoints, transaction ends, relation files and generic page images.
 *
 * The one idea: redo re-does exactly what the original change did to files and pages, nothing
 * more; whether it happened already is the page LSN's business (wal_redo_read_block), or, for
 * files, harmless to repeat (creating an existing file, removing a missing one).
 */
#include "common/elog.h"
#include "storage/clog.h"
#include "storage/heapam_private.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"

static void xlog_redo(const WalRecord *rec)
{
    (void)rec; /* a checkpoint only marks a place in the log */
}

static void xact_redo(const WalRecord *rec)
{
    XactEndData d;
    if (rec->hdr.main_len < sizeof(d))
        elog(PANIC, "invalid transaction record at %llX", (unsigned long long)rec->lsn);
    memcpy(&d, rec->main, sizeof(d));
    size_t need = sizeof(d) + d.nsubxids * sizeof(TransactionId) + d.ndrop * sizeof(uint32);
    if (rec->hdr.main_len != need)
        elog(PANIC, "invalid transaction record at %llX", (unsigned long long)rec->lsn);
    XidStatus st = (rec->hdr.info == XLOG_XACT_COMMIT) ? XID_COMMITTED : XID_ABORTED;
    const char *p = rec->main + sizeof(d);
    for (uint32 i = 0; i < d.nsubxids; i++) {
        TransactionId sub;
        memcpy(&sub, p + i * sizeof(TransactionId), sizeof(sub));
        clog_set(sub, st);
    }
    if (rec->hdr.xid != InvalidTransactionId)
        clog_set(rec->hdr.xid, st);
    p += d.nsubxids * sizeof(TransactionId);
    for (uint32 i = 0; i < d.ndrop; i++) {
        uint32 rfn;
        memcpy(&rfn, p + i * sizeof(uint32), sizeof(rfn));
        bufmgr_drop_relation(rfn);
        smgr_unlink(rfn);
    }
}

static void smgr_redo(const WalRecord *rec)
{
    SmgrRecordData d;
    if (rec->hdr.main_len != sizeof(d))
        elog(PANIC, "invalid file record at %llX", (unsigned long long)rec->lsn);
    memcpy(&d, rec->main, sizeof(d));
    if (!smgr_exists(d.relfilenode))
        smgr_create(d.relfilenode);
    if (rec->hdr.info == XLOG_SMGR_TRUNCATE) {
        bufmgr_drop_relation_from(d.relfilenode, d.nblocks);
        if (smgr_nblocks(d.relfilenode) > d.nblocks)
            smgr_truncate(d.relfilenode, d.nblocks);
    }
}

/* An item put in at its place on an ordered page: block 0's data (left out when the record
 * carries the page's image) is the offset, then the item. */
static void page_insert_item_redo(const WalRecord *rec)
{
    if (rec->hdr.nblocks != 1)
        elog(PANIC, "invalid item insert record at %llX", (unsigned long long)rec->lsn);
    const WalDecodedBlock *b = &rec->blocks[0];
    Buffer buf;
    RedoAction a = wal_redo_read_block(rec, 0, &buf);
    if (a == BLK_NEEDS_REDO) {
        OffsetNumber off;
        if (b->h.data_len <= sizeof(off))
            elog(PANIC, "invalid item insert record at %llX", (unsigned long long)rec->lsn);
        memcpy(&off, b->data, sizeof(off));
        if (!page_insert_item_at(BufferGetPage(buf), off, b->data + sizeof(off),
                                 b->h.data_len - sizeof(off)))
            elog(PANIC, "item insert record at %llX does not fit its page",
                 (unsigned long long)rec->lsn);
    }
    wal_redo_finish_block(rec, buf, a);
}

static void page_redo(const WalRecord *rec)
{
    if (rec->hdr.info == XLOG_PAGE_INSERT_ITEM) {
        page_insert_item_redo(rec);
        return;
    }
    for (int i = 0; i < rec->hdr.nblocks; i++) {
        Buffer buf;
        RedoAction a = wal_redo_read_block(rec, i, &buf);
        wal_redo_finish_block(rec, buf, a);
    }
}

const WalRmgr wal_rmgrs[RM_MAX_ID] = {
    [RM_XLOG] = {"XLOG", xlog_redo}, [RM_XACT] = {"Transaction", xact_redo},
    [RM_SMGR] = {"Storage", smgr_redo}, [RM_HEAP] = {"Heap", heap_redo},
    [RM_PAGE] = {"Page", page_redo},
};

/* ---------------------------------------------------------------------------------------- */
/* Logging the small records                                                                 */

void wal_log_page_insert_item(Relation rel, Buffer buf, OffsetNumber off, const void *item,
                              size_t size)
{
    if (!wal_relation_needs_wal(rel))
        return;
    wal_begin_insert();
    wal_register_buffer(0, buf, 0);
    wal_register_buf_data(0, &off, sizeof(off));
    wal_register_buf_data(0, item, size);
    wal_insert(RM_PAGE, XLOG_PAGE_INSERT_ITEM);
}

void wal_log_smgr(uint32 relfilenode, bool truncate, BlockNumber nblocks)
{
    SmgrRecordData d = {relfilenode, nblocks};
    wal_begin_insert();
    wal_register_data(&d, sizeof(d));
    XLogRecPtr end = wal_insert(RM_SMGR, truncate ? XLOG_SMGR_TRUNCATE : XLOG_SMGR_CREATE);
    if (truncate)
        wal_flush(end); /* the file shrinks now: its record must not be lost */
}

XLogRecPtr wal_log_xact_end(TransactionId xid, bool commit, const TransactionId *subxids,
                            uint32 nsubxids, const uint32 *drops, uint32 ndrop)
{
    XactEndData d = {nsubxids, ndrop};
    wal_begin_insert();
    wal_register_xid(xid); /* the ending transaction is no longer the thread's current one */
    wal_register_data(&d, sizeof(d));
    if (nsubxids > 0)
        wal_register_data(subxids, nsubxids * sizeof(TransactionId));
    if (ndrop > 0)
        wal_register_data(drops, ndrop * sizeof(uint32));
    return wal_insert(RM_XACT, commit ? XLOG_XACT_COMMIT : XLOG_XACT_ABORT);
}
