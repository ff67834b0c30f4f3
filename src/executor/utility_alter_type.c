/*
 * utility_alter_type.c: ALTER TABLE ... ALTER COLUMN ... TYPE, every one of a statement at once
 * (PG's ATExecAlterColumnType and ATRewriteTable).
 *
 * The one idea: the rows are converted into a new file, never in place. The catalog gets the
 * new column types, the table a new relfilenode (storage/relfilenode.h, as TRUNCATE and VACUUM
 * FULL), and every visible row of the old file is read with the old columns, converted with the
 * planned expressions, checked (NOT NULL, the CHECK constraints bound again over the new
 * types) and inserted into the new file, logged like any insert; then every index is built
 * again. All of it belongs to the transaction: an abort, or a crash before the commit, leaves
 * the old file and the old catalog rows, and the new file is removed. When every conversion
 * only relabels the stored bytes (varchar(10) -> varchar(20), varchar -> text) the rows stay
 * where they are, as in PG: only the constraints are checked and the column's indexes rebuilt.
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/builtins.h"
#include "executor/explain.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/catalog_attrdef.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_sequence.h"
#include "storage/catalog_statistic.h"
#include "storage/heaptuple.h"
#include "storage/pgstat.h"
#include "storage/relfilenode.h"
#include "storage/vacuum.h"
#include "storage/xact.h"

/* The conversions of one statement, compiled. */
typedef struct TypeChange {
    int n;
    AlterTypeInfo **at;
    ExprState **exprs;
    ExprContext *econtext;
    CheckState *checks;
} TypeChange;

/* The table's columns with the new types (42703 if a DROP COLUMN of the statement took one). */
static TupleDesc new_columns(Relation rel, const TypeChange *tc)
{
    TupleDesc desc = tupdesc_copy(rel->rd_att);
    for (int i = 0; i < tc->n; i++) {
        const AlterTypeInfo *at = tc->at[i];
        Form_attribute a = TupleDescAttr(desc, at->attnum - 1);
        if (a->attisdropped)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" of relation \"%s\" does not exist", at->colname,
                           rel->relname));
        const TypeInfo *t = type_by_oid(at->typid);
        a->atttypid = at->typid;
        a->atttypmod = at->typmod;
        a->attcollation = at->collation;
        a->attlen = t->typlen;
        a->attbyval = t->typbyval;
        a->attalign = t->typalign;
    }
    return desc;
}

/* The rebound CHECK constraints still on the table, each once (the last binding of one that
 * reads several altered columns saw all their new types). */
static List *checks_to_verify(Oid relid, const TypeChange *tc)
{
    List *live = NIL, *seen = NIL, *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_relation_checks(relid))
        live = lappend_oid(live, ((ConstraintRow *)lfirst(lc))->oid);
    for (int i = tc->n - 1; i >= 0; i--)
        foreach (lc, tc->at[i]->checks) {
            CheckConstraint *cc = lfirst(lc);
            if (list_member_oid(live, cc->conoid) && !list_member_oid(seen, cc->conoid)) {
                out = lappend(out, cc);
                seen = lappend_oid(seen, cc->conoid);
            }
        }
    return out;
}

/* The new values of one old row (its columns in values/isnull, replaced in place), checked as
 * PG's ATRewriteTable checks them. */
static void convert_row(TypeChange *tc, Relation rel, TupleTableSlot *oldrow, Datum *values,
                        bool *isnull)
{
    ExprContext *ec = tc->econtext;
    ec->ecxt_scantuple = oldrow;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    for (int i = 0; i < tc->n; i++) {
        int k = tc->at[i]->attnum - 1;
        values[k] = exec_eval_expr(tc->exprs[i], ec, &isnull[k]);
    }
    mcxt_switch_to(old);
    for (int i = 0; i < tc->n; i++) {
        Form_attribute a = TupleDescAttr(rel->rd_att, tc->at[i]->attnum - 1);
        if (a->attnotnull && isnull[tc->at[i]->attnum - 1])
            ereport(
                ERROR, errcode(ERRCODE_NOT_NULL_VIOLATION),
                errmsg("column \"%s\" of relation \"%s\" contains null values", a->attname,
                       rel->relname),
                errtablecol(catalog_namespace_name(rel->relnamespace), rel->relname, a->attname));
    }
    exec_check_existing_row(tc->checks, rel, values, isnull);
}

/* Every visible row of old converted; into rel's (new) file when rewrite. */
static void convert_rows(TypeChange *tc, Relation old, Relation rel, bool rewrite)
{
    int natts = old->rd_att->natts;
    Datum *oldv = palloc(sizeof(Datum) * (size_t)natts),
          *values = palloc(sizeof(Datum) * (size_t)natts);
    bool *oldn = palloc(sizeof(bool) * (size_t)natts),
         *isnull = palloc(sizeof(bool) * (size_t)natts);
    TupleTableSlot oldrow = {0};
    oldrow.natts = natts;
    oldrow.tts_values = oldv;
    oldrow.tts_isnull = oldn;
    MemoryContext rowcxt = mcxt_create(CurrentMemoryContext, "ALTER TYPE row");
    HeapBulkInsert *bulk = rewrite ? heap_bulk_begin(rel) : NULL;
    HeapScanDesc scan = heap_beginscan(old);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        MemoryContext saved = mcxt_switch_to(rowcxt);
        heap_deform_tuple(tup, old->rd_att, oldv, oldn);
        memcpy(values, oldv, sizeof(Datum) * (size_t)natts);
        memcpy(isnull, oldn, sizeof(bool) * (size_t)natts);
        exec_reset_econtext(tc->econtext);
        convert_row(tc, rel, &oldrow, values, isnull);
        if (rewrite) { /* formed while the old page is pinned: values may point into it */
            HeapTuple newtup = heap_form_tuple(rel->rd_att, values, isnull);
            heap_bulk_insert(bulk, newtup);
        }
        mcxt_switch_to(saved);
        mcxt_reset(rowcxt);
    }
    heap_endscan(scan);
    if (bulk)
        heap_bulk_end(bulk);
    mcxt_delete(rowcxt);
}

/* Does the index read a changed column (a key, an expression or the predicate)? */
static bool index_reads_changed_column(Relation rel, Oid indexoid, const TypeChange *tc)
{
    for (int i = 0; i < tc->n; i++)
        if (index_reads_column(indexoid, rel->rd_att, tc->at[i]->attnum))
            return true;
    return false;
}

/* After a rewrite every index is built again (the rows moved); otherwise those on a changed
 * column, whose key type changed. */
static void rebuild_indexes(Relation rel, const TypeChange *tc, bool rewrite)
{
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(rel->rd_id)) {
        Oid indexoid = lfirst_oid(lc);
        if (index_reads_changed_column(rel, indexoid, tc))
            index_rebuild_retyped(rel, indexoid);
        else if (rewrite)
            index_rebuild(rel, indexoid);
    }
}

/* The catalog side of each change: pg_attribute, the converted DEFAULT, no statistics, the type
 * of an identity column's sequence. */
static void change_catalog(Relation rel, const TypeChange *tc)
{
    catalog_alter_relation(rel->rd_id, NULL, 0, new_columns(rel, tc));
    for (int i = 0; i < tc->n; i++) {
        const AlterTypeInfo *at = tc->at[i];
        if (at->has_default) {
            DeparseCxt cx = {0};
            catalog_set_column_default(rel->rd_id, at->attnum,
                                       at->new_default ? explain_deparse(at->new_default, &cx)
                                                       : NULL);
        }
        catalog_statistic_delete(rel->rd_id, at->attnum);
        if (TupleDescAttr(rel->rd_att, at->attnum - 1)->attidentity) {
            ListCell *lc;
            foreach (lc, catalog_owned_sequences(rel->rd_id, at->attnum))
                exec_alter_sequence_type(lfirst_oid(lc), at->typid);
        }
    }
}

void exec_alter_column_types(Oid relid, List *types)
{
    TypeChange tc = {0};
    tc.at = palloc(sizeof(AlterTypeInfo *) * (size_t)Max(list_length(types), 1));
    bool rewrite = false;
    ListCell *lc;
    foreach (lc, types)
        if (lfirst(lc)) {
            tc.at[tc.n++] = lfirst(lc);
            rewrite |= ((AlterTypeInfo *)lfirst(lc))->rewrite;
        }
    if (tc.n == 0)
        return;
    Relation old = relation_open(relid, AccessExclusiveLock); /* old columns, old file */
    change_catalog(old, &tc);
    exec_check_fkey_types(relid);
    if (rewrite) { /* the live and dead counts start again with the rows copied, as TRUNCATE's */
        relfilenode_assign_new(relid);
        pgstat_count_truncate(relid);
    }
    Relation rel = relation_open(relid, AccessExclusiveLock); /* the new columns and file */
    List *checks = checks_to_verify(relid, &tc);
    if (rewrite || checks != NIL) {
        EState *estate = exec_create_estate(NULL);
        tc.econtext = exec_create_econtext(estate);
        tc.exprs = palloc(sizeof(ExprState *) * (size_t)tc.n);
        for (int i = 0; i < tc.n; i++)
            tc.exprs[i] = exec_init_expr(tc.at[i]->planned, NULL, estate);
        tc.checks = exec_init_planned_checks(checks, estate);
        convert_rows(&tc, old, rel, rewrite);
    }
    rebuild_indexes(rel, &tc, rewrite);
    exec_reword_checks(relid, checks); /* their text may show new casts */
    relation_close(rel);
    relation_close(old);
    xact_command_counter_increment(); /* the statement's other commands see the new rows */
}
