/*
 * partition.h: a partitioned table's key and its partitions' bounds, as the executor and the
 * planner use them: routing a row to its partition, checking a new bound against the others,
 * pruning partitions that a constant condition excludes.
 *
 * A bound is stored as PG's pg_get_expr text of relpartbound ("FOR VALUES FROM (1) TO (10)",
 * "FOR VALUES IN ('a', NULL)", "FOR VALUES WITH (modulus 4, remainder 1)", "DEFAULT") and read
 * back here into values of the key's column types (type input), so there is one form on disk
 * and one in memory. Range bounds are [lower, upper); MINVALUE / MAXVALUE are kinds -1 / +1.
 */
#ifndef BASALT_PARTITION_H
#define BASALT_PARTITION_H

#include "storage/catalog_partition.h"

typedef struct PartValue {
    int kind; /* 0 a value, -1 MINVALUE, +1 MAXVALUE */
    bool isnull;
    Datum value;
} PartValue;

typedef struct PartBound {
    Oid relid;
    bool is_default;
    char strategy;
    int nvalues;       /* list: values (one key column); range: key columns */
    PartValue *values; /* list: the values; range: the lower bound */
    PartValue *upper;  /* range */
    int modulus, remainder;
} PartBound;

typedef struct PartKey {
    Oid relid;
    char strategy;
    int natts;
    int16 attnums[PARTITION_MAX_KEYS];
    Oid types[PARTITION_MAX_KEYS];
    int32 typmods[PARTITION_MAX_KEYS];
    Oid collations[PARTITION_MAX_KEYS];
    Oid cmpprocs[PARTITION_MAX_KEYS];
    Oid defaultpart;
    int nparts; /* the partitions (not the default), oid order */
    PartBound *parts;
} PartKey;

/* The key and bounds of a partitioned table (NULL if relid is not one), palloc'd. */
PartKey *exec_partition_key(Oid relid);
PartBound *exec_parse_partition_bound(const PartKey *key, Oid relid, const char *text);
/* Which partition a row (the parent's columns) belongs to: a partition's relid, the default
 * partition, or InvalidOid. */
Oid exec_partition_for_row(const PartKey *key, const Datum *values, const bool *isnull);
/* ERROR 42P17 if bound (of the new partition relname; text its relpartbound) overlaps one
 * of key's partitions or is empty. */
void exec_check_partition_overlap(const PartKey *key, const PartBound *bound, const char *text,
                                  const char *relname, int location);
/* Is a row with this key value (column keycol of the key) possibly in the partition?
 * op: '=', '<', 'l' (<=), '>', 'g' (>=). False only when the bound excludes it. */
bool exec_partition_may_match(const PartKey *key, const PartBound *b, int keycol, char op,
                              Datum value);
/* Key column col's values a and b compared (-1, 0, 1); two range bounds compared. */
int exec_partition_cmp_value(const PartKey *key, int col, Datum a, Datum b);
int exec_partition_cmp_bounds(const PartKey *key, const PartValue *a, const PartValue *b);
/* PG's pg_get_partition_constraintdef text of relid (partition_constraint.c), its
 * ancestors' clauses first; NULL if relid is no partition. */
char *exec_partition_constraint_text(Oid relid);
/* The 23514 error of a row no partition of relname takes, with PG's detail. */
void exec_no_partition_error(const PartKey *key, const char *relname, const Datum *values,
                             const bool *isnull);

/*
 * A partition's partition constraint (partition_check.c): the row must be one that each
 * ancestor routes down to it. NULL (every row fits) if relid is no partition. ERROR 23514
 * "new row for relation ... violates partition constraint" from exec_partition_check.
 */
typedef struct PartCheck PartCheck;
PartCheck *exec_partition_check_create(Oid relid);
bool exec_partition_check_ok(const PartCheck *pc, const Datum *values, const bool *isnull);
void exec_partition_check(const PartCheck *pc, Relation rel, const Datum *values,
                          const bool *isnull, const List *written);

/*
 * Routing rows of an INSERT, COPY FROM or row-moving UPDATE into a partitioned table: each
 * leaf partition (a partition that is partitioned routes again) is opened with its indexes on
 * first use and stays open until exec_router_close. ERROR 23514 if no partition takes the
 * row (or, when the table is itself a partition, if the row violates its partition
 * constraint), 0A000 for a foreign partition.
 */
struct IndexRelationData;
typedef struct PartRouter {
    PartKey *key;
    const char *relname;
    PartCheck *rootcheck; /* the table is itself a partition: its constraint */
    int nleaves;
    Oid *oids;
    Relation *rels;
    struct IndexRelationData ***indexes;
    int *nindexes;
} PartRouter;

PartRouter *exec_router_create(Oid relid, const char *relname);
int exec_router_route(PartRouter *r, const Datum *values, const bool *isnull); /* leaf index */
int exec_router_leaf(PartRouter *r, Oid leaf); /* the index of this leaf, opened if need be */
void exec_router_close(PartRouter *r);

/* ---------------------------------------------------------------- DDL (utility_partition.c) */

/* child becomes a partition of parent with this bound (relpartbound text): checked against
 * the other partitions and, for ATTACH (check_rows), against child's rows. */
void exec_partition_attach(Oid parent, Oid child, const char *boundtext, int location,
                           bool check_rows);
struct RangeVar;
void exec_partition_detach(Oid parent, struct RangeVar *child);
/* DROP TABLE: relids and, before each partitioned one, its partitions (recursively); their
 * partitioning catalog rows go with them (catalog_drop_partitioning). */
List *exec_partition_drop_expand(List *relids);
/* The leaf partitions under relid (partitions of partitions, recursively), a List of Oid. */
List *exec_partition_leaves(Oid relid);
/* CREATE [FOREIGN] TABLE: the new table's pg_partitioned_table row, its partition facts. */
struct CreateTableInfo;
void exec_create_partitioning(Oid relid, const struct CreateTableInfo *ct);

#endif /* BASALT_PARTITION_H */
