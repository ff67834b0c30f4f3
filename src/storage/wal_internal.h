/*
 * wal_internal.h: the WAL's on-disk format and the pieces shared by the writer (wal.c), the
 * reader (walreader.c), recovery (recovery.c), the checkpointer (checkpoint.c) and the
 * resource managers' redo functions.
 *
 * The log is one byte stream addressed by LSN (byte position), cut into 16 MB segment files
 * DATADIR/pg_wal/<24 hex digits>, segment n holding LSNs [n * 16 MB, (n + 1) * 16 MB). The
 * stream starts at segment 1, so LSN 0 means "none". Records start at 8-byte aligned LSNs and
 * may span segment boundaries:
 *
 *   OFFSET  SIZE  RECORD HEADER (WalRecordHeader, 32 bytes)
 *        0     4  tot_len: header + block headers + images + data, unaligned
 *        4     4  crc: CRC-32C of tot_len, the bytes from offset 16 to tot_len, prev, and the
 *                 record's own LSN (so a stale record left in a recycled segment never passes)
 *        8     8  prev: LSN of the previous record (checked while reading)
 *       16     8  xid of the transaction that wrote it, or 0
 *       24     1  rmid (WalRmgrId), 25: info (rmgr-specific kind), 26: nblocks, 27: unused
 *       28     4  main_len: bytes of record-wide data at the end
 *       32        nblocks WalBlockHeaders (20 bytes each), then per block its page image
 *                 (BLCKSZ - hole_length bytes, if BKP_HAS_IMAGE) and data_len bytes of data,
 *                 then main_len bytes of main data.
 *
 * A page image leaves out the hole between pd_lower and pd_upper (zeros on the page). A
 * record's "end LSN" is the aligned LSN just after it; pages carry the end LSN of the last
 * record that changed them, and redo skips a record whose end LSN is <= the page's.
 */
#ifndef BASALT_WAL_INTERNAL_H
#define BASALT_WAL_INTERNAL_H

#include "storage/wal.h"
#include "storage/xact.h"

#define WAL_SEG_SIZE ((uint64)16 * 1024 * 1024)
#define WAL_FIRST_LSN WAL_SEG_SIZE
#define WAL_ALIGN(x) (((uint64)(x) + 7) & ~(uint64)7)
#define WAL_MAX_RECORD ((uint32)(64 * 1024 * 1024))

typedef struct WalRecordHeader {
    uint32 tot_len;
    uint32 crc;
    XLogRecPtr prev;
    TransactionId xid;
    uint8 rmid;
    uint8 info;
    uint8 nblocks;
    uint8 unused;
    uint32 main_len;
} WalRecordHeader;

#define BKP_HAS_IMAGE 0x01
#define BKP_WILL_INIT 0x02

typedef struct WalBlockHeader {
    uint32 relfilenode;
    BlockNumber blk;
    uint8 flags; /* BKP_* */
    uint8 unused;
    uint16 hole_offset;
    uint16 hole_length;
    uint16 unused2;
    uint32 data_len;
} WalBlockHeader;

/* A record as read back: pointers into the reader's buffer, valid until the next read. */
typedef struct WalDecodedBlock {
    WalBlockHeader h;
    const char *image; /* BLCKSZ - hole_length bytes, or NULL */
    const char *data;  /* h.data_len bytes */
} WalDecodedBlock;

typedef struct WalRecord {
    XLogRecPtr lsn; /* where it starts */
    XLogRecPtr end; /* aligned LSN after it: the LSN pages get */
    WalRecordHeader hdr;
    WalDecodedBlock blocks[WAL_MAX_BLOCKS];
    const char *main;
} WalRecord;

/* Segment file of a segment number: DATADIR/pg_wal/0000000100000000000000XX. */
void wal_segment_path(char *out, size_t n, uint64 segno);
/* The segment number a pg_wal file name stands for, or 0 if it is not a segment's name. */
uint64 wal_segno_of_name(const char *name);
void wal_set_datadir(const char *datadir);
const char *wal_datadir(void);
/* A new segment's bytes: zeros over WAL_SEG_SIZE (0, or the errno of the failed write). */
int wal_zero_fill(int fd);
void wal_fsync_dir(const char *dir);

/* Reading the log (walreader.c). */
typedef struct WalReader WalReader;
WalReader *walreader_open(void);
/* Read the record at lsn; false at the end of the valid log. expect_prev 0: not checked. */
bool walreader_read(WalReader *r, XLogRecPtr lsn, XLogRecPtr expect_prev, WalRecord *out);
void walreader_close(WalReader *r);

/* Resource managers: one redo function per rmid (wal_rmgr.c). */
typedef struct WalRmgr {
    const char *name;
    void (*redo)(const WalRecord *rec);
} WalRmgr;
extern const WalRmgr wal_rmgrs[RM_MAX_ID];

/* Redo of a block: read (or restore, or zero) the page of block_id, exclusively locked. */
typedef enum RedoAction {
    BLK_NEEDS_REDO, /* apply the record's change, then wal_redo_finish_block */
    BLK_DONE,       /* the page already has it: just wal_redo_finish_block */
    BLK_RESTORED,   /* the full-page image was put back: just wal_redo_finish_block */
} RedoAction;
RedoAction wal_redo_read_block(const WalRecord *rec, int block_id, Buffer *buf);
void wal_redo_finish_block(const WalRecord *rec, Buffer buf, RedoAction action);

/* Record kinds. */
#define XLOG_CHECKPOINT_SHUTDOWN 0x00
#define XLOG_CHECKPOINT_ONLINE 0x10
#define XLOG_XACT_COMMIT 0x00
#define XLOG_XACT_ABORT 0x10
#define XLOG_SMGR_CREATE 0x00
#define XLOG_SMGR_TRUNCATE 0x10
#define XLOG_PAGE_IMAGES 0x00
#define XLOG_PAGE_INSERT_ITEM 0x10

typedef struct CheckpointData {
    XLogRecPtr redo;
    TransactionId next_xid;
    Oid next_oid;
    uint32 shutdown;
} CheckpointData;

/* Transaction end records: nsubxids sub-xids, then ndrop relfilenodes to remove. */
typedef struct XactEndData {
    uint32 nsubxids;
    uint32 ndrop;
    /* TransactionId subxids[nsubxids]; uint32 drop[ndrop]; */
} XactEndData;

typedef struct SmgrRecordData {
    uint32 relfilenode;
    BlockNumber nblocks; /* truncate: the new length */
} SmgrRecordData;

/* Writer internals used by recovery and the checkpointer (wal.c). */
void wal_writer_reset(XLogRecPtr insert_at, XLogRecPtr prev_record);
void wal_set_recovery(bool on);
XLogRecPtr wal_last_record_start(void); /* of this thread's last wal_insert */
void wal_set_redo_ptr(XLogRecPtr redo);
XLogRecPtr wal_get_redo_ptr(void);
void wal_writer_close(void); /* close segment files (shutdown) */
/* Checkpoint wants to fix a redo point: held in write mode while it waits for committers. */
void wal_commit_barrier_enter(void);
void wal_commit_barrier_leave(void);
void wal_commit_barrier_wait(void);
/* Highest commit LSN acknowledged without a flush (synchronous_commit = off). */
void wal_note_async_commit(XLogRecPtr lsn);
XLogRecPtr wal_async_commit_lsn(void);

/* Checkpointer thread (checkpoint.c). */
void checkpointer_start(void);
void checkpointer_stop(void);
void checkpointer_request(void); /* WAL grew past max_wal_size: checkpoint soon */
void wal_remove_old_segments(XLogRecPtr redo);

/* Logging the small records (wal_rmgr.c). */
void wal_log_smgr(uint32 relfilenode, bool truncate, BlockNumber nblocks);
/* The end record of xid, which is passed because the thread has already let go of it. */
XLogRecPtr wal_log_xact_end(TransactionId xid, bool commit, const TransactionId *subxids,
                            uint32 nsubxids, const uint32 *drops, uint32 ndrop);
/* The transaction a record under construction belongs to, when not the thread's current one. */
void wal_register_xid(TransactionId xid);
/* Heap redo (heapam_wal.c). */
void heap_redo(const WalRecord *rec);

/* Recovery (recovery.c): replay from the control file's redo point; true if it had to. */
bool wal_recover(void);

#endif /* BASALT_WAL_INTERNAL_H */
