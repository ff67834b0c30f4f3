/*
 * acl_column.c: column privileges as the checks see them (PG's pg_attribute_aclmask,
 * pg_attribute_aclcheck_all and ExecCheckRTEPerms).
 *
 * A column's acl (pg_attribute.attacl) adds to its table's: a role without SELECT, INSERT or
 * UPDATE on the table may still read, insert or update the columns it holds them on. A NULL
 * column acl grants nothing (the owner's privileges are the table's); system columns never have
 * column privileges here. Column acls are read only when the table's privileges do not suffice.
 */
#include "executor/acl.h"

#include "common/elog.h"
#include "common/mcxt.h"
#include "planner/primnodes.h"
#include "storage/catalog.h"

uint32 acl_column_mask(Oid relid, int attnum, Oid owner, Oid roleid, uint32 mask)
{
    if (attnum <= 0)
        return 0;
    varlena *acl = catalog_column_acl(relid, attnum);
    if (acl == NULL)
        return 0;
    int n;
    AclItem *items = catalog_acl_items(acl, &n);
    return acl_mask(items, n, roleid, owner, mask);
}

/* Which of mask roleid holds on the relation itself (false if there is none). */
static bool relation_mask(Oid relid, Oid roleid, uint32 mask, RelationAcl *ra, uint32 *held)
{
    if (!catalog_relation_acl(relid, ra))
        return false;
    int n;
    AclItem *items = acl_relation_items(relid, ra, &n);
    *held = acl_mask(items, n, roleid, ra->owner, mask);
    return true;
}

/* PG's pg_attribute_aclcheck_all(ACLMASK_ANY): does roleid hold any of mask on a column that
 * is not dropped? */
static bool any_column_has(Oid relid, Oid owner, Oid roleid, uint32 mask)
{
    Relation rel = relation_open(relid, NoLock);
    int natts = rel->rd_att->natts;
    bool *dropped = palloc(sizeof(bool) * (size_t)(natts + 1));
    for (int i = 0; i < natts; i++)
        dropped[i] = TupleDescAttr(rel->rd_att, i)->attisdropped;
    relation_close(rel);
    for (int i = 0; i < natts; i++)
        if (!dropped[i] && acl_column_mask(relid, i + 1, owner, roleid, mask) != 0)
            return true;
    return false;
}

bool acl_column_has_any(Oid relid, Oid roleid, uint32 mode, bool *exists)
{
    RelationAcl ra;
    uint32 held = 0;
    *exists = relation_mask(relid, roleid, mode, &ra, &held);
    if (!*exists)
        return false;
    return acl_is_superuser(roleid) || held != 0 || any_column_has(relid, ra.owner, roleid, mode);
}

bool acl_column_has(Oid relid, int attnum, Oid roleid, uint32 mode, bool *exists)
{
    RelationAcl ra;
    uint32 held = 0;
    *exists = relation_mask(relid, roleid, mode, &ra, &held);
    if (!*exists)
        return false;
    if (acl_is_superuser(roleid) || held != 0)
        return true;
    if (attnum > 0) { /* a column that is not there, or dropped: no answer */
        Relation rel = relation_open(relid, NoLock);
        *exists = attnum <= rel->rd_att->natts &&
                  !TupleDescAttr(rel->rd_att, attnum - 1)->attisdropped;
        relation_close(rel);
    }
    return *exists && acl_column_mask(relid, attnum, ra.owner, roleid, mode) != 0;
}

/* Every column of cols (none: any column) holds the privilege mode. */
static bool columns_have(Oid relid, Oid owner, Oid roleid, uint32 mode, const List *cols)
{
    if (cols == NIL)
        return any_column_has(relid, owner, roleid, mode);
    const ListCell *lc;
    foreach (lc, cols)
        if (acl_column_mask(relid, lfirst_int(lc), owner, roleid, mode) != mode)
            return false;
    return true;
}

static pg_noreturn void no_column_privilege(const RelationAcl *ra)
{
    ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
            errmsg("permission denied for %s %s", acl_relkind_word(ra->relkind), ra->relname));
}

void acl_require_columns(Oid relid, uint32 mode, const int16 *attnums, int n)
{
    Oid me = acl_current_user();
    RelationAcl ra;
    uint32 held = 0;
    if (acl_is_superuser(me) || !relation_mask(relid, me, mode, &ra, &held) || held == mode)
        return;
    for (int i = 0; i < n; i++)
        if (acl_column_mask(relid, attnums[i], ra.owner, me, mode) != mode)
            no_column_privilege(&ra);
}

void acl_require_permission(const RelPermission *p, Oid roleid)
{
    if (acl_is_superuser(roleid))
        return;
    RelationAcl ra;
    uint32 held = 0;
    if (!relation_mask(p->relid, roleid, p->perms, &ra, &held))
        return; /* dropped meanwhile: opening it will say so */
    uint32 remaining = p->perms & ~held;
    if (remaining == 0)
        return;
    bool ok = (remaining & ~(ACL_SELECT | ACL_INSERT | ACL_UPDATE)) == 0;
    if (ok && (remaining & ACL_SELECT))
        ok = columns_have(p->relid, ra.owner, roleid, ACL_SELECT, p->selected_cols);
    if (ok && (remaining & ACL_INSERT))
        ok = columns_have(p->relid, ra.owner, roleid, ACL_INSERT, p->inserted_cols);
    if (ok && (remaining & ACL_UPDATE))
        ok = columns_have(p->relid, ra.owner, roleid, ACL_UPDATE, p->updated_cols);
    if (!ok)
        no_column_privilege(&ra);
}
