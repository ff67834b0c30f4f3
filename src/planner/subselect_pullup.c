/*
 * subselect_pullup.c: EXISTS / IN / NOT EXISTS conditions of WHERE turned into semi and anti
 * joins, as PG 15's pull_up_sublinks (with the subquery pull-up that follows it) does.
 *
 * The one idea: a sub-select condition ANDed at the top of WHERE only filters the rows of
 * the FROM items it reads, so "FROM a WHERE EXISTS (SELECT 1 FROM b WHERE b.x = a.x)" is
 * "a SEMI JOIN b ON b.x = a.x": the sub-select's tables join the query's range table (Vars
 * renumbered, references to the query lose one level) and a JoinExpr of type JOIN_SEMI
 * (NOT EXISTS: JOIN_ANTI) replaces the FROM item it filters. Only simple sub-selects qualify,
 * PG's rules: plain tables in FROM, no aggregates, grouping, window functions, set operations,
 * LIMIT / OFFSET, locking or volatile functions; EXISTS must be correlated and only through
 * its WHERE (an uncorrelated one stays a one-time sub-plan), IN must not be (then its test
 * must read the query's columns). NOT IN stays a sub-plan: its NULL semantics differ from an
 * anti join's. Everything else is left for the executor's SubPlan.
 */
#include "planner/subselect_pullup.h"

#include "common/elog.h"
#include "executor/builtins.h"
#include "planner/nodefuncs.h"
#include "planner/plannodes.h"
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

/* A sub-select whose FROM tables and WHERE can become part of the outer query's join tree. */
static bool simple_subquery(Query *sub)
{
    ListCell *lc;
    if (sub->commandType != CMD_SELECT || sub->setOperations || sub->hasAggs ||
        sub->hasWindowFuncs || sub->hasTargetSRFs || sub->groupClause || sub->groupingSets ||
        sub->havingQual || sub->distinctClause || sub->limitCount || sub->limitOffset ||
        sub->rowMarks || sub->cteList || sub->jointree == NULL || sub->jointree->fromlist == NIL)
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

/* EXISTS (sub) / NOT EXISTS (sub) as a semi / anti join. */
static bool convert_exists(Query *q, SubLink *sl, bool anti, Pulled *out)
{
    Query *sub = (Query *)sl->subselect;
    if (!simple_subquery(sub) || sub->jointree->quals == NULL)
        return false;
    RefCheck where = check_expr(sub->jointree->quals);
    if (where.bad || !where.outer_refs)
        return false; /* uncorrelated: a one-time sub-plan, as PG */
    List *outer_varnos = NIL;
    (void)outer_varnos_walker(sub->jointree->quals, &outer_varnos);
    if (reads_join_alias(q, outer_varnos))
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
static bool convert_any(Query *q, SubLink *sl, Pulled *out)
{
    Query *sub = (Query *)sl->subselect;
    if (!simple_subquery(sub))
        return false;
    RefCheck test = check_expr(sl->testexpr);
    List *outer_varnos = NIL;
    (void)level0_varnos_walker(sl->testexpr, &outer_varnos);
    if (test.bad || outer_varnos == NIL || reads_join_alias(q, outer_varnos))
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

static bool try_convert(Query *q, Node *clause, Pulled *out)
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
        return convert_exists(q, sl, anti, out);
    if (sl->subLinkType == ANY_SUBLINK && !anti)
        return convert_any(q, sl, out);
    return false;
}

/* The range-table indexes of a FROM item's tables. */
static bool item_has_all(Node *item, List *varnos);

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

/* Put the join in place: around the smallest FROM item (through inner joins) that has every
 * table its condition reads, so it filters that item before the joins above (PG's join search
 * would also consider joining it later), else around the whole FROM list joined. A table on
 * the NULL-extended side of an outer join is never moved out from under it: the join then
 * wraps the outer join as a whole. */
static void attach_join(FromExpr *f, Pulled *p)
{
    JoinExpr *j = makeNode(JoinExpr);
    ListCell *lc;
    j->jointype = p->jointype;
    j->rarg = p->rarg;
    j->quals = p->quals;
    j->location = p->location;
    foreach (lc, f->fromlist) {
        Node **link = smallest_item((Node **)&lfirst(lc), p->outer_varnos);
        if (link != NULL) {
            j->larg = *link;
            *link = (Node *)j;
            return;
        }
    }
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
    j->larg = all;
    f->fromlist = list_make1(j);
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

void pullup_sublinks(Query *q)
{
    FromExpr *f = q->jointree;
    if (f == NULL || f->fromlist == NIL || f->quals == NULL || q->rowMarks != NIL ||
        q->commandType != CMD_SELECT)
        return;
    List *kept = NIL;
    bool changed = false;
    ListCell *lc;
    List *conjuncts = top_conjuncts(f->quals, NIL);
    foreach (lc, conjuncts) {
        Pulled p;
        if (try_convert(q, lfirst(lc), &p)) {
            if (!changed) {
                FromExpr *nf = makeNode(FromExpr);
                nf->fromlist = list_copy(f->fromlist);
                q->jointree = f = nf;
                changed = true;
            }
            attach_join(f, &p);
        } else
            kept = lappend(kept, lfirst(lc));
    }
    if (!changed)
        return;
    f->quals = kept == NIL                ? NULL
               : list_length(kept) == 1 ? linitial(kept)
                                        : make_and(kept, -1);
}
