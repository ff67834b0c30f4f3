/*
 * snapshot.h: the table of running transactions and the snapshots taken from it.
 *
 * A snapshot freezes "which transactions had committed" at one instant: every xid below xmin
 * had finished, every xid at or above xmax had not started, and of those in between exactly
 * the ones listed in xip were still running. A transaction that committed after the snapshot
 * was taken is therefore still "running" for it, whatever the commit log says now. READ
 * COMMITTED takes a new snapshot for each statement, REPEATABLE READ one for the whole
 * transaction (SERIALIZABLE runs as REPEATABLE READ; see src/storage/README.md).
 *
 * Every thread that touches storage owns one slot ("proc") of the table: its top-level xid,
 * the xids of its subtransactions, the xmin of its snapshots (VACUUM's horizon) and its
 * backend pid (for deadlock reports).
 */
#ifndef BASALT_SNAPSHOT_H
#define BASALT_SNAPSHOT_H

#include "storage/xact.h"

typedef struct SnapshotData {
    TransactionId xmin; /* all xids < xmin had finished */
    TransactionId xmax; /* all xids >= xmax had not started */
    int xcnt;
    TransactionId *xip; /* running xids in [xmin, xmax), sorted */
    CommandId curcid;   /* this transaction's rows count from commands before this one */
} SnapshotData;
typedef SnapshotData *Snapshot;

/* Isolation levels, numbered as the GUC's values. */
#define XACT_READ_UNCOMMITTED 0
#define XACT_READ_COMMITTED 1
#define XACT_REPEATABLE_READ 2
#define XACT_SERIALIZABLE 3

/*
 * The snapshot the current statement reads with (taken on first use: per statement at READ
 * COMMITTED, once per transaction at REPEATABLE READ), with the current command id. Valid
 * until the statement ends; copy it (snapshot_copy) to keep it longer: a copy keeps its
 * command id, so a scan (a cursor's) that goes on in later commands does not see what they
 * write, as in PG.
 */
Snapshot snapshot_get_current(void);
/* palloc'd copy in the current memory context. */
Snapshot snapshot_copy(Snapshot snap);
/* Was xid still running (or not yet started) when snap was taken? */
bool snapshot_xid_in_progress(Snapshot snap, TransactionId xid);
/* Has this transaction taken its first snapshot yet? (SET TRANSACTION ISOLATION LEVEL) */
bool snapshot_taken_in_xact(void);

/*
 * A query run inside a statement that must see what committed since it began (PG's foreign-key
 * checks take GetLatestSnapshot): snapshot_push_latest sets the current snapshot aside, so the
 * next snapshot_get_current takes a new one, and snapshot_pop puts the old one back. Scans
 * already running keep the copies they took.
 */
typedef struct SnapshotSaved SnapshotSaved;
SnapshotSaved *snapshot_push_latest(void);
void snapshot_pop(SnapshotSaved *saved);

/* Statement boundary / transaction end: forget the statement (and transaction) snapshot. */
void snapshot_statement_end(void);
void snapshot_xact_end(void);

/* The table of running transactions. */
/* Assign a new xid and list it as running under this thread: top-level or a subtransaction. */
TransactionId procarray_assign_xid(bool subxact);
/* The transaction ended: this thread runs no xid any more (call after the clog is written). */
void procarray_end_xact(void);
/* The xid no snapshot of any running transaction can need as running: VACUUM's horizon. */
TransactionId procarray_oldest_xmin(void);
/* The slot number of the thread running xid (top or sub), or -1 if none does. */
int procarray_xid_owner(TransactionId xid);
/* This thread's slot number (assigned on first use), and its backend pid for messages. */
int procarray_my_procno(void);
int procarray_pid(int procno);
void procarray_set_my_pid(int pid);
/* Give this thread's slot back (a session that ends; thread exit does it too). */
void procarray_release_my_slot(void);
int procarray_max_procs(void);
/* What slot procno runs now: its top-level xid and its first snapshot's xmin (0: none). */
void procarray_slot_xids(int procno, TransactionId *xid, TransactionId *xmin);
/* The xids slot procno runs (top-level first, then its subtransactions'): their number, of
 * which the first max are copied to out. */
int procarray_slot_running_xids(int procno, TransactionId *out, int max);

#endif /* BASALT_SNAPSHOT_H */
