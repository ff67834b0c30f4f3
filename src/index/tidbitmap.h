/*
 * tidbitmap.h: a set of heap tuple ids (tids) built by bitmap index scans and read back in
 * heap block order by a Bitmap Heap Scan.
 *
 * Each heap page is either exact (a bit per line pointer: exactly those tuples) or lossy
 * (every tuple of the page may match, so the reader re-checks the conditions). BRIN only ever
 * adds lossy pages. The exact pages are bounded by a memory budget (work_mem): past it every
 * exact page is turned into a lossy one, which costs a bit per page, as PG's tidbitmap does.
 */
#ifndef BASALT_TIDBITMAP_H
#define BASALT_TIDBITMAP_H

#include "storage/heapam.h"
#include "storage/page.h"

/* Line pointers a heap page can have (8 KB page, 4-byte line pointers): bits per exact page. */
#define TBM_MAX_TUPLES_PER_PAGE 2048

typedef struct TIDBitmap TIDBitmap;

/* A bitmap whose exact pages use at most about maxbytes (work_mem) before turning lossy. */
TIDBitmap *tbm_create(size_t maxbytes);
void tbm_free(TIDBitmap *tbm);
void tbm_add_tuple(TIDBitmap *tbm, BlockNumber blk, OffsetNumber off);
/* Every tuple of the page (lossy). */
void tbm_add_page(TIDBitmap *tbm, BlockNumber blk);
bool tbm_is_empty(const TIDBitmap *tbm);
/* Does the set hold (blk, off)? A lossy page holds every offset. */
bool tbm_contains(const TIDBitmap *tbm, BlockNumber blk, OffsetNumber off);
int64 tbm_exact_pages(const TIDBitmap *tbm);
int64 tbm_lossy_pages(const TIDBitmap *tbm);

/* One page of the set, in ascending block order. */
typedef struct TBMPageResult {
    BlockNumber blk;
    bool lossy;
    uint64 words[TBM_MAX_TUPLES_PER_PAGE / 64]; /* exact: bit off-1 set for each tuple */
} TBMPageResult;

typedef struct TBMIterator TBMIterator;
/* The bitmap must not change while iterated. */
TBMIterator *tbm_begin_iterate(const TIDBitmap *tbm);
bool tbm_iterate(TBMIterator *it, TBMPageResult *out); /* false at the end */
void tbm_end_iterate(TBMIterator *it);

static inline bool tbm_result_has(const TBMPageResult *r, OffsetNumber off)
{
    if (r->lossy)
        return true;
    if (off < 1 || off > TBM_MAX_TUPLES_PER_PAGE)
        return false;
    return (r->words[(off - 1) / 64] >> ((off - 1) % 64)) & 1;
}

#endif /* BASALT_TIDBITMAP_H */
