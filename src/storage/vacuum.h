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

#endif /* BASALT_VACUUM_H */
