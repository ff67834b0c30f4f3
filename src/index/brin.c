/*
 * brin.c: the BRIN access method: build, insert, scans into TID bitmaps, summarization,
 * VACUUM, cost estimate, options and the callback table.
 *
 * The one idea of summarization: a range is summarized from every tuple on its heap pages,
 * whatever their visibility (a summary may be wider than needed, never narrower). While the
 * heap pages are read, a placeholder summary stands in the revmap: inserters that come in
 * meanwhile widen the placeholder, and the result is the union of both, so no row inserted
 * during the read is missed (PG's design). A scan treats a placeholder as "may match".
 *
 * Autosummarize: the first tuple on the first page of a range means the previous range is
 * complete, and the inserter summarizes it on the spot (PG hands that to autovacuum).
 */
#include "index/brin.h"

#include <math.h>
#include <stdlib.h>
#include <strings.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/builtins.h"
#include "storage/backend_status.h"
#include "storage/catalog.h"
#include "storage/smgr.h"

static void unlock_release(Buffer buf)
{
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

/* ---------------------------------------------------------------- reading heap pages */

/* Widen mt with every tuple stored on heap blocks [start, end); returns their number. */
static double summarize_pages(IndexRelation ir, Relation heap, BlockNumber start,
                              BlockNumber end, BrinMemTuple *mt)
{
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    double n = 0;
    for (BlockNumber blk = start; blk < end; blk++) {
        Buffer buf = ReadBuffer(heap->relfilenode, blk);
        LockBuffer(buf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        OffsetNumber max = page_is_new(page) ? 0 : page_max_offset(page);
        for (OffsetNumber off = FirstOffsetNumber; off <= max; off++) {
            uint32 len;
            HeapTupleHeaderData *th = page_get_item(page, off, &len);
            if (th == NULL)
                continue;
            HeapTupleData tup = {len, {blk, off}, heap->rd_id, th};
            if (!index_form_keys(ir, &tup, heap->rd_att, values, isnull))
                continue; /* not in the partial index */
            for (int i = 0; i < ir->nkeys; i++)
                brin_add_value(ir, mt, i, values[i], isnull[i]);
            n++;
        }
        unlock_release(buf);
    }
    return n;
}

static BlockNumber ranges_of(BlockNumber nblocks, BlockNumber ppr)
{
    return (nblocks + ppr - 1) / ppr;
}

/* ---------------------------------------------------------------- options and build */

static bool parse_bool(const char *v, bool *out)
{
    static const char *const yes[] = {"on", "true", "yes", "1", "t", "y"};
    static const char *const no[] = {"off", "false", "no", "0", "f", "n"};
    for (size_t i = 0; v && i < lengthof(yes); i++) {
        if (strcasecmp(v, yes[i]) == 0)
            return *out = true, true;
        if (strcasecmp(v, no[i]) == 0)
            return *out = false, true;
    }
    return false;
}

char *brinoptions(const char *name, const char *value)
{
    if (strcmp(name, "pages_per_range") == 0) {
        char *end;
        long v = value ? strtol(value, &end, 10) : 0;
        if (!value || *end || end == value)
            return psprintf("invalid value for integer option \"pages_per_range\": %s",
                            value ? value : "true");
        if (v < 1 || v > BRIN_MAX_PAGES_PER_RANGE)
            return psprintf("value %s out of bounds for option \"pages_per_range\"\n"
                            "Valid values are between \"1\" and \"%d\".",
                            value, BRIN_MAX_PAGES_PER_RANGE);
        return NULL;
    }
    if (strcmp(name, "autosummarize") == 0) {
        bool b;
        if (value && !parse_bool(value, &b))
            return psprintf("invalid value for boolean option \"autosummarize\": %s", value);
        return NULL;
    }
    return psprintf("unrecognized parameter \"%s\"", name);
}

/* The options a build reads back, from the metapage (they are not in the catalog). */
static List *bringetoptions(IndexRelation ir)
{
    BrinCache *c = brin_cache(ir);
    IndexOption *ppr = palloc(sizeof(IndexOption));
    ppr->name = "pages_per_range";
    ppr->value = psprintf("%u", c->pages_per_range);
    IndexOption *as = palloc(sizeof(IndexOption));
    as->name = "autosummarize";
    as->value = c->autosummarize ? "on" : "off";
    return list_make2(ppr, as);
}

IndexBuildResult brinbuild(Relation heap, IndexRelation ir)
{
    IndexBuildResult res = {0, 0};
    BlockNumber ppr = BRIN_DEFAULT_PAGES_PER_RANGE;
    bool autosummarize = false;
    ListCell *lc;
    foreach (lc, ir->options) {
        const IndexOption *o = lfirst(lc);
        const char *v = o->value;
        if (strcmp(o->name, "pages_per_range") == 0 && v)
            ppr = (BlockNumber)strtol(v, NULL, 10);
        else if (strcmp(o->name, "autosummarize") == 0)
            autosummarize = v == NULL || (parse_bool(v, &autosummarize) && autosummarize);
    }
    brin_metapage_create(ir, ppr, autosummarize);
    BrinCache *c = brin_cache(ir);
    BlockNumber nblocks = heap_relation_nblocks(heap);
    /* an empty table still gets an (empty) summary for its first range, as PG's build leaves
     * one: rows added there later widen it */
    BlockNumber nranges = Max(ranges_of(nblocks, ppr), 1);
    uint64 progress = backend_progress_current(PROGRESS_COMMAND_CREATE_INDEX);
    backend_progress_update(progress, PROGRESS_SCAN_BLOCKS_TOTAL, nblocks);
    /* the table is locked against writers: no placeholders needed */
    for (BlockNumber r = 0; r < nranges; r++) {
        MemoryContext old = mcxt_switch_to(c->tmpcxt);
        BrinMemTuple mt;
        brin_memtuple_init(ir, &mt, r * ppr);
        res.heap_tuples += summarize_pages(ir, heap, r * ppr, Min((r + 1) * ppr, nblocks), &mt);
        Buffer rb = brin_revmap_buffer(ir, r, BUFFER_LOCK_EXCLUSIVE, true);
        brin_put_summary(ir, rb, r, &mt);
        unlock_release(rb);
        res.index_tuples++;
        backend_progress_update(progress, PROGRESS_SCAN_BLOCKS_DONE, Min((r + 1) * ppr, nblocks));
        mcxt_switch_to(old);
        mcxt_reset(c->tmpcxt);
    }
    return res;
}

/* ---------------------------------------------------------------- summarization */

/*
 * Summarize range r if it has no summary (include_partial: also when the table does not yet
 * fill it). Returns 1 if it did, 0 if not.
 */
static int summarize_range(IndexRelation ir, Relation heap, BlockNumber r, bool include_partial)
{
    BrinCache *c = brin_cache(ir);
    BlockNumber ppr = c->pages_per_range;
    BlockNumber nblocks = heap_relation_nblocks(heap);
    BlockNumber start = r * ppr;
    if (start >= nblocks || (!include_partial && nblocks - start < ppr))
        return 0;
    Buffer rb = brin_revmap_buffer(ir, r, BUFFER_LOCK_EXCLUSIVE, true);
    BrinMemTuple mt, cur;
    if (brin_get_summary(ir, rb, r, &cur)) {
        unlock_release(rb);
        return 0;
    }
    brin_memtuple_init(ir, &mt, start);
    mt.placeholder = true;
    brin_put_summary(ir, rb, r, &mt);
    unlock_release(rb);

    mt.placeholder = false;
    summarize_pages(ir, heap, start, Min(start + ppr, nblocks), &mt);

    rb = brin_revmap_buffer(ir, r, BUFFER_LOCK_EXCLUSIVE, false);
    int done = 0;
    /* the placeholder, widened by concurrent inserters; gone if desummarized meanwhile (then
     * rows inserted since may be missing from mt: leave the range unsummarized) */
    if (BufferIsValid(rb) && brin_get_summary(ir, rb, r, &cur) && cur.placeholder) {
        brin_union(ir, &mt, &cur);
        brin_put_summary(ir, rb, r, &mt);
        done = 1;
    }
    if (BufferIsValid(rb))
        unlock_release(rb);
    return done;
}

int brin_summarize_new(IndexRelation ir, Relation heap, bool include_partial)
{
    BrinCache *c = brin_cache(ir);
    BlockNumber nranges = ranges_of(heap_relation_nblocks(heap), c->pages_per_range);
    int n = 0;
    for (BlockNumber r = 0; r < nranges; r++) {
        MemoryContext old = mcxt_switch_to(c->tmpcxt);
        n += summarize_range(ir, heap, r, include_partial);
        mcxt_switch_to(old);
        mcxt_reset(c->tmpcxt);
    }
    return n;
}

int brin_summarize_block(IndexRelation ir, Relation heap, BlockNumber blk)
{
    BrinCache *c = brin_cache(ir);
    MemoryContext old = mcxt_switch_to(c->tmpcxt);
    int n = summarize_range(ir, heap, blk / c->pages_per_range, true);
    mcxt_switch_to(old);
    mcxt_reset(c->tmpcxt);
    return n;
}

void brin_desummarize_block(IndexRelation ir, Relation heap, BlockNumber blk)
{
    (void)heap;
    BrinCache *c = brin_cache(ir);
    BlockNumber r = blk / c->pages_per_range;
    Buffer rb = brin_revmap_buffer(ir, r, BUFFER_LOCK_EXCLUSIVE, false);
    if (!BufferIsValid(rb))
        return;
    brin_remove_summary(ir, rb, r);
    unlock_release(rb);
}

/* ---------------------------------------------------------------- insert */

static void brin_insert_entry(IndexRelation ir, const Datum *values, const bool *isnull,
                              ItemPointer heaptid, Relation heap);

bool brininsert(IndexRelation ir, const Datum *values, const bool *isnull, ItemPointer heaptid,
                Relation heap, IndexUniqueCheck check)
{
    (void)check; /* BRIN never enforces uniqueness (amcanunique is false) */
    brin_insert_entry(ir, values, isnull, heaptid, heap);
    return true;
}

static void brin_insert_entry(IndexRelation ir, const Datum *values, const bool *isnull,
                              ItemPointer heaptid, Relation heap)
{
    BrinCache *c = brin_cache(ir);
    mcxt_reset(c->tmpcxt);
    MemoryContext old = mcxt_switch_to(c->tmpcxt);
    BlockNumber blk = heaptid->ip_blkid, r = blk / c->pages_per_range;
    if (c->autosummarize && blk > 0 && blk % c->pages_per_range == 0 &&
        heaptid->ip_posid == FirstOffsetNumber)
        summarize_range(ir, heap, r - 1, false);
    /* first under a share lock: most inserts find their range unsummarized or already
     * covering the values, and change nothing */
    BufferLockMode mode = BUFFER_LOCK_SHARE;
    for (;;) {
        Buffer rb = brin_revmap_buffer(ir, r, mode, false);
        if (!BufferIsValid(rb))
            break;
        BrinMemTuple mt;
        bool changed = false;
        if (brin_get_summary(ir, rb, r, &mt))
            for (int i = 0; i < ir->nkeys; i++)
                changed |= brin_add_value(ir, &mt, i, values[i], isnull[i]);
        if (changed && mode == BUFFER_LOCK_EXCLUSIVE)
            brin_put_summary(ir, rb, r, &mt);
        unlock_release(rb);
        if (!changed || mode == BUFFER_LOCK_EXCLUSIVE)
            break;
        mode = BUFFER_LOCK_EXCLUSIVE; /* again, the summary may have changed meanwhile */
    }
    mcxt_switch_to(old);
}

/* ---------------------------------------------------------------- scans */

IndexScanDesc brinbeginscan(IndexRelation ir)
{
    IndexScanDesc scan = palloc0(sizeof(IndexScanDescData));
    scan->index = ir;
    return scan;
}

void brinrescan(IndexScanDesc scan, const ScanKeyData *keys, int nkeys)
{
    if (nkeys > INDEX_MAX_SCAN_KEYS)
        elog(ERROR, "too many BRIN scan keys");
    scan->nkeys = nkeys;
    if (nkeys > 0)
        memcpy(scan->keys, keys, sizeof(ScanKeyData) * (size_t)nkeys);
}

void brinendscan(IndexScanDesc scan)
{
    pfree(scan);
}

/* Can a row of a range with this summary satisfy every key? */
static bool summary_consistent(IndexRelation ir, const BrinMemTuple *mt, const ScanKeyData *keys,
                               int nkeys)
{
    for (int k = 0; k < nkeys; k++) {
        const ScanKeyData *key = &keys[k];
        const BrinColumn *c = &mt->cols[key->attno - 1];
        const IndexKeyInfo *ki = &ir->keys[key->attno - 1];
        if (key->strategy == BTIsNullStrategyNumber) {
            if (!c->hasnulls && !c->allnulls)
                return false;
            continue;
        }
        if (key->isnull || c->allnulls)
            return false;
        bool ok;
        switch (key->strategy) {
        case BTLessStrategyNumber: ok = index_cmp_datum(ki, c->min, key->arg) < 0; break;
        case BTLessEqualStrategyNumber: ok = index_cmp_datum(ki, c->min, key->arg) <= 0; break;
        case BTEqualStrategyNumber:
            ok = index_cmp_datum(ki, c->min, key->arg) <= 0 &&
                 index_cmp_datum(ki, c->max, key->arg) >= 0;
            break;
        case BTGreaterEqualStrategyNumber: ok = index_cmp_datum(ki, c->max, key->arg) >= 0; break;
        case BTGreaterStrategyNumber: ok = index_cmp_datum(ki, c->max, key->arg) > 0; break;
        default: ok = true; break;
        }
        if (!ok)
            return false;
    }
    return true;
}

int64 bringetbitmap(IndexScanDesc scan, TIDBitmap *tbm)
{
    IndexRelation ir = scan->index;
    BrinCache *c = brin_cache(ir);
    BlockNumber ppr = c->pages_per_range;
    Relation heap = relation_open(ir->heaprelid, AccessShareLock);
    BlockNumber nblocks = heap_relation_nblocks(heap);
    relation_close(heap);
    BlockNumber nranges = ranges_of(nblocks, ppr);
    int64 pages = 0;
    uint32 per = (uint32)BRIN_REVMAP_PER_PAGE;
    for (BlockNumber first = 0; first < nranges; first += per) {
        Buffer rb = brin_revmap_buffer(ir, first, BUFFER_LOCK_SHARE, false);
        MemoryContext old = mcxt_switch_to(c->tmpcxt);
        for (BlockNumber r = first; r < nranges && r - first < per; r++) {
            BrinMemTuple mt;
            bool match = true;
            if (BufferIsValid(rb) && brin_get_summary(ir, rb, r, &mt) && !mt.placeholder)
                match = summary_consistent(ir, &mt, scan->keys, scan->nkeys);
            if (!match)
                continue;
            for (BlockNumber b = r * ppr; b < Min((r + 1) * ppr, nblocks); b++, pages++)
                tbm_add_page(tbm, b);
        }
        mcxt_switch_to(old);
        mcxt_reset(c->tmpcxt);
        if (BufferIsValid(rb))
            unlock_release(rb);
    }
    return pages * 10; /* PG's guess of the rows on a lossy page */
}

/* ---------------------------------------------------------------- VACUUM */

IndexBulkDeleteResult brinbulkdelete(IndexRelation ir, IndexBulkDeleteCallback cb, void *state)
{
    (void)cb;
    (void)state;
    IndexBulkDeleteResult res = {0, 0, smgr_nblocks(ir->rel->relfilenode)};
    return res; /* summaries name no tuples: nothing to remove */
}

void brinvacuumcleanup(IndexRelation ir, Relation heap)
{
    brin_summarize_new(ir, heap, false); /* the complete ranges not yet summarized, as PG */
}

/* ---------------------------------------------------------------- planner support */

/*
 * Without statistics, how closely the first key column follows the heap order: the share of
 * consecutive summarized ranges (sampled through the index) whose [min, max] do not overlap,
 * all going the same way. 1 for an append-only time column, near 0 for random values.
 */
static double summary_correlation(IndexRelation ir, BlockNumber nranges)
{
    BrinCache *c = brin_cache(ir);
    if (nranges < 2)
        return 0;
    BlockNumber step = Max(1, (nranges - 1) / 64);
    int pairs = 0, up = 0, down = 0;
    const IndexKeyInfo *k = &ir->keys[0];
    MemoryContext old = mcxt_switch_to(c->tmpcxt);
    for (BlockNumber r = 0; r + 1 < nranges; r += step) {
        BrinMemTuple a, b;
        bool have_a = false, have_b = false;
        Buffer rb = brin_revmap_buffer(ir, r, BUFFER_LOCK_SHARE, false);
        if (BufferIsValid(rb)) {
            have_a = brin_get_summary(ir, rb, r, &a);
            unlock_release(rb);
        }
        rb = brin_revmap_buffer(ir, r + 1, BUFFER_LOCK_SHARE, false);
        if (BufferIsValid(rb)) {
            have_b = brin_get_summary(ir, rb, r + 1, &b);
            unlock_release(rb);
        }
        if (!have_a || !have_b || a.placeholder || b.placeholder || a.cols[0].allnulls ||
            b.cols[0].allnulls)
            continue;
        pairs++;
        up += index_cmp_datum(k, b.cols[0].min, a.cols[0].max) >= 0;
        down += index_cmp_datum(k, b.cols[0].max, a.cols[0].min) <= 0;
    }
    mcxt_switch_to(old);
    mcxt_reset(c->tmpcxt);
    if (pairs == 0)
        return 0;
    return (double)Max(up, down) / pairs;
}

/* PG's brincostestimate: the index is read whole; the share of the heap returned is the
 * ranges the conditions could match, spread by the (lack of) correlation. */
void brincostestimate(IndexRelation ir, const IndexCostInput *in, IndexCostOutput *out)
{
    BrinCache *c = brin_cache(ir);
    double ppr = c->pages_per_range;
    double index_pages = Max((double)smgr_nblocks(ir->rel->relfilenode), 1.0);
    double revmap_pages = c->nrevmap;
    double ranges = Max(ceil(in->heap_pages / ppr), 1.0);
    double corr = in->correlation >= 0 ? in->correlation
                                       : summary_correlation(ir, (BlockNumber)ranges);
    double minimal = ceil(ranges * in->selectivity);
    double estimated = corr < 1.0e-10 ? ranges : Min(minimal / corr, ranges);
    double sel = Max(0.0, Min(1.0, estimated / ranges));
    out->index_pages = index_pages;
    out->index_selectivity = sel;
    out->correlation = corr;
    out->startup_cost = in->seq_page_cost * revmap_pages + in->nquals * in->cpu_operator_cost;
    out->total_cost = out->startup_cost +
                      in->random_page_cost * Max(index_pages - revmap_pages, 0.0) +
                      0.1 * in->cpu_operator_cost * estimated * ppr;
}

/* PG's minmax operator classes for the types Basalt has. */
bool brinhasopclass(Oid typid)
{
    switch (typid) {
    case INT2OID: case INT4OID: case INT8OID: case FLOAT4OID: case FLOAT8OID:
    case NUMERICOID: case DATEOID: case TIMEOID: case TIMESTAMPOID: case TIMESTAMPTZOID:
    case INTERVALOID: case TEXTOID: case VARCHAROID: case BPCHAROID: case BYTEAOID:
    case UUIDOID: case OIDOID: case NAMEOID: case CHAROID:
        return true;
    default:
        return false;
    }
}

const IndexAmRoutine brin_am_routine = {
    .amoid = BRIN_AM_OID,
    .amname = "brin",
    .amcanorder = false,
    .amcanbackward = false,
    .amcanunique = false,
    .amcanmulticol = true,
    .amsearchnulls = true,
    .ambuild = brinbuild,
    .aminsert = brininsert,
    .ambeginscan = brinbeginscan,
    .amrescan = brinrescan,
    .amgettuple = NULL,
    .amgetbitmap = bringetbitmap,
    .amendscan = brinendscan,
    .ambulkdelete = brinbulkdelete,
    .amvacuumcleanup = brinvacuumcleanup,
    .amcostestimate = brincostestimate,
    .amoptions = brinoptions,
    .amgetoptions = bringetoptions,
    .amhasopclass = brinhasopclass,
};
