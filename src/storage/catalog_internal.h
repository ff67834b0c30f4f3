/*
 * catalog_internal.h: the catalog's entry points for storage itself (storage.c).
 *
 * The oids of the bootstrap catalogs are PostgreSQL's.
 */
#ifndef BASALT_CATALOG_INTERNAL_H
#define BASALT_CATALOG_INTERNAL_H

#include "storage/catalog.h"

#define NamespaceRelationId 2615
#define RelationRelationId 1259
#define AttributeRelationId 1249

void catalog_bootstrap(void); /* initdb: catalog files, cache and first rows */
void catalog_startup(void);   /* read the catalog heaps into the cache */
void catalog_shutdown(void);
/* A RelationData for one of the bootstrap catalogs (compiled-in descriptor, no lock). */
void catalog_rel(Oid relid, RelationData *rel);
/* A text column's value as a palloc'd C string, and back (catalog rows' text columns). */
char *catalog_text_cstring(Datum d);
text *catalog_cstring_text(const char *s);
/* Where the pg_namespace row of nspoid this transaction sees is (catalog_acl.c). */
bool catalog_namespace_current_tid(Oid nspoid, ItemPointerData *tid);

/* A new version of relid's entry and pg_class row naming relfilenode as its file, as
 * catalog_alter_relation changes a row (relfilenode.c creates the file). */
void catalog_set_relfilenode(Oid relid, uint32 relfilenode);

/* PG's int2vector (pg_index.indkey, pg_partitioned_table.partattrs), palloc'd; parse reads
 * n values (zeros past its length). */
varlena *int2vector_make(const int16 *vals, int n);
void int2vector_parse(const varlena *v, int16 *vals, int n);

#endif /* BASALT_CATALOG_INTERNAL_H */
