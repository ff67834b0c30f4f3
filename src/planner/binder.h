/*
 * binder.h: raw statement in, bound Query out (the first half of src/planner).
 *
 * binder_analyze() resolves names against the catalog, types every expression with
 * PostgreSQL's rules (operator and function overload resolution, unknown-literal typing,
 * implicit and assignment casts, UNION/CASE type unification) and checks the statement's
 * semantics (grouping, aggregates in WHERE, ...), raising PG's errors with positions.
 */
#ifndef BASALT_BINDER_H
#define BASALT_BINDER_H

#include "planner/primnodes.h"

/* paramTypes/numParams as for planner_plan() in planner.h. */
Query *binder_analyze(RawStmt *raw, const char *query_text, Oid **paramTypes, int *numParams);
/* "FOR UPDATE", "FOR SHARE", ... as error messages name a locking clause */
const char *bind_lock_strength_name(LockClauseStrength s);

/* An index's stored key expressions (pg_index.indexprs, a List in column order) and predicate
 * (indpred) bound over heap's columns (desc) as range-table index rtindex; NIL / NULL for a
 * NULL text (bind_index.c). */
struct RelationData;
List *bind_index_expressions(struct RelationData *heap, struct TupleDescData *desc,
                             const char *indexprs,
                             int rtindex);
Node *bind_index_predicate(struct RelationData *heap, struct TupleDescData *desc,
                           const char *indpred,
                           int rtindex);

/* The leaf partitions of partitioned table relid (partitions of partitions too) that the
 * conditions (query Vars of range-table entry rtindex) may keep: UPDATE / DELETE of a
 * partitioned table plan a scan of each (bind_partition.c). */
List *bind_partition_target_leaves(Oid relid, List *clauses, int rtindex);

/* The type of system column attnum of a table (storage/sysattr.h): tid, xid, cid or oid
 * (bind_relation.c). */
Oid bind_system_column_type(int attnum);

/* Bring pg_catalog's system views' pg_class, pg_attribute and pg_rewrite rows in line with
 * this binary's views (system_views_catalog.c); run at start-up in a transaction. */
void binder_register_system_views(void);

#endif /* BASALT_BINDER_H */
