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

/* An open relation. Read-only for callers; opened and closed through the catalog. */
typedef struct RelationData {
    Oid rd_id;
    char relname[NAMEDATALEN];
    Oid relnamespace;
    char relkind;
    char relpersistence;
    uint32 relfilenode;
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
HeapTuple heap_getnext(HeapScanDesc scan); /* NULL at the end */
void heap_rescan(HeapScanDesc scan);
void heap_endscan(HeapScanDesc scan);

/* Row changes, in the current transaction and command (storage/xact.h). */
void heap_insert(Relation rel, HeapTuple tup); /* sets tup->t_self */
void heap_delete(Relation rel, ItemPointer tid);
void heap_update(Relation rel, ItemPointer otid, HeapTuple newtup); /* sets newtup->t_self */
BlockNumber heap_relation_nblocks(Relation rel);

#endif /* BASALT_HEAPAM_H */
