/*
 * plan_gating.c: pseudo-constant conditions ("gating quals" in PG), which depend on no row of
 * their query level, only on constants, parameters, outer-query values and stable functions.
 *
 * PG evaluates them once, in a Result above the level's join tree (One-Time Filter), so the
 * tree below is never run when they are not true; one that folds to false or NULL makes the
 * level empty, and PG plans no scan at all (a Result without input). planner.c folds each
 * such condition and decides between the two; this file tells which conditions qualify and
 * builds the gating Result. Volatile conditions (random() < 0.5) stay per-row filters.
 */
#include "planner/plan_gating.h"

#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"

static bool volatile_proc(Oid funcid)
{
    const ProcInfo *p = proc_by_oid(funcid);
    return p == NULL || p->provolatile == PROVOLATILE_VOLATILE || p->proretset;
}

/* Does the clause read something that may change from row to row (a Var of this level,
 * unless vars_ok) or that is never a one-time value (volatile, sub-select, aggregate)? */
static bool varying_walker(Node *node, void *vars_ok)
{
    if (node == NULL)
        return false;
    switch (nodeTag(node)) {
    case T_Var:
        if (((Var *)node)->varlevelsup == 0 && vars_ok == NULL)
            return true;
        break;
    case T_FuncExpr:
        if (volatile_proc(((FuncExpr *)node)->funcid))
            return true;
        break;
    case T_OpExpr:
    case T_DistinctExpr:
    case T_NullIfExpr:
        if (volatile_proc(((OpExpr *)node)->opfuncid))
            return true;
        break;
    case T_ScalarArrayOpExpr:
        if (volatile_proc(((ScalarArrayOpExpr *)node)->opfuncid))
            return true;
        break;
    case T_SubLink:
    case T_SubPlan:
    case T_Aggref:
    case T_GroupingFunc:
    case T_WindowFunc:
        return true;
    default:
        break;
    }
    return expression_tree_walker(node, varying_walker, vars_ok);
}

bool gating_is_pseudoconstant(Node *clause)
{
    return !varying_walker(clause, NULL);
}

bool gating_is_skippable(Node *expr)
{
    return !varying_walker(expr, (void *)1);
}

bool gating_is_false(Node *clause)
{
    if (clause == NULL || !IsA(clause, Const))
        return false;
    Const *c = (Const *)clause;
    return c->constisnull || !DatumGetBool(c->constvalue);
}

static void split_and(Node *n, List **out)
{
    if (n == NULL)
        return;
    if (IsA(n, List)) {
        ListCell *lc;
        foreach (lc, (List *)n)
            split_and(lfirst(lc), out);
    } else if (IsA(n, BoolExpr) && ((BoolExpr *)n)->boolop == AND_EXPR &&
               ((BoolExpr *)n)->in_items < 2) {
        ListCell *lc;
        foreach (lc, ((BoolExpr *)n)->args)
            split_and(lfirst(lc), out);
    } else
        *out = lappend(*out, n);
}

/*
 * As PG's subquery_planner: a HAVING condition without aggregates, volatile functions or
 * sub-selects is the same condition on the input rows. With GROUP BY (and no grouping sets)
 * it moves to WHERE; without GROUP BY it is copied there and also kept (an empty input still
 * makes one group, which HAVING must remove); with grouping sets it stays.
 */
void gating_having_to_where(Query *q)
{
    if (q->havingQual == NULL || (q->groupClause != NIL && q->groupingSets != NIL))
        return;
    List *having = NIL, *kept = NIL, *to_where = NIL;
    ListCell *lc;
    split_and(q->havingQual, &having);
    foreach (lc, having) {
        Node *c = lfirst(lc);
        if (varying_walker(c, &(bool){true})) { /* PG: contain_agg_clause etc. */
            kept = lappend(kept, c);
            continue;
        }
        to_where = lappend(to_where, c);
        if (q->groupClause == NIL)
            kept = lappend(kept, c);
    }
    if (to_where == NIL)
        return;
    FromExpr *fe = makeNode(FromExpr);
    if (q->jointree)
        *fe = *q->jointree;
    List *quals = NIL;
    if (fe->quals)
        quals = lappend(quals, fe->quals);
    fe->quals = (Node *)list_concat(quals, to_where);
    q->jointree = fe;
    q->havingQual = kept == NIL ? NULL : (Node *)kept;
}

Node *gating_and(List *quals)
{
    if (list_length(quals) == 1)
        return linitial(quals);
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = AND_EXPR;
    b->args = quals;
    b->location = -1;
    return (Node *)b;
}

Plan *gating_result(Plan *child, List *quals)
{
    Result *r = makeNode(Result);
    ListCell *lc;
    r->resconstantqual = gating_and(quals);
    foreach (lc, child->targetlist) {
        TargetEntry *tle = lfirst(lc);
        Node *e = (Node *)tle->expr;
        Var *v = makeNode(Var);
        v->varno = OUTER_VAR;
        v->varattno = (int16)tle->resno;
        v->vartype = exprType(e); /* the child's expressions may hold SubPlans */
        v->vartypmod = exprTypmod(e);
        v->varcollid = exprCollation(e);
        v->location = -1;
        TargetEntry *nt = palloc(sizeof(TargetEntry));
        *nt = *tle;
        nt->expr = (Expr *)v;
        r->plan.targetlist = lappend(r->plan.targetlist, nt);
    }
    r->plan.lefttree = child;
    r->plan.plan_rows = child->plan_rows;
    r->plan.startup_cost = child->startup_cost;
    r->plan.total_cost = child->total_cost;
    return &r->plan;
}
