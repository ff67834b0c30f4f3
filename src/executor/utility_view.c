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
                                        info->query_text, info->refs, exec_current_user_oid());
        exec_apply_default_privileges(relid);
        return "CREATE VIEW";
    }
    Relation rel = relation_open(old, AccessExclusiveLock);
    if (rel->relkind != RELKIND_VIEW)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a view", rel->relname));
    check_view_columns(info->desc, rel->rd_att);
    relation_close(rel);
    catalog_replace_view(old, info->desc, info->query_text, info->refs);
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

/* The views that depend on relid, transitively, each after what it depends on; pairs of
 * (dependent, referenced) go to edges for the messages. */
static void collect_dependents(Oid relid, List **order, List **edges)
{
    List *deps = catalog_view_dependents(relid);
    ListCell *lc;
    foreach (lc, deps) {
        Oid view = lfirst_oid(lc);
        *edges = lappend_oid(lappend_oid(*edges, view), relid);
        if (list_member_oid(*order, view))
            continue;
        *order = lappend_oid(*order, view);
        collect_dependents(view, order, edges);
    }
    list_free(deps);
}

static void drop_relation(Oid relid)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    portal_check_not_in_use(relid, rel->relkind, rel->relname, "DROP TABLE");
    relation_close(rel);
    catalog_drop_relation(relid);
}

void exec_drop_relations(List *relids, DropBehavior behavior)
{
    List *dependents = NIL, *edges = NIL;
    ListCell *lc;
    foreach (lc, relids)
        collect_dependents(lfirst_oid(lc), &dependents, &edges);
    List *extra = NIL;
    foreach (lc, dependents)
        if (!list_member_oid(relids, lfirst_oid(lc)))
            extra = lappend_oid(extra, lfirst_oid(lc));
    if (extra != NIL) {
        StringInfoData buf;
        initStringInfo(&buf);
        if (behavior == DROP_RESTRICT) {
            for (int i = 0; i < list_length(edges); i += 2) {
                Oid dep = list_nth_oid(edges, i), ref = list_nth_oid(edges, i + 1);
                if (list_member_oid(relids, dep))
                    continue;
                appendStringInfo(&buf, "%s%s depends on %s", buf.len ? "\n" : "",
                                 object_description(dep), object_description(ref));
            }
            if (list_length(relids) > 1)
                ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                        errmsg("cannot drop desired object(s) because other objects depend on "
                               "them"),
                        errdetail("%s", buf.data),
                        errhint("Use DROP ... CASCADE to drop the dependent objects too."));
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop %s because other objects depend on it",
                           object_description(list_nth_oid(relids, 0))),
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
        /* the last found first: nothing still depends on what is dropped */
        for (int i = list_length(extra) - 1; i >= 0; i--)
            drop_relation(list_nth_oid(extra, i));
    }
    /* the foreign keys of other tables referencing them (a table's own go with it) */
    foreach (lc, relids) {
        char *what = object_description(lfirst_oid(lc));
        exec_drop_dependent_fkeys(exec_dependent_fkeys(lfirst_oid(lc), InvalidOid, 0, relids),
                                  behavior, what, what);
    }
    foreach (lc, relids)
        drop_relation(lfirst_oid(lc));
}
