/*
 * utility_fkey.c: FOREIGN KEY constraints in CREATE TABLE and ALTER TABLE (PG's
 * ATAddForeignKeyConstraint), and DROP CONSTRAINT of one.
 *
 * The one idea: a foreign key is a pg_constraint row naming both tables, their columns and the
 * referenced table's unique index (catalog_constraint.h); keeping it is exec_ri.c's work when
 * rows are written. Adding one checks what PG checks, in PG's order and words: the referenced
 * table, the columns on both sides, a unique index on exactly the referenced columns (the
 * primary key when they are not named), comparable types; then, on a table that may have rows,
 * that every row's key is present (PG's RI_Initial_Check: one anti-join query).
 */
#include <stdio.h>
#include <string.h>

#include "common/elog.h"
#include "executor/acl.h"
#include "common/stringinfo.h"
#include "executor/builtins.h"
#include "executor/exec_ri.h"
#include "executor/execnodes.h"
#include "executor/utility_index.h"
#include "storage/catalog.h"
#include "storage/catalog_constraint.h"
#include "storage/lock.h"

Oid exec_lookup_relation(RangeVar *rv);

static int column_number(Relation rel, const char *name)
{
    for (int i = 0; i < rel->rd_att->natts; i++) {
        Form_attribute a = TupleDescAttr(rel->rd_att, i);
        if (!a->attisdropped && strcmp(a->attname, name) == 0)
            return i + 1;
    }
    return 0;
}

/* The columns named in names, as attnums of rel (PG's transformColumnNameList). */
static int key_columns(Relation rel, List *names, int16 *out)
{
    int n = 0;
    ListCell *lc;
    foreach (lc, names) {
        int a = column_number(rel, strVal(lfirst(lc)));
        if (a == 0)
            ereport(ERROR, errcode(ERRCODE_UNDEFINED_COLUMN),
                    errmsg("column \"%s\" referenced in foreign key constraint does not exist",
                           strVal(lfirst(lc))));
        if (n >= INDEX_MAX_KEYS)
            ereport(ERROR, errcode(ERRCODE_TOO_MANY_COLUMNS),
                    errmsg("cannot have more than %d keys in a foreign key", INDEX_MAX_KEYS));
        out[n++] = (int16)a;
    }
    return n;
}

/* The unique index on exactly the columns keys (any order; PG's transformFkeyCheckAttrs), or
 * with primary, the primary key (its columns into keys). InvalidOid if there is none. */
static Oid referenced_index(Relation pk, int16 *keys, int *nkeys, bool primary)
{
    ListCell *lc;
    foreach (lc, catalog_relation_indexes(pk->rd_id)) {
        IndexFormData f;
        if (!catalog_index_form(lfirst_oid(lc), &f) || !f.indisunique || f.haspred || f.hasexprs)
            continue;
        if (primary) {
            if (!f.indisprimary)
                continue;
            for (int i = 0; i < f.indnkeyatts; i++)
                keys[i] = f.indkey[i];
            *nkeys = f.indnkeyatts;
            return f.indexrelid;
        }
        if (f.indnkeyatts != *nkeys)
            continue;
        bool all = true;
        for (int i = 0; i < *nkeys && all; i++) {
            bool found = false;
            for (int j = 0; j < f.indnkeyatts; j++)
                found |= f.indkey[j] == keys[i];
            all = found;
        }
        /* a column named twice cannot match an index on distinct columns */
        for (int i = 0; i < *nkeys && all; i++)
            for (int j = i + 1; j < *nkeys; j++)
                all &= keys[i] != keys[j];
        if (all)
            return f.indexrelid;
    }
    return InvalidOid;
}

static void check_persistence(Relation fk, Relation pk)
{
    char f = fk->relpersistence, p = pk->relpersistence;
    if (f == RELPERSISTENCE_PERMANENT && p != RELPERSISTENCE_PERMANENT)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("constraints on permanent tables may reference only permanent tables"));
    if (f == RELPERSISTENCE_UNLOGGED && p == RELPERSISTENCE_TEMP)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("constraints on unlogged tables may reference only permanent or "
                       "unlogged tables"));
    if (f == RELPERSISTENCE_TEMP && p != RELPERSISTENCE_TEMP)
        ereport(ERROR, errcode(ERRCODE_INVALID_TABLE_DEFINITION),
                errmsg("constraints on temporary tables may reference only temporary tables"));
}

/* Can a value of fktype be compared with the referenced column's pktype? Basalt's equality
 * operators compare within a type category (numbers with numbers, strings with strings). */
static bool comparable(Oid fktype, Oid pktype)
{
    if (fktype == pktype)
        return true;
    const TypeInfo *f = type_by_oid(fktype), *p = type_by_oid(pktype);
    return f != NULL && p != NULL && f->typcategory == p->typcategory &&
           f->typcategory != TYPCATEGORY_USER && f->typcategory != TYPCATEGORY_ARRAY;
}

/* 42804 unless each referencing column can be compared with its referenced one. */
static void check_key_types(Relation fk, Relation pk, const ConstraintRow *row, const char *name)
{
    for (int i = 0; i < row->nkeys; i++) {
        Form_attribute fa = TupleDescAttr(fk->rd_att, row->conkey[i] - 1);
        Form_attribute pa = TupleDescAttr(pk->rd_att, row->confkey[i] - 1);
        if (!comparable(fa->atttypid, pa->atttypid))
            ereport(ERROR, errcode(ERRCODE_DATATYPE_MISMATCH),
                    errmsg("foreign key constraint \"%s\" cannot be implemented", name),
                    errdetail("Key columns \"%s\" and \"%s\" are of incompatible types: %s and "
                              "%s.",
                              fa->attname, pa->attname, type_format(fa->atttypid),
                              type_format(pa->atttypid)));
    }
}

void exec_check_fkey_types(Oid relid)
{
    List *fkeys = list_concat(catalog_relation_fkeys(relid), catalog_referencing_fkeys(relid));
    ListCell *lc;
    foreach (lc, fkeys) {
        ConstraintRow *r = lfirst(lc);
        Relation fk = relation_open(r->conrelid, AccessExclusiveLock);
        Relation pk = relation_open(r->confrelid, AccessExclusiveLock);
        check_key_types(fk, pk, r, r->conname);
        relation_close(pk);
        relation_close(fk);
    }
}

static const char *quote(const char *name)
{
    StringInfoData buf;
    initStringInfo(&buf);
    appendStringInfoChar(&buf, '"');
    for (const char *p = name; *p; p++) {
        if (*p == '"')
            appendStringInfoChar(&buf, '"');
        appendStringInfoChar(&buf, *p);
    }
    appendStringInfoChar(&buf, '"');
    return buf.data;
}

static const char *qualified(Relation rel)
{
    return psprintf("%s.%s", quote(catalog_namespace_name(rel->relnamespace)),
                    quote(rel->relname));
}

/* PG's RI_Initial_Check: the first row of fk whose key is not in pk, reported as an insert of
 * it would be. */
static void validate_existing_rows(Relation fk, Relation pk, const ConstraintRow *row)
{
    StringInfoData q;
    initStringInfo(&q);
    appendStringInfoString(&q, "SELECT ");
    for (int i = 0; i < row->nkeys; i++)
        appendStringInfo(&q, "%sfk.%s", i ? ", " : "",
                         quote(TupleDescAttr(fk->rd_att, row->conkey[i] - 1)->attname));
    appendStringInfo(&q, " FROM ONLY %s fk LEFT OUTER JOIN ONLY %s pk ON", qualified(fk),
                     qualified(pk));
    for (int i = 0; i < row->nkeys; i++)
        appendStringInfo(&q, "%s pk.%s OPERATOR(pg_catalog.=) fk.%s", i ? " AND" : " (",
                         quote(TupleDescAttr(pk->rd_att, row->confkey[i] - 1)->attname),
                         quote(TupleDescAttr(fk->rd_att, row->conkey[i] - 1)->attname));
    appendStringInfo(&q, ") WHERE pk.%s IS NULL AND (",
                     quote(TupleDescAttr(pk->rd_att, row->confkey[0] - 1)->attname));
    for (int i = 0; i < row->nkeys; i++)
        appendStringInfo(&q, "%sfk.%s IS NOT NULL", i ? (row->confmatchtype == 'f' ? " OR " : " AND ") : "",
                         quote(TupleDescAttr(fk->rd_att, row->conkey[i] - 1)->attname));
    appendStringInfoChar(&q, ')');
    StoredRow *bad = NULL;
    if (exec_ri_run_sql(q.data, 0, NULL, NULL, NULL, true, &bad) == 0)
        return;
    StringInfoData names, vals;
    initStringInfo(&names);
    initStringInfo(&vals);
    int nulls = 0;
    for (int i = 0; i < row->nkeys; i++) {
        Form_attribute a = TupleDescAttr(fk->rd_att, row->conkey[i] - 1);
        appendStringInfo(&names, "%s%s", i ? ", " : "", a->attname);
        appendStringInfo(&vals, "%s%s", i ? ", " : "",
                         bad->isnull[i] ? "null" : type_output_cstring(a->atttypid, bad->values[i]));
        nulls += bad->isnull[i];
    }
    if (nulls > 0) /* MATCH FULL with a partly null key */
        ereport(ERROR, errcode(ERRCODE_FOREIGN_KEY_VIOLATION),
                errmsg("insert or update on table \"%s\" violates foreign key constraint \"%s\"",
                       fk->relname, row->conname),
                errdetail("MATCH FULL does not allow mixing of null and nonnull key values."),
                errconstraint(row->conname));
    ereport(ERROR, errcode(ERRCODE_FOREIGN_KEY_VIOLATION),
            errmsg("insert or update on table \"%s\" violates foreign key constraint \"%s\"",
                   fk->relname, row->conname),
            errdetail("Key (%s)=(%s) is not present in table \"%s\".", names.data, vals.data,
                      pk->relname),
            errtable(catalog_namespace_name(fk->relnamespace), fk->relname),
            errconstraint(row->conname));
}

/* PG's ChooseForeignKeyConstraintNameAddition: the columns joined by "_". */
static char *name_addition(List *names)
{
    StringInfoData buf;
    initStringInfo(&buf);
    ListCell *lc;
    foreach (lc, names) {
        if (buf.len > 0)
            appendStringInfoChar(&buf, '_');
        appendStringInfoString(&buf, strVal(lfirst(lc)));
        if (buf.len >= NAMEDATALEN)
            break;
    }
    return buf.data;
}

void exec_add_foreign_key(Oid relid, Constraint *c, bool validate, List **others)
{
    Relation fk = relation_open(relid, AccessExclusiveLock);
    const char *name = c->conname;
    if (name) {
        if (exec_rel_has_constraint(fk, name))
            ereport(ERROR, errcode(ERRCODE_DUPLICATE_OBJECT),
                    errmsg("constraint \"%s\" for relation \"%s\" already exists", name,
                           fk->relname));
    } else
        name = exec_choose_constraint_name(fk, name_addition(c->fk_attrs), "fkey", *others);
    *others = lappend(*others, makeString(pstrdup(name)));

    Oid pkid = exec_lookup_relation(c->pktable);
    Relation pk = pkid == relid ? fk : relation_open(pkid, ShareRowExclusiveLock);
    if (pk->relkind != RELKIND_RELATION)
        ereport(ERROR, errcode(ERRCODE_WRONG_OBJECT_TYPE),
                errmsg("referenced relation \"%s\" is not a table", pk->relname));
    if (pk->relnamespace == PG_CATALOG_NAMESPACE)
        ereport(ERROR, errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
                errmsg("permission denied: \"%s\" is a system catalog", pk->relname));
    check_persistence(fk, pk);
    acl_require_relation(relid, ACL_REFERENCES);

    ConstraintRow row;
    memset(&row, 0, sizeof(row));
    snprintf(row.conname, NAMEDATALEN, "%s", name);
    row.connamespace = fk->relnamespace;
    row.conrelid = relid;
    row.confrelid = pkid;
    row.convalidated = !(validate && c->skip_validation);
    row.confupdtype = c->fk_upd_action ? c->fk_upd_action : 'a';
    row.confdeltype = c->fk_del_action ? c->fk_del_action : 'a';
    row.confmatchtype = c->fk_matchtype ? c->fk_matchtype : 's';
    row.nkeys = key_columns(fk, c->fk_attrs, row.conkey);
    int npk = 0;
    if (c->pk_attrs == NIL) {
        row.conindid = referenced_index(pk, row.confkey, &npk, true);
        if (row.conindid == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_FOREIGN_KEY),
                    errmsg("there is no primary key for referenced table \"%s\"", pk->relname));
    } else {
        npk = key_columns(pk, c->pk_attrs, row.confkey);
        row.conindid = referenced_index(pk, row.confkey, &npk, false);
        if (row.conindid == InvalidOid)
            ereport(ERROR, errcode(ERRCODE_INVALID_FOREIGN_KEY),
                    errmsg("there is no unique constraint matching given keys for referenced "
                           "table \"%s\"",
                           pk->relname));
    }
    /* PG's checkFkeyPermissions, once the referenced columns are known */
    acl_require_columns(pkid, ACL_REFERENCES, row.confkey, npk);
    if (row.nkeys != npk)
        ereport(ERROR, errcode(ERRCODE_INVALID_FOREIGN_KEY),
                errmsg("number of referencing and referenced columns for foreign key disagree"));
    check_key_types(fk, pk, &row, name);
    catalog_add_foreign_key(&row);
    if (validate && !c->skip_validation)
        validate_existing_rows(fk, pk, &row);
    if (pk != fk)
        relation_close(pk);
    relation_close(fk);
}

bool exec_drop_foreign_key(Relation rel, const char *name)
{
    ListCell *lc;
    foreach (lc, catalog_relation_fkeys(rel->rd_id)) {
        ConstraintRow *r = lfirst(lc);
        if (strcmp(r->conname, name) == 0) {
            if (r->confrelid != rel->rd_id)
                lock_relation(r->confrelid, ShareRowExclusiveLock);
            catalog_drop_foreign_key(r->oid);
            return true;
        }
    }
    return false;
}

/* ---------------------------------------------------------------- what DROP takes with it */

List *exec_dependent_fkeys(Oid pkrel, Oid index, int16 attno, List *except_relids)
{
    List *out = NIL;
    ListCell *lc;
    foreach (lc, catalog_referencing_fkeys(pkrel)) {
        ConstraintRow *r = lfirst(lc);
        if (list_member_oid(except_relids, r->conrelid))
            continue;
        bool uses = index == InvalidOid && attno == 0;
        if (index != InvalidOid)
            uses = r->conindid == index;
        for (int i = 0; i < r->nkeys && attno != 0; i++)
            uses |= r->confkey[i] == attno;
        if (uses)
            out = lappend(out, r);
    }
    return out;
}

char *exec_fkey_description(const ConstraintRow *r)
{
    char name[NAMEDATALEN];
    Oid nsp;
    if (!catalog_relation_name(r->conrelid, name, &nsp))
        snprintf(name, sizeof name, "%u", r->conrelid);
    bool visible = exec_relation_on_search_path(name) == r->conrelid;
    return visible ? psprintf("constraint %s on table %s", r->conname, name)
                   : psprintf("constraint %s on table %s.%s", r->conname,
                              catalog_namespace_name(nsp), name);
}

void exec_drop_dependent_fkeys(List *fkeys, DropBehavior behavior, const char *what,
                               const char *depends_on)
{
    if (fkeys == NIL)
        return;
    List *descs = NIL;
    ListCell *lc;
    foreach (lc, fkeys)
        descs = lappend(descs, exec_fkey_description(lfirst(lc)));
    exec_report_drop_dependents(descs, behavior, what, depends_on);
    foreach (lc, fkeys) {
        ConstraintRow *r = lfirst(lc);
        lock_relation(r->conrelid, AccessExclusiveLock);
        catalog_drop_foreign_key(r->oid);
    }
}

void exec_report_drop_dependents(List *descs, DropBehavior behavior, const char *what,
                                 const char *depends_on)
{
    StringInfoData buf;
    initStringInfo(&buf);
    ListCell *lc;
    foreach (lc, descs) {
        const char *d = lfirst(lc);
        if (behavior == DROP_CASCADE)
            appendStringInfo(&buf, "%sdrop cascades to %s", buf.len ? "\n" : "", d);
        else
            appendStringInfo(&buf, "%s%s depends on %s", buf.len ? "\n" : "", d, depends_on);
    }
    if (behavior != DROP_CASCADE)
        ereport(ERROR, errcode(ERRCODE_DEPENDENT_OBJECTS_STILL_EXIST),
                errmsg("cannot drop %s because other objects depend on it", what),
                errdetail("%s", buf.data),
                errhint("Use DROP ... CASCADE to drop the dependent objects too."));
    if (list_length(descs) == 1)
        ereport(NOTICE, errmsg("%s", buf.data));
    else
        ereport(NOTICE, errmsg("drop cascades to %d other objects", list_length(descs)),
                errdetail("%s", buf.data));
}

void exec_drop_column_fkeys(Relation rel, int16 attno)
{
    ListCell *lc;
    foreach (lc, catalog_relation_fkeys(rel->rd_id)) {
        ConstraintRow *r = lfirst(lc);
        for (int i = 0; i < r->nkeys; i++)
            if (r->conkey[i] == attno) {
                catalog_drop_foreign_key(r->oid);
                break;
            }
    }
}
