/*
 * utility_grant_object.c: the objects of GRANT / REVOKE ON FUNCTION, ON ALL FUNCTIONS IN
 * SCHEMA and ON DATABASE, whose owners and acls are kept in basalt_object_acl.
 *
 * The functions are the built-in ones, all in pg_catalog and owned by the bootstrap superuser
 * until a row says otherwise; the binder found each one by its argument types
 * (ObjectWithArgs.funcid). There is one database, "postgres".
 */
#include <string.h>

#include "common/elog.h"
#include "executor/builtins.h"
#include "executor/utility_grant_internal.h"
#include "storage/catalog_object_acl.h"

static GrantTarget *object_target(char objkind, Oid classoid, Oid oid, const char *name)
{
    GrantTarget *t = palloc0(sizeof(GrantTarget));
    t->oid = oid;
    t->objkind = objkind;
    t->name = pstrdup(name);
    t->owner = BOOTSTRAP_SUPERUSERID;
    catalog_object_acl(classoid, oid, &t->owner, &t->acl);
    return t;
}

typedef struct SchemaFunctions {
    List *out;
} SchemaFunctions;

static void add_function(const ProcInfo *p, void *arg)
{
    SchemaFunctions *sf = arg;
    sf->out = lappend(sf->out,
                      object_target(ACL_KIND_FUNCTION, ProcedureRelationId, p->oid, p->proname));
}

List *grant_function_targets(GrantStmt *st)
{
    SchemaFunctions sf = {NIL};
    ListCell *lc;
    foreach (lc, st->objects) {
        if (!st->all_in_schema) {
            const ObjectWithArgs *o = lfirst(lc);
            const ProcInfo *p = proc_by_oid(o->funcid);
            if (p != NULL)
                add_function(p, &sf);
            continue;
        }
        const char *nsp = strVal(lfirst(lc));
        if (catalog_namespace_oid(nsp) == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_SCHEMA_NAME),
                    errmsg("schema \"%s\" does not exist", nsp));
        if (strcmp(nsp, "pg_catalog") == 0) /* the only schema with functions */
            types_catalog_foreach(NULL, add_function, &sf);
    }
    return sf.out;
}

List *grant_database_targets(GrantStmt *st)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, st->objects) {
        const char *name = strVal(lfirst(lc));
        if (strcmp(name, acl_database_name()) != 0)
            ereport(ERROR, errcode(ERRCODE_INVALID_CATALOG_NAME),
                    errmsg("database \"%s\" does not exist", name));
        out = lappend(out,
                      object_target(ACL_KIND_DATABASE, DatabaseRelationId, DATABASE_OID, name));
    }
    return out;
}

void grant_store_object_acl(const GrantTarget *t, const varlena *acl)
{
    Oid classoid =
        t->objkind == ACL_KIND_FUNCTION ? ProcedureRelationId : DatabaseRelationId;
    catalog_set_object_acl(classoid, t->oid, t->owner, acl);
}
