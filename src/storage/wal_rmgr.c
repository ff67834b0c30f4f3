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

static void page_redo(const WalRecord *rec)
{
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
