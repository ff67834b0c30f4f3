/*
 * system_views_catalog.c: pg_catalog's system views as rows of pg_class, so that the catalog
 * describes them as PG's does (`\d pg_tables`, 'pg_stats'::regclass, pg_views).
 *
 * The one idea: a system view is always expanded from its SQL in system_views.c, never from
 * its catalog rows, which exist only to be read. So they can be brought in line with the
 * binary at every start: a view whose row is missing is created, one whose columns or text
 * changed is replaced in place (its oid stays). A generated view's SQL depends on the process
 * or the session, so its stored text only names it.
 */
#include "planner/binder.h"

#include "common/elog.h"
#include "planner/bind_internal.h"
#include "storage/catalog.h"
#include "storage/catalog_view.h"

#define MAX_SYSTEM_VIEWS 128

static bool same_columns(TupleDesc a, TupleDesc b)
{
    if (a->natts != b->natts)
        return false;
    for (int i = 0; i < a->natts; i++) {
        Form_attribute x = TupleDescAttr(a, i), y = TupleDescAttr(b, i);
        if (strcmp(x->attname, y->attname) != 0 || x->atttypid != y->atttypid ||
            x->atttypmod != y->atttypmod || x->attcollation != y->attcollation)
            return false;
    }
    return true;
}

static void register_view(const char *name)
{
    const char *sql = bind_system_view_sql(name);
    const char *text =
        bind_system_view_is_generated(name) ? psprintf("SELECT * FROM pg_catalog.%s", name) : sql;
    TupleDesc desc = bind_system_view_columns(name, sql);
    Oid old = catalog_relation_oid(PG_CATALOG_NAMESPACE, name);
    if (!OidIsValid(old)) {
        (void)catalog_create_view(name, PG_CATALOG_NAMESPACE, desc, text, NIL, NIL,
                                  BOOTSTRAP_SUPERUSERID);
        return;
    }
    Relation rel = relation_open(old, AccessExclusiveLock);
    bool view = rel->relkind == RELKIND_VIEW;
    bool same = view && same_columns(rel->rd_att, desc);
    relation_close(rel);
    if (!view)
        return; /* a real catalog of that name (pg_collation): the view extends or yields */
    char *stored = catalog_view_query(old);
    if (!same || stored == NULL || strcmp(stored, text) != 0)
        catalog_replace_view(old, desc, text, NIL, NIL);
}

void binder_register_system_views(void)
{
    const char *names[MAX_SYSTEM_VIEWS];
    int n = bind_system_view_names(names, MAX_SYSTEM_VIEWS);
    if (n == MAX_SYSTEM_VIEWS)
        elog(ERROR, "more than %d system views", MAX_SYSTEM_VIEWS - 1);
    for (int i = 0; i < n; i++)
        register_view(names[i]);
}
