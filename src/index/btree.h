/*
 * btree.h: the B-tree access method's page format and internal interface (btree*.c).
 *
 * A Lehman-Yao B-tree over 8 KB buffer-pool pages. Block 0 is the metapage (where the root
 * is); every other page is a slotted page (storage/page.h) whose special space holds the
 * sibling links and level. Every page but the rightmost of its level starts with a high key
 * (item 1): an upper bound for the keys on the page, equal to the first key of its right
 * sibling. A reader that finds its key >= the high key moves right, so a split, which moves
 * the upper half of a page to a new right sibling before the parent learns of it, never hides
 * a key from anyone holding only one page lock at a time.
 *
 * Keys are the index columns followed by the heap tid as a last, hidden column, so every entry
 * is unique (duplicates sort by tid) and a split point is always clean. On internal pages
 * the first data item's key is minus infinity: only its downlink matters.
 *
 * Special space (BTPageOpaqueData, at pd_special):
 *   OFFSET SIZE DESCRIPTION
 *        0    4 btpo_prev: left sibling (P_NONE if leftmost)
 *        4    4 btpo_next: right sibling (P_NONE if rightmost)
 *        8    4 btpo_level: 0 for leaves
 *       12    2 btpo_flags: BTP_*
 * Item (BTItemData, then key values laid out like heap tuple data, each aligned by attalign):
 *        0    8 t_tid: heap tid (leaf entry; on internal pages the separator's tid)
 *        8    4 t_child: downlink (internal pages), else 0
 *       12    2 t_size: total bytes
 *       14    2 t_natts: key columns stored (0: minus infinity)
 *       16    4 t_nulls: bit i set if key column i is NULL
 *       24      data
 * Metapage: BTMetaData just after the page header. An empty tree is its metapage alone
 * (btm_root P_NONE, as PG's): the first insert adds the root leaf.
 */
#ifndef BASALT_BTREE_H
#define BASALT_BTREE_H

#include "index/indexam.h"
#include "storage/bufmgr.h"

#define BTREE_METAPAGE 0
#define BTREE_MAGIC 0x053162
#define BTREE_VERSION 4
#define P_NONE 0 /* no sibling: block 0 is the metapage, never a sibling */

#define BTP_LEAF 0x0001
#define BTP_ROOT 0x0002
#define BTP_META 0x0008

typedef struct BTMetaData {
    uint32 btm_magic;
    uint32 btm_version;
    BlockNumber btm_root;
    uint32 btm_level;
} BTMetaData;

typedef struct BTPageOpaqueData {
    BlockNumber btpo_prev;
    BlockNumber btpo_next;
    uint32 btpo_level;
    uint16 btpo_flags;
    uint16 btpo_pad;
} BTPageOpaqueData;
typedef BTPageOpaqueData *BTPageOpaque;

typedef struct BTItemData {
    ItemPointerData t_tid;
    BlockNumber t_child;
    uint16 t_size;
    uint16 t_natts;
    uint32 t_nulls;
} BTItemData;
typedef BTItemData *BTItem;

#define BTItemDataOffset MAXALIGN(sizeof(BTItemData))
#define BT_MAX_ITEMS_PER_PAGE (BLCKSZ / (BTItemDataOffset + SizeOfItemId) + 1)
/* The largest entry: about a third of a page, as PG, so that a split always works. */
#define BTMaxItemSize ((size_t)2704)

#define BTPageGetOpaque(page) ((BTPageOpaque)((page) + ((PageHeader)(page))->pd_special))
#define BTPageGetMeta(page) ((BTMetaData *)((page) + SizeOfPageHeaderData))
#define P_RIGHTMOST(op) ((op)->btpo_next == P_NONE)
#define P_LEFTMOST(op) ((op)->btpo_prev == P_NONE)
#define P_ISLEAF(op) (((op)->btpo_flags & BTP_LEAF) != 0)
#define P_HIKEY ((OffsetNumber)1)
#define P_FIRSTDATAKEY(op) (P_RIGHTMOST(op) ? (OffsetNumber)1 : (OffsetNumber)2)

/*
 * A search key: the first nkeys index columns (in index order: DESC and NULLS options apply)
 * and, if has_tid, the heap tid. When the columns given compare equal to an item's and there
 * is no tid to decide, the key sorts before such items (nextkey false: "first item >= key")
 * or after them (nextkey true: "first item > key").
 */
typedef struct BTSearchKey {
    int nkeys;
    Datum values[INDEX_MAX_KEYS];
    bool isnull[INDEX_MAX_KEYS];
    bool has_tid;
    ItemPointerData tid;
    bool nextkey;
} BTSearchKey;

/* The internal pages a descent went through (for inserting downlinks after a split). */
#define BT_MAX_LEVELS 32
typedef struct BTStack {
    uint32 nlevels;                 /* levels 0 .. nlevels-1 were visited */
    BlockNumber blk[BT_MAX_LEVELS]; /* blk[l]: the page visited at level l (leaf = 0) */
} BTStack;

/* btree_page.c: pages, items, comparisons */
void bt_page_init(Page page, uint32 level, uint16 flags);
void bt_meta_init(Page page, BlockNumber root, uint32 level);
BTItem bt_item_form(IndexRelation ir, const Datum *values, const bool *isnull,
                    ItemPointer heaptid);
BTItem bt_item_copy(const BTItemData *item);
void bt_item_deform(IndexRelation ir, const BTItemData *item, Datum *values, bool *isnull);
BTItem bt_page_item(Page page, OffsetNumber off);
bool bt_page_add_item(Page page, OffsetNumber off, const BTItemData *item);
size_t bt_page_free(Page page);
/* Replace a page's items: optional high key, then n items (page keeps its opaque). */
void bt_page_rebuild(Page page, BTItem *items, int n, const BTItemData *highkey);
int bt_compare(IndexRelation ir, const BTSearchKey *sk, Page page, OffsetNumber off);
int bt_item_compare(IndexRelation ir, const BTItemData *a, const BTItemData *b);
OffsetNumber bt_binsrch(IndexRelation ir, Page page, const BTSearchKey *sk);
int bt_column_compare(const IndexKeyInfo *k, Datum a, bool anull, Datum b, bool bnull);
bool bt_item_keys_equal(IndexRelation ir, const BTItemData *item, const Datum *values,
                        const bool *isnull);

/* btree_insert.c: descent and insertion */
Buffer bt_getroot(IndexRelation ir, uint32 *level, bool create);
/* The root's level (0: a single leaf, or an empty tree), PG's _bt_getrootheight. */
uint32 bt_root_level(IndexRelation ir);
Buffer bt_moveright(IndexRelation ir, Buffer buf, const BTSearchKey *sk, BufferLockMode mode);
Buffer bt_search(IndexRelation ir, const BTSearchKey *sk, BTStack *stack, BufferLockMode mode);
bool btinsert(IndexRelation ir, const Datum *values, const bool *isnull, ItemPointer heaptid,
              Relation heap, IndexUniqueCheck check);
void bt_unlock_release(Buffer buf);
Buffer bt_read(IndexRelation ir, BlockNumber blk, BufferLockMode mode);
BlockNumber bt_leftmost(IndexRelation ir, uint32 level); /* unlocked block number */

/* btree_scan.c */
IndexScanDesc btbeginscan(IndexRelation ir);
void btrescan(IndexScanDesc scan, const ScanKeyData *keys, int nkeys);
bool btgettuple(IndexScanDesc scan, ScanDirection dir);
bool btcanreturn(IndexRelation ir, int attno); /* every column: entries store the values */
int64 btgetbitmap(IndexScanDesc scan, TIDBitmap *tbm);
void btendscan(IndexScanDesc scan);

/* btree_build.c: bulk build, bulk delete, cost, options */
IndexBuildResult btbuild(Relation heap, IndexRelation ir);
IndexBulkDeleteResult btbulkdelete(IndexRelation ir, IndexBulkDeleteCallback cb, void *state);
void btcostestimate(IndexRelation ir, const IndexCostInput *in, IndexCostOutput *out);
char *btoptions(const char *name, const char *value);

extern const IndexAmRoutine btree_am_routine;

#endif /* BASALT_BTREE_H */
