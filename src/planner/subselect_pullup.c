/*
 * subselect_pullup.c: EXISTS / IN / NOT EXISTS conditions of WHERE and JOIN ... ON turned into
 * semi and anti joins, as PG 15's pull_up_sublinks (with the subquery pull-up that follows it)
 * does.
 *
 * The one idea: a sub-select condition ANDed at the top of WHERE only filters the rows of
 * the FROM items it reads, so "FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.x = a.x)" is
 * "a SEMI JOIN b ON b.x = a.x": the sub-select's tables join the query's range table (Vars
 * renumbered, references to the query lose one level) and a JoinExpr of type JOIN_SEMI
 * (NOT EXISTS: JOIN_ANTI) replaces the FROM item it filters. Only simple sub-selects qualify,
 * PG's rules: plain tables in FROM, no aggregates, grouping, window functions, set operations,
 * LIMIT / OFFSET (EXISTS ignores grouping and a positive LIMIT), locking, volatile functions
 * or sub-selects of their own; EXISTS must be correlated and only through its WHERE (an
 * uncorrelated one stays a one-time sub-plan), IN must not be (then its test must read the
 * query's columns). NOT IN stays a sub-plan: its NULL semantics differ from an anti join's.
 * Everything else is left for the executor's SubPlan.
 */
#include "planner/subselect_pullup.h"

#include "common/elog.h"
#include "executor/builtins.h"
#include "planner/nodefuncs.h"
#include "planner/plannodes.h"
#include "planner/selfuncs.h"
#include "storage/heapam.h"

/* ---------------------------------------------------------------- what may be pulled up */

typedef struct RefCheck {
    bool outer_refs; /* reads the query the sub-select is in (varlevelsup 1) */
    bool bad;        /* volatile functions, sub-selects, aggregates */
} RefCheck;

static bool proc_is_volatile(Oid fn)
{
    const ProcInfo *pi = proc_by_oid(fn);
    return pi == NULL || pi->provolatile == PROVOLATILE_VOLATILE || pi->proretset;
}

static bool ref_check_walker(Node *node, void *arg)
{
    RefCheck *rc = arg;
    if (node == NULL)
        return false;
    switch (nodeTag(node)) {
    case T_Var:
        if (((Var *)node)->varlevelsup == 1)
            rc->outer_refs = true;
        return false;
    case T_FuncExpr:
        if (proc_is_volatile(((FuncExpr *)node)->funcid))
            rc->bad = true;
        break;
    case T_OpExpr:
        if (proc_is_volatile(((OpExpr *)node)->opfuncid))
            rc->bad = true;
        break;
    case T_SubLink:
    case T_SubPlan:
    case T_Aggref:
    case T_WindowFunc:
        rc->bad = true;
        return false;
    default:
        break;
    }
    return expression_tree_walker(node, ref_check_walker, arg);
}

static RefCheck check_expr(Node *n)
{
    RefCheck rc = {false, false};
    (void)ref_check_walker(n, &rc);
    return rc;
}

/* EXISTS ignores a constant LIMIT above zero (or NULL: none), as PG's simplify_EXISTS_query. */
static bool exists_ignores_limit(Node *limit)
{
    if (limit == NULL)
        return true;
    limit = selfuncs_estimate_value(limit); /* the binder's int8(1) */
    if (!IsA(limit, Const) || ((Const *)limit)->consttype != INT8OID)
        return false;
    return ((Const *)limit)->constisnull || DatumGetInt64(((Const *)limit)->constvalue) > 0;
}

/* A sub-select whose FROM tables and WHERE can become part of the outer query's join tree.
 * For EXISTS, whose rows only count by being there, GROUP BY (without aggregates), DISTINCT
 * and a positive constant LIMIT make no difference, as PG drops them. */
static bool simple_subquery(Query *sub, bool exists)
{
    ListCell *lc;
    if (sub->commandType != CMD_SELECT || sub->setOperations || sub->hasAggs ||
        sub->hasWindowFuncs || sub->hasTargetSRFs || sub->groupingSets || sub->havingQual ||
        sub->limitOffset || sub->rowMarks || sub->cteList || sub->jointree == NULL ||
        sub->jointree->fromlist == NIL)
        return false;
    if (exists ? !exists_ignores_limit(sub->limitCount)
               : sub->groupClause || sub->distinctClause || sub->limitCount)
        return false;
    foreach (lc, sub->jointree->fromlist) {
        Node *item = lfirst(lc);
        if (!IsA(item, RangeTblRef))
            return false;
        RangeTblEntry *rte = list_nth(sub->rtable, ((RangeTblRef *)item)->rtindex - 1);
        if (rte->rtekind != RTE_RELATION || rte->relkind != RELKIND_RELATION ||
            rte->tablesample != NULL)
            return false;
    }
    return true;
}

/* ---------------------------------------------------------------- renumbering */

typedef struct PullCxt {
    int offset; /* the sub-select's range-table indexes move up by this much */
    List *tlist; /* IN: the sub-select's target list, for its PARAM_SUBLINK columns */
} PullCxt;

/* A sub-select expression as the outer query sees it: its own Vars renumbered, the outer
 * query's Vars (and those of levels further out) one level closer; PARAM_SUBLINK k of an IN
 * test becomes the sub-select's k-th output expression. */
static Node *pull_mutator(Node *node, void *arg)
{
    PullCxt *cx = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, Var)) {
        Var *v = palloc(sizeof(Var));
        *v = *(Var *)node;
        if (v->varlevelsup == 0)
            v->varno += cx->offset;
        else
            v->varlevelsup--;
        return (Node *)v;
    }
    if (IsA(node, Param) && ((Param *)node)->paramkind == PARAM_SUBLINK) {
        TargetEntry *tle = list_nth(cx->tlist, ((Param *)node)->paramid - 1);
        PullCxt inner = {cx->offset, NIL};
        return pull_mutator((Node *)tle->expr, &inner);
    }
    return expression_tree_mutator(node, pull_mutator, arg);
}

/* The test of an IN: the query's own columns (varlevelsup 0) stay as they are. */
static Node *in_test_mutator(Node *node, void *arg)
{
    PullCxt *cx = arg;
    if (node == NULL)
        return NULL;
    if (IsA(node, Param) && ((Param *)node)->paramkind == PARAM_SUBLINK)
        return pull_mutator(node, cx);
    return expression_tree_mutator(node, in_test_mutator, arg);
}

/* Move the sub-select's tables into q's range table; returns its FROM as one join item. */
static Node *pull_up_from(Query *q, Query *sub, int *offset)
{
    ListCell *lc;
    Node *item = NULL;
    *offset = list_length(q->rtable);
    List *rtable = list_copy(q->rtable);
    foreach (lc, sub->rtable) {
        RangeTblEntry *rte = palloc(sizeof(RangeTblEntry));
        *rte = *(RangeTblEntry *)lfirst(lc);
        rte->inFromCl = true;
        rtable = lappend(rtable, rte);
    }
    q->rtable = rtable;
    foreach (lc, sub->jointree->fromlist) {
        RangeTblRef *ref = makeNode(RangeTblRef);
        ref->rtindex = ((RangeTblRef *)lfirst(lc))->rtindex + *offset;
        if (item == NULL) {
            item = (Node *)ref;
            continue;
        }
        JoinExpr *j = makeNode(JoinExpr);
        j->jointype = JOIN_INNER;
        j->larg = item;
        j->rarg = (Node *)ref;
        item = (Node *)j;
    }
    return item;
}

/* The Vars of the query level an expression reads (varlevelsup 0), as an IntList of varnos. */
static bool level0_varnos_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup == 0 && !list_member_int(*(List **)arg, v->varno))
            *(List **)arg = lappend_int(*(List **)arg, v->varno);
        return false;
    }
    return expression_tree_walker(node, level0_varnos_walker, arg);
}

/* Does any of varnos name a join's range-table entry (whose alias Vars are not flattened
 * inside sub-selects)? */
static bool reads_join_alias(Query *q, List *varnos)
{
    ListCell *lc;
    foreach (lc, varnos)
        if (((RangeTblEntry *)list_nth(q->rtable, lfirst_int(lc) - 1))->rtekind == RTE_JOIN)
            return true;
    return false;
}

static Node *make_and(List *args, int location)
{
    BoolExpr *b = makeNode(BoolExpr);
    b->boolop = AND_EXPR;
    b->args = args;
    b->location = location;
    return (Node *)b;
}

/* The outer query's tables a sub-select's correlated WHERE reads (varlevelsup 1). */
static bool outer_varnos_walker(Node *node, void *arg)
{
    if (node == NULL)
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varlevelsup == 1 && !list_member_int(*(List **)arg, v->varno))
            *(List **)arg = lappend_int(*(List **)arg, v->varno);
        return false;
    }
    return expression_tree_walker(node, outer_varnos_walker, arg);
}

/* ---------------------------------------------------------------- conversion */

typedef struct Pulled {
    JoinType jointype;
    Node *rarg;
    Node *quals;
    List *outer_varnos; /* the query's tables the join condition reads */
    int location;
} Pulled;

static bool item_has_all(Node *item, List *varnos);

/* EXISTS (sub) / NOT EXISTS (sub) as a semi / anti join. scope: the FROM item that must have
 * every table the condition reads (NULL: any, for WHERE). */
static bool convert_exists(Query *q, Node *scope, SubLink *sl, bool anti, Pulled *out)
{
    Query *sub = (Query *)sl->subselect;
    if (!simple_subquery(sub, true) || sub->jointree->quals == NULL)
        return false;
    RefCheck where = check_expr(sub->jointree->quals);
    if (where.bad || !where.outer_refs)
        return false; /* uncorrelated: a one-time sub-plan, as PG */
    List *outer_varnos = NIL;
    (void)outer_varnos_walker(sub->jointree->quals, &outer_varnos);
    if (reads_join_alias(q, outer_varnos) || (scope && !item_has_all(scope, outer_varnos)))
        return false;
    int offset;
    out->rarg = pull_up_from(q, sub, &offset);
    PullCxt cx = {offset, NIL};
    out->quals = pull_mutator(sub->jointree->quals, &cx);
    out->jointype = anti ? JOIN_ANTI : JOIN_SEMI;
    out->outer_varnos = outer_varnos;
    out->location = sl->location;
    return true;
}

/* x IN (sub) (any "op ANY"): a semi join on the test, for an uncorrelated sub-select. */
static bool convert_any(Query *q, Node *scope, SubLink *sl, Pulled *out)
{
    Query *sub = (Query *)sl->subselect;
    if (!simple_subquery(sub, false))
        return false;
    RefCheck test = check_expr(sl->testexpr);
    List *outer_varnos = NIL;
    (void)level0_varnos_walker(sl->testexpr, &outer_varnos);
    if (test.bad || outer_varnos == NIL || reads_join_alias(q, outer_varnos) ||
        (scope && !item_has_all(scope, outer_varnos)))
        return false;
    RefCheck body = check_expr((Node *)sub->targetList);
    RefCheck where = check_expr(sub->jointree->quals);
    if (body.bad || body.outer_refs || where.bad || where.outer_refs)
        return false;
    int offset;
    out->rarg = pull_up_from(q, sub, &offset);
    PullCxt cx = {offset, sub->targetList};
    Node *test_expr = in_test_mutator(sl->testexpr, &cx);
    Node *where_expr = pull_mutator(sub->jointree->quals, &cx);
    out->quals = where_expr == NULL ? test_expr
                                    : make_and(list_make2(test_expr, where_expr), sl->location);
    out->jointype = JOIN_SEMI;
    out->outer_varnos = outer_varnos;
    out->location = sl->location;
    return true;
}

static bool try_convert(Query *q, Node *scope, Node *clause, Pulled *out)
{
    bool anti = false;
    if (IsA(clause, BoolExpr) && ((BoolExpr *)clause)->boolop == NOT_EXPR) {
        clause = linitial(((BoolExpr *)clause)->args);
        anti = true;
    }
    if (!IsA(clause, SubLink))
        return false;
    SubLink *sl = (SubLink *)clause;
    if (sl->subLinkType == EXISTS_SUBLINK)
        return convert_exists(q, scope, sl, anti, out);
    if (sl->subLinkType == ANY_SUBLINK && !anti)
        return convert_any(q, scope, sl, out);
    return false;
}

/* The range-table indexes of a FROM item's tables. */
static void item_relids(Node *item, List **out)
{
    if (IsA(item, RangeTblRef))
        *out = lappend_int(*out, ((RangeTblRef *)item)->rtindex);
    else if (IsA(item, JoinExpr)) {
        item_relids(((JoinExpr *)item)->larg, out);
        item_relids(((JoinExpr *)item)->rarg, out);
    }
}

static bool item_has_all(Node *item, List *varnos)
{
    List *relids = NIL;
    ListCell *lc;
    item_relids(item, &relids);
    foreach (lc, varnos)
        if (!list_member_int(relids, lfirst_int(lc)))
            return false;
    return true;
}

/* The smallest FROM item, at *link or inside the inner joins there, that has every table of
 * varnos; NULL if *link has not. */
static Node **smallest_item(Node **link, List *varnos)
{
    if (!item_has_all(*link, varnos))
        return NULL;
    if (IsA(*link, JoinExpr) && ((JoinExpr *)*link)->jointype == JOIN_INNER) {
        /* a copy: the query's own tree may be shared */
        JoinExpr *j = palloc(sizeof(JoinExpr));
        *j = *(JoinExpr *)*link;
        Node **in = smallest_item(&j->larg, varnos);
        if (in == NULL)
            in = smallest_item(&j->rarg, varnos);
        if (in != NULL) {
            *link = (Node *)j;
            return in;
        }
    }
    return link;
}

static JoinExpr *make_pulled_join(Pulled *p, Node *larg)
{
    JoinExpr *j = makeNode(JoinExpr);
    j->jointype = p->jointype;
    j->larg = larg;
    j->rarg = p->rarg;
    j->quals = p->quals;
    j->location = p->location;
    return j;
}

/* Wrap the smallest item at or below *link that has the condition's tables; false if none. */
static bool attach_at(Node **link, Pulled *p)
{
    link = smallest_item(link, p->outer_varnos);
    if (link == NULL)
        return false;
    *link = (Node *)make_pulled_join(p, *link);
    return true;
}

/* Put the join of a WHERE condition in place: around the smallest FROM item (through inner
 * joins) that has every table its condition reads, so it filters that item before the joins
 * above (PG's join search would also consider joining it later), else around the whole FROM
 * list joined. A table on the NULL-extended side of an outer join is never moved out from
 * under it: the join then wraps the outer join as a whole. */
static void attach_join(FromExpr *f, Pulled *p)
{
    ListCell *lc;
    foreach (lc, f->fromlist)
        if (attach_at((Node **)&lfirst(lc), p))
            return;
    Node *all = NULL;
    foreach (lc, f->fromlist) {
        if (all == NULL) {
            all = lfirst(lc);
            continue;
        }
        JoinExpr *cross = makeNode(JoinExpr);
        cross->jointype = JOIN_INNER;
        cross->larg = all;
        cross->rarg = lfirst(lc);
        all = (Node *)cross;
    }
    f->fromlist = list_make1(make_pulled_join(p, all));
}

static List *top_conjuncts(Node *quals, List *out)
{
    if (quals && IsA(quals, BoolExpr) && ((BoolExpr *)quals)->boolop == AND_EXPR &&
        ((BoolExpr *)quals)->in_items < 2) {
        ListCell *lc;
        foreach (lc, ((BoolExpr *)quals)->args)
            out = top_conjuncts(lfirst(lc), out);
        return out;
    }
    return quals ? lappend(out, quals) : out;
}

static Node *and_of(List *conds)
{
    return conds == NIL                ? NULL
           : list_length(conds) == 1 ? linitial(conds)
                                     : make_and(conds, -1);
}

/*
 * Sub-links of the ON conditions of the joins at *link and below, as PG pulls them up: those
 * of an inner join that read only its tables filter the smallest item of it that has them;
 * those of a LEFT (RIGHT) join that read only its NULL-extended side filter that side. Each
 * JoinExpr on the way is copied (the query's own tree may be shared).
 */
static void pullup_in_joins(Query *q, Node **link)
{
    if (!IsA(*link, JoinExpr))
        return;
    JoinExpr *j = palloc(sizeof(JoinExpr));
    *j = *(JoinExpr *)*link;
    *link = (Node *)j;
    pullup_in_joins(q, &j->larg);
    pullup_in_joins(q, &j->rarg);
    bool inner = j->jointype == JOIN_INNER;
    Node **side = j->jointype == JOIN_LEFT ? &j->rarg : j->jointype == JOIN_RIGHT ? &j->larg : NULL;
    if ((!inner && side == NULL) || j->quals == NULL)
        return;
    List *kept = NIL;
    ListCell *lc;
    foreach (lc, top_conjuncts(j->quals, NIL)) {
        Pulled p;
        if (!try_convert(q, inner ? (Node *)j : *side, lfirst(lc), &p))
            kept = lappend(kept, lfirst(lc));
        else if (!inner)
            (void)attach_at(side, &p);
        else if (!attach_at(&j->larg, &p) && !attach_at(&j->rarg, &p))
            *link = (Node *)make_pulled_join(&p, *link); /* reads both sides */
    }
    j->quals = and_of(kept);
}

void pullup_sublinks(Query *q)
{
    FromExpr *f = q->jointree;
    if (f == NULL || f->fromlist == NIL || q->rowMarks != NIL || q->commandType == CMD_INSERT ||
        q->commandType == CMD_UTILITY)
        return;
    FromExpr *nf = makeNode(FromExpr);
    nf->fromlist = list_copy(f->fromlist);
    q->jointree = nf;
    List *kept = NIL;
    ListCell *lc;
    foreach (lc, nf->fromlist)
        pullup_in_joins(q, (Node **)&lfirst(lc));
    foreach (lc, top_conjuncts(f->quals, NIL)) {
        Pulled p;
        if (try_convert(q, NULL, lfirst(lc), &p))
            attach_join(nf, &p);
        else
            kept = lappend(kept, lfirst(lc));
    }
    nf->quals = and_of(kept);
}
