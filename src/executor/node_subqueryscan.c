/*
 * node_subqueryscan.c: a sub-select in FROM: the rows of its plan, read as a scan.
 *
 * The subplan is the node's lefttree; its output row is this node's scan row (SCAN_VAR).
 */
#include "executor/execnodes.h"

static TupleTableSlot *exec_subqueryscan(PlanState *ps)
{
    ExprContext *ec = ps->econtext;

    for (;;) {
        TupleTableSlot *in = exec_proc_node(ps->lefttree);
        if (in == NULL)
            return NULL;
        exec_reset_econtext(ec);
        ec->ecxt_scantuple = in;
        ec->ecxt_outertuple = in;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : in;
    }
}

PlanState *exec_init_subqueryscan(SubqueryScan *node, EState *estate)
{
    PlanState *ps = exec_make_planstate(sizeof(PlanState), &node->plan, estate);
    ps->exec = exec_subqueryscan;
    ps->lefttree = exec_init_node(node->plan.lefttree, estate);
    exec_assign_qual_and_projection(ps);
    if (ps->resultslot == NULL)
        ps->resultslot = ps->lefttree->resultslot;
    return ps;
}
