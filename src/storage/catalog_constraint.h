/*
 * catalog_constraint.h: CHECK constraints in the catalog: pg_constraint, with PostgreSQL's oid
 * and column names.
 *
 * A CHECK constraint is one pg_constraint row (contype 'c', conrelid the table, conkey the
 * columns it reads) whose conbin is the bound expression as SQL text, as PG's ruleutils prints
 * it without pretty-printing (PG keeps a node tree; Basalt parses the text again wherever a
 * row is checked). pg_class.relchecks counts a table's rows. Primary keys are not stored here:
 * the pg_catalog.pg_constraint view (planner/system_views.c) derives them from pg_index and adds
 * these rows. The heap is small and read by a scan in the current transaction, like pg_attrdef,
 * so constraint DDL is transactional and WAL-logged as any heap change.
 */
#ifndef BASALT_CATALOG_CONSTRAINT_H
#define BASALT_CATALOG_CONSTRAINT_H

#include "common/list.h"
#include "storage/heapam.h"

#define ConstraintRelationId 2606

typedef struct CheckConstraintRow {
    Oid oid;
    char conname[NAMEDATALEN];
    Oid connamespace;
    Oid conrelid;
    bool convalidated;  /* false: NOT VALID (rows from before it were never checked) */
    bool connoinherit;  /* NO INHERIT */
    int nkeys;
    int16 conkey[32];   /* the columns the expression reads (attnums), at most 32 kept */
    char *conbin;       /* the expression's SQL text, parenthesized as ruleutils prints it */
    char *consrc;       /* the same, as pg_get_constraintdef(oid, true) prints it */
} CheckConstraintRow;

/* Store a new CHECK constraint of relid (row->oid is assigned here) and count it in
 * pg_class.relchecks. The caller holds AccessExclusiveLock on relid (or created it). */
Oid catalog_add_check(CheckConstraintRow *row);
/* The CHECK constraints of relid this transaction sees, sorted by name (PG checks them in
 * that order): a List of palloc'd CheckConstraintRow. */
List *catalog_relation_checks(Oid relid);
/* The constraint with this oid, or false. */
bool catalog_check_by_oid(Oid oid, CheckConstraintRow *out);
/* Is a CHECK constraint of this name in namespace nspoid (any table)? */
bool catalog_check_name_used(Oid nspoid, const char *name);
/* Remove one (by oid) and update relchecks; the caller holds AccessExclusiveLock on it. */
void catalog_drop_check(Oid relid, Oid conoid);
/* Replace the texts of a constraint (RENAME COLUMN). */
void catalog_update_check_text(Oid relid, Oid conoid, const char *conbin, const char *consrc);
/* DROP TABLE: every CHECK constraint of relid goes (relchecks is dropped with the row). */
void catalog_drop_relation_checks(Oid relid);

#endif /* BASALT_CATALOG_CONSTRAINT_H */
