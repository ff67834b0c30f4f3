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

#endif /* BASALT_CATALOG_INTERNAL_H */
