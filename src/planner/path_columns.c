/*
 * path_columns.c: the columns of a table a query reads (path_columns.h).
 *
 * The one idea: Vars name their table by range-table index and query level, so the walk
 * counts sub-query levels as it enters them and takes the Vars whose varlevelsup is that
 * depth and whose varno is the table's.
 */
#include "planner/path_columns.h"

#include "planner/nodefuncs.h"

typedef struct AttrsCxt {
    int rtindex;
    int depth;  /* sub-query level below the query that owns the table */
    List *skip; /* the table's own conditions (pointers): the wrapper decides about them */
    int *used;  /* [attno]: 0, or the order of the column's first use (1, 2, ...) */
    int nused;
    int natts;
    bool all; /* a whole-row or system column reference */
    unsigned sysattrs; /* bit -attnum: the system columns read */
} AttrsCxt;

static bool attrs_walker(Node *node, void *arg);

static void attrs_walk_query(Query *q, AttrsCxt *cx)
{
    (void)attrs_walker((Node *)q->targetList, cx);
    (void)attrs_walker((Node *)q->jointree, cx);
    (void)attrs_walker(q->havingQual, cx);
    (void)attrs_walker((Node *)q->returningList, cx);
    (void)attrs_walker(q->limitCount, cx);
    (void)attrs_walker(q->limitOffset, cx);
    ListCell *lc;
    foreach (lc, q->rtable) {
        RangeTblEntry *rte = lfirst(lc);
        if (rte->subquery)
            (void)attrs_walker((Node *)rte->subquery, cx);
        /* a table's row-level security conditions read its columns like WHERE does */
        (void)attrs_walker((Node *)rte->securityQuals, cx);
        (void)attrs_walker((Node *)rte->functions, cx);
        (void)attrs_walker((Node *)rte->values_lists, cx);
    }
    foreach (lc, q->cteList) {
        Node *cte = lfirst(lc);
        if (IsA(cte, CommonTableExpr))
            (void)attrs_walker(((CommonTableExpr *)cte)->ctequery, cx);
    }
}

static bool attrs_walker(Node *node, void *arg)
{
    AttrsCxt *cx = arg;
    if (node == NULL)
        return false;
    if (cx->depth == 0 && list_member_ptr(cx->skip, node))
        return false;
    if (IsA(node, Var)) {
        Var *v = (Var *)node;
        if (v->varno == cx->rtindex && v->varlevelsup == cx->depth) {
            if (v->varattno < 0 && v->varattno > -32)
                cx->sysattrs |= 1u << -v->varattno;
            if (v->varattno <= 0 || v->varattno > cx->natts)
                cx->all = true;
            else if (cx->used[v->varattno] == 0)
                cx->used[v->varattno] = ++cx->nused;
        }
        return false;
    }
    if (IsA(node, Query)) {
        cx->depth++;
        attrs_walk_query((Query *)node, cx);
        cx->depth--;
        return false;
    }
    return expression_tree_walker(node, attrs_walker, arg);
}

int path_columns_used(Query *q, int rtindex, int natts, List *skip, int *used, bool *whole)
{
    AttrsCxt cx = {rtindex, 0, skip, used, 0, natts, false, 0};
    attrs_walk_query(q, &cx);
    *whole = cx.all;
    return cx.nused;
}

int path_columns_of(Node *expr, int rtindex, int natts, int *used, bool *whole)
{
    AttrsCxt cx = {rtindex, 0, NIL, used, 0, natts, false, 0};
    for (int attno = 1; attno <= natts; attno++)
        cx.nused = Max(cx.nused, used[attno]);
    (void)attrs_walker(expr, &cx);
    *whole |= cx.all;
    return cx.nused;
}

unsigned path_columns_system(Query *q, int rtindex)
{
    AttrsCxt cx = {rtindex, 0, NIL, NULL, 0, 0, false, 0};
    attrs_walk_query(q, &cx);
    return cx.sysattrs;
}
