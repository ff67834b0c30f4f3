/*
 * clog.h: the commit log, the final word on whether a transaction committed.
 *
 * Two bits per xid (in progress, committed, aborted), kept in memory and written through to
 * DATADIR/pg_xact/0000 (byte xid/4) when a transaction ends, or, for a commit acknowledged
 * before its WAL flush, once the flush is done. At startup every xid below the
 * next xid that is still "in progress" belonged to a server that stopped without finishing it:
 * it is treated as aborted.
 */
#ifndef BASALT_CLOG_H
#define BASALT_CLOG_H

#include "storage/wal.h"
#include "storage/xact.h"

typedef enum XidStatus {
    XID_IN_PROGRESS = 0,
    XID_COMMITTED = 1,
    XID_ABORTED = 2,
} XidStatus;

#define BootstrapTransactionId ((TransactionId)1) /* always committed */
#define FirstNormalTransactionId ((TransactionId)3)

void clog_create(const char *datadir); /* an empty commit log, at initdb */
void clog_startup(const char *datadir, TransactionId next_xid);
void clog_shutdown(void); /* fsync and close */
void clog_fsync(void);    /* checkpoint: the file holds every status set so far */
XidStatus clog_get(TransactionId xid);
/* Record a status (in memory and in the file); XID_IN_PROGRESS just makes room for xid. */
void clog_set(TransactionId xid, XidStatus status);
/*
 * A commit acknowledged before its record ending at `end` was flushed: committed in memory at
 * once, in the file only when clog_write_flushed learns the WAL is on disk past `end`.
 */
void clog_set_unflushed_commit(TransactionId xid, XLogRecPtr end);
void clog_write_flushed(XLogRecPtr flushed);

#endif /* BASALT_CLOG_H */
