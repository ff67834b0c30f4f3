/*
 * node_seqscan.c: reading every visible row of a table, in storage order.
 *
 * The heap tuple heap_getnext returns lives in a pinned buffer only until the next call, so
 * the scan slot's by-reference values are valid exactly as long as the Volcano contract
 * promises (until this node is called again); nodes that keep rows copy them.
 *
 * SampleScan (TABLESAMPLE) is this node with a filter: SYSTEM (p) keeps each page with
 * probability p / 100 and never reads the others, BERNOULLI (p) keeps each row so. A page or
 * row is kept when a hash of (seed, block[, offset]) falls below p% of the hash range, so
 * REPEATABLE (seed) picks the same sample every time the table is unchanged, also after a
 * restart; without it every scan draws a new random seed.
 */
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/types/array.h"
#include "storage/catalog.h"
#include "storage/pgstat.h"

typedef struct SampleState {
    TableSampleMethod method;
    ExprState *percent;
    ExprState *repeatable; /* or NULL */
    bool started;
    bool all;       /* p = 100 */
    uint64 cutoff;  /* keep when hash < cutoff */
    uint64 seed;
} SampleState;

typedef struct SeqScanState {
    PlanState ps;
    uint32 nread; /* for the interrupt check every 4096 rows */
    Relation rel;
    HeapScanDesc scan;
    TupleTableSlot *scanslot;
    bool epq_done; /* EvalPlanQual: the re-checked tuple was returned */
    SampleState *sample; /* TABLESAMPLE, or NULL */
    ExprState *tidexpr;  /* Tid Scan: the rows' places (a tid or tid[]), or NULL */
    bool tidisarray;
    bool tid_started;
    uint64 *tids; /* the places wanted, as tid Datums, sorted, without repeats */
    int ntids, maxtids; /* tids is in the query's memory, kept across rescans */
    int64 nscans, nrows; /* for pg_stat_all_tables: scans (and rescans), rows read */
} SeqScanState;

/* ---------------------------------------------------------------- TABLESAMPLE */

static uint64 mix64(uint64 x)
{
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static bool sample_keep(const SampleState *s, BlockNumber blk, uint16 off)
{
    return s->all || mix64(s->seed ^ mix64(((uint64)blk << 16) | off)) < s->cutoff;
}

static bool sample_block(BlockNumber blk, void *arg)
{
    return sample_keep(arg, blk, 0);
}

static bool sample_item(BlockNumber blk, uint16 off, void *arg)
{
    return sample_keep(arg, blk, off);
}

/* Evaluate the percentage and seed (PG does it when the scan starts: they may be params). */
static void sample_start(SeqScanState *ss)
{
    SampleState *s = ss->sample;
    ExprContext *ec = ss->ps.econtext;
    bool isnull;
    exec_reset_econtext(ec);
    float pct = DatumGetFloat4(exec_eval_expr_switch(s->percent, ec, &isnull));
    if (isnull)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLESAMPLE_ARGUMENT),
                errmsg("TABLESAMPLE parameter cannot be null"));
    if (!(pct >= 0 && pct <= 100)) /* NaN too */
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLESAMPLE_ARGUMENT),
                errmsg("sample percentage must be between 0 and 100"));
    if (s->repeatable) {
        double seed = DatumGetFloat8(exec_eval_expr_switch(s->repeatable, ec, &isnull));
        if (isnull)
            ereport(ERROR, errcode(ERRCODE_INVALID_TABLESAMPLE_REPEAT),
                    errmsg("TABLESAMPLE REPEATABLE parameter cannot be null"));
        if (seed == 0)
            seed = 0; /* -0 is 0 */
        uint64 bits;
        memcpy(&bits, &seed, sizeof(bits));
        s->seed = mix64(bits);
    } else
        s->seed = ((uint64)arc4random() << 32) | arc4random();
    s->all = pct >= 100;
    s->cutoff = (uint64)((double)pct / 100.0 * 18446744073709551616.0);
    s->started = true;
    heap_scan_set_block_filter(ss->scan, s->method == TSM_SYSTEM ? sample_block : NULL, s);
    heap_scan_set_item_filter(ss->scan, s->method == TSM_BERNOULLI ? sample_item : NULL, s);
}

/* ---------------------------------------------------------------- Tid Scan */

static int cmp_uint64(const void *a, const void *b)
{
    uint64 x = *(const uint64 *)a, y = *(const uint64 *)b;
    return x < y ? -1 : x > y;
}

/* The first wanted place at or after (blk, 0): a tid Datum orders by block, then offset. */
static int tid_lower_bound(const SeqScanState *ss, uint64 key)
{
    int lo = 0, hi = ss->ntids;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (ss->tids[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

static bool tid_block(BlockNumber blk, void *arg)
{
    const SeqScanState *ss = arg;
    ItemPointerData first = {blk, 0};
    int i = tid_lower_bound(ss, (uint64)exec_tid_to_datum(first));
    return i < ss->ntids && exec_datum_to_tid((Datum)ss->tids[i]).ip_blkid == blk;
}

static bool tid_wanted(const SeqScanState *ss, ItemPointerData tid)
{
    uint64 key = (uint64)exec_tid_to_datum(tid);
    int i = tid_lower_bound(ss, key);
    return i < ss->ntids && ss->tids[i] == key;
}

/* Room for n places in ss->tids. */
static void tid_reserve(SeqScanState *ss, int n)
{
    if (n <= ss->maxtids)
        return;
    MemoryContext old = mcxt_switch_to(ss->ps.state->es_query_cxt);
    ss->tids = ss->tids ? repalloc(ss->tids, sizeof(uint64) * (size_t)n)
                        : palloc(sizeof(uint64) * (size_t)n);
    mcxt_switch_to(old);
    ss->maxtids = n;
}

/* Evaluate the wanted places (at each (re)scan: they may be parameters); NULLs match no row.
 * Only their pages are read. */
static void tid_start(SeqScanState *ss)
{
    ExprContext *ec = ss->ps.econtext;
    bool isnull;
    exec_reset_econtext(ec);
    Datum d = exec_eval_expr_switch(ss->tidexpr, ec, &isnull);
    ss->ntids = 0;
    if (!isnull && !ss->tidisarray) {
        tid_reserve(ss, 1);
        ss->tids[ss->ntids++] = (uint64)d;
    } else if (!isnull) {
        ArrayElemInfo elem;
        Datum *elems;
        bool *nulls;
        int n;
        MemoryContext old = mcxt_switch_to(ec->ecxt_per_tuple_memory);
        arraytype_elem_info(TIDOID, &elem);
        arraytype_deconstruct((ArrayType *)DatumGetPointer(d), &elem, &elems, &nulls, &n);
        mcxt_switch_to(old);
        tid_reserve(ss, n);
        for (int i = 0; i < n; i++)
            if (!nulls[i])
                ss->tids[ss->ntids++] = (uint64)elems[i];
        if (ss->ntids > 1) /* with none, tids may be NULL */
            qsort(ss->tids, (size_t)ss->ntids, sizeof(uint64), cmp_uint64);
        int u = 0;
        for (int i = 0; i < ss->ntids; i++)
            if (u == 0 || ss->tids[u - 1] != ss->tids[i])
                ss->tids[u++] = ss->tids[i];
        ss->ntids = u;
    }
    ss->tid_started = true;
    heap_scan_set_block_filter(ss->scan, tid_block, ss);
}

/* ---------------------------------------------------------------- the scan */

/* EvalPlanQual: the one tuple to re-check instead of the table, through the same qual. */
static TupleTableSlot *exec_seqscan_epq(SeqScanState *ss)
{
    PlanState *ps = &ss->ps;
    ExprContext *ec = ps->econtext;
    if (ss->epq_done)
        return NULL;
    ss->epq_done = true;
    exec_reset_econtext(ec);
    exec_slot_store_heap(ss->scanslot, ps->state->es_epq_tuple, ss->rel->rd_att);
    ec->ecxt_scantuple = ss->scanslot;
    if (!exec_qual(ps->qual, ec))
        return NULL;
    return ps->proj ? exec_project(ps->proj) : ss->scanslot;
}

static TupleTableSlot *exec_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    ExprContext *ec = ps->econtext;

    if (ps->state->es_epq_tuple && ps->state->es_epq_relid == ss->rel->rd_id)
        return exec_seqscan_epq(ss);
    if (ss->sample && !ss->sample->started)
        sample_start(ss);
    if (ss->tidexpr && !ss->tid_started)
        tid_start(ss);
    if (ss->tidexpr && ss->ntids == 0)
        return NULL;
    for (;;) {
        if ((++ss->nread & 4095) == 0 && executor_interrupt_hook)
            executor_interrupt_hook();
        HeapTuple tup = heap_getnext(ss->scan);
        if (tup == NULL)
            return NULL;
        ss->nrows++;
        if (ss->tidexpr && !tid_wanted(ss, tup->t_self))
            continue;
        exec_reset_econtext(ec);
        exec_slot_store_heap(ss->scanslot, tup, ss->rel->rd_att);
        ec->ecxt_scantuple = ss->scanslot;
        if (!exec_qual(ps->qual, ec))
            continue;
        return ps->proj ? exec_project(ps->proj) : ss->scanslot;
    }
}

static void rescan_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    ss->epq_done = false;
    ss->nscans += ss->sample == NULL;
    if (ss->sample)
        ss->sample->started = false; /* arguments again; a new seed without REPEATABLE */
    ss->tid_started = false;
    heap_rescan(ss->scan);
}

static void end_seqscan(PlanState *ps)
{
    SeqScanState *ss = (SeqScanState *)ps;
    if (ss->scan) {
        heap_endscan(ss->scan);
        ss->scan = NULL;
    }
    if (ss->rel) {
        /* PG counts sequential scans; a sample scan's rows are counted as read */
        pgstat_count_scan(ss->rel->rd_id, ss->sample ? 0 : ss->nscans, ss->nrows, 0);
        relation_close(ss->rel);
        ss->rel = NULL;
    }
}

PlanState *exec_init_seqscan(SeqScan *node, EState *estate)
{
    SeqScanState *ss = exec_make_planstate(sizeof(SeqScanState), &node->plan, estate);
    TupleDesc desc;
    Oid *types;

    ss->ps.exec = exec_seqscan;
    ss->ps.rescan = rescan_seqscan;
    ss->ps.end = end_seqscan;
    ss->rel = relation_open(node->relid, AccessShareLock);
    desc = ss->rel->rd_att;
    types = palloc0(sizeof(Oid) * (size_t)(desc->natts + 1));
    for (int i = 0; i < desc->natts; i++)
        types[i] = TupleDescAttr(desc, i)->atttypid;
    ss->scanslot = exec_slot_create(desc->natts, types);
    ss->scan = heap_beginscan(ss->rel);
    ss->nscans = 1;
    exec_assign_qual_and_projection(&ss->ps);
    if (ss->ps.resultslot == NULL)
        ss->ps.resultslot = ss->scanslot;
    return &ss->ps;
}

PlanState *exec_init_samplescan(SampleScan *node, EState *estate)
{
    SeqScanState *ss = (SeqScanState *)exec_init_seqscan(&node->scan, estate);
    SampleState *s = palloc0(sizeof(SampleState));
    s->method = node->tablesample->method;
    s->percent = exec_init_expr(linitial(node->tablesample->args), &ss->ps, estate);
    if (node->tablesample->repeatable)
        s->repeatable = exec_init_expr((Expr *)node->tablesample->repeatable, &ss->ps, estate);
    ss->sample = s;
    return &ss->ps;
}

PlanState *exec_init_tidscan(TidScan *node, EState *estate)
{
    SeqScanState *ss = (SeqScanState *)exec_init_seqscan(&node->scan, estate);
    ss->tidexpr = exec_init_expr((Expr *)node->tidexpr, &ss->ps, estate);
    ss->tidisarray = node->tidisarray;
    return &ss->ps;
}
