/*
 * index_create.c: creating an index on a table: the catalog rows, then the access method's
 * bulk build over the table's current rows.
 *
 * TRUNCATE, VACUUM FULL and ALTER COLUMN TYPE build an index again the same way, in a new file
 * (index_rebuild; index_rebuild_retyped with the key columns' new types).
 *
 * The one idea: the table is locked exclusively for the build (PG takes a SHARE lock that only
 * blocks writers; Basalt's lock manager has no such mode yet), so every row's inserter has
 * finished. The build indexes every row version some running snapshot may still see
 * (storage's heap_beginscan_nondead), not only the current snapshot's: an older REPEATABLE READ
 * snapshot must find its rows through the new index too. There is no HOT, so unlike PG no
 * index is ever unusable by old snapshots (pg_index.indcheckxmin).
 */
#include "index/indexam.h"

#include <stdio.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "storage/backend_status.h"
#include "storage/relfilenode.h"
#include "storage/visibilitymap.h"

/* Index columns are named after table columns; a repeated one gets a number, as in PG (a, a1). */
static void unique_column_name(TupleDesc desc, int i)
{
    char base[NAMEDATALEN];
    memcpy(base, TupleDescAttr(desc, i)->attname, NAMEDATALEN);
    for (int suffix = 1;; suffix++) {
        bool taken = false;
        for (int j = 0; j < i; j++)
            taken |= strcmp(TupleDescAttr(desc, j)->attname, TupleDescAttr(desc, i)->attname) == 0;
        if (!taken)
            return;
        char num[16];
        int nlen = snprintf(num, sizeof(num), "%d", suffix);
        size_t blen = Min(strlen(base), (size_t)(NAMEDATALEN - 1 - nlen));
        memcpy(TupleDescAttr(desc, i)->attname, base, blen);
        memcpy(TupleDescAttr(desc, i)->attname + blen, num, (size_t)nlen + 1);
    }
}

/* Column i of an index: the table column's type, collation and shape (42704 if a key
 * column's type has no default operator class for the method; INCLUDE columns need none). */
static void key_column(TupleDesc desc, int i, const FormData_attribute *heapatt,
                       const IndexAmRoutine *am,
                       bool is_key)
{
    Form_attribute a = TupleDescAttr(desc, i);
    *a = *heapatt;
    if (is_key && am->amhasopclass && !am->amhasopclass(a->atttypid))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("data type %s has no default operator class for access method \"%s\"",
                       type_format(a->atttypid), am->amname),
                errhint("You must specify an operator class for the index or define a "
                        "default operator class for the data type."));
    a->attnum = (int16)(i + 1);
    a->attnotnull = false;
    a->atthasdef = false;
}

/* A never counted relation (reltuples -1) that is still empty stays "never counted". */
static double counted_tuples(Oid relid, double tuples)
{
    BlockNumber pages, allvisible;
    double old;
    if (tuples == 0 && catalog_relstats(relid, &pages, &old, &allvisible) && old < 0)
        return -1;
    return tuples;
}

/* PG's index_update_stats after a build: the table's and the index's sizes in pg_class. The
 * index's count is what the build put in it, 0 for an empty table (PG's too, which JDBC's
 * getIndexInfo shows as CARDINALITY). */
static void update_build_stats(Relation heap, IndexRelation ir, IndexBuildResult r)
{
    catalog_set_relstats(heap->rd_id, heap_relation_nblocks(heap),
                         counted_tuples(heap->rd_id, r.heap_tuples), visibilitymap_count(heap));
    catalog_set_relstats(ir->rel->rd_id, heap_relation_nblocks(ir->rel), r.index_tuples, 0);
}

Oid index_create(Relation heap, const char *name, Oid nspoid, Oid amoid, int nkeys, int nincluded,
                 const int16 *attnums, const int16 *options, bool unique, bool primary, List *with,
                 const IndexExprDef *exprs)
{
    int natts = nkeys + nincluded;
    const IndexAmRoutine *am = index_am_by_oid(amoid);
    if (am == NULL)
        elog(ERROR, "access method %u does not exist", amoid);
    if (nkeys < 1 || natts > INDEX_MAX_KEYS)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("cannot use more than %d columns in an index", INDEX_MAX_KEYS));
    if (unique && !am->amcanunique)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("access method \"%s\" does not support unique indexes", am->amname));
    if (nkeys > 1 && !am->amcanmulticol)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("access method \"%s\" does not support multicolumn indexes",
                       am->amname));
    if (nincluded > 0 && !am->amcaninclude)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("access method \"%s\" does not support included columns", am->amname));
    TupleDesc desc = tupdesc_create(natts);
    IndexFormData form = {.indrelid = heap->rd_id,
                          .relam = amoid,
                          .indnatts = (int16)natts,
                          .indnkeyatts = (int16)nkeys,
                          .indisunique = unique,
                          .indisprimary = primary};
    for (int i = 0; i < natts; i++) {
        const FormData_attribute *att = NULL;
        if (attnums[i] == 0 && exprs && exprs->exprcols[i])
            att = exprs->exprcols[i];
        else if (attnums[i] >= 1 && attnums[i] <= heap->rd_att->natts)
            att = TupleDescAttr(heap->rd_att, attnums[i] - 1);
        else
            elog(ERROR, "index column %d out of range", attnums[i]);
        key_column(desc, i, att, am, i < nkeys);
        unique_column_name(desc, i);
        form.indkey[i] = attnums[i];
        form.indoption[i] = options && i < nkeys ? options[i] : 0;
    }
    Oid indexoid = catalog_create_index(name, nspoid, desc, &form, exprs ? exprs->indexprs : NULL,
                                        exprs ? exprs->indpred : NULL);
    if (heap->relkind == RELKIND_PARTITIONED_TABLE) {
        /* a partitioned index has no entries (its partitions' indexes do): 0, as PG shows */
        catalog_set_relstats(indexoid, 0, 0, 0);
        return indexoid;
    }
    IndexRelation ir = index_open(indexoid, AccessExclusiveLock);
    ir->options = with;
    /* CREATE INDEX reports its progress; other index builds (constraints) do not */
    static const int params[] = {PROGRESS_CREATEIDX_INDEX_OID,
                                 PROGRESS_CREATEIDX_ACCESS_METHOD_OID, PROGRESS_CREATEIDX_PHASE,
                                 PROGRESS_CREATEIDX_SUBPHASE};
    const int64 values[] = {indexoid, amoid, PROGRESS_CREATEIDX_PHASE_BUILD,
                            PROGRESS_CREATEIDX_SUBPHASE_INITIALIZE};
    backend_progress_update_multi(backend_progress_current(PROGRESS_COMMAND_CREATE_INDEX),
                                  lengthof(params), params, values);
    update_build_stats(heap, ir, ir->am->ambuild(heap, ir));
    index_close(ir);
    return indexoid;
}

void index_rebuild_retyped(Relation heap, Oid indexoid)
{
    IndexRelation ir = index_open(indexoid, AccessExclusiveLock);
    TupleDesc desc = tupdesc_copy(ir->rel->rd_att);
    FormData_attribute exprcols[INDEX_MAX_KEYS];
    if (ir->indexprs) {
        if (index_expr_routine == NULL)
            elog(ERROR, "index \"%s\" has expressions, which cannot be typed here",
                 ir->rel->relname);
        index_expr_routine->expr_types(ir, heap->rd_att, exprcols);
    }
    for (int i = 0; i < ir->form.indnatts; i++) {
        char name[NAMEDATALEN];
        memcpy(name, TupleDescAttr(desc, i)->attname, NAMEDATALEN);
        int attnum = ir->form.indkey[i];
        key_column(desc, i, attnum == 0 ? &exprcols[i] : TupleDescAttr(heap->rd_att, attnum - 1),
                   ir->am, i < ir->form.indnkeyatts);
        memcpy(TupleDescAttr(desc, i)->attname, name, NAMEDATALEN);
    }
    index_close(ir);
    catalog_alter_relation(indexoid, NULL, 0, desc);
    index_rebuild(heap, indexoid);
}

void index_rebuild(Relation heap, Oid indexoid)
{
    IndexRelation old = index_open(indexoid, AccessExclusiveLock);
    List *options = old->am->amgetoptions ? old->am->amgetoptions(old) : NIL;
    index_close(old);
    relfilenode_assign_new(indexoid);
    IndexRelation ir = index_open(indexoid, AccessExclusiveLock);
    ir->options = options;
    update_build_stats(heap, ir, ir->am->ambuild(heap, ir));
    index_close(ir);
}
