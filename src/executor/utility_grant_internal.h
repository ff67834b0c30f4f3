/*
 * utility_grant_internal.h: what GRANT / REVOKE of objects, of columns and of default
 * privileges share (utility_grant_acl.c): privilege names, grantees, and changing an acl item
 * by item as PG's aclupdate, merge_acl_with_grant and select_best_grantor do.
 */
#ifndef BASALT_UTILITY_GRANT_INTERNAL_H
#define BASALT_UTILITY_GRANT_INTERNAL_H

#include "executor/acl.h"
#include "parser/parsenodes.h"
#include "storage/catalog_fdw.h"

#define RIGHTS_RELATION                                                                          \
    (ACL_INSERT | ACL_SELECT | ACL_UPDATE | ACL_DELETE | ACL_TRUNCATE | ACL_REFERENCES |         \
     ACL_TRIGGER)
#define RIGHTS_SEQUENCE (ACL_USAGE | ACL_SELECT | ACL_UPDATE)
#define RIGHTS_SCHEMA (ACL_USAGE | ACL_CREATE)
#define RIGHTS_FOREIGN ACL_USAGE /* of wrappers and servers */
#define RIGHTS_COLUMN (ACL_INSERT | ACL_SELECT | ACL_UPDATE | ACL_REFERENCES)
#define RIGHTS_FUNCTION ACL_EXECUTE
#define RIGHTS_DATABASE (ACL_CREATE | ACL_CREATE_TEMP | ACL_CONNECT)

/* A privilege's bit from its lower-case name (ERROR 42601 if there is none), and the upper-case
 * name of the lowest privilege in bits (PG's privilege_to_string). */
uint32 grant_priv_bit(const char *name);
const char *grant_priv_word(uint32 bits);
/* A grantee of a statement: ACL_ID_PUBLIC, or a role (ERROR 42704 if there is none). */
Oid grant_grantee_oid(const char *name);

/* An acl being changed (palloc'd items). */
typedef struct Acl {
    AclItem *items;
    int n, cap;
} Acl;
/* The items of stored, or of the default acl of objkind when it is NULL. */
void grant_acl_load(Acl *acl, const varlena *stored, char objkind, Oid owner);
void grant_acl_append(Acl *acl, AclItem item);
int grant_acl_find(const Acl *acl, Oid grantee, Oid grantor); /* -1 if none */
/* Add bits (privileges and grant options) to the item (grantee, grantor). */
void grant_acl_add(Acl *acl, Oid grantee, Oid grantor, uint32 bits);
/* Take bits from the item (grantee, grantor), and what grantee granted with the grant options
 * lost (CASCADE; ERROR 2BP01 with RESTRICT). */
void grant_acl_revoke(Acl *acl, Oid grantee, Oid grantor, uint32 bits, Oid owner,
                      DropBehavior behavior);
/* PG's select_best_grantor: who grants (*grantor), and which of privileges it may grant. */
uint32 grant_best_grantor(const Acl *acl, Oid owner, uint32 privileges, Oid *grantor);
/* PG's restrict_and_check_grant warnings when the grantor could do less than asked for what
 * ("\"t\"", "column \"a\" of relation \"t\""). */
void grant_warn_restricted(bool is_grant, uint32 these, uint32 asked, bool all_privs,
                           const char *what);

/* GRANT: add these (and their grant options WITH GRANT OPTION) to each grantee's item from
 * grantor; REVOKE: take them (or only their grant options) away. */
void grant_acl_apply(Acl *acl, const GrantStmt *st, List *grantees, Oid grantor, uint32 these,
                     Oid owner);

/* PG's aclnewowner: stored with old_owner's items made new_owner's (merged where they meet). */
varlena *grant_acl_new_owner(const varlena *stored, Oid old_owner, Oid new_owner);
/* ALTER ... OWNER TO of one relation without its checks: its acl and its columns' move too. */
void grant_set_relation_owner(Oid relid, Oid new_owner);
/* Whether an item of stored (may be NULL) has roleid as grantee or grantor. */
bool grant_acl_mentions(const varlena *stored, Oid roleid);
/* Whether an item of stored (may be NULL) has roleid as grantee. */
bool grant_acl_granted_to(const varlena *stored, Oid roleid);

/* One object of the statement, with what it had before. */
typedef struct GrantTarget {
    Oid oid;
    char objkind; /* a relkind, or ACL_KIND_SCHEMA / _FDW / _SERVER / _FUNCTION / _DATABASE */
    const char *name;
    Oid owner;
    varlena *acl;
    FdwCatalogRow *fdwrow; /* a wrapper's or server's row, written back with the new acl */
} GrantTarget;

/* utility_grant_object.c: the functions (by ObjectWithArgs.funcid, or all of a schema) and the
 * database a statement names (ERROR 3D000 for another database), with their owners and acls;
 * and a new acl for one of them. */
List *grant_function_targets(GrantStmt *st);
List *grant_database_targets(GrantStmt *st);
void grant_store_object_acl(const GrantTarget *t, const varlena *acl);

/* utility_grant_column.c: the column privileges of a GRANT / REVOKE on relation t: those of
 * the privileges with a column list, and for REVOKE the columns' share of table_privs (the
 * table's privileges revoked are revoked from each column too, as in SQL). */
void grant_on_columns(GrantStmt *st, const GrantTarget *t, uint32 table_privs, List *grantees);

#endif /* BASALT_UTILITY_GRANT_INTERNAL_H */
