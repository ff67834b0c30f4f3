/*
 * bind_cte.c: WITH RECURSIVE in the binder (PG's parse_cte.c).
 *
 * The one idea: a CTE of WITH RECURSIVE is visible inside its own query while that query is
 * bound, so every reference found meanwhile is a self-reference, and the CTE's state says
 * whether one may appear there: not when the query is not `x UNION [ALL] y`, not in the
 * non-recursive term x, and in the recursive term y only once, outside sub-selects in
 * expressions and outside the NULL-extended side of an outer join. A CTE that never refers
 * to itself is an ordinary WITH query (inlined at each reference, binder.c). A recursive one
 * becomes a CteDef in Query.cteList: x and y bound as two sub-queries of the WITH's level, y's
 * columns coerced to the types x fixed (PG's 42804 when the union would need others); its
 * references, and y's reading of the working table, are RTE_CTE entries.
 */
#include "planner/bind_internal.h"

static int first_column_location(Query *q)
{
    ListCell *lc;
    foreach (lc, q->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (!tle->resjunk)
            return exprLocation((Node *)tle->expr);
    }
    return -1;
}

static List *output_columns(Query *q)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, q->targetList)
        if (!((TargetEntry *)lfirst(lc))->resjunk)
            out = lappend(out, lfirst(lc));
    return out;
}

/* checkWellFormedRecursion's rules for the clauses of the top UNION. */
static void check_top_clauses(CommonTableExpr *cte, SelectStmt *stmt)
{
    (void)cte;
    if (stmt->sortClause) {
        SortBy *sb = linitial(stmt->sortClause);
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("ORDER BY in a recursive query is not implemented"),
                errlocation(exprLocation(sb->node)));
    }
    if (stmt->limitOffset)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("OFFSET in a recursive query is not implemented"),
                errlocation(exprLocation(stmt->limitOffset)));
    if (stmt->limitCount)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("LIMIT in a recursive query is not implemented"),
                errlocation(exprLocation(stmt->limitCount)));
    if (stmt->lockingClause)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("FOR UPDATE/SHARE in a recursive query is not implemented"));
}

int bind_recursive_cte(ParseState *pstate, CommonTableExpr *cte)
{
    SelectStmt *stmt = (SelectStmt *)cte->ctequery;
    cte->selfrefcount = 0;
    cte->cte_def = NULL;
    pstate->ctes = lappend(pstate->ctes, cte); /* visible to itself */

    if (stmt->op != SETOP_UNION) {
        cte->cte_state = CTE_STATE_NOFORM; /* a self-reference is an error */
        Query *q = bind_sub_select(pstate, (Node *)stmt);
        cte->cte_state = CTE_STATE_PLAIN;
        return list_length(output_columns(q));
    }

    /* the non-recursive term fixes the columns (unknown literals become text) */
    cte->cte_state = CTE_STATE_NONREC;
    Query *nonrec = bind_sub_select(pstate, (Node *)stmt->larg);
    List *lcols = output_columns(nonrec);
    if (list_length(cte->aliascolnames) > list_length(lcols))
        ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                errmsg("WITH query \"%s\" has %d columns available but %d columns specified",
                       cte->ctename, list_length(lcols), list_length(cte->aliascolnames)),
                errlocation(cte->location));
    CteDef *def = makeNode(CteDef);
    def->ctename = cte->ctename;
    def->nonrecursive = nonrec;
    def->unionall = stmt->all;
    ListCell *lc;
    foreach (lc, lcols) {
        TargetEntry *tle = lfirst(lc);
        int i = foreach_current_index(lc);
        def->colnames = lappend(def->colnames, i < list_length(cte->aliascolnames)
                                                   ? list_nth(cte->aliascolnames, i)
                                                   : makeString(pstrdup(tle->resname)));
        def->coltypes = lappend_oid(def->coltypes, exprType((Node *)tle->expr));
        def->coltypmods = lappend_int(def->coltypmods, exprTypmod((Node *)tle->expr));
        def->colcollations = lappend_oid(def->colcollations, exprCollation((Node *)tle->expr));
    }
    cte->cte_def = def;

    /* the recursive term reads the working table, of those columns */
    ParseState *rps = bind_make_pstate(pstate, pstate->params, pstate->query_text);
    rps->noResolveUnknowns = true;
    cte->cte_pstate = rps;
    cte->cte_state = CTE_STATE_REC;
    Query *rec = bind_select(rps, stmt->rarg);
    cte->cte_pstate = NULL;
    if (cte->selfrefcount == 0) {
        /* not recursive after all: an ordinary WITH query, bound once more as a whole */
        cte->cte_state = CTE_STATE_PLAIN;
        cte->cte_def = NULL;
        pstate->ctes = list_delete_nth_cell(pstate->ctes, list_length(pstate->ctes) - 1);
        Query *q = bind_sub_select(pstate, (Node *)stmt);
        pstate->ctes = lappend(pstate->ctes, cte);
        return list_length(output_columns(q));
    }
    check_top_clauses(cte, stmt);

    List *rcols = output_columns(rec);
    if (list_length(lcols) != list_length(rcols))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("each UNION query must have the same number of columns"),
                errlocation(first_column_location(rec)));
    foreach (lc, lcols) {
        int i = foreach_current_index(lc);
        TargetEntry *ltle = lfirst(lc), *rtle = list_nth(rcols, i);
        Oid ltype = list_nth_oid(def->coltypes, i);
        int32 ltypmod = list_nth_int(def->coltypmods, i);
        Node *best = NULL;
        Oid type = bind_select_common_type(rps, list_make2(ltle->expr, rtle->expr), "UNION", &best);
        int32 rtypmod = exprTypmod((Node *)rtle->expr);
        int32 typmod = exprType((Node *)rtle->expr) == type && rtypmod == ltypmod ? ltypmod : -1;
        if (type != ltype || typmod != ltypmod)
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("recursive query \"%s\" column %d has type %s in non-recursive term "
                           "but type %s overall",
                           cte->ctename, i + 1, bind_format_type_mod(ltype, ltypmod),
                           bind_format_type_mod(type, typmod)),
                    errhint("Cast the output of the non-recursive term to the correct type."),
                    errlocation(exprLocation((Node *)ltle->expr)));
        if (exprType((Node *)rtle->expr) != type)
            rtle->expr = (Expr *)bind_coerce_to_common(rps, (Node *)rtle->expr, type, "UNION");
        if (!stmt->all) {
            SortGroupClause *sc = makeNode(SortGroupClause);
            sc->tleSortGroupRef = i + 1;
            sc->eqop = bind_eq_op(type);
            sc->sortop = bind_sort_op(type, false);
            sc->hashable = bind_hashable(type);
            if (sc->eqop == InvalidOid)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                        errmsg("could not identify an equality operator for type %s",
                               bind_format_type(type)),
                        errlocation(exprLocation(best)));
            def->groupClauses = lappend(def->groupClauses, sc);
        }
    }
    /* unknown literals the common type did not claim are text, as in any output column */
    foreach (lc, rcols) {
        TargetEntry *rtle = lfirst(lc);
        if (exprType((Node *)rtle->expr) == UNKNOWNOID)
            rtle->expr = (Expr *)bind_coerce_to_common(rps, (Node *)rtle->expr, TEXTOID, "UNION");
    }
    def->recursive = rec;
    cte->cte_state = CTE_STATE_RECURSIVE;
    pstate->cteDefs = lappend(pstate->cteDefs, def);
    return list_length(lcols);
}

/* Where a self-reference may not be: PG's RECURSION_SUBLINK and RECURSION_OUTERJOIN. */
static void check_self_reference(ParseState *pstate, CommonTableExpr *cte, int location)
{
    ParseState *term = cte->cte_pstate;
    const char *what = NULL;
    for (ParseState *ps = pstate; ps && what == NULL; ps = ps->parent) {
        if (ps->nullable_side > 0)
            what = "an outer join";
        if (ps == term)
            break;
        ParseExprKind k = ps->parent ? ps->parent->exprKind : EXPR_KIND_NONE;
        if (k != EXPR_KIND_NONE && k != EXPR_KIND_FROM_SUBSELECT)
            what = "a subquery";
        else if (ps->parent && ps->parent->recursion_setop)
            what = ps->parent->recursion_setop;
    }
    if (what)
        ereport(ERROR, errcode(ERRCODE_INVALID_RECURSION),
                errmsg("recursive reference to query \"%s\" must not appear within %s",
                       cte->ctename, what),
                errlocation(location));
    if (++cte->selfrefcount > 1)
        ereport(ERROR, errcode(ERRCODE_INVALID_RECURSION),
                errmsg("recursive reference to query \"%s\" must not appear more than once",
                       cte->ctename),
                errlocation(location));
}

RangeTblEntry *bind_cte_reference(ParseState *pstate, RangeVar *rv, CommonTableExpr *cte,
                                  int levelsup)
{
    switch (cte->cte_state) {
    case CTE_STATE_NOFORM:
        ereport(ERROR, errcode(ERRCODE_INVALID_RECURSION),
                errmsg("recursive query \"%s\" does not have the form non-recursive-term UNION "
                       "[ALL] recursive-term",
                       cte->ctename),
                errlocation(cte->location));
        break;
    case CTE_STATE_NONREC:
        ereport(ERROR, errcode(ERRCODE_INVALID_RECURSION),
                errmsg("recursive reference to query \"%s\" must not appear within its "
                       "non-recursive term",
                       cte->ctename),
                errlocation(rv->location));
        break;
    case CTE_STATE_REC:
        check_self_reference(pstate, cte, rv->location);
        break;
    default:
        cte->cte_def->refcount++;
        break;
    }
    CteDef *def = cte->cte_def;
    RangeTblEntry *rte = makeNode(RangeTblEntry);
    rte->rtekind = RTE_CTE;
    rte->ctename = cte->ctename;
    rte->ctelevelsup = levelsup;
    rte->self_reference = cte->cte_state == CTE_STATE_REC;
    rte->coltypes = list_copy(def->coltypes);
    rte->coltypmods = list_copy(def->coltypmods);
    rte->colcollations = list_copy(def->colcollations);
    rte->alias = rv->alias;
    rte->inFromCl = true;
    List *names = list_copy(def->colnames);
    if (rv->alias && rv->alias->colnames) {
        if (list_length(rv->alias->colnames) > list_length(names))
            ereport(ERROR, errcode(ERRCODE_INVALID_COLUMN_REFERENCE),
                    errmsg("table \"%s\" has %d columns available but %d columns specified",
                           rv->alias->aliasname, list_length(names),
                           list_length(rv->alias->colnames)));
        for (int i = 0; i < list_length(rv->alias->colnames); i++)
            lfirst(list_nth_cell(names, i)) = list_nth(rv->alias->colnames, i);
    }
    rte->eref = makeNode(Alias);
    rte->eref->aliasname = pstrdup(rv->alias ? rv->alias->aliasname : cte->ctename);
    rte->eref->colnames = names;
    return rte;
}

static bool first_agg_walker(Node *node, void *ctx)
{
    if (node == NULL)
        return false;
    if (IsA(node, Aggref) && ((Aggref *)node)->agglevelsup == 0) {
        *(int *)ctx = ((Aggref *)node)->location;
        return true;
    }
    if (IsA(node, SubLink) || IsA(node, Query))
        return false;
    return expression_tree_walker(node, first_agg_walker, ctx);
}

void bind_check_recursive_aggs(ParseState *pstate, Query *qry)
{
    if (!pstate->hasAggs)
        return;
    ListCell *lc;
    foreach (lc, qry->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->rtekind == RTE_CTE && rte->self_reference) {
            int loc = -1;
            if (!first_agg_walker((Node *)qry->targetList, &loc))
                first_agg_walker(qry->havingQual, &loc);
            ereport(ERROR, errcode(ERRCODE_INVALID_RECURSION),
                    errmsg("aggregate functions are not allowed in a recursive query's "
                           "recursive term"),
                    errlocation(loc));
        }
    }
}
