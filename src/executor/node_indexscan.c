/*
 * node_indexscan.c: reading the rows of a table that an index finds, in index order.
 *
 * The one idea: the index only names heap tuples (tids); every tid is fetched from the heap and
 * judged by MVCC exactly as a sequential scan judges its rows (heap_fetch), then the node's
 * other conditions are checked. The scan keys' values are computed when the scan starts (they
 * may be $n parameters or values a NestLoop sets for each outer row), so a rescan recomputes
 * them. "col = ANY (array)" runs one index scan per distinct element, in index order, so the
 * rows still come out sorted. Everything goes through the IndexAmRoutine: no btree code here.
 *
 * Index-only scans (IndexScan.indexonly) build the scan row from the index entry's values
 * (xs_values) instead: the heap is read only when the visibility map does not promise that
 * the entry's heap page is all-visible, and then only to ask whether the tuple is visible
 * (EXPLAIN ANALYZE's "Heap Fetches").
 *
 * EvalPlanQual: while EState.es_epq_tuple is set and is a row of this table, the scan returns
 * just that tuple if it passes the index conditions (re-checked as expressions) and the qual.
 */
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/types/array.h"
#include "index/indexam.h"
#include "storage/bufmgr.h"
#include "storage/catalog.h"
#include "storage/pgstat.h"
#include "storage/visibilitymap.h"

typedef struct IndexScanState {
    PlanState ps;
    uint32 nread; /* for the interrupt check every 4096 rows */
    Relation rel;
    IndexRelation index;
    IndexScanDesc scan;
    ScanDirection dir;
    TupleTableSlot *scanslot;
    int nkeys;
    ExprState **keyexprs;
    ExprState *indexqual; /* indexqualorig, for EvalPlanQual */
    ScanKeyData keys[INDEX_MAX_SCAN_KEYS];
    MemoryContext keycxt; /* key values of the current scan */
    bool started;
    bool done;
    int arraykey;   /* index into keys of the "= ANY" key, or -1 */
    Datum *elems;   /* its distinct non-NULL elements, in index order */
    int nelems, curelem;
    int heapbuf;    /* pinned page of the last fetched tuple */
    bool epq_done;
    uint64 nfetched; /* index entries followed to the heap (or, index-only, found) */
    bool indexonly;
    VisibilityMapReader vm; /* index-only: the table's visibility map */
    uint64 nheapfetches;    /* index-only: entries whose heap tuple was read (EXPLAIN) */
    int64 nscans, nvisible; /* for pg_stat_all_indexes: scans, fetches that found a row */
} IndexScanState;

static const IndexKeyInfo *key_info(IndexScanState *is, int k)
{
    return &is->index->keys[is->keys[k].attno - 1];
}

static _Thread_local const IndexKeyInfo *sort_key; /* for qsort of array elements */

static int elem_cmp(const void *a, const void *b)
{
    return index_cmp_datum(sort_key, *(const Datum *)a, *(const Datum *)b);
}

/* The distinct non-NULL elements of the array key, sorted in the column's natural order. */
static void load_array_elems(IndexScanState *is, Datum arr)
{
    const IndexKeyInfo *k = key_info(is, is->arraykey);
    ArrayElemInfo info;
    Datum *elems;
    bool *nulls;
    int n, m = 0;
    arraytype_elem_info(k->typid, &info);
    arraytype_deconstruct(DatumGetArrayTypeP(arr), &info, &elems, &nulls, &n);
    is->elems = palloc(sizeof(Datum) * (size_t)(n + 1));
    for (int i = 0; i < n; i++)
        if (!nulls[i])
            is->elems[m++] = elems[i];
    sort_key = k;
    qsort(is->elems, (size_t)m, sizeof(Datum), elem_cmp);
    int d = 0;
    for (int i = 0; i < m; i++)
        if (d == 0 || index_cmp_datum(k, is->elems[d - 1], is->elems[i]) != 0)
            is->elems[d++] = is->elems[i];
    is->nelems = d;
}

/* Element number i in scan order (the column's stored order, reversed for backward scans). */
static Datum array_elem_in_scan_order(IndexScanState *is, int i)
{
    const IndexKeyInfo *k = key_info(is, is->arraykey);
    bool reverse = k->desc != (is->dir == BackwardScanDirection);
    return is->elems[reverse ? is->nelems - 1 - i : i];
}

/* Compute the key values and start the index scan (on the first array element). */
static void start_scan(IndexScanState *is)
{
    ExprContext *ec = is->ps.econtext;
    IndexScan *node = (IndexScan *)is->ps.plan;
    mcxt_reset(is->keycxt);
    exec_reset_econtext(ec);
    MemoryContext old = mcxt_switch_to(is->keycxt);
    is->done = false;
    is->arraykey = -1;
    for (int i = 0; i < is->nkeys; i++) {
        bool isnull;
        is->keys[i].attno = node->keyattno[i];
        is->keys[i].strategy = node->keystrategy[i];
        if (node->keystrategy[i] == BTIsNullStrategyNumber) {
            is->keys[i].isnull = false; /* "col IS NULL" has no value */
            is->keys[i].arg = (Datum)0;
            continue;
        }
        Datum v = exec_eval_expr(is->keyexprs[i], ec, &isnull);
        const IndexKeyInfo *k = &is->index->keys[node->keyattno[i] - 1];
        is->keys[i].isnull = isnull;
        is->keys[i].arg = isnull ? (Datum)0 : exec_datum_copy(v, k->typbyval, k->typlen);
        if (node->keyisarray[i]) {
            if (isnull)
                is->done = true; /* col = ANY (NULL) is never true */
            else {
                is->arraykey = i;
                v = exec_datum_copy(v, false, -1);
                load_array_elems(is, v);
                if (is->nelems == 0)
                    is->done = true;
            }
        }
    }
    mcxt_switch_to(old);
    is->curelem = 0;
    if (is->arraykey >= 0 && !is->done)
        is->keys[is->arraykey].arg = array_elem_in_scan_order(is, 0);
    if (!is->done) {
        is->index->am->amrescan(is->scan, is->keys, is->nkeys);
        is->nscans++;
    }
    is->started = true;
}

/* The current index scan is exhausted: the next array element's, if any. */
static bool next_array_elem(IndexScanState *is)
{
    if (is->arraykey < 0 || ++is->curelem >= is->nelems)
        return false;
    is->keys[is->arraykey].arg = array_elem_in_scan_order(is, is->curelem);
    is->index->am->amrescan(is->scan, is->keys, is->nkeys);
    is->nscans++; /* PG counts one index scan per array element */
    return true;
}

static TupleTableSlot *exec_indexscan_epq(IndexScanState *is)
{
    PlanState *ps = &is->ps;
    ExprContext *ec = ps->econtext;
    if (is->epq_done)
        return NULL;
    is->epq_done = true;
    exec_reset_econtext(ec);
    exec_slot_store_heap(is->scanslot, ps->state->es_epq_tuple, is->rel->rd_att);
    ec->ecxt_scantuple = is->scanslot;
    if (!exec_qual(is->indexqual, ec) || !exec_qual(ps->qual, ec))
        return NULL;
    /* a partial index's scan left out the conditions its predicate implies: the new version
     * must still pass the predicate */
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    if (is->index->indpred &&
        !index_form_keys(is->index, ps->state->es_epq_tuple, is->rel->rd_att, values, isnull))
        return NULL;
    return ps->proj ? exec_project(ps->proj) : is->scanslot;
}

/*
 * Index-only: is the entry the scan is on visible to the snapshot? Its page's visibility map
 * bit says so for every snapshot; else the heap tuple decides. Then the scan row gets the
 * entry's values in the table's layout.
 */
static bool indexonly_next_row(IndexScanState *is)
{
    IndexScanDesc scan = is->scan;
    if (!visibilitymap_test(is->rel, scan->xs_heaptid.ip_blkid, &is->vm)) {
        HeapTupleData tup;
        is->nheapfetches++;
        if (!heap_fetch(is->rel, &scan->xs_heaptid, &tup, &is->heapbuf))
            return false;
        is->nvisible++; /* pg_stat's idx_tup_fetch: live rows read from the heap */
    }
    TupleTableSlot *slot = is->scanslot;
    for (int i = 0; i < slot->natts; i++) {
        slot->values_buf[i] = (Datum)0;
        slot->isnull_buf[i] = true;
    }
    for (int k = 0; k < is->index->natts; k++) { /* key and INCLUDE columns */
        int attno = is->index->form.indkey[k];
        if (attno >= 1 && attno <= slot->natts) {
            slot->values_buf[attno - 1] = scan->xs_values[k];
            slot->isnull_buf[attno - 1] = scan->xs_isnull[k];
        }
    }
    exec_slot_store_virtual(slot);
    slot->tts_tid = scan->xs_heaptid;
    return true;
}

/* IndexScan: the entry's heap tuple, if the snapshot sees it, as the scan row. */
static bool heap_next_row(IndexScanState *is)
{
    HeapTupleData tup;
    if (!heap_fetch(is->rel, &is->scan->xs_heaptid, &tup, &is->heapbuf))
        return false;
    is->nvisible++;
    exec_slot_store_heap(is->scanslot, &tup, is->rel->rd_att);
    return true;
}

static TupleTableSlot *exec_indexscan(PlanState *ps)
{
    IndexScanState *is = (IndexScanState *)ps;
    ExprContext *ec = ps->econtext;

    if (ps->state->es_epq_tuple && ps->state->es_epq_relid == is->rel->rd_id)
        return exec_indexscan_epq(is);
    if (!is->started)
        start_scan(is);
    while (!is->done) {
        if ((++is->nread & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        if (!is->index->am->amgettuple(is->scan, is->dir)) {
            if (!next_array_elem(is))
                is->done = true;
            continue;
        }
        is->nfetched++;
        exec_reset_econtext(ec);
        if (!(is->indexonly ? indexonly_next_row(is) : heap_next_row(is)))
            continue;
        ec->ecxt_scantuple = is->scanslot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : is->scanslot;
    }
    return NULL;
}

double exec_indexscan_heap_fetches(PlanState *ps)
{
    return (double)((IndexScanState *)ps)->nheapfetches;
}

static void rescan_indexscan(PlanState *ps)
{
    IndexScanState *is = (IndexScanState *)ps;
    is->epq_done = false;
    is->started = false; /* keys are recomputed: parameters may have changed */
}

static void end_indexscan(PlanState *ps)
{
    IndexScanState *is = (IndexScanState *)ps;
    heap_fetch_release(&is->heapbuf);
    visibilitymap_reader_end(&is->vm);
    if (is->scan) {
        is->index->am->amendscan(is->scan);
        is->scan = NULL;
    }
    if (is->index) {
        pgstat_count_scan(is->index->rel->rd_id, is->nscans, (int64)is->nfetched, is->nvisible);
        index_close(is->index);
        is->index = NULL;
    }
    if (is->rel) {
        relation_close(is->rel);
        is->rel = NULL;
    }
    if (is->keycxt) {
        mcxt_delete(is->keycxt);
        is->keycxt = NULL;
    }
}

PlanState *exec_init_indexscan(IndexScan *node, EState *estate)
{
    IndexScanState *is = exec_make_planstate(sizeof(IndexScanState), &node->plan, estate);
    TupleDesc desc;
    Oid *types;
    ListCell *lc;

    if (node->nkeys > INDEX_MAX_SCAN_KEYS)
        elog(ERROR, "too many index scan keys");
    is->ps.exec = exec_indexscan;
    is->ps.rescan = rescan_indexscan;
    is->ps.end = end_indexscan;
    is->heapbuf = InvalidBuffer;
    is->rel = relation_open(node->relid, AccessShareLock);
    is->index = index_open(node->indexid, AccessShareLock);
    is->scan = is->index->am->ambeginscan(is->index);
    visibilitymap_reader_init(&is->vm);
    is->indexonly = node->indexonly;
    if (is->indexonly && NEVER(is->index->am->amcanreturn == NULL))
        elog(ERROR, "index \"%s\" cannot return its columns", is->index->rel->relname);
    is->scan->xs_want_itup = is->indexonly;
    is->dir = node->indexorderdir < 0 ? BackwardScanDirection : ForwardScanDirection;
    is->keycxt = mcxt_create(estate->es_query_cxt, "index scan keys");
    desc = is->rel->rd_att;
    types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    is->scanslot = exec_slot_create(desc->natts, types);
    is->nkeys = node->nkeys;
    is->keyexprs = palloc0(sizeof(ExprState *) * (size_t)(node->nkeys + 1));
    foreach (lc, node->keyexprs)
        if (lfirst(lc)) /* NULL for an IS NULL key */
            is->keyexprs[foreach_current_index(lc)] = exec_init_expr(lfirst(lc), &is->ps, estate);
    is->indexqual = exec_init_qual(node->indexqualorig, &is->ps, estate);
    exec_assign_qual_and_projection(&is->ps);
    if (is->ps.resultslot == NULL)
        is->ps.resultslot = is->scanslot;
    return &is->ps;
}
