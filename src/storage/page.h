/*
 * page.h: the format of an 8 KB slotted heap page.
 *
 * A page is a header, then an array of 4-byte line pointers growing down the page from the
 * header, then free space, then the tuples themselves growing up from the end of the page (or
 * from the special space, which heap pages leave empty). A tuple is named by its page number and
 * its 1-based line pointer number, so tuples can move inside a page (a later VACUUM compacts
 * them) without changing their name.
 *
 * Page header (all integers in host byte order):
 *
 *   OFFSET  SIZE  DESCRIPTION
 *        0     8  pd_lsn: LSN of the last WAL record that changed the page (0 until WAL exists)
 *        8     2  pd_checksum: page_checksum() of the page as written, never 0 once written
 *       10     2  pd_flags: PD_* bits below
 *       12     2  pd_lower: offset of the end of the line pointer array (start of free space)
 *       14     2  pd_upper: offset of the start of tuple space (end of free space)
 *       16     2  pd_special: offset of the special space (BLCKSZ on heap pages)
 *       18     2  pd_pagesize_version: BLCKSZ | PG_PAGE_LAYOUT_VERSION
 *       20     4  pd_reserved: zero
 *       24     8  pd_prune_xid: oldest xid that deleted a tuple here (hint for VACUUM), or 0
 *       32       line pointers, 4 bytes each, item 1 first
 *
 * Line pointer (one uint32): bits 0-14 lp_off (offset of the item from the page start),
 * bits 15-16 lp_flags (LP_*), bits 17-31 lp_len (byte length of the item).
 *
 * Invariants: SizeOfPageHeaderData <= pd_lower <= pd_upper <= pd_special <= BLCKSZ; items are
 * MAXALIGNed; an all-zero page is a valid "new" page (an extension not yet initialised).
 */
#ifndef BASALT_PAGE_H
#define BASALT_PAGE_H

#include "common/basalt.h"

#define BLCKSZ 8192
#define PG_PAGE_LAYOUT_VERSION 4

typedef char *Page;
typedef uint16 OffsetNumber; /* 1-based line pointer number */
#define InvalidOffsetNumber ((OffsetNumber)0)
#define FirstOffsetNumber ((OffsetNumber)1)

typedef struct PageHeaderData {
    uint64 pd_lsn;
    uint16 pd_checksum;
    uint16 pd_flags;
    uint16 pd_lower;
    uint16 pd_upper;
    uint16 pd_special;
    uint16 pd_pagesize_version;
    uint32 pd_reserved;
    uint64 pd_prune_xid;
    uint32 pd_linp[]; /* line pointers */
} PageHeaderData;
typedef PageHeaderData *PageHeader;

#define SizeOfPageHeaderData ((size_t)offsetof(PageHeaderData, pd_linp))
#define SizeOfItemId ((size_t)sizeof(uint32))

#define PD_HAS_FREE_LINES 0x0001 /* some line pointers are LP_UNUSED */
#define PD_PAGE_FULL 0x0002      /* an insert found no room */
#define PD_ALL_VISIBLE 0x0004    /* every tuple is visible to all (visibilitymap.h) */

#define LP_UNUSED 0   /* free line pointer */
#define LP_NORMAL 1   /* used, lp_len > 0 */
#define LP_REDIRECT 2 /* HOT redirect (unused until VACUUM exists) */
#define LP_DEAD 3     /* dead: storage may be reclaimed */

#define ItemIdGetOffset(lp) ((uint32)(lp)&0x7FFFu)
#define ItemIdGetFlags(lp) (((uint32)(lp) >> 15) & 0x3u)
#define ItemIdGetLength(lp) ((uint32)(lp) >> 17)
#define ItemIdMake(off, flags, len)                                                                \
    ((uint32)(off) | ((uint32)(flags) << 15) | ((uint32)(len) << 17))

/* The largest item one page can hold: the page minus its header and one line pointer. */
#define MaxPageItemSize ((size_t)(BLCKSZ - MAXALIGN(SizeOfPageHeaderData + SizeOfItemId)))

void page_init(Page page);
bool page_is_new(Page page); /* all zero: never initialised */
/* Number of line pointers (used or not). */
OffsetNumber page_max_offset(Page page);
/* Bytes available for one more item, its line pointer already deducted; 0 if none. */
size_t page_free_space(Page page);
/* Copy an item in; returns its offset number or InvalidOffsetNumber if it does not fit. */
OffsetNumber page_add_item(Page page, const void *item, size_t size);
/* Copy an item in as number off, moving the line pointers from off on up by one (an ordered
 * page: a B-tree's); false if it does not fit. */
bool page_insert_item_at(Page page, OffsetNumber off, const void *item, size_t size);
/* The item at off, or NULL if off is out of range or its line pointer is not LP_NORMAL. */
void *page_get_item(Page page, OffsetNumber off, uint32 *len);
uint32 page_get_item_id(Page page, OffsetNumber off); /* the raw line pointer; 0 if out of range */
void page_mark_item_dead(Page page, OffsetNumber off);
/* VACUUM: free the given line pointers and compact the page's remaining items. */
void page_vacuum_items(Page page, const OffsetNumber *unused, int nunused);

/* Checksums: FNV-1a over the page (checksum field zeroed) mixed with the block number. */
uint16 page_checksum(const char *page, uint32 blkno);
void page_set_checksum(char *page, uint32 blkno);
bool page_verify_checksum(const char *page, uint32 blkno); /* new pages pass */
/* Header sanity check done when a page is read, beside the checksum. */
bool page_header_is_sane(const char *page);

#endif /* BASALT_PAGE_H */
