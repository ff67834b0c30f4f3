/*
 * brin.h: the BRIN (block range index) access method's page format and internal interface.
 *
 * A BRIN index keeps, per range of pages_per_range consecutive heap pages, one summary tuple:
 * per key column the smallest and largest non-NULL value seen in the range and whether NULLs
 * were seen (PG's minmax operator classes). A scan returns every page of each range whose
 * summary is consistent with the conditions, lossy, for a Bitmap Heap Scan to re-check; a
 * range without a summary is always returned.
 *
 * Pages (8 KB, storage/page.h headers; the special space holds the page type):
 *   block 0    metapage: BrinMetaData (pages_per_range, autosummarize, revmap block list)
 *   revmap     arrays of ItemPointerData: entry r % BRIN_REVMAP_PER_PAGE of revmap page
 *              r / BRIN_REVMAP_PER_PAGE points at range r's summary tuple (invalid: none).
 *              Revmap pages are allocated anywhere in the file when first needed and listed
 *              in the metapage (unlike PG, which keeps them contiguous and moves tuples away).
 *   regular    slotted pages of summary tuples (BrinTupleData + values)
 *
 * Locking: metapage, then a revmap page, then regular pages (two at once only when a grown
 * tuple moves, in block order). Whoever changes range r's summary holds r's revmap page
 * exclusively, so a summary never changes or moves under a reader holding that page shared.
 * Every change is WAL-logged with images of all pages it touched, in one record, under their
 * locks (wal_log_pages), as the B-tree does.
 *
 * Summary tuple (MAXALIGNed item on a regular page):
 *   OFFSET SIZE DESCRIPTION
 *        0    4 bt_blkno: first heap block of the range
 *        4    2 bt_size: total bytes
 *        6    2 bt_flags: BRIN_PLACEHOLDER while a summarization is in progress
 *        8    4 bt_allnulls: bit i: column i has no non-NULL value (no min/max stored)
 *       12    4 bt_hasnulls: bit i: column i has a NULL
 *       16      min and max of every column without its allnulls bit, laid out as B-tree
 *               keys (index_store_value)
 */
#ifndef BASALT_BRIN_H
#define BASALT_BRIN_H

#include "index/indexam.h"
#include "common/mcxt.h"
#include "storage/bufmgr.h"
#include "storage/page.h"

#define BRIN_METAPAGE 0
#define BRIN_MAGIC 0xA8109CFAu
#define BRIN_VERSION 1
#define BRIN_DEFAULT_PAGES_PER_RANGE 128
#define BRIN_MAX_PAGES_PER_RANGE 131072

#define BRIN_PAGETYPE_META 0xF091
#define BRIN_PAGETYPE_REVMAP 0xF092
#define BRIN_PAGETYPE_REGULAR 0xF093

typedef struct BrinSpecial {
    uint16 type;
    uint16 flags;
    uint32 pad;
} BrinSpecial;

#define BRIN_SPECIAL_SIZE MAXALIGN(sizeof(BrinSpecial))
#define BRIN_MAX_REVMAP_PAGES 2000
#define BRIN_REVMAP_PER_PAGE                                                                       \
    ((BLCKSZ - SizeOfPageHeaderData - BRIN_SPECIAL_SIZE) / sizeof(ItemPointerData))

typedef struct BrinMetaData {
    uint32 magic;
    uint32 version;
    BlockNumber pages_per_range;
    uint32 autosummarize;
    uint32 nrevmap; /* revmap pages allocated: revmap[0 .. nrevmap-1] */
    BlockNumber revmap[BRIN_MAX_REVMAP_PAGES];
} BrinMetaData;

#define BRIN_PLACEHOLDER 0x0001

typedef struct BrinTupleData {
    BlockNumber bt_blkno;
    uint16 bt_size;
    uint16 bt_flags;
    uint32 bt_allnulls;
    uint32 bt_hasnulls;
} BrinTupleData;
typedef BrinTupleData *BrinTuple;

#define BrinTupleDataOffset MAXALIGN(sizeof(BrinTupleData))
/* The largest summary: what an empty regular page holds (PG's limit). */
#define BrinMaxItemSize                                                                            \
    ((size_t)(BLCKSZ - MAXALIGN(SizeOfPageHeaderData + SizeOfItemId) - BRIN_SPECIAL_SIZE))

/* A summary in memory. Values are palloc'd copies (mem_cxt) or by-value. */
typedef struct BrinColumn {
    bool allnulls;
    bool hasnulls;
    Datum min, max;
} BrinColumn;

typedef struct BrinMemTuple {
    BlockNumber blkno;
    bool placeholder;
    int ncols;
    BrinColumn cols[INDEX_MAX_KEYS];
} BrinMemTuple;

/* What an open BRIN index caches for its statement (IndexRelation.amcache). */
typedef struct BrinCache {
    BlockNumber pages_per_range;
    bool autosummarize;
    uint32 nrevmap;
    BlockNumber revmap[BRIN_MAX_REVMAP_PAGES];
    MemoryContext tmpcxt; /* summaries of one operation, reset by its start */
} BrinCache;

/* brin_pages.c: pages, summary tuples, the revmap */
void brin_page_init(Page page, uint16 type);
uint16 brin_page_type(Page page);
BrinCache *brin_cache(IndexRelation ir);
void brin_metapage_create(IndexRelation ir, BlockNumber pages_per_range, bool autosummarize);
/* The revmap page of range r locked in mode; InvalidBuffer if it has none (and !create). */
Buffer brin_revmap_buffer(IndexRelation ir, uint32 rangeno, BufferLockMode mode, bool create);
ItemPointerData *brin_revmap_entry(Buffer revbuf, uint32 rangeno);
/* Range r's summary (revmap page held by the caller, any mode); false if none. */
bool brin_get_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno, BrinMemTuple *out);
/* Store range r's summary (revmap page held exclusively): in place, or moved; logged. */
void brin_put_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno, const BrinMemTuple *mt);
/* Remove range r's summary (revmap page held exclusively); false if it had none. */
bool brin_remove_summary(IndexRelation ir, Buffer revbuf, uint32 rangeno);
void brin_memtuple_init(IndexRelation ir, BrinMemTuple *mt, BlockNumber blkno);
/* Widen the summary by one value; true if it changed. */
bool brin_add_value(IndexRelation ir, BrinMemTuple *mt, int col, Datum value, bool isnull);
/* Widen a by everything b covers; true if a changed. */
bool brin_union(IndexRelation ir, BrinMemTuple *a, const BrinMemTuple *b);

/* brin.c: the access method */
IndexBuildResult brinbuild(Relation heap, IndexRelation ir);
bool brininsert(IndexRelation ir, const Datum *values, const bool *isnull, ItemPointer heaptid,
                Relation heap, IndexUniqueCheck check);
IndexScanDesc brinbeginscan(IndexRelation ir);
void brinrescan(IndexScanDesc scan, const ScanKeyData *keys, int nkeys);
int64 bringetbitmap(IndexScanDesc scan, TIDBitmap *tbm);
void brinendscan(IndexScanDesc scan);
IndexBulkDeleteResult brinbulkdelete(IndexRelation ir, IndexBulkDeleteCallback cb, void *state);
void brinvacuumcleanup(IndexRelation ir, Relation heap);
void brincostestimate(IndexRelation ir, const IndexCostInput *in, IndexCostOutput *out);
char *brinoptions(const char *name, const char *value);
bool brinhasopclass(Oid typid);

/*
 * The SQL functions' work (the caller checked that ir is a BRIN index and locked its table):
 * summarize every range without a summary (include_partial: also the last, incomplete one),
 * returning how many; summarize the range holding heap block blk (0 or 1); remove the summary
 * of that range.
 */
int brin_summarize_new(IndexRelation ir, Relation heap, bool include_partial);
int brin_summarize_block(IndexRelation ir, Relation heap, BlockNumber blk);
void brin_desummarize_block(IndexRelation ir, Relation heap, BlockNumber blk);

extern const IndexAmRoutine brin_am_routine;

#endif /* BASALT_BRIN_H */
