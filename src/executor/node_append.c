/*
 * node_append.c: the rows of each child in turn (UNION ALL).
 */
#include "executor/execnodes.h"

typedef struct AppendState {
    PlanState ps;
    int nplans;
    PlanState **plans;
    int cur;
} AppendState;

static TupleTableSlot *exec_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    while (as->cur < as->nplans) {
        TupleTableSlot *in = exec_proc_node(as->plans[as->cur]);
        if (in != NULL)
            return in;
        as->cur++;
    }
    return NULL;
}

static void rescan_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    for (int i = 0; i < as->nplans; i++)
        exec_rescan_node(as->plans[i]);
    as->cur = 0;
}

static void end_append(PlanState *ps)
{
    AppendState *as = (AppendState *)ps;
    for (int i = 0; i < as->nplans; i++)
        exec_end_node(as->plans[i]);
}

PlanState *exec_init_append(Append *node, EState *estate)
{
    AppendState *as = exec_make_planstate(sizeof(AppendState), &node->plan, estate);
    ListCell *lc;
    int i = 0;

    as->ps.exec = exec_append;
    as->ps.rescan = rescan_append;
    as->ps.end = end_append;
    as->nplans = list_length(node->appendplans);
    as->plans = palloc0(sizeof(PlanState *) * (size_t)(as->nplans + 1));
    foreach (lc, node->appendplans)
        as->plans[i++] = exec_init_node(lfirst(lc), estate);
    as->ps.resultslot = as->nplans > 0 ? as->plans[0]->resultslot : exec_slot_create(0, NULL);
    return &as->ps;
}
