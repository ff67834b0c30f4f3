/*
 * heapam_private.h: storage's private per-relation state (RelationData.rd_private).
 *
 * One RelationPrivate exists per relfilenode for the life of the server and is shared by every
 * open of the relation in every thread; it holds only hints, read and written atomically.
 */
#ifndef BASALT_HEAPAM_PRIVATE_H
#define BASALT_HEAPAM_PRIVATE_H

#include "storage/heapam.h"

struct RelationPrivate {
    uint32 relfilenode;
    BlockNumber target_block; /* where the last insert found room (atomic), or Invalid */
    struct RelationPrivate *next;
};

struct RelationPrivate *heap_relation_private(uint32 relfilenode);
/* What every insert does before the tuple goes on a page: the size and disk-space checks, the
 * header (xmin, cid, no xmax), the activity count (heap_insert, heap_bulk_insert). */
void heap_prepare_insert(Relation rel, HeapTuple tup);
void heap_private_reset(void); /* storage_shutdown: forget every hint */

/*
 * WAL for heap pages (heapam_wal.c); call with the buffer exclusively locked, after the change
 * and MarkBufferDirty. No-ops for relations that are not logged.
 */
#include "storage/bufmgr.h"
/* The tuple now at off is new; init_page: the page was initialised for it. vmbuf: the
 * visibility map page whose bit the change cleared (visibilitymap_clear), or InvalidBuffer. */
void heap_wal_log_insert(Relation rel, Buffer buf, OffsetNumber off, bool init_page, Buffer vmbuf);
/* The fixed header of the tuple at off changed (xmax, cmax, infomask, ctid) or pd_prune_xid. */
void heap_wal_log_header(Relation rel, Buffer buf, OffsetNumber off, Buffer vmbuf);
/* VACUUM set the page's PD_ALL_VISIBLE and its bit on map page vmbuf (both locked). */
void heap_wal_log_visible(Relation rel, Buffer buf, Buffer vmbuf);
/* The whole tuple at off was overwritten in place, same length (a sequence's state). */
void heap_wal_log_inplace(Relation rel, Buffer buf, OffsetNumber off);

#endif /* BASALT_HEAPAM_PRIVATE_H */
