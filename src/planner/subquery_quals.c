/*
 * subquery_quals.c: the query's conditions on the columns of a sub-select in FROM are what
 * they are in PG once pull_up_subqueries has replaced the sub-select's Vars by its target
 * expressions (Basalt does not pull sub-selects up: it plans them as Subquery Scans).
 *
 * The one idea: in `(SELECT -1::float8 AS x FROM a) q JOIN b ON b.f = q.x` every row of q has
 * x = -1, so the join condition is `b.f = -1`: a condition of b alone, checked in b's scan
 * (as PG plans it), which may leave the join with no rows before the other side is read. Only
 * for the sub-selects PG pulls up (a plain SELECT of FROM and WHERE: no grouping, aggregates,
 * windows, DISTINCT, LIMIT, locking, set operations or set-returning target lists), and
 * only where the constant holds for every row the condition sees: the sub-select is on no
 * outer join's NULL-extended side (there its columns may be NULL). Its target list and ORDER
 * BY keep their Vars; only conditions change, before the join problem is built from them.
 * Then a WHERE or inner-join condition that reads such a sub-select alone (nothing volatile,
 * no sub-select of its own) moves into its WHERE, its Vars replaced by the columns'
 * expressions: where PG finds it after the pull-up, in the scan of the sub-select's tables.
 */
#include "planner/subquery_quals.h"

#include "common/mcxt.h"
#include "planner/nodefuncs.h"
#include "planner/plan_gating.h"

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

/* The sub-select of range-table entry varno when PG would pull it up and it is on no outer
 * join's NULL-extended side; else NULL. */
static Query *simple_subquery(ConstCxt *cx, int varno)
{
    if (varno < 1 || varno > list_length(cx->q->rtable) || list_member_int(cx->nullable, varno))
        return NULL;
    RangeTblEntry *rte = list_nth(cx->q->rtable, varno - 1);
    Query *sub = rte->subquery;
    /* PG's is_simple_subquery: only these are pulled up, so only their conditions change */
    if (rte->rtekind != RTE_SUBQUERY || sub == NULL || rte->lateral ||
        sub->commandType != CMD_SELECT || sub->setOperations != NULL || sub->hasAggs ||
        sub->hasWindowFuncs || sub->hasTargetSRFs || sub->groupClause != NIL ||
        sub->groupingSets != NIL || sub->havingQual != NULL || sub->distinctClause != NIL ||
        sub->limitCount != NULL || sub->limitOffset != NULL || sub->rowMarks != NIL ||
        sub->cteList != NIL || sub->jointree == NULL)
        return NULL;
    return sub;
}

/* The column attno of sub, unless it is hidden. */
static TargetEntry *sub_column(Query *sub, int attno)
{
    if (attno < 1 || attno > list_length(sub->targetList))
        return NULL;
    TargetEntry *tle = list_nth(sub->targetList, attno - 1);
    return tle->resjunk || tle->resno != attno ? NULL : tle;
}

/* The constant column attno of range-table entry varno's sub-select, or NULL. */
static Const *const_output(ConstCxt *cx, int varno, int attno)
{
    Query *sub = simple_subquery(cx, varno);
    TargetEntry *tle = sub ? sub_column(sub, attno) : NULL;
    if (tle == NULL)
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

/* ---------------------------------------------------------------- conditions moved down */

/* What a condition reads: the level-0 tables, and whether it may move at all. */
typedef struct ReadCxt {
    List *varnos;
    bool bad; /* a Var of an outer level */
} ReadCxt;

static bool reads_walker(Node *node, void *arg)
{
    ReadCxt *rc = arg;
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup > 0)
            rc->bad = true;
        else if (!list_member_int(rc->varnos, v->varno))
            rc->varnos = lappend_int(rc->varnos, v->varno);
        return false;
    }
    return expression_tree_walker(node, reads_walker, arg);
}

typedef struct MoveCxt {
    int varno;
    Query *sub;
    bool bad; /* a column that cannot be copied into the condition */
} MoveCxt;

static Node *copy_mutator(Node *node, void *arg)
{
    return node == NULL ? NULL : expression_tree_mutator(node, copy_mutator, arg);
}

/* The condition over the sub-select's columns as one over its target expressions (copied). */
static Node *move_mutator(Node *node, void *arg)
{
    MoveCxt *mc = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, Var) && ((Var *)node)->varno == mc->varno) {
        TargetEntry *tle = sub_column(mc->sub, ((Var *)node)->varattno);
        if (tle == NULL || !gating_is_skippable((Node *)tle->expr)) {
            mc->bad = true;
            return node;
        }
        /* the expression reads the sub-select's own range table: copied, not renumbered */
        return expression_tree_mutator((Node *)tle->expr, copy_mutator, NULL);
    }
    return expression_tree_mutator(node, move_mutator, arg);
}

/* ANDs qual to the WHERE of rte's sub-select: of a copy, since one sub-select may be read by
 * several range-table entries (a WITH query inlined at each reference). */
static void add_sub_qual(RangeTblEntry *rte, Node *qual)
{
    Query *sub = palloc(sizeof(Query));
    *sub = *rte->subquery;
    FromExpr *sj = palloc(sizeof(FromExpr));
    *sj = *sub->jointree;
    sj->quals = sj->quals ? gating_and(list_make2(sj->quals, qual)) : qual;
    sub->jointree = sj;
    rte->subquery = sub;
}

/* Moves the conditions of quals (an AND or one condition) that read one simple sub-select
 * alone into its WHERE; returns what stays. */
static Node *move_quals(ConstCxt *cx, Node *quals)
{
    if (quals == NULL || cx->q->rowMarks != NIL)
        return quals;
    List *conds = IsA(quals, BoolExpr) && ((BoolExpr *)quals)->boolop == AND_EXPR &&
                          ((BoolExpr *)quals)->in_items < 2
                      ? ((BoolExpr *)quals)->args
                      : list_make1(quals);
    List *stay = NIL;
    ListCell *lc;
    foreach (lc, conds) {
        Node *c = lfirst(lc);
        ReadCxt rc = {NIL, false};
        reads_walker(c, &rc);
        Query *sub = !rc.bad && list_length(rc.varnos) == 1 && gating_is_skippable(c)
                         ? simple_subquery(cx, linitial_int(rc.varnos))
                         : NULL;
        if (sub != NULL) {
            MoveCxt mc = {linitial_int(rc.varnos), sub, false};
            Node *moved = move_mutator(c, &mc);
            if (!mc.bad) {
                add_sub_qual(list_nth(cx->q->rtable, mc.varno - 1), moved);
                continue;
            }
        }
        stay = lappend(stay, c);
    }
    if (list_length(stay) == list_length(conds))
        return quals;
    return stay == NIL ? NULL : gating_and(stay);
}

static void substitute_item(ConstCxt *cx, Node *item)
{
    if (item != NULL && IsA(item, JoinExpr)) {
        JoinExpr *j = (JoinExpr *)item;
        substitute_item(cx, j->larg);
        substitute_item(cx, j->rarg);
        j->quals = const_mutator(j->quals, cx);
        if (j->jointype == JOIN_INNER || j->jointype == JOIN_CROSS)
            j->quals = move_quals(cx, j->quals);
    }
}

void subquery_quals_apply(Query *q, Node *(*fold)(Node *))
{
    FromExpr *jt = q->jointree;
    if (jt == NULL || q->setOperations != NULL)
        return;
    ConstCxt cx = {q, NIL, fold};
    nullable_relids((Node *)jt, false, &cx.nullable);
    ListCell *lc;
    foreach (lc, jt->fromlist)
        substitute_item(&cx, lfirst(lc));
    jt->quals = move_quals(&cx, const_mutator(jt->quals, &cx));
}
