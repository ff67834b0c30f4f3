/*
 * node_projectset.c: a target list with set-returning function calls (PG 10's ProjectSet).
 *
 * The one idea: for each input row, every set-returning call in the target list is advanced
 * once per output row, all in lockstep; a call whose set is exhausted reads as NULL while the
 * others go on, and the input row is finished when every call is exhausted (so an input row
 * whose sets are all empty produces no row). The rest of each expression is computed around
 * the calls' current values.
 */
#include "executor/exec_srf.h"
#include "executor/execnodes.h"

typedef struct ProjectSetState {
    PlanState ps;
    int nexprs;
    ExprState **exprs;
    int nsrfs;
    ExprState **srfs;
    bool *done; /* per call: exhausted for the current input row */
    bool pending; /* an input row is being expanded */
    TupleTableSlot *slot;
} ProjectSetState;

static void start_row(ProjectSetState *pss)
{
    for (int i = 0; i < pss->nsrfs; i++) {
        exec_srf_reset(pss->srfs[i]);
        pss->done[i] = false;
    }
    pss->pending = true;
}

static TupleTableSlot *exec_projectset(PlanState *ps)
{
    ProjectSetState *pss = (ProjectSetState *)ps;
    ExprContext *ec = ps->econtext;

    for (;;) {
        if (!pss->pending) {
            TupleTableSlot *in = exec_proc_node(ps->lefttree);
            if (in == NULL)
                return NULL;
            ec->ecxt_outertuple = in;
            start_row(pss);
        }
        exec_reset_econtext(ec);
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        bool any = false;
        for (int i = 0; i < pss->nsrfs; i++) {
            if (pss->done[i])
                continue;
            if (exec_srf_next(pss->srfs[i], ec))
                any = true;
            else
                pss->done[i] = true;
        }
        if (!any) {
            mcxt_switch_to(old);
            pss->pending = false;
            continue;
        }
        TupleTableSlot *slot = pss->slot;
        for (int i = 0; i < pss->nexprs; i++)
            slot->values_buf[i] = exec_eval_expr(pss->exprs[i], ec, &slot->isnull_buf[i]);
        mcxt_switch_to(old);
        return exec_slot_store_virtual(slot);
    }
}

static void rescan_projectset(PlanState *ps)
{
    ((ProjectSetState *)ps)->pending = false;
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_projectset(ProjectSet *node, EState *estate)
{
    ProjectSetState *pss = exec_make_planstate(sizeof(ProjectSetState), &node->plan, estate);
    List *srfs = NIL;
    ListCell *lc;
    int i = 0;

    pss->ps.exec = exec_projectset;
    pss->ps.rescan = rescan_projectset;
    pss->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    pss->nexprs = list_length(node->plan.targetlist);
    pss->exprs = palloc0(sizeof(ExprState *) * (size_t)(pss->nexprs + 1));
    foreach (lc, node->plan.targetlist) {
        TargetEntry *tle = lfirst(lc);
        pss->exprs[i++] = exec_init_expr_srf(tle->expr, &pss->ps, estate, &srfs);
    }
    pss->nsrfs = list_length(srfs);
    pss->srfs = palloc0(sizeof(ExprState *) * (size_t)(pss->nsrfs + 1));
    pss->done = palloc0(sizeof(bool) * (size_t)(pss->nsrfs + 1));
    i = 0;
    foreach (lc, srfs)
        pss->srfs[i++] = lfirst(lc);
    pss->slot = exec_slot_create_for_tlist(node->plan.targetlist);
    pss->ps.resultslot = pss->slot;
    return &pss->ps;
}
