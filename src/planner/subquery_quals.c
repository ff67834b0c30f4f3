/*
 * subquery_consts.c: a condition of the query on a constant output column of a sub-select in
 * FROM reads the constant itself, as it does in PG once pull_up_subqueries has replaced the
 * sub-select's Vars by its target expressions.
 *
 * The one idea: in `(SELECT -1::float8 AS x FROM a) q JOIN b ON b.f = q.x` every row of q has
 * x = -1, so the join condition is `b.f = -1`: a condition of b alone, checked in b's scan
 * (as PG plans it), which may leave the join with no rows before the other side is read. Only
 * for the sub-selects PG pulls up (a plain SELECT of FROM and WHERE: no grouping, aggregates,
 * windows, DISTINCT, LIMIT, locking, set operations or set-returning target lists), and
 * only where the constant holds for every row the condition sees: the sub-select is on no
 * outer join's NULL-extended side (there its columns may be NULL). Its target list and ORDER BY keep their
 * Vars; only conditions change, before the join problem is built from them.
 */
#include "planner/subquery_consts.h"

#include "common/mcxt.h"
#include "planner/nodefuncs.h"

/* The range-table indexes under the NULL-extended side of an outer join of item. */
static void nullable_relids(Node *item, bool nullable, List **out)
{
    if (item == NULL)
        return;
    if (IsA(item, RangeTblRef)) {
        if (nullable)
            *out = lappend_int(*out, ((RangeTblRef *)item)->rtindex);
        return;
    }
    if (IsA(item, FromExpr)) {
        ListCell *lc;
        foreach (lc, ((FromExpr *)item)->fromlist)
            nullable_relids(lfirst(lc), nullable, out);
        return;
    }
    if (IsA(item, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)item;
        bool left = j->jointype == JOIN_RIGHT || j->jointype == JOIN_FULL;
        bool right = j->jointype == JOIN_LEFT || j->jointype == JOIN_FULL ||
                     j->jointype == JOIN_ANTI;
        nullable_relids(j->larg, nullable || left, out);
        nullable_relids(j->rarg, nullable || right, out);
    }
}

typedef struct ConstCxt {
    Query *q;
    List *nullable;
    Node *(*fold)(Node *);
} ConstCxt;

/* The constant column attno of range-table entry varno's sub-select, or NULL. */
static Const *const_output(ConstCxt *cx, int varno, int attno)
{
    if (varno < 1 || varno > list_length(cx->q->rtable) || attno < 1 ||
        list_member_int(cx->nullable, varno))
        return NULL;
    RangeTblEntry *rte = list_nth(cx->q->rtable, varno - 1);
    Query *sub = rte->subquery;
    /* PG's is_simple_subquery: only these are pulled up, so only their conditions change */
    if (rte->rtekind != RTE_SUBQUERY || sub == NULL || rte->lateral ||
        sub->commandType != CMD_SELECT || sub->setOperations != NULL || sub->hasAggs ||
        sub->hasWindowFuncs || sub->hasTargetSRFs || sub->groupClause != NIL ||
        sub->groupingSets != NIL || sub->havingQual != NULL || sub->distinctClause != NIL ||
        sub->limitCount != NULL || sub->limitOffset != NULL || sub->rowMarks != NIL ||
        sub->cteList != NIL || attno > list_length(sub->targetList))
        return NULL;
    TargetEntry *tle = list_nth(sub->targetList, attno - 1);
    if (tle->resjunk || tle->resno != attno)
        return NULL;
    Node *e = IsA(tle->expr, Const) ? (Node *)tle->expr : cx->fold((Node *)tle->expr);
    return IsA(e, Const) ? (Const *)e : NULL;
}

static Node *const_mutator(Node *node, void *arg)
{
    ConstCxt *cx = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, SubLink))
        return node; /* its own query level: left to its own planning */
    if (IsA(node, Var) && ((Var *)node)->varlevelsup == 0) {
        Var *v = (Var *)node;
        Const *c = const_output(cx, v->varno, v->varattno);
        if (c != NULL && c->consttype == v->vartype) {
            Const *nc = palloc(sizeof(Const));
            *nc = *c;
            nc->consttypmod = v->vartypmod;
            nc->constcollid = v->varcollid;
            nc->location = v->location;
            return (Node *)nc;
        }
        return node;
    }
    return expression_tree_mutator(node, const_mutator, arg);
}

static void substitute_item(ConstCxt *cx, Node *item)
{
    if (item != NULL && IsA(item, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)item;
        substitute_item(cx, j->larg);
        substitute_item(cx, j->rarg);
        j->quals = const_mutator(j->quals, cx);
    }
}

void subquery_consts_substitute(Query *q, Node *(*fold)(Node *))
{
    FromExpr *jt = q->jointree;
    if (jt == NULL || q->setOperations != NULL)
        return;
    ConstCxt cx = {q, NIL, fold};
    nullable_relids((Node *)jt, false, &cx.nullable);
    ListCell *lc;
    foreach (lc, jt->fromlist)
        substitute_item(&cx, lfirst(lc));
    jt->quals = const_mutator(jt->quals, &cx);
}
