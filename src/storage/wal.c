/*
 * wal.c: writing the write-ahead log (wal.h; format in wal_internal.h).
 *
 * The one idea: inserting a record is a memcpy into an in-memory buffer under one short lock;
 * making it durable is a separate step done by whoever needs it first. The buffer holds the
 * log from `active_start` to the insert position. A flusher swaps it for an empty spare under
 * the insert lock, then writes and fsyncs the swapped-out bytes with no lock held, so inserts
 * go on meanwhile. Only one flusher runs at a time; committers that arrive while it works wait,
 * and the next flusher writes everything they inserted in one go: that is group commit.
 *
 * A record is assembled in a per-thread buffer before the lock is taken. Whether a page goes in
 * as a full image depends on the redo pointer (the start of the latest checkpoint): a page
 * whose LSN is not past it has not been logged since, so a torn write of it could not be
 * repaired from a delta. If a checkpoint moves the redo pointer between assembly and
 * insertion, the record is assembled again.
 */
#include "storage/wal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "storage/crc32c.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"
#include "storage/xact_internal.h"

#define MAX_CHUNKS 4
#define WAL_BUFFER_FLUSH_AT ((size_t)8 * 1024 * 1024) /* write out when this much is pending */

/* ---------------------------------------------------------------------------------------- */
/* Per-thread record under construction                                                      */

typedef struct RegBlock {
    bool used;
    Buffer buf;
    uint8 flags;
    int nchunks;
    const void *chunk[MAX_CHUNKS];
    size_t chunk_len[MAX_CHUNKS];
} RegBlock;

typedef struct RecordBuilder {
    RegBlock blocks[WAL_MAX_BLOCKS];
    int nmain;
    const void *main[MAX_CHUNKS];
    size_t main_len[MAX_CHUNKS];
    TransactionId xid; /* the record's transaction, if not the running one (wal_register_xid) */
    char *asm_buf;     /* the assembled record */
    size_t asm_cap;
    XLogRecPtr last_start;
} RecordBuilder;

static _Thread_local RecordBuilder *builder;
static pthread_key_t builder_key;
static pthread_once_t builder_once = PTHREAD_ONCE_INIT;

static void builder_free(void *p)
{
    RecordBuilder *b = p;
    if (b) {
        free(b->asm_buf);
        free(b);
    }
}

static void builder_key_create(void)
{
    pthread_key_create(&builder_key, builder_free);
}

static RecordBuilder *get_builder(void)
{
    if (builder == NULL) {
        pthread_once(&builder_once, builder_key_create);
        builder = calloc(1, sizeof(RecordBuilder));
        if (builder == NULL)
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        pthread_setspecific(builder_key, builder);
    }
    return builder;
}

static void builder_reset(RecordBuilder *b)
{
    memset(b->blocks, 0, sizeof(b->blocks));
    b->nmain = 0;
    b->xid = InvalidTransactionId;
}

/* ---------------------------------------------------------------------------------------- */
/* Shared state                                                                              */

static char wal_dir_base[PATH_MAX - 64];

static pthread_mutex_t insert_lock = PTHREAD_MUTEX_INITIALIZER;
static XLogRecPtr insert_pos;  /* where the next record goes */
static XLogRecPtr prev_record; /* start of the last record */
static XLogRecPtr redo_ptr;    /* atomic reads allowed; written under insert_lock */
static char *active;           /* log bytes [active_start, insert_pos) */
static size_t active_cap;
static XLogRecPtr active_start;
static char *spare;
static size_t spare_cap;

static pthread_mutex_t flush_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t flush_cond = PTHREAD_COND_INITIALIZER;
static bool flusher_busy;
static XLogRecPtr flushed_upto; /* atomic reads allowed */

/* Only the flusher touches these. */
static int seg_fd = -1;
static uint64 seg_fd_no;

static bool in_recovery;
static XLogRecPtr async_commit_lsn;

/* Committers hold it shared from their commit record to their clog update (see checkpoint.c). */
static pthread_rwlock_t commit_barrier = PTHREAD_RWLOCK_INITIALIZER;

void wal_set_datadir(const char *datadir)
{
    snprintf(wal_dir_base, sizeof(wal_dir_base), "%s", datadir);
}

const char *wal_datadir(void)
{
    return wal_dir_base;
}

void wal_segment_path(char *out, size_t n, uint64 segno)
{
    snprintf(out, n, "%s/pg_wal/%08X%08X%08X", wal_dir_base, 1u, (uint32)(segno >> 8),
             (uint32)(segno & 0xFF));
}

uint64 wal_segno_of_name(const char *name)
{
    unsigned tli, hi, lo;
    char extra;
    if (strlen(name) != 24 || sscanf(name, "%8X%8X%8X%c", &tli, &hi, &lo, &extra) != 3)
        return 0;
    return ((uint64)hi << 8) | (lo & 0xFF);
}

bool wal_in_recovery(void)
{
    return __atomic_load_n(&in_recovery, __ATOMIC_ACQUIRE);
}

void wal_set_recovery(bool on)
{
    __atomic_store_n(&in_recovery, on, __ATOMIC_RELEASE);
}

bool wal_relation_needs_wal(Relation rel)
{
    return rel->relpersistence == 'p' && !wal_in_recovery();
}

XLogRecPtr wal_get_redo_ptr(void)
{
    return __atomic_load_n(&redo_ptr, __ATOMIC_ACQUIRE);
}

void wal_set_redo_ptr(XLogRecPtr redo)
{
    pthread_mutex_lock(&insert_lock);
    __atomic_store_n(&redo_ptr, redo, __ATOMIC_RELEASE);
    pthread_mutex_unlock(&insert_lock);
}

XLogRecPtr wal_insert_lsn(void)
{
    pthread_mutex_lock(&insert_lock);
    XLogRecPtr p = insert_pos;
    pthread_mutex_unlock(&insert_lock);
    return p;
}

XLogRecPtr wal_flushed_lsn(void)
{
    return __atomic_load_n(&flushed_upto, __ATOMIC_ACQUIRE);
}

XLogRecPtr wal_last_record_start(void)
{
    return builder ? builder->last_start : InvalidXLogRecPtr;
}

void wal_writer_reset(XLogRecPtr insert_at, XLogRecPtr prev)
{
    pthread_mutex_lock(&insert_lock);
    insert_pos = insert_at;
    prev_record = prev;
    active_start = insert_at;
    pthread_mutex_unlock(&insert_lock);
    __atomic_store_n(&flushed_upto, insert_at, __ATOMIC_RELEASE);
}

void wal_note_async_commit(XLogRecPtr lsn)
{
    XLogRecPtr cur = __atomic_load_n(&async_commit_lsn, __ATOMIC_RELAXED);
    while (cur < lsn &&
           !__atomic_compare_exchange_n(&async_commit_lsn, &cur, lsn, false, __ATOMIC_RELEASE,
                                        __ATOMIC_RELAXED))
        ;
}

XLogRecPtr wal_async_commit_lsn(void)
{
    return __atomic_load_n(&async_commit_lsn, __ATOMIC_ACQUIRE);
}

void wal_commit_barrier_enter(void)
{
    pthread_rwlock_rdlock(&commit_barrier);
}

void wal_commit_barrier_leave(void)
{
    pthread_rwlock_unlock(&commit_barrier);
}

void wal_commit_barrier_wait(void)
{
    pthread_rwlock_wrlock(&commit_barrier);
    pthread_rwlock_unlock(&commit_barrier);
}

/* ---------------------------------------------------------------------------------------- */
/* Building records                                                                          */

void wal_begin_insert(void)
{
    builder_reset(get_builder());
}

void wal_register_buffer(int block_id, Buffer buf, uint8 flags)
{
    RecordBuilder *b = get_builder();
    if (block_id < 0 || block_id >= WAL_MAX_BLOCKS)
        elog(ERROR, "too many WAL block references");
    b->blocks[block_id].used = true;
    b->blocks[block_id].buf = buf;
    b->blocks[block_id].flags = flags;
}

void wal_register_buf_data(int block_id, const void *data, size_t len)
{
    RecordBuilder *b = get_builder();
    RegBlock *rb = &b->blocks[block_id];
    if (block_id < 0 || block_id >= WAL_MAX_BLOCKS || !rb->used || rb->nchunks == MAX_CHUNKS)
        elog(ERROR, "bad WAL block data registration");
    rb->chunk[rb->nchunks] = data;
    rb->chunk_len[rb->nchunks++] = len;
}

void wal_register_data(const void *data, size_t len)
{
    RecordBuilder *b = get_builder();
    if (b->nmain == MAX_CHUNKS)
        elog(ERROR, "too much WAL main data registered");
    b->main[b->nmain] = data;
    b->main_len[b->nmain++] = len;
}

void wal_register_xid(TransactionId xid)
{
    get_builder()->xid = xid;
}

static void asm_reserve(RecordBuilder *b, size_t len)
{
    if (len <= b->asm_cap)
        return;
    size_t cap = b->asm_cap ? b->asm_cap : 16384;
    while (cap < len)
        cap *= 2;
    char *n = realloc(b->asm_buf, cap);
    if (n == NULL)
        ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
    b->asm_buf = n;
    b->asm_cap = cap;
}

static uint64 page_lsn(Page page)
{
    return ((PageHeader)page)->pd_lsn;
}

/* The hole of a page laid out as a standard page, or (0, 0). */
static void page_hole(Page page, uint16 *off, uint16 *len)
{
    PageHeader ph = (PageHeader)page;
    *off = 0;
    *len = 0;
    if (ph->pd_lower >= SizeOfPageHeaderData && ph->pd_lower <= ph->pd_upper &&
        ph->pd_upper <= BLCKSZ) {
        *off = ph->pd_lower;
        *len = (uint16)(ph->pd_upper - ph->pd_lower);
    }
}

/*
 * Lay the record out in the builder's buffer, images decided against redo; returns tot_len.
 * The CRC is left partial: the caller adds prev and the LSN once it knows them.
 */
static uint32 assemble(RecordBuilder *b, uint8 rmid, uint8 info, XLogRecPtr redo, uint32 *crc)
{
    int nblocks = 0;
    while (nblocks < WAL_MAX_BLOCKS && b->blocks[nblocks].used)
        nblocks++;
    for (int i = nblocks; i < WAL_MAX_BLOCKS; i++)
        if (b->blocks[i].used)
            elog(ERROR, "WAL block references must be numbered from 0 without gaps");

    WalBlockHeader bh[WAL_MAX_BLOCKS];
    size_t total = sizeof(WalRecordHeader) + (size_t)nblocks * sizeof(WalBlockHeader);
    for (int i = 0; i < nblocks; i++) {
        RegBlock *rb = &b->blocks[i];
        Page page = BufferGetPage(rb->buf);
        memset(&bh[i], 0, sizeof(bh[i]));
        bufmgr_buffer_tag(rb->buf, &bh[i].relfilenode, &bh[i].blk);
        bool image = (rb->flags & REGBUF_FORCE_IMAGE) ||
                     (!(rb->flags & REGBUF_WILL_INIT) && fullPageWrites && page_lsn(page) <= redo);
        if (rb->flags & REGBUF_WILL_INIT)
            bh[i].flags |= BKP_WILL_INIT;
        if (image) {
            bh[i].flags |= BKP_HAS_IMAGE;
            page_hole(page, &bh[i].hole_offset, &bh[i].hole_length);
            total += BLCKSZ - bh[i].hole_length;
        } else {
            for (int c = 0; c < rb->nchunks; c++)
                bh[i].data_len += (uint32)rb->chunk_len[c];
            total += bh[i].data_len;
        }
    }
    size_t main_len = 0;
    for (int c = 0; c < b->nmain; c++)
        main_len += b->main_len[c];
    total += main_len;
    if (total > WAL_MAX_RECORD)
        elog(ERROR, "WAL record would be too large: %zu bytes", total);

    asm_reserve(b, WAL_ALIGN(total));
    char *p = b->asm_buf;
    WalRecordHeader *h = (WalRecordHeader *)p;
    memset(h, 0, sizeof(*h));
    h->tot_len = (uint32)total;
    h->xid = b->xid != InvalidTransactionId ? b->xid : xact_xid_if_assigned();
    h->rmid = rmid;
    h->info = info;
    h->nblocks = (uint8)nblocks;
    h->main_len = (uint32)main_len;
    p += sizeof(WalRecordHeader);
    memcpy(p, bh, (size_t)nblocks * sizeof(WalBlockHeader));
    p += (size_t)nblocks * sizeof(WalBlockHeader);
    for (int i = 0; i < nblocks; i++) {
        RegBlock *rb = &b->blocks[i];
        if (bh[i].flags & BKP_HAS_IMAGE) {
            Page page = BufferGetPage(rb->buf);
            uint16 ho = bh[i].hole_offset, hl = bh[i].hole_length;
            memcpy(p, page, ho);
            memcpy(p + ho, page + ho + hl, BLCKSZ - ho - hl);
            p += BLCKSZ - hl;
        } else {
            for (int c = 0; c < rb->nchunks; c++) {
                memcpy(p, rb->chunk[c], rb->chunk_len[c]);
                p += rb->chunk_len[c];
            }
        }
    }
    for (int c = 0; c < b->nmain; c++) {
        memcpy(p, b->main[c], b->main_len[c]);
        p += b->main_len[c];
    }
    memset(p, 0, WAL_ALIGN(total) - total);

    uint32 c = crc32c_init();
    c = crc32c_update(c, &h->tot_len, sizeof(h->tot_len));
    c = crc32c_update(c, b->asm_buf + offsetof(WalRecordHeader, xid),
                      total - offsetof(WalRecordHeader, xid));
    *crc = c;
    return (uint32)total;
}

/* Room for len more bytes in the active buffer; called with insert_lock held. */
static bool active_reserve(size_t len)
{
    size_t used = (size_t)(insert_pos - active_start);
    if (used + len <= active_cap)
        return true;
    size_t cap = active_cap ? active_cap : (size_t)1 << 20;
    while (cap < used + len)
        cap *= 2;
    char *n = realloc(active, cap);
    if (n == NULL)
        return false;
    active = n;
    active_cap = cap;
    return true;
}

XLogRecPtr wal_insert(uint8 rmid, uint8 info)
{
    RecordBuilder *b = get_builder();
    if (wal_in_recovery())
        elog(ERROR, "cannot write WAL during recovery");
    uint32 crc, len;
    XLogRecPtr start, end;
    size_t pending;
    for (;;) {
        XLogRecPtr redo = wal_get_redo_ptr();
        len = assemble(b, rmid, info, redo, &crc);
        pthread_mutex_lock(&insert_lock);
        if (redo_ptr != redo) { /* a checkpoint began: images may now be needed */
            pthread_mutex_unlock(&insert_lock);
            continue;
        }
        size_t alen = WAL_ALIGN(len);
        if (!active_reserve(alen)) {
            pthread_mutex_unlock(&insert_lock);
            ereport(ERROR, errcode(ERRCODE_OUT_OF_MEMORY), errmsg("out of memory"));
        }
        start = insert_pos;
        WalRecordHeader *h = (WalRecordHeader *)b->asm_buf;
        h->prev = prev_record;
        crc = crc32c_update(crc, &h->prev, sizeof(h->prev));
        crc = crc32c_update(crc, &start, sizeof(start));
        h->crc = crc32c_final(crc);
        memcpy(active + (start - active_start), b->asm_buf, alen);
        insert_pos = start + alen;
        prev_record = start;
        end = insert_pos;
        pending = (size_t)(insert_pos - active_start);
        pthread_mutex_unlock(&insert_lock);
        break;
    }
    for (int i = 0; i < WAL_MAX_BLOCKS && b->blocks[i].used; i++)
        ((PageHeader)BufferGetPage(b->blocks[i].buf))->pd_lsn = end;
    b->last_start = start;
    builder_reset(b);
    if (pending >= WAL_BUFFER_FLUSH_AT)
        wal_flush(end);
    if (end - wal_get_redo_ptr() > (uint64)MaxWalSizeKB * 1024 / 2)
        checkpointer_request();
    return end;
}

void wal_log_pages(Relation rel, int n, const Buffer *bufs)
{
    if (!wal_relation_needs_wal(rel) || n <= 0)
        return;
    if (n > WAL_MAX_BLOCKS)
        elog(ERROR, "too many pages for one WAL record: %d", n);
    wal_begin_insert();
    for (int i = 0; i < n; i++)
        wal_register_buffer(i, bufs[i], REGBUF_FORCE_IMAGE);
    wal_insert(RM_PAGE, XLOG_PAGE_IMAGES);
}

void wal_log_relation(Relation rel)
{
    BlockNumber nblocks = smgr_nblocks(rel->relfilenode);
    for (BlockNumber first = 0; first < nblocks; first += WAL_MAX_BLOCKS) {
        Buffer bufs[WAL_MAX_BLOCKS];
        int n = 0;
        for (; n < WAL_MAX_BLOCKS && first + (BlockNumber)n < nblocks; n++) {
            bufs[n] = ReadBuffer(rel->relfilenode, first + (BlockNumber)n);
            LockBuffer(bufs[n], BUFFER_LOCK_EXCLUSIVE);
            MarkBufferDirty(bufs[n]); /* written again, with the LSN of its image */
        }
        wal_log_pages(rel, n, bufs);
        for (int i = 0; i < n; i++) {
            LockBuffer(bufs[i], BUFFER_LOCK_UNLOCK);
            ReleaseBuffer(bufs[i]);
        }
    }
}

/* ---------------------------------------------------------------------------------------- */
/* Writing and flushing                                                                      */

static pg_noreturn void wal_panic(const char *what, uint64 segno, int err)
{
    char path[PATH_MAX];
    wal_segment_path(path, sizeof(path), segno);
    ereport(PANIC, errcode(ERRCODE_IO_ERROR),
            errmsg("could not %s file \"%s\": %s", what, path, strerror(err)));
}

void wal_fsync_dir(const char *dir)
{
    int fd = open(dir, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        if (enableFsync)
            (void)fsync(fd);
        close(fd);
    }
}

/*
 * A new segment is written full of zeros, as PG's wal_init_zero does. posix_fallocate would be
 * quicker here but leaves the extents "unwritten" on ext4 and XFS, and then every commit's
 * fdatasync must also journal the conversion of the extent it wrote into: a third slower per
 * commit than overwriting blocks that are already there.
 */
int wal_zero_fill(int fd)
{
    static const char zeros[64 * 1024];
    for (off_t off = 0; off < (off_t)WAL_SEG_SIZE;) {
        ssize_t w = pwrite(fd, zeros, sizeof(zeros), off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0)
            return w < 0 ? errno : ENOSPC;
        off += w;
    }
    return 0;
}

/* The open segment file for segno, created (full size) if it does not exist. */
static int segment_fd(uint64 segno)
{
    if (seg_fd >= 0 && seg_fd_no == segno)
        return seg_fd;
    if (seg_fd >= 0) {
        if (enableFsync && fdatasync(seg_fd) != 0)
            wal_panic("fsync", seg_fd_no, errno);
        close(seg_fd);
        seg_fd = -1;
    }
    char path[PATH_MAX];
    wal_segment_path(path, sizeof(path), segno);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0 && errno == ENOENT) {
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            wal_panic("create", segno, errno);
        int err = wal_zero_fill(fd);
        if (err != 0)
            wal_panic("write to", segno, err);
        if (enableFsync && fsync(fd) != 0)
            wal_panic("fsync", segno, errno);
        char dir[PATH_MAX];
        snprintf(dir, sizeof(dir), "%s/pg_wal", wal_dir_base);
        wal_fsync_dir(dir);
    }
    if (fd < 0)
        wal_panic("open", segno, errno);
    seg_fd = fd;
    seg_fd_no = segno;
    return fd;
}

/* Write log bytes [start, start + len) and make them durable. */
static void write_out(const char *buf, XLogRecPtr start, size_t len)
{
    while (len > 0) {
        uint64 segno = start / WAL_SEG_SIZE;
        size_t off = (size_t)(start % WAL_SEG_SIZE);
        size_t n = Min(len, (size_t)(WAL_SEG_SIZE - off));
        int fd = segment_fd(segno);
        size_t done = 0;
        while (done < n) {
            ssize_t w = pwrite(fd, buf + done, n - done, (off_t)(off + done));
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                wal_panic("write to", segno, w < 0 ? errno : ENOSPC);
            done += (size_t)w;
        }
        buf += n;
        start += n;
        len -= n;
    }
    if (enableFsync && seg_fd >= 0 && fdatasync(seg_fd) != 0)
        wal_panic("fsync", seg_fd_no, errno);
}

void wal_flush(XLogRecPtr upto)
{
    if (upto <= wal_flushed_lsn() || wal_in_recovery())
        return;
    XLogRecPtr inserted = wal_insert_lsn();
    if (upto > inserted)
        upto = inserted; /* nothing beyond the insert position exists yet */
    pthread_mutex_lock(&flush_lock);
    while (flushed_upto < upto) {
        if (flusher_busy) {
            pthread_cond_wait(&flush_cond, &flush_lock);
            continue;
        }
        flusher_busy = true;
        pthread_mutex_unlock(&flush_lock);

        pthread_mutex_lock(&insert_lock);
        char *buf = active;
        size_t cap = active_cap;
        XLogRecPtr start = active_start;
        size_t len = (size_t)(insert_pos - active_start);
        active = spare;
        active_cap = spare_cap;
        active_start = insert_pos;
        pthread_mutex_unlock(&insert_lock);

        write_out(buf, start, len);
        spare = buf;
        spare_cap = cap;

        pthread_mutex_lock(&flush_lock);
        flusher_busy = false;
        __atomic_store_n(&flushed_upto, start + len, __ATOMIC_RELEASE);
        pthread_cond_broadcast(&flush_cond);
    }
    pthread_mutex_unlock(&flush_lock);
}

void wal_writer_close(void)
{
    pthread_mutex_lock(&flush_lock);
    if (seg_fd >= 0) {
        if (enableFsync)
            (void)fdatasync(seg_fd);
        close(seg_fd);
        seg_fd = -1;
    }
    pthread_mutex_unlock(&flush_lock);
    pthread_mutex_lock(&insert_lock);
    free(active);
    free(spare);
    active = spare = NULL;
    active_cap = spare_cap = 0;
    pthread_mutex_unlock(&insert_lock);
}
