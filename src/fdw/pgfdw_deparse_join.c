/*
 * pgfdw_deparse_join.c: a join of foreign tables done by the remote server (basalt_pg_fdw's
 * join pushdown): whether it may be, and the remote SELECT.
 *
 * The one idea: the remote server runs the join as written in one FROM item, nested as the
 * planner joined the relations, each table aliased r<range table index> and each column
 * written r<n>.column, in postgres_fdw's form: "(public.t1 r1 LEFT JOIN public.t2 r2 ON
 * (((r1.a = r2.a))))". A side's own shipped conditions move up as postgres_fdw's
 * foreign_join_ok moves them: an inner join takes every condition into its ON, a LEFT join
 * takes its inner side's into ON and its outer side's into WHERE; a FULL join takes none
 * (postgres_fdw would write a sub-select for them, Basalt keeps such a join local).
 */
#include "common/elog.h"
#include "common/stringinfo.h"
#include "fdw/pgfdw.h"
#include "planner/nodefuncs.h"
#include "storage/catalog.h"

const char *pgfdw_join_type_name(JoinType jt)
{
    switch (jt) {
    case JOIN_INNER:
        return "INNER";
    case JOIN_LEFT:
        return "LEFT";
    case JOIN_FULL:
        return "FULL";
    default:
        elog(ERROR, "unsupported join type %d", (int)jt);
    }
}

PgFdwRel *pgfdw_join_rel(const ForeignJoinInfo *j, PgFdwRel *outer, PgFdwRel *inner,
                         List **local)
{
    if (j->jointype != JOIN_INNER && j->jointype != JOIN_LEFT && j->jointype != JOIN_FULL)
        return NULL;
    /* conditions checked here must see the side's rows before the join */
    if (outer->local_conds || inner->local_conds)
        return NULL;
    if (j->jointype == JOIN_FULL && (outer->remote_conds || inner->remote_conds))
        return NULL;
    PgFdwRel *r = palloc0(sizeof(PgFdwRel));
    r->jointype = j->jointype;
    r->outer = outer;
    r->inner = inner;
    r->relids = list_concat(list_copy(outer->relids), inner->relids);
    *local = NIL;
    ListCell *lc;
    foreach (lc, j->joinclauses) {
        Node *c = lfirst(lc);
        if (pgfdw_is_foreign_join_expr(c, r->relids))
            r->joinclauses = lappend(r->joinclauses, c);
        else if (j->jointype != JOIN_INNER)
            return NULL; /* an outer join's match condition cannot be split off */
        else
            *local = lappend(*local, c);
    }
    foreach (lc, j->otherclauses) {
        Node *c = lfirst(lc);
        if (pgfdw_is_foreign_join_expr(c, r->relids))
            r->remote_conds = lappend(r->remote_conds, c);
        else
            *local = lappend(*local, c);
    }
    switch (j->jointype) {
    case JOIN_INNER:
        /* every condition of an inner join is a join condition: a FULL join above then
         * needs no sub-select for it */
        r->joinclauses = list_concat(r->joinclauses, r->remote_conds);
        r->joinclauses = list_concat(r->joinclauses, list_copy(inner->remote_conds));
        r->joinclauses = list_concat(r->joinclauses, list_copy(outer->remote_conds));
        r->remote_conds = NIL;
        break;
    case JOIN_LEFT:
        r->joinclauses = list_concat(r->joinclauses, list_copy(inner->remote_conds));
        r->remote_conds = list_concat(r->remote_conds, list_copy(outer->remote_conds));
        break;
    default:
        break;
    }
    r->local_conds = *local != NIL;
    return r;
}

static Oid rel_table(const PgFdwRel *rel, int rtindex)
{
    if (rel->rtindex != 0)
        return rel->rtindex == rtindex ? rel->relid : InvalidOid;
    Oid relid = rel_table(rel->outer, rtindex);
    return relid != InvalidOid ? relid : rel_table(rel->inner, rtindex);
}

Oid pgfdw_rel_table(const PgFdwRel *rel, int rtindex)
{
    Oid relid = rel_table(rel, rtindex);
    if (relid == InvalidOid)
        elog(ERROR, "range table entry %d is not in the foreign join", rtindex);
    return relid;
}

/* "(cond) AND (cond)", postgres_fdw's appendConditions */
static void append_conditions(StringInfo buf, const PgFdwRel *top, List *conds)
{
    ListCell *lc;
    foreach (lc, conds) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(buf, " AND ");
        appendStringInfoChar(buf, '(');
        pgfdw_deparse_join_expr(buf, top, lfirst(lc));
        appendStringInfoChar(buf, ')');
    }
}

/* postgres_fdw's deparseFromExprForRel: a table with its alias, or a parenthesized join. */
static void append_from(StringInfo buf, const PgFdwRel *top, const PgFdwRel *rel)
{
    if (rel->rtindex != 0) {
        Relation r = relation_open(rel->relid, AccessShareLock);
        pgfdw_append_remote_table(buf, r);
        relation_close(r);
        appendStringInfo(buf, " r%d", rel->rtindex);
        return;
    }
    appendStringInfoChar(buf, '(');
    append_from(buf, top, rel->outer);
    appendStringInfo(buf, " %s JOIN ", pgfdw_join_type_name(rel->jointype));
    append_from(buf, top, rel->inner);
    appendStringInfoString(buf, " ON ");
    if (rel->joinclauses == NIL)
        appendStringInfoString(buf, "(TRUE)");
    else {
        appendStringInfoChar(buf, '(');
        append_conditions(buf, top, rel->joinclauses);
        appendStringInfoChar(buf, ')');
    }
    appendStringInfoChar(buf, ')');
}

void pgfdw_append_join_from(StringInfo buf, const PgFdwRel *join)
{
    append_from(buf, join, join);
}

char *pgfdw_deparse_join_select(const PgFdwRel *rel, List *tlist, List *query_tlist,
                                List *sort_clauses, Node *limit_count, Node *limit_offset)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoString(&buf, "SELECT ");
    if (tlist == NIL)
        appendStringInfoString(&buf, "NULL");
    ListCell *lc;
    foreach (lc, tlist) {
        if (foreach_current_index(lc) > 0)
            appendStringInfoString(&buf, ", ");
        pgfdw_deparse_join_expr(&buf, rel, lfirst(lc));
    }
    appendStringInfoString(&buf, " FROM ");
    append_from(&buf, rel, rel);
    PgFdwScope sc = {NULL, 0, rel};
    pgfdw_append_conds(&buf, &sc, rel->remote_conds, "WHERE");
    foreach (lc, sort_clauses) {
        SortGroupClause *sgc = lfirst(lc);
        appendStringInfoString(&buf, foreach_current_index(lc) == 0 ? " ORDER BY " : ", ");
        pgfdw_deparse_join_expr(&buf, rel, pgfdw_sort_expr(query_tlist, sgc));
        pgfdw_append_sort_direction(&buf, sgc);
    }
    if (limit_count) {
        appendStringInfoString(&buf, " LIMIT ");
        pgfdw_deparse_join_expr(&buf, rel, limit_count);
    }
    if (limit_offset) {
        appendStringInfoString(&buf, " OFFSET ");
        pgfdw_deparse_join_expr(&buf, rel, limit_offset);
    }
    return buf.data;
}
