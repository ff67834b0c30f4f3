/*
 * node_sort.c: the Sort node, over a tuplesort (tuplesort.h).
 *
 * On the first call every input row goes into the sort (which copies it: the child's slot is
 * only valid until its next call), bounded by the LIMIT above when there is one; then rows
 * come back in order. Past work_mem the sort spills to temp files (external merge); the
 * method and the memory or disk it used are kept for EXPLAIN ANALYZE (exec_sort_stats).
 */
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "common/guc.h"
#include "executor/tuplesort.h"

typedef struct SortState {
    PlanState ps;
    MemoryContext sortcxt; /* the query's: the sort must outlive the caller's per-row memory */
    Tuplesort *sort;
    bool sorted;
    bool have_stats;
    TuplesortStats stats; /* of the last sort run by this node */
} SortState;

static void sort_fill(SortState *ss)
{
    Sort *node = (Sort *)ss->ps.plan;
    TuplesortKey *keys = palloc(sizeof(TuplesortKey) * (size_t)(node->numCols + 1));
    for (int k = 0; k < node->numCols; k++) {
        keys[k].col = node->sortColIdx[k] - 1;
        keys[k].cmpfunc = node->cmpfuncs[k];
        keys[k].collation = node->collations[k];
        keys[k].reverse = node->reverse[k];
        keys[k].nullsFirst = node->nullsFirst[k];
    }
    MemoryContext old = mcxt_switch_to(ss->sortcxt);
    ss->sort = tuplesort_begin(ss->ps.resultslot, node->numCols, keys, node->bound, work_mem_kb);
    mcxt_switch_to(old);
    tuplesort_set_estimate(ss->sort, ss->ps.lefttree->plan->plan_rows);
    pfree(keys);
    for (;;) {
        TupleTableSlot *in = exec_proc_node(ss->ps.lefttree);
        if (in == NULL)
            break;
        tuplesort_put(ss->sort, in);
    }
    tuplesort_done(ss->sort);
    tuplesort_stats(ss->sort, &ss->stats);
    ss->have_stats = true;
    ss->sorted = true;
}

static TupleTableSlot *exec_sort(PlanState *ps)
{
    SortState *ss = (SortState *)ps;

    if (!ss->sorted)
        sort_fill(ss);
    if (!tuplesort_get(ss->sort, ps->resultslot))
        return NULL;
    return ps->resultslot;
}

static void release_sort(SortState *ss)
{
    tuplesort_end(ss->sort);
    ss->sort = NULL;
    ss->sorted = false;
}

static void rescan_sort(PlanState *ps)
{
    /* Parameters of the input may have changed: sort again. */
    release_sort((SortState *)ps);
    exec_rescan_node(ps->lefttree);
}

static void end_sort(PlanState *ps)
{
    release_sort((SortState *)ps);
    exec_end_node(ps->lefttree);
}

bool exec_sort_stats(PlanState *ps, TuplesortStats *out)
{
    SortState *ss = (SortState *)ps;
    if (!IsA(ps->plan, Sort) || !ss->have_stats)
        return false;
    *out = ss->stats;
    return true;
}

PlanState *exec_init_sort(Sort *node, EState *estate)
{
    SortState *ss = exec_make_planstate(sizeof(SortState), &node->plan, estate);
    TupleTableSlot *child;

    ss->ps.exec = exec_sort;
    ss->ps.rescan = rescan_sort;
    ss->ps.end = end_sort;
    ss->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    ss->sortcxt = mcxt_create(CurrentMemoryContext, "sort");
    child = ss->ps.lefttree->resultslot;
    ss->ps.resultslot = exec_slot_create(child->natts, child->types);
    return &ss->ps;
}
