/*
 * node_limit.c: OFFSET and LIMIT.
 *
 * The two expressions are evaluated when the first row is asked for (they may use parameters);
 * NULL means no limit (or no offset). Negative values are errors, as in PostgreSQL.
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"

typedef struct LimitState {
    PlanState ps;
    ExprState *offset;
    ExprState *count;
    bool started;
    bool nolimit;
    int64 skip;
    int64 remaining;
} LimitState;

static int64 eval_bound(ExprState *st, Node *expr, ExprContext *ec, bool *isnull)
{
    Datum d = exec_eval_expr_switch(st, ec, isnull);
    if (*isnull)
        return 0;
    switch (exprType(expr)) {
    case INT2OID:
        return DatumGetInt16(d);
    case INT4OID:
        return DatumGetInt32(d);
    default:
        return DatumGetInt64(d);
    }
}

static void limit_start(LimitState *ls)
{
    Limit *node = (Limit *)ls->ps.plan;
    ExprContext *ec = ls->ps.econtext;
    bool isnull;

    ls->started = true;
    ls->skip = 0;
    ls->nolimit = true;
    if (ls->offset) {
        int64 v = eval_bound(ls->offset, node->limitOffset, ec, &isnull);
        if (!isnull && v < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_ROW_COUNT_IN_RESULT_OFFSET_CLAUSE),
                    errmsg("OFFSET must not be negative"));
        ls->skip = isnull ? 0 : v;
    }
    if (ls->count) {
        int64 v = eval_bound(ls->count, node->limitCount, ec, &isnull);
        if (!isnull && v < 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_ROW_COUNT_IN_LIMIT_CLAUSE),
                    errmsg("LIMIT must not be negative"));
        if (!isnull) {
            ls->nolimit = false;
            ls->remaining = v;
        }
    }
}

static TupleTableSlot *exec_limit(PlanState *ps)
{
    LimitState *ls = (LimitState *)ps;
    TupleTableSlot *in;

    if (!ls->started)
        limit_start(ls);
    if (!ls->nolimit && ls->remaining <= 0)
        return NULL;
    while (ls->skip > 0) {
        if (exec_proc_node(ps->lefttree) == NULL)
            return NULL;
        ls->skip--;
    }
    in = exec_proc_node(ps->lefttree);
    if (in == NULL)
        return NULL;
    if (!ls->nolimit)
        ls->remaining--;
    return in;
}

static void rescan_limit(PlanState *ps)
{
    ((LimitState *)ps)->started = false;
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_limit(Limit *node, EState *estate)
{
    LimitState *ls = exec_make_planstate(sizeof(LimitState), &node->plan, estate);
    ls->ps.exec = exec_limit;
    ls->ps.rescan = rescan_limit;
    ls->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    if (node->limitOffset)
        ls->offset = exec_init_expr((Expr *)node->limitOffset, &ls->ps, estate);
    if (node->limitCount)
        ls->count = exec_init_expr((Expr *)node->limitCount, &ls->ps, estate);
    ls->ps.resultslot = ls->ps.lefttree->resultslot;
    return &ls->ps;
}
