/*
 * catalog_fdw.h: the foreign-data catalogs: pg_foreign_data_wrapper, pg_foreign_server,
 * pg_user_mapping and pg_foreign_table (PostgreSQL's oids and column names).
 *
 * They are small heap tables read by a scan in the current transaction, like pg_authid: a row
 * a transaction inserts, updates or deletes is seen exactly as MVCC says, so foreign-data DDL is
 * transactional without a cache. One row struct serves the four catalogs; options are PG's
 * text[] of "name=value" strings, which storage keeps as an opaque varlena (the fdw layer
 * builds and reads them with the executor's array functions).
 */
#ifndef BASALT_CATALOG_FDW_H
#define BASALT_CATALOG_FDW_H

#include "common/list.h"
#include "storage/heapam.h"

#define ForeignDataWrapperRelationId 2328
#define ForeignServerRelationId 1417
#define UserMappingRelationId 1418
#define ForeignTableRelationId 3118

typedef enum FdwCatalog {
    FDWCAT_WRAPPER,      /* pg_foreign_data_wrapper */
    FDWCAT_SERVER,       /* pg_foreign_server */
    FDWCAT_USER_MAPPING, /* pg_user_mapping */
    FDWCAT_TABLE,        /* pg_foreign_table */
} FdwCatalog;

typedef struct FdwCatalogRow {
    FdwCatalog kind;
    Oid oid;                 /* the object's oid; pg_foreign_table: ftrelid */
    char name[NAMEDATALEN];  /* fdwname / srvname; "" for the other two */
    Oid owner;               /* fdwowner / srvowner; pg_user_mapping: umuser (0 = PUBLIC) */
    Oid ref;                 /* fdwhandler / srvfdw / umserver / ftserver */
    Oid ref2;                /* fdwvalidator */
    char *type, *version;    /* srvtype, srvversion (palloc'd), or NULL */
    varlena *options; /* text[] (palloc'd), or NULL */
    varlena *acl;     /* fdwacl / srvacl: aclitem[] (palloc'd), or NULL (the owner's default) */
    ItemPointerData tid;     /* where the row is (set by the lookups and by insert/update) */
} FdwCatalogRow;

/* The catalog's relation oid. */
Oid catalog_fdw_relid(FdwCatalog kind);
/* Every row of the catalog this transaction sees: a palloc'd List of FdwCatalogRow *. */
List *catalog_fdw_rows(FdwCatalog kind);
/* The row with this oid (name NULL) or this name (wrappers and servers); false if none. */
bool catalog_fdw_lookup(FdwCatalog kind, Oid oid, const char *name, FdwCatalogRow *out);
/* Insert a row; a new oid is assigned unless kind is FDWCAT_TABLE (oid = the table's). */
Oid catalog_fdw_insert(FdwCatalogRow *row);
/* Replace the row at row->tid by row (row->tid is updated). */
void catalog_fdw_update(FdwCatalogRow *row);
void catalog_fdw_delete(const FdwCatalogRow *row);
/* Foreign-data DDL takes this lock first, so concurrent statements do not interleave. */
void catalog_fdw_lock(void);

#endif /* BASALT_CATALOG_FDW_H */
