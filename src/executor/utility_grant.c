/*
 * utility_grant.c: GRANT and REVOKE on tables, views, sequences, schemas, wrappers, servers,
 * functions and the database (the last two's objects: utility_grant_object.c), and ALTER TABLE
 * ... OWNER TO (PG's aclchk.c ExecuteGrantStmt and acl.c aclupdate, recursive_revoke and
 * aclnewowner).
 *
 * An object's acl is read (NULL: the owner's default), changed item by item (utility_grant_acl.c)
 * and written back; its columns' acls are utility_grant_column.c's.
 * The grantor is the owner when the owner or a superuser grants, else the granting role itself,
 * held to the grant options it has; REVOKE follows those grant options down to the privileges
 * they were used for (CASCADE) or refuses while there are any (RESTRICT).
 */
#include <stdlib.h>
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/acl.h"
#include "executor/acl_membership.h"
#include "executor/utility_grant_internal.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_default_acl.h"
#include "storage/catalog_fdw.h"
#include "storage/catalog_object_acl.h"
#include "storage/catalog_policy.h"
#include "storage/catalog_sequence.h"
#include "storage/catalog_internal.h"
#include "storage/lock.h"

/* ---------------------------------------------------------------- GRANT / REVOKE */

static List *relation_target(List *out, Oid relid)
{
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        return out;
    GrantTarget *t = palloc0(sizeof(GrantTarget));
    t->oid = relid;
    t->objkind = ra.relkind;
    t->name = pstrdup(ra.relname);
    t->owner = ra.owner;
    t->acl = ra.acl;
    return lappend(out, t);
}

static Oid schema_named(const char *name)
{
    Oid nspoid = catalog_namespace_oid(name);
    if (nspoid == InvalidOid)
        ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                errmsg("schema \"%s\" does not exist", name));
    return nspoid;
}

static bool relkind_in_all_tables(char relkind)
{
    return relkind == RELKIND_RELATION || relkind == RELKIND_VIEW ||
           relkind == RELKIND_FOREIGN_TABLE || relkind == 'm' || relkind == 'p';
}

/* Wrappers and servers, by name (ERROR 42704 as PG if one is missing). */
static List *foreign_targets(GrantStmt *st)
{
    bool server = st->objtype == OBJECT_FOREIGN_SERVER;
    List *out = NIL;
    ListCell *lc;
    catalog_fdw_lock();
    foreach (lc, st->objects) {
        const char *name = strVal(lfirst(lc));
        FdwCatalogRow *r = palloc(sizeof(FdwCatalogRow));
        if (!catalog_fdw_lookup(server ? FDWCAT_SERVER : FDWCAT_WRAPPER, InvalidOid, name, r))
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                    errmsg(server ? "server \"%s\" does not exist"
                                  : "foreign-data wrapper \"%s\" does not exist",
                           name));
        GrantTarget *t = palloc0(sizeof(GrantTarget));
        t->oid = r->oid;
        t->objkind = server ? ACL_KIND_SERVER : ACL_KIND_FDW;
        t->name = pstrdup(r->name);
        t->owner = r->owner;
        t->acl = r->acl;
        t->fdwrow = r;
        out = lappend(out, t);
    }
    return out;
}

/* The objects the statement names, locked against concurrent GRANT, REVOKE and DDL. */
static List *grant_targets(GrantStmt *st)
{
    List *out = NIL;
    ListCell *lc;
    if (st->objtype == OBJECT_FOREIGN_SERVER || st->objtype == OBJECT_FDW)
        return foreign_targets(st);
    if (st->objtype == OBJECT_FUNCTION)
        return grant_function_targets(st);
    if (st->objtype == OBJECT_DATABASE)
        return grant_database_targets(st);
    if (st->objtype == OBJECT_SCHEMA) {
        lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
        foreach (lc, st->objects) {
            Oid nspoid = schema_named(strVal(lfirst(lc)));
            GrantTarget *t = palloc0(sizeof(GrantTarget));
            t->oid = nspoid;
            t->objkind = ACL_KIND_SCHEMA;
            t->name = pstrdup(strVal(lfirst(lc)));
            if (!catalog_namespace_acl(nspoid, &t->owner, &t->acl))
                continue;
            out = lappend(out, t);
        }
        return out;
    }
    foreach (lc, st->objects) {
        if (st->all_in_schema) {
            List *rels = catalog_namespace_relations(schema_named(strVal(lfirst(lc))));
            ListCell *rc;
            foreach (rc, rels) {
                Oid relid = lfirst_oid(rc);
                RelationAcl ra;
                if (!catalog_relation_acl(relid, &ra))
                    continue;
                bool want = st->objtype == OBJECT_SEQUENCE ? ra.relkind == RELKIND_SEQUENCE
                                                           : relkind_in_all_tables(ra.relkind);
                if (want) {
                    lock_relation(relid, ShareUpdateExclusiveLock);
                    out = relation_target(out, relid);
                }
            }
            continue;
        }
        Oid relid = exec_lookup_relation((RangeVar *)lfirst(lc));
        lock_relation(relid, ShareUpdateExclusiveLock);
        out = relation_target(out, relid);
    }
    return out;
}

/* The privileges the statement means for one object (ALL: every one its kind has). */
static uint32 target_privileges(GrantStmt *st, const GrantTarget *t, uint32 privileges,
                                bool all_privs)
{
    if (t->objkind == ACL_KIND_SCHEMA)
        return all_privs ? RIGHTS_SCHEMA : privileges;
    if (t->objkind == ACL_KIND_FDW || t->objkind == ACL_KIND_SERVER)
        return all_privs ? RIGHTS_FOREIGN : privileges;
    if (t->objkind == ACL_KIND_FUNCTION)
        return all_privs ? RIGHTS_FUNCTION : privileges;
    if (t->objkind == ACL_KIND_DATABASE)
        return all_privs ? RIGHTS_DATABASE : privileges;
    if (t->objkind == RELKIND_INDEX)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE), errmsg("\"%s\" is an index", t->name));
    if (st->objtype == OBJECT_SEQUENCE && t->objkind != RELKIND_SEQUENCE)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("\"%s\" is not a sequence", t->name));
    if (t->objkind == RELKIND_SEQUENCE) {
        if (all_privs)
            return RIGHTS_SEQUENCE;
        if (privileges & ~RIGHTS_SEQUENCE) {
            ereport(WARNING, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("sequence \"%s\" only supports USAGE, SELECT, and UPDATE privileges",
                           t->name));
            privileges &= RIGHTS_SEQUENCE;
        }
        return privileges;
    }
    if (all_privs)
        return RIGHTS_RELATION;
    if (privileges & ~RIGHTS_RELATION)
        ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                errmsg("invalid privilege type %s for table",
                       grant_priv_word(privileges & ~RIGHTS_RELATION)));
    return privileges;
}

static pg_noreturn void no_privilege(const GrantTarget *t)
{
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("permission denied for %s %s", acl_relkind_word(t->objkind), t->name));
}

/* The object's own privileges of the statement (privileges, or all_privs). */
static void grant_on_object(GrantStmt *st, const GrantTarget *t, uint32 privileges,
                            bool all_privs, List *grantees)
{
    if (privileges == 0)
        return; /* a sequence asked for what sequences do not have: warned already */
    Acl acl;
    grant_acl_load(&acl, t->acl, t->objkind, t->owner);

    /* PG's select_best_grantor and restrict_and_check_grant */
    Oid grantor;
    uint32 avail = grant_best_grantor(&acl, t->owner, privileges, &grantor);
    uint32 any = ACL_PRIVS_MASK | ACL_GRANT_OPTION_FOR(ACL_PRIVS_MASK);
    if (avail == 0 && acl_mask(acl.items, acl.n, grantor, t->owner, any) == 0)
        no_privilege(t);
    uint32 these = privileges & avail;
    grant_warn_restricted(st->is_grant, these, privileges, all_privs, psprintf("\"%s\"", t->name));
    grant_acl_apply(&acl, st, grantees, grantor, these, t->owner);
    varlena *stored = catalog_acl_make(acl.items, acl.n);
    if (t->fdwrow != NULL) {
        t->fdwrow->acl = stored;
        catalog_fdw_update(t->fdwrow);
    } else if (t->objkind == ACL_KIND_SCHEMA)
        catalog_set_namespace_acl(t->oid, t->owner, stored);
    else if (t->objkind == ACL_KIND_FUNCTION || t->objkind == ACL_KIND_DATABASE)
        grant_store_object_acl(t, stored);
    else
        catalog_set_relation_acl(t->oid, t->owner, stored);
}

static void grant_on_target(GrantStmt *st, const GrantTarget *t, uint32 privileges,
                            bool all_privs, List *grantees)
{
    if (privileges != 0 || all_privs) {
        privileges = target_privileges(st, t, privileges, all_privs);
        grant_on_object(st, t, privileges, all_privs, grantees);
    }
    if (st->objtype == OBJECT_TABLE || st->objtype == OBJECT_SEQUENCE)
        grant_on_columns(st, t, privileges, grantees);
}

const char *exec_grant(GrantStmt *st)
{
    List *targets = grant_targets(st);

    List *grantees = NIL;
    ListCell *lc;
    foreach (lc, st->grantees) {
        Oid g = grant_grantee_oid(strVal(lfirst(lc)));
        if (g == ACL_ID_PUBLIC && st->grant_option && st->is_grant)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("grant options can only be granted to roles"));
        grantees = lappend_oid(grantees, g);
    }

    uint32 allowed = st->objtype == OBJECT_SCHEMA     ? RIGHTS_SCHEMA
                     : st->objtype == OBJECT_SEQUENCE ? RIGHTS_SEQUENCE
                     : st->objtype == OBJECT_FOREIGN_SERVER || st->objtype == OBJECT_FDW
                         ? RIGHTS_FOREIGN
                     : st->objtype == OBJECT_FUNCTION ? RIGHTS_FUNCTION
                     : st->objtype == OBJECT_DATABASE ? RIGHTS_DATABASE
                                                      : RIGHTS_RELATION | RIGHTS_SEQUENCE;
    const char *kind = st->objtype == OBJECT_SCHEMA           ? "schema"
                       : st->objtype == OBJECT_SEQUENCE       ? "sequence"
                       : st->objtype == OBJECT_FOREIGN_SERVER ? "foreign server"
                       : st->objtype == OBJECT_FDW            ? "foreign-data wrapper"
                       : st->objtype == OBJECT_FUNCTION       ? "function"
                       : st->objtype == OBJECT_DATABASE       ? "database"
                                                              : "relation";
    uint32 privileges = 0;
    foreach (lc, st->privileges) {
        AccessPriv *p = lfirst(lc);
        if (p->cols != NIL) { /* grant_on_columns' */
            if (st->objtype != OBJECT_TABLE)
                ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                        errmsg("column privileges are only valid for relations"));
            continue;
        }
        uint32 bit = grant_priv_bit(p->priv_name);
        if (bit & ~allowed)
            ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                    errmsg("invalid privilege type %s for %s", grant_priv_word(bit), kind));
        privileges |= bit;
    }

    foreach (lc, targets)
        grant_on_target(st, lfirst(lc), privileges, st->privileges == NIL, grantees);
    return st->is_grant ? "GRANT" : "REVOKE";
}

/* ---------------------------------------------------------------- OWNER TO */

/* PG's aclnewowner: the old owner's items become the new owner's, merged where that makes two
 * items of one grantee and grantor. */
varlena *grant_acl_new_owner(const varlena *stored, Oid old_owner, Oid new_owner)
{
    int n;
    AclItem *items = catalog_acl_items(stored, &n);
    Acl acl = {NULL, 0, 0};
    for (int i = 0; i < n; i++) {
        AclItem it = items[i];
        if (it.grantee == old_owner)
            it.grantee = new_owner;
        if (it.grantor == old_owner)
            it.grantor = new_owner;
        int j = grant_acl_find(&acl, it.grantee, it.grantor);
        if (j >= 0)
            acl.items[j].privs |= it.privs;
        else
            grant_acl_append(&acl, it);
    }
    return catalog_acl_make(acl.items, acl.n);
}

void grant_set_relation_owner(Oid relid, Oid new_owner)
{
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra) || ra.owner == new_owner)
        return;
    varlena *acl = ra.acl ? grant_acl_new_owner(ra.acl, ra.owner, new_owner) : NULL;
    catalog_set_relation_acl(relid, new_owner, acl);
    if (ra.relkind == RELKIND_INDEX)
        return;
    /* and its columns' acls, as PG's change_owner_fix_column_acls */
    Relation rel = relation_open(relid, NoLock);
    int natts = rel->rd_att->natts;
    relation_close(rel);
    for (int attnum = 1; attnum <= natts; attnum++) {
        varlena *colacl = catalog_column_acl(relid, attnum);
        if (colacl != NULL)
            catalog_set_column_acl(relid, attnum, grant_acl_new_owner(colacl, ra.owner, new_owner));
    }
}

/* The new owner named by OWNER TO. */
static Oid new_owner_oid(const char *rolname)
{
    if (strcmp(rolname, "public") == 0)
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT), errmsg("role \"public\" does not exist"));
    return grant_grantee_oid(rolname);
}

/* PG's check of a non-superuser who changes an owner (owning the object is checked by the
 * caller): able to become the new owner, that is a member of it (check_is_member_of_role).
 * False for a superuser, who needs no more checks. */
static bool check_can_become(Oid new_owner)
{
    Oid me = acl_current_user();
    if (acl_is_superuser(me))
        return false;
    if (!acl_is_member_of_role(me, new_owner)) {
        CatalogRole r;
        catalog_role_by_oid(new_owner, &r);
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be member of role \"%s\"", r.rolname));
    }
    return true;
}

void exec_change_owner(Oid relid, const char *rolname)
{
    RelationAcl ra;
    if (!catalog_relation_acl(relid, &ra))
        return;
    acl_require_relation_owner(relid);
    Oid new_owner = new_owner_oid(rolname);
    if (ra.owner == new_owner)
        return;
    if (check_can_become(new_owner))
        acl_require_namespace(ra.nspoid, ACL_CREATE, -1);
    grant_set_relation_owner(relid, new_owner);
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(relid))
        grant_set_relation_owner(lfirst_oid(lc), new_owner);
    /* and the sequences its columns own (serial, identity), as PG's ATExecChangeOwner */
    foreach (lc, catalog_namespace_relations(ra.nspoid)) {
        Oid owner_rel;
        int owner_att;
        if (catalog_sequence_owner(lfirst_oid(lc), &owner_rel, &owner_att) && owner_rel == relid)
            grant_set_relation_owner(lfirst_oid(lc), new_owner);
    }
}

static void alter_schema_owner(AlterOwnerStmt *st)
{
    lock_relation(NamespaceRelationId, ShareRowExclusiveLock);
    Oid nspoid = schema_named(st->name);
    Oid owner;
    varlena *acl;
    if (!catalog_namespace_acl(nspoid, &owner, &acl))
        return;
    Oid new_owner = new_owner_oid(st->newowner);
    if (new_owner == owner)
        return;
    acl_require_namespace_owner(nspoid);
    if (check_can_become(new_owner)) /* and the database's CREATE */
        acl_require_database(ACL_CREATE);
    catalog_set_namespace_acl(nspoid, new_owner, acl ? grant_acl_new_owner(acl, owner, new_owner) : NULL);
}

static void alter_foreign_owner(AlterOwnerStmt *st)
{
    bool server = st->objtype == OBJECT_FOREIGN_SERVER;
    catalog_fdw_lock();
    FdwCatalogRow r;
    if (!catalog_fdw_lookup(server ? FDWCAT_SERVER : FDWCAT_WRAPPER, InvalidOid, st->name, &r))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg(server ? "server \"%s\" does not exist"
                              : "foreign-data wrapper \"%s\" does not exist",
                       st->name));
    Oid me = acl_current_user();
    Oid new_owner = new_owner_oid(st->newowner);
    if (!server && !acl_is_superuser(me))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to change owner of foreign-data wrapper \"%s\"", r.name),
                errhint("Must be superuser to change owner of a foreign-data wrapper."));
    if (!server && !acl_is_superuser(new_owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to change owner of foreign-data wrapper \"%s\"", r.name),
                errhint("The owner of a foreign-data wrapper must be a superuser."));
    if (new_owner == r.owner)
        return;
    if (server && !acl_has_privs_of_role(me, r.owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of foreign server %s", r.name));
    if (server && check_can_become(new_owner)) { /* who must be able to use the wrapper */
        FdwCatalogRow w;
        if (catalog_fdw_lookup(FDWCAT_WRAPPER, r.ref, NULL, &w) &&
            !acl_object_has(ACL_KIND_FDW, w.owner, w.acl, new_owner, ACL_USAGE))
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied for foreign-data wrapper %s", w.name));
    }
    if (r.acl)
        r.acl = grant_acl_new_owner(r.acl, r.owner, new_owner);
    r.owner = new_owner;
    catalog_fdw_update(&r);
}

/* PG's AlterDatabaseOwner: its owner (or a superuser) may give it to a role it is a member of,
 * if it may create databases. */
static void alter_database_owner(AlterOwnerStmt *st)
{
    if (strcmp(st->name, acl_database_name()) != 0)
        ereport(ERROR, errcode(ERRCODE_INVALID_CATALOG_NAME),
                errmsg("database \"%s\" does not exist", st->name));
    Oid new_owner = new_owner_oid(st->newowner);
    Oid owner = BOOTSTRAP_SUPERUSERID;
    varlena *acl = NULL;
    catalog_object_acl(DatabaseRelationId, DATABASE_OID, &owner, &acl);
    if (new_owner == owner)
        return;
    Oid me = acl_current_user();
    if (!acl_is_superuser(me) && !acl_has_privs_of_role(me, owner))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of database %s", st->name));
    CatalogRole r;
    if (check_can_become(new_owner) && !(catalog_role_by_oid(me, &r) && r.rolcreatedb))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied to change owner of database"));
    catalog_set_object_acl(DatabaseRelationId, DATABASE_OID, new_owner,
                           acl ? grant_acl_new_owner(acl, owner, new_owner) : NULL);
}

const char *exec_alter_owner(AlterOwnerStmt *st)
{
    if (st->objtype == OBJECT_DATABASE) {
        alter_database_owner(st);
        return "ALTER DATABASE";
    }
    if (st->objtype == OBJECT_SCHEMA) {
        alter_schema_owner(st);
        return "ALTER SCHEMA";
    }
    alter_foreign_owner(st);
    return st->objtype == OBJECT_FOREIGN_SERVER ? "ALTER SERVER" : "ALTER FOREIGN DATA WRAPPER";
}

/* ---------------------------------------------------------------- DROP ROLE */

bool grant_acl_mentions(const varlena *stored, Oid roleid)
{
    int n;
    AclItem *items = stored ? catalog_acl_items(stored, &n) : NULL;
    for (int i = 0; items && i < n; i++)
        if (items[i].grantee == roleid || items[i].grantor == roleid)
            return true;
    return false;
}

bool grant_acl_granted_to(const varlena *stored, Oid roleid)
{
    int n;
    AclItem *items = stored ? catalog_acl_items(stored, &n) : NULL;
    for (int i = 0; items && i < n; i++)
        if (items[i].grantee == roleid)
            return true;
    return false;
}

/* "table t", or "table s.t" when search_path does not find it by its name alone (PG's
 * getObjectDescription). */
static char *relation_words(Oid relid, const RelationAcl *ra)
{
    if (exec_relation_on_search_path(ra->relname) == relid)
        return psprintf("%s %s", acl_relkind_word(ra->relkind), ra->relname);
    return psprintf("%s %s.%s", acl_relkind_word(ra->relkind), catalog_namespace_name(ra->nspoid),
                    ra->relname);
}

/* One line of DROP ROLE's detail for the relation or schema oid, or NULL. */
static char *dependent_line(Oid oid, Oid roleid)
{
    RelationAcl ra;
    if (catalog_relation_acl(oid, &ra)) {
        if (ra.owner == roleid)
            return psprintf("owner of %s", relation_words(oid, &ra));
        return grant_acl_mentions(ra.acl, roleid) ? psprintf("privileges for %s", relation_words(oid, &ra))
                                            : NULL;
    }
    Oid owner;
    varlena *acl;
    if (!catalog_namespace_acl(oid, &owner, &acl))
        return NULL;
    if (owner == roleid)
        return psprintf("owner of schema %s", catalog_namespace_name(oid));
    return grant_acl_mentions(acl, roleid) ? psprintf("privileges for schema %s", catalog_namespace_name(oid))
                                     : NULL;
}

typedef struct Dependent {
    Oid oid;
    int subid; /* a column's attnum, else 0 */
    char *line;
} Dependent;

static int dependent_order(const void *a, const void *b)
{
    const Dependent *x = a, *y = b;
    if (x->oid != y->oid)
        return x->oid < y->oid ? -1 : 1;
    return x->subid < y->subid ? -1 : x->subid > y->subid;
}

/* The columns of relation oid whose acls name the role (a List of Dependent *). */
static List *column_dependents(Oid oid, Oid roleid)
{
    RelationAcl ra;
    if (!catalog_relation_acl(oid, &ra) || ra.relkind == RELKIND_INDEX ||
        ra.relkind == RELKIND_SEQUENCE || ra.owner == roleid) /* the owner's are no dependency */
        return NIL;
    Relation rel = relation_open(oid, NoLock);
    List *out = NIL;
    for (int i = 0; i < rel->rd_att->natts; i++) {
        Form_attribute att = TupleDescAttr(rel->rd_att, i);
        if (att->attisdropped || !grant_acl_mentions(catalog_column_acl(oid, i + 1), roleid))
            continue;
        Dependent *d = palloc(sizeof(Dependent));
        *d = (Dependent){oid, i + 1,
                         psprintf("privileges for column %s of %s", att->attname,
                                  relation_words(oid, &ra))};
        out = lappend(out, d);
    }
    relation_close(rel);
    return out;
}

/* The wrappers and servers the role owns or holds privileges on, and its user mappings. */
static int foreign_dependents(Oid roleid, Dependent *out, int max)
{
    int n = 0;
    static const FdwCatalog kinds[] = {FDWCAT_WRAPPER, FDWCAT_SERVER, FDWCAT_USER_MAPPING};
    for (size_t k = 0; k < lengthof(kinds); k++) {
        ListCell *lc;
        foreach (lc, catalog_fdw_rows(kinds[k])) {
            FdwCatalogRow *r = lfirst(lc);
            char *line = NULL;
            if (kinds[k] == FDWCAT_USER_MAPPING) {
                FdwCatalogRow srv;
                if (r->owner == roleid && catalog_fdw_lookup(FDWCAT_SERVER, r->ref, NULL, &srv)) {
                    CatalogRole role;
                    catalog_role_by_oid(roleid, &role);
                    line = psprintf("owner of user mapping for %s on server %s", role.rolname,
                                    srv.name);
                }
            } else {
                const char *what = kinds[k] == FDWCAT_SERVER ? "server" : "foreign-data wrapper";
                if (r->owner == roleid)
                    line = psprintf("owner of %s %s", what, r->name);
                else if (grant_acl_mentions(r->acl, roleid))
                    line = psprintf("privileges for %s %s", what, r->name);
            }
            if (line != NULL && n < max)
                out[n++] = (Dependent){r->oid, 0, line};
        }
    }
    return n;
}

/* The default privileges the role has (its rows) or is named in (a List of Dependent *). */
static List *default_acl_dependents(Oid roleid)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_default_acl_rows()) {
        DefaultAclRow *r = lfirst(lc);
        const char *what = r->role == roleid            ? "owner of"
                           : grant_acl_mentions(r->acl, roleid) ? "privileges for"
                                                          : NULL;
        if (what == NULL)
            continue;
        CatalogRole role;
        if (!catalog_role_by_oid(r->role, &role))
            continue;
        Dependent *d = palloc(sizeof(Dependent));
        d->oid = r->oid;
        d->subid = 0;
        const char *kind = r->objtype == DEFACLOBJ_SEQUENCE    ? "sequences"
                           : r->objtype == DEFACLOBJ_FUNCTION  ? "functions"
                           : r->objtype == DEFACLOBJ_TYPE      ? "types"
                           : r->objtype == DEFACLOBJ_NAMESPACE ? "schemas"
                                                               : "relations";
        d->line = psprintf("%s default privileges on new %s belonging to role %s", what, kind,
                           role.rolname);
        if (OidIsValid(r->nspoid))
            d->line = psprintf("%s in schema %s", d->line, catalog_namespace_name(r->nspoid));
        out = lappend(out, d);
    }
    return out;
}

/* The functions and the database the role owns or holds privileges on (a List of Dependent *). */
static List *object_acl_dependents(Oid roleid)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_object_acl_rows()) {
        ObjectAclRow *r = lfirst(lc);
        const char *what = r->owner == roleid                    ? "owner of"
                           : grant_acl_mentions(r->acl, roleid) ? "privileges for"
                                                                : NULL;
        if (what == NULL)
            continue;
        Dependent *d = palloc(sizeof(Dependent));
        d->oid = r->objoid;
        d->subid = 0;
        d->line = r->classoid == ProcedureRelationId
                      ? psprintf("%s %s", what, acl_function_description(r->objoid))
                      : psprintf("%s database %s", what, acl_database_name());
        out = lappend(out, d);
    }
    return out;
}

/* The policies naming the role in TO (a List of Dependent *). */
static List *policy_dependents(Oid roleid)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_all_policies()) {
        PolicyRow *p = lfirst(lc);
        bool named = false;
        for (int i = 0; i < p->nroles; i++)
            named |= p->roles[i] == roleid;
        char relname[NAMEDATALEN];
        Oid nsp;
        if (!named || !catalog_relation_name(p->polrelid, relname, &nsp))
            continue;
        Dependent *d = palloc(sizeof(Dependent));
        d->oid = p->oid;
        d->subid = 0;
        d->line = psprintf("target of policy %s on table %s", p->polname, relname);
        out = lappend(out, d);
    }
    return out;
}

void exec_check_role_unreferenced(Oid roleid, const char *rolname)
{
    List *nsps = catalog_namespaces();
    List *objs = list_concat(NIL, nsps);
    ListCell *lc;
    foreach (lc, nsps)
        objs = list_concat(objs, catalog_namespace_relations(lfirst_oid(lc)));
    int max = list_length(objs) + list_length(catalog_fdw_rows(FDWCAT_WRAPPER)) +
              list_length(catalog_fdw_rows(FDWCAT_SERVER)) +
              list_length(catalog_fdw_rows(FDWCAT_USER_MAPPING));
    List *more = list_concat(default_acl_dependents(roleid), policy_dependents(roleid));
    more = list_concat(more, object_acl_dependents(roleid));
    /* and the columns' privileges */
    foreach (lc, objs)
        more = list_concat(more, column_dependents(lfirst_oid(lc), roleid));
    max += list_length(more);
    Dependent *deps = palloc(sizeof(Dependent) * (size_t)(max + 1));
    int n = 0;
    foreach (lc, objs) {
        char *line = dependent_line(lfirst_oid(lc), roleid);
        if (line)
            deps[n++] = (Dependent){lfirst_oid(lc), 0, line};
    }
    foreach (lc, more)
        deps[n++] = *(Dependent *)lfirst(lc);
    n += foreign_dependents(roleid, deps + n, max - n);
    qsort(deps, (size_t)n, sizeof(Dependent), dependent_order); /* PG lists them by oid */
    StringInfoData detail;
    initStringInfo(&detail);
    for (int i = 0; i < n; i++)
        appendStringInfo(&detail, "%s%s", i ? "\n" : "", deps[i].line);
    if (n > 0)
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("role \"%s\" cannot be dropped because some objects depend on it", rolname),
                errdetail("%s", detail.data));
}
