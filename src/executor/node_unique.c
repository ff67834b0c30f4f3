/*
 * node_unique.c: drops rows equal (on the key columns) to the row before them.
 *
 * The input is sorted on the keys, so duplicates are adjacent. The last returned row is kept
 * as a copy in one of two memory contexts used in turn: the copy of the new row is made before
 * the old one is freed.
 */
#include "executor/execnodes.h"

typedef struct UniqueState {
    PlanState ps;
    MemoryContext cxt[2];
    int cur;
    StoredRow *prev;
} UniqueState;

static bool same_keys(Unique *node, StoredRow *prev, TupleTableSlot *in)
{
    for (int k = 0; k < node->numCols; k++) {
        int col = node->uniqColIdx[k] - 1;
        if (!exec_datums_equal(node->eqfuncs[k], node->collations[k], prev->values[col],
                               prev->isnull[col], in->tts_values[col], in->tts_isnull[col]))
            return false;
    }
    return true;
}

static TupleTableSlot *exec_unique(PlanState *ps)
{
    UniqueState *us = (UniqueState *)ps;
    Unique *node = (Unique *)ps->plan;

    for (;;) {
        TupleTableSlot *in = exec_proc_node(ps->lefttree);
        if (in == NULL)
            return NULL;
        exec_reset_econtext(ps->econtext);
        MemoryContext old = mcxt_switch_to(ps->econtext->ecxt_per_tuple_memory);
        bool dup = us->prev != NULL && same_keys(node, us->prev, in);
        mcxt_switch_to(old);
        if (dup)
            continue;
        us->cur ^= 1;
        mcxt_reset(us->cxt[us->cur]);
        us->prev = exec_row_copy(in, us->cxt[us->cur]);
        return in;
    }
}

static void rescan_unique(PlanState *ps)
{
    ((UniqueState *)ps)->prev = NULL;
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_unique(Unique *node, EState *estate)
{
    UniqueState *us = exec_make_planstate(sizeof(UniqueState), &node->plan, estate);
    us->ps.exec = exec_unique;
    us->ps.rescan = rescan_unique;
    us->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    us->cxt[0] = mcxt_create(CurrentMemoryContext, "unique");
    us->cxt[1] = mcxt_create(CurrentMemoryContext, "unique");
    us->ps.resultslot = us->ps.lefttree->resultslot;
    return &us->ps;
}
