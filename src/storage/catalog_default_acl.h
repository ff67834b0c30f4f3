/*
 * catalog_default_acl.h: default privileges in the catalog: pg_default_acl (826), with
 * PostgreSQL's columns (oid, defaclrole, defaclnamespace, defaclobjtype, defaclacl).
 *
 * One row holds the acl that objects of one kind ('r' relations, 'S' sequences, 'f' functions,
 * 'T' types, 'n' schemas) get when role
 * creates them, in one schema (defaclnamespace) or anywhere (InvalidOid). Like pg_auth_members
 * it is a small heap read by a scan in the current transaction, so ALTER DEFAULT PRIVILEGES is
 * MVCC-visible and rolls back. What the acls mean is decided in executor/acl_default.c.
 */
#ifndef BASALT_CATALOG_DEFAULT_ACL_H
#define BASALT_CATALOG_DEFAULT_ACL_H

#include "common/list.h"
#include "storage/heapam.h"

#define DefaultAclRelationId 826
#define DEFACLOBJ_RELATION 'r'
#define DEFACLOBJ_SEQUENCE 'S'
#define DEFACLOBJ_FUNCTION 'f'
#define DEFACLOBJ_TYPE 'T'
#define DEFACLOBJ_NAMESPACE 'n'

typedef struct DefaultAclRow {
    Oid oid, role, nspoid;
    char objtype;
    varlena *acl;        /* a palloc'd copy */
    ItemPointerData tid; /* where the row is */
} DefaultAclRow;

/* The row of (role, nspoid, objtype), if there is one. */
bool catalog_default_acl_find(Oid role, Oid nspoid, char objtype, DefaultAclRow *out);
/* Every row this transaction sees (a palloc'd List of DefaultAclRow *). */
List *catalog_default_acl_rows(void);
/* Store acl as the row of (role, nspoid, objtype): a new row, an update, or (acl NULL) none. */
void catalog_default_acl_set(Oid role, Oid nspoid, char objtype, const varlena *acl);
/* DROP SCHEMA: the schema's rows go with it. */
void catalog_default_acl_drop_namespace(Oid nspoid);

#endif /* BASALT_CATALOG_DEFAULT_ACL_H */
