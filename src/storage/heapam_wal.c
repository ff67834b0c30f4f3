/*
 * heapam_wal.c: the heap's WAL records, written by heapam.c and replayed by recovery.
 *
 * The one idea: a heap change is either a new tuple on a page (INSERT: the tuple bytes and the
 * line pointer it got) or a change of an existing tuple's fixed header (HEADER: xmax, cmax,
 * infomask, ctid, as delete, update and row locks leave it). Replaying an insert repeats the
 * original page_add_item on an identical page, so it lands on the same line pointer; that is
 * checked. The first insert on a fresh page initialises it, which needs no full-page image.
 * INPLACE overwrites a whole tuple with bytes of the same length (sequences, which are not
 * transactional). An INSERT or HEADER record that made the page stop being all-visible
 * carries the visibility map page whose bit it cleared as block 1, and its redo clears the
 * page's PD_ALL_VISIBLE and the bit again; VISIBLE (VACUUM) sets both (block 0 the heap page,
 * block 1 the map page), so the map is exactly as crash safe as the heap.
 */
#include "common/elog.h"
#include "storage/heapam_private.h"
#include "storage/heaptuple.h"
#include "storage/visibilitymap.h"
#include "storage/wal_internal.h"

#define XLOG_HEAP_INSERT 0x00
#define XLOG_HEAP_HEADER 0x10
#define XLOG_HEAP_INPLACE 0x20
#define XLOG_HEAP_VISIBLE 0x30

typedef struct HeapHeaderData {
    uint64 prune_xid;
    uint16 offnum;
    uint16 unused[3];
    char header[SizeofHeapTupleHeader];
} HeapHeaderData;

/* Block 1 of a change that cleared the page's all-visible bit (vmbuf from visibilitymap_clear). */
static void register_cleared_map(Buffer vmbuf)
{
    if (BufferIsValid(vmbuf))
        wal_register_buffer(1, vmbuf, 0);
}

void heap_wal_log_insert(Relation rel, Buffer buf, OffsetNumber off, bool init_page, Buffer vmbuf)
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
    register_cleared_map(vmbuf);
    wal_insert(RM_HEAP, XLOG_HEAP_INSERT);
}

void heap_wal_log_header(Relation rel, Buffer buf, OffsetNumber off, Buffer vmbuf)
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
    register_cleared_map(vmbuf);
    wal_insert(RM_HEAP, XLOG_HEAP_HEADER);
}

void heap_wal_log_visible(Relation rel, Buffer buf, Buffer vmbuf)
{
    if (!wal_relation_needs_wal(rel))
        return;
    wal_begin_insert();
    wal_register_buffer(0, buf, 0);
    wal_register_buffer(1, vmbuf, 0);
    wal_insert(RM_HEAP, XLOG_HEAP_VISIBLE);
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

/* Block 1, the map page of the heap page (block 0): its bit set (VISIBLE) or cleared. */
static void redo_map_bit(const WalRecord *rec, bool set)
{
    Buffer buf;
    RedoAction a = wal_redo_read_block(rec, 1, &buf);
    if (a == BLK_NEEDS_REDO)
        visibilitymap_set_bit(BufferGetPage(buf), rec->blocks[0].h.blk, set);
    wal_redo_finish_block(rec, buf, a);
}

void heap_redo(const WalRecord *rec)
{
    uint8 info = rec->hdr.info;
    bool visible = info == XLOG_HEAP_VISIBLE;
    bool with_map = rec->hdr.nblocks == 2;
    if (rec->hdr.nblocks < 1 || rec->hdr.nblocks > 2 || (visible && !with_map) ||
        (info == XLOG_HEAP_INPLACE && with_map))
        bad_record(rec);
    Buffer buf;
    RedoAction a = wal_redo_read_block(rec, 0, &buf);
    if (a == BLK_NEEDS_REDO) {
        Page page = BufferGetPage(buf);
        if (info == XLOG_HEAP_INSERT)
            redo_insert(rec, page);
        else if (info == XLOG_HEAP_HEADER)
            redo_header(rec, page);
        else if (info == XLOG_HEAP_INPLACE)
            redo_inplace(rec, page);
        else if (!visible)
            bad_record(rec);
        if (visible)
            ((PageHeader)page)->pd_flags |= PD_ALL_VISIBLE;
        else if (with_map)
            ((PageHeader)page)->pd_flags &= (uint16)~PD_ALL_VISIBLE;
    }
    wal_redo_finish_block(rec, buf, a);
    if (with_map)
        redo_map_bit(rec, visible);
}
