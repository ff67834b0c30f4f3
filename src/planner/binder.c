/*
 * binder.c: binder_analyze(), one raw statement in, one bound Query out (PG's analyze.c).
 *
 * The one idea: each statement kind is bound in PostgreSQL's order, because the order decides
 * which error a bad statement reports first: FROM, target list, WHERE, HAVING, ORDER BY,
 * GROUP BY, DISTINCT, OFFSET/LIMIT, then unknown-typed output columns become text and the
 * grouping rules are checked. INSERT binds its source (VALUES rows or a sub-SELECT) as a
 * separate range-table entry and coerces each value to its column's type by assignment rules.
 * Utility statements are passed through, except CREATE TABLE, whose column types are resolved.
 */
#include "planner/bind_internal.h"
#include "planner/bind_array.h"

#include <stdio.h>
#include <stdlib.h>

#include "executor/acl.h"
#include "executor/execnodes.h"
#include "parser/parser.h"
#include "executor/partition.h"
#include "executor/utility_index.h"
#include "storage/sysattr.h"

/* The RTEs of this binder_analyze that carry privileges, and whom they are checked as. */
static _Thread_local List *perm_rtes;
static _Thread_local Oid perm_check_as;
/* The functions it calls (EXECUTE is checked when the statement starts), while collecting. */
static _Thread_local List *perm_funcs;
static _Thread_local bool perm_collecting;

void bind_note_function(Oid funcid)
{
    if (perm_collecting && funcid != InvalidOid && !list_member_oid(perm_funcs, funcid))
        perm_funcs = lappend_oid(perm_funcs, funcid);
}

void bind_note_permission(RangeTblEntry *rte, uint32 perms)
{
    rte->requiredPerms = perms;
    rte->checkAsUser = perm_check_as;
    perm_rtes = lappend(perm_rtes, rte);
}

void bind_note_column(RangeTblEntry *rte, int attno, uint32 perm)
{
    if (rte->requiredPerms == 0)
        return; /* not checked (EXCLUDED, a CTE, a sub-select) */
    rte->requiredPerms |= perm;
    List **cols = perm == ACL_SELECT   ? &rte->selectedCols
                  : perm == ACL_INSERT ? &rte->insertedCols
                                       : &rte->updatedCols;
    if (!list_member_int(*cols, attno))
        *cols = lappend_int(*cols, attno);
}

bool bind_binding_view(void)
{
    return perm_check_as != InvalidOid;
}

Oid bind_push_check_as(Oid roleid)
{
    Oid saved = perm_check_as;
    perm_check_as = roleid;
    return saved;
}

void bind_pop_check_as(Oid saved)
{
    perm_check_as = saved;
}

static List *union_ints(List *into, const List *more)
{
    ListCell *lc;
    foreach (lc, more)
        if (!list_member_int(into, lfirst_int(lc)))
            into = lappend_int(into, lfirst_int(lc));
    return into;
}

/* The checks of the RTEs noted, one per relation and role. */
static List *collect_permissions(List *rtes)
{
    List *out = NIL;
    ListCell *lc, *oc;
    foreach (lc, rtes) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->requiredPerms == 0)
            continue;
        RelPermission *p = NULL;
        foreach (oc, out) {
            RelPermission *o = lfirst(oc);
            if (o->relid == rte->relid && o->check_as == rte->checkAsUser)
                p = o;
        }
        if (p == NULL) {
            p = palloc0(sizeof(RelPermission));
            p->relid = rte->relid;
            p->check_as = rte->checkAsUser;
            out = lappend(out, p);
        }
        p->perms |= rte->requiredPerms;
        p->selected_cols = union_ints(p->selected_cols, rte->selectedCols);
        p->inserted_cols = union_ints(p->inserted_cols, rte->insertedCols);
        p->updated_cols = union_ints(p->updated_cols, rte->updatedCols);
    }
    return out;
}

ParseState *bind_make_pstate(ParseState *parent, ParamState *params, const char *query_text)
{
    ParseState *ps = palloc0(sizeof(ParseState));
    ps->parent = parent;
    ps->params = params;
    ps->query_text = query_text;
    return ps;
}

const char *bind_expr_kind_name(ParseExprKind kind)
{
    switch (kind) {
    case EXPR_KIND_JOIN_ON: return "JOIN/ON";
    case EXPR_KIND_JOIN_USING: return "JOIN/USING";
    case EXPR_KIND_FROM_SUBSELECT: return "sub-SELECT in FROM";
    case EXPR_KIND_FROM_FUNCTION: return "function in FROM";
    case EXPR_KIND_WHERE: return "WHERE";
    case EXPR_KIND_HAVING: return "HAVING";
    case EXPR_KIND_FILTER: return "FILTER";
    case EXPR_KIND_SELECT_TARGET: return "SELECT";
    case EXPR_KIND_INSERT_TARGET: return "INSERT";
    case EXPR_KIND_UPDATE_SOURCE:
    case EXPR_KIND_UPDATE_TARGET: return "UPDATE";
    case EXPR_KIND_GROUP_BY: return "GROUP BY";
    case EXPR_KIND_ORDER_BY: return "ORDER BY";
    case EXPR_KIND_DISTINCT_ON: return "DISTINCT ON";
    case EXPR_KIND_LIMIT: return "LIMIT";
    case EXPR_KIND_OFFSET: return "OFFSET";
    case EXPR_KIND_RETURNING: return "RETURNING";
    case EXPR_KIND_VALUES:
    case EXPR_KIND_VALUES_SINGLE: return "VALUES";
    case EXPR_KIND_COLUMN_DEFAULT: return "DEFAULT";
    case EXPR_KIND_CHECK_CONSTRAINT: return "CHECK";
    case EXPR_KIND_INDEX_EXPRESSION: return "index expression";
    case EXPR_KIND_INDEX_PREDICATE: return "index predicate";
    case EXPR_KIND_POLICY: return "POLICY";
    case EXPR_KIND_WINDOW_PARTITION: return "window PARTITION BY";
    case EXPR_KIND_WINDOW_ORDER: return "window ORDER BY";
    case EXPR_KIND_WINDOW_FRAME: return "window ROWS";
    case EXPR_KIND_WINDOW_FRAME_RANGE: return "window RANGE";
    case EXPR_KIND_WINDOW_FRAME_GROUPS: return "window GROUPS";
    case EXPR_KIND_EXECUTE_PARAMETER: return "EXECUTE";
    case EXPR_KIND_ALTER_COL_TRANSFORM: return "USING";
    default: return "???";
    }
}

static void not_supported(const char *what)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED), errmsg("%s is not supported yet", what));
}

static FromExpr *make_from_expr(List *fromlist, Node *quals)
{
    FromExpr *f = makeNode(FromExpr);
    f->fromlist = fromlist;
    f->quals = quals;
    return f;
}

static Node *bind_where(ParseState *pstate, Node *clause, ParseExprKind kind, const char *name)
{
    if (clause == NULL)
        return NULL;
    Node *e = bind_expr(pstate, clause, kind);
    return bind_coerce_to_boolean(pstate, e, name);
}

/* ---------------------------------------------------------------- SELECT */

static RangeTblEntry *make_values_rte(List *rows, List *types, List *typmods, List *colls)
{
    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_VALUES;
    rte->values_lists = rows;
    rte->coltypes = types;
    rte->coltypmods = typmods;
    rte->colcollations = colls;
    rte->inFromCl = true;
    List *names = NIL;
    for (int i = 0; i < list_length(types); i++)
        names = lappend(names, makeString(psprintf("column%d", i + 1)));
    rte->eref = makeNode(Alias);
    rte->eref->aliasname = pstrdup("*VALUES*");
    rte->eref->colnames = names;
    return rte;
}

static List *bind_values_row(ParseState *pstate, List *row, ParseExprKind kind, bool allow_default)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, row) {
        Node *e = lfirst(lc);
        if (allow_default && IsA(e, SetToDefault))
            out = lappend(out, e);
        else
            out = lappend(out, bind_expr(pstate, e, kind));
    }
    return out;
}

/* transformValuesClause(): VALUES (...), (...) as a query over an RTE_VALUES. */
static Query *bind_values(ParseState *pstate, SelectStmt *stmt)
{
    Query *qry = makeNode(Query);
    qry->commandType = CMD_SELECT;
    bind_with_clause(pstate, stmt->withClause);
    List *rows = NIL;
    ListCell *lc;
    foreach (lc, stmt->valuesLists) {
        List *row = lfirst(lc);
        if (rows != NIL && list_length(row) != list_length((List *)linitial(rows)))
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("VALUES lists must all be the same length"),
                    errlocation(exprLocation((Node *)row)));
        rows = lappend(rows, bind_values_row(pstate, row, EXPR_KIND_VALUES, false));
    }
    int ncols = list_length((List *)linitial(rows));
    List *types = NIL, *typmods = NIL, *colls = NIL;
    for (int i = 0; i < ncols; i++) {
        List *col = NIL;
        foreach (lc, rows)
            col = lappend(col, list_nth((List *)lfirst(lc), i));
        Oid t = bind_select_common_type(pstate, col, "VALUES", NULL);
        int32 mod = -1;
        bool first = true;
        foreach (lc, rows) {
            List *row = lfirst(lc);
            Node *e = bind_coerce_to_common(pstate, list_nth(row, i), t, "VALUES");
            row->elements[i].ptr_value = e;
            int32 m = exprTypmod(e);
            mod = first ? m : (mod == m ? mod : -1);
            first = false;
        }
        types = lappend_oid(types, t);
        typmods = lappend_int(typmods, mod);
        List *coerced = NIL;
        foreach (lc, rows)
            coerced = lappend(coerced, list_nth((List *)lfirst(lc), i));
        colls = lappend_oid(colls, bind_select_common_collation(coerced, true));
    }
    RangeTblEntry *rte = make_values_rte(rows, types, typmods, colls);
    NsItem *ns = bind_add_rte(pstate, rte, true, true, true);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = ns->rtindex;
    pstate->joinlist = lappend(pstate->joinlist, ref);
    for (int i = 0; i < ncols; i++)
        qry->targetList = lappend(
            qry->targetList, bind_make_tle((Node *)bind_make_var(rte, ns->rtindex, i + 1, 0, -1),
                                           i + 1, psprintf("column%d", i + 1), false));
    qry->sortClause =
        bind_sort_clause(pstate, stmt->sortClause, &qry->targetList, EXPR_KIND_ORDER_BY, false);
    qry->limitOffset = bind_limit_clause(pstate, stmt->limitOffset, EXPR_KIND_OFFSET, "OFFSET");
    qry->limitCount = bind_limit_clause(pstate, stmt->limitCount, EXPR_KIND_LIMIT, "LIMIT");
    qry->limitOption = stmt->limitOption;
    qry->rtable = pstate->rtable;
    qry->jointree = make_from_expr(pstate->joinlist, NULL);
    bind_assign_query_collations(qry);
    return qry;
}

Query *bind_select(ParseState *pstate, SelectStmt *stmt)
{
    if (stmt->op != SETOP_NONE)
        return bind_setop(pstate, stmt);
    if (stmt->valuesLists)
        return bind_values(pstate, stmt);
    bind_with_clause(pstate, stmt->withClause);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_SELECT;
    ListCell *wl;
    foreach (wl, stmt->windowClause) {
        WindowDef *d = lfirst(wl);
        ListCell *prev;
        foreach (prev, pstate->windowDefs)
            if (strcmp(((WindowDef *)lfirst(prev))->name, d->name) == 0)
                ereport(ERROR, errcode(ERRCODE_WINDOWING_ERROR),
                        errmsg("window \"%s\" is already defined", d->name),
                        errlocation(d->location));
        pstate->windowDefs = lappend(pstate->windowDefs, d);
    }
    bind_from_clause(pstate, stmt->fromClause);
    qry->targetList = bind_target_list(pstate, stmt->targetList, EXPR_KIND_SELECT_TARGET);
    bind_mark_origins(pstate, qry->targetList);
    Node *qual = bind_where(pstate, stmt->whereClause, EXPR_KIND_WHERE, "WHERE");
    bind_prune_partitions(pstate, qual);
    qry->havingQual = bind_where(pstate, stmt->havingClause, EXPR_KIND_HAVING, "HAVING");
    qry->sortClause =
        bind_sort_clause(pstate, stmt->sortClause, &qry->targetList, EXPR_KIND_ORDER_BY, false);
    qry->groupClause = bind_group_clause(pstate, stmt->groupClause, &qry->targetList,
                                         qry->sortClause, &qry->groupingSets);
    if (stmt->distinctClause == NIL) {
        qry->distinctClause = NIL;
    } else if (linitial(stmt->distinctClause) == NULL) {
        qry->distinctClause = bind_distinct_clause(pstate, &qry->targetList, qry->sortClause);
    } else {
        qry->distinctClause = bind_distinct_on_clause(pstate, stmt->distinctClause,
                                                      &qry->targetList, qry->sortClause);
        qry->hasDistinctOn = true;
    }
    qry->limitOffset = bind_limit_clause(pstate, stmt->limitOffset, EXPR_KIND_OFFSET, "OFFSET");
    qry->limitCount = bind_limit_clause(pstate, stmt->limitCount, EXPR_KIND_LIMIT, "LIMIT");
    qry->limitOption = stmt->limitOption;
    qry->windowClause = bind_window_definitions(pstate, &qry->targetList);
    qry->hasWindowFuncs = pstate->hasWindowFuncs;
    qry->hasTargetSRFs = pstate->hasTargetSRFs;
    if (stmt->limitOption == LIMIT_OPTION_WITH_TIES && stmt->sortClause == NIL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("WITH TIES cannot be specified without ORDER BY clause"));
    if (!pstate->noResolveUnknowns)
        bind_resolve_unknown_targets(pstate, qry->targetList);
    qry->rtable = pstate->rtable;
    qry->jointree = make_from_expr(pstate->joinlist, qual);
    qry->cteList = pstate->cteDefs;
    qry->hasAggs = pstate->hasAggs;
    qry->hasSubLinks = pstate->hasSubLinks;
    bind_locking_clause(pstate, qry, stmt->lockingClause);
    bind_check_aggregates(pstate, qry);
    bind_assign_query_collations(qry);
    return qry;
}

/*
 * WITH: non-recursive CTEs are bound here once (so their errors appear as in PG) and then
 * inlined: each reference in FROM becomes an RTE_SUBQUERY bound afresh from the CTE's query
 * (see bind_relation.c), which gives PG's results for side-effect-free queries.
 */
void bind_with_clause(ParseState *pstate, WithClause *with)
{
    if (with == NULL)
        return;
    ListCell *lc;
    foreach (lc, with->ctes) {
        CommonTableExpr *cte = lfirst(lc);
        ListCell *prev;
        foreach (prev, pstate->ctes)
            if (strcmp(((CommonTableExpr *)lfirst(prev))->ctename, cte->ctename) == 0)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_ALIAS),
                        errmsg("WITH query name \"%s\" specified more than once", cte->ctename),
                        errlocation(cte->location));
        if (!IsA(cte->ctequery, SelectStmt))
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("data-modifying statements in WITH are not supported yet"),
                    errlocation(cte->location));
        cte->cte_state = CTE_STATE_PLAIN;
        cte->cte_def = NULL;
        cte->cte_pstate = NULL;
        int ncols;
        if (with->recursive) {
            /* bind_cte.c; a CTE that does not refer to itself stays an ordinary one */
            ncols = bind_recursive_cte(pstate, cte);
            pstate->ctes = list_delete_nth_cell(pstate->ctes, list_length(pstate->ctes) - 1);
        } else {
            /* earlier CTEs of the same WITH are visible to later ones */
            Query *q = bind_sub_select(pstate, cte->ctequery);
            ncols = bind_output_column_count(q);
        }
        if (list_length(cte->aliascolnames) > ncols)
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("WITH query \"%s\" has %d columns available but %d columns specified",
                           cte->ctename, ncols, list_length(cte->aliascolnames)),
                    errlocation(cte->location));
        pstate->ctes = lappend(pstate->ctes, cte);
    }
}

/* A sub-SELECT (in FROM, INSERT ... SELECT): its own level, searching pstate for outer refs. */
Query *bind_sub_select(ParseState *parent, Node *stmt)
{
    if (!IsA(stmt, SelectStmt))
        elog(ERROR, "unexpected non-SELECT command in sub-select");
    ParseState *ps = bind_make_pstate(parent, parent ? parent->params : NULL,
                                      parent ? parent->query_text : NULL);
    return bind_select(ps, (SelectStmt *)stmt);
}

/* ---------------------------------------------------------------- INSERT / UPDATE / DELETE */


static int attno_by_name(TupleDesc td, const char *name)
{
    for (int i = 0; i < td->natts; i++) {
        Form_attribute a = TupleDescAttr(td, i);
        if (!a->attisdropped && strcmp(a->attname, name) == 0)
            return i + 1;
    }
    return 0;
}

static int check_target_column(Relation rel, ResTarget *rt, bool allow_subscripts)
{
    int attno = attno_by_name(rel->rd_att, rt->name);
    if (attno == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                errmsg("column \"%s\" of relation \"%s\" does not exist", rt->name, rel->relname),
                errlocation(rt->location));
    if (rt->indirection != NIL && !allow_subscripts)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("subscripted or field assignment is not supported yet"),
                errlocation(rt->location));
    return attno;
}

/* checkInsertTargets() */
List *bind_insert_targets(Relation rel, List *cols)
{
    List *out = NIL;
    TupleDesc td = rel->rd_att;
    if (cols == NIL) {
        for (int i = 0; i < td->natts; i++) {
            Form_attribute a = TupleDescAttr(td, i);
            if (a->attisdropped)
                continue;
            TargetCol *tc = palloc0(sizeof(TargetCol));
            tc->attno = i + 1;
            tc->name = a->attname;
            tc->location = -1;
            out = lappend(out, tc);
        }
        return out;
    }
    ListCell *lc;
    foreach (lc, cols) {
        ResTarget *rt = lfirst(lc);
        int attno = check_target_column(rel, rt, true);
        ListCell *prev;
        foreach (prev, out)
            if (((TargetCol *)lfirst(prev))->attno == attno)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                        errmsg("column \"%s\" specified more than once", rt->name),
                        errlocation(rt->location));
        TargetCol *tc = palloc0(sizeof(TargetCol));
        tc->attno = attno;
        tc->name = rt->name;
        tc->location = rt->location;
        tc->indirection = rt->indirection;
        out = lappend(out, tc);
    }
    return out;
}

/* transformAssignedExpr(): expr as a value of column attno, by assignment coercion. */
static Node *assign_to_column(ParseState *pstate, Relation rel, Node *expr, int attno,
                              const char *colname)
{
    Form_attribute att = TupleDescAttr(rel->rd_att, attno - 1);
    if (att->attidentity && pstate->identity_mode == 'u')
        expr = (Node *)makeNode(SetToDefault); /* OVERRIDING USER VALUE: the sequence's */
    if (att->attidentity == 'a' && !IsA(expr, SetToDefault) && pstate->identity_mode != 's') {
        if (pstate->identity_mode == 'U')
            ereport(ERROR, errcode(ERRCODE_GENERATED_ALWAYS),
                    errmsg("column \"%s\" can only be updated to DEFAULT", colname),
                    errdetail("Column \"%s\" is an identity column defined as GENERATED ALWAYS.",
                              colname));
        ereport(ERROR, errcode(ERRCODE_GENERATED_ALWAYS),
                errmsg("cannot insert a non-DEFAULT value into column \"%s\"", colname),
                errdetail("Column \"%s\" is an identity column defined as GENERATED ALWAYS.",
                          colname),
                errhint("Use OVERRIDING SYSTEM VALUE to override."));
    }
    if (IsA(expr, SetToDefault)) {
        Node *def = bind_stored_default(pstate, rel, attno);
        return def ? def : (Node *)bind_make_null_const(att->atttypid, att->atttypmod);
    }
    Oid t = exprType(expr);
    Node *res = bind_coerce_to_target(pstate, expr, t, att->atttypid, att->atttypmod,
                                      COERCION_ASSIGNMENT, COERCE_IMPLICIT_CAST, -1);
    if (res == NULL)
        ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                errmsg("column \"%s\" is of type %s but expression is of type %s", colname,
                       bind_format_type(att->atttypid), bind_format_type(t)),
                errhint("You will need to rewrite or cast the expression."),
                errlocation(exprLocation(expr)));
    return res;
}

/* INSERT INTO t (a[1]) VALUES (x): the column's array is built from a NULL one (bind_array.c). */
static Node *insert_value(ParseState *pstate, Relation rel, TargetCol *tc, Node *expr)
{
    if (tc->indirection != NIL && IsA(expr, SetToDefault))
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("cannot set an array element to DEFAULT"), errlocation(tc->location));
    if (tc->indirection != NIL) {
        Form_attribute att = TupleDescAttr(rel->rd_att, tc->attno - 1);
        Node *container = (Node *)bind_make_null_const(att->atttypid, att->atttypmod);
        expr = bind_array_assignment(pstate, container, tc->name, tc->indirection, expr,
                                     tc->location);
    }
    return assign_to_column(pstate, rel, expr, tc->attno, tc->name);
}

/* Fewer values than columns is fine without a column list: the rest get defaults. */
static void check_insert_counts(List *exprs, List *icols, bool explicit_cols)
{
    if (list_length(exprs) > list_length(icols))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("INSERT has more expressions than target columns"),
                errlocation(exprLocation(list_nth(exprs, list_length(icols)))));
    if (explicit_cols && list_length(icols) > list_length(exprs))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("INSERT has more target columns than expressions"),
                errlocation(((TargetCol *)list_nth(icols, list_length(exprs)))->location));
}

static List *truncate_targets(List *icols, int nexprs, List *cols)
{
    if (cols != NIL || nexprs >= list_length(icols))
        return icols;
    List *out = NIL;
    for (int i = 0; i < nexprs; i++)
        out = lappend(out, list_nth(icols, i));
    return out;
}

static List *bind_returning(ParseState *pstate, List *returning)
{
    if (returning == NIL)
        return NIL;
    List *tl = bind_target_list(pstate, returning, EXPR_KIND_RETURNING);
    bind_resolve_unknown_targets(pstate, tl);
    bind_mark_origins(pstate, tl);
    return tl;
}

/* UPDATE's SET list (and ON CONFLICT DO UPDATE's): one TargetEntry per assigned column,
 * resno = attno, in the order written (transformUpdateTargetList). */
static List *bind_set_clause(ParseState *pstate, Relation rel, List *targetList)
{
    List *out = NIL;
    ListCell *lc;
    List *subscripted = NIL; /* attnos assigned through subscripts so far */
    foreach (lc, targetList) {
        ResTarget *rt = lfirst(lc);
        if (attno_by_name(rel->rd_att, rt->name) == 0 && sysattr_attnum(rt->name) != 0)
            ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                    errmsg("cannot assign to system column \"%s\"", rt->name),
                    errlocation(rt->location));
        int attno = check_target_column(rel, rt, true);
        bind_note_column(list_nth(pstate->rtable, pstate->resultRelation - 1), attno, ACL_UPDATE);
        Node *e = IsA(rt->val, SetToDefault) ? rt->val
                                             : bind_expr(pstate, rt->val, EXPR_KIND_UPDATE_SOURCE);
        if (rt->indirection != NIL) { /* SET a[i] = x: the column's new array (bind_array.c) */
            if (IsA(e, SetToDefault))
                ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                        errmsg("cannot set an array element to DEFAULT"),
                        errlocation(rt->location));
            RangeTblEntry *rte = list_nth(pstate->rtable, pstate->resultRelation - 1);
            Node *cur = (Node *)bind_make_var(rte, pstate->resultRelation, attno, 0, rt->location);
            /* SET a[1] = x, a[2] = y: the second assignment applies to the first's result */
            TargetEntry *earlier = NULL;
            ListCell *prev;
            foreach (prev, out)
                if (((TargetEntry *)lfirst(prev))->resno == attno &&
                    list_member_int(subscripted, attno))
                    earlier = lfirst(prev);
            if (earlier)
                cur = (Node *)earlier->expr;
            e = bind_array_assignment(pstate, cur, rt->name, rt->indirection, e, rt->location);
            if (earlier) {
                earlier->expr = (Expr *)assign_to_column(pstate, rel, e, attno, rt->name);
                continue;
            }
        }
        e = assign_to_column(pstate, rel, e, attno, rt->name);
        ListCell *prev;
        foreach (prev, out)
            if (((TargetEntry *)lfirst(prev))->resno == attno)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple assignments to same column \"%s\"", rt->name));
        if (rt->indirection != NIL)
            subscripted = lappend_int(subscripted, attno);
        out = lappend(out, bind_make_tle(e, attno, pstrdup(rt->name), false));
    }
    return out;
}

/*
 * ON CONFLICT (transformOnConflictClause): the conflict target (columns, checked against the
 * target table, or the unique index ON CONSTRAINT names) and for DO UPDATE the SET list and
 * WHERE over the target and EXCLUDED, a range-table entry of its own that is visible only
 * there. target is the target's range-table entry, at rti.
 */
static OnConflictExpr *bind_on_conflict(ParseState *pstate, OnConflictClause *occ, Relation rel,
                                        RangeTblEntry *target, int rti)
{
    OnConflictExpr *oc = makeNode(OnConflictExpr);
    oc->action = occ->action;
    if (occ->action == ONCONFLICT_UPDATE && occ->infer_cols == NIL && occ->constraint_name == NULL)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("ON CONFLICT DO UPDATE requires inference specification or constraint "
                       "name"),
                errhint("For example, ON CONFLICT (column_name)."), errlocation(occ->location));

    NsItem *tns = palloc0(sizeof(NsItem));
    tns->rte = target;
    tns->rtindex = rti;
    tns->rel_visible = tns->cols_visible = true;
    tns->is_target = true; /* a partitioned target's tableoid: the existing row's partition */

    /* the inference columns (and a partial index's predicate) see the target's columns */
    pstate->namespace = list_make1(tns);
    ListCell *lc;
    foreach (lc, occ->infer_cols) {
        ResTarget *rt = lfirst(lc);
        Node *raw = rt->val;
        if (raw == NULL) {
            ColumnRef *cref = makeNode(ColumnRef);
            cref->fields = list_make1(makeString(pstrdup(rt->name)));
            cref->location = occ->infer_location; /* PG's: that of the whole specification */
            raw = (Node *)cref;
        }
        Node *e = bind_expr(pstate, raw, EXPR_KIND_OTHER);
        while (IsA(e, RelabelType))
            e = (Node *)((RelabelType *)e)->arg;
        /* an expression that is not a column can only match an expression index */
        bool column = IsA(e, Var) && ((Var *)e)->varno == rti && ((Var *)e)->varlevelsup == 0 &&
                      ((Var *)e)->varattno > 0;
        oc->arbiterElems = lappend_int(oc->arbiterElems, column ? ((Var *)e)->varattno : 0);
        if (!column) {
            bind_assign_expr_collations(e);
            oc->arbiterExprs = lappend(oc->arbiterExprs, e);
        }
    }
    if (occ->infer_where)
        oc->arbiterWhere = bind_where(pstate, occ->infer_where, EXPR_KIND_WHERE, "WHERE");
    if (occ->constraint_name) {
        List *oids = catalog_relation_indexes(rel->rd_id);
        foreach (lc, oids) {
            IndexFormData f;
            char name[NAMEDATALEN];
            Oid nsp;
            if (catalog_index_form(lfirst_oid(lc), &f) && f.indisunique &&
                catalog_relation_name(lfirst_oid(lc), name, &nsp) &&
                strcmp(name, occ->constraint_name) == 0)
                oc->constraint = lfirst_oid(lc);
        }
        if (!OidIsValid(oc->constraint))
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("constraint \"%s\" for table \"%s\" does not exist",
                           occ->constraint_name, rel->relname));
    }
    pstate->namespace = NIL;
    if (occ->action != ONCONFLICT_UPDATE)
        return oc;

    /* EXCLUDED: the target table again, under that name, with the table's own column names */
    RangeTblEntry *excl = makeNode(RangeTblEntry);
    *excl = *target;
    excl->requiredPerms = 0; /* the row proposed: no privilege to read it is needed */
    target->requiredPerms |= ACL_UPDATE;
    excl->alias = NULL;
    excl->inFromCl = false;
    /* the proposed row is stored nowhere: no system columns (PG makes it a composite type's) */
    excl->relkind = RELKIND_COMPOSITE_TYPE;
    List *colnames = NIL;
    TupleDesc td = rel->rd_att;
    for (int i = 0; i < td->natts; i++) {
        Form_attribute att = TupleDescAttr(td, i);
        colnames = lappend(colnames, makeString(pstrdup(att->attisdropped ? "" : att->attname)));
    }
    excl->eref = makeNode(Alias);
    excl->eref->aliasname = pstrdup("excluded");
    excl->eref->colnames = colnames;
    NsItem *ens = bind_add_rte(pstate, excl, true, true, false);
    oc->exclRelIndex = ens->rtindex;
    pstate->namespace = list_make2(ens, tns);
    oc->onConflictSet = bind_set_clause(pstate, rel, occ->targetList);
    oc->onConflictWhere = bind_where(pstate, occ->whereClause, EXPR_KIND_WHERE, "WHERE");
    pstate->namespace = NIL; /* EXCLUDED is not visible in RETURNING */
    return oc;
}

static Node *unknown_to_element(ParseState *pstate, Relation rel, TargetCol *tc, Node *lit)
{
    Oid coltype = TupleDescAttr(rel->rd_att, tc->attno - 1)->atttypid;
    bool slice = false;
    ListCell *lc;
    foreach (lc, tc->indirection)
        slice |= IsA(lfirst(lc), A_Indices) && ((A_Indices *)lfirst(lc))->is_slice;
    Oid want = slice ? coltype : bind_array_elem_type(coltype);
    Node *v = OidIsValid(want) ? bind_coerce_to_target(pstate, lit, UNKNOWNOID, want, -1,
                                                       COERCION_ASSIGNMENT, COERCE_IMPLICIT_CAST,
                                                       -1)
                               : NULL;
    return v ? v : lit; /* what cannot take the type is reported as for any other value */
}

/*
 * INSERT's SELECT: a literal of unknown type in its target list takes the type of the column it
 * goes to, as PG leaves such outputs unresolved there (p_resolve_unknowns); those of a set
 * operation, or sorted or grouped by, are text as in any SELECT.
 */
static Query *bind_insert_select(ParseState *pstate, SelectStmt *sel, Relation rel, List *icols)
{
    ParseState *ps = bind_make_pstate(pstate, pstate->params, pstate->query_text);
    ps->noResolveUnknowns = sel->op == SETOP_NONE;
    Query *sub = bind_select(ps, sel);
    if (!ps->noResolveUnknowns)
        return sub;
    int i = 0;
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        if (i < list_length(icols) && exprType((Node *)tle->expr) == UNKNOWNOID &&
            IsA(tle->expr, Const) && tle->ressortgroupref == 0) {
            TargetCol *tc = list_nth(icols, i);
            if (tc->indirection == NIL)
                tle->expr = (Expr *)insert_value(pstate, rel, tc, (Node *)tle->expr);
            else /* an element (or, for a slice, an array) of the column's type */
                tle->expr = (Expr *)unknown_to_element(pstate, rel, tc, (Node *)tle->expr);
        }
        i++;
    }
    bind_resolve_unknown_targets(ps, sub->targetList);
    return sub;
}

static Query *bind_insert(ParseState *pstate, InsertStmt *stmt)
{
    bind_with_clause(pstate, stmt->withClause);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_INSERT;
    pstate->identity_mode = stmt->override ? stmt->override : 'i';
    Relation rel;
    int rti;
    RangeTblEntry *target = bind_add_relation(pstate, stmt->relation, RowExclusiveLock, &rel, &rti);
    bind_check_view_target(pstate, rel, CMD_INSERT);
    target->inFromCl = false;
    target->requiredPerms = ACL_INSERT; /* and SELECT once RETURNING or ON CONFLICT reads it */
    qry->resultRelation = rti;
    pstate->resultRelation = rti;
    pstate->targetRel = rel;
    List *icols = bind_insert_targets(rel, stmt->cols);
    int ncols = list_length(icols);

    SelectStmt *sel = (SelectStmt *)stmt->selectStmt;
    List *values = NIL; /* the source's columns, coerced, as exprs over the source RTE */
    RangeTblEntry *src;
    bool is_values = sel == NULL || (sel->valuesLists != NIL && sel->sortClause == NIL &&
                                     sel->limitCount == NULL && sel->limitOffset == NULL &&
                                     sel->withClause == NULL && sel->op == SETOP_NONE);
    if (is_values) {
        List *rows = NIL;
        if (sel == NULL) { /* DEFAULT VALUES */
            List *row = NIL;
            for (int i = 0; i < ncols; i++)
                row = lappend(row, makeNode(SetToDefault));
            rows = list_make1(row);
        } else {
            ParseExprKind kind = list_length(sel->valuesLists) > 1 ? EXPR_KIND_VALUES
                                                                   : EXPR_KIND_VALUES_SINGLE;
            ListCell *lc;
            foreach (lc, sel->valuesLists) {
                List *row = lfirst(lc);
                if (rows != NIL && list_length(row) != list_length((List *)linitial(rows)))
                    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                            errmsg("VALUES lists must all be the same length"),
                            errlocation(exprLocation((Node *)row)));
                rows = lappend(rows, bind_values_row(pstate, row, kind, true));
            }
        }
        List *coerced = NIL;
        ListCell *lc;
        icols = truncate_targets(icols, list_length((List *)linitial(rows)), stmt->cols);
        ncols = list_length(icols);
        foreach (lc, rows) {
            List *row = lfirst(lc);
            check_insert_counts(row, icols, stmt->cols != NIL);
            List *out = NIL;
            ListCell *c;
            foreach (c, row) {
                TargetCol *tc = list_nth(icols, foreach_current_index(c));
                out = lappend(out, insert_value(pstate, rel, tc, lfirst(c)));
            }
            coerced = lappend(coerced, out);
        }
        List *types = NIL, *typmods = NIL, *colls = NIL;
        foreach (lc, icols) {
            Form_attribute att = TupleDescAttr(rel->rd_att, ((TargetCol *)lfirst(lc))->attno - 1);
            types = lappend_oid(types, att->atttypid);
            typmods = lappend_int(typmods, att->atttypmod);
            colls = lappend_oid(colls, att->attcollation);
        }
        src = make_values_rte(coerced, types, typmods, colls);
        NsItem *ns = bind_add_rte(pstate, src, false, false, false);
        for (int i = 0; i < ncols; i++)
            values = lappend(values, bind_make_var(src, ns->rtindex, i + 1, 0, -1));
    } else {
        Query *sub = bind_insert_select(pstate, sel, rel, icols);
        Alias *a = makeNode(Alias);
        a->aliasname = pstrdup("*SELECT*");
        src = bind_make_subquery_rte(sub, a, false);
        src->alias = NULL;
        NsItem *ns = bind_add_rte(pstate, src, false, false, false);
        List *exprs = NIL;
        ListCell *lc;
        foreach (lc, sub->targetList) {
            TargetEntry *tle = lfirst(lc);
            if (tle->resjunk)
                continue;
            Var *v = bind_make_var(src, ns->rtindex, tle->resno, 0,
                                   exprLocation((Node *)tle->expr));
            exprs = lappend(exprs, v);
        }
        check_insert_counts(exprs, icols, stmt->cols != NIL);
        icols = truncate_targets(icols, list_length(exprs), stmt->cols);
        foreach (lc, exprs) {
            TargetCol *tc = list_nth(icols, foreach_current_index(lc));
            values = lappend(values, insert_value(pstate, rel, tc, lfirst(lc)));
        }
    }
    if (sel != NULL) { /* the columns given values (DEFAULT VALUES gives none, as in PG) */
        ListCell *lc;
        foreach (lc, icols)
            bind_note_column(target, ((TargetCol *)lfirst(lc))->attno, ACL_INSERT);
    }
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = list_length(pstate->rtable);
    qry->jointree = make_from_expr(list_make1(ref), NULL);

    /* One entry per table column, in table order; unlisted columns get their default. */
    TupleDesc td = rel->rd_att;
    for (int attno = 1; attno <= td->natts; attno++) {
        Form_attribute att = TupleDescAttr(td, attno - 1);
        Node *e = NULL;
        ListCell *lc;
        foreach (lc, icols)
            if (((TargetCol *)lfirst(lc))->attno == attno)
                e = list_nth(values, foreach_current_index(lc));
        if (e == NULL)
            e = bind_stored_default(pstate, rel, attno);
        if (e == NULL)
            e = (Node *)bind_make_null_const(att->attisdropped ? INT4OID : att->atttypid,
                                             att->attisdropped ? -1 : att->atttypmod);
        qry->targetList = lappend(qry->targetList,
                                  bind_make_tle(e, attno, pstrdup(att->attname), false));
    }
    if (stmt->onConflictClause)
        qry->onConflict = bind_on_conflict(pstate, stmt->onConflictClause, rel, target, rti);
    if (stmt->returningList) {
        NsItem *ns = palloc0(sizeof(NsItem));
        ns->rte = target;
        ns->rtindex = rti;
        ns->rel_visible = ns->cols_visible = true;
        pstate->namespace = list_make1(ns);
        qry->returningList = bind_returning(pstate, stmt->returningList);
    }
    qry->rtable = pstate->rtable;
    qry->hasSubLinks = pstate->hasSubLinks;
    bind_assign_query_collations(qry);
    qry->checkConstraints = bind_write_checks(rel);
    relation_close(rel);
    pstate->targetRel = NULL;
    qry->cteList = pstate->cteDefs; /* recursive WITH queries */
    return qry;
}

/* setTargetTable() for UPDATE/DELETE: the target is also a FROM item. */
static Relation set_target_table(ParseState *pstate, Query *qry, RangeVar *rv)
{
    Relation rel;
    int rti;
    bind_add_relation(pstate, rv, RowExclusiveLock, &rel, &rti);
    bind_check_view_target(pstate, rel, qry->commandType);
    NsItem *ns = palloc0(sizeof(NsItem));
    ns->rte = list_nth(pstate->rtable, rti - 1);
    ns->rte->requiredPerms = qry->commandType == CMD_UPDATE ? ACL_UPDATE : ACL_DELETE;
    ns->rtindex = rti;
    ns->rel_visible = ns->cols_visible = true;
    /* FROM / USING items cannot refer to the target, not even LATERAL ones (bind_from_clause
     * makes it visible again) */
    ns->lateral_only = true;
    ns->lateral_ok = false;
    ns->is_target = true;
    pstate->namespace = lappend(pstate->namespace, ns);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = rti;
    pstate->joinlist = lappend(pstate->joinlist, ref);
    qry->resultRelation = rti;
    pstate->resultRelation = rti;
    pstate->targetRel = rel;
    return rel;
}

static Query *bind_update(ParseState *pstate, UpdateStmt *stmt)
{
    bind_with_clause(pstate, stmt->withClause);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UPDATE;
    pstate->identity_mode = 'U';
    Relation rel = set_target_table(pstate, qry, stmt->relation);
    bind_from_clause(pstate, stmt->fromClause);
    Node *qual = bind_where(pstate, stmt->whereClause, EXPR_KIND_WHERE, "WHERE");
    qry->targetList = bind_set_clause(pstate, rel, stmt->targetList);
    qry->returningList = bind_returning(pstate, stmt->returningList);
    qry->rtable = pstate->rtable;
    qry->jointree = make_from_expr(pstate->joinlist, qual);
    qry->hasSubLinks = pstate->hasSubLinks;
    bind_assign_query_collations(qry);
    qry->checkConstraints = bind_write_checks(rel);
    relation_close(rel);
    pstate->targetRel = NULL;
    qry->cteList = pstate->cteDefs; /* recursive WITH queries */
    return qry;
}

static Query *bind_delete(ParseState *pstate, DeleteStmt *stmt)
{
    bind_with_clause(pstate, stmt->withClause);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_DELETE;
    Relation rel = set_target_table(pstate, qry, stmt->relation);
    bind_from_clause(pstate, stmt->usingClause);
    Node *qual = bind_where(pstate, stmt->whereClause, EXPR_KIND_WHERE, "WHERE");
    qry->returningList = bind_returning(pstate, stmt->returningList);
    qry->rtable = pstate->rtable;
    qry->jointree = make_from_expr(pstate->joinlist, qual);
    qry->hasSubLinks = pstate->hasSubLinks;
    bind_assign_query_collations(qry);
    relation_close(rel);
    pstate->targetRel = NULL;
    qry->cteList = pstate->cteDefs; /* recursive WITH queries */
    return qry;
}

/* ---------------------------------------------------------------- utility statements */

#define MAX_TABLE_COLUMNS 1600

static const char *constraint_name(ConstrType t)
{
    switch (t) {
    case CONSTR_DEFAULT: return "DEFAULT";
    case CONSTR_CHECK: return "CHECK constraints";
    case CONSTR_PRIMARY: return "PRIMARY KEY constraints";
    case CONSTR_UNIQUE: return "UNIQUE constraints";
    case CONSTR_FOREIGN: return "FOREIGN KEY constraints";
    default: return "constraints";
    }
}

pg_noreturn void bind_unsupported_constraint(Constraint *c)
{
    ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
            errmsg("%s are not supported yet", constraint_name(c->contype)),
            errlocation(c->location));
}

/*
 * WITH (storage parameters) of CREATE TABLE, checked as PG checks them. Only the values that
 * match what Basalt does are accepted: fillfactor 100 (pages are filled completely) and
 * autovacuum_enabled = true; other valid values are refused rather than silently ignored.
 */
void bind_check_table_options(List *options)
{
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        const char *v = NULL;
        if (d->arg == NULL)
            v = "true";
        else if (IsA(d->arg, String))
            v = strVal(d->arg);
        else if (IsA(d->arg, Integer))
            v = psprintf("%lld", (long long)intVal(d->arg));
        else if (IsA(d->arg, Float))
            v = castNode(Float, d->arg)->fval;
        if (d->defnamespace != NULL || (strcmp(d->defname, "fillfactor") != 0 &&
                                        strcmp(d->defname, "autovacuum_enabled") != 0))
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("unrecognized parameter \"%s\"", d->defname));
        if (strcmp(d->defname, "fillfactor") == 0) {
            char *end = NULL;
            long ff = v ? strtol(v, &end, 10) : 0;
            if (v == NULL || end == v || *end != '\0')
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("invalid value for integer option \"fillfactor\": %s",
                               v ? v : ""));
            if (ff < 10 || ff > 100)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("value %s out of bounds for option \"fillfactor\"", v),
                        errdetail("Valid values are between \"10\" and \"100\"."));
            if (ff != 100)
                not_supported("fillfactor below 100");
        } else {
            bool on = v && (strcmp(v, "true") == 0 || strcmp(v, "on") == 0 || strcmp(v, "1") == 0);
            bool off = v && (strcmp(v, "false") == 0 || strcmp(v, "off") == 0 || strcmp(v, "0") == 0);
            if (!on && !off)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("invalid value for boolean option \"autovacuum_enabled\": %s",
                               v ? v : ""));
            if (off)
                not_supported("autovacuum_enabled = false");
        }
    }
}

/*
 * One column of CREATE TABLE or ALTER TABLE ADD COLUMN: its type, collation and NOT NULL into
 * att (attnum is the caller's); its PRIMARY KEY / UNIQUE constraints, keyed on the column,
 * are appended to *index_constraints, its CHECK constraints (still raw: they are bound over
 * the whole table) to *checks unless checks is NULL (the caller collects them).
 */
void bind_column_def(ParseState *pstate, ColumnDef *cd, const char *relname, Form_attribute att,
                     List **index_constraints, Node **default_expr, List **checks,
                     bool in_create)
{
    Oid typid;
    int32 typmod;
    bind_typename(pstate, cd->typeName, &typid, &typmod);
    const TypeInfo *t = bind_type_info(typid);
    if (typid == UNKNOWNOID || t->typcategory == TYPCATEGORY_PSEUDOTYPE)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("column \"%s\" has pseudo-type %s", cd->colname,
                       bind_format_type(typid)));
    Oid collation = bind_type_collation(typid);
    if (cd->collClause) {
        if (collation == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("collations are not supported by type %s", bind_format_type(typid)),
                    errlocation(cd->collClause->location));
        collation = bind_collation_by_name(cd->collClause->collname, cd->collClause->location);
    }
    bool notnull = cd->is_not_null;
    ListCell *cc;
    Constraint *def = NULL;
    bool saw_null = false, saw_notnull = false; /* is_not_null mirrors the constraints */
    foreach (cc, cd->constraints) {
        Constraint *c = lfirst(cc);
        if (c->contype == CONSTR_NOTNULL || c->contype == CONSTR_NULL) {
            if ((c->contype == CONSTR_NOTNULL && saw_null) ||
                (c->contype == CONSTR_NULL && saw_notnull))
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("conflicting NULL/NOT NULL declarations for column \"%s\" of "
                               "table \"%s\"",
                               cd->colname, relname),
                        errlocation(c->location));
            if (c->contype == CONSTR_NOTNULL)
                notnull = saw_notnull = true;
            else
                saw_null = true;
        } else if (c->contype == CONSTR_PRIMARY || c->contype == CONSTR_UNIQUE) {
            Constraint *copy = makeNode(Constraint);
            *copy = *c;
            copy->keys = list_make1(makeString(cd->colname));
            *index_constraints = lappend(*index_constraints, copy);
        } else if (c->contype == CONSTR_DEFAULT) {
            if (def)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple default values specified for column \"%s\" of table "
                               "\"%s\"",
                               cd->colname, relname),
                        errlocation(c->location));
            def = c;
        } else if (c->contype == CONSTR_CHECK) {
            if (checks)
                *checks = lappend(*checks, c);
        } else if (c->contype == CONSTR_FOREIGN) {
            /* with the index constraints: the executor adds it once the column exists */
            Constraint *copy = makeNode(Constraint);
            *copy = *c;
            copy->fk_attrs = list_make1(makeString(cd->colname));
            *index_constraints = lappend(*index_constraints, copy);
        } else
            bind_unsupported_constraint(c);
    }
    if (strlen(cd->colname) >= NAMEDATALEN)
        elog(ERROR, "column name too long");
    strcpy(att->attname, cd->colname);
    att->atttypid = typid;
    att->atttypmod = typmod;
    att->attlen = t->typlen;
    att->attbyval = t->typbyval;
    att->attalign = t->typalign;
    att->attnotnull = notnull;
    att->attcollation = collation;
    if (default_expr) {
        *default_expr = def ? bind_column_default(pstate, def->raw_expr, att, in_create) : NULL;
        att->atthasdef = *default_expr != NULL;
    }
}

Oid bind_creation_namespace(RangeVar *rv)
{
    Oid nsp = InvalidOid;
    if (!rv->schemaname) {
        nsp = exec_creation_namespace(); /* the first existing schema search_path lists */
        if (!OidIsValid(nsp))
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("no schema has been selected to create in"),
                    errlocation(rv->location));
    } else {
        nsp = catalog_namespace_oid(rv->schemaname);
        if (!OidIsValid(nsp))
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", rv->schemaname),
                    errlocation(rv->location));
    }
    if (rv->relpersistence != RELPERSISTENCE_TEMP) /* TEMP is PUBLIC's on the database */
        acl_require_namespace(nsp, ACL_CREATE, rv->location);
    return nsp;
}

/* serial, bigserial, smallserial (and serial4/8/2): the integer type they stand for. */
static Oid serial_type(const TypeName *tn)
{
    if (tn == NULL || list_length(tn->names) != 1 || tn->arrayBounds != NIL)
        return InvalidOid;
    const char *n = strVal(linitial(tn->names));
    if (strcmp(n, "serial") == 0 || strcmp(n, "serial4") == 0)
        return INT4OID;
    if (strcmp(n, "bigserial") == 0 || strcmp(n, "serial8") == 0)
        return INT8OID;
    if (strcmp(n, "smallserial") == 0 || strcmp(n, "serial2") == 0)
        return INT2OID;
    return InvalidOid;
}

/*
 * PG's makeObjectName + ChooseRelationName: "table_column_seq", the longer part cut until it
 * fits NAMEDATALEN, then "seq1", "seq2", ... while the name is taken in nsp (or by an earlier
 * serial of this statement, in taken).
 */
static char *choose_sequence_name(const char *relname, const char *colname, Oid nsp,
                                  List *taken)
{
    for (int pass = 0;; pass++) {
        char label[16];
        snprintf(label, sizeof(label), pass ? "seq%d" : "seq", pass);
        int n1 = (int)strlen(relname), n2 = (int)strlen(colname);
        int avail = NAMEDATALEN - 1 - (int)strlen(label) - 2;
        while (n1 + n2 > avail) {
            if (n1 > n2)
                n1--;
            else
                n2--;
        }
        /* never split a multibyte character */
        while (n1 > 0 && ((unsigned char)relname[n1] & 0xC0) == 0x80)
            n1--;
        while (n2 > 0 && ((unsigned char)colname[n2] & 0xC0) == 0x80)
            n2--;
        char *name = psprintf("%.*s_%.*s_%s", n1, relname, n2, colname, label);
        bool used = catalog_relation_oid(nsp, name) != InvalidOid;
        ListCell *lc;
        foreach (lc, taken)
            used |= strcmp(((SerialColumn *)lfirst(lc))->seqname, name) == 0;
        if (!used)
            return name;
    }
}

/* nextval('name'::regclass), the name quoted and qualified as regclass would print it. */
static char *serial_default_text(const char *seqname, Oid nsp)
{
    StringInfoData ident, out;
    initStringInfo(&ident);
    if (!list_member_oid(exec_search_path(), nsp)) {
        parser_append_ident(&ident, catalog_namespace_name(nsp));
        appendStringInfoChar(&ident, '.');
    }
    parser_append_ident(&ident, seqname);
    initStringInfo(&out);
    appendStringInfoString(&out, "nextval('");
    for (const char *p = ident.data; *p; p++) {
        if (*p == '\'')
            appendStringInfoChar(&out, '\'');
        appendStringInfoChar(&out, *p);
    }
    appendStringInfoString(&out, "'::regclass)");
    return out.data;
}

/* The column's GENERATED ... AS IDENTITY, taken out of its constraints (PG's message if
 * there are two), or NULL. */
static Constraint *take_identity(ColumnDef *cd, const char *relname)
{
    Constraint *found = NULL;
    List *rest = NIL;
    ListCell *lc;
    foreach (lc, cd->constraints) {
        Constraint *c = lfirst(lc);
        if (c->contype != CONSTR_IDENTITY) {
            rest = lappend(rest, c);
            continue;
        }
        if (found)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("multiple identity specifications for column \"%s\" of table \"%s\"",
                           cd->colname, relname),
                    errlocation(c->location));
        found = c;
    }
    cd->constraints = rest;
    return found;
}

static Query *bind_create_table(ParseState *pstate, CreateStmt *stmt)
{
    RangeVar *rv = stmt->relation;
    Oid nsp = bind_creation_namespace(rv);
    bind_check_table_options(stmt->options);
    List *cols = NIL, *index_constraints = NIL, *defaults = NIL, *serials = NIL;
    List *raw_checks = NIL, *like_indexes = NIL, *like_comments = NIL;
    ListCell *lc;
    RangeVar *target = makeNode(RangeVar); /* the new table, for the copied indexes */
    *target = *rv;
    target->schemaname = (char *)catalog_namespace_name(nsp);
    List *elts = bind_expand_table_like(stmt->tableElts, target, &like_indexes, &like_comments);
    foreach (lc, elts) {
        Node *elt = lfirst(lc);
        if (IsA(elt, Constraint)) {
            Constraint *c = (Constraint *)elt;
            if (c->contype == CONSTR_CHECK) {
                raw_checks = lappend(raw_checks, c);
                continue;
            }
            if (c->contype != CONSTR_PRIMARY && c->contype != CONSTR_UNIQUE &&
                c->contype != CONSTR_FOREIGN)
                bind_unsupported_constraint(c);
            index_constraints = lappend(index_constraints, c);
            continue;
        }
        /* CHECK constraints in the order written, column ones among the table's, as PG names
         * them in that order */
        ListCell *cc;
        foreach (cc, ((ColumnDef *)elt)->constraints)
            if (IsA(lfirst(cc), Constraint) && ((Constraint *)lfirst(cc))->contype == CONSTR_CHECK)
                raw_checks = lappend(raw_checks, lfirst(cc));
        cols = lappend(cols, elt);
    }
    if (list_length(cols) > MAX_TABLE_COLUMNS)
        ereport(ERROR, errcode(ERRCODE_TOO_MANY_COLUMNS),
                errmsg("tables can have at most %d columns", MAX_TABLE_COLUMNS));
    TupleDesc desc = tupdesc_create(list_length(cols));
    /* PG checks the names against the system columns' after its duplicate check */
    foreach (lc, cols) {
        ColumnDef *cd = lfirst(lc);
        int i = foreach_current_index(lc);
        ListCell *prev;
        foreach (prev, cols) {
            if (foreach_current_index(prev) >= i)
                break;
            if (strcmp(((ColumnDef *)lfirst(prev))->colname, cd->colname) == 0)
                ereport(ERROR, errcode(ERRCODE_DUPLICATE_COLUMN),
                        errmsg("column \"%s\" specified more than once", cd->colname));
        }
    }
    foreach (lc, cols)
        sysattr_check_column_name(((ColumnDef *)lfirst(lc))->colname);
    foreach (lc, cols) {
        ColumnDef *cd = lfirst(lc);
        int i = foreach_current_index(lc);
        Node *def;
        Oid serial = serial_type(cd->typeName);
        if (serial != InvalidOid) {
            TypeName *tn = makeNode(TypeName);
            *tn = *cd->typeName;
            tn->names = list_make2(makeString(pstrdup("pg_catalog")),
                                   makeString(pstrdup(serial == INT4OID   ? "int4"
                                                      : serial == INT8OID ? "int8"
                                                                          : "int2")));
            cd->typeName = tn;
        }
        Constraint *identity = take_identity(cd, rv->relname);
        bind_column_def(pstate, cd, rv->relname, TupleDescAttr(desc, i), &index_constraints,
                        &def, NULL, true);
        TupleDescAttr(desc, i)->attnum = (int16)(i + 1);
        if (identity != NULL) {
            Form_attribute att = TupleDescAttr(desc, i);
            /* PG points at whichever of the two comes second; a serial's DEFAULT has no place */
            int pos = -1;
            ListCell *cc;
            foreach (cc, cd->constraints)
                if (((Constraint *)lfirst(cc))->contype == CONSTR_DEFAULT)
                    pos = Max(((Constraint *)lfirst(cc))->location, identity->location);
            if (def != NULL || serial != InvalidOid)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("both default and identity specified for column \"%s\" of table "
                               "\"%s\"",
                               cd->colname, rv->relname),
                        errlocation(serial != InvalidOid ? -1 : pos));
            if (att->atttypid != INT2OID && att->atttypid != INT4OID && att->atttypid != INT8OID)
                ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("identity column type must be smallint, integer, or bigint"));
            SerialColumn *sc = palloc0(sizeof(SerialColumn));
            sc->attnum = i + 1;
            sc->typid = att->atttypid;
            sc->seqname = choose_sequence_name(rv->relname, cd->colname, nsp, serials);
            sc->identity = identity->generated_when;
            sc->options = identity->options;
            serials = lappend(serials, sc);
            att->attnotnull = true;
            att->attidentity = identity->generated_when;
        }
        if (serial != InvalidOid) {
            /* PG adds DEFAULT nextval(...) NOT NULL after the column's own constraints */
            if (def != NULL)
                ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                        errmsg("multiple default values specified for column \"%s\" of table "
                               "\"%s\"",
                               cd->colname, rv->relname));
            ListCell *cc;
            foreach (cc, cd->constraints)
                if (((Constraint *)lfirst(cc))->contype == CONSTR_NULL)
                    ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                            errmsg("conflicting NULL/NOT NULL declarations for column \"%s\" of "
                                   "table \"%s\"",
                                   cd->colname, rv->relname));
            SerialColumn *sc = palloc0(sizeof(SerialColumn));
            sc->attnum = i + 1;
            sc->typid = serial;
            sc->seqname = choose_sequence_name(rv->relname, cd->colname, nsp, serials);
            sc->default_text = serial_default_text(sc->seqname, nsp);
            serials = lappend(serials, sc);
            TupleDescAttr(desc, i)->attnotnull = true;
            TupleDescAttr(desc, i)->atthasdef = true;
        }
        defaults = lappend(defaults, def);
    }
    CreateTableInfo *info = makeNode(CreateTableInfo);
    info->relname = pstrdup(rv->relname);
    info->nspoid = nsp;
    info->relpersistence = rv->relpersistence ? rv->relpersistence : RELPERSISTENCE_PERMANENT;
    info->if_not_exists = stmt->if_not_exists;
    info->desc = desc;
    info->defaults = defaults;
    info->serials = serials;
    info->location = rv->location;
    info->like_indexes = like_indexes;
    foreach (lc, like_indexes) /* their expressions read the new table's columns */
        if (IsA(lfirst(lc), IndexStmt))
            bind_index_stmt_over(lfirst(lc), rv->relname, InvalidOid, desc, pstate->query_text);
    info->like_comments = like_comments;
    bind_create_partitioning(pstate, stmt, info);
    desc = info->desc;
    /* PRIMARY KEY: one per table, its columns NOT NULL (PG's messages) */
    bool have_pk = false;
    foreach (lc, index_constraints) {
        Constraint *c = lfirst(lc);
        ListCell *kc;
        List *all = list_concat(list_copy(c->keys), c->including);
        foreach (kc, all) {
            bool found = false;
            for (int i = 0; i < desc->natts; i++)
                found |= strcmp(TupleDescAttr(desc, i)->attname, strVal(lfirst(kc))) == 0;
            if (!found)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                        errmsg("column \"%s\" named in key does not exist", strVal(lfirst(kc))),
                        errlocation(c->location));
        }
        if (c->contype != CONSTR_PRIMARY)
            continue;
        if (have_pk)
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                    errmsg("multiple primary keys for table \"%s\" are not allowed", rv->relname),
                    errlocation(c->location));
        have_pk = true;
        ListCell *k;
        foreach (k, c->keys) {
            const char *key = strVal(lfirst(k));
            int i;
            for (i = 0; i < desc->natts; i++)
                if (strcmp(TupleDescAttr(desc, i)->attname, key) == 0)
                    break;
            if (i < desc->natts)
                TupleDescAttr(desc, i)->attnotnull = true;
        }
    }
    info->constraints = index_constraints;
    /* CHECK constraints over the finished columns; NOT VALID means nothing for a new table */
    foreach (lc, raw_checks) {
        CheckConstraint *cc = bind_check_constraint(lfirst(lc), rv->relname, InvalidOid, desc,
                                                    pstate->query_text, true);
        cc->skip_validation = false;
        info->checks = lappend(info->checks, cc);
    }
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = (Node *)info;
    return qry;
}

static Query *bind_utility(Node *stmt)
{
    Query *qry = makeNode(Query);
    qry->commandType = CMD_UTILITY;
    qry->utilityStmt = stmt;
    return qry;
}

/* GRANT / REVOKE ON FUNCTION f(types): the functions are found by their argument types. */
static Query *bind_grant(ParseState *pstate, GrantStmt *st)
{
    if (st->objtype == OBJECT_FUNCTION && !st->all_in_schema) {
        ListCell *lc;
        foreach (lc, st->objects) {
            ObjectWithArgs *o = lfirst(lc);
            o->funcid = bind_lookup_function_exact(pstate, o);
        }
    }
    return bind_utility((Node *)st);
}

/* CREATE FOREIGN TABLE: the columns bound as CREATE TABLE's; no index constraints (PG's
 * error), the rest is checked when the statement runs (utility_fdw.c). */
static Query *bind_create_foreign_table(ParseState *pstate, CreateForeignTableStmt *stmt)
{
    Query *q = bind_create_table(pstate, stmt->base);
    CreateTableInfo *info = (CreateTableInfo *)q->utilityStmt;
    if (info->constraints != NIL) {
        Constraint *c = linitial(info->constraints);
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("%s constraints are not supported on foreign tables",
                       c->contype == CONSTR_PRIMARY   ? "primary key"
                       : c->contype == CONSTR_FOREIGN ? "foreign key"
                                                      : "unique"),
                errlocation(c->location));
    }
    stmt->info = info;
    q->utilityStmt = (Node *)stmt;
    return q;
}

/* ALTER TABLE RENAME: a column's rename rewrites the CHECK constraints that name it, so they
 * are bound now, under the names they were written with (a missing table or column is left for
 * execution to report). */
static void bind_rename_column(RenameStmt *stmt, Oid relid)
{
    Relation rel = relation_open(relid, AccessExclusiveLock);
    stmt->checks = bind_relation_checks(rel);
    stmt->policies = bind_relation_policies(rel);
    stmt->indexes = bind_relation_index_exprs(rel);
    relation_close(rel);
}

static Query *bind_rename(ParseState *pstate, RenameStmt *stmt)
{
    (void)pstate;
    stmt->checks = stmt->policies = stmt->indexes = stmt->partitions = NIL;
    if (stmt->renameType == OBJECT_COLUMN) {
        Oid relid = exec_lookup_relation_opt(stmt->relation, true);
        if (OidIsValid(relid)) {
            bind_rename_column(stmt, relid);
            /* a partitioned table's columns are its partitions' too, at every level */
            ListCell *lc;
            foreach (lc, exec_partition_drop_expand(lappend_oid(NIL, relid))) {
                if (lfirst_oid(lc) == relid)
                    continue;
                RenameStmt *part = makeNode(RenameStmt);
                *part = *stmt;
                part->relation = NULL;
                part->relid = lfirst_oid(lc);
                part->partitions = NIL;
                bind_rename_column(part, part->relid);
                stmt->partitions = lappend(stmt->partitions, part);
            }
        }
    }
    return bind_utility((Node *)stmt);
}

/* ---------------------------------------------------------------- entry point */

typedef struct ParamFixCtx {
    ParamState *ps;
} ParamFixCtx;

/* Params bound before a later occurrence decided their type get that type now. */
static bool param_fix_walker(Node *node, void *ctx)
{
    ParamFixCtx *c = ctx;
    if (node == NULL)
        return false;
    if (IsA(node, Param)) {
        Param *p = (Param *)node;
        if (p->paramkind == PARAM_EXTERN && p->paramtype == UNKNOWNOID && p->paramid >= 1 &&
            p->paramid <= c->ps->num) {
            Oid t = c->ps->types[p->paramid - 1];
            if (t != UNKNOWNOID && t != InvalidOid) {
                p->paramtype = t;
                p->paramcollid = bind_type_collation(t);
            }
        }
        return false;
    }
    if (IsA(node, Query)) {
        Query *q = (Query *)node;
        ListCell *lc;
        foreach (lc, q->targetList)
            param_fix_walker((Node *)((TargetEntry *)lfirst(lc))->expr, ctx);
        foreach (lc, q->returningList)
            param_fix_walker((Node *)((TargetEntry *)lfirst(lc))->expr, ctx);
        if (q->onConflict) {
            foreach (lc, q->onConflict->onConflictSet)
                param_fix_walker((Node *)((TargetEntry *)lfirst(lc))->expr, ctx);
            param_fix_walker(q->onConflict->onConflictWhere, ctx);
        }
        foreach (lc, q->rtable) {
            RangeTblEntry *rte = lfirst(lc);
            if (rte->subquery)
                param_fix_walker((Node *)rte->subquery, ctx);
            ListCell *r;
            foreach (r, rte->values_lists)
                param_fix_walker(lfirst(r), ctx);
            param_fix_walker((Node *)rte->joinaliasvars, ctx);
        }
        if (q->jointree) {
            param_fix_walker(q->jointree->quals, ctx);
            foreach (lc, q->jointree->fromlist)
                param_fix_walker(lfirst(lc), ctx);
        }
        param_fix_walker(q->havingQual, ctx);
        param_fix_walker(q->limitCount, ctx);
        param_fix_walker(q->limitOffset, ctx);
        return false;
    }
    if (IsA(node, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)node;
        param_fix_walker(j->larg, ctx);
        param_fix_walker(j->rarg, ctx);
        return param_fix_walker(j->quals, ctx);
    }
    if (IsA(node, List)) {
        ListCell *lc;
        foreach (lc, (List *)node)
            param_fix_walker(lfirst(lc), ctx);
        return false;
    }
    return expression_tree_walker(node, param_fix_walker, ctx);
}

Query *bind_statement(ParseState *pstate, Node *stmt)
{
    switch (nodeTag(stmt)) {
    case T_SelectStmt: return bind_select(pstate, (SelectStmt *)stmt);
    case T_InsertStmt: return bind_insert(pstate, (InsertStmt *)stmt);
    case T_UpdateStmt: return bind_update(pstate, (UpdateStmt *)stmt);
    case T_DeleteStmt: return bind_delete(pstate, (DeleteStmt *)stmt);
    case T_CreateStmt: return bind_create_table(pstate, (CreateStmt *)stmt);
    case T_DropStmt: {
        DropStmt *d = (DropStmt *)stmt;
        if (d->removeType == OBJECT_SCHEMA)
            return bind_utility(stmt);
        if (d->removeType == OBJECT_FOREIGN_TABLE || d->removeType == OBJECT_FDW ||
            d->removeType == OBJECT_FOREIGN_SERVER || d->removeType == OBJECT_EXTENSION ||
            d->removeType == OBJECT_COLLATION)
            return bind_utility(stmt);
        if (d->removeType != OBJECT_TABLE && d->removeType != OBJECT_INDEX &&
            d->removeType != OBJECT_VIEW && d->removeType != OBJECT_SEQUENCE)
            not_supported("DROP of this object type");
        DropTableInfo *info = makeNode(DropTableInfo);
        info->stmt = d;
        Query *q = bind_utility((Node *)info);
        return q;
    }
    case T_IndexStmt:
        bind_index_stmt((IndexStmt *)stmt, pstate->query_text);
        return bind_utility(stmt);
    case T_VariableSetStmt:
    case T_VariableShowStmt:
    case T_TransactionStmt:
    case T_ExplainStmt:
    case T_TruncateStmt:
    case T_LockStmt:
    case T_CheckPointStmt:
    case T_CreateRoleStmt:
    case T_AlterRoleStmt:
    case T_DropRoleStmt:
    case T_ReassignOwnedStmt:
    case T_DropOwnedStmt:
    case T_DefineStmt:
        return bind_utility(stmt);
    case T_CreateFdwStmt:
    case T_AlterFdwStmt:
    case T_CreateForeignServerStmt:
    case T_AlterForeignServerStmt:
    case T_CreateUserMappingStmt:
    case T_AlterUserMappingStmt:
    case T_DropUserMappingStmt:
    case T_AlterForeignTableStmt:
    case T_CreateExtensionStmt:
    case T_ImportForeignSchemaStmt: /* its commands are bound when they run */
        return bind_utility(stmt);
    case T_CreateForeignTableStmt:
        return bind_create_foreign_table(pstate, (CreateForeignTableStmt *)stmt);
    case T_CopyStmt:
        return bind_copy(pstate, (CopyStmt *)stmt);
    case T_VacuumStmt:
        return bind_utility(stmt);
    case T_RenameStmt:
        return bind_rename(pstate, (RenameStmt *)stmt);
    case T_AlterTableStmt:
        return bind_alter_table(pstate, (AlterTableStmt *)stmt);
    case T_CreateTableAsStmt:
        return bind_create_table_as(pstate, (CreateTableAsStmt *)stmt);
    case T_DeclareCursorStmt:
        return bind_declare_cursor(pstate, (DeclareCursorStmt *)stmt);
    case T_PrepareStmt:
        return bind_prepare(pstate, (PrepareStmt *)stmt);
    case T_ExecuteStmt:
        return ((ExecuteStmt *)stmt)->custom ? bind_execute_query(pstate, (ExecuteStmt *)stmt)
                                             : bind_execute(pstate, (ExecuteStmt *)stmt);
    case T_FetchStmt:
    case T_ClosePortalStmt:
    case T_DeallocateStmt:
        return bind_utility(stmt);
    case T_ViewStmt:
        return bind_create_view(pstate, (ViewStmt *)stmt);
    case T_CreateSeqStmt:
    case T_AlterSeqStmt:
        return bind_sequence_stmt(pstate, stmt);
    case T_CreatePolicyStmt:
    case T_AlterPolicyStmt:
        return bind_policy_stmt(pstate, stmt);
    case T_DropPolicyStmt:
    case T_CommentStmt:
    case T_CreateSchemaStmt:
    case T_GrantRoleStmt:
    case T_AlterDefaultPrivilegesStmt:
    case T_AlterOwnerStmt:
        return bind_utility(stmt);
    case T_GrantStmt:
        return bind_grant(pstate, (GrantStmt *)stmt);
    default:
        elog(ERROR, "unrecognized statement node type: %d", (int)nodeTag(stmt));
    }
    return NULL;
}

Query *binder_analyze(RawStmt *raw, const char *query_text, Oid **paramTypes, int *numParams)
{
    ParamState params = {NULL, 0, NULL};
    if (paramTypes && numParams && *numParams > 0 && *paramTypes) {
        params.num = *numParams;
        params.types = palloc(sizeof(Oid) * (size_t)params.num);
        memcpy(params.types, *paramTypes, sizeof(Oid) * (size_t)params.num);
    }
    ParseState *pstate = bind_make_pstate(NULL, &params, query_text);
    pstate->stmt_location = raw->stmt_location;
    pstate->stmt_len = raw->stmt_len;
    List *outer_rtes = perm_rtes; /* a statement bound while another is (internal SQL) */
    Oid outer_as = perm_check_as;
    List *outer_funcs = perm_funcs;
    bool outer_collecting = perm_collecting;
    perm_rtes = NIL;
    perm_check_as = InvalidOid;
    perm_funcs = NIL;
    perm_collecting = true;
    Query *volatile qry = NULL;
    /* an error must not leave this statement's lists (in memory the error frees) behind for
     * the binding that comes next, outside any statement (an index predicate's) */
    PG_TRY();
    {
        qry = bind_statement(pstate, raw->stmt);
        bind_row_security(qry); /* before the permissions: its sub-selects' tables too */
        qry->permissions = collect_permissions(perm_rtes);
        qry->func_permissions = perm_funcs;
    }
    PG_CATCH();
    {
        perm_rtes = outer_rtes;
        perm_check_as = outer_as;
        perm_funcs = outer_funcs;
        perm_collecting = outer_collecting;
        PG_RE_THROW();
    }
    PG_END_TRY();
    perm_rtes = outer_rtes;
    perm_check_as = outer_as;
    perm_funcs = outer_funcs;
    perm_collecting = outer_collecting;
    qry->stmt_location = raw->stmt_location;
    qry->stmt_len = raw->stmt_len;

    if (params.num > 0) {
        ParamFixCtx ctx = {&params};
        param_fix_walker((Node *)qry, &ctx);
        for (int i = 0; i < params.num; i++)
            if (params.types[i] == InvalidOid || params.types[i] == UNKNOWNOID)
                ereport(ERROR, errcode(ERRCODE_INDETERMINATE_DATATYPE),
                        errmsg("could not determine data type of parameter $%d", i + 1));
    }
    if (paramTypes)
        *paramTypes = params.types;
    if (numParams)
        *numParams = params.num;
    return qry;
}
