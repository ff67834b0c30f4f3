/*
 * catalog_acl.h: owners and access privileges of relations and schemas, as stored.
 *
 * PG's aclitem (grantee, grantor, privilege and grant-option bits) and the aclitem[] varlena of
 * pg_class.relacl, pg_namespace.nspacl and pg_attribute.attacl. A NULL acl stands for the
 * owner's default privileges (a column's: for none); what the bits mean and who may do what is decided in executor/acl.h.
 */
#ifndef BASALT_CATALOG_ACL_H
#define BASALT_CATALOG_ACL_H

#include "storage/catalog.h"

#define ACLITEMOID 1033
#define ACLITEMARRAYOID 1034
#define ACL_ID_PUBLIC 0 /* the grantee PUBLIC */

/* Privilege bits, PG's order (aclitem's text letters "arwdDxtXUCTcsA"). */
#define ACL_INSERT (1u << 0)
#define ACL_SELECT (1u << 1)
#define ACL_UPDATE (1u << 2)
#define ACL_DELETE (1u << 3)
#define ACL_TRUNCATE (1u << 4)
#define ACL_REFERENCES (1u << 5)
#define ACL_TRIGGER (1u << 6)
#define ACL_EXECUTE (1u << 7)
#define ACL_USAGE (1u << 8)
#define ACL_CREATE (1u << 9)
#define ACL_CREATE_TEMP (1u << 10)
#define ACL_CONNECT (1u << 11)
#define ACL_SET (1u << 12)
#define ACL_ALTER_SYSTEM (1u << 13)
#define N_ACL_RIGHTS 14
#define ACL_GRANT_OPTION_FOR(privs) ((uint32)(privs) << 16)
#define ACL_OPTION_TO_PRIVS(privs) ((uint32)(privs) >> 16)
#define ACL_PRIVS_MASK 0xFFFFu

typedef struct AclItem {
    Oid grantee; /* ACL_ID_PUBLIC or a role */
    Oid grantor;
    uint32 privs; /* privilege bits, and their grant options << 16 */
} AclItem;

/* An aclitem[] varlena (palloc'd) of n items, and the items of one (palloc'd, *n set; a
 * malformed array reads as no items). */
varlena *catalog_acl_make(const AclItem *items, int n);
AclItem *catalog_acl_items(const varlena *acl, int *n);
/* A palloc'd copy of an aclitem[] column's value as heap_deform_tuple gave it; NULL for a
 * NULL (the default privileges). */
varlena *catalog_acl_copy(Datum value, bool isnull);

/* What privilege checks read of a relation this transaction sees (false if there is none):
 * acl is a palloc'd copy, or NULL. */
typedef struct RelationAcl {
    Oid owner;
    varlena *acl;
    char relkind;
    Oid nspoid;
    char relname[NAMEDATALEN];
} RelationAcl;
bool catalog_relation_acl(Oid relid, RelationAcl *out);
/* The owner and acl (a palloc'd copy, or NULL) of a schema; false if there is none. */
bool catalog_namespace_acl(Oid nspoid, Oid *owner, varlena **acl);
/* GRANT / REVOKE / ALTER ... OWNER TO: a new owner and acl (NULL: the default), as ALTER TABLE
 * changes rows (seen by others at commit). The caller holds a lock that keeps out DDL. */
void catalog_set_relation_acl(Oid relid, Oid owner, const varlena *acl);
void catalog_set_namespace_acl(Oid nspoid, Oid owner, const varlena *acl);
/* A column's privileges (pg_attribute.attacl: a palloc'd copy, NULL when it has none, which
 * unlike a relation's NULL grants nothing), and a new acl for it (NULL: none). */
varlena *catalog_column_acl(Oid relid, int attnum);
void catalog_set_column_acl(Oid relid, int attnum, const varlena *acl);

#endif /* BASALT_CATALOG_ACL_H */
