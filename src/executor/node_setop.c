/*
 * node_setop.c: INTERSECT and EXCEPT, with or without ALL, over sorted input.
 *
 * The input is both queries' rows, each tagged with a flag column (0 left, 1 right), sorted on
 * the data columns, so equal rows are adjacent. The node reads one group of equal rows at a
 * time, counting the rows of each side, then returns the group's first row as many times as
 * the operation asks. The first row of the next group has already been read when a group ends:
 * it is kept as a copy, in one of two memory contexts used in turn.
 */
#include "executor/execnodes.h"

typedef struct SetOpState {
    PlanState ps;
    MemoryContext cxt[2];
    int cur;
    StoredRow *group;   /* first row of the group being returned */
    StoredRow *next;    /* first row of the following group, NULL at the end */
    long remaining;     /* copies of group still to return */
    bool started;
    bool eof;
} SetOpState;

static bool same_row(SetOp *node, StoredRow *a, TupleTableSlot *b)
{
    for (int k = 0; k < node->numCols; k++)
        if (!exec_datums_equal(node->eqfuncs[k], node->collations[k], a->values[k], a->isnull[k],
                               b->tts_values[k], b->tts_isnull[k]))
            return false;
    return true;
}

static bool flag_of(SetOp *node, const bool *isnull, const Datum *values)
{
    int col = node->flagColIdx - 1;
    return !isnull[col] && DatumGetInt32(values[col]) != 0;
}

/* Read the group that starts with ss->next; sets group and remaining. False at the end. */
static bool read_group(SetOpState *ss)
{
    SetOp *node = (SetOp *)ss->ps.plan;
    long nleft = 0, nright = 0;

    if (ss->next == NULL)
        return false;
    ss->group = ss->next;
    ss->next = NULL;
    if (flag_of(node, ss->group->isnull, ss->group->values))
        nright++;
    else
        nleft++;
    while (!ss->eof) {
        TupleTableSlot *in = exec_proc_node(ss->ps.lefttree);
        if (in == NULL) {
            ss->eof = true;
            break;
        }
        exec_reset_econtext(ss->ps.econtext);
        MemoryContext old = mcxt_switch_to(ss->ps.econtext->ecxt_per_tuple_memory);
        bool same = same_row(node, ss->group, in);
        mcxt_switch_to(old);
        if (!same) {
            ss->cur ^= 1;
            mcxt_reset(ss->cxt[ss->cur]);
            ss->next = exec_row_copy(in, ss->cxt[ss->cur]);
            break;
        }
        if (flag_of(node, in->tts_isnull, in->tts_values))
            nright++;
        else
            nleft++;
    }
    if (node->cmd == SETOPCMD_INTERSECT)
        ss->remaining = node->all ? Min(nleft, nright) : (nleft > 0 && nright > 0);
    else
        ss->remaining = node->all ? Max(nleft - nright, 0) : (nleft > 0 && nright == 0);
    return true;
}

static TupleTableSlot *exec_setop(PlanState *ps)
{
    SetOpState *ss = (SetOpState *)ps;

    if (!ss->started) {
        ss->started = true;
        TupleTableSlot *in = exec_proc_node(ps->lefttree);
        if (in == NULL)
            ss->eof = true;
        else
            ss->next = exec_row_copy(in, ss->cxt[ss->cur]);
    }
    while (ss->remaining == 0) {
        if (!read_group(ss))
            return NULL;
    }
    ss->remaining--;
    return exec_slot_store_row(ps->resultslot, ss->group);
}

static void rescan_setop(PlanState *ps)
{
    SetOpState *ss = (SetOpState *)ps;
    ss->started = false;
    ss->eof = false;
    ss->group = ss->next = NULL;
    ss->remaining = 0;
    exec_rescan_node(ps->lefttree);
}

PlanState *exec_init_setop(SetOp *node, EState *estate)
{
    SetOpState *ss = exec_make_planstate(sizeof(SetOpState), &node->plan, estate);
    ss->ps.exec = exec_setop;
    ss->ps.rescan = rescan_setop;
    ss->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ss->cxt[0] = mcxt_create(CurrentMemoryContext, "setop");
    ss->cxt[1] = mcxt_create(CurrentMemoryContext, "setop");
    TupleTableSlot *child = ss->ps.lefttree->resultslot;
    ss->ps.resultslot = exec_slot_create(child->natts, child->types);
    return &ss->ps;
}
