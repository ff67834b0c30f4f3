/*
 * bufusage.c: the per-thread buffer and temp file counters EXPLAIN (BUFFERS) reads
 * (bufusage.h). bufmgr.c and tempfile.c increment them; the executor's instrumentation takes
 * differences around the work it measures.
 */
#include "storage/bufusage.h"

_Thread_local BufferUsage bufusage_current;

void bufusage_add(BufferUsage *dst, const BufferUsage *add)
{
    bufusage_accum_diff(dst, add, &(BufferUsage){0});
}

void bufusage_accum_diff(BufferUsage *dst, const BufferUsage *add, const BufferUsage *sub)
{
    dst->shared_blks_hit += add->shared_blks_hit - sub->shared_blks_hit;
    dst->shared_blks_read += add->shared_blks_read - sub->shared_blks_read;
    dst->shared_blks_dirtied += add->shared_blks_dirtied - sub->shared_blks_dirtied;
    dst->shared_blks_written += add->shared_blks_written - sub->shared_blks_written;
    dst->local_blks_hit += add->local_blks_hit - sub->local_blks_hit;
    dst->local_blks_read += add->local_blks_read - sub->local_blks_read;
    dst->local_blks_dirtied += add->local_blks_dirtied - sub->local_blks_dirtied;
    dst->local_blks_written += add->local_blks_written - sub->local_blks_written;
    dst->temp_blks_read += add->temp_blks_read - sub->temp_blks_read;
    dst->temp_blks_written += add->temp_blks_written - sub->temp_blks_written;
}
