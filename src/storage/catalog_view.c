/*
 * catalog_view.c: the rows that make a relation a view: pg_rewrite (its query's text) and
 * pg_depend (the relations the query reads, and the primary keys its GROUP BY relies on).
 *
 * The one idea: a view is an ordinary catalog relation of relkind 'v' (catalog.c creates it,
 * without a file) plus these rows, each read by a scan of its small heap in the current
 * transaction, so CREATE/REPLACE/DROP VIEW are MVCC-visible and roll back like any row change.
 * The column order is catalog.c's (pg_rewrite_cols, pg_depend_cols).
 */
#include "storage/catalog_view.h"

#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog_constraint.h"
#include "storage/catalog_internal.h"
#include "storage/control.h"
#include "storage/heaptuple.h"
#include "storage/lock.h"
#include "storage/xact_internal.h"

enum {
    Anum_rw_oid,
    Anum_rw_rulename,
    Anum_rw_ev_class,
    Anum_rw_ev_type,
    Anum_rw_ev_enabled,
    Anum_rw_is_instead,
    Anum_rw_ev_qual,
    Anum_rw_ev_action,
    Natts_pg_rewrite
};
enum {
    Anum_dep_classid,
    Anum_dep_objid,
    Anum_dep_objsubid,
    Anum_dep_refclassid,
    Anum_dep_refobjid,
    Anum_dep_refobjsubid,
    Anum_dep_deptype,
    Natts_pg_depend
};

static void insert_rewrite_row(Oid ruleoid, Oid viewid, const char *query)
{
    RelationData rel;
    catalog_rel(RewriteRelationId, &rel);
    char name[NAMEDATALEN] = "_RETURN";
    Datum v[Natts_pg_rewrite];
    bool n[Natts_pg_rewrite] = {false};
    v[Anum_rw_oid] = ObjectIdGetDatum(ruleoid);
    v[Anum_rw_rulename] = PointerGetDatum(name);
    v[Anum_rw_ev_class] = ObjectIdGetDatum(viewid);
    v[Anum_rw_ev_type] = (Datum)(uint8)'1'; /* SELECT */
    v[Anum_rw_ev_enabled] = (Datum)(uint8)'O';
    v[Anum_rw_is_instead] = BoolGetDatum(true);
    v[Anum_rw_ev_qual] = PointerGetDatum(catalog_cstring_text("<>"));
    v[Anum_rw_ev_action] = PointerGetDatum(catalog_cstring_text(query));
    HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
    heap_insert(&rel, tup);
    heap_freetuple(tup);
}

/* One row per distinct oid of refs, each a normal dependency of the rule on that object of
 * catalog refclass. */
static void insert_depend_rows(Oid ruleoid, Oid refclass, List *refs)
{
    RelationData rel;
    catalog_rel(DependRelationId, &rel);
    List *done = NIL;
    ListCell *lc;
    foreach (lc, refs) {
        Oid ref = lfirst_oid(lc);
        if (list_member_oid(done, ref))
            continue;
        done = lappend_oid(done, ref);
        Datum v[Natts_pg_depend];
        bool n[Natts_pg_depend] = {false};
        v[Anum_dep_classid] = ObjectIdGetDatum(RewriteRelationId);
        v[Anum_dep_objid] = ObjectIdGetDatum(ruleoid);
        v[Anum_dep_objsubid] = Int32GetDatum(0);
        v[Anum_dep_refclassid] = ObjectIdGetDatum(refclass);
        v[Anum_dep_refobjid] = ObjectIdGetDatum(ref);
        v[Anum_dep_refobjsubid] = Int32GetDatum(0);
        v[Anum_dep_deptype] = (Datum)(uint8)'n';
        HeapTuple tup = heap_form_tuple(rel.rd_att, v, n);
        heap_insert(&rel, tup);
        heap_freetuple(tup);
    }
    list_free(done);
}

/* The oid of the view's rule (and its query text in *query when asked), or InvalidOid;
 * with delete, the row is deleted too. */
static Oid rewrite_row(Oid viewid, char **query, bool delete)
{
    RelationData rel;
    catalog_rel(RewriteRelationId, &rel);
    Datum v[Natts_pg_rewrite];
    bool n[Natts_pg_rewrite];
    Oid found = InvalidOid;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while (found == InvalidOid && (tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_rw_ev_class]) != viewid)
            continue;
        found = DatumGetObjectId(v[Anum_rw_oid]);
        if (query)
            *query = catalog_text_cstring(v[Anum_rw_ev_action]);
        if (delete) {
            ItemPointerData tid = tup->t_self;
            heap_delete(&rel, &tid);
        }
    }
    heap_endscan(scan);
    return found;
}

static void delete_depend_rows(Oid ruleoid)
{
    RelationData rel;
    catalog_rel(DependRelationId, &rel);
    Datum v[Natts_pg_depend];
    bool n[Natts_pg_depend];
    List *tids = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_dep_classid]) == RewriteRelationId &&
            DatumGetObjectId(v[Anum_dep_objid]) == ruleoid) {
            ItemPointer tid = palloc(sizeof(ItemPointerData));
            *tid = tup->t_self;
            tids = lappend(tids, tid);
        }
    }
    heap_endscan(scan);
    ListCell *lc;
    foreach (lc, tids) {
        heap_delete(&rel, lfirst(lc));
        pfree(lfirst(lc));
    }
    list_free(tids);
}

static void lock_view_catalogs(void)
{
    lock_relation(RewriteRelationId, RowExclusiveLock);
    lock_relation(DependRelationId, RowExclusiveLock);
    xact_note_catalog_change();
}

static void insert_view_depends(Oid ruleoid, List *refs, List *constraints)
{
    insert_depend_rows(ruleoid, RelationRelationId, refs);
    insert_depend_rows(ruleoid, ConstraintRelationId, constraints);
}

Oid catalog_create_view(const char *name, Oid nspoid, TupleDesc desc, const char *query,
                        List *refs, List *constraints, Oid owner)
{
    Oid viewid = catalog_create_relation(name, nspoid, RELKIND_VIEW, 'p', desc, owner);
    lock_view_catalogs();
    Oid ruleoid = control_assign_oid();
    insert_rewrite_row(ruleoid, viewid, query);
    insert_view_depends(ruleoid, refs, constraints);
    xact_command_counter_increment();
    return viewid;
}

void catalog_replace_view(Oid viewid, TupleDesc desc, const char *query, List *refs,
                          List *constraints)
{
    catalog_alter_relation(viewid, NULL, 0, desc);
    lock_view_catalogs();
    Oid ruleoid = rewrite_row(viewid, NULL, true);
    if (OidIsValid(ruleoid))
        delete_depend_rows(ruleoid);
    else
        ruleoid = control_assign_oid();
    insert_rewrite_row(ruleoid, viewid, query);
    insert_view_depends(ruleoid, refs, constraints);
    xact_command_counter_increment();
}

char *catalog_view_query(Oid viewid)
{
    char *query = NULL;
    rewrite_row(viewid, &query, false);
    return query;
}

static int oid_cmp(const void *a, const void *b)
{
    Oid x = *(const Oid *)a, y = *(const Oid *)b;
    return x < y ? -1 : x > y;
}

/* The views whose rule depends on object refobjid of catalog refclass, in oid order. */
static List *views_depending_on(Oid refclass, Oid refobjid)
{
    RelationData rel;
    /* the rules that reference it */
    catalog_rel(DependRelationId, &rel);
    Datum v[(int)Natts_pg_rewrite + (int)Natts_pg_depend];
    bool n[lengthof(v)];
    List *rules = NIL;
    HeapScanDesc scan = heap_beginscan(&rel);
    HeapTuple tup;
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        if (DatumGetObjectId(v[Anum_dep_classid]) == RewriteRelationId &&
            DatumGetObjectId(v[Anum_dep_refclassid]) == refclass &&
            DatumGetObjectId(v[Anum_dep_refobjid]) == refobjid)
            rules = lappend_oid(rules, DatumGetObjectId(v[Anum_dep_objid]));
    }
    heap_endscan(scan);
    if (rules == NIL)
        return NIL;
    /* their views */
    catalog_rel(RewriteRelationId, &rel);
    int nviews = 0;
    Oid *views = palloc(sizeof(Oid) * (size_t)list_length(rules));
    scan = heap_beginscan(&rel);
    while ((tup = heap_getnext(scan)) != NULL) {
        heap_deform_tuple(tup, rel.rd_att, v, n);
        Oid view = DatumGetObjectId(v[Anum_rw_ev_class]);
        if (list_member_oid(rules, DatumGetObjectId(v[Anum_rw_oid])) &&
            (refclass != RelationRelationId || view != refobjid) &&
            nviews < list_length(rules))
            views[nviews++] = view;
    }
    heap_endscan(scan);
    qsort(views, (size_t)nviews, sizeof(Oid), oid_cmp);
    List *out = NIL;
    for (int i = 0; i < nviews; i++)
        out = lappend_oid(out, views[i]);
    pfree(views);
    list_free(rules);
    return out;
}

List *catalog_view_dependents(Oid relid)
{
    return views_depending_on(RelationRelationId, relid);
}

List *catalog_view_constraint_dependents(Oid conoid)
{
    return views_depending_on(ConstraintRelationId, conoid);
}

void catalog_view_forget(Oid viewid)
{
    lock_view_catalogs();
    Oid ruleoid = rewrite_row(viewid, NULL, true);
    if (OidIsValid(ruleoid))
        delete_depend_rows(ruleoid);
}
