/*
 * utility_index.h: index DDL run by utility.c: CREATE INDEX, DROP INDEX, and the indexes of
 * PRIMARY KEY / UNIQUE constraints in CREATE TABLE (utility_index.c).
 */
#ifndef BASALT_UTILITY_INDEX_H
#define BASALT_UTILITY_INDEX_H

#include "common/list.h"
#include "parser/parsenodes.h"

void exec_create_index(IndexStmt *stmt);
/* RENAME COLUMN: the indexes' expressions and predicates (bound under the old names) stored
 * again as text under the new ones. */
void exec_reword_index_exprs(Oid relid, List *indexes);
/* After CREATE TABLE: one unique index per Constraint (PG's names: t_pkey, t_a_key). */
void exec_constraint_indexes(Oid relid, List *constraints);
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
