/*
 * utility_partition.c: the DDL of declarative partitioning: a new partition (CREATE TABLE
 * ... PARTITION OF, ATTACH PARTITION), DETACH PARTITION, and what DROP TABLE of a partitioned
 * table or a partition removes.
 *
 * The one idea: a partition is an ordinary table plus three catalog facts (its pg_inherits
 * row, relispartition/relpartbound, and partdefid if it is the DEFAULT one); these functions
 * keep the three together and check a bound against the parent's other partitions first.
 */
#include "executor/partition.h"

#include <string.h>

#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "planner/primnodes.h"
#include "storage/heaptuple.h"

static void check_columns(Relation parent, Relation child)
{
    TupleDesc pd = parent->rd_att, cd = child->rd_att;
    for (int i = 0; i < cd->natts; i++) {
        Form_attribute ca = TupleDescAttr(cd, i);
        if (ca->attisdropped)
            continue;
        int j;
        for (j = 0; j < pd->natts; j++)
            if (strcmp(TupleDescAttr(pd, j)->attname, ca->attname) == 0)
                break;
        if (j == pd->natts)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("table \"%s\" contains column \"%s\" not found in parent \"%s\"",
                           child->relname, ca->attname, parent->relname),
                    errdetail("The new partition may contain only the columns present in "
                              "parent."));
        if (TupleDescAttr(pd, j)->atttypid != ca->atttypid)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("child table \"%s\" has different type for column \"%s\"",
                           child->relname, ca->attname));
        if (TupleDescAttr(pd, j)->attnotnull && !ca->attnotnull)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("column \"%s\" in child table must be marked NOT NULL",
                           ca->attname));
        if (j != i)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("a partition's columns must be in its parent's order"));
    }
    for (int j = 0; j < pd->natts; j++)
        if (j >= cd->natts)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("child table is missing column \"%s\"", TupleDescAttr(pd, j)->attname));
}

/* ATTACH: every row already in child must belong to the new bound. */
static void check_rows(const PartKey *key, const PartBound *bound, Relation child)
{
    if (bound->is_default || child->relkind != RELKIND_RELATION)
        return;
    PartKey only = *key;
    only.parts = (PartBound *)bound;
    only.nparts = 1;
    only.defaultpart = InvalidOid;
    TupleDesc desc = child->rd_att;
    Datum *v = palloc(sizeof(Datum) * (size_t)(desc->natts + 1));
    bool *n = palloc(sizeof(bool) * (size_t)(desc->natts + 1));
    HeapScanDesc scan = heap_beginscan(child);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, desc, v, n);
        if (!OidIsValid(exec_partition_for_row(&only, v, n))) {
            heap_endscan(scan);
            ereport(ERROR, errcode(ERRCODE_CHECK_VIOLATION),
                    errmsg("partition constraint of relation \"%s\" is violated by some row",
                           child->relname));
        }
    }
    heap_endscan(scan);
}

void exec_partition_attach(Oid parent, Oid child, const char *boundtext, int location, bool rows)
{
    PartKey *key = exec_partition_key(parent);
    Relation prel = relation_open(parent, AccessExclusiveLock);
    Relation crel = relation_open(child, AccessExclusiveLock);
    if (key == NULL)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("table \"%s\" is not partitioned", prel->relname));
    if (OidIsValid(catalog_partition_parent(child)))
        ereport(ERROR, errcode(ERRCODE_OBJECT_IN_USE),
                errmsg("\"%s\" is already a partition", crel->relname));
    if (child == parent)
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_TABLE), errmsg("circular inheritance not allowed"),
                errdetail("\"%s\" is already a child of \"%s\".", crel->relname, prel->relname));
    check_columns(prel, crel);
    PartBound *bound = exec_parse_partition_bound(key, child, boundtext);
    exec_check_partition_overlap(key, bound, boundtext, crel->relname,
                                 key->strategy == 'h' ? -1 : location);
    if (rows)
        check_rows(key, bound, crel);
    relation_close(crel);
    relation_close(prel);
    catalog_add_inherits(child, parent);
    catalog_set_partition_bound(child, boundtext);
    if (bound->is_default)
        catalog_set_default_partition(parent, child);
    exec_partition_attach_indexes(parent, child, rows);
}

void exec_partition_detach(Oid parent, struct RangeVar *rv)
{
    Oid child = exec_lookup_relation(rv);
    Relation prel = relation_open(parent, AccessExclusiveLock);
    Relation crel = relation_open(child, AccessExclusiveLock);
    if (catalog_partition_parent(child) != parent)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_TABLE),
                errmsg("relation \"%s\" is not a partition of relation \"%s\"", crel->relname,
                       prel->relname));
    relation_close(crel);
    relation_close(prel);
    PartitionKeyRow row;
    if (catalog_partition_key(parent, &row) && row.defaultpart == child)
        catalog_set_default_partition(parent, InvalidOid);
    exec_partition_detach_indexes(parent, child);
    catalog_drop_inherits(child);
    catalog_set_partition_bound(child, NULL);
}

static void expand_one(Oid relid, List **out)
{
    if (list_member_oid(*out, relid))
        return;
    ListCell *lc;
    foreach (lc, catalog_partitions(relid))
        expand_one(lfirst_oid(lc), out);
    *out = lappend_oid(*out, relid);
}

List *exec_partition_drop_expand(List *relids)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, relids)
        expand_one(lfirst_oid(lc), &out);
    return out;
}

void exec_create_partitioning(Oid relid, const CreateTableInfo *ct)
{
    if (ct->partstrat) {
        PartitionKeyRow row;
        memset(&row, 0, sizeof(row));
        row.relid = relid;
        row.strategy = ct->partstrat;
        ListCell *lc;
        foreach (lc, ct->partattrs)
            row.attnums[row.natts++] = (int16)lfirst_int(lc);
        catalog_create_partition_key(&row);
    }
    if (OidIsValid(ct->partparent))
        exec_partition_attach(ct->partparent, relid, ct->partbound, ct->partbound_location, false);
}

List *exec_partition_leaves(Oid relid)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_partitions(relid)) {
        Oid child = lfirst_oid(lc);
        PartitionKeyRow row;
        if (catalog_partition_key(child, &row))
            out = list_concat(out, exec_partition_leaves(child));
        else
            out = lappend_oid(out, child);
    }
    return out;
}
