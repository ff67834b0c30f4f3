/*
 * tidbitmap.c: the TID bitmap of bitmap scans (see tidbitmap.h).
 *
 * Two hash tables keyed by number: exact pages (block -> a bit per line pointer) and lossy
 * chunks (block / 1024 -> a bit per page of those 1024). A page is lossy when its chunk bit
 * is set; an exact entry of a page that later became lossy is ignored (lossy wins). When the
 * exact pages outgrow the budget they all become lossy bits and the exact table starts over,
 * so memory stays near the budget whatever the number of tuples. Iteration sorts the block
 * numbers of both tables once and merges them.
 */
#include "index/tidbitmap.h"

#include <stdlib.h>

#include "common/elog.h"
#include "common/mcxt.h"

#define PAGE_WORDS (TBM_MAX_TUPLES_PER_PAGE / 64)
#define CHUNK_PAGES 1024
#define CHUNK_WORDS (CHUNK_PAGES / 64)

/* Every slot starts with this header; the bits follow. */
typedef struct SlotHead {
    uint32 key;
    uint32 used;
} SlotHead;

typedef struct PageSlot {
    SlotHead h;
    uint64 words[PAGE_WORDS];
} PageSlot;

typedef struct ChunkSlot {
    SlotHead h;
    uint64 words[CHUNK_WORDS];
} ChunkSlot;

/* Open addressing with linear probing; cap is a power of two. */
typedef struct HashTab {
    char *slots;
    size_t stride, cap, n;
} HashTab;

struct TIDBitmap {
    HashTab pages;  /* PageSlot */
    HashTab chunks; /* ChunkSlot */
    size_t maxpages;
    int64 nlossy; /* lossy pages (chunk bits set) */
};

static uint32 hash32(uint32 k)
{
    k *= 0x9E3779B1u;
    return k ^ (k >> 15);
}

static void tab_init(HashTab *t, size_t stride)
{
    t->stride = stride;
    t->cap = 16;
    t->n = 0;
    t->slots = palloc0(t->cap * stride);
}

static SlotHead *tab_slot(const HashTab *t, size_t i)
{
    return (SlotHead *)(t->slots + i * t->stride);
}

static void *tab_find(const HashTab *t, uint32 key)
{
    size_t mask = t->cap - 1;
    for (size_t i = hash32(key) & mask;; i = (i + 1) & mask) {
        SlotHead *s = tab_slot(t, i);
        if (!s->used)
            return NULL;
        if (s->key == key)
            return s;
    }
}

static void *tab_insert(HashTab *t, uint32 key);

static void tab_grow(HashTab *t)
{
    HashTab old = *t;
    t->cap = old.cap * 2;
    t->n = 0;
    t->slots = palloc0(t->cap * t->stride);
    for (size_t i = 0; i < old.cap; i++) {
        SlotHead *s = tab_slot(&old, i);
        if (s->used)
            memcpy(tab_insert(t, s->key), s, t->stride);
    }
    pfree(old.slots);
}

/* The slot of key, created zeroed if missing. */
static void *tab_insert(HashTab *t, uint32 key)
{
    if ((t->n + 1) * 10 > t->cap * 7)
        tab_grow(t);
    size_t mask = t->cap - 1;
    for (size_t i = hash32(key) & mask;; i = (i + 1) & mask) {
        SlotHead *s = tab_slot(t, i);
        if (!s->used) {
            memset(s, 0, t->stride);
            s->used = 1;
            s->key = key;
            t->n++;
            return s;
        }
        if (s->key == key)
            return s;
    }
}

static void tab_reset(HashTab *t)
{
    memset(t->slots, 0, t->cap * t->stride);
    t->n = 0;
}

TIDBitmap *tbm_create(size_t maxbytes)
{
    TIDBitmap *tbm = palloc0(sizeof(TIDBitmap));
    tab_init(&tbm->pages, sizeof(PageSlot));
    tab_init(&tbm->chunks, sizeof(ChunkSlot));
    /* a slot costs its size over the table's 70% load */
    tbm->maxpages = Max((size_t)16, maxbytes * 7 / 10 / sizeof(PageSlot));
    return tbm;
}

void tbm_free(TIDBitmap *tbm)
{
    if (tbm == NULL)
        return;
    pfree(tbm->pages.slots);
    pfree(tbm->chunks.slots);
    pfree(tbm);
}

static bool page_is_lossy(const TIDBitmap *tbm, BlockNumber blk)
{
    const ChunkSlot *c = tab_find(&tbm->chunks, blk / CHUNK_PAGES);
    uint32 bit = blk % CHUNK_PAGES;
    return c && ((c->words[bit / 64] >> (bit % 64)) & 1);
}

void tbm_add_page(TIDBitmap *tbm, BlockNumber blk)
{
    ChunkSlot *c = tab_insert(&tbm->chunks, blk / CHUNK_PAGES);
    uint32 bit = blk % CHUNK_PAGES;
    uint64 mask = (uint64)1 << (bit % 64);
    if (!(c->words[bit / 64] & mask)) {
        c->words[bit / 64] |= mask;
        tbm->nlossy++;
    }
}

/* Over budget: every exact page becomes lossy. */
static void tbm_lossify(TIDBitmap *tbm)
{
    for (size_t i = 0; i < tbm->pages.cap; i++) {
        SlotHead *s = tab_slot(&tbm->pages, i);
        if (s->used)
            tbm_add_page(tbm, s->key);
    }
    tab_reset(&tbm->pages);
}

void tbm_add_tuple(TIDBitmap *tbm, BlockNumber blk, OffsetNumber off)
{
    if (off < 1 || off > TBM_MAX_TUPLES_PER_PAGE)
        elog(ERROR, "tuple offset %u out of range in a TID bitmap", off);
    if (page_is_lossy(tbm, blk))
        return;
    if (tab_find(&tbm->pages, blk) == NULL && tbm->pages.n >= tbm->maxpages) {
        tbm_lossify(tbm);
        tbm_add_page(tbm, blk);
        return;
    }
    PageSlot *p = tab_insert(&tbm->pages, blk);
    p->words[(off - 1) / 64] |= (uint64)1 << ((off - 1) % 64);
}

bool tbm_is_empty(const TIDBitmap *tbm)
{
    return tbm->pages.n == 0 && tbm->nlossy == 0;
}

bool tbm_contains(const TIDBitmap *tbm, BlockNumber blk, OffsetNumber off)
{
    if (page_is_lossy(tbm, blk))
        return true;
    const PageSlot *p = tab_find(&tbm->pages, blk);
    if (p == NULL || off < 1 || off > TBM_MAX_TUPLES_PER_PAGE)
        return false;
    return (p->words[(off - 1) / 64] >> ((off - 1) % 64)) & 1;
}

int64 tbm_lossy_pages(const TIDBitmap *tbm)
{
    return tbm->nlossy;
}

int64 tbm_exact_pages(const TIDBitmap *tbm)
{
    int64 n = 0;
    for (size_t i = 0; i < tbm->pages.cap; i++) {
        SlotHead *s = tab_slot(&tbm->pages, i);
        n += s->used && !page_is_lossy(tbm, s->key);
    }
    return n;
}

/* ---------------------------------------------------------------- iteration */

struct TBMIterator {
    const TIDBitmap *tbm;
    const PageSlot **pages; /* exact, by block */
    size_t npages, pi;
    const ChunkSlot **chunks; /* by chunk number */
    size_t nchunks, ci;
    uint32 cbit; /* next bit of chunks[ci] to look at */
};

static int cmp_slot_key(const void *a, const void *b)
{
    uint32 x = (*(const SlotHead *const *)a)->key, y = (*(const SlotHead *const *)b)->key;
    return x < y ? -1 : x > y;
}

static const void **sorted_slots(const HashTab *t, size_t *n)
{
    const void **arr = palloc(sizeof(void *) * (t->n + 1));
    *n = 0;
    for (size_t i = 0; i < t->cap; i++)
        if (tab_slot(t, i)->used)
            arr[(*n)++] = tab_slot(t, i);
    qsort(arr, *n, sizeof(void *), cmp_slot_key);
    return arr;
}

TBMIterator *tbm_begin_iterate(const TIDBitmap *tbm)
{
    TBMIterator *it = palloc0(sizeof(TBMIterator));
    it->tbm = tbm;
    it->pages = (const PageSlot **)sorted_slots(&tbm->pages, &it->npages);
    it->chunks = (const ChunkSlot **)sorted_slots(&tbm->chunks, &it->nchunks);
    return it;
}

/* The next lossy block at or after the iterator's position, without consuming it. */
static bool next_lossy(TBMIterator *it, BlockNumber *blk)
{
    while (it->ci < it->nchunks) {
        const ChunkSlot *c = it->chunks[it->ci];
        while (it->cbit < CHUNK_PAGES) {
            uint64 w = c->words[it->cbit / 64] >> (it->cbit % 64);
            if (w == 0) {
                it->cbit = (it->cbit / 64 + 1) * 64;
                continue;
            }
            it->cbit += (uint32)__builtin_ctzll(w);
            *blk = c->h.key * CHUNK_PAGES + it->cbit;
            return true;
        }
        it->ci++;
        it->cbit = 0;
    }
    return false;
}

bool tbm_iterate(TBMIterator *it, TBMPageResult *out)
{
    /* exact entries of pages that became lossy are skipped */
    while (it->pi < it->npages && page_is_lossy(it->tbm, it->pages[it->pi]->h.key))
        it->pi++;
    BlockNumber lblk = 0;
    bool have_lossy = next_lossy(it, &lblk);
    bool have_exact = it->pi < it->npages;
    if (!have_lossy && !have_exact)
        return false;
    if (have_exact && (!have_lossy || it->pages[it->pi]->h.key < lblk)) {
        const PageSlot *p = it->pages[it->pi++];
        out->blk = p->h.key;
        out->lossy = false;
        memcpy(out->words, p->words, sizeof(out->words));
        return true;
    }
    it->cbit++;
    out->blk = lblk;
    out->lossy = true;
    return true;
}

void tbm_end_iterate(TBMIterator *it)
{
    if (it == NULL)
        return;
    pfree(it->pages);
    pfree(it->chunks);
    pfree(it);
}
