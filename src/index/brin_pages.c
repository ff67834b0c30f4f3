/*
 * brin_pages.c: the BRIN index's pages: metapage, revmap, regular pages of summary tuples,
 * and the summaries themselves (forming, reading, widening). brin.h draws the formats.
 *
 * The one idea: a summary is found through its range's revmap entry, and only a holder of
 * that revmap page's exclusive lock may change or move it. A summary that grows too big for
 * its page moves to the index's last page or a new one; both regular pages are then locked in
 * block order (never a revmap page after a regular one), and the revmap page, the old and the
 * new page are logged in one WAL record.
 */
#include "index/brin.h"

#include <pthread.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "storage/smgr.h"
#include "storage/wal.h"

#define META(page) ((BrinMetaData *)((page) + SizeOfPageHeaderData))
#define REVMAP(page) ((ItemPointerData *)((page) + SizeOfPageHeaderData))

static void unlock_release(Buffer buf)
{
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(buf);
}

void brin_page_init(Page page, uint16 type)
{
    page_init(page);
    PageHeader ph = (PageHeader)page;
    ph->pd_special = (uint16)(BLCKSZ - BRIN_SPECIAL_SIZE);
    ph->pd_upper = ph->pd_special;
    BrinSpecial *sp = (BrinSpecial *)(page + ph->pd_special);
    sp->type = type;
    if (type == BRIN_PAGETYPE_META)
        ph->pd_lower = (uint16)(SizeOfPageHeaderData + sizeof(BrinMetaData));
    else if (type == BRIN_PAGETYPE_REVMAP)
        ph->pd_lower =
            (uint16)(SizeOfPageHeaderData + BRIN_REVMAP_PER_PAGE * sizeof(ItemPointerData));
}

uint16 brin_page_type(Page page)
{
    PageHeader ph = (PageHeader)page;
    if (page_is_new(page) || ph->pd_special != BLCKSZ - BRIN_SPECIAL_SIZE)
        return 0;
    return ((BrinSpecial *)(page + ph->pd_special))->type;
}

/* The type of a page only pinned: a page's type never changes once set, and a page being
 * initialised reads as 0 or its final type (both fields are read atomically). */
static uint16 page_type_unlocked(Page page)
{
    PageHeader ph = (PageHeader)page;
    uint16 special = __atomic_load_n(&ph->pd_special, __ATOMIC_ACQUIRE);
    if (special != BLCKSZ - BRIN_SPECIAL_SIZE)
        return 0;
    return __atomic_load_n(&((BrinSpecial *)(page + special))->type, __ATOMIC_ACQUIRE);
}

/* ---------------------------------------------------------------- metapage and cache */

static void meta_fill(Page page, BlockNumber pages_per_range, bool autosummarize)
{
    brin_page_init(page, BRIN_PAGETYPE_META);
    BrinMetaData *m = META(page);
    m->magic = BRIN_MAGIC;
    m->version = BRIN_VERSION;
    m->pages_per_range = pages_per_range;
    m->autosummarize = autosummarize;
    m->nrevmap = 0;
}

void brin_metapage_create(IndexRelation ir, BlockNumber pages_per_range, bool autosummarize)
{
    BlockNumber blk;
    Buffer buf = bufmgr_extend(ir->rel->relfilenode, &blk);
    if (NEVER(blk != BRIN_METAPAGE)) {
        ReleaseBuffer(buf);
        elog(ERROR, "brin build: index \"%s\" is not empty", ir->rel->relname);
    }
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    meta_fill(BufferGetPage(buf), pages_per_range, autosummarize);
    MarkBufferDirty(buf);
    wal_log_pages(ir->rel, 1, &buf);
    unlock_release(buf);
}

/*
 * Crash recovery empties an UNLOGGED index's file, as its table's: the first user gives it a
 * metapage again (with the default options: an unlogged index forgets its WITH options).
 */
static void init_if_empty(IndexRelation ir)
{
    static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&init_lock);
    if (smgr_nblocks(ir->rel->relfilenode) == 0)
        brin_metapage_create(ir, BRIN_DEFAULT_PAGES_PER_RANGE, false);
    pthread_mutex_unlock(&init_lock);
}

static void cache_refresh(IndexRelation ir, BrinCache *c)
{
    Buffer buf = ReadBuffer(ir->rel->relfilenode, BRIN_METAPAGE);
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    Page page = BufferGetPage(buf);
    BrinMetaData *m = META(page);
    if (brin_page_type(page) != BRIN_PAGETYPE_META || m->magic != BRIN_MAGIC ||
        m->pages_per_range < 1 || m->nrevmap > BRIN_MAX_REVMAP_PAGES) {
        unlock_release(buf);
        ereport(ERROR, errcode(ERRCODE_INDEX_CORRUPTED),
                errmsg("index \"%s\" is not a BRIN index", ir->rel->relname));
    }
    c->pages_per_range = m->pages_per_range;
    c->autosummarize = m->autosummarize != 0;
    c->nrevmap = m->nrevmap;
    memcpy(c->revmap, m->revmap, sizeof(BlockNumber) * m->nrevmap);
    unlock_release(buf);
}

BrinCache *brin_cache(IndexRelation ir)
{
    if (ir->amcache)
        return ir->amcache;
    if (ir->rel->relpersistence == 'u')
        init_if_empty(ir);
    /* beside the IndexRelation: the current context may be a per-row one */
    MemoryContext home = mcxt_of_chunk(ir);
    BrinCache *c = mcxt_alloc0(home, sizeof(BrinCache));
    cache_refresh(ir, c);
    c->tmpcxt = mcxt_create(home, "brin");
    ir->amcache = c;
    return c;
}

/* ---------------------------------------------------------------- revmap */

/* Allocate revmap pages up to number k (the metapage lists them). */
static void revmap_extend(IndexRelation ir, BrinCache *c, uint32 k)
{
    Buffer mbuf = ReadBuffer(ir->rel->relfilenode, BRIN_METAPAGE);
    LockBuffer(mbuf, BUFFER_LOCK_EXCLUSIVE);
    BrinMetaData *m = META(BufferGetPage(mbuf));
    while (m->nrevmap <= k) {
        BlockNumber blk;
        Buffer rbuf = bufmgr_extend(ir->rel->relfilenode, &blk);
        LockBuffer(rbuf, BUFFER_LOCK_EXCLUSIVE);
        brin_page_init(BufferGetPage(rbuf), BRIN_PAGETYPE_REVMAP);
        m->revmap[m->nrevmap++] = blk;
        MarkBufferDirty(rbuf);
        MarkBufferDirty(mbuf);
        Buffer both[2] = {mbuf, rbuf};
        wal_log_pages(ir->rel, 2, both);
        unlock_release(rbuf);
    }
    c->nrevmap = m->nrevmap;
    memcpy(c->revmap, m->revmap, sizeof(BlockNumber) * m->nrevmap);
    unlock_release(mbuf);
}

Buffer brin_revmap_buffer(IndexRelation ir, uint32 rangeno, BufferLockMode mode, bool create)
{
    BrinCache *c = brin_cache(ir);
    uint32 k = rangeno / (uint32)BRIN_REVMAP_PER_PAGE;
    if (k >= BRIN_MAX_REVMAP_PAGES) {
        if (!create)
            return InvalidBuffer;
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("index \"%s\" cannot summarize more than %zu page ranges",
                       ir->rel->relname, (size_t)BRIN_MAX_REVMAP_PAGES * BRIN_REVMAP_PER_PAGE),
                errhint("Use a larger pages_per_range."));
    }
    if (k >= c->nrevmap)
        cache_refresh(ir, c);
    if (k >= c->nrevmap) {
        if (!create)
            return InvalidBuffer;
        revmap_extend(ir, c, k);
    }
    Buffer buf = ReadBuffer(ir->rel->relfilenode, c->revmap[k]);
    LockBuffer(buf, mode);
    return buf;
}

ItemPointerData *brin_revmap_entry(Buffer revbuf, uint32 rangeno)
{
    return REVMAP(BufferGetPage(revbuf)) + rangeno % (uint32)BRIN_REVMAP_PER_PAGE;
}

/* Block 0 is the metapage: an entry naming it is empty. */
static bool entry_valid(const ItemPointerData *e)
{
    return e->ip_blkid != BRIN_METAPAGE && e->ip_posid != InvalidOffsetNumber;
}

/* ---------------------------------------------------------------- summaries */

void brin_memtuple_init(IndexRelation ir, BrinMemTuple *mt, BlockNumber blkno)
{
    mt->blkno = blkno;
    mt->placeholder = false;
    mt->ncols = ir->nkeys;
    for (int i = 0; i < ir->nkeys; i++) {
        mt->cols[i].allnulls = true;
        mt->cols[i].hasnulls = false;
        mt->cols[i].min = mt->cols[i].max = (Datum)0;
    }
}

static Datum copy_value(const IndexKeyInfo *k, Datum v)
{
    if (k->typbyval)
        return v;
    size_t n = index_value_size(k, v);
    char *p = palloc(n);
    memcpy(p, DatumGetPointer(v), n);
    return PointerGetDatum(p);
}

bool brin_add_value(IndexRelation ir, BrinMemTuple *mt, int col, Datum value, bool isnull)
{
    BrinColumn *c = &mt->cols[col];
    const IndexKeyInfo *k = &ir->keys[col];
    if (isnull) {
        if (c->hasnulls)
            return false;
        c->hasnulls = true;
        return true;
    }
    if (c->allnulls) {
        c->min = c->max = copy_value(k, value);
        c->allnulls = false;
        return true;
    }
    bool changed = false;
    if (index_cmp_datum(k, value, c->min) < 0) {
        c->min = copy_value(k, value);
        changed = true;
    }
    if (index_cmp_datum(k, value, c->max) > 0) {
        c->max = copy_value(k, value);
        changed = true;
    }
    return changed;
}

bool brin_union(IndexRelation ir, BrinMemTuple *a, const BrinMemTuple *b)
{
    bool changed = false;
    for (int i = 0; i < ir->nkeys; i++) {
        const BrinColumn *bc = &b->cols[i];
        if (bc->hasnulls)
            changed |= brin_add_value(ir, a, i, (Datum)0, true);
        if (!bc->allnulls) {
            changed |= brin_add_value(ir, a, i, bc->min, false);
            changed |= brin_add_value(ir, a, i, bc->max, false);
        }
    }
    return changed;
}

static BrinTuple form_tuple(IndexRelation ir, const BrinMemTuple *mt)
{
    size_t size = BrinTupleDataOffset;
    for (int i = 0; i < ir->nkeys; i++) {
        const BrinColumn *c = &mt->cols[i];
        if (c->allnulls)
            continue;
        size = index_align_for(ir->keys[i].typalign, size) + index_value_size(&ir->keys[i], c->min);
        size = index_align_for(ir->keys[i].typalign, size) + index_value_size(&ir->keys[i], c->max);
    }
    if (size > BrinMaxItemSize)
        ereport(ERROR, errcode(ERRCODE_PROGRAM_LIMIT_EXCEEDED),
                errmsg("index row size %zu exceeds maximum %zu for index \"%s\"", size,
                       BrinMaxItemSize, ir->rel->relname));
    BrinTuple t = palloc0(size);
    t->bt_blkno = mt->blkno;
    t->bt_size = (uint16)size;
    t->bt_flags = mt->placeholder ? BRIN_PLACEHOLDER : 0;
    size_t off = BrinTupleDataOffset;
    for (int i = 0; i < ir->nkeys; i++) {
        const BrinColumn *c = &mt->cols[i];
        if (c->hasnulls)
            t->bt_hasnulls |= 1u << i;
        if (c->allnulls) {
            t->bt_allnulls |= 1u << i;
            continue;
        }
        const IndexKeyInfo *k = &ir->keys[i];
        off = index_align_for(k->typalign, off);
        index_store_value((char *)t + off, k, c->min);
        off += index_value_size(k, c->min);
        off = index_align_for(k->typalign, off);
        index_store_value((char *)t + off, k, c->max);
        off += index_value_size(k, c->max);
    }
    return t;
}

/* Values are copied out: the summary outlives the page lock. */
static void deform_tuple(IndexRelation ir, const BrinTupleData *t, BrinMemTuple *mt)
{
    brin_memtuple_init(ir, mt, t->bt_blkno);
    mt->placeholder = (t->bt_flags & BRIN_PLACEHOLDER) != 0;
    size_t off = BrinTupleDataOffset;
    for (int i = 0; i < ir->nkeys; i++) {
        BrinColumn *c = &mt->cols[i];
        c->hasnulls = (t->bt_hasnulls & (1u << i)) != 0;
        c->allnulls = (t->bt_allnulls & (1u << i)) != 0;
        if (c->allnulls)
            continue;
        const IndexKeyInfo *k = &ir->keys[i];
        off = index_align_for(k->typalign, off);
        c->min = copy_value(k, index_fetch_value((const char *)t + off, k));
        off += index_value_size(k, c->min);
        off = index_align_for(k->typalign, off);
        c->max = copy_value(k, index_fetch_value((const char *)t + off, k));
        off += index_value_size(k, c->max);
    }
}

bool brin_get_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno, BrinMemTuple *out)
{
    ItemPointerData e = *brin_revmap_entry(revbuf, rangeno);
    if (!entry_valid(&e))
        return false;
    Buffer buf = ReadBuffer(ir->rel->relfilenode, e.ip_blkid);
    LockBuffer(buf, BUFFER_LOCK_SHARE);
    uint32 len;
    BrinTuple t = page_get_item(BufferGetPage(buf), e.ip_posid, &len);
    BlockNumber want = rangeno * brin_cache(ir)->pages_per_range;
    if (t == NULL || len < sizeof(BrinTupleData) || t->bt_blkno != want) {
        unlock_release(buf);
        ereport(ERROR, errcode(ERRCODE_INDEX_CORRUPTED),
                errmsg("corrupted BRIN index \"%s\": range map entry of block %u points at "
                       "(%u,%u)",
                       ir->rel->relname, want, e.ip_blkid, e.ip_posid));
    }
    deform_tuple(ir, t, out);
    unlock_release(buf);
    return true;
}

/* ---------------------------------------------------------------- storing */

/* Put item at line pointer off in place of what is there (other items keep their line
 * pointers); false, page untouched, if it does not fit. */
static bool page_replace_item(Page page, OffsetNumber off, const void *item, size_t size)
{
    uint32 len;
    void *old = page_get_item(page, off, &len);
    if (old == NULL)
        return false;
    PageHeader ph = (PageHeader)page;
    if (MAXALIGN(len) == MAXALIGN(size)) {
        memcpy(old, item, size);
        ph->pd_linp[off - 1] = ItemIdMake(ItemIdGetOffset(ph->pd_linp[off - 1]), LP_NORMAL, size);
        return true;
    }
    char tmp[BLCKSZ];
    memcpy(tmp, page, BLCKSZ);
    PageHeader th = (PageHeader)tmp;
    OffsetNumber o = off;
    page_vacuum_items(tmp, &o, 1);
    OffsetNumber max = page_max_offset(tmp);
    size_t lp_need = off > max ? (size_t)(off - max) * SizeOfItemId : 0;
    if ((size_t)th->pd_upper < (size_t)th->pd_lower + lp_need + MAXALIGN(size))
        return false;
    for (OffsetNumber i = (OffsetNumber)(max + 1); i < off; i++) {
        th->pd_linp[i - 1] = ItemIdMake(0, LP_UNUSED, 0);
        th->pd_flags |= PD_HAS_FREE_LINES;
    }
    if (off > max)
        th->pd_lower = (uint16)(SizeOfPageHeaderData + (size_t)off * SizeOfItemId);
    th->pd_upper = (uint16)(th->pd_upper - MAXALIGN(size));
    memcpy(tmp + th->pd_upper, item, size);
    th->pd_linp[off - 1] = ItemIdMake(th->pd_upper, LP_NORMAL, size);
    memcpy(page, tmp, BLCKSZ);
    return true;
}

/* A regular page that may take need bytes, pinned but not locked: the index's last page if it
 * is a regular page other than avoid (and !fresh), else a new one. */
static Buffer target_page(IndexRelation ir, BlockNumber avoid, bool fresh)
{
    BlockNumber n = smgr_nblocks(ir->rel->relfilenode);
    if (!fresh && n > 1 && n - 1 != avoid) {
        Buffer buf = ReadBuffer(ir->rel->relfilenode, n - 1);
        if (page_type_unlocked(BufferGetPage(buf)) == BRIN_PAGETYPE_REGULAR)
            return buf;
        ReleaseBuffer(buf);
    }
    BlockNumber blk;
    Buffer buf = bufmgr_extend(ir->rel->relfilenode, &blk);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    if (page_is_new(BufferGetPage(buf)))
        brin_page_init(BufferGetPage(buf), BRIN_PAGETYPE_REGULAR);
    MarkBufferDirty(buf);
    LockBuffer(buf, BUFFER_LOCK_UNLOCK); /* locked again in block order below */
    return buf;
}

/* Add the tuple on a page other than oldblk's (oldbuf pinned, unlocked, or InvalidBuffer),
 * removing it from oldoff there, and point the revmap entry at it; logged. */
static void put_elsewhere(IndexRelation ir, Buffer revbuf, ItemPointerData *e, const BrinTuple t,
                          Buffer oldbuf, OffsetNumber oldoff)
{
    BlockNumber oldblk = BufferIsValid(oldbuf) ? BufferGetBlockNumber(oldbuf) : InvalidBlockNumber;
    bool fresh = false;
    for (;;) {
        Buffer tbuf = target_page(ir, oldblk, fresh);
        BlockNumber tblk = BufferGetBlockNumber(tbuf);
        if (BufferIsValid(oldbuf) && oldblk < tblk)
            LockBuffer(oldbuf, BUFFER_LOCK_EXCLUSIVE);
        LockBuffer(tbuf, BUFFER_LOCK_EXCLUSIVE);
        if (BufferIsValid(oldbuf) && oldblk > tblk)
            LockBuffer(oldbuf, BUFFER_LOCK_EXCLUSIVE);
        Page tpage = BufferGetPage(tbuf);
        OffsetNumber newoff = brin_page_type(tpage) == BRIN_PAGETYPE_REGULAR
                                  ? page_add_item(tpage, t, t->bt_size)
                                  : InvalidOffsetNumber;
        if (newoff == InvalidOffsetNumber) {
            if (BufferIsValid(oldbuf))
                LockBuffer(oldbuf, BUFFER_LOCK_UNLOCK);
            unlock_release(tbuf);
            fresh = true;
            continue;
        }
        Buffer bufs[3];
        int n = 0;
        bufs[n++] = revbuf;
        bufs[n++] = tbuf;
        if (BufferIsValid(oldbuf)) {
            page_vacuum_items(BufferGetPage(oldbuf), &oldoff, 1);
            MarkBufferDirty(oldbuf);
            bufs[n++] = oldbuf;
        }
        e->ip_blkid = tblk;
        e->ip_posid = newoff;
        MarkBufferDirty(tbuf);
        MarkBufferDirty(revbuf);
        wal_log_pages(ir->rel, n, bufs);
        unlock_release(tbuf);
        if (BufferIsValid(oldbuf))
            LockBuffer(oldbuf, BUFFER_LOCK_UNLOCK);
        return;
    }
}

void brin_put_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno, const BrinMemTuple *mt)
{
    BrinTuple t = form_tuple(ir, mt);
    ItemPointerData *e = brin_revmap_entry(revbuf, rangeno);
    if (!entry_valid(e)) {
        put_elsewhere(ir, revbuf, e, t, InvalidBuffer, InvalidOffsetNumber);
        pfree(t);
        return;
    }
    Buffer buf = ReadBuffer(ir->rel->relfilenode, e->ip_blkid);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    if (page_replace_item(BufferGetPage(buf), e->ip_posid, t, t->bt_size)) {
        MarkBufferDirty(buf);
        wal_log_pages(ir->rel, 1, &buf);
        unlock_release(buf);
        pfree(t);
        return;
    }
    LockBuffer(buf, BUFFER_LOCK_UNLOCK);
    put_elsewhere(ir, revbuf, e, t, buf, e->ip_posid);
    ReleaseBuffer(buf);
    pfree(t);
}

bool brin_remove_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno)
{
    ItemPointerData *e = brin_revmap_entry(revbuf, rangeno);
    if (!entry_valid(e))
        return false;
    Buffer buf = ReadBuffer(ir->rel->relfilenode, e->ip_blkid);
    LockBuffer(buf, BUFFER_LOCK_EXCLUSIVE);
    OffsetNumber off = e->ip_posid;
    page_vacuum_items(BufferGetPage(buf), &off, 1);
    e->ip_blkid = BRIN_METAPAGE;
    e->ip_posid = InvalidOffsetNumber;
    MarkBufferDirty(buf);
    MarkBufferDirty(revbuf);
    Buffer bufs[2] = {revbuf, buf};
    wal_log_pages(ir->rel, 2, bufs);
    unlock_release(buf);
    return true;
}
