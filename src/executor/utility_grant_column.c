/*
 * utility_grant_column.c: GRANT and REVOKE of column privileges, GRANT SELECT (a, b) ON t
 * (PG's aclchk.c expand_col_privileges, expand_all_col_privileges and ExecGrant_Attribute).
 *
 * The statement's column privileges are gathered per column first, then each column's acl
 * (pg_attribute.attacl, NULL: none) is changed as an object's is. The grantor is chosen among
 * the holders of the table's and the column's grant options together. System columns have no
 * pg_attribute rows here: GRANT on one is refused, REVOKE only warns as PG does.
 */
#include <string.h>

#include "common/elog.h"
#include "common/mcxt.h"
#include "executor/utility_grant_internal.h"
#include "storage/catalog.h"
#include "storage/lock.h"
#include "storage/sysattr.h"

/* System columns are attnums -6 .. -1 (PG's FirstLowInvalidHeapAttributeNumber + 1 ...). */
#define N_SYSTEM_COLUMNS (-SYSATTR_FIRST)

typedef struct ColumnPrivs {
    TupleDesc desc;
    uint32 *privs; /* indexed by attnum + N_SYSTEM_COLUMNS */
} ColumnPrivs;

static const char *column_name(const ColumnPrivs *c, int attnum)
{
    return attnum < 0 ? sysattr_name(attnum)
                      : TupleDescAttr(c->desc, attnum - 1)->attname;
}

/* The attnum of a column named in the statement (ERROR 42703 if there is none). */
static int column_attnum(const ColumnPrivs *c, const char *name, const char *relname)
{
    for (int i = 0; i < c->desc->natts; i++) {
        Form_attribute att = TupleDescAttr(c->desc, i);
        if (!att->attisdropped && strcmp(att->attname, name) == 0)
            return i + 1;
    }
    int attnum = sysattr_attnum(name);
    if (attnum != 0)
        return attnum;
    ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
            errmsg("column \"%s\" of relation \"%s\" does not exist", name, relname));
}

/* PG's expand_col_privileges for one AccessPriv with a column list. */
static void expand_named(ColumnPrivs *c, const GrantTarget *t, const AccessPriv *p)
{
    uint32 bits = p->priv_name ? grant_priv_bit(p->priv_name) : RIGHTS_COLUMN;
    if (bits & ~RIGHTS_COLUMN)
        ereport(ERROR, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                errmsg("invalid privilege type %s for column", grant_priv_word(bits)));
    if (t->objkind == RELKIND_SEQUENCE && (bits & ~ACL_SELECT)) {
        ereport(WARNING, errcode(ERRCODE_INVALID_GRANT_OPERATION),
                errmsg("sequence \"%s\" only supports SELECT column privileges", t->name));
        bits &= ACL_SELECT;
    }
    const ListCell *lc;
    foreach (lc, p->cols) {
        int attnum = column_attnum(c, strVal(lfirst(lc)), t->name);
        c->privs[attnum + N_SYSTEM_COLUMNS] |= bits;
    }
}

/* PG's expand_all_col_privileges: REVOKE of table privileges reaches every column (a view's
 * system columns aside). */
static void expand_all(ColumnPrivs *c, const GrantTarget *t, uint32 bits)
{
    for (int attnum = -N_SYSTEM_COLUMNS; attnum <= c->desc->natts; attnum++) {
        if (attnum == 0 || (attnum < 0 && t->objkind == RELKIND_VIEW) ||
            (attnum > 0 && TupleDescAttr(c->desc, attnum - 1)->attisdropped))
            continue;
        c->privs[attnum + N_SYSTEM_COLUMNS] |= bits;
    }
}

/* PG's ExecGrant_Attribute: one column's acl. */
static void grant_on_column(GrantStmt *st, const GrantTarget *t, int attnum, const char *colname,
                            uint32 privileges, List *grantees)
{
    if (attnum < 0 && st->is_grant)
        ereport(ERROR, errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
                errmsg("privileges on system column \"%s\" are not supported", colname));
    varlena *stored = attnum > 0 ? catalog_column_acl(t->oid, attnum) : NULL;
    Acl acl = {NULL, 0, 0};
    if (stored != NULL)
        grant_acl_load(&acl, stored, t->objkind, t->owner);
    Acl merged; /* who may grant: the table's grant options count too */
    grant_acl_load(&merged, t->acl, t->objkind, t->owner);
    for (int i = 0; i < acl.n; i++)
        grant_acl_append(&merged, acl.items[i]);

    Oid grantor;
    uint32 avail = grant_best_grantor(&merged, t->owner, privileges, &grantor);
    uint32 any = RIGHTS_COLUMN | ACL_GRANT_OPTION_FOR(RIGHTS_COLUMN);
    if (avail == 0 && acl_mask(merged.items, merged.n, grantor, t->owner, any) == 0)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied for column \"%s\" of relation \"%s\"", colname,
                       t->name));
    uint32 these = privileges & avail;
    grant_warn_restricted(st->is_grant, these, privileges, privileges == RIGHTS_COLUMN,
                          psprintf("column \"%s\" of relation \"%s\"", colname, t->name));
    if (attnum < 0)
        return; /* nothing was ever granted on it */
    grant_acl_apply(&acl, st, grantees, grantor, these, t->owner);
    if (stored == NULL && acl.n == 0)
        return;
    catalog_set_column_acl(t->oid, attnum, acl.n > 0 ? catalog_acl_make(acl.items, acl.n) : NULL);
}

void grant_on_columns(GrantStmt *st, const GrantTarget *t, uint32 table_privs, List *grantees)
{
    bool named = false;
    ListCell *lc;
    foreach (lc, st->privileges)
        named |= ((AccessPriv *)lfirst(lc))->cols != NIL;
    bool revoke_all = !st->is_grant && (table_privs & RIGHTS_COLUMN) != 0 &&
                      t->objkind != RELKIND_SEQUENCE;
    if (!named && !revoke_all)
        return;
    Relation rel = relation_open(t->oid, NoLock); /* locked by grant_targets */
    ColumnPrivs c;
    c.desc = rel->rd_att;
    c.privs = palloc0(sizeof(uint32) * (size_t)(c.desc->natts + N_SYSTEM_COLUMNS + 1));
    if (revoke_all)
        expand_all(&c, t, table_privs & RIGHTS_COLUMN);
    foreach (lc, st->privileges)
        if (((AccessPriv *)lfirst(lc))->cols != NIL)
            expand_named(&c, t, lfirst(lc));
    for (int attnum = -N_SYSTEM_COLUMNS; attnum <= c.desc->natts; attnum++)
        if (c.privs[attnum + N_SYSTEM_COLUMNS] != 0)
            grant_on_column(st, t, attnum, column_name(&c, attnum),
                            c.privs[attnum + N_SYSTEM_COLUMNS], grantees);
    relation_close(rel);
}
