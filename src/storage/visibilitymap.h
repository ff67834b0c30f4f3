/*
 * visibilitymap.h: the visibility map, one "all visible" bit per heap page (PG's fork "vm").
 *
 * A set bit promises that every tuple on the heap page is visible to every snapshot, present
 * and future, so an index-only scan may return an index entry's values without reading the
 * heap page. Lazy VACUUM sets bits (vacuum_visible.c); every insert, delete or update on the
 * page clears its bit in the same critical section and the same WAL record as the heap change
 * (heapam.c, heapam_wal.c), so the promise survives a crash. A clear bit promises nothing: a
 * missing map, or a map page past the end of the file, reads as all clear.
 *
 * The map lives in its own file, base/<relfilenode>_vm, which every layer (buffer pool, WAL
 * block references, redo) names by smgr_vm_file(relfilenode). Map pages are standard pages
 * (header, LSN, checksum) whose bitmap starts at MAXALIGN(SizeOfPageHeaderData); they keep
 * PG's layout of two bits per heap page (all-visible, then all-frozen, which Basalt's 64-bit
 * xids never need), so a map page covers 32640 heap pages and the fork's size is PG's.
 * The heap page itself carries PD_ALL_VISIBLE, so a writer only touches the map when the
 * flag says a bit may be set. Lock order: the heap page, then its map page.
 */
#ifndef BASALT_VISIBILITYMAP_H
#define BASALT_VISIBILITYMAP_H

#include "storage/bufmgr.h"
#include "storage/heapam.h"

/* The map's bits for one heap page. */
#define VISIBILITYMAP_ALL_VISIBLE 0x01

/*
 * A reader of one relation's map: the pin on the map page last read, and the map's size,
 * looked up once (a map that grows meanwhile only reads as "not all-visible" past that end).
 */
typedef struct VisibilityMapReader {
    Buffer buf;
    BlockNumber nblocks; /* InvalidBlockNumber: not looked up yet */
} VisibilityMapReader;

void visibilitymap_reader_init(VisibilityMapReader *r);
/* Is heapblk's bit set? No heap lock needed: a bit can only be cleared by a change whose
 * transaction the caller's snapshot cannot see, or that is its own (and cleared it first). */
bool visibilitymap_test(Relation rel, BlockNumber heapblk, VisibilityMapReader *r);
void visibilitymap_reader_end(VisibilityMapReader *r); /* drops the pin */

/*
 * The heap page buf (exclusively locked, about to change) stops being all-visible: clears
 * PD_ALL_VISIBLE and, if it was set, the map bit. Returns the map page, exclusively locked
 * and dirtied, for the change's WAL record (block 1), or InvalidBuffer if the map had nothing
 * to clear; visibilitymap_unlock it after logging.
 */
Buffer visibilitymap_clear(Relation rel, Buffer buf);
void visibilitymap_unlock(Buffer vmbuf);

/* VACUUM: every tuple of the exclusively locked heap page buf is visible to all. Sets the
 * page's flag and its bit (creating or extending the map as needed) and logs both. */
void visibilitymap_set(Relation rel, Buffer buf);

/*
 * Lazy VACUUM's last pass (vacuum_visible.c, after the dead tuples are gone): set the bit of
 * every page whose tuples mvcc_tuple_visible_to_all calls visible to all below oldest_xmin.
 * Returns the number of heap pages whose bit is set afterwards (pg_class.relallvisible).
 */
BlockNumber heap_vacuum_mark_visible(Relation rel, TransactionId oldest_xmin);

/* Blocks of the map's file (0 when there is none): pg_relation_size(rel, 'vm'). */
BlockNumber visibilitymap_nblocks(Relation rel);

/* Heap pages whose bit is set (pg_class.relallvisible). */
BlockNumber visibilitymap_count(Relation rel);

/* Set or clear heapblk's bit on the exclusively locked map page vmpage, initialising it if
 * it is new (all zero: the file was just extended). For redo, and for the functions above. */
void visibilitymap_set_bit(Page vmpage, BlockNumber heapblk, bool set);

#endif /* BASALT_VISIBILITYMAP_H */
