/*
 * catalog_partition.h: declarative partitioning in the catalog: pg_partitioned_table (3350,
 * a partitioned table's key) and pg_inherits (2611, which table is a partition of which).
 *
 * A partitioned table is a pg_class row of relkind 'p' with no rows of its own; its key is
 * plain columns (partattrs) and its strategy 'r' range, 'l' list or 'h' hash. A partition is
 * an ordinary table or foreign table whose pg_class row has relispartition and relpartbound
 * (catalog_set_partition_bound), plus one pg_inherits row naming its parent. Both catalogs
 * are small heaps scanned in the current transaction, so partitioning DDL rolls back.
 */
#ifndef BASALT_CATALOG_PARTITION_H
#define BASALT_CATALOG_PARTITION_H

#include "common/list.h"
#include "storage/heapam.h"

#define PartitionedRelationId 3350
#define InheritsRelationId 2611
#define PARTITION_MAX_KEYS 32

typedef struct PartitionKeyRow {
    Oid relid;
    char strategy; /* 'r', 'l', 'h' */
    int natts;
    int16 attnums[PARTITION_MAX_KEYS];
    Oid defaultpart; /* partdefid: the DEFAULT partition, or InvalidOid */
    ItemPointerData tid;
} PartitionKeyRow;

void catalog_create_partition_key(const PartitionKeyRow *row);
bool catalog_partition_key(Oid relid, PartitionKeyRow *out); /* false: not partitioned */
void catalog_set_default_partition(Oid relid, Oid defaultpart);
void catalog_drop_partition_key(Oid relid);

/* pg_inherits: child becomes a partition of parent; its row goes (DETACH, DROP). */
void catalog_add_inherits(Oid child, Oid parent);
void catalog_drop_inherits(Oid child);
/* DROP of relid (catalog_drop_relation): its pg_partitioned_table row, its pg_inherits row
 * and, if it was its parent's DEFAULT partition, the parent's partdefid. */
void catalog_drop_partitioning(Oid relid);
/* The partitions of parent in oid order (a List of Oid); the parent of child or InvalidOid. */
List *catalog_partitions(Oid parent);
Oid catalog_partition_parent(Oid child);

#endif /* BASALT_CATALOG_PARTITION_H */
