/*
 * utility_schema.c: CREATE SCHEMA [IF NOT EXISTS] name [AUTHORIZATION role] and DROP SCHEMA
 * [IF EXISTS] name, ... [CASCADE | RESTRICT].
 *
 * The one idea: a schema is its pg_namespace row (storage/catalog.c); what lives in it is
 * found through the catalog cache, and DROP ... RESTRICT refuses, CASCADE drops it first,
 * with PG's messages (dependency.c's wording). A sequence owned by a column goes with its
 * table and is not listed, as PG's auto dependencies are not.
 */
#include "common/elog.h"
#include "executor/acl.h"
#include "common/stringinfo.h"
#include "executor/execnodes.h"
#include "executor/executor.h"
#include "executor/partition.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_default_acl.h"
#include "storage/catalog_sequence.h"

static Oid schema_owner(const char *rolename)
{
    if (rolename == NULL)
        return exec_current_user_oid();
    CatalogRole role;
    if (!catalog_role_by_name(rolename, &role))
        ereport(ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
                errmsg("role \"%s\" does not exist", rolename));
    return role.oid;
}

const char *exec_create_schema(CreateSchemaStmt *stmt)
{
    const char *name = stmt->schemaname ? stmt->schemaname : stmt->authrole;
    Oid owner = schema_owner(stmt->authrole);
    acl_require_database(ACL_CREATE);
    if (strncmp(name, "pg_", 3) == 0)
        ereport(ERROR, errcode(ERRCODE_RESERVED_NAME),
                errmsg("unacceptable schema name \"%s\"", name),
                errdetail("The prefix \"pg_\" is reserved for system schemas."));
    if (stmt->if_not_exists && catalog_namespace_oid(name) != InvalidOid) {
        ereport(NOTICE, errcode(ERRCODE_DUPLICATE_SCHEMA),
                errmsg("schema \"%s\" already exists, skipping", name));
        return "CREATE SCHEMA";
    }
    Oid nspoid = catalog_create_namespace(name, owner);
    exec_apply_schema_default_privileges(nspoid, owner);
    return "CREATE SCHEMA";
}

/* "table s.t": PG's description of a relation in a schema being dropped. */
static char *relation_description(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    const char *kind = rel->relkind == RELKIND_VIEW            ? "view"
                       : rel->relkind == RELKIND_SEQUENCE      ? "sequence"
                       : rel->relkind == RELKIND_FOREIGN_TABLE ? "foreign table"
                                                               : "table";
    bool visible = exec_relation_on_search_path(rel->relname) == relid;
    char *out = visible ? psprintf("%s %s", kind, rel->relname)
                        : psprintf("%s %s.%s", kind, catalog_namespace_name(rel->relnamespace),
                                   rel->relname);
    relation_close(rel);
    return out;
}

const char *exec_drop_schema(DropStmt *stmt)
{
    List *nsps = NIL;
    ListCell *lc;
    foreach (lc, stmt->objects) {
        List *names = lfirst(lc);
        if (list_length(names) != 1)
            ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR), errmsg("schema name cannot be qualified"));
        const char *name = strVal(linitial(names));
        Oid nsp = catalog_namespace_oid(name);
        if (nsp == InvalidOid) {
            if (stmt->missing_ok) {
                ereport(NOTICE, errmsg("schema \"%s\" does not exist, skipping", name));
                continue;
            }
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", name));
        }
        acl_require_namespace_owner(nsp);
        if (nsp == PG_CATALOG_NAMESPACE)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop schema %s because it is required by the database system",
                           name));
        if (!list_member_oid(nsps, nsp))
            nsps = lappend_oid(nsps, nsp);
    }
    /* what lives in them, all locked before anything is dropped */
    List *rels = NIL;
    StringInfoData detail;
    initStringInfo(&detail);
    foreach (lc, nsps) {
        ListCell *rc;
        foreach (rc, catalog_namespace_relations(lfirst_oid(lc))) {
            Oid relid = lfirst_oid(rc), owner_rel;
            int owner_att;
            if (catalog_sequence_owner(relid, &owner_rel, &owner_att))
                continue;
            /* a partition goes with its parent (exec_partition_drop_expand), as in PG */
            Oid parent = catalog_partition_parent(relid), parentnsp;
            char parentname[NAMEDATALEN];
            if (OidIsValid(parent) && catalog_relation_name(parent, parentname, &parentnsp) &&
                list_member_oid(nsps, parentnsp))
                continue;
            relation_close(relation_open(relid, AccessExclusiveLock));
            rels = lappend_oid(rels, relid);
            appendStringInfo(&detail, "%s%s", detail.len ? "\n" : "",
                             stmt->behavior == DROP_RESTRICT
                                 ? psprintf("%s depends on schema %s", relation_description(relid),
                                            catalog_namespace_name(lfirst_oid(lc)))
                                 : psprintf("drop cascades to %s", relation_description(relid)));
        }
    }
    if (rels != NIL && stmt->behavior == DROP_RESTRICT) {
        if (list_length(nsps) > 1)
            ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                    errmsg("cannot drop desired object(s) because other objects depend on them"),
                    errdetail("%s", detail.data),
                    errhint("Use DROP ... CASCADE to drop the dependent objects too."));
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("cannot drop schema %s because other objects depend on it",
                       catalog_namespace_name(list_nth_oid(nsps, 0))),
                errdetail("%s", detail.data),
                errhint("Use DROP ... CASCADE to drop the dependent objects too."));
    }
    if (list_length(rels) == 1)
        ereport(NOTICE, errmsg("%s", detail.data));
    else if (rels != NIL)
        ereport(NOTICE, errmsg("drop cascades to %d other objects", list_length(rels)),
                errdetail("%s", detail.data));
    if (rels != NIL)
        exec_drop_relations(exec_partition_drop_expand(rels), DROP_CASCADE);
    foreach (lc, nsps) {
        catalog_default_acl_drop_namespace(lfirst_oid(lc));
        catalog_drop_namespace(lfirst_oid(lc));
    }
    return "DROP SCHEMA";
}
