/*
 * vacuum.h: removing dead row versions from a table's heap (the storage side of VACUUM).
 *
 * VACUUM runs in three passes, as PostgreSQL's lazy vacuum does: heap_vacuum_collect finds the
 * tuples no snapshot can see any more, the caller has every index of the table drop the
 * entries pointing at them (ambulkdelete with heap_vacuum_tid_is_dead), then heap_vacuum_reap
 * frees their line pointers, compacts the pages and tells the free space map.
 */
#ifndef BASALT_VACUUM_H
#define BASALT_VACUUM_H

#include "storage/heapam.h"
#include "storage/xact.h"

typedef struct VacuumDeadTids {
    ItemPointerData *tids; /* sorted by block, then offset */
    int64 n, cap;
    double live_tuples;    /* what the scan left in place */
    BlockNumber pages;
} VacuumDeadTids;

void heap_vacuum_collect(Relation rel, TransactionId oldest_xmin, VacuumDeadTids *dead);
/* An IndexBulkDeleteCallback: state is the VacuumDeadTids. */
bool heap_vacuum_tid_is_dead(ItemPointer tid, void *state);
/* Returns the number of tuples removed (pages someone else had pinned are left for later). */
int64 heap_vacuum_reap(Relation rel, const VacuumDeadTids *dead);

/*
 * VACUUM FULL (heap_rewrite.c): copy every tuple of old that is not dead below oldest_xmin
 * into new, a relation whose file is new and empty (relfilenode.h), packed page after page.
 * Tuples keep their headers (xmin, xmax, hint bits), so every snapshot sees the copies as it
 * saw the originals; each one's t_ctid becomes its new place, or its successor's new place if
 * it is an updated version whose successor was copied too. The pages are logged as whole
 * images (none for an unlogged table).
 */
typedef struct HeapRewriteResult {
    double kept;          /* tuples copied */
    double removed;       /* dead tuples left behind */
    double recently_dead; /* copied, though the current snapshot no longer sees them */
    BlockNumber old_pages, new_pages;
} HeapRewriteResult;

void heap_rewrite(Relation old, Relation new_rel, TransactionId oldest_xmin,
                  HeapRewriteResult *out);

/*
 * ALTER COLUMN TYPE (heap_rewrite.c): new tuples appended to rel, whose file is new, empty and
 * private to the transaction (relfilenode.h), packed page after page, each page logged once as
 * a whole image when full (at heap_bulk_end for the last), as heap_rewrite's. The tuples are
 * new versions of this command, as heap_insert makes them; they get no index entries (the
 * caller builds the indexes again afterwards).
 */
typedef struct HeapBulkInsert HeapBulkInsert;
HeapBulkInsert *heap_bulk_begin(Relation rel);
void heap_bulk_insert(HeapBulkInsert *b, HeapTuple tup);
void heap_bulk_end(HeapBulkInsert *b);

#endif /* BASALT_VACUUM_H */
