/*
 * node_incsort.c: the Incremental Sort node, over tuplesorts (tuplesort.h).
 *
 * The input comes sorted on the first nPresortedCols keys, so rows only need sorting within
 * each group of equal prefix values. Sorting many tiny groups one by one is slow, so, as PG
 * does, rows are read in batches: a full-sort batch takes at least MIN_GROUP_SIZE rows and
 * then the rest of the prefix group of its last row, and is sorted on all the keys. A batch
 * that grows past MAX_FULL_SORT_GROUP_SIZE is taken to be one big prefix group: its rows are
 * moved, group by group, into a prefix sort (on the remaining keys only) that then reads the
 * rest of the big group. A batch ends at the first row of the next group, which is carried
 * over to the next batch. With a LIMIT above, the rows already returned lower the bound.
 * The groups sorted each way, with their methods and memory, are kept for EXPLAIN ANALYZE.
 */
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "common/guc.h"
#include "executor/tuplesort.h"

#define MIN_GROUP_SIZE 32
#define MAX_FULL_SORT_GROUP_SIZE (2 * MIN_GROUP_SIZE)

typedef enum IncSortStatus { INCSORT_LOAD_FULL, INCSORT_LOAD_PREFIX, INCSORT_READ } IncSortStatus;

/* A row copied out of a slot into a context of its own, replaced by resetting the context. */
typedef struct IncSortRow {
    MemoryContext cxt;
    StoredRow *row; /* NULL: none */
} IncSortRow;

typedef struct IncSortState {
    PlanState ps;
    MemoryContext sortcxt; /* the query's: the sorts outlive the caller's per-row memory */
    Tuplesort *full;       /* on all keys */
    Tuplesort *prefix;     /* on the keys after the presorted ones */
    Tuplesort *reading;    /* the sorted batch being returned, or NULL */
    IncSortStatus status;
    bool outer_done;
    int64 full_remaining; /* rows of the sorted full batch still to move into prefix sorts */
    IncSortRow pivot;     /* a row of the prefix group being read */
    IncSortRow carry;     /* the first row of the next batch, already read */
    IncSortRow transfer;  /* the first row of the next group in the full batch */
    TupleTableSlot *tmp;  /* shows stored rows to the tuplesorts */
    int64 bound_done;     /* rows of the bound (Sort.bound) already sorted and returned */
    IncSortStats stats;
} IncSortState;

static void row_set(IncSortRow *r, TupleTableSlot *slot)
{
    mcxt_reset(r->cxt);
    r->row = exec_row_copy(slot, r->cxt);
}

static void row_clear(IncSortRow *r)
{
    mcxt_reset(r->cxt);
    r->row = NULL;
}

static TupleTableSlot *row_slot(IncSortState *is, IncSortRow *r)
{
    return exec_slot_store_row(is->tmp, r->row);
}

/* Has slot the pivot's presorted key values? */
static bool same_group(IncSortState *is, TupleTableSlot *slot)
{
    IncrementalSort *node = (IncrementalSort *)is->ps.plan;
    const Sort *s = &node->sort;
    StoredRow *p = is->pivot.row;
    /* the last key changes most often: look at it first */
    for (int k = node->nPresortedCols - 1; k >= 0; k--) {
        int col = s->sortColIdx[k] - 1;
        if (exec_compare_datums(s->cmpfuncs[k], s->collations[k], p->values[col], p->isnull[col],
                                slot->tts_values[col], slot->tts_isnull[col], false, false) != 0)
            return false;
    }
    return true;
}

static int64 bound_left(IncSortState *is)
{
    return ((IncrementalSort *)is->ps.plan)->sort.bound - is->bound_done;
}

static bool bounded(IncSortState *is)
{
    return ((IncrementalSort *)is->ps.plan)->sort.bound >= 0;
}

static void note_bound_done(IncSortState *is, int64 n)
{
    int64 bound = ((IncrementalSort *)is->ps.plan)->sort.bound;
    if (bound >= 0)
        is->bound_done = Min(bound, is->bound_done + n);
}

/* A new tuplesort on the keys from first on, replacing *ts. */
static void begin_sort(IncSortState *is, Tuplesort **ts, int first, int64 bound)
{
    const Sort *s = &((IncrementalSort *)is->ps.plan)->sort;
    int n = s->numCols - first;
    TuplesortKey *keys = palloc(sizeof(TuplesortKey) * (size_t)(n + 1));
    for (int k = 0; k < n; k++) {
        keys[k].col = s->sortColIdx[first + k] - 1;
        keys[k].cmpfunc = s->cmpfuncs[first + k];
        keys[k].collation = s->collations[first + k];
        keys[k].reverse = s->reverse[first + k];
        keys[k].nullsFirst = s->nullsFirst[first + k];
    }
    if (*ts)
        tuplesort_end(*ts);
    MemoryContext old = mcxt_switch_to(is->sortcxt);
    *ts = tuplesort_begin(is->ps.resultslot, n, keys, bound, work_mem_kb);
    mcxt_switch_to(old);
    pfree(keys);
}

/* Sort a loaded batch, count it in its kind's statistics, and return its rows next. */
static void finish_batch(IncSortState *is, Tuplesort *ts, IncSortGroupStats *g)
{
    TuplesortStats st;
    tuplesort_done(ts);
    tuplesort_stats(ts, &st);
    g->groups++;
    g->methods |= 1 << st.method;
    if (st.on_disk) {
        g->disk_total_kb += st.space_kb;
        g->disk_peak_kb = Max(g->disk_peak_kb, st.space_kb);
    } else {
        g->mem_total_kb += st.space_kb;
        g->mem_peak_kb = Max(g->mem_peak_kb, st.space_kb);
    }
    is->reading = ts;
    is->status = INCSORT_READ;
}

/* Move the next prefix group of the sorted full batch into a prefix sort: if that empties
 * the batch, the group may go on in the input (INCSORT_LOAD_PREFIX); else it is complete. */
static void move_to_prefix_sort(IncSortState *is)
{
    int npre = ((IncrementalSort *)is->ps.plan)->nPresortedCols;
    int64 n;
    begin_sort(is, &is->prefix, npre, bounded(is) ? bound_left(is) : -1);
    for (n = 0; n < is->full_remaining; n++) {
        if (n == 0 && is->transfer.row) {
            row_set(&is->pivot, row_slot(is, &is->transfer));
            tuplesort_put(is->prefix, row_slot(is, &is->pivot));
            continue;
        }
        if (!tuplesort_get(is->full, is->tmp))
            break; /* cannot happen: full_remaining counts the batch's rows */
        if (is->pivot.row == NULL)
            row_set(&is->pivot, is->tmp);
        if (!same_group(is, is->tmp)) {
            row_set(&is->transfer, is->tmp);
            row_clear(&is->pivot);
            break;
        }
        tuplesort_put(is->prefix, is->tmp);
    }
    is->full_remaining -= n;
    if (is->full_remaining > 0) {
        finish_batch(is, is->prefix, &is->stats.prefix);
        note_bound_done(is, n);
        return;
    }
    row_clear(&is->transfer);
    is->status = INCSORT_LOAD_PREFIX;
}

/* Read a full-sort batch (see the file comment). */
static void load_full_batch(IncSortState *is)
{
    int64 n = 0, min_group = MIN_GROUP_SIZE;
    int64 left = bounded(is) ? bound_left(is) : -1;
    /* a top-N sort pays only past 2 * bound rows, more than a small batch holds */
    begin_sort(is, &is->full, 0, left >= 0 && left < MIN_GROUP_SIZE ? left : -1);
    if (left >= 0)
        min_group = Max(1, Min(min_group, left));
    row_clear(&is->pivot);
    if (is->carry.row) {
        tuplesort_put(is->full, row_slot(is, &is->carry));
        if (++n == min_group)
            row_set(&is->pivot, row_slot(is, &is->carry));
        row_clear(&is->carry);
    }
    for (;;) {
        TupleTableSlot *in = exec_proc_node(is->ps.lefttree);
        if (in == NULL) {
            is->outer_done = true;
            finish_batch(is, is->full, &is->stats.full);
            return;
        }
        if (n < min_group) {
            tuplesort_put(is->full, in);
            if (++n == min_group)
                row_set(&is->pivot, in);
        } else if (same_group(is, in)) {
            tuplesort_put(is->full, in);
            n++;
        } else {
            row_set(&is->carry, in);
            note_bound_done(is, n);
            finish_batch(is, is->full, &is->stats.full);
            return;
        }
        if (n > MAX_FULL_SORT_GROUP_SIZE) {
            /* likely one big prefix group: sort what was read (a top-N sort kept at most the
             * bound's rows), then go on group by group in prefix sorts */
            TuplesortStats st;
            finish_batch(is, is->full, &is->stats.full);
            tuplesort_stats(is->full, &st);
            if (st.method == TSS_TOP_N)
                n = Min(n, left);
            is->reading = NULL;
            is->full_remaining = n;
            row_clear(&is->pivot);
            move_to_prefix_sort(is);
            return;
        }
    }
}

/* Read the rest of the prefix group that ended the full batch into the prefix sort. */
static void load_prefix_group(IncSortState *is)
{
    int64 n = 0;
    for (;;) {
        TupleTableSlot *in = exec_proc_node(is->ps.lefttree);
        if (in == NULL) {
            is->outer_done = true;
            break;
        }
        if (!same_group(is, in)) {
            row_set(&is->carry, in);
            break;
        }
        tuplesort_put(is->prefix, in);
        n++;
    }
    finish_batch(is, is->prefix, &is->stats.prefix);
    note_bound_done(is, n);
}

static TupleTableSlot *exec_incsort(PlanState *ps)
{
    IncSortState *is = (IncSortState *)ps;
    for (;;) {
        switch (is->status) {
        case INCSORT_READ:
            /* reading is NULL only once the input is done (a call past the end) */
            if (is->reading && tuplesort_get(is->reading, ps->resultslot))
                return ps->resultslot;
            is->reading = NULL;
            if (is->full_remaining > 0)
                move_to_prefix_sort(is);
            else if (is->outer_done)
                return NULL;
            else
                is->status = INCSORT_LOAD_FULL;
            break;
        case INCSORT_LOAD_FULL: load_full_batch(is); break;
        case INCSORT_LOAD_PREFIX: load_prefix_group(is); break;
        }
    }
}

static void release_incsort(IncSortState *is)
{
    if (is->full)
        tuplesort_end(is->full);
    if (is->prefix)
        tuplesort_end(is->prefix);
    is->full = is->prefix = is->reading = NULL;
    row_clear(&is->pivot);
    row_clear(&is->carry);
    row_clear(&is->transfer);
    is->status = INCSORT_LOAD_FULL;
    is->outer_done = false;
    is->full_remaining = 0;
    is->bound_done = 0;
}

static void rescan_incsort(PlanState *ps)
{
    /* the batches are gone once read: sort again (EXPLAIN ANALYZE counts every group) */
    release_incsort((IncSortState *)ps);
    exec_rescan_node(ps->lefttree);
}

static void end_incsort(PlanState *ps)
{
    release_incsort((IncSortState *)ps);
    exec_end_node(ps->lefttree);
}

bool exec_incsort_stats(PlanState *ps, IncSortStats *out)
{
    if (!IsA(ps->plan, IncrementalSort))
        return false;
    *out = ((IncSortState *)ps)->stats;
    return true;
}

PlanState *exec_init_incsort(IncrementalSort *node, EState *estate)
{
    IncSortState *is = exec_make_planstate(sizeof(IncSortState), &node->sort.plan, estate);
    TupleTableSlot *child;

    is->ps.exec = exec_incsort;
    is->ps.rescan = rescan_incsort;
    is->ps.end = end_incsort;
    is->ps.lefttree = exec_init_node(node->sort.plan.lefttree, estate);
    is->sortcxt = mcxt_create(CurrentMemoryContext, "incremental sort");
    is->pivot.cxt = mcxt_create(CurrentMemoryContext, "incremental sort pivot");
    is->carry.cxt = mcxt_create(CurrentMemoryContext, "incremental sort carry");
    is->transfer.cxt = mcxt_create(CurrentMemoryContext, "incremental sort transfer");
    child = is->ps.lefttree->resultslot;
    is->ps.resultslot = exec_slot_create(child->natts, child->types);
    is->tmp = exec_slot_create(child->natts, child->types);
    is->status = INCSORT_LOAD_FULL;
    return &is->ps;
}
