/*
 * node_recursiveunion.c: WITH RECURSIVE's iteration (PG's RecursiveUnion) and the scans of
 * its results: WorkTable Scan (the recursive term reading the working table) and CTE Scan
 * (the query reading the WITH query's rows).
 *
 * The one idea: two row stores. The rows of the non-recursive term are returned and kept as
 * the intermediate table; when the input is exhausted the intermediate table becomes the
 * working table and the recursive term runs again over it, its rows returned and kept as the
 * new intermediate table, until a run returns nothing. UNION (not ALL) drops rows already
 * returned, found in a hash table of every row so far. A CTE Scan pulls the RecursiveUnion's
 * rows on demand into a store that every CTE Scan of the same WITH query reads at its own pace.
 * All rows stay in memory (no spill to disk past work_mem yet).
 */
#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/executor.h"

#include <string.h>

/* ---------------------------------------------------------------- row stores */

typedef struct RowStore {
    MemoryContext cxt;
    StoredRow **rows;
    int64 n, cap;
} RowStore;

static void store_init(RowStore *st, const char *name)
{
    memset(st, 0, sizeof(*st));
    st->cxt = mcxt_create(CurrentMemoryContext, name);
}

static void store_reset(RowStore *st)
{
    mcxt_reset(st->cxt);
    st->rows = NULL;
    st->n = st->cap = 0;
}

static StoredRow *store_add(RowStore *st, TupleTableSlot *slot)
{
    MemoryContext old = mcxt_switch_to(st->cxt);
    if (st->n == st->cap) {
        int64 cap = st->cap ? st->cap * 2 : 64;
        StoredRow **rows = palloc(sizeof(StoredRow *) * (size_t)cap);
        if (st->n)
            memcpy(rows, st->rows, sizeof(StoredRow *) * (size_t)st->n);
        st->rows = rows;
        st->cap = cap;
    }
    mcxt_switch_to(old);
    StoredRow *row = exec_row_copy(slot, st->cxt);
    st->rows[st->n++] = row;
    return row;
}

/* ---------------------------------------------------------------- Recursive Union */

typedef struct SeenRow {
    struct SeenRow *next;
    uint32 hash;
    StoredRow *row;
} SeenRow;

typedef struct RecursiveUnionState {
    PlanState ps;
    RowStore tables[2]; /* the working and the intermediate table */
    int working;        /* index of the working table in tables */
    bool left_done;
    bool recursing; /* the recursive term is running over the working table */
    TupleTableSlot *outslot;
    /* UNION: every row returned so far */
    PGFunction *hashfns;
    SeenRow **buckets;
    uint32 nbuckets;
    int64 nseen;
    RowStore seen;
} RecursiveUnionState;

static uint32 row_hash(RecursiveUnionState *rs, TupleTableSlot *slot)
{
    RecursiveUnion *node = (RecursiveUnion *)rs->ps.plan;
    uint32 h = 0;
    for (int k = 0; k < node->numCols; k++) {
        uint32 kh = 0;
        if (!slot->tts_isnull[k] && rs->hashfns[k])
            kh = (uint32)DatumGetInt32(
                DirectFunctionCall1Coll(rs->hashfns[k], node->collations[k], slot->tts_values[k]));
        h = ((h << 5) | (h >> 27)) ^ kh;
    }
    return h;
}

/* UNION: has an equal row been returned already? If not, remember this one. */
static bool already_seen(RecursiveUnionState *rs, TupleTableSlot *slot)
{
    RecursiveUnion *node = (RecursiveUnion *)rs->ps.plan;
    uint32 h = row_hash(rs, slot);
    for (SeenRow *s = rs->buckets[h & (rs->nbuckets - 1)]; s; s = s->next) {
        if (s->hash != h)
            continue;
        bool eq = true;
        for (int k = 0; k < node->numCols && eq; k++)
            eq = exec_datums_equal(node->eqfuncs[k], node->collations[k], s->row->values[k],
                                   s->row->isnull[k], slot->tts_values[k], slot->tts_isnull[k]);
        if (eq)
            return true;
    }
    if (rs->nseen >= (int64)rs->nbuckets) {
        uint32 nb = rs->nbuckets * 2;
        MemoryContext old = mcxt_switch_to(rs->seen.cxt);
        SeenRow **b = palloc0(sizeof(SeenRow *) * nb);
        mcxt_switch_to(old);
        for (uint32 i = 0; i < rs->nbuckets; i++)
            for (SeenRow *s = rs->buckets[i], *next; s; s = next) {
                next = s->next;
                s->next = b[s->hash & (nb - 1)];
                b[s->hash & (nb - 1)] = s;
            }
        rs->buckets = b;
        rs->nbuckets = nb;
    }
    StoredRow *copy = store_add(&rs->seen, slot);
    MemoryContext old = mcxt_switch_to(rs->seen.cxt);
    SeenRow *s = palloc(sizeof(SeenRow));
    mcxt_switch_to(old);
    s->hash = h;
    s->row = copy;
    s->next = rs->buckets[h & (rs->nbuckets - 1)];
    rs->buckets[h & (rs->nbuckets - 1)] = s;
    rs->nseen++;
    return false;
}

static void reset_seen(RecursiveUnionState *rs)
{
    store_reset(&rs->seen);
    rs->nbuckets = 256;
    MemoryContext old = mcxt_switch_to(rs->seen.cxt);
    rs->buckets = palloc0(sizeof(SeenRow *) * rs->nbuckets);
    mcxt_switch_to(old);
    rs->nseen = 0;
}

/* Keep the row in the intermediate table and return it (its first numOutCols columns). */
static TupleTableSlot *emit(RecursiveUnionState *rs, TupleTableSlot *slot)
{
    RecursiveUnion *node = (RecursiveUnion *)rs->ps.plan;
    if (node->numCols > 0 && already_seen(rs, slot))
        return NULL;
    StoredRow *row = store_add(&rs->tables[1 - rs->working], slot);
    TupleTableSlot *out = rs->outslot;
    memcpy(out->values_buf, row->values, sizeof(Datum) * (size_t)out->natts);
    memcpy(out->isnull_buf, row->isnull, sizeof(bool) * (size_t)out->natts);
    return exec_slot_store_virtual(out);
}

static TupleTableSlot *exec_recursiveunion(PlanState *ps)
{
    RecursiveUnionState *rs = (RecursiveUnionState *)ps;
    RecursiveUnion *node = (RecursiveUnion *)ps->plan;
    EState *es = ps->state;

    while (!rs->left_done) {
        TupleTableSlot *slot = exec_proc_node(ps->lefttree);
        if (slot == NULL) {
            rs->left_done = true;
            break;
        }
        TupleTableSlot *out = emit(rs, slot);
        if (out)
            return out;
    }
    for (;;) {
        if (!rs->recursing) {
            RowStore *inter = &rs->tables[1 - rs->working];
            if (inter->n == 0)
                return NULL;
            /* the last run's rows become the working table of the next */
            rs->working = 1 - rs->working;
            store_reset(&rs->tables[1 - rs->working]);
            rs->recursing = true;
            es->es_param_exec_values[node->wtParam] = PointerGetDatum(rs);
            es->es_param_exec_isnull[node->wtParam] = false;
            exec_rescan_node(ps->righttree);
        }
        if (executor_interrupt_hook)
            executor_interrupt_hook();
        TupleTableSlot *slot = exec_proc_node(ps->righttree);
        if (slot == NULL) {
            rs->recursing = false;
            continue;
        }
        TupleTableSlot *out = emit(rs, slot);
        if (out)
            return out;
    }
}

static void rescan_recursiveunion(PlanState *ps)
{
    RecursiveUnionState *rs = (RecursiveUnionState *)ps;
    store_reset(&rs->tables[0]);
    store_reset(&rs->tables[1]);
    rs->working = 0;
    rs->left_done = false;
    rs->recursing = false;
    if (((RecursiveUnion *)ps->plan)->numCols > 0)
        reset_seen(rs);
    exec_rescan_node(ps->lefttree);
}

static void end_recursiveunion(PlanState *ps)
{
    RecursiveUnionState *rs = (RecursiveUnionState *)ps;
    exec_end_node(ps->lefttree);
    exec_end_node(ps->righttree);
    mcxt_delete(rs->tables[0].cxt);
    mcxt_delete(rs->tables[1].cxt);
    mcxt_delete(rs->seen.cxt);
}

PlanState *exec_init_recursiveunion(RecursiveUnion *node, EState *estate)
{
    RecursiveUnionState *rs =
        exec_make_planstate(sizeof(RecursiveUnionState), &node->plan, estate);
    rs->ps.exec = exec_recursiveunion;
    rs->ps.rescan = rescan_recursiveunion;
    rs->ps.end = end_recursiveunion;
    store_init(&rs->tables[0], "recursive union table");
    store_init(&rs->tables[1], "recursive union table");
    store_init(&rs->seen, "recursive union seen rows");
    /* the WorkTableScans of the recursive term find this node through wtParam */
    estate->es_param_exec_values[node->wtParam] = PointerGetDatum(rs);
    estate->es_param_exec_isnull[node->wtParam] = false;
    rs->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    rs->ps.righttree = exec_init_node(node->plan.righttree, estate);
    rs->outslot = exec_slot_create(node->numOutCols, node->outTypes);
    rs->ps.resultslot = rs->outslot;
    if (node->numCols > 0) {
        rs->hashfns = palloc0(sizeof(PGFunction) * (size_t)(node->numCols + 1));
        for (int i = 0; i < node->numCols; i++) {
            const ProcInfo *hp = node->hashfuncs[i] ? proc_by_oid(node->hashfuncs[i]) : NULL;
            rs->hashfns[i] = hp ? hp->fn : NULL; /* no hash: one chain, still correct */
        }
        reset_seen(rs);
    }
    return &rs->ps;
}

/* ---------------------------------------------------------------- WorkTable Scan */

typedef struct WorkTableScanState {
    PlanState ps;
    RecursiveUnionState *ru;
    int64 pos;
    TupleTableSlot *scanslot;
} WorkTableScanState;

/* Rows of a store through a scan node's qual and projection. */
static TupleTableSlot *scan_store(PlanState *ps, RowStore *st, int64 *pos, TupleTableSlot *scanslot)
{
    ExprContext *ec = ps->econtext;
    while (*pos < st->n) {
        StoredRow *row = st->rows[(*pos)++];
        memcpy(scanslot->values_buf, row->values, sizeof(Datum) * (size_t)scanslot->natts);
        memcpy(scanslot->isnull_buf, row->isnull, sizeof(bool) * (size_t)scanslot->natts);
        exec_slot_store_virtual(scanslot);
        exec_reset_econtext(ec);
        ec->ecxt_scantuple = scanslot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : scanslot;
    }
    return NULL;
}

static TupleTableSlot *exec_worktablescan(PlanState *ps)
{
    WorkTableScanState *ws = (WorkTableScanState *)ps;
    if (ws->ru == NULL) {
        EState *es = ps->state;
        int p = ((WorkTableScan *)ps->plan)->wtParam;
        ws->ru = (RecursiveUnionState *)DatumGetPointer(es->es_param_exec_values[p]);
    }
    return scan_store(ps, &ws->ru->tables[ws->ru->working], &ws->pos, ws->scanslot);
}

static void rescan_worktablescan(PlanState *ps)
{
    ((WorkTableScanState *)ps)->pos = 0;
}

PlanState *exec_init_worktablescan(WorkTableScan *node, EState *estate)
{
    WorkTableScanState *ws = exec_make_planstate(sizeof(WorkTableScanState), &node->plan, estate);
    ws->ps.exec = exec_worktablescan;
    ws->ps.rescan = rescan_worktablescan;
    ws->scanslot = exec_slot_create(node->ncols, node->coltypes);
    exec_assign_qual_and_projection(&ws->ps);
    if (ws->ps.resultslot == NULL)
        ws->ps.resultslot = ws->scanslot;
    return &ws->ps;
}

/* ---------------------------------------------------------------- CTE Scan */

typedef struct CteShared {
    PlanState *ps; /* the RecursiveUnion */
    RowStore rows; /* what it returned so far */
    bool eof;
} CteShared;

typedef struct CteScanState {
    PlanState ps;
    CteShared *shared;
    int64 pos;
    TupleTableSlot *scanslot;
} CteScanState;

static TupleTableSlot *exec_ctescan(PlanState *ps)
{
    CteScanState *cs = (CteScanState *)ps;
    CteShared *sh = cs->shared;
    for (;;) {
        TupleTableSlot *out = scan_store(ps, &sh->rows, &cs->pos, cs->scanslot);
        if (out)
            return out;
        if (sh->eof)
            return NULL;
        TupleTableSlot *slot = exec_proc_node(sh->ps);
        if (slot == NULL)
            sh->eof = true;
        else
            store_add(&sh->rows, slot);
    }
}

static void rescan_ctescan(PlanState *ps)
{
    CteScanState *cs = (CteScanState *)ps;
    cs->pos = 0;
    if (((CteScan *)ps->plan)->correlated) {
        /* its own run: the outer values may have changed */
        store_reset(&cs->shared->rows);
        cs->shared->eof = false;
        exec_rescan_node(cs->shared->ps);
    }
}

PlanState *exec_init_ctescan(CteScan *node, EState *estate)
{
    CteScanState *cs = exec_make_planstate(sizeof(CteScanState), &node->plan, estate);
    cs->ps.exec = exec_ctescan;
    cs->ps.rescan = rescan_ctescan;
    PlannedStmt *stmt = estate->es_plannedstmt;
    int n = list_length(stmt->subplans);
    if (estate->es_cte_shared == NULL)
        estate->es_cte_shared = palloc0(sizeof(void *) * (size_t)(n + 1));
    CteShared *sh = node->correlated ? NULL : estate->es_cte_shared[node->ctePlanId - 1];
    if (sh == NULL) {
        sh = palloc0(sizeof(CteShared));
        store_init(&sh->rows, "CTE rows");
        sh->ps = exec_init_node(list_nth(stmt->subplans, node->ctePlanId - 1), estate);
        estate->es_subplan_list = lappend(estate->es_subplan_list, sh->ps);
        if (!node->correlated)
            estate->es_cte_shared[node->ctePlanId - 1] = sh;
    }
    cs->shared = sh;
    cs->scanslot = exec_slot_create(node->ncols, node->coltypes);
    exec_assign_qual_and_projection(&cs->ps);
    if (cs->ps.resultslot == NULL)
        cs->ps.resultslot = cs->scanslot;
    return &cs->ps;
}
