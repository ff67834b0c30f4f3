/*
 * btree_build.c: building a B-tree in bulk, bulk deletion (VACUUM), cost estimates, options,
 * and the access method's callback table.
 *
 * The one idea of the build: sort every entry of the heap once, then fill leaves left to
 * right (to 90%, as PG's leaf fillfactor) and, whenever a page is full, start its right
 * sibling and give that sibling a downlink in the level above (internal pages to 70%), which
 * grows the same way. The last page of the top level is the root. No page is ever split.
 */
#include "index/btree.h"

#include <math.h>
#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/backend_status.h"
#include "storage/wal.h"

/* ---------------------------------------------------------------- progress */

/* btree's subphases of pg_stat_progress_create_index, PG's PROGRESS_BTREE_PHASE_* */
enum {
    BT_PHASE_TABLESCAN = 2,
    BT_PHASE_PERFORMSORT_1 = 3,
    BT_PHASE_PERFORMSORT_2 = 4, /* PG's spool of dead tuples for unique indexes: unused here */
    BT_PHASE_LEAF_LOAD = 5,
};
#define BT_PROGRESS_EVERY 1024 /* rows between two reports */

static const char *btbuildphasename(int64 phase)
{
    switch (phase) {
    case PROGRESS_CREATEIDX_SUBPHASE_INITIALIZE: return "initializing";
    case BT_PHASE_TABLESCAN: return "scanning table";
    case BT_PHASE_PERFORMSORT_1: return "sorting live tuples";
    case BT_PHASE_PERFORMSORT_2: return "sorting dead tuples";
    case BT_PHASE_LEAF_LOAD: return "loading tuples in tree";
    default: return NULL;
    }
}

/* ---------------------------------------------------------------- the sort */

/*
 * One heap tuple's entry; a unique index's duplicate check looks at live ones only. The first
 * key's value (pointing into the item) is kept beside it, so that the sort compares it without
 * taking the item apart; only entries whose first keys tie are compared whole.
 */
typedef struct BuildEntry {
    BTItem item;
    Datum key1;
    bool null1;
    bool live;
} BuildEntry;

static _Thread_local IndexRelation sort_index;

static int build_cmp(const void *a, const void *b)
{
    const BuildEntry *x = a, *y = b;
    int c = bt_column_compare(&sort_index->keys[0], x->key1, x->null1, y->key1, y->null1);
    return c != 0 ? c : bt_item_compare(sort_index, x->item, y->item);
}

/* Same key columns, none NULL (NULLs never conflict)? */
static bool keys_duplicate(IndexRelation ir, const BTItemData *a, const BTItemData *b)
{
    Datum v[INDEX_MAX_KEYS];
    bool n[INDEX_MAX_KEYS];
    bt_item_deform(ir, a, v, n);
    return bt_item_keys_equal(ir, b, v, n);
}

/* ---------------------------------------------------------------- bottom-up pages */

typedef struct BuildLevel {
    Buffer buf;          /* pinned buffer of the page being filled */
    BlockNumber blk;
    BlockNumber first_blk; /* leftmost page of the level */
    char *page;          /* the page being filled, private until written */
    size_t limit;        /* fill target in bytes of items */
    size_t used;
    int nitems;
} BuildLevel;

typedef struct BuildState {
    IndexRelation ir;
    BuildLevel levels[BT_MAX_LEVELS];
    int nlevels;
    size_t reserve; /* room kept for a high key: the largest entry */
} BuildState;

/* Begin an empty page at blk (pinned in buf) to the right of prev. */
static void level_start_page(BuildLevel *lv, uint32 level, BlockNumber prev, Buffer buf,
                             BlockNumber blk)
{
    lv->buf = buf;
    lv->blk = blk;
    bt_page_init(lv->page, level, level == 0 ? BTP_LEAF : 0);
    BTPageGetOpaque(lv->page)->btpo_prev = prev;
    /* line pointer 1 is kept for the high key, filled in when the page is finished */
    PageHeader ph = (PageHeader)lv->page;
    ph->pd_linp[0] = ItemIdMake(0, LP_UNUSED, 0);
    ph->pd_lower = (uint16)(ph->pd_lower + SizeOfItemId);
    lv->used = 0;
    lv->nitems = 0;
}

static BuildLevel *level_create(BuildState *st, uint32 level)
{
    if (level >= BT_MAX_LEVELS)
        elog(ERROR, "btree build: too many levels");
    BuildLevel *lv = &st->levels[level];
    lv->page = palloc(BLCKSZ);
    size_t usable = BLCKSZ - SizeOfPageHeaderData - MAXALIGN(sizeof(BTPageOpaqueData));
    lv->limit = usable * (level == 0 ? 90 : 70) / 100;
    BlockNumber blk;
    Buffer buf = bufmgr_extend(st->ir->rel->relfilenode, &blk);
    level_start_page(lv, level, P_NONE, buf, blk);
    lv->first_blk = blk;
    st->nlevels = (int)level + 1;
    return lv;
}

/* Write the page out: with a high key and right-link, or as the rightmost of its level. */
static void level_finish_page(BuildState *st, BuildLevel *lv, const BTItemData *hk,
                              BlockNumber next, bool is_root)
{
    PageHeader ph = (PageHeader)lv->page;
    BTPageOpaque op = BTPageGetOpaque(lv->page);
    op->btpo_next = next;
    if (is_root)
        op->btpo_flags |= BTP_ROOT;
    if (hk) {
        size_t sz = MAXALIGN(hk->t_size);
        ph->pd_upper = (uint16)(ph->pd_upper - sz);
        memcpy(lv->page + ph->pd_upper, hk, hk->t_size);
        ph->pd_linp[0] = ItemIdMake(ph->pd_upper, LP_NORMAL, hk->t_size);
    } else {
        OffsetNumber max = page_max_offset(lv->page);
        memmove(&ph->pd_linp[0], &ph->pd_linp[1], (size_t)(max - 1) * SizeOfItemId);
        ph->pd_lower = (uint16)(ph->pd_lower - SizeOfItemId);
    }
    wal_check_space(); /* a full disk fails the build here (the new index is not seen yet) */
    LockBuffer(lv->buf, BUFFER_LOCK_EXCLUSIVE);
    memcpy(BufferGetPage(lv->buf), lv->page, BLCKSZ);
    MarkBufferDirty(lv->buf);
    wal_log_pages(st->ir->rel, 1, &lv->buf);
    bt_unlock_release(lv->buf);
    lv->buf = InvalidBuffer;
}

static void level_add(BuildState *st, uint32 level, const BTItemData *item)
{
    BuildLevel *lv = &st->levels[level];
    size_t need = MAXALIGN(item->t_size) + SizeOfItemId;
    if (lv->nitems > 0 &&
        (lv->used + need > lv->limit || bt_page_free(lv->page) < need + st->reserve)) {
        /* item starts the right sibling and is this page's high key */
        BTItem hk = bt_item_copy(item);
        hk->t_child = 0;
        BlockNumber oldblk = lv->blk, newblk;
        Buffer newbuf = bufmgr_extend(st->ir->rel->relfilenode, &newblk);
        level_finish_page(st, lv, hk, newblk, false);
        level_start_page(lv, level, oldblk, newbuf, newblk);
        /* the new page's downlink goes one level up */
        if ((int)level + 1 >= st->nlevels) {
            BuildLevel *up = level_create(st, level + 1);
            union { /* a key-less item: the header padded to BTItemDataOffset bytes */
                BTItemData item;
                char bytes[BTItemDataOffset];
            } minus_inf;
            memset(&minus_inf, 0, sizeof(minus_inf));
            minus_inf.item.t_child = lv->first_blk;
            minus_inf.item.t_size = BTItemDataOffset;
            OffsetNumber o = (OffsetNumber)(page_max_offset(up->page) + 1);
            bt_page_add_item(up->page, o, &minus_inf.item);
            up->used += MAXALIGN(minus_inf.item.t_size) + SizeOfItemId;
            up->nitems++;
        }
        BTItem down = bt_item_copy(item);
        down->t_child = newblk;
        level_add(st, level + 1, down);
        pfree(down);
        pfree(hk);
        lv = &st->levels[level];
    }
    OffsetNumber o = (OffsetNumber)(page_max_offset(lv->page) + 1);
    if (!bt_page_add_item(lv->page, o, item))
        elog(ERROR, "btree build: entry does not fit on an empty page");
    lv->used += need;
    lv->nitems++;
}

IndexBuildResult btbuild(Relation heap, IndexRelation ir)
{
    IndexBuildResult res = {0, 0};
    BlockNumber metablk;
    Buffer mbuf = bufmgr_extend(ir->rel->relfilenode, &metablk);
    if (NEVER(metablk != BTREE_METAPAGE))
        elog(ERROR, "btree build: index \"%s\" is not empty", ir->rel->relname);

    uint64 progress = backend_progress_current(PROGRESS_COMMAND_CREATE_INDEX);
    static const int scan_params[] = {PROGRESS_CREATEIDX_SUBPHASE, PROGRESS_SCAN_BLOCKS_TOTAL};
    const int64 scan_values[] = {BT_PHASE_TABLESCAN, heap_relation_nblocks(heap)};
    backend_progress_update_multi(progress, 2, scan_params, scan_values);

    /* the entries of every heap tuple some snapshot may still see, sorted */
    size_t cap = 1024, n = 0, maxsize = BTItemDataOffset;
    BuildEntry *items = palloc(sizeof(BuildEntry) * cap);
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    HeapScanDesc hs = heap_beginscan_nondead(heap);
    HeapTuple tup;
    BlockNumber scanned = 0;
    double heap_seen = 0;
    while ((tup = heap_getnext(hs)) != NULL) {
        if (tup->t_self.ip_blkid + 1 > scanned) {
            scanned = tup->t_self.ip_blkid + 1;
            backend_progress_update(progress, PROGRESS_SCAN_BLOCKS_DONE, scanned);
        }
        heap_seen++;
        if (!index_form_keys(ir, tup, heap->rd_att, values, isnull))
            continue; /* not in the partial index */
        if (n == cap) {
            cap *= 2;
            items = repalloc(items, sizeof(BuildEntry) * cap);
        }
        items[n].item = bt_item_form(ir, values, isnull, &tup->t_self);
        items[n].live = heap_scan_tuple_live(hs);
        bt_item_deform(ir, items[n].item, values, isnull);
        items[n].key1 = values[0];
        items[n].null1 = isnull[0];
        maxsize = Max(maxsize, (size_t)items[n].item->t_size);
        n++;
    }
    heap_endscan(hs);
    static const int sort_params[] = {PROGRESS_CREATEIDX_SUBPHASE, PROGRESS_SCAN_BLOCKS_DONE,
                                      PROGRESS_CREATEIDX_TUPLES_TOTAL};
    const int64 sort_values[] = {BT_PHASE_PERFORMSORT_1, scan_values[1], (int64)n};
    backend_progress_update_multi(progress, 3, sort_params, sort_values);
    sort_index = ir;
    qsort(items, n, sizeof(BuildEntry), build_cmp);
    /* equal keys sort together: each live entry is compared with the live one before it */
    const BTItemData *prev_live = NULL;
    for (size_t i = 0; ir->form.indisunique && i < n; i++) {
        if (!items[i].live)
            continue;
        if (prev_live && keys_duplicate(ir, prev_live, items[i].item)) {
            bt_item_deform(ir, items[i].item, values, isnull);
            ReleaseBuffer(mbuf);
            ereport(ERROR, errcode(ERRCODE_UNIQUE_VIOLATION),
                    errmsg("could not create unique index \"%s\"", ir->rel->relname),
                    errdetail("Key %s is duplicated.", index_key_detail(ir, values, isnull)));
        }
        prev_live = items[i].item;
    }

    /* no entries: the metapage alone, naming no root (the first insert adds it), as PG's */
    BuildState st = {.ir = ir, .reserve = MAXALIGN(maxsize) + SizeOfItemId};
    backend_progress_update(progress, PROGRESS_CREATEIDX_SUBPHASE, BT_PHASE_LEAF_LOAD);
    if (n > 0)
        level_create(&st, 0);
    for (size_t i = 0; i < n; i++) {
        level_add(&st, 0, items[i].item);
        if ((i + 1) % BT_PROGRESS_EVERY == 0 || i + 1 == n)
            backend_progress_update(progress, PROGRESS_CREATEIDX_TUPLES_DONE, (int64)(i + 1));
    }
    for (int l = 0; l < st.nlevels; l++)
        level_finish_page(&st, &st.levels[l], NULL, P_NONE, l == st.nlevels - 1);

    LockBuffer(mbuf, BUFFER_LOCK_EXCLUSIVE);
    bt_meta_init(BufferGetPage(mbuf), n > 0 ? st.levels[st.nlevels - 1].blk : P_NONE,
                 (uint32)Max(st.nlevels - 1, 0));
    MarkBufferDirty(mbuf);
    wal_log_pages(ir->rel, 1, &mbuf);
    bt_unlock_release(mbuf);
    for (int l = 0; l < st.nlevels; l++)
        pfree(st.levels[l].page);
    for (size_t i = 0; i < n; i++)
        pfree(items[i].item);
    pfree(items);
    res.heap_tuples = heap_seen;
    res.index_tuples = (double)n;
    return res;
}

/* ---------------------------------------------------------------- bulk delete */

IndexBulkDeleteResult btbulkdelete(IndexRelation ir, IndexBulkDeleteCallback cb, void *state)
{
    IndexBulkDeleteResult res = {0, 0, 0};
    BlockNumber blk = bt_leftmost(ir, 0);
    BTItem *keep = palloc(sizeof(BTItem) * BT_MAX_ITEMS_PER_PAGE);
    while (blk != P_NONE) {
        Buffer buf = bt_read(ir, blk, BUFFER_LOCK_EXCLUSIVE);
        Page page = BufferGetPage(buf);
        BTPageOpaque op = BTPageGetOpaque(page);
        OffsetNumber max = page_max_offset(page);
        int nkeep = 0, removed = 0;
        for (OffsetNumber o = P_FIRSTDATAKEY(op); o <= max; o++) {
            BTItem item = bt_page_item(page, o);
            if (cb(&item->t_tid, state))
                removed++;
            else
                keep[nkeep++] = item;
        }
        if (removed > 0) {
            BTItem hk = P_RIGHTMOST(op) ? NULL : bt_page_item(page, P_HIKEY);
            bt_page_rebuild(page, keep, nkeep, hk);
            MarkBufferDirty(buf);
            wal_log_pages(ir->rel, 1, &buf);
        }
        res.tuples_removed += removed;
        res.num_index_tuples += nkeep;
        blk = BTPageGetOpaque(page)->btpo_next;
        bt_unlock_release(buf);
    }
    pfree(keep);
    res.num_pages = smgr_nblocks(ir->rel->relfilenode);
    return res;
}

/* ---------------------------------------------------------------- planner support */

/*
 * PG's btcostestimate over genericcostestimate: the index pages read are the selected share
 * of all of them (the metapage included), each a random read; every entry read costs its
 * processing and its quals; the descent costs about log2(N) comparisons and a page's worth
 * of CPU per level.
 */
void btcostestimate(IndexRelation ir, const IndexCostInput *in, IndexCostOutput *out)
{
    double index_pages = (double)smgr_nblocks(ir->rel->relfilenode);
    double tuples = in->heap_tuples;
    double fetched = Max(Min(rint(in->selectivity * tuples), tuples), 1.0);
    double pages = index_pages > 1 && tuples > 1 ? ceil(fetched * index_pages / tuples) : 1.0;
    out->index_selectivity = in->selectivity;
    out->correlation = in->correlation;
    double descent = 0;
    if (tuples > 1)
        descent = ceil(log(tuples) / log(2.0)) * in->cpu_operator_cost;
    descent += (bt_root_level(ir) + 1) * 50.0 * in->cpu_operator_cost;
    out->index_pages = Max(index_pages - 1, 1.0);
    out->startup_cost = descent;
    out->total_cost = descent + pages * in->random_page_cost +
                      fetched * (in->cpu_index_tuple_cost + in->nquals * in->cpu_operator_cost);
}

char *btoptions(const char *name, const char *value)
{
    if (strcmp(name, "fillfactor") == 0) {
        char *end;
        long v = value ? strtol(value, &end, 10) : 0;
        if (!value || *end)
            return psprintf("invalid value for integer option \"fillfactor\": %s",
                            value ? value : "true");
        if (v < 10 || v > 100)
            return psprintf("value %s out of bounds for option \"fillfactor\"\n"
                            "Valid values are between \"10\" and \"100\".",
                            value);
        return NULL;
    }
    if (strcmp(name, "deduplicate_items") == 0)
        return NULL;
    return psprintf("unrecognized parameter \"%s\"", name);
}

const IndexAmRoutine btree_am_routine = {
    .amoid = BTREE_AM_OID,
    .amname = "btree",
    .amcanorder = true,
    .amcanbackward = true,
    .amcanunique = true,
    .amcanmulticol = true,
    .amsearchnulls = true,
    .ambuild = btbuild,
    .aminsert = btinsert,
    .ambeginscan = btbeginscan,
    .amrescan = btrescan,
    .amgettuple = btgettuple,
    .amgetbitmap = btgetbitmap,
    .amcanreturn = btcanreturn,
    .amcaninclude = true,
    .amendscan = btendscan,
    .ambulkdelete = btbulkdelete,
    .amcostestimate = btcostestimate,
    .amoptions = btoptions,
    .ambuildphasename = btbuildphasename,
};
