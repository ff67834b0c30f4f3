/*
 * smgr.h: relation files on disk, block by block.
 *
 * Relation data lives in DATADIR/base/<relfilenode>, one file per relation, blocks of BLCKSZ
 * bytes. Nothing here caches pages: that is bufmgr.c's job. I/O errors raise ERROR (58030, or
 * 53100 when the disk is full) with PostgreSQL's wording.
 */
#ifndef BASALT_SMGR_H
#define BASALT_SMGR_H

#include "common/basalt.h"

typedef uint32 BlockNumber;
#define InvalidBlockNumber ((BlockNumber)0xFFFFFFFF)

/*
 * A relation's visibility map (storage/visibilitymap.h) is a second file, base/<n>_vm. Every
 * function here, the buffer pool and WAL block references name it by the relation's file
 * number with this bit set, so they need no fork argument; relation file numbers never have
 * it (relfilenode.c skips them). Unlinking or emptying a relation's file does the same to its
 * map.
 */
#define SMGR_VM_FORK_BIT 0x80000000u
#define smgr_vm_file(relfilenode) ((uint32)(relfilenode) | SMGR_VM_FORK_BIT)
#define smgr_is_vm_file(file) (((file)&SMGR_VM_FORK_BIT) != 0)

void smgr_init(const char *datadir);
void smgr_shutdown(void); /* close every file */
const char *smgr_datadir(void);
/* "base/<relfilenode>" ("base/<n>_vm" for a map), as error messages name the file (static
 * per-thread buffer). */
const char *smgr_relpath(uint32 relfilenode);

void smgr_create(uint32 relfilenode); /* an empty file; fine if it exists */
bool smgr_exists(uint32 relfilenode);
void smgr_read(uint32 relfilenode, BlockNumber blk, char *buf);
void smgr_write(uint32 relfilenode, BlockNumber blk, const char *buf);
/* Append one all-zero block and return its number (atomic against concurrent extenders). */
BlockNumber smgr_extend(uint32 relfilenode);
BlockNumber smgr_nblocks(uint32 relfilenode);
void smgr_unlink(uint32 relfilenode); /* close and remove; fine if it is gone */
/* Cut the file to nblocks; a relation emptied (0) loses its visibility map too. */
void smgr_truncate(uint32 relfilenode, BlockNumber nblocks);
void smgr_fsync_all(void);            /* every open file and the base directory */

/* Small file helpers shared by clog.c, control.c and storage.c (raise ERROR on failure). */
void smgr_write_file_atomic(const char *path, const void *data, size_t len);
void smgr_fsync_path(const char *path);

#endif /* BASALT_SMGR_H */
