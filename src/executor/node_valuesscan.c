/*
 * node_valuesscan.c: the rows of a VALUES list, each computed when it is read.
 *
 * Every row's expressions are compiled once at start; a row is evaluated into the scan slot in
 * the per-tuple memory, so a failing row (a bad cast in the third row) raises its error when
 * it is reached, after the earlier rows went up the plan, as in PostgreSQL.
 */
#include "executor/execnodes.h"
#include "planner/nodefuncs.h"

typedef struct ValuesScanState {
    PlanState ps;
    int nrows;
    int ncols;
    ExprState ***rows;
    int next;
    TupleTableSlot *scanslot;
} ValuesScanState;

static TupleTableSlot *exec_valuesscan(PlanState *ps)
{
    ValuesScanState *vs = (ValuesScanState *)ps;
    ExprContext *ec = ps->econtext;

    while (vs->next < vs->nrows) {
        ExprState **row = vs->rows[vs->next++];
        exec_reset_econtext(ec);
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        for (int i = 0; i < vs->ncols; i++)
            vs->scanslot->values_buf[i] =
                exec_eval_expr(row[i], ec, &vs->scanslot->isnull_buf[i]);
        mcxt_switch_to(old);
        exec_slot_store_virtual(vs->scanslot);
        ec->ecxt_scantuple = vs->scanslot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : vs->scanslot;
    }
    return NULL;
}

static void rescan_valuesscan(PlanState *ps)
{
    ((ValuesScanState *)ps)->next = 0;
}

PlanState *exec_init_valuesscan(ValuesScan *node, EState *estate)
{
    ValuesScanState *vs = exec_make_planstate(sizeof(ValuesScanState), &node->plan, estate);
    ListCell *lc;
    int r = 0;
    Oid *types;

    vs->ps.exec = exec_valuesscan;
    vs->ps.rescan = rescan_valuesscan;
    vs->nrows = list_length(node->values_lists);
    vs->ncols = node->ncols;
    vs->rows = palloc0(sizeof(ExprState **) * (size_t)(vs->nrows + 1));
    types = palloc0(sizeof(Oid) * (size_t)(vs->ncols + 1));
    foreach (lc, node->values_lists) {
        List *row = lfirst(lc);
        ListCell *lc2;
        int c = 0;
        vs->rows[r] = palloc0(sizeof(ExprState *) * (size_t)(vs->ncols + 1));
        foreach (lc2, row) {
            if (c >= vs->ncols)
                break;
            if (r == 0)
                types[c] = exprType(lfirst(lc2));
            vs->rows[r][c++] = exec_init_expr(lfirst(lc2), &vs->ps, estate);
        }
        r++;
    }
    vs->scanslot = exec_slot_create(vs->ncols, types);
    exec_assign_qual_and_projection(&vs->ps);
    if (vs->ps.resultslot == NULL)
        vs->ps.resultslot = vs->scanslot;
    return &vs->ps;
}
