/*
 * node_result.c: the Result node: one row computed from nothing (SELECT without FROM), or a
 * projection and filter over its child's rows.
 *
 * resconstantqual is a condition that does not depend on any row (WHERE false, WHERE $1 > 0):
 * it is checked once, and if it is not true the node returns no rows at all.
 */
#include "executor/execnodes.h"

typedef struct ResultState {
    PlanState ps;
    ExprState *constqual;
    bool checked;
    bool done;
} ResultState;

static TupleTableSlot *exec_result(PlanState *ps)
{
    ResultState *rs = (ResultState *)ps;
    ExprContext *ec = ps->econtext;

    if (!rs->checked) {
        rs->checked = true;
        exec_reset_econtext(ec);
        if (rs->constqual && !exec_qual(rs->constqual, ec))
            rs->done = true;
    }
    if (rs->done)
        return NULL;
    if (ps->lefttree == NULL) {
        rs->done = true;
        exec_reset_econtext(ec);
        if (!exec_qual(ps->qual, ec))
            return NULL;
        return ps->proj ? exec_project(ps->proj) : exec_slot_store_virtual(ps->resultslot);
    }
    for (;;) {
        TupleTableSlot *in = exec_proc_node(ps->lefttree);
        if (in == NULL) {
            rs->done = true;
            return NULL;
        }
        exec_reset_econtext(ec);
        ec->ecxt_outertuple = in;
        ec->ecxt_scantuple = in;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : in;
    }
}

static void rescan_result(PlanState *ps)
{
    ResultState *rs = (ResultState *)ps;
    rs->checked = false;
    rs->done = false;
    if (ps->lefttree)
        exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_result(Result *node, EState *estate)
{
    ResultState *rs = exec_make_planstate(sizeof(ResultState), &node->plan, estate);

    rs->ps.exec = exec_result;
    rs->ps.rescan = rescan_result;
    rs->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    if (node->resconstantqual)
        rs->constqual = exec_init_qual(list_make1(node->resconstantqual), &rs->ps, estate);
    exec_assign_qual_and_projection(&rs->ps);
    if (rs->ps.resultslot == NULL)
        rs->ps.resultslot = rs->ps.lefttree ? rs->ps.lefttree->resultslot : exec_slot_create(0, NULL);
    return &rs->ps;
}
