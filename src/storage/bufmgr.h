/*
 * bufmgr.h: the shared buffer pool, pages of relation files cached in memory.
 *
 * A Buffer names one of NBuffers 8 KB slots (1-based; 0 is InvalidBuffer). ReadBuffer returns
 * the slot holding (relfilenode, block), pinned: a pinned buffer is never evicted. To look at
 * the page take its content lock in share mode, to change it in exclusive mode, and call
 * MarkBufferDirty before unlocking. Pins and content locks are tracked per thread, so that
 * bufmgr_release_all_pins() can drop everything a failed query left behind (xact_abort_current
 * calls it, as does every statement end).
 *
 * Buffer states (one descriptor per slot):
 *
 *     FREE ──ReadBuffer(miss): clock sweep picks it, (write back if dirty)──▶ IO_IN_PROGRESS
 *     IO_IN_PROGRESS ──read done, checksum verified──▶ VALID (pinned by the reader)
 *     VALID ──MarkBufferDirty──▶ VALID+DIRTY ──written by sweep/FlushAllBuffers──▶ VALID
 *     VALID, refcount 0 ──sweep: usage_count-- until 0, then victim──▶ IO_IN_PROGRESS (new tag)
 */
#ifndef BASALT_BUFMGR_H
#define BASALT_BUFMGR_H

#include "common/basalt.h"
#include "storage/page.h"
#include "storage/smgr.h"

typedef int Buffer;
#define InvalidBuffer 0
#define BufferIsValid(b) ((b) != InvalidBuffer)

typedef enum BufferLockMode {
    BUFFER_LOCK_UNLOCK = 0,
    BUFFER_LOCK_SHARE,
    BUFFER_LOCK_EXCLUSIVE,
} BufferLockMode;

void bufmgr_init(int nbuffers); /* allocate the pool (storage_startup) */
void bufmgr_shutdown(void);     /* flush and free the pool */

Buffer ReadBuffer(uint32 relfilenode, BlockNumber blk);
/* The block's buffer without reading it: zeroed if it was not cached (redo overwrites it). */
Buffer ReadBufferForOverwrite(uint32 relfilenode, BlockNumber blk);
/* Append a new all-zero block to the relation; returns it pinned (not locked). */
Buffer bufmgr_extend(uint32 relfilenode, BlockNumber *blk_out);
void ReleaseBuffer(Buffer buf);
void MarkBufferDirty(Buffer buf);
void LockBuffer(Buffer buf, BufferLockMode mode);
Page BufferGetPage(Buffer buf);
BlockNumber BufferGetBlockNumber(Buffer buf);
void bufmgr_buffer_tag(Buffer buf, uint32 *relfilenode, BlockNumber *blk);

void FlushAllBuffers(void);
/* Forget every page of a relation and of its visibility map (it is being dropped): dirty
 * pages are not written. */
void bufmgr_drop_relation(uint32 relfilenode);
/* The same for the blocks from first on (the file is being truncated to first blocks). */
void bufmgr_drop_relation_from(uint32 relfilenode, BlockNumber first);

/* Release every pin and content lock this thread holds (error cleanup, statement end). */
void bufmgr_release_all_pins(void);
int bufmgr_pins_held(void); /* pins this thread holds, for tests and leak checks */
/* True if this thread's pins are the only ones on buf: with its exclusive lock held, nobody
 * can be looking at the page's items (VACUUM moves them only then). */
bool bufmgr_only_pin(Buffer buf);

#endif /* BASALT_BUFMGR_H */
