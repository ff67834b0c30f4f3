/*
 * catalog_partition.c: the rows of pg_partitioned_table and pg_inherits.
 *
 * The one idea: as pg_policy (catalog_policy.c), small heaps scanned in the current
 * transaction; a change is a new row version, so partitioning DDL is MVCC-visible and rolls
 * back. The column order is catalog.c's (pg_partitioned_table_cols, pg_inherits_cols).
 */
#include "storage/catalog_partition.h"

#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_internal.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum {
    Anum_pt_partrelid,
    Anum_pt_partstrat,
    Anum_pt_partnatts,
    Anum_pt_partdefid,
    Anum_pt_partattrs,
    Natts_pg_partitioned_table
};
enum {
    Anum_inh_inhrelid,
    Anum_inh_inhparent,
    Anum_inh_inhseqno,
    Anum_inh_inhdetachpending,
    Natts_pg_inherits
};

static void lock_catalog(Oid catalog)
{
    lock_relation(catalog, RowExclusiveLock);
    xact_note_catalog_change();
}

static HeapTuple form_key_row(RelationData *rel, const PartitionKeyRow *row)
{
    Datum v[Natts_pg_partitioned_table];
    bool n[Natts_pg_partitioned_table] = {false};
    v[Anum_pt_partrelid] = ObjectIdGetDatum(row->relid);
    v[Anum_pt_partstrat] = (Datum)(uint8)row->strategy;
    v[Anum_pt_partnatts] = Int16GetDatum((int16)row->natts);
    v[Anum_pt_partdefid] = ObjectIdGetDatum(row->defaultpart);
    v[Anum_pt_partattrs] = PointerGetDatum(int2vector_make(row->attnums, row->natts));
    return heap_form_tuple(rel->rd_att, v, n);
}

void catalog_create_partition_key(const PartitionKeyRow *row)
{
    lock_catalog(PartitionedRelationId);
    RelationData rel;
    catalog_rel(PartitionedRelationId, &rel);
    HeapTuple tup = form_key_row(&rel, row);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

bool catalog_partition_key(Oid relid, PartitionKeyRow *out)
{
    RelationData rel;
    catalog_rel(PartitionedRelationId, &rel);
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    bool found = false;
    while (!found && (tup = heap_getnext(scan)) != NULL) {
        Datum v[Natts_pg_partitioned_table];
        bool n[Natts_pg_partitioned_table];
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_pt_partrelid]) != relid)
            continue;
        memset(out, 0, sizeof(*out));
        out->relid = relid;
        out->strategy = (char)v[Anum_pt_partstrat];
        out->natts = Min(DatumGetInt16(v[Anum_pt_partnatts]), PARTITION_MAX_KEYS);
        out->defaultpart = DatumGetObjectId(v[Anum_pt_partdefid]);
        int2vector_parse((varlena *)DatumGetPointer(v[Anum_pt_partattrs]), out->attnums,
                         out->natts);
        out->tid = tup->t_self;
        found = true;
    }
    heap_endscan(scan);
    return found;
}

void catalog_set_default_partition(Oid relid, Oid defaultpart)
{
    PartitionKeyRow row;
    if (!catalog_partition_key(relid, &row))
        elog(ERROR, "relation %u is not partitioned", relid);
    lock_catalog(PartitionedRelationId);
    row.defaultpart = defaultpart;
    RelationData rel;
    catalog_rel(PartitionedRelationId, &rel);
    HeapTuple tup = form_key_row(&rel, &row);
    heap_update(&rel, &row.tid, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

void catalog_drop_partition_key(Oid relid)
{
    PartitionKeyRow row;
    if (!catalog_partition_key(relid, &row))
        return;
    lock_catalog(PartitionedRelationId);
    RelationData rel;
    catalog_rel(PartitionedRelationId, &rel);
    heap_delete(&rel, &row.tid);
    xact_command_counter_increment();
}

void catalog_add_inherits(Oid child, Oid parent)
{
    lock_catalog(InheritsRelationId);
    RelationData rel;
    catalog_rel(InheritsRelationId, &rel);
    Datum v[Natts_pg_inherits];
    bool n[Natts_pg_inherits] = {false};
    v[Anum_inh_inhrelid] = ObjectIdGetDatum(child);
    v[Anum_inh_inhparent] = ObjectIdGetDatum(parent);
    v[Anum_inh_inhseqno] = Int32GetDatum(1);
    v[Anum_inh_inhdetachpending] = BoolGetDatum(false);
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
    xact_command_counter_increment();
}

/* Every (child, parent) row, with where it is; child InvalidOid: all of them. */
typedef struct InhRow {
    Oid child, parent;
    ItemPointerData tid;
} InhRow;

static List *scan_inherits(void)
{
    RelationData rel;
    catalog_rel(InheritsRelationId, &rel);
    List *out = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        Datum v[Natts_pg_inherits];
        bool n[Natts_pg_inherits];
        heap_deform_tuple(tup, rel.rd_att, v, n);
        InhRow *r = palloc(sizeof(InhRow));
        r->child = DatumGetObjectId(v[Anum_inh_inhrelid]);
        r->parent = DatumGetObjectId(v[Anum_inh_inhparent]);
        r->tid = tup->t_self;
        out = lappend(out, r);
    }
    heap_endscan(scan);
    return out;
}

void catalog_drop_inherits(Oid child)
{
    ListCell *lc;
    foreach (lc, scan_inherits()) {
        InhRow *r = lfirst(lc);
        if (r->child != child)
            continue;
        lock_catalog(InheritsRelationId);
        RelationData rel;
        catalog_rel(InheritsRelationId, &rel);
        heap_delete(&rel, &r->tid);
        xact_command_counter_increment();
    }
}

static int oid_cmp(const void *a, const void *b)
{
    Oid x = *(const Oid *)a, y = *(const Oid *)b;
    return x < y ? -1 : x > y;
}

List *catalog_partitions(Oid parent)
{
    List *rows = scan_inherits();
    Oid *arr = palloc(sizeof(Oid) * (size_t)(list_length(rows) + 1));
    int n = 0;
    ListCell *lc;
    foreach (lc, rows)
        if (((InhRow *)lfirst(lc))->parent == parent)
            arr[n++] = ((InhRow *)lfirst(lc))->child;
    qsort(arr, (size_t)n, sizeof(Oid), oid_cmp);
    List *out = NIL;
    for (int i = 0; i < n; i++)
        out = lappend_oid(out, arr[i]);
    return out;
}

Oid catalog_partition_parent(Oid child)
{
    ListCell *lc;
    foreach (lc, scan_inherits())
        if (((InhRow *)lfirst(lc))->child == child)
            return ((InhRow *)lfirst(lc))->parent;
    return InvalidOid;
}

void catalog_drop_partitioning(Oid relid)
{
    Oid parent = catalog_partition_parent(relid);
    if (OidIsValid(parent)) {
        PartitionKeyRow row;
        if (catalog_partition_key(parent, &row) && row.defaultpart == relid)
            catalog_set_default_partition(parent, InvalidOid);
        catalog_drop_inherits(relid);
    }
    catalog_drop_partition_key(relid);
}
