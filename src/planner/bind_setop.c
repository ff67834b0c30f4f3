/*
 * bind_setop.c: UNION / INTERSECT / EXCEPT (PG's transformSetOperationStmt).
 *
 * The one idea: every leaf SELECT becomes an RTE_SUBQUERY of the top Query, and the tree of
 * operators a SetOperationStmt over RangeTblRefs. Column types are unified bottom-up with
 * select_common_type ("UNION types integer and text cannot be matched"), and each leaf's
 * output columns are coerced to the result types right away, so every leaf produces rows of
 * identical types and the executor can append them as they are. Leaves keep their unknown
 * literals untyped until then, so `SELECT 'a' UNION SELECT 1` resolves 'a' as an integer, as
 * in PG. The result column names come from the leftmost SELECT.
 */
#include "planner/bind_internal.h"

typedef struct SetopCol {
    Oid type;
    int32 typmod;
    Oid coll;
    Node *expr; /* for positions in error messages */
} SetopCol;

static const char *setop_name(SetOperation op)
{
    return op == SETOP_UNION ? "UNION" : op == SETOP_INTERSECT ? "INTERSECT" : "EXCEPT";
}

static Query *bind_leaf(ParseState *pstate, SelectStmt *stmt)
{
    ParseState *ps = bind_make_pstate(pstate, pstate->params, pstate->query_text);
    ps->noResolveUnknowns = true;
    return bind_select(ps, stmt);
}

/* SELECT cols FROM (sub): lets us retype a column that sub sorts or groups by. */
static Query *wrap_query(Query *sub)
{
    Query *q = makeNode(Query);
    q->commandType = CMD_SELECT;
    Alias *a = makeNode(Alias);
    a->aliasname = pstrdup("*SELECT*");
    RangeTblEntry *rte = bind_make_subquery_rte(sub, a, false);
    rte->alias = NULL;
    q->rtable = list_make1(rte);
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = 1;
    q->jointree = makeNode(FromExpr);
    q->jointree->fromlist = list_make1(ref);
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        TargetEntry *n = bind_make_tle((Node *)bind_make_var(rte, 1, tle->resno, 0,
                                                             exprLocation((Node *)tle->expr)),
                                       tle->resno, tle->resname, false);
        n->resorigtbl = tle->resorigtbl;
        n->resorigcol = tle->resorigcol;
        q->targetList = lappend(q->targetList, n);
    }
    return q;
}

/* Coerce column col (0-based) of every leaf under tree to type. */
static void coerce_leaves(ParseState *pstate, Node *tree, int col, Oid type, const char *context)
{
    if (IsA(tree, SetOperationStmt)) {
        coerce_leaves(pstate, ((SetOperationStmt *)tree)->larg, col, type, context);
        coerce_leaves(pstate, ((SetOperationStmt *)tree)->rarg, col, type, context);
        return;
    }
    RangeTblEntry *rte = list_nth(pstate->rtable, ((RangeTblRef *)tree)->rtindex - 1);
    Query *sub = rte->subquery;
    TargetEntry *tle = list_nth(sub->targetList, col);
    if (exprType((Node *)tle->expr) == type)
        return;
    if (tle->ressortgroupref != 0 || sub->setOperations != NULL || sub->hasAggs) {
        sub = rte->subquery = wrap_query(sub);
        tle = list_nth(sub->targetList, col);
    }
    tle->expr = (Expr *)bind_coerce_to_common(pstate, (Node *)tle->expr, type, context);
    list_nth_cell(rte->coltypes, col)->oid_value = type;
    list_nth_cell(rte->coltypmods, col)->int_value = exprTypmod((Node *)tle->expr);
    list_nth_cell(rte->colcollations, col)->oid_value = exprCollation((Node *)tle->expr);
}

static Node *setop_tree(ParseState *pstate, SelectStmt *stmt, bool top, List **cols);

static Node *setop_leaf(ParseState *pstate, SelectStmt *stmt, List **cols)
{
    Query *sub = bind_leaf(pstate, stmt);
    Alias *a = makeNode(Alias);
    a->aliasname = psprintf("*SELECT* %d", list_length(pstate->rtable) + 1);
    RangeTblEntry *rte = bind_make_subquery_rte(sub, a, false);
    rte->alias = NULL;
    NsItem *ns = bind_add_rte(pstate, rte, false, false, false);
    *cols = NIL;
    ListCell *lc;
    foreach (lc, sub->targetList) {
        TargetEntry *tle = lfirst(lc);
        if (tle->resjunk)
            continue;
        SetopCol *c = palloc(sizeof(SetopCol));
        c->type = exprType((Node *)tle->expr);
        c->typmod = exprTypmod((Node *)tle->expr);
        c->coll = exprCollation((Node *)tle->expr);
        c->expr = (Node *)tle->expr;
        *cols = lappend(*cols, c);
    }
    RangeTblRef *ref = makeNode(RangeTblRef);
    ref->rtindex = ns->rtindex;
    return (Node *)ref;
}

static Node *setop_tree(ParseState *pstate, SelectStmt *stmt, bool top, List **cols)
{
    if (stmt->lockingClause)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("%s is not allowed with UNION/INTERSECT/EXCEPT",
                       bind_lock_strength_name(
                           ((LockingClause *)linitial(stmt->lockingClause))->strength)));
    bool leaf = stmt->op == SETOP_NONE ||
                (!top && (stmt->sortClause || stmt->limitCount || stmt->limitOffset ||
                          stmt->withClause));
    if (leaf)
        return setop_leaf(pstate, stmt, cols);

    const char *context = setop_name(stmt->op);
    List *lcols, *rcols;
    SetOperationStmt *op = makeNode(SetOperationStmt);
    op->op = stmt->op;
    op->all = stmt->all;
    /* PG's RECURSION_INTERSECT / RECURSION_EXCEPT (bind_cte.c) */
    const char *save_ctx = pstate->recursion_setop;
    if (stmt->op == SETOP_INTERSECT && stmt->all)
        pstate->recursion_setop = "INTERSECT";
    if (stmt->op == SETOP_EXCEPT && stmt->all)
        pstate->recursion_setop = "EXCEPT";
    op->larg = setop_tree(pstate, stmt->larg, false, &lcols);
    if (stmt->op == SETOP_EXCEPT)
        pstate->recursion_setop = "EXCEPT";
    op->rarg = setop_tree(pstate, stmt->rarg, false, &rcols);
    pstate->recursion_setop = save_ctx;
    if (list_length(lcols) != list_length(rcols)) {
        int loc = -1;
        ListCell *lc;
        foreach (lc, rcols)
            if (loc < 0)
                loc = exprLocation(((SetopCol *)lfirst(lc))->expr);
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("each %s query must have the same number of columns", context),
                errlocation(loc));
    }
    *cols = NIL;
    for (int i = 0; i < list_length(lcols); i++) {
        SetopCol *l = list_nth(lcols, i), *r = list_nth(rcols, i);
        Node *best = NULL;
        List *pair = list_make2(l->expr, r->expr);
        Oid type = bind_select_common_type(pstate, pair, context, &best);
        coerce_leaves(pstate, op->larg, i, type, context);
        coerce_leaves(pstate, op->rarg, i, type, context);
        SetopCol *c = palloc(sizeof(SetopCol));
        c->type = type;
        c->typmod = (l->typmod == r->typmod && l->type == type && r->type == type) ? l->typmod : -1;
        /* PG's rule: the inputs' common collation, an implicit conflict is an error (none is
         * needed only by UNION ALL) */
        c->coll = bind_select_common_collation(pair, op->op == SETOP_UNION && op->all);
        if (!OidIsValid(c->coll) && !(op->op == SETOP_UNION && op->all))
            c->coll = bind_type_collation(type);
        /* a stand-in of the result type carrying the best input's position */
        Const *stand_in = bind_make_null_const(type, c->typmod);
        stand_in->constcollid = c->coll;
        stand_in->location = exprLocation(best);
        c->expr = (Node *)stand_in;
        *cols = lappend(*cols, c);
        op->colTypes = lappend_oid(op->colTypes, type);
        op->colTypmods = lappend_int(op->colTypmods, c->typmod);
        op->colCollations = lappend_oid(op->colCollations, c->coll);
        if (op->op != SETOP_UNION || !op->all) {
            SortGroupClause *sc = makeNode(SortGroupClause);
            sc->tleSortGroupRef = i + 1;
            sc->eqop = bind_eq_op(type);
            sc->sortop = bind_sort_op(type, false);
            sc->nulls_first = false;
            sc->hashable = bind_hashable(type);
            if (sc->eqop == InvalidOid)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_FUNCTION),
                        errmsg("could not identify an equality operator for type %s",
                               bind_format_type(type)),
                        errlocation(exprLocation(best)));
            op->groupClauses = lappend(op->groupClauses, sc);
        }
    }
    return (Node *)op;
}

Query *bind_setop(ParseState *pstate, SelectStmt *stmt)
{
    bind_with_clause(pstate, stmt->withClause);
    Query *qry = makeNode(Query);
    qry->commandType = CMD_SELECT;
    List *cols;
    Node *tree = setop_tree(pstate, stmt, true, &cols);
    qry->setOperations = tree;

    Node *leftmost = tree;
    while (IsA(leftmost, SetOperationStmt))
        leftmost = ((SetOperationStmt *)leftmost)->larg;
    int lrti = ((RangeTblRef *)leftmost)->rtindex;
    RangeTblEntry *lrte = list_nth(pstate->rtable, lrti - 1);

    /* Output: Vars over the leftmost leaf, of the result types, named as that SELECT names them. */
    RangeTblEntry *outrte = makeNode(RangeTblEntry);
    outrte->rtekind = RTE_JOIN;
    outrte->eref = makeNode(Alias);
    outrte->eref->aliasname = pstrdup("*SELECT*");
    ListCell *lc;
    foreach (lc, cols) {
        SetopCol *c = lfirst(lc);
        int i = foreach_current_index(lc);
        Var *v = makeNode(Var);
        v->varno = lrti;
        v->varattno = (int16)(i + 1);
        v->vartype = c->type;
        v->vartypmod = c->typmod;
        v->varcollid = c->coll;
        /* where the leftmost SELECT has the column, as PG points errors about it */
        v->location = lrte->subquery && i < list_length(lrte->subquery->targetList)
                          ? exprLocation((Node *)((TargetEntry *)list_nth(
                                                      lrte->subquery->targetList, i))
                                             ->expr)
                          : -1;
        char *name = strVal(list_nth(lrte->eref->colnames, i));
        qry->targetList = lappend(qry->targetList, bind_make_tle((Node *)v, i + 1, name, false));
        outrte->eref->colnames = lappend(outrte->eref->colnames, makeString(name));
        outrte->joinaliasvars = lappend(outrte->joinaliasvars, v);
        outrte->coltypes = lappend_oid(outrte->coltypes, c->type);
        outrte->coltypmods = lappend_int(outrte->coltypmods, c->typmod);
        outrte->colcollations = lappend_oid(outrte->colcollations, c->coll);
    }

    /* ORDER BY sees only the result columns. */
    NsItem *ns = palloc0(sizeof(NsItem));
    ns->rte = outrte;
    ns->rel_visible = false;
    ns->cols_visible = true;
    List *save_ns = pstate->namespace;
    pstate->namespace = list_make1(ns);
    int tllen = list_length(qry->targetList);
    qry->sortClause =
        bind_sort_clause(pstate, stmt->sortClause, &qry->targetList, EXPR_KIND_ORDER_BY, false);
    if (list_length(qry->targetList) != tllen)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("invalid UNION/INTERSECT/EXCEPT ORDER BY clause"),
                errdetail("Only result column names can be used, not expressions or functions."),
                errhint("Add the expression/function to every SELECT, or move the UNION into a "
                        "FROM clause."),
                errlocation(exprLocation(list_nth(qry->targetList, tllen))));
    qry->limitOffset = bind_limit_clause(pstate, stmt->limitOffset, EXPR_KIND_OFFSET, "OFFSET");
    qry->limitCount = bind_limit_clause(pstate, stmt->limitCount, EXPR_KIND_LIMIT, "LIMIT");
    qry->limitOption = stmt->limitOption;
    pstate->namespace = save_ns;
    qry->rtable = pstate->rtable;
    qry->jointree = makeNode(FromExpr);
    qry->cteList = pstate->cteDefs;
    return qry;
}
