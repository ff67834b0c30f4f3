/*
 * clog.h: the commit log, the final word on whether a transaction committed.
 *
 * Two bits per xid (in progress, committed, aborted), kept in memory and written through to
 * DATADIR/pg_xact/0000 (byte xid/4) when a transaction ends. At startup every xid below the
 * next xid that is still "in progress" belonged to a server that stopped without finishing it:
 * it is treated as aborted.
 */
#ifndef BASALT_CLOG_H
#define BASALT_CLOG_H

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

#endif /* BASALT_CLOG_H */
