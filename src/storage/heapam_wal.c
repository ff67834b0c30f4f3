/*
 * heapam_wal.c: the heap's WAL records, written by heapam.c and replayed by recovery.
 *
 * The one idea: a heap change is either a new tuple on a page (INSERT: the tuple bytes and the
 * line pointer it got) or a change of an existing tuple's fixed header (HEADER: xmax, cmax,
 * infomask, ctid, as delete, update and row locks leave it). Replaying an insert repeats the
 * original page_add_item on an identical page, so it lands on the same line pointer; that is
 * checked. The first insert on a fresh page initialises it, which needs no full-page image.
 * INPLACE overwrites a whole tuple with bytes of the same length (sequences, which are not
 * transactional).
 */
#include "common/elog.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/wal_internal.h"

#define XLOG_HEAP_INSERT 0x00
#define XLOG_HEAP_HEADER 0x10
#define XLOG_HEAP_INPLACE 0x20

typedef struct HeapHeaderData {
    uint64 prune_xid;
    uint16 offnum;
    uint16 unused[3];
    char header[SizeofHeapTupleHeader];
} HeapHeaderData;

void heap_wal_log_insert(Relation rel, Buffer buf, OffsetNumber off, bool init_page)
{
    if (!wal_relation_needs_wal(rel))
        return;
    uint32 len;
    const void *item = page_get_item(BufferGetPage(buf), off, &len);
    if (NEVER(item == NULL))
        elog(ERROR, "no tuple to log at offset %u", off);
    wal_begin_insert();
    wal_register_buffer(0, buf, init_page ? REGBUF_WILL_INIT : 0);
    wal_register_buf_data(0, &off, sizeof(off));
    wal_register_buf_data(0, item, len);
    wal_insert(RM_HEAP, XLOG_HEAP_INSERT);
}

void heap_wal_log_header(Relation rel, Buffer buf, OffsetNumber off)
{
    if (!wal_relation_needs_wal(rel))
        return;
    Page page = BufferGetPage(buf);
    const void *item = page_get_item(page, off, NULL);
    if (NEVER(item == NULL))
        elog(ERROR, "no tuple to log at offset %u", off);
    HeapHeaderData d;
    memset(&d, 0, sizeof(d));
    d.prune_xid = ((PageHeader)page)->pd_prune_xid;
    d.offnum = off;
    memcpy(d.header, item, SizeofHeapTupleHeader);
    wal_begin_insert();
    wal_register_buffer(0, buf, 0);
    wal_register_buf_data(0, &d, sizeof(d));
    wal_insert(RM_HEAP, XLOG_HEAP_HEADER);
}

void heap_wal_log_inplace(Relation rel, Buffer buf, OffsetNumber off)
{
    if (!wal_relation_needs_wal(rel))
        return;
    uint32 len;
    const void *item = page_get_item(BufferGetPage(buf), off, &len);
    if (NEVER(item == NULL))
        elog(ERROR, "no tuple to log at offset %u", off);
    wal_begin_insert();
    wal_register_buffer(0, buf, 0);
    wal_register_buf_data(0, &off, sizeof(off));
    wal_register_buf_data(0, item, len);
    wal_insert(RM_HEAP, XLOG_HEAP_INPLACE);
}

static pg_noreturn void bad_record(const WalRecord *rec)
{
    elog(PANIC, "invalid heap WAL record at %llX", (unsigned long long)rec->lsn);
}

static void redo_insert(const WalRecord *rec, Page page)
{
    const WalDecodedBlock *b = &rec->blocks[0];
    OffsetNumber want;
    if (b->h.data_len <= sizeof(want))
        bad_record(rec);
    memcpy(&want, b->data, sizeof(want));
    if (b->h.flags & BKP_WILL_INIT)
        page_init(page);
    OffsetNumber got =
        page_add_item(page, b->data + sizeof(want), b->h.data_len - sizeof(want));
    if (got != want)
        elog(PANIC, "heap insert redo at %llX put the tuple at offset %u, not %u",
             (unsigned long long)rec->lsn, got, want);
}

static void redo_header(const WalRecord *rec, Page page)
{
    const WalDecodedBlock *b = &rec->blocks[0];
    HeapHeaderData d;
    if (b->h.data_len != sizeof(d))
        bad_record(rec);
    memcpy(&d, b->data, sizeof(d));
    uint32 len;
    void *item = page_get_item(page, d.offnum, &len);
    if (item == NULL || len < SizeofHeapTupleHeader)
        bad_record(rec);
    memcpy(item, d.header, SizeofHeapTupleHeader);
    ((PageHeader)page)->pd_prune_xid = d.prune_xid;
}

static void redo_inplace(const WalRecord *rec, Page page)
{
    const WalDecodedBlock *b = &rec->blocks[0];
    OffsetNumber off;
    if (b->h.data_len <= sizeof(off))
        bad_record(rec);
    memcpy(&off, b->data, sizeof(off));
    uint32 len;
    void *item = page_get_item(page, off, &len);
    if (item == NULL || len != b->h.data_len - sizeof(off))
        bad_record(rec);
    memcpy(item, b->data + sizeof(off), len);
}

void heap_redo(const WalRecord *rec)
{
    if (rec->hdr.nblocks != 1)
        bad_record(rec);
    Buffer buf;
    RedoAction a = wal_redo_read_block(rec, 0, &buf);
    if (a == BLK_NEEDS_REDO) {
        Page page = BufferGetPage(buf);
        if (rec->hdr.info == XLOG_HEAP_INSERT)
            redo_insert(rec, page);
        else if (rec->hdr.info == XLOG_HEAP_HEADER)
            redo_header(rec, page);
        else if (rec->hdr.info == XLOG_HEAP_INPLACE)
            redo_inplace(rec, page);
        else
            bad_record(rec);
    }
    wal_redo_finish_block(rec, buf, a);
}
