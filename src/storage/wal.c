/*
 * wal.c: the write-ahead log (wal.h). Placeholder while the real log is written: nothing is
 * logged yet, so callers can already register their changes.
 */
#include "storage/wal.h"

void wal_begin_insert(void) {}
void wal_register_buffer(int block_id, Buffer buf, uint8 flags)
{
    (void)block_id, (void)buf, (void)flags;
}
void wal_register_buf_data(int block_id, const void *data, size_t len)
{
    (void)block_id, (void)data, (void)len;
}
void wal_register_data(const void *data, size_t len)
{
    (void)data, (void)len;
}
XLogRecPtr wal_insert(uint8 rmid, uint8 info)
{
    (void)rmid, (void)info;
    return InvalidXLogRecPtr;
}
void wal_log_pages(Relation rel, int n, const Buffer *bufs)
{
    (void)rel, (void)n, (void)bufs;
}
void wal_flush(XLogRecPtr lsn)
{
    (void)lsn;
}
XLogRecPtr wal_insert_lsn(void)
{
    return InvalidXLogRecPtr;
}
XLogRecPtr wal_flushed_lsn(void)
{
    return InvalidXLogRecPtr;
}
bool wal_relation_needs_wal(Relation rel)
{
    (void)rel;
    return false;
}
bool wal_in_recovery(void)
{
    return false;
}
void wal_checkpoint(bool is_shutdown)
{
    (void)is_shutdown;
}
