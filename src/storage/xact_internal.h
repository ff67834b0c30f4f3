/*
 * xact_internal.h: what the storage layer itself needs from the transaction machinery.
 *
 * Callers above storage use xact.h only. Inside storage, heap access asks for the xid without
 * assigning one (a read-only transaction never gets one), and the catalog registers work to
 * do when the transaction ends: files to remove and cache entries to settle.
 */
#ifndef BASALT_XACT_INTERNAL_H
#define BASALT_XACT_INTERNAL_H

#include "storage/xact.h"

/* The current xid if one was assigned, else InvalidTransactionId. */
TransactionId xact_xid_if_assigned(void);
/* True if the thread is inside a transaction (implicit or explicit, not failed). */
bool xact_is_active(void);
/* Remove a relation file when the transaction ends: at commit (DROP) or at abort (CREATE). */
void xact_unlink_at_end(uint32 relfilenode, bool at_commit);
/* The transaction changed the catalog: settle the catalog cache when it ends. */
void xact_note_catalog_change(void);
/* Is xid this transaction's: the top-level one or an open or released savepoint's? */
bool xact_is_my_xid(TransactionId xid);
/*
 * The xids of the subtransactions that commit with this transaction (released savepoints, and
 * those still open at COMMIT), for the WAL commit record; returns the count. Valid from the
 * start of end_transaction until it finishes.
 */
int xact_committed_subxids(const TransactionId **out);

#endif /* BASALT_XACT_INTERNAL_H */
