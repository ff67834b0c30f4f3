/*
 * catalog.h: namespaces and relations by name and oid; creating and dropping tables.
 *
 * The catalog is stored in heap tables (pg_namespace, pg_class, pg_attribute, with PostgreSQL's
 * column names and oids) and cached in memory. Names are looked up exactly as given: the
 * parser has already folded unquoted identifiers to lower case.
 */
#ifndef BASALT_CATALOG_H
#define BASALT_CATALOG_H

#include "storage/heapam.h"
#include "storage/lock.h"

#define PG_CATALOG_NAMESPACE 11
#define PG_PUBLIC_NAMESPACE 2200

Oid catalog_namespace_oid(const char *nspname); /* InvalidOid if there is none */
const char *catalog_namespace_name(Oid nspoid);
Oid catalog_relation_oid(Oid nspoid, const char *relname); /* InvalidOid if there is none */

/* Open with a lock (held to end of transaction); ERROR 42P01 if relid vanished. */
Relation relation_open(Oid relid, LockMode mode);
void relation_close(Relation rel); /* the lock stays until the transaction ends */

/*
 * Create a table: desc gives the columns (names, types, typmods and physical shape filled in by
 * the caller). ERROR 42P07 `relation "x" already exists` if the name is taken.
 */
Oid catalog_create_relation(const char *relname, Oid nspoid, char relkind, char relpersistence,
                            TupleDesc desc);
void catalog_drop_relation(Oid relid);

#endif /* BASALT_CATALOG_H */
