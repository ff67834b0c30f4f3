/*
 * node_bitmapscan.c: bitmap scans: Bitmap Index Scan builds a TID bitmap from an index,
 * Bitmap Heap Scan reads the pages it names in block order.
 *
 * The one idea: the heap pages are read by an ordinary heap scan told to skip every block
 * the bitmap does not hold (heap_scan_set_block_filter), so visibility is judged exactly as
 * a sequential scan judges it. The filter walks the bitmap's pages in step with the scan, and
 * knows for the current page whether it is exact (only the listed line pointers) or lossy
 * (every row, re-checked against the index conditions). Rows of a lossy index (BRIN) are
 * always re-checked. The Bitmap Index Scan returns no rows: its parent calls it once (so
 * EXPLAIN ANALYZE times it) and takes the bitmap it left.
 */
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/types/array.h"
#include "index/indexam.h"
#include "storage/catalog.h"
#include "storage/pgstat.h"

/* ---------------------------------------------------------------- Bitmap Index Scan */

typedef struct BitmapIndexScanState {
    PlanState ps;
    IndexRelation index;
    IndexScanDesc scan;
    ExprState **keyexprs;
    ScanKeyData keys[INDEX_MAX_SCAN_KEYS];
    TIDBitmap *result; /* built by the last call, for the parent to take */
    double ntids;      /* tuples reported by the access method, over all loops (EXPLAIN) */
    int64 nscans;      /* probes, for pg_stat_all_indexes */
} BitmapIndexScanState;

/* One probe of the index into the bitmap with the keys as they are. */
static void probe(BitmapIndexScanState *bs, int nkeys)
{
    bs->index->am->amrescan(bs->scan, bs->keys, nkeys);
    bs->ntids += (double)bs->index->am->amgetbitmap(bs->scan, bs->result);
    bs->nscans++;
}

static TupleTableSlot *exec_bitmapindexscan(PlanState *ps)
{
    BitmapIndexScanState *bs = (BitmapIndexScanState *)ps;
    BitmapIndexScan *node = (BitmapIndexScan *)ps->plan;
    ExprContext *ec = ps->econtext;
    bool never = false;
    int arraykey = -1;
    Datum arr = (Datum)0;
    exec_reset_econtext(ec);
    for (int i = 0; i < node->nkeys; i++) {
        ScanKeyData *k = &bs->keys[i];
        k->attno = node->keyattno[i];
        k->strategy = node->keystrategy[i];
        k->arg = (Datum)0;
        k->isnull = false;
        if (k->strategy == BTIsNullStrategyNumber)
            continue;
        Datum v = exec_eval_expr_switch(bs->keyexprs[i], ec, &k->isnull);
        k->arg = k->isnull ? (Datum)0 : v; /* valid until the econtext is reset: after the scan */
        never |= k->isnull;
        if (node->keyisarray[i]) {
            arraykey = i;
            arr = v;
        }
    }
    bs->result = tbm_create((size_t)work_mem_kb * 1024);
    if (never)
        return NULL;
    if (arraykey < 0) {
        probe(bs, node->nkeys);
        return NULL;
    }
    /* col = ANY (array): one probe per non-NULL element, all into the same bitmap */
    ArrayElemInfo info;
    Datum *elems;
    bool *nulls;
    int n;
    MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
    arraytype_elem_info(bs->index->keys[node->keyattno[arraykey] - 1].typid, &info);
    arraytype_deconstruct(DatumGetArrayTypeP(arr), &info, &elems, &nulls, &n);
    mcxt_switch_to(old);
    for (int e = 0; e < n; e++) {
        if (nulls[e])
            continue;
        bs->keys[arraykey].arg = elems[e];
        probe(bs, node->nkeys);
    }
    return NULL;
}

TIDBitmap *exec_bitmapindexscan_take(PlanState *ps)
{
    BitmapIndexScanState *bs = (BitmapIndexScanState *)ps;
    exec_proc_node(ps);
    TIDBitmap *tbm = bs->result;
    bs->result = NULL;
    return tbm;
}

double exec_bitmapindexscan_ntids(PlanState *ps)
{
    return ((BitmapIndexScanState *)ps)->ntids;
}

static void rescan_bitmapindexscan(PlanState *ps)
{
    (void)ps; /* keys are evaluated again on the next call */
}

static void end_bitmapindexscan(PlanState *ps)
{
    BitmapIndexScanState *bs = (BitmapIndexScanState *)ps;
    if (bs->scan) {
        bs->index->am->amendscan(bs->scan);
        bs->scan = NULL;
    }
    if (bs->index) {
        pgstat_count_scan(bs->index->rel->rd_id, bs->nscans, (int64)bs->ntids, 0);
        index_close(bs->index);
        bs->index = NULL;
    }
}

PlanState *exec_init_bitmapindexscan(BitmapIndexScan *node, EState *estate)
{
    BitmapIndexScanState *bs =
        exec_make_planstate(sizeof(BitmapIndexScanState), &node->plan, estate);
    if (node->nkeys > INDEX_MAX_SCAN_KEYS)
        elog(ERROR, "too many index scan keys");
    bs->ps.exec = exec_bitmapindexscan;
    bs->ps.rescan = rescan_bitmapindexscan;
    bs->ps.end = end_bitmapindexscan;
    bs->index = index_open(node->indexid, AccessShareLock);
    if (bs->index->am->amgetbitmap == NULL)
        elog(ERROR, "index \"%s\" cannot do bitmap scans", bs->index->rel->relname);
    bs->scan = bs->index->am->ambeginscan(bs->index);
    bs->keyexprs = palloc0(sizeof(ExprState *) * (size_t)(node->nkeys + 1));
    ListCell *lc;
    foreach (lc, node->keyexprs)
        if (lfirst(lc))
            bs->keyexprs[foreach_current_index(lc)] = exec_init_expr(lfirst(lc), &bs->ps, estate);
    return &bs->ps;
}

/* ---------------------------------------------------------------- Bitmap Heap Scan */

typedef struct BitmapHeapScanState {
    PlanState ps;
    uint32 nread;
    Relation rel;
    HeapScanDesc scan;
    TupleTableSlot *scanslot;
    ExprState *recheck;
    bool lossy_index; /* every row is re-checked (BRIN) */
    bool started;
    bool epq_done;
    TIDBitmap *tbm;
    TBMIterator *it;
    bool have_page;
    TBMPageResult page; /* the bitmap's page the heap scan is on (or next reaches) */
    double exact_pages, lossy_pages, recheck_removed; /* over all loops, for EXPLAIN */
    int64 nfetched; /* rows the bitmap led to, for pg_stat_all_tables */
} BitmapHeapScanState;

/* The heap scan's block filter: advance through the bitmap in step with the scan. */
static bool bitmap_wants_block(BlockNumber blk, void *arg)
{
    BitmapHeapScanState *hs = arg;
    while (hs->have_page && hs->page.blk < blk)
        hs->have_page = tbm_iterate(hs->it, &hs->page);
    if (!hs->have_page || hs->page.blk != blk)
        return false;
    if (hs->page.lossy)
        hs->lossy_pages++;
    else
        hs->exact_pages++;
    return true;
}

static void bitmap_release(BitmapHeapScanState *hs)
{
    tbm_end_iterate(hs->it);
    tbm_free(hs->tbm);
    hs->it = NULL;
    hs->tbm = NULL;
    hs->have_page = false;
}

static void bitmap_start(BitmapHeapScanState *hs)
{
    hs->tbm = exec_bitmapindexscan_take(hs->ps.lefttree);
    hs->it = tbm_begin_iterate(hs->tbm);
    hs->have_page = tbm_iterate(hs->it, &hs->page);
    heap_scan_set_block_filter(hs->scan, bitmap_wants_block, hs);
    hs->started = true;
}

static TupleTableSlot *exec_bitmapheapscan_epq(BitmapHeapScanState *hs)
{
    PlanState *ps = &hs->ps;
    ExprContext *ec = ps->econtext;
    if (hs->epq_done)
        return NULL;
    hs->epq_done = true;
    exec_reset_econtext(ec);
    exec_slot_store_heap(hs->scanslot, ps->state->es_epq_tuple, hs->rel->rd_att);
    ec->ecxt_scantuple = hs->scanslot;
    if (!exec_qual(hs->recheck, ec) || !exec_qual(ps->qual, ec))
        return NULL;
    return ps->proj ? exec_project(ps->proj) : hs->scanslot;
}

static TupleTableSlot *exec_bitmapheapscan(PlanState *ps)
{
    BitmapHeapScanState *hs = (BitmapHeapScanState *)ps;
    ExprContext *ec = ps->econtext;
    if (ps->state->es_epq_tuple && ps->state->es_epq_relid == hs->rel->rd_id)
        return exec_bitmapheapscan_epq(hs);
    if (!hs->started)
        bitmap_start(hs);
    for (;;) {
        if ((++hs->nread & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        HeapTuple tup = heap_getnext(hs->scan);
        if (tup == NULL)
            return NULL;
        if (NEVER(!hs->have_page || hs->page.blk != tup->t_self.ip_blkid))
            continue;
        if (!tbm_result_has(&hs->page, tup->t_self.ip_posid))
            continue;
        hs->nfetched++;
        exec_reset_econtext(ec);
        exec_slot_store_heap(hs->scanslot, tup, hs->rel->rd_att);
        ec->ecxt_scantuple = hs->scanslot;
        if ((hs->lossy_index || hs->page.lossy) && !exec_qual(hs->recheck, ec)) {
            hs->recheck_removed++;
            continue;
        }
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : hs->scanslot;
    }
}

static void rescan_bitmapheapscan(PlanState *ps)
{
    BitmapHeapScanState *hs = (BitmapHeapScanState *)ps;
    hs->epq_done = false;
    bitmap_release(hs);
    hs->started = false;
    heap_rescan(hs->scan);
    exec_rescan_node(ps->lefttree);
}

static void end_bitmapheapscan(PlanState *ps)
{
    BitmapHeapScanState *hs = (BitmapHeapScanState *)ps;
    bitmap_release(hs);
    exec_end_node(ps->lefttree);
    if (hs->scan) {
        heap_endscan(hs->scan);
        hs->scan = NULL;
    }
    if (hs->rel) {
        pgstat_count_scan(hs->rel->rd_id, 0, 0, hs->nfetched);
        relation_close(hs->rel);
        hs->rel = NULL;
    }
}

void exec_bitmapheapscan_counts(PlanState *ps, double *exact, double *lossy, double *removed)
{
    BitmapHeapScanState *hs = (BitmapHeapScanState *)ps;
    *exact = hs->exact_pages;
    *lossy = hs->lossy_pages;
    *removed = hs->recheck_removed;
}

PlanState *exec_init_bitmapheapscan(BitmapHeapScan *node, EState *estate)
{
    BitmapHeapScanState *hs =
        exec_make_planstate(sizeof(BitmapHeapScanState), &node->plan, estate);
    hs->ps.exec = exec_bitmapheapscan;
    hs->ps.rescan = rescan_bitmapheapscan;
    hs->ps.end = end_bitmapheapscan;
    hs->rel = relation_open(node->relid, AccessShareLock);
    hs->scan = heap_beginscan(hs->rel);
    TupleDesc desc = hs->rel->rd_att;
    Oid *types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    hs->scanslot = exec_slot_create(desc->natts, types);
    hs->recheck = exec_init_qual(node->bitmapqualorig, &hs->ps, estate);
    hs->ps.lefttree = exec_init_node(node->plan.lefttree, estate);
    if (IsA(node->plan.lefttree, BitmapIndexScan)) {
        IndexFormData f;
        hs->lossy_index = catalog_index_form(((BitmapIndexScan *)node->plan.lefttree)->indexid, &f) &&
                          f.relam != BTREE_AM_OID;
    }
    exec_assign_qual_and_projection(&hs->ps);
    if (hs->ps.resultslot == NULL)
        hs->ps.resultslot = hs->scanslot;
    return &hs->ps;
}
