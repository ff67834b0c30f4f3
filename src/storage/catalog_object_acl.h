/*
 * catalog_object_acl.h: owners and acls of the objects that have no catalog rows of their own
 * to keep them in: the built-in functions (pg_proc is a view over a compiled-in table) and the
 * database (pg_database is a view of one row). basalt_object_acl (8500) holds one row per such
 * object whose owner or acl differs from the built-in one: (classoid, objoid, owner, acl), the
 * classoid PG's catalog of the object (ProcedureRelationId, DatabaseRelationId).
 *
 * Like pg_default_acl it is a small heap read by a scan in the current transaction, so GRANT
 * is MVCC-visible and rolls back. What the acls mean is decided in executor/acl.h.
 */
#ifndef BASALT_CATALOG_OBJECT_ACL_H
#define BASALT_CATALOG_OBJECT_ACL_H

#include "common/list.h"
#include "storage/catalog.h"

#define ObjectAclRelationId 8500
#define ProcedureRelationId 1255 /* classoid of a function's row */
#define DatabaseRelationId 1262  /* classoid of the database's row */
#define DATABASE_OID 5           /* the one database, pg_database's "postgres" */

typedef struct ObjectAclRow {
    Oid classoid, objoid, owner;
    varlena *acl;        /* a palloc'd copy, or NULL */
    ItemPointerData tid; /* where the row is */
} ObjectAclRow;

/* Every row this transaction sees (a palloc'd List of ObjectAclRow *), for DROP ROLE's check,
 * DROP OWNED and REASSIGN OWNED. */
List *catalog_object_acl_rows(void);
/* The owner and acl (a palloc'd copy, or NULL: the owner's default) of the object; false when
 * it has no row (its built-in owner and the default acl). */
bool catalog_object_acl(Oid classoid, Oid objoid, Oid *owner, varlena **acl);
/* Store owner and acl as the object's row (a new row or an update). The caller holds no lock:
 * this takes one that conflicts with itself. */
void catalog_set_object_acl(Oid classoid, Oid objoid, Oid owner, const varlena *acl);

#endif /* BASALT_CATALOG_OBJECT_ACL_H */
