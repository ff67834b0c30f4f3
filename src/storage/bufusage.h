/*
 * bufusage.h: per-thread counts of buffer and temp file traffic, for EXPLAIN (BUFFERS).
 *
 * The one idea: as PG's pgBufferUsage, the counters only ever grow, and whoever wants the cost
 * of a piece of work (a plan node's calls, planning) copies them before and adds the
 * difference after (bufusage_accum_diff). They are thread-local because a session's query runs
 * on its own thread, so counting takes no lock and is a single increment.
 *
 * shared_*: the buffer pool (bufmgr.c). hit: the block was cached; read: it was not;
 * dirtied: a clean buffer made dirty; written: a dirty page written out by this thread, or a
 * block added to a relation (PG counts an extension as a write). local_*: PG's buffers of
 * temporary tables; Basalt keeps those in the shared pool, so they stay 0 (EXPLAIN's JSON
 * still shows them). temp_*: temp files (tempfile.c), in 8 KB blocks moved.
 */
#ifndef BASALT_BUFUSAGE_H
#define BASALT_BUFUSAGE_H

#include "common/basalt.h"
#include "storage/page.h"

typedef struct BufferUsage {
    int64 shared_blks_hit;
    int64 shared_blks_read;
    int64 shared_blks_dirtied;
    int64 shared_blks_written;
    int64 local_blks_hit;
    int64 local_blks_read;
    int64 local_blks_dirtied;
    int64 local_blks_written;
    int64 temp_blks_read;
    int64 temp_blks_written;
} BufferUsage;

/* This thread's totals since it started. */
extern _Thread_local BufferUsage bufusage_current;

/* dst += add, field by field. */
void bufusage_add(BufferUsage *dst, const BufferUsage *add);
/* dst += add - sub, field by field (add is a later copy of the counters than sub). */
void bufusage_accum_diff(BufferUsage *dst, const BufferUsage *add, const BufferUsage *sub);

/* The 8 KB blocks a temp file transfer of len bytes counts as (a partial block is one). */
static inline int64 bufusage_temp_blocks(size_t len)
{
    return (int64)((len + BLCKSZ - 1) / BLCKSZ);
}

#endif /* BASALT_BUFUSAGE_H */
