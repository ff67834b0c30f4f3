/*
 * catalog.h: namespaces and relations by name and oid; creating and dropping tables.
 *
 * The catalog is stored in heap tables (pg_namespace, pg_class, pg_attribute, with PostgreSQL's
 * column names and oids) and cached in memory. Names are looked up exactly as given: the
 * parser has already folded unquoted identifiers to lower case.
 */
#ifndef BASALT_CATALOG_H
#define BASALT_CATALOG_H

#include "common/list.h"
#include "storage/heapam.h"
#include "storage/lock.h"

#define PG_CATALOG_NAMESPACE 11
#define PG_PUBLIC_NAMESPACE 2200

Oid catalog_namespace_oid(const char *nspname); /* InvalidOid if there is none */
const char *catalog_namespace_name(Oid nspoid);
Oid catalog_relation_oid(Oid nspoid, const char *relname); /* InvalidOid if there is none */
/* CREATE SCHEMA: ERROR 42P06 if the name is taken. DROP SCHEMA: the caller has dropped what
 * is in it (catalog_namespace_relations: the tables, views, sequences, indexes it holds). */
Oid catalog_create_namespace(const char *nspname, Oid owner);
void catalog_drop_namespace(Oid nspoid);
List *catalog_namespace_relations(Oid nspoid);
List *catalog_namespaces(void); /* the oids of every schema this transaction sees, in order */
/* The name and namespace of a relation this transaction sees, without locking it; false if
 * there is none (regclass output). */
bool catalog_relation_name(Oid relid, char *name, Oid *nspoid);

/* Open with a lock (held to end of transaction); ERROR 42P01 if relid vanished. */
Relation relation_open(Oid relid, LockMode mode);
void relation_close(Relation rel); /* the lock stays until the transaction ends */

/*
 * Create a table: desc gives the columns (names, types, typmods and physical shape filled in by
 * the caller), owner its pg_class.relowner. ERROR 42P07 `relation "x" already exists` if the
 * name is taken. (Owners and privileges: storage/catalog_acl.h.)
 */
Oid catalog_create_relation(const char *relname, Oid nspoid, char relkind, char relpersistence,
                            TupleDesc desc, Oid owner);
void catalog_drop_relation(Oid relid);
/* A number that changes whenever a transaction changes the catalog (DDL) and when it ends:
 * what was planned under another number may name what is gone or changed. */
uint64 catalog_generation(void);
/*
 * ALTER TABLE and ALTER INDEX: a new version of the relation's catalog entry and rows, seen by
 * this transaction at once and by the others when it commits (an abort restores the old one).
 * relname NULL and relpersistence 0 keep those; desc NULL keeps the columns, else desc has
 * every old column, in order, and may add some at the end (attnums are set here). ERROR 42P07
 * if the new name is taken. The caller holds AccessExclusiveLock on relid.
 */
void catalog_alter_relation(Oid relid, const char *relname, char relpersistence, TupleDesc desc);
/* pg_class.relchecks of relid changed by delta, as catalog_alter_relation changes a row. */
void catalog_count_checks(Oid relid, int delta);
/* pg_class.relhastriggers of relid becomes true (a foreign key on it or referencing it); the
 * caller holds at least ShareRowExclusiveLock on relid. */
void catalog_set_has_triggers(Oid relid);
/* pg_class.relrowsecurity (enable) and relforcerowsecurity (force) of relid: 1 sets, -1
 * clears, 0 keeps; the caller holds AccessExclusiveLock on relid. */
void catalog_set_row_security(Oid relid, int enable, int force);
/* pg_class.relispartition and relpartbound ("FOR VALUES ...", PG's pg_get_expr text) of a
 * partition; NULL makes relid no partition, "" a partition without a bound (an index attached
 * to a partitioned index: relispartition, relpartbound NULL). The caller holds AccessExclusiveLock on relid.
 * catalog_partition_bound: a palloc'd copy, or NULL if relid is no partition. */
void catalog_set_partition_bound(Oid relid, const char *bound);
char *catalog_partition_bound(Oid relid);
/*
 * A foreign table's column OPTIONS (pg_attribute.attfdwoptions, a text[] varlena kept opaque
 * here), as this transaction sees them: a palloc'd copy or NULL. Setting them rewrites the
 * column's row (catalog_alter_relation keeps them); the caller holds AccessExclusiveLock.
 */
varlena *catalog_column_options(Oid relid, int attnum);
void catalog_set_column_options(Oid relid, int attnum, varlena *options);

/* ---------------------------------------------------------------- indexes (pg_index) */

/* Access methods, as in PG's pg_am. */
#define BTREE_AM_OID 403
#define BRIN_AM_OID 3580
#define IndexRelationId 2610 /* pg_index */

#define INDEX_MAX_KEYS 32
/* indoption bits per key column, as PG's */
#define INDOPTION_DESC 0x0001
#define INDOPTION_NULLS_FIRST 0x0002

/*
 * One pg_index row: which table an index covers and how. The index itself is a pg_class row
 * of relkind 'i' with relam = the access method; its TupleDesc describes the key columns.
 * indkey holds table attribute numbers (1-based), indoption the INDOPTION_* bits.
 */
typedef struct IndexFormData {
    Oid indexrelid;
    Oid indrelid;
    Oid relam;
    int16 indnatts;    /* columns stored: the key columns, then the INCLUDE columns */
    int16 indnkeyatts; /* key columns (PG's indnkeyatts); indoption has this many */
    bool indisunique;
    bool indisprimary;
    int16 indkey[INDEX_MAX_KEYS]; /* 0: an expression column (the next of indexprs) */
    int16 indoption[INDEX_MAX_KEYS];
    bool hasexprs; /* pg_index.indexprs is not NULL (catalog_index_exprs) */
    bool haspred;  /* a partial index: pg_index.indpred is not NULL */
    bool invalid;  /* pg_index.indisvalid false: a partitioned index made ON ONLY the parent
                    * that some partition has no index attached to yet */
} IndexFormData;
typedef IndexFormData *IndexForm;

/*
 * Create an index relation (pg_class row, relkind 'i', its key columns in keydesc, its file;
 * on a partitioned table relkind 'I' and no file) and its pg_index row (form->indexrelid is filled in). ERROR 42P07 if the name is taken.
 */
Oid catalog_create_index(const char *indexname, Oid nspoid, TupleDesc keydesc, IndexForm form,
                         const char *indexprs, const char *indpred);
/* An index's key expressions (pg_index.indexprs, SQL text: one per zero in indkey, separated
 * by ", ") and predicate (indpred), palloc'd; NULL where it has none. */
void catalog_index_exprs(Oid indexrelid, char **indexprs, char **indpred);
/* Replace an index's indexprs and indpred texts (a new version of its pg_index row). */
void catalog_set_index_exprs(Oid indexrelid, const char *indexprs, const char *indpred);
/* pg_index.indisvalid of a partitioned index (false until each partition has its index). */
void catalog_set_index_valid(Oid indexrelid, bool valid);
/* The pg_index row of a visible index; false if indexrelid is not one. */
bool catalog_index_form(Oid indexrelid, IndexFormData *out);
/*
 * pg_class.relpages, reltuples and relallvisible (catalog_relstats.c): VACUUM and ANALYZE
 * overwrite them in place, outside the transaction, as PG's vac_update_relstats does (a
 * rollback keeps them); the planner reads them back. False if there is no such relation.
 */
void catalog_set_relstats(Oid relid, BlockNumber pages, double tuples, BlockNumber allvisible);
bool catalog_relstats(Oid relid, BlockNumber *pages, double *tuples, BlockNumber *allvisible);
/* The oids of the indexes on a table visible to this transaction, in creation (oid) order;
 * a palloc'd List of Oid (NIL if none). */
List *catalog_relation_indexes(Oid relid);

/*
 * Roles (pg_authid, 1260, PG's columns). Looked up by a scan in the current transaction, so
 * a role created or dropped by a transaction is seen exactly as its rows are (MVCC). The
 * caller has started a command (xact_start_command). rolpassword is a verifier
 * ("SCRAM-SHA-256$..." or "md5..."), never a plaintext password, or NULL.
 */
#define AuthIdRelationId 1260
#define BOOTSTRAP_SUPERUSERID 10

typedef struct CatalogRole {
    Oid oid;
    char rolname[NAMEDATALEN];
    bool rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin, rolreplication,
        rolbypassrls;
    int32 rolconnlimit;      /* -1: no limit */
    char *rolpassword;       /* palloc'd verifier, or NULL */
    bool has_validuntil;
    int64 rolvaliduntil;     /* timestamptz (microseconds since 2000-01-01) */
    ItemPointerData tid;     /* where its row is (set by the lookups) */
} CatalogRole;

bool catalog_role_by_name(const char *rolname, CatalogRole *out); /* false if there is none */
bool catalog_role_by_oid(Oid roleid, CatalogRole *out);
/* Insert a role (oid assigned here); ERROR 42710 `role "x" already exists`. */
Oid catalog_create_role(CatalogRole *role);
/* Rewrite the row of role->tid (a lookup's result, changed); the name may change. */
void catalog_update_role(CatalogRole *role);
void catalog_drop_role(const CatalogRole *role);
/* Role DDL takes this lock first, so concurrent CREATE/ALTER/DROP ROLE do not interleave. */
void catalog_lock_roles(void);

#endif /* BASALT_CATALOG_H */
