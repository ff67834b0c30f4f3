/*
 * heapam_private.h: storage's private per-relation state (RelationData.rd_private).
 *
 * One RelationPrivate exists per relfilenode for the life of the server and is shared by every
 * open of the relation in every thread; it holds only hints, read and written atomically.
 */
#ifndef BASALT_HEAPAM_PRIVATE_H
#define BASALT_HEAPAM_PRIVATE_H

#include "storage/heapam.h"

struct RelationPrivate {
    uint32 relfilenode;
    BlockNumber target_block; /* where the last insert found room (atomic), or Invalid */
    struct RelationPrivate *next;
};

struct RelationPrivate *heap_relation_private(uint32 relfilenode);
void heap_private_reset(void); /* storage_shutdown: forget every hint */

#endif /* BASALT_HEAPAM_PRIVATE_H */
