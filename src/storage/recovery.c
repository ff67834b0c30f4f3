/*
 * recovery.c: crash recovery, replaying the WAL from the last checkpoint's redo point.
 *
 * The one idea: replay is idempotent because every page remembers the end LSN of the last
 * record applied to it; a record is applied to a page only if the page's LSN is older. So a
 * crash during recovery just means replaying again from the same redo point. The first change
 * to each page after the redo point carries a full-page image (or rebuilds the page from
 * scratch), which repairs a page torn by the crash before any delta is applied to it.
 *
 * When the log ends (the first record that does not check out), the writer continues there.
 * Bytes after that point in the same segment are zeroed and later segments removed, so a
 * record written by the crashed server beyond the point where its log became unreadable can
 * never be mistaken for a new one by a later recovery.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "common/elog.h"
#include "common/guc.h"
#include "storage/control.h"
#include "storage/page.h"
#include "storage/smgr.h"
#include "storage/wal_internal.h"

/* ---------------------------------------------------------------------------------------- */
/* Reading pages for redo                                                                    */

/* Make sure the relation file exists and has the block (redo may precede the file's writes). */
static void ensure_block(uint32 relfilenode, BlockNumber blk)
{
    if (!smgr_exists(relfilenode))
        smgr_create(relfilenode);
    while (smgr_nblocks(relfilenode) <= blk)
        smgr_extend(relfilenode);
}

static void restore_image(Page page, const WalDecodedBlock *b)
{
    uint16 ho = b->h.hole_offset, hl = b->h.hole_length;
    memcpy(page, b->image, ho);
    memset(page + ho, 0, hl);
    memcpy(page + ho + hl, b->image + ho, BLCKSZ - ho - hl);
}

RedoAction wal_redo_read_block(const WalRecord *rec, int block_id, Buffer *bufp)
{
    if (block_id >= rec->hdr.nblocks)
        elog(PANIC, "WAL record at %llX has no block %d", (unsigned long long)rec->lsn,
             block_id);
    const WalDecodedBlock *b = &rec->blocks[block_id];
    ensure_block(b->h.relfilenode, b->h.blk);
    bool overwrite = (b->h.flags & (BKP_HAS_IMAGE | BKP_WILL_INIT)) != 0;
    Buffer buf = overwrite ? ReadBufferForOverwrite(b->h.relfilenode, b->h.blk)
                           : ReadBuffer(b->h.relfilenode, b->h.blk);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    *bufp = buf;
    Page page = BufferGetPage(buf);
    if (b->h.flags & BKP_HAS_IMAGE) {
        restore_image(page, b);
        return BLK_RESTORED;
    }
    if (b->h.flags & BKP_WILL_INIT) {
        memset(page, 0, BLCKSZ);
        return BLK_NEEDS_REDO;
    }
    if (((PageHeader)page)->pd_lsn >= rec->end)
        return BLK_DONE;
    return BLK_NEEDS_REDO;
}

void wal_redo_finish_block(const WalRecord *rec, Buffer buf, RedoAction action)
{
    if (action != BLK_DONE) {
        ((PageHeader)BufferGetPage(buf))->pd_lsn = rec->end;
        MarkBufferDirty(buf);
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

/* ---------------------------------------------------------------------------------------- */
/* The end of the log                                                                        */

static void zero_tail(XLogRecPtr end)
{
    uint64 segno = end / WAL_SEG_SIZE;
    size_t off = (size_t)(end % WAL_SEG_SIZE);
    char path[PATH_MAX];
    wal_segment_path(path, sizeof(path), segno);
    int fd = open(path, O_RDWR | O_CLOEXEC);
    if (fd < 0)
        return; /* the writer creates it */
    static const char zeros[65536];
    bool ok = true;
    for (size_t pos = off; ok && pos < WAL_SEG_SIZE; pos += sizeof(zeros)) {
        size_t n = Min(sizeof(zeros), (size_t)(WAL_SEG_SIZE - pos));
        ok = pwrite(fd, zeros, n, (off_t)pos) == (ssize_t)n;
    }
    if (ok && enableFsync)
        ok = fsync(fd) == 0;
    int err = errno;
    close(fd);
    if (!ok)
        ereport(FATAL, errcode(ERRCODE_IO_ERROR),
                errmsg("could not clear the end of WAL file \"%s\": %s", path, strerror(err)));
}

static void remove_segments_after(uint64 last)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof(dir), "%s/pg_wal", wal_datadir());
    DIR *d = opendir(dir);
    if (d == NULL)
        return;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        uint64 segno = wal_segno_of_name(de->d_name);
        if (segno > last) {
            char path[PATH_MAX];
            wal_segment_path(path, sizeof(path), segno);
            (void)unlink(path);
        }
    }
    closedir(d);
}

/* ---------------------------------------------------------------------------------------- */
/* Replay                                                                                    */

bool wal_recover(void)
{
    ControlCheckpoint c = control_get_checkpoint();
    if (c.redo_lsn == InvalidXLogRecPtr) { /* a new data directory: the log starts here */
        wal_writer_reset(WAL_FIRST_LSN, InvalidXLogRecPtr);
        wal_set_redo_ptr(InvalidXLogRecPtr);
        return false;
    }
    bool crashed = c.state != DB_SHUTDOWNED;
    if (crashed) {
        ereport(LOG, errmsg("database system was not properly shut down; automatic recovery in "
                            "progress"));
        c.state = DB_IN_CRASH_RECOVERY;
        control_set_checkpoint(c);
    }
    wal_set_recovery(true);
    WalReader *r = walreader_open();
    WalRecord rec;
    XLogRecPtr lsn = c.redo_lsn, prev = InvalidXLogRecPtr;
    bool saw_checkpoint = false;
    TransactionId max_xid = InvalidTransactionId;
    uint64 nrecords = 0;
    /* crash tests stop a recovery half way through to prove that it can be repeated */
    const char *stop_env = getenv("BASALT_TEST_CRASH_IN_RECOVERY_AFTER");
    uint64 stop_after = stop_env ? strtoull(stop_env, NULL, 10) : 0;
    PG_TRY();
    {
        while (walreader_read(r, lsn, prev, &rec)) {
            if (rec.lsn == c.checkpoint_lsn)
                saw_checkpoint = true;
            if (rec.hdr.xid > max_xid)
                max_xid = rec.hdr.xid;
            wal_rmgrs[rec.hdr.rmid].redo(&rec);
            prev = lsn;
            lsn = rec.end;
            nrecords++;
            if (stop_after > 0 && nrecords == stop_after) {
                FlushAllBuffers(); /* leave some replayed pages on disk, as a crash might */
                _exit(3);
            }
        }
    }
    PG_CATCH();
    {
        walreader_close(r);
        PG_RE_THROW();
    }
    PG_END_TRY();
    walreader_close(r);
    if (!saw_checkpoint)
        ereport(PANIC, errcode(ERRCODE_DATA_CORRUPTED),
                errmsg("could not locate a valid checkpoint record"));
    if (max_xid != InvalidTransactionId)
        control_advance_xid(max_xid + 1);
    if (crashed) {
        zero_tail(lsn);
        remove_segments_after(lsn / WAL_SEG_SIZE);
        ereport(LOG, errmsg("redo done at %X/%X: %llu records replayed", (uint32)(lsn >> 32),
                            (uint32)lsn, (unsigned long long)nrecords));
    }
    wal_writer_reset(lsn, prev);
    wal_set_redo_ptr(c.redo_lsn);
    wal_set_recovery(false);
    return crashed;
}
