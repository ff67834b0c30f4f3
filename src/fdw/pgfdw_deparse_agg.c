/*
 * pgfdw_deparse_agg.c: an aggregation over one foreign table done by the remote server
 * (basalt_pg_fdw's aggregate pushdown): whether it may be, and the remote SELECT.
 *
 * The one idea: the remote SELECT lists what the local plan above would otherwise compute
 * from the table's rows, as postgres_fdw's grouped target list does: every grouping key, every
 * other target expression that ships as a whole, and, for one that does not (it calls
 * random(), say), the aggregates inside it, which the local plan then combines. GROUP BY
 * names the keys by their positions in that list. A HAVING condition that ships goes into
 * HAVING (into WHERE if it has no aggregate, where PG's planner puts it); one that does not
 * is checked here over the fetched rows, its aggregates fetched too.
 * Any grouping key or aggregate that cannot ship makes the whole aggregation local.
 */
#include "common/elog.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "fdw/pgfdw.h"
#include "planner/nodefuncs.h"

static void add_entry(PgFdwGrouping *g, Node *expr, int sortgroupref)
{
    TargetEntry *tle = makeNode(TargetEntry);
    tle->expr = (Expr *)expr;
    tle->resno = (int16)(list_length(g->entries) + 1);
    tle->ressortgroupref = sortgroupref;
    g->entries = lappend(g->entries, tle);
}

static bool has_entry(PgFdwGrouping *g, Node *expr)
{
    ListCell *lc;
    foreach (lc, g->entries)
        if (exprEqual((Node *)((TargetEntry *)lfirst(lc))->expr, expr))
            return true;
    return false;
}

typedef struct PullCxt {
    PgFdwGrouping *g;
    const List *relids;
} PullCxt;

/*
 * For an expression computed here over the fetched rows: its aggregates must ship (and are
 * fetched once each); a column outside them must be inside an expression already fetched.
 * true: it cannot be computed from remote rows.
 */
static bool pull_aggs_walker(Node *node, void *arg)
{
    PullCxt *cx = arg;
    if (node == NULL || IsA(node, Const) || has_entry(cx->g, node))
        return false;
    if (IsA(node, Aggref)) {
        if (!pgfdw_is_foreign_join_expr(node, cx->relids))
            return true;
        add_entry(cx->g, node, 0);
        return false;
    }
    if (IsA(node, Var) || IsA(node, GroupingFunc) || IsA(node, SubLink))
        return true;
    return expression_tree_walker(node, pull_aggs_walker, arg);
}

static bool has_aggref_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Aggref))
        return true;
    return expression_tree_walker(node, has_aggref_walker, arg);
}

bool pgfdw_grouping_ok(List *tlist, List *group_refs, List *having, const List *relids,
                       PgFdwGrouping *out)
{
    PgFdwGrouping *g = out;
    g->entries = g->remote_having = g->local_having = g->where_having = NIL;
    PullCxt cx = {g, relids};
    ListCell *lc;
    foreach (lc, tlist) {
        TargetEntry *tle = lfirst(lc);
        Node *e = (Node *)tle->expr;
        bool key = tle->ressortgroupref != 0 && list_member_int(group_refs, (int)tle->ressortgroupref);
        if (key && !pgfdw_is_foreign_join_expr(e, relids))
            return false;
        if (key || pgfdw_is_foreign_join_expr(e, relids))
            add_entry(g, e, key ? tle->ressortgroupref : 0);
        else if (pull_aggs_walker(e, &cx))
            return false;
    }
    foreach (lc, having) {
        Node *c = lfirst(lc);
        /* PG's planner moves a HAVING condition without aggregates into WHERE; one that cannot
         * ship would then stay on the scan, which keeps the aggregation local */
        if (!has_aggref_walker(c, NULL)) {
            if (!pgfdw_is_foreign_join_expr(c, relids))
                return false;
            g->where_having = lappend(g->where_having, c);
        } else if (pgfdw_is_foreign_join_expr(c, relids))
            g->remote_having = lappend(g->remote_having, c);
        else if (pull_aggs_walker(c, &cx))
            return false;
        else
            g->local_having = lappend(g->local_having, c);
    }
    return true;
}

/* The position of the entry that is GROUP BY key ref. */
static int key_position(const PgFdwGrouping *g, int ref)
{
    ListCell *lc;
    foreach (lc, g->entries)
        if ((int)((TargetEntry *)lfirst(lc))->ressortgroupref == ref)
            return foreach_current_index(lc) + 1;
    elog(ERROR, "GROUP BY key %d is not in the remote target list", ref);
}

Node *pgfdw_sort_expr(List *tlist, const SortGroupClause *sgc)
{
    ListCell *lc;
    foreach (lc, tlist)
        if (((TargetEntry *)lfirst(lc))->ressortgroupref == (int)sgc->tleSortGroupRef)
            return (Node *)((TargetEntry *)lfirst(lc))->expr;
    return NULL;
}

bool pgfdw_order_ok(List *tlist, List *sort_clauses, const List *relids)
{
    ListCell *lc;
    foreach (lc, sort_clauses) {
        SortGroupClause *sgc = lfirst(lc);
        Node *e = pgfdw_sort_expr(tlist, sgc);
        if (e == NULL || !pgfdw_sort_op_shippable(sgc->sortop) ||
            !pgfdw_is_foreign_join_expr(e, relids))
            return false;
    }
    return sort_clauses != NIL;
}

/* ORDER BY the expressions themselves (postgres_fdw writes them out, not positions). */
static void append_order_by(StringInfo buf, const PgFdwScope *sc, List *tlist,
                            List *sort_clauses)
{
    ListCell *lc;
    foreach (lc, sort_clauses) {
        SortGroupClause *sgc = lfirst(lc);
        appendStringInfoString(buf, foreach_current_index(lc) == 0 ? " ORDER BY " : ", ");
        pgfdw_deparse_scoped(buf, sc, pgfdw_sort_expr(tlist, sgc));
        pgfdw_append_sort_direction(buf, sgc);
    }
}

char *pgfdw_deparse_grouped_select(const PgFdwScope *sc, const PgFdwGrouping *g,
                                   List *remote_conds, List *group_refs, List *tlist,
                                   List *sort_clauses, Node *limit_count, Node *limit_offset)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "SELECT ");
    if (g->entries == NIL)
        appendStringInfoString(&buf, "NULL");
    ListCell *lc;
    foreach (lc, g->entries) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&buf, ", ");
        pgfdw_deparse_scoped(&buf, sc, (Node *)((TargetEntry *)lfirst(lc))->expr);
    }
    appendStringInfoString(&buf, " FROM ");
    if (sc->join)
        pgfdw_append_join_from(&buf, sc->join);
    else
        pgfdw_append_remote_table(&buf, sc->rel);
    pgfdw_append_conds(&buf, sc, list_concat(list_copy(remote_conds), g->where_having), "WHERE");
    foreach (lc, group_refs)
        appendStringInfo(&buf, "%s%d", foreach_current_index(lc) == 0 ? " GROUP BY " : ", ",
                         key_position(g, lfirst_int(lc)));
    pgfdw_append_conds(&buf, sc, g->remote_having, "HAVING");
    append_order_by(&buf, sc, tlist, sort_clauses);
    if (limit_count) {
        appendStringInfoString(&buf, " LIMIT ");
        pgfdw_deparse_scoped(&buf, sc, limit_count);
    }
    if (limit_offset) {
        appendStringInfoString(&buf, " OFFSET ");
        pgfdw_deparse_scoped(&buf, sc, limit_offset);
    }
    return buf.data;
}
