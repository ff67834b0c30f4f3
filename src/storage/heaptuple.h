/*
 * heaptuple.h: the on-page layout of a heap tuple.
 *
 * A tuple is a fixed header, an optional null bitmap, padding to MAXALIGN, then the non-null
 * column values one after the other, each aligned as its attalign says (offsets counted from
 * the start of the data, which is itself MAXALIGNed). Nulls take no data space.
 *
 *   OFFSET  SIZE  DESCRIPTION
 *        0     8  t_xmin: xid that inserted the tuple
 *        8     8  t_xmax: xid that deleted (or updated) it, 0 if none
 *       16     4  t_cid: command id of the insert within t_xmin
 *       20     4  t_cmax: command id of the delete within t_xmax
 *       24     8  t_ctid: this tuple's own tid, or its newer version's after an UPDATE
 *                 (block 4 bytes, offset number 2, 2 padding)
 *       32     2  t_natts: number of attributes stored (columns added later read as null)
 *       34     2  t_infomask: HEAP_* flags below
 *       36     1  t_hoff: offset of the data from the tuple start (MAXALIGNed)
 *       37     n  t_bits: null bitmap, one bit per attribute, 1 = not null (if HEAP_HASNULL)
 *   t_hoff        column data
 *
 * Hint bits (HEAP_XMIN_COMMITTED ...) cache what the commit log said about t_xmin / t_xmax once
 * it became final; they may be set under a share lock, since they only ever repeat the clog.
 */
#ifndef BASALT_HEAPTUPLE_H
#define BASALT_HEAPTUPLE_H

#include "storage/heapam.h"
#include "storage/page.h"
#include "storage/xact.h"

struct HeapTupleHeaderData {
    TransactionId t_xmin;
    TransactionId t_xmax;
    CommandId t_cid;
    CommandId t_cmax;
    ItemPointerData t_ctid;
    uint16 t_natts;
    uint16 t_infomask;
    uint8 t_hoff;
    uint8 t_bits[]; /* null bitmap */
};
typedef HeapTupleHeaderData *HeapTupleHeader;

#define SizeofHeapTupleHeader offsetof(HeapTupleHeaderData, t_bits)

#define HEAP_HASNULL 0x0001        /* has a null bitmap */
#define HEAP_HASVARWIDTH 0x0002    /* has variable-width attributes */
/*
 * Row locks (SELECT ... FOR UPDATE/SHARE): t_xmax holds the locker and HEAP_XMAX_LOCK_ONLY says
 * the row was only locked, not deleted; the other bits give the strength. One locker at a time
 * (no multixacts): see src/storage/README.md.
 */
#define HEAP_XMAX_FOR_UPDATE 0x0004  /* with LOCK_ONLY|EXCL: FOR UPDATE (else FOR NO KEY UPDATE) */
#define HEAP_XMAX_KEYSHR_LOCK 0x0010 /* FOR KEY SHARE */
#define HEAP_XMAX_EXCL_LOCK 0x0040   /* FOR NO KEY UPDATE / FOR UPDATE */
#define HEAP_XMAX_SHR_LOCK (HEAP_XMAX_EXCL_LOCK | HEAP_XMAX_KEYSHR_LOCK) /* FOR SHARE */
#define HEAP_XMAX_LOCK_ONLY 0x0080   /* t_xmax only locks the row */
#define HEAP_LOCK_MASK (HEAP_XMAX_FOR_UPDATE | HEAP_XMAX_SHR_LOCK | HEAP_XMAX_LOCK_ONLY)
#define HEAP_XMIN_COMMITTED 0x0100 /* t_xmin committed (hint) */
#define HEAP_XMIN_INVALID 0x0200   /* t_xmin aborted (hint) */
#define HEAP_XMAX_COMMITTED 0x0400 /* t_xmax committed (hint) */
#define HEAP_XMAX_INVALID 0x0800   /* t_xmax aborted or none (hint) */
#define HEAP_UPDATED 0x2000        /* this is the new version of an updated row */
#define HEAP_XACT_MASK 0x0F00      /* all hint bits */

/* The HeapTupleData and its data are one palloc chunk; the data starts here. */
#define HEAPTUPLESIZE MAXALIGN(sizeof(HeapTupleData))

/* The largest tuple a heap page can store (no TOAST yet). */
#define MaxHeapTupleSize MaxPageItemSize

bool heap_attisnull(HeapTuple tuple, int attnum); /* 1-based */
/* off rounded up for a value of alignment attalign ('c' 's' 'i' 'd'), as tuples lay them out. */
size_t heap_align_for(char attalign, size_t off);

#endif /* BASALT_HEAPTUPLE_H */
