/*
 * heapam.h: tables as the executor sees them: relations, heap tuples and their access.
 *
 * A heap tuple is a header (MVCC fields, null bitmap) followed by the column values laid out by
 * the TupleDesc's attlen/attalign. heap_form_tuple builds one from values and nulls; a scan
 * returns the visible tuples of a relation one by one. Tuples returned by heap_getnext point
 * into a pinned buffer and are valid until the next heap_getnext/heap_endscan on that scan:
 * heap_copytuple() them to keep them longer.
 */
#ifndef BASALT_HEAPAM_H
#define BASALT_HEAPAM_H

#include "common/basalt.h"
#include "storage/lock.h"
#include "storage/tupdesc.h"

typedef uint32 BlockNumber;
#define InvalidBlockNumber ((BlockNumber)0xFFFFFFFF)

/* Where a tuple lives: page number and 1-based line pointer number. */
typedef struct ItemPointerData {
    BlockNumber ip_blkid;
    uint16 ip_posid;
} ItemPointerData;
typedef ItemPointerData *ItemPointer;

typedef struct HeapTupleHeaderData HeapTupleHeaderData; /* layout in storage/heaptuple.h */

typedef struct HeapTupleData {
    uint32 t_len;            /* length of *t_data */
    ItemPointerData t_self;  /* where it is stored, if it is */
    Oid t_tableOid;
    HeapTupleHeaderData *t_data;
} HeapTupleData;
typedef HeapTupleData *HeapTuple;

#define RELKIND_RELATION 'r'
#define RELKIND_INDEX 'i'
#define RELKIND_VIEW 'v'
#define RELKIND_SEQUENCE 'S'
#define RELKIND_FOREIGN_TABLE 'f'
#define RELKIND_PARTITIONED_TABLE 'p' /* declarative partitioning: storage/catalog_partition.h */
/* an index on a partitioned table: no storage, one index per partition (pg_inherits) */
#define RELKIND_PARTITIONED_INDEX 'I'
/* a row type; in Basalt only ON CONFLICT's EXCLUDED row, which has no system columns */
#define RELKIND_COMPOSITE_TYPE 'c'

/* An open relation. Read-only for callers; opened and closed through the catalog. */
typedef struct RelationData {
    Oid rd_id;
    char relname[NAMEDATALEN];
    Oid relnamespace;
    char relkind;
    char relpersistence;
    uint32 relfilenode;
    int16 relchecks; /* how many CHECK constraints it has (pg_class.relchecks) */
    bool relhastriggers; /* a foreign key may be on it or reference it */
    bool relrowsecurity, relforcerowsecurity; /* ENABLE / FORCE ROW LEVEL SECURITY */
    TupleDesc rd_att;
    struct RelationPrivate *rd_private; /* storage's own state */
} RelationData;
typedef RelationData *Relation;

HeapTuple heap_form_tuple(TupleDesc desc, const Datum *values, const bool *isnull);
/* By-reference values point into the tuple's data. */
void heap_deform_tuple(HeapTuple tuple, TupleDesc desc, Datum *values, bool *isnull);
HeapTuple heap_copytuple(HeapTuple tuple);
void heap_freetuple(HeapTuple tuple);

typedef struct HeapScanDescData *HeapScanDesc;
HeapScanDesc heap_beginscan(Relation rel);
/*
 * An index build's scan (PG's SnapshotAny with HeapTupleSatisfiesVacuum): every tuple some
 * running snapshot may still see, not only the current snapshot's, so that an older snapshot
 * finds its rows through the new index too. heap_scan_tuple_live says whether the tuple
 * returned last is live (not deleted by a committed transaction or this one): the ones a
 * unique index's duplicate check counts.
 */
HeapScanDesc heap_beginscan_nondead(Relation rel);
bool heap_scan_tuple_live(HeapScanDesc scan);
HeapTuple heap_getnext(HeapScanDesc scan); /* NULL at the end */
void heap_rescan(HeapScanDesc scan);
/* Read only the blocks want(blk, arg) accepts (TABLESAMPLE SYSTEM); NULL: all again. */
typedef bool (*HeapBlockFilter)(BlockNumber blk, void *arg);
void heap_scan_set_block_filter(HeapScanDesc scan, HeapBlockFilter want, void *arg);
/* Return only the items want(blk, off, arg) accepts, judging no others' visibility
 * (TABLESAMPLE BERNOULLI); NULL: all again. Block and item filters share arg. */
typedef bool (*HeapItemFilter)(BlockNumber blk, uint16 off, void *arg);
void heap_scan_set_item_filter(HeapScanDesc scan, HeapItemFilter want, void *arg);
void heap_endscan(HeapScanDesc scan);

/* Row changes, in the current transaction and command (storage/xact.h). */
void heap_insert(Relation rel, HeapTuple tup); /* sets tup->t_self */
void heap_delete(Relation rel, ItemPointer tid);
void heap_update(Relation rel, ItemPointer otid, HeapTuple newtup); /* sets newtup->t_self */
BlockNumber heap_relation_nblocks(Relation rel);

/*
 * Row changes that report what stood in the way (PG's TM_Result). A row another transaction
 * is changing is waited for; then HEAP_TM_UPDATED (its newer version is at *newer) or
 * HEAP_TM_DELETED say a committed transaction got there first, and the caller decides (READ
 * COMMITTED re-checks the newer version, REPEATABLE READ raises 40001). heap_delete and
 * heap_update are these, ignoring the result.
 */
typedef enum HeapTmResult {
    HEAP_TM_OK,
    HEAP_TM_SELF_MODIFIED, /* already changed by this very command */
    HEAP_TM_UPDATED,
    HEAP_TM_DELETED,
    HEAP_TM_WOULD_BLOCK, /* nowait, and another transaction holds it */
    HEAP_TM_INVISIBLE,   /* heap_lock_tuple only: inserted by this very command */
} HeapTmResult;
HeapTmResult heap_delete_tm(Relation rel, ItemPointer tid, ItemPointer newer);
HeapTmResult heap_update_tm(Relation rel, ItemPointer otid, HeapTuple newtup,
                            ItemPointer newer);
/* SELECT ... FOR <mode>: mode is an MvccLockMode (storage/mvcc.h), 0 KEY SHARE .. 3 UPDATE. */
HeapTmResult heap_lock_tuple(Relation rel, ItemPointer tid, int mode, bool nowait,
                             ItemPointer newer);
/*
 * Take back a speculative insert (INSERT ... ON CONFLICT lost the race for a key): the tuple
 * this transaction inserted at tid becomes dead at once, for every transaction, as if its
 * inserter had aborted (PG's heap_abort_speculative), so no one waits for us because of it.
 */
void heap_abort_speculative(Relation rel, ItemPointer tid);
/* The newest committed version of the row whose version is at tid (a palloc'd copy), or NULL
 * if the row was deleted. */
HeapTuple heap_fetch_latest(Relation rel, ItemPointer tid);

/*
 * Index support (heapam_fetch.c). heap_fetch: the tuple at tid if the current command sees it
 * (tup points into the page, pinned in *bufp: pass InvalidBuffer (0) the first time, the same
 * bufp again for the next fetch, then heap_fetch_release). heap_tuple_liveness: what a unique
 * check needs to know about the version at tid, whichever command wrote it; "committed" counts
 * this transaction's own changes (its live savepoints' too), a row lock is no delete, and for
 * the two IN_PROGRESS answers *xwait (if not NULL) is the transaction to wait for (lock.h's
 * lock_wait_xid) before asking again.
 * heap_tuple_unseen_by_snapshot: the version at tid is invisible to the current snapshot and
 * not this transaction's own (ON CONFLICT's 40001 test at REPEATABLE READ, PG's
 * ExecCheckTupleNotVisible).
 */
typedef enum HeapLiveness {
    HEAP_TUPLE_DEAD,                /* inserter aborted, or a committed (or own) delete */
    HEAP_TUPLE_LIVE,                /* committed (or own) insert, not deleted */
    HEAP_TUPLE_INSERT_IN_PROGRESS,  /* inserted by another transaction still running */
    HEAP_TUPLE_DELETE_IN_PROGRESS,  /* live, being deleted by another running transaction */
} HeapLiveness;
bool heap_fetch(Relation rel, ItemPointer tid, HeapTuple tup, int *bufp);
void heap_fetch_release(int *bufp);
/* A palloc'd copy of the version at tid whoever may see it (NULL if the slot is empty): the row
 * a statement just updated or deleted, for its foreign keys. */
HeapTuple heap_copy_version(Relation rel, ItemPointer tid);
HeapLiveness heap_tuple_liveness(Relation rel, ItemPointer tid, TransactionId *xwait);
bool heap_tuple_unseen_by_snapshot(Relation rel, ItemPointer tid);

#endif /* BASALT_HEAPAM_H */
