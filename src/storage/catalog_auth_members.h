/*
 * catalog_auth_members.h: role membership in the catalog: pg_auth_members (1261), with
 * PostgreSQL 15's columns (roleid, member, grantor, admin_option; no oid column).
 *
 * One row says that member is a member of roleid, granted by grantor, and whether it may grant
 * that membership on (admin_option). Like pg_authid it is a small heap read by a scan in the
 * current transaction, so GRANT role is MVCC-visible and rolls back. Every change notes a
 * catalog change, which is what tells the executor's membership cache (executor/acl.c) to
 * rebuild.
 */
#ifndef BASALT_CATALOG_AUTH_MEMBERS_H
#define BASALT_CATALOG_AUTH_MEMBERS_H

#include "storage/heapam.h"

#define AuthMemRelationId 1261

typedef struct AuthMember {
    Oid roleid, member, grantor;
    bool admin_option;
    ItemPointerData tid; /* where the row is (set by the lookups) */
} AuthMember;

/* Every membership this transaction sees, as a palloc'd array (*n rows; NULL if none). */
AuthMember *catalog_auth_members_all(int *n);
/* The row of (roleid, member), if there is one. */
bool catalog_auth_member_find(Oid roleid, Oid member, AuthMember *out);
void catalog_auth_member_insert(const AuthMember *m);
/* Rewrite the row at m->tid (a lookup's result, with grantor / admin_option changed). */
void catalog_auth_member_update(AuthMember *m);
void catalog_auth_member_delete(const AuthMember *m);
/* DROP ROLE: every row naming roleid as the role or as the member goes. */
void catalog_auth_members_drop_role(Oid roleid);

#endif /* BASALT_CATALOG_AUTH_MEMBERS_H */
