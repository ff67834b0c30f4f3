/*
 * utility_index.h: index DDL run by utility.c: CREATE INDEX, DROP INDEX, and the indexes of
 * PRIMARY KEY / UNIQUE constraints in CREATE TABLE (utility_index.c).
 */
#ifndef BASALT_UTILITY_INDEX_H
#define BASALT_UTILITY_INDEX_H

#include "common/list.h"
#include "index/indexam.h"
#include "parser/parsenodes.h"

/*
 * An index's definition apart from its table, so that the same index can be made on each
 * partition of a partitioned table (whose columns have the parent's attnums).
 */
typedef struct IndexSpec {
    Oid amoid;
    int nkeys, natts; /* key columns; stored columns (keys, then INCLUDE) */
    int16 cols[INDEX_MAX_KEYS]; /* table attnums, 0 for an expression */
    int16 opts[INDEX_MAX_KEYS]; /* INDOPTION_* per key column */
    char *exprnames[INDEX_MAX_KEYS]; /* for cols[i] 0: the column's name (t_lower_idx) */
    bool unique, primary;
    bool constraint; /* a UNIQUE constraint's index: it has its pg_constraint row */
    List *with;      /* IndexOption list (WITH), NIL if none */
    IndexExprDef def;
} IndexSpec;

void exec_create_index(IndexStmt *stmt);
/* PG's default name for spec's index on rel (t_pkey, t_a_key, t_a_idx), free in its schema. */
char *exec_index_default_name(Relation rel, const IndexSpec *spec);
/* Make spec's index on rel (and its constraint row); on a partitioned table a partitioned
 * index, then one index on each partition (utility_index_partition.c) unless only (ON ONLY:
 * invalid until ALTER INDEX ... ATTACH PARTITION has given each partition one). 0A000 if a
 * unique one lacks a partition key column. */
Oid exec_index_define(Relation rel, const char *name, const IndexSpec *spec, bool only);

/* utility_index_partition.c: the partitioned index parentidx of rel (a partitioned table) gets
 * an index on each partition: a matching one not yet attached, else a new one. */
void exec_index_cascade(Relation rel, Oid parentidx, const IndexSpec *spec);
/* ATTACH PARTITION (attaching) / PARTITION OF: child gets parent's indexes the same way; a
 * foreign child of a parent with a unique index is PG's 42809. */
void exec_partition_attach_indexes(Oid parent, Oid child, bool attaching);
/* DETACH PARTITION: child's indexes leave parent's (they stay, unlinked). */
void exec_partition_detach_indexes(Oid parent, Oid child);
/* ALTER INDEX parentidx ATTACH PARTITION childidx. */
void exec_index_attach_partition(Oid parentidx, RangeVar *child);
/* A unique index on a partitioned table rel must cover its partition key's columns (0A000,
 * PG's DETAIL naming the first missing one). */
void exec_index_check_partition_key(Relation rel, const IndexSpec *spec);
/* RENAME COLUMN: the indexes' expressions and predicates (bound under the old names) stored
 * again as text under the new ones. */
void exec_reword_index_exprs(Oid relid, List *indexes);
/* After CREATE TABLE and for ALTER TABLE [ONLY] ADD: one unique index per Constraint (PG's
 * names: t_pkey, t_a_key); only: not on a partitioned table's partitions. */
void exec_constraint_indexes(Oid relid, List *constraints, bool only);
void exec_drop_indexes(DropStmt *ds);
/* utility.c, after CREATE [FOREIGN] TABLE: the bound column DEFAULTs (one per column, NULL for
 * none) into pg_attrdef, as PG's ruleutils prints them. */
void exec_store_column_defaults(Oid relid, List *defaults);

/* utility.c: the schemas of search_path, pg_catalog first unless listed (List of Oid). */
List *exec_search_path(void);
/* Where CREATE puts an unqualified name: the first existing schema search_path lists, or
 * InvalidOid if none does. */
Oid exec_creation_namespace(void);
/* The first relation of that name along search_path; InvalidOid if there is none. */
Oid exec_relation_on_search_path(const char *relname);

#endif /* BASALT_UTILITY_INDEX_H */
