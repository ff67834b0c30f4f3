/*
 * freespace.h: where a table has room for new rows (the free space map).
 *
 * VACUUM records the pages it frees space on; heap inserts ask here before extending the
 * table. The map is a hint kept in memory per relation file: a page named here may have
 * filled up since (the inserter checks and tells the map), and after a restart the map is
 * empty until the next VACUUM, which only costs extending the file where space could have
 * been reused.
 */
#ifndef BASALT_FREESPACE_H
#define BASALT_FREESPACE_H

#include "storage/heapam.h"

void fsm_record(uint32 relfilenode, BlockNumber blk, size_t free_bytes);
/* A block believed to have need bytes free, or InvalidBlockNumber. */
BlockNumber fsm_find(uint32 relfilenode, size_t need);
void fsm_forget(uint32 relfilenode); /* the file was dropped or truncated */

#endif /* BASALT_FREESPACE_H */
