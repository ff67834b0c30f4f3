/*
 * node_nestloop.c: nested-loop join: for each outer row, rescan the inner side.
 *
 * joinqual decides whether a pair matches; for a LEFT join an outer row without any match is
 * returned once with the inner columns NULL. The planner turns RIGHT joins into LEFT ones by
 * swapping the inputs and plans FULL joins as hash joins, so only INNER and LEFT reach here.
 * plan.qual (WHERE conditions that could not be pushed down) filters the joined rows.
 */
#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"

typedef struct NestLoopState {
    PlanState ps;
    ExprState *joinqual;
    TupleTableSlot *outer;
    bool needouter;
    bool matched;
    TupleTableSlot *nullinner;
    uint32 npairs; /* for the interrupt check every 4096 pairs */
} NestLoopState;

static TupleTableSlot *exec_nestloop(PlanState *ps)
{
    NestLoopState *ns = (NestLoopState *)ps;
    Join *node = (Join *)ps->plan;
    ExprContext *ec = ps->econtext;

    for (;;) {
        if (ns->needouter) {
            ns->outer = exec_proc_node(ps->lefttree);
            if (ns->outer == NULL)
                return NULL;
            ns->needouter = false;
            ns->matched = false;
            exec_rescan_node(ps->righttree);
        }
        if ((++ns->npairs & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        TupleTableSlot *inner = exec_proc_node(ps->righttree);
        exec_reset_econtext(ec);
        ec->ecxt_outertuple = ns->outer;
        if (inner == NULL) {
            ns->needouter = true;
            if (node->jointype == JOIN_LEFT && !ns->matched) {
                ec->ecxt_innertuple = ns->nullinner;
                if (exec_qual(ps->qual, ec))
                    return exec_project(ps->proj);
            }
            continue;
        }
        ec->ecxt_innertuple = inner;
        if (!exec_qual(ns->joinqual, ec))
            continue;
        ns->matched = true;
        if (exec_qual(ps->qual, ec))
            return exec_project(ps->proj);
    }
}

static void rescan_nestloop(PlanState *ps)
{
    ((NestLoopState *)ps)->needouter = true;
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_nestloop(NestLoop *node, EState *estate)
{
    NestLoopState *ns = exec_make_planstate(sizeof(NestLoopState), &node->join.plan, estate);

    if (node->join.jointype != JOIN_INNER && node->join.jointype != JOIN_LEFT)
        elog(ERROR, "nested loop cannot do join type %d", (int)node->join.jointype);
    ns->ps.exec = exec_nestloop;
    ns->ps.rescan = rescan_nestloop;
    ns->ps.lefttree = exec_init_node(node->join.plan.lefttree, estate);
    ns->ps.righttree = exec_init_node(node->join.plan.righttree, estate);
    ns->joinqual = exec_init_qual(node->join.joinqual, &ns->ps, estate);
    ns->needouter = true;
    TupleTableSlot *in = ns->ps.righttree->resultslot;
    ns->nullinner = exec_slot_store_nulls(exec_slot_create(in->natts, in->types));
    exec_assign_qual_and_projection(&ns->ps);
    return &ns->ps;
}
