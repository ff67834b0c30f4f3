/*
 * btree_page.c: B-tree pages and entries: layout, insertion at a position, rebuilding, and the
 * comparisons that order entries (btree.h has the formats).
 *
 * The one idea: every comparison goes through bt_compare(search key, page, offset), which
 * applies each column's DESC and NULLS FIRST/LAST options and then the heap tid, so that the
 * descent, the binary search and the scans all agree on one total order.
 */
#include "index/btree.h"

#include "common/elog.h"
#include "common/mcxt.h"

void bt_page_init(Page page, uint32 level, uint16 flags)
{
    page_init(page);
    PageHeader ph = (PageHeader)page;
    ph->pd_special = (uint16)(BLCKSZ - MAXALIGN(sizeof(BTPageOpaqueData)));
    ph->pd_upper = ph->pd_special;
    BTPageOpaque op = BTPageGetOpaque(page);
    op->btpo_prev = P_NONE;
    op->btpo_next = P_NONE;
    op->btpo_level = level;
    op->btpo_flags = flags;
}

void bt_meta_init(Page page, BlockNumber root, uint32 level)
{
    bt_page_init(page, 0, BTP_META);
    BTMetaData *m = BTPageGetMeta(page);
    m->btm_magic = BTREE_MAGIC;
    m->btm_version = BTREE_VERSION;
    m->btm_root = root;
    m->btm_level = level;
    ((PageHeader)page)->pd_lower = (uint16)(SizeOfPageHeaderData + sizeof(BTMetaData));
}

/* ---------------------------------------------------------------- entries */

BTItem bt_item_form(IndexRelation ir, const Datum *values, const bool *isnull, ItemPointer heaptid)
{
    size_t size = BTItemDataOffset;
    for (int i = 0; i < ir->natts; i++)
        if (!isnull[i])
            size = index_align_for(ir->keys[i].typalign, size) +
                   index_value_size(&ir->keys[i], values[i]);
    if (size > BTMaxItemSize)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("index row size %zu exceeds btree version 4 maximum %zu for index \"%s\"",
                       size, BTMaxItemSize, ir->rel->relname),
                errdetail("Index row references tuple (%u,%u) in relation.",
                          heaptid ? heaptid->ip_blkid : 0, heaptid ? heaptid->ip_posid : 0),
                errhint("Values larger than 1/3 of a buffer page cannot be indexed."));
    BTItem item = palloc0(size);
    if (heaptid)
        item->t_tid = *heaptid;
    item->t_size = (uint16)size;
    item->t_natts = (uint16)ir->natts;
    size_t off = BTItemDataOffset;
    for (int i = 0; i < ir->natts; i++) {
        if (isnull[i]) {
            item->t_nulls |= 1u << i;
            continue;
        }
        off = index_align_for(ir->keys[i].typalign, off);
        index_store_value((char *)item + off, &ir->keys[i], values[i]);
        off += index_value_size(&ir->keys[i], values[i]);
    }
    return item;
}

BTItem bt_item_copy(const BTItemData *item)
{
    BTItem copy = palloc(item->t_size);
    memcpy(copy, item, item->t_size);
    return copy;
}

/* By-reference values point into the item. Columns past t_natts read as NULL. */
void bt_item_deform(IndexRelation ir, const BTItemData *item, Datum *values, bool *isnull)
{
    size_t off = BTItemDataOffset;
    for (int i = 0; i < ir->natts; i++) {
        if (i >= item->t_natts || (item->t_nulls & (1u << i))) {
            values[i] = (Datum)0;
            isnull[i] = true;
            continue;
        }
        off = index_align_for(ir->keys[i].typalign, off);
        values[i] = index_fetch_value((const char *)item + off, &ir->keys[i]);
        isnull[i] = false;
        off += index_value_size(&ir->keys[i], values[i]);
    }
}

/* ---------------------------------------------------------------- page items */

BTItem bt_page_item(Page page, OffsetNumber off)
{
    BTItem item = page_get_item(page, off, NULL);
    if (NEVER(item == NULL))
        elog(ERROR, "btree item %u missing", off);
    return item;
}

size_t bt_page_free(Page page)
{
    PageHeader ph = (PageHeader)page;
    size_t gap = (size_t)(ph->pd_upper - ph->pd_lower);
    return gap > SizeOfItemId ? gap - SizeOfItemId : 0;
}

bool bt_page_add_item(Page page, OffsetNumber off, const BTItemData *item)
{
    if (bt_page_free(page) < MAXALIGN(item->t_size))
        return false;
    Assert(off >= FirstOffsetNumber && off <= page_max_offset(page) + 1);
    return page_insert_item_at(page, off, item, item->t_size);
}

void bt_page_rebuild(Page page, BTItem *items, int n, const BTItemData *highkey)
{
    char *tmp = palloc(BLCKSZ);
    BTPageOpaque op = BTPageGetOpaque(page);
    bt_page_init(tmp, op->btpo_level, op->btpo_flags);
    *BTPageGetOpaque(tmp) = *op;
    ((PageHeader)tmp)->pd_lsn = ((PageHeader)page)->pd_lsn;
    OffsetNumber off = FirstOffsetNumber;
    if (highkey && !bt_page_add_item(tmp, off++, highkey))
        elog(ERROR, "btree page rebuild: high key does not fit");
    for (int i = 0; i < n; i++)
        if (!bt_page_add_item(tmp, off++, items[i]))
            elog(ERROR, "btree page rebuild: items do not fit");
    memcpy(page, tmp, BLCKSZ);
    pfree(tmp);
}

/* ---------------------------------------------------------------- ordering */

int bt_column_compare(const IndexKeyInfo *k, Datum a, bool anull, Datum b, bool bnull)
{
    if (anull || bnull) {
        if (anull && bnull)
            return 0;
        return anull ? (k->nulls_first ? -1 : 1) : (k->nulls_first ? 1 : -1);
    }
    int c = index_cmp_datum(k, a, b);
    return k->desc ? -c : c;
}

static int tid_compare(const ItemPointerData *a, const ItemPointerData *b)
{
    if (a->ip_blkid != b->ip_blkid)
        return a->ip_blkid < b->ip_blkid ? -1 : 1;
    if (a->ip_posid != b->ip_posid)
        return a->ip_posid < b->ip_posid ? -1 : 1;
    return 0;
}

int bt_compare(IndexRelation ir, const BTSearchKey *sk, Page page, OffsetNumber off)
{
    BTPageOpaque op = BTPageGetOpaque(page);
    if (!P_ISLEAF(op) && off == P_FIRSTDATAKEY(op))
        return 1; /* minus infinity */
    BTItem item = bt_page_item(page, off);
    Datum v[INDEX_MAX_KEYS];
    bool n[INDEX_MAX_KEYS];
    bt_item_deform(ir, item, v, n);
    for (int i = 0; i < sk->nkeys; i++) {
        int c = bt_column_compare(&ir->keys[i], sk->values[i], sk->isnull[i], v[i], n[i]);
        if (c != 0)
            return c;
    }
    if (sk->nkeys < ir->nkeys || !sk->has_tid)
        return sk->nextkey ? 1 : -1;
    return tid_compare(&sk->tid, &item->t_tid);
}

int bt_item_compare(IndexRelation ir, const BTItemData *a, const BTItemData *b)
{
    Datum av[INDEX_MAX_KEYS], bv[INDEX_MAX_KEYS];
    bool an[INDEX_MAX_KEYS], bn[INDEX_MAX_KEYS];
    bt_item_deform(ir, a, av, an);
    bt_item_deform(ir, b, bv, bn);
    for (int i = 0; i < ir->nkeys; i++) {
        int c = bt_column_compare(&ir->keys[i], av[i], an[i], bv[i], bn[i]);
        if (c != 0)
            return c;
    }
    return tid_compare(&a->t_tid, &b->t_tid);
}

bool bt_item_keys_equal(IndexRelation ir, const BTItemData *item, const Datum *values,
                        const bool *isnull)
{
    Datum v[INDEX_MAX_KEYS];
    bool n[INDEX_MAX_KEYS];
    bt_item_deform(ir, item, v, n);
    for (int i = 0; i < ir->nkeys; i++)
        if (n[i] || isnull[i] || index_cmp_datum(&ir->keys[i], v[i], values[i]) != 0)
            return false;
    return true;
}

/*
 * Leaf: the first offset whose item is >= sk (max + 1 if none). Internal: the offset of the
 * downlink to follow, the last item <= sk.
 */
OffsetNumber bt_binsrch(IndexRelation ir, Page page, const BTSearchKey *sk)
{
    BTPageOpaque op = BTPageGetOpaque(page);
    bool leaf = P_ISLEAF(op);
    OffsetNumber low = P_FIRSTDATAKEY(op), high = (OffsetNumber)(page_max_offset(page) + 1);
    /* invariant: items before low satisfy "not found yet"; high is a found position */
    while (low < high) {
        OffsetNumber mid = (OffsetNumber)(low + (high - low) / 2);
        int c = bt_compare(ir, sk, page, mid);
        if (leaf ? c <= 0 : c < 0)
            high = mid;
        else
            low = (OffsetNumber)(mid + 1);
    }
    return leaf ? low : (OffsetNumber)(low - 1);
}
