/*
 * utility_owned.c: REASSIGN OWNED and DROP OWNED (PG's ReassignOwnedObjects / DropOwnedObjects,
 * shdepReassignOwned / shdepDropOwned).
 *
 * Basalt keeps no pg_shdepend: what refers to a role is found by walking the objects that can
 * name one, as DROP ROLE's check does (utility_grant.c): schemas, relations and their columns,
 * foreign-data wrappers, servers, user mappings, pg_default_acl and basalt_object_acl (functions,
 * the database). Everything is a catalog
 * change of the current transaction, so both statements roll back with it.
 */
#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/builtins.h"
#include "executor/execnodes.h"
#include "executor/utility_grant_internal.h"
#include "storage/catalog.h"
#include "storage/catalog_acl.h"
#include "storage/catalog_fdw.h"
#include "storage/catalog_object_acl.h"
#include "storage/catalog_internal.h"
#include "storage/catalog_sequence.h"
#include "storage/lock.h"
#include "storage/xact.h"

/* The roles of the statement (PG's get_rolespec_oid: PUBLIC is no role), each of which the
 * current user must have the privileges of (42501 "permission denied to <what>"). */
static List *owned_roles(List *specs, const char *what)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, specs) {
        const char *spec = strVal(lfirst(lc));
        if (strcmp(spec, "public") == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg("role \"public\" does not exist"));
        Oid roleid = grant_grantee_oid(spec);
        if (!acl_has_privs_of_role(acl_current_user(), roleid))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied to %s", what));
        out = lappend_oid(out, roleid);
    }
    return out;
}

/* The bootstrap superuser's objects are the system's (2BP01, as PG's shdep checks). */
static void check_not_system_role(Oid roleid, const char *what)
{
    if (roleid != BOOTSTRAP_SUPERUSERID)
        return;
    CatalogRole r;
    catalog_role_by_oid(roleid, &r);
    ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
            errmsg("cannot %s objects owned by role %s because they are required by the "
                   "database system",
                   what, r.rolname));
}

/* Every relation of every schema this transaction sees. */
static List *all_relations(void)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_namespaces())
        out = list_concat(out, catalog_namespace_relations(lfirst_oid(lc)));
    return out;
}

/* ---------------------------------------------------------------- REASSIGN OWNED */

static void reassign_role(Oid old_owner, Oid new_owner)
{
    ListCell *lc;
    foreach (lc, catalog_namespaces()) {
        Oid owner;
        varlena *acl;
        if (!catalog_namespace_acl(lfirst_oid(lc), &owner, &acl) || owner != old_owner)
            continue;
        acl_require_database(ACL_CREATE); /* as OWNER TO */
        catalog_set_namespace_acl(lfirst_oid(lc), new_owner,
                                  acl ? grant_acl_new_owner(acl, owner, new_owner) : NULL);
    }
    foreach (lc, all_relations()) {
        RelationAcl ra;
        if (catalog_relation_acl(lfirst_oid(lc), &ra) && ra.owner == old_owner) {
            lock_relation(lfirst_oid(lc), AccessExclusiveLock);
            grant_set_relation_owner(lfirst_oid(lc), new_owner);
        }
    }
    static const FdwCatalog kinds[] = {FDWCAT_WRAPPER, FDWCAT_SERVER};
    for (size_t k = 0; k < lengthof(kinds); k++) {
        foreach (lc, catalog_fdw_rows(kinds[k])) {
            FdwCatalogRow *r = lfirst(lc);
            if (r->owner != old_owner)
                continue;
            if (kinds[k] == FDWCAT_WRAPPER && !acl_is_superuser(new_owner))
                ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                        errmsg("permission denied to change owner of foreign-data wrapper \"%s\"",
                               r->name),
                        errhint("The owner of a foreign-data wrapper must be a superuser."));
            if (r->acl)
                r->acl = grant_acl_new_owner(r->acl, old_owner, new_owner);
            r->owner = new_owner;
            catalog_fdw_update(r);
        }
    }
    foreach (lc, catalog_object_acl_rows()) { /* functions and the database */
        ObjectAclRow *r = lfirst(lc);
        if (r->owner == old_owner)
            catalog_set_object_acl(r->classoid, r->objoid, new_owner,
                                   r->acl ? grant_acl_new_owner(r->acl, old_owner, new_owner)
                                          : NULL);
    }
}

const char *exec_reassign_owned(ReassignOwnedStmt *st)
{
    catalog_lock_roles();
    List *roles = owned_roles(st->roles, "reassign objects");
    Oid new_owner = grant_grantee_oid(st->newrole);
    if (strcmp(st->newrole, "public") == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT), errmsg("role \"public\" does not exist"));
    if (!acl_has_privs_of_role(acl_current_user(), new_owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to reassign objects"));
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
    catalog_fdw_lock();
    ListCell *lc;
    foreach (lc, roles) {
        check_not_system_role(lfirst_oid(lc), "reassign ownership of");
        if (lfirst_oid(lc) != new_owner)
            reassign_role(lfirst_oid(lc), new_owner);
    }
    return "REASSIGN OWNED";
}

/* ---------------------------------------------------------------- DROP OWNED */

/* stored after PG's REVOKE ALL ... FROM role CASCADE run by the current user: only the item
 * its best grantor gave the role goes (with what the role granted through its grant options);
 * items from other grantors stay, as in PG. */
static varlena *acl_without(const varlena *stored, char objkind, Oid owner, Oid roleid,
                            bool null_if_empty, const char *what)
{
    Acl acl;
    grant_acl_load(&acl, stored, objkind, owner);
    Oid grantor;
    uint32 avail = grant_best_grantor(&acl, owner, ACL_PRIVS_MASK, &grantor);
    grant_warn_restricted(false, avail, ACL_PRIVS_MASK, true, what);
    grant_acl_revoke(&acl, roleid, grantor, ACL_PRIVS_MASK | ACL_GRANT_OPTION_FOR(ACL_PRIVS_MASK),
                     owner, DROP_CASCADE);
    return null_if_empty && acl.n == 0 ? NULL : catalog_acl_make(acl.items, acl.n);
}

/* The privileges granted to roleid on the objects of others (owned ones are dropped). */
static void revoke_from_role(Oid roleid, List *rels)
{
    ListCell *lc;
    foreach (lc, catalog_namespaces()) {
        Oid owner;
        varlena *acl;
        if (catalog_namespace_acl(lfirst_oid(lc), &owner, &acl) && owner != roleid &&
            grant_acl_granted_to(acl, roleid))
            catalog_set_namespace_acl(lfirst_oid(lc), owner,
                                      acl_without(acl, ACL_KIND_SCHEMA, owner, roleid, false,
                                                  psprintf("\"%s\"", catalog_namespace_name(lfirst_oid(lc)))));
    }
    foreach (lc, rels) {
        Oid relid = lfirst_oid(lc);
        RelationAcl ra;
        if (!catalog_relation_acl(relid, &ra) || ra.owner == roleid ||
            ra.relkind == RELKIND_INDEX)
            continue;
        if (grant_acl_granted_to(ra.acl, roleid))
            catalog_set_relation_acl(relid, ra.owner,
                                     acl_without(ra.acl, ra.relkind, ra.owner, roleid, false,
                                                 psprintf("\"%s\"", ra.relname)));
        if (ra.relkind == RELKIND_SEQUENCE)
            continue;
        Relation rel = relation_open(relid, NoLock);
        for (int attnum = 1; attnum <= rel->rd_att->natts; attnum++) {
            varlena *colacl = catalog_column_acl(relid, attnum);
            if (grant_acl_granted_to(colacl, roleid)) /* an empty column acl is none, as in PG */
                catalog_set_column_acl(relid, attnum,
                                       acl_without(colacl, ra.relkind, ra.owner, roleid, true,
                                                   psprintf("column \"%s\" of relation \"%s\"",
                                                            TupleDescAttr(rel->rd_att, attnum - 1)->attname,
                                                            ra.relname)));
        }
        relation_close(rel);
    }
    static const FdwCatalog kinds[] = {FDWCAT_WRAPPER, FDWCAT_SERVER};
    for (size_t k = 0; k < lengthof(kinds); k++) {
        foreach (lc, catalog_fdw_rows(kinds[k])) {
            FdwCatalogRow *r = lfirst(lc);
            if (r->owner == roleid || !grant_acl_granted_to(r->acl, roleid))
                continue;
            r->acl = acl_without(r->acl, kinds[k] == FDWCAT_SERVER ? ACL_KIND_SERVER : ACL_KIND_FDW,
                                 r->owner, roleid, false, psprintf("\"%s\"", r->name));
            catalog_fdw_update(r);
        }
    }
    /* functions and the database (neither is dropped when the role owns it, as PG keeps a
     * database and Basalt's functions are built in) */
    foreach (lc, catalog_object_acl_rows()) {
        ObjectAclRow *r = lfirst(lc);
        if (r->owner == roleid || !grant_acl_granted_to(r->acl, roleid))
            continue;
        bool fn = r->classoid == ProcedureRelationId;
        const ProcInfo *p = fn ? proc_by_oid(r->objoid) : NULL;
        const char *name = fn ? (p ? p->proname : "?") : acl_database_name();
        catalog_set_object_acl(r->classoid, r->objoid, r->owner,
                               acl_without(r->acl, fn ? ACL_KIND_FUNCTION : ACL_KIND_DATABASE,
                                           r->owner, roleid, false, psprintf("\"%s\"", name)));
    }
}

/* The relations the role owns, less indexes and the sequences owned by a column of a table of
 * the role (they go with their table). */
static List *owned_relations(Oid roleid, List *rels)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, rels) {
        RelationAcl ra;
        Oid owner_rel;
        int owner_att;
        if (!catalog_relation_acl(lfirst_oid(lc), &ra) || ra.owner != roleid ||
            ra.relkind == RELKIND_INDEX)
            continue;
        RelationAcl table;
        if (ra.relkind == RELKIND_SEQUENCE &&
            catalog_sequence_owner(lfirst_oid(lc), &owner_rel, &owner_att) &&
            catalog_relation_acl(owner_rel, &table) && table.owner == roleid)
            continue;
        out = lappend_oid(out, lfirst_oid(lc));
    }
    return out;
}

static void drop_owned_by(Oid roleid, DropBehavior behavior)
{
    List *rels = all_relations();
    revoke_from_role(roleid, rels);
    exec_drop_role_default_privileges(roleid);
    exec_drop_role_from_policies(roleid);
    xact_command_counter_increment(); /* the drops below see the new acls */
    List *mine = owned_relations(roleid, rels), *foreign = NIL;
    ListCell *lc;
    foreach (lc, mine) { /* a foreign table's pg_foreign_table row goes with it */
        FdwCatalogRow *r = palloc(sizeof(FdwCatalogRow));
        if (catalog_fdw_lookup(FDWCAT_TABLE, lfirst_oid(lc), NULL, r))
            foreign = lappend(foreign, r);
    }
    if (mine != NIL)
        exec_drop_relations(mine, behavior);
    foreach (lc, foreign)
        catalog_fdw_delete(lfirst(lc));
    List *schemas = NIL;
    foreach (lc, catalog_fdw_rows(FDWCAT_USER_MAPPING)) {
        FdwCatalogRow *r = lfirst(lc);
        if (r->owner == roleid)
            catalog_fdw_delete(r);
    }
    foreach (lc, catalog_fdw_rows(FDWCAT_SERVER)) {
        FdwCatalogRow *r = lfirst(lc);
        if (r->owner == roleid)
            exec_drop_owned_server(r->name, behavior);
    }
    foreach (lc, catalog_namespaces()) {
        Oid owner;
        varlena *acl;
        if (catalog_namespace_acl(lfirst_oid(lc), &owner, &acl) && owner == roleid)
            schemas = lappend(schemas,
                              list_make1(makeString(pstrdup(catalog_namespace_name(lfirst_oid(lc))))));
    }
    if (schemas != NIL) {
        DropStmt *d = makeNode(DropStmt);
        d->removeType = OBJECT_SCHEMA;
        d->objects = schemas;
        d->behavior = behavior;
        exec_drop_schema(d);
    }
}

const char *exec_drop_owned(DropOwnedStmt *st)
{
    catalog_lock_roles();
    List *roles = owned_roles(st->roles, "drop objects");
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
    catalog_fdw_lock();
    ListCell *lc;
    foreach (lc, roles) {
        check_not_system_role(lfirst_oid(lc), "drop");
        drop_owned_by(lfirst_oid(lc), st->behavior);
    }
    return "DROP OWNED";
}
