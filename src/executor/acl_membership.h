/*
 * acl_membership.h: role membership as the privilege checks see it (PG's acl.c
 * roles_is_member_of and the questions built on it).
 *
 * A role is a member of the roles granted to it and, transitively, of theirs. Two closures:
 * MEMBERS follows every membership (what SET ROLE and OWNER TO need), PRIVS stops at roles that
 * do not INHERIT (whose privileges a role really uses). The owner of the database (the
 * bootstrap superuser) is implicitly a member of pg_database_owner, as in PG 15. The answers
 * are computed from a per-session copy of the membership graph, rebuilt when the catalog
 * generation moves or a transaction rolls back, never per row.
 */
#ifndef BASALT_ACL_MEMBERSHIP_H
#define BASALT_ACL_MEMBERSHIP_H

#include "common/list.h"

/* Does member hold role's privileges (itself, a superuser, or through INHERIT memberships)? */
bool acl_has_privs_of_role(Oid member, Oid role);
/* Is member a member of role, INHERIT aside (itself, a superuser, or any membership)? */
bool acl_is_member_of_role(Oid member, Oid role);
/* The same without the superuser shortcut (the circular-grant check). */
bool acl_is_member_of_role_nosuper(Oid member, Oid role);
/* May member grant membership in role (a superuser, or WITH ADMIN OPTION somewhere up)? */
bool acl_is_admin_of_role(Oid member, Oid role);
/* The roles whose privileges roleid has, itself first (a List of Oid, valid until the next
 * catalog change: copy it to keep it). */
List *acl_roles_with_privs_of(Oid roleid);

#endif /* BASALT_ACL_MEMBERSHIP_H */
