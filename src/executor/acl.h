/*
 * acl.h: who the current user is, and what it may do (PG's acl.c, aclchk.c and miscinit's
 * user ids). Privileges of tables and schemas are checked here, by the executor at the start of
 * each statement and by the binder when it looks into a schema.
 *
 * The current user is SET ROLE's role, else the session user (SET SESSION AUTHORIZATION's, else
 * the one that logged in); acl_push_user runs a piece as another (a foreign key's queries run as
 * the table's owner, as PG). Superusers pass every check. Acls are PG's: NULL means the owner's
 * default privileges; the owner may always grant, and is the grantor when a superuser grants.
 * A role has the privileges of the roles it inherits from (acl_membership.h), the owner's
 * included.
 */
#ifndef BASALT_ACL_H
#define BASALT_ACL_H

#include "common/list.h"
#include "common/stringinfo.h"
#include "storage/catalog_acl.h"

/* The login: set once the session is authenticated (net/session.c). */
void acl_set_authenticated_user(Oid roleid, bool superuser);
Oid acl_current_user(void); /* InvalidOid if its role was dropped */
Oid acl_session_user(void);
bool acl_is_superuser(Oid roleid);
/* Run as roleid until acl_pop_user(the value returned) (also on error: PG_TRY). */
Oid acl_push_user(Oid roleid);
void acl_pop_user(Oid saved);
/* SET ROLE / SET SESSION AUTHORIZATION: check that the session may become rolname (ERROR 42501 or
 * 42704 as PG); the name of a role is returned as stored. */
void acl_check_set_role(const char *rolname);
void acl_check_set_session_authorization(const char *rolname);
/* After either changed: is_superuser is reported to the client again. */
void acl_report_superuser(void);

/* What kind of object an acl is of: a relkind ('r', 'v', 'S', ...), or one of these. */
#define ACL_KIND_SCHEMA 'n'
#define ACL_KIND_FDW 'W'
#define ACL_KIND_SERVER 'V'
/* Functions and types: their built-in default gives PUBLIC the owner's privileges too (types
 * have acls only as default privileges). A database's gives PUBLIC CONNECT and TEMPORARY. */
#define ACL_KIND_FUNCTION 'F'
#define ACL_KIND_TYPE 'T'
#define ACL_KIND_DATABASE 'd'

/* Does roleid hold every privilege of mode on the object whose owner and acl (NULL: the
 * owner's default) these are? (superusers do) */
bool acl_object_has(char objkind, Oid owner, const varlena *acl, Oid roleid, uint32 mode);

/* The owner's privileges when the acl is NULL (an ACL_KIND or a relkind). */
uint32 acl_all_rights(char objkind);
AclItem *acl_default(char objkind, Oid owner, int *n);
/* Which of mask (privilege and grant-option bits) roleid holds, superuser aside: granted to it,
 * to PUBLIC or to a role it inherits privileges from (acl_membership.h). */
uint32 acl_mask(const AclItem *items, int n, Oid roleid, Oid owner, uint32 mask);
/* ... granted to roleid itself only, PUBLIC and memberships aside (PG's aclmask_direct, which
 * choosing a grantor needs). */
uint32 acl_mask_direct(const AclItem *items, int n, Oid roleid, Oid owner, uint32 mask);

/* The items of a relation's acl (palloc'd), its defaults if NULL: the owner's, and for the
 * system catalogs SELECT to PUBLIC as well. */
AclItem *acl_relation_items(Oid relid, const RelationAcl *ra, int *n);
/* Does roleid hold every privilege of mode on the relation / schema? (superusers do) */
bool acl_relation_has(Oid relid, Oid roleid, uint32 mode);
bool acl_namespace_has(Oid nspoid, Oid roleid, uint32 mode);
/* The same for the current user, ERROR 42501 "permission denied for table x" if not. */
void acl_require_relation(Oid relid, uint32 mode);
void acl_require_relation_as(Oid relid, Oid roleid, uint32 mode);
/* ... unless the current user holds any one privilege of mode (LOCK TABLE's check). */
void acl_require_relation_any(Oid relid, uint32 mode);
/* ... "permission denied for schema x", with the position of the name when location >= 0. */
void acl_require_namespace(Oid nspoid, uint32 mode, int location);
/* Is the current user the owner (a member of it with its privileges, or a superuser)? ERROR
 * 42501 "must be owner of table x". */
bool acl_is_owner_of_relation(Oid relid);
void acl_require_relation_owner(Oid relid);
void acl_require_namespace_owner(Oid nspoid);
bool acl_is_owner_of_namespace(Oid nspoid);
/* DROP: the owner of the relation or of its schema may (ERROR "must be owner of ..."). */
void acl_require_drop_relation(Oid relid);
/* Column privileges (acl_column.c). Which of mask roleid holds on the column through its own
 * acl alone (superuser and table aside; none for system columns). */
uint32 acl_column_mask(Oid relid, int attnum, Oid owner, Oid roleid, uint32 mask);
/* has_column_privilege / has_any_column_privilege: does roleid hold any of mode on the table,
 * or on the column / on any column? *exists false when the table does not exist. */
bool acl_column_has(Oid relid, int attnum, Oid roleid, uint32 mode, bool *exists);
bool acl_column_has_any(Oid relid, Oid roleid, uint32 mode, bool *exists);
/* The executor's check of one relation of a statement (PG's ExecCheckRTEPerms): roleid holds
 * p->perms on the table, or what it lacks of SELECT, INSERT, UPDATE on every column named (any
 * column when none is); ERROR 42501 "permission denied for table x" if not. */
struct RelPermission;
void acl_require_permission(const struct RelPermission *p, Oid roleid);
/* The current user holds mode on the table, or on each of the n columns attnums (PG's
 * checkFkeyPermissions); ERROR 42501 "permission denied for table x" if not. */
void acl_require_columns(Oid relid, uint32 mode, const int16 *attnums, int n);

/* Functions and the database (acl_object.c; their acls are basalt_object_acl's). Does roleid
 * hold every privilege of mode on the built-in function / on the database? (superusers do) */
bool acl_function_has(Oid funcid, Oid roleid, uint32 mode);
bool acl_database_has(Oid roleid, uint32 mode);
/* The executor's check of the functions a statement calls (PG's ExecInitFunc check): the current
 * user holds EXECUTE on each, ERROR 42501 "permission denied for function f" if not. */
void acl_require_functions(const List *funcids);
/* CREATE SCHEMA's: ERROR 42501 "permission denied for database d" without mode on it. */
void acl_require_database(uint32 mode);
/* "function lower(text)", as PG's getObjectDescription names one. */
char *acl_function_description(Oid funcid);
/* The database's name and owner (pg_database's datname, datdba). */
const char *acl_database_name(void);
Oid acl_database_owner(void);

/* "table", "view", "sequence", "foreign table", "index", "schema", "foreign server" ... as
 * PG's messages name the kinds. */
const char *acl_relkind_word(char relkind);

/* aclitem's text: grantee=privs/grantor ("=r/alice" for PUBLIC, '*' after a grant option). */
void acl_item_text(StringInfo buf, const AclItem *item);

#endif /* BASALT_ACL_H */
