/*
 * catalog_constraint.h: CHECK, FOREIGN KEY and UNIQUE constraints in the catalog:
 * pg_constraint, with PostgreSQL's oid and column names.
 *
 * A CHECK constraint is one pg_constraint row (contype 'c', conrelid the table, conkey the
 * columns it reads) whose conbin is the bound expression as SQL text, as PG's ruleutils prints
 * it without pretty-printing (PG keeps a node tree; Basalt parses the text again wherever a
 * row is checked). pg_class.relchecks counts a table's rows. Primary keys are not stored here:
 * the pg_catalog.pg_constraint view (planner/system_views.c) derives them from pg_index and adds
 * these rows. The heap is small and read by a scan in the current transaction, like pg_attrdef,
 * so constraint DDL is transactional and WAL-logged as any heap change.
 *
 * A FOREIGN KEY is a row with contype 'f': conrelid/conkey the referencing table and columns,
 * confrelid/confkey the referenced ones, conindid the referenced table's unique index, and the
 * MATCH and ON UPDATE / ON DELETE letters.
 *
 * A UNIQUE constraint is a row with contype 'u': conrelid/conkey its table and columns,
 * conindid the unique index that enforces it, made with it and dropped with it (an index made
 * by CREATE UNIQUE INDEX has no row, as in PG). Both tables get pg_class.relhastriggers (PG's foreign
 * keys are triggers), which lets a row change skip the scan for tables that have none.
 */
#ifndef BASALT_CATALOG_CONSTRAINT_H
#define BASALT_CATALOG_CONSTRAINT_H

#include "common/list.h"
#include "storage/heapam.h"

#define ConstraintRelationId 2606

typedef struct ConstraintRow {
    Oid oid;
    char conname[NAMEDATALEN];
    Oid connamespace;
    char contype;       /* 'c' CHECK, 'f' FOREIGN KEY, 'u' UNIQUE */
    Oid conrelid;
    bool convalidated;  /* false: NOT VALID (rows from before it were never checked) */
    bool connoinherit;  /* NO INHERIT */
    int nkeys;
    int16 conkey[32];   /* CHECK: the columns the expression reads (attnums), at most 32 kept;
                         * FOREIGN KEY: the referencing columns, in key order */
    char *conbin;       /* CHECK: the expression's SQL text, parenthesized as ruleutils prints
                         * it; FOREIGN KEY: "" */
    char *consrc;       /* the same, as pg_get_constraintdef(oid, true) prints it */
    /* FOREIGN KEY */
    Oid confrelid;      /* the referenced table */
    Oid conindid;       /* its unique index on confkey */
    int16 confkey[32];  /* the referenced columns, nkeys of them, matching conkey one by one */
    char confupdtype;   /* ON UPDATE: 'a' NO ACTION, 'r' RESTRICT, 'c' CASCADE, 'n' SET NULL, */
    char confdeltype;   /* ON DELETE:  'd' SET DEFAULT */
    char confmatchtype; /* 'f' MATCH FULL, 's' MATCH SIMPLE */
} ConstraintRow;

/* FOREIGN KEY: store row (oid assigned here) and mark both tables relhastriggers. The caller
 * holds locks on both tables. */
Oid catalog_add_foreign_key(ConstraintRow *row);
/* UNIQUE: store row (oid assigned here; conname, connamespace, conrelid, conindid, conkey
 * filled in by the caller, who made the index). */
Oid catalog_add_unique(ConstraintRow *row);
/* The UNIQUE constraint the index enforces, or false (a plain unique index, or none). */
bool catalog_unique_by_index(Oid indexoid, ConstraintRow *out);
/* Renaming an index renames the UNIQUE constraint it enforces, if any. */
void catalog_rename_unique(Oid indexoid, const char *newname);
/* The foreign keys of relid (conrelid = relid) or referencing it (confrelid = relid), sorted by
 * name: a List of palloc'd ConstraintRow. */
List *catalog_relation_fkeys(Oid relid);
List *catalog_referencing_fkeys(Oid relid);
/* Any constraint (CHECK or FOREIGN KEY) by oid. */
bool catalog_constraint_by_oid(Oid oid, ConstraintRow *out);
/* Remove a foreign key (by oid); the tables' relhastriggers stay set, as in PG. */
void catalog_drop_foreign_key(Oid conoid);

/* Store a new CHECK constraint of relid (row->oid is assigned here) and count it in
 * pg_class.relchecks. The caller holds AccessExclusiveLock on relid (or created it). */
Oid catalog_add_check(ConstraintRow *row);
/* The CHECK constraints of relid this transaction sees, sorted by name (PG checks them in
 * that order): a List of palloc'd ConstraintRow. */
List *catalog_relation_checks(Oid relid);
/* The CHECK constraint with this oid, or false. */
bool catalog_check_by_oid(Oid oid, ConstraintRow *out);
/* Is a CHECK constraint of this name in namespace nspoid (any table)? */
bool catalog_check_name_used(Oid nspoid, const char *name);
/* Remove one (by oid) and update relchecks; the caller holds AccessExclusiveLock on it. */
void catalog_drop_check(Oid relid, Oid conoid);
/* Replace the texts of a constraint (RENAME COLUMN). */
void catalog_update_check_text(Oid relid, Oid conoid, const char *conbin, const char *consrc);
/* DROP TABLE: every CHECK, UNIQUE and foreign key constraint of relid goes (relchecks is
 * dropped with the row); foreign keys referencing it are the caller's (DROP ... CASCADE drops
 * them). Dropping an index drops the UNIQUE constraint it enforces. */
void catalog_drop_relation_checks(Oid relid);

#endif /* BASALT_CATALOG_CONSTRAINT_H */
