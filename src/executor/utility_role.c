/*
 * utility_role.c: CREATE ROLE / CREATE USER, ALTER ROLE (options, RENAME TO), DROP ROLE.
 * CREATE ROLE's IN ROLE / ROLE / ADMIN and ALTER GROUP's ADD / DROP USER memberships are made by
 * utility_grant_role.c.
 *
 * The one idea: a role is one pg_authid row, changed in the current transaction like any
 * catalog row (an aborted CREATE ROLE leaves nothing). Passwords are turned into a verifier
 * here, before they reach the catalog: SCRAM-SHA-256 or md5 as password_encryption says, or
 * kept as given when the client already sent a verifier. The hashing itself lives in the net
 * layer (src/net/auth_*.c, next to the authentication exchange that checks it), reached
 * through executor_password_hook so that calls still point down the stack only.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "common/guc.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "parser/parsenodes.h"
#include "storage/catalog.h"
#include "storage/catalog_auth_members.h"
#include "storage/xact.h"

char *(*executor_password_hook)(const char *rolname, const char *password, bool md5);

/* The options of one statement, each at most once. */
typedef struct RoleOptions {
    DefElem *password, *superuser, *createrole, *createdb, *canlogin, *inherit, *replication,
        *bypassrls, *connlimit, *validuntil;
    DefElem *addroleto, *rolemembers, *adminmembers; /* IN ROLE, ROLE / USER, ADMIN */
} RoleOptions;

static void read_options(List *options, RoleOptions *o)
{
    memset(o, 0, sizeof(*o));
    ListCell *lc;
    foreach (lc, options) {
        DefElem *d = lfirst(lc);
        DefElem **slot = NULL;
        if (strcmp(d->defname, "password") == 0) slot = &o->password;
        else if (strcmp(d->defname, "superuser") == 0) slot = &o->superuser;
        else if (strcmp(d->defname, "createrole") == 0) slot = &o->createrole;
        else if (strcmp(d->defname, "createdb") == 0) slot = &o->createdb;
        else if (strcmp(d->defname, "canlogin") == 0) slot = &o->canlogin;
        else if (strcmp(d->defname, "inherit") == 0) slot = &o->inherit;
        else if (strcmp(d->defname, "isreplication") == 0) slot = &o->replication;
        else if (strcmp(d->defname, "bypassrls") == 0) slot = &o->bypassrls;
        else if (strcmp(d->defname, "connectionlimit") == 0) slot = &o->connlimit;
        else if (strcmp(d->defname, "validUntil") == 0) slot = &o->validuntil;
        else if (strcmp(d->defname, "addroleto") == 0) slot = &o->addroleto;
        else if (strcmp(d->defname, "rolemembers") == 0) slot = &o->rolemembers;
        else if (strcmp(d->defname, "adminmembers") == 0) slot = &o->adminmembers;
        else if (strcmp(d->defname, "sysid") == 0) {
            ereport(NOTICE, errmsg("SYSID can no longer be specified"));
            continue;
        } else
            elog(ERROR, "option \"%s\" not recognized", d->defname);
        /* CREATE USER's implied LOGIN (location -1) yields to an explicit one */
        if (*slot && (*slot)->location < 0) {
            *slot = d;
            continue;
        }
        if (*slot)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                    errmsg("conflicting or redundant options"), errlocation(d->location));
        *slot = d;
    }
}

static bool opt_bool(DefElem *d)
{
    return castNode(Boolean, d->arg)->boolval;
}

/* The role running the statement (SET ROLE's, else the session user). */
static bool current_role(CatalogRole *out)
{
    return catalog_role_by_oid(acl_current_user(), out);
}

static bool current_is_superuser(void)
{
    CatalogRole me;
    return current_role(&me) && me.rolsuper;
}

static bool current_has_createrole(void)
{
    CatalogRole me;
    return current_role(&me) && (me.rolsuper || me.rolcreaterole);
}

/* md5 + 32 hex digits, or SCRAM-SHA-256$<iter>:<salt>$<key>:<key>: stored as given. */
static bool looks_like_verifier(const char *p)
{
    if (strncmp(p, "md5", 3) == 0 && strlen(p) == 35) {
        for (int i = 3; i < 35; i++)
            if (!strchr("0123456789abcdef", p[i]))
                return false;
        return true;
    }
    return strncmp(p, "SCRAM-SHA-256$", 14) == 0 && strchr(p + 14, ':') && strchr(p + 14, '$');
}

static char *make_verifier(const char *rolname, const char *password)
{
    if (looks_like_verifier(password))
        return pstrdup(password);
    if (executor_password_hook == NULL)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("password encryption is not available"));
    char *method = guc_show("password_encryption");
    return executor_password_hook(rolname, password, strcmp(method, "md5") == 0);
}

/* PASSWORD 'x' / PASSWORD NULL / PASSWORD '' (PG clears the password with a notice). */
static void apply_password(CatalogRole *r, DefElem *d)
{
    if (d->arg == NULL) {
        r->rolpassword = NULL;
        return;
    }
    const char *pw = strVal(d->arg);
    if (pw[0] == '\0') {
        ereport(NOTICE, errmsg("empty string is not a valid password, clearing password"));
        r->rolpassword = NULL;
        return;
    }
    r->rolpassword = make_verifier(r->rolname, pw);
}

static void apply_options(CatalogRole *r, const RoleOptions *o)
{
    if (o->superuser) r->rolsuper = opt_bool(o->superuser);
    if (o->createrole) r->rolcreaterole = opt_bool(o->createrole);
    if (o->createdb) r->rolcreatedb = opt_bool(o->createdb);
    if (o->canlogin) r->rolcanlogin = opt_bool(o->canlogin);
    if (o->inherit) r->rolinherit = opt_bool(o->inherit);
    if (o->replication) r->rolreplication = opt_bool(o->replication);
    if (o->bypassrls) r->rolbypassrls = opt_bool(o->bypassrls);
    if (o->connlimit) {
        int64 v = intVal(o->connlimit->arg);
        if (v < -1 || v > INT32_MAX)
            ereport(ERROR, errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("invalid connection limit: %lld", (long long)v));
        r->rolconnlimit = (int32)v;
    }
    if (o->validuntil) {
        r->rolvaliduntil =
            (int64)type_input_cstring(TIMESTAMPTZOID, strVal(o->validuntil->arg), -1);
        r->has_validuntil = true;
    }
    if (o->password)
        apply_password(r, o->password);
}

static void check_reserved_name(const char *name)
{
    if (strncmp(name, "pg_", 3) == 0)
        ereport(ERROR, errcode(ERRCODE_RESERVED_NAME),
                errmsg("role name \"%s\" is reserved", name),
                errdetail("Role names starting with \"pg_\" are reserved."));
    if (strcmp(name, "public") == 0 || strcmp(name, "none") == 0)
        ereport(ERROR, errcode(ERRCODE_RESERVED_NAME),
                errmsg("role name \"%s\" is reserved", name));
}

/* ---------------------------------------------------------------- CREATE ROLE */

/* PG's CreateRole: the new role joins each IN ROLE role, then the ADMIN members (with the
 * admin option) and the ROLE members join it, granted by the current user. */
static void add_create_memberships(const CatalogRole *r, const RoleOptions *o)
{
    Oid me = acl_current_user();
    ListCell *lc;
    if (o->addroleto) {
        List *self = list_make1(makeString(pstrdup(r->rolname)));
        foreach (lc, (List *)o->addroleto->arg) {
            const char *spec = strVal(lfirst(lc));
            CatalogRole group;
            Oid groupid = spec[0] == '$' ? (strcmp(spec, "$session_user") == 0
                                                 ? acl_session_user()
                                                 : me)
                                         : InvalidOid;
            bool found = groupid != InvalidOid ? catalog_role_by_oid(groupid, &group)
                                               : catalog_role_by_name(spec, &group);
            if (!found)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("role \"%s\" does not exist", spec));
            exec_add_role_members(group.rolname, group.oid, self, me, false);
        }
    }
    if (o->adminmembers)
        exec_add_role_members(r->rolname, r->oid, (List *)o->adminmembers->arg, me, true);
    if (o->rolemembers)
        exec_add_role_members(r->rolname, r->oid, (List *)o->rolemembers->arg, me, false);
}

static void create_role(CreateRoleStmt *st)
{
    RoleOptions o;
    read_options(st->options, &o);
    check_reserved_name(st->role);
    catalog_lock_roles();
    bool super = current_is_superuser();
    if (!super) {
        if (o.superuser && opt_bool(o.superuser))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to create superusers"));
        if (o.replication && opt_bool(o.replication))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to create replication users"));
        if (o.bypassrls && opt_bool(o.bypassrls))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to create bypassrls users"));
        if (!current_has_createrole())
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied to create role"));
    }
    CatalogRole r;
    memset(&r, 0, sizeof(r));
    snprintf(r.rolname, sizeof(r.rolname), "%s", st->role);
    r.rolinherit = true;
    r.rolconnlimit = -1;
    CatalogRole existing;
    if (catalog_role_by_name(r.rolname, &existing))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("role \"%s\" already exists", r.rolname));
    apply_options(&r, &o);
    catalog_create_role(&r);
    xact_command_counter_increment(); /* its memberships may name it */
    add_create_memberships(&r, &o);
}

/* ---------------------------------------------------------------- ALTER ROLE */

static void rename_role(AlterRoleStmt *st, CatalogRole *r)
{
    char *session = guc_show("session_authorization");
    if (strcmp(session, r->rolname) == 0)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("session user cannot be renamed"));
    check_reserved_name(st->newname);
    CatalogRole other;
    if (catalog_role_by_name(st->newname, &other))
        ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                errmsg("role \"%s\" already exists", st->newname));
    if (r->rolsuper ? !current_is_superuser() : !current_has_createrole())
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg(r->rolsuper ? "must be superuser to rename superusers"
                                   : "permission denied to rename role"));
    /* an md5 verifier hashes the name in: it cannot survive the rename */
    if (r->rolpassword && strncmp(r->rolpassword, "md5", 3) == 0) {
        r->rolpassword = NULL;
        ereport(NOTICE, errmsg("MD5 password cleared because of role rename"));
    }
    snprintf(r->rolname, sizeof(r->rolname), "%s", st->newname);
    catalog_update_role(r);
}

static void alter_role(AlterRoleStmt *st)
{
    RoleOptions o;
    read_options(st->options, &o);
    catalog_lock_roles();
    CatalogRole r;
    if (!catalog_role_by_name(st->role, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", st->role));
    if (st->newname) {
        rename_role(st, &r);
        return;
    }
    bool super = current_is_superuser();
    if (!super) {
        CatalogRole me;
        bool self = current_role(&me) && me.oid == r.oid;
        bool only_password = o.password && !o.superuser && !o.createrole && !o.createdb &&
                             !o.canlogin && !o.inherit && !o.replication && !o.bypassrls &&
                             !o.connlimit && !o.validuntil;
        if (r.rolsuper || o.superuser)
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to alter superuser roles or change superuser "
                           "attribute"));
        if (o.replication || o.bypassrls)
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to alter replication roles or change "
                           "replication attribute"));
        if (!current_has_createrole() && !(self && only_password))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied"));
    }
    if (r.oid == BOOTSTRAP_SUPERUSERID && o.superuser && !opt_bool(o.superuser))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: bootstrap user must be superuser"));
    apply_options(&r, &o);
    catalog_update_role(&r);
    if (o.rolemembers) {
        List *members = (List *)o.rolemembers->arg;
        xact_command_counter_increment();
        if (st->action > 0)
            exec_add_role_members(r.rolname, r.oid, members, acl_current_user(), false);
        else
            exec_delete_role_members(r.rolname, r.oid, members);
    }
}

/* ---------------------------------------------------------------- DROP ROLE */

static void drop_role(DropRoleStmt *st)
{
    catalog_lock_roles();
    if (!current_has_createrole())
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to drop role"));
    char *session = guc_show("session_authorization");
    ListCell *lc;
    foreach (lc, st->roles) {
        const char *name = strVal(lfirst(lc));
        CatalogRole r;
        if (!catalog_role_by_name(name, &r)) {
            if (!st->missing_ok)
                ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                        errmsg("role \"%s\" does not exist", name));
            ereport(NOTICE, errmsg("role \"%s\" does not exist, skipping", name));
            continue;
        }
        if (r.oid == acl_current_user())
            ereport(ERROR, errcode(ERRCODE_OBJECT_IN_USE),
                    errmsg("current user cannot be dropped"));
        if (strcmp(r.rolname, session) == 0)
            ereport(ERROR, errcode(ERRCODE_OBJECT_IN_USE),
                    errmsg("session user cannot be dropped"));
        if (r.oid == BOOTSTRAP_SUPERUSERID)
            ereport(ERROR, errcode("2BP01") /* dependent_objects_still_exist */,
                    errmsg("cannot drop role %s because it is required by the database system",
                           r.rolname));
        if (r.rolsuper && !current_is_superuser())
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be superuser to drop superusers"));
        exec_check_role_unreferenced(r.oid, r.rolname);
        catalog_drop_role(&r);
        catalog_auth_members_drop_role(r.oid); /* its members and its memberships go with it */
    }
}

/* ---------------------------------------------------------------- entry point */

const char *exec_role_statement(struct Node *stmt)
{
    switch (nodeTag(stmt)) {
    case T_CreateRoleStmt:
        create_role((CreateRoleStmt *)stmt);
        return "CREATE ROLE";
    case T_AlterRoleStmt:
        alter_role((AlterRoleStmt *)stmt);
        return "ALTER ROLE";
    case T_DropRoleStmt:
        drop_role((DropRoleStmt *)stmt);
        return "DROP ROLE";
    default:
        elog(ERROR, "unrecognized role statement: %d", (int)nodeTag(stmt));
    }
    return NULL;
}
