/*
 * utility_grant_role.c: GRANT role TO role and REVOKE role FROM role, and the memberships
 * CREATE ROLE's IN ROLE / ROLE / ADMIN and ALTER GROUP's ADD / DROP USER change (PG 15's user.c
 * GrantRole, AddRoleMems and DelRoleMems).
 *
 * The one idea: a membership is one pg_auth_members row per (role, member). Granting it again
 * only notices, unless it adds the admin option; REVOKE ADMIN OPTION FOR keeps the row and clears
 * the option. Who may change the members of a role: for a superuser role a superuser, for others
 * a role with CREATEROLE or one holding the admin option on it (through any chain of
 * memberships). As in PG 15 the grantor is recorded but nothing hangs on it: REVOKE's GRANTED BY
 * and CASCADE change nothing (the role must still exist).
 */
#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/execnodes.h"
#include "storage/catalog.h"
#include "storage/catalog_auth_members.h"

#define DATABASE_OWNER_ROLE 6171 /* pg_database_owner */

/* PG's get_rolespec_oid: a role, CURRENT_USER / SESSION_USER; PUBLIC is no role here. */
static Oid role_spec_oid(const char *spec)
{
    if (strcmp(spec, "$current_user") == 0)
        return acl_current_user();
    if (strcmp(spec, "$session_user") == 0)
        return acl_session_user();
    CatalogRole r;
    if (!catalog_role_by_name(spec, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", spec));
    return r.oid;
}

/* PG's get_rolespec_name: the name as written, or the current / session user's. */
static const char *role_spec_name(const char *spec, Oid roleid)
{
    if (spec[0] != '$')
        return spec;
    CatalogRole r;
    return catalog_role_by_oid(roleid, &r) ? pstrdup(r.rolname) : spec;
}

static bool is_superuser_role(Oid roleid)
{
    CatalogRole r;
    return catalog_role_by_oid(roleid, &r) && r.rolsuper;
}

static bool has_createrole(void)
{
    CatalogRole me;
    return catalog_role_by_oid(acl_current_user(), &me) && (me.rolsuper || me.rolcreaterole);
}

/* Only a superuser changes the members of a superuser role; of others, a role with CREATEROLE
 * or the admin option on it (held by admin, the grantor of GRANT or the current user). */
static void check_may_change_members(const char *rolename, Oid roleid, Oid admin)
{
    if (is_superuser_role(roleid)) {
        if (!acl_is_superuser(acl_current_user()))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to alter superusers"));
        return;
    }
    if (!has_createrole() && !acl_is_admin_of_role(admin, roleid))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must have admin option on role \"%s\"", rolename));
}

static List *role_spec_oids(List *specs)
{
    List *oids = NIL;
    ListCell *lc;
    foreach (lc, specs)
        oids = lappend_oid(oids, role_spec_oid(strVal(lfirst(lc))));
    return oids;
}

/* One member of AddRoleMems: refuse pg_database_owner and loops, notice a grant already made,
 * else insert the row or give it the admin option. */
static void add_member(const char *rolename, Oid roleid, const char *spec, Oid memberid,
                       Oid grantor, bool admin_opt)
{
    const char *membername = role_spec_name(spec, memberid);
    if (memberid == DATABASE_OWNER_ROLE)
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("role \"%s\" cannot be a member of any role", membername));
    /* a loop would make roleid a member of itself; superuserness must not hide one */
    if (acl_is_member_of_role_nosuper(roleid, memberid))
        ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                errmsg("role \"%s\" is a member of role \"%s\"", rolename, membername));
    AuthMember m;
    bool exists = catalog_auth_member_find(roleid, memberid, &m);
    if (exists && (!admin_opt || m.admin_option)) {
        ereport(NOTICE, errmsg("role \"%s\" is already a member of role \"%s\"", membername,
                               rolename));
        return;
    }
    m.grantor = grantor;
    m.admin_option = admin_opt;
    if (exists) {
        catalog_auth_member_update(&m);
        return;
    }
    m.roleid = roleid;
    m.member = memberid;
    catalog_auth_member_insert(&m);
}

/* PG's AddRoleMems, with the members' oids already looked up. */
static void add_role_members(const char *rolename, Oid roleid, List *specs, List *ids,
                             Oid grantor, bool admin_opt)
{
    if (ids == NIL)
        return;
    check_may_change_members(rolename, roleid, grantor);
    if (roleid == DATABASE_OWNER_ROLE)
        ereport(ERROR, errcode(ERRCODE_INTERNAL_ERROR),
                errmsg("role \"%s\" cannot have explicit members", rolename));
    if (grantor != acl_current_user() && !acl_is_superuser(acl_current_user()))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be superuser to set grantor"));
    for (int i = 0; i < list_length(ids); i++)
        add_member(rolename, roleid, strVal(list_nth(specs, i)), list_nth_oid(ids, i), grantor,
                   admin_opt);
}

void exec_add_role_members(const char *rolename, Oid roleid, List *members, Oid grantor,
                           bool admin_opt)
{
    add_role_members(rolename, roleid, members, role_spec_oids(members), grantor, admin_opt);
}

/* PG's DelRoleMems: a membership that is not there only warns. */
static void delete_role_members(const char *rolename, Oid roleid, List *specs, List *ids,
                                bool admin_opt)
{
    if (ids == NIL)
        return;
    check_may_change_members(rolename, roleid, acl_current_user());
    for (int i = 0; i < list_length(ids); i++) {
        Oid memberid = list_nth_oid(ids, i);
        AuthMember m;
        if (!catalog_auth_member_find(roleid, memberid, &m)) {
            ereport(WARNING, errmsg("role \"%s\" is not a member of role \"%s\"",
                                    role_spec_name(strVal(list_nth(specs, i)), memberid),
                                    rolename));
            continue;
        }
        if (!admin_opt) {
            catalog_auth_member_delete(&m);
            continue;
        }
        m.admin_option = false;
        catalog_auth_member_update(&m);
    }
}

void exec_delete_role_members(const char *rolename, Oid roleid, List *members)
{
    delete_role_members(rolename, roleid, members, role_spec_oids(members), false);
}

const char *exec_grant_role(GrantRoleStmt *st)
{
    Oid grantor = st->grantor ? role_spec_oid(st->grantor) : acl_current_user();
    List *ids = role_spec_oids(st->grantee_roles);
    catalog_lock_roles();
    ListCell *lc;
    foreach (lc, st->granted_roles) {
        AccessPriv *priv = lfirst(lc);
        if (priv->cols != NIL)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("column names cannot be included in GRANT/REVOKE ROLE"));
        CatalogRole r;
        if (!catalog_role_by_name(priv->priv_name, &r))
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("role \"%s\" does not exist", priv->priv_name));
        if (st->is_grant)
            add_role_members(priv->priv_name, r.oid, st->grantee_roles, ids, grantor,
                             st->admin_opt);
        else
            delete_role_members(priv->priv_name, r.oid, st->grantee_roles, ids, st->admin_opt);
    }
    return st->is_grant ? "GRANT ROLE" : "REVOKE ROLE";
}
