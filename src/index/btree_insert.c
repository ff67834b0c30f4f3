/*
 * btree_insert.c: descending the B-tree and inserting entries, with page splits.
 *
 * The one idea (Lehman & Yao): a descent holds one page lock at a time and moves right
 * whenever its key is >= the page's high key, so it is never misled by a split that has not
 * yet reached the parent. An inserter locks the leaf exclusively; if the entry does not fit it
 * splits the page (the upper half moves to a new right sibling), then adds the downlink to the
 * parent, splitting upwards as needed; splitting the root makes a new root (metapage).
 *
 * WAL: each atomic change is logged with every page it touched, under their exclusive locks:
 * an insert alone (the item and its place, wal_log_page_insert_item), or a split with the
 * parent that takes its downlink (left, right, the old right sibling whose left-link changes,
 * parent, and the metapage for a root split).
 * When the parent must split too, the lower split is logged first on its own: a page with no
 * downlink yet is still reachable through its left sibling's right-link, so every prefix of the
 * sequence is a valid tree.
 *
 * Unique indexes: the inserter keeps the first leaf where equal keys can be exclusively
 * locked while it checks the heap for a live duplicate and inserts, so two inserters of one
 * key are serialized there. A duplicate whose inserter or deleter is still running is waited
 * for (lock_wait_xid, with the leaf unlocked), then the check starts over, as PG's
 * _bt_doinsert; ON CONFLICT's speculative insert (UNIQUE_CHECK_PARTIAL) does not wait and
 * reports the duplicate instead.
 */
#include "index/btree.h"

#include <pthread.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/wal.h"

void bt_unlock_release(Buffer buf)
{
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

/*
 * Crash recovery empties an UNLOGGED index's file (it cannot know what the table held): the
 * first reader gives it back its metapage, naming no root, as an empty build would.
 */
static void bt_init_if_empty(IndexRelation ir)
{
    static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&init_lock);
    if (smgr_nblocks(ir->rel->relfilenode) == 0) {
        BlockNumber metablk;
        Buffer mbuf = bufmgr_extend(ir->rel->relfilenode, &metablk);
        LockBuffer(mbuf, BUFFER_LOCK_EXCLUSIVE);
        bt_meta_init(BufferGetPage(mbuf), P_NONE, 0);
        MarkBufferDirty(mbuf);
        bt_unlock_release(mbuf);
    }
    pthread_mutex_unlock(&init_lock);
}

Buffer bt_read(IndexRelation ir, BlockNumber blk, BufferLockMode mode)
{
    if (blk == BTREE_METAPAGE && ir->rel->relpersistence == 'u')
        bt_init_if_empty(ir);
    Buffer buf = ReadBuffer(ir->rel->relfilenode, blk);
    LockBuffer(buf, mode);
    return buf;
}

static void release_all(Buffer *bufs, int n)
{
    for (int i = 0; i < n; i++)
        bt_unlock_release(bufs[i]);
}

/*
 * An empty tree is its metapage alone (as PG's): its first entry's inserter adds the root leaf,
 * logging it with the metapage that names it in one record, so a crash leaves either both or
 * neither.
 */
static void bt_create_root(IndexRelation ir)
{
    Buffer mbuf = bt_read(ir, BTREE_METAPAGE, BUFFER_LOCK_EXCLUSIVE);
    BTMetaData *meta = BTPageGetMeta(BufferGetPage(mbuf));
    if (meta->btm_root == P_NONE) { /* else another inserter was first */
        BlockNumber rootblk;
        Buffer rbuf = bufmgr_extend(ir->rel->relfilenode, &rootblk);
        LockBuffer(rbuf, BUFFER_LOCK_EXCLUSIVE);
        bt_page_init(BufferGetPage(rbuf), 0, BTP_LEAF | BTP_ROOT);
        meta->btm_root = rootblk;
        meta->btm_level = 0;
        MarkBufferDirty(rbuf);
        MarkBufferDirty(mbuf);
        Buffer bufs[2] = {mbuf, rbuf};
        wal_log_pages(ir->rel, 2, bufs);
        bt_unlock_release(rbuf);
    }
    bt_unlock_release(mbuf);
}

/* The root, share-locked; *level receives its level. An empty tree has none: InvalidBuffer,
 * unless create (an inserter) asks for its first page. */
Buffer bt_getroot(IndexRelation ir, uint32 *level, bool create)
{
    for (;;) {
        Buffer mbuf = bt_read(ir, BTREE_METAPAGE, BUFFER_LOCK_SHARE);
        BTMetaData meta = *BTPageGetMeta(BufferGetPage(mbuf));
        bt_unlock_release(mbuf);
        if (meta.btm_magic != BTREE_MAGIC)
            ereport(ERROR, errcode(ERRCODE_INDEX_CORRUPTED),
                    errmsg("index \"%s\" is not a btree", ir->rel->relname));
        if (meta.btm_root != P_NONE) {
            *level = meta.btm_level;
            return bt_read(ir, meta.btm_root, BUFFER_LOCK_SHARE);
        }
        if (!create)
            return InvalidBuffer;
        bt_create_root(ir);
    }
}

uint32 bt_root_level(IndexRelation ir)
{
    if (smgr_nblocks(ir->rel->relfilenode) == 0)
        return 0;
    Buffer mbuf = bt_read(ir, BTREE_METAPAGE, BUFFER_LOCK_SHARE);
    BTMetaData meta = *BTPageGetMeta(BufferGetPage(mbuf));
    bt_unlock_release(mbuf);
    return meta.btm_magic == BTREE_MAGIC && meta.btm_root != P_NONE ? meta.btm_level : 0;
}

Buffer bt_moveright(IndexRelation ir, Buffer buf, const BTSearchKey *sk, BufferLockMode mode)
{
    for (;;) {
        Page page = BufferGetPage(buf);
        BTPageOpaque op = BTPageGetOpaque(page);
        if (P_RIGHTMOST(op) || bt_compare(ir, sk, page, P_HIKEY) < 0)
            return buf;
        BlockNumber next = op->btpo_next;
        bt_unlock_release(buf);
        buf = bt_read(ir, next, mode);
    }
}

/* Descend to the leaf where sk belongs; the leaf is returned locked in mode. An empty tree
 * has no leaf for a reader (mode share): InvalidBuffer; an inserter gets the first one. */
Buffer bt_search(IndexRelation ir, const BTSearchKey *sk, BTStack *stack, BufferLockMode mode)
{
    uint32 level = 0;
    Buffer buf = bt_getroot(ir, &level, mode != BUFFER_LOCK_SHARE);
    if (!BufferIsValid(buf))
        return InvalidBuffer;
    stack->nlevels = Min(level + 1, BT_MAX_LEVELS);
    for (;;) {
        BTPageOpaque op = BTPageGetOpaque(BufferGetPage(buf));
        if (P_ISLEAF(op) && mode != BUFFER_LOCK_SHARE) {
            LockBuffer(buf, BUFFER_LOCK_UNLOCK);
            LockBuffer(buf, mode);
        }
        buf = bt_moveright(ir, buf, sk, P_ISLEAF(op) ? mode : BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(buf);
        op = BTPageGetOpaque(page);
        if (op->btpo_level < BT_MAX_LEVELS)
            stack->blk[op->btpo_level] = BufferGetBlockNumber(buf);
        if (P_ISLEAF(op))
            return buf;
        BlockNumber child = bt_page_item(page, bt_binsrch(ir, page, sk))->t_child;
        bt_unlock_release(buf);
        buf = bt_read(ir, child, BUFFER_LOCK_SHARE);
    }
}

/* The leftmost page of a level, found from the root through first downlinks (unlocked);
 * P_NONE in an empty tree. */
BlockNumber bt_leftmost(IndexRelation ir, uint32 level)
{
    uint32 rootlevel;
    Buffer buf = bt_getroot(ir, &rootlevel, false);
    if (!BufferIsValid(buf))
        return P_NONE;
    for (;;) {
        Page page = BufferGetPage(buf);
        BTPageOpaque op = BTPageGetOpaque(page);
        if (op->btpo_level <= level || P_ISLEAF(op)) {
            BlockNumber blk = BufferGetBlockNumber(buf);
            bool ok = op->btpo_level == level;
            bt_unlock_release(buf);
            if (!ok)
                elog(ERROR, "index \"%s\" has no level %u", ir->rel->relname, level);
            return blk;
        }
        BlockNumber child = bt_page_item(page, P_FIRSTDATAKEY(op))->t_child;
        bt_unlock_release(buf);
        buf = bt_read(ir, child, BUFFER_LOCK_SHARE);
    }
}

/* Walk right from blk for the page holding the downlink to child; exclusively locked. */
static Buffer bt_walk_for_downlink(IndexRelation ir, BlockNumber blk, BlockNumber child,
                                   OffsetNumber *off)
{
    Buffer buf = bt_read(ir, blk, BUFFER_LOCK_EXCLUSIVE);
    for (;;) {
        Page page = BufferGetPage(buf);
        BTPageOpaque op = BTPageGetOpaque(page);
        OffsetNumber max = page_max_offset(page);
        for (OffsetNumber o = P_FIRSTDATAKEY(op); o <= max; o++)
            if (bt_page_item(page, o)->t_child == child) {
                *off = o;
                return buf;
            }
        BlockNumber next = op->btpo_next;
        bt_unlock_release(buf);
        if (next == P_NONE)
            return InvalidBuffer;
        buf = bt_read(ir, next, BUFFER_LOCK_EXCLUSIVE);
    }
}

static Buffer bt_find_downlink(IndexRelation ir, BTStack *stack, uint32 plevel, BlockNumber child,
                               OffsetNumber *off)
{
    Buffer buf = InvalidBuffer;
    if (plevel < stack->nlevels)
        buf = bt_walk_for_downlink(ir, stack->blk[plevel], child, off);
    if (!BufferIsValid(buf))
        buf = bt_walk_for_downlink(ir, bt_leftmost(ir, plevel), child, off);
    if (!BufferIsValid(buf))
        ereport(ERROR, errcode(ERRCODE_INDEX_CORRUPTED),
                errmsg("failed to re-find parent key in index \"%s\" for split page %u",
                       ir->rel->relname, child));
    return buf;
}

static void bt_insert_onpage(IndexRelation ir, Buffer buf, OffsetNumber off, const BTItemData *item,
                             BTStack *stack, Buffer *held, int nheld);

/* A new root above a split root: minus infinity -> left, sep -> right. */
static void bt_new_root(IndexRelation ir, Buffer mbuf, Buffer lbuf, const BTItemData *sep,
                        Buffer *held, int nheld)
{
    Page lpage = BufferGetPage(lbuf);
    uint32 level = BTPageGetOpaque(lpage)->btpo_level + 1;
    BlockNumber rootblk;
    Buffer rbuf = bufmgr_extend(ir->rel->relfilenode, &rootblk);
    LockBuffer(rbuf, BUFFER_LOCK_EXCLUSIVE);
    Page root = BufferGetPage(rbuf);
    bt_page_init(root, level, BTP_ROOT);
    /* a key-less item is BTItemDataOffset bytes, the header padded: give it those bytes */
    union {
        BTItemData item;
        char bytes[BTItemDataOffset];
    } minus_inf;
    memset(&minus_inf, 0, sizeof(minus_inf));
    minus_inf.item.t_child = BufferGetBlockNumber(lbuf);
    minus_inf.item.t_size = BTItemDataOffset;
    if (!bt_page_add_item(root, 1, &minus_inf.item) || !bt_page_add_item(root, 2, sep))
        elog(ERROR, "btree: new root items do not fit");
    BTPageGetOpaque(lpage)->btpo_flags &= (uint16)~BTP_ROOT;
    BTMetaData *meta = BTPageGetMeta(BufferGetPage(mbuf));
    meta->btm_root = rootblk;
    meta->btm_level = level;
    MarkBufferDirty(rbuf);
    MarkBufferDirty(mbuf);
    held[nheld++] = rbuf;
    held[nheld++] = mbuf;
    wal_log_pages(ir->rel, nheld, held);
    release_all(held, nheld);
}

/* After a split of lbuf: the downlink sep (-> right page) goes to the parent or a new root. */
static void bt_insert_parent(IndexRelation ir, Buffer lbuf, const BTItemData *sep, BTStack *stack,
                             Buffer *held, int nheld)
{
    BlockNumber lblk = BufferGetBlockNumber(lbuf);
    uint32 level = BTPageGetOpaque(BufferGetPage(lbuf))->btpo_level;
    Buffer mbuf = bt_read(ir, BTREE_METAPAGE, BUFFER_LOCK_EXCLUSIVE);
    if (BTPageGetMeta(BufferGetPage(mbuf))->btm_root == lblk) {
        bt_new_root(ir, mbuf, lbuf, sep, held, nheld);
        return;
    }
    bt_unlock_release(mbuf);
    OffsetNumber off;
    Buffer pbuf = bt_find_downlink(ir, stack, level + 1, lblk, &off);
    bt_insert_onpage(ir, pbuf, (OffsetNumber)(off + 1), sep, stack, held, nheld);
}

/* Where to split n items (sizes given): the first item of the right page. */
static int bt_split_point(BTItem *items, int n, int newpos, bool rightmost, bool leaf)
{
    size_t total = 0;
    for (int i = 0; i < n; i++)
        total += MAXALIGN(items[i]->t_size) + SizeOfItemId;
    /* appending at the end of the rightmost page (ascending keys): leave the left page full */
    size_t target = (rightmost && newpos == n - 1) ? total * (leaf ? 90 : 70) / 100 : total / 2;
    size_t acc = 0;
    int k = 1;
    for (int i = 0; i < n - 1; i++) {
        acc += MAXALIGN(items[i]->t_size) + SizeOfItemId;
        k = i + 1;
        if (acc >= target)
            break;
    }
    return Max(1, Min(k, n - 1));
}

static void bt_split(IndexRelation ir, Buffer buf, OffsetNumber off, const BTItemData *newitem,
                     BTStack *stack)
{
    Page page = BufferGetPage(buf);
    BTPageOpaque op = BTPageGetOpaque(page);
    BTPageOpaqueData oldop = *op;
    bool leaf = P_ISLEAF(op);
    OffsetNumber first = P_FIRSTDATAKEY(op), max = page_max_offset(page);
    int n = max - first + 2, newpos = off - first;
    BTItem *items = palloc(sizeof(BTItem) * (size_t)n);
    for (int i = 0, o = first; i < n; i++)
        items[i] = i == newpos ? (BTItem)newitem : bt_page_item(page, (OffsetNumber)o++);
    BTItem oldhk = P_RIGHTMOST(op) ? NULL : bt_item_copy(bt_page_item(page, P_HIKEY));
    int k = bt_split_point(items, n, newpos, P_RIGHTMOST(op), leaf);
    BTItem lhk = bt_item_copy(items[k]);
    lhk->t_child = 0;

    BlockNumber rblk;
    Buffer rbuf = bufmgr_extend(ir->rel->relfilenode, &rblk);
    LockBuffer(rbuf, BUFFER_LOCK_EXCLUSIVE);
    Page rpage = BufferGetPage(rbuf);
    bt_page_init(rpage, oldop.btpo_level, (uint16)(oldop.btpo_flags & ~BTP_ROOT));
    BTPageOpaque rop = BTPageGetOpaque(rpage);
    rop->btpo_prev = BufferGetBlockNumber(buf);
    rop->btpo_next = oldop.btpo_next;
    bt_page_rebuild(rpage, items + k, n - k, oldhk);
    op->btpo_next = rblk;
    bt_page_rebuild(page, items, k, lhk);

    Buffer held[WAL_MAX_BLOCKS];
    int nheld = 0;
    held[nheld++] = buf;
    held[nheld++] = rbuf;
    if (oldop.btpo_next != P_NONE) {
        Buffer nbuf = bt_read(ir, oldop.btpo_next, BUFFER_LOCK_EXCLUSIVE);
        BTPageGetOpaque(BufferGetPage(nbuf))->btpo_prev = rblk;
        MarkBufferDirty(nbuf);
        held[nheld++] = nbuf;
    }
    MarkBufferDirty(buf);
    MarkBufferDirty(rbuf);
    BTItem sep = bt_item_copy(lhk);
    sep->t_child = rblk;
    bt_insert_parent(ir, buf, sep, stack, held, nheld);
    pfree(items);
}

/* Put item at off on the locked page buf, splitting it if it is full; held are the pages of
 * the split below (changed, locked, not yet logged), logged with this page's change. */
static void bt_insert_onpage(IndexRelation ir, Buffer buf, OffsetNumber off, const BTItemData *item,
                             BTStack *stack, Buffer *held, int nheld)
{
    if (bt_page_add_item(BufferGetPage(buf), off, item)) {
        MarkBufferDirty(buf);
        if (nheld == 0) { /* the common case, an insert alone: the item, not the page */
            wal_log_page_insert_item(ir->rel, buf, off, item, item->t_size);
            bt_unlock_release(buf);
            return;
        }
        held[nheld++] = buf;
        wal_log_pages(ir->rel, nheld, held);
        release_all(held, nheld);
        return;
    }
    if (nheld > 0) {
        wal_log_pages(ir->rel, nheld, held);
        release_all(held, nheld);
    }
    bt_split(ir, buf, off, item, stack);
}

/* What the unique check found among the entries equal to the new one. */
typedef enum BTUniqueResult {
    BT_UNIQUE_OK,       /* no live duplicate */
    BT_UNIQUE_CONFLICT, /* a committed (or own) live row */
    BT_UNIQUE_WAIT,     /* a row another transaction is inserting or deleting: *xwait */
} BTUniqueResult;

/* Look for a duplicate of these keys. first (exclusively locked) is the first leaf where one
 * could be; it stays locked. A live duplicate wins over one in progress. */
static BTUniqueResult bt_unique_conflict(IndexRelation ir, Buffer first, const BTSearchKey *pk,
                                         const Datum *values, const bool *isnull, Relation heap,
                                         TransactionId *xwait, ItemPointer waittid)
{
    Buffer buf = first;
    OffsetNumber off = bt_binsrch(ir, BufferGetPage(first), pk);
    BTUniqueResult res = BT_UNIQUE_OK;
    bool done = false;
    while (!done) {
        Page page = BufferGetPage(buf);
        BTPageOpaque op = BTPageGetOpaque(page);
        OffsetNumber max = page_max_offset(page);
        for (; off <= max && !done; off++) {
            BTItem item = bt_page_item(page, off);
            if (!bt_item_keys_equal(ir, item, values, isnull)) {
                done = true;
                break;
            }
            TransactionId xw;
            HeapLiveness l = heap_tuple_liveness(heap, &item->t_tid, &xw);
            if (l == HEAP_TUPLE_LIVE) {
                res = BT_UNIQUE_CONFLICT;
                done = true;
            } else if (l != HEAP_TUPLE_DEAD && res == BT_UNIQUE_OK) {
                res = BT_UNIQUE_WAIT;
                *xwait = xw;
                *waittid = item->t_tid;
            }
        }
        if (done || P_RIGHTMOST(op) ||
            !bt_item_keys_equal(ir, bt_page_item(page, P_HIKEY), values, isnull))
            break;
        BlockNumber next = op->btpo_next;
        if (buf != first)
            bt_unlock_release(buf);
        buf = bt_read(ir, next, BUFFER_LOCK_SHARE);
        off = P_FIRSTDATAKEY(BTPageGetOpaque(BufferGetPage(buf)));
    }
    if (buf != first)
        bt_unlock_release(buf);
    return res;
}

bool btinsert(IndexRelation ir, const Datum *values, const bool *isnull, ItemPointer heaptid,
              Relation heap, IndexUniqueCheck check)
{
    BTItem item = bt_item_form(ir, values, isnull, heaptid);
    BTSearchKey sk = {.nkeys = ir->nkeys, .has_tid = true, .tid = *heaptid};
    bool anynull = false;
    for (int i = 0; i < ir->nkeys; i++) {
        sk.values[i] = values[i];
        sk.isnull[i] = isnull[i];
        anynull |= isnull[i];
    }
    BTStack stack;
    Buffer first = InvalidBuffer, buf;
    if (check != UNIQUE_CHECK_NO && !anynull) {
        BTSearchKey pk = sk;
        pk.has_tid = false;
        for (;;) {
            first = bt_search(ir, &pk, &stack, BUFFER_LOCK_EXCLUSIVE);
            TransactionId xwait = InvalidTransactionId;
            ItemPointerData waittid = {InvalidBlockNumber, 0};
            BTUniqueResult r =
                bt_unique_conflict(ir, first, &pk, values, isnull, heap, &xwait, &waittid);
            if (r == BT_UNIQUE_OK)
                break;
            bt_unlock_release(first);
            if (check == UNIQUE_CHECK_PARTIAL) {
                pfree(item);
                return false;
            }
            if (r == BT_UNIQUE_CONFLICT)
                ereport(ERROR, errcode(ERRCODE_UNIQUE_VIOLATION),
                        errmsg("duplicate key value violates unique constraint \"%s\"",
                               ir->rel->relname),
                        errdetail("Key %s already exists.", index_key_detail(ir, values, isnull)),
                        errtable(catalog_namespace_name(heap->relnamespace), heap->relname),
                        errconstraint(ir->rel->relname));
            /* PG's _bt_doinsert: the other transaction's outcome decides; wait, then again */
            lock_wait_xid(xwait, "checking uniqueness of", waittid.ip_blkid, waittid.ip_posid,
                          heap->relname);
        }
        /* the entry goes on first or a page to its right; first stays locked meanwhile */
        buf = first;
        for (;;) {
            Page page = BufferGetPage(buf);
            BTPageOpaque op = BTPageGetOpaque(page);
            if (P_RIGHTMOST(op) || bt_compare(ir, &sk, page, P_HIKEY) < 0)
                break;
            Buffer next = bt_read(ir, op->btpo_next, BUFFER_LOCK_EXCLUSIVE);
            if (buf != first)
                bt_unlock_release(buf);
            buf = next;
        }
    } else
        buf = bt_search(ir, &sk, &stack, BUFFER_LOCK_EXCLUSIVE);
    OffsetNumber off = bt_binsrch(ir, BufferGetPage(buf), &sk);
    Buffer held[WAL_MAX_BLOCKS];
    bt_insert_onpage(ir, buf, off, item, &stack, held, 0);
    if (BufferIsValid(first) && first != buf)
        bt_unlock_release(first);
    pfree(item);
    return true;
}
