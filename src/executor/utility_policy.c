/*
 * utility_policy.c: CREATE POLICY, ALTER POLICY and DROP POLICY (PG's commands/policy.c).
 *
 * The one idea: the binder (planner/bind_policy.c) has checked the table and bound the
 * expressions; here the roles are resolved (PUBLIC is the oid 0, and wins over the roles named
 * with it, as in PG), the expressions deparsed to the SQL text pg_policy stores, and the row
 * written (storage/catalog_policy.h). Enforcement is the binder's (bind_rowsecurity.c).
 */
#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "executor/execnodes.h"
#include "executor/explain.h"
#include "executor/utility_grant_internal.h"
#include "storage/catalog_policy.h"

/* The roles of TO (a String list), PUBLIC alone as {0}. */
static Oid *policy_roles(List *names, int *n)
{
    Oid *roles = palloc(sizeof(Oid) * (size_t)Max(list_length(names), 1));
    bool has_public = false;
    *n = 0;
    ListCell *lc;
    foreach (lc, names) {
        Oid r = grant_grantee_oid(strVal(lfirst(lc)));
        if (r == ACL_ID_PUBLIC)
            has_public = true;
        else
            roles[(*n)++] = r;
    }
    if (has_public) {
        if (*n > 0)
            ereport(WARNING, errmsg("ignoring specified roles other than PUBLIC"),
                    errhint("All roles are members of the PUBLIC role."));
        roles[0] = ACL_ID_PUBLIC;
        *n = 1;
    }
    return roles;
}

static char *policy_text(Oid relid, Node *expr, char *src)
{
    if (expr == NULL)
        return NULL;
    if (src)
        return src;
    Relation rel = relation_open(relid, AccessExclusiveLock);
    DeparseCxt cx = {0};
    cx.columns = rel->rd_att;
    char *text = explain_deparse(expr, &cx);
    relation_close(rel);
    return text;
}

static const char *relation_name(Oid relid)
{
    Relation rel = relation_open(relid, AccessShareLock);
    char *name = pstrdup(rel->relname);
    relation_close(rel);
    return name;
}

static void require_new_name(Oid relid, const char *name)
{
    PolicyRow old;
    if (catalog_policy_find(relid, name, &old))
        ereport(
            ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
            errmsg("policy \"%s\" for table \"%s\" already exists", name, relation_name(relid)));
}

static PolicyRow existing_policy(Oid relid, const char *name)
{
    PolicyRow row;
    if (!catalog_policy_find(relid, name, &row))
        ereport(
            ERROR, errcode(ERRCODE_UNDEFINED_OBJECT),
            errmsg("policy \"%s\" for table \"%s\" does not exist", name, relation_name(relid)));
    return row;
}

static void create_policy(PolicyInfo *info)
{
    CreatePolicyStmt *cs = (CreatePolicyStmt *)info->stmt;
    PolicyRow row;
    memset(&row, 0, sizeof(row));
    row.roles = policy_roles(cs->roles, &row.nroles);
    require_new_name(info->relid, cs->policy_name);
    snprintf(row.polname, NAMEDATALEN, "%s", cs->policy_name);
    row.polrelid = info->relid;
    row.polcmd = info->polcmd;
    row.polpermissive = cs->permissive;
    row.qual = policy_text(info->relid, info->qual, info->qual_src);
    row.withcheck = policy_text(info->relid, info->with_check, info->check_src);
    catalog_create_policy(&row);
}

static void alter_policy(PolicyInfo *info)
{
    AlterPolicyStmt *as = (AlterPolicyStmt *)info->stmt;
    PolicyRow row = existing_policy(info->relid, as->policy_name);
    if (as->newname) {
        require_new_name(info->relid, as->newname);
        snprintf(row.polname, NAMEDATALEN, "%s", as->newname);
        catalog_update_policy(&row);
        return;
    }
    if (as->roles)
        row.roles = policy_roles(as->roles, &row.nroles);
    if (info->qual && row.polcmd == 'a')
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("only WITH CHECK expression allowed for INSERT"));
    if (info->with_check && (row.polcmd == 'r' || row.polcmd == 'd'))
        ereport(ERROR, errcode(ERRCODE_SYNTAX_ERROR),
                errmsg("only USING expression allowed for SELECT, DELETE"));
    if (info->qual)
        row.qual = policy_text(info->relid, info->qual, info->qual_src);
    if (info->with_check)
        row.withcheck = policy_text(info->relid, info->with_check, info->check_src);
    catalog_update_policy(&row);
}

const char *exec_policy_statement(Node *stmt)
{
    if (IsA(stmt, PolicyInfo)) {
        PolicyInfo *info = (PolicyInfo *)stmt;
        if (IsA(info->stmt, CreatePolicyStmt)) {
            create_policy(info);
            return "CREATE POLICY";
        }
        alter_policy(info);
        return "ALTER POLICY";
    }
    DropPolicyStmt *ds = (DropPolicyStmt *)stmt;
    const char *nsp = ds->table->schemaname;
    if (ds->missing_ok && nsp && !OidIsValid(catalog_namespace_oid(nsp))) {
        ereport(NOTICE, errmsg("schema \"%s\" does not exist, skipping", nsp));
        return "DROP POLICY";
    }
    Oid relid = exec_lookup_relation_opt(ds->table, ds->missing_ok);
    if (!OidIsValid(relid)) {
        ereport(NOTICE, errmsg("relation \"%s\" does not exist, skipping", ds->table->relname));
        return "DROP POLICY";
    }
    Relation rel = relation_open(relid, AccessExclusiveLock);
    if (!acl_is_owner_of_relation(relid)) /* PG's DROP words it so */
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("must be owner of relation %s", rel->relname));
    PolicyRow row;
    if (catalog_policy_find(relid, ds->policy_name, &row))
        catalog_drop_policy(&row);
    else if (ds->missing_ok)
        ereport(NOTICE, errmsg("policy \"%s\" for relation \"%s\" does not exist, skipping",
                               ds->policy_name, rel->relname));
    else
        existing_policy(relid, ds->policy_name);
    relation_close(rel);
    return "DROP POLICY";
}

void exec_drop_role_from_policies(Oid roleid)
{
    ListCell *lc;
    foreach (lc, catalog_all_policies()) {
        PolicyRow *p = lfirst(lc);
        int kept = 0;
        for (int i = 0; i < p->nroles; i++)
            if (p->roles[i] != roleid)
                p->roles[kept++] = p->roles[i];
        if (kept == p->nroles)
            continue;
        p->nroles = kept;
        if (kept == 0)
            catalog_drop_policy(p);
        else
            catalog_update_policy(p);
    }
}

void exec_drop_column_policies(Relation rel, const char *colname, List *names,
                               DropBehavior behavior)
{
    if (names == NIL)
        return;
    List *descs = NIL;
    ListCell *lc;
    foreach (lc, names)
        descs = lappend(descs, psprintf("policy %s on table %s", strVal(lfirst(lc)), rel->relname));
    char *column = psprintf("column %s of table %s", colname, rel->relname);
    exec_report_drop_dependents(descs, behavior, column, column);
    foreach (lc, names) {
        PolicyRow row;
        if (catalog_policy_find(rel->rd_id, strVal(lfirst(lc)), &row))
            catalog_drop_policy(&row);
    }
}

void exec_reword_policies(Oid relid, List *policies)
{
    ListCell *lc;
    foreach (lc, policies) {
        PolicyInfo *pi = lfirst(lc);
        PolicyRow row;
        if (!catalog_policy_find(relid, pi->polname, &row))
            continue;
        row.qual = policy_text(relid, pi->qual, pi->qual_src);
        row.withcheck = policy_text(relid, pi->with_check, pi->check_src);
        catalog_update_policy(&row);
    }
}
