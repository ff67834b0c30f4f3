/*
 * acl.c: the current user, privilege masks and the checks of executor/acl.h.
 *
 * Roles are looked up by name from the role and session_authorization settings (so SET, RESET
 * and their rollback need nothing more here); a pushed user (acl_push_user) comes first. The
 * answer is kept until a setting or the catalog (its generation) changes: every statement asks.
 */
#include "executor/acl.h"
#include "executor/acl_membership.h"

#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "common/guc.h"
#include "common/mcxt.h"
#include "storage/catalog.h"
#include "storage/catalog_fdw.h"
#include "storage/catalog_statistic.h"
#include "storage/control.h"

static _Thread_local Oid pushed_user;
static _Thread_local Oid login_user;
static _Thread_local bool login_superuser;

void acl_set_authenticated_user(Oid roleid, bool superuser)
{
    login_user = roleid;
    login_superuser = superuser;
}

typedef struct WhoCache {
    bool valid;
    uint64 generation;
    char role[NAMEDATALEN], session[NAMEDATALEN]; /* the settings it was looked up for */
    Oid current, session_oid;
    bool current_super;
} WhoCache;
static _Thread_local WhoCache who;

static Oid role_oid(const char *name, bool *super)
{
    CatalogRole r;
    bool found = catalog_role_by_name(name, &r);
    *super = found && r.rolsuper;
    return found ? r.oid : InvalidOid;
}

static void refresh_who(void)
{
    char *role = guc_show("role"), *session = guc_show("session_authorization");
    uint64 generation = catalog_generation();
    if (!who.valid || who.generation != generation ||
        strncmp(who.role, role, NAMEDATALEN) != 0 ||
        strncmp(who.session, session, NAMEDATALEN) != 0) {
        who.valid = false;
        bool super;
        who.session_oid = role_oid(session, &super);
        if (strcmp(role, "none") == 0) {
            who.current = who.session_oid;
            who.current_super = super;
        } else
            who.current = role_oid(role, &who.current_super);
        snprintf(who.role, NAMEDATALEN, "%s", role);
        snprintf(who.session, NAMEDATALEN, "%s", session);
        who.generation = generation;
        who.valid = true;
    }
    pfree(role);
    pfree(session);
}

Oid acl_session_user(void)
{
    refresh_who();
    return who.session_oid;
}

Oid acl_current_user(void)
{
    if (pushed_user != InvalidOid)
        return pushed_user;
    refresh_who();
    return who.current;
}

bool acl_is_superuser(Oid roleid)
{
    if (roleid == InvalidOid)
        return false;
    if (pushed_user == InvalidOid) {
        refresh_who();
        if (roleid == who.current)
            return who.current_super;
    }
    CatalogRole r;
    return catalog_role_by_oid(roleid, &r) && r.rolsuper;
}

Oid acl_push_user(Oid roleid)
{
    Oid saved = pushed_user;
    pushed_user = roleid;
    return saved;
}

void acl_pop_user(Oid saved)
{
    pushed_user = saved;
}

/* PG 15's rule: the session user may become any role it is a member of (INHERIT or not), and
 * a superuser session anyone. */
void acl_check_set_role(const char *rolname)
{
    if (strcmp(rolname, "none") == 0)
        return;
    CatalogRole r;
    if (!catalog_role_by_name(rolname, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", rolname));
    Oid session = acl_session_user();
    if (!acl_is_member_of_role(session, r.oid))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to set role \"%s\"", rolname));
}

void acl_check_set_session_authorization(const char *rolname)
{
    CatalogRole r;
    if (!catalog_role_by_name(rolname, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", rolname));
    if (r.oid != login_user && !login_superuser)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to set session authorization \"%s\"", rolname));
}

void acl_report_superuser(void)
{
    guc_set_internal("is_superuser", acl_is_superuser(acl_current_user()) ? "on" : "off");
}

/* ---------------------------------------------------------------- masks */

uint32 acl_all_rights(char objkind)
{
    switch (objkind) {
    case ACL_KIND_SCHEMA:
        return ACL_USAGE | ACL_CREATE;
    case ACL_KIND_FDW:
    case ACL_KIND_SERVER:
    case ACL_KIND_TYPE:
        return ACL_USAGE;
    case ACL_KIND_FUNCTION:
        return ACL_EXECUTE;
    case ACL_KIND_DATABASE:
        return ACL_CREATE | ACL_CREATE_TEMP | ACL_CONNECT;
    case 'S':
        return ACL_USAGE | ACL_SELECT | ACL_UPDATE;
    default:
        return ACL_INSERT | ACL_SELECT | ACL_UPDATE | ACL_DELETE | ACL_TRUNCATE | ACL_REFERENCES |
               ACL_TRIGGER;
    }
}

AclItem *acl_default(char objkind, Oid owner, int *n)
{
    bool world = objkind == ACL_KIND_FUNCTION || objkind == ACL_KIND_TYPE;
    AclItem *items = palloc(sizeof(AclItem) * 2);
    *n = 0;
    if (world) /* PUBLIC first, as PG's acldefault */
        items[(*n)++] = (AclItem){ACL_ID_PUBLIC, owner, acl_all_rights(objkind)};
    else if (objkind == ACL_KIND_DATABASE)
        items[(*n)++] = (AclItem){ACL_ID_PUBLIC, owner, ACL_CREATE_TEMP | ACL_CONNECT};
    /* the owner's grant options are implicit */
    items[(*n)++] = (AclItem){owner, owner, acl_all_rights(objkind)};
    return items;
}

/* PG's aclmask: what PUBLIC and the roles whose privileges roleid has (itself first, then the
 * roles it inherits from) were granted; a role with the owner's privileges has its implicit
 * grant options. */
uint32 acl_mask(const AclItem *items, int n, Oid roleid, Oid owner, uint32 mask)
{
    if (roleid == InvalidOid) {
        uint32 result = 0;
        for (int i = 0; i < n; i++)
            if (items[i].grantee == ACL_ID_PUBLIC)
                result |= items[i].privs & mask;
        return result;
    }
    List *roles = acl_roles_with_privs_of(roleid);
    uint32 result = 0;
    if (list_member_oid(roles, owner))
        result |= mask & ACL_GRANT_OPTION_FOR(ACL_PRIVS_MASK);
    for (int i = 0; i < n && result != mask; i++)
        if (items[i].grantee == ACL_ID_PUBLIC || list_member_oid(roles, items[i].grantee))
            result |= items[i].privs & mask;
    return result;
}

uint32 acl_mask_direct(const AclItem *items, int n, Oid roleid, Oid owner, uint32 mask)
{
    uint32 result = 0;
    if (roleid == owner)
        result |= mask & ACL_GRANT_OPTION_FOR(ACL_PRIVS_MASK);
    for (int i = 0; i < n; i++)
        if (items[i].grantee == roleid)
            result |= items[i].privs & mask;
    return result;
}

/* The items of an acl as stored, or the default ones for NULL. */
static AclItem *acl_or_default(const varlena *acl, char objkind, Oid owner, int *n)
{
    return acl ? catalog_acl_items(acl, n) : acl_default(objkind, owner, n);
}

/* The catalogs PG's initdb keeps from PUBLIC: passwords (pg_authid, the user mappings'
 * options) and the statistics' sample values. */
static bool catalog_is_private(Oid relid)
{
    return relid == AuthIdRelationId || relid == UserMappingRelationId ||
           relid == StatisticRelationId;
}

AclItem *acl_relation_items(Oid relid, const RelationAcl *ra, int *n)
{
    if (ra->acl != NULL || relid >= FirstNormalObjectId || catalog_is_private(relid))
        return acl_or_default(ra->acl, ra->relkind, ra->owner, n);
    /* the other system catalogs: anyone may read them, as PG's initdb grants */
    AclItem *items = palloc(sizeof(AclItem) * 2);
    items[0] = (AclItem){ra->owner, ra->owner, acl_all_rights(ra->relkind)};
    items[1] = (AclItem){ACL_ID_PUBLIC, ra->owner, ACL_SELECT};
    *n = 2;
    return items;
}

bool acl_relation_has(Oid relid, Oid roleid, uint32 mode)
{
    if (acl_is_superuser(roleid))
        return true;
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        return false;
    int n;
    AclItem *items = acl_relation_items(relid, &ra, &n);
    return acl_mask(items, n, roleid, ra.owner, mode) == mode;
}

bool acl_object_has(char objkind, Oid owner, const varlena *acl, Oid roleid, uint32 mode)
{
    if (acl_is_superuser(roleid))
        return true;
    int n;
    AclItem *items = acl_or_default(acl, objkind, owner, &n);
    return acl_mask(items, n, roleid, owner, mode) == mode;
}

bool acl_namespace_has(Oid nspoid, Oid roleid, uint32 mode)
{
    Oid owner;
    varlena *acl;
    if (acl_is_superuser(roleid))
        return true;
    return catalog_namespace_acl(nspoid, &owner, &acl) &&
           acl_object_has(ACL_KIND_SCHEMA, owner, acl, roleid, mode);
}

const char *acl_relkind_word(char relkind)
{
    switch (relkind) {
    case 'v':
        return "view";
    case 'S':
        return "sequence";
    case 'f':
        return "foreign table";
    case 'i':
        return "index";
    case 'm':
        return "materialized view";
    case ACL_KIND_SCHEMA:
        return "schema";
    case ACL_KIND_FDW:
        return "foreign-data wrapper";
    case ACL_KIND_SERVER:
        return "foreign server";
    case ACL_KIND_FUNCTION:
        return "function";
    case ACL_KIND_DATABASE:
        return "database";
    default:
        return "table";
    }
}

void acl_require_relation_any(Oid relid, uint32 mode)
{
    Oid me = acl_current_user();
    RelationAcl ra;
    if (acl_is_superuser(me) || !catalog_relation_acl(relid, &ra))
        return;
    int n;
    AclItem *items = acl_relation_items(relid, &ra, &n);
    if (acl_mask(items, n, me, ra.owner, mode) == 0)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for %s %s", acl_relkind_word(ra.relkind), ra.relname));
}

void acl_require_relation(Oid relid, uint32 mode)
{
    acl_require_relation_as(relid, acl_current_user(), mode);
}

void acl_require_relation_as(Oid relid, Oid roleid, uint32 mode)
{
    if (acl_relation_has(relid, roleid, mode))
        return;
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        return; /* dropped meanwhile: opening it will say so */
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("permission denied for %s %s", acl_relkind_word(ra.relkind), ra.relname));
}

void acl_require_namespace(Oid nspoid, uint32 mode, int location)
{
    if (acl_namespace_has(nspoid, acl_current_user(), mode))
        return;
    const char *name = catalog_namespace_name(nspoid);
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("permission denied for schema %s", name ? name : "?"),
            errlocation(location));
}

bool acl_is_owner_of_relation(Oid relid)
{
    Oid me = acl_current_user();
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        return true; /* nothing to guard */
    return acl_has_privs_of_role(me, ra.owner); /* a member of the owning role owns it too */
}

void acl_require_relation_owner(Oid relid)
{
    if (acl_is_owner_of_relation(relid))
        return;
    RelationAcl ra;
    catalog_relation_acl(relid, &ra);
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("must be owner of %s %s", acl_relkind_word(ra.relkind), ra.relname));
}

bool acl_is_owner_of_namespace(Oid nspoid)
{
    Oid me = acl_current_user(), owner;
    varlena *acl;
    return !catalog_namespace_acl(nspoid, &owner, &acl) || acl_has_privs_of_role(me, owner);
}

void acl_require_namespace_owner(Oid nspoid)
{
    if (!acl_is_owner_of_namespace(nspoid))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of schema %s", catalog_namespace_name(nspoid)));
}

void acl_require_drop_relation(Oid relid)
{
    RelationAcl ra;
    if (acl_is_owner_of_relation(relid) || !catalog_relation_acl(relid, &ra) ||
        acl_is_owner_of_namespace(ra.nspoid))
        return;
    acl_require_relation_owner(relid);
}

/* ---------------------------------------------------------------- text */

static const char acl_letters[N_ACL_RIGHTS + 1] = "arwdDxtXUCTcsA";

/* A role name as aclitem shows it: quoted unless plain (PG's putid). */
static void put_role(StringInfo buf, Oid roleid)
{
    CatalogRole r;
    if (!catalog_role_by_oid(roleid, &r)) {
        appendStringInfo(buf, "%u", roleid);
        return;
    }
    bool safe = true;
    for (const char *p = r.rolname; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || (unsigned char)*p >= 0x80))
            safe = false;
    if (safe) {
        appendStringInfoString(buf, r.rolname);
        return;
    }
    appendStringInfoChar(buf, '"');
    for (const char *p = r.rolname; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(buf, '"');
        appendStringInfoChar(buf, *p);
    }
    appendStringInfoChar(buf, '"');
}

void acl_item_text(StringInfo buf, const AclItem *item)
{
    if (item->grantee != ACL_ID_PUBLIC)
        put_role(buf, item->grantee);
    appendStringInfoChar(buf, '=');
    for (int i = 0; i < N_ACL_RIGHTS; i++) {
        if (item->privs & (1u << i))
            appendStringInfoChar(buf, acl_letters[i]);
        if (item->privs & ACL_GRANT_OPTION_FOR(1u << i))
            appendStringInfoChar(buf, '*');
    }
    appendStringInfoChar(buf, '/');
    put_role(buf, item->grantor);
}
