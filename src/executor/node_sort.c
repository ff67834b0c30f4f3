/*
 * node_sort.c: in-memory sort of the child's rows.
 *
 * On the first call every input row is copied into the node's sort memory (the child's slot is
 * only valid until its next call) and the array of rows is merge-sorted with the key columns'
 * three-way comparison functions; then rows are returned in order. A merge sort of our own
 * (rather than qsort) keeps ereport from comparison functions safe: nothing is left
 * half-allocated by libc when an error unwinds. External sorting past work_mem is a later issue.
 */
#include "executor/execnodes.h"
#include "executor/executor.h"

typedef struct SortState {
    PlanState ps;
    MemoryContext sortcxt;
    StoredRow **rows;
    long nrows;
    long next;
    bool sorted;
} SortState;

/* What the merge sort compares with; comparisons may allocate, in cxt, reset now and then. */
typedef struct SortCmp {
    const Sort *node;
    MemoryContext cxt;
    int calls;
} SortCmp;

static int compare_rows(SortCmp *sc, const StoredRow *a, const StoredRow *b)
{
    const Sort *node = sc->node;
    if (++sc->calls % 1024 == 0) {
        mcxt_reset(sc->cxt);
        if (executor_interrupt_hook)
            executor_interrupt_hook();
    }
    for (int k = 0; k < node->numCols; k++) {
        int col = node->sortColIdx[k] - 1;
        int c = exec_compare_datums(node->cmpfuncs[k], node->collations[k], a->values[col],
                                    a->isnull[col], b->values[col], b->isnull[col],
                                    node->reverse[k], node->nullsFirst[k]);
        if (c != 0)
            return c;
    }
    return 0;
}

static void merge_sort(SortCmp *node, StoredRow **a, StoredRow **tmp, long n)
{
    if (n < 2)
        return;
    if (n <= 8) { /* insertion sort for short runs */
        for (long i = 1; i < n; i++) {
            StoredRow *x = a[i];
            long j = i - 1;
            while (j >= 0 && compare_rows(node, a[j], x) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = x;
        }
        return;
    }
    long mid = n / 2;
    merge_sort(node, a, tmp, mid);
    merge_sort(node, a + mid, tmp, n - mid);
    long i = 0, j = mid, k = 0;
    while (i < mid && j < n)
        tmp[k++] = compare_rows(node, a[j], a[i]) < 0 ? a[j++] : a[i++];
    while (i < mid)
        tmp[k++] = a[i++];
    while (j < n)
        tmp[k++] = a[j++];
    memcpy(a, tmp, sizeof(StoredRow *) * (size_t)n);
}

/*
 * Top-N: with a bound (LIMIT directly above), keep only the bound best rows seen so far in a
 * max-heap (root = the row that sorts last); a new row replaces the root if it sorts before it.
 */
static void heap_sift_down(SortCmp *sc, StoredRow **h, long n, long i)
{
    for (;;) {
        long l = 2 * i + 1, r = l + 1, m = i;
        if (l < n && compare_rows(sc, h[l], h[m]) > 0)
            m = l;
        if (r < n && compare_rows(sc, h[r], h[m]) > 0)
            m = r;
        if (m == i)
            return;
        StoredRow *t = h[i];
        h[i] = h[m];
        h[m] = t;
        i = m;
    }
}

static void heap_sift_up(SortCmp *sc, StoredRow **h, long i)
{
    while (i > 0) {
        long p = (i - 1) / 2;
        if (compare_rows(sc, h[i], h[p]) <= 0)
            return;
        StoredRow *t = h[i];
        h[i] = h[p];
        h[p] = t;
        i = p;
    }
}

static void sort_fill_bounded(SortState *ss, int64 bound)
{
    Sort *node = (Sort *)ss->ps.plan;
    SortCmp sc = {node, ss->ps.econtext->ecxt_per_tuple_memory, 0};
    MemoryContext old = mcxt_switch_to(ss->sortcxt);

    ss->rows = palloc(sizeof(StoredRow *) * (size_t)(bound + 1));
    ss->nrows = 0;
    mcxt_switch_to(old);
    for (;;) {
        TupleTableSlot *in = exec_proc_node(ss->ps.lefttree);
        if (in == NULL)
            break;
        if (bound == 0)
            continue;
        if (ss->nrows < bound) {
            ss->rows[ss->nrows] = exec_row_copy(in, ss->sortcxt);
            old = mcxt_switch_to(sc.cxt);
            heap_sift_up(&sc, ss->rows, ss->nrows);
            mcxt_switch_to(old);
            ss->nrows++;
            continue;
        }
        StoredRow view = {in->tts_values, in->tts_isnull, in->tts_tid};
        old = mcxt_switch_to(sc.cxt);
        bool better = compare_rows(&sc, &view, ss->rows[0]) < 0;
        mcxt_switch_to(old);
        if (!better)
            continue;
        exec_row_free(ss->rows[0], ss->ps.resultslot);
        ss->rows[0] = exec_row_copy(in, ss->sortcxt);
        old = mcxt_switch_to(sc.cxt);
        heap_sift_down(&sc, ss->rows, ss->nrows, 0);
        mcxt_switch_to(old);
    }
    old = mcxt_switch_to(ss->sortcxt);
    StoredRow **tmp = palloc(sizeof(StoredRow *) * (size_t)(ss->nrows + 1));
    mcxt_switch_to(old);
    old = mcxt_switch_to(sc.cxt);
    merge_sort(&sc, ss->rows, tmp, ss->nrows);
    mcxt_switch_to(old);
    mcxt_reset(sc.cxt);
    pfree(tmp);
    ss->sorted = true;
    ss->next = 0;
}

static void sort_fill(SortState *ss)
{
    if (((Sort *)ss->ps.plan)->bound >= 0) {
        sort_fill_bounded(ss, ((Sort *)ss->ps.plan)->bound);
        return;
    }

    long cap = 64;
    MemoryContext old = mcxt_switch_to(ss->sortcxt);

    ss->rows = palloc(sizeof(StoredRow *) * (size_t)cap);
    ss->nrows = 0;
    mcxt_switch_to(old);
    for (;;) {
        TupleTableSlot *in = exec_proc_node(ss->ps.lefttree);
        if (in == NULL)
            break;
        if (ss->nrows == cap) {
            cap *= 2;
            ss->rows = repalloc(ss->rows, sizeof(StoredRow *) * (size_t)cap);
        }
        ss->rows[ss->nrows++] = exec_row_copy(in, ss->sortcxt);
    }
    old = mcxt_switch_to(ss->sortcxt);
    StoredRow **tmp = palloc(sizeof(StoredRow *) * (size_t)(ss->nrows + 1));
    mcxt_switch_to(old);
    SortCmp sc = {(Sort *)ss->ps.plan, ss->ps.econtext->ecxt_per_tuple_memory, 0};
    old = mcxt_switch_to(sc.cxt);
    merge_sort(&sc, ss->rows, tmp, ss->nrows);
    mcxt_switch_to(old);
    mcxt_reset(sc.cxt);
    pfree(tmp);
    ss->sorted = true;
    ss->next = 0;
}

static TupleTableSlot *exec_sort(PlanState *ps)
{
    SortState *ss = (SortState *)ps;

    if (!ss->sorted)
        sort_fill(ss);
    if (ss->next >= ss->nrows)
        return NULL;
    return exec_slot_store_row(ps->resultslot, ss->rows[ss->next++]);
}

static void rescan_sort(PlanState *ps)
{
    SortState *ss = (SortState *)ps;
    /* Parameters of the input may have changed: sort again. */
    mcxt_reset(ss->sortcxt);
    ss->sorted = false;
    ss->rows = NULL;
    ss->nrows = 0;
    exec_rescan_node(ps->lefttree);
}

static void end_sort(PlanState *ps)
{
    SortState *ss = (SortState *)ps;
    mcxt_reset(ss->sortcxt);
    exec_end_node(ps->lefttree);
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
