/*
 * acl_object.c: privileges of the built-in functions and of the database (PG's
 * pg_proc_aclcheck and pg_database_aclcheck).
 *
 * Their owners and acls live in basalt_object_acl (storage/catalog_object_acl.h); an object
 * without a row is owned by the bootstrap superuser with its kind's default acl, which gives
 * PUBLIC EXECUTE on a function and CONNECT and TEMPORARY on the database, as PG's initdb.
 * Statements check EXECUTE on every function they call once, when they start, as PG's
 * ExecInitFunc does: as the current user, also for the functions of a view.
 */
#include "executor/acl.h"

#include "common/elog.h"
#include "executor/builtins.h"
#include "storage/catalog_object_acl.h"

static bool object_has(char objkind, Oid classoid, Oid objoid, Oid roleid, uint32 mode)
{
    if (acl_is_superuser(roleid))
        return true;
    Oid owner = BOOTSTRAP_SUPERUSERID;
    varlena *acl = NULL;
    catalog_object_acl(classoid, objoid, &owner, &acl);
    return acl_object_has(objkind, owner, acl, roleid, mode);
}

bool acl_function_has(Oid funcid, Oid roleid, uint32 mode)
{
    return object_has(ACL_KIND_FUNCTION, ProcedureRelationId, funcid, roleid, mode);
}

bool acl_database_has(Oid roleid, uint32 mode)
{
    return object_has(ACL_KIND_DATABASE, DatabaseRelationId, DATABASE_OID, roleid, mode);
}

void acl_require_functions(const List *funcids)
{
    if (funcids == NIL)
        return;
    Oid me = acl_current_user();
    if (acl_is_superuser(me))
        return;
    List *rows = catalog_object_acl_rows(); /* one scan for all of them */
    const ListCell *lc, *rc;
    foreach (lc, funcids) {
        Oid funcid = lfirst_oid(lc);
        const ObjectAclRow *row = NULL;
        foreach (rc, rows) {
            const ObjectAclRow *r = lfirst(rc);
            if (r->classoid == ProcedureRelationId && r->objoid == funcid)
                row = r;
        }
        if (row != NULL && !acl_object_has(ACL_KIND_FUNCTION, row->owner, row->acl, me,
                                           ACL_EXECUTE)) {
            const ProcInfo *p = proc_by_oid(funcid);
            ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                    errmsg("permission denied for %s %s",
                           p && p->prokind == PROKIND_AGGREGATE ? "aggregate" : "function",
                           p ? p->proname : "?"));
        }
    }
}

void acl_require_database(uint32 mode)
{
    if (!acl_database_has(acl_current_user(), mode))
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for database %s", acl_database_name()));
}

char *acl_function_description(Oid funcid)
{
    const ProcInfo *p = proc_by_oid(funcid);
    if (p == NULL)
        return psprintf("function %u", funcid);
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfo(&buf, "function %s(", p->proname);
    for (int i = 0; i < p->pronargs && i < PROC_MAX_ARGS; i++)
        appendStringInfo(&buf, "%s%s", i ? "," : "", type_format(p->argtypes[i]));
    appendStringInfoChar(&buf, ')');
    return buf.data;
}

const char *acl_database_name(void)
{
    return "postgres";
}

Oid acl_database_owner(void)
{
    Oid owner = BOOTSTRAP_SUPERUSERID;
    varlena *acl;
    catalog_object_acl(DatabaseRelationId, DATABASE_OID, &owner, &acl);
    return owner;
}
