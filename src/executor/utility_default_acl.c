/*
 * utility_default_acl.c: default privileges. ALTER DEFAULT PRIVILEGES changes the rows of
 * pg_default_acl (PG's aclchk.c ExecAlterDefaultPrivilegesStmt and SetDefaultACL), and a new
 * table, view, sequence or schema gets its acl from them (get_user_default_acl). Rows for
 * functions and types are kept and shown, but Basalt has no user-defined ones to apply them to.
 *
 * A row without a schema replaces the built-in default (the owner's privileges) of what its
 * role creates anywhere; a row of a schema adds to that in the schema. A row equal to what it
 * stands in for is not kept. The grantor of everything a row grants is its role. Stored acls
 * are sorted as PG sorts them (aclitemsort: by grantee, grantor, privileges), which is the
 * order psql's \ddp and a new object's relacl show.
 */
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/acl_membership.h"
#include "executor/execnodes.h"
#include "executor/utility_grant_internal.h"
#include "storage/catalog.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_default_acl.h"
#include "storage/xact.h"

static int item_order(const void *a, const void *b)
{
    const AclItem *x = a, *y = b;
    if (x->grantee != y->grantee)
        return x->grantee < y->grantee ? -1 : 1;
    if (x->grantor != y->grantor)
        return x->grantor < y->grantor ? -1 : 1;
    return x->privs < y->privs ? -1 : x->privs > y->privs;
}

/* Sorted, and compared with the owner's default; NULL when equal (nothing to keep). */
static varlena *acl_unless_default(Acl *acl, char objkind, Oid owner)
{
    qsort(acl->items, (size_t)acl->n, sizeof(AclItem), item_order);
    int n;
    AclItem *def = acl_default(objkind, owner, &n);
    if (acl->n == n && memcmp(acl->items, def, sizeof(AclItem) * (size_t)n) == 0)
        return NULL;
    return catalog_acl_make(acl->items, acl->n);
}

/* The kinds of objects default privileges are for. */
typedef struct DefaclKind {
    ObjectType objtype;
    char defaclobjtype; /* pg_default_acl's letter */
    char objkind;       /* acl_default's */
    uint32 rights;      /* what may be granted */
    const char *word;   /* "invalid privilege type %s for ..." */
} DefaclKind;

static const DefaclKind defacl_kinds[] = {
    {OBJECT_TABLE, DEFACLOBJ_RELATION, RELKIND_RELATION, RIGHTS_RELATION, "relation"},
    {OBJECT_SEQUENCE, DEFACLOBJ_SEQUENCE, RELKIND_SEQUENCE, RIGHTS_SEQUENCE, "sequence"},
    {OBJECT_FUNCTION, DEFACLOBJ_FUNCTION, ACL_KIND_FUNCTION, ACL_EXECUTE, "function"},
    {OBJECT_TYPE, DEFACLOBJ_TYPE, ACL_KIND_TYPE, ACL_USAGE, "type"},
    {OBJECT_SCHEMA, DEFACLOBJ_NAMESPACE, ACL_KIND_SCHEMA, RIGHTS_SCHEMA, "schema"},
};

static const DefaclKind *defacl_kind(ObjectType objtype)
{
    for (size_t i = 0; i < lengthof(defacl_kinds); i++)
        if (defacl_kinds[i].objtype == objtype)
            return &defacl_kinds[i];
    elog(ERROR, "unrecognized object type for default privileges: %d", (int)objtype);
}

/* PG's SetDefaultACL for one (role, schema). */
static void set_default_acl(const GrantStmt *g, const DefaclKind *k, Oid role, Oid nspoid,
                            List *grantees, uint32 privileges)
{
    if (k->objtype == OBJECT_SCHEMA && OidIsValid(nspoid))
        ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                errmsg("cannot use IN SCHEMA clause when using GRANT/REVOKE ON SCHEMAS"));
    DefaultAclRow row;
    Acl acl = {NULL, 0, 0};
    if (catalog_default_acl_find(role, nspoid, k->defaclobjtype, &row) && row.acl != NULL)
        grant_acl_load(&acl, row.acl, k->objkind, role);
    else if (!OidIsValid(nspoid)) /* a global row starts from the built-in default */
        grant_acl_load(&acl, NULL, k->objkind, role);
    grant_acl_apply(&acl, g, grantees, role, privileges, role);
    varlena *stored;
    if (OidIsValid(nspoid)) { /* a schema's row adds to nothing: empty is its default */
        qsort(acl.items, (size_t)acl.n, sizeof(AclItem), item_order);
        stored = acl.n > 0 ? catalog_acl_make(acl.items, acl.n) : NULL;
    } else
        stored = acl_unless_default(&acl, k->objkind, role);
    catalog_default_acl_set(role, nspoid, k->defaclobjtype, stored);
}

void exec_drop_role_default_privileges(Oid roleid)
{
    ListCell *lc;
    foreach (lc, catalog_default_acl_rows()) {
        DefaultAclRow *r = lfirst(lc);
        if (r->role == roleid) {
            catalog_default_acl_set(r->role, r->nspoid, r->objtype, NULL);
            continue;
        }
        if (!grant_acl_granted_to(r->acl, roleid))
            continue;
        int n;
        AclItem *items = catalog_acl_items(r->acl, &n);
        Acl acl = {NULL, 0, 0};
        for (int i = 0; i < n; i++)
            if (items[i].grantee != roleid)
                grant_acl_append(&acl, items[i]);
        char objkind = RELKIND_RELATION;
        for (size_t k = 0; k < lengthof(defacl_kinds); k++)
            if (defacl_kinds[k].defaclobjtype == r->objtype)
                objkind = defacl_kinds[k].objkind;
        varlena *stored = OidIsValid(r->nspoid)
                              ? (acl.n > 0 ? catalog_acl_make(acl.items, acl.n) : NULL)
                              : acl_unless_default(&acl, objkind, r->role);
        catalog_default_acl_set(r->role, r->nspoid, r->objtype, stored);
    }
}

const char *exec_alter_default_privileges(AlterDefaultPrivilegesStmt *st)
{
    if (st->dup_location >= 0)
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("conflicting or redundant options"),
                errlocation(st->dup_location));
    GrantStmt *g = st->action;
    const DefaclKind *k = defacl_kind(g->objtype);
    uint32 privileges = g->privileges == NIL ? k->rights : 0;
    ListCell *lc;
    foreach (lc, g->privileges) {
        AccessPriv *p = lfirst(lc);
        if (p->cols != NIL)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("default privileges cannot be set for columns"));
        uint32 bit = grant_priv_bit(p->priv_name);
        if (bit & ~k->rights)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("invalid privilege type %s for %s", grant_priv_word(bit), k->word));
        privileges |= bit;
    }
    List *grantees = NIL;
    foreach (lc, g->grantees) {
        Oid grantee = grant_grantee_oid(strVal(lfirst(lc)));
        if (grantee == ACL_ID_PUBLIC && g->grant_option && g->is_grant)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("grant options can only be granted to roles"));
        grantees = lappend_oid(grantees, grantee);
    }
    List *roles = NIL;
    foreach (lc, st->roles) {
        Oid role = grant_grantee_oid(strVal(lfirst(lc)));
        if (role == ACL_ID_PUBLIC)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("role \"public\" does not exist"));
        roles = lappend_oid(roles, role);
    }
    if (roles == NIL)
        roles = lappend_oid(NIL, acl_current_user());
    List *schemas = NIL;
    foreach (lc, st->schemas) {
        Oid nspoid = catalog_namespace_oid(strVal(lfirst(lc)));
        if (!OidIsValid(nspoid))
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", strVal(lfirst(lc))));
        schemas = lappend_oid(schemas, nspoid);
    }
    if (schemas == NIL)
        schemas = lappend_oid(NIL, InvalidOid);

    ListCell *rc, *sc;
    foreach (rc, roles) {
        Oid role = lfirst_oid(rc);
        if (!acl_is_member_of_role(acl_current_user(), role)) {
            CatalogRole r;
            catalog_role_by_oid(role, &r);
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("must be member of role \"%s\"", r.rolname));
        }
        foreach (sc, schemas)
            set_default_acl(g, k, role, lfirst_oid(sc), grantees, privileges);
    }
    return "ALTER DEFAULT PRIVILEGES";
}

/* ---------------------------------------------------------------- new objects */

void exec_apply_schema_default_privileges(Oid nspoid, Oid owner)
{
    DefaultAclRow row;
    if (!catalog_default_acl_find(owner, InvalidOid, DEFACLOBJ_NAMESPACE, &row) || !row.acl)
        return;
    Acl acl;
    grant_acl_load(&acl, row.acl, ACL_KIND_SCHEMA, owner);
    varlena *stored = acl_unless_default(&acl, ACL_KIND_SCHEMA, owner);
    if (stored == NULL)
        return;
    xact_command_counter_increment(); /* see the row that created it */
    catalog_set_namespace_acl(nspoid, owner, stored);
}

void exec_apply_default_privileges(Oid relid)
{
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra) || ra.relkind == RELKIND_INDEX)
        return;
    char objtype = ra.relkind == RELKIND_SEQUENCE ? DEFACLOBJ_SEQUENCE : DEFACLOBJ_RELATION;
    DefaultAclRow global, schema;
    bool has_global = catalog_default_acl_find(ra.owner, InvalidOid, objtype, &global) &&
                      global.acl != NULL;
    bool has_schema = catalog_default_acl_find(ra.owner, ra.nspoid, objtype, &schema) &&
                      schema.acl != NULL;
    if (!has_global && !has_schema)
        return;
    /* PG's aclmerge: the schema's items are added to the global ones (or the default) */
    Acl acl;
    grant_acl_load(&acl, has_global ? global.acl : NULL, ra.relkind, ra.owner);
    if (has_schema) {
        int n;
        AclItem *items = catalog_acl_items(schema.acl, &n);
        for (int i = 0; i < n; i++)
            grant_acl_add(&acl, items[i].grantee, items[i].grantor, items[i].privs);
    }
    varlena *stored = acl_unless_default(&acl, ra.relkind, ra.owner);
    if (stored == NULL)
        return;
    xact_command_counter_increment(); /* see the rows that created it */
    catalog_set_relation_acl(relid, ra.owner, stored);
}
