/*
 * utility_view.c: CREATE [OR REPLACE] VIEW, and dropping relations with the views that
 * depend on them (DROP TABLE / DROP VIEW ... RESTRICT | CASCADE).
 *
 * The one idea: what depends on a relation is read from pg_depend (catalog_view.h) at DROP
 * time, transitively; RESTRICT refuses with PG's 2BP01 error listing every dependent object,
 * CASCADE drops them first and says so in one NOTICE, worded as PG's dependency.c words it.
 */
#include <stdio.h>

#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/portalmem.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_fdw.h"
#include "storage/catalog_view.h"

/* ---------------------------------------------------------------- CREATE VIEW */

/* CREATE OR REPLACE may only add columns at the end (PG's checkViewColumns). */
static void check_view_columns(TupleDesc newdesc, TupleDesc olddesc)
{
    if (newdesc->natts < olddesc->natts)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("cannot drop columns from view"));
    for (int i = 0; i < olddesc->natts; i++) {
        Form_attribute n = TupleDescAttr(newdesc, i), o = TupleDescAttr(olddesc, i);
        if (strcmp(n->attname, o->attname) != 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                    errmsg("cannot change name of view column \"%s\" to \"%s\"", o->attname,
                           n->attname),
                    errhint("Use ALTER VIEW ... RENAME COLUMN ... to change name of view column "
                            "instead."));
        if (n->atttypid != o->atttypid || n->atttypmod != o->atttypmod)
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                    errmsg("cannot change data type of view column \"%s\" from %s to %s",
                           o->attname, type_format_mod(o->atttypid, o->atttypmod),
                           type_format_mod(n->atttypid, n->atttypmod)));
    }
}

const char *exec_create_view(ViewInfo *info)
{
    Oid old = catalog_relation_oid(info->nspoid, info->relname);
    if (!OidIsValid(old) || !info->replace) {
        Oid relid = catalog_create_view(info->relname, info->nspoid, info->desc,
                                        info->query_text, info->refs, info->constraints,
                                        exec_current_user_oid());
        exec_apply_default_privileges(relid);
        return "CREATE VIEW";
    }
    Relation rel = relation_open(old, AccessExclusiveLock);
    if (rel->relkind != RELKIND_VIEW)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a view", rel->relname));
    check_view_columns(info->desc, rel->rd_att);
    relation_close(rel);
    catalog_replace_view(old, info->desc, info->query_text, info->refs, info->constraints);
    return "CREATE VIEW";
}

/* ---------------------------------------------------------------- DROP with dependents */

/* "table t" / "view s.v": PG's object description (qualified when not on the search path). */
static char *object_description(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    const char *kind = rel->relkind == RELKIND_VIEW            ? "view"
                       : rel->relkind == RELKIND_INDEX         ? "index"
                       : rel->relkind == RELKIND_FOREIGN_TABLE ? "foreign table"
                       : rel->relkind == RELKIND_SEQUENCE      ? "sequence"
                                                               : "table";
    bool visible = exec_relation_on_search_path(rel->relname) == relid;
    char *out = visible ? psprintf("%s %s", kind, rel->relname)
                        : psprintf("%s %s.%s", kind, catalog_namespace_name(rel->relnamespace),
                                   rel->relname);
    relation_close(rel);
    return out;
}

/* What stands in the way of a DROP: the views found (each after what it depends on) and,
 * for the messages, each dependency found: the dependent view and what it depends on. */
typedef struct DropDeps {
    List *views;      /* Oid */
    List *edge_views; /* Oid */
    List *edge_refs;  /* char *: "table t", "constraint t_pkey on table t", ... */
} DropDeps;

/* The views of deps (each depending on what ref_desc describes) and those that depend on
 * them, transitively. */
static void collect_views(List *deps, const char *ref_desc, DropDeps *d)
{
    ListCell *lc;
    foreach (lc, deps) {
        Oid view = lfirst_oid(lc);
        d->edge_views = lappend_oid(d->edge_views, view);
        d->edge_refs = lappend(d->edge_refs, (void *)ref_desc);
        if (list_member_oid(d->views, view))
            continue;
        d->views = lappend_oid(d->views, view);
        collect_views(catalog_view_dependents(view), object_description(view), d);
    }
}

static void drop_relation(Oid relid)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    portal_check_not_in_use(relid, rel->relkind, rel->relname, "DROP TABLE");
    bool foreign = rel->relkind == RELKIND_FOREIGN_TABLE;
    relation_close(rel);
    if (foreign) { /* a foreign partition of a dropped table: its pg_foreign_table row too */
        FdwCatalogRow r;
        catalog_fdw_lock();
        if (catalog_fdw_lookup(FDWCAT_TABLE, relid, NULL, &r))
            catalog_fdw_delete(&r);
    }
    catalog_drop_relation(relid);
}

/*
 * The views of d that are not in dropping stand in the way of dropping what: without CASCADE
 * the 2BP01 error listing each dependency of one of them (what NULL: several objects); with
 * CASCADE PG's NOTICE, then they are dropped, the last found first, so nothing still depends
 * on what is dropped.
 */
static void drop_dependent_views(DropDeps *d, List *dropping, DropBehavior behavior,
                                 const char *what)
{
    List *extra = NIL;
    ListCell *lc;
    foreach (lc, d->views)
        if (!list_member_oid(dropping, lfirst_oid(lc)))
            extra = lappend_oid(extra, lfirst_oid(lc));
    if (extra == NIL)
        return;
    StringInfoData buf;
    initStringInfo(&buf);
    if (behavior == DROP_RESTRICT) {
        /* each view once, by the first dependency found, as PG reports each object */
        List *told = NIL;
        for (int i = 0; i < list_length(d->edge_views); i++) {
            Oid dep = list_nth_oid(d->edge_views, i);
            if (list_member_oid(dropping, dep) || list_member_oid(told, dep))
                continue;
            told = lappend_oid(told, dep);
            appendStringInfo(&buf, "%s%s depends on %s", buf.len ? "\n" : "",
                             object_description(dep), (char *)list_nth(d->edge_refs, i));
        }
        if (what == NULL)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop desired object(s) because other objects depend on "
                           "them"),
                    errdetail("%s", buf.data),
                    errhint("Use DROP ... CASCADE to drop the dependent objects too."));
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("cannot drop %s because other objects depend on it", what),
                errdetail("%s", buf.data),
                errhint("Use DROP ... CASCADE to drop the dependent objects too."));
    }
    foreach (lc, extra)
        appendStringInfo(&buf, "%sdrop cascades to %s", buf.len ? "\n" : "",
                         object_description(lfirst_oid(lc)));
    if (list_length(extra) == 1)
        ereport(NOTICE, errmsg("%s", buf.data));
    else
        ereport(NOTICE, errmsg("drop cascades to %d other objects", list_length(extra)),
                errdetail("%s", buf.data));
    for (int i = list_length(extra) - 1; i >= 0; i--)
        drop_relation(list_nth_oid(extra, i));
}

void exec_drop_relations(List *relids, DropBehavior behavior)
{
    DropDeps d = {NIL, NIL, NIL};
    ListCell *lc;
    foreach (lc, relids)
        collect_views(catalog_view_dependents(lfirst_oid(lc)),
                      object_description(lfirst_oid(lc)), &d);
    drop_dependent_views(&d, relids, behavior,
                         d.views != NIL && list_length(relids) == 1
                             ? object_description(list_nth_oid(relids, 0))
                             : NULL);
    /* the foreign keys of other tables referencing them (a table's own go with it) */
    foreach (lc, relids) {
        char *what = object_description(lfirst_oid(lc));
        exec_drop_dependent_fkeys(exec_dependent_fkeys(lfirst_oid(lc), InvalidOid, 0, relids),
                                  behavior, what, what);
    }
    foreach (lc, relids)
        drop_relation(lfirst_oid(lc));
}

void exec_drop_view_deps(List *conoids, List *con_descs, List *views, const char *views_ref,
                         DropBehavior behavior, const char *what)
{
    DropDeps d = {NIL, NIL, NIL};
    ListCell *lc;
    foreach (lc, conoids)
        collect_views(catalog_view_constraint_dependents(lfirst_oid(lc)),
                      list_nth(con_descs, foreach_current_index(lc)), &d);
    collect_views(views, views_ref, &d);
    drop_dependent_views(&d, NIL, behavior, what);
}
