/*
 * visibilitymap.c: reading, setting and clearing the all-visible bits (visibilitymap.h).
 *
 * The one idea: the map is only ever trusted in one direction. A set bit must never be
 * wrong, so it is cleared under the heap page's exclusive lock, before that lock is released,
 * by every change that can hide a tuple from a snapshot, and logged with the change; a clear
 * bit costs only a heap fetch, so the map need not exist, may be shorter than the heap, and
 * is extended (with zero pages, all clear) only when VACUUM sets a bit past its end.
 */
#include "storage/visibilitymap.h"

#include "common/elog.h"
#include "storage/heapam_private.h"
#include "storage/page.h"
#include "storage/smgr.h"

#define MAPSIZE (BLCKSZ - MAXALIGN(SizeOfPageHeaderData))
#define BITS_PER_HEAPBLOCK 2
#define HEAPBLOCKS_PER_BYTE (8 / BITS_PER_HEAPBLOCK)
#define HEAPBLOCKS_PER_PAGE ((BlockNumber)(MAPSIZE * HEAPBLOCKS_PER_BYTE))

#define MAPBLOCK(heapblk) ((heapblk) / HEAPBLOCKS_PER_PAGE)
#define MAPBYTE(heapblk) (((heapblk) % HEAPBLOCKS_PER_PAGE) / HEAPBLOCKS_PER_BYTE)
#define MAPSHIFT(heapblk) (((heapblk) % HEAPBLOCKS_PER_BYTE) * BITS_PER_HEAPBLOCK)

static uint8 *map_bytes(Page page)
{
    return (uint8 *)page + MAXALIGN(SizeOfPageHeaderData);
}

/* A map page has no hole for the WAL to leave out: its "free space" is the bitmap. */
static void map_page_init(Page page)
{
    page_init(page);
    PageHeader ph = (PageHeader)page;
    ph->pd_lower = ph->pd_upper = BLCKSZ;
}

/* The map page mapblk pinned, or InvalidBuffer if the map does not reach it; extend: make
 * it reach (the new pages are all zero, read as all clear). */
static Buffer map_read(Relation rel, BlockNumber mapblk, bool extend)
{
    uint32 file = smgr_vm_file(rel->relfilenode);
    if (!smgr_exists(file)) {
        if (!extend)
            return InvalidBuffer;
        smgr_create(file);
    }
    if (smgr_nblocks(file) <= mapblk) {
        if (!extend)
            return InvalidBuffer;
        while (smgr_nblocks(file) <= mapblk)
            (void)smgr_extend(file);
    }
    return ReadBuffer(file, mapblk);
}

static bool bit_is_set(Page page, BlockNumber heapblk)
{
    if (page_is_new(page))
        return false;
    return (map_bytes(page)[MAPBYTE(heapblk)] >> MAPSHIFT(heapblk)) & VISIBILITYMAP_ALL_VISIBLE;
}

void visibilitymap_reader_init(VisibilityMapReader *r)
{
    r->buf = InvalidBuffer;
    r->nblocks = InvalidBlockNumber;
}

bool visibilitymap_test(Relation rel, BlockNumber heapblk, VisibilityMapReader *r)
{
    BlockNumber mapblk = MAPBLOCK(heapblk);
    if (r->nblocks == InvalidBlockNumber)
        r->nblocks = visibilitymap_nblocks(rel);
    if (mapblk >= r->nblocks)
        return false;
    if (BufferIsValid(r->buf) && BufferGetBlockNumber(r->buf) != mapblk) {
        ReleaseBuffer(r->buf);
        r->buf = InvalidBuffer;
    }
    if (!BufferIsValid(r->buf))
        r->buf = ReadBuffer(smgr_vm_file(rel->relfilenode), mapblk);
    LockBuffer(r->buf, BUFFER_LOCK_SHARE);
    bool set = bit_is_set(BufferGetPage(r->buf), heapblk);
    LockBuffer(r->buf, BUFFER_LOCK_UNLOCK);
    return set;
}

void visibilitymap_reader_end(VisibilityMapReader *r)
{
    if (BufferIsValid(r->buf))
        ReleaseBuffer(r->buf);
    r->buf = InvalidBuffer;
}

Buffer visibilitymap_clear(Relation rel, Buffer buf)
{
    PageHeader ph = (PageHeader)BufferGetPage(buf);
    if (!(ph->pd_flags & PD_ALL_VISIBLE))
        return InvalidBuffer;
    ph->pd_flags &= (uint16)~PD_ALL_VISIBLE;
    BlockNumber heapblk = BufferGetBlockNumber(buf);
    Buffer vmbuf = map_read(rel, MAPBLOCK(heapblk), false);
    if (!BufferIsValid(vmbuf))
        return InvalidBuffer;
    LockBuffer(vmbuf, BUFFER_LOCK_EXCLUSIVE);
    Page vmpage = BufferGetPage(vmbuf);
    if (!bit_is_set(vmpage, heapblk)) {
        visibilitymap_unlock(vmbuf);
        return InvalidBuffer;
    }
    visibilitymap_set_bit(vmpage, heapblk, false);
    MarkBufferDirty(vmbuf);
    return vmbuf;
}

void visibilitymap_unlock(Buffer vmbuf)
{
    if (!BufferIsValid(vmbuf))
        return;
    LockBuffer(vmbuf, BUFFER_LOCK_UNLOCK);
    ReleaseBuffer(vmbuf);
}

void visibilitymap_set(Relation rel, Buffer buf)
{
    BlockNumber heapblk = BufferGetBlockNumber(buf);
    Buffer vmbuf = map_read(rel, MAPBLOCK(heapblk), true);
    LockBuffer(vmbuf, BUFFER_LOCK_EXCLUSIVE);
    ((PageHeader)BufferGetPage(buf))->pd_flags |= PD_ALL_VISIBLE;
    visibilitymap_set_bit(BufferGetPage(vmbuf), heapblk, true);
    MarkBufferDirty(buf);
    MarkBufferDirty(vmbuf);
    heap_wal_log_visible(rel, buf, vmbuf);
    visibilitymap_unlock(vmbuf);
}

BlockNumber visibilitymap_nblocks(Relation rel)
{
    uint32 file = smgr_vm_file(rel->relfilenode);
    return smgr_exists(file) ? smgr_nblocks(file) : 0;
}

BlockNumber visibilitymap_count(Relation rel)
{
    uint32 file = smgr_vm_file(rel->relfilenode);
    BlockNumber n = visibilitymap_nblocks(rel), count = 0;
    for (BlockNumber mapblk = 0; mapblk < n; mapblk++) {
        Buffer vmbuf = ReadBuffer(file, mapblk);
        LockBuffer(vmbuf, BUFFER_LOCK_SHARE);
        Page page = BufferGetPage(vmbuf);
        if (!page_is_new(page))
            for (size_t i = 0; i < MAPSIZE; i++)
                for (int s = 0; s < 8; s += BITS_PER_HEAPBLOCK)
                    count += (map_bytes(page)[i] >> s) & VISIBILITYMAP_ALL_VISIBLE;
        LockBuffer(vmbuf, BUFFER_LOCK_UNLOCK);
        ReleaseBuffer(vmbuf);
    }
    return count;
}

void visibilitymap_set_bit(Page vmpage, BlockNumber heapblk, bool set)
{
    if (page_is_new(vmpage))
        map_page_init(vmpage);
    uint8 bit = (uint8)(VISIBILITYMAP_ALL_VISIBLE << MAPSHIFT(heapblk));
    if (set)
        map_bytes(vmpage)[MAPBYTE(heapblk)] |= bit;
    else
        map_bytes(vmpage)[MAPBYTE(heapblk)] &= (uint8)~bit;
}
