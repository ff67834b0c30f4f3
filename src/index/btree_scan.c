/*
 * btree_scan.c: index scans over the B-tree, forward and backward.
 *
 * The one idea: a scan reads one leaf page at a time. Under the page's share lock it copies
 * the heap tids of the matching entries and the page's sibling links, then lets the lock go;
 * the tids are returned one by one, and the next page is found through the remembered link.
 * Since splits only move entries to the right, a forward scan never misses an entry that was
 * there when it read a page; a backward scan that finds its left sibling split since walks
 * right from it to the page just before the one it came from.
 *
 * An index-only scan (xs_want_itup) also copies the matching entries themselves into a
 * page-sized workspace, and each returned tid comes with its entry's key values.
 *
 * Scan keys are checked on every entry. A key is "required" when every earlier index column
 * has an equality key: once an entry fails a required key on the far side in the scan's
 * direction, no later entry can match and the scan ends.
 */
#include "index/btree.h"

#include "common/elog.h"
#include "common/mcxt.h"

#define BT_MAX_PAGE_TIDS (BLCKSZ / (sizeof(BTItemData) + SizeOfItemId) + 1)

typedef struct BTScanOpaqueData {
    bool started;
    bool impossible; /* a key with a NULL argument: nothing matches */
    ScanDirection dir;
    bool required[INDEX_MAX_SCAN_KEYS];
    int ntids, cur;
    ItemPointerData tids[BT_MAX_PAGE_TIDS];
    uint16 item_off[BT_MAX_PAGE_TIDS]; /* xs_want_itup: each entry's place in items */
    char *items;                       /* xs_want_itup: copies of the page's matches */
    BlockNumber currblk, nextblk, prevblk;
    bool more; /* may pages further in dir hold matches? */
} BTScanOpaqueData;
typedef BTScanOpaqueData *BTScanOpaque;

typedef enum { ITEM_MATCH, ITEM_SKIP, ITEM_STOP } ItemCheck;

IndexScanDesc btbeginscan(IndexRelation ir)
{
    IndexScanDesc scan = palloc0(sizeof(IndexScanDescData));
    scan->index = ir;
    BTScanOpaque so = palloc0(sizeof(BTScanOpaqueData));
    so->items = palloc(BLCKSZ); /* in the scan's memory, for an index-only scan */
    scan->opaque = so;
    return scan;
}

void btrescan(IndexScanDesc scan, const ScanKeyData *keys, int nkeys)
{
    BTScanOpaque so = scan->opaque;
    if (nkeys > INDEX_MAX_SCAN_KEYS)
        elog(ERROR, "too many index scan keys");
    char *items = so->items; /* the workspace outlives rescans */
    memset(so, 0, sizeof(*so));
    so->items = items;
    scan->nkeys = nkeys;
    if (nkeys > 0)
        memcpy(scan->keys, keys, sizeof(ScanKeyData) * (size_t)nkeys);
    bool has_eq[INDEX_MAX_KEYS] = {false};
    for (int i = 0; i < nkeys; i++) {
        if (keys[i].isnull)
            so->impossible = true;
        if (keys[i].strategy == BTEqualStrategyNumber ||
            keys[i].strategy == BTIsNullStrategyNumber)
            has_eq[keys[i].attno - 1] = true;
    }
    for (int i = 0; i < nkeys; i++) {
        bool req = true;
        for (int c = 0; c < keys[i].attno - 1; c++)
            req &= has_eq[c];
        so->required[i] = req;
    }
}

/* Does the entry pass the keys; if not, can a later entry in dir still pass? */
static ItemCheck bt_check_item(IndexScanDesc scan, const BTItemData *item, ScanDirection dir)
{
    BTScanOpaque so = scan->opaque;
    IndexRelation ir = scan->index;
    Datum v[INDEX_MAX_KEYS];
    bool n[INDEX_MAX_KEYS];
    bt_item_deform(ir, item, v, n);
    ItemCheck result = ITEM_MATCH;
    for (int i = 0; i < scan->nkeys; i++) {
        const ScanKeyData *key = &scan->keys[i];
        const IndexKeyInfo *k = &ir->keys[key->attno - 1];
        int col = key->attno - 1;
        bool after; /* is the failing entry past the key's range in index order? */
        if (key->strategy == BTIsNullStrategyNumber) {
            if (n[col])
                continue;
            after = k->nulls_first; /* non-NULL entries follow the NULLs when they come first */
        } else if (n[col])
            after = !k->nulls_first;
        else {
            int c = index_cmp_datum(k, v[col], key->arg);
            bool pass;
            switch (key->strategy) {
            case BTLessStrategyNumber: pass = c < 0; break;
            case BTLessEqualStrategyNumber: pass = c <= 0; break;
            case BTEqualStrategyNumber: pass = c == 0; break;
            case BTGreaterEqualStrategyNumber: pass = c >= 0; break;
            default: pass = c > 0; break;
            }
            if (pass)
                continue;
            bool above = c > 0 || (c == 0 && key->strategy == BTLessStrategyNumber);
            after = k->desc ? !above : above;
        }
        if (so->required[i] && (dir == ForwardScanDirection ? after : !after))
            return ITEM_STOP;
        result = ITEM_SKIP;
    }
    return result;
}

static void bt_keep_match(IndexScanDesc scan, const BTItemData *item, size_t *used)
{
    BTScanOpaque so = scan->opaque;
    if (scan->xs_want_itup) {
        so->item_off[so->ntids] = (uint16)*used;
        memcpy(so->items + *used, item, item->t_size);
        *used += MAXALIGN(item->t_size);
    }
    so->tids[so->ntids++] = item->t_tid;
}

/* Collect the matches of the locked page buf from off in dir, then unlock and release it. */
static void bt_readpage(IndexScanDesc scan, Buffer buf, OffsetNumber off, ScanDirection dir)
{
    BTScanOpaque so = scan->opaque;
    Page page = BufferGetPage(buf);
    BTPageOpaque op = BTPageGetOpaque(page);
    so->currblk = BufferGetBlockNumber(buf);
    so->nextblk = op->btpo_next;
    so->prevblk = op->btpo_prev;
    so->ntids = so->cur = 0;
    OffsetNumber first = P_FIRSTDATAKEY(op), max = page_max_offset(page);
    bool stop = false;
    size_t used = 0;
    if (dir == ForwardScanDirection) {
        for (OffsetNumber o = Max(off, first); o <= max && !stop; o++) {
            BTItem item = bt_page_item(page, o);
            ItemCheck r = bt_check_item(scan, item, dir);
            if (r == ITEM_MATCH)
                bt_keep_match(scan, item, &used);
            stop = r == ITEM_STOP;
        }
        so->more = !stop && so->nextblk != P_NONE;
    } else {
        for (int o = Min(off, max); o >= first && !stop; o--) {
            BTItem item = bt_page_item(page, (OffsetNumber)o);
            ItemCheck r = bt_check_item(scan, item, dir);
            if (r == ITEM_MATCH)
                bt_keep_match(scan, item, &used);
            stop = r == ITEM_STOP;
        }
        so->more = !stop && so->prevblk != P_NONE;
    }
    bt_unlock_release(buf);
}

/* The key the scan starts from: equality keys of the leading columns, then one bound. */
static void bt_start_key(IndexScanDesc scan, ScanDirection dir, BTSearchKey *sk)
{
    IndexRelation ir = scan->index;
    bool fwd = dir == ForwardScanDirection;
    memset(sk, 0, sizeof(*sk));
    sk->nextkey = !fwd;
    for (int col = 0; col < ir->nkeys; col++) {
        const ScanKeyData *eq = NULL, *bound = NULL;
        for (int i = 0; i < scan->nkeys; i++) {
            const ScanKeyData *key = &scan->keys[i];
            if (key->attno != col + 1)
                continue;
            if (key->strategy == BTEqualStrategyNumber ||
                key->strategy == BTIsNullStrategyNumber) {
                eq = key;
                break;
            }
            bool lower = key->strategy >= BTGreaterEqualStrategyNumber; /* > or >= */
            bool starts = ir->keys[col].desc ? lower != fwd : lower == fwd;
            if (starts && bound == NULL)
                bound = key;
        }
        if (eq) {
            sk->isnull[col] = eq->strategy == BTIsNullStrategyNumber;
            sk->values[col] = sk->isnull[col] ? (Datum)0 : eq->arg;
            sk->nkeys++;
            continue;
        }
        if (bound) {
            bool strict = bound->strategy == BTLessStrategyNumber ||
                          bound->strategy == BTGreaterStrategyNumber;
            sk->values[col] = bound->arg;
            sk->nkeys++;
            sk->nextkey = fwd ? strict : !strict;
        }
        break;
    }
}

static void bt_first(IndexScanDesc scan, ScanDirection dir)
{
    BTSearchKey sk;
    BTStack stack;
    bt_start_key(scan, dir, &sk);
    Buffer buf = bt_search(scan->index, &sk, &stack, BUFFER_LOCK_SHARE);
    if (!BufferIsValid(buf))
        return; /* an empty tree: so->ntids and so->more are still 0 */
    OffsetNumber off = bt_binsrch(scan->index, BufferGetPage(buf), &sk);
    if (dir == BackwardScanDirection)
        off = (OffsetNumber)(off - 1);
    bt_readpage(scan, buf, off, dir);
}

/* The page left of currblk, even if what was its left sibling has split since. */
static Buffer bt_left_page(IndexScanDesc scan)
{
    BTScanOpaque so = scan->opaque;
    Buffer buf = bt_read(scan->index, so->prevblk, BUFFER_LOCK_SHARE);
    for (;;) {
        BTPageOpaque op = BTPageGetOpaque(BufferGetPage(buf));
        if (op->btpo_next == so->currblk || op->btpo_next == P_NONE)
            return buf;
        BlockNumber next = op->btpo_next;
        bt_unlock_release(buf);
        buf = bt_read(scan->index, next, BUFFER_LOCK_SHARE);
    }
}

bool btgettuple(IndexScanDesc scan, ScanDirection dir)
{
    BTScanOpaque so = scan->opaque;
    if (so->impossible)
        return false;
    if (!so->started) {
        so->started = true;
        so->dir = dir;
        bt_first(scan, dir);
    } else if (dir != so->dir)
        elog(ERROR, "btree scans cannot change direction");
    for (;;) {
        if (so->cur < so->ntids) {
            if (scan->xs_want_itup)
                bt_item_deform(scan->index, (const BTItemData *)(so->items + so->item_off[so->cur]),
                               scan->xs_values, scan->xs_isnull);
            scan->xs_heaptid = so->tids[so->cur++];
            return true;
        }
        if (!so->more)
            return false;
        if (dir == ForwardScanDirection) {
            Buffer buf = bt_read(scan->index, so->nextblk, BUFFER_LOCK_SHARE);
            bt_readpage(scan, buf, FirstOffsetNumber, dir);
        } else {
            Buffer buf = bt_left_page(scan);
            bt_readpage(scan, buf, page_max_offset(BufferGetPage(buf)), dir);
        }
    }
}

bool btcanreturn(IndexRelation ir, int attno)
{
    return attno >= 1 && attno <= ir->natts;
}

void btendscan(IndexScanDesc scan)
{
    if (scan) {
        BTScanOpaque so = scan->opaque;
        if (so->items)
            pfree(so->items);
        pfree(scan->opaque);
        pfree(scan);
    }
}

/* A bitmap scan: every matching entry's tid, exact (the scan keys are already set). */
int64 btgetbitmap(IndexScanDesc scan, TIDBitmap *tbm)
{
    int64 n = 0;
    while (btgettuple(scan, ForwardScanDirection)) {
        tbm_add_tuple(tbm, scan->xs_heaptid.ip_blkid, scan->xs_heaptid.ip_posid);
        n++;
    }
    return n;
}
