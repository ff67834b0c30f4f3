/*
 * wal.h: the write-ahead log, through which every change to a logged page reaches disk.
 *
 * The rule: a change is made to a page under its exclusive content lock, the buffer is marked
 * dirty, a WAL record describing the change is inserted (which stamps the page with the
 * record's LSN), and only then is the lock released. The buffer manager writes a page only after
 * the WAL up to that page's LSN is flushed, and COMMIT returns only after its commit record is.
 * After a crash, replaying the log from the last checkpoint rebuilds every page.
 *
 * Building a record (PG's XLogBeginInsert style):
 *     wal_begin_insert();
 *     wal_register_buffer(0, buf, 0);            // the page it changes (up to WAL_MAX_BLOCKS)
 *     wal_register_buf_data(0, &delta, len);     // what redo needs for that page
 *     wal_register_data(&main, len);             // record-wide data, optional
 *     lsn = wal_insert(RM_HEAP, XLOG_HEAP_INSERT);
 * The first change to a page after a checkpoint logs the whole page instead of the delta (a
 * full-page image), so a page torn by a crash mid-write is restored whole. Relations that are
 * UNLOGGED (or anything during recovery) are never logged: check wal_relation_needs_wal().
 */
#ifndef BASALT_WAL_H
#define BASALT_WAL_H

#include "common/basalt.h"
#include "storage/bufmgr.h"
#include "storage/heapam.h"

typedef uint64 XLogRecPtr;
#define InvalidXLogRecPtr ((XLogRecPtr)0)

/* Resource managers: who writes and who replays each kind of record. */
typedef enum WalRmgrId {
    RM_XLOG = 0, /* checkpoints */
    RM_XACT = 1, /* commit, abort */
    RM_SMGR = 2, /* relation files created, truncated */
    RM_HEAP = 3, /* heap tuples */
    RM_PAGE = 4, /* generic whole-page images (VACUUM, indexes) */
    RM_MAX_ID
} WalRmgrId;

#define WAL_MAX_BLOCKS 8

/* wal_register_buffer flags */
#define REGBUF_WILL_INIT 0x01   /* redo rebuilds the page from scratch: never an image */
#define REGBUF_FORCE_IMAGE 0x02 /* always log the whole page */

void wal_begin_insert(void);
/* The buffer must be pinned and exclusively locked by the caller, and already changed. */
void wal_register_buffer(int block_id, Buffer buf, uint8 flags);
void wal_register_buf_data(int block_id, const void *data, size_t len);
void wal_register_data(const void *data, size_t len);
/* Append the record; sets pd_lsn of every registered page. Returns the LSN of its end. */
XLogRecPtr wal_insert(uint8 rmid, uint8 info);

/* Log whole images of n changed pages of rel in one atomic record (no-op if not logged). */
void wal_log_pages(Relation rel, int n, const Buffer *bufs);
/* Log that item (size bytes) went in as number off of rel's changed page buf, moving the
 * items from off on up (page_insert_item_at); the page image only on its first change after a
 * checkpoint. No-op if rel is not logged. */
void wal_log_page_insert_item(Relation rel, Buffer buf, OffsetNumber off, const void *item,
                              size_t size);
/* Log an image of every page of rel: ALTER TABLE SET LOGGED makes an unlogged relation's
 * contents as durable as if they had been logged all along. */
void wal_log_relation(Relation rel);

/* Make the WAL durable up to at least lsn (group commit: concurrent callers share a flush). */
void wal_flush(XLogRecPtr lsn);
/* Before a change that will be logged: ERROR 53100 (disk full) while the segments ahead of
 * the log could not be created, so that a full disk fails writes instead of the log. */
void wal_check_space(void);
XLogRecPtr wal_insert_lsn(void);  /* end of the last inserted record */
XLogRecPtr wal_flushed_lsn(void); /* what is known to be on disk */

/* Should changes to this relation be logged? False for UNLOGGED ones and during recovery. */
bool wal_relation_needs_wal(Relation rel);
bool wal_in_recovery(void);

/* CHECKPOINT: flush every dirty page, record the redo point, recycle old segments. */
void wal_checkpoint(bool is_shutdown);

#endif /* BASALT_WAL_H */
